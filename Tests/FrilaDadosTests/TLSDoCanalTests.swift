import Foundation
import FrilaDominio
import Testing
@testable import FrilaDados
#if canImport(Glibc)
import Glibc
#endif

/// wss:// de verdade contra um `openssl s_server` local com certificado autoassinado: sem
/// confiar nele não conecta; confiando (SSL_CERT_FILE), o TLS fecha e o upgrade sai por cima
/// dele; com outro nome no endereço, a conferência do host recusa.
@Suite(.serialized)
struct TLSDoCanalTests {
    static func portaLivre() -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var end = sockaddr_in()
        end.sin_family = sa_family_t(AF_INET)
        end.sin_addr.s_addr = inet_addr("127.0.0.1")
        _ = withUnsafePointer(to: &end) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        var tam = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &end) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &tam) } }
        return UInt16(bigEndian: end.sin_port)
    }

    static func rodar(_ args: [String]) throws {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        p.arguments = args
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
    }

    func primeiroEvento(_ api: String) async -> EventoDoTempoReal? {
        var p = ParametrosDoCanal()
        p.esperaAposRecusa = 30
        p.esperas = [30]
        let c = CanalPhoenix(urlDaApi: URL(string: api)!, chaveAnonima: "k", parametros: p, token: { "t" })!
        var it = c.eventos().makeAsyncIterator()
        await c.ouvir(conta: UUID())
        let e = await it.next()
        await c.encerrar()
        return e
    }

    @Test func certificadoConferidoPelaCadeiaEPeloNome() async throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/openssl") else { return }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("frila-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let cert = dir.appendingPathComponent("cert.pem").path, chave = dir.appendingPathComponent("chave.pem").path
        try Self.rodar(["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", chave, "-out", cert, "-days", "1",
                        "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost"])
        let porta = Self.portaLivre()
        let servidor = Process()
        servidor.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        servidor.arguments = ["s_server", "-accept", "127.0.0.1:\(porta)", "-cert", cert, "-key", chave, "-www", "-quiet"]
        servidor.standardOutput = FileHandle.nullDevice
        servidor.standardError = FileHandle.nullDevice
        try servidor.run()
        // O s_server ignora SIGTERM: SIGKILL.
        defer { kill(servidor.processIdentifier, SIGKILL); servidor.waitUntilExit() }
        // Espera o servidor escutar (limitado).
        for _ in 0..<100 {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var end = sockaddr_in()
            end.sin_family = sa_family_t(AF_INET)
            end.sin_port = porta.bigEndian
            end.sin_addr.s_addr = inet_addr("127.0.0.1")
            let ok = withUnsafePointer(to: &end) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            close(fd)
            if ok == 0 { break }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        // localhost pode resolver para ::1 primeiro; o servidor está em 127.0.0.1 e o canal tenta os dois.
        #expect(await primeiroEvento("https://localhost:\(porta)") == .caiu(.semRede), "autoassinado, sem confiança: não conecta")
        setenv("SSL_CERT_FILE", cert, 1)
        defer { unsetenv("SSL_CERT_FILE") }
        // O s_server responde ao GET com 200 (não é um Realtime): o TLS fechou e o upgrade passou por ele.
        #expect(await primeiroEvento("https://localhost:\(porta)") == .recusado(.http(200)))
        #expect(await primeiroEvento("https://127.0.0.1:\(porta)") == .caiu(.semRede), "o certificado é de localhost, não de 127.0.0.1")
    }
}
