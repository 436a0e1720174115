import Foundation
import Testing
import FrilaApresentacao
import FrilaDominio

/// O despacho e a avaliação se leem em português de verdade: o número decide o singular, e
/// cada lado lê a avaliação com as suas palavras.
struct ConcordanciaDoDespachoTests {
    private func despacho(avisados: Int, leram: Int, pendentes: Int, falhas: Int = 0) -> DespachoDaVaga {
        DespachoDaVaga(vagaId: UUID(), estado: .publicada, levaAtual: 1, proximaLevaEm: nil, posicoesTotal: 1, posicoesAbertas: 1,
                       emAlerta: false, levas: [],
                       totais: NumerosDoDespacho(incluidos: 3, retidos: 2, avisados: avisados, entregues: leram, falhas: falhas),
                       candidaturas: ContagemDeCandidaturas(total: pendentes, pendentes: pendentes, aceitas: 0, recusadas: 0, retiradas: 0, expiradas: 0))
    }

    @Test func umAvisadoUmLeuECandidatosNoPlural() {
        let s = Textos.despacho(despacho(avisados: 1, leram: 1, pendentes: 2, falhas: 1))
        #expect(s == "leva 1 · 3 na leva, 1 avisado, 1 leu, 2 esperando o teto de aviso, 1 falha · 2 candidatos pendentes", "\(s)")
        #expect(!s.contains("(s)"))
    }

    @Test func variosAvisadosEUmCandidato() {
        let s = Textos.despacho(despacho(avisados: 3, leram: 2, pendentes: 1))
        #expect(s.contains("3 avisados, 2 leram") && s.hasSuffix("1 candidato pendente"), "\(s)")
        #expect(Textos.SemTela.linhaDaLeva(1, 3, 1, 1) == "  leva 1: 3 na leva, 1 avisado, 1 leu")
    }

    /// O profissional respondeu "trabalharia de novo com o estabelecimento?": o detalhe do turno
    /// diz isso, não a pergunta do contratante.
    @Test func avaliacaoDoProfissionalComAsPalavrasDele() {
        #expect(Textos.Turnos.respostasDaAvaliacao.contains("trabalharia de novo"))
        #expect(Textos.Turnos.chamariaDeNovo == "você trabalharia de novo")
        #expect(Textos.Turnos.naoChamariaDeNovo == "você não trabalharia de novo")
        #expect(!Textos.Turnos.chamariaDeNovo.contains("chamaria"))
    }

    /// A avaliação na fila aparece para os dois lados: não usa a pergunta de nenhum deles.
    @Test func avaliacaoNaFilaNaoTemAPerguntaDeUmSoLado() {
        for sim in [true, false] {
            let acao = AcaoOffline.avaliar(turno: UUID(), chamariaDeNovo: sim)
            let item = ItemDaFila(sequencia: 1, conta: UUID(), acao: acao, chaveIdempotencia: "k", tocadoEm: Date(),
                                  enfileiradoEm: Date(), tentativas: 0, ultimoErro: nil, estado: .pendente)
            for s in [Formatacao.tipoDeAcao(acao), Formatacao.nomeDoItem(item)] {
                #expect(s == (sim ? "avaliação (sim)" : "avaliação (não)"), "\(s)")
            }
        }
    }
}
