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
