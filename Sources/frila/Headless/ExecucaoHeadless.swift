import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio
import FrilaTerminal

/// Executa um comando sem tela e sai com o código dele.
@MainActor
enum ExecucaoHeadless {
    static func rodar(_ comando: ComandoHeadless, json: Bool, argumentos: [String]) -> Never {
        if case .ajuda(let nome) = comando {
            print(ComandoHeadless.ajuda(nome))
            exit(0)
        }
        // Erros de configuração também saem como {"erro","saida"} com --json (docs/TESTADORES.md).
        func falharNoUso(_ m: String) -> Never { exit(SaidaHeadless(json: json).falha(m, .uso).rawValue) }
        let cfg: ConfiguracaoDoCliente
        do { cfg = try ConfiguracaoDoCliente.carregar(argumentos: argumentos).0 } catch {
            falharNoUso((error as? LocalizedError)?.errorDescription ?? Textos.SemTela.configuracaoInvalida)
        }
        let relogio: any Relogio
        do { relogio = try RelogioDoAmbiente.ler() } catch { falharNoUso(error.description) }
        // Nenhum comando de script fica pendurado: passou do limite, sai com 1. Nada se perde
        // (a fila está no disco e o próximo comando continua dela).
        if let limite = limiteDeTempo(comando) {
            DispatchQueue.global().asyncAfter(deadline: .now() + limite) {
                FileHandle.standardError.write(Data(Textos.SemTela.passouDoTempo(comando.nome, Int(limite)).utf8))
                exit(CodigoDeSaida.falhou.rawValue)
            }
        }
        Interrupcao.instalar()
        Task { @MainActor in
            let rc = await executar(comando, saida: SaidaHeadless(json: json), configuracao: cfg, relogio: relogio)
            exit(rc.rawValue)
        }
        dispatchMain()
    }

    /// Folga além do `--timeout` do sincronizar, e limite dos outros comandos (o login espera
    /// a pessoa digitar a senha: sem limite).
    nonisolated static let folgaDoLimite: TimeInterval = 20
    nonisolated static let limitePadrao: TimeInterval = 90

    nonisolated static func limiteDeTempo(_ c: ComandoHeadless) -> TimeInterval? {
        switch c {
        case .login, .cadastro, .ajuda: nil
        case .sincronizar(_, let t): t + folgaDoLimite
        case .gestao(.avisos(seguir: true, let t)): t.map { $0 + folgaDoLimite }  // segue até Ctrl-C
        default: limitePadrao
        }
    }

    static func executar(_ comando: ComandoHeadless, saida: SaidaHeadless, configuracao cfg: ConfiguracaoDoCliente,
                         relogio: any Relogio) async -> CodigoDeSaida {
        let log = LogHeadless(diretorio: cfg.diretorioDados)
        let amb: AmbienteFrila
        // Um comando, uma coisa por vez: os pedidos saem da própria thread (sem acordar outra
        // a cada resposta; no dreno da fila isso pesa em cada ação).
        do { amb = try AmbienteFrila.montar(configuracao: cfg, relogio: relogio, pedidosNaThreadDeQuemPede: true) } catch {
            log.anotar("\(comando.nome): dados locais inacessíveis")
            return saida.falha(Textos.SemTela.dadosLocaisInacessiveisEm(cfg.diretorioDados.path)
                               + ((error as? LocalizedError)?.errorDescription ?? "\(error)"), .dadosLocais)
        }
        for a in amb.avisos { saida.aviso(Textos.frase(de: a)) }
        let ctx = Contexto(amb: amb, saida: saida, log: log)
        let rc = await ctx.executar(comando)
        log.anotar("\(comando.nome): saída \(rc.rawValue)\(cfg.offline ? " (offline forçado)" : "")")
        return rc
    }
}

/// Log dos comandos sem tela, no mesmo frila.log da TUI. Escrita síncrona (o processo sai
/// logo depois). RN15: só nome do comando e desfecho, nunca e-mail, token ou coordenada.
struct LogHeadless {
    let caminho: URL
    init(diretorio: URL) {
        try? FileManager.default.createDirectory(at: diretorio, withIntermediateDirectories: true,
                                                 attributes: [.posixPermissions: 0o700])
        caminho = diretorio.appendingPathComponent("frila.log")
    }
    func anotar(_ texto: String) {
        let linha = "\(Registro.carimbo(Date())) headless \(texto)\n"
        let fd = open(caminho.path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
        guard fd >= 0 else { return }
        _ = linha.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
        close(fd)
    }
}

extension ComandoHeadless {
    var nome: String {
        switch self {
        case .login: "login"
        case .cadastro: "cadastro"
        case .sair: "sair"
        case .vagas: "vagas"
        case .candidatar: "candidatar"
        case .turnos: "turnos"
        case .checkin: "checkin"
        case .checkout: "checkout"
        case .avaliar: "avaliar"
        case .cancelar: "cancelar"
        case .pendentes: "pendentes"
        case .confirmar: "confirmar"
        case .alertas: "alertas"
        case .perfil: "perfil"
        case .fila: "fila"
        case .sincronizar: "sincronizar"
        case .ajuda(let n): n
        case .gestao(let g): g.nome
        case .conta(let c): c.nome
        case .membros(let c): c.nome
        }
    }
}

@MainActor
struct Contexto {
    let amb: AmbienteFrila
    let saida: SaidaHeadless
    let log: LogHeadless

    var online: Bool { get async { await amb.monitor.estado() == .online } }

    /// Tela que não carregou: o código sai da falha (valor), não da frase — 3 se foi
    /// passageira (sem rede, servidor fora do ar, 429, resposta ilegível), 5 se foi o disco
    /// local, 1 se foi recusa.
    func falhaDeTela(_ e: ErroDaTela) -> CodigoDeSaida {
        saida.falha(e.frase, Self.codigo(da: e.falha), extra: ["chave": JSONHeadless.opcional(e.falha.chave)])
    }

    nonisolated static func codigo(da f: Falha) -> CodigoDeSaida { CodigoDeSaida.de(f) }

    func codigoDeFalha() async -> CodigoDeSaida {
        Self.codigoDeFalha(online: await online, ultimaFalha: amb.api.ultimaFalha)
    }

    /// 3 = vale tentar de novo mais tarde (o mesmo critério da fila para manter a ação);
    /// 1 = o servidor recusou ou a falha não é de rede.
    nonisolated static func codigoDeFalha(online: Bool, ultimaFalha: ErroDaApi?) -> CodigoDeSaida {
        if !online { return .semConexao }
        guard let f = ultimaFalha else { return .falhou }
        return CodigoDeSaida.de(f.falha)
    }

    func executar(_ comando: ComandoHeadless) async -> CodigoDeSaida {
        switch comando {
        case .ajuda(let n):
            print(ComandoHeadless.ajuda(n))
            return .ok
        case .login(let email):
            return await login(email: email)
        case .cadastro(let p):
            return await cadastro(p)
        case .sair(let todos):
            return await sair(todos: todos)
        case .fila:
            // Só leitura local: sem rede, sem dreno.
            guard let conta = await sessao() else { return semSessao() }
            return await fila(conta)
        default:
            break
        }
        guard let conta = await sessao() else { return semSessao() }
        // O dreno da partida já envia: o sincronizar conta a partir de antes dele.
        let filaAntes: StatusDaFila? = if case .sincronizar = comando { await amb.fila.status(conta: conta.id) } else { nil }
        // Como a TUI na partida: expira o cache velho, sonda a rede e drena o que ficou.
        await amb.iniciar(sondar: !amb.configuracao.offline)
        let perfilExigido: PerfilConta? = switch comando {
        case .candidatar, .turnos, .checkin, .checkout: .profissional
        case .pendentes, .confirmar, .alertas: .contratante
        case .gestao(let g): g.perfilExigido
        case .membros: .contratante
        default: nil
        }
        if let p = perfilExigido, let recusa = exigir(p, conta) { return recusa }
        switch comando {
        case .vagas(let o): return conta.perfil == .contratante ? await vagasDoContratante(conta, o) : await vagas(conta, o)
        case .candidatar(let v, let termos): return await candidatar(conta, v, termos: termos)
        case .turnos: return await turnos(conta)
        case .checkin(let t, let semLoc, let em):
            return await presenca(conta, t, entrada: true, semLocalizacao: semLoc, em: em)
        case .checkout(let t, let semLoc, let em):
            return await presenca(conta, t, entrada: false, semLocalizacao: semLoc, em: em)
        case .avaliar(let t, let sim): return await avaliar(conta, t, sim)
        case .cancelar(let t, let motivo, let sim): return await cancelar(conta, t, motivo: motivo, sim: sim)
        case .pendentes: return await pendentes(conta)
        case .confirmar(let t): return await confirmar(conta, t)
        case .alertas: return await alertas(conta)
        case .perfil: return await perfil(conta)
        case .sincronizar(let ate, let timeout): return await sincronizar(conta, ateEsvaziar: ate, timeout: timeout, antes: filaAntes)
        case .gestao(let g): return await gestao(g, conta)
        case .conta(let c): return await self.conta(conta, c)
        case .membros(let c): return await membros(c, conta)
        case .login, .cadastro, .sair, .fila, .ajuda: return .uso
        }
    }

    // MARK: - sessão

    /// A sessão pela mesma funcionalidade da TUI.
    var sessaoDaConta: FuncionalidadeDaSessao { amb.montarSessao }

    func sessao() async -> ContaAutenticada? {
        var s = Executor(sessaoDaConta, estado: .init())
        await s.enviar(.restaurar)
        return s.estado.conta
    }

    func semSessao() -> CodigoDeSaida {
        saida.falha(Textos.SemTela.voceNaoEntrou, .semSessao)
    }

    /// RN25: cada comando é de um perfil; a outra conta não tem esta tela.
    func exigir(_ perfil: PerfilConta, _ conta: ContaAutenticada) -> CodigoDeSaida? {
        guard conta.perfil != perfil else { return nil }
        return saida.falha(Textos.SemTela.comandoDeOutroPerfil(perfil.rawValue, conta.perfil.rawValue), .falhou)
    }

    func login(email: String) async -> CodigoDeSaida {
        // Senha vazia é preenchimento, não uso: a ação da TUI a recusa com a mesma frase (saída 1).
        let senha = LeitorDeSenha.ler() ?? ""
        if amb.configuracao.offline, !senha.isEmpty {
            return saida.falha(Textos.Sessao.offlineForcado, .semConexao)
        }
        // A mesma ação da TUI; o desfecho diz texto, JSON e código de saída.
        var s = Executor(sessaoDaConta, estado: .init())
        guard let d = await s.enviar(.entrar(email: email, senha: senha)) else {
            return saida.falha(Textos.SemTela.semDesfecho, .falhou)
        }
        let codigo = saida.relatar(d)
        if case .entrar(let c?) = d.acao {
            let pend = await amb.fila.status(conta: c.id).pendentes
            if pend > 0 {
                // As ações desta conta que esperavam a volta dela saem agora.
                await amb.fila.drenarAgora()
                let resto = await amb.fila.status(conta: c.id).pendentes
                saida.aviso(Textos.Sessao.pendentesEnviadas(pend - resto, de: pend))
            }
        }
        return codigo
    }

    func sair(todos: Bool) async -> CodigoDeSaida {
        var s = Executor(sessaoDaConta, estado: .init())
        await s.enviar(.restaurar)
        var pend = 0
        if let c = s.estado.conta { pend = await amb.fila.status(conta: c.id).pendentes }
        let d: Desfecho?
        if amb.configuracao.offline, s.estado.conta != nil {
            // Offline forçado: nada sai da máquina, nem o logout; só a credencial local some.
            ArmazemDeCredencial(diretorio: amb.configuracao.diretorioEstado).apagar()
            d = await s.enviar(.saiu(tinhaSessao: true, pendentes: pend))
        } else {
            let tinha = s.estado.conta != nil
            d = await s.enviar(.sair(pendentes: pend, todos: todos))
            if todos, tinha { saida.aviso(Textos.Sessao.saiuDeTodos) }
        }
        guard let d else { return saida.falha(Textos.SemTela.semDesfecho, .falhou) }
        if pend > 0 { saida.aviso(Textos.Sessao.pendentesGuardadas(pend)) }
        return saida.relatar(d)
    }

    // MARK: - profissional

    func vagas(_ conta: ContaAutenticada, _ o: OpcoesDasVagas) async -> CodigoDeSaida {
        if o.recorte != nil || o.ordem != nil { return saida.falha(Textos.SemTela.usoRecorteSoDoContratante, .uso) }
        var feed = Executor(amb.portas(conta).montarFeed, estado: .init())
        await feed.enviar(.carregar)
        // O mesmo filtro do `/` do feed.
        let filtro = FiltroDoFeed(texto: o.filtro ?? "")
        let hoje = amb.relogio.agora
        let mostradas = feed.estado.vagas.mapear(filtro.aplicar)
        // O que sai aqui é o que a pessoa viu: `frila candidatar` manda estas fichas.
        if let l = mostradas.valor { await (try? amb.abrirTermosVistos())?.guardar(conta: conta.id, l) }
        let codigo = lista(mostradas, texto: { TextoHeadless.vaga($0, hoje: hoje) }, json: JSONHeadless.vagaDoFeed)
        if case .vazio = feed.estado.vagas { await dizerPorQueVazio(conta) }
        return codigo
    }

    /// O feed vazio diz por quê, como a aba Feed: os motivos do mesmo núcleo, pelo perfil e pelos
    /// turnos lidos agora (em stderr: a saída, texto ou JSON, continua a lista vazia).
    func dizerPorQueVazio(_ conta: ContaAutenticada) async {
        var perfil = Executor(amb.portas(conta).montarPerfil, estado: .init())
        await perfil.enviar(.carregar)
        var turnos = Executor(amb.portas(conta).montarTurnos(), estado: .init())
        await turnos.enviar(.carregar)
        let motivos = FuncionalidadeDoFeed.motivosDoVazio(perfil: perfil.estado.perfil.valor,
                                                          turnos: turnos.estado.carga?.turnos, agora: amb.relogio.agora)
        saida.aviso(Textos.Feed.porQueVazio)
        for m in motivos { saida.aviso("• " + Textos.Feed.motivoDoVazio(m)) }
    }

    /// As vagas do contratante (as da aba Vagas), com o recorte e o filtro da tela.
    func vagasDoContratante(_ conta: ContaAutenticada, _ o: OpcoesDasVagas) async -> CodigoDeSaida {
        let agora = amb.relogio.agora
        let colunas = ColunasDasListas.vagasDoContratante(agora: agora)
        var filtro = FiltroDaLista(texto: o.filtro ?? "", recorte: o.recorte)
        if let nome = o.ordem {
            let ordenaveis = colunas.colunas.filter(\.ordena)
            guard let c = ordenaveis.first(where: { $0.id == LugaresDoDF.normalizar(nome) }) else {
                return saida.falha(Textos.SemTela.usoOrdemDesconhecida(ComandoHeadless.curto(nome), ordenaveis.map(\.id)), .uso)
            }
            filtro.coluna = c.id
            filtro.sentido = o.inverter ? c.sentidoInicial.inverso : c.sentidoInicial
        }
        let vagas = await vagasCarregadas(conta)
        return lista(vagas.estado.vagas.mapear { colunas.aplicar(filtro, $0) }, texto: { TextoHeadless.vagaDoContratante($0, hoje: agora) },
                     json: { JSONHeadless.vagaDoContratante($0, agora: agora) })
    }

    /// `termos`: a ficha que a pessoa viu; sem ela, a da última vez que `frila vagas` mostrou
    /// esta vaga (guardada no SQLite), nunca a dos termos que este comando acabou de ler — uma
    /// edição entre a olhada e o pedido seria aceita calada. Vaga nunca mostrada: os termos
    /// dela saem aqui, nada é feito (saída 1, chave termos_nao_vistos), e o próximo pedido vale
    /// por eles. Termos mudados: saída 1 com os novos e o comando que os aceita.
    func candidatar(_ conta: ContaAutenticada, _ vaga: UUID, termos: String?) async -> CodigoDeSaida {
        // Pelo feed carregado, quem já se candidatou fica sabendo (o servidor só repetiria "pendente").
        var feed = Executor(amb.portas(conta).montarFeed, estado: .init())
        await feed.enviar(.carregar)
        let vistos = try? amb.abrirTermosVistos()
        var ficha = termos
        if ficha == nil { ficha = await vistos?.ficha(conta: conta.id, vaga: vaga) }
        if ficha == nil, let v = feed.estado.vagas.valor?.first(where: { $0.id == vaga }), let atual = v.termosVersao,
           v.minhaCandidatura != .pendente {
            await vistos?.guardar(conta: conta.id, [v])
            let hoje = amb.relogio.agora
            if !saida.json { saida.dado(TextoHeadless.vaga(v, hoje: hoje), json: [String: Any]()) }
            return saida.falha(Textos.SemTela.termosNaoVistos(vaga.uuidString.lowercased(), atual), .falhou,
                               extra: ["chave": "termos_nao_vistos", "vaga_id": vaga.uuidString.lowercased(),
                                       "termos_versao": atual, "vaga": JSONHeadless.vagaDoFeed(v)])
        }
        // Nem vista nem no feed (ou o feed não veio): nada a mandar como visto.
        if ficha == nil, feed.estado.vagas.valor?.first(where: { $0.id == vaga })?.minhaCandidatura != .pendente {
            // Sem rede, o caminho de sempre recusa sem sair da máquina (a candidatura não vai à fila).
            if case .erro(let e) = feed.estado.vagas {
                if await online { return falhaDeTela(e) }
            } else {
                return saida.falha(Textos.SemTela.vagaNaoVista(vaga.uuidString.lowercased()), .falhou,
                                   extra: ["chave": "termos_nao_vistos", "vaga_id": vaga.uuidString.lowercased()])
            }
        }
        if ficha == nil, feed.estado.vagas.valor == nil, await online {
            return saida.falha(Textos.SemTela.vagaNaoVista(vaga.uuidString.lowercased()), .falhou,
                               extra: ["chave": "termos_nao_vistos", "vaga_id": vaga.uuidString.lowercased()])
        }
        // Perder a corrida é o caso normal (RN19), mas não pegou a vaga: saída 1.
        let pedido: FuncionalidadeDoFeed.Acao = ficha.map { .candidatarNosTermos(vaga, termos: $0) } ?? .candidatar(vaga)
        guard var d = await feed.enviar(pedido) else { return saida.falha(Textos.SemTela.semDesfecho, .falhou) }
        if case .candidatar(_, .termosMudaram(let atual)?) = d.acao, let atual, let ficha = atual.termosVersao {
            saida.aviso(Textos.SemTela.comoAceitarTermosNovos(vaga.uuidString.lowercased(), ficha))
            // Os termos novos acabaram de sair na recusa: agora são os vistos.
            await vistos?.guardar(conta: conta.id, [atual])
        }
        // O mesmo impedimento da tecla, na frase de quem lê sem tela.
        if let i = FuncionalidadeDoFeed.ImpedimentoDoFeed.allCases.first(where: { $0.chave == d.falha?.chave }) {
            d = Desfecho(d.acao, .recusada(.recusa(chave: i.chave, frase: i.fraseSemTela), item: nil))
        }
        return saida.relatar(d)
    }

    /// Os turnos da conta, já carregados (como a TUI ao abrir a tela).
    func turnosCarregados(_ conta: ContaAutenticada, semLocalizacao: Bool = false, em: Date? = nil) async -> Executor<FuncionalidadeDosTurnos> {
        let f = amb.portas(conta).montarTurnos(relogio: em.map { RelogioFixo($0) }, semLocalizacao: semLocalizacao)
        var e = Executor(f, estado: .init())
        await e.enviar(.carregar)
        return e
    }

    func turnos(_ conta: ContaAutenticada) async -> CodigoDeSaida {
        let t = await turnosCarregados(conta)
        switch t.estado.lista {
        case .conteudo(let l):
            if l.doCache {
                saida.aviso(Textos.SemTela.turnosDoCache(motivoDoCache(l.motivoDoCache)) + (l.guardadoEm.map { Textos.SemTela.guardadoHa(Formatacao.idade(amb.relogio.agora.timeIntervalSince($0))) } ?? "") + ".")
            }
            saida.dado(l.turnos.map { TextoHeadless.turno($0, hoje: amb.relogio.agora, quemLe: conta.perfil) }.joined(separator: "\n"),
                       json: ["do_cache": l.doCache, "guardado_em": JSONHeadless.instante(l.guardadoEm),
                              "motivo_do_cache": l.doCache ? motivoDoCache(l.motivoDoCache) : NSNull(),
                              "turnos": l.turnos.map(JSONHeadless.turnoNaTela)])
            return .ok
        case .vazio(let m):
            let doCache = !(await online)
            saida.dado(m, json: ["do_cache": doCache, "guardado_em": NSNull(), "turnos": [Any](), "mensagem": m,
                                 "motivo_do_cache": doCache ? motivoDoCache(nil) : NSNull()])
            return .ok
        case .erro(let m): return falhaDeTela(m)
        case .carregando: return .falhou
        }
    }

    /// Por que a lista veio do cache: a falha do servidor, o --offline pedido, ou a rede.
    func motivoDoCache(_ daFalha: String?) -> String {
        daFalha ?? (amb.configuracao.offline ? Textos.SemTela.offlineNadaPedido : Falha.semConexao.frase)
    }

    /// Os turnos carregados e, se a lista não tem o turno `id` (fora da janela ou do teto de
    /// meus_turnos), ele mesmo pelo id: agir num turno não depende de ele caber na lista.
    func turnosCom(_ id: UUID, _ conta: ContaAutenticada, semLocalizacao: Bool = false, em: Date? = nil) async -> Executor<FuncionalidadeDosTurnos> {
        var t = await turnosCarregados(conta, semLocalizacao: semLocalizacao, em: em)
        await t.enviar(.incluir(id))
        return t
    }

    enum TurnoPeloId { case achou(Turno), naoAchou, falhou(ErroDaTela) }

    /// O turno de uma vaga do contratante, pelo id (turno_por_id), não pela página de
    /// minhas_vagas: um estabelecimento com muitas vagas age no turno antigo também.
    func turnoDoContratante(_ id: UUID) async -> TurnoPeloId {
        guard await online else { return .falhou(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
        do { return try await amb.turnos.turnoPorId(id).map(TurnoPeloId.achou) ?? .naoAchou } catch {
            return .falhou(ErroDaTela.de(error, semRede: Mensagens.semConexao))
        }
    }

    func presenca(_ conta: ContaAutenticada, _ turno: UUID, entrada: Bool, semLocalizacao: Bool, em: Date?) async -> CodigoDeSaida {
        var t = await turnosCom(turno, conta, semLocalizacao: semLocalizacao, em: em)
        if case .erro(let m) = t.estado.lista { return falhaDeTela(m) }
        guard t.estado.turno(turno) != nil else { return naoAchei(turno, online: await online) }
        return await acionar(&t, entrada ? .checkinComLocalizacao(turno) : .checkoutComLocalizacao(turno))
    }

    func naoAchei(_ turno: UUID, online: Bool) -> CodigoDeSaida {
        saida.falha(Textos.SemTela.turnoNaoEncontrado(turno.uuidString.lowercased())
                    + (online ? "." : Textos.SemTela.foraDoCache), .falhou)
    }

    // MARK: - os dois perfis

    func avaliar(_ conta: ContaAutenticada, _ turno: UUID, _ sim: Bool) async -> CodigoDeSaida {
        if conta.perfil == .profissional {
            var t = await turnosCom(turno, conta)
            if case .erro(let m) = t.estado.lista { return falhaDeTela(m) }
            guard let tn = t.estado.turno(turno) else { return naoAchei(turno, online: await online) }
            return await acionar(&t, .avaliar(turno, chamariaDeNovo: sim), nome: Textos.nomeDoTurno(tn.turno, quemLe: .profissional))
        }
        return await acionarNasVagas(conta, turno) { .avaliar($0, chamariaDeNovo: sim) }
    }

    /// Uma ação das Vagas num turno do contratante, achado pelo id (o desfecho diz o nome dele).
    func acionarNasVagas(_ conta: ContaAutenticada, _ turno: UUID, _ acao: (Turno) -> FuncionalidadeDasVagas.Acao) async -> CodigoDeSaida {
        let t: Turno
        switch await turnoDoContratante(turno) {
        case .falhou(let m): return falhaDeTela(m)
        case .naoAchou: return naoAchei(turno, online: true)
        case .achou(let achado): t = achado
        }
        var v = Executor(vagasDaConta(conta), estado: .init())
        return await acionar(&v, acao(t), nome: Textos.nomeDoTurno(t, quemLe: .contratante))
    }

    func vagasDaConta(_ conta: ContaAutenticada) -> FuncionalidadeDasVagas {
        amb.portas(conta).montarVagas
    }

    /// As vagas do contratante já carregadas (como a tela Vagas).
    func vagasCarregadas(_ conta: ContaAutenticada) async -> Executor<FuncionalidadeDasVagas> {
        var e = Executor(vagasDaConta(conta), estado: .init())
        await e.enviar(.carregar)
        return e
    }

    /// Como `cancelar-vaga`: sem --sim, a prévia do custo (RN12) e nada cancelado; num
    /// terminal, com --motivo, pergunta.
    func cancelar(_ conta: ContaAutenticada, _ turno: UUID, motivo: String?, sim: Bool) async -> CodigoDeSaida {
        if !sim {
            let t: Turno?
            if conta.perfil == .profissional {
                t = await turnosCom(turno, conta).estado.turno(turno)?.turno
            } else {
                guard await online else {
                    return saida.relatar(Desfecho(.cancelarTurno(turno: turno, porContratante: true, falta: nil), .semConexao))
                }
                switch await turnoDoContratante(turno) {
                case .falhou(let m): return falhaDeTela(m)
                case .naoAchou: t = nil
                case .achou(let achado): t = achado
                }
            }
            guard let t else { return naoAchei(turno, online: await online) }
            let agora = amb.relogio.agora
            // Nomes vindos do servidor: sem bytes de controle no terminal.
            let previa = TextoDoCancelamento.previa(t, quemLe: conta.perfil, agora: agora).map(Texto.limpo)
            // Cancelado ou terminado: nada a cancelar, nem pergunta nem dica de como.
            let nada = t.impedimento(.cancelar, agora: agora, conectado: true) != nil  // o mesmo impedimento da tecla x
            let interativo = isatty(STDIN_FILENO) == 1 && motivo != nil && !nada
            var confirmado = false
            if interativo {
                for l in previa { saida.aviso(l) }
                FileHandle.standardError.write(Data(Textos.SemTela.perguntaCancelarTurno.utf8))
                confirmado = ComandoDaGestao.simNao(readLine() ?? "") == true
            }
            if !confirmado {
                let id = turno.uuidString.lowercased()
                let dica = nada ? nil
                    : (motivo == nil ? Textos.SemTela.comoCancelarTurno(id)
                       : Textos.SemTela.comoCancelarTurnoComMotivo(id, ComandoDaGestao.aspasDoShell(motivo ?? "")))
                let texto = ((interativo ? [] : previa) + (dica.map { [$0] } ?? [])).joined(separator: "\n")
                saida.dado(texto, json: ["turno_id": id, "cancelado": false,
                                         "previa": TextoDoCancelamento.json(t, agora: agora, linhas: previa)])
                return .ok
            }
        }
        let motivo = motivo ?? ""
        if conta.perfil == .profissional {
            // Carrega antes: um turno já cancelado se diz assim, não como cancelamento novo.
            var t = await turnosCom(turno, conta)
            let nome = t.estado.turno(turno).map { Textos.nomeDoTurno($0.turno, quemLe: .profissional) }
            return await acionar(&t, .cancelar(turno, motivo: motivo), nome: nome)
        }
        guard await online else {
            return saida.relatar(Desfecho(.cancelarTurno(turno: turno, porContratante: true, falta: nil), .semConexao))
        }
        return await acionarNasVagas(conta, turno) { .cancelarTurno($0, motivo: motivo) }
    }

    func perfil(_ conta: ContaAutenticada) async -> CodigoDeSaida {
        var perfil = Executor(amb.portas(conta).montarPerfil, estado: .init())
        await perfil.enviar(.carregar)
        switch perfil.estado.perfil {
        case .conteudo(let p):
            var linhas = ["\(Texto.limpo(p.nome)) — \(Formatacao.perfil(p.perfil))", Formatacao.reputacao(p.reputacao),
                          Formatacao.comparecimento(p.reputacao)]
            if let b = p.base { linhas.append(Textos.SemTela.pontoBase(Formatacao.pontoBase(b))) }
            if let d = p.disponivel { linhas.append(d ? Textos.SemTela.disponivel : Textos.SemTela.indisponivel) }
            if let e = p.estabelecimento { linhas.append(Textos.SemTela.estabelecimento(Texto.limpo(e.nome), papel: p.papel)) }
            saida.dado(linhas.joined(separator: "\n"), json: JSONHeadless.perfil(p))
            return .ok
        case .erro(let m): return falhaDeTela(m)
        default: return saida.falha(Textos.SemTela.perfilSemResposta, .falhou)
        }
    }

    // MARK: - contratante

    /// O Acompanhamento já carregado, como a TUI ao abrir a tela.
    func acompanhamento(_ conta: ContaAutenticada) async -> Executor<FuncionalidadeDoAcompanhamento> {
        var e = Executor(amb.portas(conta).montarAcompanhamento, estado: .init())
        await e.enviar(.carregar)
        return e
    }

    func pendentes(_ conta: ContaAutenticada) async -> CodigoDeSaida {
        let hoje = amb.relogio.agora
        return lista(await acompanhamento(conta).estado.pendentes, texto: { TextoHeadless.turno($0, hoje: hoje, quemLe: .contratante) },
                     json: JSONHeadless.turnoNaTela)
    }

    func confirmar(_ conta: ContaAutenticada, _ turno: UUID) async -> CodigoDeSaida {
        var a = await acompanhamento(conta)
        if let t = a.estado.pendentes.valor?.first(where: { $0.id == turno })?.turno {
            return await acionar(&a, .confirmarCheckin(t.id, profissional: t.profissional?.nome))
        }
        if await online {
            // Fora da página de pendentes (teto da lista): o próprio turno, pelo id.
            if case .achou(let t) = await turnoDoContratante(turno) {
                // O impedimento da tecla c, com a frase dela (já confirmado, no local, cancelado, sem check-in).
                if let i = t.impedimentoDaConfirmacao {
                    return saida.relatar(FuncionalidadeDoAcompanhamento.recusa(i, .confirmarCheckin(turno: t.id, profissional: t.profissional?.nome)))
                }
                return await acionar(&a, .confirmarCheckin(t.id, profissional: t.profissional?.nome))
            }
            return saida.falha(Textos.SemTela.semCheckinParaConfirmar(turno.uuidString.lowercased()), .falhou)
        }
        // Sem rede não há a lista do servidor: a confirmação vai para a fila como na tela.
        return await acionar(&a, .confirmarCheckin(turno, profissional: nil))
    }

    func alertas(_ conta: ContaAutenticada) async -> CodigoDeSaida {
        switch await acompanhamento(conta).estado.alertas {
        case .conteudo(let p):
            let linhas = p.vagas.map { Textos.SemTela.linhaDaVagaEmAlerta($0.id.uuidString.lowercased(), Formatacao.funcao($0.funcao), Formatacao.periodo($0.periodo, hoje: amb.relogio.agora), abertas: $0.posicoesAbertas) }
                + p.atrasados.map { a in
                    // RN10: o turno atrasado é de alguém confirmado; o contato vem para ligar.
                    Textos.SemTela.linhaDoAtrasado(a.turno.id.uuidString.lowercased(), a.turno.vagaId.uuidString.lowercased())
                        + Textos.SemTela.atrasoDe(Texto.limpo(a.turno.profissional?.nome ?? "?"), a.minutos(agora: amb.relogio.agora))
                        + (Textos.contato(a.turno.profissional?.contato).map { "  contato: \(Texto.limpo($0))" } ?? "")
                }
            saida.dado(linhas.joined(separator: "\n"), json: JSONHeadless.alerta(p, agora: amb.relogio.agora))
            return .ok
        case .vazio(let m):
            saida.dado(m, json: ["vagas": [Any](), "atrasados": [Any]()])
            return .ok
        case .erro(let m): return falhaDeTela(m)
        case .carregando: return .falhou
        }
    }

    // MARK: - fila

    func fila(_ conta: ContaAutenticada) async -> CodigoDeSaida {
        let s = await sincronizacao(conta).ler().fila
        let texto = s.itens.isEmpty ? Textos.SemTela.filaVazia : s.itens.map(TextoHeadless.item).joined(separator: "\n")
        saida.dado(texto, json: JSONHeadless.status(s))
        return .ok
    }

    func sincronizar(_ conta: ContaAutenticada, ateEsvaziar: Bool, timeout: TimeInterval, antes: StatusDaFila? = nil) async -> CodigoDeSaida {
        if amb.configuracao.offline {
            return saida.falha(Textos.SemTela.sincronizarOffline, .semConexao)
        }
        var sinc = Executor(sincronizacao(conta), estado: .init())
        // O retrato de antes diz quantas saíram agora (e quantas o servidor recusou agora).
        let antes = if let antes { antes } else { await sincronizacao(conta).ler().fila }
        let limite = Date().addingTimeInterval(timeout)
        await sinc.enviar(.sincronizarAgora)
        while ateEsvaziar, sinc.estado.pendentes > 0, Date() < limite {
            // Respeita a espera da fila (backoff, Retry-After), sem passar do limite.
            let proxima = sinc.estado.fila.proximaTentativaEm.map { $0.timeIntervalSinceNow } ?? Self.intervaloDeSondagem
            let espera = min(max(proxima, 0.1), Self.intervaloMaximo, limite.timeIntervalSinceNow)
            if espera > 0 { try? await Task.sleep(nanoseconds: UInt64(espera * 1_000_000_000)) }
            if !(await online) { await amb.monitor.verificar() }
            await sinc.enviar(.sincronizarAgora)
        }
        let s = sinc.estado.fila
        let recusadasAgora = max(0, s.rejeitadas - antes.rejeitadas)
        let enviadas = max(0, antes.pendentes - s.pendentes - recusadasAgora)
        var o = JSONHeadless.status(s)
        o["enviadas"] = enviadas
        o["recusadas_agora"] = recusadasAgora
        if s.pendentes > 0 {
            let msg = (enviadas > 0 ? Textos.SemTela.enviadasAgora(enviadas) : "")
                + Textos.SemTela.aindaPendentes(s.pendentes) + (s.ultimoErro.map { ": \($0)" } ?? ".")
            // Com nova tentativa marcada (backoff, Retry-After) a falha foi passageira, mesmo
            // que este processo nem tenha chegado a pedir nada (o prazo do 429 o segurou).
            let codigo: CodigoDeSaida = s.proximaTentativaEm != nil ? .semConexao : await codigoDeFalha()
            return saida.falha(msg, codigo, extra: o)
        }
        if s.rejeitadas > 0 {
            // Recusa é falha de verdade para quem roda em script: código 1, itens no JSON.
            var comRecusas = o
            comRecusas["recusadas_itens"] = s.itens.filter { $0.estado == .rejeitada }.map(JSONHeadless.item)
            let n = s.rejeitadas
            return saida.falha(Textos.SemTela.recusadasPeloServidor(n, enviadas: enviadas), .falhou, extra: comRecusas)
        }
        saida.dado(Textos.SemTela.filaEmDia(enviadas: enviadas), json: o)
        return .ok
    }

    static let intervaloDeSondagem: TimeInterval = 0.5
    /// Nunca espera mais que isto entre duas tentativas do `--ate-esvaziar`.
    static let intervaloMaximo: TimeInterval = 2
}
