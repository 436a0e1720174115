import Foundation

/// A conta que a pessoa administra (LGPD: acesso, correção, eliminação): trocar a senha,
/// editar o perfil, exportar os dados e excluir a conta.

/// O que muda no perfil; nil = mantém. `whatsapp` vazio apaga o número.
public struct EdicaoDoPerfil: Hashable, Sendable {
    public var nome: String?
    public var whatsapp: String?
    public var funcoes: [Funcao]?
    public var base: Coordenada?
    public var disponivel: Bool?

    public init(nome: String? = nil, whatsapp: String? = nil, funcoes: [Funcao]? = nil,
                base: Coordenada? = nil, disponivel: Bool? = nil) {
        self.nome = nome; self.whatsapp = whatsapp; self.funcoes = funcoes; self.base = base; self.disponivel = disponivel
    }

    public var vazia: Bool { nome == nil && whatsapp == nil && funcoes == nil && base == nil && disponivel == nil }
}

/// Como a conta sai: apagada de vez, ou anonimizada (fica o que outra pessoa usa).
public enum ModoDaExclusao: String, Hashable, Sendable {
    case apagada, anonimizada
}

/// O que fica (anonimizado) e o que sai, por tipo, como o servidor contou.
public struct BalancoDaExclusao: Hashable, Sendable {
    public let mantidos: [String: Int]
    public let apagados: [String: Int]
    public init(mantidos: [String: Int], apagados: [String: Int]) { self.mantidos = mantidos; self.apagados = apagados }
}

/// A prévia da exclusão: nada muda. `confirmacao` é o que `excluir` pede (o e-mail da conta).
public struct PreviaDaExclusao: Hashable, Sendable {
    public let turnosPorAcontecer: [UUID]
    public let vagasPorAcontecer: [UUID]
    public let modo: ModoDaExclusao
    public let confirmacao: String
    public let balanco: BalancoDaExclusao
    public init(turnosPorAcontecer: [UUID], vagasPorAcontecer: [UUID], modo: ModoDaExclusao, confirmacao: String,
                balanco: BalancoDaExclusao) {
        self.turnosPorAcontecer = turnosPorAcontecer; self.vagasPorAcontecer = vagasPorAcontecer
        self.modo = modo; self.confirmacao = confirmacao; self.balanco = balanco
    }
    public var podeExcluir: Bool { turnosPorAcontecer.isEmpty && vagasPorAcontecer.isEmpty }
}

public struct ContaExcluida: Hashable, Sendable {
    public let modo: ModoDaExclusao
    public let balanco: BalancoDaExclusao
    public init(modo: ModoDaExclusao, balanco: BalancoDaExclusao) { self.modo = modo; self.balanco = balanco }
}

public protocol GestaoDaContaPort: Sendable {
    /// A senha nova vale já; as outras sessões da conta são encerradas (esta continua).
    func trocarSenha(_ nova: String) async throws
    /// A senha atual confere (false: não confere; erro: não deu para saber). Não muda a sessão.
    func senhaConfere(_ atual: String) async throws -> Bool
    func editarPerfil(_ edicao: EdicaoDoPerfil) async throws -> Perfil
    /// Tudo o que o servidor guarda da pessoa, em JSON, como veio.
    func exportarDados() async throws -> Data
    func previaDaExclusao() async throws -> PreviaDaExclusao
    /// Exclui a conta no servidor e apaga a sessão deste computador.
    func excluirConta(confirmacao: String) async throws -> ContaExcluida
}

/// O que este computador guarda de uma conta (fila offline, cache, avisos vistos, credencial):
/// sai inteiro depois que a conta é excluída; o de outra conta no mesmo diretório fica.
public protocol DadosLocaisDaContaPort: Sendable {
    /// Apaga e diz quantas linhas saíram (0: não havia nada).
    @discardableResult
    func apagar(conta: UUID) async throws -> Int
}

extension Limites {
    /// O bcrypt só lê 72 bytes: o GoTrue recusa senha maior (auth.senha_maxima_bytes()).
    public static let senhaMaximaBytes = 72
}
