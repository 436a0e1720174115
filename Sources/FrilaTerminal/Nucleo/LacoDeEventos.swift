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
    /// Chamado periodicamente (mensagens que se apagam, sondagens).
    mutating func tique(_ agora: Date) -> [Efeito<Acao>]
    func desenhar(_ tamanho: Tamanho) -> Quadro
    /// O tamanho do terminal antes de cada pintura (a rolagem dos painéis vai até o fim que se vê).
    mutating func medir(_ tamanho: Tamanho)
    var encerrado: Bool { get }
}

extension Programa {
    public mutating func medir(_ tamanho: Tamanho) {}
}

/// Caixa de ações que as tarefas devolvem, lida pela thread do curses.
public final class CaixaDeAcoes<Acao: Sendable>: Sendable {
    private let fila = Mutex<[Acao]>([])
    public init() {}
    public func por(_ a: Acao) { fila.withLock { $0.append(a) } }
    public func retirarTodas() -> [Acao] { fila.withLock { f in defer { f.removeAll() }; return f } }
}

/// O laço: uma thread (a que chama `rodar`) é dona do terminal. Lê teclas com timeout
/// curto, aplica as ações que as tarefas devolveram e repinta quando algo mudou.
public final class LacoDeEventos<P: Programa> {
    public let terminal: Terminal
    public let caixa = CaixaDeAcoes<P.Acao>()
    public var timeoutLeituraMs = 50
    public var intervaloTique: TimeInterval = 0.5
    /// Chamado depois de cada pintura (benchmark do primeiro quadro, testes).
    public var aposPintar: ((Quadro) -> Void)?
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
        var ultimoTique = Date()
        while !programa.encerrado {
            if sinalPendente.load(ordering: .relaxed) != 0 { break }
            if sujo {
                let tamanho = terminal.tamanho
                programa.medir(tamanho)
                let q = programa.desenhar(tamanho)
                terminal.pintar(q)
                aposPintar?(q)
                sujo = false
                if let s = sairQuando, s(programa) { break }
            }
            if programa.encerrado { break }
            if var t = terminal.lerTecla(timeoutMs: timeoutLeituraMs) {
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
            let agora = Date()
            if agora.timeIntervalSince(ultimoTique) >= intervaloTique {
                ultimoTique = agora
                executar(programa.tique(relogio()))
                sujo = true  // o diff do backend faz disso quase nada quando nada mudou
            }
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
