import Foundation
import FrilaDominio

/// As frases do formulário de vaga (erros de formato, aviso do período) e do login.
public enum TextosDoFormulario {
    public static let horaDeInicioInvalida = "Hora de início inválida: use hh:mm."
    public static let faltaData = "Informe a data do turno (dd/mm/aaaa)."
    public static func dataInvalida(_ d: String) -> String {
        let limpo = String(String.UnicodeScalarView(d.unicodeScalars.filter { !Limites.temControle(String($0)) }))
        let curto = limpo.count > 20 ? String(limpo.prefix(20)) + "…" : limpo
        return "Data inválida (\(curto)): use uma data que exista, em dd/mm/aaaa."
    }
    public static let fimInvalido = "Hora de fim inválida: use hh:mm."
    public static let valorInvalido = "Valor inválido: use reais e centavos, ex.: 120,00."
    public static let posicoesInvalidas = "Número de posições inválido."
    public static let revise = "Revise o formulário."

    public static func terminaNoDiaSeguinte(minutos min: Int) -> String {
        let duracao = min % 60 == 0 ? "\(min / 60) h" : "\(min / 60) h \(min % 60) min"
        return "Termina no dia seguinte: turno de \(duracao)."
    }
}

public enum TextosDaSessao {
    public static let convite = "Entre com e-mail e senha."
    public static let faltaEmailOuSenha = "Informe e-mail e senha."
}
