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

    /// Configuração quebrada antes de o comando rodar (relógio, arquivo, diretório de dados):
    /// com --json, stdout ainda tem o objeto com o mesmo código da saída.
    @Test func configuracaoQuebradaComJSONImprimeOObjeto() throws {
        try #require(FileManager.default.isExecutableFile(atPath: ConfiguracaoQuebradaTests.binario.path))
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("frila-cfgjson-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: tmp) }
        let cfg = tmp.appendingPathComponent("config.json")
        try Data("{\"api_url\":".utf8).write(to: cfg)
        let arquivo = tmp.appendingPathComponent("um-arquivo")
        try Data("x".utf8).write(to: arquivo)
        let dados = tmp.appendingPathComponent("dados").path
        let casos: [(args: [String], ambiente: [String: String])] = [
            (["--dados", dados, "vagas", "--json"], ["FRILA_AGORA": "ontem"]),
            (["--config", cfg.path, "vagas", "--json"], [:]),
            (["--dados", dados, "--posicao", "abc", "vagas", "--json"], [:]),
            (["--dados", arquivo.path + "/sub", "vagas", "--json"], [:]),
        ]
        for c in casos {
            let r = try ConfiguracaoQuebradaTests.rodar(c.args, ambiente: c.ambiente)
            #expect(r.codigo != 0, "\(c.args)")
            let o = try #require(try JSONSerialization.jsonObject(with: Data(r.saida.utf8)) as? [String: Any], "stdout vazio para \(c.args): \(r.erro)")
            #expect(o["saida"] as? Int == Int(r.codigo))
            let erro = try #require(o["erro"] as? String)
            #expect(r.erro.contains(erro))
        }
    }
}
