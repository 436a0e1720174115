import Foundation
import FrilaApresentacao
import FrilaDominio

// As teclas que agem num turno (Turnos, Vagas, Acompanhamento) perguntam ao domínio antes.
extension ModeloApp {
    /// O que o turno já diz antes de abrir o diálogo: uma tecla que não pode agir não
    /// pergunta nada, diz por quê (o impedimento é o do domínio, o mesmo do `frila`).
    func porQueNaoNoTurno(_ c: ComandoDaTela, _ t: Turno, quemLe: PerfilConta? = nil) -> String? {
        Self.porQueNaoNoTurno(c, t, agora: agora, conectado: conectado, quemLe: quemLe ?? conta?.perfil ?? .profissional)
    }

    static func porQueNaoNoTurno(_ c: ComandoDaTela, _ t: Turno, agora: Date, conectado: Bool, quemLe: PerfilConta) -> String? {
        let acao: AcaoNoTurno?
        switch c {
        case .checkin: acao = .checkin
        case .checkout: acao = .checkout
        case .avaliar: acao = .avaliar
        case .cancelar: acao = .cancelar
        case .bloquear: acao = .bloquear
        default: acao = nil
        }
        let i = acao.map { t.impedimento($0, agora: agora, conectado: conectado) } ?? (t.estado == .cancelada ? .cancelado(t.cancelamento) : nil)
        return i.map { Textos.impedimento($0, quemLe: quemLe, hoje: agora) }
    }
}
