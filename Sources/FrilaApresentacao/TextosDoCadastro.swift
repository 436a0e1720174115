import Foundation
import FrilaDominio

/// As frases do cadastro (o catálogo `Textos`, parte da conta nova).
extension Textos {
    public static let fraseConfirmarEmail =
        "Conta criada. Confirme pelo link enviado ao seu e-mail e depois entre com e-mail e senha."
    /// Um e-mail no campo do nome (engano de campo): o nome é o que as outras pessoas leem.
    public static let fraseNomeEhEmail = "O nome é como as pessoas veem você (ex.: Ana Souza), não o e-mail."
    public static let fraseEmailJaCadastrado = "Já existe uma conta com este e-mail: entre com ela ou use outro e-mail."

    public static func cadastro(_ r: RespostaDoCadastro) -> String {
        switch r {
        case .entrou(let c): "Conta criada. Entrou como \(semControle(c.nome)) (\(Formatacao.perfil(c.perfil)))."
        case .confirmarEmail: fraseConfirmarEmail
        case .camposInvalidos(let ps): ps.map(\.frase).joined(separator: " ")
        case .emailJaCadastrado: fraseEmailJaCadastrado
        case .senhaFraca(let ms, let f): "Senha fraca: " + motivosDaSenha(ms, servidor: f).joined(separator: " ")
        case .dadosRecusados(let f): f.flatMap { $0.isEmpty ? nil : semControle($0) } ?? "Dados de cadastro inválidos."
        }
    }

    /// Um motivo por frase. O tamanho mínimo é o do servidor (a frase dele, quando veio):
    /// ele pode pedir mais que o `Limites.senhaMinima` do cliente.
    public static func motivosDaSenha(_ ms: [MotivoDeSenhaFraca], servidor: String?) -> [String] {
        let doServidor = servidor.map(semControle).flatMap { $0.isEmpty ? nil : $0 }
        if ms.isEmpty { return [doServidor ?? motivo(.curta)] }
        return ms.map { m in m == .curta ? (doServidor ?? motivo(m)) : motivo(m) }
    }

    public static func motivo(_ m: MotivoDeSenhaFraca) -> String {
        switch m {
        case .curta: "A senha precisa ter pelo menos \(Limites.senhaMinima) caracteres."
        case .poucosTiposDeCaractere: "Misture letras maiúsculas, minúsculas, números e símbolos."
        case .vazada: "Esta senha apareceu em vazamentos conhecidos; escolha outra."
        case .outro(let c): "O servidor recusou a senha (\(semControle(String(c.prefix(40)))))."
        }
    }
}
