import Foundation
import FrilaDominio

// As frases dos comandos sem tela (`frila login`, `frila turnos`, ...): avisos, erros de uso
// e ajuda. O que é desfecho de uma ação sai de `Textos.frase`, como na TUI.

extension Textos {
    public enum SemTela {
        public static let semDesfecho = "a ação terminou sem desfecho."
        public static let senhaNaoInformada = "senha não informada (digite no prompt ou mande na entrada padrão)."
    }
}

extension Textos.SemTela {
    public static func opcaoDesconhecida(_ o: String) -> String { "Opção desconhecida: \(o). Veja frila --help." }
    public static func comandoDesconhecido(_ c: String) -> String { "Comando desconhecido: \(c). Veja frila --help." }
}
