import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

struct FormatoTests {
    @Test func horarioDeBrasiliaMesmoComRelogioEmUTC() {
        // 18:00Z = 15:00 em Brasília (sem horário de verão desde 2019)
        #expect(Formatacao.hora(Fx.agora) == "15:00")
        #expect(Formatacao.diaComSemana(Fx.agora) == "sex 04/12")
        let p = Periodo(inicio: Fx.h(6), fim: Fx.h(12))  // 21:00 → 03:00 do dia seguinte
        #expect(Formatacao.periodo(p, hoje: Fx.agora) == "sex 04/12 21:00–03:00 (+1)")
        #expect(Formatacao.periodoCurto(p, hoje: Fx.agora) == "04/12 21:00")
    }

    @Test func outroAnoComAnoNaLinhaEstreitaTambem() {
        let p = Periodo(inicio: Fx.ano3000, fim: Fx.ano3000 + 8 * 3600)
        #expect(Formatacao.periodo(p, hoje: Fx.agora) == "qua 01/01/3000 10:00–18:00")
        #expect(Formatacao.periodoCurto(p, hoje: Fx.agora) == "01/01/3000", "11 colunas: o ano vale mais que a hora")
        #expect(Formatacao.dataHora(Fx.ano3000, hoje: Fx.agora) == "qua 01/01/3000 10:00")
    }

    @Test(arguments: [(Optional(0.0), "0 m"), (199.6, "200 m"), (999.4, "999 m"), (999.6, "1 km"), (1000, "1 km"), (2349, "2,3 km"),
                      (9960, "10 km"), (14999, "15 km"), (nil, "—")])
    func distancia(_ m: Double?, _ esperado: String) {
        #expect(Formatacao.distancia(m) == esperado)
    }

    @Test func idade() {
        #expect(Formatacao.idade(30) == "agora há pouco")
        #expect(Formatacao.idade(5 * 60) == "há 5 min")
        #expect(Formatacao.idade(2 * 3600 + 59) == "há 2 h")
        #expect(Formatacao.idade(86400) == "há 1 dia")
        #expect(Formatacao.idade(-5) == "agora há pouco")
    }

    @Test func resultadoDaCandidaturaEmPalavrasDeGente() {
        #expect(Formatacao.resultado(.vagaPreenchida(em: Fx.h(0.05))) == "Que pena, alguém chegou antes (às 15:03)")
        #expect(Formatacao.resultado(.vagaEncerrada) == "Vaga encerrada")
        #expect(Formatacao.resultado(ResultadoDaCandidatura.inelegivel(motivo: "turno sobreposto")) == "Você não pode pegar esta vaga: turno sobreposto")
        #expect(Formatacao.resultado(.contaSuspensa) == "Conta suspensa")
    }

    @Test func semHistoricoNuncaViraZero() {
        #expect(Formatacao.taxa(.semHistorico) == nil)
        #expect(Formatacao.taxa(Reputacao(positivas: 0, total: 2, taxaComparecimento: 0, turnosConsiderados: 2)) == "0% de comparecimento (2 turnos)")
    }

    @Test func registroManualSemLocalizacao() {
        let r = RegistroDePresenca(em: Fx.agora, tipo: .manual, distanciaMetros: nil)
        #expect(Formatacao.registro("check-in", r) == "check-in 15:00 · sem localização · aguardando confirmação do contratante")
        let g = RegistroDePresenca(em: Fx.agora, tipo: .geolocalizado, distanciaMetros: 35)
        #expect(Formatacao.registro("check-in", g) == "check-in 15:00 · a 35 m")
    }

    @Test func funcoesComAcento() {
        #expect(Funcao.conhecidas.map(Formatacao.funcao) == ["Garçom", "Bartender", "Equipe de evento", "Recepção", "Cozinha"])
        #expect(Formatacao.funcao(.outra("sommelier")) == "sommelier")
    }
}
