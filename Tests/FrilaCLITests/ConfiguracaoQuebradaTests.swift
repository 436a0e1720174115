import Foundation
import Testing

/// O executável de verdade (ao lado do binário de testes): configuração quebrada vira uma
/// frase sobre ela, não "opção desconhecida"; --version continua respondendo.
struct ConfiguracaoQuebradaTests {
    static let binario = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("frila")

    static func rodar(_ args: [String], ambiente: [String: String] = [:]) throws -> (codigo: Int32, saida: String, erro: String) {
        let p = Process()
        p.executableURL = binario
        p.arguments = args
        if !ambiente.isEmpty { p.environment = ProcessInfo.processInfo.environment.merging(ambiente) { $1 } }
        let o = Pipe(), e = Pipe()
        p.standardOutput = o
        p.standardError = e
        try p.run()
        let saida = o.fileHandleForReading.readDataToEndOfFile()
        let erro = e.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: saida, as: UTF8.self), String(decoding: erro, as: UTF8.self))
    }

    @Test func arquivoDeConfiguracaoIlegivel() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.binario.path), "compile o frila antes (swift build --build-tests)")
        let arq = FileManager.default.temporaryDirectory.appendingPathComponent("frila-cfg-\(UUID().uuidString).json")
        try Data("{\"api_url\":".utf8).write(to: arq)
        defer { try? FileManager.default.removeItem(at: arq) }

        let r = try Self.rodar(["--config", arq.path, "vagas"])
        #expect(r.codigo == 2)
        #expect(r.erro.contains("não é um JSON válido"))
        #expect(!r.erro.contains("Opção desconhecida"))

        let v = try Self.rodar(["--config", arq.path, "--version"])
        #expect(v.codigo == 0)
        #expect(v.saida.hasPrefix("frila "))
    }
}
