import Foundation
import FrilaDominio

/// Backoff exponencial com jitter ("equal jitter": metade fixa, metade sorteada), com teto.
public struct Backoff: Sendable {
    public let base: TimeInterval
    public let teto: TimeInterval
    /// Devolve um número em [0, 1]; injetável para testes determinísticos.
    public let jitter: @Sendable () -> Double

    public init(base: TimeInterval = Regras.baseDoBackoff, teto: TimeInterval = Regras.tetoDoBackoff,
                jitter: @escaping @Sendable () -> Double = { Double.random(in: 0...1) }) {
        self.base = base
        self.teto = teto
        self.jitter = jitter
    }

    /// Espera antes da tentativa seguinte à n-ésima falha seguida (n ≥ 1). Nunca passa do teto.
    public func atraso(falhas n: Int) -> TimeInterval {
        let expoente = Double(max(0, min(n - 1, 30)))
        let bruto = min(teto, base * pow(2, expoente))
        let j = min(1, max(0, jitter()))
        return bruto / 2 + bruto / 2 * j
    }
}

/// Agenda um trabalho para depois (a nova tentativa da fila, a sonda do monitor).
public protocol AgendadorDeTentativas: Sendable {
    func agendar(apos segundos: TimeInterval, _ trabalho: @escaping @Sendable () async -> Void)
}

public struct AgendadorDeTarefas: AgendadorDeTentativas {
    public init() {}
    public func agendar(apos segundos: TimeInterval, _ trabalho: @escaping @Sendable () async -> Void) {
        Task.detached {
            try? await Task.sleep(nanoseconds: UInt64(max(0, segundos) * 1_000_000_000))
            await trabalho()
        }
    }
}

/// Quem executa de fato uma ação da fila (HTTP em produção, fakes nos testes).
public protocol ExecutorDeAcoes: Sendable {
    func executar(_ item: ItemDaFila) async throws
}

/// Executa as ações pelo TurnoRepositorio, levando a chave de idempotência.
public struct ExecutorHTTP: ExecutorDeAcoes {
    let turnos: any TurnoRepositorio
    public init(turnos: any TurnoRepositorio) { self.turnos = turnos }
    public func executar(_ item: ItemDaFila) async throws { try await turnos.enviarDaFila(item) }
}

/// Como a fila trata cada falha.
public enum TipoDeFalha: Equatable, Sendable {
    /// rede, timeout, 5xx, 429: mantém a ação e tenta de novo com backoff
    case transitoria
    /// recusa de negócio (4xx): só esta ação vai para `rejeitada`; o dreno segue
    case permanente
    /// sessão perdida: mantém a ação e para até a pessoa entrar de novo
    case autenticacao

    public static func de(_ erro: any Error) -> TipoDeFalha {
        guard let e = erro as? ErroDaApi else { return .transitoria }
        switch e {
        case .recusa: return .permanente
        case .naoAutorizado, .sessaoExpirada, .sessaoInexistente: return .autenticacao
        default: return .transitoria
        }
    }
}

public enum ResultadoDoDreno: Equatable, Sendable {
    case concluido(enviadas: Int, rejeitadas: Int)
    /// parou numa falha passageira ou de sessão; a ação continua na fila
    case interrompido(enviadas: Int, rejeitadas: Int, motivo: MotivoDaFila)
    case semConta
}

/// Ações feitas sem rede, que precisam sair na ordem e uma vez só. Actor porque a conexão
/// voltando e o toque na tela competem pela mesma fila; persistida no SQLite para
/// sobreviver a reinício e kill -9.
public actor FilaDeAcoes: FilaDeAcoesPort {
    private let banco: BancoSQLite
    private let relogio: any Relogio
    private let backoff: Backoff
    private let agendador: any AgendadorDeTentativas
    private let gerarChave: @Sendable () -> String
    private let executor: any ExecutorDeAcoes
    private let contaAtiva: @Sendable () async -> UUID?
    private let estaOnline: @Sendable () async -> Bool
    private let drenarAoEnfileirar: Bool
    public nonisolated let aviso: DadosLocaisRecomecados?

    private var drenoAtual: Task<ResultadoDoDreno, Never>?
    private var falhasSeguidas = 0
    private var geracaoDoAgendamento = 0
    private var proximaTentativaEm: Date?
    private var ultimoMotivo: MotivoDaFila?

    public init(arquivo: URL, executor: any ExecutorDeAcoes,
                contaAtiva: @escaping @Sendable () async -> UUID?,
                estaOnline: @escaping @Sendable () async -> Bool = { true },
                relogio: any Relogio = RelogioDoSistema(), backoff: Backoff = Backoff(),
                agendador: any AgendadorDeTentativas = AgendadorDeTarefas(),
                gerarChave: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() },
                drenarAoEnfileirar: Bool = true) throws {
        let (b, aviso) = try BancoSQLite.abrir(arquivo)
        self.banco = b
        self.aviso = aviso
        self.executor = executor
        self.contaAtiva = contaAtiva
        self.estaOnline = estaOnline
        self.relogio = relogio
        self.backoff = backoff
        self.agendador = agendador
        self.gerarChave = gerarChave
        self.drenarAoEnfileirar = drenarAoEnfileirar
    }

    // MARK: - enfileirar

    @discardableResult
    public func enfileirar(_ acao: AcaoOffline, conta: UUID) async throws -> ItemDaFila {
        let agora = relogio.agora
        let tocado: Date
        switch acao {
        case .registrarCheckin(_, _, let em), .registrarCheckout(_, _, let em): tocado = em
        default: tocado = agora
        }
        let chave = gerarChave()
        let json = try JSONEncoder().encode(acao)
        try banco.consultar("""
            INSERT INTO fila_acoes (conta, chave, tipo, acao, tocado_em, enfileirado_em) VALUES (?, ?, ?, ?, ?, ?)
            """, [.texto(conta.uuidString), .texto(chave), .texto(acao.tipo), .blob(json),
                  .real(tocado.timeIntervalSince1970), .real(agora.timeIntervalSince1970)])
        let item = ItemDaFila(sequencia: banco.ultimoId, conta: conta, acao: acao, chaveIdempotencia: chave,
                              tocadoEm: tocado, enfileiradoEm: agora, tentativas: 0, motivo: nil, estado: .pendente)
        if drenarAoEnfileirar, await estaOnline() {
            Task { _ = await self.drenar() }
        }
        return item
    }

    // MARK: - drenar

    public func drenarAgora() async { _ = await drenar() }

    /// Um dreno por vez: quem chega durante um dreno espera o mesmo dreno, que relê a
    /// fila a cada ação (o que entrar no meio sai nele).
    @discardableResult
    public func drenar() async -> ResultadoDoDreno {
        if let atual = drenoAtual { return await atual.value }
        let t = Task { await self.executarDreno() }
        drenoAtual = t
        let r = await t.value
        return r
    }

    /// Há um dreno em curso agora.
    public var drenando: Bool { drenoAtual != nil }

    /// Quantos drenos já correram de verdade (para testes de concorrência).
    public private(set) var drenosExecutados = 0

    private func executarDreno() async -> ResultadoDoDreno {
        defer { drenoAtual = nil }
        drenosExecutados += 1
        guard let conta = await contaAtiva() else { return .semConta }
        // 429 com Retry-After: o servidor pediu para esperar. Nenhum gatilho (sincronizar
        // agora, volta da rede, outro processo) envia antes do prazo; a ação fica pendente.
        // Prazo além do teto só se o relógio mudou (FRILA_AGORA de um testador, ajuste da
        // hora): ignora, em vez de travar a fila por horas.
        if let prazo = naoAntesDe(), relogio.agora < prazo, prazo.timeIntervalSince(relogio.agora) <= backoff.teto {
            proximaTentativaEm = max(proximaTentativaEm ?? prazo, prazo)
            return .interrompido(enviadas: 0, rejeitadas: 0,
                                 motivo: ultimoMotivo ?? .falha(.limiteDeRequisicoes(tenteEmSegundos: prazo.timeIntervalSince(relogio.agora))))
        }
        var enviadas = 0, rejeitadas = 0
        // Lidas em lotes, na ordem: o que entra no meio do dreno tem seq maior e sai no lote
        // seguinte. Ler uma por vez custava uma consulta e um JSONDecoder por ação.
        var lote: [ItemDaFila] = []
        var ultimaSeq: Int64 = 0
        // As enviadas saem do arquivo juntas, numa transação: a cada `apagarACada` ações ou
        // `apagarApos` desde a primeira por apagar, antes de ler o lote seguinte e antes de
        // qualquer saída. Uma escrita no WAL a cada 16 ações, não por ação. Um kill no meio
        // deixa no arquivo só ações já enviadas (no máximo 16 ou as de 0,2 s), que saem de novo
        // com a mesma Idempotency-Key (o servidor devolve a resposta guardada): nada se perde,
        // a ordem fica, e um processo morto a cada poucos segundos ainda avança.
        var enviadasNoArquivo: [Int64] = []
        var primeiraPorApagar = ContinuousClock.now
        func apagarEnviadas() -> Bool {
            guard !enviadasNoArquivo.isEmpty else { return true }
            do { try apagar(enviadasNoArquivo) } catch { return false }
            enviadas += enviadasNoArquivo.count
            enviadasNoArquivo.removeAll(keepingCapacity: true)
            return true
        }
        while true {
            if lote.isEmpty {
                // Se o disco não deixa apagar, para aqui: seguir reenviaria as mesmas ações sem
                // fim. Elas ficam pendentes e saem de novo depois (o servidor é idempotente).
                guard apagarEnviadas() else { return falhaLocal(enviadas, rejeitadas, ErroDeBanco.falhou(operacao: "apagar", motivo: "")) }
                do { lote = try pendentes(conta: conta, depoisDe: ultimaSeq, limite: Self.tamanhoDoLote) } catch {
                    // Arquivo ilegível não é "fila vazia": para e diz por quê (nada some calado).
                    return falhaLocal(enviadas, rejeitadas, error)
                }
            }
            guard !lote.isEmpty else {
                // Dreno limpo apaga o erro velho; com recusa, o motivo continua visível.
                if rejeitadas == 0 { ultimoMotivo = nil }
                proximaTentativaEm = nil
                falhasSeguidas = 0
                registrarDrenoOk()
                return .concluido(enviadas: enviadas, rejeitadas: rejeitadas)
            }
            let item = lote.removeFirst()
            ultimaSeq = item.sequencia
            do {
                try await executor.executar(item)
            } catch {
                let motivo = Self.motivo(de: error)
                guard apagarEnviadas() else { return falhaLocal(enviadas, rejeitadas, error) }
                switch TipoDeFalha.de(error) {
                case .permanente:
                    do {
                        try banco.consultar("""
                            UPDATE fila_acoes SET estado = 'rejeitada', tentativas = tentativas + 1, ultimo_erro = ?,
                                   ultima_tentativa_em = ?, ultima_chave = ? WHERE seq = ?
                            """, [.texto(Self.texto(de: motivo)), .real(relogio.agora.timeIntervalSince1970),
                                  (error as? ErroDaApi)?.chaveDeRecusa.map { .texto($0) } ?? .nulo, .inteiro(item.sequencia)])
                    } catch {
                        return falhaLocal(enviadas, rejeitadas, error)
                    }
                    rejeitadas += 1
                    ultimoMotivo = motivo
                    continue
                case .transitoria:
                    marcarTentativa(item, motivo)
                    falhasSeguidas += 1
                    ultimoMotivo = motivo
                    let minimo = Self.retryAfter(error)
                    if let minimo { guardarNaoAntesDe(relogio.agora.addingTimeInterval(min(minimo, backoff.teto))) }
                    agendarNovaTentativa(minimo: minimo)
                    return .interrompido(enviadas: enviadas, rejeitadas: rejeitadas, motivo: motivo)
                case .autenticacao:
                    marcarTentativa(item, motivo)
                    ultimoMotivo = .semSessao
                    return .interrompido(enviadas: enviadas, rejeitadas: rejeitadas, motivo: motivo)
                }
            }
            if enviadasNoArquivo.isEmpty { primeiraPorApagar = .now }
            enviadasNoArquivo.append(item.sequencia)
            falhasSeguidas = 0
            if enviadasNoArquivo.count >= Self.apagarACada || primeiraPorApagar.duration(to: .now) >= Self.apagarApos {
                guard apagarEnviadas() else { return falhaLocal(enviadas, rejeitadas, ErroDeBanco.falhou(operacao: "apagar", motivo: "")) }
            }
        }
    }

    static let apagarACada = 16
    static let apagarApos: Duration = .milliseconds(200)

    /// Apaga as ações enviadas de um lote numa transação só.
    private func apagar(_ seqs: [Int64]) throws {
        let marcas = Array(repeating: "?", count: seqs.count).joined(separator: ",")
        try banco.transacao {
            try banco.consultar("DELETE FROM fila_acoes WHERE seq IN (\(marcas))", seqs.map { .inteiro($0) })
        }
    }

    /// Falha do arquivo local durante o dreno: motivo claro, ação preservada, nova tentativa agendada.
    private func falhaLocal(_ enviadas: Int, _ rejeitadas: Int, _ erro: any Error) -> ResultadoDoDreno {
        ultimoMotivo = .falha(.dadosLocais)
        falhasSeguidas += 1
        agendarNovaTentativa(minimo: nil)
        return .interrompido(enviadas: enviadas, rejeitadas: rejeitadas, motivo: .falha(.dadosLocais))
    }

    static func motivo(de erro: any Error) -> MotivoDaFila {
        if let e = erro as? ErroDaApi { return .falha(e.falha) }
        return .envioFalhou
    }

    /// O motivo vai para a coluna `ultimo_erro` como JSON do valor (a frase sai do catálogo
    /// na leitura). Arquivos antigos guardavam ali a frase pronta: `motivo(doTexto:)` lê os dois.
    static func texto(de motivo: MotivoDaFila) -> String {
        (try? JSONEncoder().encode(motivo)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }

    static func motivo(doTexto t: String?, chave: String?) -> MotivoDaFila? {
        guard let t else { return nil }
        if t.hasPrefix("{"), let m = try? JSONDecoder().decode(MotivoDaFila.self, from: Data(t.utf8)) { return m }
        return .falha(.recusa(chave: chave, frase: t))
    }

    private func marcarTentativa(_ item: ItemDaFila, _ motivo: MotivoDaFila) {
        try? banco.consultar("UPDATE fila_acoes SET tentativas = tentativas + 1, ultimo_erro = ?, ultima_tentativa_em = ? WHERE seq = ?",
                             [.texto(Self.texto(de: motivo)), .real(relogio.agora.timeIntervalSince1970), .inteiro(item.sequencia)])
    }

    /// 429 com Retry-After: espera pelo menos o que o servidor pediu (ainda dentro do teto).
    static func retryAfter(_ erro: any Error) -> TimeInterval? {
        if case .limiteDeRequisicoes(let s)? = erro as? ErroDaApi { return s }
        return nil
    }

    private func agendarNovaTentativa(minimo: TimeInterval?) {
        var espera = backoff.atraso(falhas: falhasSeguidas)
        if let minimo { espera = min(backoff.teto, max(espera, minimo)) }
        proximaTentativaEm = relogio.agora.addingTimeInterval(espera)
        geracaoDoAgendamento += 1
        let geracao = geracaoDoAgendamento
        agendador.agendar(apos: espera) { [weak self] in
            await self?.tentarDeNovo(geracao: geracao)
        }
    }

    /// Só a tentativa agendada mais recente vale (uma cadeia de retry por vez).
    private func tentarDeNovo(geracao: Int) async {
        guard geracao == geracaoDoAgendamento else { return }
        _ = await drenar()
    }

    /// Prazo do Retry-After, no arquivo: vale também para o próximo processo (comandos sem tela).
    private func guardarNaoAntesDe(_ prazo: Date) {
        try? banco.consultar("INSERT OR REPLACE INTO fila_meta (chave, valor) VALUES ('nao_antes_de', ?)",
                             [.texto(String(prazo.timeIntervalSince1970))])
    }

    private func naoAntesDe() -> Date? {
        (try? banco.texto("SELECT valor FROM fila_meta WHERE chave = 'nao_antes_de'"))
            .flatMap { $0 }.flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
    }

    private func registrarDrenoOk() {
        try? banco.consultar("INSERT OR REPLACE INTO fila_meta (chave, valor) VALUES ('ultimo_dreno_ok', ?)",
                             [.texto(String(relogio.agora.timeIntervalSince1970))])
    }

    // MARK: - leitura

    static let tamanhoDoLote = 64

    private func pendentes(conta: UUID, depoisDe seq: Int64, limite: Int) throws -> [ItemDaFila] {
        try itens(conta: conta, sql: "AND estado = 'pendente' AND seq > ? ORDER BY seq LIMIT ?",
                  [.inteiro(seq), .inteiro(Int64(limite))])
    }

    private func itens(conta: UUID, sql: String, _ parametros: [BancoSQLite.Valor] = []) throws -> [ItemDaFila] {
        var r: [ItemDaFila] = []
        let dec = JSONDecoder()
        try banco.consultar("""
            SELECT seq, conta, chave, acao, tocado_em, enfileirado_em, tentativas, ultimo_erro, estado, ultima_tentativa_em,
                   ultima_chave
            FROM fila_acoes WHERE conta = ? \(sql)
            """, [.texto(conta.uuidString)] + parametros) { l in
            guard let acao = try? dec.decode(AcaoOffline.self, from: l.blob(3)),
                  let c = l.texto(1).flatMap(UUID.init(uuidString:)) else { return }
            r.append(ItemDaFila(sequencia: l.inteiro(0), conta: c, acao: acao, chaveIdempotencia: l.texto(2) ?? "",
                                tocadoEm: Date(timeIntervalSince1970: l.real(4)),
                                enfileiradoEm: Date(timeIntervalSince1970: l.real(5)),
                                tentativas: Int(l.inteiro(6)), motivo: Self.motivo(doTexto: l.texto(7), chave: l.texto(10)),
                                estado: EstadoDaAcao(rawValue: l.texto(8) ?? "") ?? .pendente,
                                ultimaTentativaEm: l.nulo(9) ? nil : Date(timeIntervalSince1970: l.real(9)),
                                chaveDoErro: l.texto(10)))
        }
        return r
    }

    public func status(conta: UUID) async -> StatusDaFila {
        let lista: [ItemDaFila]
        var erroDeLeitura: MotivoDaFila?
        do { lista = try itens(conta: conta, sql: "ORDER BY seq") } catch {
            // Não mostra "fila vazia" quando o que há é um arquivo que não dá para ler.
            lista = []
            erroDeLeitura = .falha(.dadosLocais)
        }
        let pend = lista.filter { $0.estado == .pendente }
        let ultimo = (try? banco.texto("SELECT valor FROM fila_meta WHERE chave = 'ultimo_dreno_ok'"))
            .flatMap { $0 }.flatMap(Double.init).map(Date.init(timeIntervalSince1970:))
        return StatusDaFila(
            pendentes: pend.count, rejeitadas: lista.count - pend.count,
            idadeDaMaisAntiga: pend.map(\.tocadoEm).min().map { relogio.agora.timeIntervalSince($0) },
            ultimoDrenoOk: ultimo, ultimoMotivo: erroDeLeitura ?? ultimoMotivo, drenando: drenoAtual != nil,
            proximaTentativaEm: [proximaTentativaEm, naoAntesDe().flatMap { $0 > relogio.agora ? $0 : nil }].compactMap { $0 }.max(),
            itens: lista)
    }

    public func descartarRejeitada(chaveIdempotencia: String) async throws {
        try banco.consultar("DELETE FROM fila_acoes WHERE chave = ? AND estado = 'rejeitada'", [.texto(chaveIdempotencia)])
    }

    public func retentarRejeitada(chaveIdempotencia: String) async throws -> ItemDaFila? {
        try banco.consultar("UPDATE fila_acoes SET estado = 'pendente' WHERE chave = ? AND estado = 'rejeitada'",
                            [.texto(chaveIdempotencia)])
        var conta: UUID?
        try banco.consultar("SELECT conta FROM fila_acoes WHERE chave = ?", [.texto(chaveIdempotencia)]) { conta = $0.texto(0).flatMap(UUID.init(uuidString:)) }
        guard let conta else { return nil }
        return try itens(conta: conta, sql: "AND chave = ?", [.texto(chaveIdempotencia)]).first
    }

    /// Pendências de todas as contas (para "sair com ações pendentes?").
    public func totalPendentes() -> Int {
        Int((try? banco.inteiro("SELECT count(*) FROM fila_acoes WHERE estado = 'pendente'")) ?? 0)
    }
}
