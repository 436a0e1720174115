import Foundation

/// Ponto de entrada do executável frila-api (main.swift só chama isto).
public enum Principal {
    static let uso = """
        uso: frila-api [--config arquivo.json]
        Variáveis: FRILA_API_CONFIG FRILA_API_ESCUTAR FRILA_BANCO_URL FRILA_JWT_SEGREDO FRILA_ANON_KEY
                   FRILA_POOL FRILA_ESPERA_POOL_S FRILA_TIMEOUT_REQUISICAO_S FRILA_INTERVALO_AGENDADOR_S
                   FRILA_VALIDADE_TOKEN_S FRILA_LIMITE_CONEXOES FRILA_LIMITE_POR_ENDERECO
                   FRILA_PRAZO_LEITURA_S FRILA_API_LOG FRILA_REALTIME_LIMITE_CONEXOES
                   FRILA_REALTIME_LIMITE_POR_ENDERECO FRILA_REALTIME_OCIOSO_S FRILA_REALTIME_TETO_SAIDA
        Benchmark do piso (SQL direto por libpq): FRILA_PISO_TOKEN=... frila-api --piso FUNCAO CONEXOES SEGUNDOS
        """
    /// Quanto o desligamento espera as requisições em curso.
    static let esperaDesligamentoS = 10.0

    /// Cada conexão HTTP é um descritor (e o pool mais alguns): sobe o limite flexível até
    /// o necessário, sem passar do rígido.
    static func garantirDescritores(_ n: Int) {
        var l = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &l) == 0, l.rlim_cur < rlim_t(n) else { return }
        l.rlim_cur = min(rlim_t(n), l.rlim_max)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &l)
    }

    public static func rodar(argumentos: [String], ambiente: [String: String]) -> Int32 {
        var arquivo = ambiente["FRILA_API_CONFIG"]
        var i = 1
        var piso: [String]?
        while i < argumentos.count {
            switch argumentos[i] {
            case "--config" where i + 1 < argumentos.count: arquivo = argumentos[i + 1]; i += 2
            case "--piso": piso = Array(argumentos[(i + 1)...]); i = argumentos.count
            case "-h", "--help": print(uso); return 0
            default:
                FileHandle.standardError.write(Data("frila-api: argumento desconhecido \(argumentos[i])\n\(uso)\n".utf8))
                return 2
            }
        }
        let config: Configuracao
        do {
            config = try Configuracao.carregar(arquivo: arquivo, ambiente: ambiente)
        } catch {
            FileHandle.standardError.write(Data("frila-api: \(error)\n".utf8))
            return 2
        }
        if let piso { return BenchPiso.rodar(config: config, argumentos: piso) }

        // Sinais bloqueados antes de criar threads (todas herdam); a principal espera com sigwait.
        var sinais = sigset_t()
        sigemptyset(&sinais)
        sigaddset(&sinais, SIGINT)
        sigaddset(&sinais, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &sinais, nil)
        signal(SIGPIPE, SIG_IGN)
        // Cada socket do realtime é um descritor a mais (fora dos do HTTP).
        garantirDescritores(Int(config.limiteConexoes) * 2 + config.limiteRealtime + 256)

        let log = Log(caminho: config.log)
        let gateway = Gateway(config: config)
        do {
            try gateway.pool.com { (c: Conexao) throws(ErroBanco) in try gateway.esquema.recarregar(c) }
        } catch {
            log.linha("frila-api: banco ainda indisponível (\(Agendador.descrever(error))); sigo tentando a cada requisição")
        }
        let realtime = Realtime(gateway: gateway, log: log)
        let servidor = ServidorHTTP(gateway: gateway, log: log, realtime: realtime)
        do {
            try realtime.iniciar()
            try servidor.iniciar()
        } catch {
            log.linha("frila-api: não consegui escutar em \(config.host):\(config.porta)")
            return 1
        }
        var agendador: Agendador?
        if config.intervaloAgendadorS > 0 {
            agendador = Agendador(url: config.bancoURL, intervalo: config.intervaloAgendadorS, log: log)
            agendador?.iniciar()
        }
        log.linha("frila-api: escutando em http://\(config.host):\(config.porta) (pool \(config.pool), agendador a cada \(config.intervaloAgendadorS) s)")

        var sinal: Int32 = 0
        sigwait(&sinais, &sinal)
        log.linha("frila-api: sinal \(sinal), encerrando (espera até \(Int(esperaDesligamentoS)) s as requisições em curso)")
        servidor.encerrar(espera: esperaDesligamentoS)
        realtime.encerrar()
        agendador?.encerrar()
        gateway.pool.fechar()
        log.linha("frila-api: encerrado")
        return 0
    }
}
