import Foundation
import FrilaApresentacao

/// A senha do `frila login`: do terminal sem eco, ou da primeira linha da entrada padrão
/// (scripts). Nunca de argumento (ficaria no histórico e no `ps`).
enum LeitorDeSenha {
    static func ler() -> String? {
        if isatty(STDIN_FILENO) == 1 { return doTerminal() }
        guard let linha = readLine(strippingNewline: true) else { return nil }
        let s = linha.hasSuffix("\r") ? String(linha.dropLast()) : linha
        return s.isEmpty ? nil : s
    }

    /// Prompt em stderr; eco desligado só durante a leitura e religado em qualquer caso.
    private static func doTerminal() -> String? {
        FileHandle.standardError.write(Data((Textos.Rotulos.senha + ": ").utf8))
        var original = termios()
        let temTermios = tcgetattr(STDIN_FILENO, &original) == 0
        if temTermios {
            Interrupcao.ecoOriginal = original  // Ctrl-C aqui religa o eco antes de sair
            var semEco = original
            semEco.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &semEco)
        }
        defer {
            if temTermios {
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
                Interrupcao.ecoOriginal = nil
            }
            FileHandle.standardError.write(Data("\n".utf8))
        }
        guard let linha = readLine(strippingNewline: true), !linha.isEmpty else { return nil }
        return linha
    }
}
