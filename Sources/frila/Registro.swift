import Foundation
import FrilaApresentacao

/// Log em arquivo (nunca no terminal enquanto o curses está ativo). RN15: quem chama não
/// passa token, senha, e-mail, telefone nem coordenada.
final class Registro: @unchecked Sendable {  // seguro: o FileHandle só é usado dentro da fila serial `fila`
    // @unchecked: o FileHandle só é usado dentro de `fila` (serial), então não há corrida.
    private let arquivo: FileHandle?
    private let fila = DispatchQueue(label: "frila.registro")
    let caminho: URL

    init(diretorio: URL) {
        try? FileManager.default.createDirectory(at: diretorio, withIntermediateDirectories: true)
        caminho = diretorio.appendingPathComponent("frila.log")
        if !FileManager.default.fileExists(atPath: caminho.path) {
            _ = FileManager.default.createFile(atPath: caminho.path, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        arquivo = try? FileHandle(forWritingTo: caminho)
        _ = try? arquivo?.seekToEnd()
    }

    func anotar(_ texto: String) {
        let linha = "\(Self.carimbo(Date())) \(texto)\n"
        fila.async { [arquivo] in try? arquivo?.write(contentsOf: Data(linha.utf8)) }
    }

    /// Sem ISO8601DateFormatter/ISO8601FormatStyle: os dois abrem o fuso local pelo ICU, e só
    /// a primeira linha do log punha ~5 MiB no pico de memória do primeiro quadro.
    static func carimbo(_ d: Date) -> String { Formatacao.carimboUTC(d) }

    /// Espera o que já foi anotado chegar ao arquivo (antes de um _exit).
    func esvaziar() { fila.sync {} }

    /// Desvia o stderr do processo para o log: nada que uma biblioteca escreva ali
    /// estraga a tela do curses.
    func desviarStderr() {
        let fd = open(caminho.path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
        if fd >= 0 { dup2(fd, STDERR_FILENO); close(fd) }
    }
}
