import Foundation
import FrilaDominio

/// Perfil: nome, perfil, reputação com denominador ou "Sem histórico" (RN08, RF16),
/// comparecimento ou sua ausência (A11) e disponibilidade (profissional).
@MainActor
public final class PerfilViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    private let contas: any ContaRepositorio
    private let conexao: any ConexaoPort

    public private(set) var estado: EstadoTela<Perfil> = .carregando {
        didSet { observaveis.notificar() }
    }

    public init(contas: any ContaRepositorio, conexao: any ConexaoPort) {
        self.contas = contas
        self.conexao = conexao
    }

    /// "6 de 7 chamariam de novo" / "Sem histórico"
    public var reputacaoTexto: String? { estado.valor.map { Formatacao.reputacao($0.reputacao) } }
    public var comparecimentoTexto: String? { estado.valor.map { Formatacao.comparecimento($0.reputacao) } }

    public func carregar() async {
        guard await conexao.confirmarOnline() else {
            if estado.valor == nil { estado = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
            return
        }
        if estado.valor == nil { estado = .carregando }
        do {
            estado = .conteudo(try await contas.meuPerfil())
        } catch {
            estado = .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    /// Só profissional tem disponibilidade.
    @discardableResult
    public func alternarDisponibilidade() async -> Desfecho {
        let acao = AcaoDaPessoa.disponibilidade(disponivel: nil)
        guard let p = estado.valor, p.perfil == .profissional else { return Desfecho(acao, .recusada(.naoEncontrado, item: nil)) }
        return await definirDisponibilidade(!(p.disponivel ?? false))
    }

    /// Disponível ou não, sem depender do estado atual (idempotente; `frila disponibilidade`).
    @discardableResult
    public func definirDisponibilidade(_ disponivel: Bool) async -> Desfecho {
        let acao = AcaoDaPessoa.disponibilidade(disponivel: nil)
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        do {
            let novo = try await contas.definirDisponibilidade(disponivel)
            estado = .conteudo(novo)
            return Desfecho(.disponibilidade(disponivel: novo.disponivel ?? false), .enviada(nil))
        } catch {
            return .falhou(acao, error)
        }
    }

    /// RF26: qualquer lado bloqueia o outro.
    @discardableResult
    public func bloquear(_ contaId: UUID) async -> Desfecho {
        let acao = AcaoDaPessoa.bloquear(conta: contaId)
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        do {
            try await contas.bloquear(contaId: contaId)
            return Desfecho(acao, .enviada(nil))
        } catch {
            return .falhou(acao, error)
        }
    }
}

/// Painel de sincronização e linha de status: conectividade (e se forçada), a fila com
/// cada ação, último dreno bom, "sincronizar agora" e o modo offline do testador.
@MainActor
public final class SincronizacaoViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    public let conta: UUID
    private let fila: any FilaDeAcoesPort
    private let conexao: any ConexaoPort

    public private(set) var conectividade: EstadoConexao = .online { didSet { observaveis.notificar() } }
    public private(set) var offlineForcado = false { didSet { observaveis.notificar() } }
    public private(set) var statusDaFila: StatusDaFila = .vazio { didSet { observaveis.notificar() } }

    public init(conta: UUID, fila: any FilaDeAcoesPort, conexao: any ConexaoPort) {
        self.conta = conta
        self.fila = fila
        self.conexao = conexao
    }

    public var status: StatusDaFila { statusDaFila }
    public var pendentes: Int { statusDaFila.pendentes }

    /// "online", "offline", "offline (forçado)"
    public var conectividadeTexto: String {
        offlineForcado ? "offline (forçado)" : (conectividade == .online ? "online" : "offline")
    }

    public func atualizar() async {
        conectividade = await conexao.estado()
        offlineForcado = await conexao.offlineForcado()
        statusDaFila = await fila.status(conta: conta)
    }

    public func sincronizarAgora() async {
        await fila.drenarAgora()
        await atualizar()
    }

    /// Ao entrar (login novo ou sessão restaurada): o que ficou na fila desta conta — por
    /// exemplo, parado numa sessão expirada — sai logo, se há rede; offline, só atualiza.
    public func retomar() async {
        await atualizar()
        if pendentes > 0, conectividade == .online, !offlineForcado {
            await sincronizarAgora()
        }
    }

    public func alternarOfflineForcado() async {
        await conexao.forcarOffline(!(await conexao.offlineForcado()))
        await atualizar()
    }

    /// A pessoa viu a recusa e dispensa o item.
    @discardableResult
    public func descartar(_ item: ItemDaFila) async -> Desfecho {
        let acao = AcaoDaPessoa.dispensarRecusada(turno: item.acao.turnoId)
        do { try await fila.descartarRejeitada(chaveIdempotencia: item.chaveIdempotencia) } catch {
            await atualizar()
            return .falhou(acao, error)
        }
        await atualizar()
        return Desfecho(acao, .enviada(nil))
    }

    /// Tenta de novo uma ação recusada (ex.: o contratante reabriu o turno): sai da lista de
    /// recusadas e volta para o fim da fila, com a mesma ação (e o mesmo toque, no check-in).
    @discardableResult
    public func retentar(_ item: ItemDaFila) async -> Desfecho {
        let acao = AcaoDaPessoa.retentar(turno: item.acao.turnoId)
        let novo: ItemDaFila
        do {
            novo = try await fila.enfileirar(item.acao, conta: conta)
            try await fila.descartarRejeitada(chaveIdempotencia: item.chaveIdempotencia)
        } catch {
            await atualizar()
            return .falhou(acao, error)
        }
        guard await conexao.confirmarOnline() else {
            await atualizar()
            return Desfecho(acao, .naFila(novo))
        }
        await fila.drenarAgora()
        let d = await Desfecho.daFila(acao, item: novo, fila: fila, conta: conta)
        await atualizar()
        return d
    }
}
