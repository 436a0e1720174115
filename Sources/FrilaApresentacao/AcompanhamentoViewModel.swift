import Foundation
import FrilaDominio

/// Contratante: vagas em alerta, turnos atrasados e check-ins manuais a confirmar.
@MainActor
public final class AcompanhamentoViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    public let conta: UUID
    private let vagas: any VagaRepositorio
    private let turnos: any TurnoRepositorio
    private let fila: any FilaDeAcoesPort
    private let conexao: any ConexaoPort
    private let relogio: any Relogio

    public private(set) var emAlerta: EstadoTela<PainelDeAlerta> = .carregando {
        didSet { observaveis.notificar() }
    }
    public private(set) var checkinsPendentes: EstadoTela<[TurnoNaTela]> = .carregando {
        didSet { observaveis.notificar() }
    }
    private var pendentesDaAPI: [Turno] = []

    public init(conta: UUID, vagas: any VagaRepositorio, turnos: any TurnoRepositorio, fila: any FilaDeAcoesPort,
                conexao: any ConexaoPort, relogio: any Relogio = RelogioDoSistema()) {
        self.conta = conta
        self.vagas = vagas
        self.turnos = turnos
        self.fila = fila
        self.conexao = conexao
        self.relogio = relogio
    }

    public func carregar() async {
        guard await conexao.confirmarOnline() else {
            emAlerta = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
            await publicarPendentes()
            if pendentesDaAPI.isEmpty { checkinsPendentes = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
            return
        }
        do {
            let painel = try await vagas.vagasEmAlerta()
            emAlerta = painel.vazio ? .vazio(Mensagens.semAlertas) : .conteudo(painel)
        } catch {
            emAlerta = .erro(.de(error, semRede: Mensagens.semConexao))
        }
        do {
            pendentesDaAPI = try await turnos.checkinsPendentes()
            await publicarPendentes()
        } catch {
            checkinsPendentes = .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    private func publicarPendentes() async {
        let itens = await fila.status(conta: conta).itens
        let lista = pendentesDaAPI.map { TurnoNaTela.montar($0, itens: itens, agora: relogio.agora) }
        checkinsPendentes = lista.isEmpty ? .vazio(Mensagens.semCheckinsPendentes) : .conteudo(lista)
    }

    /// Confirma um check-in manual (RN22). Vai pela fila: offline, espera a rede.
    @discardableResult
    public func confirmarCheckin(_ turno: Turno) async -> Desfecho {
        await confirmarCheckin(turno.id, profissional: turno.profissional?.nome)
    }

    /// Também sem a lista do servidor (offline, o script só tem o id): vai para a fila.
    @discardableResult
    public func confirmarCheckin(_ turnoId: UUID, profissional: String?) async -> Desfecho {
        let acao = AcaoDaPessoa.confirmarCheckin(turno: turnoId, profissional: profissional)
        let item: ItemDaFila
        do { item = try await fila.enfileirar(.confirmarCheckinManual(turno: turnoId), conta: conta) } catch {
            return .falhou(acao, error)
        }
        guard await conexao.confirmarOnline() else {
            await publicarPendentes()
            return Desfecho(acao, .naFila(item))
        }
        await fila.drenarAgora()
        let d = await Desfecho.daFila(acao, item: item, fila: fila, conta: conta)
        await carregar()
        return d
    }
}
