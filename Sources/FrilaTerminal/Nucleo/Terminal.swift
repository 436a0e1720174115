import Foundation

/// O que o laço de eventos precisa de um terminal. O backend ncurses implementa; os
/// testes usam um terminal de mentira que só guarda os quadros.
public protocol Terminal: AnyObject {
    var tamanho: Tamanho { get }
    /// Pinta o quadro (o backend real pinta só o que mudou desde o último).
    func pintar(_ quadro: Quadro)
    /// Espera uma tecla por até `timeoutMs`; nil se nada chegou.
    func lerTecla(timeoutMs: Int) -> Tecla?
    func campainha()
    /// Devolve o terminal ao estado original. Idempotente.
    func encerrar()
}
