import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio
import FrilaTerminal

/// Abre a TUI: uma thread própria é dona do curses; a thread principal serve a MainActor
/// e as tarefas de rede/disco (os efeitos das funcionalidades).
enum ExecucaoTUI {
    @MainActor
    static func rodar(configuracao cfg: ConfiguracaoDoCliente) -> Never {
        let registro = Registro(diretorio: cfg.diretorioDados)
        let relogio: any Relogio
        do { relogio = try RelogioDoAmbiente.ler(andando: true) } catch { falhar(error.description) }
        let amb: AmbienteFrila
        do { amb = try AmbienteFrila.montar(configuracao: cfg, relogio: relogio) } catch {
            falhar(Textos.SemTela.dadosLocaisInacessiveis(cfg.diretorioDados.path, error))
        }
        // Tempo real: um socket, o tópico da conta que entrar (a TUI manda ouvir). Aberto também
        // com --offline: o `o` que volta à rede entra no canal (enquanto offline, ninguém manda ouvir).
        let canal = amb.abrirCanalDeTempoReal(mesmoOffline: true)
        // Lidos e anunciados no SQLite do aparelho; ilegível, só na memória (o aviso de dados
        // locais já sai pelo `amb.avisos`).
        let vistos: (any AvisosVistos)? = try? amb.abrirAvisosVistos()
        let ambiente = Ambiente(
            sessao: amb.montarSessao,
            portas: { conta in portas(conta, amb, vistos: vistos) },
            posicaoPadrao: cfg.posicao, campainha: cfg.campainha, relogio: amb.relogio,
            dica: ProcessInfo.processInfo.environment["FRILA_DICA_LOGIN"],
            aviso: RelogioDoAmbiente.aviso(relogio),
            avisosImportantes: amb.avisos.map(Textos.frase(de:)),
            conexao: amb.monitor, canal: canal, semTempoReal: cfg.semTempoReal)
        let sairComTurnos = ProcessInfo.processInfo.environment["FRILA_BENCH_SAIR_COM_DADOS"] == "1"
        registro.anotar("início: api \(cfg.apiURL.host ?? "?") offline=\(cfg.offline)")

        let thread = Thread {
            let terminal: TerminalCurses
            do { terminal = try TerminalCurses(mouse: cfg.mouse) } catch {
                falhar("\(error)", codigo: 1)
            }
            // Daqui em diante nada vai para o stderr do terminal: vai para o log.
            registro.desviarStderr()
            var app = AppFrila(ambiente: ambiente)
            let laco: LacoDeEventos<AppFrila>
            if sairComTurnos {
                // Benchmark: o primeiro quadro que mostra os turnos do cache (a aba Turnos,
                // pedida com a tecla 2 assim que a sessão volta), ou os pendentes do contratante.
                let bench = TerminalDoBench(terminal)
                laco = LacoDeEventos<AppFrila>(terminal: bench)
                laco.sairQuando = { app in
                    if app.m.conta != nil, app.m.tela == .pagina(.feed) { bench.teclar(.caractere("2")) }
                    return (app.m.tela == .pagina(.turnos) && app.m.turnos.valor != nil) || app.m.pendentes.valor != nil
                }
            } else {
                laco = LacoDeEventos<AppFrila>(terminal: terminal)
            }
            laco.relogio = { relogio.agora }
            // Cada leitura do servidor que chega à tela vai ao registro, com a hora em ms: a
            // latência de um fato noutro terminal até esta tela sai do log, nunca de um sleep.
            var pintadas: [Pagina: Date] = [:]
            laco.aoPintar = { app in
                guard let p = app.m.pagina, let em = app.m.carregadoEm[p], pintadas[p] != em else { return }
                pintadas[p] = em
                registro.anotar("tela: \(p.nome) relida e pintada t=\(String(format: "%.3f", Date().timeIntervalSince1970))")
            }
            if let canal {
                // Cada evento do canal vai à caixa do laço (que acorda) e ao registro, com a
                // hora: a latência da campainha sai do log, nunca de um sleep.
                let caixa = laco.caixa
                let eventos = canal.eventos()
                Task.detached {
                    for await e in eventos {
                        registro.anotar("tempo real: \(Self.nome(e))")
                        caixa.por(.tempoReal(e))
                    }
                }
                _ = amb.ligarConectividade(ao: canal, contaAtual: { await amb.cofre.contaAtual })
            }
            laco.rodar(&app)
            terminal.encerrar()
            let sinal = TerminalCurses.sinalRecebido
            registro.anotar(sinal != 0 ? "fim por sinal \(sinal)" : "fim")
            registro.esvaziar()
            // _exit: o terminal já foi restaurado; exit() rodaria destrutores globais com
            // tarefas de rede ainda vivas noutras threads e pode travar na saída.
            // Ctrl-C (tecla, no curses) sai como o SIGINT: 130, pelo mesmo mapa dos comandos sem tela.
            _exit(sinal != 0 ? 128 + sinal : (app.interrompido ? CodigoDeSaida.interrompido.rawValue : CodigoDeSaida.ok.rawValue))
        }
        thread.name = "frila.curses"
        thread.start()
        Task { await amb.iniciar() }
        dispatchMain()
    }

    /// O evento do canal no registro: tipo e ids, nada pessoal (é tudo o que a campainha traz).
    nonisolated static func nome(_ e: EventoDoTempoReal) -> String {
        switch e {
        case .aoVivo: "ao_vivo"
        case .reconectado: "reconectado"
        case .caiu(let m): "caiu:" + m.rawValue
        case .recusado(let m): "recusado:" + m.chave
        case .campainha(let c):
            (["campainha:" + c.tipo] + [("aviso", c.avisoId), ("vaga", c.vagaId), ("turno", c.turnoId)]
                .compactMap { k, v in v.map { k + "=" + $0.uuidString.lowercased() } }).joined(separator: " ")
        }
    }

    /// As portas da conta; cada página monta dali as funcionalidades dela (o perfil decide
    /// quais, RN25). Uma tela nova não muda nada aqui.
    static func portas(_ conta: ContaAutenticada, _ amb: AmbienteFrila, vistos: (any AvisosVistos)?) -> PortasDaConta {
        amb.portas(conta, vistos: vistos)
    }
}

/// Terminal do benchmark do primeiro quadro: o curses de verdade, mais uma tecla posta pelo
/// próprio bench (sem depender de um pty que digite na hora certa).
final class TerminalDoBench: Terminal {
    private let real: any Terminal
    private var pendente: Tecla?
    private var usada = false
    init(_ real: any Terminal) { self.real = real }
    /// Uma vez só: depois da primeira, o bench não digita mais nada.
    func teclar(_ t: Tecla) {
        guard !usada else { return }
        usada = true
        pendente = t
    }
    var tamanho: Tamanho { real.tamanho }
    func pintar(_ quadro: Quadro) { real.pintar(quadro) }
    func lerTecla(timeoutMs: Int) -> Tecla? {
        if let t = pendente {
            pendente = nil
            return t
        }
        return real.lerTecla(timeoutMs: timeoutMs)
    }
    func campainha() { real.campainha() }
    func encerrar() { real.encerrar() }
}
