import Foundation
import FrilaApresentacao
import FrilaDominio

// O Acompanhamento em que se age: check-ins, vagas em alerta e atrasos numa seleção só
// (j/k); Enter abre o turno (com o contato do confirmado, RN10) ou a vaga; c confirma o
// check-in manual, x cancela o profissional e reabre a posição, X cancela a vaga inteira.
// Uma tecla que não serve para a linha selecionada diz por quê na linha de status.
extension AppFrila {
    /// Uma ação da funcionalidade (a reação da página está em `TelaAcompanhamento.reagir`).
    mutating func acompanhamento(_ a: FuncionalidadeDoAcompanhamento.Acao) -> [Efeito<Evento>] {
        enviar(FuncionalidadeDoAcompanhamento.self, a)
    }

    mutating func abrirNoAcompanhamento() -> [Efeito<Evento>] {
        guard let l = TelaAcompanhamento.selecionada(m) else { return [] }
        if m.detalheAberto { mensagem("Já está aberto: Esc volta à lista.", .info); return [] }
        m.detalheAberto = true
        guard case .alerta(let v) = l else { return [] }
        return carregarDespacho(daVaga: v.id)
    }

    mutating func confirmarCheckinSelecionado() -> [Efeito<Evento>] {
        guard case .checkin(let tt)? = TelaAcompanhamento.selecionada(m) else { return [] }
        return acompanhamento(.confirmarCheckin(tt.turno.id, profissional: tt.turno.profissional?.nome))
    }

    /// x: a mesma pergunta de cancelar o profissional na tela Vagas, dita como o que ela faz aqui.
    mutating func perguntarReabrirPosicao() -> [Efeito<Evento>] {
        guard let t = TelaAcompanhamento.selecionada(m)?.turno else { return [] }
        let quem = t.profissional?.nome ?? "o profissional"
        let limite = Textos.horas(Regras.antecedenciaSemFalta)
        let linhas: [String]
        if t.vaga.periodo.inicio <= m.agora {
            // Começada, a vaga sai do despacho (encerrada): nenhuma leva vai reoferecer a posição.
            linhas = ["A vaga já começou: cancela o turno de \(quem), mas a posição não volta a ser oferecida.",
                      "O cancelamento \(Formatacao.faltaDe(.contratante)) (RN12)."]
        } else {
            linhas = ["Cancela o turno de \(quem); a posição volta a ser oferecida na próxima leva.",
                      t.cancelamentoContaComoFalta(agora: m.agora)
                        ? "Atenção: faltam menos de \(limite) para o início; este cancelamento conta como falta (RN12)."
                        : "Faltam mais de \(limite) para o início: não conta como falta."]
        }
        m.dialogo = .texto(titulo: "Reabrir a posição",
                           linhas: linhas + ["Informe o motivo (\(quem) recebe)."],
                           rotulo: "Motivo", valor: "", pedido: .reabrirPosicao(t.id))
        return []
    }

    mutating func reabrirPosicao(_ id: UUID, motivo: String) -> [Efeito<Evento>] {
        guard let t = TelaAcompanhamento.linhas(m).lazy.compactMap(\.turno).first(where: { $0.id == id }) else {
            mensagem(Falha.naoEncontrado.frase, .erro)
            return []
        }
        // O desfecho volta pelas vagas, que recarregam o Acompanhamento.
        return vagas(.cancelarTurno(t, motivo: motivo))
    }

    mutating func pedirCancelamentoDaVagaNoAcompanhamento() -> [Efeito<Evento>] {
        guard let l = TelaAcompanhamento.selecionada(m) else { return [] }
        return pedirPreviaDoCancelamento(vagaId: l.vagaId)
    }
}
