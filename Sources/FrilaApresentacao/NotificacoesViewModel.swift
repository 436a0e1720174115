import Foundation
import FrilaDominio

/// A caixa inteira: vagas despachadas (com o teto RN23) e avisos, o mais recente primeiro.
@MainActor
public final class NotificacoesViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    private let caixa: any CaixaDeNotificacoes
    private let conexao: any ConexaoPort

    public private(set) var estado: EstadoTela<[NotificacaoRecebida]> = .carregando { didSet { observaveis.notificar() } }

    public init(caixa: any CaixaDeNotificacoes, conexao: any ConexaoPort) {
        self.caixa = caixa
        self.conexao = conexao
    }

    public func carregar(desde: Date? = nil) async {
        guard await conexao.confirmarOnline() else {
            if estado.valor == nil { estado = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
            return
        }
        do {
            let l = try await caixa.caixa(desde: desde).sorted { $0.enviadaEm > $1.enviadaEm }
            estado = l.isEmpty ? .vazio(Textos.semNotificacoes) : .conteudo(l)
        } catch {
            estado = .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }
}
