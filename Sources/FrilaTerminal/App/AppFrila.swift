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
        return efs
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
            m.dialogo = .simNao(titulo: Textos.Sair.tituloSairDaConta, linhas: linhas, pedido: .sairDaConta)
        case .pedidoDeSaida(let fila):
            m.fila = fila
            if fila.pendentes > 0 {
                m.dialogo = .simNao(titulo: Textos.Rotulos.sair,
                                    linhas: [Textos.Sair.acoesEsperando(fila.pendentes),
                                             Textos.Sair.pendentesFicamGuardadas],
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
        guard !Self.avisoAindaVale(a, vaga: vaga, checkinsQueSairam: sairam) else { return }
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

    /// A vaga nil (não lida, fora da lista): sem saber, a faixa fica.
    static func avisoAindaVale(_ a: Aviso, vaga v: Vaga?, checkinsQueSairam: [UUID] = []) -> Bool {
        switch a.tipo {
        case .turnoCancelado, .candidaturaRetirada, .vagaAlterada:
            return true  // o que aconteceu não desacontece
        case .checkinManual:
            if let t = a.turnoId, checkinsQueSairam.contains(t) { return false }
        case .posicaoTomada, .candidaturaNova:
            break
        }
        guard let v else { return true }
        if v.estado == .cancelada { return false }
        switch a.tipo {
        case .posicaoTomada, .checkinManual:
            guard let id = a.turnoId else { return true }
            if v.cancelados.contains(where: { $0.id == id }) { return false }
            guard let t = v.posicoes.compactMap(\.turno).first(where: { $0.id == id }) else { return true }
            if t.estado == .cancelada { return false }
            if a.tipo == .checkinManual, let c = t.checkin, c.confirmadoEm != nil { return false }
            return true
        case .candidaturaNova:
            guard let id = a.candidaturaId, let c = v.candidaturas.first(where: { $0.id == id }) else { return true }
            return c.estado == .pendente
        default:
            return true
        }
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
        return []
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
        guard pronto else { return [] }
        var efs: [Efeito<Evento>] = []
        if agora.timeIntervalSince(ultimoStatus) >= Self.intervaloStatus, !consultandoStatus {
            ultimoStatus = agora
            efs += statusEfeito()
        }
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
            if m.mensagem?.tipo == .erro { m.mensagem = nil }
            _ = sessao(.dispensarErro)
        case .abrirCadastro:
            abrirCadastro()
        case .ajuda:
            m.ajudaAberta = true; m.rolagem = 0
        case .alternarOffline:
            // O modo offline do testador continua depois de sair da conta; aqui não dá para
            // usar o "o" (é texto), então o Ctrl-O o desliga para entrar.
            m.login.erro = nil
            _ = sessao(.dispensarErro)
            return alternarOfflineSemConta()
        case .entrar:
            // Dá para digitar enquanto a sessão guardada é verificada; enviar, não.
            guard !m.login.enviando else { mensagem(Textos.Sessao.verificandoSessao, .info); return [] }
            if m.offlineForcado {
                m.login.erro = Self.loginComOfflineForcado
                mensagem(Self.loginComOfflineForcado, .erro)
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
        let total = m.registro.registro(p).itens(m)
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
        guard pronto, m.conectado, !carregando.contains(p), m.dialogo == nil, m.formulario == nil else { return false }
        guard let em = pedidoEm[p] else { return true }
        return m.agora.timeIntervalSince(em) >= idade
    }

    /// Por que o comando não pode agir agora (nil = pode). Vai para a linha de status: uma
    /// tecla nunca some calada.
    func porQueNao(_ c: ComandoDaTela, em p: Pagina) -> String? { m.porQueNao(c, em: p, carregou: pronto) }

    /// O que o turno já diz antes de abrir o diálogo: uma tecla que não pode agir não
    /// pergunta nada, diz por quê.
    static func porQueNaoNoTurno(_ c: ComandoDaTela, _ t: Turno, agora: Date, conectado: Bool, quemLe: PerfilConta) -> String? {
        // Bloquear vale de qualquer turno, cancelado ou passado: é sobre a outra conta (RF26).
        if c == .bloquear { return nil }
        if t.estado == .cancelada {
            return Textos.Turnos.turnoCanceladoNadaAFazer(Formatacao.cancelado(t.cancelamento, quemLe: quemLe, hoje: agora))
        }
        switch c {
        case .checkin:
            if let r = t.checkin { return Textos.Turnos.checkinJaRegistrado(Formatacao.hora(r.em)) }
        case .checkout:
            if let r = t.checkout { return Textos.Turnos.checkoutJaRegistrado(Formatacao.hora(r.em)) }
            if t.checkin == nil { return Textos.Turnos.checkinAntesDoCheckout }
        case .avaliar:
            if t.minhaAvaliacao != nil { return Textos.Turnos.jaAvaliou }
            if agora < t.vaga.periodo.fim { return Textos.Turnos.avaliacaoAbreNoFim(Formatacao.horaOuDataHora(t.vaga.periodo.fim, hoje: agora)) }
        case .cancelar:
            if t.terminou(agora: agora) { return Textos.Turnos.turnoJaTerminou }
            if !conectado { return Textos.Turnos.cancelarPrecisaDeRede }
        default: break
        }
        return nil
    }

    mutating func comando(_ c: ComandoDaTela, em p: Pagina) -> [Efeito<Evento>] {
        if let motivo = porQueNao(c, em: p) { mensagem(motivo, .info); return [] }
        if let motivo = m.semRedeAgora(c, em: p) { mensagem(motivo, .erro); return [] }
        if let efs = m.registro.registro(p).agir(&self, c) { return efs }
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
        case .rolar(let d):
            // Detalhe do turno ou página do Perfil que a tela baixa cortou.
            m.rolagemDoDetalhe = min(max(0, m.rolagemDoDetalhe + d), Telas.rolagemMaxima(m))
            if Telas.rolagemMaxima(m) == 0 { mensagem(Textos.Telas.nadaARolar, .info) }
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

    /// Cancelar um turno (o profissional nos Turnos, o contratante nas Vagas): a pergunta diz
    /// antes se conta como falta e pede o motivo; o contratante ouve a mesma do Acompanhamento.
    mutating func perguntarCancelamentoDoTurno(_ t: Turno) {
        let titulo: String, linhas: [String]
        if m.conta?.perfil == .contratante {
            (titulo, linhas) = Self.perguntaDoCancelamento(t, agora: m.agora)
        } else {
            let limite = Textos.horas(Regras.antecedenciaSemFalta)
            titulo = Textos.Turnos.tituloCancelar
            linhas = [t.cancelamentoContaComoFalta(agora: m.agora)
                        ? Textos.Turnos.contaComoFalta(limite)
                        : Textos.Turnos.naoContaComoFalta(limite),
                      Textos.Turnos.posicaoReaberta]
        }
        m.dialogo = .texto(titulo: titulo, linhas: linhas, rotulo: Textos.Rotulos.motivo, valor: "", pedido: .cancelarTurno(t.id))
    }

    // MARK: - diálogos

    mutating func teclaNoDialogo(_ d: Dialogo, _ t: Tecla) -> [Efeito<Evento>] {
        if case .rolar(let n)? = Telas.tabelaDoDialogo(d).acao(para: t) {
            // Até o fim no tamanho mínimo, onde mais rola (maior, o desenho já limita).
            let minimo = Retangulo(x: 0, y: 1, largura: Telas.minimo.largura, altura: Telas.minimo.altura - 3)
            let t = Telas.textoDoDialogo(d, erro: m.erroNoDialogo, area: minimo)
            m.rolagemDoDialogo = min(max(0, m.rolagemDoDialogo + n), max(0, t.linhas.count - t.cabem))
            return []
        }
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
                // dele, inteiro; como no formulário da vaga, a recusa vai também à linha de
                // status (como erro) e ao registro (m).
                if let problema = Self.problema(pedido, valor) {
                    m.erroNoDialogo = problema
                    mensagem(problema, .erro)
                    erroDoDialogoNaLinha = m.mensagem
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

    /// Fecha o diálogo e, com ele, o erro de validação que era dele, também na linha de
    /// status (o registro `m` o guarda; o da ação vem depois).
    mutating func fecharDialogo() {
        if let e = erroDoDialogoNaLinha, m.mensagem == e { m.mensagem = nil }
        erroDoDialogoNaLinha = nil
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
            return Textos.Turnos.posicaoInvalida
        case .cancelarTurno, .cancelarVaga, .reabrirPosicao:
            return limpo.isEmpty ? Falha.motivoVazio.frase : nil
        default:
            return nil
        }
    }

    mutating func responder(_ pedido: Pedido, sim: Bool, texto: String) -> [Efeito<Evento>] {
        guard pronto else { if pedido == .sair { m.encerrado = true }; return [] }
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
            return sessao(.sair(pendentes: m.fila.pendentes))
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
        guard !f.enviando else { mensagem(Textos.NovaVaga.publicandoEspere, .info); return [] }
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
            seguirProblemasDoFormulario()
            return []
        }
        switch c {
        case .cancelarFormulario:
            // Preenchido, pergunta antes de jogar fora; intocado, fecha.
            if f.alterado {
                m.dialogo = .simNao(titulo: f.editando == nil ? Textos.NovaVaga.tituloDescartar : Textos.NovaVaga.tituloDescartarAlteracoes,
                                    linhas: [f.editando == nil ? Textos.Comum.preenchidoSePerde : Textos.NovaVaga.ficaComoEstava, Textos.Comum.descartarOuContinuar],
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
        seguirProblemasDoFormulario()
        return []
    }

    /// Mexer no formulário muda os problemas dele: a linha que os conta diz quantos sobram,
    /// e some quando nenhum sobra (o registro `m` guarda a recusa como foi).
    mutating func seguirProblemasDoFormulario() {
        guard let dita = contagemDoFormulario, m.mensagem == dita else { contagemDoFormulario = nil; return }
        guard let f = m.formulario, !f.problemas.isEmpty else {
            m.mensagem = nil
            contagemDoFormulario = nil
            return
        }
        m.mensagem?.texto = Textos.NovaVaga.naoEnviada(editando: f.editando != nil, problemas: f.problemas)
        contagemDoFormulario = m.mensagem
    }
}

