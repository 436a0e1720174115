import Foundation

/// Data e hora civis de um instante num deslocamento fixo, em aritmética inteira. Calendar e
/// TimeZone nomeado passam pelo ICU no Linux (tabelas de fuso e de locale: ~2 MiB no pico de
/// memória do primeiro quadro); Brasília não tem horário de verão desde 2019, então
/// UTC−3 fixo dá o mesmo que America/Sao_Paulo para tudo o que o app mostra
/// (FormatacaoDoRelogioTests compara os dois de 2019 a 2040).
public struct DataCivil: Hashable, Sendable {
    public let ano: Int
    public let mes: Int
    public let dia: Int
    public let hora: Int
    public let minuto: Int
    public let segundo: Int
    /// 1 = domingo … 7 = sábado (como `Calendar.component(.weekday)`).
    public let diaDaSemana: Int
    /// Dias desde 01/01/1970 no deslocamento pedido: mesmo número = mesmo dia civil.
    public let diaCorrido: Int

    /// Deslocamento de Brasília (RN18): UTC−3, sem horário de verão desde 2019.
    public static let deslocamentoDeBrasilia = -3 * 3600

    public init(_ instante: Date, deslocamento: Int = DataCivil.deslocamentoDeBrasilia) {
        let total = Int((instante.timeIntervalSince1970 + Double(deslocamento)).rounded(.down))
        let (dias, resto) = Self.divisaoPiso(total, 86_400)
        diaCorrido = dias
        hora = resto / 3600
        minuto = resto % 3600 / 60
        segundo = resto % 60
        // 01/01/1970 foi uma quinta (5).
        diaDaSemana = Self.divisaoPiso(dias + 4, 7).1 + 1
        // Dias → data gregoriana proléptica (algoritmo "civil_from_days", H. Hinnant).
        let z = dias + 719_468
        let era = Self.divisaoPiso(z, 146_097).0
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        dia = doy - (153 * mp + 2) / 5 + 1
        mes = mp < 10 ? mp + 3 : mp - 9
        ano = yoe + era * 400 + (mes <= 2 ? 1 : 0)
    }

    private static func divisaoPiso(_ a: Int, _ b: Int) -> (Int, Int) {
        let q = a / b, r = a % b
        return r < 0 ? (q - 1, r + b) : (q, r)
    }
}

extension Formatacao {
    /// "2026-12-01T12:00:00Z": carimbo UTC dos logs, sem ISO8601DateFormatter (ICU).
    public static func carimboUTC(_ d: Date) -> String {
        let c = DataCivil(d, deslocamento: 0)
        func dois(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let ano = c.ano < 1000 ? String(repeating: "0", count: 4 - String(max(c.ano, 0)).count) + "\(max(c.ano, 0))" : "\(c.ano)"
        return "\(ano)-\(dois(c.mes))-\(dois(c.dia))T\(dois(c.hora)):\(dois(c.minuto)):\(dois(c.segundo))Z"
    }
}
