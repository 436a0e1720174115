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
            falhar("não foi possível abrir os dados locais em \(cfg.diretorioDados.path): \(error)")
        }
        let ambiente = Ambiente(
            sessao: FuncionalidadeDaSessao(contas: amb.contas),
            funcionalidades: { conta in funcionalidades(conta, amb) },
            posicaoPadrao: cfg.posicao, campainha: cfg.campainha, relogio: amb.relogio,
            dica: ProcessInfo.processInfo.environment["FRILA_DICA_LOGIN"],
            aviso: RelogioDoAmbiente.aviso(relogio),
            avisosImportantes: amb.avisos,
            conexao: amb.monitor)
        let sairComTurnos = ProcessInfo.processInfo.environment["FRILA_BENCH_SAIR_COM_DADOS"] == "1"
        registro.anotar("início: api \(cfg.apiURL.host ?? "?") offline=\(cfg.offline)")

        let thread = Thread {
            let terminal: TerminalCurses
            do { terminal = try TerminalCurses() } catch {
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
            laco.rodar(&app)
            terminal.encerrar()
            let sinal = TerminalCurses.sinalRecebido
            registro.anotar(sinal != 0 ? "fim por sinal \(sinal)" : "fim")
            registro.esvaziar()
            // _exit: o terminal já foi restaurado; exit() rodaria destrutores globais com
            // tarefas de rede ainda vivas noutras threads e pode travar na saída.
            _exit(sinal != 0 ? 128 + sinal : 0)
        }
        thread.name = "frila.curses"
        thread.start()
        Task { await amb.iniciar() }
        dispatchMain()
    }

    /// RN25: o perfil decide quais funcionalidades (e telas) existem.
    static func funcionalidades(_ conta: ContaAutenticada, _ amb: AmbienteFrila) -> FuncionalidadesDaConta {
        let pro = conta.perfil == .profissional
        let con = amb.monitor
        let contratante = PortasDoContratante(conta: conta.id, vagas: amb.vagas, turnos: amb.turnos, fila: amb.fila,
                                              conexao: con, relogio: amb.relogio)
        return FuncionalidadesDaConta(
            perfil: FuncionalidadeDoPerfil(contas: amb.contas, conexao: con),
            sincronizacao: FuncionalidadeDaSincronizacao(conta: conta.id, fila: amb.fila, conexao: con),
            feed: pro ? FuncionalidadeDoFeed(vagas: amb.vagas, conexao: con) : nil,
            turnos: pro ? FuncionalidadeDosTurnos(conta: conta.id, turnos: amb.turnos, cache: amb.cache, fila: amb.fila,
                                                  conexao: con, relogio: amb.relogio, localizacao: amb.localizacao,
                                                  janelaDoCache: .daTela) : nil,
            listas: FuncionalidadeDasListas(gestao: amb.gestao, contas: amb.contas, conexao: con),
            acompanhamento: pro ? nil : FuncionalidadeDoAcompanhamento(contratante),
            vagas: pro ? nil : FuncionalidadeDasVagas(contratante),
            gestaoDaVaga: pro ? nil : FuncionalidadeDaGestaoDaVaga(vagas: amb.vagas, gestao: amb.gestao, conexao: con, relogio: amb.relogio),
            avisos: pro ? nil : FuncionalidadeDosAvisos(caixa: amb.gestao, conexao: con))
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
