import Foundation
import FrilaDominio

/// O ponto da vaga a partir do que a pessoa digitou: "lat,lng" ou o nome de uma região ou
/// bairro do DF no campo de localização; vazio, o nome tirado do endereço ("SCLS 405, Asa
/// Sul"). Nome desconhecido vira um problema em pt-BR com os nomes parecidos.
enum PontoDoFormulario {
    enum Resolucao: Equatable {
        case ponto(Coordenada)
        case problema(String)
        case nenhum
    }

    static let exemplo = "use lat,lng (ex.: -15.79,-47.88) ou o nome de uma região do DF (ex.: Asa Sul, Taguatinga)"

    static func resolver(local: String, endereco: String) -> Resolucao {
        let l = local.trimmingCharacters(in: .whitespaces)
        if !l.isEmpty {
            if let p = PontoDigitado.interpretar(l) { return .ponto(p.ponto) }
            return .problema("Localização: não conheço \"\(curto(l))\"." + parecidos(l) + " Ou \(exemplo).")
        }
        let e = endereco.trimmingCharacters(in: .whitespaces)
        guard !e.isEmpty else { return .nenhum }
        if let p = PontoDigitado.interpretar(e) { return .ponto(p.ponto) }
        // Endereço sem nome conhecido: a localização continua obrigatória (o domínio diz).
        return .nenhum
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
