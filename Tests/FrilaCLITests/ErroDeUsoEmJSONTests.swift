import Foundation
import Testing

/// Erro de uso com --json: stderr tem a frase (com maiúscula) e stdout o objeto
/// `{"erro","saida":2}` que os scripts leem, em vez de ficar vazio.
struct ErroDeUsoEmJSONTests {
    @Test(arguments: [
        ["checkin", "00000000-0000-0000-0000-000000000001", "--posicao", "91,200", "--json"],
        ["checkin", "--json"],
        ["confirmar", "nao-e-uuid", "--json"],
    ])
    func erroDeUsoImprimeOObjetoEmStdout(_ args: [String]) throws {
        try #require(FileManager.default.isExecutableFile(atPath: ConfiguracaoQuebradaTests.binario.path))
        let dados = FileManager.default.temporaryDirectory.appendingPathComponent("frila-uso-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dados) }
        let r = try ConfiguracaoQuebradaTests.rodar(["--dados", dados.path] + args)
        #expect(r.codigo == 2)
        let o = try #require(try JSONSerialization.jsonObject(with: Data(r.saida.utf8)) as? [String: Any])
        #expect(o["saida"] as? Int == 2)
        let erro = try #require(o["erro"] as? String)
        #expect(erro.first?.isUppercase == true, "frase de erro começa com maiúscula: \(erro)")
        #expect(r.erro.contains(erro))
    }
}
