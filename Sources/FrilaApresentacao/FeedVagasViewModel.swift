import Foundation
import FrilaDominio

/// Feed do profissional. Offline, diz que não há conexão (não existe feed em cache).
@MainActor
public final class FeedVagasViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    private let vagas: any VagaRepositorio
    private let conexao: any ConexaoPort

    public private(set) var estado: EstadoTela<[VagaDoFeed]> = .carregando {
        didSet { observaveis.notificar() }
    }
    /// Notificações novas desde a última busca (a TUI mostra o banner e toca a campainha).
    public private(set) var novasNotificacoes: [Notificacao] = [] {
        didSet { observaveis.notificar() }
    }
    private var ultimaNotificacaoEm: Date?

    public init(vagas: any VagaRepositorio, conexao: any ConexaoPort) {
        self.vagas = vagas
        self.conexao = conexao
    }

    public func carregar() async {
        guard await conexao.confirmarOnline() else {
            estado = .erro(ErroDaTela(.semConexao, frase: Mensagens.feedOffline))
            return
        }
        if estado.valor == nil { estado = .carregando }
        do {
            let lista = try await vagas.feed()
            estado = lista.isEmpty ? .vazio(Mensagens.semVagas) : .conteudo(lista)
        } catch {
            estado = .erro(.de(error, semRede: Mensagens.feedOffline))
        }
    }

    /// Busca notificações novas (só online). Devolve as novas e as guarda em `novasNotificacoes`.
    @discardableResult
    public func buscarNotificacoes() async -> [Notificacao] {
        guard await conexao.confirmarOnline() else { return [] }
        guard let lista = try? await vagas.notificacoes(desde: ultimaNotificacaoEm) else { return [] }
        let novas = lista.filter { n in ultimaNotificacaoEm.map { n.enviadaEm > $0 } ?? true }
        if let ultima = novas.map(\.enviadaEm).max() { ultimaNotificacaoEm = ultima }
        if !novas.isEmpty { novasNotificacoes = novas }
        return novas
    }

    public func limparNotificacoes() { novasNotificacoes = [] }

    /// View model da candidatura para uma vaga do feed.
    public func candidatura(para vaga: VagaDoFeed) -> CandidaturaViewModel {
        CandidaturaViewModel(vagaId: vaga.id, vagas: vagas, conexao: conexao, minhaCandidatura: vaga.minhaCandidatura)
    }

    /// A vaga do feed carregado com este id (nil: não está nele, ou o feed não carregou).
    public func vaga(_ id: UUID) -> VagaDoFeed? { estado.valor?.first { $0.id == id } }
}

/// Candidatar-se: um toque (RF08). Nunca vai para a fila: offline é recusado aqui mesmo.
@MainActor
public final class CandidaturaViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    public let vagaId: UUID
    private let vagas: any VagaRepositorio
    private let conexao: any ConexaoPort

    public static let convite = "Toque para se candidatar."
    /// Chave estável (JSON da saída headless) de quem tenta se candidatar de novo.
    nonisolated public static let chaveJaCandidatado = "ja_candidatado"

    public private(set) var estado: EstadoTela<ResultadoDaCandidatura> = .vazio(CandidaturaViewModel.convite) {
        didSet { observaveis.notificar() }
    }

    /// Como o feed mostrou a minha candidatura a esta vaga (nil: nenhuma, ou não se sabe).
    private let minhaCandidatura: EstadoCandidatura?

    public init(vagaId: UUID, vagas: any VagaRepositorio, conexao: any ConexaoPort, minhaCandidatura: EstadoCandidatura? = nil) {
        self.vagaId = vagaId
        self.vagas = vagas
        self.conexao = conexao
        self.minhaCandidatura = minhaCandidatura
    }

    /// Por que candidatar não age nesta vaga (nil = age). O servidor responde "pendente" de
    /// novo a quem repete: sem isto, "Candidatura enviada" mentiria uma segunda vez.
    nonisolated public static func porQueNao(_ minha: EstadoCandidatura?) -> String? {
        minha == .pendente ? Mensagens.jaCandidatado : nil
    }

    /// Confirmada é sucesso; perder a corrida é funcionamento normal (RN19), mas não pegou.
    public var confirmada: Bool {
        if case .conteudo(.confirmada) = estado { return true }
        return false
    }

    @discardableResult
    public func candidatar() async -> Desfecho {
        let acao = AcaoDaPessoa.candidatar(vaga: vagaId, resultado: nil)
        guard !estado.estaCarregando else { return Desfecho(acao, .recusada(.naoEncontrado, item: nil)) }
        if let porque = Self.porQueNao(minhaCandidatura) {
            return Desfecho(acao, .recusada(.recusa(chave: Self.chaveJaCandidatado, frase: porque), item: nil))
        }
        guard await conexao.confirmarOnline() else {
            estado = .erro(ErroDaTela(.semConexao, frase: Mensagens.candidaturaOffline))
            return Desfecho(acao, .semConexao)
        }
        estado = .carregando
        do {
            let r = try await vagas.candidatar(vagaId: vagaId)
            estado = .conteudo(r)
            let feito = AcaoDaPessoa.candidatar(vaga: vagaId, resultado: r)
            switch r {
            case .confirmada, .pendente: return Desfecho(feito, .enviada(nil))
            case .vagaPreenchida: return Desfecho(feito, .recusada(.recusa(chave: "vaga_preenchida", frase: nil), item: nil))
            case .vagaEncerrada: return Desfecho(feito, .recusada(.recusa(chave: "vaga_encerrada", frase: nil), item: nil))
            case .inelegivel: return Desfecho(feito, .recusada(.recusa(chave: "inelegivel", frase: nil), item: nil))
            case .contaSuspensa: return Desfecho(feito, .recusada(.recusa(chave: "conta_suspensa", frase: nil), item: nil))
            }
        } catch {
            let d = Desfecho.falhou(acao, error)
            estado = .erro(ErroDaTela(d.falha ?? .desconhecida, frase: d.frase))
            return d
        }
    }
}
