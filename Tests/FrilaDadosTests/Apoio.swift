import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import FrilaDados
@testable import FrilaDominio

/// 2026-12-18 21:00 UTC = sex 18/12 18:00 em Brasília.
let t0 = Date(timeIntervalSince1970: 1_797_627_600)
func h(_ horas: Double) -> TimeInterval { horas * 3600 }

/// Resposta roteirizada do servidor falso.
enum RespostaFalsa: Sendable {
    case http(Int, String, [String: String] = [:])
    case falhaDeRede(URLError.Code)

    static func json(_ corpo: String, status: Int = 200) -> RespostaFalsa { .http(status, corpo) }
}

/// Requisição como o servidor falso a recebeu.
struct Recebida: Sendable {
    let metodo: String
    let caminho: String
    let query: String?
    let cabecalhos: [String: String]
    let corpo: Data

    var json: [String: Any] { ((try? JSONSerialization.jsonObject(with: corpo)) as? [String: Any]) ?? [:] }
    func cabecalho(_ nome: String) -> String? {
        cabecalhos.first { $0.key.lowercased() == nome.lowercased() }?.value
    }
}

/// Roteiro de um teste: cada teste usa um host próprio, então os testes podem correr em
/// paralelo no mesmo URLProtocol. Protegido por lock (acesso vindo da thread do URLSession).
final class Roteiro: @unchecked Sendable {
    private let lock = NSLock()
    private var porCaminho: [String: [RespostaFalsa]] = [:]
    private var _recebidas: [Recebida] = []
    let host = "teste-\(UUID().uuidString.lowercased()).invalid"

    var urlBase: URL { URL(string: "http://\(host)")! }

    init() { StubURLProtocol.registrar(self) }

    /// Enfileira respostas para um caminho (ex.: "/rest/v1/rpc/feed_vagas"); a última se repete.
    func responder(_ caminho: String, _ respostas: RespostaFalsa...) {
        lock.lock(); defer { lock.unlock() }
        porCaminho[caminho, default: []].append(contentsOf: respostas)
    }

    /// Resposta que depende do pedido (ex.: 401 só para um token); vale antes das roteirizadas.
    func responder(_ caminho: String, conforme: @escaping @Sendable (Recebida) -> RespostaFalsa) {
        lock.lock(); defer { lock.unlock() }
        dinamicas[caminho] = conforme
    }
    private var dinamicas: [String: @Sendable (Recebida) -> RespostaFalsa] = [:]

    var recebidas: [Recebida] { lock.lock(); defer { lock.unlock() }; return _recebidas }
    func recebidas(em caminho: String) -> [Recebida] { recebidas.filter { $0.caminho == caminho } }

    func atender(_ r: Recebida) -> RespostaFalsa {
        lock.lock(); defer { lock.unlock() }
        _recebidas.append(r)
        if let d = dinamicas[r.caminho] { return d(r) }
        guard var fila = porCaminho[r.caminho], !fila.isEmpty else { return .http(404, #"{"code":"PGRST202","message":"sem_rota_no_teste"}"#) }
        let resp = fila.count > 1 ? fila.removeFirst() : fila[0]
        porCaminho[r.caminho] = fila
        return resp
    }
}

final class StubURLProtocol: URLProtocol {
    // Registro global de roteiros por host; só mexido sob lock.
    nonisolated(unsafe) private static var roteiros: [String: Roteiro] = [:]
    private static let lock = NSLock()

    static func registrar(_ r: Roteiro) {
        lock.lock(); defer { lock.unlock() }
        roteiros[r.host] = r
    }

    static func roteiro(_ host: String?) -> Roteiro? {
        lock.lock(); defer { lock.unlock() }
        return host.flatMap { roteiros[$0] }
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let roteiro = Self.roteiro(url.host) else {
            client?.urlProtocol(self, didFailWithError: URLError(.cannotFindHost))
            return
        }
        var corpo = request.httpBody ?? Data()
        if corpo.isEmpty, let s = request.httpBodyStream {
            s.open()
            var buf = [UInt8](repeating: 0, count: 4096)
            while s.hasBytesAvailable {
                let n = s.read(&buf, maxLength: buf.count)
                if n <= 0 { break }
                corpo.append(buf, count: n)
            }
            s.close()
        }
        let rec = Recebida(metodo: request.httpMethod ?? "GET", caminho: url.path, query: url.query,
                           cabecalhos: request.allHTTPHeaderFields ?? [:], corpo: corpo)
        switch roteiro.atender(rec) {
        case .falhaDeRede(let codigo):
            client?.urlProtocol(self, didFailWithError: URLError(codigo))
        case .http(let status, let corpo, let cab):
            var cabecalhos = cab
            cabecalhos["Content-Type"] = cabecalhos["Content-Type"] ?? "application/json"
            let resp = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: cabecalhos)!
            client?.urlProtocol(self, didReceive: resp, cacheStoragePolicy: .notAllowed)
            client?.urlProtocol(self, didLoad: Data(corpo.utf8))
            client?.urlProtocolDidFinishLoading(self)
        }
    }

    override func stopLoading() {}
}

func configuracaoStub() -> URLSessionConfiguration {
    let c = URLSessionConfiguration.ephemeral
    c.protocolClasses = [StubURLProtocol.self]
    return c
}

let contaAna = UUID(uuidString: "11111111-1111-1111-1111-111111111111")!
let contaBruno = UUID(uuidString: "22222222-2222-2222-2222-222222222222")!

func credencialDeTeste(conta: UUID = contaAna, acesso: String = "acesso-1", renovacao: String? = "renova-1") -> Credencial {
    Credencial(contaId: conta, perfil: .profissional, nome: "Ana", tokenDeAcesso: acesso,
               tokenDeRenovacao: renovacao, expiraEm: t0 + 3600)
}

/// Cliente contra o roteiro, já com uma credencial em memória.
func clienteDeTeste(_ roteiro: Roteiro, credencial: Credencial? = credencialDeTeste(),
                    observador: (any ObservadorDeRequisicoes)? = nil) async -> ApiCliente {
    let cofre = CofreDeSessao(armazem: nil)
    if let credencial { try? await cofre.guardar(credencial) }
    return ApiCliente(urlBase: roteiro.urlBase, chaveAnonima: "anon-teste", cofre: cofre,
                      configuracao: configuracaoStub(), tempoLimite: 5, observador: observador)
}

/// Diretório temporário próprio de cada teste, dentro da raiz deste processo, que some no fim.
func diretorioTemporario() -> URL {
    let d = raizDosTemporarios.appendingPathComponent(UUID().uuidString)
    try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
    return d
}

/// /tmp/frila-testes-PID: apagada na saída do processo (atexit). Na primeira vez, apaga
/// também as de processos que já morreram sem apagar a sua (kill -9, crash).
let raizDosTemporarios: URL = {
    let fm = FileManager.default
    let tmp = fm.temporaryDirectory
    for nome in (try? fm.contentsOfDirectory(atPath: tmp.path)) ?? [] where nome.hasPrefix("frila-testes-") {
        if let pid = Int32(nome.dropFirst("frila-testes-".count)), kill(pid, 0) != 0, errno == ESRCH {
            try? fm.removeItem(at: tmp.appendingPathComponent(nome))
        }
    }
    let raiz = tmp.appendingPathComponent("frila-testes-\(getpid())")
    try? fm.createDirectory(at: raiz, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: FileManager.default.temporaryDirectory.path + "/frila-testes-\(getpid())") }
    return raiz
}()

func sessaoJSON(acesso: String, renovacao: String, conta: UUID = contaAna, perfil: String = "profissional") -> String {
    """
    {"access_token":"\(acesso)","token_type":"bearer","expires_in":3600,"expires_at":1797631200,
     "refresh_token":"\(renovacao)","user":{"id":"\(conta.uuidString.lowercased())","email":"ana@exemplo.com",
     "user_metadata":{"perfil":"\(perfil)","nome":"Ana Souza"}}}
    """
}

let turnoJSON = """
{"turno_id":"aaaaaaaa-0000-0000-0000-000000000001","vaga_id":"bbbbbbbb-0000-0000-0000-000000000001",
 "posicao_id":"cccccccc-0000-0000-0000-000000000001","estado":"confirmada",
 "vaga":{"funcao":"garcom","inicio":"2026-12-18T21:00:00+00:00","fim":"2026-12-19T03:00:00.123456+00:00",
         "local":{"endereco":"SCLN 408 Bloco A","lat":-15.7939,"lng":-47.8828},
         "inclusos":{"refeicao":true,"transporte":false,"exige_material_proprio":false},"modo":"urgencia"},
 "valor_acordado_centavos":12000,
 "estabelecimento":{"id":"dddddddd-0000-0000-0000-000000000001","nome":"Bar do Cerrado",
                    "contato":{"whatsapp":"+5561999990000","email":null}},
 "profissional":{"id":"11111111-1111-1111-1111-111111111111","nome":"Ana Souza","contato":null},
 "checkin":{"em":"2026-12-18T18:02:00-03:00","tipo":"manual","distancia_m":350.5,"confirmado_em":null},
 "checkout":null,"verificacao":"pendente","pode_avaliar":false,"minha_avaliacao":null}
"""
let turnoId1 = UUID(uuidString: "aaaaaaaa-0000-0000-0000-000000000001")!

/// Executor falso da fila: responde por turno, registra a ordem, mede concorrência.
actor ExecutorFalso: ExecutorDeAcoes {
    private(set) var enviados: [ItemDaFila] = []
    private var falhas: [UUID: [any Error]] = [:]
    private(set) var emCurso = 0
    private(set) var maxEmCurso = 0
    private var portao: CheckedContinuation<Void, Never>?
    private var segurarPrimeiro: Bool
    private(set) var chegouAoPortao = false

    init(segurarPrimeiro: Bool = false) { self.segurarPrimeiro = segurarPrimeiro }

    /// Falhas a devolver, em ordem, para ações do turno.
    func falhar(_ turno: UUID, _ erros: [any Error]) { falhas[turno, default: []].append(contentsOf: erros) }

    func executar(_ item: ItemDaFila) async throws {
        emCurso += 1
        maxEmCurso = max(maxEmCurso, emCurso)
        defer { emCurso -= 1 }
        if segurarPrimeiro {
            segurarPrimeiro = false
            chegouAoPortao = true
            await withCheckedContinuation { portao = $0 }
        }
        if var f = falhas[item.acao.turnoId], !f.isEmpty {
            let e = f.removeFirst()
            falhas[item.acao.turnoId] = f
            throw e
        }
        enviados.append(item)
    }

    func abrirPortao() { portao?.resume(); portao = nil }
}

/// AgendadorDeTentativas que só registra (nenhuma espera real).
final class AgendadorRegistrador: AgendadorDeTentativas, @unchecked Sendable {
    // @unchecked: estado mutável só com `lock` tomado.
    private let lock = NSLock()
    private var _esperas: [TimeInterval] = []
    private var _trabalhos: [@Sendable () async -> Void] = []
    var esperas: [TimeInterval] { lock.lock(); defer { lock.unlock() }; return _esperas }
    func agendar(apos segundos: TimeInterval, _ trabalho: @escaping @Sendable () async -> Void) {
        lock.lock(); defer { lock.unlock() }
        _esperas.append(segundos)
        _trabalhos.append(trabalho)
    }
    /// Roda o último trabalho agendado (como se o tempo tivesse passado).
    func rodarUltimo() async {
        let t: (@Sendable () async -> Void)? = { lock.lock(); defer { lock.unlock() }; return _trabalhos.last }()
        await t?()
    }
}

/// Relógio ajustável para testes (sem sleep).
final class RelogioManual: Relogio, @unchecked Sendable {
    // @unchecked: `_agora` só com `lock` tomado.
    private let lock = NSLock()
    private var _agora: Date
    init(_ agora: Date) { _agora = agora }
    var agora: Date { lock.lock(); defer { lock.unlock() }; return _agora }
    func avancar(_ s: TimeInterval) { lock.lock(); _agora += s; lock.unlock() }
}

func recusa(_ status: Int, _ chave: String, detalhes: String? = nil) -> ErroDaApi {
    .recusa(RecusaDoServidor(status: status, codigo: "PT\(status)", chave: chave, detalhes: detalhes, dicaTexto: nil))
}
