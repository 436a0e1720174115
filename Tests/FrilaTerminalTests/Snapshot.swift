import Foundation
import Testing
import FrilaTerminal

/// Snapshots de texto dos quadros, em Tests/FrilaTerminalTests/__Snapshots__/<nome>.txt.
/// Cada linha da grade termina em "│" para que a largura (e os largos) fique visível.
/// Regenerar: `FRILA_ATUALIZAR_SNAPSHOTS=1 swift test --filter FrilaTerminalTests`
/// (ou `make snapshots`), e revisar o diff no git antes de commitar.
enum Snapshot {
    static let pasta = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    static var atualizar: Bool { ProcessInfo.processInfo.environment["FRILA_ATUALIZAR_SNAPSHOTS"] == "1" }

    static func texto(_ q: Quadro) -> String {
        var linhas = ["# \(q.tamanho.largura)x\(q.tamanho.altura)"]
        for y in 0..<q.tamanho.altura { linhas.append(q.linha(y) + "│") }
        return linhas.joined(separator: "\n") + "\n"
    }

    static func verificar(_ q: Quadro, _ nome: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = pasta.appendingPathComponent("\(nome).txt")
        let atual = texto(q)
        let gravado = try? String(contentsOf: url, encoding: .utf8)
        if atualizar {
            if gravado != atual {
                try? FileManager.default.createDirectory(at: pasta, withIntermediateDirectories: true)
                try? atual.write(to: url, atomically: true, encoding: .utf8)
            }
            return
        }
        guard let gravado else {
            Issue.record("snapshot \(nome) não existe; gere com FRILA_ATUALIZAR_SNAPSHOTS=1\n\(atual)", sourceLocation: sourceLocation)
            return
        }
        #expect(gravado == atual, "snapshot \(nome) mudou; se foi de propósito, regenere com FRILA_ATUALIZAR_SNAPSHOTS=1", sourceLocation: sourceLocation)
    }
}
