import Foundation
import FrilaDominio

/// Uma tela que não carregou: a falha (decide estilo, código de saída, nova tentativa) e a
/// frase que esta tela mostra para ela (ex.: o feed sem rede diz que precisa de rede).
public struct ErroDaTela: Error, Hashable, Sendable {
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

    /// O mesmo estado com o conteúdo transformado (filtrado, ordenado); os outros casos ficam.
    public func mapear<U>(_ f: (T) -> U) -> EstadoTela<U> {
        switch self {
        case .carregando: .carregando
        case .conteudo(let v): .conteudo(f(v))
        case .vazio(let m): .vazio(m)
        case .erro(let e): .erro(e)
        }
    }
}

extension EstadoTela: Equatable where T: Equatable {}
extension EstadoTela: Sendable where T: Sendable {}
