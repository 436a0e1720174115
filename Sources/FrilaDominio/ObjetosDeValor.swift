import Foundation

/// RN18: dinheiro é centavo inteiro. Não existe inicializador a partir de Double —
/// é o ponto exato onde o erro de arredondamento entraria.
public struct Dinheiro: Hashable, Comparable, Codable, Sendable {
    public let centavos: Int

    public init(centavos: Int) { self.centavos = centavos }

    public static let zero = Dinheiro(centavos: 0)

    public static func < (a: Dinheiro, b: Dinheiro) -> Bool { a.centavos < b.centavos }
    public static func + (a: Dinheiro, b: Dinheiro) -> Dinheiro { Dinheiro(centavos: a.centavos + b.centavos) }

    /// "R$ 1.234,56" (pt-BR), sem depender do locale da máquina.
    public var descricao: String {
        let negativo = centavos < 0
        let absoluto = centavos.magnitude
        let reais = absoluto / 100
        let resto = absoluto % 100
        var digitos = Array(String(reais))
        var agrupado = ""
        while digitos.count > 3 {
            agrupado = "." + String(digitos.suffix(3)) + agrupado
            digitos.removeLast(3)
        }
        agrupado = String(digitos) + agrupado
        let cent = resto < 10 ? "0\(resto)" : "\(resto)"
        return (negativo ? "-R$ " : "R$ ") + agrupado + "," + cent
    }

    /// Lê o que uma pessoa digita ("120", "120,5", "1.234,56", "R$ 80,00") sem passar por
    /// ponto flutuante. Devolve nil se não for um valor.
    public static func interpretar(_ texto: String) -> Dinheiro? {
        var t = texto.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("R$") { t = String(t.dropFirst(2)).trimmingCharacters(in: .whitespaces) }
        guard !t.isEmpty else { return nil }
        let partes = t.split(separator: ",", omittingEmptySubsequences: false)
        guard partes.count <= 2 else { return nil }
        // Ponto só como separador de milhar ("1.234"): "120.5" é ambíguo e é recusado.
        let grupos = partes[0].split(separator: ".", omittingEmptySubsequences: false)
        guard grupos.dropFirst().allSatisfy({ $0.count == 3 }), !(grupos.first?.isEmpty ?? true) else { return nil }
        let inteira = grupos.joined()
        guard !inteira.isEmpty, inteira.allSatisfy(\.isASCII), let reais = Int(inteira), reais >= 0 else { return nil }
        var cent = 0
        if partes.count == 2 {
            let f = partes[1]
            guard (1...2).contains(f.count), f.allSatisfy({ $0.isASCII && $0.isNumber }), let v = Int(f) else { return nil }
            cent = f.count == 1 ? v * 10 : v
        }
        let (mult, estouro1) = reais.multipliedReportingOverflow(by: 100)
        let (total, estouro2) = mult.addingReportingOverflow(cent)
        guard !estouro1, !estouro2 else { return nil }
        return Dinheiro(centavos: total)
    }
}

public struct Coordenada: Hashable, Codable, Sendable {
    public let latitude: Double
    public let longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    public static let raioDaTerraMetros: Double = 6_371_008.8

    /// Distância em metros (haversine). Mede, no toque, o check-in até o endereço (RN22).
    public func distancia(ate outra: Coordenada) -> Double {
        let rad = Double.pi / 180
        let f1 = latitude * rad, f2 = outra.latitude * rad
        let df = (outra.latitude - latitude) * rad
        let dl = (outra.longitude - longitude) * rad
        let a = sin(df / 2) * sin(df / 2) + cos(f1) * cos(f2) * sin(dl / 2) * sin(dl / 2)
        return 2 * Self.raioDaTerraMetros * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    /// "LAT,LNG" como a pessoa digita (ou `--posicao`). Nil se inválido.
    public static func interpretar(_ texto: String) -> Coordenada? {
        let partes = texto.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard partes.count == 2, let la = Double(partes[0]), let lo = Double(partes[1]),
              (-90...90).contains(la), (-180...180).contains(lo) else { return nil }
        return Coordenada(latitude: la, longitude: lo)
    }
}

public struct Local: Hashable, Codable, Sendable {
    public let endereco: String
    public let ponto: Coordenada
    public init(endereco: String, ponto: Coordenada) {
        self.endereco = endereco
        self.ponto = ponto
    }
}

/// RN18: intervalo em UTC. Exibir em America/Sao_Paulo é da apresentação.
public struct Periodo: Hashable, Codable, Sendable {
    public let inicio: Date
    public let fim: Date

    public init(inicio: Date, fim: Date) {
        self.inicio = inicio
        self.fim = fim
    }

    public var valido: Bool { fim > inicio }
    public var duracao: TimeInterval { fim.timeIntervalSince(inicio) }

    /// RN21: pontas que se tocam (um termina 18:00, outro começa 18:00) não sobrepõem.
    public func sobrepoe(_ outro: Periodo) -> Bool {
        inicio < outro.fim && outro.inicio < fim
    }

    public func contem(_ instante: Date) -> Bool { instante >= inicio && instante <= fim }
}

/// RN02: o que está incluso é sim ou não, sem "não informado".
public struct Inclusos: Hashable, Codable, Sendable {
    public let refeicao: Bool
    public let transporte: Bool
    /// sim = o profissional leva o material
    public let exigeMaterialProprio: Bool

    public init(refeicao: Bool, transporte: Bool, exigeMaterialProprio: Bool) {
        self.refeicao = refeicao
        self.transporte = transporte
        self.exigeMaterialProprio = exigeMaterialProprio
    }
}
