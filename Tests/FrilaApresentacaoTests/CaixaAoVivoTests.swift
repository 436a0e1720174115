import Foundation
import FrilaDominio
import Testing
@testable import FrilaApresentacao

struct CaixaAoVivoTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    func aviso(_ em: TimeInterval, id: UUID = UUID()) -> NotificacaoRecebida {
        .aviso(Aviso(id: id, tipo: .candidaturaNova, vagaId: UUID(), funcao: .garcom, inicio: t0,
                     estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar"), em: t0.addingTimeInterval(em),
                     turnoId: nil, candidaturaId: nil, profissional: nil, motivo: nil, contaComoFalta: nil))
    }

    @Test func primeiraLevaSaiInteiraDoMaisAntigoAoMaisNovoMenosOsJaVistos() {
        var c = CaixaAoVivo()
        let visto = aviso(5)
        let a = aviso(10), b = aviso(1)
        #expect(c.desde == nil)
        #expect(c.chegaram([a, visto, b], jaVistos: [visto.id]) == [b, a])
        #expect(c.desde == t0.addingTimeInterval(9))
    }

    @Test func campainhaRepetidaNaoRepeteAviso() {
        var c = CaixaAoVivo()
        let a = aviso(10)
        _ = c.chegaram([a], jaVistos: [])
        // A mesma leva de novo (duas campainhas, ou a sondagem e a campainha juntas).
        #expect(c.chegaram([a], jaVistos: []).isEmpty)
        let b = aviso(10)  // mesmo instante, outro id: sai
        #expect(c.chegaram([a, b], jaVistos: []) == [b])
    }

    @Test func corteNaoAndaParaTrasComLevaVelha() {
        var c = CaixaAoVivo()
        _ = c.chegaram([aviso(100)], jaVistos: [])
        _ = c.chegaram([aviso(3)], jaVistos: [])
        #expect(c.desde == t0.addingTimeInterval(99))
    }
}
