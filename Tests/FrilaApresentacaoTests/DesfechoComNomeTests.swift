import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// O desfecho diz quem ou o quê: "Bloqueio feito: Bar do Cerrado. …", não "Bloqueado." solto; sem
/// nome (quem relata não sabe), a frase genérica continua verdadeira.
struct DesfechoComNomeTests {
    let id = UUID()

    @Test func comNomeAFraseDizQuem() {
        let casos: [(AcaoDaPessoa, String, String)] = [
            (.bloquear(conta: id), "Bar do Cerrado", "Bloqueio feito: Bar do Cerrado. "),
            (.desbloquear(conta: id), "Bar do Cerrado", "Desbloqueio feito: Bar do Cerrado. "),
            (.incluirNaEquipe(profissional: id), "Ana Souza", "Ana Souza agora na sua equipe de confiança"),
            (.removerDaEquipe(profissional: id), "Ana Souza", "Ana Souza saiu da sua equipe de confiança."),
            (.cancelarTurno(turno: id, porContratante: false, falta: .naoConta), "Garçom sex 04/12 · Bar do Cerrado",
             "Turno Garçom sex 04/12 · Bar do Cerrado cancelado."),
            (.cancelarTurno(turno: id, porContratante: true, falta: .naoConta), "Garçom sex 04/12 · Ana Souza",
             "Turno Garçom sex 04/12 · Ana Souza cancelado. A posição foi reaberta."),
            (.avaliar(turno: id, chamariaDeNovo: true), "Garçom sex 04/12 · Bar do Cerrado", "Avaliação de Garçom sex 04/12 · Bar do Cerrado registrada."),
        ]
        for (acao, nome, comeco) in casos {
            let d = Desfecho(acao, .enviada(nil)).nomeando(nome)
            #expect(d.frase.hasPrefix(comeco), "\(acao.nome): \(d.frase)")
            #expect(d.severidade == .sucesso)
        }
    }

    @Test func semNomeFicaAGenericaEONomeNaoMudaARecusa() {
        let d = Desfecho(.bloquear(conta: id), .enviada(nil)).nomeando(nil)
        #expect(d.nome == nil && d.frase == Textos.feito(.bloquear(conta: id)))
        let recusa = Desfecho(.bloquear(conta: id), .recusada(.recusa(chave: "x", frase: "Não pode."), item: nil)).nomeando("Bar do Cerrado")
        #expect(recusa.frase == "Não pode.")
        #expect(Desfecho(.bloquear(conta: id), .enviada(nil), nome: "A").nomeando("B").nome == "A", "quem já tinha nome fica com o dele")
    }

    @Test func cancelarVagaNoSingularENoPlural() {
        let um = VagaCancelada(vagaId: id, canceladaEm: Date(), turnosCancelados: 1, contaComoFalta: false)
        let dois = VagaCancelada(vagaId: id, canceladaEm: Date(), turnosCancelados: 2, contaComoFalta: false)
        #expect(Desfecho(.cancelarVaga(vaga: id, resultado: um), .enviada(nil)).frase == "Vaga cancelada. 1 turno cancelado; o profissional foi avisado.")
        #expect(Desfecho(.cancelarVaga(vaga: id, resultado: dois), .enviada(nil)).nomeando("Garçom sex 04/12").frase
                == "Vaga Garçom sex 04/12 cancelada. 2 turnos cancelados; os profissionais foram avisados.")
    }
}

/// Nome de pessoa não diz o gênero: nenhuma frase de desfecho põe um particípio concordando
/// com ele ("Ana Souza bloqueado"); a frase fala do ato ("Bloqueio feito: Ana Souza").
struct DesfechoSemGeneroTests {
    @Test func participioNaoConcordaComONome() {
        let id = UUID()
        let nome = "Ana Souza"
        let acoes: [AcaoDaPessoa] = [.bloquear(conta: id), .desbloquear(conta: id), .incluirNaEquipe(profissional: id),
                                     .removerDaEquipe(profissional: id)]
        for a in acoes {
            let frase = Desfecho(a, .enviada(nil)).nomeando(nome).frase
            #expect(frase.contains(nome), "\(a.nome): \(frase)")
            let depois = frase.components(separatedBy: nome).dropFirst().first?
                .split(whereSeparator: { !$0.isLetter }).first.map(String.init) ?? ""
            #expect(!(depois.hasSuffix("ado") || depois.hasSuffix("ido") || depois.hasSuffix("ada") || depois.hasSuffix("ida")),
                    "\(a.nome): \(frase)")
        }
    }
}
