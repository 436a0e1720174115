import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// Frases do catálogo que as telas só chamam: o texto vive em `Textos`, não no app.
struct TextosDoCatalogoTests {
    static func notificacao(_ funcao: Funcao, inicio: Date) -> Notificacao {
        Notificacao(id: UUID(), vagaId: UUID(), funcao: funcao, inicio: inicio, valor: Dinheiro(centavos: 15000), modo: .urgencia,
                    estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"), enviadaEm: inicio - h(2))
    }

    @Test func faixaDaVagaNovaDizAMaisNovaEQuantasMais() {
        let n = Self.notificacao(.garcom, inicio: t0)
        #expect(Textos.vagaNova(n, mais: 0, hoje: t0) == "Vaga nova: Garçom sex 18/12 18:00 · R$ 150,00 · Bar do Cerrado")
        #expect(Textos.vagaNova(n, mais: 2, hoje: t0) == "Vaga nova: Garçom sex 18/12 18:00 · R$ 150,00 · Bar do Cerrado (+2)")
    }

    /// RN12: a frase do cancelamento diz o que o servidor decidiu, para cada lado e cada caso.
    @Test(arguments: [
        (false, FaltaNoCancelamento.naoConta, "Turno cancelado."),
        (false, .menosDe24h, "Turno cancelado. Contou como falta (menos de 24 h do início)."),
        (false, .depoisDoInicio, "Turno cancelado depois do início. Contou como falta."),
        (true, .naoConta, "Turno do profissional cancelado. A posição foi reaberta."),
        (true, .menosDe24h, "Turno do profissional cancelado. Contou como falta (menos de 24 h do início)."),
        (true, .depoisDoInicio, "Turno do profissional cancelado depois do início. Conta como falta do estabelecimento; "
            + "a vaga já começou, então a posição não volta a ser oferecida."),
    ])
    func cancelamentoDizOQueOServidorDecidiu(_ caso: (Bool, FaltaNoCancelamento, String)) {
        let d = Desfecho(.cancelarTurno(turno: UUID(), porContratante: caso.0, falta: caso.1), .enviada(nil))
        #expect(d.frase == caso.2)
        let comNome = Textos.feito(.cancelarTurno(turno: UUID(), porContratante: caso.0, falta: caso.1), nome: "Garçom sex 04/12 · Ana") ?? ""
        #expect(comNome.hasPrefix("Turno Garçom sex 04/12 · Ana cancelado"), "\(comNome)")
        #expect(comNome.contains("menos de 24 h") == (caso.1 == .menosDe24h), "só o antes do início fala das 24 h: \(comNome)")
        #expect(comNome.contains("depois do início") == (caso.1 == .depoisDoInicio), "\(comNome)")
    }

    @Test func respostaDoServidorViraOCaso() {
        #expect(FaltaNoCancelamento(contaComoFalta: false, jaComecou: false) == .naoConta)
        #expect(FaltaNoCancelamento(contaComoFalta: true, jaComecou: false) == .menosDe24h)
        #expect(FaltaNoCancelamento(contaComoFalta: true, jaComecou: true) == .depoisDoInicio)
        #expect(FaltaNoCancelamento.depoisDoInicio.contaComoFalta && !FaltaNoCancelamento.naoConta.contaComoFalta)
    }
}
