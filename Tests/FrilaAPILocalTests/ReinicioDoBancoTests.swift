import Foundation
import Testing
@testable import FrilaAPILocal

/// Mata e reinicia o PostgreSQL com o gateway no ar: 503 enquanto cai, e recuperação
/// sozinha. Roda numa passada própria do `make test-swift` (derruba o banco de todos).
@Suite(.serialized, .enabled(if: Ambiente.disponivel && ProcessInfo.processInfo.environment["FRILA_TEST_PG_PARAR"] != nil,
                "só na passada própria do make test-swift (FRILA_TEST_PG_PARAR/SUBIR)"))
struct ReinicioDoBanco {
    static func sh(_ variavel: String) throws {
        // posix_spawn + waitpid: o Process do Foundation às vezes não colhe o filho quando
        // o comando deixa um daemon (o postgres) para trás.
        let cmd = try #require(ProcessInfo.processInfo.environment[variavel])
        var pid: pid_t = 0
        let args: [UnsafeMutablePointer<CChar>?] = ["/bin/sh", "-c", cmd].map { s in s.withCString { strdup($0) } } + [nil]
        defer { for a in args { free(a) } }
        let r = posix_spawn(&pid, "/bin/sh", nil, nil, args, environ)
        try #require(r == 0, "\(variavel): posix_spawn \(r)")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        try #require(status == 0, "\(variavel) falhou (\(status))")
    }

    @Test func bancoCaiDa503EVoltaSozinho() async throws {
        let pro = try await Conta.profissional("reinicio")
        #expect(try await HTTP.rpc("meu_perfil", token: pro.accessToken).status == 200)
        try Self.sh("FRILA_TEST_PG_PARAR")
        var subiu = false
        defer { if !subiu { try? Self.sh("FRILA_TEST_PG_SUBIR") } }

        // Com o banco fora: 503 (conexão perdida e depois sem conexão), e o gateway vivo.
        for _ in 0..<3 {
            let r = try await HTTP.rpc("meu_perfil", token: pro.accessToken)
            #expect(r.status == 503, "\(r.texto)")
            #expect(["PGRST000", "PGRST001"].contains(r.campo("code") ?? ""))
        }
        let login = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=password",
                                         json: #"{"email":"\#(pro.email)","password":"\#(pro.senha)"}"#)
        #expect(login.status == 503)
        #expect(Set(login.objeto.keys) == ["code", "message"])
        #expect(try await HTTP.pedir("GET", "/auth/v1/health").status == 200)

        try Self.sh("FRILA_TEST_PG_SUBIR")
        subiu = true
        // Recupera sozinho: a primeira requisição depois da volta já passa.
        let primeira = try await HTTP.rpc("meu_perfil", token: pro.accessToken)
        #expect(primeira.status == 200, "\(primeira.texto)")
        // E todo o pool está são: uma rajada inteira passa.
        let rajada = try await withThrowingTaskGroup(of: Int.self) { g in
            for _ in 0..<20 { g.addTask { try await HTTP.rpc("meu_perfil", token: pro.accessToken).status } }
            return try await g.reduce(into: []) { $0.append($1) }
        }
        #expect(rajada.allSatisfy { $0 == 200 }, "\(rajada)")
        let login2 = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=password",
                                          json: #"{"email":"\#(pro.email)","password":"\#(pro.senha)"}"#)
        #expect(login2.status == 200)
    }

    /// Pool cheio de conexões ociosas, banco reiniciado sem nenhum pedido no meio: as
    /// conexões mortas são notadas antes do uso, nenhum pedido falha depois da volta.
    @Test func conexoesMortasDoPoolSaoTrocadasAntesDoUso() async throws {
        let pro = try await Conta.profissional("reinicio-pool")
        func rajada(_ n: Int) async throws -> [Int] {
            try await withThrowingTaskGroup(of: Int.self) { g in
                for _ in 0..<n { g.addTask { try await HTTP.rpc("meu_perfil", token: pro.accessToken).status } }
                return try await g.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(try await rajada(16).allSatisfy { $0 == 200 })
        try Self.sh("FRILA_TEST_PG_PARAR")
        try Self.sh("FRILA_TEST_PG_SUBIR")
        var sequenciais: [Int] = []
        for _ in 0..<5 { sequenciais.append(try await HTTP.rpc("meu_perfil", token: pro.accessToken).status) }
        #expect(sequenciais.allSatisfy { $0 == 200 }, "\(sequenciais)")
        let juntas = try await rajada(20)
        #expect(juntas.allSatisfy { $0 == 200 }, "\(juntas)")
    }
}
