import Foundation
import FrilaDominio
import Synchronization
import Testing
@testable import FrilaDados

/// O cliente de canais contra um Realtime falso em processo (TCP de verdade, loopback).
@Suite(.serialized)
struct CanalPhoenixTests {
    static let conta = UUID(uuidString: "0A0B0C0D-0000-4000-8000-000000000001")!
    static var topico: String { "realtime:conta:" + conta.uuidString.lowercased() }

    /// Tempos curtos: o teste espera eventos, nunca um tempo.
    static func parametros(heartbeat: TimeInterval = 30) -> ParametrosDoCanal {
        var p = ParametrosDoCanal()
        p.heartbeat = heartbeat
        p.esperas = [0.02]
        p.esperaAposRecusa = 0.05
        p.prazoDeConexao = 5
        p.prazoDaEntrada = 5
        return p
    }

    final class Token: Sendable {
        let valor = Mutex("jwt-1")
    }

    func canal(_ s: ServidorPhoenixFalso, _ p: ParametrosDoCanal = parametros(), token: Token = Token()) -> CanalPhoenix {
        CanalPhoenix(urlDaApi: s.urlDaApi, chaveAnonima: "anon-publica", parametros: p, token: { token.valor.withLock { $0 } })!
    }

    /// O próximo evento que satisfaz `condicao` (os outros passam); falha depois de 10 s.
    func esperar(_ it: inout AsyncStream<EventoDoTempoReal>.Iterator, _ condicao: (EventoDoTempoReal) -> Bool) async -> EventoDoTempoReal? {
        let prazo = Date().addingTimeInterval(10)
        while Date() < prazo {
            guard let e = await it.next() else { return nil }
            if condicao(e) { return e }
        }
        return nil
    }

    @Test func urlDoRealtimeSaiDaURLDaAPI() {
        #expect(CanalPhoenix.url(daApi: URL(string: "https://abc.supabase.co")!, chaveAnonima: "k")?.absoluteString
                == "wss://abc.supabase.co/realtime/v1/websocket?apikey=k&vsn=1.0.0")
        #expect(CanalPhoenix.url(daApi: URL(string: "http://127.0.0.1:54321/")!, chaveAnonima: "k")?.absoluteString
                == "ws://127.0.0.1:54321/realtime/v1/websocket?apikey=k&vsn=1.0.0")
        #expect(CanalPhoenix.url(daApi: URL(string: "ftp://x")!, chaveAnonima: "k") == nil)
    }

    @Test func entraNoTopicoPrivadoComOTokenNoPayloadENuncaNaURL() async throws {
        let s = try ServidorPhoenixFalso()
        defer { s.encerrar() }
        let c = canal(s)
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        #expect(await esperar(&it) { $0 == .aoVivo } == .aoVivo)
        let r = s.registro.withLock { $0 }
        #expect(r.alvos == ["/realtime/v1/websocket?apikey=anon-publica&vsn=1.0.0"])
        #expect(!r.alvos[0].contains("jwt-1"))
        let entrada = try #require(r.mensagens.first.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        #expect(entrada["topic"] as? String == Self.topico)
        #expect(entrada["event"] as? String == "phx_join")
        let payload = try #require(entrada["payload"] as? [String: Any])
        #expect(payload["access_token"] as? String == "jwt-1")
        #expect((payload["config"] as? [String: Any])?["private"] as? Bool == true)
        await c.encerrar()
    }

    @Test func campainhaTrazTipoEIds() async throws {
        let s = try ServidorPhoenixFalso()
        defer { s.encerrar() }
        let c = canal(s)
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        _ = await esperar(&it) { $0 == .aoVivo }
        let vaga = UUID(), aviso = UUID()
        // Outro tópico não toca esta conta.
        s.tocar(topico: "realtime:conta:outra", ["tipo": "aviso"])
        s.tocar(topico: Self.topico, ["tipo": "aviso", "vaga_id": vaga.uuidString.lowercased(), "aviso_id": aviso.uuidString, "alerta": true])
        let e = await esperar(&it) { if case .campainha = $0 { true } else { false } }
        #expect(e == .campainha(Campainha(tipo: "aviso", vagaId: vaga, avisoId: aviso, alerta: true)))
        await c.encerrar()
    }

    @Test func mensagemFragmentadaEPingDoServidor() async throws {
        let s = try ServidorPhoenixFalso()
        defer { s.encerrar() }
        let c = canal(s)
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        _ = await esperar(&it) { $0 == .aoVivo }
        let texto = Array(#"{"topic":"\#(Self.topico)","event":"broadcast","ref":null,"payload":{"type":"broadcast","event":"x","payload":{"tipo":"vaga"}}}"#.utf8)
        s.mandarCru([QuadroDoCanalWS(fim: false, .texto, Array(texto[..<10])), QuadroDoCanalWS(.ping, [1, 2]),
                     QuadroDoCanalWS(fim: true, .continuacao, Array(texto[10...]))])
        #expect(await esperar(&it) { if case .campainha = $0 { true } else { false } } == .campainha(Campainha(tipo: "vaga")))
        await c.encerrar()
    }

    @Test func quedaReconectaEDizReconectado() async throws {
        let s = try ServidorPhoenixFalso()
        defer { s.encerrar() }
        let c = canal(s)
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        _ = await esperar(&it) { $0 == .aoVivo }
        s.derrubarTodas()
        let caiu = await esperar(&it) { if case .caiu = $0 { true } else { false } }
        #expect(caiu == .caiu(.semRede) || caiu == .caiu(.fechadoPeloServidor))
        #expect(await esperar(&it) { $0 == .reconectado } == .reconectado)
        #expect(s.registro.withLock { $0.entradas } == 2)
        await c.encerrar()
    }

    @Test func heartbeatSemRespostaDerrubaEReconecta() async throws {
        let s = try ServidorPhoenixFalso(.init(responderHeartbeat: false))
        defer { s.encerrar() }
        let c = canal(s, Self.parametros(heartbeat: 0.05))
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        _ = await esperar(&it) { $0 == .aoVivo }
        #expect(await esperar(&it) { if case .caiu = $0 { true } else { false } } == .caiu(.semResposta))
        #expect(await esperar(&it) { $0 == .reconectado } == .reconectado)
        let hb = s.registro.withLock { $0.mensagens.filter { $0.contains(#""event":"heartbeat""#) } }
        #expect(hb.allSatisfy { $0.contains(#""topic":"phoenix""#) })
        await c.encerrar()
    }

    @Test func tokenRenovadoVaiAoCanalNoHeartbeat() async throws {
        let s = try ServidorPhoenixFalso()
        defer { s.encerrar() }
        let token = Token()
        let c = canal(s, Self.parametros(heartbeat: 0.05), token: token)
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        _ = await esperar(&it) { $0 == .aoVivo }
        token.valor.withLock { $0 = "jwt-2" }
        let prazo = Date().addingTimeInterval(10)
        var enviado: String?
        while enviado == nil, Date() < prazo {
            enviado = s.registro.withLock { $0.mensagens.first { $0.contains(#""event":"access_token""#) } }
            if enviado == nil { try await Task.sleep(nanoseconds: 10_000_000) }
        }
        let m = try #require(enviado.flatMap { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        #expect(m["topic"] as? String == Self.topico)
        #expect((m["payload"] as? [String: Any])?["access_token"] as? String == "jwt-2")
        await c.encerrar()
    }

    @Test(arguments: ["too_many_connections", "Unauthorized: You do not have permissions to read from this Channel topic"])
    func entradaRecusadaDizARazao(_ razao: String) async throws {
        let s = try ServidorPhoenixFalso(.init(recusarEntrada: razao))
        defer { s.encerrar() }
        let c = canal(s)
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        #expect(await esperar(&it) { _ in true } == .recusado(.servidor(razao)))
        // Depois da espera da recusa tenta de novo (e é recusado de novo): nunca desiste de vez.
        #expect(await esperar(&it) { _ in true } == .recusado(.servidor(razao)))
        await c.encerrar()
    }

    @Test(arguments: [404, 429, 503])
    func upgradeRecusadoPeloHTTP(_ status: Int) async throws {
        let s = try ServidorPhoenixFalso(.init(statusDoUpgrade: status))
        defer { s.encerrar() }
        let c = canal(s)
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        #expect(await esperar(&it) { _ in true } == .recusado(.http(status)))
        await c.encerrar()
    }

    @Test func aceiteErradoNaoConecta() async throws {
        let s = try ServidorPhoenixFalso(.init(aceiteErrado: true))
        defer { s.encerrar() }
        let c = canal(s)
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        #expect(await esperar(&it) { _ in true } == .caiu(.protocolo))
        #expect(s.registro.withLock { $0.mensagens.isEmpty })
        await c.encerrar()
    }

    @Test func quadroAcimaDoLimiteDerruba() async throws {
        let s = try ServidorPhoenixFalso()
        defer { s.encerrar() }
        var p = Self.parametros()
        p.limiteDoQuadro = 4096
        let c = canal(s, p)
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        _ = await esperar(&it) { $0 == .aoVivo }
        s.mandarCru([QuadroDoCanalWS(.texto, [UInt8](repeating: 0x61, count: 5000))])
        #expect(await esperar(&it) { if case .caiu = $0 { true } else { false } } == .caiu(.protocolo))
        await c.encerrar()
    }

    @Test func semServidorCaiPorRede() async throws {
        // Uma porta fechada no loopback: conexão recusada.
        let s = try ServidorPhoenixFalso()
        let url = s.urlDaApi
        s.encerrar()
        let c = CanalPhoenix(urlDaApi: url, chaveAnonima: "k", parametros: Self.parametros(), token: { "t" })!
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        #expect(await esperar(&it) { _ in true } == .caiu(.semRede))
        await c.encerrar()
    }

    @Test func trocarDeContaEntraNoOutroTopico() async throws {
        let s = try ServidorPhoenixFalso()
        defer { s.encerrar() }
        let c = canal(s)
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: Self.conta)
        _ = await esperar(&it) { $0 == .aoVivo }
        let outra = UUID()
        await c.ouvir(conta: outra)
        #expect(await esperar(&it) { $0 == .aoVivo } == .aoVivo)
        let topicos = s.registro.withLock { $0.mensagens.filter { $0.contains("phx_join") } }
        #expect(topicos.count == 2)
        #expect(topicos.last?.contains(outra.uuidString.lowercased()) == true)
        await c.encerrar()
    }
}
