import Foundation
import FrilaApresentacao
import FrilaDominio

/// O programa da TUI: modelo + atualizar + desenhar. Roda na thread do curses; todo o
/// trabalho com rede e disco vai para tarefas que chamam os view models e voltam como Evento.
public struct AppFrila: Programa {
    public typealias Acao = Evento

    public private(set) var m: ModeloApp
    let amb: Ambiente
    var vms: ViewModelsDaConta?
    var ultimaSondagem = Date.distantPast
    var ultimoStatus = Date.distantPast
    var consultandoStatus = false

    /// Mensagens comuns se apagam sozinhas; erros ficam mais tempo.
    public static let duracaoMensagem: TimeInterval = 6
    public static let duracaoErro: TimeInterval = 20
    /// Intervalo da sondagem de `minhas_notificacoes` (o substituto do push), online.
    public static let intervaloNotificacoes: TimeInterval = 15
    /// Intervalo de leitura do estado da fila/conexão (local, barato).
    public static let intervaloStatus: TimeInterval = 1

    static let loginComOfflineForcado = "Offline forçado: entrar precisa de rede. Ctrl-O desliga."

    public init(ambiente: Ambiente) {
        amb = ambiente
        m = ModeloApp(agora: ambiente.relogio.agora, dica: ambiente.dica)
        if let a = ambiente.aviso { mensagem(a, .info) }
        if !ambiente.avisosImportantes.isEmpty { m.dialogo = .aviso(titulo: "Atenção", linhas: ambiente.avisosImportantes) }
    }

    public var encerrado: Bool { m.encerrado }

    public func desenhar(_ tamanho: Tamanho) -> Quadro { Telas.desenhar(m, tamanho) }

    public mutating func iniciar() -> [Efeito<Evento>] {
        let sessao = amb.sessao
        m.login.enviando = true
        return [.tarefa { @MainActor in
            await sessao.restaurar()
            return .sessao(sessao.conta, erro: nil)
        }]
    }

    // MARK: - eventos

    public mutating func atualizar(_ e: Evento) -> [Efeito<Evento>] {
        switch e {
        case .sessao(let conta, let erro):
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
            m.conta = conta
            m.login = ModeloLogin(dica: amb.dica)
            m.tela = .pagina(Pagina.paginas(de: conta.perfil)[0])
            let fabrica = amb.viewModels
            return [.tarefa { @MainActor in .pronta(fabrica(conta)) }]
        case .pronta(let v):
            vms = v
            // Sessão nova ou restaurada: a fila desta conta retoma (ex.: parada numa sessão expirada).
            var efs = statusEfeito(retomarFila: true)
            for p in m.paginas { efs += carregar(p) }
            return efs
        case .feed(let e):
            m.feed = e
            ajustarSelecao(.feed, total: e.valor?.count ?? 0)
        case .candidatura(let texto, let tipo):
            mensagem(texto, tipo)
            return carregar(.feed) + carregar(.turnos)
        case .notificacoes(let ns):
            guard let n = ns.last else { return [] }
            let mais = ns.count > 1 ? " (+\(ns.count - 1))" : ""
            m.banner = "Vaga nova: \(Formato.funcao(n.funcao)) \(Formato.instante(n.inicio, hoje: m.agora)) · \(n.valor.descricao) · \(n.estabelecimento.nome)\(mais)"
            var efs = carregar(.feed)
            if amb.campainha { efs.append(.campainha) }
            return efs
        case .turnos(let e, let msg):
            let primeiraCarga = m.turnos.valor == nil
            m.turnos = e
            ajustarSelecao(.turnos, total: e.valor?.turnos.count ?? 0)
            // Na primeira carga, começa no primeiro turno que ainda não acabou.
            if primeiraCarga, let l = e.valor?.turnos, let i = l.firstIndex(where: { $0.turno.vaga.periodo.fim > m.agora }) {
                m.selecao[.turnos] = i
            }
            mensagemDoViewModel(msg)
        case .perfil(let e, let msg):
            m.perfil = e
            mensagemDoViewModel(msg)
        case .offlineAlternado(let online, let forcado, let fila):
            let efs = atualizar(.sincronizacao(online: online, forcado: forcado, fila))
            mensagem(forcado ? "Modo offline forçado: nada sai da máquina; ações vão para a fila." : "Modo offline desligado.", .info)
            return efs
        case .conexao(let online, let forcado):
            m.online = online
            m.offlineForcado = forcado
        case .sincronizacao(let online, let forcado, let fila):
            consultandoStatus = false
            let estavaConectado = m.conectado
            let pendentesAntes = m.fila.pendentes
            m.online = online
            m.offlineForcado = forcado
            // Leitura que chega depois de sair da conta: a fila era da conta que saiu.
            guard vms != nil else { return [] }
            m.fila = fila
            if let ok = fila.ultimoDrenoOk { m.ultimaSincronizacao = ok }
            // Voltou a conexão, ou a fila esvaziou: o que está na tela pode ter mudado.
            if (!estavaConectado && m.conectado) || (pendentesAntes > 0 && fila.pendentes == 0) {
                return m.paginas.flatMap { carregar($0) }
            }
        case .acompanhamento(let alertas, let pendentes, let msg):
            m.alertas = alertas
            m.pendentes = pendentes
            ajustarSelecao(.acompanhamento, total: pendentes.valor?.count ?? 0)
            mensagemDoViewModel(msg)
        case .vagas(let e, let msg):
            m.vagas = e
            ajustarSelecao(.vagas, total: e.valor?.count ?? 0)
            mensagemDoViewModel(msg)
        case .publicacao(let problemas, let estado):
            guard var f = m.formulario else { return [] }
            f.enviando = false
            f.problemas = problemas
            f.erroDoServidor = nil
            switch estado {
            case .conteudo(let v):
                m.formulario = nil
                mensagem("Vaga publicada: \(Formato.funcao(v.funcao)) \(Formato.periodo(v.periodo, hoje: m.agora)).", .sucesso)
                return carregar(.vagas) + carregar(.acompanhamento)
            case .erro(let msg) where problemas.isEmpty:
                f.erroDoServidor = msg
            default: break
            }
            m.formulario = f
        case .pedidoDeSairDaConta(let fila):
            m.fila = fila
            var linhas = ["Sair da conta neste computador? A credencial guardada é apagada."]
            if fila.pendentes > 0 {
                linhas.append("\(fila.pendentes) ação(ões) desta conta esperando envio ficam guardadas: saem quando ela "
                              + "entrar de novo. Outra conta que entrar aqui não as envia.")
            }
            m.dialogo = .simNao(titulo: "Sair da conta", linhas: linhas, pedido: .sairDaConta)
        case .pedidoDeSaida(let fila):
            m.fila = fila
            if fila.pendentes > 0 {
                m.dialogo = .simNao(titulo: "Sair",
                                    linhas: ["Há \(fila.pendentes) ação(ões) esperando envio.",
                                             "Elas ficam guardadas e saem na próxima vez que o frila tiver conexão. Sair mesmo assim?"],
                                    pedido: .sair)
            } else {
                m.encerrado = true
            }
        case .mensagem(let t, let tipo):
            mensagem(t, tipo)
        case .saiuDaConta:
            vms = nil
            let (agora, online, forcado) = (m.agora, m.online, m.offlineForcado)
            m = ModeloApp(agora: agora, dica: amb.dica)
            (m.online, m.offlineForcado) = (online, forcado)  // a conexão não muda com a conta
            mensagem("Você saiu da conta.", .info)
        }
        return []
    }

    /// Os view models devolvem só o texto; recusas de regra e falta de rede viram erro
    /// (vídeo inverso), registros e confirmações viram sucesso.
    static let mensagensDeErro: Set<String> = Set(
        [ErroDePresenca.turnoCancelado, .checkinJaFeito, .semCheckin, .checkoutJaFeito, .naoEhManualPendente].map(\.mensagem)
        + [Avaliacao.Recusa.antesDoFim, .presencaNaoVerificada, .jaAvaliado].map(\.mensagem)
        + [Mensagens.semConexao, Mensagens.candidaturaOffline, Mensagens.candidaturaSemResposta, Mensagens.feedOffline, "Informe o motivo do cancelamento."])

    static func tipo(daMensagem s: String) -> Mensagem.Tipo {
        if mensagensDeErro.contains(s) || s.hasPrefix("Algo deu errado") { return .erro }
        let sucesso = ["registrad", "confirmad", "Confirmad", "Confirmado", "publicada", "Agora na sua equipe", "Cancelad", "Turno cancelado", "Bloquead", "disponível para"]
        return sucesso.contains { s.contains($0) } ? .sucesso : .info
    }

    mutating func mensagemDoViewModel(_ texto: String?) {
        if let texto, !texto.isEmpty { mensagem(texto, Self.tipo(daMensagem: texto)) }
    }

    mutating func mensagem(_ texto: String, _ tipo: Mensagem.Tipo) {
        let dur = tipo == .erro ? Self.duracaoErro : Self.duracaoMensagem
        m.mensagem = Mensagem(texto, tipo: tipo, expiraEm: m.agora.addingTimeInterval(dur))
    }

    mutating func ajustarSelecao(_ p: Pagina, total: Int) {
        m.selecao[p] = min(m.selecionado(p), max(0, total - 1))
    }

    public mutating func tique(_ agora: Date) -> [Efeito<Evento>] {
        m.agora = agora
        if let e = m.mensagem?.expiraEm, e <= agora { m.mensagem = nil }
        guard let v = vms else { return [] }
        var efs: [Efeito<Evento>] = []
        if agora.timeIntervalSince(ultimoStatus) >= Self.intervaloStatus, !consultandoStatus {
            ultimoStatus = agora
            efs += statusEfeito()
        }
        if let feed = v.feed, m.conectado, agora.timeIntervalSince(ultimaSondagem) >= Self.intervaloNotificacoes {
            ultimaSondagem = agora
            efs.append(.tarefa { @MainActor in
                let novas = await feed.buscarNotificacoes()
                return novas.isEmpty ? nil : .notificacoes(novas)
            })
        }
        return efs
    }

    // MARK: - efeitos (chamadas aos view models, na MainActor)

    mutating func statusEfeito(retomarFila: Bool = false) -> [Efeito<Evento>] {
        guard let s = vms?.sincronizacao else { return [] }
        consultandoStatus = true
        return [.tarefa { @MainActor in
            if retomarFila { await s.retomar() } else { await s.atualizar() }
            return .sincronizacao(online: s.conectividade == .online, forcado: s.offlineForcado, s.status)
        }]
    }

    func carregar(_ p: Pagina) -> [Efeito<Evento>] {
        guard let v = vms else { return [] }
        switch p {
        case .feed:
            guard let f = v.feed else { return [] }
            return [.tarefa { @MainActor in await f.carregar(); return .feed(f.estado) }]
        case .turnos:
            guard let t = v.turnos else { return [] }
            return [.tarefa { @MainActor in await t.carregar(); return .turnos(t.estado, mensagem: nil) }]
        case .perfil:
            let p = v.perfil
            return [.tarefa { @MainActor in await p.carregar(); return .perfil(p.estado, mensagem: nil) }]
        case .acompanhamento:
            guard let a = v.acompanhamento else { return [] }
            return [.tarefa { @MainActor in await a.carregar(); return .acompanhamento(a.emAlerta, a.checkinsPendentes, mensagem: nil) }]
        case .vagas:
            guard let mv = v.minhasVagas else { return [] }
            return [.tarefa { @MainActor in await mv.carregar(); return .vagas(mv.estado, mensagem: nil) }]
        }
    }

    // MARK: - teclas

    public mutating func tecla(_ t: Tecla) -> [Efeito<Evento>] {
        if t == .ctrl("c") { m.encerrado = true; return [] }
        if m.ajudaAberta { m.ajudaAberta = false; return [] }
        if let d = m.dialogo { return teclaNoDialogo(d, t) }
        switch m.tela {
        case .login: return teclaNoLogin(t)
        case .pagina(let p):
            if m.formulario != nil, p == .vagas { return teclaNoFormulario(t) }
            guard let c = Teclas.tabela(p, contratante: m.conta?.perfil == .contratante).acao(para: t) else { return [] }
            return comando(c, em: p)
        }
    }

    mutating func teclaNoLogin(_ t: Tecla) -> [Efeito<Evento>] {
        switch t {
        case .tab, .shiftTab, .cima, .baixo:
            m.login.campo = m.login.campo == .email ? .senha : .email
        case .backspace:
            if m.login.campo == .email { _ = m.login.email.popLast() } else { _ = m.login.senha.popLast() }
        case .esc:
            m.login.erro = nil
        case .ctrl("o"):
            // O modo offline do testador continua depois de sair da conta; aqui não dá para
            // usar o "o" (é texto), então o Ctrl-O o desliga para entrar.
            guard let c = amb.conexao else { return [] }
            let forcar = !m.offlineForcado
            m.login.erro = nil
            return [.tarefa {
                await c.forcarOffline(forcar)
                let e = await c.verificar()
                return .offlineAlternado(online: e == .online, forcado: await c.offlineForcado(), .vazio)
            }]
        case .enter:
            // Dá para digitar enquanto a sessão guardada é verificada; enviar, não.
            guard !m.login.enviando else { return [] }
            if m.offlineForcado {
                m.login.erro = Self.loginComOfflineForcado
                return []
            }
            if m.login.campo == .email && m.login.senha.isEmpty { m.login.campo = .senha; return [] }
            let email = m.login.email, senha = m.login.senha
            m.login.senha = ""  // a senha não fica no modelo depois do envio
            m.login.enviando = true
            m.login.erro = nil
            let sessao = amb.sessao
            return [.tarefa { @MainActor in
                await sessao.entrar(email: email, senha: senha)
                if case .erro(let msg) = sessao.estado { return .sessao(nil, erro: msg) }
                return .sessao(sessao.conta, erro: sessao.conta == nil ? "Não foi possível entrar." : nil)
            }]
        case .caractere(let c):
            if m.login.campo == .email { if m.login.email.count < 254 { m.login.email.append(c) } }
            else if m.login.senha.count < 256 { m.login.senha.append(c) }
        default: break
        }
        return []
    }

    mutating func mover(_ p: Pagina, _ delta: Int) {
        if p == .vagas, m.detalheAberto {
            let total = vagaSelecionada().map { TelaVagas.itens($0).count } ?? 0
            m.selecaoCandidato = min(max(0, m.selecaoCandidato + delta), max(0, total - 1))
            return
        }
        let total: Int
        switch p {
        case .feed: total = m.feed.valor?.count ?? 0
        case .turnos: total = m.turnos.valor?.turnos.count ?? 0
        case .acompanhamento: total = m.pendentes.valor?.count ?? 0
        case .vagas: total = m.vagas.valor?.count ?? 0
        case .perfil: total = 0
        }
        m.selecao[p] = min(max(0, m.selecionado(p) + delta), max(0, total - 1))
    }

    func vagaDoFeed() -> VagaDoFeed? {
        guard let l = m.feed.valor, l.indices.contains(m.selecionado(.feed)) else { return nil }
        return l[m.selecionado(.feed)]
    }
    func turnoSelecionado() -> Turno? {
        guard let l = m.turnos.valor?.turnos, l.indices.contains(m.selecionado(.turnos)) else { return nil }
        return l[m.selecionado(.turnos)].turno
    }
    func vagaSelecionada() -> Vaga? {
        guard let l = m.vagas.valor, l.indices.contains(m.selecionado(.vagas)) else { return nil }
        return l[m.selecionado(.vagas)]
    }
    func itemDaVaga() -> TelaVagas.ItemDoDetalhe? {
        guard m.detalheAberto, let v = vagaSelecionada() else { return nil }
        let itens = TelaVagas.itens(v)
        return itens.indices.contains(m.selecaoCandidato) ? itens[m.selecaoCandidato] : nil
    }
    func turnoDaVaga() -> Turno? {
        if case .turno(let t) = itemDaVaga() { return t }
        return nil
    }

    mutating func trocarPagina(_ i: Int) {
        let ps = m.paginas
        guard !ps.isEmpty else { return }
        m.tela = .pagina(ps[(i % ps.count + ps.count) % ps.count])
        m.detalheAberto = false
    }

    mutating func comando(_ c: Comando, em p: Pagina) -> [Efeito<Evento>] {
        let ps = m.paginas
        let atual = ps.firstIndex(of: p) ?? 0
        switch c {
        case .proximaPagina: trocarPagina(atual + 1)
        case .paginaAnterior: trocarPagina(atual - 1)
        case .irPara(let i): if i < ps.count { trocarPagina(i) }
        case .cima: mover(p, -1)
        case .baixo: mover(p, 1)
        case .paginaAcima: mover(p, -10)
        case .paginaAbaixo: mover(p, 10)
        case .abrir:
            if p == .vagas, m.detalheAberto {
                if case .candidatura(let cand) = itemDaVaga() {
                    m.dialogo = .simNao(titulo: "Escolher candidato",
                                        linhas: ["Escolher \(cand.profissional.nome) (\(cand.profissional.reputacao.descricao()))?",
                                                 "A vaga fica confirmada para essa pessoa e os outros candidatos são liberados."],
                                        pedido: .escolherCandidato(cand.id))
                }
            } else {
                m.detalheAberto = true
                m.selecaoCandidato = 0
            }
        case .voltar:
            if m.detalheAberto { m.detalheAberto = false } else { m.banner = nil }
        case .atualizar:
            m.banner = nil
            mensagem("Atualizando…", .info)
            return carregar(p) + statusEfeito()
        case .alternarOffline:
            guard let s = vms?.sincronizacao else { return [] }
            // Uma tarefa só: a mensagem tem de ler o estado depois da troca, não antes.
            return [.tarefa { @MainActor in
                await s.alternarOfflineForcado()
                return .offlineAlternado(online: s.conectividade == .online, forcado: s.offlineForcado, s.status)
            }]
        case .ajuda: m.ajudaAberta = true
        case .sair:
            // Decide com a fila como está agora (não com a última leitura do tique).
            guard let s = vms?.sincronizacao else { m.encerrado = true; return [] }
            return [.tarefa { @MainActor in
                await s.atualizar()
                return .pedidoDeSaida(s.status)
            }]
        case .sairJa: m.encerrado = true
        case .candidatar:
            guard let v = vagaDoFeed(), let feed = vms?.feed else { return [] }
            // Candidatura nunca vai para a fila: sem rede, recusa aqui mesmo.
            guard m.conectado else { mensagem(Mensagens.candidaturaOffline, .erro); return [] }
            mensagem("Candidatando…", .info)
            return [.tarefa { @MainActor in
                let c = feed.candidatura(para: v)
                await c.candidatar()
                switch c.estado {
                case .conteudo(.confirmada): return .candidatura(c.mensagem ?? "Confirmada!", .sucesso)
                case .erro(let msg): return .candidatura(msg, .erro)
                default: return .candidatura(c.mensagem ?? "", .info)
                }
            }]
        case .checkin, .checkout:
            guard let t = turnoSelecionado() else { return [] }
            let padrao = amb.posicaoPadrao.map { "\($0.latitude),\($0.longitude)" } ?? ""
            let entrada = c == .checkin
            m.dialogo = .texto(titulo: entrada ? "Check-in (entrada)" : "Check-out (saída)",
                               linhas: ["\(Formato.funcao(t.vaga.funcao)) · \(t.estabelecimento.nome) · \(t.vaga.local.endereco)",
                                        "Sua posição agora (lat,lng). Só a distância até o endereço é enviada, com a hora do toque. Deixe vazio para \"sem localização\": o check-in vira manual e espera o contratante."],
                               rotulo: "Posição", valor: padrao, pedido: entrada ? .checkin(t.id) : .checkout(t.id))
        case .avaliar:
            if p == .turnos, let t = turnoSelecionado() {
                m.dialogo = .simNao(titulo: "Avaliar", linhas: ["Você trabalharia de novo com \(t.estabelecimento.nome)?",
                                                                "s = sim, chamaria de novo · n = não"], pedido: .avaliar(t.id))
            } else if p == .vagas, let t = turnoDaVaga() {
                m.dialogo = .simNao(titulo: "Avaliar", linhas: ["Você chamaria \(t.profissional?.nome ?? "este profissional") de novo?",
                                                                "s = sim · n = não"], pedido: .avaliar(t.id))
            }
        case .cancelar:
            let t = p == .turnos ? turnoSelecionado() : turnoDaVaga()
            guard let t else { return [] }
            let falta = t.cancelamentoContaComoFalta(agora: m.agora)
            let aviso = falta ? "Atenção: faltam menos de 24 h para o início; este cancelamento conta como falta."
                              : "Faltam mais de 24 h para o início: não conta como falta."
            m.dialogo = .texto(titulo: "Cancelar turno", linhas: [aviso, "A posição é reaberta. Informe o motivo."],
                               rotulo: "Motivo", valor: "", pedido: .cancelarTurno(t.id))
        case .bloquear:
            if p == .turnos, let t = turnoSelecionado() {
                m.dialogo = .simNao(titulo: "Bloquear", linhas: ["Bloquear \(t.estabelecimento.nome)?",
                                                                 "As vagas e notificações entre vocês deixam de aparecer, dos dois lados."],
                                    pedido: .bloquear(t.estabelecimento.id))
            } else if p == .vagas, let t = turnoDaVaga(), let prof = t.profissional {
                m.dialogo = .simNao(titulo: "Bloquear", linhas: ["Bloquear \(prof.nome)?",
                                                                 "As vagas e notificações entre vocês deixam de aparecer, dos dois lados."],
                                    pedido: .bloquear(prof.id))
            }
        case .alternarDisponibilidade:
            guard let pv = vms?.perfil else { return [] }
            return [.tarefa { @MainActor in await pv.alternarDisponibilidade(); return .perfil(pv.estado, mensagem: pv.mensagem) }]
        case .sincronizar:
            guard let s = vms?.sincronizacao else { return [] }
            mensagem("Sincronizando…", .info)
            return [.tarefa { @MainActor in
                await s.sincronizarAgora()
                return .sincronizacao(online: s.conectividade == .online, forcado: s.offlineForcado, s.status)
            }] + m.paginas.flatMap { carregar($0) }
        case .sairDaConta:
            // Com a fila como está agora: quem sai precisa saber que as ações dela ficam.
            guard let s = vms?.sincronizacao else { return [] }
            return [.tarefa { @MainActor in
                await s.atualizar()
                return .pedidoDeSairDaConta(s.status)
            }]
        case .confirmarCheckin:
            guard let l = m.pendentes.valor, l.indices.contains(m.selecionado(.acompanhamento)), let a = vms?.acompanhamento else { return [] }
            let t = l[m.selecionado(.acompanhamento)].turno
            return [.tarefa { @MainActor in
                await a.confirmarCheckin(t)
                return .acompanhamento(a.emAlerta, a.checkinsPendentes, mensagem: a.mensagem)
            }]
        case .novaVaga:
            var f = FormularioVaga()
            f.valores[.modo] = "urgência"
            // O endereço do estabelecimento e o seu ponto (ou a posição configurada) vêm preenchidos.
            let estab = m.perfil.valor?.estabelecimento
            if let e = estab?.endereco { f.valores[.endereco] = e }
            if let p = estab?.ponto ?? amb.posicaoPadrao { f.valores[.local] = "\(p.latitude),\(p.longitude)" }
            m.formulario = f
        case .incluirNaEquipe:
            guard let t = turnoDaVaga(), let prof = t.profissional else { return [] }
            m.dialogo = .simNao(titulo: "Equipe de confiança", linhas: ["Incluir \(prof.nome) na equipe de confiança?",
                                                                        "A equipe recebe suas vagas mesmo além de 15 km."],
                                pedido: .incluirNaEquipe(prof.id))
        }
        return []
    }

    // MARK: - diálogos

    mutating func teclaNoDialogo(_ d: Dialogo, _ t: Tecla) -> [Efeito<Evento>] {
        switch d {
        case .simNao(_, _, let pedido):
            switch Teclas.dialogoSimNao.acao(para: t) {
            case .sim?:
                m.dialogo = nil
                return responder(pedido, sim: true, texto: "")
            case .nao?:
                m.dialogo = nil
                // Avaliar é a única pergunta cujo "não" também é uma resposta.
                if case .avaliar = pedido { return responder(pedido, sim: false, texto: "") }
            case .desistir?: m.dialogo = nil
            default: break
            }
        case .texto(let titulo, let linhas, let rotulo, var valor, let pedido):
            switch Teclas.dialogoTexto.acao(para: t) {
            case .desistir?: m.dialogo = nil
            case .confirmar?:
                m.dialogo = nil
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
            if Teclas.dialogoAviso.acao(para: t) == .desistir { m.dialogo = nil }
        }
        return []
    }

    mutating func responder(_ pedido: Pedido, sim: Bool, texto: String) -> [Efeito<Evento>] {
        guard let v = vms else { if pedido == .sair { m.encerrado = true }; return [] }
        let contratante = m.conta?.perfil == .contratante
        switch pedido {
        case .sair:
            m.encerrado = true
        case .sairDaConta:
            let sessao = amb.sessao
            return [.tarefa { @MainActor in await sessao.sair(); return .saiuDaConta }]
        case .checkin(let id), .checkout(let id):
            guard let tv = v.turnos else { return [] }
            let limpo = texto.trimmingCharacters(in: .whitespaces)
            var posicao: Coordenada?
            if !limpo.isEmpty {
                guard let c = Coordenada.interpretar(limpo) else {
                    mensagem("Posição inválida: use lat,lng (ex.: -15.79,-47.88) ou deixe vazio para sem localização.", .erro)
                    return []
                }
                posicao = c
            }
            let entrada: Bool
            if case .checkin = pedido { entrada = true } else { entrada = false }
            return [.tarefa { @MainActor in
                if entrada { await tv.checkin(id, posicao: posicao) } else { await tv.checkout(id, posicao: posicao) }
                return .turnos(tv.estado, mensagem: tv.mensagem)
            }] + statusEfeito()
        case .avaliar(let id):
            if contratante {
                guard let mv = v.minhasVagas, let t = turnoDaVaga(), t.id == id else { return [] }
                return [.tarefa { @MainActor in
                    await mv.avaliarProfissional(t, chamariaDeNovo: sim)
                    return .vagas(mv.estado, mensagem: mv.mensagem)
                }] + statusEfeito()
            }
            guard let tv = v.turnos else { return [] }
            return [.tarefa { @MainActor in
                await tv.avaliar(id, chamariaDeNovo: sim)
                return .turnos(tv.estado, mensagem: tv.mensagem)
            }] + statusEfeito()
        case .cancelarTurno(let id):
            let motivo = texto.trimmingCharacters(in: .whitespaces)
            guard !motivo.isEmpty else { mensagem("Informe o motivo do cancelamento.", .erro); return [] }
            if contratante {
                guard let mv = v.minhasVagas, let t = turnoDaVaga(), t.id == id else { return [] }
                return [.tarefa { @MainActor in
                    await mv.cancelarTurno(t, motivo: motivo)
                    return .vagas(mv.estado, mensagem: mv.mensagem)
                }]
            }
            guard let tv = v.turnos else { return [] }
            return [.tarefa { @MainActor in
                await tv.cancelar(id, motivo: motivo)
                return .turnos(tv.estado, mensagem: tv.mensagem)
            }]
        case .escolherCandidato(let cid):
            guard let mv = v.minhasVagas else { return [] }
            return [.tarefa { @MainActor in
                await mv.escolherCandidato(cid)
                return .vagas(mv.estado, mensagem: mv.mensagem)
            }]
        case .bloquear(let conta):
            if contratante, let mv = v.minhasVagas {
                return [.tarefa { @MainActor in
                    await mv.bloquear(conta)
                    return .vagas(mv.estado, mensagem: mv.mensagem)
                }]
            }
            let pv = v.perfil
            return [.tarefa { @MainActor in
                await pv.bloquear(conta)
                return .perfil(pv.estado, mensagem: pv.mensagem)
            }] + carregar(.feed) + carregar(.turnos)
        case .incluirNaEquipe(let pid):
            guard let mv = v.minhasVagas else { return [] }
            return [.tarefa { @MainActor in
                await mv.incluirNaEquipe(pid)
                return .vagas(mv.estado, mensagem: mv.mensagem)
            }]
        }
        return []
    }

    // MARK: - formulário de vaga

    mutating func teclaNoFormulario(_ t: Tecla) -> [Efeito<Evento>] {
        guard var f = m.formulario, !f.enviando else { return [] }
        let campos = FormularioVaga.Campo.allCases
        let i = f.foco.rawValue
        switch t {
        case .esc: m.formulario = nil; return []
        case .tab, .baixo: f.foco = campos[(i + 1) % campos.count]
        case .shiftTab, .cima: f.foco = campos[(i + campos.count - 1) % campos.count]
        case .esquerda, .direita, .caractere(" ") where f.foco.opcoes != nil:
            if let ops = f.foco.opcoes {
                let atual = ops.firstIndex(of: f.valores[f.foco] ?? "")
                let passo = t == .esquerda ? -1 : 1
                let novo = atual.map { ($0 + passo + ops.count) % ops.count } ?? (passo > 0 ? 0 : ops.count - 1)
                f.valores[f.foco] = ops[novo]
            }
        case .caractere(let c) where f.foco.opcoes != nil:
            // atalho: s/n nos campos sim/não
            if ["s", "n"].contains(c), f.foco.opcoes == ["sim", "não"] { f.valores[f.foco] = c == "s" ? "sim" : "não" }
        case .caractere(let c):
            var v = f.valores[f.foco] ?? ""
            if v.count < 120 { v.append(c) }
            f.valores[f.foco] = v
        case .backspace:
            var v = f.valores[f.foco] ?? ""
            if f.foco.opcoes != nil { v = "" } else { _ = v.popLast() }
            f.valores[f.foco] = v
        case .enter:
            guard let v = vms else { return [] }
            f.enviando = true
            m.formulario = f
            let valores = f.valores
            let fabrica = v.novaVaga
            return [.tarefa { @MainActor in
                let vm = fabrica()
                Self.preencher(vm, valores)
                await vm.publicar()
                return .publicacao(problemas: vm.problemas, vm.estado)
            }]
        default: break
        }
        m.formulario = f
        return []
    }

    @MainActor
    static func preencher(_ vm: PublicarVagaViewModel, _ v: [FormularioVaga.Campo: String]) {
        func sn(_ s: String?) -> Bool? { s == "sim" ? true : (s == "não" ? false : nil) }
        vm.funcao = v[.funcao].flatMap { nome in Funcao.conhecidas.first { Formato.funcao($0) == nome } }
        vm.data = v[.data] ?? ""
        vm.horaInicio = v[.inicio] ?? ""
        vm.horaFim = v[.fim] ?? ""
        vm.valor = v[.valor] ?? ""
        vm.posicoes = v[.posicoes] ?? ""
        vm.modo = v[.modo] == "seleção" ? .selecao : (v[.modo] == "urgência" ? .urgencia : nil)
        vm.refeicao = sn(v[.refeicao])
        vm.transporte = sn(v[.transporte])
        vm.exigeMaterialProprio = sn(v[.material])
        if let e = v[.endereco], !e.isEmpty { vm.endereco = e }
        if let l = v[.local], !l.isEmpty { vm.localizacao = l }
        vm.antecedenciaAlertaHoras = v[.antecedencia] ?? ""
    }
}
