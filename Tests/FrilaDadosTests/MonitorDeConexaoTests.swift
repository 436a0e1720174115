import Foundation
import Testing
@testable import FrilaDados
@testable import FrilaDominio

/// Sonda roteirizada: devolve os resultados em ordem (o último se repete).
final class SondaFalsa: @unchecked Sendable {
    // @unchecked: estado mutável só com `lock` tomado.
    private let lock = NSLock()
    private var resultados: [Bool]
    private var _chamadas = 0
    var chamadas: Int { lock.lock(); defer { lock.unlock() }; return _chamadas }
    init(_ r: [Bool]) { resultados = r }
    func sondar() -> Bool {
        lock.lock(); defer { lock.unlock() }
        _chamadas += 1
        return resultados.count > 1 ? resultados.removeFirst() : resultados[0]
    }
}

actor Contador {
    private(set) var n = 0
    func incrementar() { n += 1 }
}

struct MonitorDeConexaoTests {
    func monitor(_ sonda: SondaFalsa, forcado: Bool = false) -> MonitorDeConexao {
        MonitorDeConexao(sonda: { sonda.sondar() }, offlineForcado: forcado, backoff: Backoff(jitter: { 1 }),
                         esperar: { _ in })
    }

    @Test func falhaDeRequisicaoDerrubaESondaComBackoffAteVoltar() async {
        let sonda = SondaFalsa([false, false, true])
        let m = monitor(sonda)
        let drenos = Contador()
        await m.aoVoltarOnline { await drenos.incrementar() }
        var transicoes = await m.transicoes().makeAsyncIterator()
        await m.requisicaoConcluida(alcancou: false)
        #expect(await transicoes.next() == .offline)
        await m.aguardarSondagem()
        #expect(await transicoes.next() == .online)
        #expect(await m.estado() == .online)
        #expect(await m.esperasDaSondagem == [1, 2, 4])
        #expect(sonda.chamadas == 3)
        #expect(await drenos.n == 1, "a volta dispara o dreno")
    }

    @Test func respostaDoServidorContaComoOnline() async {
        let m = monitor(SondaFalsa([false]))
        await m.requisicaoConcluida(alcancou: true)
        #expect(await m.estado() == .online)
    }

    @Test func offlineForcadoBloqueiaRequisicoesSemTocarARede() async throws {
        let sonda = SondaFalsa([true])
        let m = monitor(sonda, forcado: true)
        let r = Roteiro()
        r.responder("/rest/v1/rpc/feed_vagas", .json("[]"))
        let api = await clienteDeTeste(r, observador: m)
        await #expect(throws: ErroDaApi.semConexao) { _ = try await VagaRepositorioHTTP(api: api).feed() }
        #expect(r.recebidas.isEmpty, "nada sai com o modo forçado")
        #expect(await m.estado() == .offline)
        #expect(await m.verificar() == .offline)
        #expect(sonda.chamadas == 0)

        let drenos = Contador()
        await m.aoVoltarOnline { await drenos.incrementar() }
        await m.forcarOffline(false)
        #expect(await m.estado() == .online)
        #expect(await drenos.n == 1)
        #expect(try await VagaRepositorioHTTP(api: api).feed().isEmpty)
        #expect(r.recebidas.count == 1)
    }

    @Test func apiInformaOMonitor() async throws {
        let m = monitor(SondaFalsa([false]))
        let r = Roteiro()
        r.responder("/rest/v1/rpc/feed_vagas", .falhaDeRede(.cannotConnectToHost), .json("[]"))
        let api = await clienteDeTeste(r, observador: m)
        await #expect(throws: ErroDaApi.semConexao) { _ = try await VagaRepositorioHTTP(api: api).feed() }
        #expect(await m.estado() == .offline)
        _ = try await VagaRepositorioHTTP(api: api).feed()
        #expect(await m.estado() == .online)
        await m.encerrar()
    }

    @Test func sondaDeSaudeUsaOEndpointHealth() async {
        let r = Roteiro()
        r.responder("/auth/v1/health", .http(200, "{}"), .http(503, ""))
        let api = await clienteDeTeste(r, credencial: nil)
        #expect(await api.saude())
        #expect(await !api.saude())
        #expect(r.recebidas.first?.metodo == "GET")
        #expect(r.recebidas.first?.cabecalho("apikey") == "anon-teste")
    }

    @Test func voltaDaConexaoDrenaAFilaNoAmbiente() async throws {
        let dir = diretorioTemporario()
        let r = Roteiro()
        r.responder("/auth/v1/health", .http(200, "{}"))
        r.responder("/rest/v1/rpc/avaliar", .json(#"{"turno_id":"aaaaaaaa-0000-0000-0000-00000000000a","lado":"profissional","chamaria_de_novo":true,"em":"2026-12-19T04:00:00+00:00"}"#))
        let cfg = ConfiguracaoDoCliente(apiURL: r.urlBase, diretorioDados: dir, offline: true)
        let amb = try AmbienteFrila.montar(configuracao: cfg, relogio: RelogioFixo(t0), sessaoURL: configuracaoStub(),
                                           agendador: AgendadorRegistrador())
        try await amb.cofre.guardar(credencialDeTeste())
        await amb.iniciar(sondar: false)
        try await amb.fila.enfileirar(.avaliar(turno: turnoA, chamariaDeNovo: true), conta: contaAna)
        #expect(await amb.fila.status(conta: contaAna).pendentes == 1)
        #expect(r.recebidas(em: "/rest/v1/rpc/avaliar").isEmpty)
        await amb.monitor.forcarOffline(false)   // sonda responde 200 → online → dreno
        #expect(await amb.fila.status(conta: contaAna).pendentes == 0)
        #expect(r.recebidas(em: "/rest/v1/rpc/avaliar").count == 1)
    }
}
