import Foundation

// Portas: o domínio declara o que precisa; FrilaDados resolve como.

/// Erros que os adaptadores sabem classificar: a tela decide pelo valor (`Falha`).
public protocol ErroApresentavel: Error {
    var falha: Falha { get }
}

public protocol VagaRepositorio: Sendable {
    /// `feed_vagas`: vagas despachadas para mim e ainda abertas para mim.
    func feed() async throws -> [VagaDoFeed]
    /// Recusas de negócio viram casos do resultado, não erros (RN19). `termosVersao`: a ficha
    /// dos termos que a pessoa viu (nil = sem conferência, como os clientes antigos).
    func candidatar(vagaId: UUID, termosVersao: String?) async throws -> ResultadoDaCandidatura
    func publicar(_ vaga: NovaVaga) async throws -> Vaga
    func minhasVagas() async throws -> [Vaga]
    func vagasEmAlerta() async throws -> PainelDeAlerta
    func escolherCandidato(candidaturaId: UUID) async throws -> ResultadoConfirmacao
    func notificacoes(desde: Date?) async throws -> [Notificacao]
}

extension VagaRepositorio {
    public func candidatar(vagaId: UUID) async throws -> ResultadoDaCandidatura {
        try await candidatar(vagaId: vagaId, termosVersao: nil)
    }
}

public protocol TurnoRepositorio: Sendable {
    func meusTurnos() async throws -> [Turno]
    /// `turno_por_id`: o turno em que se vai agir, seja qual for a idade ou o tamanho das
    /// listas. nil = não existe, ou não é desta conta (o servidor diz o mesmo nos dois casos).
    func turnoPorId(_ id: UUID) async throws -> Turno?
    func checkinsPendentes() async throws -> [Turno]
    func fazerCheckin(turnoId: UUID, distanciaMetros: Double?, em: Date, chaveIdempotencia: String) async throws -> Turno
    func fazerCheckout(turnoId: UUID, distanciaMetros: Double?, em: Date, chaveIdempotencia: String) async throws -> Turno
    /// `em`: o momento do toque, como no check-in (a ação pode sair da fila horas depois).
    func avaliar(turnoId: UUID, chamariaDeNovo: Bool, em: Date, chaveIdempotencia: String) async throws -> Avaliacao
    func confirmarCheckinManual(turnoId: UUID, em: Date, chaveIdempotencia: String) async throws -> Turno
    /// RN12: devolve se contou como falta.
    func cancelar(turnoId: UUID, motivo: String) async throws -> FaltaNoCancelamento
    /// Uma ação da fila, com a chave de idempotência dela (o padrão: pelos métodos acima; um
    /// repositório pode ter um caminho mais curto, que a fila usa pelo protocolo).
    func enviarDaFila(_ item: ItemDaFila) async throws
}

extension TurnoRepositorio {
    public func enviarDaFila(_ item: ItemDaFila) async throws {
        let k = item.chaveIdempotencia
        switch item.acao {
        case .registrarCheckin(let t, let d, let em):
            _ = try await fazerCheckin(turnoId: t, distanciaMetros: d, em: em, chaveIdempotencia: k)
        case .registrarCheckout(let t, let d, let em):
            _ = try await fazerCheckout(turnoId: t, distanciaMetros: d, em: em, chaveIdempotencia: k)
        // O momento do toque é o `tocado_em` gravado ao enfileirar (existe desde a primeira
        // versão do arquivo: ações que já estavam na fila também o levam).
        case .avaliar(let t, let sim):
            _ = try await avaliar(turnoId: t, chamariaDeNovo: sim, em: item.tocadoEm, chaveIdempotencia: k)
        case .confirmarCheckinManual(let t):
            _ = try await confirmarCheckinManual(turnoId: t, em: item.tocadoEm, chaveIdempotencia: k)
        }
    }
}

extension ContaRepositorio {
    /// Sair só desta sessão (o padrão: as outras da conta seguem).
    public func sair() async throws { try await sair(todos: false) }
}

/// O cadastro vem de `CadastroDeContaPort` (com ou sem sessão na resposta).
public protocol ContaRepositorio: CadastroDeContaPort {
    /// Sessão guardada no armazenamento protegido, se houver.
    func sessaoSalva() async -> ContaAutenticada?
    func entrar(email: String, senha: String) async throws -> ContaAutenticada
    /// Sai desta sessão (`todos`: de todas as sessões da conta, em todo aparelho).
    func sair(todos: Bool) async throws
    func meuPerfil() async throws -> Perfil
    func perfilPublico(contaId: UUID) async throws -> PerfilPublico
    func definirDisponibilidade(_ disponivel: Bool) async throws -> Perfil
    func bloquear(contaId: UUID) async throws
    func incluirNaEquipe(profissionalId: UUID) async throws
}

/// RNF06: turnos confirmados, por conta, legíveis por 24 h sem rede.
public protocol CacheLocal: Sendable {
    /// Só entradas mais novas que `Regras.validadeDoCache` pelo relógio injetado.
    func turnosConfirmados(conta: UUID) async throws -> [Turno]
    /// Quando a lista foi guardada (para mostrar a idade do cache).
    func guardadoEm(conta: UUID) async throws -> Date?
    /// Substitui a lista da conta inteira, numa transação.
    func guardar(_ turnos: [Turno], conta: UUID) async throws
    func expirar(antes: Date) async throws
    /// Só o pedaço que a tela mostra: os que terminam depois de `terminandoDepoisDe`, do que
    /// começa antes, no máximo `limite` (com 10.000 turnos guardados, a TUI não lê todos).
    func turnosConfirmados(conta: UUID, terminandoDepoisDe: Date, limite: Int) async throws -> [Turno]
}

extension CacheLocal {
    public func turnosConfirmados(conta: UUID, terminandoDepoisDe: Date, limite: Int) async throws -> [Turno] {
        Array(try await turnosConfirmados(conta: conta).filter { $0.vaga.periodo.fim > terminandoDepoisDe }
            .sorted { $0.vaga.periodo.inicio < $1.vaga.periodo.inicio }.prefix(limite))
    }
}

/// Lida só no momento do toque; nil = sem localização (check-in manual).
public protocol LocalizacaoPort: Sendable {
    func posicaoAtual() async -> Coordenada?
}

public protocol NotificacaoPort: Sendable {
    func notificar(_ notificacoes: [Notificacao]) async
}

/// A fila de ações offline vista pela apresentação.
public protocol FilaDeAcoesPort: Sendable {
    @discardableResult
    func enfileirar(_ acao: AcaoOffline, conta: UUID) async throws -> ItemDaFila
    func status(conta: UUID) async -> StatusDaFila
    /// Pede um dreno já (ex.: "sincronizar agora"); volta quando ele terminar.
    func drenarAgora() async
    /// Tira da lista uma ação rejeitada que a pessoa já viu.
    func descartarRejeitada(chaveIdempotencia: String) async throws
    /// Devolve uma ação recusada à fila, o mesmo item (mesma sequência, mesma chave, as
    /// tentativas contando): o próximo envio é mais uma tentativa dela. nil: não está mais lá.
    func retentarRejeitada(chaveIdempotencia: String) async throws -> ItemDaFila?
}

public enum EstadoConexao: String, Hashable, Sendable {
    case online, offline
}

/// Conectividade vista pela apresentação.
public protocol ConexaoPort: Sendable {
    func estado() async -> EstadoConexao
    func offlineForcado() async -> Bool
    func forcarOffline(_ forcar: Bool) async
    /// Confere a rede agora (sonda leve) e devolve o estado efetivo.
    func verificar() async -> EstadoConexao
}

extension ConexaoPort {
    /// Padrão para quem não sabe sondar: o estado que já tem.
    public func verificar() async -> EstadoConexao { await estado() }

    /// Online agora? Se o último estado conhecido é offline (e não é o modo forçado),
    /// sonda antes de desistir — a sonda com backoff pode estar esperando.
    public func confirmarOnline() async -> Bool {
        if await estado() == .online { return true }
        if await offlineForcado() { return false }
        return await verificar() == .online
    }
}
