import Foundation
import Testing
@testable import FrilaApresentacao
import FrilaDominio
import FrilaFalsos

/// A conta que a pessoa administra: o que é recusado antes da rede, e o desfecho (com a falha
/// tipada por baixo) de cada ação.
private actor ContaFalsa: GestaoDaContaPort {
    var senhas: [String] = []
    var falha: ErroFalso?
    func falhar(_ e: ErroFalso?) { falha = e }
    func trocarSenha(_ nova: String) async throws {
        if let falha { throw falha }
        senhas.append(nova)
    }
    func editarPerfil(_ e: EdicaoDoPerfil) async throws -> Perfil {
        if let falha { throw falha }
        return Perfil(contaId: UUID(), perfil: .profissional, nome: e.nome ?? "Sem Nome",
                      reputacao: Reputacao(positivas: 0, total: 0, taxaComparecimento: nil, turnosConsiderados: 0))
    }
    func exportarDados() async throws -> Data { Data("{\"formato\":\"frila.exportacao.v1\"}".utf8) }
    func previaDaExclusao() async throws -> PreviaDaExclusao {
        PreviaDaExclusao(turnosPorAcontecer: [UUID()], vagasPorAcontecer: [], modo: .anonimizada, confirmacao: "a@b.c",
                         balanco: BalancoDaExclusao(mantidos: ["turnos": 1], apagados: [:]))
    }
    func excluirConta(confirmacao: String) async throws -> ContaExcluida {
        ContaExcluida(modo: .apagada, balanco: BalancoDaExclusao(mantidos: [:], apagados: [:]))
    }
}

struct FuncionalidadeDaContaTests {
    @Test func senhaCurtaNemSai() async {
        let porta = ContaFalsa()
        var x = Executor(FuncionalidadeDaConta(conta: porta, conexao: ConexaoFalsa()), estado: .init())
        let d = await x.enviar(.trocarSenha("123"))
        #expect(d?.resultado == .invalida([Textos.motivo(.curta)]))
        #expect(await porta.senhas.isEmpty)
        let longa = await x.enviar(.trocarSenha(String(repeating: "é", count: 40)))  // 80 bytes
        #expect(longa?.deuCerto == false)
    }

    @Test func senhaTrocadaEDesfechoDaPagina() async {
        let porta = ContaFalsa()
        var x = Executor(FuncionalidadeDaConta(conta: porta, conexao: ConexaoFalsa()), estado: .init())
        let d = await x.enviar(.trocarSenha("senha-boa-1"))
        #expect(d?.deuCerto == true && d?.acao.nome == "trocar_senha" && d?.severidade == .sucesso)
        #expect(await porta.senhas == ["senha-boa-1"])
    }

    @Test func falhaTipadaPorBaixo() async {
        let porta = ContaFalsa()
        await porta.falhar(ErroFalso(falha: .sessaoExpirada))
        var x = Executor(FuncionalidadeDaConta(conta: porta, conexao: ConexaoFalsa()), estado: .init())
        let d = await x.enviar(.editar(EdicaoDoPerfil(nome: "Nova")))
        #expect(d?.falha == .sessaoExpirada && d?.severidade == .erro)
        await porta.falhar(.servidorComProblema)
        let p = await x.enviar(.trocarSenha("senha-boa-1"))
        if case .falhaPassageira? = p?.resultado {} else { Issue.record("500 não virou passageira: \(String(describing: p))") }
        var off = Executor(FuncionalidadeDaConta(conta: porta, conexao: ConexaoFalsa(.offline)), estado: .init())
        #expect(await off.enviar(.exportar)?.resultado == .semConexao)
    }

    @Test func edicaoVaziaEPreviaComImpedimento() async {
        var x = Executor(FuncionalidadeDaConta(conta: ContaFalsa(), conexao: ConexaoFalsa()), estado: .init())
        #expect(await x.enviar(.editar(EdicaoDoPerfil()))?.resultado == .invalida([Textos.Conta.nadaAEditar]))
        await x.enviar(.carregarPrevia)
        guard case .conteudo(let p)? = x.estado.previa else { Issue.record("sem prévia"); return }
        #expect(!p.podeExcluir)
        #expect(Textos.Conta.previa(p).first?.contains("1 turno e 0 vagas") == true)
        #expect(await x.enviar(.excluir(confirmacao: " "))?.deuCerto == false)
        #expect(await x.enviar(.excluir(confirmacao: "a@b.c"))?.deuCerto == true)
        #expect(x.estado.excluida?.modo == .apagada)
    }
}
