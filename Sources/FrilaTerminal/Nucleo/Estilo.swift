/// Estilo de uma célula. Atributos (negrito, inverso) valem mesmo sem cor (NO_COLOR):
/// a seleção continua visível em inverso.
public struct Estilo: Hashable, Sendable {
    public struct Atributos: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let negrito = Atributos(rawValue: 1)
        public static let inverso = Atributos(rawValue: 2)
        public static let sublinhado = Atributos(rawValue: 4)
        public static let fraco = Atributos(rawValue: 8)
    }

    /// Cores semânticas; o backend decide o par de cores (ou nenhum, com NO_COLOR).
    public enum Cor: UInt8, Hashable, Sendable, CaseIterable {
        case destaque = 1, sucesso, aviso, erro, suave
    }

    public var atributos: Atributos
    public var cor: Cor?

    public init(_ atributos: Atributos = [], cor: Cor? = nil) {
        self.atributos = atributos
        self.cor = cor
    }

    public static let normal = Estilo()
    public static let negrito = Estilo(.negrito)
    public static let inverso = Estilo(.inverso)
    public static let selecionado = Estilo([.inverso, .negrito])
    public static let suave = Estilo(.fraco, cor: .suave)
    public static let titulo = Estilo(.negrito, cor: .destaque)
    public static let sucesso = Estilo(.negrito, cor: .sucesso)
    public static let aviso = Estilo(.negrito, cor: .aviso)
    public static let erro = Estilo([.inverso, .negrito], cor: .erro)

    public func com(_ a: Atributos) -> Estilo { Estilo(atributos.union(a), cor: cor) }
}
