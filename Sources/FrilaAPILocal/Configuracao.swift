import Foundation

/// Configuração do frila-api: valores padrão (os do backend local), sobrepostos pelo
/// arquivo JSON (config/frila-api.example.json) e depois pelas variáveis de ambiente.
public struct Configuracao: Sendable, Equatable {
    /// Mínimo exigido do segredo HS256 (o mesmo que o GoTrue exige).
    public static let tamanhoMinimoSegredo = 32

    public var host = "127.0.0.1"
    public var porta: UInt16 = 54321
    public var bancoURL = "postgresql://postgres@127.0.0.1:54322/postgres"
    public var jwtSegredo = "super-secret-jwt-token-with-at-least-32-characters-long"
    public var anonKey = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0"
    /// Conexões no pool do PostgreSQL.
    public var pool = 16
    /// Quanto uma requisição espera por uma conexão livre do pool antes do 504.
    public var esperaPoolS = 5.0
    /// statement_timeout de cada chamada (→ 504 ao estourar).
    public var timeoutRequisicaoS = 10.0
    /// Intervalo do agendador; 0 desliga. 0,5 s: publicar → 1ª leva ≤ 1 s (make bench); a
    /// passada vazia custa ~4 ms de banco na escala DF.
    public var intervaloAgendadorS = 0.5
    public var validadeTokenS = 3600
    /// Máximo de conexões HTTP simultâneas.
    public var limiteConexoes: UInt32 = 512
    /// Arquivo do log de acesso; vazio = stderr.
    public var log = ""
    /// Origens aceitas no CORS (separadas por vírgula no ambiente); `*` aceita qualquer uma.
    public var corsOrigens = ["*"]
    /// Como o GoTrue com confirmação de e-mail ligada: o cadastro não abre sessão e o login
    /// só passa depois de confirmar (localmente, por `frila-api confirmar-email`).
    public var confirmarEmail = false

    public init() {}

    public enum Erro: Error, Equatable, CustomStringConvertible {
        case arquivo(String)
        case valor(campo: String, motivo: String)
        public var description: String {
            switch self {
            case .arquivo(let m): return "configuração: \(m)"
            case .valor(let c, let m): return "configuração: \(c): \(m)"
            }
        }
    }

    /// Carrega: padrão → arquivo (se dado) → ambiente. Valida no fim.
    public static func carregar(arquivo: String?, ambiente: [String: String]) throws(Erro) -> Configuracao {
        var c = Configuracao()
        if let arquivo {
            guard let dados = FileManager.default.contents(atPath: arquivo) else {
                throw .arquivo("não consegui ler \(arquivo)")
            }
            guard let obj = (try? JSONSerialization.jsonObject(with: dados)) as? [String: Any] else {
                throw .arquivo("\(arquivo) não é um objeto JSON")
            }
            var texto: [String: String] = [:]
            for (k, v) in obj {
                if let s = v as? String { texto[k] = s } else if let n = v as? NSNumber { texto[k] = n.stringValue }
            }
            try c.aplicar(texto, nomes: Self.chavesArquivo)
        }
        try c.aplicar(ambiente, nomes: Self.chavesAmbiente)
        try c.validar()
        return c
    }

    static let chavesArquivo = [
        "escutar": "escutar", "banco_url": "banco_url", "jwt_segredo": "jwt_segredo",
        "anon_key": "anon_key", "pool": "pool", "espera_pool_s": "espera_pool_s",
        "timeout_requisicao_s": "timeout_requisicao_s",
        "intervalo_agendador_s": "intervalo_agendador_s", "validade_token_s": "validade_token_s",
        "limite_conexoes": "limite_conexoes", "log": "log", "cors_origens": "cors_origens",
        "confirmar_email": "confirmar_email",
    ]
    static let chavesAmbiente = [
        "FRILA_API_ESCUTAR": "escutar", "FRILA_BANCO_URL": "banco_url",
        "FRILA_JWT_SEGREDO": "jwt_segredo", "FRILA_ANON_KEY": "anon_key", "FRILA_POOL": "pool",
        "FRILA_ESPERA_POOL_S": "espera_pool_s", "FRILA_TIMEOUT_REQUISICAO_S": "timeout_requisicao_s",
        "FRILA_INTERVALO_AGENDADOR_S": "intervalo_agendador_s",
        "FRILA_VALIDADE_TOKEN_S": "validade_token_s", "FRILA_LIMITE_CONEXOES": "limite_conexoes",
        "FRILA_API_LOG": "log", "FRILA_CORS_ORIGENS": "cors_origens", "FRILA_CONFIRMAR_EMAIL": "confirmar_email",
    ]

    mutating func aplicar(_ valores: [String: String], nomes: [String: String]) throws(Erro) {
        for (chaveExterna, campo) in nomes {
            guard let v = valores[chaveExterna] else { continue }
            switch campo {
            case "escutar":
                guard let (h, p) = Self.endereco(v) else {
                    throw .valor(campo: chaveExterna, motivo: "use host:porta IPv4, ex. 127.0.0.1:54321")
                }
                host = h; porta = p
            case "banco_url": bancoURL = v
            case "jwt_segredo": jwtSegredo = v
            case "anon_key": anonKey = v
            case "pool": pool = try Self.inteiro(v, chaveExterna, 1...256)
            case "espera_pool_s": esperaPoolS = try Self.real(v, chaveExterna, 0.01...600)
            case "timeout_requisicao_s": timeoutRequisicaoS = try Self.real(v, chaveExterna, 0.01...3600)
            case "intervalo_agendador_s": intervaloAgendadorS = try Self.real(v, chaveExterna, 0...3600)
            case "validade_token_s": validadeTokenS = try Self.inteiro(v, chaveExterna, 60...604_800)
            case "limite_conexoes": limiteConexoes = UInt32(try Self.inteiro(v, chaveExterna, 1...65_000))
            case "log": log = v
            case "cors_origens":
                let lista = v.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                guard !lista.isEmpty else { throw .valor(campo: chaveExterna, motivo: "informe * ou origens separadas por vírgula") }
                corsOrigens = lista
            case "confirmar_email":
                switch v.trimmingCharacters(in: .whitespaces).lowercased() {
                case "1", "true", "sim", "on": confirmarEmail = true
                case "0", "false", "nao", "não", "off", "": confirmarEmail = false
                default: throw .valor(campo: chaveExterna, motivo: "use true ou false")
                }
            default: break
            }
        }
    }

    func validar() throws(Erro) {
        if jwtSegredo.utf8.count < Self.tamanhoMinimoSegredo {
            throw .valor(campo: "jwt_segredo", motivo: "precisa de pelo menos \(Self.tamanhoMinimoSegredo) caracteres")
        }
        if anonKey.isEmpty { throw .valor(campo: "anon_key", motivo: "vazia") }
        if bancoURL.isEmpty { throw .valor(campo: "banco_url", motivo: "vazia") }
    }

    static func endereco(_ s: String) -> (String, UInt16)? {
        guard let dp = s.lastIndex(of: ":") else { return nil }
        let h = String(s[..<dp]), p = s[s.index(after: dp)...]
        guard let porta = UInt16(p), porta > 0 else { return nil }
        let partes = h.split(separator: ".", omittingEmptySubsequences: false)
        guard partes.count == 4, partes.allSatisfy({ UInt8($0) != nil }) else { return nil }
        return (h, porta)
    }

    static func inteiro(_ v: String, _ campo: String, _ faixa: ClosedRange<Int>) throws(Erro) -> Int {
        guard let n = Int(v.trimmingCharacters(in: .whitespaces)), faixa.contains(n) else {
            throw .valor(campo: campo, motivo: "inteiro entre \(faixa.lowerBound) e \(faixa.upperBound)")
        }
        return n
    }

    static func real(_ v: String, _ campo: String, _ faixa: ClosedRange<Double>) throws(Erro) -> Double {
        guard let n = Double(v.trimmingCharacters(in: .whitespaces)), faixa.contains(n) else {
            throw .valor(campo: campo, motivo: "número entre \(faixa.lowerBound) e \(faixa.upperBound)")
        }
        return n
    }
}
