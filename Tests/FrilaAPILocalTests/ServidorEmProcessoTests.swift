import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import FrilaAPILocal

/// Servidor e agendador dentro do processo de teste, contra o banco de teste: o que só se
/// vê controlando o próprio gateway (encerramento, pool pequeno).
@Suite(.enabled(if: Ambiente.disponivel, "precisa de FRILA_TEST_BANCO_URL (make test-swift)"))
struct ServidorEmProcessoTests {
    init() async throws { try await BancoDeTeste.garantirFixtures() }

    func subir(pool: Int = 4, espera: Double = 5) throws -> (ServidorHTTP, String) {
        var c = Configuracao.deTeste
        c.porta = 0
        c.bancoURL = Ambiente.banco
        c.pool = pool
        c.esperaPoolS = espera
        let arq = FileManager.default.temporaryDirectory.appendingPathComponent("frila-api-proc-\(UUID()).log")
        let s = ServidorHTTP(gateway: Gateway(config: c), log: Log(caminho: arq.path))
        try s.iniciar()
        return (s, "http://127.0.0.1:\(s.porta)")
    }

    func rpc(_ base: String, _ nome: String, _ corpo: String) async throws -> (Int, String) {
        var r = URLRequest(url: URL(string: "\(base)/rest/v1/rpc/\(nome)")!)
        r.httpMethod = "POST"
        r.httpBody = Data(corpo.utf8)
        r.setValue(Configuracao.deTeste.anonKey, forHTTPHeaderField: "apikey")
        let (d, resp) = try await HTTP.sessao.data(for: r)
        return ((resp as! HTTPURLResponse).statusCode, String(decoding: d, as: UTF8.self))
    }

    @Test func encerramentoEsperaARequisicaoEmCursoEDepoisRecusaConexoes() async throws {
        let (servidor, base) = try subir()
        let trava = try await TravaNoBanco(4101)
        async let emCurso = rpc(base, "teste_gateway_esperar_trava", #"{"chave":4101}"#)
        try await BancoDeTeste.esperarPresoNa(4101)  // a requisição está no banco
        // @unchecked: `em` só é tocado com `trava` tomada.
        final class Fim: @unchecked Sendable {
            private var em_: Date?
            private let trava = NSLock()
            var em: Date? { trava.withLock { em_ } }
            func marcar() { trava.withLock { em_ = Date() } }
        }
        let fim = Fim()
        let encerrando = Thread { servidor.encerrar(espera: 60); fim.marcar() }
        encerrando.start()
        try await Task.sleep(for: .milliseconds(300))
        let cedo = fim.em
        #expect(cedo == nil, "encerrou sem esperar a requisição em curso")
        let soltouEm = Date()
        try await trava.soltar()
        let (status, _) = try await emCurso
        #expect(status == 204)
        for _ in 0..<600 {
            if fim.em != nil { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        let terminou = fim.em
        #expect(terminou.map { $0 >= soltouEm } == true)
        await #expect(throws: (any Error).self) { _ = try await rpc(base, "teste_gateway_numero", "{}") }
    }

    @Test func poolLimitadoEsperaEDepois504() async throws {
        let (servidor, base) = try subir(pool: 1, espera: 0.5)
        defer { servidor.encerrar(espera: 5) }
        let trava = try await TravaNoBanco(4102)
        async let a = rpc(base, "teste_gateway_esperar_trava", #"{"chave":4102}"#)
        try await BancoDeTeste.esperarPresoNa(4102)  // a única conexão do pool está ocupada
        let b = try await rpc(base, "teste_gateway_numero", "{}")
        #expect(b.0 == 504, "\(b)")
        #expect(b.1.contains("PGRST003"))
        try await trava.soltar()
        #expect(try await a.0 == 204)
        // Com a conexão de volta, o pool de 1 atende de novo.
        #expect(try await rpc(base, "teste_gateway_numero", "{}").1 == "42")
    }

    @Test func clienteQueSomeNoMeioDaChamadaDevolveAConexaoAoPool() async throws {
        // Pool de 1: se a conexão do pedido abandonado vazasse, o seguinte daria 504.
        let (servidor, base) = try subir(pool: 1, espera: 5)
        defer { servidor.encerrar(espera: 5) }
        let porta = servidor.porta
        let corpo = #"{"s":0.8}"#
        let req = "POST /rest/v1/rpc/teste_gateway_dormir HTTP/1.1\r\nHost: x\r\napikey: \(Configuracao.deTeste.anonKey)\r\nContent-Length: \(corpo.utf8.count)\r\n\r\n\(corpo)"
        try await foraDoPool {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var end = sockaddr_in()
            end.sin_family = sa_family_t(AF_INET)
            end.sin_port = in_port_t(porta).bigEndian
            inet_pton(AF_INET, "127.0.0.1", &end.sin_addr)
            _ = withUnsafePointer(to: &end) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            _ = Array(req.utf8).withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            usleep(200_000)
            close(fd)  // some com a chamada em curso no banco
        }
        for _ in 0..<3 { #expect(try await rpc(base, "teste_gateway_numero", "{}").1 == "42") }
        // E o contexto de cada requisição foi solto (callback de conclusão rodou para todas,
        // inclusive a abandonada e as que caíram no meio do corpo).
        for _ in 0..<20 {
            let bytes = Array("POST /rest/v1/rpc/teste_gateway_eco HTTP/1.1\r\nHost: x\r\nContent-Length: 999\r\n\r\n{\"a\":".utf8)
            try await foraDoPool {
                let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                var end = sockaddr_in()
                end.sin_family = sa_family_t(AF_INET)
                end.sin_port = in_port_t(porta).bigEndian
                inet_pton(AF_INET, "127.0.0.1", &end.sin_addr)
                _ = withUnsafePointer(to: &end) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
                _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                usleep(20_000)
                close(fd)
            }
        }
        for _ in 0..<200 where servidor.emCurso > 0 { try await Task.sleep(for: .milliseconds(50)) }
        #expect(servidor.emCurso == 0)
    }

    @Test func agendadorRodaOExecutarAgendadorDeVerdade() async throws {
        let arq = FileManager.default.temporaryDirectory.appendingPathComponent("frila-agendador-\(UUID()).log")
        defer { try? FileManager.default.removeItem(at: arq) }
        let ag = Agendador(url: Ambiente.banco, intervalo: 0.05, log: Log(caminho: arq.path))
        ag.iniciar()
        for _ in 0..<200 where ag.execucoes < 2 { try await Task.sleep(for: .milliseconds(50)) }
        ag.encerrar()
        #expect(ag.execucoes >= 2)
        let texto = (try? String(contentsOf: arq, encoding: .utf8)) ?? ""
        #expect(!texto.contains("falhou"), "\(texto)")
    }
}

struct AgendadorSemBancoTests {
    @Test func falhaLogaUmaVezEOLacoContinua() async throws {
        let arq = FileManager.default.temporaryDirectory.appendingPathComponent("frila-agendador-\(UUID()).log")
        defer { try? FileManager.default.removeItem(at: arq) }
        let ag = Agendador(url: "postgresql://postgres@127.0.0.1:1/postgres", intervalo: 0.02, log: Log(caminho: arq.path))
        ag.iniciar()
        for _ in 0..<200 where ag.execucoes < 3 { try await Task.sleep(for: .milliseconds(25)) }
        ag.encerrar()
        #expect(ag.execucoes >= 3)
        let linhas = try String(contentsOf: arq, encoding: .utf8).split(separator: "\n")
        #expect(linhas.count == 1)  // o mesmo erro não se repete a cada rodada
        #expect(linhas.first?.contains("agendador: falhou: banco indisponível") == true)
    }
}

/// Reserva de escrita do pool: com as leituras no teto, mais uma leitura espera (e leva o
/// 504 no prazo), e uma escrita pega a conexão reservada na hora.
@Suite(.enabled(if: Ambiente.disponivel, "precisa de FRILA_TEST_BANCO_URL (make test-swift)"))
struct ReservaDeEscritaDoPoolTests {
    @Test func leituraNoTetoEsperaEEscritaPassa() throws {
        let pool = Pool(url: Ambiente.banco, tamanho: 2, espera: 0.3, reservaEscrita: 1)
        let segurando = DispatchSemaphore(value: 0), soltar = DispatchSemaphore(value: 0), fim = DispatchSemaphore(value: 0)
        Thread {
            _ = try? pool.com(leitura: true) { (c: Conexao) throws(ErroBanco) in
                segurando.signal()
                soltar.wait()
                return try c.executar("select 1")
            }
            fim.signal()
        }.start()
        segurando.wait()
        #expect(pool.leiturasAgora == 1)
        #expect(throws: ErroBanco.esperaEsgotada) {
            try pool.com(leitura: true) { (c: Conexao) throws(ErroBanco) in try c.executar("select 1") }
        }
        let escrita = try pool.com { (c: Conexao) throws(ErroBanco) in try c.executar("select 'escrita'") }
        #expect(escrita.primeiro == "escrita")
        soltar.signal()
        fim.wait()
        #expect(pool.leiturasAgora == 0)
        // Solta a leitura, a próxima leitura cabe de novo.
        let l = try pool.com(leitura: true) { (c: Conexao) throws(ErroBanco) in try c.executar("select 'leitura'") }
        #expect(l.primeiro == "leitura")
    }
}
