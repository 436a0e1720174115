import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// Como em todo formulário: entrar por Tab num campo preenchido seleciona o texto, e a primeira
/// letra o troca (⌫ e as setas editam em vez de trocar); Ctrl-U esvazia o campo. O Disponível
/// do perfil é uma escolha sim/não, não texto.
@MainActor
struct CampoSelecionadoAoEntrarTests {
    func naVagaNova(_ mundo: Mundo) async -> AppFrila {
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        #expect(app.m.formulario != nil)
        return app
    }

    func focar(_ app: inout AppFrila, _ campo: FormularioVaga.Campo) {
        for _ in 0..<FormularioVaga.Campo.allCases.count where app.m.formulario?.foco != campo { _ = app.tecla(.tab) }
    }

    @Test func tabNumCampoPreenchidoSelecionaEADigitacaoTroca() async {
        var app = await naVagaNova(Mundo())
        focar(&app, .posicoes)
        #expect(app.m.formulario?.valores[.posicoes] == "1")
        #expect(app.m.formulario?.selecionado == true)
        // Selecionado: vídeo inverso, sem o cursor de texto.
        let q = app.desenhar(Tamanho(largura: 80, altura: 24))
        let y = (0..<24).first { q.linha($0).contains("›Posições") }!
        #expect(!q.linha(y).contains("▏"))
        let x = q.linha(y).distance(from: q.linha(y).startIndex, to: q.linha(y).range(of: " 1")!.lowerBound) + 1
        #expect(q[x, y].estilo.atributos.contains(.inverso))
        _ = digitar(&app, "2")
        #expect(app.m.formulario?.valores[.posicoes] == "2", "a primeira letra troca o que estava")
        _ = digitar(&app, "0")
        #expect(app.m.formulario?.valores[.posicoes] == "20", "depois, acrescenta")
    }

    @Test func backspaceESetasEditamEmVezDeTrocar() async {
        var app = await naVagaNova(Mundo())
        focar(&app, .endereco)
        let antes = app.m.formulario?.valores[.endereco] ?? ""
        #expect(!antes.isEmpty && app.m.formulario?.selecionado == true)
        _ = app.tecla(.backspace)
        #expect(app.m.formulario?.valores[.endereco] == String(antes.dropLast()), "⌫ apaga uma letra, não tudo")
        _ = digitar(&app, "5")
        #expect(app.m.formulario?.valores[.endereco] == String(antes.dropLast()) + "5")
        focar(&app, .posicoes)
        _ = app.tecla(.direita)
        _ = digitar(&app, "2")
        #expect(app.m.formulario?.valores[.posicoes] == "12", "a seta tira a seleção: a letra vai ao fim")
    }

    @Test func ctrlULimpaOCampo() async {
        var app = await naVagaNova(Mundo())
        focar(&app, .endereco)
        _ = digitar(&app, "Rua A")
        _ = app.tecla(.ctrl("u"))
        #expect(app.m.formulario?.valores[.endereco] == "")
        _ = digitar(&app, "Rua B")
        #expect(app.m.formulario?.valores[.endereco] == "Rua B")
        #expect(Teclas.formulario.ajuda.contains { $0.tecla == "Ctrl-U" }, "a ajuda diz o Ctrl-U")
    }

    @Test func ctrlUNoLoginENoDialogo() async {
        var app = AppFrila(ambiente: Mundo().ambiente)
        _ = digitar(&app, "ana@errado")
        _ = app.tecla(.ctrl("u"))
        #expect(app.m.login.email == "")
        app.m.dialogo = .campo(titulo: "t", linhas: [], rotulo: "r", CampoDoDialogo("x", inicial: "-15.8,-47.9") { _ in .fechar("x") })
        _ = app.tecla(.ctrl("u"))
        guard case .texto(_, _, _, let valor, _)? = app.m.dialogo else { Issue.record("o diálogo fechou"); return }
        #expect(valor == "")
    }

    @Test func perfilTabSelecionaEDisponivelEEscolha() async {
        let mundo = Mundo()
        var app = await TelaContaTests().naConta(mundo)
        await rodar(&app, app.tecla(.caractere("e")))
        guard let f0 = app.m.contaDaPessoa.formulario else { Issue.record("sem formulário"); return }
        let iDisp = f0.campos.firstIndex(of: .disponivel)!
        // Do último campo, Tab dá a volta ao nome (preenchido): selecionado, a letra troca.
        for _ in 0..<f0.campos.count { await rodar(&app, app.tecla(.tab)) }
        #expect(app.m.contaDaPessoa.formulario?.foco == 0 && app.m.contaDaPessoa.formulario?.selecionado == true)
        await rodar(&app, digitar(&app, "Ana S."))
        #expect(app.m.contaDaPessoa.formulario?.valores[0] == "Ana S.")
        await rodar(&app, app.tecla(.ctrl("u")))
        #expect(app.m.contaDaPessoa.formulario?.valores[0] == "")
        // Disponível: letras não viram texto; n/s escolhem, Espaço e as setas trocam.
        for _ in 0..<iDisp { await rodar(&app, app.tecla(.tab)) }
        #expect(app.m.contaDaPessoa.formulario?.campoEmFoco == .disponivel)
        let inicial = app.m.contaDaPessoa.formulario!.valores[iDisp]
        await rodar(&app, digitar(&app, "talvez"))
        #expect(app.m.contaDaPessoa.formulario?.valores[iDisp] == inicial, "texto livre não entra")
        await rodar(&app, digitar(&app, "n"))
        #expect(app.m.contaDaPessoa.formulario?.valores[iDisp] == "não")
        await rodar(&app, app.tecla(.direita))
        #expect(app.m.contaDaPessoa.formulario?.valores[iDisp] == "sim")
        await rodar(&app, digitar(&app, " "))
        #expect(app.m.contaDaPessoa.formulario?.valores[iDisp] == "não")
        let tela = app.desenhar(Tamanho(largura: 80, altura: 24)).texto
        #expect(tela.contains("‹ não ›"), "\(tela)")
    }
}
