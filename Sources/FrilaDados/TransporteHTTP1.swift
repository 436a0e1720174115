import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Glibc)
import Glibc
#endif

/// HTTP/1.1 sem TLS (o backend local, `http://`), com conexões keep-alive reaproveitadas.
/// O URLSession do Linux (libcurl + fontes do libdispatch) troca de thread ~60 vezes por
/// pedido: num dreno de 1.000 ações da fila eram ~1,2 ms de CPU e dezenas de trocas de
/// contexto por ação, num servidor que responde em ~1 ms (make bench, dreno da fila). Aqui
/// cada pedido é um write e os reads da resposta, numa thread do libdispatch, e volta.
/// `https://` e os testes com URLProtocol continuam no URLSession.
final class TransporteHTTP1: Sendable {
    let host: String
    let porta: UInt16
    /// Entre dois bytes (como `timeoutIntervalForRequest`); o pedido inteiro tem o dobro.
    let tempoLimite: TimeInterval
    let limite: Int
    /// Faz o I/O na própria thread de quem pede (comandos sem tela: um pedido por vez, nada
    /// mais esperando o pool). Na TUI fica numa thread do libdispatch, fora do pool
    /// cooperativo; o preço é acordar mais uma thread por pedido.
    let naThreadDeQuemPede: Bool
    /// Conexões ociosas, prontas para o próximo pedido.
    private let ociosas = Mutex<[Int32]>([])
    private static let maxOciosas = 4

    init?(url: URL, tempoLimite: TimeInterval, limite: Int, naThreadDeQuemPede: Bool = false) {
        guard url.scheme?.lowercased() == "http", let h = url.host, !h.isEmpty else { return nil }
        host = h
        porta = UInt16(url.port ?? 80)
        self.tempoLimite = tempoLimite
        self.limite = limite
        self.naThreadDeQuemPede = naThreadDeQuemPede
    }

    deinit { for fd in ociosas.withLock({ $0 }) { close(fd) } }

    /// O pedido, fora do pool cooperativo (o I/O bloqueia uma thread do libdispatch).
    func buscar(_ req: URLRequest) async throws -> (Data, URLResponse) {
        let pedido = Pedido(req, host: host, porta: porta)
        let andamento = Andamento()
        if naThreadDeQuemPede {
            return try await withTaskCancellationHandler { try self.executar(pedido, andamento) } onCancel: { andamento.cancelar() }
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (c: CheckedContinuation<(Data, URLResponse), any Error>) in
                DispatchQueue.global(qos: .userInitiated).async {
                    c.resume(with: Result { try self.executar(pedido, andamento) })
                }
            }
        } onCancel: {
            andamento.cancelar()
        }
    }

    /// O socket do pedido em curso, para o cancelamento da tarefa interromper a espera.
    private final class Andamento: Sendable {
        private let estado = Mutex<(fd: Int32, cancelado: Bool)>((-1, false))
        var cancelado: Bool { estado.withLock { $0.cancelado } }
        func usar(_ fd: Int32) { estado.withLock { $0.fd = fd } }
        func cancelar() {
            estado.withLock {
                $0.cancelado = true
                if $0.fd >= 0 { shutdown($0.fd, Int32(SHUT_RDWR)) }
            }
        }
    }

    /// Os bytes do pedido, prontos antes de sair da tarefa (URLRequest não é Sendable).
    struct Pedido: Sendable {
        let bytes: [UInt8]
        let url: URL
        let semCorpoNaResposta: Bool

        init(_ req: URLRequest, host: String, porta: UInt16) {
            let url = req.url!
            var alvo = url.path.isEmpty ? "/" : url.path
            if let q = url.query { alvo += "?" + q }
            let metodo = req.httpMethod ?? "GET"
            let corpo = req.httpBody ?? Data()
            var cabeca = "\(metodo) \(alvo) HTTP/1.1\r\nHost: \(host):\(porta)\r\n"
            for (k, v) in req.allHTTPHeaderFields ?? [:] where k.lowercased() != "host" && k.lowercased() != "content-length" {
                cabeca += "\(k): \(v)\r\n"
            }
            if !corpo.isEmpty || metodo == "POST" || metodo == "PUT" || metodo == "PATCH" {
                cabeca += "Content-Length: \(corpo.count)\r\n"
            }
            cabeca += "\r\n"
            bytes = Array(cabeca.utf8) + corpo
            self.url = url
            semCorpoNaResposta = metodo == "HEAD"
        }
    }

    // MARK: - bloqueante (numa thread do libdispatch)

    private func executar(_ p: Pedido, _ andamento: Andamento) throws -> (Data, URLResponse) {
        let prazo = Date().addingTimeInterval(tempoLimite * 2)
        // Conexão reaproveitada que o servidor fechou enquanto ociosa: nada da resposta chegou,
        // então o pedido não foi atendido; vai de novo numa conexão nova (uma vez).
        for tentativa in 0..<2 {
            let reaproveitada = tentativa == 0 ? ociosas.withLock { $0.popLast() } : nil
            let fd = try reaproveitada ?? conectar(prazo: prazo)
            andamento.usar(fd)
            if andamento.cancelado { close(fd); throw URLError(.cancelled) }
            do {
                let (dados, resposta, manter) = try conversar(fd, p, prazo: prazo)
                andamento.usar(-1)
                let guardada = manter && ociosas.withLock { o in
                    guard o.count < Self.maxOciosas else { return false }
                    o.append(fd)
                    return true
                }
                if !guardada { close(fd) }
                return (dados, resposta)
            } catch is FechadaSemResposta where reaproveitada != nil {
                andamento.usar(-1)
                close(fd)
                continue
            } catch {
                andamento.usar(-1)
                close(fd)
                if andamento.cancelado { throw URLError(.cancelled) }
                if error is FechadaSemResposta { throw URLError(.networkConnectionLost) }
                throw error
            }
        }
        throw URLError(.networkConnectionLost)
    }

    /// O servidor fechou antes do primeiro byte da resposta.
    private struct FechadaSemResposta: Error {}

    private func conectar(prazo: Date) throws -> Int32 {
        var dicas = addrinfo()
        dicas.ai_family = AF_UNSPEC
        dicas.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var lista: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(porta), &dicas, &lista) == 0, let primeira = lista else {
            throw URLError(.cannotFindHost)
        }
        defer { freeaddrinfo(lista) }
        var atual: UnsafeMutablePointer<addrinfo>? = primeira
        var ultimoErro = URLError(.cannotConnectToHost)
        while let a = atual {
            atual = a.pointee.ai_next
            let fd = socket(a.pointee.ai_family, a.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue),
                            a.pointee.ai_protocol)
            guard fd >= 0 else { continue }
            if connect(fd, a.pointee.ai_addr, a.pointee.ai_addrlen) == 0 || errno == EINPROGRESS {
                do {
                    try esperar(fd, escrever: true, prazo: prazo)
                    var erro: Int32 = 0
                    var tam = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(fd, SOL_SOCKET, SO_ERROR, &erro, &tam)
                    if erro == 0 {
                        var um: Int32 = 1
                        setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &um, socklen_t(MemoryLayout<Int32>.size))
                        return fd
                    }
                    ultimoErro = Self.erroDeConexao(erro)
                } catch let e as URLError {
                    ultimoErro = e
                }
            } else {
                ultimoErro = Self.erroDeConexao(errno)
            }
            close(fd)
        }
        throw ultimoErro
    }

    private static func erroDeConexao(_ e: Int32) -> URLError {
        switch e {
        case ENETUNREACH, ENETDOWN: URLError(.notConnectedToInternet)
        case ETIMEDOUT: URLError(.timedOut)
        default: URLError(.cannotConnectToHost)
        }
    }

    /// Espera o socket ficar pronto; o tempo-limite vale entre dois bytes, dentro do prazo total.
    private func esperar(_ fd: Int32, escrever: Bool, prazo: Date) throws {
        while true {
            let resta = min(tempoLimite, prazo.timeIntervalSinceNow)
            if resta <= 0 { throw URLError(.timedOut) }
            var p = pollfd(fd: fd, events: Int16(escrever ? POLLOUT : POLLIN), revents: 0)
            let r = poll(&p, 1, Int32(max(1, (resta * 1000).rounded(.up))))
            if r > 0 { return }
            if r == 0 { throw URLError(.timedOut) }
            if errno != EINTR { throw URLError(.networkConnectionLost) }
        }
    }

    /// Sem espaços e tabs nas pontas (OWS do HTTP). O `trimmingCharacters` do Foundation
    /// passa por NSString: ~7 % da CPU do dreno da fila, só nos cabeçalhos.
    static func semBrancos(_ s: Substring) -> String {
        let branco: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let i = s.firstIndex(where: { !branco($0) }), let f = s.lastIndex(where: { !branco($0) }) else { return "" }
        return String(s[i...f])
    }

    private func conversar(_ fd: Int32, _ p: Pedido, prazo: Date) throws -> (Data, HTTPURLResponse, Bool) {
        // Envia tudo.
        var enviado = 0
        try p.bytes.withUnsafeBytes { buf in
            while enviado < buf.count {
                let n = send(fd, buf.baseAddress! + enviado, buf.count - enviado, Int32(MSG_NOSIGNAL))
                if n > 0 { enviado += n; continue }
                if n < 0, errno == EAGAIN || errno == EINTR { try esperar(fd, escrever: true, prazo: prazo); continue }
                throw FechadaSemResposta()
            }
        }
        var leitor = Leitor(fd: fd, transporte: self, prazo: prazo)
        // Cabeçalho da resposta.
        guard let primeira = try leitor.linha(primeira: true) else { throw FechadaSemResposta() }
        let partes = primeira.split(separator: " ", maxSplits: 2)
        guard partes.count >= 2, partes[0].hasPrefix("HTTP/1."), let status = Int(partes[1]) else {
            throw URLError(.badServerResponse)
        }
        var cabecalhos: [String: String] = [:]
        var tamanhoDoCabecalho = 0
        while let l = try leitor.linha(), !l.isEmpty {
            tamanhoDoCabecalho += l.utf8.count
            if tamanhoDoCabecalho > 64 * 1024 { throw URLError(.badServerResponse) }
            guard let dois = l.firstIndex(of: ":") else { continue }
            let k = Self.semBrancos(l[..<dois])
            let v = Self.semBrancos(l[l.index(after: dois)...])
            if let anterior = cabecalhos[k] { cabecalhos[k] = anterior + ", " + v } else { cabecalhos[k] = v }
        }
        func valor(_ nome: String) -> String? {
            cabecalhos.first { $0.key.caseInsensitiveCompare(nome) == .orderedSame }?.value
        }
        var manter = partes[0] == "HTTP/1.1" && valor("Connection")?.lowercased().contains("close") != true
        var corpo = Data()
        if p.semCorpoNaResposta || status == 204 || status == 304 || (100..<200).contains(status) {
            // sem corpo
        } else if valor("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            while true {
                guard let l = try leitor.linha() else { throw URLError(.networkConnectionLost) }
                let hex = l.split(separator: ";").first.map { Self.semBrancos($0) } ?? ""
                guard let n = Int(hex, radix: 16), n >= 0 else { throw URLError(.badServerResponse) }
                if n == 0 {
                    while let t = try leitor.linha(), !t.isEmpty {}
                    break
                }
                if corpo.count + n > limite { throw ColetorDeRespostas.GrandeDemais(limite: limite) }
                try leitor.bytes(n, em: &corpo)
                _ = try leitor.linha()
            }
        } else if let t = valor("Content-Length"), let n = Int(t) {
            if n > limite { throw ColetorDeRespostas.GrandeDemais(limite: limite) }
            try leitor.bytes(n, em: &corpo)
        } else {
            manter = false
            try leitor.ateOFim(em: &corpo, limite: limite)
        }
        manter = manter && leitor.vazio
        guard let resposta = HTTPURLResponse(url: p.url, statusCode: status, httpVersion: String(partes[0]),
                                             headerFields: cabecalhos) else { throw URLError(.badServerResponse) }
        return (corpo, resposta, manter)
    }

    /// Leitura com buffer de um socket não bloqueante.
    private struct Leitor {
        let fd: Int32
        let transporte: TransporteHTTP1
        let prazo: Date
        var buf: [UInt8] = []
        var inicio = 0
        var chegouAlgo = false
        var vazio: Bool { inicio >= buf.count }

        init(fd: Int32, transporte: TransporteHTTP1, prazo: Date) {
            self.fd = fd
            self.transporte = transporte
            self.prazo = prazo
        }

        /// Mais bytes do socket; false no fim da conexão.
        mutating func encher() throws -> Bool {
            if inicio > 0, inicio >= buf.count { buf.removeAll(keepingCapacity: true); inicio = 0 }
            var tmp = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let n = tmp.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if n > 0 { buf.append(contentsOf: tmp[0..<n]); chegouAlgo = true; return true }
                if n == 0 { return false }
                if errno == EAGAIN || errno == EINTR { try transporte.esperar(fd, escrever: false, prazo: prazo); continue }
                if !chegouAlgo { throw FechadaSemResposta() }
                throw URLError(.networkConnectionLost)
            }
        }

        /// Uma linha sem o CRLF; nil se a conexão acabou antes. `primeira`: o fim antes do
        /// primeiro byte é "fechada sem resposta".
        mutating func linha(primeira: Bool = false) throws -> String? {
            while true {
                if let i = buf[inicio...].firstIndex(of: UInt8(ascii: "\n")) {
                    var fim = i
                    if fim > inicio, buf[fim - 1] == UInt8(ascii: "\r") { fim -= 1 }
                    let s = String(decoding: buf[inicio..<fim], as: UTF8.self)
                    inicio = i + 1
                    return s
                }
                if buf.count - inicio > 64 * 1024 { throw URLError(.badServerResponse) }
                if try !encher() {
                    if primeira && !chegouAlgo { throw FechadaSemResposta() }
                    return nil
                }
            }
        }

        mutating func bytes(_ n: Int, em destino: inout Data) throws {
            var falta = n
            while falta > 0 {
                if vazio, try !encher() { throw URLError(.networkConnectionLost) }
                let k = min(falta, buf.count - inicio)
                destino.append(contentsOf: buf[inicio..<(inicio + k)])
                inicio += k
                falta -= k
            }
        }

        mutating func ateOFim(em destino: inout Data, limite: Int) throws {
            while true {
                if !vazio {
                    if destino.count + (buf.count - inicio) > limite { throw ColetorDeRespostas.GrandeDemais(limite: limite) }
                    destino.append(contentsOf: buf[inicio...])
                    inicio = buf.count
                }
                if try !encher() { return }
            }
        }
    }
}
