import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// O formulário de vaga com muitos problemas: todos se leem (PgDn/PgUp), F1 abre a ajuda com
/// o que vai em cada campo, e descartar o formulário recusado tira a recusa da linha de status.
@MainActor
struct FormularioDaVagaInteiroTests {
    func recusado(_ tamanho: Tamanho) async -> AppFrila {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        app.medir(tamanho)
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        for c in FormularioVaga.Campo.allCases { app.m.formulario?.valores[c] = "" }
        await rodar(&app, app.tecla(.enter))
        return app
    }

    @Test(arguments: [Tamanho(largura: 80, altura: 24), Tamanho(largura: 40, altura: 12)])
    func pgDnMostraTodosOsProblemas(_ tamanho: Tamanho) async {
        var app = await recusado(tamanho)
        let problemas = app.m.formulario?.problemas ?? []
        #expect(problemas.count >= 5)
        var vistos = app.desenhar(tamanho).texto
        #expect(vistos.contains("PgDn mais"), "a lista cortada diz como ver o resto\n\(vistos)")
        for _ in 0..<problemas.count * 3 { _ = app.tecla(.paginaAbaixo); vistos += app.desenhar(tamanho).texto }
        let ultima = app.desenhar(tamanho).texto
        #expect(ultima.contains("PgUp volta") && ultima.contains("de \(problemas.count)"), "\(ultima)")
        // Cada linha de cada problema apareceu, inteira.
        for p in problemas {
            for l in Texto.quebrar("• " + p, largura: tamanho.largura - 4) {
                #expect(vistos.contains(l), "linha nunca vista: \(l)")
            }
        }
        // PgDn no fim dos problemas passa a andar pelos campos.
        app.m.formulario?.foco = .funcao
        _ = app.tecla(.paginaAbaixo)
        #expect(app.m.formulario?.foco != .funcao)
        // PgUp volta aos primeiros problemas.
        for _ in 0..<problemas.count * 3 { _ = app.tecla(.paginaAcima) }
        #expect(app.m.formulario?.rolagemDosProblemas == 0)
        #expect(app.desenhar(tamanho).texto.contains("• " + String(problemas[0].prefix(10))))
    }

    @Test func pgDnSemProblemasAndaPelosCampos() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        app.medir(Tamanho(largura: 40, altura: 12))
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        #expect(app.m.formulario?.foco == .funcao)
        _ = app.tecla(.paginaAbaixo)
        let desceu = app.m.formulario?.foco.rawValue ?? 0
        #expect(desceu > 1)
        _ = app.tecla(.paginaAcima)
        #expect(app.m.formulario?.foco == .funcao)
    }

    @Test func f1AbreAAjudaComOsCamposMesmoNumCampoDeTexto() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        _ = app.tecla(.tab)  // Data: campo de texto, onde ? é texto
        _ = app.tecla(.caractere("?"))
        #expect(app.m.ajudaAberta == false && app.m.formulario?.valores[.data]?.hasSuffix("?") == true)
        _ = app.tecla(.f(1))
        #expect(app.m.ajudaAberta)
        var tudo = ""
        for _ in 0..<10 { tudo += app.desenhar(Tamanho(largura: 80, altura: 24)).texto; _ = app.tecla(.paginaAbaixo) }
        #expect(tudo.contains(Textos.Ajuda.tituloDosCamposDaVaga), "\(tudo)")
        #expect(tudo.contains("hh:mm, hora de Brasília"), "\(tudo)")
        #expect(tudo.contains("F1"))
        _ = app.tecla(.esc)
        #expect(!app.m.ajudaAberta && app.m.formulario != nil, "fechar a ajuda volta ao formulário, com o que foi digitado")
    }

    @Test func descartarOFormularioRecusadoTiraARecusaDaLinhaDeStatus() async {
        var app = await recusado(Tamanho(largura: 80, altura: 24))
        let recusa = app.m.mensagem?.texto ?? ""
        #expect(!recusa.isEmpty && app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains(String(recusa.prefix(20))))
        _ = app.tecla(.esc)   // pergunta: foi preenchido
        _ = app.tecla(.caractere("s"))
        #expect(app.m.formulario == nil)
        #expect(app.m.mensagem == nil, "a recusa era do formulário descartado")
        #expect(!app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains(String(recusa.prefix(20))))
        // Fica no registro (m), inteira.
        #expect(app.m.historico.contains { $0.texto.hasPrefix(String(recusa.prefix(20))) })
    }

    @Test func barraEsNasVagasFiltramEOrdenam() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("/"))
        #expect(Telas.tabelaAtual(app.m).nome == Teclas.filtroDaLista.nome, "/ abre o filtro da lista")
        _ = app.tecla(.esc)
        let antes = app.m.filtro("vagas")
        // A ordem é S em toda lista; o s minúsculo não ordena (é ação onde existe) e diz qual é a tecla.
        _ = app.tecla(.caractere("s"))
        #expect(app.m.filtro("vagas") == antes)
        #expect(app.m.mensagem?.texto.contains("S é ordem") == true, "\(String(describing: app.m.mensagem?.texto))")
        _ = app.tecla(.caractere("S"))
        #expect(app.m.filtro("vagas") != antes, "S troca a ordem")
        #expect(app.m.formulario == nil && app.m.dialogo == nil)
    }
}
