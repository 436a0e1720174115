import Foundation

/// Por que uma ação não sai agora: ela precisa do servidor e nunca entra na fila (candidatar,
/// bloquear, a equipe, os membros, a conta). Um valor, não uma frase: a página diz qual das suas
/// teclas manda cada uma, e o rodapé, a linha de status e o `frila` leem a mesma frase daqui.
/// Aberto: uma página nova define o seu (`extension PrecisaDeRede { static let … }`, junto da
/// funcionalidade dela), sem caso novo aqui.
public struct PrecisaDeRede: Hashable, Sendable {
    /// Estável, para scripts e testes (não muda com a frase).
    public let nome: String
    public let frase: String

    public init(_ nome: String, frase: String) {
        self.nome = nome
        self.frase = frase
    }

    public static let candidatura = PrecisaDeRede("candidatura", frase: Mensagens.candidaturaOffline)
    public static let bloqueio = PrecisaDeRede("bloqueio", frase: Textos.PorQueNao.bloqueioSemRede)
    public static let equipe = PrecisaDeRede("equipe", frase: Textos.PorQueNao.equipeSemRede)
}
