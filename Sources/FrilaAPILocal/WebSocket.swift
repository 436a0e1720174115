// Enquadramento RFC 6455 do lado do servidor, escrito à mão (README, "Realtime"): uma
// função pura sobre um buffer de bytes, com tetos nossos, testável sem socket.

/// O que um quadro (ou uma mensagem remontada de fragmentos) do cliente pede.
public enum EventoWS: Equatable, Sendable {
    case texto([UInt8])
    case binario([UInt8])
    case ping([UInt8])
    case pong
    /// Fechamento pedido pelo cliente (código 1005 quando veio sem código).
    case fechar(UInt16)
}

/// Violação do protocolo: o código de fechamento (RFC 6455 §7.4.1) a mandar antes de fechar.
public struct ErroWS: Error, Equatable, Sendable {
    public var codigo: UInt16
    public init(_ codigo: UInt16) { self.codigo = codigo }
    public static let protocolo = ErroWS(1002)
    public static let utf8Invalido = ErroWS(1007)
    public static let grandeDemais = ErroWS(1009)
}

/// Lê quadros de um cliente. Exige máscara (§5.1), recusa RSV (sem extensões), opcode
/// desconhecido, controle fragmentado ou > 125 bytes, continuação fora de ordem e mensagem
/// acima de `limite` (pelo cabeçalho, antes de ler o corpo). Texto tem de ser UTF-8.
public struct LeitorWS: Sendable {
    public let limite: Int
    /// Bytes ainda não consumidos (no máximo um quadro + cabeçalho do seguinte).
    var buffer: [UInt8] = []
    var inicio = 0
    /// Mensagem fragmentada em montagem: opcode (1 texto, 2 binário) e os pedaços.
    var fragmentoOpcode: UInt8 = 0
    var fragmentos: [UInt8] = []

    public init(limite: Int) { self.limite = limite }

    /// Bytes à espera (para o teto do que um cliente pode deixar pendurado).
    public var pendentes: Int { buffer.count - inicio + fragmentos.count }

    public mutating func alimentar<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        if inicio > 0 && inicio >= buffer.count / 2 {
            buffer.removeFirst(inicio)
            inicio = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// O próximo evento completo, ou nil se falta byte.
    public mutating func proximo() throws(ErroWS) -> EventoWS? {
        while true {
            let disponivel = buffer.count - inicio
            guard disponivel >= 2 else { return nil }
            let b0 = buffer[inicio], b1 = buffer[inicio + 1]
            let fin = b0 & 0x80 != 0
            guard b0 & 0x70 == 0 else { throw .protocolo }
            let opcode = b0 & 0x0F
            guard b1 & 0x80 != 0 else { throw .protocolo }  // cliente sem máscara
            var tamanho = Int(b1 & 0x7F)
            var cabecalho = 2
            if tamanho == 126 {
                guard disponivel >= 4 else { return nil }
                tamanho = Int(buffer[inicio + 2]) << 8 | Int(buffer[inicio + 3])
                cabecalho = 4
            } else if tamanho == 127 {
                guard disponivel >= 10 else { return nil }
                guard buffer[inicio + 2] & 0x80 == 0 else { throw .protocolo }
                var t: UInt64 = 0
                for i in 2..<10 { t = t << 8 | UInt64(buffer[inicio + i]) }
                guard t <= UInt64(limite) else { throw .grandeDemais }
                tamanho = Int(t)
                cabecalho = 10
            }
            let controle = opcode & 0x08 != 0
            if controle {
                guard fin, tamanho <= 125 else { throw .protocolo }
                guard opcode == 0x8 || opcode == 0x9 || opcode == 0xA else { throw .protocolo }
            } else {
                guard opcode <= 2 else { throw .protocolo }
                if opcode == 0 { guard fragmentoOpcode != 0 else { throw .protocolo } }
                else { guard fragmentoOpcode == 0 else { throw .protocolo } }
                guard fragmentos.count + tamanho <= limite else { throw .grandeDemais }
            }
            let total = cabecalho + 4 + tamanho
            guard disponivel >= total else { return nil }
            let m = inicio + cabecalho
            let mascara = (buffer[m], buffer[m + 1], buffer[m + 2], buffer[m + 3])
            var dados = [UInt8](repeating: 0, count: tamanho)
            buffer.withUnsafeBufferPointer { b in
                let base = m + 4
                for i in 0..<tamanho {
                    let k: UInt8
                    switch i & 3 { case 0: k = mascara.0; case 1: k = mascara.1; case 2: k = mascara.2; default: k = mascara.3 }
                    dados[i] = b[base + i] ^ k
                }
            }
            inicio += total
            if inicio == buffer.count { buffer.removeAll(keepingCapacity: buffer.capacity <= 4096); inicio = 0 }

            switch opcode {
            case 0x8:
                guard dados.count != 1 else { throw .protocolo }
                if dados.count >= 2 {
                    let c = UInt16(dados[0]) << 8 | UInt16(dados[1])
                    guard Self.codigoValido(c), Self.utf8(dados[2...]) else { throw .protocolo }
                    return .fechar(c)
                }
                return .fechar(1005)
            case 0x9: return .ping(dados)
            case 0xA: return .pong
            default: break
            }
            let op = opcode == 0 ? fragmentoOpcode : opcode
            if !fin {
                fragmentoOpcode = op
                fragmentos.append(contentsOf: dados)
                continue
            }
            var mensagem = dados
            if opcode == 0 {
                fragmentos.append(contentsOf: dados)
                mensagem = fragmentos
                fragmentos = []
                fragmentoOpcode = 0
            }
            if op == 1 {
                guard Self.utf8(mensagem[...]) else { throw .utf8Invalido }
                return .texto(mensagem)
            }
            return .binario(mensagem)
        }
    }

    static func codigoValido(_ c: UInt16) -> Bool {
        switch c {
        case 1000...1003, 1007...1011: return true
        case 3000...4999: return true
        default: return false
        }
    }

    static func utf8(_ b: ArraySlice<UInt8>) -> Bool {
        var it = b.makeIterator()
        var decodificador = UTF8()
        while true {
            switch decodificador.decode(&it) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }
}

/// Quadros do servidor (sem máscara, FIN), cabeçalho e corpo num buffer só: um `send`.
public enum QuadroWS {
    public static func texto(_ corpo: [UInt8]) -> [UInt8] { quadro(0x1, corpo) }
    public static func pong(_ corpo: [UInt8]) -> [UInt8] { quadro(0xA, Array(corpo.prefix(125))) }
    public static func fechar(_ codigo: UInt16, _ motivo: String = "") -> [UInt8] {
        quadro(0x8, [UInt8(codigo >> 8), UInt8(codigo & 0xFF)] + Array(motivo.utf8.prefix(123)))
    }

    public static func quadro(_ opcode: UInt8, _ corpo: [UInt8]) -> [UInt8] {
        var q: [UInt8] = []
        q.reserveCapacity(corpo.count + 10)
        q.append(0x80 | opcode)
        if corpo.count < 126 {
            q.append(UInt8(corpo.count))
        } else if corpo.count <= 0xFFFF {
            q.append(126); q.append(UInt8(corpo.count >> 8)); q.append(UInt8(corpo.count & 0xFF))
        } else {
            q.append(127)
            for i in (0..<8).reversed() { q.append(UInt8((UInt64(corpo.count) >> (UInt64(i) * 8)) & 0xFF)) }
        }
        q.append(contentsOf: corpo)
        return q
    }

    /// `Sec-WebSocket-Accept` (RFC 6455 §4.2.2): base64(SHA-1(chave + GUID)).
    public static func aceite(_ chave: String) -> String {
        base64(sha1(Array((chave + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").utf8)))
    }

    /// Chave do cliente válida: base64 de 16 bytes.
    public static func chaveValida(_ chave: String) -> Bool {
        let c = Array(chave.utf8)
        guard c.count == 24, c[22] == UInt8(ascii: "="), c[23] == UInt8(ascii: "=") else { return false }
        return c[..<22].allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 43 || $0 == 47 }
    }

    static func base64(_ b: [UInt8]) -> String {
        let t = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var s: [UInt8] = []
        var i = 0
        while i < b.count {
            let n = min(3, b.count - i)
            let v = UInt32(b[i]) << 16 | (n > 1 ? UInt32(b[i + 1]) << 8 : 0) | (n > 2 ? UInt32(b[i + 2]) : 0)
            s.append(t[Int(v >> 18 & 63)]); s.append(t[Int(v >> 12 & 63)])
            s.append(n > 1 ? t[Int(v >> 6 & 63)] : UInt8(ascii: "="))
            s.append(n > 2 ? t[Int(v & 63)] : UInt8(ascii: "="))
            i += 3
        }
        return String(decoding: s, as: UTF8.self)
    }

    static func sha1(_ mensagem: [UInt8]) -> [UInt8] {
        var h: [UInt32] = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
        var m = mensagem
        let bits = UInt64(mensagem.count) * 8
        m.append(0x80)
        while m.count % 64 != 56 { m.append(0) }
        for i in (0..<8).reversed() { m.append(UInt8((bits >> (UInt64(i) * 8)) & 0xFF)) }
        var w = [UInt32](repeating: 0, count: 80)
        for bloco in stride(from: 0, to: m.count, by: 64) {
            for i in 0..<16 {
                w[i] = UInt32(m[bloco + 4 * i]) << 24 | UInt32(m[bloco + 4 * i + 1]) << 16
                    | UInt32(m[bloco + 4 * i + 2]) << 8 | UInt32(m[bloco + 4 * i + 3])
            }
            for i in 16..<80 {
                let x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16]
                w[i] = x << 1 | x >> 31
            }
            var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
            for i in 0..<80 {
                let f: UInt32, k: UInt32
                switch i {
                case 0..<20: f = (b & c) | (~b & d); k = 0x5A827999
                case 20..<40: f = b ^ c ^ d; k = 0x6ED9EBA1
                case 40..<60: f = (b & c) | (b & d) | (c & d); k = 0x8F1BBCDC
                default: f = b ^ c ^ d; k = 0xCA62C1D6
                }
                let t = (a << 5 | a >> 27) &+ f &+ e &+ k &+ w[i]
                e = d; d = c; c = b << 30 | b >> 2; b = a; a = t
            }
            h[0] = h[0] &+ a; h[1] = h[1] &+ b; h[2] = h[2] &+ c; h[3] = h[3] &+ d; h[4] = h[4] &+ e
        }
        var saida: [UInt8] = []
        for v in h { saida += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        return saida
    }
}
