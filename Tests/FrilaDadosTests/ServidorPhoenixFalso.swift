import Foundation
@testable import FrilaDados
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Um subconjunto do Supabase Realtime (vsn 1.0.0) em 127.0.0.1, porta efêmera: upgrade
/// WebSocket, `phx_join`, heartbeat e broadcasts que o teste manda tocar. Fala TCP de verdade
/// com o `CanalPhoenix`; o comportamento de cada falha é um campo.
final class ServidorPhoenixFalso: Sendable {
    struct Comportamento: Sendable {
        /// Status da resposta ao upgrade (101 = aceita).
        var statusDoUpgrade = 101
        var aceiteErrado = false
        /// nil: entra; senão a razão da recusa do `phx_join`.
        var recusarEntrada: String?
        var responderHeartbeat = true
    }

    struct Registro: Sendable {
        var alvos: [String] = []
        /// Cada mensagem de texto que os clientes mandaram (JSON cru).
        var mensagens: [String] = []
        var entradas = 0
    }

    let porta: UInt16
    private let fdEscuta: Int32
    let comportamento: Mutex<Comportamento>
    let registro = Mutex(Registro())
    /// Conexões com entrada aceita: o socket e o tópico.
    private let conexoes = Mutex<[Int32: String]>([:])
    private let encerrado = Atomic<Bool>(false)

    var urlDaApi: URL { URL(string: "http://127.0.0.1:\(porta)")! }

    init(_ c: Comportamento = .init()) throws {
        comportamento = Mutex(c)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ErroDoServidorDeTeste.socket }
        var sim: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &sim, socklen_t(MemoryLayout<Int32>.size))
        var end = sockaddr_in()
        end.sin_family = sa_family_t(AF_INET)
        end.sin_addr.s_addr = inet_addr("127.0.0.1")
        let ok = withUnsafePointer(to: &end) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard ok == 0, listen(fd, 16) == 0 else { close(fd); throw ErroDoServidorDeTeste.socket }
        var tam = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &end) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &tam) }
        }
        porta = UInt16(bigEndian: end.sin_port)
        fdEscuta = fd
        Thread.detachNewThread { [self] in aceitar() }
    }

    deinit { encerrar() }

    func encerrar() {
        guard !encerrado.exchange(true, ordering: .sequentiallyConsistent) else { return }
        shutdown(fdEscuta, Int32(SHUT_RDWR))
        close(fdEscuta)
        derrubarTodas()
    }

    /// Corta o TCP de todas as conexões (queda de rede, servidor reiniciado).
    func derrubarTodas() {
        for fd in conexoes.withLock({ Array($0.keys) }) { shutdown(fd, Int32(SHUT_RDWR)) }
    }

    var conectadas: Int { conexoes.withLock { $0.count } }

    /// Um broadcast como o Realtime entrega o de `realtime.send`, a cada conexão no tópico.
    func tocar(topico: String, _ carga: [String: Any]) {
        let m: [String: Any] = ["topic": topico, "event": "broadcast", "ref": NSNull(), "join_ref": NSNull(),
                                "payload": ["type": "broadcast", "event": "campainha", "payload": carga, "meta": ["id": UUID().uuidString]]]
        let texto = String(decoding: try! JSONSerialization.data(withJSONObject: m), as: UTF8.self)
        for (fd, t) in conexoes.withLock({ $0 }) where t == topico { mandarTexto(fd, texto) }
    }

    /// Manda um texto cru (fragmentado em `pedacos`) a todas as conexões.
    func mandarCru(_ quadros: [QuadroDoCanalWS]) {
        for fd in conexoes.withLock({ Array($0.keys) }) {
            for q in quadros { escrever(fd, CodecWebSocket.codificar(q, mascara: nil)) }
        }
    }

    private func aceitar() {
        while !encerrado.load(ordering: .relaxed) {
            let c = accept(fdEscuta, nil, nil)
            if c < 0 { continue }
            Thread.detachNewThread { [self] in atender(c) }
        }
    }

    private func atender(_ fd: Int32) {
        defer {
            conexoes.withLock { $0[fd] = nil }
            close(fd)
        }
        var lido: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 16384)
        var fim: Int?
        while fim == nil {
            let n = recv(fd, &buf, buf.count, 0)
            if n <= 0 { return }
            lido.append(contentsOf: buf[..<n])
            fim = ConexaoWebSocket.acharFimDoCabecalho(lido, de: 0)
        }
        let cab = String(decoding: lido[..<fim!], as: UTF8.self).components(separatedBy: "\r\n")
        let alvo = cab[0].split(separator: " ").dropFirst().first.map(String.init) ?? ""
        registro.withLock { $0.alvos.append(alvo) }
        let chave = cab.first { $0.lowercased().hasPrefix("sec-websocket-key:") }?.split(separator: ":", maxSplits: 1).last?
            .trimmingCharacters(in: .whitespaces) ?? ""
        let c = comportamento.withLock { $0 }
        guard c.statusDoUpgrade == 101 else {
            escrever(fd, Array("HTTP/1.1 \(c.statusDoUpgrade) X\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".utf8))
            return
        }
        let aceite = c.aceiteErrado ? ConexaoWebSocket.aceite("outra") : ConexaoWebSocket.aceite(chave)
        escrever(fd, Array("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: \(aceite)\r\n\r\n".utf8))
        conexoes.withLock { $0[fd] = "" }
        var dec = CodecWebSocket.Decodificador(esperaMascara: true, limiteDoQuadro: 1 << 20)
        var mont = CodecWebSocket.Montador(limiteDaMensagem: 1 << 20)
        dec.alimentar(lido[(fim! + 4)...])
        while true {
            do {
                while let q = try dec.proximo() {
                    guard let m = try mont.receber(q) else { continue }
                    switch m {
                    case .texto(let t): responder(fd, t)
                    case .fechar: return
                    case .ping(let p): escrever(fd, CodecWebSocket.codificar(QuadroDoCanalWS(.pong, p), mascara: nil))
                    default: break
                    }
                }
            } catch { return }
            let n = recv(fd, &buf, buf.count, 0)
            if n <= 0 { return }
            dec.alimentar(buf[..<n])
        }
    }

    private func responder(_ fd: Int32, _ texto: String) {
        registro.withLock { $0.mensagens.append(texto) }
        guard let o = (try? JSONSerialization.jsonObject(with: Data(texto.utf8))) as? [String: Any],
              let topico = o["topic"] as? String, let evento = o["event"] as? String else { return }
        let c = comportamento.withLock { $0 }
        func resposta(_ payload: [String: Any]) {
            let m: [String: Any] = ["topic": topico, "event": "phx_reply", "ref": o["ref"] ?? NSNull(),
                                    "join_ref": o["join_ref"] ?? NSNull(), "payload": payload]
            mandarTexto(fd, String(decoding: try! JSONSerialization.data(withJSONObject: m), as: UTF8.self))
        }
        switch evento {
        case "phx_join":
            if let razao = c.recusarEntrada {
                resposta(["status": "error", "response": ["reason": razao]])
            } else {
                conexoes.withLock { $0[fd] = topico }
                registro.withLock { $0.entradas += 1 }
                resposta(["status": "ok", "response": ["postgres_changes": [Any]()]])
            }
        case "heartbeat":
            if c.responderHeartbeat { resposta(["status": "ok", "response": [String: Any]()]) }
        default: break
        }
    }

    private func mandarTexto(_ fd: Int32, _ s: String) {
        escrever(fd, CodecWebSocket.codificar(QuadroDoCanalWS(.texto, Array(s.utf8)), mascara: nil))
    }

    private func escrever(_ fd: Int32, _ b: [UInt8]) {
        b.withUnsafeBytes { p in
            var enviado = 0
            while enviado < p.count {
                let n = send(fd, p.baseAddress! + enviado, p.count - enviado, Int32(MSG_NOSIGNAL))
                if n <= 0 { return }
                enviado += n
            }
        }
    }
}
