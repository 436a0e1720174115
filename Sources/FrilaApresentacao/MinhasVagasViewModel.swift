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
    public private(set) var mensagem: String? {
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
            estado = .erro(Mensagens.semConexao)
            return
        }
        if estado.valor == nil { estado = .carregando }
        do {
            let lista = try await vagas.minhasVagas()
            estado = lista.isEmpty ? .vazio(Mensagens.semMinhasVagas) : .conteudo(lista)
        } catch {
            estado = .erro(indicaSemConexao(error) ? Mensagens.semConexao : mensagemDeErro(error))
        }
    }

    private func online() async -> Bool {
        if await conexao.confirmarOnline() { return true }
        mensagem = Mensagens.semConexao
        return false
    }

    public func escolherCandidato(_ candidaturaId: UUID) async {
        guard await online() else { return }
        do {
            mensagem = Formatacao.resultado(try await vagas.escolherCandidato(candidaturaId: candidaturaId))
            await carregar()
        } catch {
            mensagem = mensagemDeErro(error)
        }
    }

    /// RN07 pelo lado do contratante; passa pela fila.
    public func avaliarProfissional(_ turno: Turno, chamariaDeNovo: Bool) async {
        do { try Avaliacao.verificarPermissao(turno: turno, agora: relogio.agora) } catch {
            mensagem = error.mensagem
            return
        }
        do {
            try await fila.enfileirar(.avaliar(turno: turno.id, chamariaDeNovo: chamariaDeNovo), conta: conta)
        } catch {
            mensagem = mensagemDeErro(error)
            return
        }
        if await conexao.confirmarOnline() {
            await fila.drenarAgora()
            mensagem = "Avaliação registrada."
            await carregar()
        } else {
            mensagem = "Avaliação registrada. \(Mensagens.acaoNaFila)"
        }
    }

    public func incluirNaEquipe(_ profissionalId: UUID) async {
        guard await online() else { return }
        do {
            try await contas.incluirNaEquipe(profissionalId: profissionalId)
            mensagem = "Agora na sua equipe de confiança: recebe suas vagas mesmo além de 15 km."
        } catch {
            mensagem = mensagemDeErro(error)
        }
    }

    /// RN12: para perguntar antes de cancelar.
    public func cancelamentoContaraComoFalta(_ turno: Turno) -> Bool {
        turno.cancelamentoContaComoFalta(agora: relogio.agora)
    }

    public func cancelarTurno(_ turno: Turno, motivo: String) async {
        let m = motivo.trimmingCharacters(in: .whitespaces)
        guard !m.isEmpty else { mensagem = "Informe o motivo do cancelamento."; return }
        guard await online() else { return }
        do {
            let falta = try await turnos.cancelar(turnoId: turno.id, motivo: m)
            mensagem = falta ? "Cancelado. Contou como falta (menos de 24 h do início)." : "Cancelado. A posição foi reaberta."
            await carregar()
        } catch {
            mensagem = mensagemDeErro(error)
        }
    }

    /// RF26: bloqueio, dos dois lados.
    public func bloquear(_ contaId: UUID) async {
        guard await online() else { return }
        do {
            try await contas.bloquear(contaId: contaId)
            mensagem = "Bloqueado. As vagas e notificações entre vocês deixam de aparecer."
            await carregar()
        } catch {
            mensagem = mensagemDeErro(error)
        }
    }
}
