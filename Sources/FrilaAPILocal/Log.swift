import Foundation

/// Log de acesso e avisos: uma linha por evento, escrita com um único write(2) (linhas
/// não se misturam entre threads). Nunca recebe token, senha, corpo ou dado pessoal.
public final class Log: Sendable {
    let fd: Int32

    /// Caminho vazio = stderr.
    public init(caminho: String) {
        if caminho.isEmpty {
            fd = 2
        } else {
            let f = open(caminho, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o640)
            fd = f >= 0 ? f : 2
        }
    }

    public func linha(_ s: String) {
        var t = Self.agoraISO() + " " + s + "\n"
        t.withUTF8 { b in _ = write(fd, b.baseAddress, b.count) }
    }

    /// método caminho status duração. O caminho vem sem query string.
    public func acesso(metodo: String, caminho: String, status: Int, duracaoMs: Double) {
        // Sem String(format:) (lento no Foundation do Linux): décimos de ms à mão.
        let decimos = Int((duracaoMs * 10).rounded())
        linha("\(Self.limpo(metodo, 10)) \(Self.limpo(caminho, 200)) \(status) \(decimos / 10).\(decimos % 10)ms")
    }

    /// Tira controles (quebra de linha forjada no log) e limita o tamanho.
    static func limpo(_ s: String, _ max: Int) -> String {
        if s.utf8.count <= max, !s.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return s }
        var r = ""
        for u in s.unicodeScalars.prefix(max) {
            r.unicodeScalars.append(u.value < 0x20 || u.value == 0x7F ? "?" : u)
        }
        return r
    }

    static func agoraISO() -> String {
        var t = timespec()
        clock_gettime(CLOCK_REALTIME, &t)
        var tmv = tm()
        var s = t.tv_sec
        gmtime_r(&s, &tmv)
        func d(_ n: Int, _ largura: Int) -> String {
            let s = String(n)
            return s.count >= largura ? s : String(repeating: "0", count: largura - s.count) + s
        }
        return "\(d(Int(tmv.tm_year) + 1900, 4))-\(d(Int(tmv.tm_mon) + 1, 2))-\(d(Int(tmv.tm_mday), 2))T"
            + "\(d(Int(tmv.tm_hour), 2)):\(d(Int(tmv.tm_min), 2)):\(d(Int(tmv.tm_sec), 2)).\(d(t.tv_nsec / 1_000_000, 3))Z"
    }
}
