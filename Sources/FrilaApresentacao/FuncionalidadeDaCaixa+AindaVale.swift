import Foundation
import FrilaDominio

extension FuncionalidadeDaCaixa {
    /// O aviso ainda é verdade pelo que as Vagas, o Acompanhamento e os Turnos leram (a faixa
    /// dele sai quando deixa de ser). A vaga nil (não lida, fora da lista): sem saber, a faixa
    /// fica. `turnos`: os turnos que alguma página leu (o do aviso, se estiver entre eles).
    public static func aindaVale(_ a: Aviso, vaga v: Vaga?, checkinsQueSairam: [UUID] = [], turnos: [Turno] = []) -> Bool {
        switch a.tipo {
        case .avaliacaoLiberada:
            // "Já dá para avaliar" deixa de pedir ação quando este lado avaliou (aqui, noutro
            // terminal, pelo `frila avaliar`, antes de abrir).
            guard let id = a.turnoId else { return true }
            let t = turnos.first { $0.id == id } ?? v?.posicoes.compactMap(\.turno).first { $0.id == id }
            return t?.minhaAvaliacao == nil
        case .turnoCancelado, .candidaturaRetirada, .checkout, .candidaturaEscolhida, .candidaturaRecusada,
             .candidaturaExpirada, .vagaEditada, .vagaAlterada, .checkinConfirmado:
            return true  // o que aconteceu não desacontece
        case .checkinManual:
            if let t = a.turnoId, checkinsQueSairam.contains(t) { return false }
        case .posicaoTomada, .candidaturaNova, .atraso, .vagaEmAlerta:
            break
        }
        guard let v else { return true }
        if v.estado == .cancelada { return false }
        switch a.tipo {
        case .posicaoTomada, .checkinManual:
            guard let id = a.turnoId else { return true }
            if v.cancelados.contains(where: { $0.id == id }) { return false }
            guard let t = v.posicoes.compactMap(\.turno).first(where: { $0.id == id }) else { return true }
            if t.estado == .cancelada { return false }
            if a.tipo == .checkinManual, let c = t.checkin, c.confirmadoEm != nil { return false }
            return true
        case .candidaturaNova:
            guard let id = a.candidaturaId, let c = v.candidaturas.first(where: { $0.id == id }) else { return true }
            return c.estado == .pendente
        case .vagaEmAlerta:
            return v.estado == .publicada && v.posicoesAbertas > 0
        case .atraso:
            guard let id = a.turnoId, let t = v.posicoes.compactMap(\.turno).first(where: { $0.id == id }) else { return true }
            return t.estado != .cancelada && t.checkin == nil
        default:
            return true
        }
    }
}
