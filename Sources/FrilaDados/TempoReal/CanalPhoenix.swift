import Foundation
import FrilaDominio
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Tempos e tetos do canal; os testes encurtam.
public struct ParametrosDoCanal: Sendable {
    /// Intervalo do heartbeat (o do realtime-js); sem resposta até o próximo, reconecta.
    public var heartbeat: TimeInterval = 25
    /// Espera antes de cada nova tentativa depois de uma queda (a última se repete).
    public var esperas: [TimeInterval] = [1, 2, 5, 10]
    /// Depois de uma recusa (limite do plano, endpoint ausente): não insiste logo.
    public var esperaAposRecusa: TimeInterval = 60
    public var prazoDeConexao: TimeInterval = 10
    public var prazoDaEntrada: TimeInterval = 10
    public var limiteDoQuadro = ConexaoWebSocket.limiteDoQuadroPadrao
    public init() {}
}

/// Cliente de canais Phoenix (vsn 1.0.0) do Supabase Realtime: um socket, o tópico privado
/// `realtime:conta:<uid>` com o JWT da conta, heartbeat, reconexão com espera crescente e
/// reentrada. Uma thread de E/S por conexão faz tudo (ler, escrever, o relógio do heartbeat):
/// um SSL do OpenSSL não aguenta leitura e escrita de threads diferentes.
public final class CanalPhoenix: CanalDeTempoReal {
    public let url: URL
    private let token: @Sendable () async -> String?
    private let parametros: ParametrosDoCanal
    private let estado = Mutex(Compartilhado())
    /// Pipe que interrompe a espera da thread (ouvir outra conta, encerrar).
    private let pipeLer: Int32
    private let pipeEscrever: Int32

    private struct Compartilhado {
        var conta: UUID?
        var geracao = 0
        var encerrado = false
        var threadViva = false
        var assinantes: [UUID: AsyncStream<EventoDoTempoReal>.Continuation] = [:]
    }

    /// `token`: o JWT atual da sessão (lido a cada entrada e a cada heartbeat; se mudou, vai
    /// ao canal como `access_token`). Nunca vai na URL nem a registro algum.
    public init?(urlDaApi: URL, chaveAnonima: String, parametros: ParametrosDoCanal = .init(),
                 token: @escaping @Sendable () async -> String?) {
        guard let u = Self.url(daApi: urlDaApi, chaveAnonima: chaveAnonima) else { return nil }
        url = u
        self.token = token
        self.parametros = parametros
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        pipeLer = fds[0]
        pipeEscrever = fds[1]
    }

    deinit {
        close(pipeLer)
        close(pipeEscrever)
    }

    /// `http(s)://host/base` → `ws(s)://host/base/realtime/v1/websocket?apikey=…&vsn=1.0.0`, como o supabase-js.
    public static func url(daApi api: URL, chaveAnonima: String) -> URL? {
        guard var c = URLComponents(url: api, resolvingAgainstBaseURL: false) else { return nil }
        switch c.scheme?.lowercased() {
        case "http": c.scheme = "ws"
        case "https": c.scheme = "wss"
        default: return nil
        }
        var base = c.path
        while base.hasSuffix("/") { base.removeLast() }
        c.path = base + "/realtime/v1/websocket"
        c.queryItems = [URLQueryItem(name: "apikey", value: chaveAnonima), URLQueryItem(name: "vsn", value: "1.0.0")]
        return c.url
    }

    // MARK: - CanalDeTempoReal

    public func eventos() -> AsyncStream<EventoDoTempoReal> {
        let (s, c) = AsyncStream<EventoDoTempoReal>.makeStream(bufferingPolicy: .bufferingNewest(256))
        let id = UUID()
        let encerrado = estado.withLock { e in
            if !e.encerrado { e.assinantes[id] = c }
            return e.encerrado
        }
        if encerrado { c.finish() }
        c.onTermination = { [weak self] _ in _ = self?.estado.withLock { $0.assinantes.removeValue(forKey: id) } }
        return s
    }

    public func ouvir(conta: UUID?) async {
        let iniciar = estado.withLock { e -> Bool in
            guard !e.encerrado, e.conta != conta else { return false }
            e.conta = conta
            e.geracao += 1
            defer { e.threadViva = true }
            return !e.threadViva
        }
        if iniciar {
            let t = Thread { [self] in laco() }
            t.name = "frila-tempo-real"
            t.start()
        } else {
            acordar()
        }
    }

    public func encerrar() async {
        let assinantes = estado.withLock { e in
            e.encerrado = true
            defer { e.assinantes = [:] }
            return Array(e.assinantes.values)
        }
        acordar()
        for c in assinantes { c.finish() }
    }

    // MARK: - a thread

    private func acordar() {
        var b: UInt8 = 1
        _ = write(pipeEscrever, &b, 1)
    }

    private func esvaziarPipe() {
        var b = [UInt8](repeating: 0, count: 64)
        while read(pipeLer, &b, b.count) > 0 {}
    }

    private func emitir(_ e: EventoDoTempoReal) {
        for c in estado.withLock({ Array($0.assinantes.values) }) { c.yield(e) }
    }

    private func situacao() -> (conta: UUID?, geracao: Int, encerrado: Bool) {
        estado.withLock { ($0.conta, $0.geracao, $0.encerrado) }
    }

    /// Como terminou uma sessão do socket.
    private enum Fim {
        case encerrado
        /// Outra conta (ou nenhuma): reconecta já, sem espera.
        case trocou
        case caiu(MotivoDaQueda)
        case recusado(MotivoDaRecusa)
    }

    private func laco() {
        var quedas = 0
        var jaEntrou = false
        while true {
            esvaziarPipe()
            let s = situacao()
            if s.encerrado { break }
            guard let conta = s.conta else {
                dormir(nil)
                continue
            }
            let fim = sessao(conta: conta, geracao: s.geracao, jaEntrou: &jaEntrou, quedas: &quedas)
            let espera: TimeInterval
            switch fim {
            case .encerrado: estado.withLock { $0.threadViva = false }; return
            case .trocou: jaEntrou = false; quedas = 0; continue
            case .caiu(let m):
                emitir(.caiu(m))
                espera = parametros.esperas.isEmpty ? 1 : parametros.esperas[min(quedas, parametros.esperas.count - 1)]
                quedas += 1
            case .recusado(let m):
                emitir(.recusado(m))
                espera = parametros.esperaAposRecusa
            }
            dormir(espera)
        }
        estado.withLock { $0.threadViva = false }
    }

    /// Dorme até o tempo passar ou alguém acordar a thread.
    private func dormir(_ segundos: TimeInterval?) {
        var p = pollfd(fd: pipeLer, events: Int16(POLLIN), revents: 0)
        _ = poll(&p, 1, segundos.map { Int32(($0 * 1000).rounded(.up)) } ?? -1)
    }

    private func tokenAgora() -> String? {
        let caixa = Mutex<String?>(nil)
        let pronto = DispatchSemaphore(value: 0)
        let token = self.token
        Task.detached {
            let t = await token()
            caixa.withLock { $0 = t }
            pronto.signal()
        }
        guard pronto.wait(timeout: .now() + 5) == .success else { return nil }
        return caixa.withLock { $0 }
    }

    private func sessao(conta: UUID, geracao: Int, jaEntrou: inout Bool, quedas: inout Int) -> Fim {
        let conexao: ConexaoWebSocket
        do {
            conexao = try ConexaoWebSocket.abrir(url: url, prazo: Date().addingTimeInterval(parametros.prazoDeConexao),
                                                 acordar: pipeLer, limiteDoQuadro: parametros.limiteDoQuadro)
        } catch .interrompida {
            return situacao().encerrado ? .encerrado : .trocou
        } catch .http(let status) {
            return .recusado(.http(status))
        } catch .protocolo {
            return .caiu(.protocolo)
        } catch {
            return .caiu(.semRede)
        }
        defer { conexao.fechar() }
        guard var tokenEnviado = tokenAgora() else { return .recusado(.servidor("sem_sessao")) }
        let topico = "realtime:conta:" + conta.uuidString.lowercased()
        var ref = 1
        let refDaEntrada = "1"
        let entrada: [String: Any] = [
            "config": ["broadcast": ["self": false, "ack": false], "presence": ["enabled": false, "key": ""],
                       "postgres_changes": [Any](), "private": true],
            "access_token": tokenEnviado,
        ]
        func mandar(_ topic: String, _ event: String, _ payload: [String: Any], ref: String, joinRef: String?) throws(ErroDeConexaoWS) {
            var m: [String: Any] = ["topic": topic, "event": event, "payload": payload, "ref": ref]
            m["join_ref"] = joinRef ?? NSNull()
            guard let d = try? JSONSerialization.data(withJSONObject: m) else { throw .protocolo }
            try conexao.enviarTexto(String(decoding: d, as: UTF8.self), prazo: Date().addingTimeInterval(parametros.prazoDeConexao))
        }
        do {
            try mandar(topico, "phx_join", entrada, ref: refDaEntrada, joinRef: refDaEntrada)
            // A resposta da entrada; o que chegar antes dela (outra coisa do servidor) passa.
            let prazoDaEntrada = Date().addingTimeInterval(parametros.prazoDaEntrada)
            entrando: while true {
                guard let m = try conexao.receber(prazo: prazoDaEntrada) else { return .caiu(.semResposta) }
                switch m {
                case .fechar: return .caiu(.fechadoPeloServidor)
                case .texto(let t):
                    guard let msg = MensagemDoCanal(t), msg.topic == topico, msg.event == "phx_reply", msg.ref == refDaEntrada else { continue }
                    if msg.status == "ok" { break entrando }
                    return .recusado(.servidor(msg.razao ?? "recusado"))
                default: continue
                }
            }
            quedas = 0
            emitir(jaEntrou ? .reconectado : .aoVivo)
            jaEntrou = true
            var proximoHeartbeat = Date().addingTimeInterval(parametros.heartbeat)
            var heartbeatPendente: String?
            while true {
                let m: MensagemWS?
                do { m = try conexao.receber(prazo: proximoHeartbeat) } catch .interrompida {
                    esvaziarPipe()
                    let s = situacao()
                    if s.encerrado { return .encerrado }
                    if s.geracao != geracao { return .trocou }
                    continue
                }
                guard let m else {
                    // Hora do heartbeat: o anterior precisa ter voltado.
                    if heartbeatPendente != nil { return .caiu(.semResposta) }
                    ref += 1
                    heartbeatPendente = String(ref)
                    try mandar("phoenix", "heartbeat", [:], ref: String(ref), joinRef: nil)
                    if let t = tokenAgora(), t != tokenEnviado {
                        ref += 1
                        try mandar(topico, "access_token", ["access_token": t], ref: String(ref), joinRef: refDaEntrada)
                        tokenEnviado = t
                    }
                    proximoHeartbeat = Date().addingTimeInterval(parametros.heartbeat)
                    continue
                }
                switch m {
                case .fechar: return .caiu(.fechadoPeloServidor)
                case .texto(let t):
                    guard let msg = MensagemDoCanal(t) else { continue }
                    if msg.topic == "phoenix", msg.event == "phx_reply", msg.ref == heartbeatPendente {
                        heartbeatPendente = nil
                        continue
                    }
                    guard msg.topic == topico else { continue }
                    switch msg.event {
                    case "broadcast":
                        if let c = msg.campainha { emitir(.campainha(c)) }
                    case "system" where msg.payload["message"] as? String == "reconnected":
                        // O banco do servidor voltou: o que tocou no meio se perdeu, busque tudo.
                        emitir(.reconectado)
                    case "phx_close", "phx_error":
                        return .caiu(.fechadoPeloServidor)
                    default:
                        continue
                    }
                default:
                    continue
                }
            }
        } catch .interrompida {
            return situacao().encerrado ? .encerrado : .trocou
        } catch .protocolo {
            return .caiu(.protocolo)
        } catch {
            return .caiu(.semRede)
        }
    }
}

/// Uma mensagem vsn 1.0.0 (`{topic, event, payload, ref, join_ref}`), só o que o cliente usa.
struct MensagemDoCanal {
    let topic: String
    let event: String
    let ref: String?
    let payload: [String: Any]

    init?(_ texto: String) {
        guard let o = (try? JSONSerialization.jsonObject(with: Data(texto.utf8))) as? [String: Any],
              let topic = o["topic"] as? String, let event = o["event"] as? String else { return nil }
        self.topic = topic
        self.event = event
        ref = o["ref"] as? String ?? (o["ref"] as? Int).map(String.init)
        payload = o["payload"] as? [String: Any] ?? [:]
    }

    var status: String? { payload["status"] as? String }
    var razao: String? { (payload["response"] as? [String: Any])?["reason"] as? String }

    /// `broadcast`: `{type, event, payload: {tipo, vaga_id?, turno_id?, aviso_id?, alerta?}}`.
    /// Sem `tipo` não é campainha nossa; ids ilegíveis ficam nil (a campainha toca igual).
    var campainha: Campainha? {
        guard let p = payload["payload"] as? [String: Any], let tipo = p["tipo"] as? String else { return nil }
        func id(_ k: String) -> UUID? { (p[k] as? String).flatMap(UUID.init(uuidString:)) }
        let alerta: Bool? = (p["alerta"] as? Bool) ?? (p["alerta"] as? String).flatMap { ["true": true, "false": false][$0] }
        return Campainha(tipo: tipo, vagaId: id("vaga_id"), turnoId: id("turno_id"), avisoId: id("aviso_id"), alerta: alerta)
    }
}
