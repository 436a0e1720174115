import Foundation
import FrilaApresentacao
import FrilaDominio

/// A aba Avisos (os dois perfis): a caixa inteira, o mais novo primeiro, com a hora, o tipo, o
/// texto e lido/novo; Enter abre o aviso inteiro e o marca como lido (o mesmo estado do
/// `frila avisos`). A caixa é da casca (a faixa em toda aba, a campainha: `AppFrila+Caixa.swift`).
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
}

extension Pagina {
    public static let avisos = Pagina("avisos")
}

extension ModeloApp {
    /// Os avisos como a aba mostra (filtro e ordem): a seleção aponta para esta lista.
    public var avisosVisiveis: [NotificacaoRecebida] { TelaAvisos.filtro.visiveis(self) }

    func avisoSelecionado() -> NotificacaoRecebida? { TelaAvisos.filtro.selecionado(self) }
}

extension TelaAvisos {
    static let abrirAviso = ComandoProprio("abrirAviso")
    static let marcarLido = ComandoProprio("marcarLido")
    static let marcarTodos = ComandoProprio("marcarTodosLidos")

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
            app.m.dialogo = .avisosInteiros([it], hoje: app.m.agora)
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

    /// Cada leitura que veio: a seleção segue o mesmo aviso e a aba marca a idade dos dados. A
    /// faixa, a campainha e o que as páginas relêem são da casca (`AppFrila+Caixa.swift`).
    static func reagir(_ app: inout AppFrila, _ a: FuncionalidadeDaCaixa.Acao, _ antes: [UUID]) -> [Efeito<Evento>] {
        guard case .chegou(.veio, _, _, _) = a else { return [] }
        app.chegou(.avisos, true)
        app.manterSelecao(.avisos, antes: antes, depois: app.m.avisosVisiveis.map(\.id))
        return []
    }
}
