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
    /// `nome`: quem a ação atingiu, pelas listas (a de antes para quem sai dela, a de depois
    /// para quem entra).
    private func agir(_ acao: AcaoDaPessoa, _ pedido: () async throws -> Void, depois: () async -> Void,
                      nome: () -> String?) async -> Desfecho {
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        let antes = nome()
        do {
            try await pedido()
            await depois()
            return Desfecho(acao, .enviada(nil), nome: antes ?? nome())
        } catch {
            return .falhou(acao, error)
        }
    }

    @discardableResult
    public func bloquear(_ contaId: UUID) async -> Desfecho {
        await agir(.bloquear(conta: contaId), { try await contas.bloquear(contaId: contaId) }, depois: { await carregarBloqueios() },
                   nome: { nomeBloqueado(contaId) })
    }

    @discardableResult
    public func desbloquear(_ contaId: UUID) async -> Desfecho {
        await agir(.desbloquear(conta: contaId), { try await relacoes.desbloquear(contaId: contaId) },
                   depois: { await carregarBloqueios() }, nome: { nomeBloqueado(contaId) })
    }

    @discardableResult
    public func incluirNaEquipe(_ profissionalId: UUID) async -> Desfecho {
        await agir(.incluirNaEquipe(profissional: profissionalId), { try await contas.incluirNaEquipe(profissionalId: profissionalId) },
                   depois: { await carregarEquipe() }, nome: { nomeNaEquipe(profissionalId) })
    }

    @discardableResult
    public func removerDaEquipe(_ profissionalId: UUID) async -> Desfecho {
        await agir(.removerDaEquipe(profissional: profissionalId), { try await relacoes.removerDaEquipe(profissionalId: profissionalId) },
                   depois: { await carregarEquipe() }, nome: { nomeNaEquipe(profissionalId) })
    }

    /// "Bar do Cerrado" (o estabelecimento, quando é um contratante) ou o nome da pessoa.
    private func nomeBloqueado(_ conta: UUID) -> String? {
        bloqueios.valor?.first { $0.contaId == conta }.map { $0.estabelecimento?.nome ?? $0.nome }
    }

    private func nomeNaEquipe(_ p: UUID) -> String? {
        equipe.valor?.first { $0.profissional.id == p }?.profissional.nome
    }
}
