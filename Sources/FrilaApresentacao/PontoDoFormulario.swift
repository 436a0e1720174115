import Foundation
import FrilaDominio

/// O ponto da vaga a partir do que a pessoa digitou: "lat,lng" ou o nome de uma região ou
/// bairro do DF no campo de localização; vazio, o nome tirado do endereço ("SCLS 405, Asa
/// Sul"). Nome desconhecido vira um problema em pt-BR com os nomes parecidos.
enum PontoDoFormulario {
    enum Resolucao: Equatable {
        /// `bairro`: o que a vaga mostra como bairro — a região digitada, ou "perto de" a
        /// mais próxima do ponto; nunca a rua do endereço.
        case ponto(Coordenada, bairro: String?)
        case problema(String)
        case nenhum
    }

    static let exemplo = "use lat,lng (ex.: -15.79,-47.88) ou o nome de uma região do DF (ex.: Asa Sul, Taguatinga)"

    static func resolver(local: String, endereco: String) -> Resolucao {
        let l = local.trimmingCharacters(in: .whitespaces)
        if !l.isEmpty {
            if let p = PontoDigitado.interpretar(l) { return .ponto(p.ponto, bairro: bairro(de: p)) }
            if numeros(l) != nil {
                return .problema("Localização: \"\(curto(l))\" parece lat,lng, mas está fora do mapa: a latitude vai de -90 a 90"
                                 + " e a longitude de -180 a 180 (ex.: -15.79,-47.88). Ou use o nome de uma região do DF (ex.: Asa Sul, Taguatinga).")
            }
            return .problema("Localização: não conheço \"\(curto(l))\"." + parecidos(l) + " Ou \(exemplo).")
        }
        let e = endereco.trimmingCharacters(in: .whitespaces)
        guard !e.isEmpty else { return .nenhum }
        if let p = PontoDigitado.interpretar(e) { return .ponto(p.ponto, bairro: bairro(de: p)) }
        // Endereço sem nome conhecido: a localização continua obrigatória (o domínio diz).
        return .nenhum
    }

    /// Nome da tabela: ele mesmo. Ponto: a região (ou bairro) da tabela mais perto, se houver
    /// uma a até `raioDoBairro`; fora do DF, nil (o servidor decide).
    static func bairro(de p: PontoDigitado) -> String? {
        switch p {
        case .lugar(let l): return l.nome
        case .coordenada(let c):
            guard let l = LugaresDoDF.maisPerto(de: c), l.ponto.distancia(ate: c) <= raioDoBairro else { return nil }
            return l.ponto.distancia(ate: c) <= raioDoProprio ? l.nome : "perto de \(l.nome)"
        }
    }

    /// A até 2 km do centro de um lugar, é ele; até 30 km, "perto de" ele.
    static let raioDoProprio: Double = 2_000
    static let raioDoBairro: Double = 30_000

    /// "999,999": dois números, mas não uma coordenada.
    static func numeros(_ t: String) -> (Double, Double)? {
        let partes = t.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard partes.count == 2, let la = Double(partes[0]), let lo = Double(partes[1]), la.isFinite, lo.isFinite else { return nil }
        return (la, lo)
    }

    /// " Você quis dizer: Asa Sul, Asa Norte?" — por prefixo, encurtando até achar algo.
    static func parecidos(_ texto: String) -> String {
        let n = LugaresDoDF.normalizar(texto)
        var tamanho = n.count
        while tamanho >= 2 {
            let achados = LugaresDoDF.sugestoes(para: String(n.prefix(tamanho)), limite: 4)
            if !achados.isEmpty { return " Você quis dizer: \(achados.map(\.nome).joined(separator: ", "))?" }
            tamanho -= 1
        }
        return ""
    }

    static func curto(_ s: String) -> String {
        let limpo = String(s.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.map(Character.init))
        return limpo.count > 40 ? String(limpo.prefix(40)) + "…" : limpo
    }
}
