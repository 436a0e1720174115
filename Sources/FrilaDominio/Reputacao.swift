import Foundation

/// RN07/RN08: sim-ou-não com denominador. Não existe `media`, e não deve existir.
public struct Reputacao: Hashable, Codable, Sendable {
    public let positivas: Int
    public let total: Int
    /// A11: verificados / confirmados. nil = sem histórico, nunca 0.0.
    public let taxaComparecimento: Double?
    public let turnosConsiderados: Int

    public init(positivas: Int, total: Int, taxaComparecimento: Double?, turnosConsiderados: Int) {
        self.positivas = positivas
        self.total = total
        self.taxaComparecimento = taxaComparecimento
        self.turnosConsiderados = turnosConsiderados
    }

    public static let semHistorico = Reputacao(positivas: 0, total: 0, taxaComparecimento: nil, turnosConsiderados: 0)

    /// RN08 / RF16: sem avaliação nenhuma, a frase é "sem histórico", nunca "0 de 0" (`Textos`).
    public func temHistorico() -> Bool { total > 0 }
}

/// RN07: uma pergunta sim/não, "chamaria de novo?". Uma por turno e lado.
public struct Avaliacao: Hashable, Codable, Sendable {
    public let turnoId: UUID
    public let lado: PerfilConta
    public let chamariaDeNovo: Bool
    public let em: Date

    public init(turnoId: UUID, lado: PerfilConta, chamariaDeNovo: Bool, em: Date) {
        self.turnoId = turnoId
        self.lado = lado
        self.chamariaDeNovo = chamariaDeNovo
        self.em = em
    }

    public enum Recusa: Error, Equatable, Codable, Sendable {
        case antesDoFim
        case presencaNaoVerificada
        case jaAvaliado

        /// A mesma chave que o servidor usa.
        public var codigo: String {
            switch self {
            case .antesDoFim: "antes_do_fim"
            case .presencaNaoVerificada: "presenca_nao_verificada"
            case .jaAvaliado: "ja_avaliado"
            }
        }
    }

    /// RN07: só depois do fim previsto e só com presença verificada.
    public static func verificarPermissao(turno: Turno, agora: Date) throws(Recusa) {
        if turno.minhaAvaliacao != nil { throw .jaAvaliado }
        guard agora >= turno.vaga.periodo.fim else { throw .antesDoFim }
        guard turno.temPresencaVerificada() else { throw .presencaNaoVerificada }
    }
}
