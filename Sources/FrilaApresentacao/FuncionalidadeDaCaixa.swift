import Foundation
import FrilaDominio

/// A caixa de avisos da conta, na TUI (os dois perfis): a lista inteira (`minhas_notificacoes`,
/// vagas despachadas com o teto RN23 e avisos), lido/novo pelo mesmo estado guardado que o
/// `frila avisos` usa, e o que ainda não virou faixa. "Anunciado" também fica guardado: reabrir
/// o programa nunca repete uma faixa nem a campainha.
public struct FuncionalidadeDaCaixa: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        /// O mais novo primeiro.
        public var itens: EstadoTela<[NotificacaoRecebida]> = .carregando
        /// Lidos (guardados no aparelho, os mesmos do `frila avisos`).
        public var lidos: Set<UUID> = []
        /// Já viraram faixa, nesta sessão ou noutra.
        public var anunciados: Set<UUID> = []
        /// O que a última leitura trouxe e ainda não tinha sido anunciado (o mais antigo primeiro).
        public var novos: [NotificacaoRecebida] = []
        /// Dos `novos`, os que chegaram com o programa fechado (a primeira leitura, de antes de
        /// abrir): faixa sim, campainha não — já não é "agora".
        public var deAntes: Set<UUID> = []
        /// Leituras que vieram do servidor nesta sessão.
        public var leituras = 0
        /// O item mais novo já lido; a próxima leitura pede a partir dele.
        public var ultimoEm: Date?
        /// A última leitura falhou (servidor fora, 5xx): a linha de status não diz "ao vivo".
        public var falha: ErroDaTela?
        public init() {}

        public var naoLidos: Int { itens.valor?.filter { !lidos.contains($0.id) }.count ?? 0 }
        public func lido(_ id: UUID) -> Bool { lidos.contains(id) }
    }

    public enum Acao: Sendable {
        /// `pedida`: a pessoa pediu (r); a falha vira desfecho na linha de status.
        case carregar(pedida: Bool = false)
        /// O que veio e, dos ids, os já lidos e os já anunciados guardados no aparelho.
        case chegou(Leitura<[NotificacaoRecebida]>, lidos: Set<UUID>, anunciados: Set<UUID>, pedida: Bool = false)
        case marcarLido(UUID)
        case marcarTodosLidos
        /// Os lidos de novo do aparelho: outro processo (`frila avisos`) pode ter marcado.
        case conferirLidos
        case lidosNoAparelho(Set<UUID>)
        /// A gravação terminou (nada a mostrar).
        case gravado
    }

    /// O servidor devolve até este tanto por leitura (`privado.itens_max_lista()`): cheia, pede o resto.
    public static let tetoDaLeitura = 200

    let conta: UUID
    let caixa: any CaixaDeNotificacoes
    let vistos: any AvisosVistos
    let conexao: any ConexaoPort
    /// Quando a sessão abriu: na primeira leitura, o que veio antes disto chegou com o programa fechado.
    let abertaEm: Date

    public init(conta: UUID, caixa: any CaixaDeNotificacoes, vistos: any AvisosVistos, conexao: any ConexaoPort, abertaEm: Date) {
        self.abertaEm = abertaEm
        self.conta = conta
        self.caixa = caixa
        self.vistos = vistos
        self.conexao = conexao
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (conta, caixa, vistos, conexao) = (conta, caixa, vistos, conexao)
        switch acao {
        case .carregar(let pedida):
            // Um segundo antes do mais novo: os do mesmo instante voltam e saem pelo id.
            let desde = estado.ultimoEm?.addingTimeInterval(-1)
            return [.tarefa {
                guard await conexao.confirmarOnline() else { return .chegou(.semConexao, lidos: [], anunciados: [], pedida: pedida) }
                do {
                    let l = try await caixa.caixa(desde: desde)
                    let ids = l.map(\.id)
                    return .chegou(.veio(l), lidos: await vistos.vistos(conta: conta, entre: ids),
                                   anunciados: await vistos.anunciados(conta: conta, entre: ids), pedida: pedida)
                } catch {
                    return .chegou(.falhou(.de(error, semRede: Mensagens.semConexao)), lidos: [], anunciados: [], pedida: pedida)
                }
            }]
        case .chegou(.semConexao, _, _, _):
            estado.novos = []
            if estado.itens.valor == nil { estado.itens = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
        case .chegou(.falhou(let e), _, _, _):
            estado.novos = []
            estado.falha = e
            if estado.itens.valor == nil { estado.itens = .erro(e) }
        case .chegou(.veio(let l), let lidos, let anunciados, _):
            estado.falha = nil
            estado.leituras += 1
            estado.lidos.formUnion(lidos)
            estado.anunciados.formUnion(anunciados)
            var porId = Dictionary((estado.itens.valor ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            for n in l { porId[n.id] = n }
            let todos = porId.values.sorted { ($0.enviadaEm, $0.id.uuidString) > ($1.enviadaEm, $1.id.uuidString) }
            estado.itens = todos.isEmpty ? .vazio(Textos.Caixa.vazia) : .conteudo(todos)
            let novos = l.filter { !estado.anunciados.contains($0.id) && !estado.lidos.contains($0.id) }
                .sorted { ($0.enviadaEm, $0.id.uuidString) < ($1.enviadaEm, $1.id.uuidString) }
            estado.novos = novos
            estado.deAntes = estado.leituras == 1 ? Set(novos.filter { $0.enviadaEm < abertaEm }.map(\.id)) : []
            estado.anunciados.formUnion(novos.map(\.id))
            let antes = estado.ultimoEm
            if let u = l.map(\.enviadaEm).max(), u > (antes ?? .distantPast) { estado.ultimoEm = u }
            var efs: [Efeito<Acao>] = []
            if !novos.isEmpty {
                let ids = novos.map(\.id)
                efs.append(.tarefa { await vistos.marcarAnunciados(conta: conta, ids); return .gravado })
            }
            // Leitura cheia e o corte andou: o resto vem já (senão ficaria para a próxima campainha).
            if l.count >= Self.tetoDaLeitura, estado.ultimoEm != antes { efs += atualizar(&estado, .carregar()) }
            return efs
        case .marcarLido(let id):
            guard !estado.lidos.contains(id) else { return [] }
            estado.lidos.insert(id)
            return [.tarefa { await vistos.marcarVistos(conta: conta, [id]); return .gravado }]
        case .marcarTodosLidos:
            let ids = (estado.itens.valor ?? []).map(\.id).filter { !estado.lidos.contains($0) }
            guard !ids.isEmpty else { return [] }
            estado.lidos.formUnion(ids)
            return [.tarefa { await vistos.marcarVistos(conta: conta, ids); return .gravado }]
        case .conferirLidos:
            let ids = (estado.itens.valor ?? []).map(\.id).filter { !estado.lidos.contains($0) }
            guard !ids.isEmpty else { return [] }
            return [.tarefa { .lidosNoAparelho(await vistos.vistosSeMudou(conta: conta, entre: ids) ?? []) }]
        case .lidosNoAparelho(let ids):
            estado.lidos.formUnion(ids)
        case .gravado:
            break
        }
        return []
    }

    /// Só a leitura pedida pela pessoa que falhou tem desfecho: `r` nunca fica calado.
    public func desfecho(_ acao: Acao) -> Desfecho? {
        guard case .chegou(let l, _, _, true) = acao else { return nil }
        switch l {
        case .veio: return nil
        case .semConexao: return Desfecho(daPagina: LeituraDaCaixa.naoAtualizou(Mensagens.semConexao))
        case .falhou(let e): return Desfecho(daPagina: LeituraDaCaixa.naoAtualizou(e.frase))
        }
    }
}

/// O desfecho de uma leitura pedida (r) que não veio.
public enum LeituraDaCaixa: DesfechoDaPagina {
    case naoAtualizou(String)
    public var nome: String { "atualizar_falhou" }
    public var severidade: Severidade { .erro }
    public var frase: String {
        switch self {
        case .naoAtualizou(let f): Textos.Caixa.naoAtualizou(f)
        }
    }
}

/// Lidos e anunciados só na memória (os testes, e um aparelho sem onde guardar).
public actor AvisosVistosNaMemoria: AvisosVistos {
    private var lidos: [UUID: Set<UUID>] = [:]
    private var anunciadosPorConta: [UUID: Set<UUID>] = [:]
    public init() {}
    public func vistos(conta: UUID, entre ids: [UUID]) async -> Set<UUID> { lidos[conta, default: []].intersection(ids) }
    public func marcarVistos(conta: UUID, _ ids: [UUID]) async { lidos[conta, default: []].formUnion(ids) }
    public func anunciados(conta: UUID, entre ids: [UUID]) async -> Set<UUID> {
        anunciadosPorConta[conta, default: []].union(lidos[conta, default: []]).intersection(ids)
    }
    public func marcarAnunciados(conta: UUID, _ ids: [UUID]) async { anunciadosPorConta[conta, default: []].formUnion(ids) }
}

extension NotificacaoRecebida {
    /// A vaga a que o item se refere.
    public var vagaId: UUID {
        switch self {
        case .vaga(let n): n.vagaId
        case .aviso(let a): a.vagaId
        }
    }
}

extension Textos {
    /// A caixa de avisos na TUI (aba Avisos, faixa).
    public enum Caixa {
        public static let titulo = "Avisos"
        public static let tituloCurto = "Av"
        public static let vazia = "Nenhum aviso ainda. O que chegar (vaga nova, turno cancelado, escolha, check-in confirmado) aparece aqui."
        public static let carregando = "Carregando os avisos…"
        public static let novo = "●"
        public static let marcaLido = " "
        public static func naoLidos(_ n: Int) -> String { n == 1 ? "1 não lido" : "\(n) não lidos" }
        public static let todosLidos = "Todos lidos."
        public static let marcadoLido = "Marcado como lido."
        public static let marcadosTodos = "Todos marcados como lidos."
        public static let jaLido = "Este aviso já está lido."
        public static let selecioneUm = "Selecione um aviso."
        public static let dicaEnter = "Enter abre o aviso inteiro · l marca como lido"
        /// Na faixa, à direita, quando cabe.
        public static func dicaDaFaixa(ver: String, fechar: String) -> String { "\(ver) ver · \(fechar) fechar" }
        public static let semFaixa = "Não há faixa de aviso aberta para v ver ou f fechar: os avisos ficam na aba Avisos."
        public static let tituloDoAviso = "Aviso"
        public static let tituloDosAvisos = "Avisos novos"
        /// Faixa dos que chegaram com o programa fechado.
        public static func enquantoFechado(_ n: Int) -> String {
            n == 1 ? "1 aviso chegou com o frila fechado (aba Avisos)" : "\(n) avisos chegaram com o frila fechado (aba Avisos)"
        }
        public static func recebidoEm(_ quando: String) -> String { "Recebido \(quando)." }
        /// A última leitura não veio: a linha de status não pode dizer "ao vivo".
        public static let servidorFalhando = "servidor falhando"
        public static func naoAtualizou(_ frase: String) -> String { "Não atualizou: \(frase)" }

        /// O tipo, curto, na coluna da lista.
        public static func tipo(_ n: NotificacaoRecebida) -> String {
            guard case .aviso(let a) = n else { return "Vaga nova" }
            return switch a.tipo {
            case .posicaoTomada: "Posição tomada"
            case .candidaturaNova: "Candidatura"
            case .candidaturaRetirada: "Retirada"
            case .checkinManual: "Check-in manual"
            case .turnoCancelado: "Turno cancelado"
            case .checkout: "Check-out"
            case .atraso: "Atraso"
            case .vagaEmAlerta: "Vaga em alerta"
            case .candidaturaEscolhida: "Escolhida"
            case .candidaturaRecusada: "Não escolhida"
            case .candidaturaExpirada: "Encerrada"
            case .vagaEditada: "Vaga alterada"
            case .checkinConfirmado: "Check-in ok"
            case .avaliacaoLiberada: "Avaliação"
            case .vagaAlterada: "Termos mudaram"
            }
        }

        /// O texto inteiro, com a data quando o turno é de outro dia.
        public static func texto(_ n: NotificacaoRecebida, hoje: Date) -> String {
            switch n {
            case .vaga(let v): Textos.vagaNova(v, mais: 0, hoje: hoje)
            case .aviso(let a): Textos.aviso(a, hoje: hoje)
            }
        }
    }
}

extension PortasDaConta {
    /// A caixa da conta (a aba Avisos e o `frila avisos`); `abertaEm`: o começo da sessão.
    public func montarCaixa(abertaEm: Date) -> FuncionalidadeDaCaixa {
        FuncionalidadeDaCaixa(conta: conta.id, caixa: gestao, vistos: vistos, conexao: conexao, abertaEm: abertaEm)
    }
}
