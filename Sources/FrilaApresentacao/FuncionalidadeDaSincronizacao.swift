import Foundation
import FrilaDominio

/// Painel de sincronização e linha de status: conectividade (e se forçada), a fila com
/// cada ação, último dreno bom, "sincronizar agora" e o modo offline do testador.
public struct FuncionalidadeDaSincronizacao: Funcionalidade {
    /// O que se lê da conexão e da fila de uma vez.
    public struct Retrato: Equatable, Sendable {
        public var online: Bool
        public var forcado: Bool
        public var fila: StatusDaFila
        public init(online: Bool, forcado: Bool, fila: StatusDaFila) {
            self.online = online
            self.forcado = forcado
            self.fila = fila
        }
    }

    public struct Estado: Equatable, Sendable {
        public var online = true
        public var offlineForcado = false
        public var fila: StatusDaFila = .vazio
        public var ultimaSincronizacao: Date?
        /// O que a pessoa já soube da fila (casado com cada leitura).
        public var conferencia = ConferenciaDaFila()
        public init() {}
        public var pendentes: Int { fila.pendentes }
        public var conectado: Bool { online && !offlineForcado }
        /// "online", "offline", "offline (forçado)"
        public var conectividadeTexto: String { offlineForcado ? "offline (forçado)" : (online ? "online" : "offline") }
    }

    public enum Acao: Sendable {
        case atualizar
        /// Ao entrar (login novo ou sessão restaurada): o que ficou na fila desta conta — por
        /// exemplo, parado numa sessão expirada — sai logo, se há rede; offline, só lê.
        case retomar
        case sincronizarAgora
        case alternarOffline
        /// A pessoa viu a recusa e dispensa o item.
        case dispensar(ItemDaFila)
        /// Tenta de novo uma ação recusada: volta para o fim da fila, com a mesma ação (e o
        /// mesmo toque, no check-in).
        case retentar(ItemDaFila)
        case lido(Retrato)
        case sincronizado(Retrato)
        case offlineAlternado(Retrato)
        case filaMexida(Retrato, Desfecho)
    }

    public let conta: UUID
    let fila: any FilaDeAcoesPort
    let conexao: any ConexaoPort

    public init(conta: UUID, fila: any FilaDeAcoesPort, conexao: any ConexaoPort) {
        self.conta = conta
        self.fila = fila
        self.conexao = conexao
    }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        if case .filaMexida(_, let d) = acao { return d }
        return nil
    }

    /// Lê conexão e fila agora (efeito).
    @Sendable public func ler() async -> Retrato {
        let online = await conexao.estado() == .online
        return Retrato(online: online, forcado: await conexao.offlineForcado(), fila: await fila.status(conta: conta))
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (fila, conexao, conta, ler) = (fila, conexao, conta, ler)
        switch acao {
        case .atualizar:
            return [.tarefa { .lido(await ler()) }]
        case .retomar:
            return [.tarefa {
                let l = await ler()
                guard l.fila.pendentes > 0, l.online, !l.forcado else { return .lido(l) }
                await fila.drenarAgora()
                return .lido(await ler())
            }]
        case .sincronizarAgora:
            return [.tarefa { await fila.drenarAgora(); return .sincronizado(await ler()) }]
        case .alternarOffline:
            return [.tarefa {
                await conexao.forcarOffline(!(await conexao.offlineForcado()))
                return .offlineAlternado(await ler())
            }]
        case .dispensar(let item):
            return [.tarefa {
                let acao = AcaoDaPessoa.dispensarRecusada(turno: item.acao.turnoId)
                do { try await fila.descartarRejeitada(chaveIdempotencia: item.chaveIdempotencia) } catch {
                    return .filaMexida(await ler(), .falhou(acao, error))
                }
                return .filaMexida(await ler(), Desfecho(acao, .enviada(nil)))
            }]
        case .retentar(let item):
            return [.tarefa {
                let acao = AcaoDaPessoa.retentar(turno: item.acao.turnoId)
                // O mesmo item volta à fila (mesma sequência e chave): o envio conta como
                // mais uma tentativa dele, com a hora, em vez de um item novo "1 tentativa".
                let novo: ItemDaFila
                do {
                    guard let devolvido = try await fila.retentarRejeitada(chaveIdempotencia: item.chaveIdempotencia) else {
                        return .filaMexida(await ler(), Desfecho(acao, .recusada(.recusa(chave: "item_sumiu", frase: Mensagens.itemSumiuDaFila), item: nil)))
                    }
                    novo = devolvido
                } catch {
                    return .filaMexida(await ler(), .falhou(acao, error))
                }
                guard await conexao.confirmarOnline() else { return .filaMexida(await ler(), Desfecho(acao, .naFila(novo))) }
                await fila.drenarAgora()
                let d = await Desfecho.daFila(acao, item: novo, fila: fila, conta: conta)
                return .filaMexida(await ler(), d)
            }]
        case .lido(let l), .sincronizado(let l), .offlineAlternado(let l), .filaMexida(let l, _):
            estado.online = l.online
            estado.offlineForcado = l.forcado
            estado.fila = l.fila
            if let ok = l.fila.ultimoDrenoOk { estado.ultimaSincronizacao = ok }
        }
        return []
    }
}

/// O dreno enviou sozinho ações que esperavam na fila (as recusadas viram
/// `Desfecho.recusadaNoDreno`, cada uma com o seu turno).
public enum EnvioDaFila: DesfechoDaPagina {
    case enviadas(Int)
    public var nome: String { "fila_enviada" }
    public var severidade: Severidade { .sucesso }
    public var frase: String {
        switch self {
        case .enviadas(let n): Textos.Sincronizacao.enviadasDaFila(n)
        }
    }
}

/// O que a pessoa já soube da fila da conta, casado com cada leitura: a recusa que chega no
/// dreno (ou já estava lá ao abrir) vira desfecho uma vez por item; o que ela sabia estar na
/// fila e saiu sem ser recusa foi aceito pelo servidor (o dreno o enviou sozinho).
public struct ConferenciaDaFila: Equatable, Sendable {
    /// Recusas que já viraram desfecho (chave de idempotência do item).
    public private(set) var recusasAvisadas: Set<String> = []
    /// Itens que a pessoa sabe que estão na fila (o desfecho disse "na fila", ou já estavam lá
    /// na primeira leitura da conta).
    public private(set) var naFilaAvisadas: Set<String> = []
    private var jaLida = false

    public init() {}

    /// O que uma leitura trouxe de novo.
    public struct Novidades: Equatable, Sendable {
        /// Recusas que ninguém viu ainda, na ordem da fila.
        public let recusas: [ItemDaFila]
        /// Quantas ações que a pessoa sabia na fila saíram aceitas.
        public let enviadas: Int
    }

    /// Um desfecho dito à pessoa: a recusa já foi vista; o "na fila", ela sabe.
    public mutating func soube(_ d: Desfecho) {
        if case .recusada(_, let i?) = d.resultado { recusasAvisadas.insert(i.chaveIdempotencia) }
        if case .naFila(let i) = d.resultado { naFilaAvisadas.insert(i.chaveIdempotencia) }
    }

    /// Casa a leitura com as anteriores (guardadas de antes contam como sabidas: a pessoa soube ao sair).
    public mutating func ler(_ fila: StatusDaFila) -> Novidades {
        let pendentes = Set(fila.itens.filter { $0.estado == .pendente }.map(\.chaveIdempotencia))
        if !jaLida {
            jaLida = true
            naFilaAvisadas.formUnion(pendentes)
        }
        let rejeitadas = fila.itens.filter { $0.estado == .rejeitada }
        let novas = rejeitadas.filter { !recusasAvisadas.contains($0.chaveIdempotencia) }
        recusasAvisadas.formUnion(novas.map(\.chaveIdempotencia))
        let sairam = naFilaAvisadas.subtracting(pendentes)
        naFilaAvisadas.subtract(sairam)
        return Novidades(recusas: novas, enviadas: sairam.subtracting(rejeitadas.map(\.chaveIdempotencia)).count)
    }
}
