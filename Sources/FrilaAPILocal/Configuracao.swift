import Foundation

/// Configuração do frila-api: valores padrão (os do backend local), sobrepostos pelo
/// arquivo JSON (config/frila-api.example.json) e depois pelas variáveis de ambiente.
public struct Configuracao: Sendable, Equatable {
    /// Mínimo exigido do segredo HS256 (o mesmo que o GoTrue exige).
    public static let tamanhoMinimoSegredo = 32

    public var host = "127.0.0.1"
    public var porta: UInt16 = 54321
    public var bancoURL = "postgresql://postgres@127.0.0.1:54322/postgres"
    /// Sem padrão: `make backend-up` gera um por diretório de estado (scripts/api.sh).
    public var jwtSegredo = ""
    public var anonKey = ""
    /// Segredos de exemplo publicados (Supabase CLI, docker do Supabase): quem os conhece
    /// assina token de qualquer conta. O gateway não sobe com eles.
    static let segredosPublicos: Set<String> = [
        "super-secret-jwt-token-with-at-least-32-characters-long",
        "your-super-secret-jwt-token-with-at-least-32-characters-long",
    ]
    /// Conexões no pool do PostgreSQL.
    public var pool = 16
    /// Conexões do pool que só escritas (RPC volátil por POST, /auth/v1) usam; as leituras
    /// (GET/HEAD, função stable/immutable) dividem o resto. nil = um quarto do pool (4 de
    /// 16). docs/CONTRATO.md.
    public var reservaEscrita: Int?
    public var reservaDeEscrita: Int { reservaEscrita ?? pool / 4 }
    /// Quanto uma requisição espera por uma conexão livre do pool antes do 504.
    public var esperaPoolS = 5.0
    /// statement_timeout de cada chamada (→ 504 ao estourar).
    public var timeoutRequisicaoS = 10.0
    /// Intervalo do agendador; 0 desliga. 0,5 s: publicar → 1ª leva ≤ 1 s (make bench); a
    /// passada vazia custa ~4 ms de banco na escala DF.
    public var intervaloAgendadorS = 0.5
    public var validadeTokenS = 3600
    /// Máximo de conexões HTTP simultâneas (uma thread cada).
    public var limiteConexoes: UInt32 = 1024
    /// Máximo de conexões simultâneas de um mesmo endereço de origem: um cliente sozinho
    /// não ocupa o servidor inteiro.
    public var limitePorEndereco: UInt32 = 128
    /// Prazo para cabeçalhos e corpo de um pedido chegarem inteiros (não renova por byte).
    public var prazoLeituraS = 10.0
    /// Limites do /auth/v1 por janela (balde de fichas, 0 = sem limite). Padrões do
    /// GoTrue (sign_in_sign_ups: 30 por 5 min por endereço); por (e-mail, endereço), que o
    /// GoTrue não tem, 10 falhas, e o mesmo número para o e-mail inteiro, só contra
    /// endereços que já erraram a senha dele (ataque espalhado; o dono segue entrando).
    public var limiteLoginEndereco = 30
    public var limiteLoginEmail = 10
    public var limiteCadastroEndereco = 30
    public var janelaLimiteS = 300.0
    /// Quanto tempo um refresh token já trocado ainda é aceito (REFRESH_TOKEN_REUSE_INTERVAL).
    public var intervaloReusoS = 10
    /// Arquivo do log de acesso; vazio = stderr.
    public var log = ""
    /// Origens aceitas no CORS (separadas por vírgula no ambiente); `*` aceita qualquer uma.
    public var corsOrigens = ["*"]
    /// Como o GoTrue com confirmação de e-mail ligada: o cadastro não abre sessão e o login
    /// só passa depois de confirmar (localmente, por `frila-api confirmar-email`).
    public var confirmarEmail = false
    /// Realtime (/realtime/v1/websocket): sockets abertos no total e por endereço de origem
    /// (fora dos limites HTTP: o socket promovido sai do libmicrohttpd), quanto um socket
    /// calado vive (o cliente manda heartbeat a cada 25 s) e o teto do que fica esperando
    /// para ser escrito a um cliente lento antes de ele ser derrubado.
    public var limiteRealtime = 10_000
    public var limiteRealtimePorEndereco = 100
    public var ociosoRealtimeS = 60.0
    public var tetoSaidaRealtime = 1 << 20

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
        "anon_key": "anon_key", "pool": "pool", "reserva_escrita": "reserva_escrita", "espera_pool_s": "espera_pool_s",
        "timeout_requisicao_s": "timeout_requisicao_s",
        "intervalo_agendador_s": "intervalo_agendador_s", "validade_token_s": "validade_token_s",
        "limite_conexoes": "limite_conexoes", "log": "log",
        "limite_por_endereco": "limite_por_endereco", "prazo_leitura_s": "prazo_leitura_s",
        "limite_login_endereco": "limite_login_endereco", "limite_login_email": "limite_login_email",
        "limite_cadastro_endereco": "limite_cadastro_endereco", "janela_limite_s": "janela_limite_s",
        "intervalo_reuso_s": "intervalo_reuso_s",
        "cors_origens": "cors_origens", "confirmar_email": "confirmar_email",
        "realtime_limite_conexoes": "realtime_limite_conexoes", "realtime_limite_por_endereco": "realtime_limite_por_endereco",
        "realtime_ocioso_s": "realtime_ocioso_s", "realtime_teto_saida": "realtime_teto_saida",
    ]
    static let chavesAmbiente = [
        "FRILA_API_ESCUTAR": "escutar", "FRILA_BANCO_URL": "banco_url",
        "FRILA_JWT_SEGREDO": "jwt_segredo", "FRILA_ANON_KEY": "anon_key", "FRILA_POOL": "pool", "FRILA_RESERVA_ESCRITA": "reserva_escrita",
        "FRILA_ESPERA_POOL_S": "espera_pool_s", "FRILA_TIMEOUT_REQUISICAO_S": "timeout_requisicao_s",
        "FRILA_INTERVALO_AGENDADOR_S": "intervalo_agendador_s",
        "FRILA_VALIDADE_TOKEN_S": "validade_token_s", "FRILA_LIMITE_CONEXOES": "limite_conexoes",
        "FRILA_API_LOG": "log",
        "FRILA_LIMITE_POR_ENDERECO": "limite_por_endereco", "FRILA_PRAZO_LEITURA_S": "prazo_leitura_s",
        "FRILA_LIMITE_LOGIN_ENDERECO": "limite_login_endereco", "FRILA_LIMITE_LOGIN_EMAIL": "limite_login_email",
        "FRILA_LIMITE_CADASTRO_ENDERECO": "limite_cadastro_endereco", "FRILA_JANELA_LIMITE_S": "janela_limite_s",
        "FRILA_INTERVALO_REUSO_S": "intervalo_reuso_s",
        "FRILA_CORS_ORIGENS": "cors_origens", "FRILA_CONFIRMAR_EMAIL": "confirmar_email",
        "FRILA_REALTIME_LIMITE_CONEXOES": "realtime_limite_conexoes",
        "FRILA_REALTIME_LIMITE_POR_ENDERECO": "realtime_limite_por_endereco",
        "FRILA_REALTIME_OCIOSO_S": "realtime_ocioso_s", "FRILA_REALTIME_TETO_SAIDA": "realtime_teto_saida",
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
            case "reserva_escrita": reservaEscrita = try Self.inteiro(v, chaveExterna, 0...255)
            case "espera_pool_s": esperaPoolS = try Self.real(v, chaveExterna, 0.01...600)
            case "timeout_requisicao_s": timeoutRequisicaoS = try Self.real(v, chaveExterna, 0.01...3600)
            case "intervalo_agendador_s": intervaloAgendadorS = try Self.real(v, chaveExterna, 0...3600)
            case "validade_token_s": validadeTokenS = try Self.inteiro(v, chaveExterna, 60...604_800)
            case "limite_conexoes": limiteConexoes = UInt32(try Self.inteiro(v, chaveExterna, 1...65_000))
            case "limite_por_endereco": limitePorEndereco = UInt32(try Self.inteiro(v, chaveExterna, 1...65_000))
            case "prazo_leitura_s": prazoLeituraS = try Self.real(v, chaveExterna, 0.1...600)
            case "limite_login_endereco": limiteLoginEndereco = try Self.inteiro(v, chaveExterna, 0...1_000_000)
            case "limite_login_email": limiteLoginEmail = try Self.inteiro(v, chaveExterna, 0...1_000_000)
            case "limite_cadastro_endereco": limiteCadastroEndereco = try Self.inteiro(v, chaveExterna, 0...1_000_000)
            case "janela_limite_s": janelaLimiteS = try Self.real(v, chaveExterna, 1...86_400)
            case "intervalo_reuso_s": intervaloReusoS = try Self.inteiro(v, chaveExterna, 0...3600)
            case "log": log = v
            case "realtime_limite_conexoes": limiteRealtime = try Self.inteiro(v, chaveExterna, 0...200_000)
            case "realtime_limite_por_endereco": limiteRealtimePorEndereco = try Self.inteiro(v, chaveExterna, 1...200_000)
            case "realtime_ocioso_s": ociosoRealtimeS = try Self.real(v, chaveExterna, 1...3600)
            case "realtime_teto_saida": tetoSaidaRealtime = try Self.inteiro(v, chaveExterna, 4096...(256 << 20))
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
        if jwtSegredo.isEmpty {
            throw .valor(campo: "jwt_segredo", motivo: "ausente; `make backend-up` gera um (ou defina FRILA_JWT_SEGREDO)")
        }
        if Self.segredosPublicos.contains(jwtSegredo) {
            throw .valor(campo: "jwt_segredo", motivo: "é um segredo de exemplo público (qualquer um assinaria tokens); gere outro")
        }
        if jwtSegredo.utf8.count < Self.tamanhoMinimoSegredo {
            throw .valor(campo: "jwt_segredo", motivo: "precisa de pelo menos \(Self.tamanhoMinimoSegredo) caracteres")
        }
        if anonKey.isEmpty { throw .valor(campo: "anon_key", motivo: "vazia") }
        if bancoURL.isEmpty { throw .valor(campo: "banco_url", motivo: "vazia") }
        if let r = reservaEscrita, r >= pool {
            throw .valor(campo: "reserva_escrita", motivo: "precisa ser menor que pool (\(pool)): as leituras ficariam sem conexão")
        }
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
