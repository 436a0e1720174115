import Foundation
import FrilaDominio

/// Turnos passados (além da janela de 30 dias), paginados: cada página soma à lista.
@MainActor
public final class HistoricoViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    private let historico: any HistoricoRepositorio
    private let conexao: any ConexaoPort
    public let limite: Int

    public private(set) var estado: EstadoTela<[TurnoNoHistorico]> = .carregando { didSet { observaveis.notificar() } }
    /// nil = não há mais páginas.
    public private(set) var proximoCursor: String? { didSet { observaveis.notificar() } }
    public var temMais: Bool { proximoCursor != nil }

    public init(historico: any HistoricoRepositorio, conexao: any ConexaoPort, limite: Int? = nil) {
        self.historico = historico
        self.conexao = conexao
        self.limite = Regras.tamanhoDePagina(limite)
    }

    /// Recomeça do cursor dado (nil = do mais recente).
    public func carregar(cursor: String? = nil) async {
        guard await conexao.confirmarOnline() else {
            if estado.valor == nil { estado = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
            return
        }
        do {
            let p = try await historico.historico(cursor: cursor, limite: limite)
            proximoCursor = p.proximoCursor
            estado = p.itens.isEmpty ? .vazio(Textos.semHistorico) : .conteudo(p.itens)
        } catch {
            estado = .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    /// A próxima página, somada ao fim. Sem mais páginas, não faz nada.
    public func carregarMais() async {
        guard let c = proximoCursor, await conexao.confirmarOnline() else { return }
        do {
            let p = try await historico.historico(cursor: c, limite: limite)
            proximoCursor = p.proximoCursor
            estado = .conteudo((estado.valor ?? []) + p.itens)
        } catch {
            // A lista que já veio continua; a falha fica para a próxima tentativa.
            if estado.valor == nil { estado = .erro(.de(error, semRede: Mensagens.semConexao)) }
        }
    }
}
