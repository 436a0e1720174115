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
        if m.detalhe.aberto { dizer(.porQueNao(Textos.Acompanhamento.jaAberto)); return [] }
        // Largo, o detalhe já está ao lado da lista: abrir quase não muda a tela, então a linha diz.
        if detalheAVista { dizer(.feito(Textos.Acompanhamento.aberto)) }
        m.detalhe.abrir()
        guard case .alerta(let v) = l else { return [] }
        return carregarDespacho(daVaga: v.id)
    }

    mutating func confirmarCheckinSelecionado() -> [Efeito<Evento>] {
        guard case .checkin(let tt)? = TelaAcompanhamento.selecionada(m) else { return [] }
        return acompanhamento(.confirmarCheckin(tt.turno.id, profissional: tt.turno.profissional?.nome))
    }

    /// x: a mesma pergunta de cancelar o profissional na tela Vagas (o título diz o que acontece).
    mutating func perguntarReabrirPosicao() -> [Efeito<Evento>] {
        guard let t = TelaAcompanhamento.selecionada(m)?.turno else { return [] }
        let (titulo, linhas) = Self.perguntaDoCancelamento(t, agora: m.agora)
        let id = t.id
        m.dialogo = .campo(titulo: titulo, linhas: linhas, rotulo: Textos.Rotulos.motivo, .motivo("reabrirPosicao", id) { $0.reabrirPosicao(id, motivo: $1) })
        return []
    }

    /// Cancelar o profissional de um turno, dito como acontece: antes do início a posição
    /// reabre (e a falta depende de 24 h, RN12); começada, a vaga saiu do despacho e nenhuma
    /// leva reoferece a posição: é só cancelar o turno, e conta como falta.
    static func perguntaDoCancelamento(_ t: Turno, agora: Date) -> (titulo: String, linhas: [String]) {
        let quem = t.profissional?.nome ?? Textos.Acompanhamento.oProfissional
        let limite = Textos.horas(Regras.antecedenciaSemFalta)
        let motivo = Textos.Acompanhamento.informeOMotivo(quem)
        if t.vaga.periodo.inicio <= agora {
            return (Textos.Acompanhamento.tituloCancelarTurno,
                    [Textos.Acompanhamento.vagaComecouCancelaTurno(quem),
                     Textos.Acompanhamento.faltaDoCancelamento(Formatacao.faltaDe(.contratante)), motivo])
        }
        return (Textos.Acompanhamento.tituloCancelarEReabrir,
                [Textos.Acompanhamento.cancelaEReabre(quem),
                 t.cancelamentoContaComoFalta(agora: agora)
                    ? Textos.Acompanhamento.contaComoFalta(limite)
                    : Textos.Turnos.naoContaComoFalta(limite), motivo])
    }

    mutating func reabrirPosicao(_ id: UUID, motivo: String) -> [Efeito<Evento>] {
        guard let t = TelaAcompanhamento.linhas(m).lazy.compactMap(\.turno).first(where: { $0.id == id }) else {
            dizer(.recusa(Falha.naoEncontrado.frase))
            return []
        }
        // O desfecho volta pelas vagas, que recarregam o Acompanhamento.
        return vagas(.cancelarTurno(t, motivo: motivo))
    }

    mutating func pedirCancelamentoDaVagaNoAcompanhamento() -> [Efeito<Evento>] {
        guard let l = TelaAcompanhamento.selecionada(m) else { return [] }
        // A vaga já lida pelas Vagas diz o não antes de pedir o custo (começada, encerrada...).
        if let v = TelaAcompanhamento.vaga(m, l.vagaId), let i = v.impedimentoDoCancelamento(agora: m.agora) {
            dizer(.porQueNao(Textos.impedimento(i)))
            return []
        }
        return pedirPreviaDoCancelamento(vagaId: l.vagaId)
    }
}
