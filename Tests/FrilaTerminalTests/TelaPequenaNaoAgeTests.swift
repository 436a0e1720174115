import Foundation
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// Com a tela pequena demais só a mensagem aparece: uma tecla às cegas não pode trocar de aba,
/// candidatar nem marcar um aviso como lido; `q` ainda sai, e ao crescer tudo volta a agir.
@MainActor
struct TelaPequenaNaoAgeTests {
    @Test func teclasNaoAgemAteATelaCrescer() async {
        var app = await AppFrilaTests().entrar(Mundo())
        let primeira = app.m.pagina
        app.medir(Tamanho(largura: 20, altura: 10))
        #expect(app.tecla(.caractere("2")).isEmpty)
        #expect(app.tecla(.caractere("c")).isEmpty, "candidatar às cegas não sai")
        #expect(app.tecla(.enter).isEmpty)
        #expect(app.m.pagina == primeira, "a aba não mudou atrás da mensagem")
        #expect(app.desenhar(Tamanho(largura: 20, altura: 10)).texto.contains("pequeno"))
        app.medir(Tamanho(largura: 80, altura: 24))
        _ = app.tecla(.caractere("2"))
        #expect(app.m.pagina != primeira, "com a tela grande, a tecla volta a agir")
    }

    @Test func qAindaSaiComATelaPequena() async {
        var app = await AppFrilaTests().entrar(Mundo())
        app.medir(Tamanho(largura: 20, altura: 10))
        let efeitos = app.tecla(.caractere("q"))
        #expect(!efeitos.isEmpty || app.m.encerrado, "q pede a saída (conferindo a fila)")
    }
}
