import Foundation
import FrilaDominio

/// Contratante: minhas vagas com posições e candidatos; escolher candidato (seleção),
/// avaliar o profissional depois do fim (RN07), incluir na equipe, cancelar (RN12).
@MainActor
public final class MinhasVagasViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    public let conta: UUID
    private let vagas: any VagaRepositorio
    private let turnos: any TurnoRepositorio
    private let contas: any ContaRepositorio
    private let fila: any FilaDeAcoesPort
    private let conexao: any ConexaoPort
    private let relogio: any Relogio

    public private(set) var estado: EstadoTela<[Vaga]> = .carregando {
        didSet { observaveis.notificar() }
    }

    public init(conta: UUID, vagas: any VagaRepositorio, turnos: any TurnoRepositorio, contas: any ContaRepositorio,
                fila: any FilaDeAcoesPort, conexao: any ConexaoPort, relogio: any Relogio = RelogioDoSistema()) {
        self.conta = conta
        self.vagas = vagas
        self.turnos = turnos
        self.contas = contas
        self.fila = fila
        self.conexao = conexao
        self.relogio = relogio
    }

    public func carregar() async {
        guard await conexao.confirmarOnline() else {
            estado = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
            return
        }
        if estado.valor == nil { estado = .carregando }
        do {
            let lista = try await vagas.minhasVagas()
            estado = lista.isEmpty ? .vazio(Mensagens.semMinhasVagas) : .conteudo(lista)
        } catch {
            estado = .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    @discardableResult
    public func escolherCandidato(_ candidaturaId: UUID) async -> Desfecho {
        let acao = AcaoDaPessoa.escolherCandidato(candidatura: candidaturaId, resultado: nil)
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        do {
            let r = try await vagas.escolherCandidato(candidaturaId: candidaturaId)
            await carregar()
            let feito = AcaoDaPessoa.escolherCandidato(candidatura: candidaturaId, resultado: r)
            switch r {
            case .confirmada: return Desfecho(feito, .enviada(nil))
            case .jaPreenchida: return Desfecho(feito, .recusada(.recusa(chave: "ja_preenchida", frase: nil), item: nil))
            case .inelegivel: return Desfecho(feito, .recusada(.recusa(chave: "inelegivel", frase: nil), item: nil))
            }
        } catch {
            return .falhou(acao, error)
        }
    }

    /// RN07 pelo lado do contratante; passa pela fila.
    @discardableResult
    public func avaliarProfissional(_ turno: Turno, chamariaDeNovo: Bool) async -> Desfecho {
        let acao = AcaoDaPessoa.avaliar(turno: turno.id, chamariaDeNovo: chamariaDeNovo)
        do { try Avaliacao.verificarPermissao(turno: turno, agora: relogio.agora) } catch {
            return Desfecho(acao, .recusada(.avaliacao(error), item: nil))
        }
        let item: ItemDaFila
        do { item = try await fila.enfileirar(.avaliar(turno: turno.id, chamariaDeNovo: chamariaDeNovo), conta: conta) } catch {
            return .falhou(acao, error)
        }
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .naFila(item)) }
        await fila.drenarAgora()
        let d = await Desfecho.daFila(acao, item: item, fila: fila, conta: conta)
        await carregar()
        return d
    }

    @discardableResult
    public func incluirNaEquipe(_ profissionalId: UUID) async -> Desfecho {
        let acao = AcaoDaPessoa.incluirNaEquipe(profissional: profissionalId)
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        do {
            try await contas.incluirNaEquipe(profissionalId: profissionalId)
            return Desfecho(acao, .enviada(nil))
        } catch {
            return .falhou(acao, error)
        }
    }

    /// RN12: para perguntar antes de cancelar.
    public func cancelamentoContaraComoFalta(_ turno: Turno) -> Bool {
        turno.cancelamentoContaComoFalta(agora: relogio.agora)
    }

    @discardableResult
    public func cancelarTurno(_ turno: Turno, motivo: String) async -> Desfecho {
        let acao = AcaoDaPessoa.cancelarTurno(turno: turno.id, porContratante: true, contouComoFalta: nil)
        let m = motivo.trimmingCharacters(in: .whitespaces)
        if let f = Falha.jaCancelado(turno, quemLe: .contratante) { return Desfecho(acao, .recusada(f, item: nil)) }
        guard !m.isEmpty else { return Desfecho(acao, .recusada(.motivoVazio, item: nil)) }
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        do {
            let falta = try await turnos.cancelar(turnoId: turno.id, motivo: m)
            await carregar()
            return Desfecho(.cancelarTurno(turno: turno.id, porContratante: true, contouComoFalta: falta), .enviada(nil))
        } catch {
            return .falhou(acao, error)
        }
    }

    /// RF26: bloqueio, dos dois lados.
    @discardableResult
    public func bloquear(_ contaId: UUID) async -> Desfecho {
        let acao = AcaoDaPessoa.bloquear(conta: contaId)
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        do {
            try await contas.bloquear(contaId: contaId)
            await carregar()
            return Desfecho(acao, .enviada(nil))
        } catch {
            return .falhou(acao, error)
        }
    }
}
