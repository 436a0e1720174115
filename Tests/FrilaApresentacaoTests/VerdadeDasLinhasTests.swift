import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// As linhas dizem o que houve: a faixa "já dá para avaliar" sai quando este lado avaliou, e a
/// vaga em que o contratante cancelou o meu turno diz isso e não se oferece de novo.
struct VerdadeDasLinhasTests {
    static func avaliacaoLiberada(turno id: UUID) -> Aviso {
        Aviso(id: UUID(), tipo: .avaliacaoLiberada, vagaId: UUID(), funcao: .garcom, inicio: t0,
              estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"), em: t0 + h(7), turnoId: id,
              candidaturaId: nil, profissional: nil, motivo: nil, contaComoFalta: nil)
    }

    @Test func avaliacaoLiberadaValeSoEnquantoEsteLadoNaoAvaliou() {
        var t = turno(inicio: t0 - h(8), verificacao: .verificado)
        let a = Self.avaliacaoLiberada(turno: t.id)
        #expect(FuncionalidadeDaCaixa.aindaVale(a, vaga: nil, turnos: [t]), "ainda por avaliar: a faixa pede a avaliação")
        #expect(FuncionalidadeDaCaixa.aindaVale(a, vaga: nil), "turno não lido: sem saber, fica")
        t.minhaAvaliacao = true
        #expect(!FuncionalidadeDaCaixa.aindaVale(a, vaga: nil, turnos: [t]), "já avaliado: nada a pedir")
        #expect(FuncionalidadeDaCaixa.aindaVale(a, vaga: nil, turnos: [turno()]), "outro turno avaliado não conta")
    }

    @Test func vagaComTurnoCanceladoPeloContratanteDizENaoSeOferece() {
        let base = vagaDoFeed()
        let v = VagaDoFeed(id: base.id, funcao: base.funcao, periodo: base.periodo, valor: base.valor, inclusos: base.inclusos,
                           modo: .urgencia, estabelecimento: base.estabelecimento, bairro: base.bairro,
                           distanciaMetros: base.distanciaMetros, posicoesAbertas: 1, minhaCandidatura: .recusada,
                           turnoCanceladoPeloEstabelecimento: true)
        #expect(Formatacao.minhaSituacao(v) == Textos.Feed.turnoCanceladoPeloContratante, "não \"candidatura não escolhida\"")
        #expect(FuncionalidadeDoFeed.porQueNao(v) == Textos.Feed.naoOferecidaDeNovo)
        #expect(FuncionalidadeDoFeed.marca(v) == .turnoCancelado, "nem a marca de \"você se candidatou\"")
        #expect(FuncionalidadeDoFeed.porQueNao(base) == nil && FuncionalidadeDoFeed.marca(base) == .nenhuma)
    }
}
