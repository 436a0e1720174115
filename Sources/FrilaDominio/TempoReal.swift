import Foundation

// Tempo real: o canal privado da conta (`conta:<uid>`) é só uma campainha. Cada mensagem diz
// um tipo e ids; o estado vem sempre das RPCs (a entrega é no máximo uma vez).

/// O que uma mensagem do canal traz: um tipo e ids, nunca dado pessoal.
public struct Campainha: Hashable, Sendable {
    public let tipo: String
    public let vagaId: UUID?
    public let turnoId: UUID?
    public let avisoId: UUID?
    public let alerta: Bool?
    public init(tipo: String, vagaId: UUID? = nil, turnoId: UUID? = nil, avisoId: UUID? = nil, alerta: Bool? = nil) {
        self.tipo = tipo
        self.vagaId = vagaId
        self.turnoId = turnoId
        self.avisoId = avisoId
        self.alerta = alerta
    }
}

/// Por que o canal caiu (vai tentar de novo sozinho).
public enum MotivoDaQueda: String, Hashable, Sendable {
    /// Não conectou, ou a conexão se perdeu.
    case semRede = "sem_rede"
    /// O heartbeat ficou sem resposta.
    case semResposta = "sem_resposta"
    /// O servidor fechou o socket ou o canal.
    case fechadoPeloServidor = "fechado_pelo_servidor"
    /// O servidor disse algo que não é o protocolo.
    case protocolo
}

/// Por que o servidor não deixou entrar (limites do plano, token, endpoint ausente).
public enum MotivoDaRecusa: Hashable, Sendable {
    /// O upgrade para WebSocket voltou com este status HTTP (404: sem tempo real no servidor).
    case http(Int)
    /// O `phx_join` voltou com erro; a razão é a chave do servidor (`too_many_connections`...).
    case servidor(String)

    /// A chave estável (registro, JSON).
    public var chave: String {
        switch self {
        case .http(let s): "http_\(s)"
        case .servidor(let r): r
        }
    }
}

public enum EventoDoTempoReal: Hashable, Sendable {
    /// Entrou no canal da conta pela primeira vez.
    case aoVivo
    /// Entrou de novo depois de uma queda: o que tocou no meio se perdeu, busque tudo.
    case reconectado
    case caiu(MotivoDaQueda)
    case recusado(MotivoDaRecusa)
    case campainha(Campainha)
}

/// O canal de tempo real visto pela apresentação: sem sockets, e um falso nos testes.
public protocol CanalDeTempoReal: Sendable {
    /// Cada evento a partir de agora (vários assinantes; cada um recebe todos).
    func eventos() -> AsyncStream<EventoDoTempoReal>
    /// Ouve o tópico privado desta conta (troca de conta reconecta); nil desliga.
    func ouvir(conta: UUID?) async
    /// Fecha de vez (saída do programa).
    func encerrar() async
}

/// Os avisos já mostrados (banner, campainha, `frila avisos`), por conta, guardados no
/// aparelho: reabrir o programa nunca toca nem mostra de novo o que já foi visto.
public protocol AvisosVistos: Sendable {
    /// Dos `ids`, os que esta conta já viu.
    func vistos(conta: UUID, entre ids: [UUID]) async -> Set<UUID>
    func marcarVistos(conta: UUID, _ ids: [UUID]) async
    /// Dos `ids`, os que já viraram faixa (ou campainha) para esta conta: lidos ou não, a TUI
    /// nunca os anuncia de novo, nem depois de reaberta.
    func anunciados(conta: UUID, entre ids: [UUID]) async -> Set<UUID>
    func marcarAnunciados(conta: UUID, _ ids: [UUID]) async
    /// Os `vistos`, só se outro processo (o `frila avisos` noutro terminal) gravou no aparelho
    /// desde a última pergunta; nil: nada mudou, nem vale ler.
    func vistosSeMudou(conta: UUID, entre ids: [UUID]) async -> Set<UUID>?
}

extension AvisosVistos {
    /// Sem como saber se mudou: lê sempre.
    public func vistosSeMudou(conta: UUID, entre ids: [UUID]) async -> Set<UUID>? { await vistos(conta: conta, entre: ids) }
}
