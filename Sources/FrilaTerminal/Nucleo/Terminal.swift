import Foundation

/// O que o laço de eventos precisa de um terminal. O backend ncurses implementa; os
/// testes usam um terminal de mentira que só guarda os quadros.
public protocol Terminal: AnyObject {
    var tamanho: Tamanho { get }
    /// Pinta o quadro (o backend real pinta só o que mudou desde o último).
    func pintar(_ quadro: Quadro)
    /// Espera uma tecla por até `timeoutMs`; nil se nada chegou.
    func lerTecla(timeoutMs: Int) -> Tecla?
    /// Dorme até uma tecla, um redimensionamento, o fd `acordar` ficar legível (o resultado de
    /// um efeito, um evento do tempo real) ou `timeoutMs` (negativo: sem prazo); nil se não
    /// veio tecla. O laço de eventos espera aqui, sem tique fixo.
    func esperarTecla(timeoutMs: Int, acordar: Int32) -> Tecla?
    func campainha()
    /// Devolve o terminal ao estado original. Idempotente.
    func encerrar()
}

extension Terminal {
    /// Terminal que não sabe dormir num fd (os de teste): espera em fatias curtas, como antes.
    public func esperarTecla(timeoutMs: Int, acordar: Int32) -> Tecla? {
        lerTecla(timeoutMs: timeoutMs < 0 ? 50 : min(timeoutMs, 50))
    }
}
