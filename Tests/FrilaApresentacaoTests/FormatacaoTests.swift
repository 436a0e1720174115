import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// 2026-12-18 21:00 UTC = sex 18/12 18:00 em Brasília.
let t0 = Date(timeIntervalSince1970: 1_797_627_600)
func h(_ horas: Double) -> TimeInterval { horas * 3600 }

struct FormatacaoTests {
    @Test func dataHoraEmSaoPaulo() {
        #expect(Formatacao.dataHora(t0) == "sex 18/12 18:00")
        #expect(Formatacao.hora(t0 + 180) == "18:03")
    }
}
