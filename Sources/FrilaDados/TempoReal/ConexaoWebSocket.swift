import Foundation
import COpenSSL
#if canImport(Glibc)
import Glibc
#endif

/// Por que a conexão WebSocket não abriu ou parou.
public enum ErroDeConexaoWS: Error, Equatable, Sendable {
    /// Nome que não resolve, conexão recusada, tempo esgotado, TLS que não fecha.
    case rede
    /// Certificado que não confere (cadeia ou nome do host).
    case certificado
    /// O servidor respondeu ao upgrade com outro status.
    case http(Int)
    /// Resposta ao upgrade sem o Sec-WebSocket-Accept certo, ou quadros fora do RFC.
    case protocolo
    /// Acordado de fora (encerrar, trocar de conta).
    case interrompida
}

/// Um socket WebSocket cliente (RFC 6455), ws:// ou wss:// (OpenSSL 3, certificado pelo
/// repositório do sistema e pelo nome do host). Bloqueante por prazo e não Sendable: é usado
/// só pela thread de E/S do canal (um SSL não aguenta leitura e escrita concorrentes).
final class ConexaoWebSocket {
    private let fd: Int32
    private var ssl: OpaquePointer?
    private var ctx: OpaquePointer?
    /// Lido por `poll` junto com o socket: um byte nele interrompe a espera.
    private let acordar: Int32
    private var decodificador: CodecWebSocket.Decodificador
    private var montador: CodecWebSocket.Montador
    private var fechado = false

    /// Tetos de um servidor hostil: nem o cabeçalho do upgrade nem um quadro crescem sem limite.
    static let limiteDoCabecalho = 16 * 1024
    static let limiteDoQuadroPadrao = 1 << 20

    private init(fd: Int32, ssl: OpaquePointer?, ctx: OpaquePointer?, acordar: Int32, limite: Int) {
        self.fd = fd
        self.ssl = ssl
        self.ctx = ctx
        self.acordar = acordar
        decodificador = .init(esperaMascara: false, limiteDoQuadro: limite)
        montador = .init(limiteDaMensagem: limite)
    }

    deinit {
        if let ssl { SSL_free(ssl) }
        if let ctx { SSL_CTX_free(ctx) }
        close(fd)
    }

    // MARK: - abrir

    /// Conecta, faz o TLS (wss) e o upgrade. `alvo` é o caminho com a query (sem token: a URL
    /// aparece em registros de proxies).
    static func abrir(url: URL, prazo: Date, acordar: Int32, limiteDoQuadro: Int = limiteDoQuadroPadrao) throws(ErroDeConexaoWS) -> ConexaoWebSocket {
        guard let esquema = url.scheme?.lowercased(), esquema == "ws" || esquema == "wss", let host = url.host, !host.isEmpty else {
            throw .protocolo
        }
        let tls = esquema == "wss"
        let porta = url.port ?? (tls ? 443 : 80)
        let fd = try conectar(host: host, porta: porta, prazo: prazo, acordar: acordar)
        var ssl: OpaquePointer?
        var ctx: OpaquePointer?
        if tls {
            do { (ssl, ctx) = try apertoDeMaoTLS(fd: fd, host: host, prazo: prazo, acordar: acordar) } catch {
                close(fd)
                throw error
            }
        }
        let c = ConexaoWebSocket(fd: fd, ssl: ssl, ctx: ctx, acordar: acordar, limite: limiteDoQuadro)
        try c.upgrade(url: url, host: host, porta: porta, padrao: tls ? 443 : 80, prazo: prazo)
        return c
    }

    private static func conectar(host: String, porta: Int, prazo: Date, acordar: Int32) throws(ErroDeConexaoWS) -> Int32 {
        var dica = addrinfo()
        dica.ai_socktype = Int32(SOCK_STREAM.rawValue)
        dica.ai_family = AF_UNSPEC
        var res: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(porta), &dica, &res) == 0, let primeiro = res else { throw .rede }
        defer { freeaddrinfo(res) }
        var atual: UnsafeMutablePointer<addrinfo>? = primeiro
        while let a = atual {
            atual = a.pointee.ai_next
            let fd = socket(a.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
            if fd < 0 { continue }
            var sim: Int32 = 1
            // Cada quadro num write só, e sem Nagle: cabeçalho e carga separados custavam 44 ms.
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &sim, socklen_t(MemoryLayout<Int32>.size))
            if connect(fd, a.pointee.ai_addr, a.pointee.ai_addrlen) == 0 { return fd }
            guard errno == EINPROGRESS else { close(fd); continue }
            do {
                try esperar(fd: fd, eventos: Int16(POLLOUT), prazo: prazo, acordar: acordar)
            } catch .interrompida {
                close(fd); throw .interrompida
            } catch {
                close(fd); continue
            }
            var erro: Int32 = 0
            var tam = socklen_t(MemoryLayout<Int32>.size)
            if getsockopt(fd, SOL_SOCKET, SO_ERROR, &erro, &tam) == 0, erro == 0 { return fd }
            close(fd)
        }
        throw .rede
    }

    /// Espera o socket ficar pronto para `eventos` até o prazo; o fd de acordar interrompe.
    static func esperar(fd: Int32, eventos: Int16, prazo: Date, acordar: Int32) throws(ErroDeConexaoWS) {
        while true {
            let resta = prazo.timeIntervalSinceNow
            guard resta > 0 else { throw .rede }
            var fds = [pollfd(fd: fd, events: eventos, revents: 0), pollfd(fd: acordar, events: Int16(POLLIN), revents: 0)]
            let r = poll(&fds, nfds_t(acordar >= 0 ? 2 : 1), Int32(min(resta * 1000, 60_000).rounded(.up)))
            if r < 0 { if errno == EINTR { continue }; throw .rede }
            if r == 0 { continue }
            if acordar >= 0, fds[1].revents != 0 { throw .interrompida }
            if fds[0].revents & (eventos | Int16(POLLERR) | Int16(POLLHUP)) != 0 { return }
        }
    }

    private static func apertoDeMaoTLS(fd: Int32, host: String, prazo: Date, acordar: Int32) throws(ErroDeConexaoWS) -> (OpaquePointer, OpaquePointer) {
        guard let ctx = SSL_CTX_new(TLS_client_method()) else { throw .rede }
        _ = frila_ssl_ctx_tls12_no_minimo(ctx)
        SSL_CTX_set_verify(ctx, SSL_VERIFY_PEER, nil)
        // O repositório do sistema (ca-certificates); SSL_CERT_FILE/SSL_CERT_DIR também valem.
        guard SSL_CTX_set_default_verify_paths(ctx) == 1, let ssl = SSL_new(ctx) else { SSL_CTX_free(ctx); throw .rede }
        _ = frila_ssl_nome_do_servidor(ssl, host)
        // Confere o nome do host no certificado (SAN), além da cadeia.
        guard SSL_set1_host(ssl, host) == 1, SSL_set_fd(ssl, fd) == 1 else { SSL_free(ssl); SSL_CTX_free(ctx); throw .rede }
        while true {
            let r = SSL_connect(ssl)
            if r == 1 { return (ssl, ctx) }
            let e = SSL_get_error(ssl, r)
            do throws(ErroDeConexaoWS) {
                switch e {
                case SSL_ERROR_WANT_READ: try esperar(fd: fd, eventos: Int16(POLLIN), prazo: prazo, acordar: acordar)
                case SSL_ERROR_WANT_WRITE: try esperar(fd: fd, eventos: Int16(POLLOUT), prazo: prazo, acordar: acordar)
                default:
                    let verificacao = SSL_get_verify_result(ssl)
                    ERR_clear_error()
                    throw verificacao != X509_V_OK ? ErroDeConexaoWS.certificado : .rede
                }
            } catch {
                SSL_free(ssl); SSL_CTX_free(ctx)
                throw error
            }
        }
    }

    private func upgrade(url: URL, host: String, porta: Int, padrao: Int, prazo: Date) throws(ErroDeConexaoWS) {
        var alvo = url.path.isEmpty ? "/" : url.path
        if let q = url.query { alvo += "?" + q }
        var nonce = [UInt8](repeating: 0, count: 16)
        guard RAND_bytes(&nonce, 16) == 1 else { throw .rede }
        let chave = Data(nonce).base64EncodedString()
        let hostCab = porta == padrao ? host : "\(host):\(porta)"
        let pedido = "GET \(alvo) HTTP/1.1\r\nHost: \(hostCab)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            + "Sec-WebSocket-Key: \(chave)\r\nSec-WebSocket-Version: 13\r\nUser-Agent: frila\r\n\r\n"
        try escreverTudo(Array(pedido.utf8), prazo: prazo)
        var lido: [UInt8] = []
        var fimDoCabecalho: Int?
        while fimDoCabecalho == nil {
            guard lido.count < Self.limiteDoCabecalho else { throw .protocolo }
            let pedaco = try lerAlgo(prazo: prazo)
            guard !pedaco.isEmpty else { throw .rede }
            let de = max(0, lido.count - 3)
            lido.append(contentsOf: pedaco)
            if let r = Self.acharFimDoCabecalho(lido, de: de) { fimDoCabecalho = r }
        }
        let cabeca = String(decoding: lido[..<fimDoCabecalho!], as: UTF8.self)
        let linhas = cabeca.components(separatedBy: "\r\n")
        let status = linhas.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        guard status == 101 else { throw .http(status) }
        var cab: [String: String] = [:]
        for l in linhas.dropFirst() {
            guard let i = l.firstIndex(of: ":") else { continue }
            cab[l[..<i].trimmingCharacters(in: .whitespaces).lowercased()] = l[l.index(after: i)...].trimmingCharacters(in: .whitespaces)
        }
        guard cab["upgrade"]?.lowercased() == "websocket",
              cab["connection"]?.lowercased().split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "upgrade" }) == true,
              cab["sec-websocket-accept"] == Self.aceite(chave) else { throw .protocolo }
        // Bytes depois do cabeçalho já são quadros.
        decodificador.alimentar(lido[(fimDoCabecalho! + 4)...])
    }

    static func acharFimDoCabecalho(_ b: [UInt8], de: Int) -> Int? {
        guard b.count >= 4 else { return nil }
        var i = de
        while i + 3 < b.count {
            if b[i] == 13, b[i + 1] == 10, b[i + 2] == 13, b[i + 3] == 10 { return i }
            i += 1
        }
        return nil
    }

    /// Sec-WebSocket-Accept esperado para a chave (§4.2.2): base64(SHA-1(chave + GUID)).
    static func aceite(_ chave: String) -> String {
        let entrada = Array((chave + CodecWebSocket.guid).utf8)
        var resumo = [UInt8](repeating: 0, count: Int(SHA_DIGEST_LENGTH))
        _ = SHA1(entrada, entrada.count, &resumo)
        return Data(resumo).base64EncodedString()
    }

    // MARK: - quadros

    /// Manda um quadro (mascarado, máscara nova a cada um) num write só.
    func enviar(_ q: QuadroDoCanalWS, prazo: Date) throws(ErroDeConexaoWS) {
        var m = [UInt8](repeating: 0, count: 4)
        guard RAND_bytes(&m, 4) == 1 else { throw .rede }
        try escreverTudo(CodecWebSocket.codificar(q, mascara: m), prazo: prazo)
    }

    func enviarTexto(_ s: String, prazo: Date) throws(ErroDeConexaoWS) {
        try enviar(QuadroDoCanalWS(.texto, Array(s.utf8)), prazo: prazo)
    }

    /// A próxima mensagem; nil quando o prazo passa sem nada (ou `acordar` tem algo:
    /// `.interrompida`). Ping recebe pong aqui mesmo; fechamento é respondido e vira `.fechar`.
    func receber(prazo: Date) throws(ErroDeConexaoWS) -> MensagemWS? {
        while true {
            do {
                while let q = try decodificador.proximo() {
                    guard let m = try montador.receber(q) else { continue }
                    switch m {
                    case .ping(let p):
                        try enviar(QuadroDoCanalWS(.pong, p), prazo: Date().addingTimeInterval(5))
                        continue
                    case .fechar(let codigo, _):
                        if !fechado {
                            fechado = true
                            try? enviar(QuadroDoCanalWS(.fechar, codigo.map { CodecWebSocket.cargaDeFechamento($0) } ?? []),
                                        prazo: Date().addingTimeInterval(1))
                        }
                        return m
                    default:
                        return m
                    }
                }
            } catch let e as ErroDaConexaoWS {
                fecharCom(e.codigoDeFechamento)
                throw .protocolo
            } catch let e as ErroDeConexaoWS {
                throw e
            } catch {
                throw .protocolo
            }
            if prazo.timeIntervalSinceNow <= 0 { return nil }
            let pedaco: [UInt8]
            do { pedaco = try lerAlgo(prazo: prazo) } catch .rede where prazo.timeIntervalSinceNow <= 0 { return nil }
            guard !pedaco.isEmpty else { throw .rede }  // o outro lado fechou o TCP
            decodificador.alimentar(pedaco)
        }
    }

    /// Fecha educadamente (1000) e esquece a conexão.
    func fechar(_ codigo: UInt16 = 1000) { fecharCom(codigo) }

    private func fecharCom(_ codigo: UInt16) {
        guard !fechado else { return }
        fechado = true
        try? enviar(QuadroDoCanalWS(.fechar, CodecWebSocket.cargaDeFechamento(codigo)), prazo: Date().addingTimeInterval(1))
        if let ssl { SSL_shutdown(ssl) }
        shutdown(fd, Int32(SHUT_RDWR))
    }

    // MARK: - bytes

    private func escreverTudo(_ bytes: [UInt8], prazo: Date) throws(ErroDeConexaoWS) {
        var enviado = 0
        while enviado < bytes.count {
            let n: Int = bytes.withUnsafeBytes { p in
                let base = p.baseAddress!.advanced(by: enviado)
                let resto = bytes.count - enviado
                if let ssl { return Int(SSL_write(ssl, base, Int32(min(resto, Int(Int32.max))))) }
                return send(fd, base, resto, Int32(MSG_NOSIGNAL))
            }
            if n > 0 { enviado += n; continue }
            if let ssl {
                switch SSL_get_error(ssl, Int32(n)) {
                case SSL_ERROR_WANT_WRITE: try Self.esperar(fd: fd, eventos: Int16(POLLOUT), prazo: prazo, acordar: -1)
                case SSL_ERROR_WANT_READ: try Self.esperar(fd: fd, eventos: Int16(POLLIN), prazo: prazo, acordar: -1)
                default: ERR_clear_error(); throw .rede
                }
            } else if n < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                try Self.esperar(fd: fd, eventos: Int16(POLLOUT), prazo: prazo, acordar: -1)
            } else {
                throw .rede
            }
        }
    }

    /// O que houver para ler (espera até o prazo); vazio = o outro lado fechou.
    private func lerAlgo(prazo: Date) throws(ErroDeConexaoWS) -> [UInt8] {
        var buf = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let n: Int = buf.withUnsafeMutableBytes { p in
                if let ssl { return Int(SSL_read(ssl, p.baseAddress, Int32(p.count))) }
                return recv(fd, p.baseAddress, p.count, 0)
            }
            if n > 0 { return Array(buf[..<n]) }
            if let ssl {
                switch SSL_get_error(ssl, Int32(n)) {
                case SSL_ERROR_WANT_READ: try Self.esperar(fd: fd, eventos: Int16(POLLIN), prazo: prazo, acordar: acordar)
                case SSL_ERROR_WANT_WRITE: try Self.esperar(fd: fd, eventos: Int16(POLLOUT), prazo: prazo, acordar: acordar)
                case SSL_ERROR_ZERO_RETURN: return []
                default: ERR_clear_error(); throw .rede
                }
            } else if n == 0 {
                return []
            } else if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR {
                try Self.esperar(fd: fd, eventos: Int16(POLLIN), prazo: prazo, acordar: acordar)
            } else {
                throw .rede
            }
        }
    }
}
