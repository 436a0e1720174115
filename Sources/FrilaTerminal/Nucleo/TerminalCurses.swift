import CNcursesw
import Foundation
import FrilaApresentacao
import Synchronization

/// Sinal recebido (SIGTERM, SIGHUP, SIGINT, SIGQUIT) enquanto o curses está ativo; o laço
/// de eventos vê e sai pelo caminho normal, que restaura o terminal. Atomic sem trava é
/// seguro de escrever dentro de um tratador de sinal.
let sinalPendente = Atomic<Int32>(0)
/// O curses está ativo (para o atexit e os tratadores de falha saberem se precisam do endwin).
let cursesAtivo = Atomic<Bool>(false)

/// Lado de escrita do pipe dos sinais: o tratador escreve um byte e o `poll` do laço acorda,
/// caia o sinal na thread que cair (com várias threads, quase nunca é a do curses).
let escritaDosSinais = Atomic<Int32>(-1)
/// O tratador de SIGWINCH do ncurses (marca o KEY_RESIZE): o nosso o chama e acorda o laço.
nonisolated(unsafe) private var winchDoCurses: (@convention(c) (Int32) -> Void)?  // seguro: gravado uma vez, antes de o nosso tratador ser instalado; depois só lido

private func acordarDoSinal() {
    let fd = escritaDosSinais.load(ordering: .relaxed)
    var b: UInt8 = 1
    if fd >= 0 { _ = write(fd, &b, 1) }  // write é seguro num tratador de sinal
}

private func restaurarSeAtivo() {
    if cursesAtivo.exchange(false, ordering: .sequentiallyConsistent) { endwin() }
}

/// Erros de inicialização, com texto para uma pessoa (o curses ainda não está ativo).
public enum ErroDoTerminal: Error, CustomStringConvertible {
    case semTerminal(String)
    case localeSemUTF8(String)
    public var description: String {
        switch self {
        case .semTerminal(let t): return Textos.Terminal.semTerminal(t)
        case .localeSemUTF8(let c): return Textos.Terminal.localeSemUTF8(c)
        }
    }
}

/// Backend ncursesw. Só a thread que o criou deve chamá-lo (uma thread é dona do curses).
public final class TerminalCurses: Terminal {
    private var anterior: Quadro?
    private var limparTudo = true
    private let usarCor: Bool
    private var attrsPorEstilo: [Estilo: Int32] = [:]
    /// Lado de leitura do pipe dos sinais (SIGWINCH, término).
    private var leituraDosSinais: Int32 = -1

    /// Prepara locale, sinais e o curses. `semCor` força monocromático (além de NO_COLOR);
    /// `mouse: false` deixa o mouse com o terminal (seleção de texto, como sem o frila).
    public init(semCor: Bool = false, mouse: Bool = true) throws {
        // Locale antes do initscr; sem UTF-8 tenta C.UTF-8 (sempre existe no Debian). Só a
        // categoria dos caracteres, a que o curses usa: as outras não mudam nada na tela e
        // cada uma mapeia mais um arquivo de locale.
        setlocale(LC_CTYPE, "")
        if String(cString: frila_codeset()) != "UTF-8" {
            let original = String(cString: frila_codeset())
            if setlocale(LC_CTYPE, "C.UTF-8") == nil || String(cString: frila_codeset()) != "UTF-8" {
                throw ErroDoTerminal.localeSemUTF8(original)
            }
        }
        let termo = ProcessInfo.processInfo.environment["TERM"] ?? ""
        guard frila_newterm() != 0 else { throw ErroDoTerminal.semTerminal(termo) }
        cursesAtivo.store(true, ordering: .sequentiallyConsistent)
        Self.instalarTratadores()
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
            leituraDosSinais = fds[0]
            escritaDosSinais.store(fds[1], ordering: .sequentiallyConsistent)
        }
        // O newterm instalou o tratador de SIGWINCH do ncurses; o nosso vai na frente dele.
        let anterior = signal(SIGWINCH) { n in
            if let f = winchDoCurses { f(n) }
            acordarDoSinal()
        }
        if let anterior, unsafeBitCast(anterior, to: Int.self) > 1 { winchDoCurses = anterior }  // não SIG_DFL/SIG_IGN
        raw()  // Ctrl-C chega como tecla e sai pelo caminho normal
        noecho()
        nonl()
        _ = frila_keypad(1)
        set_escdelay(25)
        curs_set(0)
        if mouse { _ = frila_ligar_mouse() }
        let noColor = !(ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        usarCor = !semCor && !noColor && has_colors()
        if usarCor {
            start_color()
            use_default_colors()
            init_pair(Int16(Estilo.Cor.destaque.rawValue), Int16(COLOR_CYAN), -1)
            init_pair(Int16(Estilo.Cor.sucesso.rawValue), Int16(COLOR_GREEN), -1)
            init_pair(Int16(Estilo.Cor.aviso.rawValue), Int16(COLOR_YELLOW), -1)
            init_pair(Int16(Estilo.Cor.erro.rawValue), Int16(COLOR_RED), -1)
            init_pair(Int16(Estilo.Cor.suave.rawValue), Int16(COLOR_BLUE), -1)
        }
    }

    deinit { encerrar() }

    /// Sinal de término que fez o laço sair (0 = nenhum): o executável sai com 128 + n.
    public static var sinalRecebido: Int32 { sinalPendente.load(ordering: .sequentiallyConsistent) }

    public var tamanho: Tamanho {
        var y: Int32 = 0, x: Int32 = 0
        frila_getmaxyx(frila_stdscr(), &y, &x)
        return Tamanho(largura: Int(x), altura: Int(y))
    }

    public func campainha() { beep() }

    public func encerrar() { restaurarSeAtivo() }

    private func atributos(_ e: Estilo) -> Int32 {
        if let a = attrsPorEstilo[e] { return a }
        var a: Int32 = 0
        if e.atributos.contains(.negrito) { a |= frila_attr_bold() }
        if e.atributos.contains(.inverso) { a |= frila_attr_reverse() }
        if e.atributos.contains(.sublinhado) { a |= frila_attr_underline() }
        if e.atributos.contains(.fraco), usarCor { a |= frila_attr_dim() }
        if usarCor, let cor = e.cor { a |= frila_color_pair(Int32(cor.rawValue)) }
        attrsPorEstilo[e] = a
        return a
    }

    /// Pinta só as células que mudaram desde o último quadro (ou tudo, depois de um resize).
    public func pintar(_ q: Quadro) {
        let tudo = limparTudo || anterior?.tamanho != q.tamanho
        if tudo { _ = frila_erase(); limparTudo = false }
        var attrAtual: Int32 = -1
        var buf: [wchar_t] = []
        buf.reserveCapacity(8)
        for (x, y) in q.mudancas(desde: tudo ? nil : anterior) {
            let c = q[x, y]
            let at = atributos(c.estilo)
            if at != attrAtual { _ = frila_attrset(at); attrAtual = at }
            buf.removeAll(keepingCapacity: true)
            for s in c.grafema.unicodeScalars { buf.append(wchar_t(bitPattern: s.value)) }
            buf.append(0)
            _ = frila_mvaddwstr(Int32(y), Int32(x), buf)
        }
        _ = frila_attrset(0)
        _ = frila_refresh()
        anterior = q
    }

    /// Dorme num `poll` (stdin, o despertador do laço, o pipe dos sinais) e só então pede a
    /// tecla ao curses, sem espera. Antes, um `timeout(50)` acordava o processo ~24×/s parado.
    public func esperarTecla(timeoutMs: Int, acordar: Int32) -> Tecla? {
        // O que o curses já tem no buffer dele (resto de uma sequência) não aparece no poll.
        if let t = lerTecla(timeoutMs: 0) { return t }
        var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: acordar, events: Int16(POLLIN), revents: 0),
                   pollfd(fd: leituraDosSinais, events: Int16(POLLIN), revents: 0)]
        let r = poll(&fds, nfds_t(fds.count), Int32(clamping: timeoutMs))
        if leituraDosSinais >= 0, r > 0, fds[2].revents != 0 {
            var lixo = [UInt8](repeating: 0, count: 64)
            while read(leituraDosSinais, &lixo, lixo.count) > 0 {}
        }
        // Tecla, resize (o tratador do curses já marcou o KEY_RESIZE) ou EINTR: o curses diz.
        return lerTecla(timeoutMs: 0)
    }

    public func lerTecla(timeoutMs: Int) -> Tecla? {
        frila_timeout(Int32(timeoutMs))
        var c: wint_t = 0
        let r = frila_get_wch(&c)
        if r == ERR { return nil }
        let v = Int32(bitPattern: c)
        if r == KEY_CODE_YES {
            if v == frila_key_resize() { limparTudo = true; return .redimensionar }
            if v == frila_key_mouse() {
                var x: Int32 = 0, y: Int32 = 0
                return Self.traduzir(botao: frila_ler_mouse(&x, &y), x: Int(x), y: Int(y))
            }
            switch v {
            case KEY_UP: return .cima
            case KEY_DOWN: return .baixo
            case KEY_LEFT: return .esquerda
            case KEY_RIGHT: return .direita
            case KEY_PPAGE: return .paginaAcima
            case KEY_NPAGE: return .paginaAbaixo
            case KEY_HOME: return .inicio
            case KEY_END: return .fim
            case KEY_ENTER: return .enter
            case KEY_BACKSPACE: return .backspace
            case KEY_DC: return .apagar
            case KEY_BTAB: return .shiftTab
            default:
                for n in 1...12 where v == frila_key_f(Int32(n)) { return .f(n) }
                return nil
            }
        }
        return Self.traduzir(caractere: UInt32(c))
    }

    /// O que `frila_ler_mouse` devolveu → gesto (nil: soltar, arrastar, outro botão).
    static func traduzir(botao: Int32, x: Int, y: Int) -> Tecla? {
        switch botao {
        case 1: return .mouse(EventoDoMouse(.clique, x: x, y: y))
        case 4: return .mouse(EventoDoMouse(.rodaAcima, x: x, y: y))
        case 5: return .mouse(EventoDoMouse(.rodaAbaixo, x: x, y: y))
        default: return nil
        }
    }

    /// Código de caractere (já decodificado do UTF-8) → Tecla.
    static func traduzir(caractere v: UInt32) -> Tecla? {
        switch v {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .esc
        case 8, 127: return .backspace
        case 1...26: return .ctrl(Character(Unicode.Scalar(v + 96)!))
        default:
            guard let s = Unicode.Scalar(v), v >= 0x20 else { return nil }
            return .caractere(Character(s))
        }
    }

    /// Sinais de término → sai pelo laço (restaura o terminal); falhas fatais → restaura e
    /// deixa o sinal seguir; atexit cobre `exit()` chamado com o curses ativo.
    private static func instalarTratadores() {
        for s in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
            signal(s) { n in
                acordarDoSinal()
                // Segundo sinal sem o laço ter saído: restaura e sai já.
                if sinalPendente.exchange(n, ordering: .sequentiallyConsistent) != 0 {
                    if cursesAtivo.exchange(false, ordering: .sequentiallyConsistent) { endwin() }
                    _exit(128 + n)
                }
            }
        }
        for s in [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE] {
            signal(s) { n in
                if cursesAtivo.exchange(false, ordering: .sequentiallyConsistent) { endwin() }
                signal(n, SIG_DFL)
                raise(n)
            }
        }
        atexit { if cursesAtivo.exchange(false, ordering: .sequentiallyConsistent) { endwin() } }
    }
}
