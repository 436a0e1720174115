import Foundation
import FrilaApresentacao

/// O filtro e a ordem de uma lista numa tela, prontos para uma página adotar: ela declara o
/// nome da lista (a chave do filtro no modelo), as colunas (`ColunasDaLista`), de onde vêm os
/// itens, o id de cada um e onde fica a seleção; põe `Teclas.filtroEOrdem` na tabela dela,
/// chama `agir` no `agir` dela, `modo` no `modo` dela, e desenha com `visiveis` e `cabecalho`.
/// As teclas (`/`, `S`, `I`, `v`) e o modo de digitar são os mesmos em toda lista.
public struct FiltroNaLista<Item>: FiltroDeTela {
    public let nome: String
    let colunas: @Sendable (ModeloApp) -> ColunasDaLista<Item>
    let itens: @Sendable (ModeloApp) -> [Item]
    let id: @Sendable (Item) -> UUID
    let selecao: @Sendable (ModeloApp) -> Int
    let selecionar: @Sendable (inout ModeloApp, Int) -> Void

    public init(_ nome: String, colunas: @escaping @Sendable (ModeloApp) -> ColunasDaLista<Item>,
                itens: @escaping @Sendable (ModeloApp) -> [Item], id: @escaping @Sendable (Item) -> UUID,
                selecao: @escaping @Sendable (ModeloApp) -> Int, selecionar: @escaping @Sendable (inout ModeloApp, Int) -> Void) {
        self.nome = nome
        self.colunas = colunas
        self.itens = itens
        self.id = id
        self.selecao = selecao
        self.selecionar = selecionar
    }

    /// A lista como a tela mostra (recortada, filtrada, ordenada): a seleção aponta para ela.
    public func visiveis(_ m: ModeloApp) -> [Item] { colunas(m).aplicar(m.filtro(nome), itens(m)) }

    public func selecionado(_ m: ModeloApp) -> Item? {
        let l = visiveis(m)
        let i = selecao(m)
        return l.indices.contains(i) ? l[i] : nil
    }

    /// As teclas do filtro; nil: o comando não é do filtro (a página segue com o dela).
    func agir(_ app: inout AppFrila, _ c: ComandoDaTela) -> [Efeito<Evento>]? {
        let cols = colunas(app.m)
        let f = app.m.filtro(nome)
        switch c {
        case .filtrar:
            app.m.filtros[nome, default: FiltroDaLista()].digitando = true
        case .trocarOrdem:
            mudar(&app, para: cols.ordemSeguinte(f, itens: itens(app.m)))
            app.dizer(.feito(cols.descricaoDaOrdem(app.m.filtro(nome))))
        case .inverterOrdem:
            guard let g = cols.invertida(f) else { app.dizer(.porQueNao(Textos.Filtro.semColunaParaInverter)); return [] }
            mudar(&app, para: g)
            app.dizer(.feito(cols.descricaoDaOrdem(g)))
        case .trocarRecorte:
            guard let g = cols.recorteSeguinte(f) else { return nil }
            mudar(&app, para: g)
            app.dizer(.feito(cols.descricaoDoRecorte(g)))
        default:
            return nil
        }
        return []
    }

    /// Digitando o filtro, as teclas são dele (o resto é texto); nil: não está digitando.
    func modo(_ m: ModeloApp) -> ModoDaPagina? {
        guard m.filtro(nome).digitando else { return nil }
        return ModoDaPagina(tabela: Teclas.filtroDaLista, tecla: { app, t in self.tecla(&app, t) })
    }

    /// Cada letra refiltra e a seleção volta ao primeiro (como no feed).
    func tecla(_ app: inout AppFrila, _ t: Tecla) -> [Efeito<Evento>] {
        var f = app.m.filtro(nome)
        switch Teclas.filtroDaLista.acao(para: t) {
        case .confirmar?: f.digitando = false
        case .desistir?:
            f.digitando = false
            f.texto = ""
        case .apagar?: _ = f.texto.popLast()
        default:
            guard case .caractere(let c) = t, f.texto.count < FiltroDaLista.tamanhoMaximo else { return [] }
            f.texto.append(c)
        }
        if f.buscaDiferente(de: app.m.filtro(nome)) { selecionar(&app.m, 0) }
        app.m.filtros[nome] = f
        return []
    }

    /// Troca o filtro com o mesmo item selecionado, se ele continua à vista (senão, o primeiro).
    func mudar(_ app: inout AppFrila, para g: FiltroDaLista) {
        let antes = selecionado(app.m).map(id)
        app.m.filtros[nome] = g
        let depois = visiveis(app.m).map(id)
        selecionar(&app.m, antes.flatMap { depois.firstIndex(of: $0) } ?? 0)
    }

    /// A linha que diz o que o filtro faz com a lista (só quando faz algo); devolve o que sobra.
    func cabecalho(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo, mostrados: Int) -> Retangulo {
        let f = m.filtro(nome)
        guard f.mudaALista, !area.vazio else { return area }
        q.escrever(colunas(m).descricao(f, mostrados: mostrados, total: itens(m).count), em: area.linha(0),
                   estilo: Estilo(.negrito, cor: .destaque))
        return area.cortarTopo(1).1
    }

    public func total(_ m: ModeloApp) -> Int { itens(m).count }

    /// A lista tem itens mas o filtro tirou todos: diz por quê, no lugar dela. false: há o que mostrar.
    func vazioPeloFiltro(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo, mostrados: Int) -> Bool {
        guard mostrados == 0, !itens(m).isEmpty, !area.vazio else { return false }
        let f = m.filtro(nome)
        let texto = f.procurando ? Textos.Filtro.nadaCasa(f.texto) : Textos.Filtro.nadaNoRecorte(colunas(m).recorte(f)?.rotulo ?? "")
        _ = q.paragrafo(texto, em: area, estilo: .suave)
        return true
    }
}

/// O que uma tela pede ao filtro de uma lista sem saber o tipo dos itens (as listas do Perfil
/// mudam de tipo conforme a seção aberta).
protocol FiltroDeTela: Sendable {
    var nome: String { get }
    func agir(_ app: inout AppFrila, _ c: ComandoDaTela) -> [Efeito<Evento>]?
    func modo(_ m: ModeloApp) -> ModoDaPagina?
    func cabecalho(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo, mostrados: Int) -> Retangulo
    func vazioPeloFiltro(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo, mostrados: Int) -> Bool
    func total(_ m: ModeloApp) -> Int
}

extension ModeloApp {
    /// O filtro da lista `nome` (o padrão: a lista como chegou).
    public func filtro(_ nome: String) -> FiltroDaLista { filtros[nome] ?? FiltroDaLista() }
}

extension AppFrila {
    /// `y`: o id do que está selecionado, inteiro, num aviso (para copiar com o mouse) e no
    /// registro de mensagens (`m`), com o comando que o usa.
    mutating func mostrarId(_ oQue: String, _ id: UUID?, comandos: (String) -> [String]) -> [Efeito<Evento>] {
        guard let id else { dizer(.porQueNao(Textos.Filtro.semIdSelecionado)); return [] }
        let texto = id.uuidString.lowercased()
        m.dialogo = .aviso(titulo: Textos.Filtro.tituloDoId, linhas: [Textos.Filtro.idDe(oQue, texto)] + comandos(texto))
        dizer(.feito(Textos.Filtro.idNoHistorico(oQue, texto)))
        return []
    }
}

/// Filtro e ordem de cada lista que os adota, pelo nome dela: estado das páginas com essas
/// listas, não um campo do `ModeloApp`.
struct FiltrosDasListas: EstadoDaPagina {
    var porLista: [String: FiltroDaLista] = [:]
}

extension ModeloApp {
    public var filtros: [String: FiltroDaLista] {
        get { daPagina[FiltrosDasListas.self].porLista }
        set { daPagina[FiltrosDasListas.self].porLista = newValue }
    }
}
