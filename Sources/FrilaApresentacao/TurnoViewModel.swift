import Foundation
import FrilaDominio

/// Um turno com as ações da fila que ainda não chegaram ao servidor (ou foram recusadas).
/// `turno` já mostra o efeito esperado das pendentes (ex.: check-in manual aguardando).
public struct TurnoNaTela: Identifiable, Hashable, Sendable {
    public var id: UUID { turno.id }
    public let turno: Turno
    public let acoes: [ItemDaFila]
    public var pendentes: [ItemDaFila] { acoes.filter { $0.estado == .pendente } }
    public var rejeitadas: [ItemDaFila] { acoes.filter { $0.estado == .rejeitada } }
    /// Linhas prontas: "check-in 18:02 · aguardando envio".
    public var descricaoDasAcoes: [String] { acoes.map(Formatacao.itemDaFila) }

    public init(turno: Turno, acoes: [ItemDaFila]) {
        self.turno = turno
        self.acoes = acoes
    }

    /// Aplica as ações pendentes sobre o turno do servidor (a mesma regra RN22 do domínio).
    static func montar(_ turno: Turno, itens: [ItemDaFila], agora: Date) -> TurnoNaTela {
        let doTurno = itens.filter { $0.acao.turnoId == turno.id }
        var t = turno
        for item in doTurno where item.estado == .pendente {
            switch item.acao {
            case .registrarCheckin(_, let d, let em): try? t.registrarCheckin(distanciaMetros: d, em: em)
            case .registrarCheckout(_, let d, let em): try? t.registrarCheckout(distanciaMetros: d, em: em)
            case .confirmarCheckinManual: try? t.confirmarCheckinManual(em: item.tocadoEm)
            case .avaliar(_, let sim): if t.minhaAvaliacao == nil { t.minhaAvaliacao = sim }
            }
        }
        return TurnoNaTela(turno: t, acoes: doTurno)
    }
}

public struct ListaDeTurnos: Hashable, Sendable {
    public let turnos: [TurnoNaTela]
    /// Veio do cache local (sem rede), com a idade dele.
    public let doCache: Bool
    public let guardadoEm: Date?
    /// Por que veio do cache quando a rede existe mas o servidor falhou (500, 429, resposta
    /// ilegível); nil = sem conexão.
    public let motivoDoCache: String?
    public init(turnos: [TurnoNaTela], doCache: Bool, guardadoEm: Date?, motivoDoCache: String? = nil) {
        self.turnos = turnos
        self.doCache = doCache
        self.guardadoEm = guardadoEm
        self.motivoDoCache = motivoDoCache
    }
}

/// Turnos do profissional: da API, com queda para o cache de 24 h offline (RNF06).
/// Check-in, check-out e avaliação passam pela FilaDeAcoes.
@MainActor
public final class TurnoViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    public let conta: UUID
    private let turnos: any TurnoRepositorio
    private let cache: any CacheLocal
    private let fila: any FilaDeAcoesPort
    private let conexao: any ConexaoPort
    private let relogio: any Relogio
    private let localizacao: (any LocalizacaoPort)?

    public private(set) var estado: EstadoTela<ListaDeTurnos> = .carregando {
        didSet { observaveis.notificar() }
    }
    /// Última mensagem de ação ("Check-in na fila…", erro de regra etc.).
    public private(set) var mensagem: String? {
        didSet { observaveis.notificar() }
    }
    private var daAPI: [Turno] = []
    private var doCache = false
    private var guardadoEm: Date?
    private var motivoDoCache: String?

    public init(conta: UUID, turnos: any TurnoRepositorio, cache: any CacheLocal, fila: any FilaDeAcoesPort,
                conexao: any ConexaoPort, relogio: any Relogio = RelogioDoSistema(),
                localizacao: (any LocalizacaoPort)? = nil) {
        self.conta = conta
        self.turnos = turnos
        self.cache = cache
        self.fila = fila
        self.conexao = conexao
        self.relogio = relogio
        self.localizacao = localizacao
    }

    public func carregar() async {
        if estado.valor == nil { estado = .carregando }
        if await conexao.confirmarOnline() {
            do {
                let lista = try await turnos.meusTurnos()
                daAPI = lista
                doCache = false
                guardadoEm = nil
                motivoDoCache = nil
                try? await cache.guardar(lista.filter { $0.estado == .confirmada || $0.estado == .cumprida }, conta: conta)
                await publicar()
                return
            } catch where indicaSemConexao(error) {
                // sem rede: cai para o cache logo abaixo
            } catch where ehPassageiro(error) {
                // Servidor com problema (500, 429, resposta ilegível): a pessoa ainda precisa
                // ver os turnos para fazer check-in pela fila, como sem rede.
                await carregarDoCache(motivo: mensagemDeErro(error))
                return
            } catch {
                estado = .erro(mensagemDeErro(error))
                return
            }
        }
        await carregarDoCache(motivo: nil)
    }

    private func carregarDoCache(motivo: String?) async {
        do {
            daAPI = try await cache.turnosConfirmados(conta: conta)
            guardadoEm = try await cache.guardadoEm(conta: conta)
            doCache = true
            motivoDoCache = motivo
            if daAPI.isEmpty, let motivo {
                estado = .erro(motivo)  // nada guardado: o erro do servidor não some atrás de "vazio"
            } else if daAPI.isEmpty {
                estado = .vazio("Sem conexão e sem turnos guardados nas últimas 24 horas.")
            } else {
                await publicar()
            }
        } catch {
            estado = .erro(mensagemDeErro(error))
        }
    }

    /// Recalcula a lista com o estado atual da fila (sem ir à rede).
    public func atualizarPendencias() async { if estado.valor != nil || !daAPI.isEmpty { await publicar() } }

    private func publicar() async {
        let itens = await fila.status(conta: conta).itens
        let agora = relogio.agora
        let naTela = daAPI.sorted { $0.vaga.periodo.inicio < $1.vaga.periodo.inicio }
            .map { TurnoNaTela.montar($0, itens: itens, agora: agora) }
        estado = naTela.isEmpty ? .vazio(Mensagens.semTurnos)
                                : .conteudo(ListaDeTurnos(turnos: naTela, doCache: doCache, guardadoEm: guardadoEm,
                                                                  motivoDoCache: doCache ? motivoDoCache : nil))
    }

    public func turno(_ id: UUID) -> TurnoNaTela? { estado.valor?.turnos.first { $0.id == id } }

    /// RN22: mede a distância até o endereço no toque; só a distância vai para a fila.
    public func checkin(_ turnoId: UUID, posicao: Coordenada?) async {
        guard let t = turno(turnoId)?.turno else { return }
        let distancia = posicao.map { $0.distancia(ate: t.vaga.local.ponto) }
        var previa = t
        do { try previa.registrarCheckin(distanciaMetros: distancia, em: relogio.agora) } catch {
            mensagem = error.mensagem
            return
        }
        let extra = previa.aguardandoConfirmacao ? " Aguardando confirmação do contratante." : ""
        await enfileirar(.registrarCheckin(turno: turnoId, distanciaMetros: distancia, em: relogio.agora),
                         sucesso: "Check-in registrado às \(Formatacao.hora(relogio.agora)).\(extra)")
    }

    /// Usa a LocalizacaoPort (lida só agora); sem ela, check-in manual.
    public func checkinComLocalizacao(_ turnoId: UUID) async {
        await checkin(turnoId, posicao: await localizacao?.posicaoAtual())
    }

    public func checkout(_ turnoId: UUID, posicao: Coordenada?) async {
        guard let t = turno(turnoId)?.turno else { return }
        let distancia = posicao.map { $0.distancia(ate: t.vaga.local.ponto) }
        var previa = t
        do { try previa.registrarCheckout(distanciaMetros: distancia, em: relogio.agora) } catch {
            mensagem = error.mensagem
            return
        }
        await enfileirar(.registrarCheckout(turno: turnoId, distanciaMetros: distancia, em: relogio.agora),
                         sucesso: "Check-out registrado às \(Formatacao.hora(relogio.agora)).")
    }

    public func checkoutComLocalizacao(_ turnoId: UUID) async {
        await checkout(turnoId, posicao: await localizacao?.posicaoAtual())
    }

    /// RN07: sim/não, só depois do fim e com presença verificada (o servidor reafirma).
    public func avaliar(_ turnoId: UUID, chamariaDeNovo: Bool) async {
        guard let t = turno(turnoId)?.turno else { return }
        do { try Avaliacao.verificarPermissao(turno: t, agora: relogio.agora) } catch {
            mensagem = error.mensagem
            return
        }
        await enfileirar(.avaliar(turno: turnoId, chamariaDeNovo: chamariaDeNovo), sucesso: "Avaliação registrada.")
    }

    /// RN12: para perguntar antes de cancelar.
    public func cancelamentoContaraComoFalta(_ turnoId: UUID) -> Bool? {
        turno(turnoId).map { $0.turno.cancelamentoContaComoFalta(agora: relogio.agora) }
    }

    /// Cancelar exige rede (não é ação da fila).
    public func cancelar(_ turnoId: UUID, motivo: String) async {
        let m = motivo.trimmingCharacters(in: .whitespaces)
        guard !m.isEmpty else { mensagem = "Informe o motivo do cancelamento."; return }
        guard await conexao.confirmarOnline() else { mensagem = Mensagens.semConexao; return }
        do {
            let falta = try await turnos.cancelar(turnoId: turnoId, motivo: m)
            mensagem = falta ? "Turno cancelado. Contou como falta (menos de 24 h do início)." : "Turno cancelado."
            await carregar()
        } catch {
            mensagem = mensagemDeErro(error)
        }
    }

    private func enfileirar(_ acao: AcaoOffline, sucesso: String) async {
        do {
            try await fila.enfileirar(acao, conta: conta)
        } catch {
            mensagem = mensagemDeErro(error)
            return
        }
        if await conexao.confirmarOnline() {
            await fila.drenarAgora()
            mensagem = sucesso
            await carregar()
        } else {
            mensagem = "\(sucesso) \(Mensagens.acaoNaFila)"
            await publicar()
        }
    }
}
