import Foundation

/// Valor JSON para corpos de requisição (argumentos nomeados das RPCs).
public enum JSONDoPedido: Encodable, Hashable, Sendable {
    case texto(String)
    case inteiro(Int)
    case numero(Double)
    case booleano(Bool)
    case instante(Date)
    case nulo
    case objeto([String: JSONDoPedido])
    case lista([JSONDoPedido])

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .texto(let s): try c.encode(s)
        case .inteiro(let i): try c.encode(i)
        case .numero(let d): try c.encode(d)
        case .booleano(let b): try c.encode(b)
        case .instante(let d): try c.encode(FormatoDeInstante.texto(d))
        case .nulo: try c.encodeNil()
        case .objeto(let o): try c.encode(o)
        case .lista(let l): try c.encode(l)
        }
    }

    public static func opcional(_ d: Double?) -> JSONDoPedido { d.map { .numero($0) } ?? .nulo }
    public static func uuid(_ u: UUID) -> JSONDoPedido { .texto(u.uuidString.lowercased()) }
}

/// ISO 8601 com offset, com ou sem fração de segundos (como o `to_jsonb(timestamptz)` gera).
public enum FormatoDeInstante {
    static let comFracao = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    static let semFracao = Date.ISO8601FormatStyle()

    public static func interpretar(_ texto: String) -> Date? {
        if let d = try? comFracao.parse(texto) { return d }
        if let d = try? semFracao.parse(texto) { return d }
        // PostgreSQL às vezes manda espaço no lugar do T e offset curto ("+00").
        var t = texto.replacingOccurrences(of: " ", with: "T")
        if let r = t.range(of: #"[+-]\d\d$"#, options: .regularExpression) { t.replaceSubrange(r, with: t[r] + ":00") }
        if let d = try? comFracao.parse(t) { return d }
        return try? semFracao.parse(t)
    }

    /// Sempre com milissegundos e "Z": o servidor lê qualquer ISO 8601.
    public static func texto(_ data: Date) -> String { comFracao.format(data) }
}

enum CodificacaoJSON {
    static func decodificador() -> JSONDecoder {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        d.dateDecodingStrategy = .custom { dec in
            let c = try dec.singleValueContainer()
            let s = try c.decode(String.self)
            guard let data = FormatoDeInstante.interpretar(s) else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "ISO 8601")
            }
            return data
        }
        return d
    }

    static func codificador() -> JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        return e
    }
}
