import Foundation

/// "Que horas são" é dependência: seis regras dependem disso, e os testes usam RelogioFixo.
public protocol Relogio: Sendable {
    var agora: Date { get }
}

public struct RelogioDoSistema: Relogio {
    public init() {}
    public var agora: Date { Date() }
}

public struct RelogioFixo: Relogio {
    public let agora: Date
    public init(_ agora: Date) { self.agora = agora }
    public init(agora: Date) { self.agora = agora }
}

/// Parte de um instante escolhido e anda com o relógio do sistema: a TUI de um testador com
/// `FRILA_AGORA` (um relógio parado apagaria mensagens e sondagens, que contam o tempo).
public struct RelogioDeslocado: Relogio {
    public let deslocamento: TimeInterval
    private let base: any Relogio
    public init(partindoDe inicio: Date, base: any Relogio = RelogioDoSistema()) {
        self.base = base
        deslocamento = inicio.timeIntervalSince(base.agora)
    }
    public var agora: Date { base.agora.addingTimeInterval(deslocamento) }
}
