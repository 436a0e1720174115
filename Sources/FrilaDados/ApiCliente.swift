import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import FrilaDominio

/// Quem quer saber o resultado de cada requisição (o MonitorDeConexao).
public protocol ObservadorDeRequisicoes: Sendable {
    /// `alcancou`: o servidor respondeu (qualquer status). false: rede/timeout.
    func requisicaoConcluida(alcancou: Bool) async
    /// Modo offline forçado: a requisição nem sai.
    func bloqueiaRequisicoes() async -> Bool
}

/// Cliente do dialeto Supabase (API.md): `apikey` + Bearer, JSON, ISO 8601, renovação
/// do token numa 401 (uma rotação, uma nova tentativa).
public final class ApiCliente: Sendable {
    public let urlBase: URL
    private let chaveAnonima: String
    /// Criada no primeiro pedido (a configuração padrão também): quem abre do cache sem rede
    /// (--offline) não paga a pilha de rede (libcurl, TLS) na memória do primeiro quadro.
    private let preguicosa: Mutex<(configuracao: URLSessionConfiguration?, sessao: URLSession?)>
    private let tempoLimite: TimeInterval
    private var sessao: URLSession {
        preguicosa.withLock { [tempoLimite] estado in
            if let s = estado.sessao { return s }
            let cfg = estado.configuracao ?? .ephemeral
            Self.ajustar(cfg, tempoLimite: tempoLimite)
            let s = URLSession(configuration: cfg, delegate: coletor, delegateQueue: nil)
            estado.sessao = s
            return s
        }
    }

    private static func ajustar(_ cfg: URLSessionConfiguration, tempoLimite: TimeInterval) {
        cfg.timeoutIntervalForRequest = tempoLimite
        cfg.timeoutIntervalForResource = tempoLimite * 2
        cfg.requestCachePolicy = .reloadIgnoringLocalCacheData
        // Sem URLCache: nada seria reaproveitado, e no Linux ele varre um diretório em
        // ~/.cache a cada resposta (make bench: ~0,4 ms por ação no dreno da fila).
        cfg.urlCache = nil
    }
    private let coletor: ColetorDeRespostas
    /// `http://` sem configuração injetada: HTTP/1.1 direto no socket (TransporteHTTP1).
    private let http1: TransporteHTTP1?
    public let cofre: CofreDeSessao
    private let observador: (any ObservadorDeRequisicoes)?
    private let falha = Mutex<ErroDaApi?>(nil)

    public static let tempoLimitePadrao: TimeInterval = 15
    /// Teto do corpo de uma resposta. Grande o bastante para o histórico inteiro de uma
    /// conta (10 mil turnos ≈ 6 MiB); acima disso é servidor ou proxy quebrado.
    public static let limiteDaRespostaPadrao = 16 * 1024 * 1024

    /// Desfecho do pedido mais recente: nil se deu certo. Os comandos sem tela decidem por
    /// ele o código de saída (3 = passageiro: sem rede, servidor fora do ar, 429).
    public var ultimaFalha: ErroDaApi? { falha.withLock { $0 } }

    /// `configuracao` injetável (os testes usam um URLProtocol stub, sem rede); nil =
    /// `.ephemeral`, criada no primeiro pedido.
    public init(urlBase: URL, chaveAnonima: String, cofre: CofreDeSessao,
                configuracao: URLSessionConfiguration? = nil,
                tempoLimite: TimeInterval = ApiCliente.tempoLimitePadrao,
                limiteDaResposta: Int = ApiCliente.limiteDaRespostaPadrao,
                observador: (any ObservadorDeRequisicoes)? = nil, pedidosNaThreadDeQuemPede: Bool = false) {
        self.urlBase = urlBase
        self.chaveAnonima = chaveAnonima
        self.cofre = cofre
        self.observador = observador
        self.tempoLimite = tempoLimite
        // Cópia: a configuração recebida pode ser compartilhada por quem chamou.
        let cfg = configuracao.map { ($0.copy() as? URLSessionConfiguration) ?? $0 }
        coletor = ColetorDeRespostas(limite: limiteDaResposta)
        // Configuração injetada (URLProtocol dos testes): o URLSession, que é quem a usa.
        http1 = configuracao != nil ? nil : TransporteHTTP1(url: urlBase, tempoLimite: tempoLimite, limite: limiteDaResposta,
                                                                     naThreadDeQuemPede: pedidosNaThreadDeQuemPede)
        preguicosa = Mutex((configuracao: cfg, sessao: nil))
    }

    // MARK: - API de alto nível

    /// `POST /rest/v1/rpc/<nome>` autenticado; decodifica a resposta.
    public func rpc<R: Decodable>(_ nome: String, _ argumentos: [String: JSONDoPedido] = [:],
                                  chaveIdempotencia: String? = nil, como: R.Type = R.self) async throws(ErroDaApi) -> R {
        let (dados, _) = try await chamarRPC(nome, argumentos, chaveIdempotencia: chaveIdempotencia)
        return try decodificar(R.self, de: dados)
    }

    /// RPC que devolve `void` (204) ou cujo corpo não interessa.
    public func rpcSemResposta(_ nome: String, _ argumentos: [String: JSONDoPedido] = [:],
                               chaveIdempotencia: String? = nil) async throws(ErroDaApi) {
        _ = try await chamarRPC(nome, argumentos, chaveIdempotencia: chaveIdempotencia)
    }

    private func chamarRPC(_ nome: String, _ argumentos: [String: JSONDoPedido], chaveIdempotencia: String?) async throws(ErroDaApi) -> (Data, HTTPURLResponse) {
        let corpo: Data
        do { corpo = try CodificacaoJSON.codificador().encode(argumentos) } catch {
            throw .respostaInvalida(.argumentosIlegiveis)
        }
        return try await enviar(caminho: "rest/v1/rpc/\(nome)", metodo: "POST", corpo: corpo,
                                autenticado: true, chaveIdempotencia: chaveIdempotencia)
    }

    /// Chamadas de `/auth/v1` (sem Bearer, exceto logout/user).
    public func auth<R: Decodable>(_ caminho: String, metodo: String = "POST", corpo: [String: JSONDoPedido]? = nil,
                                   autenticado: Bool = false, como: R.Type = R.self) async throws(ErroDaApi) -> R {
        let (dados, _) = try await enviarAuth(caminho, metodo: metodo, corpo: corpo, autenticado: autenticado)
        return try decodificar(R.self, de: dados)
    }

    public func authSemResposta(_ caminho: String, metodo: String = "POST", corpo: [String: JSONDoPedido]? = nil,
                                autenticado: Bool = false) async throws(ErroDaApi) {
        _ = try await enviarAuth(caminho, metodo: metodo, corpo: corpo, autenticado: autenticado)
    }

    private func enviarAuth(_ caminho: String, metodo: String, corpo: [String: JSONDoPedido]?, autenticado: Bool) async throws(ErroDaApi) -> (Data, HTTPURLResponse) {
        var dados: Data?
        if let corpo {
            do { dados = try CodificacaoJSON.codificador().encode(corpo) } catch { throw .respostaInvalida(.corpoDoPedidoIlegivel) }
        }
        return try await enviar(caminho: "auth/v1/\(caminho)", metodo: metodo, corpo: dados, autenticado: autenticado)
    }

    /// `POST /auth/v1/logout?scope=local` com um token que não é o do cofre (uma sessão à parte,
    /// como a que confere a senha atual): só ela sai (o padrão, global, encerraria todas). Falhar aqui só deixa a outra sessão viva até vencer.
    func sairDaSessao(token: String) async {
        var naoSaiu = false
        _ = try? await transportar(requisicao(caminho: "auth/v1/logout?scope=local", metodo: "POST", corpo: nil, token: token,
                                              chaveIdempotencia: nil), naoSaiu: &naoSaiu)
    }

    /// `GET /auth/v1/health` — a sonda leve do monitor. true se respondeu 2xx.
    public func saude() async -> Bool {
        var req = URLRequest(url: url(para: "auth/v1/health"))
        req.httpMethod = "GET"
        req.setValue(chaveAnonima, forHTTPHeaderField: "apikey")
        let r: (Data, URLResponse)?
        if let http1 { r = try? await http1.buscar(req) } else { r = try? await sessao.data(for: req) }
        guard let (_, resp) = r, let h = resp as? HTTPURLResponse else { return false }
        return (200..<300).contains(h.statusCode)
    }

    // MARK: - transporte

    func url(para caminho: String) -> URL {
        // "grant_type=..." vem no caminho de auth; preserva a query.
        let base = urlBase.absoluteString.hasSuffix("/") ? urlBase.absoluteString : urlBase.absoluteString + "/"
        return URL(string: base + caminho)!
    }

    func enviar(caminho: String, metodo: String, corpo: Data?, autenticado: Bool,
                chaveIdempotencia: String? = nil) async throws(ErroDaApi) -> (Data, HTTPURLResponse) {
        do {
            let r = try await enviarSemAnotar(caminho: caminho, metodo: metodo, corpo: corpo, autenticado: autenticado,
                                              chaveIdempotencia: chaveIdempotencia)
            falha.withLock { $0 = nil }
            return r
        } catch {
            falha.withLock { $0 = error }
            throw error
        }
    }

    private func enviarSemAnotar(caminho: String, metodo: String, corpo: Data?, autenticado: Bool,
                                 chaveIdempotencia: String?) async throws(ErroDaApi) -> (Data, HTTPURLResponse) {
        if let o = observador, await o.bloqueiaRequisicoes() { throw .semConexao }
        var token: String?
        if autenticado {
            guard let t = await cofre.atual?.tokenDeAcesso else { throw .naoAutorizado(codigo: "no_authorization") }
            token = t
        }
        var (dados, resp) = try await executar(caminho: caminho, metodo: metodo, corpo: corpo, token: token,
                                               chaveIdempotencia: chaveIdempotencia)
        // A apikey recusada não é a sessão: renovar gastaria o token de renovação à toa.
        if Self.apikeyRecusada(status: resp.statusCode, dados: dados) { throw .chaveAnonRecusada(faltando: chaveAnonFaltando) }
        if resp.statusCode == 401, autenticado, let recusado = token {
            let nova: Credencial
            do {
                nova = try await cofre.renovar(apos: recusado) { [self] rt in try await self.renovarSessao(rt) }
            } catch let e as ErroDaApi { throw e } catch { throw .sessaoExpirada }
            (dados, resp) = try await executar(caminho: caminho, metodo: metodo, corpo: corpo, token: nova.tokenDeAcesso,
                                               chaveIdempotencia: chaveIdempotencia)
            if Self.apikeyRecusada(status: resp.statusCode, dados: dados) { throw .chaveAnonRecusada(faltando: chaveAnonFaltando) }
            if resp.statusCode == 401 { throw .sessaoExpirada }
        }
        if (200..<300).contains(resp.statusCode) { return (dados, resp) }
        throw Self.classificar(status: resp.statusCode, dados: dados, cabecalhos: resp)
    }

    private func executar(caminho: String, metodo: String, corpo: Data?, token: String?,
                          chaveIdempotencia: String?) async throws(ErroDaApi) -> (Data, HTTPURLResponse) {
        var naoSaiu = false
        return try await transportar(requisicao(caminho: caminho, metodo: metodo, corpo: corpo, token: token,
                                                chaveIdempotencia: chaveIdempotencia), naoSaiu: &naoSaiu)
    }

    private func requisicao(caminho: String, metodo: String, corpo: Data?, token: String?,
                            chaveIdempotencia: String?) -> URLRequest {
        var req = URLRequest(url: url(para: caminho))
        req.httpMethod = metodo
        // Os cabeçalhos de uma vez: cada setValue procura o nome entre os que já existem, por
        // NSString (~9 % da CPU do dreno da fila com cinco deles).
        var cabecalhos = ["apikey": chaveAnonima, "Accept": "application/json"]
        if let token { cabecalhos["Authorization"] = "Bearer \(token)" }
        if let chaveIdempotencia { cabecalhos["Idempotency-Key"] = chaveIdempotencia }
        if let corpo {
            req.httpBody = corpo
            cabecalhos["Content-Type"] = "application/json"
        }
        req.allHTTPHeaderFields = cabecalhos
        return req
    }

    /// `naoSaiu`: a falha garante que o pedido não chegou ao servidor (conexão recusada, nome
    /// não resolvido, sem interface de rede).
    private func transportar(_ req: URLRequest, naoSaiu: inout Bool) async throws(ErroDaApi) -> (Data, HTTPURLResponse) {
        do {
            let (d, r): (Data, URLResponse)
            if let http1 { (d, r) = try await http1.buscar(req) } else { (d, r) = try await coletor.buscar(req, em: sessao) }
            guard let h = r as? HTTPURLResponse else { throw ErroDaApi.respostaInvalida(.semHTTP) }
            await observador?.requisicaoConcluida(alcancou: true)
            return (d, h)
        } catch let e as ErroDaApi {
            throw e
        } catch let g as ColetorDeRespostas.GrandeDemais {
            // O servidor respondeu (está no ar); o corpo é que não cabe.
            await observador?.requisicaoConcluida(alcancou: true)
            throw .respostaInvalida(.grandeDemais(limiteMiB: g.limite / (1024 * 1024)))
        } catch {
            naoSaiu = Self.naoSaiu(error)
            let erro = Self.classificar(erroDeTransporte: error)
            await observador?.requisicaoConcluida(alcancou: false)
            throw erro
        }
    }

    static func naoSaiu(_ erro: any Error) -> Bool {
        guard let u = erro as? URLError else { return false }
        switch u.code {
        case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet: return true
        default: return false
        }
    }

    /// `POST /auth/v1/token?grant_type=refresh_token`. Nunca passa pela renovação de novo.
    /// Se o pedido comprovadamente não saiu, diz isso ao cofre (`RenovacaoNaoSaiu`): o token
    /// de renovação não foi usado e pode voltar para a credencial.
    private func renovarSessao(_ tokenDeRenovacao: String) async throws -> Credencial {
        let corpo = try CodificacaoJSON.codificador().encode(["refresh_token": tokenDeRenovacao])
        if let o = observador, await o.bloqueiaRequisicoes() { throw RenovacaoNaoSaiu(erro: .semConexao) }
        let req = requisicao(caminho: "auth/v1/token?grant_type=refresh_token", metodo: "POST", corpo: corpo,
                             token: nil, chaveIdempotencia: nil)
        var naoSaiu = false
        let (dados, resp): (Data, HTTPURLResponse)
        do { (dados, resp) = try await transportar(req, naoSaiu: &naoSaiu) } catch {
            if naoSaiu { throw RenovacaoNaoSaiu(erro: error) }
            throw error
        }
        // O gateway barrou a apikey: o token não chegou ao GoTrue e continua valendo.
        if Self.apikeyRecusada(status: resp.statusCode, dados: dados) {
            throw RenovacaoNaoSaiu(erro: .chaveAnonRecusada(faltando: chaveAnonFaltando))
        }
        guard (200..<300).contains(resp.statusCode) else {
            throw Self.classificar(status: resp.statusCode, dados: dados, cabecalhos: resp)
        }
        return try decodificar(SessaoDTO.self, de: dados).credencial()
    }

    func decodificar<R: Decodable>(_ tipo: R.Type, de dados: Data) throws(ErroDaApi) -> R {
        if R.self == SemConteudo.self { return SemConteudo() as! R }
        do { return try CodificacaoJSON.decodificador().decode(R.self, from: dados) } catch {
            // Só o caminho do campo, nunca o corpo (pode ter dado pessoal: RN15).
            let e = ErroDaApi.respostaInvalida(Self.descrever(error))
            falha.withLock { $0 = e }
            throw e
        }
    }

    static func descrever(_ erro: any Error) -> DefeitoDaResposta {
        guard let e = erro as? DecodingError else { return .corpoIlegivel }
        switch e {
        case .keyNotFound(let k, let ctx): return .falta(campo: (ctx.codingPath + [k]).map(\.stringValue).joined(separator: "."))
        case .typeMismatch(_, let ctx), .valueNotFound(_, let ctx), .dataCorrupted(let ctx):
            return .campoInvalido(ctx.codingPath.map(\.stringValue).joined(separator: "."))
        @unknown default: return .corpoIlegivel
        }
    }

    // MARK: - classificação (pura, testável)

    static func classificar(erroDeTransporte erro: any Error) -> ErroDaApi {
        if let u = erro as? URLError {
            switch u.code {
            case .timedOut: return .tempoEsgotado
            // Conexão fechada sem resposta (ou no meio dela) chega aqui como "resposta
            // ruim": para a pessoa e para o monitor é a rede que caiu, não um corpo estranho.
            default: return .semConexao
            }
        }
        return .semConexao
    }

    /// Retry-After (RFC 9110): segundos ou data HTTP ("Sun, 06 Nov 1994 08:49:37 GMT").
    /// Ilegível ou negativo: nil (a fila usa o próprio backoff).
    static func esperaPedida(_ valor: String?, agora: Date = Date()) -> TimeInterval? {
        guard let v = valor?.trimmingCharacters(in: .whitespaces), !v.isEmpty else { return nil }
        if let s = TimeInterval(v) { return s.isFinite && s >= 0 ? s : nil }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "GMT")
        for formato in ["EEE, dd MMM yyyy HH:mm:ss zzz", "EEEE, dd-MMM-yy HH:mm:ss zzz", "EEE MMM d HH:mm:ss yyyy"] {
            f.dateFormat = formato
            if let d = f.date(from: v) { return max(0, d.timeIntervalSince(agora)) }
        }
        return nil
    }

    /// Sem chave configurada (vazia ou a de demonstração, que só um `supabase start` aceita).
    var chaveAnonFaltando: Bool {
        chaveAnonima.isEmpty || chaveAnonima == ConfiguracaoDoCliente.anonKeyPadrao
    }

    /// As duas 401 do gateway do Supabase (e do frila-api) para a apikey, antes de qualquer
    /// sessão: "No API key found in request" e "Invalid API key".
    static func apikeyRecusada(status: Int, dados: Data) -> Bool {
        guard status == 401, dados.count < 1024,
              let obj = (try? JSONSerialization.jsonObject(with: dados)) as? [String: Any],
              let m = obj["message"] as? String else { return false }
        return m == "Invalid API key" || m == "No API key found in request"
    }

    static func classificar(status: Int, dados: Data, cabecalhos: HTTPURLResponse?) -> ErroDaApi {
        switch status {
        case 401:
            return .naoAutorizado(codigo: CorpoDeErro.ler(dados)?.chave)
        case 408:
            return .tempoEsgotado
        case 429:
            return .limiteDeRequisicoes(tenteEmSegundos: esperaPedida(cabecalhos?.value(forHTTPHeaderField: "Retry-After")))
        case 500...599:
            return .erroDoServidor(status: status)
        default:
            guard let corpo = CorpoDeErro.ler(dados) else {
                return .respostaInvalida(.erroSemCorpoLegivel(status: status))
            }
            return .recusa(RecusaDoServidor(status: status, codigo: corpo.codigo, chave: corpo.chave,
                                            detalhes: corpo.detalhes, dicaTexto: corpo.dica))
        }
    }
}

/// Tipo para "não decodifique nada".
public struct SemConteudo: Decodable, Sendable {
    public init() {}
}

/// Corpo de erro do PostgREST (`code,message,details,hint`) ou do GoTrue (`code,message`,
/// às vezes `error_code`/`msg`). Acha a chave estável (snake_case) onde ela estiver.
struct CorpoDeErro {
    let codigo: String?
    let chave: String
    let detalhes: String?
    let dica: String?

    static func ehChave(_ s: String) -> Bool {
        !s.isEmpty && s.range(of: #"^[a-z][a-z0-9_]*$"#, options: .regularExpression) != nil
    }

    static func ler(_ dados: Data) -> CorpoDeErro? {
        guard let obj = (try? JSONSerialization.jsonObject(with: dados)) as? [String: Any] else { return nil }
        func texto(_ k: String) -> String? {
            switch obj[k] {
            case let s as String: s
            case let n as NSNumber: n.stringValue
            case let o as [String: Any]: (try? JSONSerialization.data(withJSONObject: o)).flatMap { String(data: $0, encoding: .utf8) }
            default: nil
            }
        }
        let codigo = texto("code") ?? texto("error_code")
        let candidatos = [texto("error_code"), texto("code"), texto("message"), texto("msg"), texto("error")].compactMap { $0 }
        guard let chave = candidatos.first(where: ehChave) ?? candidatos.first else { return nil }
        let frase = [texto("details"), texto("message"), texto("msg"), texto("error_description")]
            .compactMap { $0 }.first { !$0.isEmpty && !ehChave($0) }
        return CorpoDeErro(codigo: codigo, chave: chave, detalhes: frase, dica: texto("hint") ?? texto("weak_password"))
    }
}
