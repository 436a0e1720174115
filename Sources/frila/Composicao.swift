import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio

extension AmbienteFrila {
    /// As portas da conta, uma composição só: a TUI e os comandos sem tela montam dali as
    /// funcionalidades (`PortasDaConta.montar…`, em FrilaApresentacao).
    func portas(_ conta: ContaAutenticada, vistos: (any AvisosVistos)? = nil) -> PortasDaConta {
        PortasDaConta(conta: conta, contas: contas, vagas: vagas, turnos: turnos, cache: cache, fila: fila,
                      gestao: gestao, conexao: monitor, relogio: relogio, localizacao: localizacao,
                      membros: MembrosHTTP(api: api), vistos: vistos)
    }
}
