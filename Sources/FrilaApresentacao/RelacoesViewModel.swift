import Foundation
import FrilaDominio

/// Bloqueios (RF26) e equipe de confiança (RN05) como listas, com bloquear/desbloquear e
/// incluir/remover.
@MainActor
public final class RelacoesViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    private let relacoes: any RelacoesRepositorio
    private let contas: any ContaRepositorio
    private let conexao: any ConexaoPort

    public private(set) var bloqueios: EstadoTela<[Bloqueio]> = .carregando { didSet { observaveis.notificar() } }
    public private(set) var equipe: EstadoTela<[MembroDaEquipe]> = .carregando { didSet { observaveis.notificar() } }

    public init(relacoes: any RelacoesRepositorio, contas: any ContaRepositorio, conexao: any ConexaoPort) {
        self.relacoes = relacoes
        self.contas = contas
        self.conexao = conexao
    }

    public func carregarBloqueios() async {
        guard await conexao.confirmarOnline() else {
            if bloqueios.valor == nil { bloqueios = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
            return
        }
        do {
            let l = try await relacoes.meusBloqueios()
            bloqueios = l.isEmpty ? .vazio(Textos.semBloqueios) : .conteudo(l)
        } catch {
            bloqueios = .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    public func carregarEquipe() async {
        guard await conexao.confirmarOnline() else {
            if equipe.valor == nil { equipe = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
            return
        }
        do {
            let l = try await relacoes.minhaEquipe()
            equipe = l.isEmpty ? .vazio(Textos.semEquipe) : .conteudo(l)
        } catch {
            equipe = .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    /// Toda ação aqui precisa de rede (não passa pela fila) e recarrega a lista dela.
    private func agir(_ acao: AcaoDaPessoa, _ pedido: () async throws -> Void, depois: () async -> Void) async -> Desfecho {
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        do {
            try await pedido()
            await depois()
            return Desfecho(acao, .enviada(nil))
        } catch {
            return .falhou(acao, error)
        }
    }

    @discardableResult
    public func bloquear(_ contaId: UUID) async -> Desfecho {
        await agir(.bloquear(conta: contaId), { try await contas.bloquear(contaId: contaId) }, depois: { await carregarBloqueios() })
    }

    @discardableResult
    public func desbloquear(_ contaId: UUID) async -> Desfecho {
        await agir(.desbloquear(conta: contaId), { try await relacoes.desbloquear(contaId: contaId) },
                   depois: { await carregarBloqueios() })
    }

    @discardableResult
    public func incluirNaEquipe(_ profissionalId: UUID) async -> Desfecho {
        await agir(.incluirNaEquipe(profissional: profissionalId), { try await contas.incluirNaEquipe(profissionalId: profissionalId) },
                   depois: { await carregarEquipe() })
    }

    @discardableResult
    public func removerDaEquipe(_ profissionalId: UUID) async -> Desfecho {
        await agir(.removerDaEquipe(profissional: profissionalId), { try await relacoes.removerDaEquipe(profissionalId: profissionalId) },
                   depois: { await carregarEquipe() })
    }
}
