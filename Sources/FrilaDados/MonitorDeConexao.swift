import Foundation
import FrilaDominio

/// Online/offline a partir do resultado das requisições reais mais uma sonda leve
/// (`GET /auth/v1/health`) com backoff enquanto offline. O testador pode forçar offline:
/// aí nenhuma requisição sai e o app se comporta como com a rede cortada.
public actor MonitorDeConexao: ConexaoPort, ObservadorDeRequisicoes {
    private let sonda: @Sendable () async -> Bool
    private let backoff: Backoff
    private let esperar: @Sendable (TimeInterval) async -> Void
    private let sondarAutomaticamente: Bool

    private var real: EstadoConexao
    private var forcado: Bool
    private var publicado: EstadoConexao
    private var continuacoes: [UUID: AsyncStream<EstadoConexao>.Continuation] = [:]
    private var aoMudarCallbacks: [@Sendable (EstadoConexao) async -> Void] = []
    private var aoVoltarCallbacks: [@Sendable () async -> Void] = []
    private var sondagem: Task<Void, Never>?
    /// Esperas feitas pela sondagem (diagnóstico e testes do backoff).
    public private(set) var esperasDaSondagem: [TimeInterval] = []

    public init(sonda: @escaping @Sendable () async -> Bool,
                estadoInicial: EstadoConexao = .online, offlineForcado: Bool = false,
                backoff: Backoff = Backoff(),
                esperar: @escaping @Sendable (TimeInterval) async -> Void = { s in
                    try? await Task.sleep(nanoseconds: UInt64(max(0, s) * 1_000_000_000))
                },
                sondarAutomaticamente: Bool = true) {
        self.sonda = sonda
        self.real = estadoInicial
        self.forcado = offlineForcado
        self.publicado = offlineForcado ? .offline : estadoInicial
        self.backoff = backoff
        self.esperar = esperar
        self.sondarAutomaticamente = sondarAutomaticamente
    }

    // MARK: - ConexaoPort

    public func estado() -> EstadoConexao { forcado ? .offline : real }
    public func offlineForcado() -> Bool { forcado }

    public func forcarOffline(_ forcar: Bool) async {
        forcado = forcar
        if !forcar {
            // Ao desligar o modo forçado, confere a rede de verdade antes de dizer online.
            real = await sonda() ? .online : .offline
            if real == .offline { iniciarSondagem() }
        }
        await publicarSeMudou()
    }

    // MARK: - ObservadorDeRequisicoes

    public func requisicaoConcluida(alcancou: Bool) async {
        real = alcancou ? .online : .offline
        if !alcancou { iniciarSondagem() }
        await publicarSeMudou()
    }

    public func bloqueiaRequisicoes() -> Bool { forcado }

    // MARK: - assinaturas

    /// Cada transição do estado efetivo (forçado incluído).
    public func transicoes() -> AsyncStream<EstadoConexao> {
        let (s, c) = AsyncStream<EstadoConexao>.makeStream()
        let id = UUID()
        continuacoes[id] = c
        c.onTermination = { [weak self] _ in Task { await self?.removerContinuacao(id) } }
        return s
    }

    private func removerContinuacao(_ id: UUID) { continuacoes[id] = nil }

    public func aoMudar(_ callback: @escaping @Sendable (EstadoConexao) async -> Void) {
        aoMudarCallbacks.append(callback)
    }

    /// Chamado a cada volta para online (a fila drena aqui).
    public func aoVoltarOnline(_ callback: @escaping @Sendable () async -> Void) {
        aoVoltarCallbacks.append(callback)
    }

    private func publicarSeMudou() async {
        let novo = estado()
        guard novo != publicado else { return }
        publicado = novo
        for c in continuacoes.values { c.yield(novo) }
        for cb in aoMudarCallbacks { await cb(novo) }
        if novo == .online {
            for cb in aoVoltarCallbacks { await cb() }
        }
    }

    // MARK: - sonda

    /// Uma sonda agora; atualiza e devolve o estado efetivo.
    @discardableResult
    public func verificar() async -> EstadoConexao {
        guard !forcado else { return .offline }
        real = await sonda() ? .online : .offline
        if real == .offline { iniciarSondagem() }
        await publicarSeMudou()
        return estado()
    }

    private func iniciarSondagem() {
        guard sondarAutomaticamente, sondagem == nil else { return }
        sondagem = Task { await self.sondarAteVoltar() }
    }

    private func sondarAteVoltar() async {
        var falhas = 1
        while real == .offline, !Task.isCancelled {
            let espera = backoff.atraso(falhas: falhas)
            esperasDaSondagem.append(espera)
            await esperar(espera)
            if forcado { continue }
            if await sonda() {
                real = .online
                sondagem = nil
                await publicarSeMudou()
                return
            }
            falhas += 1
        }
        sondagem = nil
    }

    /// Espera a sondagem em curso terminar (testes, encerramento).
    public func aguardarSondagem() async {
        await sondagem?.value
    }

    public func encerrar() {
        sondagem?.cancel()
        sondagem = nil
        for c in continuacoes.values { c.finish() }
        continuacoes = [:]
    }
}
