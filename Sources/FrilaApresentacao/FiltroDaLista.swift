import Foundation
import FrilaDominio

/// O sentido da ordem de uma lista.
public enum SentidoDaOrdem: String, CaseIterable, Hashable, Sendable {
    case crescente, decrescente

    public var inverso: SentidoDaOrdem { self == .crescente ? .decrescente : .crescente }
}

/// O valor por que uma coluna ordena. Uma coluna dá sempre o mesmo caso; o texto já vem
/// normalizado (sem acento nem maiúsculas), então "Érica" fica junto de "erica".
public enum ChaveDeOrdem: Comparable, Hashable, Sendable {
    case numero(Double)
    case instante(Date)
    case texto(String)
}

/// Uma coluna de uma lista: o nome estável (o dos testes e do `frila teclas`), o rótulo que a
/// pessoa lê, o texto em que o filtro procura e a chave da ordem (nil: vai para o fim, nos
/// dois sentidos).
public struct ColunaDaLista<Item>: Sendable {
    public let id: String
    public let rotulo: String
    /// O sentido da primeira vez que a ordem cai nesta coluna (valor: o maior primeiro).
    public let sentidoInicial: SentidoDaOrdem
    /// false: só o filtro procura nela (um endereço); a tecla da ordem a pula.
    public let ordena: Bool
    public let texto: @Sendable (Item) -> String
    public let chave: @Sendable (Item) -> ChaveDeOrdem?

    public init(_ id: String, _ rotulo: String, sentido: SentidoDaOrdem = .crescente, ordena: Bool = true,
                texto: @escaping @Sendable (Item) -> String, chave: (@Sendable (Item) -> ChaveDeOrdem?)? = nil) {
        self.id = id
        self.rotulo = rotulo
        self.sentidoInicial = sentido
        self.ordena = ordena
        self.texto = texto
        self.chave = chave ?? { .texto(LugaresDoDF.normalizar(texto($0))) }
    }
}

/// Um recorte fixo da lista (as vagas ativas, as encerradas): um nome, o rótulo e quem entra.
public struct RecorteDaLista<Item>: Sendable {
    public let id: String
    public let rotulo: String
    public let inclui: @Sendable (Item) -> Bool

    public init(_ id: String, _ rotulo: String, inclui: @escaping @Sendable (Item) -> Bool) {
        self.id = id
        self.rotulo = rotulo
        self.inclui = inclui
    }
}

/// O que a pessoa escolheu numa lista: o texto procurado, a coluna e o sentido da ordem
/// (coluna nil: a ordem em que a lista chegou do servidor), o recorte (nil: todos) e se está
/// digitando o texto agora. Um valor por lista, guardado pela tela.
public struct FiltroDaLista: Hashable, Sendable {
    public var texto: String

    /// A busca digitada mudou (a seleção volta ao topo).
    public func buscaDiferente(de outro: FiltroDaLista) -> Bool { texto != outro.texto }
    public var coluna: String?
    public var sentido: SentidoDaOrdem
    public var recorte: String?
    public var digitando: Bool

    public init(texto: String = "", coluna: String? = nil, sentido: SentidoDaOrdem = .crescente,
                recorte: String? = nil, digitando: Bool = false) {
        self.texto = texto
        self.coluna = coluna
        self.sentido = sentido
        self.recorte = recorte
        self.digitando = digitando
    }

    /// Até quantos caracteres o filtro aceita (o mesmo teto do filtro do feed).
    public static let tamanhoMaximo = 40

    /// As palavras procuradas, normalizadas; cada uma tem de casar com alguma coluna.
    public var palavras: [String] { LugaresDoDF.normalizar(texto).split(separator: " ").map(String.init) }
    public var procurando: Bool { !palavras.isEmpty }
    /// Algo diferente da lista como chegou: o cabeçalho da lista diz o quê.
    public var mudaALista: Bool { procurando || digitando || coluna != nil || recorte != nil }
}

/// As colunas de uma lista, e o que filtrar e ordenar fazem com ela. Uma página adota o
/// filtro declarando isto (as colunas na ordem em que a tecla da ordem as percorre).
public struct ColunasDaLista<Item>: Sendable {
    public let colunas: [ColunaDaLista<Item>]
    public let recortes: [RecorteDaLista<Item>]

    public init(_ colunas: [ColunaDaLista<Item>], recortes: [RecorteDaLista<Item>] = []) {
        self.colunas = colunas
        self.recortes = recortes
    }

    public func coluna(_ f: FiltroDaLista) -> ColunaDaLista<Item>? { f.coluna.flatMap { c in colunas.first { $0.id == c } } }
    public func recorte(_ f: FiltroDaLista) -> RecorteDaLista<Item>? { f.recorte.flatMap { r in recortes.first { $0.id == r } } }

    /// Recorte, texto e ordem, nessa ordem. A ordem é estável: empate fica na ordem de chegada.
    public func aplicar(_ f: FiltroDaLista, _ itens: [Item]) -> [Item] { indices(f, itens).map { itens[$0] } }

    /// As posições (em `itens`) do que a lista mostra, na ordem em que mostra.
    func indices(_ f: FiltroDaLista, _ itens: [Item]) -> [Int] {
        var lista = Array(itens.indices)
        if let r = recorte(f) { lista = lista.filter { r.inclui(itens[$0]) } }
        let palavras = f.palavras
        if !palavras.isEmpty {
            lista = lista.filter { i in
                let textos = colunas.map { LugaresDoDF.normalizar($0.texto(itens[i])) }
                return palavras.allSatisfy { p in textos.contains { $0.contains(p) } }
            }
        }
        guard let c = coluna(f) else { return lista }
        let chaves = lista.map { c.chave(itens[$0]) }
        let ordem = lista.indices.sorted { a, b in
            switch (chaves[a], chaves[b]) {
            case let (x?, y?) where x != y: return f.sentido == .crescente ? x < y : x > y
            case (.some, nil): return true
            case (nil, .some): return false
            default: return a < b
            }
        }
        return ordem.map { lista[$0] }
    }

    /// A tecla da ordem numa lista com estes itens: a próxima ordem que muda o que se vê. A
    /// do servidor costuma já ser a do início; a primeira tecla que caísse nela pareceria
    /// não fazer nada. Só o outro sentido muda algo (o resto empata): a próxima no outro
    /// sentido. Nada muda (um item, tudo igual): a próxima, como sem os itens.
    public func ordemSeguinte(_ f: FiltroDaLista, itens: [Item]) -> FiltroDaLista {
        let agora = indices(f, itens)
        var seguintes: [FiltroDaLista] = []
        var g = ordemSeguinte(f)
        while g != f, !seguintes.contains(g), seguintes.count <= colunas.count {
            seguintes.append(g)
            g = ordemSeguinte(g)
        }
        let candidatos = seguintes + seguintes.compactMap(invertida)
        return candidatos.first { indices($0, itens) != agora } ?? ordemSeguinte(f)
    }

    /// A tecla da ordem: chegada → cada coluna (no sentido inicial dela) → chegada.
    public func ordemSeguinte(_ f: FiltroDaLista) -> FiltroDaLista {
        var g = f
        let ordenaveis = colunas.filter(\.ordena)
        let i = f.coluna.flatMap { c in ordenaveis.firstIndex { $0.id == c } }
        let proxima = i.map { $0 + 1 } ?? 0
        if ordenaveis.indices.contains(proxima) {
            g.coluna = ordenaveis[proxima].id
            g.sentido = ordenaveis[proxima].sentidoInicial
        } else {
            g.coluna = nil
            g.sentido = .crescente
        }
        return g
    }

    /// Inverte o sentido; na ordem de chegada, não há o que inverter (nil).
    public func invertida(_ f: FiltroDaLista) -> FiltroDaLista? {
        guard coluna(f) != nil else { return nil }
        var g = f
        g.sentido = f.sentido.inverso
        return g
    }

    /// A tecla do recorte: todos → cada recorte → todos. Sem recortes, nil.
    public func recorteSeguinte(_ f: FiltroDaLista) -> FiltroDaLista? {
        guard !recortes.isEmpty else { return nil }
        var g = f
        let i = f.recorte.flatMap { r in recortes.firstIndex { $0.id == r } }
        let proximo = i.map { $0 + 1 } ?? 0
        g.recorte = recortes.indices.contains(proximo) ? recortes[proximo].id : nil
        return g
    }

    /// "filtro “garç” · 2 de 5 · ordem: valor ↓ · vendo: encerradas" (só o que muda a lista).
    public func descricao(_ f: FiltroDaLista, mostrados: Int, total: Int) -> String {
        Textos.Filtro.cabecalho(texto: f.procurando || f.digitando ? f.texto : nil, digitando: f.digitando,
                                mostrados: mostrados, total: total,
                                ordem: coluna(f).map { ($0.rotulo, f.sentido) }, recorte: recorte(f)?.rotulo)
    }

    /// "ordem: chegada" / "ordem: valor ↓": a linha de status depois da tecla.
    public func descricaoDaOrdem(_ f: FiltroDaLista) -> String { Textos.Filtro.ordem(coluna(f).map { ($0.rotulo, f.sentido) }) }
    public func descricaoDoRecorte(_ f: FiltroDaLista) -> String { Textos.Filtro.vendo(recorte(f)?.rotulo) }
}
