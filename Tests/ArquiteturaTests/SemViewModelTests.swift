import Foundation
import Testing

/// Cada tela é uma funcionalidade (estado, ações, atualização, efeitos): nenhum view model
/// com estado próprio, observado por callback, volta a existir ao lado delas.
struct SemViewModelTests {
    static let proibidos = ["ViewModelObservavel", "Observaveis"]

    static func violacoes(no codigo: String) -> [String] {
        codigo.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { l in
            guard !l.hasPrefix("//") else { return false }
            let palavras = l.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
            if let i = palavras.firstIndex(of: "class"), i + 1 < palavras.count, palavras[i + 1].hasSuffix("ViewModel") { return true }
            return palavras.contains { proibidos.contains($0) }
        }
    }

    @Test func oDetectorPegaOQueJaExistiu() {
        #expect(!Self.violacoes(no: "public final class PublicarVagaViewModel: ViewModelObservavel {").isEmpty)
        #expect(!Self.violacoes(no: "final class GestaoDaVagaViewModel {").isEmpty)
        #expect(!Self.violacoes(no: "    public let observaveis = Observaveis()").isEmpty)
        #expect(Self.violacoes(no: "/// Antes havia um PublicarVagaViewModel: ViewModelObservavel.").isEmpty)
        #expect(Self.violacoes(no: "public struct FuncionalidadeDaGestaoDaVaga: Funcionalidade {").isEmpty)
    }

    @Test func nenhumViewModelNasFontes() throws {
        let raiz = RegraDeDependenciaTests.raiz.appendingPathComponent("Sources")
        var achadas: [String] = []
        guard let e = FileManager.default.enumerator(at: raiz, includingPropertiesForKeys: nil) else {
            Issue.record("Sources não encontrado em \(raiz.path)")
            return
        }
        var lidos = 0
        for case let url as URL in e where url.pathExtension == "swift" {
            lidos += 1
            let codigo = try String(contentsOf: url, encoding: .utf8)
            achadas += Self.violacoes(no: codigo).map { "\(url.lastPathComponent): \($0)" }
        }
        #expect(lidos > 50, "a varredura leu as fontes")
        #expect(achadas.isEmpty, "uma tela nova é uma Funcionalidade, não um view model:\n\(achadas.joined(separator: "\n"))")
    }
}
