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

/// O pedaço do cache que a TUI lê sem rede: os que terminaram há menos de `atras` e os
/// futuros, do mais próximo, até `limite`.
public struct JanelaDoCache: Hashable, Sendable {
    public let atras: TimeInterval
    public let limite: Int
    public init(atras: TimeInterval, limite: Int) {
        self.atras = atras
        self.limite = limite
    }
    /// Uma semana para trás (avaliar o que acabou) e os 100 próximos turnos: várias telas
    /// cheias; cada turno decodificado a mais pesa no pico de memória medido com 10.000 guardados.
    public static let daTela = JanelaDoCache(atras: 7 * 86_400, limite: 100)
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
    /// Sem rede, quanto do cache a tela lê: nil = tudo (o headless lista tudo); na TUI, a
    /// janela do que ainda importa (o pico de memória com 10.000 turnos guardados é medido).
    private let janelaDoCache: JanelaDoCache?

    public private(set) var estado: EstadoTela<ListaDeTurnos> = .carregando {
        didSet { observaveis.notificar() }
    }
    private var daAPI: [Turno] = []
    private var doCache = false
    private var guardadoEm: Date?
    private var motivoDoCache: String?

    public init(conta: UUID, turnos: any TurnoRepositorio, cache: any CacheLocal, fila: any FilaDeAcoesPort,
                conexao: any ConexaoPort, relogio: any Relogio = RelogioDoSistema(),
                localizacao: (any LocalizacaoPort)? = nil, janelaDoCache: JanelaDoCache? = nil) {
        self.janelaDoCache = janelaDoCache
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
                await carregarDoCache(motivo: Falha.de(error))
                return
            } catch {
                estado = .erro(ErroDaTela(Falha.de(error)))
                return
            }
        }
        await carregarDoCache(motivo: nil)
    }

    private func carregarDoCache(motivo: Falha?) async {
        do {
            if let j = janelaDoCache {
                daAPI = try await cache.turnosConfirmados(conta: conta, terminandoDepoisDe: relogio.agora.addingTimeInterval(-j.atras),
                                                          limite: j.limite)
            } else {
                daAPI = try await cache.turnosConfirmados(conta: conta)
            }
            guardadoEm = try await cache.guardadoEm(conta: conta)
            doCache = true
            motivoDoCache = motivo?.frase
            if daAPI.isEmpty, let motivo {
                estado = .erro(ErroDaTela(motivo))  // nada guardado: o erro do servidor não some atrás de "vazio"
            } else if daAPI.isEmpty {
                estado = .vazio("Sem conexão e sem turnos guardados nas últimas \(Textos.horas(Regras.validadeDoCache, extenso: true)).")
            } else {
                await publicar()
            }
        } catch {
            estado = .erro(ErroDaTela(Falha.de(error)))
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
    @discardableResult
    public func checkin(_ turnoId: UUID, posicao: Coordenada?) async -> Desfecho {
        let agora = relogio.agora
        guard let t = turno(turnoId)?.turno else {
            return Desfecho(.checkin(turno: turnoId, em: agora, aguardaConfirmacao: false), .recusada(.naoEncontrado, item: nil))
        }
        let distancia = posicao.map { $0.distancia(ate: t.vaga.local.ponto) }
        var previa = t
        let erro: ErroDePresenca?
        do { try previa.registrarCheckin(distanciaMetros: distancia, em: agora); erro = nil } catch { erro = error }
        let acao = AcaoDaPessoa.checkin(turno: turnoId, em: agora, aguardaConfirmacao: previa.aguardandoConfirmacao)
        if let erro { return Desfecho(acao, .recusada(.presenca(erro), item: nil)) }
        return await enfileirar(.registrarCheckin(turno: turnoId, distanciaMetros: distancia, em: agora), acao)
    }

    /// Usa a LocalizacaoPort (lida só agora); sem ela, check-in manual.
    @discardableResult
    public func checkinComLocalizacao(_ turnoId: UUID) async -> Desfecho {
        await checkin(turnoId, posicao: await localizacao?.posicaoAtual())
    }

    @discardableResult
    public func checkout(_ turnoId: UUID, posicao: Coordenada?) async -> Desfecho {
        let agora = relogio.agora
        let acao = AcaoDaPessoa.checkout(turno: turnoId, em: agora)
        guard let t = turno(turnoId)?.turno else { return Desfecho(acao, .recusada(.naoEncontrado, item: nil)) }
        let distancia = posicao.map { $0.distancia(ate: t.vaga.local.ponto) }
        var previa = t
        do { try previa.registrarCheckout(distanciaMetros: distancia, em: agora) } catch {
            return Desfecho(acao, .recusada(.presenca(error), item: nil))
        }
        return await enfileirar(.registrarCheckout(turno: turnoId, distanciaMetros: distancia, em: agora), acao)
    }

    @discardableResult
    public func checkoutComLocalizacao(_ turnoId: UUID) async -> Desfecho {
        await checkout(turnoId, posicao: await localizacao?.posicaoAtual())
    }

    /// RN07: sim/não, só depois do fim e com presença verificada (o servidor reafirma).
    @discardableResult
    public func avaliar(_ turnoId: UUID, chamariaDeNovo: Bool) async -> Desfecho {
        let acao = AcaoDaPessoa.avaliar(turno: turnoId, chamariaDeNovo: chamariaDeNovo)
        guard let t = turno(turnoId)?.turno else { return Desfecho(acao, .recusada(.naoEncontrado, item: nil)) }
        do { try Avaliacao.verificarPermissao(turno: t, agora: relogio.agora) } catch {
            return Desfecho(acao, .recusada(.avaliacao(error), item: nil))
        }
        return await enfileirar(.avaliar(turno: turnoId, chamariaDeNovo: chamariaDeNovo), acao)
    }

    /// RN12: para perguntar antes de cancelar.
    public func cancelamentoContaraComoFalta(_ turnoId: UUID) -> Bool? {
        turno(turnoId).map { $0.turno.cancelamentoContaComoFalta(agora: relogio.agora) }
    }

    /// Cancelar exige rede (não é ação da fila).
    @discardableResult
    public func cancelar(_ turnoId: UUID, motivo: String) async -> Desfecho {
        let acao = AcaoDaPessoa.cancelarTurno(turno: turnoId, porContratante: false, contouComoFalta: nil)
        let m = motivo.trimmingCharacters(in: .whitespaces)
        if let t = turno(turnoId)?.turno, let f = Falha.jaCancelado(t, quemLe: .profissional) { return Desfecho(acao, .recusada(f, item: nil)) }
        guard !m.isEmpty else { return Desfecho(acao, .recusada(.motivoVazio, item: nil)) }
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        do {
            let falta = try await turnos.cancelar(turnoId: turnoId, motivo: m)
            await carregar()
            return Desfecho(.cancelarTurno(turno: turnoId, porContratante: false, contouComoFalta: falta), .enviada(nil))
        } catch {
            return .falhou(acao, error)
        }
    }

    private func enfileirar(_ acaoDaFila: AcaoOffline, _ acao: AcaoDaPessoa) async -> Desfecho {
        let item: ItemDaFila
        do { item = try await fila.enfileirar(acaoDaFila, conta: conta) } catch {
            return .falhou(acao, error)
        }
        if await conexao.confirmarOnline() {
            await fila.drenarAgora()
            let d = await Desfecho.daFila(acao, item: item, fila: fila, conta: conta)
            await carregar()
            return d
        }
        await publicar()
        return Desfecho(acao, .naFila(item))
    }
}
