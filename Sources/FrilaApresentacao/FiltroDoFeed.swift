import Foundation
import FrilaDominio

/// Como o feed é ordenado (a tecla da ordem percorre nesta sequência).
public enum OrdemDoFeed: String, CaseIterable, Hashable, Sendable {
    case inicio, valor, distancia

    public var rotulo: String {
        switch self {
        case .inicio: "início"
        case .valor: "valor"
        case .distancia: "distância"
        }
    }

    /// O sentido em que a ordem começa (o valor, o maior primeiro); `I` o inverte.
    public var sentidoInicial: SentidoDaOrdem { self == .valor ? .decrescente : .crescente }

    public var seguinte: OrdemDoFeed {
        let todos = Self.allCases
        return todos[(todos.firstIndex(of: self)! + 1) % todos.count]
    }
}

/// Filtro e ordem do feed: o texto casa (sem acento nem maiúsculas) com a função, o
/// estabelecimento ou o bairro; cada palavra tem de casar com algum deles.
public struct FiltroDoFeed: Hashable, Sendable {
    public var texto: String
    public var ordem: OrdemDoFeed
    /// A ordem no sentido contrário ao inicial dela (`I`, como nas outras listas).
    public var invertida: Bool

    public init(texto: String = "", ordem: OrdemDoFeed = .inicio, invertida: Bool = false) {
        self.texto = texto
        self.ordem = ordem
        self.invertida = invertida
    }

    /// O sentido de agora: o inicial da ordem, ou o contrário se invertida.
    public var sentido: SentidoDaOrdem { invertida ? ordem.sentidoInicial.inverso : ordem.sentidoInicial }

    /// A tecla da ordem: a próxima, no sentido inicial dela.
    public var comOrdemSeguinte: FiltroDoFeed { FiltroDoFeed(texto: texto, ordem: ordem.seguinte) }

    public var ativo: Bool { !texto.trimmingCharacters(in: .whitespaces).isEmpty }

    public func aplicar(_ vagas: [VagaDoFeed]) -> [VagaDoFeed] {
        let palavras = LugaresDoDF.normalizar(texto).split(separator: " ").map(String.init)
        let filtradas = palavras.isEmpty ? vagas : vagas.filter { v in
            let onde = [Formatacao.funcao(v.funcao), v.estabelecimento.nome, v.bairro].map(LugaresDoDF.normalizar)
            return palavras.allSatisfy { p in onde.contains { $0.contains(p) } }
        }
        // Ordem estável: empate fica pelo início, depois pela ordem do servidor. Invertida, a
        // ordem inteira vira ao contrário, menos a vaga sem distância, que fica no fim.
        let indexadas = Array(filtradas.enumerated())
        let ordenadas = indexadas.sorted { a, b in
            let (x, y) = (a.element, b.element)
            switch ordem {
            case .inicio:
                break  // o servidor já manda por início (e id): a ordem dele vale
            case .valor:
                if x.valor != y.valor { return x.valor > y.valor }
                if x.periodo.inicio != y.periodo.inicio { return x.periodo.inicio < y.periodo.inicio }
            case .distancia:
                // Sem distância vai para o fim.
                let dx = x.distanciaMetros ?? .infinity, dy = y.distanciaMetros ?? .infinity
                if dx != dy { return dx < dy }
                if x.periodo.inicio != y.periodo.inicio { return x.periodo.inicio < y.periodo.inicio }
            }
            return a.offset < b.offset
        }.map(\.element)
        guard invertida else { return ordenadas }
        let semDistancia = ordem == .distancia ? ordenadas.filter { $0.distanciaMetros == nil } : []
        return ordenadas.filter { ordem != .distancia || $0.distanciaMetros != nil }.reversed() + semDistancia
    }

    /// "filtro “garç” · 2 de 5 · ordem: valor" — o cabeçalho do feed.
    public func cabecalho(mostradas: Int, total: Int, digitando: Bool) -> String {
        var partes: [String] = []
        if ativo || digitando { partes.append("filtro “\(texto)\(digitando ? "▏" : "")” · \(mostradas) de \(total)") }
        partes.append("ordem: \(ordem.rotulo) \(Textos.Filtro.seta(sentido))")
        return partes.joined(separator: " · ")
    }
}
