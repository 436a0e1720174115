import Foundation
import Synchronization

/// Ctrl-C num comando sem tela: sai com 130 (`CodigoDeSaida.interrompido`, o mesmo da TUI),
/// com o que já foi impresso entregue e o eco do terminal de volta se a senha estava sendo
/// lida. Fila, cache e credencial estão no disco, em transações: nada se perde.
enum Interrupcao {
    /// O terminal como estava antes de a senha desligar o eco (nil: eco não mexido).
    static let ecoOriginal = Mutex<termios?>(nil)

    /// Criada e ligada uma vez, em `instalar`, antes de qualquer outra thread olhar para ela;
    /// depois só a Dispatch a usa: por isso o acesso sem isolamento é seguro.
    nonisolated(unsafe) static let fonte: DispatchSourceSignal = {
        let f = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        f.setEventHandler { sair() }
        return f
    }()

    static func instalar() {
        signal(SIGINT, SIG_IGN)  // a fonte da Dispatch recebe o sinal no lugar da ação padrão
        fonte.resume()
    }

    static func sair() -> Never {
        if var t = ecoOriginal.withLock({ $0 }) {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &t)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        fflush(nil)
        _exit(CodigoDeSaida.interrompido.rawValue)
    }
}
