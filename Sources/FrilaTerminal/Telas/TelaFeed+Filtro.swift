import Foundation
import FrilaApresentacao

// MARK: - filtro do feed

extension AppFrila {
    /// Digitando o filtro: cada letra refiltra a lista e a seleção volta ao primeiro.
    mutating func teclaNoFiltroDoFeed(_ t: Tecla) -> [Efeito<Evento>] {
        switch Teclas.filtroDoFeed.acao(para: t) {
        case .confirmar?: m.filtrandoFeed = false
        case .desistir?:
            m.filtrandoFeed = false
            m.filtroFeed.texto = ""
            m.selecao[.feed] = 0
        case .apagar?:
            _ = m.filtroFeed.texto.popLast()
            m.selecao[.feed] = 0
        default:
            if case .caractere(let c) = t, m.filtroFeed.texto.count < 40 {
                m.filtroFeed.texto.append(c)
                m.selecao[.feed] = 0
            }
        }
        return []
    }
}
