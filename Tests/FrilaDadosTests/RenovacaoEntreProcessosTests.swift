import Foundation
import Testing
@testable import FrilaDados
@testable import FrilaDominio

/// Dois `frila` no mesmo diretório (a TUI e um comando sem tela) são dois cofres sobre o
/// mesmo arquivo. O servidor, como o GoTrue, revoga a sessão inteira se o mesmo token de
/// renovação chega duas vezes: o cliente nunca pode deixar isso acontecer.
struct RenovacaoEntreProcessosTests {
    /// Servidor falso: acesso-1 expirou; a primeira renovação com renova-1 dá acesso-2, o
    /// reuso do mesmo token revoga (como sem intervalo de reuso no servidor).
    static func roteiro() -> Roteiro {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/meus_turnos") { req in
            req.cabecalho("Authorization") == "Bearer acesso-2"
                ? .json("[\(turnoJSON)]") : .http(401, #"{"code":"PGRST303","message":"JWT expired"}"#)
        }
        r.responder("/auth/v1/token", .json(sessaoJSON(acesso: "acesso-2", renovacao: "renova-2")),
                    .http(400, #"{"code":"refresh_token_already_used","message":"Sessão revogada"}"#))
        return r
    }

    static func processo(_ r: Roteiro, _ dir: URL) -> TurnoRepositorioHTTP {
        TurnoRepositorioHTTP(api: ApiCliente(urlBase: r.urlBase, chaveAnonima: "anon-teste",
                                             cofre: CofreDeSessao(armazem: ArmazemDeCredencial(diretorio: dir)),
                                             configuracao: configuracaoStub(), tempoLimite: 5))
    }

    static func diretorioComSessao() throws -> URL {
        let dir = diretorioTemporario()
        try ArmazemDeCredencial(diretorio: dir).gravar(credencialDeTeste())
        return dir
    }

    /// O segundo processo leu a credencial antes de o primeiro renovar: na 401 ele relê o
    /// arquivo e usa o token novo, em vez de gastar de novo o token de renovação.
    @Test func segundoProcessoUsaARenovacaoDoPrimeiro() async throws {
        let r = Self.roteiro()
        let dir = try Self.diretorioComSessao()
        let tui = Self.processo(r, dir), comando = Self.processo(r, dir)
        #expect(try await tui.meusTurnos().count == 1)
        #expect(try await comando.meusTurnos().count == 1)
        #expect(r.recebidas(em: "/auth/v1/token").count == 1)
        #expect(ArmazemDeCredencial(diretorio: dir).ler()?.tokenDeRenovacao == "renova-2")
    }

    /// As duas 401 ao mesmo tempo, em cofres diferentes: a trava do arquivo faz uma
    /// renovação só, e os dois continuam com a sessão. Várias rodadas, cada uma do zero.
    @Test(arguments: 1...5)
    func doisProcessosAoMesmoTempoRenovamUmaVez(_ rodada: Int) async throws {
        let r = Self.roteiro()
        let dir = try Self.diretorioComSessao()
        let a = Self.processo(r, dir), b = Self.processo(r, dir)
        async let x = a.meusTurnos()
        async let y = b.meusTurnos()
        let (ta, tb) = try await (x, y)
        #expect(ta.count == 1 && tb.count == 1, "rodada \(rodada): os dois continuam na conta")
        #expect(r.recebidas(em: "/auth/v1/token").map { $0.json["refresh_token"] as? String } == ["renova-1"])
    }

    /// Outro processo saiu da conta enquanto este esperava: não renova com o token velho.
    @Test func credencialApagadaPorOutroProcessoNaoRenova() async throws {
        let r = Self.roteiro()
        let dir = try Self.diretorioComSessao()
        let comando = Self.processo(r, dir)
        ArmazemDeCredencial(diretorio: dir).apagar()
        await #expect(throws: ErroDaApi.sessaoExpirada) { _ = try await comando.meusTurnos() }
        #expect(r.recebidas(em: "/auth/v1/token").isEmpty)
    }

    /// Outra conta entrou no mesmo diretório: a sessão dela não é usada nem sobrescrita.
    @Test func outraContaNoArquivoNaoEUsadaNemSobrescrita() async throws {
        let r = Self.roteiro()
        let dir = try Self.diretorioComSessao()
        let comando = Self.processo(r, dir)
        let bruno = credencialDeTeste(conta: contaBruno, acesso: "acesso-b", renovacao: "renova-b")
        try ArmazemDeCredencial(diretorio: dir).gravar(bruno)
        await #expect(throws: ErroDaApi.sessaoExpirada) { _ = try await comando.meusTurnos() }
        #expect(r.recebidas(em: "/auth/v1/token").isEmpty)
        #expect(ArmazemDeCredencial(diretorio: dir).ler() == bruno)
        #expect(r.recebidas(em: "/rest/v1/rpc/meus_turnos").allSatisfy { $0.cabecalho("Authorization") != "Bearer acesso-b" })
    }
}
