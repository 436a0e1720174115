import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Pedido HTTP como o servidor de falhas o leu do socket.
struct PedidoHTTP: Sendable {
    let metodo: String
    let caminho: String
    let query: String?
    /// Nomes em minúsculas.
    let cabecalhos: [String: String]
    let corpo: Data
    var json: [String: Any] { ((try? JSONSerialization.jsonObject(with: corpo)) as? [String: Any]) ?? [:] }
}

/// O que o servidor faz com um pedido. Cada caso é uma falha real de rede ou de servidor.
indirect enum Comportamento: Sendable {
    case responder(status: Int, corpo: Data, cabecalhos: [String: String])
    /// Espera (além do tempo-limite do cliente) e só então faz o resto.
    case lento(TimeInterval, Comportamento)
    /// Lê o pedido e fecha a conexão sem responder nada.
    case cortar
    /// Anuncia um Content-Length maior, manda só o começo do corpo e fecha.
    case truncar(status: Int, corpo: Data)
    /// 200 sem Content-Length, corpo sem fim (até o cliente fechar ou 512 MiB), a uns
    /// 64 MiB/s (uma rede rápida, não o loopback sem freio): um proxy quebrado.
    case jorrar

    static func json(_ s: String, status: Int = 200, _ cab: [String: String] = [:]) -> Comportamento {
        var c = cab
        c["Content-Type"] = c["Content-Type"] ?? "application/json"
        return .responder(status: status, corpo: Data(s.utf8), cabecalhos: c)
    }

    /// Página de erro de um proxy na frente do servidor.
    static func html(_ status: Int) -> Comportamento {
        .responder(status: status, corpo: Data("""
            <!DOCTYPE html><html><head><title>\(status) Bad Gateway</title></head>
            <body><center><h1>\(status) Bad Gateway</h1></center><hr><center>nginx</center></body></html>
            """.utf8), cabecalhos: ["Content-Type": "text/html"])
    }
}

/// Servidor HTTP/1.1 mínimo, só em 127.0.0.1 (porta efêmera), para os testes de falha:
/// fala TCP de verdade com o URLSession do ApiCliente (libcurl), então timeout, conexão
/// cortada e corpo truncado acontecem como na rede. Uma conexão por pedido.
final class ServidorDeFalhas: @unchecked Sendable {
    // @unchecked: `pedidos`, `jorrado` e `encerrado` só mudam sob `lock`; o socket de escuta é
    // imutável depois do init e fechado uma vez em `encerrar`.
    let porta: UInt16
    private let fdEscuta: Int32
    private let lock = NSLock()
    private let atender: @Sendable (PedidoHTTP) -> Comportamento
    private var _pedidos: [PedidoHTTP] = []
    private var _jorrado: Int?
    private var encerrado = false

    var url: URL { URL(string: "http://127.0.0.1:\(porta)")! }
    var pedidos: [PedidoHTTP] { lock.lock(); defer { lock.unlock() }; return _pedidos }
    /// Bytes de corpo que o `.jorrar` chegou a mandar antes de o cliente fechar.
    var jorrado: Int? { lock.lock(); defer { lock.unlock() }; return _jorrado }

    init(_ atender: @escaping @Sendable (PedidoHTTP) -> Comportamento) throws {
        self.atender = atender
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ErroDoServidorDeTeste.socket }
        var sim: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &sim, socklen_t(MemoryLayout<Int32>.size))
        var end = sockaddr_in()
        end.sin_family = sa_family_t(AF_INET)
        end.sin_port = 0
        end.sin_addr.s_addr = inet_addr("127.0.0.1")  // só loopback
        let ok = withUnsafePointer(to: &end) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0, listen(fd, 64) == 0 else { close(fd); throw ErroDoServidorDeTeste.socket }
        var tam = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &end) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &tam) }
        }
        porta = UInt16(bigEndian: end.sin_port)
        fdEscuta = fd
        let t = Thread { [self] in aceitar() }
        t.name = "servidor-de-falhas"
        t.start()
    }

    deinit { encerrar() }

    func encerrar() {
        lock.lock()
        let ja = encerrado
        encerrado = true
        lock.unlock()
        if !ja { shutdown(fdEscuta, Int32(SHUT_RDWR)); close(fdEscuta) }
    }

    private var fechado: Bool { lock.lock(); defer { lock.unlock() }; return encerrado }

    private func aceitar() {
        while true {
            let c = accept(fdEscuta, nil, nil)
            if c < 0 {
                if fechado { return }
                continue
            }
            Thread.detachNewThread { [self] in conexao(c) }
        }
    }

    private func conexao(_ c: Int32) {
        defer { close(c) }
        guard let p = lerPedido(c) else { return }
        lock.lock(); _pedidos.append(p); lock.unlock()
        executar(atender(p), c)
    }

    private func executar(_ comp: Comportamento, _ c: Int32) {
        switch comp {
        case .cortar:
            shutdown(c, Int32(SHUT_RDWR))
        case .lento(let s, let depois):
            Thread.sleep(forTimeInterval: s)
            executar(depois, c)
        case .responder(let status, let corpo, let cab):
            escrever(c, cabecalho(status, tamanho: corpo.count, cab) + corpo)
        case .jorrar:
            escrever(c, Data("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n[".utf8))
            let pedaco = [UInt8](repeating: UInt8(ascii: "1"), count: 65536)
            var total = 0
            while total < 512 << 20 {
                let n = pedaco.withUnsafeBytes { send(c, $0.baseAddress!, $0.count, Int32(MSG_NOSIGNAL)) }
                if n <= 0 { break }
                total += n
                usleep(1000)
            }
            lock.lock(); _jorrado = total; lock.unlock()
        case .truncar(let status, let corpo):
            let metade = corpo.prefix(max(1, corpo.count / 2))
            escrever(c, cabecalho(status, tamanho: corpo.count, ["Content-Type": "application/json"]) + metade)
            shutdown(c, Int32(SHUT_RDWR))
        }
    }

    private func cabecalho(_ status: Int, tamanho: Int, _ cab: [String: String]) -> Data {
        var s = "HTTP/1.1 \(status) \(status == 200 ? "OK" : "X")\r\nContent-Length: \(tamanho)\r\nConnection: close\r\n"
        for (k, v) in cab { s += "\(k): \(v)\r\n" }
        return Data((s + "\r\n").utf8)
    }

    private func escrever(_ c: Int32, _ d: Data) {
        d.withUnsafeBytes { buf in
            var enviado = 0
            while enviado < buf.count {
                let n = send(c, buf.baseAddress! + enviado, buf.count - enviado, Int32(MSG_NOSIGNAL))
                if n <= 0 { return }
                enviado += n
            }
        }
    }

    private func lerPedido(_ c: Int32) -> PedidoHTTP? {
        var dados = Data()
        var buf = [UInt8](repeating: 0, count: 65536)
        let fim = Data("\r\n\r\n".utf8)
        var corte: Range<Data.Index>?
        while corte == nil {
            let n = recv(c, &buf, buf.count, 0)
            if n <= 0 { return nil }
            dados.append(buf, count: n)
            corte = dados.range(of: fim)
        }
        let cab = String(decoding: dados[..<corte!.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let partes = cab[0].split(separator: " ")
        guard partes.count >= 2 else { return nil }
        var cabecalhos: [String: String] = [:]
        for linha in cab.dropFirst() {
            guard let i = linha.firstIndex(of: ":") else { continue }
            cabecalhos[linha[..<i].lowercased()] = linha[linha.index(after: i)...].trimmingCharacters(in: .whitespaces)
        }
        var corpo = Data(dados[corte!.upperBound...])
        let tamanho = Int(cabecalhos["content-length"] ?? "0") ?? 0
        while corpo.count < tamanho {
            let n = recv(c, &buf, buf.count, 0)
            if n <= 0 { break }
            corpo.append(buf, count: n)
        }
        let alvo = String(partes[1])
        let (caminho, query) = alvo.firstIndex(of: "?").map { (String(alvo[..<$0]), String(alvo[alvo.index(after: $0)...])) } ?? (alvo, nil)
        return PedidoHTTP(metodo: String(partes[0]), caminho: caminho, query: query, cabecalhos: cabecalhos, corpo: corpo)
    }
}

enum ErroDoServidorDeTeste: Error { case socket }

/// O lado "negócio" do servidor falso: aplica cada ação uma vez por chave de idempotência
/// (como a chave natural do servidor real), na ordem em que chegam, e deixa o teste
/// injetar uma falha antes ou depois de aplicar.
final class NegocioFalso: @unchecked Sendable {
    // @unchecked: todo estado mutável só é tocado sob `lock`.
    enum Momento: Sendable { case antes, depois }
    private let lock = NSLock()
    private var _aplicadas: [String] = []
    private var _chegadas: [String: Int] = [:]
    private var _falhas: [(Momento, Comportamento)] = []
    private var _tokenValido = "acesso-1"
    private var _renovacoes = 0
    /// Depois de tantas ações aplicadas, o token atual "vence" (401 PGRST303).
    var vencerTokenApos: Int?
    /// As falhas injetadas só valem depois de tantas chegadas de ações (falha no meio de um lote).
    var falhasSoDepoisDe = 0

    var aplicadas: [String] { lock.lock(); defer { lock.unlock() }; return _aplicadas }
    var renovacoes: Int { lock.lock(); defer { lock.unlock() }; return _renovacoes }
    /// Quantas vezes cada chave chegou ao servidor (reenvios incluídos).
    var chegadas: [String: Int] { lock.lock(); defer { lock.unlock() }; return _chegadas }

    func injetar(_ momento: Momento, _ c: Comportamento) { lock.lock(); _falhas.append((momento, c)); lock.unlock() }
    var falhasRestantes: Int { lock.lock(); defer { lock.unlock() }; return _falhas.count }

    func atender(_ p: PedidoHTTP) -> Comportamento {
        lock.lock(); defer { lock.unlock() }
        if p.caminho == "/auth/v1/token", p.query?.contains("refresh_token") == true {
            guard (p.json["refresh_token"] as? String) == "renova-\(_renovacoes + 1)" else {
                return .json(#"{"code":"refresh_token_already_used","message":"refresh_token_already_used"}"#, status: 400)
            }
            _renovacoes += 1
            _tokenValido = "acesso-\(_renovacoes + 1)"
            return .json(sessaoJSON(acesso: _tokenValido, renovacao: "renova-\(_renovacoes + 1)"))
        }
        guard p.caminho.hasPrefix("/rest/v1/rpc/") else { return .json(#"{"code":"PGRST202","message":"x"}"#, status: 404) }
        if p.cabecalhos["authorization"] != "Bearer \(_tokenValido)" {
            return .json(#"{"code":"PGRST303","message":"jwt_expirado","details":"JWT expirado","hint":null}"#, status: 401)
        }
        let chave = p.cabecalhos["idempotency-key"] ?? "sem-chave"
        _chegadas[chave, default: 0] += 1
        let injetar = _chegadas.values.reduce(0, +) > falhasSoDepoisDe
        if injetar, let (m, c) = _falhas.first, m == .antes {
            _falhas.removeFirst()
            return c
        }
        if !_aplicadas.contains(chave) { _aplicadas.append(chave) }
        if let n = vencerTokenApos, _aplicadas.count >= n, _renovacoes == 0 {
            _tokenValido = "vencido-\(UUID())"  // o próximo pedido com o token antigo leva 401
        }
        if injetar, let (m, c) = _falhas.first, m == .depois {
            _falhas.removeFirst()
            return c
        }
        return .json(turnoJSON)
    }
}
