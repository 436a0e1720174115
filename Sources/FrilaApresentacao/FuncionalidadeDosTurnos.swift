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
    /// A mesma janela da lista online (`public.meus_turnos`): os que acabaram há até 30 dias
    /// e os próximos, no máximo o teto de itens por lista. Sem rede, TUI e `frila turnos
    /// --offline` mostram o mesmo que a TUI mostra online, cancelados inclusive; o SQL lê só essa janela, nunca o cache inteiro (pico de memória medido
    /// com 10.000 turnos guardados).
    public static let daTela = JanelaDoCache(atras: Double(Limites.diasDeTurnosPassadosNaLista) * 86_400,
                                             limite: Limites.itensMaximosPorLista)
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
/// Check-in, check-out e avaliação passam pela FilaDeAcoes; cancelar exige rede.
public struct FuncionalidadeDosTurnos: Funcionalidade {
    /// Os turnos como vieram (servidor ou cache), antes de aplicar as pendências da fila.
    public struct Carga: Hashable, Sendable {
        public var turnos: [Turno]
        public var doCache: Bool
        public var guardadoEm: Date?
        /// Por que veio do cache com a rede de pé (500, 429, resposta ilegível); nil = sem conexão.
        public var motivoDoCache: String?
        public init(turnos: [Turno], doCache: Bool, guardadoEm: Date? = nil, motivoDoCache: String? = nil) {
            self.turnos = turnos
            self.doCache = doCache
            self.guardadoEm = guardadoEm
            self.motivoDoCache = motivoDoCache
        }
    }

    public struct Estado: Equatable, Sendable {
        public var lista: EstadoTela<ListaDeTurnos> = .carregando
        public var carga: Carga?
        public init() {}
        public func turno(_ id: UUID) -> TurnoNaTela? { lista.valor?.turnos.first { $0.id == id } }
    }

    /// O que fazer depois de um desfecho: nada, reler do servidor, ou só reaplicar a fila.
    public enum Depois: Sendable { case nada, recarregar, recalcular }

    public enum Acao: Sendable {
        case carregar
        case carregou(Carga, itens: [ItemDaFila])
        case falhou(ErroDaTela)
        /// Recalcula a lista com o estado atual da fila (sem ir à rede).
        case recalcular
        case pendencias([ItemDaFila])
        /// O turno pelo id (turno_por_id), quando a lista do servidor não o tem (fora da janela ou
        /// do teto de meus_turnos): agir num turno não depende de ele caber na lista.
        case incluir(UUID)
        case incluido(Turno, itens: [ItemDaFila])
        /// RN22: a distância até o endereço é medida no toque; só ela vai para a fila.
        case checkin(UUID, posicao: Coordenada?)
        case checkout(UUID, posicao: Coordenada?)
        /// Com a LocalizacaoPort (lida só agora); sem ela, check-in manual.
        case checkinComLocalizacao(UUID)
        case checkoutComLocalizacao(UUID)
        /// RN07: sim/não, só depois do fim e com presença verificada (o servidor reafirma).
        case avaliar(UUID, chamariaDeNovo: Bool)
        case cancelar(UUID, motivo: String)
        case concluido(Desfecho, depois: Depois)
    }

    public let conta: UUID
    let turnos: any TurnoRepositorio
    let cache: any CacheLocal
    let fila: any FilaDeAcoesPort
    let conexao: any ConexaoPort
    let relogio: any Relogio
    let localizacao: (any LocalizacaoPort)?
    /// Sem rede, quanto do cache se lê: a mesma janela na TUI e no headless.
    let janelaDoCache: JanelaDoCache

    public init(conta: UUID, turnos: any TurnoRepositorio, cache: any CacheLocal, fila: any FilaDeAcoesPort,
                conexao: any ConexaoPort, relogio: any Relogio = RelogioDoSistema(),
                localizacao: (any LocalizacaoPort)? = nil, janelaDoCache: JanelaDoCache = .daTela) {
        self.janelaDoCache = janelaDoCache
        self.conta = conta
        self.turnos = turnos
        self.cache = cache
        self.fila = fila
        self.conexao = conexao
        self.relogio = relogio
        self.localizacao = localizacao
    }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        if case .concluido(let d, _) = acao { return d }
        return nil
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let agora = relogio.agora
        switch acao {
        case .carregar:
            if estado.lista.valor == nil { estado.lista = .carregando }
            return [.tarefa { await carregar() }]
        case .carregou(let c, let itens):
            estado.carga = c
            montar(&estado, c, itens, agora: agora)
        case .falhou(let e):
            estado.lista = .erro(e)
        case .recalcular:
            guard estado.carga != nil else { return [] }
            let (fila, conta) = (fila, conta)
            return [.tarefa { .pendencias(await fila.status(conta: conta).itens) }]
        case .pendencias(let itens):
            if let c = estado.carga { montar(&estado, c, itens, agora: agora) }
        case .incluir(let id):
            guard estado.turno(id) == nil, let c = estado.carga, !c.doCache else { return [] }
            let (turnos, fila, conexao, conta) = (turnos, fila, conexao, conta)
            return [.tarefa {
                guard await conexao.estado() == .online, let t = try? await turnos.turnoPorId(id) else { return nil }
                return .incluido(t, itens: await fila.status(conta: conta).itens)
            }]
        case .incluido(let t, let itens):
            guard var c = estado.carga, estado.turno(t.id) == nil else { return [] }
            c.turnos.append(t)
            estado.carga = c
            montar(&estado, c, itens, agora: agora)
        case .checkinComLocalizacao(let id):
            let l = localizacao
            return [.tarefa { .checkin(id, posicao: await l?.posicaoAtual()) }]
        case .checkoutComLocalizacao(let id):
            let l = localizacao
            return [.tarefa { .checkout(id, posicao: await l?.posicaoAtual()) }]
        case .checkin(let id, let posicao):
            guard let t = estado.turno(id)?.turno else {
                return recusa(.checkin(turno: id, em: agora, aguardaConfirmacao: false), .naoEncontrado)
            }
            let distancia = posicao.map { $0.distancia(ate: t.vaga.local.ponto) }
            var previa = t
            let erro: ErroDePresenca?
            do { try previa.registrarCheckin(distanciaMetros: distancia, em: agora); erro = nil } catch { erro = error }
            let a = AcaoDaPessoa.checkin(turno: id, em: agora, aguardaConfirmacao: previa.aguardandoConfirmacao)
            if let erro { return recusa(a, .presenca(erro)) }
            if let r = foraDaJanela(t, .checkin, agora: agora) { return recusa(a, r) }
            return enfileirar(.registrarCheckin(turno: id, distanciaMetros: distancia, em: agora), a)
        case .checkout(let id, let posicao):
            let a = AcaoDaPessoa.checkout(turno: id, em: agora)
            guard let t = estado.turno(id)?.turno else { return recusa(a, .naoEncontrado) }
            let distancia = posicao.map { $0.distancia(ate: t.vaga.local.ponto) }
            var previa = t
            do { try previa.registrarCheckout(distanciaMetros: distancia, em: agora) } catch {
                return recusa(a, .presenca(error))
            }
            if let r = foraDaJanela(t, .checkout, agora: agora) { return recusa(a, r) }
            return enfileirar(.registrarCheckout(turno: id, distanciaMetros: distancia, em: agora), a)
        case .avaliar(let id, let sim):
            let a = AcaoDaPessoa.avaliar(turno: id, chamariaDeNovo: sim)
            guard let t = estado.turno(id)?.turno else { return recusa(a, .naoEncontrado) }
            do { try Avaliacao.verificarPermissao(turno: t, agora: agora) } catch { return recusa(a, .avaliacao(error)) }
            return enfileirar(.avaliar(turno: id, chamariaDeNovo: sim), a)
        case .cancelar(let id, let motivo):
            let a = AcaoDaPessoa.cancelarTurno(turno: id, porContratante: false, falta: nil)
            let m = motivo.trimmingCharacters(in: .whitespaces)
            if let t = estado.turno(id)?.turno, let f = Falha.jaCancelado(t, quemLe: .profissional) { return recusa(a, f) }
            // Terminado não se cancela: o impedimento da tecla x e do `frila cancelar` (o servidor diria `turno_encerrado`).
            if let t = estado.turno(id)?.turno, let i = t.impedimento(.cancelar, agora: relogio.agora, conectado: true) {
                return recusa(a, .recusa(chave: "turno_encerrado", frase: Textos.impedimento(i, quemLe: .profissional, hoje: relogio.agora)))
            }
            guard !m.isEmpty else { return recusa(a, .motivoVazio) }
            let (turnos, conexao) = (turnos, conexao)
            return [.tarefa {
                guard await conexao.confirmarOnline() else { return .concluido(Desfecho(a, .semConexao), depois: .nada) }
                do {
                    let falta = try await turnos.cancelar(turnoId: id, motivo: m)
                    return .concluido(Desfecho(.cancelarTurno(turno: id, porContratante: false, falta: falta), .enviada(nil)),
                                      depois: .recarregar)
                } catch {
                    return .concluido(.falhou(a, error), depois: .nada)
                }
            }]
        case .concluido(_, .nada):
            break
        case .concluido(_, .recarregar):
            return atualizar(&estado, .carregar)
        case .concluido(_, .recalcular):
            return atualizar(&estado, .recalcular)
        }
        return []
    }

    /// Fora da janela do turno, o impedimento do domínio recusa aqui, também sem rede: a fila
    /// não guarda o que o servidor recusaria no dreno (`horario_invalido`).
    func foraDaJanela(_ t: Turno, _ acao: AcaoNoTurno, agora: Date) -> Falha? {
        guard let i = t.impedimento(acao, agora: agora, conectado: true) else { return nil }
        return .recusa(chave: "horario_invalido", frase: Textos.impedimento(i, quemLe: .profissional, hoje: agora))
    }

    /// Recusado aqui mesmo, sem ir à fila nem à rede.
    func recusa(_ a: AcaoDaPessoa, _ f: Falha) -> [Efeito<Acao>] {
        [.enviar(.concluido(Desfecho(a, .recusada(f, item: nil)), depois: .nada))]
    }

    func enfileirar(_ acaoDaFila: AcaoOffline, _ a: AcaoDaPessoa) -> [Efeito<Acao>] {
        let (fila, conexao, conta) = (fila, conexao, conta)
        return [.tarefa {
            let item: ItemDaFila
            do { item = try await fila.enfileirar(acaoDaFila, conta: conta) } catch {
                return .concluido(.falhou(a, error), depois: .nada)
            }
            guard await conexao.confirmarOnline() else { return .concluido(Desfecho(a, .naFila(item)), depois: .recalcular) }
            await fila.drenarAgora()
            return .concluido(await Desfecho.daFila(a, item: item, fila: fila, conta: conta), depois: .recarregar)
        }]
    }

    /// Aplica as pendências da fila sobre a carga, em ordem de início.
    func montar(_ estado: inout Estado, _ c: Carga, _ itens: [ItemDaFila], agora: Date) {
        // A janela do cache já vem na ordem: sem a cópia ordenada da lista inteira.
        let emOrdem = zip(c.turnos, c.turnos.dropFirst()).allSatisfy { !($1.vaga.periodo.inicio < $0.vaga.periodo.inicio) }
        let ordenados = emOrdem ? c.turnos : c.turnos.sorted { $0.vaga.periodo.inicio < $1.vaga.periodo.inicio }
        let naTela = ordenados.map { TurnoNaTela.montar($0, itens: itens, agora: agora) }
        if naTela.isEmpty {
            estado.lista = .vazio(c.doCache ? "Sem conexão e sem turnos guardados nas últimas \(Textos.horas(Regras.validadeDoCache, extenso: true))."
                                            : Mensagens.semTurnos)
        } else {
            estado.lista = .conteudo(ListaDeTurnos(turnos: naTela, doCache: c.doCache, guardadoEm: c.guardadoEm,
                                                   motivoDoCache: c.doCache ? c.motivoDoCache : nil))
        }
    }

    /// O efeito da carga: servidor; sem rede ou com o servidor falhando, o cache.
    @Sendable func carregar() async -> Acao {
        if await conexao.confirmarOnline() {
            do {
                let lista = try await turnos.meusTurnos()
                // A lista inteira, cancelados também (com quem cancelou e quando): sem rede, o
                // mesmo que online mostra como "cancelado" não some.
                try? await cache.guardar(lista, conta: conta)
                return .carregou(Carga(turnos: lista, doCache: false), itens: await fila.status(conta: conta).itens)
            } catch where indicaSemConexao(error) {
                // sem rede: cai para o cache logo abaixo
            } catch where ehPassageiro(error) {
                // Servidor com problema (500, 429, resposta ilegível): a pessoa ainda precisa
                // ver os turnos para fazer check-in pela fila, como sem rede.
                return await doCache(motivo: Falha.de(error))
            } catch {
                return .falhou(ErroDaTela(Falha.de(error)))
            }
        }
        return await doCache(motivo: nil)
    }

    func doCache(motivo: Falha?) async -> Acao {
        do {
            let j = janelaDoCache
            let lidos = try await cache.turnosConfirmados(conta: conta, terminandoDepoisDe: relogio.agora.addingTimeInterval(-j.atras),
                                                          limite: j.limite)
            // Nada guardado: o erro do servidor não some atrás de "vazio".
            if lidos.isEmpty, let motivo { return .falhou(ErroDaTela(motivo)) }
            let guardadoEm = try await cache.guardadoEm(conta: conta)
            return .carregou(Carga(turnos: lidos, doCache: true, guardadoEm: guardadoEm, motivoDoCache: motivo?.frase),
                             itens: lidos.isEmpty ? [] : await fila.status(conta: conta).itens)
        } catch {
            return .falhou(ErroDaTela(Falha.de(error)))
        }
    }
}

/// A posição digitada no check-in/out: vazia vale (sem localização); fora disso, só "lat,lng".
public enum ProblemaDaPosicao: Equatable, Sendable {
    case invalida
    public var frase: String { Textos.Turnos.posicaoInvalida }

    public static func de(_ texto: String) -> ProblemaDaPosicao? {
        let l = texto.trimmingCharacters(in: .whitespaces)
        return !l.isEmpty && Coordenada.interpretar(l) == nil ? .invalida : nil
    }
}
