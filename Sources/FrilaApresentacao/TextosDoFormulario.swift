import Foundation

/// As frases do formulário de vaga (erros de formato, aviso do período) e do login.
public enum TextosDoFormulario {
    public static let inicioInvalido = "Data ou hora de início inválida: use dd/mm/aaaa e hh:mm."
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
