import Foundation
import FrilaDominio

/// As portas das listas e da gestão num falso só: cada lista e cada resposta definíveis,
/// cada chamada anotada (para afirmar o que foi pedido e em que ordem).
public actor GestaoFalsa: CandidaturaRepositorio, HistoricoRepositorio, RelacoesRepositorio, CaixaDeNotificacoes,
                          GestaoDeVagasRepositorio {
    public private(set) var chamadas: [String] = []
    public private(set) var candidaturas: [MinhaCandidatura] = []
    public private(set) var retirada: Result<ResultadoDaRetirada, ErroFalso> = .success(.retirada(em: nil))
    /// Páginas por cursor ("" = a primeira).
    public private(set) var paginas: [String: PaginaDoHistorico] = [:]
    public private(set) var bloqueios: [Bloqueio] = []
    public private(set) var equipe: [MembroDaEquipe] = []
    public private(set) var notificacoes: [NotificacaoRecebida] = []
    public private(set) var leiturasDaCaixa = 0
    public private(set) var custo: Result<CustoDoCancelamento, ErroFalso>?
    public private(set) var rascunhoResultado: RascunhoDeVaga?
    public private(set) var editadas: [NovaVaga] = []
    /// nil: recusa como o servidor com alguém confirmado.
    public private(set) var edicao: Result<Vaga, ErroFalso>?
    public private(set) var erroDaRede: ErroFalso?
    public private(set) var despachoResultado: DespachoDaVaga?
    public private(set) var detalheResultado: DetalheDaVaga?

    public init() {}

    public func definir(candidaturas: [MinhaCandidatura]) { self.candidaturas = candidaturas }
    public func definir(retirada: Result<ResultadoDaRetirada, ErroFalso>) { self.retirada = retirada }
    public func definir(pagina: PaginaDoHistorico, cursor: String?) { paginas[cursor ?? ""] = pagina }
    public func definir(bloqueios: [Bloqueio]) { self.bloqueios = bloqueios }
    public func definir(equipe: [MembroDaEquipe]) { self.equipe = equipe }
    public func definir(detalhe: DetalheDaVaga) { detalheResultado = detalhe }
    public func definir(notificacoes: [NotificacaoRecebida]) { self.notificacoes = notificacoes }
    public func definir(custo: Result<CustoDoCancelamento, ErroFalso>) { self.custo = custo }
    public func definir(rascunho: RascunhoDeVaga) { rascunhoResultado = rascunho }
    public func definir(despacho: DespachoDaVaga) { despachoResultado = despacho }
    public func definir(edicao: Result<Vaga, ErroFalso>) { self.edicao = edicao }
    /// Todo pedido falha com este erro (nil volta ao normal).
    public func definir(erro: ErroFalso?) { erroDaRede = erro }

    private func anotar(_ c: String) throws {
        chamadas.append(c)
        if let e = erroDaRede { throw e }
    }

    public func minhasCandidaturas() async throws -> [MinhaCandidatura] { try anotar("candidaturas"); return candidaturas }
    public func retirar(candidaturaId: UUID) async throws -> ResultadoDaRetirada {
        try anotar("retirar")
        let r = try retirada.get()
        if case .retirada = r { candidaturas.removeAll { $0.id == candidaturaId } }
        return r
    }
    public func historico(cursor: String?, limite: Int?) async throws -> PaginaDoHistorico {
        try anotar("historico:\(cursor ?? "-"):\(limite.map(String.init) ?? "-")")
        return paginas[cursor ?? ""] ?? PaginaDoHistorico(itens: [], proximoCursor: nil)
    }
    public func meusBloqueios() async throws -> [Bloqueio] { try anotar("bloqueios"); return bloqueios }
    public func desbloquear(contaId: UUID) async throws {
        try anotar("desbloquear")
        bloqueios.removeAll { $0.contaId == contaId }
    }
    public func minhaEquipe() async throws -> [MembroDaEquipe] { try anotar("equipe"); return equipe }
    public func removerDaEquipe(profissionalId: UUID) async throws {
        try anotar("remover")
        equipe.removeAll { $0.profissional.id == profissionalId }
    }
    /// Como o servidor: só as de instante maior que `desde`.
    public func caixa(desde: Date?) async throws -> [NotificacaoRecebida] {
        // Contada à parte: a TUI lê a caixa a cada campainha e ao entrar, e as outras
        // asserções sobre `chamadas` são das ações da pessoa.
        leiturasDaCaixa += 1
        if let e = erroDaRede { throw e }
        return notificacoes.filter { n in desde.map { n.enviadaEm > $0 } ?? true }
    }
    public func detalhe(vagaId: UUID) async throws -> DetalheDaVaga {
        try anotar("detalhe")
        guard let d = detalheResultado else { throw ErroFalso(falha: .naoEncontrado) }
        return d
    }
    public func despacho(vagaId: UUID) async throws -> DespachoDaVaga {
        try anotar("despacho")
        guard let d = despachoResultado else { throw ErroFalso(falha: .naoEncontrado) }
        return d
    }
    public func previaDoCancelamento(vagaId: UUID) async throws -> CustoDoCancelamento {
        try anotar("previa")
        guard let custo else { throw ErroFalso(falha: .naoEncontrado) }
        return try custo.get()
    }
    public func cancelar(vagaId: UUID, motivo: String) async throws -> VagaCancelada {
        try anotar("cancelar:\(motivo)")
        let c = try custo?.get()
        return VagaCancelada(vagaId: vagaId, canceladaEm: Date(timeIntervalSince1970: 0), turnosCancelados: c?.turnosConfirmados ?? 0,
                             contaComoFalta: c?.contaComoFalta ?? false)
    }
    public func editar(vagaId: UUID, _ vaga: NovaVaga) async throws -> Vaga {
        try anotar("editar")
        editadas.append(vaga)
        if let e = edicao { return try e.get() }
        throw ErroFalso(falha: .recusa(chave: "vaga_com_confirmados", frase: "A vaga já tem profissional confirmado."))
    }
    public func rascunho(deVaga vagaId: UUID) async throws -> RascunhoDeVaga {
        try anotar("rascunho")
        guard let r = rascunhoResultado else { throw ErroFalso(falha: .naoEncontrado) }
        return r
    }
}
