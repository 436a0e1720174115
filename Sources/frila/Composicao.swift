import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio

extension AmbienteFrila {
    /// A sessão (antes de haver conta) e, dela, a porta do cadastro: as mesmas na TUI e sem tela.
    var montarSessao: FuncionalidadeDaSessao { FuncionalidadeDaSessao(contas: contas) }
    var montarCadastro: FuncionalidadeDoCadastro { FuncionalidadeDoCadastro(porta: montarSessao.cadastro) }

    /// As portas da conta, uma composição só: a TUI e os comandos sem tela montam dali as
    /// funcionalidades (`PortasDaConta.montar…`, em FrilaApresentacao).
    func portas(_ conta: ContaAutenticada, vistos: (any AvisosVistos)? = nil) -> PortasDaConta {
        var p = PortasDaConta(conta: conta, contas: contas, vagas: vagas, turnos: turnos, cache: cache, fila: fila,
                              gestao: gestao, conexao: monitor, relogio: relogio, localizacao: localizacao,
                              membros: MembrosHTTP(api: api), vistos: vistos)
        // A exportação da TUI vai para a pasta em que a pessoa abriu o frila (o caminho aparece na tela).
        p.daPessoa = PortasDaContaDaPessoa(gestao: GestaoDaContaHTTP(api: api), dadosLocais: DadosLocaisDaContaSQLite(configuracao: configuracao),
                                           pastaDeExportacao: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        return p
    }
}
