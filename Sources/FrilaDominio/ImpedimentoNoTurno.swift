import Foundation

/// O que se quer fazer num turno (as teclas dos Turnos, das Vagas e do Acompanhamento, e os
/// comandos do `frila`).
public enum AcaoNoTurno: Hashable, Sendable {
    case checkin, checkout, avaliar, cancelar, bloquear
}

/// Por que uma ação num turno não pode agir agora: uma regra só, que a tecla, o rodapé, o
/// `frila` e a funcionalidade perguntam; a frase vem do catálogo da apresentação.
public enum ImpedimentoNoTurno: Hashable, Sendable {
    case cancelado(Cancelamento?)
    case checkinJaRegistrado(em: Date)
    case checkoutJaRegistrado(em: Date)
    case semCheckin
    case jaAvaliou
    case avaliacaoAbreNoFim(Date)
    /// Cumprido ou passou do fim (`cancelar_turno` recusa com `turno_encerrado`).
    case jaTerminou
    /// Cancelar nunca entra na fila: sem rede, não sai.
    case semRede
}

extension Turno {
    /// nil: pode. Bloquear vale de qualquer turno, cancelado ou passado: é sobre a outra conta (RF26).
    public func impedimento(_ a: AcaoNoTurno, agora: Date, conectado: Bool) -> ImpedimentoNoTurno? {
        if a == .bloquear { return nil }
        if estado == .cancelada { return .cancelado(cancelamento) }
        switch a {
        case .checkin:
            if let r = checkin { return .checkinJaRegistrado(em: r.em) }
        case .checkout:
            if let r = checkout { return .checkoutJaRegistrado(em: r.em) }
            if checkin == nil { return .semCheckin }
        case .avaliar:
            if minhaAvaliacao != nil { return .jaAvaliou }
            if agora < vaga.periodo.fim { return .avaliacaoAbreNoFim(vaga.periodo.fim) }
        case .cancelar:
            if terminou(agora: agora) { return .jaTerminou }
            if !conectado { return .semRede }
        case .bloquear: break
        }
        return nil
    }
}
