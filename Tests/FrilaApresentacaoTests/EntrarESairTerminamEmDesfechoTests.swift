import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// Entrar e sair terminam num `Desfecho`, como toda ação: a severidade e a frase vêm dele (a
/// TUI e `frila login`/`frila sair` mostram o mesmo valor).
struct EntrarESairTerminamEmDesfechoTests {
    let conta = ContaAutenticada(id: contaAna, perfil: .profissional, nome: "Ana Souza", referenciaCredencial: "arquivo:/x")

    func sessao(_ contas: ContasFalsas) -> Executor<FuncionalidadeDaSessao> {
        Executor(FuncionalidadeDaSessao(contas: contas), estado: .init())
    }

    @Test func entrarVazioEInvalidoSemIrARede() async {
        let contas = ContasFalsas()
        var s = sessao(contas)
        let d = await s.enviar(.entrar(email: " ", senha: "x"))
        #expect(d == Desfecho(.entrar(conta: nil), .invalida(["Informe e-mail e senha."])))
        #expect(d?.severidade == .erro && d?.frase == "Informe e-mail e senha.")
        #expect(await contas.chamadas.isEmpty)
    }

    @Test func senhaErradaERecusaComAFraseDaFalha() async {
        var s = sessao(ContasFalsas(senha: "certa"))
        let d = await s.enviar(.entrar(email: "ana@frila.dev", senha: "errada"))
        #expect(d?.resultado == .recusada(.credenciaisInvalidas, item: nil))
        #expect(d?.severidade == .erro && d?.frase == Falha.credenciaisInvalidas.frase)
        #expect(d?.falha?.chave == Falha.credenciaisInvalidas.chave)
    }

    @Test func semRedeEPassageiraDizemQueVaiTentarDeNovo() async {
        let contas = ContasFalsas()
        await contas.definir(entrar: .failure(.semRede))
        var s = sessao(contas)
        let d = await s.enviar(.entrar(email: "ana@frila.dev", senha: "x"))
        #expect(d?.resultado == .semConexao && d?.severidade == .erro)
        #expect(d?.frase == Falha.semConexao.frase)
    }

    @Test func entrouDizQuemEComoPerfil() async {
        let contas = ContasFalsas()
        await contas.definir(entrar: .success(conta))
        var s = sessao(contas)
        let d = await s.enviar(.entrar(email: "ana@frila.dev", senha: "x"))
        #expect(d == Desfecho(.entrar(conta: conta), .enviada(nil)))
        #expect(d?.severidade == .sucesso && d?.frase == "Entrou como Ana Souza (Profissional).")
        #expect(d?.acao.nome == "login")
    }

    @Test func sairDizQuantasFicamNaFilaESemSessaoNaoChamaOServidor() async {
        let contas = ContasFalsas(salva: conta)
        var s = sessao(contas)
        await s.enviar(.restaurar)
        let d = await s.enviar(.sair(pendentes: 2))
        #expect(d == Desfecho(.sair(tinhaSessao: true, pendentes: 2), .enviada(nil)))
        #expect(d?.severidade == .info && d?.frase == "Você saiu da conta.")
        #expect(await contas.chamadas == ["sair"])

        var nenhuma = sessao(ContasFalsas())
        await nenhuma.enviar(.restaurar)
        let n = await nenhuma.enviar(.sair())
        #expect(n == Desfecho(.sair(tinhaSessao: false, pendentes: 0), .enviada(nil)))
        #expect(n?.frase == "Nenhuma sessão neste diretório." && n?.deuCerto == true)
    }
}
