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
        #expect(FuncionalidadeDoFeed.impedimento(v) == .naoOferecidaDeNovo)
        #expect(FuncionalidadeDoFeed.impedimento(v)?.frase == Textos.Feed.naoOferecidaDeNovo)
        #expect(FuncionalidadeDoFeed.marca(v) == .turnoCancelado, "nem a marca de \"você se candidatou\"")
        #expect(FuncionalidadeDoFeed.impedimento(base) == nil && FuncionalidadeDoFeed.marca(base) == .nenhuma)
    }

    /// O impedimento de candidatar é um valor: a chave do JSON e as frases (tecla e sem tela) saem dele.
    @Test func impedimentoDeCandidatarTemChaveEFrase() {
        typealias I = FuncionalidadeDoFeed.ImpedimentoDoFeed
        #expect(FuncionalidadeDoFeed.impedimento(EstadoCandidatura.pendente) == .jaCandidatado)
        #expect(FuncionalidadeDoFeed.impedimento(EstadoCandidatura.recusada) == nil)
        #expect(FuncionalidadeDoFeed.impedimento(nil as EstadoCandidatura?) == nil)
        #expect(I.jaCandidatado.chave == "ja_candidatado" && I.naoOferecidaDeNovo.chave == "nao_oferecida_de_novo")
        #expect(I.jaCandidatado.frase == Mensagens.jaCandidatado)
        #expect(I.jaCandidatado.fraseSemTela == Textos.SemTela.jaCandidatado, "sem tela, retira pelo comando")
        #expect(I.naoOferecidaDeNovo.fraseSemTela == Textos.Feed.naoOferecidaDeNovo)
    }
}
