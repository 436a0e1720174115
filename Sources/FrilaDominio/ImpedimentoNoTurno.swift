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
    /// RN22: o check-in abre `Regras.checkinAntesDoInicio` antes do início e fecha no fim.
    case checkinAindaNaoAbriu(abre: Date)
    case checkinFechou(fim: Date)
    /// O check-out vale do início até `Regras.checkoutDepoisDoFim` depois do fim.
    case checkoutAntesDoInicio(inicio: Date)
    case checkoutFechou(ate: Date)
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
            let abre = vaga.periodo.inicio.addingTimeInterval(-Regras.checkinAntesDoInicio)
            if agora < abre { return .checkinAindaNaoAbriu(abre: abre) }
            if agora >= vaga.periodo.fim { return .checkinFechou(fim: vaga.periodo.fim) }
        case .checkout:
            if let r = checkout { return .checkoutJaRegistrado(em: r.em) }
            if checkin == nil { return .semCheckin }
            // A mesma janela de `fazer_checkout`: sem rede também, a fila não guarda o que o dreno recusaria.
            if agora < vaga.periodo.inicio { return .checkoutAntesDoInicio(inicio: vaga.periodo.inicio) }
            let ate = vaga.periodo.fim.addingTimeInterval(Regras.checkoutDepoisDoFim)
            if agora > ate { return .checkoutFechou(ate: ate) }
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

/// RN22: só o check-in manual ainda não confirmado espera o contratante. A tecla c, o rodapé, o
/// Acompanhamento e o `frila confirmar` perguntam esta regra; a frase vem do catálogo.
public enum ImpedimentoDaConfirmacao: Hashable, Sendable {
    case turnoCancelado, semCheckin, checkinNoLocal, jaConfirmado
}

extension Turno {
    /// nil: o contratante confirma.
    public var impedimentoDaConfirmacao: ImpedimentoDaConfirmacao? {
        if estado == .cancelada { return .turnoCancelado }
        guard let c = checkin else { return .semCheckin }
        if c.tipo != .manual { return .checkinNoLocal }
        return aguardandoConfirmacao ? nil : .jaConfirmado
    }
}
