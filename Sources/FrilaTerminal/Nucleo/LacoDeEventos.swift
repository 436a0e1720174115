import Foundation
import FrilaApresentacao
import Synchronization

/// Arquitetura Elm: estado + atualizar + desenhar. O programa é um valor; só o laço muda.
public protocol Programa {
    associatedtype Acao: Sendable
    /// Efeitos do início (ex.: carregar a sessão, pintar o cache).
    mutating func iniciar() -> [Efeito<Acao>]
    mutating func atualizar(_ acao: Acao) -> [Efeito<Acao>]
    /// Tecla → ação, pela tabela da tela atual (o programa decide o contexto: formulário,
    /// diálogo, ajuda).
    mutating func tecla(_ t: Tecla) -> [Efeito<Acao>]
    /// Chamado a cada vez que o laço acorda (mensagens que se apagam, sondagens).
    mutating func tique(_ agora: Date) -> [Efeito<Acao>]
    /// Quando o programa precisa do próximo tique (nil: só quando algo chegar). O laço dorme
    /// até lá, ou até uma tecla, um efeito que volta, um evento do tempo real, um resize.
    func proximoPrazo(_ agora: Date) -> Date?
    func desenhar(_ tamanho: Tamanho) -> Quadro
    /// O tamanho do terminal antes de cada pintura (a rolagem dos painéis vai até o fim que se vê).
    mutating func medir(_ tamanho: Tamanho)
    var encerrado: Bool { get }
}

extension Programa {
    public mutating func medir(_ tamanho: Tamanho) {}
    /// Quem não diz: o tique de meio segundo de antes.
    public func proximoPrazo(_ agora: Date) -> Date? { agora.addingTimeInterval(0.5) }
}

/// Caixa de ações que as tarefas devolvem, lida pela thread do curses. Cada `por` escreve um
/// byte no despertador (um pipe): o laço, dormindo num `poll`, acorda na hora.
public final class CaixaDeAcoes<Acao: Sendable>: Sendable {
    private let fila = Mutex<[Acao]>([])
    /// Lado de leitura (o laço espera nele) e de escrita do pipe; -1 se o pipe não abriu.
    public let despertador: Int32
    private let escrita: Int32
    public init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for fd in fds {
                _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            }
        }
        despertador = fds[0]
        escrita = fds[1]
    }
    deinit {
        if despertador >= 0 { close(despertador) }
        if escrita >= 0 { close(escrita) }
    }
    public func por(_ a: Acao) {
        fila.withLock { $0.append(a) }
        acordar()
    }
    /// Acorda o laço sem ação (um sinal, por exemplo). Pipe cheio já basta para acordar.
    public func acordar() {
        var b: UInt8 = 1
        if escrita >= 0 { _ = write(escrita, &b, 1) }
    }
    public func retirarTodas() -> [Acao] {
        var lixo = [UInt8](repeating: 0, count: 256)
        if despertador >= 0 { while read(despertador, &lixo, lixo.count) > 0 {} }
        return fila.withLock { f in defer { f.removeAll() }; return f }
    }
}

/// O laço: uma thread (a que chama `rodar`) é dona do terminal. Dorme até uma tecla, uma
/// ação que uma tarefa devolveu (o despertador da caixa), um resize ou o prazo que o programa
/// pediu; aplica tudo e repinta quando algo mudou. Parado, não gasta CPU.
public final class LacoDeEventos<P: Programa> {
    public let terminal: Terminal
    public let caixa = CaixaDeAcoes<P.Acao>()
    /// Teto de uma espera: mesmo sem prazo pedido, o laço confere sinais e o relógio.
    public var esperaMaximaMs = 60_000
    /// Chamado depois de cada pintura (benchmark do primeiro quadro, testes).
    public var aposPintar: ((Quadro) -> Void)?
    /// Chamado depois de cada pintura, com o programa (o registro diz quando a tela mudou).
    public var aoPintar: ((P) -> Void)?
    /// Sai logo depois de pintar um quadro em que isto é verdade (benchmark do primeiro
    /// quadro com dados).
    public var sairQuando: ((P) -> Bool)?
    /// A hora que o programa vê no tique (o relógio de teste do FRILA_AGORA, na TUI).
    public var relogio: () -> Date = Date.init
    private var tarefas = 0
    /// Teto de teclas aplicadas entre dois quadros (o terminal ainda repinta sob uma rajada).
    static var maxTeclasPorQuadro: Int { 512 }

    public init(terminal: Terminal) { self.terminal = terminal }

    /// Roda até o programa encerrar ou chegar um sinal de término; sempre restaura o terminal.
    public func rodar(_ programa: inout P) {
        defer { terminal.encerrar() }
        executar(programa.iniciar())
        var sujo = true
        while !programa.encerrado {
            if sinalPendente.load(ordering: .relaxed) != 0 { break }
            if sujo {
                let tamanho = terminal.tamanho
                programa.medir(tamanho)
                let q = programa.desenhar(tamanho)
                terminal.pintar(q)
                aposPintar?(q)
                aoPintar?(programa)
                sujo = false
                if let s = sairQuando, s(programa) { break }
            }
            if programa.encerrado { break }
            // Dorme até o prazo que o programa pediu (ou uma tecla, um efeito, um resize).
            let agoraAntes = relogio()
            var espera = esperaMaximaMs
            if let p = programa.proximoPrazo(agoraAntes) {
                espera = min(espera, max(0, Int((p.timeIntervalSince(agoraAntes) * 1000).rounded(.up))))
            }
            if var t = terminal.esperarTecla(timeoutMs: espera, acordar: caixa.despertador) {
                // Aplica tudo o que já está no buffer antes de repintar: um texto colado
                // (centenas de teclas) custa um quadro, não um por caractere.
                var lidas = 0
                while true {
                    if t != .redimensionar { executar(programa.tecla(t)) }
                    lidas += 1
                    guard !programa.encerrado, lidas < Self.maxTeclasPorQuadro,
                          let proxima = terminal.lerTecla(timeoutMs: 0) else { break }
                    t = proxima
                }
                sujo = true
            }
            for a in caixa.retirarTodas() {
                executar(programa.atualizar(a))
                sujo = true
            }
            // Acordou: o programa vê a hora (mensagens que vencem, sondagens que pediu).
            executar(programa.tique(relogio()))
            sujo = true  // o diff do backend faz disso quase nada quando nada mudou
        }
    }

    func executar(_ efeitos: [Efeito<P.Acao>]) {
        for e in efeitos {
            switch e {
            case .campainha: terminal.campainha()
            case .tarefa(let f):
                let caixa = self.caixa
                Task.detached { if let a = await f() { caixa.por(a) } }
            }
        }
    }
}
