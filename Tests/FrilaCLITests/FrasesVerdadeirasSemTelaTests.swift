import Foundation
import Testing
@testable import frila
import FrilaApresentacao
import FrilaDominio

private let agora = Date(timeIntervalSince1970: 1_796_407_200)   // sex 04/12/2026 15:00 em Brasília
private let periodo = Periodo(inicio: agora - 600, fim: agora + 3600 * 5)
private let local = Local(endereco: "SCLS 405, Asa Sul", ponto: Coordenada(latitude: -15.8, longitude: -47.9))
private let inclusos = Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false)

/// O que os comandos sem tela dizem é o que a TUI diz, e não afirma o que o servidor não sabe.
struct FrasesVerdadeirasSemTelaTests {
    private func turno() -> Turno {
        Turno(id: UUID(), vagaId: UUID(), posicaoId: UUID(), estado: .confirmada,
              vaga: ResumoDaVaga(funcao: .garcom, periodo: periodo, local: local, inclusos: inclusos, modo: .urgencia),
              valorAcordado: Dinheiro(centavos: 15000),
              estabelecimento: ParteDoTurno(id: UUID(), nome: "Bar do Cerrado", contato: nil),
              profissional: nil, verificacao: .pendente)
    }

    private func item(_ acao: AcaoOffline) -> ItemDaFila {
        ItemDaFila(sequencia: 3, conta: UUID(), acao: acao, chaveIdempotencia: "k", tocadoEm: agora,
                   enfileiradoEm: agora, tentativas: 0, ultimoErro: nil, estado: .pendente)
    }

    @Test func filaDizONomeDaAcaoComoATUI() {
        let t = turno()
        let linha = TextoHeadless.item(item(.registrarCheckin(turno: t.id, distanciaMetros: nil, em: agora)))
        #expect(linha.contains("  check-in  turno "), "\(linha)")
        #expect(!linha.contains("registrarCheckin"), "\(linha)")
        let avaliacao = TextoHeadless.item(item(.avaliar(turno: t.id, chamariaDeNovo: true)))
        #expect(!avaliacao.contains("avaliar  "), "\(avaliacao)")
    }

    @Test func checkinSoNaFilaNaoDizQueEsperaOContratante() throws {
        var t = turno()
        try t.registrarCheckin(distanciaMetros: nil, em: agora)
        let naFila = TextoHeadless.turno(TurnoNaTela(turno: t, acoes: [item(.registrarCheckin(turno: t.id, distanciaMetros: nil, em: agora))]), hoje: agora)
        #expect(naFila.contains("check-in 15:00 manual (na fila, ainda não enviado)"), "\(naFila)")
        #expect(!naFila.contains("aguardando confirmação"), "\(naFila)")
        // O mesmo check-in já no servidor: aí sim espera o contratante.
        let noServidor = TextoHeadless.turno(TurnoNaTela(turno: t, acoes: []), hoje: agora)
        #expect(noServidor.contains("check-in 15:00 manual (aguardando confirmação do contratante)"), "\(noServidor)")
    }

    @Test func checkoutSoNaFilaDizQueAindaNaoSaiu() throws {
        var t = turno()
        try t.registrarCheckin(distanciaMetros: 20, em: agora)
        try t.registrarCheckout(distanciaMetros: 20, em: agora + 3600)
        let s = TextoHeadless.turno(TurnoNaTela(turno: t, acoes: [item(.registrarCheckout(turno: t.id, distanciaMetros: 20, em: agora + 3600))]), hoje: agora)
        #expect(s.contains("check-out 16:00 geolocalizado (na fila, ainda não enviado)"), "\(s)")
        #expect(!s.contains("check-in 15:00 geolocalizado (na fila"), "o check-in já saiu: \(s)")
    }

    @Test func sincronizarDizQuantasSairam() {
        #expect(Textos.SemTela.filaEmDia(enviadas: 1) == "1 ação enviada; fila em dia.")
        #expect(Textos.SemTela.filaEmDia(enviadas: 2) == "2 ações enviadas; fila em dia.")
        #expect(Textos.SemTela.filaEmDia(enviadas: 0) == "Fila em dia: nada esperando envio.")
        #expect(Textos.SemTela.recusadasPeloServidor(1, enviadas: 2) == "2 ações enviadas; 1 ação recusada pelo servidor (veja frila fila).")
    }

    @Test func dicaDeLoginNaoTemLetraSolta() {
        for dica in [Textos.SemTela.comoEntrar, Textos.SemTela.usoLogin] {
            #expect(!dica.contains("--email E "), "\(dica)")
            #expect(!dica.contains("--email E."), "\(dica)")
            #expect(dica.contains("--email SEU_EMAIL"), "\(dica)")
        }
    }
}
