import Foundation
import Synchronization

/// Os endereços de onde cada e-mail já entrou com a senha certa (nos últimos `memoria`
/// segundos). Num ataque espalhado o limite do e-mail vale para quem errou a senha dele; o
/// endereço de onde a dona já entrou não cai nesse limite por um erro de digitação dela — só
/// o limite do próprio par (e-mail, endereço) a freia. Ninguém entra nesta lista sem a senha.
/// Em memória, com teto de chaves (um freio, não um registro).
public final class EnderecosConhecidos: Sendable {
    public let memoria: Double
    private let estado = Mutex<[String: [String: Double]]>([:])
    /// E-mails guardados no máximo, e endereços por e-mail; passando, os mais antigos saem.
    static let maximoEmails = 100_000
    static let maximoPorEmail = 16

    public init(memoria: Double = 30 * 86_400) { self.memoria = memoria }

    public func entrou(_ email: String, de endereco: String, agora: Double) {
        estado.withLock { e in
            if e[email] == nil, e.count >= Self.maximoEmails {
                e = e.filter { $0.value.values.contains { agora - $0 <= memoria } }
                if e.count >= Self.maximoEmails, let k = e.keys.first { e[k] = nil }
            }
            var dele = e[email, default: [:]].filter { agora - $0.value <= memoria }
            dele[endereco] = agora
            if dele.count > Self.maximoPorEmail, let velho = dele.min(by: { $0.value < $1.value })?.key { dele[velho] = nil }
            e[email] = dele
        }
    }

    public func conhece(_ email: String, _ endereco: String, agora: Double) -> Bool {
        estado.withLock { e in e[email]?[endereco].map { agora - $0 <= memoria } ?? false }
    }
}
