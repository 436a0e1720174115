import Foundation

/// O que o servidor fez com um cadastro aceito: já entregou a sessão, ou (projeto com
/// confirmação de e-mail) criou a conta e espera a pessoa confirmar antes de entrar.
public enum ResultadoDoCadastro: Hashable, Sendable {
    case entrou(ContaAutenticada)
    case confirmarEmail(contaId: UUID?)
}

/// Por que a senha foi recusada (`weak_password.reasons` do GoTrue).
public enum MotivoDeSenhaFraca: Hashable, Sendable {
    case curta
    case poucosTiposDeCaractere
    case vazada
    case outro(String)

    public init(codigo: String) {
        switch codigo {
        case "length": self = .curta
        case "characters": self = .poucosTiposDeCaractere
        case "pwned": self = .vazada
        default: self = .outro(codigo)
        }
    }
}

/// Recusas do cadastro, tipadas (a decisão nunca lê a frase do servidor).
public enum RecusaDoCadastro: Error, Hashable, Sendable {
    case emailJaCadastrado
    /// `frase`: a do servidor, que sabe o mínimo dele (pode ser maior que o do cliente).
    case senhaFraca([MotivoDeSenhaFraca], frase: String? = nil)
    /// `validation_failed`: a frase do servidor diz qual campo.
    case dadosInvalidos(frase: String?)
}

/// O cadastro com o desfecho completo (com ou sem sessão). Recusas chegam como
/// `RecusaDoCadastro`; falhas de rede como o erro da camada de dados.
public protocol CadastroDeContaPort: Sendable {
    func cadastrarConta(_ cadastro: Cadastro) async throws -> ResultadoDoCadastro
}

extension RecusaDoCadastro: ErroApresentavel {
    /// Para quem só conhece `Falha` (a sessão da TUI): a recusa com a chave do servidor.
    public var falha: Falha {
        switch self {
        case .emailJaCadastrado: .recusa(chave: "user_already_exists", frase: nil)
        case .senhaFraca(_, let f): .recusa(chave: "weak_password", frase: f)
        case .dadosInvalidos(let f): .recusa(chave: "validation_failed", frase: f)
        }
    }
}
