import Foundation

/// RFC 6455, só o enquadramento: puro (bytes entram, quadros saem), testável sem socket.
public enum OpcodeWS: UInt8, Sendable {
    case continuacao = 0x0, texto = 0x1, binario = 0x2, fechar = 0x8, ping = 0x9, pong = 0xA
    var ehControle: Bool { rawValue >= 0x8 }
}

public struct QuadroDoCanalWS: Equatable, Sendable {
    public var fim: Bool
    public var opcode: OpcodeWS
    public var carga: [UInt8]
    public init(fim: Bool = true, _ opcode: OpcodeWS, _ carga: [UInt8]) {
        self.fim = fim
        self.opcode = opcode
        self.carga = carga
    }
}

/// Uma mensagem inteira (fragmentos juntados) ou um controle.
public enum MensagemWS: Equatable, Sendable {
    case texto(String)
    case binario([UInt8])
    case ping([UInt8])
    case pong([UInt8])
    case fechar(codigo: UInt16?, motivo: String)
}

/// Violação do protocolo: o lado que recebe fecha com o código dito.
public enum ErroDaConexaoWS: Error, Equatable, Sendable {
    case protocolo(String)
    /// Quadro ou mensagem acima do limite (fecha com 1009).
    case grandeDemais(Int)
    case textoInvalido

    public var codigoDeFechamento: UInt16 {
        switch self {
        case .protocolo: 1002
        case .grandeDemais: 1009
        case .textoInvalido: 1007
        }
    }
}

public enum CodecWebSocket {
    /// O GUID do RFC 6455 (§1.3) que entra no Sec-WebSocket-Accept.
    static let guid = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"

    /// Um quadro pronto para um `send` só. Cliente: `mascara` de 4 bytes (obrigatória, §5.3).
    public static func codificar(_ q: QuadroDoCanalWS, mascara: [UInt8]?) -> [UInt8] {
        var b: [UInt8] = []
        b.reserveCapacity(q.carga.count + 14)
        b.append((q.fim ? 0x80 : 0) | q.opcode.rawValue)
        let m: UInt8 = mascara == nil ? 0 : 0x80
        let n = q.carga.count
        if n < 126 {
            b.append(m | UInt8(n))
        } else if n <= 0xFFFF {
            b.append(m | 126)
            b.append(UInt8(n >> 8)); b.append(UInt8(n & 0xFF))
        } else {
            b.append(m | 127)
            for s in stride(from: 56, through: 0, by: -8) { b.append(UInt8((UInt64(n) >> UInt64(s)) & 0xFF)) }
        }
        if let mascara {
            precondition(mascara.count == 4)
            b.append(contentsOf: mascara)
            for (i, c) in q.carga.enumerated() { b.append(c ^ mascara[i & 3]) }
        } else {
            b.append(contentsOf: q.carga)
        }
        return b
    }

    /// O corpo de um quadro de fechamento: código + motivo (≤ 123 bytes, §5.5).
    public static func cargaDeFechamento(_ codigo: UInt16, _ motivo: String = "") -> [UInt8] {
        [UInt8(codigo >> 8), UInt8(codigo & 0xFF)] + Array(motivo.utf8.prefix(123))
    }

    /// Lê quadros de um fluxo de bytes, com tetos: nada cresce sem limite com um servidor hostil.
    public struct Decodificador: Sendable {
        private var buffer: [UInt8] = []
        private var inicio = 0
        /// Quem lê é servidor (quadros do cliente vêm mascarados) ou cliente (nunca mascarados).
        public let esperaMascara: Bool
        public let limiteDoQuadro: Int

        public init(esperaMascara: Bool, limiteDoQuadro: Int) {
            self.esperaMascara = esperaMascara
            self.limiteDoQuadro = limiteDoQuadro
        }

        public mutating func alimentar<C: Collection>(_ bytes: C) where C.Element == UInt8 {
            if inicio > 0, inicio >= buffer.count / 2 {
                buffer.removeFirst(inicio)
                inicio = 0
            }
            buffer.append(contentsOf: bytes)
        }

        /// Bytes recebidos e ainda não consumidos por um quadro.
        public var pendentes: Int { buffer.count - inicio }

        /// O próximo quadro completo; nil se ainda faltam bytes.
        public mutating func proximo() throws(ErroDaConexaoWS) -> QuadroDoCanalWS? {
            let disp = buffer.count - inicio
            guard disp >= 2 else { return nil }
            let b0 = buffer[inicio], b1 = buffer[inicio + 1]
            guard b0 & 0x70 == 0 else { throw .protocolo("rsv") }  // nenhuma extensão negociada
            guard let op = OpcodeWS(rawValue: b0 & 0x0F) else { throw .protocolo("opcode") }
            let fim = b0 & 0x80 != 0
            let mascarado = b1 & 0x80 != 0
            guard mascarado == esperaMascara else { throw .protocolo("mascara") }
            var tam = Int(b1 & 0x7F)
            var pos = 2
            if op.ehControle, !fim || tam > 125 { throw .protocolo("controle") }
            if tam == 126 {
                guard disp >= 4 else { return nil }
                tam = Int(buffer[inicio + 2]) << 8 | Int(buffer[inicio + 3])
                guard tam >= 126 else { throw .protocolo("tamanho") }  // forma mínima (§5.2)
                pos = 4
            } else if tam == 127 {
                guard disp >= 10 else { return nil }
                var t: UInt64 = 0
                for i in 0..<8 { t = t << 8 | UInt64(buffer[inicio + 2 + i]) }
                guard t >> 63 == 0, t > 0xFFFF else { throw .protocolo("tamanho") }
                guard t <= UInt64(limiteDoQuadro) else { throw .grandeDemais(limiteDoQuadro) }
                tam = Int(t)
                pos = 10
            }
            guard tam <= limiteDoQuadro else { throw .grandeDemais(limiteDoQuadro) }
            var mascara: [UInt8] = []
            if mascarado {
                guard disp >= pos + 4 else { return nil }
                mascara = Array(buffer[(inicio + pos)..<(inicio + pos + 4)])
                pos += 4
            }
            guard disp >= pos + tam else { return nil }
            var carga = Array(buffer[(inicio + pos)..<(inicio + pos + tam)])
            if mascarado { for i in carga.indices { carga[i] ^= mascara[i & 3] } }
            inicio += pos + tam
            if inicio == buffer.count { buffer.removeAll(keepingCapacity: true); inicio = 0 }
            return QuadroDoCanalWS(fim: fim, op, carga)
        }
    }

    /// Junta fragmentos numa mensagem; controles passam no meio (§5.4).
    public struct Montador: Sendable {
        private var tipo: OpcodeWS?
        private var partes: [UInt8] = []
        public let limiteDaMensagem: Int

        public init(limiteDaMensagem: Int) { self.limiteDaMensagem = limiteDaMensagem }

        public mutating func receber(_ q: QuadroDoCanalWS) throws(ErroDaConexaoWS) -> MensagemWS? {
            switch q.opcode {
            case .ping: return .ping(q.carga)
            case .pong: return .pong(q.carga)
            case .fechar:
                if q.carga.isEmpty { return .fechar(codigo: nil, motivo: "") }
                guard q.carga.count >= 2 else { throw .protocolo("fechamento") }
                let codigo = UInt16(q.carga[0]) << 8 | UInt16(q.carga[1])
                guard let motivo = String(validating: q.carga[2...], as: UTF8.self) else { throw .textoInvalido }
                return .fechar(codigo: codigo, motivo: motivo)
            case .texto, .binario:
                guard tipo == nil else { throw .protocolo("fragmento") }
                if q.fim { return try Self.mensagem(q.opcode, q.carga) }
                tipo = q.opcode
                partes = q.carga
                return nil
            case .continuacao:
                guard let t = tipo else { throw .protocolo("continuacao") }
                guard partes.count + q.carga.count <= limiteDaMensagem else { throw .grandeDemais(limiteDaMensagem) }
                partes.append(contentsOf: q.carga)
                guard q.fim else { return nil }
                defer { tipo = nil; partes = [] }
                return try Self.mensagem(t, partes)
            }
        }

        private static func mensagem(_ op: OpcodeWS, _ carga: [UInt8]) throws(ErroDaConexaoWS) -> MensagemWS {
            if op == .binario { return .binario(carga) }
            guard let s = String(validating: carga, as: UTF8.self) else { throw .textoInvalido }
            return .texto(s)
        }
    }
}
