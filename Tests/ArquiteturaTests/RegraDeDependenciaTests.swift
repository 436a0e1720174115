import Foundation
import Testing

/// ARCHITECTURE.md: o domínio importa só Foundation; só FrilaDados fala HTTP/SQLite.
struct RegraDeDependenciaTests {
    static let raiz: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    static func importsPorArquivo(em modulo: String) throws -> [(String, [String])] {
        let pasta = raiz.appendingPathComponent("Sources/\(modulo)")
        let fm = FileManager.default
        guard let e = fm.enumerator(at: pasta, includingPropertiesForKeys: nil) else { return [] }
        var saida: [(String, [String])] = []
        for case let url as URL in e where url.pathExtension == "swift" {
            let texto = try String(contentsOf: url, encoding: .utf8)
            let imports = texto.split(separator: "\n").compactMap { linha -> String? in
                let l = linha.trimmingCharacters(in: .whitespaces)
                let partes = l.split(separator: " ")
                guard let i = partes.firstIndex(where: { $0 == "import" }) else { return nil }
                // "import X", "@testable import X", "public import X", "import struct X.Y"
                guard partes[..<i].allSatisfy({ $0.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains(String($0)) }) else { return nil }
                var j = i + 1
                if j < partes.count, ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(String(partes[j])) { j += 1 }
                guard j < partes.count else { return nil }
                return String(partes[j].split(separator: ".").first ?? partes[j])
            }
            saida.append((url.lastPathComponent, imports))
        }
        return saida
    }

    static let modulosCliente = ["FrilaDominio", "FrilaDados", "FrilaApresentacao", "FrilaTerminal", "frila"]

    @Test func dominioImportaApenasFoundation() throws {
        let arquivos = try Self.importsPorArquivo(em: "FrilaDominio")
        #expect(!arquivos.isEmpty)
        for (arquivo, imports) in arquivos {
            for i in imports {
                #expect(i == "Foundation", "\(arquivo) importa \(i)")
            }
        }
    }

    @Test(arguments: ["CSQLite", "FoundationNetworking", "COpenSSL"])
    func somenteDadosImportaCamadaDeIO(_ proibido: String) throws {
        for modulo in Self.modulosCliente where modulo != "FrilaDados" {
            for (arquivo, imports) in try Self.importsPorArquivo(em: modulo) {
                #expect(!imports.contains(proibido), "\(modulo)/\(arquivo) importa \(proibido)")
            }
        }
    }

    @Test func apresentacaoNaoConheceTerminalNemDados() throws {
        for (arquivo, imports) in try Self.importsPorArquivo(em: "FrilaApresentacao") {
            for i in imports {
                #expect(!["FrilaDados", "FrilaTerminal", "CNcursesw", "CSQLite"].contains(i), "\(arquivo) importa \(i)")
            }
        }
    }
}
