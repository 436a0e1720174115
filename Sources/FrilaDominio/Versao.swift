/// Versão do cliente, exibida por `frila --version`.
public enum Versao {
    public static let atual = "0.1.0"
}
