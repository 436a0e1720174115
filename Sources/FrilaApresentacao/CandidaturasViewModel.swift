import Foundation
import FrilaDominio

/// Minhas candidaturas de seleção ainda pendentes, e retirar uma (escolhida: não se retira).
@MainActor
public final class CandidaturasViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    private let candidaturas: any CandidaturaRepositorio
    private let conexao: any ConexaoPort

    public private(set) var estado: EstadoTela<[MinhaCandidatura]> = .carregando { didSet { observaveis.notificar() } }

    public init(candidaturas: any CandidaturaRepositorio, conexao: any ConexaoPort) {
        self.candidaturas = candidaturas
        self.conexao = conexao
    }

    public func carregar() async {
        guard await conexao.confirmarOnline() else {
            if estado.valor == nil { estado = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
            return
        }
        do {
            let l = try await candidaturas.minhasCandidaturas()
            estado = l.isEmpty ? .vazio(Textos.semCandidaturas) : .conteudo(l)
        } catch {
            estado = .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    @discardableResult
    public func retirar(_ candidaturaId: UUID) async -> Desfecho {
        let acao = AcaoDaPessoa.retirarCandidatura(candidatura: candidaturaId, resultado: nil)
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        // De qual vaga, pela lista de antes (depois ela já não está): "Candidatura a Garçom sex 04/12 · Bar do Cerrado retirada."
        let nome = estado.valor?.first { $0.id == candidaturaId }.map {
            "\(Formatacao.funcao($0.vaga.funcao)) \(Formatacao.diaComSemana($0.vaga.periodo.inicio)) · \($0.vaga.estabelecimento.nome)"
        }
        do {
            let r = try await candidaturas.retirar(candidaturaId: candidaturaId)
            await carregar()
            let feito = AcaoDaPessoa.retirarCandidatura(candidatura: candidaturaId, resultado: r)
            switch r {
            case .retirada: return Desfecho(feito, .enviada(nil), nome: nome)
            case .jaEscolhida: return Desfecho(feito, .recusada(.recusa(chave: "candidatura_escolhida", frase: nil), item: nil))
            case .jaDecidida: return Desfecho(feito, .recusada(.recusa(chave: "candidatura_encerrada", frase: nil), item: nil))
            }
        } catch {
            return .falhou(acao, error)
        }
    }
}
