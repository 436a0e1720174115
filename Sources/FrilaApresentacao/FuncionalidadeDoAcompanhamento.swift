import Foundation
import FrilaDominio

/// Contratante: vagas em alerta, turnos atrasados e check-ins manuais a confirmar (RN22,
/// pela fila: offline, a confirmação espera a rede).
public struct FuncionalidadeDoAcompanhamento: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        public var alertas: EstadoTela<PainelDeAlerta> = .carregando
        public var pendentes: EstadoTela<[TurnoNaTela]> = .carregando
        /// Os check-ins pendentes como vieram do servidor, antes de aplicar a fila.
        public var pendentesLidos: [Turno] = []
        public init() {}
    }

    public enum Acao: Sendable {
        case carregar
        case lido(alertas: Leitura<PainelDeAlerta>, pendentes: Leitura<[Turno]>, itens: [ItemDaFila])
        /// Reaplica a fila sobre os pendentes (sem rede).
        case recalcular
        case pendencias([ItemDaFila])
        /// Também sem a lista do servidor (offline, o script só tem o id): vai para a fila.
        case confirmarCheckin(UUID, profissional: String?)
        case confirmado(Desfecho, recarregar: Bool)
    }

    let portas: PortasDoContratante
    public var conta: UUID { portas.conta }
    var vagas: any VagaRepositorio { portas.vagas }
    var turnos: any TurnoRepositorio { portas.turnos }
    var fila: any FilaDeAcoesPort { portas.fila }
    var conexao: any ConexaoPort { portas.conexao }
    var relogio: any Relogio { portas.relogio }

    public init(_ portas: PortasDoContratante) { self.portas = portas }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        if case .confirmado(let d, _) = acao { return d }
        return nil
    }

    static let semRede = ErroDaTela(.semConexao, frase: Mensagens.semConexao)

    /// A recusa da confirmação pelo impedimento do turno (a regra da tecla c), como o servidor
    /// a daria (`nao_eh_manual_pendente`): a guarda abaixo e o `frila confirmar` de um turno fora da lista.
    public static func recusa(_ i: ImpedimentoDaConfirmacao, _ acao: AcaoDaPessoa) -> Desfecho {
        Desfecho(acao, .recusada(.recusa(chave: "nao_eh_manual_pendente", frase: Textos.impedimento(i)), item: nil))
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (vagas, turnos, fila, conexao, conta) = (vagas, turnos, fila, conexao, conta)
        switch acao {
        case .carregar:
            return [.tarefa {
                guard await conexao.confirmarOnline() else {
                    return .lido(alertas: .semConexao, pendentes: .semConexao, itens: await fila.status(conta: conta).itens)
                }
                let alertas: Leitura<PainelDeAlerta>
                do { alertas = .veio(try await vagas.vagasEmAlerta()) } catch { alertas = .falhou(.de(error, semRede: Mensagens.semConexao)) }
                let pendentes: Leitura<[Turno]>
                do { pendentes = .veio(try await turnos.checkinsPendentes()) } catch { pendentes = .falhou(.de(error, semRede: Mensagens.semConexao)) }
                return .lido(alertas: alertas, pendentes: pendentes, itens: await fila.status(conta: conta).itens)
            }]
        case .lido(let alertas, let pendentes, let itens):
            switch alertas {
            case .semConexao: estado.alertas = .erro(Self.semRede)
            case .veio(let p): estado.alertas = p.vazio ? .vazio(Mensagens.semAlertas) : .conteudo(p)
            case .falhou(let e): estado.alertas = .erro(e)
            }
            switch pendentes {
            case .semConexao:
                // Sem rede, os que já vieram continuam (com a fila aplicada); nenhum, falta a rede.
                montar(&estado, itens)
                if estado.pendentesLidos.isEmpty { estado.pendentes = .erro(Self.semRede) }
            case .veio(let l):
                estado.pendentesLidos = l
                montar(&estado, itens)
            case .falhou(let e):
                estado.pendentes = .erro(e)
            }
        case .recalcular:
            return [.tarefa { .pendencias(await fila.status(conta: conta).itens) }]
        case .pendencias(let itens):
            montar(&estado, itens)
        case .confirmarCheckin(let turno, let profissional):
            let acao = AcaoDaPessoa.confirmarCheckin(turno: turno, profissional: profissional)
            // O turno que o servidor mandou e já não espera confirmação não vai à fila (a regra da
            // tecla c). A confirmação que já está na fila diz isso, abaixo.
            if let t = estado.pendentesLidos.first(where: { $0.id == turno }), let i = t.impedimentoDaConfirmacao {
                return [.enviar(.confirmado(Self.recusa(i, acao), recarregar: false))]
            }
            return [.tarefa {
                if let ja = await fila.status(conta: conta).itens.first(where: {
                    $0.estado == .pendente && $0.acao == .confirmarCheckinManual(turno: turno)
                }) {
                    return .confirmado(Desfecho(acao, .recusada(.presenca(.confirmacaoJaNaFila), item: ja)), recarregar: false)
                }
                let item: ItemDaFila
                do { item = try await fila.enfileirar(.confirmarCheckinManual(turno: turno), conta: conta) } catch {
                    return .confirmado(.falhou(acao, error), recarregar: false)
                }
                guard await conexao.confirmarOnline() else { return .confirmado(Desfecho(acao, .naFila(item)), recarregar: false) }
                await fila.drenarAgora()
                return .confirmado(await Desfecho.daFila(acao, item: item, fila: fila, conta: conta), recarregar: true)
            }]
        case .confirmado(_, let recarregar):
            return atualizar(&estado, recarregar ? .carregar : .recalcular)
        }
        return []
    }

    func montar(_ estado: inout Estado, _ itens: [ItemDaFila]) {
        let agora = relogio.agora
        let lista = estado.pendentesLidos.map { TurnoNaTela.montar($0, itens: itens, agora: agora) }
        estado.pendentes = lista.isEmpty ? .vazio(Mensagens.semCheckinsPendentes) : .conteudo(lista)
    }
}
