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
            estado = .erro(Mensagens.feedOffline)
            return
        }
        if estado.valor == nil { estado = .carregando }
        do {
            let lista = try await vagas.feed()
            estado = lista.isEmpty ? .vazio(Mensagens.semVagas) : .conteudo(lista)
        } catch {
            estado = .erro(indicaSemConexao(error) ? Mensagens.feedOffline : mensagemDeErro(error))
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
        CandidaturaViewModel(vagaId: vaga.id, vagas: vagas, conexao: conexao)
    }
}

/// Candidatar-se: um toque (RF08). Nunca vai para a fila: offline é recusado aqui mesmo.
@MainActor
public final class CandidaturaViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    public let vagaId: UUID
    private let vagas: any VagaRepositorio
    private let conexao: any ConexaoPort

    public static let convite = "Toque para se candidatar."

    public private(set) var estado: EstadoTela<ResultadoDaCandidatura> = .vazio(CandidaturaViewModel.convite) {
        didSet { observaveis.notificar() }
    }

    public init(vagaId: UUID, vagas: any VagaRepositorio, conexao: any ConexaoPort) {
        self.vagaId = vagaId
        self.vagas = vagas
        self.conexao = conexao
    }

    /// A frase para mostrar: o resultado em palavras de gente, ou a mensagem de erro.
    public var mensagem: String? {
        switch estado {
        case .conteudo(let r): Formatacao.resultado(r)
        case .erro(let m): m
        default: nil
        }
    }

    /// Confirmada é sucesso; perder a corrida é funcionamento normal (RN19), não falha.
    public var confirmada: Bool {
        if case .conteudo(.confirmada) = estado { return true }
        return false
    }

    public func candidatar() async {
        guard !estado.estaCarregando else { return }
        guard await conexao.confirmarOnline() else {
            estado = .erro(Mensagens.candidaturaOffline)
            return
        }
        estado = .carregando
        do {
            estado = .conteudo(try await vagas.candidatar(vagaId: vagaId))
        } catch {
            estado = .erro(indicaSemConexao(error) ? Mensagens.candidaturaSemResposta : mensagemDeErro(error))
        }
    }
}
