import Foundation
import FrilaDominio

/// O que `frila avisos --seguir` (e quem mais acompanha a caixa) ainda não mostrou: cada busca
/// traz a caixa (ou o pedaço depois do corte) e sai só o que nem esta sessão nem o aparelho
/// (os vistos guardados) mostraram, do mais antigo ao mais novo.
public struct CaixaAoVivo: Sendable {
    public private(set) var mostrados: Set<UUID> = []
    /// O item mais novo já recebido; a próxima busca pede a partir dele.
    public private(set) var ultimoEm: Date?

    public init() {}

    /// O corte da próxima busca: um segundo antes do mais novo (os do mesmo instante voltam e
    /// saem pelo id), nil na primeira (a caixa inteira).
    public var desde: Date? { ultimoEm?.addingTimeInterval(-1) }

    /// Os novos desta leva (a apresentar e a marcar como vistos).
    public mutating func chegaram(_ itens: [NotificacaoRecebida], jaVistos: Set<UUID>) -> [NotificacaoRecebida] {
        if let u = itens.map(\.enviadaEm).max(), u > (ultimoEm ?? .distantPast) { ultimoEm = u }
        let novos = itens.filter { !mostrados.contains($0.id) && !jaVistos.contains($0.id) }
            .sorted { ($0.enviadaEm, $0.id.uuidString) < ($1.enviadaEm, $1.id.uuidString) }
        mostrados.formUnion(itens.map(\.id))
        return novos
    }
}

extension Textos {
    /// `frila avisos`: a marca do não lido.
    public enum Avisos {
        public static let naoLido = "novo"
        public static let lido = "lido"  // mesma largura do "novo": as linhas alinham
    }
}
