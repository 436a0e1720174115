import Foundation
import FrilaDominio

/// Um efeito pedido por uma atualização: trabalho fora do estado (rede, disco), que volta
/// como ação com o resultado tipado; ou a campainha do terminal.
public enum Efeito<Acao: Sendable>: Sendable {
    case tarefa(@Sendable () async -> Acao?)
    case campainha

    /// Uma ação que volta já (um desfecho decidido sem IO passa pelo mesmo caminho dos outros).
    public static func enviar(_ a: Acao) -> Efeito<Acao> { .tarefa { a } }

    /// O mesmo efeito, com a ação embrulhada na do pai (a TUI embrulha a de cada tela no Evento).
    public func map<B: Sendable>(_ f: @escaping @Sendable (Acao) -> B) -> Efeito<B> {
        switch self {
        case .campainha: .campainha
        case .tarefa(let t): .tarefa { await t().map(f) }
        }
    }
}

/// Uma funcionalidade (o núcleo de uma tela): estado, ações e a atualização pura que muda o
/// estado e pede efeitos. Os efeitos só falam com portas (Sendable) e voltam como ação com o
/// resultado tipado. A TUI guarda o estado no modelo dela e manda as ações das teclas; um
/// comando sem tela manda as mesmas ações por um `Executor` e imprime o desfecho.
public protocol Funcionalidade: Sendable {
    associatedtype Estado: Sendable
    associatedtype Acao: Sendable
    func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>]
    /// O desfecho que esta ação traz (a que volta de um efeito com o que aconteceu), se traz.
    func desfecho(_ acao: Acao) -> Desfecho?
}

extension Funcionalidade {
    public func desfecho(_ acao: Acao) -> Desfecho? { nil }
}

/// Resultado de uma leitura: sem conexão (nem tentou), veio, ou falhou (com a frase da tela).
public enum Leitura<T: Sendable>: Sendable {
    case semConexao
    case veio(T)
    case falhou(ErroDaTela)
}

/// Roda uma funcionalidade até não sobrar efeito: manda a ação, executa cada efeito na
/// ordem e aplica a ação que volta. Os comandos sem tela e os testes usam o mesmo (como o
/// TestStore do TCA): o estado e os desfechos ficam para conferir.
public struct Executor<F: Funcionalidade>: Sendable {
    public let funcionalidade: F
    public private(set) var estado: F.Estado
    /// Todas as ações aplicadas, na ordem (as enviadas e as que voltaram dos efeitos).
    public private(set) var acoes: [F.Acao] = []
    /// Os desfechos que as ações trouxeram, na ordem.
    public private(set) var desfechos: [Desfecho] = []
    public private(set) var campainhas = 0
    /// Teto de passos por envio: uma funcionalidade que se realimenta para aqui, não trava.
    public static var maxPassos: Int { 500 }

    public init(_ funcionalidade: F, estado: F.Estado) {
        self.funcionalidade = funcionalidade
        self.estado = estado
    }

    /// Manda a ação e roda os efeitos até o fim; devolve o último desfecho deste envio.
    @discardableResult
    public mutating func enviar(_ acao: F.Acao) async -> Desfecho? {
        var ultimo: Desfecho?
        var pendentes: [F.Acao] = [acao]
        var passos = 0
        while !pendentes.isEmpty, passos < Self.maxPassos {
            passos += 1
            let a = pendentes.removeFirst()
            acoes.append(a)
            if let d = funcionalidade.desfecho(a) { desfechos.append(d); ultimo = d }
            for e in funcionalidade.atualizar(&estado, a) {
                switch e {
                case .campainha: campainhas += 1
                case .tarefa(let t): if let volta = await t() { pendentes.append(volta) }
                }
            }
        }
        return ultimo
    }
}
