import Foundation
import FrilaApresentacao

/// Uma coluna de uma lista larga: cabeçalho, largura e o texto de cada item. As listas as
/// declaram em ordem; as opcionais saem (a de maior `sai` primeiro) quando a largura não dá.
struct ColunaLarga<Item> {
    let titulo: String
    /// Colunas; a última coluna que fica toma o resto da linha (esta é a mínima dela).
    let largura: Int
    /// 0: fica sempre; maior: sai antes quando falta largura.
    let sai: Int
    let texto: (Item) -> String

    init(_ titulo: String, _ largura: Int, sai: Int = 0, _ texto: @escaping (Item) -> String) {
        self.titulo = titulo; self.largura = largura; self.sai = sai; self.texto = texto
    }
}

extension Telas {
    /// A partir desta largura (do corpo), lista e detalhe ficam lado a lado e a lista ganha
    /// colunas. Abaixo, o desenho de sempre (80×24 e 40×12 iguais aos snapshots de antes).
    static let larguraLadoALado = 140
    /// O detalhe ao lado fica com esta fração da largura, e nunca menos que o mínimo.
    static let fracaoDoDetalheAoLado = (3, 8)
    static let larguraMinimaDoDetalheAoLado = 56
    /// Coluna vazia entre a lista e o detalhe.
    static let vaoEntreListaEDetalhe = 1

    /// Lista à esquerda e detalhe à direita, ambos com a altura inteira (nil: estreito demais).
    static func ladoALado(_ corpo: Retangulo) -> (lista: Retangulo, detalhe: Retangulo)? {
        guard corpo.largura >= larguraLadoALado else { return nil }
        let (n, d) = fracaoDoDetalheAoLado
        let detalhe = max(larguraMinimaDoDetalheAoLado, corpo.largura * n / d)
        let (lista, resto) = corpo.cortarEsquerda(corpo.largura - detalhe - vaoEntreListaEDetalhe)
        return (lista, resto.cortarEsquerda(vaoEntreListaEDetalhe).1)
    }

    /// As colunas que cabem em `largura` (com um espaço entre elas): sai primeiro a opcional
    /// de maior `sai`, e entre iguais a mais à direita.
    static func colunasQueCabem<Item>(_ colunas: [ColunaLarga<Item>], largura: Int) -> [ColunaLarga<Item>] {
        var cs = colunas
        func total() -> Int { cs.reduce(0) { $0 + $1.largura } + max(0, cs.count - 1) }
        while total() > largura {
            guard let maior = cs.map(\.sai).max(), maior > 0, let i = cs.lastIndex(where: { $0.sai == maior }) else { break }
            cs.remove(at: i)
        }
        return cs
    }

    /// Cabeçalho e linhas de uma lista larga, com a seleção à vista (`lista`). `marca` vai antes
    /// da primeira coluna ("› " da selecionada); `estilo`: o de uma linha não selecionada.
    static func listaComColunas<Item>(_ itens: [Item], _ declaradas: [ColunaLarga<Item>], selecionado: Int,
                                      _ q: inout Quadro, _ r: Retangulo, cabecalho: Bool = true,
                                      marca: (Item, Bool) -> String = { _, s in s ? "› " : "  " },
                                      estilo: (Item) -> Estilo = { _ in .normal }) {
        let cs = colunasQueCabem(declaradas, largura: r.largura)
        var linhas = r
        if cabecalho {
            let (cab, resto) = r.cortarTopo(1)
            colunas(cs.enumerated().map { ($0.offset == 0 ? "  " + $0.element.titulo : $0.element.titulo, $0.element.largura) }, &q, cab, estilo: .suave)
            linhas = resto
        }
        lista(itens.count, selecionado: selecionado, &q, linhas) { i, lr, s, q in
            let item = itens[i]
            let textos = cs.enumerated().map { ($0.offset == 0 ? marca(item, s) + $0.element.texto(item) : $0.element.texto(item), $0.element.largura) }
            colunas(textos, &q, lr, estilo: s ? .selecionado : estilo(item))
        }
    }
}
