import Foundation
import FrilaDominio
import Testing
@testable import FrilaApresentacao

/// A política do tempo real com um relógio fixo: o que ela manda buscar e o que a linha diz.
struct SincronizacaoAoVivoTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)
    var intervalo: TimeInterval { SincronizacaoAoVivo.intervaloSemTempoReal }

    @Test func intervaloSemTempoRealEhUmMinuto() {
        #expect(SincronizacaoAoVivo.intervaloSemTempoReal == 60)
    }

    @Test func entrarNoCanalBuscaEParaDeSondar() {
        var s = SincronizacaoAoVivo(agora: t0)
        #expect(s.modo == .conectando)
        #expect(s.receber(.aoVivo, agora: t0) == [.entrada])
        #expect(s.aoVivo && s.texto == "ao vivo")
        #expect(s.proximaSondagem == nil)
        // Ao vivo, o relógio nunca pede busca: só a campainha.
        #expect(s.tique(agora: t0.addingTimeInterval(3600)).isEmpty)
    }

    @Test func cadaCampainhaBusca() {
        var s = SincronizacaoAoVivo(agora: t0)
        _ = s.receber(.aoVivo, agora: t0)
        let c = Campainha(tipo: "aviso", avisoId: UUID())
        #expect(s.receber(.campainha(c), agora: t0) == [.campainha(c)])
        #expect(s.receber(.campainha(c), agora: t0) == [.campainha(c)])
    }

    @Test func reentradaBuscaDeNovoPorqueAEntregaEhNoMaximoUmaVez() {
        var s = SincronizacaoAoVivo(agora: t0)
        _ = s.receber(.aoVivo, agora: t0)
        #expect(s.receber(.caiu(.semRede), agora: t0.addingTimeInterval(5)).isEmpty)
        #expect(s.texto == "sem tempo real: atualizando a cada 60 s")
        #expect(s.receber(.reconectado, agora: t0.addingTimeInterval(7)) == [.entrada])
        #expect(s.aoVivo)
    }

    @Test func semCanalSondaACadaMinutoPeloRelogio() {
        var s = SincronizacaoAoVivo(agora: t0)
        _ = s.receber(.aoVivo, agora: t0)
        _ = s.receber(.recusado(.servidor("too_many_connections")), agora: t0.addingTimeInterval(10))
        #expect(s.nomeDoModo == "recusado:too_many_connections")
        #expect(s.proximaSondagem == t0.addingTimeInterval(10 + intervalo))
        #expect(s.tique(agora: t0.addingTimeInterval(10 + intervalo - 1)).isEmpty)
        #expect(s.tique(agora: t0.addingTimeInterval(10 + intervalo)) == [.sondagem])
        #expect(s.tique(agora: t0.addingTimeInterval(10 + intervalo + 1)).isEmpty)
        #expect(s.tique(agora: t0.addingTimeInterval(10 + 2 * intervalo)) == [.sondagem])
    }

    @Test func canalQueNuncaRespondeAindaSonda() {
        var s = SincronizacaoAoVivo(agora: t0)
        #expect(s.tique(agora: t0.addingTimeInterval(intervalo)) == [.sondagem])
    }

    @Test func recusaRepetidaNaoAdiaASondagem() {
        // O canal tenta de novo e é recusado de novo a cada espera: a sondagem não pode
        // ser empurrada para frente a cada recusa, senão nunca vence.
        var s = SincronizacaoAoVivo(agora: t0)
        for i in 0..<10 { _ = s.receber(.recusado(.http(404)), agora: t0.addingTimeInterval(Double(i) * 10)) }
        #expect(s.tique(agora: t0.addingTimeInterval(intervalo)) == [.sondagem])
    }

    @Test func desligadoPeloTestadorIgnoraOCanal() {
        var s = SincronizacaoAoVivo(agora: t0, desligado: true)
        #expect(s.nomeDoModo == "desligado")
        #expect(s.receber(.aoVivo, agora: t0).isEmpty)
        #expect(s.receber(.campainha(Campainha(tipo: "aviso")), agora: t0).isEmpty)
        #expect(!s.aoVivo)
        #expect(s.tique(agora: t0.addingTimeInterval(intervalo)) == [.sondagem])
    }
}
