import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import FrilaDominio

/// Configuração do cliente. Precedência: flags > variáveis de ambiente > arquivo XDG > padrão.
/// Arquivo: `$XDG_CONFIG_HOME/frila/config.json` (ou `~/.config/frila/config.json`), com
/// `api_url`, `anon_key`, `posicao` ("LAT,LNG" ou null) e `campainha`.
public struct ConfiguracaoDoCliente: Sendable, Equatable {
    public var apiURL: URL
    public var anonKey: String
    /// Onde fica o SQLite (cache + fila). `--dados` / `FRILA_DADOS`.
    public var diretorioDados: URL
    /// Onde fica a credencial (0600). Com `--dados`, o mesmo diretório.
    public var diretorioEstado: URL
    public var offline: Bool
    /// Corta só o canal de tempo real (`--sem-tempo-real`, `FRILA_SEM_TEMPO_REAL=1`): o resto
    /// fala com a API e as listas se atualizam pela sondagem lenta, como sem o canal.
    public var semTempoReal = false
    /// A TUI lê o mouse (clique, roda); `--sem-mouse`, `FRILA_SEM_MOUSE=1` ou `"mouse": false` no
    /// arquivo deixam o mouse com o terminal (selecionar e copiar texto).
    public var mouse = true
    /// Posição do aparelho para check-in (`--posicao`, `FRILA_POSICAO`, arquivo).
    public var posicao: Coordenada?
    public var campainha: Bool
    /// Quanto o cliente espera cada pedido à API (`FRILA_TEMPO_LIMITE_S`; padrão 15 s). Existe
    /// para a suíte de falhas provar o "lento além do tempo-limite" sem esperar 15 s.
    public var tempoLimite: TimeInterval
    /// Arquivo lido (nil se não havia).
    public var arquivoLido: URL?

    public static let apiPadrao = URL(string: "http://127.0.0.1:54321")!
    /// Anon key pública do backend local de demonstração (config/frila.example.json).
    public static let anonKeyPadrao = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0"

    public init(apiURL: URL = ConfiguracaoDoCliente.apiPadrao, anonKey: String = ConfiguracaoDoCliente.anonKeyPadrao,
                diretorioDados: URL, diretorioEstado: URL? = nil, offline: Bool = false,
                posicao: Coordenada? = nil, campainha: Bool = true,
                tempoLimite: TimeInterval = ApiCliente.tempoLimitePadrao, arquivoLido: URL? = nil) {
        self.apiURL = apiURL
        self.anonKey = anonKey
        self.diretorioDados = diretorioDados
        self.diretorioEstado = diretorioEstado ?? diretorioDados
        self.offline = offline
        self.posicao = posicao
        self.campainha = campainha
        self.tempoLimite = tempoLimite
        self.arquivoLido = arquivoLido
    }

    /// Arquivo SQLite (cache + fila).
    public var arquivoDoBanco: URL { diretorioDados.appendingPathComponent("frila.sqlite") }

    struct Arquivo: Decodable {
        let apiUrl: String?
        let anonKey: String?
        let posicao: String?
        let campainha: Bool?
        let mouse: Bool?
    }

    /// Lê flags (`--api URL`, `--dados DIR`, `--offline`, `--posicao LAT,LNG`, `--config ARQ`,
    /// também na forma `--api=URL`), ambiente e arquivo. Devolve os argumentos que sobraram.
    public static func carregar(argumentos: [String],
                                ambiente: [String: String] = ProcessInfo.processInfo.environment) throws -> (ConfiguracaoDoCliente, restantes: [String]) {
        var flags: [String: String] = [:]
        var offline = false
        var semTempoReal = false
        var semMouse = false
        var restantes: [String] = []
        var i = 0
        let comValor: Set<String> = ["--api", "--dados", "--posicao", "--config"]
        while i < argumentos.count {
            let a = argumentos[i]
            if a == "--offline" {
                offline = true
            } else if a == "--sem-tempo-real" {
                semTempoReal = true
            } else if a == "--sem-mouse" {
                semMouse = true
            } else if let eq = a.firstIndex(of: "="), comValor.contains(String(a[..<eq])) {
                flags[String(a[..<eq])] = String(a[a.index(after: eq)...])
            } else if comValor.contains(a) {
                guard i + 1 < argumentos.count else { throw ErroDeConfiguracao.opcaoSemValor(a) }
                flags[a] = argumentos[i + 1]
                i += 1
            } else {
                restantes.append(a)
            }
            i += 1
        }

        let home = URL(fileURLWithPath: ambiente["HOME"] ?? NSHomeDirectory())
        func xdg(_ variavel: String, _ padrao: String) -> URL {
            if let v = ambiente[variavel], v.hasPrefix("/") { return URL(fileURLWithPath: v).appendingPathComponent("frila") }
            return home.appendingPathComponent(padrao).appendingPathComponent("frila")
        }

        let caminhoArquivo = flags["--config"].map { URL(fileURLWithPath: $0) }
            ?? ambiente["FRILA_CONFIG"].map { URL(fileURLWithPath: $0) }
            ?? xdg("XDG_CONFIG_HOME", ".config").appendingPathComponent("config.json")
        var arq: Arquivo?
        var lido: URL?
        if let dados = try? Data(contentsOf: caminhoArquivo) {
            let dec = JSONDecoder()
            dec.keyDecodingStrategy = .convertFromSnakeCase
            do { arq = try dec.decode(Arquivo.self, from: dados) } catch {
                throw ErroDeConfiguracao.arquivoIlegivel(caminhoArquivo.path)
            }
            lido = caminhoArquivo
        }

        let textoURL = flags["--api"] ?? ambiente["FRILA_API_URL"] ?? arq?.apiUrl
        var api = apiPadrao
        if let t = textoURL {
            guard let u = URL(string: t), let s = u.scheme, ["http", "https"].contains(s), u.host != nil else {
                throw ErroDeConfiguracao.urlInvalida(t)
            }
            api = u
        }
        let chave = ambiente["FRILA_ANON_KEY"] ?? arq?.anonKey ?? anonKeyPadrao

        let dirDados: URL
        let dirEstado: URL
        if let d = flags["--dados"] ?? ambiente["FRILA_DADOS"] {
            dirDados = URL(fileURLWithPath: d)
            dirEstado = dirDados
        } else {
            dirDados = xdg("XDG_DATA_HOME", ".local/share")
            dirEstado = xdg("XDG_STATE_HOME", ".local/state")
        }

        var posicao: Coordenada?
        if let p = flags["--posicao"] ?? ambiente["FRILA_POSICAO"] ?? arq?.posicao {
            guard let c = Coordenada.interpretar(p) else { throw ErroDeConfiguracao.posicaoInvalida(p) }
            posicao = c
        }

        var tempoLimite = ApiCliente.tempoLimitePadrao
        if let t = ambiente["FRILA_TEMPO_LIMITE_S"] {
            guard let s = TimeInterval(t), s >= 0.1, s <= 300 else { throw ErroDeConfiguracao.tempoLimiteInvalido(t) }
            tempoLimite = s
        }

        let cfg = ConfiguracaoDoCliente(apiURL: api, anonKey: chave, diretorioDados: dirDados, diretorioEstado: dirEstado,
                               offline: offline || ambiente["FRILA_OFFLINE"] == "1", posicao: posicao,
                               campainha: arq?.campainha ?? true, tempoLimite: tempoLimite, arquivoLido: lido)
        var comCanal = cfg
        comCanal.semTempoReal = semTempoReal || ambiente["FRILA_SEM_TEMPO_REAL"] == "1"
        comCanal.mouse = !(semMouse || ambiente["FRILA_SEM_MOUSE"] == "1") && (arq?.mouse ?? true)
        return (comCanal, restantes)
    }
}

/// Localização "do aparelho" num terminal: a posição configurada (ou nenhuma → check-in manual).
public struct PosicaoFixa: LocalizacaoPort {
    public let coordenada: Coordenada?
    public init(_ coordenada: Coordenada?) { self.coordenada = coordenada }
    public func posicaoAtual() async -> Coordenada? { coordenada }
}

/// Ponto de composição: tudo que o executável precisa, montado a partir da configuração.
public struct AmbienteFrila: Sendable {
    public let configuracao: ConfiguracaoDoCliente
    public let relogio: any Relogio
    public let api: ApiCliente
    public let cofre: CofreDeSessao
    public let monitor: MonitorDeConexao
    public let vagas: VagaRepositorioHTTP
    public let turnos: TurnoRepositorioHTTP
    public let contas: ContaRepositorioHTTP
    /// Candidaturas, histórico, bloqueios/equipe, caixa de avisos e gestão de vagas.
    public let gestao: RepositorioDaGestaoHTTP
    public let cache: CacheLocalSQLite
    public let fila: FilaDeAcoes
    public let localizacao: PosicaoFixa
    /// Para mostrar à pessoa: arquivo de dados ilegível movido de lado (a frase sai do catálogo).
    public let avisos: [DadosLocaisRecomecados]

    /// Monta sem tocar a rede. Depois chame `iniciar()`. `sessaoURL` nil = `.ephemeral`,
    /// criada só no primeiro pedido (o primeiro quadro offline não carrega a pilha de rede).
    /// `pedidosNaThreadDeQuemPede`: comandos sem tela (TransporteHTTP1.naThreadDeQuemPede).
    public static func montar(configuracao: ConfiguracaoDoCliente, relogio: any Relogio = RelogioDoSistema(),
                              sessaoURL: URLSessionConfiguration? = nil, pedidosNaThreadDeQuemPede: Bool = false,
                              agendador: any AgendadorDeTentativas = AgendadorDeTarefas(),
                              drenarAoEnfileirar: Bool = true) throws -> AmbienteFrila {
        let cofre = CofreDeSessao(armazem: ArmazemDeCredencial(diretorio: configuracao.diretorioEstado))
        var cfgSonda: URLSessionConfiguration?
        if let sessaoURL {
            let c = URLSessionConfiguration.ephemeral
            c.protocolClasses = sessaoURL.protocolClasses
            cfgSonda = c
        }
        let sondaCliente = ApiCliente(urlBase: configuracao.apiURL, chaveAnonima: configuracao.anonKey,
                                      cofre: CofreDeSessao(armazem: nil), configuracao: cfgSonda,
                                      tempoLimite: min(5, configuracao.tempoLimite),
                                      pedidosNaThreadDeQuemPede: pedidosNaThreadDeQuemPede)
        let monitor = MonitorDeConexao(sonda: { await sondaCliente.saude() }, offlineForcado: configuracao.offline,
                                       backoff: Backoff(teto: Regras.tetoDaSondaDeConexao))
        let api = ApiCliente(urlBase: configuracao.apiURL, chaveAnonima: configuracao.anonKey, cofre: cofre,
                             configuracao: sessaoURL, tempoLimite: configuracao.tempoLimite, observador: monitor,
                             pedidosNaThreadDeQuemPede: pedidosNaThreadDeQuemPede)
        let turnos = TurnoRepositorioHTTP(api: api)
        let cache = try CacheLocalSQLite(arquivo: configuracao.arquivoDoBanco, relogio: relogio)
        let fila = try FilaDeAcoes(arquivo: configuracao.arquivoDoBanco, executor: ExecutorHTTP(turnos: turnos),
                                   contaAtiva: { await cofre.contaAtual },
                                   estaOnline: { await monitor.estado() == .online },
                                   relogio: relogio, agendador: agendador, drenarAoEnfileirar: drenarAoEnfileirar)
        return AmbienteFrila(configuracao: configuracao, relogio: relogio, api: api, cofre: cofre, monitor: monitor,
                             vagas: VagaRepositorioHTTP(api: api), turnos: turnos, contas: ContaRepositorioHTTP(api: api),
                             gestao: RepositorioDaGestaoHTTP(api: api),
                             cache: cache, fila: fila, localizacao: PosicaoFixa(configuracao.posicao),
                             avisos: [cache.aviso, fila.aviso].compactMap { $0 })
    }

    /// Liga o dreno na volta da conexão, expira o cache velho, sonda a rede e drena
    /// o que ficou de antes (na partida).
    public func iniciar(sondar: Bool = true) async {
        let fila = self.fila
        // A volta pode ser notada por um pedido do próprio dreno: esperar por ele aqui
        // travaria a fila para sempre (VoltaOnlineNoMeioDoDrenoTests). Com dreno em curso,
        // pede outro sem esperar; senão drena já, como antes.
        await monitor.aoVoltarOnline {
            if await fila.drenando { Task { await fila.drenarAgora() } } else { await fila.drenarAgora() }
        }
        try? await cache.expirar(antes: relogio.agora.addingTimeInterval(-Regras.validadeDoCache))
        if sondar { await monitor.verificar() }
        if await monitor.estado() == .online { await fila.drenarAgora() }
    }
}
