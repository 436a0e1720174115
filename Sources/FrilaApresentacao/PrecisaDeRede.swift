import Foundation

/// Por que uma ação não sai agora: ela precisa do servidor e nunca entra na fila (candidatar,
/// bloquear, a equipe, os membros, a conta). Um valor, não uma frase: a página diz qual das suas
/// teclas manda cada uma, e o rodapé, a linha de status e o `frila` leem a mesma frase daqui.
public enum PrecisaDeRede: Hashable, Sendable {
    case candidatura, bloqueio, equipe, membros, conta

    public var frase: String {
        switch self {
        case .candidatura: Mensagens.candidaturaOffline
        case .bloqueio: Textos.PorQueNao.bloqueioSemRede
        case .equipe: Textos.PorQueNao.equipeSemRede
        case .membros: Textos.Membros.semRede
        case .conta: Textos.Conta.Tela.precisaDeRede
        }
    }
}
