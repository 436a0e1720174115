import Foundation
import FrilaApresentacao
import Testing
@testable import FrilaTerminal

/// Terminal de mentira: teclas roteirizadas, quadros guardados.
final class TerminalFake: Terminal {
    var tamanho: Tamanho
    var teclas: [Tecla?]
    var quadros: [Quadro] = []
    var encerrado = 0
    var campainhas = 0
    /// Acabado o roteiro, continua dando timeouts até este prazo (para esperar uma tarefa
    /// noutra thread sem depender de quão ocupada está a máquina); depois, Ctrl-C.
    var esperarAte: Date?
    init(_ t: Tamanho, teclas: [Tecla?]) { tamanho = t; self.teclas = teclas }
    func pintar(_ q: Quadro) { quadros.append(q) }
    func lerTecla(timeoutMs: Int) -> Tecla? {
        if teclas.isEmpty, let prazo = esperarAte, Date() < prazo {
            Thread.sleep(forTimeInterval: Double(timeoutMs) / 1000)
            return nil
        }
        if teclas.isEmpty { return .ctrl("c") }
        let t = teclas.removeFirst()
        // timeout de verdade: dá tempo às tarefas de voltarem
        if t == nil { Thread.sleep(forTimeInterval: Double(timeoutMs) / 1000) }
        if t == .redimensionar { tamanho = Tamanho(largura: 40, altura: 12) }
        return t
    }
    func campainha() { campainhas += 1 }
    func encerrar() { encerrado += 1 }
}

/// Programa mínimo: conta teclas; "b" toca a campainha; "t" dispara uma tarefa.
struct Contador: Programa {
    enum Acao: Sendable { case voltou(Int) }
    var n = 0
    var voltas: [Int] = []
    var encerrado = false
    mutating func iniciar() -> [Efeito<Acao>] { [] }
    mutating func atualizar(_ a: Acao) -> [Efeito<Acao>] { if case .voltou(let v) = a { voltas.append(v) }; return [] }
    mutating func tecla(_ t: Tecla) -> [Efeito<Acao>] {
        switch t {
        case .ctrl("c"): encerrado = true
        case .caractere("b"): return [.campainha]
        case .caractere("t"): return [.tarefa { .voltou(42) }]
        default: n += 1
        }
        return []
    }
    mutating func tique(_ agora: Date) -> [Efeito<Acao>] { [] }
    func desenhar(_ t: Tamanho) -> Quadro {
        var q = Quadro(t)
        q.escrever("n=\(n) voltas=\(voltas)", x: 0, y: 0)
        return q
    }
}

struct LacoDeEventosTests {
    @Test func teclasRepintamERedimensionarRedesenhaNoTamanhoNovo() {
        let term = TerminalFake(Tamanho(largura: 80, altura: 24), teclas: [.caractere("x"), nil, .redimensionar, nil, .caractere("b")])
        let laco = LacoDeEventos<Contador>(terminal: term)
        var p = Contador()
        laco.rodar(&p)
        #expect(p.encerrado)
        #expect(term.encerrado >= 1, "o terminal é restaurado na saída")
        #expect(term.campainhas == 1)
        #expect(term.quadros.first?.linha(0).hasPrefix("n=0") == true)
        #expect(term.quadros.contains { $0.linha(0).hasPrefix("n=1") })
        #expect(term.quadros.last?.tamanho == Tamanho(largura: 40, altura: 12))
    }

    @Test func textoColadoCustaUmQuadroNaoUmPorTecla() {
        // três teclas já no buffer e depois nada pendente (nil): aplica as três, pinta uma vez
        let term = TerminalFake(Tamanho(largura: 40, altura: 12), teclas: [.caractere("x"), .caractere("y"), .caractere("z"), nil])
        let laco = LacoDeEventos<Contador>(terminal: term)
        var p = Contador()
        laco.rodar(&p)
        let linhas = term.quadros.map { $0.linha(0) }
        #expect(linhas.contains { $0.hasPrefix("n=3") })
        #expect(!linhas.contains { $0.hasPrefix("n=1") || $0.hasPrefix("n=2") })
    }

    @Test func ctrlCNoMeioDoBufferSaiSemAplicarORestante() {
        let term = TerminalFake(Tamanho(largura: 40, altura: 12), teclas: [.caractere("x"), .ctrl("c"), .caractere("y")])
        let laco = LacoDeEventos<Contador>(terminal: term)
        var p = Contador()
        laco.rodar(&p)
        #expect(p.encerrado)
        #expect(p.n == 1)
    }

    @Test func tarefaVoltaComoAcao() async {
        // a tarefa roda noutra thread; o laço a aplica quando chegar (teclas nil = timeout)
        let term = TerminalFake(Tamanho(largura: 40, altura: 12), teclas: [.caractere("t")])
        term.esperarAte = Date().addingTimeInterval(120)  // teto; sai assim que a tarefa volta
        // O laço bloqueia a thread dele: numa própria, como a do curses na TUI. Bloqueando uma do
        // pool (são 2 numa máquina de 2 núcleos), a tarefa podia esperar o teto todo por uma livre.
        nonisolated(unsafe) let laco = LacoDeEventos<Contador>(terminal: term)  // seguro: só a thread do laço o usa até o resume
        laco.sairQuando = { !$0.voltas.isEmpty }
        let p: Contador = await withCheckedContinuation { c in
            Thread {
                var p = Contador()
                laco.rodar(&p)
                c.resume(returning: p)
            }.start()
        }
        #expect(p.voltas == [42])
        #expect(term.quadros.last?.linha(0).contains("voltas=[42]") == true)
    }
}
