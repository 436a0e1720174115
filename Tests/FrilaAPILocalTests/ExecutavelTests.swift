import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import FrilaAPILocal

/// O executável frila-api de verdade: configuração recusada e SIGTERM gracioso.
@Suite(.enabled(if: Ambiente.disponivel && ProcessInfo.processInfo.environment["FRILA_TEST_API_BIN"] != nil,
                "precisa de FRILA_TEST_API_BIN (make test-swift)"))
struct ExecutavelTests {
    static let bin = ProcessInfo.processInfo.environment["FRILA_TEST_API_BIN"] ?? ""

    /// Sobe o binário com `ambiente` extra; devolve o pid. Saída vai para `log`.
    static func lancar(_ ambiente: [String: String], log: String) throws -> pid_t {
        var env = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("FRILA_") }
        for (k, v) in ambiente { env[k] = v }
        let envp: [UnsafeMutablePointer<CChar>?] = env.map { k, v in "\(k)=\(v)".withCString { strdup($0) } } + [nil]
        let argv: [UnsafeMutablePointer<CChar>?] = [bin.withCString { strdup($0) }, nil]
        defer { for p in envp + argv { free(p) } }
        var acoes = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&acoes)
        defer { posix_spawn_file_actions_destroy(&acoes) }
        posix_spawn_file_actions_addopen(&acoes, 1, log, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&acoes, 1, 2)
        var pid: pid_t = 0
        let r = posix_spawn(&pid, bin, &acoes, nil, argv, envp)
        try #require(r == 0, "posix_spawn \(r)")
        return pid
    }

    static func esperar(_ pid: pid_t, ate limite: Double) async throws -> Int32? {
        let fim = Date().addingTimeInterval(limite)
        var status: Int32 = 0
        while Date() < fim {
            let r = waitpid(pid, &status, WNOHANG)
            if r == pid { return (status >> 8) & 0xFF }
            try await Task.sleep(for: .milliseconds(50))
        }
        return nil
    }

    /// Uma porta livre agora (o kernel escolhe; fechada logo em seguida).
    static func portaLivre() -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var end = sockaddr_in()
        end.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, "127.0.0.1", &end.sin_addr)
        _ = withUnsafePointer(to: &end) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        var len = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &end) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
        return UInt16(bigEndian: end.sin_port)
    }

    @Test func segredoCurtoRecusaIniciar() async throws {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("frila-api-exec-\(UUID()).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let pid = try Self.lancar(["FRILA_JWT_SEGREDO": "curto-demais", "FRILA_API_ESCUTAR": "127.0.0.1:\(Self.portaLivre())"], log: log)
        // Sai sozinho na validação da configuração; o prazo largo só evita esperar para sempre.
        let rc = try await Self.esperar(pid, ate: 60)
        #expect(rc == 2)
        let texto = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(texto.contains("jwt_segredo"))
        #expect(!texto.contains("curto-demais"))  // o segredo não aparece na mensagem
    }

    @Test func sigtermTerminaARequisicaoEmCursoESaiComZero() async throws {
        try await BancoDeTeste.garantirFixtures()
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("frila-api-exec-\(UUID()).log").path
        defer { try? FileManager.default.removeItem(atPath: log) }
        let porta = Self.portaLivre()
        let base = "http://127.0.0.1:\(porta)"
        let pid = try Self.lancar(["FRILA_API_ESCUTAR": "127.0.0.1:\(porta)", "FRILA_BANCO_URL": Ambiente.banco,
                                   "FRILA_INTERVALO_AGENDADOR_S": "0", "FRILA_JWT_SEGREDO": Ambiente.segredo,
                                   "FRILA_ANON_KEY": Ambiente.anonKey], log: log)
        var morto = false
        defer { if !morto { kill(pid, SIGKILL); _ = waitpid(pid, nil, 0) } }
        var pronto = false
        for _ in 0..<100 {
            if let (_, r) = try? await HTTP.sessao.data(from: URL(string: "\(base)/auth/v1/health")!),
               (r as? HTTPURLResponse)?.statusCode == 200 { pronto = true; break }
            try await Task.sleep(for: .milliseconds(100))
        }
        try #require(pronto, "frila-api não subiu")
        let trava = try await TravaNoBanco(4103)
        var req = URLRequest(url: URL(string: "\(base)/rest/v1/rpc/teste_gateway_esperar_trava")!)
        req.httpMethod = "POST"
        req.httpBody = Data(#"{"chave":4103}"#.utf8)
        req.setValue(Ambiente.anonKey, forHTTPHeaderField: "apikey")
        let pedido = req
        async let emCurso = HTTP.sessao.data(for: pedido)
        try await BancoDeTeste.esperarPresoNa(4103)  // a requisição está no banco
        kill(pid, SIGTERM)
        try await Task.sleep(for: .milliseconds(300))
        #expect(try await Self.esperar(pid, ate: 0.1) == nil, "saiu sem esperar a requisição em curso")
        try await trava.soltar()
        let (_, resp) = try await emCurso
        #expect((resp as? HTTPURLResponse)?.statusCode == 204)
        let rc = try await Self.esperar(pid, ate: 15)
        morto = rc != nil
        #expect(rc == 0)
        let texto = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        #expect(texto.contains("POST /rest/v1/rpc/teste_gateway_esperar_trava 204"))
        #expect(texto.contains("frila-api: encerrado"))
    }
}
