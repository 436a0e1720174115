import Foundation
import FrilaApresentacao
import FrilaDominio

/// A aba Avisos (os dois perfis): a caixa inteira, o mais novo primeiro, com a hora, o tipo, o
/// texto e lido/novo; Enter abre o aviso inteiro e o marca como lido (o mesmo estado do
/// `frila avisos`). A faixa do que chega, em qualquer aba, também sai daqui (`reagir`).
enum TelaAvisos {
    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        var corpo = area
        if Telas.estadoNaoConteudo(m.caixa.itens, &q, corpo, carregando: Textos.Caixa.carregando, offlineForcado: m.offlineForcado) { return }
        let itens = m.avisosVisiveis
        let n = m.caixa.naoLidos
        q.escrever(n == 0 ? Textos.Caixa.todosLidos : Textos.Caixa.naoLidos(n), em: corpo.linha(0),
                   estilo: n == 0 ? .suave : Estilo(.negrito, cor: .destaque))
        corpo = corpo.cortarTopo(1).1
        corpo = filtro.cabecalho(m, &q, corpo, mostrados: itens.count)
        if filtro.vazioPeloFiltro(m, &q, corpo, mostrados: itens.count) { return }
        let sel = min(m.selecionado(.avisos), max(0, itens.count - 1))
        let largo = corpo.largura >= 70
        let (listaArea, detalheArea) = Telas.listaEDetalhe(corpo, alturaDetalhe: 6, detalheAberto: m.detalhe.aberto)
        if !listaArea.vazio {
            Telas.lista(itens.count, selecionado: sel, &q, listaArea) { i, r, s, q in
                let it = itens[i]
                let lido = m.caixa.lido(it.id)
                let marca = (s ? "› " : "  ") + (lido ? Textos.Caixa.marcaLido : Textos.Caixa.novo) + " "
                let e: Estilo = s ? .selecionado : (lido ? .normal : .negrito)
                let quando = largo ? Formatacao.horaOuDataHora(it.enviadaEm, hoje: m.agora) : Formatacao.hora(it.enviadaEm)
                let texto = Textos.Caixa.texto(it, hoje: m.agora)
                if largo {
                    Telas.colunas([(marca, 4), (quando, 16), (Textos.Caixa.tipo(it), 17), (texto, 0)], &q, r, estilo: e)
                } else {
                    Telas.colunas([(marca, 4), (quando, 6), (texto, 0)], &q, r, estilo: e)
                }
            }
        }
        if let d = detalheArea, itens.indices.contains(sel) {
            let it = itens[sel]
            q.caixa(d, titulo: Textos.Caixa.tipo(it))
            let dentro = d.recuado(1).cortarEsquerda(1).1
            var linhas = Texto.quebrar(Textos.Caixa.texto(it, hoje: m.agora), largura: max(1, dentro.largura))
            linhas.append(Textos.Caixa.recebidoEm(Formatacao.dataHora(it.enviadaEm, hoje: m.agora)))
            for (k, l) in linhas.prefix(max(0, dentro.altura - 1)).enumerated() {
                q.escrever(l, em: dentro.linha(k), estilo: .normal)
            }
            if dentro.altura > 0 { q.escrever(Textos.Caixa.dicaEnter, em: dentro.linha(dentro.altura - 1), estilo: .suave) }
        }
    }

    /// O aviso inteiro, numa janela que só fecha com Enter ou Esc.
    static func janela(_ itens: [NotificacaoRecebida], hoje: Date) -> Dialogo {
        let linhas = itens.flatMap { it in
            [Textos.Caixa.tipo(it) + " · " + Formatacao.dataHora(it.enviadaEm, hoje: hoje), Textos.Caixa.texto(it, hoje: hoje), ""]
        }.dropLast()
        return .aviso(titulo: itens.count == 1 ? Textos.Caixa.tituloDoAviso : Textos.Caixa.tituloDosAvisos, linhas: Array(linhas))
    }
}

extension Pagina {
    public static let avisos = Pagina("avisos")
}

extension FuncionalidadeDaCaixa: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension ModeloApp {
    public var caixa: FuncionalidadeDaCaixa.Estado {
        get { estados[FuncionalidadeDaCaixa.self] }
        set { estados[FuncionalidadeDaCaixa.self] = newValue }
    }

    /// Os avisos como a aba mostra (filtro e ordem): a seleção aponta para esta lista.
    public var avisosVisiveis: [NotificacaoRecebida] { TelaAvisos.filtro.visiveis(self) }

    func avisoSelecionado() -> NotificacaoRecebida? { TelaAvisos.filtro.selecionado(self) }
}

extension TelaAvisos {
    static let abrirAviso = ComandoProprio("abrirAviso")
    static let marcarLido = ComandoProprio("marcarLido")
    static let marcarTodos = ComandoProprio("marcarTodosLidos")
    static let verFaixa = ComandoProprio("verFaixa")
    static let fecharFaixa = ComandoProprio("fecharFaixa")

    static let filtro = FiltroNaLista<NotificacaoRecebida>("avisos", colunas: { ColunasDasListas.avisos(agora: $0.agora) },
                                                           itens: { $0.caixa.itens.valor ?? [] }, id: { $0.id },
                                                           selecao: { $0.selecionado(.avisos) }, selecionar: { $0.selecao[.avisos] = $1 })

    static let teclas = TabelaDeTeclas<ComandoDaTela>(Textos.Caixa.titulo, [
        Atalho([.enter], "abrir o aviso inteiro (marca como lido)", .daPagina(abrirAviso), rodape: .quandoAge, curta: "abrir"),
        Atalho([.caractere("l")], "marcar como lido", .daPagina(marcarLido), rodape: .quandoAge, curta: "lido"),
        Atalho([.caractere("t")], "marcar todos como lidos", .daPagina(marcarTodos), curta: "todos lidos"),
    ] + Teclas.filtroEOrdem(ColunasDasListas.avisos(agora: Date()))).seguidaDe(Teclas.globais)

    /// Ao entrar na aba, o cursor vai ao aviso mais novo (o de cima na ordem de chegada), não
    /// ao que estava selecionado da última vez — e um aviso que chegou depois fica à vista.
    static func aoEntrar(_ m: inout ModeloApp) {
        let l = m.avisosVisiveis
        guard let novo = l.indices.max(by: { l[$0].enviadaEm < l[$1].enviadaEm }) else { return }
        m.selecao[.avisos] = novo
    }

    static let registro = RegistroDaPagina(
        pagina: .avisos, titulo: Textos.Caixa.titulo, tituloCurto: Textos.Caixa.tituloCurto,
        teclas: [.profissional: ("avisosProfissional", teclas), .contratante: ("avisosContratante", teclas)],
        desenhar: { TelaAvisos.desenhar($0, &$1, $2) },
        itens: { $0.avisosVisiveis.count },
        funcionalidades: [.de(FuncionalidadeDaCaixa.self,
                              montar: { $0.montarCaixa(abertaEm: $0.relogio.agora) },
                              antes: { m in m.avisosVisiveis.map(\.id) },
                              reagir: reagir)],
        porQueNao: { m, c in
            guard case .daPagina(let p) = c, p == marcarLido || p == abrirAviso else { return nil }
            guard let it = m.avisoSelecionado() else { return Textos.Caixa.selecioneUm }
            return p == marcarLido && m.caixa.lido(it.id) ? Textos.Caixa.jaLido : nil
        },
        agir: agir,
        carregar: { $0.enviar(FuncionalidadeDaCaixa.self, .carregar()) },
        modo: { TelaAvisos.filtro.modo($0) },
        tabelasDosModos: [("filtroDaLista", Teclas.filtroDaLista)],
        // Os avisos que chegaram já são a carga dela.
        aoChegarAviso: { _, _ in [] },
        cargaLeACaixa: true,
        aoEntrar: aoEntrar)

    static func agir(_ app: inout AppFrila, _ c: ComandoDaTela) -> [Efeito<Evento>]? {
        if let r = filtro.agir(&app, c) { return r }
        guard case .daPagina(let p) = c else { return nil }
        switch p.nome {
        case abrirAviso.nome:
            guard let it = app.m.avisoSelecionado() else { return [] }
            app.m.dialogo = janela([it], hoje: app.m.agora)
            return app.enviar(FuncionalidadeDaCaixa.self, .marcarLido(it.id))
        case marcarLido.nome:
            guard let it = app.m.avisoSelecionado() else { return [] }
            return app.enviar(FuncionalidadeDaCaixa.self, .marcarLido(it.id))
        case marcarTodos.nome:
            if app.m.caixa.naoLidos == 0 { app.dizer(.porQueNao(Textos.Caixa.todosLidos)); return [] }
            let efs = app.enviar(FuncionalidadeDaCaixa.self, .marcarTodosLidos)
            app.dizer(.feito(Textos.Caixa.marcadosTodos))
            return efs
        default:
            return nil
        }
    }

    /// Cada leitura: a seleção segue o mesmo aviso; o que chegou e não foi anunciado vira faixa
    /// (e vai ao registro `m`), com campainha só para o que chegou com o programa aberto; as
    /// listas que o aviso muda se buscam de novo. A linha de status deixa de dizer "ao vivo"
    /// enquanto a leitura falha.
    static func reagir(_ app: inout AppFrila, _ a: FuncionalidadeDaCaixa.Acao, _ antes: [UUID]) -> [Efeito<Evento>] {
        guard case .chegou(let l, _, _, _) = a else { return [] }
        // A sessão acabou no servidor (senha trocada, saída de todos): nada mais vai responder;
        // direto ao login, dizendo por quê (a fila fica no disco, desta conta).
        if case .falhou(let e) = l, e.falha == .sessaoInexistente || e.falha == .sessaoExpirada {
            return app.sessaoEncerradaNoServidor()
        }
        let falhavaAntes = app.m.tempoReal == .servidorFalhando
        app.atualizarTextoDoTempoReal()
        if case .falhou(let e) = l, !falhavaAntes, app.m.tempoReal == .servidorFalhando {
            // A falha de fundo vai ao registro (e à linha, se nada de pé): "ao vivo" saiu por isto.
            app.dizer(.deFundo(Textos.Caixa.naoAtualizou(e.frase)))
        }
        guard case .veio = l else { return [] }
        app.chegou(.avisos, true)
        app.manterSelecao(.avisos, antes: antes, depois: app.m.avisosVisiveis.map(\.id))
        return anunciar(&app)
    }

    static func anunciar(_ app: inout AppFrila) -> [Efeito<Evento>] {
        let caixa = app.m.caixa
        // Ao abrir, vaga nova de antes não vira faixa (está no Feed, ou já não existe); o
        // aviso que pede ação, sim (sem campainha). Vaga que já é turno dela não é novidade.
        let turnos = Telas.turnosCarregados(app.m)
        let novos = caixa.novos.filter { n in
            switch n {
            case .vaga(let v): !caixa.deAntes.contains(v.id) && !app.jaPegou(v.vagaId)
            // "Já dá para avaliar" de um turno que este lado já avaliou não pede nada.
            case .aviso(let a): a.tipo != .avaliacaoLiberada
                || FuncionalidadeDaCaixa.aindaVale(a, vaga: app.m.vagas.valor?.first { $0.id == a.vagaId }, turnos: turnos)
            }
        }
        guard !novos.isEmpty else { return [] }
        let hoje = app.m.agora
        for n in novos { app.m.linhaDeStatus.anotar(.deFundo(Textos.Caixa.texto(n, hoje: hoje)), agora: hoje) }
        let soVagas = novos.allSatisfy { if case .vaga = $0 { true } else { false } }
        // Uma vaga nova não cobre a faixa de um aviso que pede ação (turno cancelado, escolha):
        // a vaga vai ao registro e ao Feed; a faixa do aviso fica até ser fechada.
        let anuncia = soVagas && app.m.faixa?.aviso != nil ? [] : novos
        if let ultimo = anuncia.last {
            var faixa = FaixaDeAviso(texto: Textos.Caixa.texto(ultimo, hoje: hoje) + (anuncia.count > 1 ? " (+\(anuncia.count - 1))" : ""),
                                     anuncia: anuncia)
            switch ultimo {
            case .vaga(let v): faixa.vaga = v.vagaId
            case .aviso(let av): faixa.aviso = av
            }
            app.m.faixa = faixa
        }
        var efs = app.recarregarPorAviso(soVagasNovas: soVagas)
        // Campainha: só o que chegou agora. As vagas já vêm com o teto de 30 min aplicado pelo
        // servidor (RN23: `minhas_notificacoes` só tem as que ele deixou sair).
        if app.amb.campainha, novos.contains(where: { !caixa.deAntes.contains($0.id) }) { efs.append(.campainha) }
        return efs
    }
}

extension AppFrila {
    static let intervaloDosLidos: TimeInterval = 1

    /// A contagem de não lidos está à vista e há o que marcar: o lido que o `frila avisos`
    /// gravou noutro terminal (no mesmo aparelho) chega a ela em 1 s — marcar lido não passa
    /// pelo servidor, então nem o canal nem a sondagem o trazem.
    var conferindoLidos: Bool { pronto && m.registro.visivelLeACaixa(m) && m.caixa.naoLidos > 0 }

    var prazoDosLidos: Date? { conferindoLidos ? agenda.lidosConferidosEm.addingTimeInterval(Self.intervaloDosLidos) : nil }

    /// Só lê os lidos se outro processo gravou no arquivo (`AvisosVistos.vistosSeMudou`).
    mutating func conferirLidos(_ agora: Date) -> [Efeito<Evento>] {
        guard conferindoLidos, agora.timeIntervalSince(agenda.lidosConferidosEm) >= Self.intervaloDosLidos else { return [] }
        agenda.lidosConferidosEm = agora
        return enviar(FuncionalidadeDaCaixa.self, .conferirLidos)
    }

    /// `v` abre a faixa inteira; `f` a fecha. Em qualquer aba (nil: o comando não é destes).
    mutating func comandoDaFaixa(_ c: ComandoDaTela) -> [Efeito<Evento>]? {
        guard case .daPagina(let p) = c, p == TelaAvisos.verFaixa || p == TelaAvisos.fecharFaixa else { return nil }
        guard let faixa = m.faixa else { dizer(.porQueNao(Textos.Caixa.semFaixa)); return [] }
        if p == TelaAvisos.fecharFaixa {
            m.faixa = nil
            return []
        }
        m.dialogo = faixa.anuncia.isEmpty ? .aviso(titulo: Textos.Caixa.tituloDoAviso, linhas: [faixa.texto])
                                          : TelaAvisos.janela(faixa.anuncia, hoje: m.agora)
        return []
    }
}

extension ComandoProprio {
    /// A faixa do aviso vale em toda página: a casca pede a dica das teclas dela sem nomear esta.
    static var verFaixa: ComandoProprio { TelaAvisos.verFaixa }
    static var fecharFaixa: ComandoProprio { TelaAvisos.fecharFaixa }
}
