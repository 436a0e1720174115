// JSON mínimo do gateway: valida o corpo e separa os argumentos de primeiro nível sem
// reinterpretar números (o texto cru vai como parâmetro para o PostgreSQL converter).

/// Valor de um argumento nomeado, como chega no corpo.
public enum ValorJSON: Equatable, Sendable {
    case nulo
    case texto(String)
    /// número, booleano, objeto ou array, exatamente como escrito (já validado)
    case bruto(String)

    /// Texto do parâmetro para `$n::tipo`; nil = NULL. Para json/jsonb o texto é o JSON.
    public func parametro(paraJSON: Bool) -> String? {
        switch self {
        case .nulo: return paraJSON ? "null" : nil
        case .texto(let s): return paraJSON ? JSON.texto(s) : s
        case .bruto(let b): return b
        }
    }
}

public enum ErroJSON: Error, Equatable {
    case invalido, naoEObjeto
    /// Mais chaves de primeiro nível que `JSON.maximoChaves`: recusado sem ler o resto.
    case chavesDemais
}

public enum JSON {
    /// Nenhuma função exposta tem perto disto de parâmetros; o teto para a leitura cedo
    /// (e limita o que uma recusa repete, ex. a assinatura no 404).
    public static let maximoChaves = 256

    /// Lê um objeto JSON e devolve os pares (chave, valor) de primeiro nível, em ordem.
    /// Chave repetida: vale a última, como no PostgREST. Linear no tamanho do corpo
    /// (repetidas por dicionário, não por busca nas anteriores).
    public static func objeto(_ bytes: [UInt8]) throws(ErroJSON) -> [(String, ValorJSON)] {
        var l = Leitor(b: bytes)
        l.pularEspaco()
        guard l.i < l.b.count else { throw .invalido }
        guard l.b[l.i] == UInt8(ascii: "{") else {
            try l.valor(); l.pularEspaco()
            if l.i != l.b.count { throw .invalido }
            throw .naoEObjeto
        }
        l.i += 1
        var pares: [(String, ValorJSON)?] = []
        var posicao: [String: Int] = [:]
        var distintas = 0
        l.pularEspaco()
        if l.olhar() == UInt8(ascii: "}") {
            l.i += 1
        } else {
            while true {
                l.pularEspaco()
                guard l.olhar() == UInt8(ascii: "\"") else { throw .invalido }
                let chave = try l.string()
                l.pularEspaco()
                guard l.olhar() == UInt8(ascii: ":") else { throw .invalido }
                l.i += 1
                l.pularEspaco()
                let inicio = l.i
                let v: ValorJSON
                switch l.olhar() {
                case UInt8(ascii: "\""): v = .texto(try l.string())
                case UInt8(ascii: "n"):
                    try l.valor()
                    v = .nulo
                default:
                    try l.valor()
                    v = .bruto(String(decoding: l.b[inicio..<l.i], as: UTF8.self))
                }
                if let k = posicao[chave] {
                    pares[k] = nil
                } else {
                    distintas += 1
                    if distintas > maximoChaves { throw .chavesDemais }
                }
                posicao[chave] = pares.count
                pares.append((chave, v))
                l.pularEspaco()
                guard let c = l.olhar() else { throw .invalido }
                l.i += 1
                if c == UInt8(ascii: ",") { continue }
                if c == UInt8(ascii: "}") { break }
                throw .invalido
            }
        }
        l.pularEspaco()
        if l.i != l.b.count { throw .invalido }
        return pares.compactMap { $0 }
    }

    /// Valida um documento JSON qualquer.
    public static func valido(_ bytes: [UInt8]) -> Bool {
        var l = Leitor(b: bytes)
        l.pularEspaco()
        do { try l.valor() } catch { return false }
        l.pularEspaco()
        return l.i == l.b.count
    }

    /// Literal JSON de uma string (com aspas e escapes).
    public static func texto(_ s: String) -> String {
        var r = "\""
        r.reserveCapacity(s.utf8.count + 2)
        for u in s.unicodeScalars {
            switch u {
            case "\"": r += "\\\""
            case "\\": r += "\\\\"
            case "\n": r += "\\n"
            case "\r": r += "\\r"
            case "\t": r += "\\t"
            default:
                if u.value < 0x20 {
                    let h = String(u.value, radix: 16)
                    r += "\\u" + String(repeating: "0", count: 4 - h.count) + h
                } else {
                    r.unicodeScalars.append(u)
                }
            }
        }
        return r + "\""
    }

    /// `"x"` ou `null`.
    public static func textoOuNulo(_ s: String?) -> String { s.map(texto) ?? "null" }

    /// Procura uma chave de primeiro nível de um objeto e devolve a string (se for string).
    public static func campoTexto(_ bytes: [UInt8], _ chave: String) -> String? {
        guard let pares = try? objeto(bytes) else { return nil }
        for (k, v) in pares where k == chave {
            if case .texto(let s) = v { return s }
        }
        return nil
    }
}

private struct Leitor {
    let b: [UInt8]
    var i = 0
    var profundidade = 0

    func olhar() -> UInt8? { i < b.count ? b[i] : nil }

    mutating func pularEspaco() {
        while i < b.count, b[i] == 0x20 || b[i] == 0x0A || b[i] == 0x0D || b[i] == 0x09 { i += 1 }
    }

    mutating func valor() throws(ErroJSON) {
        guard let c = olhar() else { throw .invalido }
        switch c {
        case UInt8(ascii: "{"):
            profundidade += 1
            if profundidade > 512 { throw .invalido }
            i += 1; pularEspaco()
            if olhar() == UInt8(ascii: "}") { i += 1; profundidade -= 1; return }
            while true {
                pularEspaco()
                guard olhar() == UInt8(ascii: "\"") else { throw .invalido }
                _ = try string()
                pularEspaco()
                guard olhar() == UInt8(ascii: ":") else { throw .invalido }
                i += 1; pularEspaco()
                try valor(); pularEspaco()
                guard let d = olhar() else { throw .invalido }
                i += 1
                if d == UInt8(ascii: ",") { continue }
                if d == UInt8(ascii: "}") { profundidade -= 1; return }
                throw .invalido
            }
        case UInt8(ascii: "["):
            profundidade += 1
            if profundidade > 512 { throw .invalido }
            i += 1; pularEspaco()
            if olhar() == UInt8(ascii: "]") { i += 1; profundidade -= 1; return }
            while true {
                pularEspaco(); try valor(); pularEspaco()
                guard let d = olhar() else { throw .invalido }
                i += 1
                if d == UInt8(ascii: ",") { continue }
                if d == UInt8(ascii: "]") { profundidade -= 1; return }
                throw .invalido
            }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        default: try numero()
        }
    }

    mutating func literal(_ s: String) throws(ErroJSON) {
        let u = Array(s.utf8)
        guard i + u.count <= b.count else { throw .invalido }
        for k in 0..<u.count where b[i + k] != u[k] { throw .invalido }
        i += u.count
    }

    mutating func numero() throws(ErroJSON) {
        let ini = i
        if olhar() == UInt8(ascii: "-") { i += 1 }
        guard let c = olhar(), c >= 0x30, c <= 0x39 else { throw .invalido }
        if c == 0x30 { i += 1 } else { while let d = olhar(), d >= 0x30, d <= 0x39 { i += 1 } }
        if olhar() == UInt8(ascii: ".") {
            i += 1
            guard let d = olhar(), d >= 0x30, d <= 0x39 else { throw .invalido }
            while let d = olhar(), d >= 0x30, d <= 0x39 { i += 1 }
        }
        if let e = olhar(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            i += 1
            if let s = olhar(), s == UInt8(ascii: "+") || s == UInt8(ascii: "-") { i += 1 }
            guard let d = olhar(), d >= 0x30, d <= 0x39 else { throw .invalido }
            while let d = olhar(), d >= 0x30, d <= 0x39 { i += 1 }
        }
        if i == ini { throw .invalido }
    }

    /// Lê uma string JSON (i aponta para a aspa) e devolve o conteúdo decodificado.
    mutating func string() throws(ErroJSON) -> String {
        i += 1
        let ini = i
        var simples = true
        while true {
            guard i < b.count else { throw .invalido }
            let c = b[i]
            if c == UInt8(ascii: "\"") { break }
            if c < 0x20 { throw .invalido }
            if c == UInt8(ascii: "\\") { simples = false; i += 2; continue }
            i += 1
        }
        let fim = i
        i += 1
        if simples {
            guard let s = String(validating: b[ini..<fim], as: UTF8.self) else { throw .invalido }
            return s
        }
        var saida: [UInt8] = []
        saida.reserveCapacity(fim - ini)
        var k = ini
        while k < fim {
            let c = b[k]
            if c != UInt8(ascii: "\\") { saida.append(c); k += 1; continue }
            guard k + 1 < fim else { throw .invalido }
            let e = b[k + 1]
            k += 2
            switch e {
            case UInt8(ascii: "\""): saida.append(0x22)
            case UInt8(ascii: "\\"): saida.append(0x5C)
            case UInt8(ascii: "/"): saida.append(0x2F)
            case UInt8(ascii: "b"): saida.append(0x08)
            case UInt8(ascii: "f"): saida.append(0x0C)
            case UInt8(ascii: "n"): saida.append(0x0A)
            case UInt8(ascii: "r"): saida.append(0x0D)
            case UInt8(ascii: "t"): saida.append(0x09)
            case UInt8(ascii: "u"):
                var u = try hex4(k, fim); k += 4
                if (0xD800..<0xDC00).contains(u) {
                    guard k + 6 <= fim, b[k] == UInt8(ascii: "\\"), b[k + 1] == UInt8(ascii: "u") else { throw .invalido }
                    let baixo = try hex4(k + 2, fim); k += 6
                    guard (0xDC00..<0xE000).contains(baixo) else { throw .invalido }
                    u = 0x10000 + ((u - 0xD800) << 10) + (baixo - 0xDC00)
                } else if (0xDC00..<0xE000).contains(u) { throw .invalido }
                guard u != 0, let esc = Unicode.Scalar(u) else { throw .invalido }  // \u0000 o PostgreSQL recusa
                saida.append(contentsOf: Array(String(Character(esc)).utf8))
            default: throw .invalido
            }
        }
        guard let s = String(validating: saida, as: UTF8.self) else { throw .invalido }
        return s
    }

    func hex4(_ k: Int, _ fim: Int) throws(ErroJSON) -> UInt32 {
        guard k + 4 <= fim else { throw .invalido }
        var v: UInt32 = 0
        for j in k..<(k + 4) {
            let c = b[j]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            default: throw .invalido
            }
            v = v * 16 + d
        }
        return v
    }
}
