import Foundation
import Testing
@testable import FrilaApresentacao

/// A data civil feita à mão (UTC−3 fixo, sem ICU) tem de dar o mesmo que o Calendar com
/// America/Sao_Paulo em tudo o que a tela mostra, desde o fim do horário de verão (2019).
struct FormatacaoDoRelogioTests {
    static let saoPaulo: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "America/Sao_Paulo")!
        return c
    }()

    @Test func igualAoCalendarDeSaoPauloDe2019a2040() {
        // 17/02/2019 03:00 UTC (fim do último horário de verão) até 2040, de 7 h 13 min em
        // 7 h 13 min: passa por todas as horas, viradas de dia, de mês, de ano e bissextos.
        var t = Date(timeIntervalSince1970: 1_550_372_400)
        let fim = Date(timeIntervalSince1970: 2_208_988_800)
        var conferidos = 0
        while t < fim {
            let c = Self.saoPaulo.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: t)
            let d = DataCivil(t)
            let esperado: [Int] = [c.year, c.month, c.day, c.hour, c.minute, c.second, c.weekday].map { $0 ?? -1 }
            let obtido: [Int] = [d.ano, d.mes, d.dia, d.hora, d.minuto, d.segundo, d.diaDaSemana]
            #expect(obtido == esperado, "\(t)")
            let maisTarde = t.addingTimeInterval(5 * 3600)
            #expect((d.diaCorrido == DataCivil(maisTarde).diaCorrido) == Self.saoPaulo.isDate(t, inSameDayAs: maisTarde), "\(t)")
            conferidos += 1
            if conferidos > 40_000 { break }
            t = t.addingTimeInterval(7 * 3600 + 13 * 60 + 17)
        }
        #expect(conferidos > 20_000)
    }

    @Test func antesDe1970EAnosForaDoComum() {
        #expect(DataCivil(Date(timeIntervalSince1970: -1), deslocamento: 0).ano == 1969)
        let d = DataCivil(Date(timeIntervalSince1970: -1), deslocamento: 0)
        #expect([d.mes, d.dia, d.hora, d.minuto, d.segundo, d.diaDaSemana] as [Int] == [12, 31, 23, 59, 59, 4], "31/12/1969 foi uma quarta")
        // 29/02/2000 (bissexto de 400) e 01/01/3000 (a vaga de 3000 dos testes de ano).
        let bissexto = DataCivil(Date(timeIntervalSince1970: 951_782_400), deslocamento: 0)
        #expect([bissexto.ano, bissexto.mes, bissexto.dia] as [Int] == [2000, 2, 29])
        let tresMil = DataCivil(Date(timeIntervalSince1970: 32_503_680_000), deslocamento: 0)
        #expect([tresMil.ano, tresMil.mes, tresMil.dia, tresMil.diaDaSemana] as [Int] == [3000, 1, 1, 4])
    }

    @Test func carimboDoLogEmUTC() {
        #expect(Formatacao.carimboUTC(Date(timeIntervalSince1970: 1_797_627_600.75)) == "2026-12-18T21:00:00Z")
        #expect(Formatacao.carimboUTC(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
    }
}
