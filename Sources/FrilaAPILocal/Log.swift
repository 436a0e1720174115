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
        linha("\(Self.limpo(metodo, 10)) \(Self.limpo(caminho, 200)) \(status) \(String(format: "%.1f", duracaoMs))ms")
    }

    /// Tira controles (quebra de linha forjada no log) e limita o tamanho.
    static func limpo(_ s: String, _ max: Int) -> String {
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
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tmv.tm_year + 1900, tmv.tm_mon + 1, tmv.tm_mday,
                      tmv.tm_hour, tmv.tm_min, tmv.tm_sec, t.tv_nsec / 1_000_000)
    }
}
