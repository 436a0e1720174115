import Foundation
import FrilaDominio

/// Gestão de uma vaga do contratante: o custo de cancelar dito antes, cancelar a vaga
/// inteira (RN12), e editar enquanto ninguém está confirmado, com a mesma validação do
/// formulário de publicar (o formulário é o `PublicarVagaViewModel`).
@MainActor
public final class GestaoDaVagaViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    private let gestao: any GestaoDeVagasRepositorio
    private let conexao: any ConexaoPort
    private let relogio: any Relogio
    public let vagaId: UUID

    public private(set) var previa: EstadoTela<CustoDoCancelamento> = .carregando { didSet { observaveis.notificar() } }
    public private(set) var despacho: EstadoTela<DespachoDaVaga> = .carregando { didSet { observaveis.notificar() } }
    public private(set) var detalhe: EstadoTela<DetalheDaVaga> = .carregando { didSet { observaveis.notificar() } }

    public init(vagaId: UUID, gestao: any GestaoDeVagasRepositorio, conexao: any ConexaoPort,
                relogio: any Relogio = RelogioDoSistema()) {
        self.vagaId = vagaId
        self.gestao = gestao
        self.conexao = conexao
        self.relogio = relogio
    }

    /// O custo de cancelar, sem mudar nada.
    public func carregarPrevia() async {
        guard await conexao.confirmarOnline() else {
            previa = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
            return
        }
        do { previa = .conteudo(try await gestao.previaDoCancelamento(vagaId: vagaId)) } catch {
            previa = .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    /// A vaga inteira: turnos (com o contato dos confirmados, RN10), candidatos, quem cancelou (RN12), despacho.
    public func carregarDetalhe() async {
        guard await conexao.confirmarOnline() else {
            detalhe = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
            return
        }
        do { detalhe = .conteudo(try await gestao.detalhe(vagaId: vagaId)) } catch {
            detalhe = .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    /// Levas, avisados, entregues, candidatos: o que diz se a vaga está para falhar.
    public func carregarDespacho() async {
        guard await conexao.confirmarOnline() else {
            despacho = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
            return
        }
        do { despacho = .conteudo(try await gestao.despacho(vagaId: vagaId)) } catch {
            despacho = .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    @discardableResult
    public func cancelar(motivo: String) async -> Desfecho {
        let acao = AcaoDaPessoa.cancelarVaga(vaga: vagaId, resultado: nil)
        let m = motivo.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !m.isEmpty else { return Desfecho(acao, .recusada(.motivoVazio, item: nil)) }
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        do {
            let r = try await gestao.cancelar(vagaId: vagaId, motivo: m)
            return Desfecho(.cancelarVaga(vaga: vagaId, resultado: r), .enviada(nil))
        } catch {
            return .falhou(acao, error)
        }
    }

    /// O formulário preenchido com a vaga como está (para editar), ou a falha. Da vaga mesma,
    /// não do rascunho de duplicar: esse empurra a data para a frente, e editar só o valor
    /// moveria a vaga de dia sem ninguém pedir.
    public func formularioDeEdicao() async -> EstadoTela<PublicarVagaViewModel> {
        guard await conexao.confirmarOnline() else { return .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
        do {
            let r = RascunhoDeVaga(vaga: try await gestao.detalhe(vagaId: vagaId).vaga)
            let f = PublicarVagaViewModel(vagas: SemPublicar(), conexao: conexao, relogio: relogio)
            f.preencher(com: r)
            return .conteudo(f)
        } catch {
            return .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    /// Duplicar: os dados da vaga como começo de uma nova; a data fica para a pessoa escolher.
    public func rascunhoParaDuplicar() async -> EstadoTela<[CampoDaVaga: String]> {
        guard await conexao.confirmarOnline() else { return .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
        do {
            var v = CampoDaVaga.valores(de: try await gestao.rascunho(deVaga: vagaId))
            v[.data] = nil
            return .conteudo(v)
        } catch {
            return .erro(.de(error, semRede: Mensagens.semConexao))
        }
    }

    /// Valida como publicar; o servidor valida de novo e recusa se alguém já confirmou.
    @discardableResult
    public func editar(_ formulario: PublicarVagaViewModel) async -> Desfecho {
        let acao = AcaoDaPessoa.editarVaga(vaga: vagaId, editada: nil)
        guard formulario.validar().isEmpty, case .success(let nova) = formulario.rascunho().0.validar(agora: relogio.agora) else {
            return Desfecho(acao, .invalida(formulario.problemas.isEmpty ? ["Revise o formulário."] : formulario.problemas))
        }
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        do {
            let v = try await gestao.editar(vagaId: vagaId, nova)
            return Desfecho(.editarVaga(vaga: vagaId, editada: v), .enviada(nil))
        } catch {
            return .falhou(acao, error)
        }
    }
}

/// O formulário de edição não publica: só valida e monta a `NovaVaga`.
private struct SemPublicar: VagaRepositorio {
    struct NaoSeUsa: Error {}
    func feed() async throws -> [VagaDoFeed] { throw NaoSeUsa() }
    func candidatar(vagaId: UUID) async throws -> ResultadoDaCandidatura { throw NaoSeUsa() }
    func publicar(_ vaga: NovaVaga) async throws -> Vaga { throw NaoSeUsa() }
    func minhasVagas() async throws -> [Vaga] { throw NaoSeUsa() }
    func vagasEmAlerta() async throws -> PainelDeAlerta { throw NaoSeUsa() }
    func escolherCandidato(candidaturaId: UUID) async throws -> ResultadoConfirmacao { throw NaoSeUsa() }
    func notificacoes(desde: Date?) async throws -> [Notificacao] { throw NaoSeUsa() }
}

extension PublicarVagaViewModel {
    /// Os campos com os valores de um rascunho (editar, duplicar), no formato que a pessoa digita.
    public func preencher(com r: RascunhoDeVaga) { valores = CampoDaVaga.valores(de: r) }
}

extension CampoDaVaga {
    /// Um rascunho como o formulário o mostra (o mesmo texto que a pessoa digitaria).
    public static func valores(de r: RascunhoDeVaga) -> [CampoDaVaga: String] {
        var v = CampoDaVaga.padrao
        func simNao(_ b: Bool?) -> String? { b.map { $0 ? "sim" : "não" } }
        v[.funcao] = r.funcao.map(Formatacao.funcao)
        if let i = r.inicio {
            let c = Formatacao.calendario.dateComponents([.day, .month, .year], from: i)
            v[.data] = String(format: "%02d/%02d/%04d", c.day ?? 0, c.month ?? 0, c.year ?? 0)
            v[.inicio] = Formatacao.hora(i)
        }
        v[.fim] = r.fim.map(Formatacao.hora)
        v[.valor] = r.valor.map { String(format: "%d,%02d", $0.centavos / 100, $0.centavos % 100) }
        v[.posicoes] = r.posicoes.map(String.init) ?? v[.posicoes]
        v[.modo] = r.modo.map { $0 == .selecao ? "seleção" : "urgência" } ?? v[.modo]
        v[.refeicao] = simNao(r.refeicao)
        v[.transporte] = simNao(r.transporte)
        v[.material] = simNao(r.exigeMaterialProprio)
        v[.endereco] = r.endereco
        v[.local] = r.ponto.map { "\($0.latitude),\($0.longitude)" }
        let h = r.antecedenciaAlerta / 3600
        v[.antecedencia] = h == h.rounded() ? String(Int(h)) : String(h).replacingOccurrences(of: ".", with: ",")
        return v
    }
}
