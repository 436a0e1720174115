import Foundation
import Testing
@testable import FrilaDados
import FrilaApresentacao
@testable import FrilaDominio

/// Uma renovação de sessão que nunca responde não segura os pedidos: quem espera por ela
/// desiste no prazo (`Regras.esperaMaximaDaRenovacao`) com uma frase pt-BR, e a próxima 401
/// não fica esperando a renovação presa. O prazo aqui é um que o teste vence, não um relógio.
struct RenovacaoPresaTests {
    /// O prazo que o teste controla: cada espera fica suspensa até `vencer()`.
    actor PrazoControlado {
        private var esperando: [CheckedContinuation<Void, Never>] = []
        private(set) var pedidos: [TimeInterval] = []
        var aguardando: Int { esperando.count }
        func esperar(_ s: TimeInterval) async {
            pedidos.append(s)
            await withCheckedContinuation { esperando.append($0) }
        }
        func vencer() {
            esperando.forEach { $0.resume() }
            esperando = []
        }
    }

    /// O servidor que nunca responde à renovação; só o cancelamento a solta.
    actor RenovacaoMuda {
        private var continuacao: CheckedContinuation<Void, Never>?
        private(set) var chamadas = 0
        private(set) var cancelada = false
        func esperar() async {
            chamadas += 1
            if cancelada { return }
            await withCheckedContinuation { continuacao = $0 }
        }
        func cancelar() {
            cancelada = true
            continuacao?.resume()
            continuacao = nil
        }
        func renovar(_ rt: String) async throws -> Credencial {
            await withTaskCancellationHandler { await esperar() } onCancel: { Task { await self.cancelar() } }
            throw CancellationError()
        }
    }

    /// Passos limitados (sem relógio): devolve quando `condicao` vale, ou falha o teste.
    func ate(_ o_que: String, _ condicao: () async -> Bool) async {
        for _ in 0..<100_000 {
            if await condicao() { return }
            await Task.yield()
        }
        Issue.record("não aconteceu: \(o_que)")
    }

    @Test func renovacaoPresaDesisteNoPrazoComAFraseEAProximaNaoEspera() async throws {
        let prazo = PrazoControlado(), muda = RenovacaoMuda()
        let cofre = CofreDeSessao(armazem: nil, prazo: { await prazo.esperar($0) })
        try await cofre.guardar(credencialDeTeste())
        let renovar: @Sendable (String) async throws -> Credencial = { try await muda.renovar($0) }

        // Dois pedidos levaram 401 com o mesmo token: um renova, o outro espera a mesma renovação.
        let primeiro = Task { try await cofre.renovar(apos: "acesso-1", com: renovar) }
        await ate("a renovação sair") { await muda.chamadas == 1 }
        let segundo = Task { try await cofre.renovar(apos: "acesso-1", com: renovar) }
        await ate("os dois esperarem o prazo") { await prazo.aguardando == 2 }
        #expect(await prazo.pedidos == [Regras.esperaMaximaDaRenovacao, Regras.esperaMaximaDaRenovacao], "o prazo é a constante")
        #expect(await muda.chamadas == 1, "o segundo não manda outra renovação")

        await prazo.vencer()
        for t in [primeiro, segundo] {
            await #expect(throws: ErroDaApi.renovacaoSemResposta) { _ = try await t.value }
        }
        await ate("a renovação presa ser cancelada") { await muda.cancelada }

        // A frase diz o que houve, em pt-BR, com o número da constante; e a ação fica para depois.
        let f = ErroDaApi.renovacaoSemResposta.falha
        #expect(f.frase == "A renovação da sessão não respondeu em 40 s. Nada se perdeu: tente de novo; se continuar, entre de novo.")
        #expect(f.frase.contains("\(Int(Regras.esperaMaximaDaRenovacao)) s"))
        #expect(f.passageira && ErroDaApi.renovacaoSemResposta.ehTransitorio, "a fila guarda a ação e tenta de novo")

        // A próxima 401 não espera a presa: o token de renovação já foi gasto por ela, então
        // responde na hora que é preciso entrar de novo (nunca reenvia o mesmo token).
        await #expect(throws: ErroDaApi.sessaoExpirada) { _ = try await cofre.renovar(apos: "acesso-1", com: renovar) }
        #expect(await muda.chamadas == 1)
        #expect(await prazo.aguardando <= 1)
        await prazo.vencer()
    }

    /// A renovação que responde antes do prazo segue como sempre: o prazo não corta ninguém.
    @Test func renovacaoQueRespondeNaoEsperaOPrazo() async throws {
        let prazo = PrazoControlado()
        let cofre = CofreDeSessao(armazem: nil, prazo: { await prazo.esperar($0) })
        try await cofre.guardar(credencialDeTeste())
        let nova = try await cofre.renovar(apos: "acesso-1") { _ in credencialDeTeste(acesso: "acesso-2", renovacao: "renova-2") }
        #expect(nova.tokenDeAcesso == "acesso-2")
        #expect(await cofre.atual?.tokenDeRenovacao == "renova-2")
        await prazo.vencer()
    }
}
