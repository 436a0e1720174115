import Foundation
import FrilaDominio

/// Uma tela que não carregou: a falha (decide estilo, código de saída, nova tentativa) e a
/// frase que esta tela mostra para ela (ex.: o feed sem rede diz que precisa de rede).
public struct ErroDaTela: Hashable, Sendable {
    public let falha: Falha
    public let frase: String
    public init(_ falha: Falha, frase: String? = nil) {
        self.falha = falha
        self.frase = frase ?? falha.frase
    }
    /// De um erro qualquer; `semRede` é a frase desta tela para quando faltou a rede.
    public static func de(_ erro: any Error, semRede: String) -> ErroDaTela {
        let f = Falha.de(erro)
        return ErroDaTela(f, frase: f.semRede ? semRede : nil)
    }
}

/// Casos exclusivos em vez de booleanos soltos: nunca "carregando e com erro".
public enum EstadoTela<T> {
    case carregando
    case conteudo(T)
    case vazio(String)
    /// O porquê como valor (a frase, a desta tela, vem junto do catálogo).
    case erro(ErroDaTela)

    public var valor: T? {
        if case .conteudo(let v) = self { return v }
        return nil
    }

    public var mensagem: String? {
        switch self {
        case .vazio(let m): m
        case .erro(let e): e.frase
        default: nil
        }
    }

    public var falha: Falha? {
        if case .erro(let e) = self { return e.falha }
        return nil
    }

    public var estaCarregando: Bool {
        if case .carregando = self { return true }
        return false
    }

    public var ehErro: Bool {
        if case .erro = self { return true }
        return false
    }
}

extension EstadoTela: Equatable where T: Equatable {}
extension EstadoTela: Sendable where T: Sendable {}

/// Observação sem Combine/SwiftUI: a TUI registra um callback (ou consome o stream)
/// e relê as propriedades do view model quando algo muda.
@MainActor
public final class Observaveis {
    private var callbacks: [Int: @MainActor () -> Void] = [:]
    private var continuacoes: [Int: AsyncStream<Void>.Continuation] = [:]
    private var proximo = 0

    public init() {}

    /// Registra um callback; devolve um id para `remover`.
    @discardableResult
    public func observar(_ callback: @escaping @MainActor () -> Void) -> Int {
        proximo += 1
        callbacks[proximo] = callback
        return proximo
    }

    public func remover(_ id: Int) {
        callbacks[id] = nil
        continuacoes[id]?.finish()
        continuacoes[id] = nil
    }

    /// Um stream que emite a cada mudança (buffer de 1: mudanças juntas viram uma).
    public func stream() -> AsyncStream<Void> {
        proximo += 1
        let id = proximo
        let (s, c) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        continuacoes[id] = c
        // Quem parou de ouvir sai da lista (o stream pode terminar em qualquer thread).
        c.onTermination = { [weak self] _ in Task { @MainActor in self?.continuacoes[id] = nil } }
        return s
    }

    public func notificar() {
        for cb in callbacks.values { cb() }
        for c in continuacoes.values { c.yield() }
    }
}

/// O que todo view model oferece para a TUI e os comandos headless.
@MainActor
public protocol ViewModelObservavel: AnyObject {
    var observaveis: Observaveis { get }
}

extension ViewModelObservavel {
    /// Chama `callback` depois de cada mudança de estado.
    @discardableResult
    public func aoMudar(_ callback: @escaping @MainActor () -> Void) -> Int {
        observaveis.observar(callback)
    }

    public func mudancas() -> AsyncStream<Void> { observaveis.stream() }
}
