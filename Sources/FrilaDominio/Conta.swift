import Foundation

/// Conta autenticada. RNF07: carrega só o identificador da credencial, nunca o token.
public struct ContaAutenticada: Hashable, Codable, Sendable {
    public let id: UUID
    /// RN25: fixo desde o cadastro; não existe troca de perfil.
    public let perfil: PerfilConta
    public let nome: String
    /// Referência opaca para a credencial no armazenamento protegido.
    public let referenciaCredencial: String

    public init(id: UUID, perfil: PerfilConta, nome: String, referenciaCredencial: String) {
        self.id = id
        self.perfil = perfil
        self.nome = nome
        self.referenciaCredencial = referenciaCredencial
    }
}

/// `meu_perfil` / `definir_disponibilidade`.
public struct Perfil: Hashable, Codable, Sendable {
    public let contaId: UUID
    public let perfil: PerfilConta
    public let nome: String
    public let reputacao: Reputacao
    public let funcoes: [Funcao]?
    public let disponivel: Bool?
    public let estabelecimento: Estabelecimento?
    /// O ponto base do profissional (de onde o feed mede as distâncias); nil no contratante.
    public let base: Coordenada?
    /// O papel do contratante no estabelecimento por que age (nil: profissional, ou servidor de antes).
    public let papel: PapelDoMembro?

    public init(contaId: UUID, perfil: PerfilConta, nome: String, reputacao: Reputacao,
                funcoes: [Funcao]? = nil, disponivel: Bool? = nil, estabelecimento: Estabelecimento? = nil,
                base: Coordenada? = nil, papel: PapelDoMembro? = nil) {
        self.base = base
        self.papel = papel
        self.contaId = contaId
        self.perfil = perfil
        self.nome = nome
        self.reputacao = reputacao
        self.funcoes = funcoes
        self.disponivel = disponivel
        self.estabelecimento = estabelecimento
    }
}

/// `perfil_publico`: nome e reputação apenas.
public struct PerfilPublico: Hashable, Codable, Sendable {
    public let contaId: UUID
    public let perfil: PerfilConta
    public let nome: String
    public let reputacao: Reputacao
    public init(contaId: UUID, perfil: PerfilConta, nome: String, reputacao: Reputacao) {
        self.contaId = contaId
        self.perfil = perfil
        self.nome = nome
        self.reputacao = reputacao
    }
}

/// Dados de cadastro (`/auth/v1/signup`).
public struct Cadastro: Sendable {
    public enum Dados: Sendable {
        case profissional(funcoes: [Funcao], base: Coordenada)
        /// Estabelecimento novo: a pessoa é o administrador dele; o documento (CNPJ/CPF) o identifica.
        case contratante(estabelecimento: String, endereco: String, ponto: Coordenada, documento: Documento)
        /// Membro convidado: entra no estabelecimento que convidou o e-mail (o código é o id dele).
        case membro(convite: UUID)
    }
    public let email: String
    public let senha: String
    public let nome: String
    public let dados: Dados
    public init(email: String, senha: String, nome: String, dados: Dados) {
        self.email = email
        self.senha = senha
        self.nome = nome
        self.dados = dados
    }
    public var perfil: PerfilConta {
        if case .profissional = dados { return .profissional }
        return .contratante
    }
}
