import Foundation

// Portas das listas e da gestão (candidaturas, histórico, bloqueios, equipe, avisos,
// vagas do contratante). Recusas de negócio chegam como o erro do adaptador (chave estável
// + frase pt-BR), exceto onde um resultado tipado diz o caso normal (retirar).

public protocol CandidaturaRepositorio: Sendable {
    /// `minhas_candidaturas`: as de seleção ainda pendentes, a que começa antes primeiro.
    func minhasCandidaturas() async throws -> [MinhaCandidatura]
    /// `retirar_candidatura`: escolhida ou decidida vira caso do resultado, não erro.
    func retirar(candidaturaId: UUID) async throws -> ResultadoDaRetirada
}

public protocol HistoricoRepositorio: Sendable {
    /// `historico_turnos`: do mais recente ao mais antigo; `cursor` nil = primeira página.
    func historico(cursor: String?, limite: Int?) async throws -> PaginaDoHistorico
}

public protocol RelacoesRepositorio: Sendable {
    func meusBloqueios() async throws -> [Bloqueio]
    /// RF26: desfaz o meu bloqueio (o do outro lado continua). Idempotente.
    func desbloquear(contaId: UUID) async throws
    func minhaEquipe() async throws -> [MembroDaEquipe]
    func removerDaEquipe(profissionalId: UUID) async throws
}

public protocol CaixaDeNotificacoes: Sendable {
    /// `minhas_notificacoes` inteiro: vagas (já com o teto RN23) e avisos, mais antigo primeiro.
    func caixa(desde: Date?) async throws -> [NotificacaoRecebida]
}

public protocol GestaoDeVagasRepositorio: Sendable {
    func detalhe(vagaId: UUID) async throws -> DetalheDaVaga
    func despacho(vagaId: UUID) async throws -> DespachoDaVaga
    /// O custo de cancelar, sem mudar nada.
    func previaDoCancelamento(vagaId: UUID) async throws -> CustoDoCancelamento
    func cancelar(vagaId: UUID, motivo: String) async throws -> VagaCancelada
    /// Só sem confirmados; o servidor valida como em publicar.
    func editar(vagaId: UUID, _ vaga: NovaVaga) async throws -> Vaga
    /// Os dados de uma vaga minha como formulário de uma nova (duplicar).
    func rascunho(deVaga vagaId: UUID) async throws -> RascunhoDeVaga
}
