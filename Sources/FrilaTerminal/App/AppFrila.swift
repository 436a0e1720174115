import Foundation
import FrilaApresentacao
import FrilaDominio

/// O programa da TUI: modelo + atualizar + desenhar. Roda na thread do curses; todo o
/// trabalho com rede e disco vai para os efeitos das funcionalidades, que voltam como Evento.
public struct AppFrila: Programa {
    public typealias Acao = Evento

    public internal(set) var m: ModeloApp  // internal: as extensões de cada tela (AppFrila+*.swift) mexem nele
    let amb: Ambiente
    /// As funcionalidades das páginas desta conta (vazio antes de entrar); o estado delas está em `m.estados`.
    var montadas = FuncionalidadesMontadas()
    /// Conexão e fila da conta (nil antes de entrar); o estado está em `m.sincronizacao`.
    var sincro: FuncionalidadeDaSincronizacao?
    /// Os avisos do contratante (nil: profissional, ou antes de entrar); o cursor está em `m.avisos`.
    var avisosDaConta: FuncionalidadeDosAvisos?
    /// Entrou: as funcionalidades da conta estão montadas.
    var pronto: Bool { sincro != nil }
    var ultimaSondagem = Date.distantPast
    /// Tempo real: a política da conta (nil sem canal no ambiente, ou antes de entrar). AppFrila+TempoReal.swift.
    var sincronia: SincronizacaoAoVivo?
    var ultimoStatus = Date.distantPast
    var consultandoStatus = false
    /// Recusas da fila que já viraram mensagem (chave de idempotência do item).
    var recusasAvisadas: Set<String> = []
    /// Itens que a pessoa sabe que estão na fila (o desfecho disse "na fila", ou já estavam lá
    /// na primeira leitura da conta): quando o dreno os envia sozinho, a TUI diz (uma vez).
    var naFilaAvisadas: Set<String> = []
    var filaJaLida = false
    /// A linha de status que conta os problemas do formulário de vaga: segue o formulário
    /// enquanto é ela a que está à vista (a contagem não fica velha depois de corrigir um campo).
    var contagemDoFormulario: Mensagem?
    /// A recusa de validação de um diálogo, na linha de status: sai com ele (o registro `m` a guarda).
    var erroDoDialogoNaLinha: Mensagem?

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

    static let loginComOfflineForcado = Textos.Sessao.offlineForcadoNaTUI

    /// `paginas`: as do produto (`Paginas.todas`); um teste passa outras.
    public init(ambiente: Ambiente, paginas: [RegistroDaPagina] = Paginas.todas) {
        amb = ambiente
        m = ModeloApp(agora: ambiente.relogio.agora, dica: ambiente.dica, registro: ListaDePaginas(paginas))
        if let a = ambiente.aviso { mensagem(a, .info, daPessoa: false) }
        if !ambiente.avisosImportantes.isEmpty { m.dialogo = .aviso(titulo: Textos.Rotulos.atencao, linhas: ambiente.avisosImportantes) }
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
        let desfecho = amb.sessao.desfecho(a)
        switch a {
        case .restaurada(let c): return efs + sessaoDecidida(c)
        case .assumir(let c): return efs + sessaoDecidida(c)
        case .entrou(let l):
            // Entrou: a primeira página da conta, e o desfecho ("Entrou como …") na linha de
            // status e no registro (m), como informação que se apaga sozinha.
            if case .veio(let c) = l {
                let r = efs + sessaoDecidida(c)
                relatar(desfecho)
                return r
            }
            let r = efs + sessaoDecidida(nil)
            // A recusa do login fica na caixa e também na linha de status e no registro (m).
            relatar(desfecho)
            return r
        case .entrar:
            // Validação local (e-mail ou senha vazios): sem efeito, o erro já está no estado.
            if efs.isEmpty {
                let r = sessaoDecidida(nil)
                relatar(desfecho)
                return r
            }
            return efs
        case .saiu: return efs + saiuDaConta(desfecho)
        case .restaurar, .sair, .dispensarErro: return efs
        }
    }

    /// A sessão decidiu: sem conta, o login (o erro, se houve, está no estado da sessão); com
    /// conta, a primeira página dela e as funcionalidades do perfil.
    mutating func sessaoDecidida(_ conta: ContaAutenticada?) -> [Efeito<Evento>] {
        m.login.enviando = false
        guard let conta else {
            m.tela = .login
            m.login.erro = nil
            guard let c = amb.conexao else { return [] }
            return [.tarefa {
                let e = await c.verificar()
                return .conexao(online: e == .online, forcado: await c.offlineForcado())
            }]
        }
        m.login = ModeloLogin(dica: amb.dica)
        if m.mensagem?.tipo == .erro { m.mensagem = nil }  // a recusa de antes já não vale
        m.tela = m.paginas.first.map(ModeloApp.Tela.pagina) ?? .login
        return montarConta(amb.portas(conta))
    }

    /// As funcionalidades da conta, montadas já, junto com a primeira página: uma tecla
    /// logo depois de entrar não encontra a conta pela metade.
    mutating func montarConta(_ portas: PortasDaConta) -> [Efeito<Evento>] {
        sincro = FuncionalidadeDaSincronizacao(conta: portas.conta.id, fila: portas.fila, conexao: portas.conexao)
        avisosDaConta = portas.profissional ? nil : FuncionalidadeDosAvisos(caixa: portas.gestao, conexao: portas.conexao)
        // Avisos de antes de a sessão abrir não viram banner: o corte começa aqui, uma vez.
        m.avisos = avisosDaConta == nil ? nil : FuncionalidadeDosAvisos.Estado(desde: m.agora)
        montadas = FuncionalidadesMontadas()
        for r in m.registro.todas where r.perfis.contains(portas.conta.perfil) {
            for f in r.funcionalidades { f.montar(portas, &montadas) }
        }
        // Sessão nova ou restaurada: a fila desta conta retoma (ex.: parada numa sessão expirada).
        var efs = statusEfeito(retomarFila: true)
        for p in m.paginas { efs += carregar(p) }
        return efs + ligarTempoReal(portas.conta.id)
    }

    // MARK: - eventos

    public mutating func atualizar(_ e: Evento) -> [Efeito<Evento>] {
        switch e {
        case .sessao(let a):
            return sessao(a)
        case .acao(let a):
            return a.aplicar(&self)
        case .sincronizacao(let a):
            return sincronizacao(a)
        case .conexao(let online, let forcado):
            m.online = online
            m.offlineForcado = forcado
        case .pedidoDeSairDaConta(let fila):
            m.fila = fila
            var linhas = [Textos.Sair.perguntaSairDaConta]
            if fila.pendentes > 0 {
                linhas.append(Textos.Sair.pendentesDaConta(fila.pendentes))
            }
            m.dialogo = .perguntar(titulo: Textos.Sair.tituloSairDaConta, linhas: linhas,
                                   sim: RespostaDoDialogo("sairDaConta") { $0.sessao(.sair(pendentes: $0.m.fila.pendentes)) })
        case .pedidoDeSaida(let fila):
            m.fila = fila
            if fila.pendentes > 0 {
                m.dialogo = .perguntar(titulo: Textos.Rotulos.sair,
                                       linhas: [Textos.Sair.acoesEsperando(fila.pendentes),
                                                Textos.Sair.pendentesFicamGuardadas],
                                       sim: RespostaDoDialogo("sair", valeSemConta: true) { $0.m.encerrado = true; return [] })
            } else {
                m.encerrado = true
            }
        case .mensagem(let t, let tipo):
            mensagem(t, tipo)
        case .cadastro(let a):
            return cadastro(a)
        case .avisos(let a):
            return avisos(a)
        case .tempoReal(let e):
            return tempoReal(e)
        }
        return []
    }

    mutating func feed(_ a: FuncionalidadeDoFeed.Acao) -> [Efeito<Evento>] { enviar(FuncionalidadeDoFeed.self, a) }
    mutating func turnos(_ a: FuncionalidadeDosTurnos.Acao) -> [Efeito<Evento>] { enviar(FuncionalidadeDosTurnos.self, a) }
    mutating func vagas(_ a: FuncionalidadeDasVagas.Acao) -> [Efeito<Evento>] { enviar(FuncionalidadeDasVagas.self, a) }

    /// A sondagem dos avisos do contratante: os novos viram banner, campainha e as telas
    /// dele recarregadas.
    mutating func avisos(_ a: FuncionalidadeDosAvisos.Acao) -> [Efeito<Evento>] {
        guard let f = avisosDaConta, var e = m.avisos else { return [] }
        var efs = f.atualizar(&e, a).map { $0.map(Evento.avisos) }
        m.avisos = e
        guard case .chegaram = a, let ultimo = e.novos.last else { return efs }
        m.banner = Textos.aviso(ultimo) + (e.novos.count > 1 ? " (+\(e.novos.count - 1))" : "")
        m.bannerDaVaga = nil
        m.bannerDoAviso = ultimo
        efs += m.paginas.filter { $0 != .perfil }.flatMap { carregar($0) }
        if amb.campainha { efs.append(.campainha) }
        return efs
    }

    /// A faixa de um aviso sai quando o que ela anuncia deixou de ser verdade, pelo que as
    /// Vagas e o Acompanhamento acabaram de ler (como a faixa de vaga nova com o feed).
    /// `checkinsPendentesAntes`: os da leitura anterior do Acompanhamento. Só um check-in que
    /// estava lá e saiu (confirmado, cancelado) tira a faixa: uma leitura pedida antes do aviso
    /// ainda não o tem, e isso não quer dizer nada.
    mutating func conferirFaixaDoAviso(checkinsPendentesAntes: [UUID] = []) {
        guard let a = m.bannerDoAviso else { return }
        let vaga = m.vagas.valor?.first { $0.id == a.vagaId }
        let agora = m.pendentes.valor?.map(\.turno.id)
        let sairam = agora.map { ids in checkinsPendentesAntes.filter { !ids.contains($0) } } ?? []
        guard !FuncionalidadeDosAvisos.aindaVale(a, vaga: vaga, checkinsQueSairam: sairam) else { return }
        m.banner = nil
        m.bannerDoAviso = nil
    }

    /// A faixa de vaga nova mente quando a vaga já é um turno dela (pegou): sai, pelo que os
    /// Turnos acabaram de ler (sair do feed é visto na leitura do Feed).
    mutating func conferirFaixaDaVaga() {
        guard let v = m.bannerDaVaga, jaPegou(v) else { return }
        m.banner = nil
        m.bannerDaVaga = nil
    }

    /// A vaga já tem um turno desta profissional que não foi cancelado.
    func jaPegou(_ vaga: UUID) -> Bool {
        m.turnos.valor?.turnos.contains { $0.turno.vagaId == vaga && $0.turno.estado != .cancelada } == true
    }

    /// Saiu da conta: o modelo recomeça (a conexão não muda com a conta).
    mutating func saiuDaConta(_ desfecho: Desfecho?) -> [Efeito<Evento>] {
        sincro = nil
        avisosDaConta = nil
        montadas = FuncionalidadesMontadas()
        recusasAvisadas = []
        naFilaAvisadas = []
        filaJaLida = false
        carregando = []
        pedidoEm = [:]
        let (agora, online, forcado) = (m.agora, m.online, m.offlineForcado)
        // O registro (m) vai junto com a conta: quem entrar depois neste terminal não lê os
        // turnos, nomes e recusas de quem saiu.
        m = ModeloApp(agora: agora, dica: amb.dica, registro: m.registro)
        (m.online, m.offlineForcado) = (online, forcado)  // a conexão não muda com a conta
        relatar(desfecho)
        return desligarTempoReal()
    }


    mutating func sincronizacao(_ a: FuncionalidadeDaSincronizacao.Acao) -> [Efeito<Evento>] {
        // Só a tela de login (sem conta) alterna o modo sem funcionalidade: só a conexão muda.
        guard let f = sincro else {
            if case .offlineAlternado(let r) = a {
                (m.online, m.offlineForcado) = (r.online, r.forcado)
                mensagem(r.forcado ? Textos.Sincronizacao.offlineForcado : Textos.Sincronizacao.offlineDesligado, .info)
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
            // Trocar o modo é gesto da pessoa: a frase dele toma o lugar de um erro antigo. Vem
            // antes da leitura: uma recusa que esta mesma leitura trouxe é mais nova e fica por cima.
            mensagem(r.forcado ? Textos.Sincronizacao.offlineForcado : Textos.Sincronizacao.offlineDesligado, .info)
            return leuSincronizacao(f, a, r)
        case .sincronizado(let r):
            let fila = r.fila
            let antes = recusasAvisadas.count
            let (efs, enviadas) = leuSincronizacaoContando(f, a, r)
            // Uma recusa ou um envio que acabou de chegar já é o desfecho (a recusa fica na linha de status).
            guard recusasAvisadas.count == antes, enviadas == 0 else { return efs }
            if fila.pendentes > 0 {
                let n = fila.pendentes
                mensagem(Textos.Sincronizacao.aindaNaFila(n), .info, daPessoa: false)
            } else if fila.rejeitadas > 0 {
                mensagem(Textos.Sincronizacao.recusadasNoPainel(fila.rejeitadas), .info, daPessoa: false)
            } else {
                mensagem(Textos.Sincronizacao.filaEmDia, .sucesso, daPessoa: false)
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
        leuSincronizacaoContando(f, a, r).efeitos
    }

    /// Como `leuSincronizacao`, dizendo também quantas ações da fila esta leitura viu sair.
    mutating func leuSincronizacaoContando(_ f: FuncionalidadeDaSincronizacao, _ a: FuncionalidadeDaSincronizacao.Acao,
                                           _ r: FuncionalidadeDaSincronizacao.Retrato) -> (efeitos: [Efeito<Evento>], enviadas: Int) {
        consultandoStatus = false
        let pendentesNaLeitura = Set(r.fila.itens.filter { $0.estado == .pendente }.map(\.chaveIdempotencia))
        if !filaJaLida {
            filaJaLida = true
            naFilaAvisadas.formUnion(pendentesNaLeitura)  // guardadas de antes: a pessoa soube ao sair
        }
        let estavaConectado = m.conectado
        let pendentesAntes = m.fila.pendentes
        // Recusa que chega no dreno (ou já estava na fila ao abrir): ninguém esperava
        // na tela por ela, então vira desfecho aqui, uma vez por item.
        for item in r.fila.itens where item.estado == .rejeitada && !recusasAvisadas.contains(item.chaveIdempotencia) {
            recusasAvisadas.insert(item.chaveIdempotencia)
            relatar(.recusadaNoDreno(item, referente: Self.referente(item, turno: Telas.nomeDoTurno(m, item.acao.turnoId))))
        }
        // Saiu da fila e não como recusa (essa já virou desfecho acima): o servidor aceitou.
        let recusadas = Set(r.fila.itens.filter { $0.estado == .rejeitada }.map(\.chaveIdempotencia))
        let sairam = naFilaAvisadas.subtracting(pendentesNaLeitura)
        naFilaAvisadas.subtract(sairam)
        let enviadas = sairam.subtracting(recusadas).count
        // Envio de fundo: não esconde uma recusa de pé (nem a que esta leitura trouxe).
        if enviadas > 0 { relatar(Desfecho(daPagina: EnvioDaFila.enviadas(enviadas)), daPessoa: false) }
        var efs = f.atualizar(&m.sincronizacao, a).map { $0.map(Evento.sincronizacao) }
        // Voltou a conexão, ou a fila esvaziou: o que está na tela pode ter mudado.
        if (!estavaConectado && m.conectado) || (pendentesAntes > 0 && r.fila.pendentes == 0) {
            efs += m.paginas.flatMap { carregar($0) }
        }
        return (efs, enviadas)
    }

    /// Estilo e frase vêm do desfecho (o catálogo), nunca de ler a frase.
    mutating func relatar(_ d: Desfecho?, daPessoa: Bool = true) {
        guard let semNome = d else { return }
        let d = semNome.nomeando(Telas.nomeDoAlvo(m, semNome.acao))
        if case .recusada(_, let i?) = d.resultado { recusasAvisadas.insert(i.chaveIdempotencia) }
        if case .naFila(let i) = d.resultado { naFilaAvisadas.insert(i.chaveIdempotencia) }
        mensagem(d.frase, d.severidade, daPessoa: daPessoa)
    }

    /// "de 07:20 (Garçom sex 04/12 · Bar do Cerrado)": a hora do toque e o turno.
    static func referente(_ item: ItemDaFila, turno: String?) -> String {
        Textos.Sincronizacao.deHora(Formatacao.hora(item.tocadoEm)) + (turno.map { " (\($0))" } ?? "")
    }

    /// `noHistorico: false` para "Sincronizando…": andamento, não desfecho; o desfecho vem depois.
    /// `daPessoa: false` para o que não é desfecho de um gesto da pessoa (estado da fila lido
    /// sozinho, andamento): não toma o lugar de um erro na linha de status, só vai ao registro (`m`).
    /// A regra: um erro fica até Esc ou até a próxima mensagem de um gesto da pessoa (uma tecla
    /// que fez algo, mesmo só trocar o modo offline); aviso de fundo não o esconde.
    mutating func mensagem(_ texto: String, _ tipo: Mensagem.Tipo, noHistorico: Bool = true, daPessoa: Bool = true,
                           andamento: String? = nil) {
        // Erro fica até ser dispensado (Esc) ou substituído: recusa não some sozinha.
        var msg = Mensagem(texto, tipo: tipo, expiraEm: tipo == .erro ? nil : m.agora.addingTimeInterval(Self.duracaoMensagem),
                           em: m.agora)
        msg.andamento = andamento
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

    public mutating func tique(_ agora: Date) -> [Efeito<Evento>] {
        m.agora = agora
        if let e = m.mensagem?.expiraEm, e <= agora { m.mensagem = nil }
        guard pronto else { return [] }
        var efs: [Efeito<Evento>] = []
        if agora.timeIntervalSince(ultimoStatus) >= Self.intervaloStatus, !consultandoStatus {
            ultimoStatus = agora
            efs += statusEfeito()
        }
        // Com tempo real, a política decide quando buscar (AppFrila+TempoReal.swift).
        if let tr = tiqueDoTempoReal(agora) { return efs + tr }
        if let p = m.pagina, precisaAtualizar(p, idade: Self.intervaloAtualizacao) {
            efs += carregar(p)
        }
        let temFeed = funcionalidade(FuncionalidadeDoFeed.self) != nil
        if temFeed, m.conectado, agora.timeIntervalSince(ultimaSondagem) >= Self.intervaloNotificacoes {
            ultimaSondagem = agora
            efs += feed(.buscarNotificacoes)
        }
        if avisosDaConta != nil, m.conectado, agora.timeIntervalSince(ultimaSondagem) >= Self.intervaloNotificacoes {
            ultimaSondagem = agora
            efs += avisos(.buscarNovos)
        }
        return efs
    }

    // MARK: - efeitos (ações das funcionalidades)

    mutating func statusEfeito(retomarFila: Bool = false) -> [Efeito<Evento>] {
        guard sincro != nil else { return [] }
        consultandoStatus = true
        return sincronizacao(retomarFila ? .retomar : .atualizar)
    }

    mutating func carregar(_ p: Pagina) -> [Efeito<Evento>] {
        let efs = efeitoDeCarga(p)
        if !efs.isEmpty { carregando.insert(p); pedidoEm[p] = m.agora }
        return efs
    }

    mutating func efeitoDeCarga(_ p: Pagina) -> [Efeito<Evento>] {
        guard pronto else { return [] }
        // Uma página que esta lista não tem (um teste com outras) não carrega nada.
        return m.registro.todas.first { $0.pagina == p }?.carregar(&self) ?? []
    }


    // MARK: - teclas

    public mutating func tecla(_ t: Tecla) -> [Efeito<Evento>] {
        if case .mouse(let e) = t { return mouse(e) }  // Telas/Mouse.swift: vira as teclas da tabela
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
            // Um modo da página (formulário, filtro, lista aberta) toma as teclas antes da tabela.
            if let modo = m.registro.modo(m) { return modo.tecla(&self, t) }
            let r = m.registro.registro(p)
            guard let c = r.tabela(contratante: m.conta?.perfil == .contratante).acao(para: t) else { return [] }
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

    /// A página move a sua seleção (e o que segue junto, como a rolagem do detalhe).
    mutating func mover(_ p: Pagina, _ delta: Int) {
        if let mover = m.registro.registro(p).mover { mover(&self, delta) } else { moverSelecao(p, delta) }
    }

    mutating func moverSelecao(_ p: Pagina, _ delta: Int) {
        let total = m.registro.registro(p).itens(m)
        m.selecao[p] = min(max(0, m.selecionado(p) + delta), max(0, total - 1))
    }

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
        guard pronto, m.conectado, !carregando.contains(p), m.dialogo == nil, m.formulario == nil else { return false }
        guard let em = pedidoEm[p] else { return true }
        return m.agora.timeIntervalSince(em) >= idade
    }

    /// Por que o comando não pode agir agora (nil = pode). Vai para a linha de status: uma
    /// tecla nunca some calada.
    func porQueNao(_ c: ComandoDaTela, em p: Pagina) -> String? { m.porQueNao(c, em: p, carregou: pronto) }

    mutating func comando(_ c: ComandoDaTela, em p: Pagina) -> [Efeito<Evento>] {
        if let motivo = porQueNao(c, em: p) { mensagem(motivo, .info); return [] }
        if let motivo = m.semRedeAgora(c, em: p) { mensagem(motivo, .erro); return [] }
        if let efs = m.registro.registro(p).agir(&self, c) { return efs }
        if let efs = navegar(c, em: p) { return efs }
        switch c {
        case .proximaPagina, .paginaAnterior, .irPara, .cima, .baixo, .paginaAcima, .paginaAbaixo, .primeiro, .ultimo, .rolar, .selecionar:
            break  // `navegar`
        case .abrir:
            // O detalhe da seleção; as páginas com outro Enter (Vagas, Acompanhamento) o tratam no `agir`.
            m.detalheAberto = true
            m.rolagemDoDetalhe = 0
        case .voltar:
            if m.detalheAberto { m.detalheAberto = false; m.rolagemDoDetalhe = 0 } else {
                m.banner = nil
                m.bannerDaVaga = nil
                m.bannerDoAviso = nil
                if m.mensagem?.tipo == .erro { m.mensagem = nil }  // o erro fica até ser dispensado
            }
        case .atualizar:
            m.banner = nil
            m.bannerDaVaga = nil
            m.bannerDoAviso = nil
            mensagem(Textos.Rotulos.atualizando, .info, noHistorico: false, daPessoa: false)
            return carregar(p) + statusEfeito()
        case .alternarOffline:
            // Uma tarefa só: a mensagem tem de ler o estado depois da troca, não antes.
            return sincronizacao(.alternarOffline)
        case .ajuda: m.ajudaAberta = true; m.rolagem = 0
        case .mensagens: m.historicoAberto = true; m.rolagem = 0
        case .fecharPainel: break  // só vale com um painel aberto (acima)
        case .daPagina: break  // o `agir` da página trata; sem ele, não faz nada
        case .acionarNaLista, .maisAntigos: break  // só numa lista do perfil (AppFrila+Listas)
        case .trocarCampo, .campoSeguinte, .campoAnterior, .trocarOpcao, .apagar, .entrar, .publicar, .limparErro,
             .cancelarFormulario, .sim, .nao, .desistir, .confirmar, .abrirCadastro, .criarConta:
            break  // só das tabelas do login, do formulário e dos diálogos
        case .sair:
            // Decide com a fila como está agora (não com a última leitura do tique).
            guard let s = sincro else { m.encerrado = true; return [] }
            return [.tarefa { .pedidoDeSaida(await s.ler().fila) }]
        case .sairJa: m.encerrado = true
        case .abrirCandidaturas, .abrirHistorico, .abrirBloqueios, .abrirEquipe, .cancelarVaga, .duplicarVaga, .editarVaga,
             .filtrar, .trocarOrdem, .candidatar, .checkin, .checkout, .avaliar, .cancelar, .bloquear, .dispensarRecusada,
             .retentarRecusada, .alternarDisponibilidade, .sincronizar, .sairDaConta, .confirmarCheckin, .novaVaga, .incluirNaEquipe:
            break  // de uma página só: o `agir` da tela dela (Tela*.swift) trata
        }
        return []
    }

    /// Trocar de aba, mover a seleção e rolar o detalhe (nil: o comando não é destes).
    mutating func navegar(_ c: ComandoDaTela, em p: Pagina) -> [Efeito<Evento>]? {
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
        case .selecionar(let i):
            // Outra linha: o detalhe aberto era da de antes (nas Vagas, mover com ele aberto anda nos candidatos).
            guard i != m.selecionado(p), i >= 0, i < m.registro.registro(p).itens(m) else { break }
            m.detalheAberto = false
            mover(p, i - m.selecionado(p))
        case .rolar(let d):
            // Detalhe do turno ou página do Perfil que a tela baixa cortou.
            m.rolagemDoDetalhe = min(max(0, m.rolagemDoDetalhe + d), Telas.rolagemMaxima(m))
            if Telas.rolagemMaxima(m) == 0 { mensagem(Textos.Telas.nadaARolar, .info) }
        default: return nil
        }
        return []
    }
}
