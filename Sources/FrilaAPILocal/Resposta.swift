/// Uma requisição HTTP já lida por inteiro (independente do libmicrohttpd, para testar).
public struct Requisicao: Sendable {
    public var metodo: String
    /// Caminho sem query string.
    public var caminho: String
    /// Cabeçalhos com nome em minúsculas.
    public var cabecalhos: [String: String]
    public var consulta: [(String, String)]
    public var corpo: [UInt8]
    /// Endereço de origem (limites por endereço no /auth/v1).
    public var endereco: String

    public init(metodo: String, caminho: String, cabecalhos: [String: String] = [:],
                consulta: [(String, String)] = [], corpo: [UInt8] = [], endereco: String = "") {
        self.metodo = metodo; self.caminho = caminho; self.consulta = consulta; self.corpo = corpo
        self.endereco = endereco
        self.cabecalhos = Dictionary(cabecalhos.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, b in b })
    }

    public func cabecalho(_ nome: String) -> String? { cabecalhos[nome.lowercased()] }
    public func argumento(_ nome: String) -> String? { consulta.last { $0.0 == nome }?.1 }
}

public struct Resposta: Error, Sendable, Equatable {
    public var status: Int
    public var corpo: [UInt8]
    public var cabecalhos: [(String, String)]

    public static func == (a: Resposta, b: Resposta) -> Bool {
        a.status == b.status && a.corpo == b.corpo && a.cabecalhos.map(\.0) == b.cabecalhos.map(\.0)
            && a.cabecalhos.map(\.1) == b.cabecalhos.map(\.1)
    }

    public init(status: Int, corpo: [UInt8] = [], cabecalhos: [(String, String)] = []) {
        self.status = status; self.corpo = corpo; self.cabecalhos = cabecalhos
    }

    public static func json(_ status: Int, _ texto: String, cabecalhos: [(String, String)] = []) -> Resposta {
        Resposta(status: status, corpo: Array(texto.utf8),
                 cabecalhos: [("Content-Type", "application/json; charset=utf-8")] + cabecalhos)
    }

    public static let semConteudo = Resposta(status: 204)

    public var texto: String { String(decoding: corpo, as: UTF8.self) }

    /// Erro no formato do PostgREST: `{code,message,details,hint}`.
    public static func postgrest(_ status: Int, codigo: String, mensagem: String, detalhe: String? = nil,
                                 dica: String? = nil, cabecalhos: [(String, String)] = []) -> Resposta {
        json(status, "{\"code\":\(JSON.texto(codigo)),\"details\":\(JSON.textoOuNulo(detalhe)),"
             + "\"hint\":\(JSON.textoOuNulo(dica)),\"message\":\(JSON.texto(mensagem))}", cabecalhos: cabecalhos)
    }

    /// Erro no formato do GoTrue do contrato: `{code,message}`.
    public static func gotrue(_ status: Int, codigo: String, mensagem: String) -> Resposta {
        json(status, "{\"code\":\(JSON.texto(codigo)),\"message\":\(JSON.texto(mensagem))}")
    }
}

/// Tabela SQLSTATE → HTTP do PostgREST (docs "Errors", PostgreSQL errors).
public enum MapaDeErros {
    public static func status(sqlstate s: String, autenticado: Bool) -> Int {
        if s.hasPrefix("PT"), s.count == 5, let n = Int(s.dropFirst(2)), (100...599).contains(n) { return n }
        switch s {
        case "23503", "23505": return 409
        case "25006": return 405
        case "42883", "42P01": return 404
        case "42P17": return 500
        case "42501": return autenticado ? 403 : 401
        case "P0001": return 400
        case "53400": return 500
        case "57014": return 504
        default: break
        }
        switch s.prefix(2) {
        case "08": return 503
        case "09": return 500
        case "0L", "0P": return 403
        case "25": return 500
        case "28": return 403
        case "2D", "38", "39", "3B", "40": return 500
        case "53": return 503
        case "54", "55", "57", "58", "F0", "HV", "P0", "XX": return 500
        default: return 400
        }
    }

    /// Entrada que o PostgreSQL não converteu (classe 22: uuid, JSON, número, data). O texto
    /// dele é inglês e repete o valor recebido; sai como as recusas de negócio: a chave
    /// estável em `message` e a frase pt-BR em `details` (o `code` continua o SQLSTATE).
    public static func entradaInvalida(sqlstate s: String) -> (chave: String, frase: String)? {
        guard s.hasPrefix("22") else { return nil }
        return switch s {
        case "22P02": ("formato_invalido", "Um dos dados enviados não está no formato esperado (identificador, número ou JSON). Nada foi alterado.")
        case "22003": ("numero_fora_do_limite", "Um número enviado passa do que o Frila aceita. Nada foi alterado.")
        case "22007": ("data_invalida", "Uma data ou hora enviada não está num formato válido (ex.: 2026-12-04T18:00:00-03:00). Nada foi alterado.")
        case "22008": ("data_fora_do_calendario", "Uma data ou hora enviada não existe no calendário (ex.: 31/02 ou 25:00). Nada foi alterado.")
        default: ("entrada_invalida", "Um dos dados enviados é inválido. Nada foi alterado.")
        }
    }

    /// Resposta PostgREST para um erro de banco numa RPC.
    public static func resposta(_ e: ErroBanco, autenticado: Bool) -> Resposta {
        switch e {
        case .sql(let s):
            // 401 vindo do banco (anon sem permissão, PT401): como o PostgREST, pede o Bearer.
            let st = status(sqlstate: s.codigo, autenticado: autenticado)
            if let (chave, frase) = entradaInvalida(sqlstate: s.codigo) {
                return .postgrest(st, codigo: s.codigo, mensagem: chave, detalhe: frase)
            }
            return .postgrest(st, codigo: s.codigo, mensagem: s.mensagem, detalhe: s.detalhe, dica: s.dica,
                              cabecalhos: st == 401 ? [("WWW-Authenticate", "Bearer")] : [])
        case .semConexao:
            return .postgrest(503, codigo: "PGRST000",
                              mensagem: "Não foi possível conectar ao banco de dados (fora do ar ou URL errada).")
        case .conexaoPerdida:
            return .postgrest(503, codigo: "PGRST001",
                              mensagem: "A conexão com o banco de dados caiu; tente de novo.")
        case .esperaEsgotada:
            return .postgrest(504, codigo: "PGRST003",
                              mensagem: "Tempo esgotado esperando uma conexão livre com o banco de dados.")
        }
    }
}
