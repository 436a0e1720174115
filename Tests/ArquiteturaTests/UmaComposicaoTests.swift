import Foundation
import Testing

/// Uma composição só: a TUI e os comandos sem tela montam cada funcionalidade pelas
/// `PortasDaConta` (ou, antes de haver conta, por `Composicao.swift`), nunca à mão num comando;
/// e as portas se usam pelo protocolo, sem `as?` que procure a implementação por trás.
struct UmaComposicaoTests {
    static func montadasAMao(no codigo: String) -> [String] {
        codigo.split(separator: "\n", omittingEmptySubsequences: false).compactMap { linha in
            let l = linha.trimmingCharacters(in: .whitespaces)
            guard !l.hasPrefix("//") else { return nil }
            return l.range(of: #"\bFuncionalidade(D[oa]s?)\w+\("#, options: .regularExpression) == nil ? nil : l
        }
    }

    /// Um `as?`/`as!` para uma porta ou uma implementação dela (…Repositorio, …Port, …HTTP, …SQLite).
    static func conversoes(no codigo: String) -> [String] {
        codigo.split(separator: "\n", omittingEmptySubsequences: false).compactMap { linha in
            let l = linha.trimmingCharacters(in: .whitespaces)
            guard !l.hasPrefix("//") else { return nil }
            return l.range(of: #"\bas[?!]\s*(any\s+)?\w*(Repositorio|Port|HTTP|SQLite)\b"#, options: .regularExpression) == nil ? nil : l
        }
    }

    @Test func oDetectorPegaOQueJaExistiu() {
        #expect(Self.montadasAMao(no: "var feed = Executor(FuncionalidadeDoFeed(vagas: amb.vagas, conexao: amb.monitor), estado: .init())").count == 1)
        #expect(Self.montadasAMao(no: "var feed = Executor(amb.portas(conta).montarFeed, estado: .init())").isEmpty)
        #expect(Self.montadasAMao(no: "var e = Executor<FuncionalidadeDasListas>").isEmpty)
        #expect(Self.conversoes(no: "if let r = turnos as? RepositorioHTTP { }").count == 1)
        #expect(Self.conversoes(no: "guard let f = fila as? any FilaDeAcoesPort else { }").count == 1)
        #expect(Self.conversoes(no: "let h = resp as? HTTPURLResponse").isEmpty)
    }

    @Test func osComandosMontamPelaComposicao() throws {
        let comandos = try FrasesSoNoCatalogoTests.fontes().filter { $0.arquivo.hasPrefix("frila/") && $0.arquivo != "frila/Composicao.swift" }
        #expect(comandos.count > 10, "o detector leu os arquivos do executável")
        let achadas = comandos.flatMap { f in Self.montadasAMao(no: f.texto).map { "\(f.arquivo): \($0)" } }
        #expect(achadas.isEmpty, "funcionalidade montada fora da composição (PortasDaConta.montar…, Composicao.swift):\n\(achadas.joined(separator: "\n"))")
    }

    @Test func nenhumaPortaConvertidaParaAImplementacao() throws {
        let raiz = RegraDeDependenciaTests.raiz
        var achadas: [String] = []
        for modulo in ["FrilaApresentacao", "FrilaDados", "FrilaTerminal", "frila"] {
            let pasta = raiz.appendingPathComponent("Sources/\(modulo)")
            guard let e = FileManager.default.enumerator(at: pasta, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in e where url.pathExtension == "swift" {
                achadas += Self.conversoes(no: try String(contentsOf: url, encoding: .utf8)).map { "\(modulo)/\(url.lastPathComponent): \($0)" }
            }
        }
        #expect(achadas.isEmpty, "porta convertida para a implementação (use o protocolo):\n\(achadas.joined(separator: "\n"))")
    }
}
