import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// Depois de um Enter recusado no formulário de vaga, a linha de status conta os problemas
/// que o formulário tem agora: corrigir um campo baixa a conta; corrigidos todos, ela some.
@MainActor
struct ContagemDeProblemasSegueOFormularioTests {
    @Test func aContagemDaLinhaDeStatusSegueOsCamposCorrigidos() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        let valido: [FormularioVaga.Campo: String] = [
            .funcao: Formatacao.funcao(.garcom), .data: "20/12/2026", .inicio: "18:00", .fim: "23:00", .valor: "120,00",
            .posicoes: "1", .modo: "urgência", .refeicao: "sim", .transporte: "não", .material: "não",
            .endereco: "SCLS 405 Bloco C, Asa Sul", .local: "Asa Sul", .antecedencia: "3",
        ]
        app.m.formulario?.valores = valido
        app.m.formulario?.valores[.valor] = "abc"
        app.m.formulario?.valores[.posicoes] = "x"
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.formulario?.problemas.count == 2)
        #expect(app.m.mensagem?.texto.hasPrefix("Vaga não publicada: 2 problemas no formulário.") == true, "\(String(describing: app.m.mensagem))")
        #expect(app.m.mensagem?.tipo == .erro)

        // Só passar pelos campos não corrige nada: a conta fica.
        while app.m.formulario?.foco != .valor { _ = app.tecla(.tab) }
        #expect(app.m.mensagem?.texto.hasPrefix("Vaga não publicada: 2 problemas") == true)
        for _ in 0..<3 { _ = app.tecla(.backspace) }
        _ = digitar(&app, "120")
        _ = app.tecla(.tab)
        #expect(app.m.formulario?.problemas.count == 1)
        #expect(app.m.mensagem?.texto == Textos.NovaVaga.naoEnviada(editando: false, problemas: app.m.formulario?.problemas ?? []))
        #expect(app.m.mensagem?.texto.hasPrefix("Vaga não publicada: 1 problema no formulário.") == true, "\(String(describing: app.m.mensagem))")

        _ = app.tecla(.backspace)
        _ = digitar(&app, "2")
        #expect(app.m.formulario?.problemas.isEmpty == true)
        #expect(app.m.mensagem == nil, "sem problema nenhum, a contagem sai da linha de status")
        // O registro (m) guarda a recusa como foi dita.
        #expect(app.m.historico.contains { $0.texto.hasPrefix("Vaga não publicada: 2 problemas") })
    }

    /// Outra mensagem tomou a linha de status: mexer no formulário não a troca pela contagem.
    @Test func mensagemQueNaoEAContagemNaoEMexida() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.mensagem?.texto.hasPrefix("Vaga não publicada:") == true)
        app.dizer(.feito("Outra coisa."))
        _ = digitar(&app, "x")
        #expect(app.m.mensagem?.texto == "Outra coisa.")
    }

    /// Descartar o formulário leva junto a recusa dele: ela não fica na linha de status
    /// (nem dez minutos depois) falando de um formulário que não existe mais.
    @Test func descartarOFormularioTiraARecusaDaLinha() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        app.m.formulario?.valores[.valor] = "abc"
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.mensagem?.tipo == .erro)
        _ = app.tecla(.esc)
        #expect(app.m.dialogo != nil, "preenchido: pergunta antes de descartar")
        #expect(app.m.mensagem?.tipo == .erro, "a pergunta não é o fim do formulário")
        _ = app.tecla(.caractere("s"))
        #expect(app.m.formulario == nil)
        #expect(app.m.mensagem == nil, "o formulário saiu; a recusa dele também")
        _ = app.tique(app.m.agora.addingTimeInterval(600))
        #expect(app.m.mensagem == nil)
        #expect(app.m.historico.contains { $0.tipo == .erro }, "o registro (m) guarda a recusa")
    }
}
