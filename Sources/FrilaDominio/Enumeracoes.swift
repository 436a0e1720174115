import Foundation

// Enums fechados, com valores crus iguais aos do banco.

public enum ModoPreenchimento: String, Codable, Sendable, CaseIterable { case urgencia, selecao }
public enum EstadoVaga: String, Codable, Sendable, CaseIterable { case publicada, preenchida, encerrada, cancelada }
public enum EstadoPosicao: String, Codable, Sendable, CaseIterable { case aberta, confirmada, cumprida, cancelada }
public enum EstadoCandidatura: String, Codable, Sendable, CaseIterable {
    case pendente, aceita, recusada, retirada, expirada
    /// O contratante mudou os termos da vaga (horário, valor, inclusos, lugar, função) depois da
    /// candidatura: ela acaba e a pessoa pode se candidatar de novo aos termos novos.
    case encerradaPorEdicao = "encerrada_por_edicao"
}
public enum EstadoEntrega: String, Codable, Sendable, CaseIterable { case pendente, enviada, entregue, falhou }
public enum PerfilConta: String, Codable, Sendable, CaseIterable { case profissional, contratante }
public enum PapelMembro: String, Codable, Sendable, CaseIterable { case administrador, operador }
public enum TipoRegistro: String, Codable, Sendable, CaseIterable { case geolocalizado, manual }
public enum Verificacao: String, Codable, Sendable, CaseIterable {
    case pendente, verificado, naoVerificado = "nao_verificado"
}
public enum TipoOcorrencia: String, Codable, Sendable, CaseIterable {
    case cancelamento, suspensao, contestacao, suporte, denuncia, revisaoDespacho = "revisao_despacho"
}
public enum MotivoDenuncia: String, Codable, Sendable, CaseIterable {
    case assedio, discriminacao, riscoSeguranca = "risco_seguranca", outro
}

/// Função do profissional. O conjunto é fechado no banco, mas o cliente não quebra se vier
/// um valor novo: guarda o texto cru em `.outra`.
public enum Funcao: Hashable, Codable, Sendable {
    case garcom, bartender, equipeEvento, recepcao, cozinha
    case outra(String)

    public static let conhecidas: [Funcao] = [.garcom, .bartender, .equipeEvento, .recepcao, .cozinha]

    public init(rawValue: String) {
        switch rawValue {
        case "garcom": self = .garcom
        case "bartender": self = .bartender
        case "equipe_evento": self = .equipeEvento
        case "recepcao": self = .recepcao
        case "cozinha": self = .cozinha
        default: self = .outra(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .garcom: "garcom"
        case .bartender: "bartender"
        case .equipeEvento: "equipe_evento"
        case .recepcao: "recepcao"
        case .cozinha: "cozinha"
        case .outra(let s): s
        }
    }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode(rawValue)
    }
}
