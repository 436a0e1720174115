import Foundation

/// O gateway: GoTrue (/auth/v1) e PostgREST (/rest/v1/rpc) mínimos na frente do SQL.
/// Sem estado de sessão próprio: tudo que é regra está nas funções SQL.
public final class Gateway: @unchecked Sendable {  // seguro: só constantes thread-safe
    // @unchecked: as propriedades são constantes; Pool, Esquema e CacheDeTokens são
    // thread-safe por dentro.
    public let config: Configuracao
    public let pool: Pool
    public let esquema = Esquema()
    let tokens = CacheDeTokens()
    let loginPorEndereco: Limitador
    let loginPorPar: Limitador
    let loginPorEmail: Limitador
    let enderecosConhecidos = EnderecosConhecidos()
    let cadastroPorEndereco: Limitador
    /// Quem quer saber de um logout (o Realtime fecha os canais daquelas sessões).
    let sessoesEncerradas = AvisoDeSessoesEncerradas()

    /// Maior corpo aceito (1 MiB); acima disso, 413.
    public static let limiteCorpo = 1 << 20
    /// Papéis que um JWT pode pedir (os do Supabase).
    static let papeisAceitos: Set<String> = ["anon", "authenticated", "service_role"]

    public init(config: Configuracao) {
        self.config = config
        self.pool = Pool(url: config.bancoURL, tamanho: config.pool, espera: config.esperaPoolS,
                         reservaEscrita: config.reservaDeEscrita)
        loginPorEndereco = Limitador(capacidade: config.limiteLoginEndereco, janela: config.janelaLimiteS, recuo: true)
        loginPorPar = Limitador(capacidade: config.limiteLoginEmail, janela: config.janelaLimiteS, recuo: true)
        loginPorEmail = Limitador(capacidade: config.limiteLoginEmail, janela: config.janelaLimiteS)
        cadastroPorEndereco = Limitador(capacidade: config.limiteCadastroEndereco, janela: config.janelaLimiteS)
    }

    // MARK: roteamento

    /// Cabeçalhos que o servidor HTTP repassa (o resto não chega ao gateway).
    static let cabecalhosLidos = ["apikey", "authorization", "origin", "prefer", "accept-profile",
                                  "content-profile", "access-control-request-headers", "accept"]
    /// O que o gateway do Supabase (Kong) aceita num preflight.
    static let metodosCORS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"
    static let cabecalhosCORS = "authorization, x-client-info, apikey, content-type, prefer, accept-profile, "
        + "content-profile, range, x-supabase-api-version"
    /// Versão da API do GoTrue que faz supabase-js/py lerem `code` dos erros.
    static let versaoApiAuth = "2024-01-01"

    /// Toda resposta sai com CORS; as de /auth/v1 com a versão da API; HEAD sem corpo.
    public func atender(_ r: Requisicao) -> Resposta {
        acabamento(r.metodo == "OPTIONS" ? preflight(r) : rotear(r), r)
    }

    /// Corpo acima do limite (o servidor HTTP responde sem ler o corpo): o mesmo acabamento
    /// das outras respostas, e no formato do GoTrue em /auth/v1.
    public func respostaGrande(metodo: String, caminho: String, origem: String?) -> Resposta {
        let r = Requisicao(metodo: metodo, caminho: caminho, cabecalhos: origem.map { ["origin": $0] } ?? [:])
        let mensagem = "Corpo da requisição maior que 1 MiB."
        return acabamento(caminho.hasPrefix("/auth/v1/") ? .gotrue(413, codigo: "request_too_large", mensagem: mensagem)
                                                         : .postgrest(413, codigo: "PGRST413", mensagem: mensagem), r)
    }

    /// Tamanho do corpo ambíguo (Content-Length e Transfer-Encoding juntos, Content-Length
    /// repetido, codificação desconhecida): 400 no formato de cada API, sem ler o corpo.
    public func respostaAmbigua(metodo: String, caminho: String, origem: String?) -> Resposta {
        let r = Requisicao(metodo: metodo, caminho: caminho, cabecalhos: origem.map { ["origin": $0] } ?? [:])
        let mensagem = "Tamanho do corpo ambíguo (Content-Length/Transfer-Encoding)."
        return acabamento(caminho.hasPrefix("/auth/v1/") ? .gotrue(400, codigo: "bad_request", mensagem: mensagem)
                                                         : .postgrest(400, codigo: "PGRST000", mensagem: mensagem), r)
    }

    func acabamento(_ resposta: Resposta, _ r: Requisicao) -> Resposta {
        var resp = resposta
        resp.cabecalhos += cors(r)
        if r.caminho.hasPrefix("/auth/v1/") { resp.cabecalhos.append(("X-Supabase-Api-Version", Self.versaoApiAuth)) }
        if r.metodo == "HEAD" { resp.corpo = [] }
        return resp
    }

    /// Preflight do navegador: vem sem apikey e responde 200 em qualquer caminho.
    func preflight(_ r: Requisicao) -> Resposta {
        let pedidos = r.cabecalho("access-control-request-headers").map { $0.trimmingCharacters(in: .whitespaces) }
        return Resposta(status: 200, cabecalhos: [
            ("Access-Control-Allow-Methods", Self.metodosCORS),
            ("Access-Control-Allow-Headers", pedidos.flatMap { $0.isEmpty ? nil : $0 } ?? Self.cabecalhosCORS),
            ("Access-Control-Max-Age", "3600"),
        ])
    }

    /// `*` quando configurado; senão a origem do pedido se estiver na lista (ou a primeira da
    /// lista, que o navegador recusa), com Vary: Origin.
    func cors(_ r: Requisicao) -> [(String, String)] {
        let expor = ("Access-Control-Expose-Headers", "Content-Range, X-Supabase-Api-Version, Retry-After")
        if config.corsOrigens.contains("*") { return [("Access-Control-Allow-Origin", "*"), expor] }
        let origem = r.cabecalho("origin").flatMap { config.corsOrigens.contains($0) ? $0 : nil }
        return [("Access-Control-Allow-Origin", origem ?? config.corsOrigens[0]), ("Vary", "Origin"), expor]
    }

    func rotear(_ r: Requisicao) -> Resposta {
        let c = r.caminho
        if c == "/auth/v1/health" || c == "/rest/v1/health" {
            return r.metodo == "GET" || r.metodo == "HEAD"
                ? .json(200, "{\"name\":\"GoTrue\",\"version\":\"frila-api\",\"description\":\"frila-api: GoTrue/PostgREST locais\"}")
                : .gotrue(405, codigo: "method_not_allowed", mensagem: "Método não permitido.")
        }
        if let recusa = conferirApikey(r) { return recusa }
        if c.hasPrefix("/auth/v1/") { return auth(r, rota: String(c.dropFirst("/auth/v1/".count))) }
        if c.hasPrefix("/rest/v1/rpc/") {
            let nome = String(c.dropFirst("/rest/v1/rpc/".count))
            guard r.metodo == "POST" || r.metodo == "GET" || r.metodo == "HEAD" else {
                return .postgrest(405, codigo: "PGRST101", mensagem: "Funções só aceitam GET, HEAD e POST.",
                                  cabecalhos: [("Allow", "GET, HEAD, POST")])
            }
            if let recusa = conferirPerfil(r) { return recusa }
            return rpc(r, nome: nome)
        }
        if c.hasPrefix("/rest/v1") {
            return .postgrest(404, codigo: "PGRST125", mensagem: "Caminho inválido na URL da requisição.")
        }
        return .json(404, "{\"message\":\"no Route matched with those values\"}")
    }

    /// Accept-Profile (leitura) / Content-Profile (escrita): só `public` é exposto.
    func conferirPerfil(_ r: Requisicao) -> Resposta? {
        let nome = r.metodo == "POST" ? "content-profile" : "accept-profile"
        guard let perfil = r.cabecalho(nome), perfil != "public" else { return nil }
        return .postgrest(406, codigo: "PGRST106", mensagem: "O schema precisa ser um destes: public",
                          detalhe: "Pedido o schema \(perfil) em \(nome == "content-profile" ? "Content-Profile" : "Accept-Profile").")
    }

    /// Parâmetros da query string que o PostgREST reserva para si (nunca são argumentos).
    static let parametrosReservados: Set<String> = ["select", "limit", "offset", "order", "and", "or", "not.and",
                                                    "not.or", "columns", "on_conflict", "apikey"]
    /// Valor com cara de filtro do PostgREST (`eq.1`, `not.in.(a,b)`, ...).
    static func ehFiltro(_ valor: String) -> Bool {
        var v = Substring(valor)
        if v.hasPrefix("not.") { v = v.dropFirst(4) }
        guard let ponto = v.firstIndex(of: ".") else { return false }
        var op = v[..<ponto]
        if let p = op.firstIndex(of: "(") { op = op[..<p] }  // like(any), fts(portuguese)
        return operadoresFiltro.contains(String(op))
    }
    static let operadoresFiltro: Set<String> = ["eq", "neq", "gt", "gte", "lt", "lte", "like", "ilike", "match",
        "imatch", "in", "is", "isdistinct", "fts", "plfts", "phfts", "wfts", "cs", "cd", "ov", "sl", "sr", "nxr",
        "nxl", "adj"]

    /// `apikey` (cabeçalho ou parâmetro) obrigatória, como no gateway do Supabase.
    func conferirApikey(_ r: Requisicao) -> Resposta? {
        guard let k = r.cabecalho("apikey") ?? r.argumento("apikey"), !k.isEmpty else {
            return .json(401, "{\"message\":\"No API key found in request\",\"hint\":\"No `apikey` request header or url param was found.\"}")
        }
        guard k == config.anonKey else {
            return .json(401, "{\"message\":\"Invalid API key\",\"hint\":\"Double check your Supabase `anon` or `service_role` API key.\"}")
        }
        return nil
    }

    // MARK: JWT

    enum Identidade: Equatable {
        case anonimo
        case usuario(Claims)
    }

    enum FalhaDeToken: Error, Equatable { case ausente, invalido, expirado, banco(ErroBanco) }

    /// Lê o Bearer. Sem Authorization: anônimo. Verificação por `auth.jwt_verificar`, com
    /// cache em memória até o `exp` (a assinatura não muda; o exp é rechecado a cada uso).
    func identificar(_ r: Requisicao) -> Result<Identidade, FalhaDeToken> {
        guard let h = r.cabecalho("authorization") else { return .success(.anonimo) }
        let partes = h.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard partes.count == 2, partes[0].lowercased() == "bearer" else { return .failure(.invalido) }
        return verificar(token: String(partes[1].drop { $0 == " " })).map { .usuario($0) }
    }

    /// Verifica um JWT (assinatura, exp, papel, session_id com forma de uuid); também para
    /// o `access_token` de um canal do realtime.
    func verificar(token: String) -> Result<Claims, FalhaDeToken> {
        let agora = Date().timeIntervalSince1970
        if let c = tokens.buscar(token, agora: agora) { return .success(c) }
        do {
            let ls = try pool.com { (c: Conexao) throws(ErroBanco) in
                try c.executar("select c::text, c->>'role', c->>'sub', (c->>'exp')::float8, c->>'session_id' from auth.jwt_verificar($1, $2) c",
                               [token, config.jwtSegredo])
            }
            guard let l = ls.linhas.first, let json = l[0] else { return .failure(.invalido) }
            let papel = l[1] ?? "anon"
            guard Self.papeisAceitos.contains(papel) else { return .failure(.invalido) }
            // session_id que não é uuid nunca acharia sessão: inválido já.
            if let s = l[4], UUID(uuidString: s) == nil { return .failure(.invalido) }
            let claims = Claims(json: json, papel: papel, sub: l[2], exp: l[3].flatMap(Double.init), sessao: l[4])
            tokens.guardar(token, claims, agora: agora)
            return .success(claims)
        } catch .sql(let e) where e.codigo == "28000" {
            return .failure(e.mensagem == "jwt_expirado" ? .expirado : .invalido)
        } catch .sql(let e) where e.codigo == "22023" || e.codigo == "22P02" || e.codigo == "22021" {
            return .failure(.invalido)  // texto que nem é JWT
        } catch {
            return .failure(.banco(error))
        }
    }

    // MARK: /rest/v1/rpc

    func rpc(_ r: Requisicao, nome: String) -> Resposta {
        // Formato pedido no Accept (.csv(), .single()): GatewaySupabase.swift.
        let midia: MidiaRPC
        switch Self.negociarMidia(r.cabecalho("accept")) {
        case .success(let m): midia = m
        case .failure(let recusa): return recusa
        }
        // Argumentos: corpo JSON (POST) ou query string (GET), sempre como um objeto JSON.
        var chaves: [String] = []
        var pares: [(String, ValorJSON)] = []
        var argumentosJSON = "{}"
        if r.metodo == "POST" {
            if !r.corpo.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                do {
                    pares = try JSON.objeto(r.corpo)
                    chaves = pares.map(\.0)
                    argumentosJSON = String(decoding: r.corpo, as: UTF8.self)
                } catch .chavesDemais {
                    return .postgrest(400, codigo: "PGRST102",
                                      mensagem: "Corpo com mais de \(JSON.maximoChaves) argumentos; nenhuma função recebe tantos.")
                } catch {
                    return .postgrest(400, codigo: "PGRST102", mensagem: "JSON vazio ou inválido no corpo da requisição.")
                }
            }
        } else {
            // Como o PostgREST: valor com cara de filtro (`eq.`, `not.in.`, ...) filtra o
            // resultado, nunca é argumento, nem com o nome de um; os reservados também não.
            let argumentos = nomesDeArgumentos(nome)
            var vistos: [String: String] = [:]
            for (k, v) in r.consulta where !Self.ehFiltro(v)
                && (argumentos.contains(k) || !Self.parametrosReservados.contains(k)) {
                if vistos[k] == nil { chaves.append(k) }
                vistos[k] = v
            }
            pares = chaves.map { ($0, .texto(vistos[$0]!)) }
            argumentosJSON = "{" + chaves.map { "\(JSON.texto($0)):\(JSON.texto(vistos[$0]!))" }.joined(separator: ",") + "}"
        }

        let identidade: Identidade
        switch identificar(r) {
        case .success(let i): identidade = i
        case .failure(let f): return Self.respostaToken(f)
        }
        let (papel, claims): (String, String)
        var sessao: String?
        switch identidade {
        case .anonimo: (papel, claims) = ("anon", "{\"role\":\"anon\"}")
        case .usuario(let c): (papel, claims, sessao) = (c.papel, c.json, c.sessao)
        }
        let autenticado = papel != "anon"

        // Nome só vale se estiver no catálogo de `public` (nunca entra cru no SQL).
        let funcao: FuncaoExposta
        switch buscarFuncao(nome, chaves: Set(chaves)) {
        case .success(let f): funcao = f
        case .failure(let resp): return resp
        }
        // Texto invisível ou de alfabetos misturados não chega ao banco (que recusa o mesmo com
        // as mesmas chaves: privado.problema_do_texto).
        if let (campo, problema) = RegraDoTexto.primeiroProblema(em: pares) {
            return .postgrest(422, codigo: "PT422", mensagem: problema.rawValue, detalhe: RegraDoTexto.frase(problema, campo: campo),
                              dica: "{\"campo\":\(JSON.texto(campo))}")
        }

        let (comandos, indiceFuncao) = conversaDaRPC(escrita: r.metodo == "POST", sessao: sessao, papel: papel, claims: claims,
                                                     sqlFuncao: funcao.sql(chaves: chaves),
                                                     argumentos: chaves.isEmpty ? nil : argumentosJSON)
        let resultados: [Result<Linhas, ErroBanco>]
        do {
            // Leitura (GET/HEAD, ou função stable/immutable): fora da reserva das escritas.
            let leitura = r.metodo != "POST" || funcao.soLeitura
            resultados = try pool.com(leitura: leitura) { (c: Conexao) throws(ErroBanco) in try c.pipeline(comandos) }
        } catch {
            return MapaDeErros.resposta(error, autenticado: autenticado)
        }
        for res in resultados {
            if case .failure(let e) = res {
                if case .sql(let s) = e, s.codigo == "42883" { esquema.invalidar() }
                if case .sql(let s) = e, s.codigo == "PT403" || s.codigo == "PT401", s.mensagem == "session_not_found" {
                    return Self.respostaSessaoEncerrada
                }
                return MapaDeErros.resposta(e, autenticado: autenticado)
            }
        }
        if funcao.tipoRetorno == "void" && !funcao.retornaConjunto { return .semConteudo }
        guard indiceFuncao < resultados.count, case .success(let l) = resultados[indiceFuncao] else { return .semConteudo }
        return Self.respostaRPC(r, funcao: funcao, corpo: l.primeiro, midia: midia)
    }

    /// A conversa de uma RPC com o PostgreSQL, num pipeline (uma ida e volta): o piso do
    /// bench (`--piso`) manda esta mesma, para medir só o que o HTTP e o gateway custam.
    /// Sessão encerrada (logout) derruba o token já, antes do exp: conferida aqui, como
    /// dono e antes de trocar de papel. Devolve os comandos e o índice do comando da função.
    func conversaDaRPC(escrita: Bool, sessao: String?, papel: String, claims: String,
                       sqlFuncao: String, argumentos: String?) -> ([Comando], Int) {
        let timeoutMs = String(Int((config.timeoutRequisicaoS * 1000).rounded()))
        var comandos = [Comando(escrita ? "begin" : "begin read only")]
        if let sessao { comandos.append(Comando("select auth.exigir_sessao($1::uuid)", [sessao])) }
        let indiceFuncao = comandos.count + 1
        comandos += [
            Comando("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('statement_timeout', $3, true)",
                    [papel, claims, timeoutMs]),
            Comando(sqlFuncao, argumentos.map { [$0] } ?? []),
            Comando("commit"),
        ]
        return (comandos, indiceFuncao)
    }

    /// Nomes de argumentos de todas as sobrecargas de `nome` (vazio se não existe).
    func nomesDeArgumentos(_ nome: String) -> Set<String> {
        if !esquema.carregado {
            try? pool.com { (c: Conexao) throws(ErroBanco) in try esquema.recarregar(seAnteriorA: Esquema.agora(), c) }
        }
        return esquema.argumentos(de: nome)
    }

    func buscarFuncao(_ nome: String, chaves: Set<String>) -> Result<FuncaoExposta, Resposta> {
        let instante = Esquema.agora()
        var busca = esquema.carregado ? esquema.buscar(nome, chaves: chaves) : .semNome
        if case .achou = busca {} else {
            do {
                try pool.com { (c: Conexao) throws(ErroBanco) in try esquema.recarregar(seAnteriorA: instante, c) }
            } catch {
                return .failure(MapaDeErros.resposta(error, autenticado: false))
            }
            busca = esquema.buscar(nome, chaves: chaves)
        }
        if case .achou(let f) = busca { return .success(f) }
        let assinatura = "public.\(nome)(\(chaves.sorted().joined(separator: ", ")))"
        return .failure(.postgrest(404, codigo: "PGRST202",
                                   mensagem: "Função \(assinatura) não encontrada no cache do esquema.",
                                   detalhe: chaves.isEmpty ? "Procurada a função public.\(nome) sem parâmetros; nenhuma combina."
                                       : "Procurada a função public.\(nome) com os parâmetros \(chaves.sorted().joined(separator: ", ")); nenhuma combina.",
                                   dica: nil))
    }

    /// RPC com token de sessão encerrada: 401 como um JWT inválido (o cliente tenta o
    /// refresh, que também falha, e pede login), com o motivo no `details`.
    static let respostaSessaoEncerrada = Resposta.postgrest(
        401, codigo: "PGRST301", mensagem: "Sessão encerrada; entre de novo.", detalhe: "session_not_found",
        cabecalhos: [("WWW-Authenticate", "Bearer error=\"invalid_token\", error_description=\"session not found\"")])

    static func respostaToken(_ f: FalhaDeToken) -> Resposta {
        switch f {
        case .banco(let e): return MapaDeErros.resposta(e, autenticado: false)
        case .expirado:
            return .postgrest(401, codigo: "PGRST303", mensagem: "JWT expirado.",
                              cabecalhos: [("WWW-Authenticate", "Bearer error=\"invalid_token\", error_description=\"JWT expired\"")])
        case .invalido, .ausente:
            return .postgrest(401, codigo: "PGRST301", mensagem: "JWT inválido.",
                              cabecalhos: [("WWW-Authenticate", "Bearer error=\"invalid_token\", error_description=\"JWT invalid\"")])
        }
    }

    // MARK: /auth/v1

    func auth(_ r: Requisicao, rota: String) -> Resposta {
        switch (rota, r.metodo) {
        case ("signup", "POST"):
            guard let campos = try? JSON.objeto(r.corpo) else { return Self.jsonRuim }
            let email = Self.texto(campos, "email"), senha = Self.texto(campos, "password")
            guard let email, !email.isEmpty, let senha, !senha.isEmpty else {
                return .gotrue(422, codigo: "validation_failed", mensagem: "Informe e-mail e senha.")
            }
            let agora = Date().timeIntervalSince1970
            if let s = cadastroPorEndereco.espera(r.endereco, agora: agora) { return Self.limiteAtingido(s) }
            cadastroPorEndereco.tirar(r.endereco, agora: agora)
            var dados = "{}"
            if let (_, v) = campos.last(where: { $0.0 == "data" }), case .bruto(let b) = v, b.hasPrefix("{") { dados = b }
            if let (campo, problema) = RegraDoTexto.primeiroProblema(em: campos) {
                return .gotrue(400, codigo: "validation_failed", mensagem: RegraDoTexto.frase(problema, campo: campo))
            }
            // Com confirmação de e-mail: o usuário, sem sessão (como o GoTrue).
            let funcao = config.confirmarEmail ? "auth.gotrue_signup_a_confirmar" : "auth.gotrue_signup"
            return sessao("select \(funcao)($1, $2, $3::jsonb, $4, $5)::text",
                          [email, senha, dados, config.jwtSegredo, String(config.validadeTokenS)])
        case ("token", "POST"):
            guard let campos = try? JSON.objeto(r.corpo) else { return Self.jsonRuim }
            switch r.argumento("grant_type") {
            case "password":
                return login(r, email: Self.texto(campos, "email") ?? "", senha: Self.texto(campos, "password") ?? "")
            case "refresh_token":
                return sessao("select auth.gotrue_refresh($1, $2, $3, $4)::text",
                              [Self.texto(campos, "refresh_token") ?? "", config.jwtSegredo, String(config.validadeTokenS),
                               String(config.intervaloReusoS)])
            default:
                return .gotrue(400, codigo: "unsupported_grant_type", mensagem: "grant_type precisa ser password ou refresh_token.")
            }
        case ("logout", "POST"):
            let escopo = r.argumento("scope") ?? "global"
            guard ["global", "local", "others"].contains(escopo) else {
                return .gotrue(400, codigo: "validation_failed", mensagem: "scope precisa ser global, local ou others.")
            }
            switch usuarioDoBearer(r) {
            case .failure(let resp): return resp
            case .success(let (sub, sid)):
                let resp = sessao("select auth.exigir_sessao($2::uuid), auth.gotrue_logout($1::uuid, $2::uuid, $3)",
                                  [sub, sid, escopo], vazio: true)
                if resp.status < 300 { sessoesEncerradas.avisar(FimDeSessoes(usuario: sub, sessao: sid, escopo: escopo)) }
                return resp
            }
        case ("user", "GET"):
            switch usuarioDoBearer(r) {
            case .failure(let resp): return resp
            case .success(let (sub, sid)): return sessao("select auth.gotrue_usuario($1::uuid, $2::uuid)::text", [sub, sid])
            }
        case ("user", "PUT"):
            return atualizarUsuario(r)  // GatewaySupabase.swift
        case ("settings", "GET"), ("settings", "HEAD"):
            return .json(200, configuracaoPublica)
        case ("signup", _), ("token", _), ("logout", _), ("user", _), ("settings", _):
            return .gotrue(405, codigo: "method_not_allowed", mensagem: "Método não permitido.")
        default:
            return .gotrue(404, codigo: "not_found", mensagem: "Rota inexistente.")
        }
    }

    static let jsonRuim = Resposta.gotrue(400, codigo: "bad_json", mensagem: "Corpo JSON inválido.")

    /// `GET /auth/v1/settings` como o GoTrue: só o provedor de e-mail, cadastro aberto, e
    /// `mailer_autoconfirm` é o contrário da confirmação de e-mail.
    var configuracaoPublica: String {
        let externos = ["anonymous_users", "apple", "azure", "bitbucket", "discord", "facebook", "figma", "github",
                        "gitlab", "google", "keycloak", "kakao", "linkedin_oidc", "notion", "phone", "slack_oidc",
                        "spotify", "twitch", "twitter", "workos", "zoom"]
        let lista = (["\"email\":true"] + externos.map { "\"\($0)\":false" }).joined(separator: ",")
        return "{\"external\":{\(lista)},\"disable_signup\":false,\"mailer_autoconfirm\":\(!config.confirmarEmail),"
            + "\"phone_autoconfirm\":false,\"sms_provider\":\"\",\"saml_enabled\":false}"
    }

    /// 429 do GoTrue (`over_request_rate_limit`), com Retry-After em segundos.
    static func limiteAtingido(_ segundos: Int) -> Resposta {
        .json(429, "{\"code\":\"over_request_rate_limit\",\"message\":\(JSON.texto("Muitas tentativas; tente de novo em \(segundos) s."))}",
              cabecalhos: [("Retry-After", String(segundos))])
    }

    /// Login com limite de falhas por (e-mail, endereço) e por endereço, com recuo que dobra a
    /// cada insistência: quem erra a senha trava a si mesmo, nunca o dono da conta em outro
    /// endereço. Contra um ataque espalhado por muitos endereços, o limite do e-mail vale só
    /// para endereços que já erraram a senha dele e de onde ela nunca entrou: um endereço limpo
    /// com a senha certa sempre entra, e o de onde a dona já entrou também, mesmo depois de um
    /// erro de digitação dela. A ficha sai antes (tentativas simultâneas não passam do limite) e volta
    /// se a senha estava certa. A chave do e-mail não depende de a conta existir.
    func login(_ r: Requisicao, email: String, senha: String) -> Resposta {
        let chaveEmail = Self.chaveDoEmail(email)
        let par = chaveEmail + "\u{0}" + r.endereco
        let agora = Date().timeIntervalSince1970
        for (limitador, chave) in [(loginPorPar, par), (loginPorEndereco, r.endereco)] {
            if limitador.espera(chave, agora: agora) != nil {
                limitador.recusou(chave, agora: agora)
                return Self.limiteAtingido(limitador.espera(chave, agora: agora) ?? 1)
            }
        }
        if loginPorPar.marcada(par, agora: agora), !enderecosConhecidos.conhece(chaveEmail, r.endereco, agora: agora),
           let s = loginPorEmail.espera(chaveEmail, agora: agora) {
            return Self.limiteAtingido(s)
        }
        let chaves = [(loginPorPar, par), (loginPorEndereco, r.endereco), (loginPorEmail, chaveEmail)]
        for (limitador, chave) in chaves { limitador.tirar(chave, agora: agora) }
        // Com confirmação de e-mail: conta não confirmada é recusada depois de conferir a senha.
        let funcao = config.confirmarEmail ? "auth.gotrue_login_confirmado" : "auth.gotrue_login"
        let resp = sessao("select \(funcao)($1, $2, $3, $4)::text",
                          [email, senha, config.jwtSegredo, String(config.validadeTokenS)])
        if resp.status == 400 {
            for (limitador, chave) in chaves { limitador.falhou(chave, agora: agora) }
        } else {
            // Só senha errada conta; sucesso ou banco fora do ar devolvem a ficha.
            for (limitador, chave) in chaves { limitador.devolver(chave, agora: agora) }
            if resp.status == 200 {
                loginPorPar.esquecer(par)
                enderecosConhecidos.entrou(chaveEmail, de: r.endereco, agora: agora)
            }
        }
        return resp
    }

    /// A chave dos limites de login é o e-mail como o banco o procura (auth.email_normalizado:
    /// NFKC, sem espaços nas pontas, minúsculas): cada grafia que leva à mesma conta (letras de
    /// largura cheia, sinal de Kelvin, maiúsculas) conta no mesmo limite.
    static func chaveDoEmail(_ email: String) -> String {
        email.precomposedStringWithCompatibilityMapping.trimmingCharacters(in: .whitespaces)
            .lowercased().precomposedStringWithCompatibilityMapping
    }

    static func texto(_ campos: [(String, ValorJSON)], _ chave: String) -> String? {
        guard let (_, v) = campos.last(where: { $0.0 == chave }), case .texto(let s) = v else { return nil }
        return s
    }

    /// Sem Bearer: 401 `no_authorization`; token que não verifica (ou sem sub): 403 `bad_jwt`,
    /// como o GoTrue (parseJWTClaims responde Forbidden).
    func usuarioDoBearer(_ r: Requisicao) -> Result<(String, String?), Resposta> {
        guard r.cabecalho("authorization") != nil else {
            return .failure(.gotrue(401, codigo: "no_authorization", mensagem: "Esta rota exige um token Bearer."))
        }
        switch identificar(r) {
        case .success(.usuario(let c)):
            if let sub = c.sub, c.papel == "authenticated" { return .success((sub, c.sessao)) }
            return .failure(.gotrue(403, codigo: "bad_jwt", mensagem: "O token não é de um usuário."))
        case .success(.anonimo):
            return .failure(.gotrue(401, codigo: "no_authorization", mensagem: "Esta rota exige um token Bearer."))
        case .failure(.banco(let e)):
            return .failure(respostaAuth(e))
        case .failure(.expirado):
            return .failure(.gotrue(403, codigo: "bad_jwt", mensagem: "Token expirado."))
        case .failure:
            return .failure(.gotrue(403, codigo: "bad_jwt", mensagem: "Token inválido."))
        }
    }

    /// Chama uma função `auth.gotrue_*` como dono do banco (fora do RLS) e molda a resposta.
    func sessao(_ sql: String, _ parametros: [String?], vazio: Bool = false) -> Resposta {
        do {
            let ls = try pool.com { (c: Conexao) throws(ErroBanco) in
                // O `iss` dos tokens que esta chamada emitir (auth.claims_de): GatewaySupabase.swift.
                _ = try c.executar("select set_config('frila.jwt_iss', $1, false)", [emissorJWT])
                return try c.executar(sql, parametros)
            }
            return vazio ? .semConteudo : .json(200, ls.primeiro ?? "null")
        } catch {
            return respostaAuth(error)
        }
    }

    func respostaAuth(_ e: ErroBanco) -> Resposta {
        switch e {
        case .sql(let s):
            if s.codigo.hasPrefix("PT") {
                let st = MapaDeErros.status(sqlstate: s.codigo, autenticado: true)
                if s.mensagem == "weak_password" {
                    // Como o GoTrue: 422 com os motivos (length, characters, pwned) para o cliente.
                    let motivos = s.dica.flatMap { $0.hasPrefix("[") ? $0 : nil } ?? "[\"length\"]"
                    return .json(422, "{\"code\":\"weak_password\",\"message\":\(JSON.texto(s.detalhe ?? "Senha fraca."))"
                                 + ",\"weak_password\":{\"reasons\":\(motivos)}}")
                }
                return .gotrue(st, codigo: s.mensagem, mensagem: s.detalhe ?? s.mensagem)
            }
            // Erro inesperado: a mensagem do banco pode ter e-mail (RN15), não repassa.
            return .gotrue(500, codigo: "unexpected_failure", mensagem: "Falha inesperada no servidor de autenticação.")
        case .semConexao, .conexaoPerdida:
            return .gotrue(503, codigo: "service_unavailable", mensagem: "Banco de dados indisponível; tente de novo.")
        case .esperaEsgotada:
            return .gotrue(504, codigo: "request_timeout", mensagem: "Servidor ocupado; tente de novo.")
        }
    }
}

/// Claims já verificadas de um token.
public struct Claims: Equatable, Sendable {
    public var json: String
    public var papel: String
    public var sub: String?
    public var exp: Double?
    public var sessao: String? = nil
}

/// Tokens já verificados, até o exp. Limitado: cheio, esvazia (é só um atalho).
final class CacheDeTokens: @unchecked Sendable {  // seguro: `mapa` só com `trava`
    // @unchecked: `mapa` só é tocado com `trava` tomada.
    static let capacidade = 50_000
    private let trava = NSLock()
    private var mapa: [String: Claims] = [:]

    func buscar(_ token: String, agora: Double) -> Claims? {
        trava.lock(); defer { trava.unlock() }
        guard let c = mapa[token] else { return nil }
        if let exp = c.exp, exp > agora { return c }
        mapa[token] = nil
        return nil
    }

    func guardar(_ token: String, _ c: Claims, agora: Double) {
        guard let exp = c.exp, exp > agora else { return }  // sem exp: verifica sempre
        trava.lock(); defer { trava.unlock() }
        if mapa.count >= Self.capacidade { mapa.removeAll(keepingCapacity: true) }
        mapa[token] = c
    }
}

/// Um logout: as sessões de `usuario` que `escopo` encerra (global: todas; local: `sessao`;
/// others: todas menos `sessao`), como auth.gotrue_logout.
public struct FimDeSessoes: Sendable, Equatable {
    public let usuario: String
    public let sessao: String?
    public let escopo: String

    /// Um canal com o token desta conta e desta sessão fecha?
    func encerra(sub: String?, sessao outra: String?) -> Bool {
        guard sub == usuario else { return false }
        switch escopo {
        case "local": return sessao == nil || outra == sessao
        case "others": return sessao != nil && outra != sessao
        default: return true
        }
    }
}

/// Observadores de logout, de qualquer thread.
final class AvisoDeSessoesEncerradas: @unchecked Sendable {  // seguro: `observadores` só com `trava`
    private let trava = NSLock()
    private var observadores: [@Sendable (FimDeSessoes) -> Void] = []

    func observar(_ f: @escaping @Sendable (FimDeSessoes) -> Void) {
        trava.lock(); observadores.append(f); trava.unlock()
    }

    func avisar(_ fim: FimDeSessoes) {
        trava.lock(); let l = observadores; trava.unlock()
        for f in l { f(fim) }
    }
}
