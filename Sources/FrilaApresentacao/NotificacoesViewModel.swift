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

    /// Avisos (não vagas) mais novos que o último visto; o primeiro corte é `apartirDe`.
    /// Para o banner e a campainha do contratante, como as vagas novas do profissional.
    public func buscarAvisosNovos(apartirDe inicio: Date) async -> [Aviso] {
        guard await conexao.confirmarOnline() else { return [] }
        let corte = ultimoAvisoEm ?? inicio
        guard let lista = try? await caixa.caixa(desde: corte) else { return [] }
        let novos = lista.compactMap { n -> Aviso? in if case .aviso(let a) = n, a.em > corte { a } else { nil } }
            .sorted { $0.em < $1.em }
        if let u = novos.last?.em { ultimoAvisoEm = u }
        return novos
    }
    private var ultimoAvisoEm: Date?

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
