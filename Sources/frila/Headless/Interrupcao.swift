import Foundation

/// Ctrl-C num comando sem tela: sai com 130 (`CodigoDeSaida.interrompido`, o mesmo da TUI), com
/// o eco do terminal de volta se a senha estava sendo lida. Fila, cache e credencial estão no
/// disco, em transações; o `avisos --seguir` esvazia o stdout a cada linha: nada se perde.
enum Interrupcao {
    /// O terminal de antes de a senha desligar o eco (nil: eco não mexido). O tratador do sinal
    /// não pode tomar trava: só a thread que lê a senha escreve aqui (antes de desligar o eco e
    /// depois de religá-lo), e o tratador só lê — por isso o acesso sem isolamento.
    nonisolated(unsafe) static var ecoOriginal: termios?  // seguro: uma thread escreve fora do sinal; o tratador só lê

    static func instalar() {
        ecoOriginal = nil  // inicializada aqui, fora do tratador (que só faz o que é seguro num sinal)
        signal(SIGINT) { _ in
            if var t = Interrupcao.ecoOriginal {
                tcsetattr(STDIN_FILENO, TCSAFLUSH, &t)
                _ = write(STDERR_FILENO, "\n", 1)
            }
            _exit(CodigoDeSaida.interrompido.rawValue)
        }
    }
}
