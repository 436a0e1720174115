import Foundation
import FrilaApresentacao
import FrilaDominio

/// O programa da TUI: modelo + atualizar + desenhar. Roda na thread do curses; todo o
/// trabalho com rede e disco vai para os efeitos das funcionalidades, que voltam como Evento.
public struct AppFrila: Programa {
    public typealias Acao = Evento

    public internal(set) var m: ModeloApp  // internal: as extensões de cada tela (AppFrila+*.swift) mexem nele
    let amb: Ambiente
    /// As funcionalidades da conta (nil antes de entrar); o estado delas está em `m`.
    var fs: FuncionalidadesDaConta?
    var ultimaSondagem = Date.distantPast
    var ultimoStatus = Date.distantPast
    var consultandoStatus = false
    /// Recusas da fila que já viraram mensagem (chave de idempotência do item).
    var recusasAvisadas: Set<String> = []

    /// Mensagens comuns se apagam sozinhas; erros ficam até Esc ou a próxima mensagem.
    public static let duracaoMensagem: TimeInterval = 6
    /// Intervalo da sondagem de `minhas_notificacoes` (o substituto do push), online.
    public static let intervaloNotificacoes: TimeInterval = 15
    /// Intervalo de leitura do estado da fila/conexão (local, barato).
    public static let intervaloStatus: TimeInterval = 1
    /// Online, a página visível se atualiza sozinha a cada tanto (o contratante vê o
    /// check-in manual, o profissional a vaga que alguém pegou, sem `r`).
    public static let intervaloAtualizacao: TimeInterval = 15
    /// Ao entrar numa página com dados mais velhos que isto, ela se atualiza.
    public static let idadeParaAtualizarAoEntrar: TimeInterval = 5
    /// Páginas com carga em andamento (não pede outra por cima) e quando cada uma foi
    /// pedida pela última vez (com o servidor falhando, não tenta a cada tique).
    var carregando: Set<Pagina> = []
    var pedidoEm: [Pagina: Date] = [:]

    static let loginComOfflineForcado = "Offline forçado: entrar precisa de rede. Ctrl-O desliga."

    public init(ambiente: Ambiente) {
        amb = ambiente
        m = ModeloApp(agora: ambiente.relogio.agora, dica: ambiente.dica)
        if let a = ambiente.aviso { mensagem(a, .info, daPessoa: false) }
        if !ambiente.avisosImportantes.isEmpty { m.dialogo = .aviso(titulo: "Atenção", linhas: ambiente.avisosImportantes) }
    }

    public var encerrado: Bool { m.encerrado }

    public func desenhar(_ tamanho: Tamanho) -> Quadro { Telas.desenhar(m, tamanho) }

    /// O último tamanho pintado: g/G e a rolagem da ajuda e do registro param no fim que se vê.
    var tamanho = Tamanho(largura: 80, altura: 24)
    public mutating func medir(_ tamanho: Tamanho) { self.tamanho = tamanho }

    public mutating func iniciar() -> [Efeito<Evento>] {
        m.login.enviando = true
        return sessao(.restaurar)
    }

    /// Uma ação da sessão; quando ela decide (retomada, entrou, falhou, saiu), a TUI navega.
    mutating func sessao(_ a: FuncionalidadeDaSessao.Acao) -> [Efeito<Evento>] {
        let efs = amb.sessao.atualizar(&m.sessao, a).map { $0.map(Evento.sessao) }
        switch a {
        case .restaurada(let c): return efs + sessaoDecidida(c, erro: nil)
        case .assumir(let c): return efs + sessaoDecidida(c, erro: nil)
        case .entrou(let l):
            if case .veio(let c) = l { return efs + sessaoDecidida(c, erro: nil) }
            return efs + sessaoDecidida(nil, erro: m.sessao.sessao.mensagem)
        case .entrar:
            // Validação local (e-mail ou senha vazios): sem efeito, o erro já está no estado.
            if efs.isEmpty { return sessaoDecidida(nil, erro: m.sessao.sessao.mensagem) }
            return efs
        case .saiu: return efs + saiuDaConta()
        case .restaurar, .sair: return efs
        }
    }

    /// A sessão decidiu: sem conta, o login (com o erro, se houve); com conta, a primeira
    /// página dela e as funcionalidades do perfil.
    mutating func sessaoDecidida(_ conta: ContaAutenticada?, erro: String?) -> [Efeito<Evento>] {
        m.login.enviando = false
        guard let conta else {
            m.tela = .login
            m.login.erro = erro
            guard let c = amb.conexao else { return [] }
            return [.tarefa {
                let e = await c.verificar()
                return .conexao(online: e == .online, forcado: await c.offlineForcado())
            }]
        }
        m.login = ModeloLogin(dica: amb.dica)
        m.tela = .pagina(Pagina.paginas(de: conta.perfil)[0])
        let fabrica = amb.funcionalidades
        return [.tarefa { .pronta(fabrica(conta)) }]
    }

    // MARK: - eventos

    public mutating func atualizar(_ e: Evento) -> [Efeito<Evento>] {
        switch e {
        case .sessao(let a):
            return sessao(a)
        case .pronta(let f):
            fs = f
            // Avisos de antes de a sessão abrir não viram banner: o corte começa aqui, uma vez.
            m.avisos = f.avisos == nil ? nil : FuncionalidadeDosAvisos.Estado(desde: m.agora)
            // Sessão nova ou restaurada: a fila desta conta retoma (ex.: parada numa sessão expirada).
            var efs = statusEfeito(retomarFila: true)
            for p in m.paginas { efs += carregar(p) }
            return efs
        case .feed(let a):
            return feed(a)
        case .turnos(let a):
            return turnos(a)
        case .perfil(let a):
            guard let f = fs?.perfil else { return [] }
            let efs = f.atualizar(&m.perfilDaConta, a).map { $0.map(Evento.perfil) }
            if case .lido = a { chegou(.perfil, m.perfil.valor != nil) }
            relatar(f.desfecho(a))
            return efs
        case .sincronizacao(let a):
            return sincronizacao(a)
        case .conexao(let online, let forcado):
            m.online = online
            m.offlineForcado = forcado
        case .acompanhamento(let a):
            return acompanhamento(a)
        case .vagas(let a):
            return vagas(a)
        case .gestaoDaVaga(let a):
            return gestaoDaVaga(a)
        case .pedidoDeSairDaConta(let fila):
            m.fila = fila
            var linhas = ["Sair da conta neste computador? A credencial guardada é apagada."]
            if fila.pendentes > 0 {
                linhas.append("\(Textos.contagem(fila.pendentes, "ação", "ações")) desta conta esperando envio \(fila.pendentes == 1 ? "fica guardada: sai" : "ficam guardadas: saem") quando ela "
                              + "entrar de novo. Outra conta que entrar aqui não as envia.")
            }
            m.dialogo = .simNao(titulo: "Sair da conta", linhas: linhas, pedido: .sairDaConta)
        case .pedidoDeSaida(let fila):
            m.fila = fila
            if fila.pendentes > 0 {
                m.dialogo = .simNao(titulo: "Sair",
                                    linhas: ["\(fila.pendentes == 1 ? "Há 1 ação esperando envio." : "Há \(fila.pendentes) ações esperando envio.")",
                                             "Elas ficam guardadas e saem na próxima vez que o frila tiver conexão. Sair mesmo assim?"],
                                    pedido: .sair)
            } else {
                m.encerrado = true
            }
        case .mensagem(let t, let tipo):
            mensagem(t, tipo)
        case .cadastro(let a):
            return cadastro(a)
        case .avisos(let a):
            return avisos(a)
        case .listas(let a):
            return listas(a)
        }
        return []
    }

    /// A sondagem dos avisos do contratante: os novos viram banner, campainha e as telas
    /// dele recarregadas.
    mutating func avisos(_ a: FuncionalidadeDosAvisos.Acao) -> [Efeito<Evento>] {
        guard let f = fs?.avisos, var e = m.avisos else { return [] }
        var efs = f.atualizar(&e, a).map { $0.map(Evento.avisos) }
        m.avisos = e
        guard case .chegaram = a, let ultimo = e.novos.last else { return efs }
        m.banner = Textos.aviso(ultimo) + (e.novos.count > 1 ? " (+\(e.novos.count - 1))" : "")
        m.bannerDaVaga = nil
        efs += m.paginas.filter { $0 != .perfil }.flatMap { carregar($0) }
        if amb.campainha { efs.append(.campainha) }
        return efs
    }

    /// Saiu da conta: o modelo recomeça (a conexão não muda com a conta).
    mutating func saiuDaConta() -> [Efeito<Evento>] {
        fs = nil
        recusasAvisadas = []
        carregando = []
        pedidoEm = [:]
        let (agora, online, forcado) = (m.agora, m.online, m.offlineForcado)
        m = ModeloApp(agora: agora, dica: amb.dica)
        (m.online, m.offlineForcado) = (online, forcado)  // a conexão não muda com a conta
        mensagem("Você saiu da conta.", .info)
        return []
    }

    mutating func feed(_ a: FuncionalidadeDoFeed.Acao) -> [Efeito<Evento>] {
        guard let f = fs?.feed else { return [] }
        let antes = m.feedVisivel.map(\.id)
        let todasAntes = Set(m.feed.valor?.map(\.id) ?? [])
        var efs = f.atualizar(&m.feedDeVagas, a).map { $0.map(Evento.feed) }
        switch a {
        case .lido:
            chegou(.feed, m.feed.valor != nil)
            manterSelecao(.feed, antes: antes, depois: m.feedVisivel.map(\.id))
            // A vaga da faixa estava no feed e esta leitura a tirou (bloqueio, preenchida): a faixa mente.
            if let v = m.bannerDaVaga, todasAntes.contains(v), let agora = m.feed.valor, !agora.contains(where: { $0.id == v }) {
                m.banner = nil
                m.bannerDaVaga = nil
            }
        case .notificacoesChegaram:
            let ns = m.feedDeVagas.novasNotificacoes
            guard let n = ns.last else { return efs }
            m.bannerDaVaga = n.vagaId
            m.banner = Textos.vagaNova(n, mais: ns.count - 1, hoje: m.agora)
            efs += carregar(.feed)
            if amb.campainha { efs.append(.campainha) }
        case .candidatou(let d):
            relatar(d)
            efs += carregar(.feed) + carregar(.turnos)
        default: break
        }
        return efs
    }

    mutating func turnos(_ a: FuncionalidadeDosTurnos.Acao) -> [Efeito<Evento>] {
        guard let f = fs?.turnos else { return [] }
        let primeiraCarga = m.turnos.valor == nil
        let antes = m.turnos.valor?.turnos.map(\.id) ?? []
        let efs = f.atualizar(&m.turnosDaConta, a).map { $0.map(Evento.turnos) }
        switch a {
        case .carregou, .falhou, .pendencias:
            let e = m.turnos
            chegou(.turnos, e.valor != nil && e.valor?.doCache == false)
            manterSelecao(.turnos, antes: antes, depois: e.valor?.turnos.map(\.id) ?? [])
            // Na primeira carga, começa no primeiro turno que ainda não acabou.
            if primeiraCarga, let l = e.valor?.turnos, let i = l.firstIndex(where: { $0.turno.vaga.periodo.fim > m.agora }) {
                m.selecao[.turnos] = i
            }
        default: break
        }
        relatar(f.desfecho(a))
        return efs
    }

    mutating func vagas(_ a: FuncionalidadeDasVagas.Acao) -> [Efeito<Evento>] {
        guard let f = fs?.vagas else { return [] }
        let antes = m.vagas.valor?.map(\.id) ?? []
        let itemAntes = itemDaVaga().map(Self.idDoItem)
        let itensAntes = vagaSelecionada().map { TelaVagas.itens($0).map(Self.idDoItem) } ?? []
        var efs = f.atualizar(&m.vagasDaConta, a).map { $0.map(Evento.vagas) }
        if case .lido = a {
            chegou(.vagas, m.vagas.valor != nil)
            manterSelecao(.vagas, antes: antes, depois: m.vagas.valor?.map(\.id) ?? [])
            // Um item do detalhe pode ter sumido (candidato cancelado, escolhido): a seleção
            // fica no mesmo item, ou no vizinho que existe, nunca depois do fim.
            let itens = vagaSelecionada().map { TelaVagas.itens($0).map(Self.idDoItem) } ?? []
            m.selecaoCandidato = Self.reposicionar(m.selecaoCandidato, selecionado: itemAntes, antes: itensAntes, depois: itens)
        }
        // As vagas mudaram no servidor: os alertas do Acompanhamento também podem ter mudado.
        if case .respondido(_, true) = a { efs += carregar(.acompanhamento) }
        relatar(f.desfecho(a))
        return efs
    }

    mutating func sincronizacao(_ a: FuncionalidadeDaSincronizacao.Acao) -> [Efeito<Evento>] {
        // Só a tela de login (sem conta) alterna o modo sem funcionalidade: só a conexão muda.
        guard let f = fs?.sincronizacao else {
            if case .offlineAlternado(let r) = a {
                (m.online, m.offlineForcado) = (r.online, r.forcado)
                mensagem(r.forcado ? "Modo offline forçado: nada sai da máquina; ações vão para a fila." : "Modo offline desligado.", .info, daPessoa: false)
            }
            return []
        }
        switch a {
        case .lido(let r):
            return leuSincronizacao(f, a, r)
        case .filaMexida(let r, let d):
            let efs = leuSincronizacao(f, a, r)
            ajustarSelecao(.perfil, total: r.fila.itens.count)
            relatar(d)
            return efs + m.paginas.filter { $0 != .perfil }.flatMap { carregar($0) }
        case .offlineAlternado(let r):
            let efs = leuSincronizacao(f, a, r)
            mensagem(r.forcado ? "Modo offline forçado: nada sai da máquina; ações vão para a fila." : "Modo offline desligado.", .info, daPessoa: false)
            return efs
        case .sincronizado(let r):
            let fila = r.fila
            let antes = recusasAvisadas.count
            let efs = leuSincronizacao(f, a, r)
            // Uma recusa que acabou de chegar já é o desfecho (e fica na linha de status).
            guard recusasAvisadas.count == antes else { return efs }
            if fila.pendentes > 0 {
                let n = fila.pendentes
                mensagem("\(Textos.contagem(n, "ação", "ações")) ainda na fila: \(n == 1 ? "sai" : "saem") quando o Frila responder.", .info, daPessoa: false)
            } else if fila.rejeitadas > 0 {
                mensagem("Nada esperando envio; \(Textos.contagem(fila.rejeitadas, "ação recusada", "ações recusadas")) no painel (x dispensa, t tenta de novo).", .info, daPessoa: false)
            } else {
                mensagem("Fila em dia: nada esperando envio.", .sucesso, daPessoa: false)
            }
            return efs
        default:
            return f.atualizar(&m.sincronizacao, a).map { $0.map(Evento.sincronizacao) }
        }
    }

    /// Uma leitura da conexão e da fila chegou: aplica na funcionalidade e reage (recusas
    /// que viram desfecho, telas recarregadas quando a conexão volta ou a fila esvazia).
    mutating func leuSincronizacao(_ f: FuncionalidadeDaSincronizacao, _ a: FuncionalidadeDaSincronizacao.Acao,
                                   _ r: FuncionalidadeDaSincronizacao.Retrato) -> [Efeito<Evento>] {
        consultandoStatus = false
        let estavaConectado = m.conectado
        let pendentesAntes = m.fila.pendentes
        // Recusa que chega no dreno (ou já estava na fila ao abrir): ninguém esperava
        // na tela por ela, então vira desfecho aqui, uma vez por item.
        for item in r.fila.itens where item.estado == .rejeitada && !recusasAvisadas.contains(item.chaveIdempotencia) {
            recusasAvisadas.insert(item.chaveIdempotencia)
            relatar(.recusadaNoDreno(item, referente: Self.referente(item, turno: Telas.nomeDoTurno(m, item.acao.turnoId))))
        }
        var efs = f.atualizar(&m.sincronizacao, a).map { $0.map(Evento.sincronizacao) }
        // Voltou a conexão, ou a fila esvaziou: o que está na tela pode ter mudado.
        if (!estavaConectado && m.conectado) || (pendentesAntes > 0 && r.fila.pendentes == 0) {
            efs += m.paginas.flatMap { carregar($0) }
        }
        return efs
    }

    /// Estilo e frase vêm do desfecho (o catálogo), nunca de ler a frase.
    mutating func relatar(_ d: Desfecho?) {
        guard let semNome = d else { return }
        let d = semNome.nomeando(Telas.nomeDoAlvo(m, semNome.acao))
        if case .recusada(_, let i?) = d.resultado { recusasAvisadas.insert(i.chaveIdempotencia) }
        mensagem(d.frase, d.severidade)
    }

    /// "de 07:20 (Garçom sex 04/12 · Bar do Cerrado)": a hora do toque e o turno.
    static func referente(_ item: ItemDaFila, turno: String?) -> String {
        "de \(Formatacao.hora(item.tocadoEm))" + (turno.map { " (\($0))" } ?? "")
    }

    /// `noHistorico: false` para "Sincronizando…": andamento, não desfecho; o desfecho vem depois.
    /// `daPessoa: false` para o que não é desfecho de um gesto da pessoa (modo offline, estado
    /// da fila, andamento): não toma o lugar de um erro na linha de status, só vai ao registro (`m`).
    mutating func mensagem(_ texto: String, _ tipo: Mensagem.Tipo, noHistorico: Bool = true, daPessoa: Bool = true) {
        // Erro fica até ser dispensado (Esc) ou substituído: recusa não some sozinha.
        let msg = Mensagem(texto, tipo: tipo, expiraEm: tipo == .erro ? nil : m.agora.addingTimeInterval(Self.duracaoMensagem),
                           em: m.agora)
        let erroDePe = m.mensagem?.tipo == .erro && tipo != .erro
        if daPessoa || !erroDePe { m.mensagem = msg }
        if noHistorico { registrar(msg) }
    }

    /// Só no registro de mensagens (`m`), sem tocar a linha de status.
    mutating func registrar(_ msg: Mensagem) {
        m.historico.append(msg)
        if m.historico.count > ModeloApp.tamanhoDoHistorico { m.historico.removeFirst(m.historico.count - ModeloApp.tamanhoDoHistorico) }
    }

    mutating func ajustarSelecao(_ p: Pagina, total: Int) {
        m.selecao[p] = min(m.selecionado(p), max(0, total - 1))
    }

    /// Dados novos de `p`: registra a idade (só os do servidor) e libera a próxima carga.
    mutating func chegou(_ p: Pagina, _ doServidor: Bool) {
        carregando.remove(p)
        if doServidor { m.carregadoEm[p] = m.agora }
    }

    /// A seleção segue o mesmo item numa lista nova; se ele sumiu, fica no vizinho.
    mutating func manterSelecao(_ p: Pagina, antes: [UUID], depois: [UUID]) {
        let i = m.selecionado(p)
        m.selecao[p] = Self.reposicionar(i, selecionado: antes.indices.contains(i) ? antes[i] : nil, antes: antes, depois: depois)
    }

    static func reposicionar(_ i: Int, selecionado: UUID?, antes: [UUID], depois: [UUID]) -> Int {
        guard !depois.isEmpty else { return 0 }
        if let id = selecionado, let novo = depois.firstIndex(of: id) { return novo }
        // Sumiu: o primeiro que vinha depois dele e ainda existe, senão o último.
        if antes.indices.contains(i), let seguinte = antes[(i + 1)...].lazy.compactMap({ depois.firstIndex(of: $0) }).first {
            return seguinte
        }
        return min(i, depois.count - 1)
    }

    static func idDoItem(_ item: TelaVagas.ItemDoDetalhe) -> UUID {
        switch item {
        case .turno(let t): t.id
        case .candidatura(let c): c.id
        }
    }

    public mutating func tique(_ agora: Date) -> [Efeito<Evento>] {
        m.agora = agora
        if let e = m.mensagem?.expiraEm, e <= agora { m.mensagem = nil }
        guard fs != nil else { return [] }
        var efs: [Efeito<Evento>] = []
        if agora.timeIntervalSince(ultimoStatus) >= Self.intervaloStatus, !consultandoStatus {
            ultimoStatus = agora
            efs += statusEfeito()
        }
        if let p = m.pagina, precisaAtualizar(p, idade: Self.intervaloAtualizacao) {
            efs += carregar(p)
        }
        if fs?.feed != nil, m.conectado, agora.timeIntervalSince(ultimaSondagem) >= Self.intervaloNotificacoes {
            ultimaSondagem = agora
            efs += feed(.buscarNotificacoes)
        }
        if fs?.avisos != nil, m.conectado, agora.timeIntervalSince(ultimaSondagem) >= Self.intervaloNotificacoes {
            ultimaSondagem = agora
            efs += avisos(.buscarNovos)
        }
        return efs
    }

    // MARK: - efeitos (ações das funcionalidades)

    mutating func statusEfeito(retomarFila: Bool = false) -> [Efeito<Evento>] {
        guard fs != nil else { return [] }
        consultandoStatus = true
        return sincronizacao(retomarFila ? .retomar : .atualizar)
    }

    mutating func carregar(_ p: Pagina) -> [Efeito<Evento>] {
        let efs = efeitoDeCarga(p)
        if !efs.isEmpty { carregando.insert(p); pedidoEm[p] = m.agora }
        return efs
    }

    mutating func efeitoDeCarga(_ p: Pagina) -> [Efeito<Evento>] {
        guard fs != nil else { return [] }
        return Paginas.registro(p).carregar(&self)
    }


    // MARK: - teclas

    public mutating func tecla(_ t: Tecla) -> [Efeito<Evento>] {
        if Teclas.sempre.acao(para: t) == .sairJa { m.encerrado = true; return [] }
        if m.ajudaAberta || m.historicoAberto {
            let fim = Telas.rolagemMaximaDoPainel(m, tamanho)
            switch Teclas.painel.acao(para: t) {
            case .rolar(let d)?: m.rolagem = min(max(0, m.rolagem + d), fim)
            case .primeiro?: m.rolagem = 0
            case .ultimo?: m.rolagem = fim
            default: m.ajudaAberta = false; m.historicoAberto = false; m.rolagem = 0
            }
            return []
        }
        if let d = m.dialogo { return teclaNoDialogo(d, t) }
        switch m.tela {
        case .login: return m.cadastro != nil ? teclaNoCadastro(t) : teclaNoLogin(t)
        case .pagina(let p):
            if m.formulario != nil, p == .vagas { return teclaNoFormulario(t) }
            if m.filtrandoFeed, p == .feed { return teclaNoFiltroDoFeed(t) }
            if m.secaoDoPerfil != nil, p == .perfil { return teclaNaListaDoPerfil(t) }
            guard let c = Teclas.tabela(p, contratante: m.conta?.perfil == .contratante).acao(para: t) else { return [] }
            return comando(c, em: p)
        }
    }

    /// Ctrl-O antes de entrar (login e cadastro): liga ou desliga o modo offline do testador.
    func alternarOfflineSemConta() -> [Efeito<Evento>] {
        guard let c = amb.conexao else { return [] }
        let forcar = !m.offlineForcado
        return [.tarefa {
            await c.forcarOffline(forcar)
            let e = await c.verificar()
            return .sincronizacao(.offlineAlternado(.init(online: e == .online, forcado: await c.offlineForcado(), fila: .vazio)))
        }]
    }

    mutating func teclaNoLogin(_ t: Tecla) -> [Efeito<Evento>] {
        guard let c = Teclas.login.acao(para: t) else {
            // Fora da tabela, só texto: vai para o campo em foco.
            if case .caractere(let ch) = t {
                if m.login.campo == .email { if m.login.email.count < 254 { m.login.email.append(ch) } }
                else if m.login.senha.count < 256 { m.login.senha.append(ch) }
            }
            return []
        }
        switch c {
        case .trocarCampo:
            m.login.campo = m.login.campo == .email ? .senha : .email
        case .apagar:
            if m.login.campo == .email { _ = m.login.email.popLast() } else { _ = m.login.senha.popLast() }
        case .limparErro:
            m.login.erro = nil
            m.login.aviso = nil
        case .abrirCadastro:
            abrirCadastro()
        case .ajuda:
            m.ajudaAberta = true; m.rolagem = 0
        case .alternarOffline:
            // O modo offline do testador continua depois de sair da conta; aqui não dá para
            // usar o "o" (é texto), então o Ctrl-O o desliga para entrar.
            m.login.erro = nil
            return alternarOfflineSemConta()
        case .entrar:
            // Dá para digitar enquanto a sessão guardada é verificada; enviar, não.
            guard !m.login.enviando else { mensagem("Verificando a sessão guardada…", .info); return [] }
            if m.offlineForcado {
                m.login.erro = Self.loginComOfflineForcado
                return []
            }
            if m.login.campo == .email && m.login.senha.isEmpty { m.login.campo = .senha; return [] }
            let email = m.login.email, senha = m.login.senha
            m.login.senha = ""  // a senha não fica no modelo depois do envio
            m.login.enviando = true
            m.login.erro = nil
            return sessao(.entrar(email: email, senha: senha))
        case .sairJa:
            m.encerrado = true
        default:
            break
        }
        return []
    }

    mutating func mover(_ p: Pagina, _ delta: Int) {
        if p == .turnos { m.rolagemDoDetalhe = 0 }  // outro turno: o detalhe dele começa do topo
        defer { if p == .perfil { m.rolagemDoDetalhe = Telas.rolagemAteASelecaoDoPerfil(m) } }  // a selecionada à vista
        defer { if p == .vagas { m.rolagemDoDetalhe = TelaVagas.rolagemNoMinimo(m).ateASelecao } }
        if p == .vagas, m.detalheAberto {
            let total = vagaSelecionada().map { TelaVagas.itens($0).count } ?? 0
            m.selecaoCandidato = min(max(0, m.selecaoCandidato + delta), max(0, total - 1))
            return
        }
        let total = Paginas.registro(p).itens(m)
        m.selecao[p] = min(max(0, m.selecionado(p) + delta), max(0, total - 1))
    }

    func vagaDoFeed() -> VagaDoFeed? { m.vagaDoFeed() }
    func turnoSelecionado() -> Turno? { m.turnoSelecionado() }
    func vagaSelecionada() -> Vaga? { m.vagaSelecionada() }
    func itemDaVaga() -> TelaVagas.ItemDoDetalhe? { m.itemDaVaga() }
    func itemDaFilaSelecionado() -> ItemDaFila? { m.itemDaFilaSelecionado() }
    func turnoDaVaga() -> Turno? { m.turnoDaVaga() }
    mutating func trocarPagina(_ i: Int) -> [Efeito<Evento>] {
        let ps = m.paginas
        guard !ps.isEmpty else { return [] }
        let p = ps[(i % ps.count + ps.count) % ps.count]
        m.tela = .pagina(p)
        m.detalheAberto = false
        m.rolagemDoDetalhe = 0
        return precisaAtualizar(p, idade: Self.idadeParaAtualizarAoEntrar) ? carregar(p) : []
    }

    /// Online, sem carga em andamento, e os dados de `p` têm mais que `idade` (ou nunca vieram
    /// do servidor). Com diálogo ou formulário aberto, espera: a tela não muda debaixo da pessoa.
    func precisaAtualizar(_ p: Pagina, idade: TimeInterval) -> Bool {
        guard fs != nil, m.conectado, !carregando.contains(p), m.dialogo == nil, m.formulario == nil else { return false }
        guard let em = pedidoEm[p] else { return true }
        return m.agora.timeIntervalSince(em) >= idade
    }

    /// Por que o comando não pode agir agora (nil = pode). Vai para a linha de status: uma
    /// tecla nunca some calada.
    func porQueNao(_ c: ComandoDaTela, em p: Pagina) -> String? { m.porQueNao(c, em: p, carregou: fs != nil) }

    /// O que o turno já diz antes de abrir o diálogo: uma tecla que não pode agir não
    /// pergunta nada, diz por quê.
    static func porQueNaoNoTurno(_ c: ComandoDaTela, _ t: Turno, agora: Date, conectado: Bool, quemLe: PerfilConta) -> String? {
        // Bloquear vale de qualquer turno, cancelado ou passado: é sobre a outra conta (RF26).
        if c == .bloquear { return nil }
        if t.estado == .cancelada {
            return "Este turno foi \(Formatacao.cancelado(t.cancelamento, quemLe: quemLe, hoje: agora)): nada mais a fazer nele."
        }
        switch c {
        case .checkin:
            if let r = t.checkin { return "Check-in já registrado às \(Formatacao.hora(r.em))." }
        case .checkout:
            if let r = t.checkout { return "Check-out já registrado às \(Formatacao.hora(r.em))." }
            if t.checkin == nil { return "Faça o check-in (e) antes do check-out." }
        case .avaliar:
            if t.minhaAvaliacao != nil { return "Você já avaliou este turno." }
            if agora < t.vaga.periodo.fim { return "A avaliação abre quando o turno termina (\(Formatacao.hora(t.vaga.periodo.fim)))." }
        case .cancelar:
            if !conectado { return "Cancelar precisa de conexão: sem rede agora, o cancelamento não fica na fila." }
        default: break
        }
        return nil
    }

    mutating func comando(_ c: ComandoDaTela, em p: Pagina) -> [Efeito<Evento>] {
        if let motivo = porQueNao(c, em: p) { mensagem(motivo, .info); return [] }
        let ps = m.paginas
        let atual = ps.firstIndex(of: p) ?? 0
        switch c {
        case .proximaPagina: return trocarPagina(atual + 1)
        case .paginaAnterior: return trocarPagina(atual - 1)
        case .irPara(let i): if i < ps.count { return trocarPagina(i) }
        case .cima: mover(p, -1)
        case .baixo: mover(p, 1)
        case .paginaAcima: mover(p, -10)
        case .paginaAbaixo: mover(p, 10)
        case .primeiro: mover(p, -Int(Int32.max))
        case .ultimo: mover(p, Int(Int32.max))
        case .abrirCandidaturas: return abrirLista(.candidaturas)
        case .abrirHistorico: return abrirLista(.historico)
        case .abrirBloqueios: return abrirLista(.bloqueios)
        case .abrirEquipe: return abrirLista(.equipe)
        case .cancelarVaga: return p == .acompanhamento ? pedirCancelamentoDaVagaNoAcompanhamento() : pedirPreviaDoCancelamento()
        case .duplicarVaga: return pedirDuplicata()
        case .editarVaga: abrirEdicao()
        case .filtrar:
            m.filtrandoFeed = true
        case .trocarOrdem:
            let id = vagaDoFeed()?.id
            m.filtroFeed.ordem = m.filtroFeed.ordem.seguinte
            // A vaga selecionada continua selecionada na ordem nova.
            m.selecao[.feed] = id.flatMap { i in m.feedVisivel.firstIndex { $0.id == i } } ?? 0
            mensagem("Ordem: \(m.filtroFeed.ordem.rotulo).", .info)
        case .abrir:
            if p == .acompanhamento { return abrirNoAcompanhamento() }
            if p == .vagas, m.detalheAberto {
                switch itemDaVaga() {
                case .candidatura(let cand):
                    m.dialogo = .simNao(titulo: "Escolher candidato",
                                        linhas: ["Escolher \(cand.profissional.nome) (\(cand.profissional.reputacao.descricao()))?",
                                                 "A vaga fica confirmada para essa pessoa e os outros candidatos são liberados."],
                                        pedido: .escolherCandidato(cand.id))
                case .turno:
                    mensagem("Enter escolhe candidatos; neste profissional use a avaliar, t equipe, x cancelar, b bloquear.", .info)
                case nil:
                    mensagem("Sem candidato selecionado.", .info)
                }
            } else {
                m.detalheAberto = true
                m.rolagemDoDetalhe = 0
                // Abre já no primeiro candidato: o Enter seguinte escolhe, sem passar pelos turnos.
                let itens = vagaSelecionada().map(TelaVagas.itens) ?? []
                m.selecaoCandidato = itens.firstIndex { if case .candidatura = $0 { true } else { false } } ?? 0
                if p == .vagas { return carregarDespacho() }
            }
        case .voltar:
            if m.detalheAberto { m.detalheAberto = false; m.rolagemDoDetalhe = 0 } else {
                m.banner = nil
                m.bannerDaVaga = nil
                if m.mensagem?.tipo == .erro { m.mensagem = nil }  // o erro fica até ser dispensado
            }
        case .atualizar:
            m.banner = nil
            m.bannerDaVaga = nil
            mensagem("Atualizando…", .info, noHistorico: false, daPessoa: false)
            return carregar(p) + statusEfeito()
        case .alternarOffline:
            // Uma tarefa só: a mensagem tem de ler o estado depois da troca, não antes.
            return sincronizacao(.alternarOffline)
        case .ajuda: m.ajudaAberta = true; m.rolagem = 0
        case .mensagens: m.historicoAberto = true; m.rolagem = 0
        case .rolar(let d):
            // Detalhe do turno ou página do Perfil que a tela baixa cortou.
            m.rolagemDoDetalhe = min(max(0, m.rolagemDoDetalhe + d), Telas.rolagemMaxima(m))
            if Telas.rolagemMaxima(m) == 0 { mensagem("Tudo já está à vista: nada a rolar.", .info) }
        case .fecharPainel: break  // só vale com um painel aberto (acima)
        case .acionarNaLista, .maisAntigos: break  // só numa lista do perfil (AppFrila+Listas)
        case .trocarCampo, .campoSeguinte, .campoAnterior, .trocarOpcao, .apagar, .entrar, .publicar, .limparErro,
             .cancelarFormulario, .sim, .nao, .desistir, .confirmar, .abrirCadastro, .criarConta:
            break  // só das tabelas do login, do formulário e dos diálogos
        case .sair:
            // Decide com a fila como está agora (não com a última leitura do tique).
            guard let s = fs?.sincronizacao else { m.encerrado = true; return [] }
            return [.tarefa { .pedidoDeSaida(await s.ler().fila) }]
        case .sairJa: m.encerrado = true
        case .candidatar:
            guard let v = vagaDoFeed(), fs?.feed != nil else { return [] }
            // Candidatura nunca vai para a fila: sem rede, recusa aqui mesmo.
            guard m.conectado else { mensagem(Mensagens.candidaturaOffline, .erro); return [] }
            mensagem("Candidatando…", .info, daPessoa: false)
            return feed(.candidatar(v.id))
        case .checkin, .checkout:
            guard let t = turnoSelecionado() else { return [] }
            let entrada = c == .checkin
            let padrao = valorInicial(entrada ? .checkin(t.id) : .checkout(t.id))
            m.dialogo = .texto(titulo: entrada ? "Check-in (entrada)" : "Check-out (saída)",
                               linhas: ["\(Formatacao.funcao(t.vaga.funcao)) · \(t.estabelecimento.nome) · \(t.vaga.local.endereco)",
                                        "Sua posição agora (lat,lng). Só a distância até o endereço é enviada, com a hora do toque. "
                                            + (entrada ? "Deixe vazio para \"sem localização\": o check-in vira manual e espera o contratante."
                                                       : "Deixe vazio para \"sem localização\": o check-out fica registrado sem a distância.")],
                               rotulo: "Posição", valor: padrao, pedido: entrada ? .checkin(t.id) : .checkout(t.id))
        case .avaliar:
            if p == .turnos, let t = turnoSelecionado() {
                m.dialogo = .simNao(titulo: "Avaliar", linhas: ["Você trabalharia de novo com \(t.estabelecimento.nome)?",
                                                                "s = sim, trabalharia de novo · n = não"], pedido: .avaliar(t.id))
            } else if p == .vagas, let t = turnoDaVaga() {
                m.dialogo = .simNao(titulo: "Avaliar", linhas: ["Você chamaria \(t.profissional?.nome ?? "este profissional") de novo?",
                                                                "s = sim · n = não"], pedido: .avaliar(t.id))
            }
        case .cancelar:
            if p == .acompanhamento { return perguntarReabrirPosicao() }
            let t = p == .turnos ? turnoSelecionado() : turnoDaVaga()
            guard let t else { return [] }
            let falta = t.cancelamentoContaComoFalta(agora: m.agora)
            let limite = Textos.horas(Regras.antecedenciaSemFalta)
            let aviso = falta ? "Atenção: faltam menos de \(limite) para o início; este cancelamento conta como falta."
                              : "Faltam mais de \(limite) para o início: não conta como falta."
            m.dialogo = .texto(titulo: "Cancelar turno", linhas: [aviso, "A posição é reaberta. Informe o motivo."],
                               rotulo: "Motivo", valor: "", pedido: .cancelarTurno(t.id))
        case .bloquear:
            if p == .turnos, let t = turnoSelecionado() {
                // `bloquear` quer a conta de quem publicou, não o id do estabelecimento.
                guard let conta = t.estabelecimento.contaId else {
                    mensagem("Não dá para bloquear daqui: atualize (r) e tente de novo.", .erro)
                    return []
                }
                m.dialogo = .simNao(titulo: "Bloquear", linhas: ["Bloquear \(t.estabelecimento.nome)?",
                                                                 "As vagas e notificações entre vocês deixam de aparecer, dos dois lados."],
                                    pedido: .bloquear(conta))
            } else if p == .vagas, let t = turnoDaVaga(), let prof = t.profissional {
                m.dialogo = .simNao(titulo: "Bloquear", linhas: ["Bloquear \(prof.nome)?",
                                                                 "As vagas e notificações entre vocês deixam de aparecer, dos dois lados."],
                                    pedido: .bloquear(prof.id))
            }
        case .dispensarRecusada, .retentarRecusada:
            guard let item = itemDaFilaSelecionado() else { return [] }
            return sincronizacao(c == .dispensarRecusada ? .dispensar(item) : .retentar(item))
        case .alternarDisponibilidade:
            return atualizar(.perfil(.alternarDisponibilidade))
        case .sincronizar:
            guard fs != nil else { return [] }
            mensagem("Sincronizando…", .info, noHistorico: false, daPessoa: false)
            return sincronizacao(.sincronizarAgora) + m.paginas.flatMap { carregar($0) }
        case .sairDaConta:
            // Com a fila como está agora: quem sai precisa saber que as ações dela ficam.
            guard let s = fs?.sincronizacao else { return [] }
            return [.tarefa { .pedidoDeSairDaConta(await s.ler().fila) }]
        case .confirmarCheckin:
            return confirmarCheckinSelecionado()
        case .novaVaga:
            var valores = CampoDaVaga.padrao
            // O endereço do estabelecimento e o seu ponto (ou a posição configurada) vêm preenchidos.
            let estab = m.perfil.valor?.estabelecimento
            if let e = estab?.endereco { valores[.endereco] = e }
            if let p = estab?.ponto ?? amb.posicaoPadrao { valores[.local] = "\(p.latitude),\(p.longitude)" }
            m.formulario = FormularioVaga(valores: valores)
        case .incluirNaEquipe:
            guard let t = turnoDaVaga(), let prof = t.profissional else { return [] }
            m.dialogo = .simNao(titulo: "Equipe de confiança", linhas: ["Incluir \(prof.nome) na equipe de confiança?",
                                                                        "A equipe recebe suas vagas mesmo além de \(Formatacao.distancia(Regras.raioDeDespachoMetros))."],
                                pedido: .incluirNaEquipe(prof.id))
        }
        return []
    }

    // MARK: - diálogos

    mutating func teclaNoDialogo(_ d: Dialogo, _ t: Tecla) -> [Efeito<Evento>] {
        switch d {
        case .simNao(_, _, let pedido):
            let acao = Teclas.dialogoSimNao.acao(para: t)
            // "Descartar o que digitou?": não ou Esc volta ao campo com o texto intacto.
            if case .descartarTexto(let campo) = pedido, acao == .nao || acao == .desistir { m.dialogo = campo; return [] }
            switch acao {
            case .sim?:
                fecharDialogo()
                return responder(pedido, sim: true, texto: "")
            case .nao?:
                fecharDialogo()
                // Avaliar é a única pergunta cujo "não" também é uma resposta.
                if case .avaliar = pedido { return responder(pedido, sim: false, texto: "") }
            case .desistir?: fecharDialogo()
            default: break
            }
        case .texto(let titulo, let linhas, let rotulo, var valor, let pedido):
            switch Teclas.dialogoTexto.acao(para: t) {
            case .desistir?:
                // Texto digitado não some calado: pergunta antes, como o formulário da vaga.
                if Self.digitado(valor, inicial: valorInicial(pedido)) {
                    m.dialogo = .simNao(titulo: Textos.descartarDigitadoTitulo, linhas: Textos.descartarDigitado(rotulo: rotulo, valor: valor),
                                        pedido: .descartarTexto(d))
                } else {
                    fecharDialogo()
                }
            case .confirmar?:
                // Inválido: o diálogo fica aberto com o que foi digitado e diz por quê dentro
                // dele, inteiro (a linha de status cortaria); o registro (m) também guarda.
                if let problema = Self.problema(pedido, valor) {
                    m.erroNoDialogo = problema
                    registrar(Mensagem(problema, tipo: .erro, em: m.agora))
                    return []
                }
                fecharDialogo()
                return responder(pedido, sim: true, texto: valor)
            case .apagar?:
                _ = valor.popLast()
                m.dialogo = .texto(titulo: titulo, linhas: linhas, rotulo: rotulo, valor: valor, pedido: pedido)
            case nil:
                // Fora da tabela, só texto.
                if case .caractere(let c) = t, valor.count < 200 {
                    valor.append(c)
                    m.dialogo = .texto(titulo: titulo, linhas: linhas, rotulo: rotulo, valor: valor, pedido: pedido)
                }
            default: break
            }
        case .aviso:
            if Teclas.dialogoAviso.acao(para: t) == .desistir { fecharDialogo() }
        }
        return []
    }

    /// Fecha o diálogo e, com ele, o erro de validação que era dele (o da ação vem depois).
    mutating func fecharDialogo() {
        m.dialogo = nil
        m.erroNoDialogo = nil
    }

    /// Com o que o campo abre: a posição configurada no check-in/out, vazio no resto.
    func valorInicial(_ pedido: Pedido) -> String {
        switch pedido {
        case .checkin, .checkout: amb.posicaoPadrao.map { "\($0.latitude),\($0.longitude)" } ?? ""
        default: ""
        }
    }

    /// Há algo que se perderia: texto que não é o inicial (apagar o inicial não perde nada).
    static func digitado(_ valor: String, inicial: String) -> Bool {
        let v = valor.trimmingCharacters(in: .whitespaces)
        return !v.isEmpty && v != inicial.trimmingCharacters(in: .whitespaces)
    }

    /// O que há de errado no texto de um diálogo, antes de fechar (nil = pode seguir).
    static func problema(_ pedido: Pedido, _ texto: String) -> String? {
        let limpo = texto.trimmingCharacters(in: .whitespaces)
        switch pedido {
        case .checkin, .checkout:
            guard !limpo.isEmpty, Coordenada.interpretar(limpo) == nil else { return nil }
            return "Posição inválida: use lat,lng (ex.: -15.79,-47.88) ou deixe vazio para sem localização."
        case .cancelarTurno, .cancelarVaga, .reabrirPosicao:
            return limpo.isEmpty ? Falha.motivoVazio.frase : nil
        default:
            return nil
        }
    }

    mutating func responder(_ pedido: Pedido, sim: Bool, texto: String) -> [Efeito<Evento>] {
        guard fs != nil else { if pedido == .sair { m.encerrado = true }; return [] }
        let contratante = m.conta?.perfil == .contratante
        switch pedido {
        case .sair:
            m.encerrado = true
        case .descartarFormulario:
            m.formulario = nil
        case .descartarTexto:
            break  // o diálogo já fechou, e o erro dele junto
        case .acaoNaLista(let s, let id):
            return acionarNaLista(s, id)
        case .cancelarVaga(let id):
            return cancelarVagaInteira(id, motivo: texto.trimmingCharacters(in: .whitespaces))
        case .reabrirPosicao(let id):
            return reabrirPosicao(id, motivo: texto.trimmingCharacters(in: .whitespaces))
        case .sairDaConta:
            return sessao(.sair)
        case .checkin(let id), .checkout(let id):
            let limpo = texto.trimmingCharacters(in: .whitespaces)
            let posicao = Coordenada.interpretar(limpo)  // já validado em `problema`
            if case .checkin = pedido { return turnos(.checkin(id, posicao: posicao)) + statusEfeito() }
            return turnos(.checkout(id, posicao: posicao)) + statusEfeito()
        case .avaliar(let id):
            if contratante {
                guard let t = turnoDaVaga(), t.id == id else { return [] }
                return vagas(.avaliar(t, chamariaDeNovo: sim)) + statusEfeito()
            }
            return turnos(.avaliar(id, chamariaDeNovo: sim)) + statusEfeito()
        case .cancelarTurno(let id):
            let motivo = texto.trimmingCharacters(in: .whitespaces)
            if contratante {
                guard let t = turnoDaVaga(), t.id == id else { return [] }
                return vagas(.cancelarTurno(t, motivo: motivo))
            }
            return turnos(.cancelar(id, motivo: motivo))
        case .escolherCandidato(let cid):
            return vagas(.escolherCandidato(cid))
        case .bloquear(let conta):
            return listas(.bloquear(conta))
        case .incluirNaEquipe(let pid):
            return listas(.incluirNaEquipe(pid))
        }
        return []
    }

    // MARK: - formulário de vaga

    mutating func teclaNoFormulario(_ t: Tecla) -> [Efeito<Evento>] {
        guard var f = m.formulario else { return [] }
        guard !f.enviando else { mensagem("Publicando… espere a resposta.", .info); return [] }
        let campos = FormularioVaga.Campo.allCases
        let i = f.foco.rawValue
        func digitar(_ c: Character) {
            if let ops = f.foco.opcoes {
                // atalho: s/n nos campos sim/não
                if ops == ["sim", "não"], c == "s" || c == "n" { f.valores[f.foco] = c == "s" ? "sim" : "não" }
                return
            }
            var v = f.valores[f.foco] ?? ""
            if v.count < 120 { v.append(c) }
            f.valores[f.foco] = v
        }
        guard let c = Teclas.formulario.acao(para: t) else {
            if case .caractere(let ch) = t { digitar(ch) }  // fora da tabela, só texto
            m.formulario = f
            return []
        }
        switch c {
        case .cancelarFormulario:
            // Preenchido, pergunta antes de jogar fora; intocado, fecha.
            if f.alterado {
                m.dialogo = .simNao(titulo: f.editando == nil ? "Descartar a vaga?" : "Descartar as alterações?",
                                    linhas: [f.editando == nil ? "O que você preencheu se perde." : "A vaga fica como estava.", "s = descartar · n = continuar editando"],
                                    pedido: .descartarFormulario)
            } else {
                m.formulario = nil
            }
            return []
        case .campoSeguinte: f.foco = campos[(i + 1) % campos.count]
        case .campoAnterior: f.foco = campos[(i + campos.count - 1) % campos.count]
        case .trocarOpcao(let passo):
            if let ops = f.foco.opcoes {
                let atual = ops.firstIndex(of: f.valores[f.foco] ?? "")
                let novo = atual.map { ($0 + passo + ops.count) % ops.count } ?? (passo > 0 ? 0 : ops.count - 1)
                f.valores[f.foco] = ops[novo]
            } else if case .caractere(let ch) = t {
                digitar(ch)  // num campo de texto, o Espaço da tabela é espaço
            }
        case .apagar:
            var v = f.valores[f.foco] ?? ""
            if f.foco.opcoes != nil { v = "" } else { _ = v.popLast() }
            f.valores[f.foco] = v
        case .publicar:
            m.formulario = f
            return gestaoDaVaga(.enviar)
        case .ajuda:
            // Num campo de opções não se digita: ? mostra a tabela do formulário; no de texto é texto.
            if f.foco.opcoes != nil { m.ajudaAberta = true; m.rolagem = 0 } else { digitar("?") }
        case .sairJa:
            m.encerrado = true
        default: break
        }
        m.formulario = f
        return []
    }

}

