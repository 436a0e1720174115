import Foundation

// Regiões administrativas do Distrito Federal e bairros principais do Plano Piloto, com um
// ponto aproximado (o centro urbano de cada uma), para o formulário de vaga aceitar um nome
// ("Asa Sul", "Taguatinga") no lugar de "lat,lng".
//
// Fonte (dados públicos): a lista e a numeração das 35 RAs são as do Governo do Distrito
// Federal / IPEDF (antiga Codeplan), com Arapoanga (XXXIV) e Água Quente (XXXV) criadas em
// 2022; as coordenadas são as dos artigos de cada região na Wikipédia em português
// (predefinição de coordenadas, WGS 84), arredondadas a 4 casas (~10 m). Para Arniqueira,
// Arapoanga e Água Quente, mais novas, o ponto é o centro aproximado do núcleo urbano
// (precisão de ~1–2 km). Os bairros do Plano Piloto são centros aproximados dos setores.
// É um ponto de referência, não um endereço: o check-in (RN22, 200 m) mede até ele, então
// quem souber o ponto exato do estabelecimento deve usar "lat,lng".

public struct LugarDoDF: Hashable, Sendable {
    public enum Tipo: String, Hashable, Sendable { case regiaoAdministrativa, bairro }
    public let nome: String
    public let tipo: Tipo
    /// Número da RA ("I"…"XXXV"); nos bairros, o da RA a que pertencem.
    public let ra: String
    public let ponto: Coordenada
    /// Outros nomes pelos quais a pessoa procura ("Brasília", "Estrutural", ...).
    public let outrosNomes: [String]

    init(_ nome: String, _ tipo: Tipo, _ ra: String, _ lat: Double, _ lng: Double, _ outrosNomes: [String] = []) {
        self.nome = nome
        self.tipo = tipo
        self.ra = ra
        self.ponto = Coordenada(latitude: lat, longitude: lng)
        self.outrosNomes = outrosNomes
    }
}

public enum LugaresDoDF {
    public static let regioes: [LugarDoDF] = [
        .init("Plano Piloto", .regiaoAdministrativa, "I", -15.7939, -47.8828, ["Brasília", "Brasilia", "RA I"]),
        .init("Gama", .regiaoAdministrativa, "II", -16.0183, -48.0617),
        .init("Taguatinga", .regiaoAdministrativa, "III", -15.8333, -48.0564, ["Taguá"]),
        .init("Brazlândia", .regiaoAdministrativa, "IV", -15.6756, -48.2006),
        .init("Sobradinho", .regiaoAdministrativa, "V", -15.6528, -47.7911, ["Sobradinho I"]),
        .init("Planaltina", .regiaoAdministrativa, "VI", -15.6214, -47.6486),
        .init("Paranoá", .regiaoAdministrativa, "VII", -15.7744, -47.7803),
        .init("Núcleo Bandeirante", .regiaoAdministrativa, "VIII", -15.8711, -47.9683, ["Bandeirante"]),
        .init("Ceilândia", .regiaoAdministrativa, "IX", -15.8206, -48.1117),
        .init("Guará", .regiaoAdministrativa, "X", -15.8350, -47.9817),
        .init("Cruzeiro", .regiaoAdministrativa, "XI", -15.7922, -47.9328),
        .init("Samambaia", .regiaoAdministrativa, "XII", -15.8789, -48.0828),
        .init("Santa Maria", .regiaoAdministrativa, "XIII", -16.0197, -48.0117),
        .init("São Sebastião", .regiaoAdministrativa, "XIV", -15.9028, -47.7669),
        .init("Recanto das Emas", .regiaoAdministrativa, "XV", -15.9147, -48.0608),
        .init("Lago Sul", .regiaoAdministrativa, "XVI", -15.8350, -47.8294),
        .init("Riacho Fundo", .regiaoAdministrativa, "XVII", -15.8761, -48.0200, ["Riacho Fundo I"]),
        .init("Lago Norte", .regiaoAdministrativa, "XVIII", -15.7350, -47.8364),
        .init("Candangolândia", .regiaoAdministrativa, "XIX", -15.8528, -47.9511),
        .init("Águas Claras", .regiaoAdministrativa, "XX", -15.8394, -48.0275),
        .init("Riacho Fundo II", .regiaoAdministrativa, "XXI", -15.8917, -48.0472),
        .init("Sudoeste/Octogonal", .regiaoAdministrativa, "XXII", -15.8014, -47.9286, ["Sudoeste e Octogonal"]),
        .init("Varjão", .regiaoAdministrativa, "XXIII", -15.7111, -47.8692),
        .init("Park Way", .regiaoAdministrativa, "XXIV", -15.8989, -47.9586),
        .init("SCIA/Estrutural", .regiaoAdministrativa, "XXV", -15.7844, -47.9969, ["SCIA", "Estrutural", "Cidade Estrutural"]),
        .init("Sobradinho II", .regiaoAdministrativa, "XXVI", -15.6442, -47.8239),
        .init("Jardim Botânico", .regiaoAdministrativa, "XXVII", -15.8697, -47.8036),
        .init("Itapoã", .regiaoAdministrativa, "XXVIII", -15.7567, -47.7711),
        .init("SIA", .regiaoAdministrativa, "XXIX", -15.8083, -47.9550, ["Setor de Indústria e Abastecimento"]),
        .init("Vicente Pires", .regiaoAdministrativa, "XXX", -15.8017, -48.0258),
        .init("Fercal", .regiaoAdministrativa, "XXXI", -15.6019, -47.8867),
        .init("Sol Nascente/Pôr do Sol", .regiaoAdministrativa, "XXXII", -15.8108, -48.1189, ["Sol Nascente", "Pôr do Sol"]),
        .init("Arniqueira", .regiaoAdministrativa, "XXXIII", -15.8550, -48.0100, ["Arniqueiras"]),
        .init("Arapoanga", .regiaoAdministrativa, "XXXIV", -15.6361, -47.6622),
        .init("Água Quente", .regiaoAdministrativa, "XXXV", -15.9900, -48.1800),
    ]

    public static let bairros: [LugarDoDF] = [
        .init("Asa Sul", .bairro, "I", -15.8150, -47.8990),
        .init("Asa Norte", .bairro, "I", -15.7640, -47.8780),
        .init("Noroeste", .bairro, "I", -15.7570, -47.9110, ["Setor Noroeste"]),
        .init("Esplanada dos Ministérios", .bairro, "I", -15.7990, -47.8640, ["Esplanada"]),
        .init("Setor Comercial Sul", .bairro, "I", -15.7970, -47.8890, ["SCS"]),
        .init("Setor Bancário Sul", .bairro, "I", -15.8010, -47.8830, ["SBS"]),
        .init("Setor Hoteleiro Sul", .bairro, "I", -15.7960, -47.8930, ["SHS"]),
        .init("Setor Hoteleiro Norte", .bairro, "I", -15.7890, -47.8880, ["SHN"]),
        .init("Vila Planalto", .bairro, "I", -15.7960, -47.8460),
        .init("Sudoeste", .bairro, "XXII", -15.7970, -47.9240),
        .init("Octogonal", .bairro, "XXII", -15.8070, -47.9420),
    ]

    public static let todos: [LugarDoDF] = regioes + bairros

    /// Texto para comparar: sem acento, minúsculo, espaços e pontuação colapsados.
    public static func normalizar(_ texto: String) -> String {
        // Vazio (o feed sem filtro, a cada quadro): sem o Locale e o folding do Foundation.
        if texto.isEmpty { return "" }
        let dobrado = texto.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "pt_BR"))
            .lowercased()
        var saida = ""
        var espaco = false
        for c in dobrado.unicodeScalars {
            if CharacterSet.alphanumerics.contains(c) {
                if espaco, !saida.isEmpty { saida.append(" ") }
                saida.unicodeScalars.append(c)
                espaco = false
            } else {
                espaco = true
            }
        }
        return saida
    }

    private static let indice: [String: LugarDoDF] = {
        var d: [String: LugarDoDF] = [:]
        // Regiões por último: se um nome valesse para as duas, a RA ganha.
        for l in bairros + regioes {
            for n in [l.nome] + l.outrosNomes { d[normalizar(n)] = l }
        }
        return d
    }()

    /// O lugar com esse nome (sem ligar para acento, maiúsculas, espaços). Aceita também um
    /// endereço: procura o nome em cada trecho entre vírgulas, do último para o primeiro
    /// ("SCLS 405, Asa Sul" → Asa Sul).
    public static func localizar(_ texto: String) -> LugarDoDF? {
        if let l = indice[normalizar(texto)] { return l }
        for trecho in texto.split(separator: ",").reversed() {
            if let l = indice[normalizar(String(trecho))] { return l }
        }
        return nil
    }

    /// O lugar da tabela com o centro mais perto de `c` (bairros do Plano Piloto incluídos).
    public static func maisPerto(de c: Coordenada) -> LugarDoDF? {
        todos.min { $0.ponto.distancia(ate: c) < $1.ponto.distancia(ate: c) }
    }

    /// Nomes que começam com o que foi digitado, em ordem alfabética (para sugerir).
    public static func sugestoes(para prefixo: String, limite: Int = 5) -> [LugarDoDF] {
        let p = normalizar(prefixo)
        guard !p.isEmpty else { return [] }
        let achados = todos.filter { l in ([l.nome] + l.outrosNomes).contains { normalizar($0).hasPrefix(p) } }
        return Array(achados.sorted { normalizar($0.nome) < normalizar($1.nome) }.prefix(max(limite, 0)))
    }
}

/// O que a pessoa digitou no campo de localização do formulário.
public enum PontoDigitado: Hashable, Sendable {
    case coordenada(Coordenada)
    case lugar(LugarDoDF)

    public var ponto: Coordenada {
        switch self {
        case .coordenada(let c): c
        case .lugar(let l): l.ponto
        }
    }

    /// "lat,lng" continua valendo; senão, o nome de uma região ou bairro do DF.
    public static func interpretar(_ texto: String) -> PontoDigitado? {
        if let c = Coordenada.interpretar(texto) { return .coordenada(c) }
        // "Asa Sul (-15.82600,-47.90900)", como o perfil mostra o ponto base: vale o ponto exato.
        let t = texto.trimmingCharacters(in: .whitespaces)
        if t.hasSuffix(")"), let abre = t.lastIndex(of: "("),
           let c = Coordenada.interpretar(String(t[t.index(after: abre)..<t.index(before: t.endIndex)])) { return .coordenada(c) }
        return LugaresDoDF.localizar(texto).map { .lugar($0) }
    }
}
