import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// Um campo de diálogo (motivo do cancelamento, posição do check-in) não joga fora o que foi
/// digitado sem perguntar, e o erro de validação dele sai da linha de status quando ele fecha.
@MainActor
struct DialogoDeTextoTests {
    func abrirCancelamento(_ mundo: Mundo = Mundo()) async -> AppFrila {
        var app = await AppFrilaTests().entrar(mundo)
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("x"))
        return app
    }

    func valor(_ app: AppFrila) -> String? {
        if case .texto(_, _, _, let v, _) = app.m.dialogo { return v }
        return nil
    }

    @Test func escComMotivoDigitadoPerguntaENaoVoltaAoCampoIntacto() async {
        var app = await abrirCancelamento()
        _ = digitar(&app, "imprevisto")
        _ = app.tecla(.esc)
        guard case .simNao(let titulo, let linhas, let p) = app.m.dialogo, p.eh("descartarTexto") else { Issue.record("não perguntou"); return }
        #expect(titulo == Textos.descartarDigitadoTitulo && linhas[0].contains("imprevisto"))
        _ = app.tecla(.caractere("n"))
        #expect(valor(app) == "imprevisto", "n volta ao campo com o texto")
        _ = app.tecla(.esc)
        _ = app.tecla(.esc)  // Esc na pergunta também volta, não descarta
        #expect(valor(app) == "imprevisto")
        _ = app.tecla(.esc)
        _ = app.tecla(.caractere("s"))
        #expect(app.m.dialogo == nil, "s descarta")
        #expect(app.m.turnos.valor?.turnos.allSatisfy { $0.turno.estado != .cancelada } == true, "descartar não cancela nada")
    }

    @Test func escComCampoVazioOuNaPosicaoConfiguradaFechaDireto() async {
        var app = await abrirCancelamento()
        _ = digitar(&app, "  ")
        _ = app.tecla(.esc)
        #expect(app.m.dialogo == nil, "só espaços: nada a perder")
        let mundo = Mundo(posicao: Coordenada(latitude: -15.8, longitude: -47.9))
        var comPosicao = await AppFrilaTests().entrar(mundo)
        _ = comPosicao.tecla(.caractere("2"))
        _ = comPosicao.tecla(.caractere("e"))
        #expect(valor(comPosicao) == "-15.8,-47.9")
        _ = comPosicao.tecla(.esc)
        #expect(comPosicao.m.dialogo == nil, "a posição que veio preenchida não é texto digitado")
        _ = comPosicao.tecla(.caractere("e"))
        _ = comPosicao.tecla(.backspace)
        _ = comPosicao.tecla(.esc)
        guard case .simNao(_, _, let p) = comPosicao.m.dialogo, p.eh("descartarTexto") else { Issue.record("posição mudada: pergunta"); return }
        #expect(await mundo.fila.itens.isEmpty)
    }

    @Test func erroDeValidacaoFicaNoDialogoESaiQuandoEleFecha() async {
        var app = await abrirCancelamento()
        _ = app.tecla(.enter)  // motivo vazio
        #expect(app.m.erroNoDialogo == Falha.motivoVazio.frase && app.m.dialogo != nil)
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains(Falha.motivoVazio.frase))
        _ = app.tecla(.esc)
        #expect(app.m.dialogo == nil)
        #expect(app.m.erroNoDialogo == nil, "o erro era do diálogo: fecha com ele")
        #expect(!app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains(Falha.motivoVazio.frase))

        _ = app.tecla(.caractere("e"))
        _ = digitar(&app, "perto do bar")
        _ = app.tecla(.enter)
        #expect(app.m.erroNoDialogo != nil)
        _ = app.tecla(.esc)
        _ = app.tecla(.caractere("s"))
        #expect(app.m.dialogo == nil && app.m.erroNoDialogo == nil, "descartado depois da pergunta: o erro sai também")
    }

    @Test func erroQueNaoEraDoDialogoFica() async {
        var app = await abrirCancelamento()
        _ = app.tecla(.esc)
        app.dizer(.recusa("Recusado pelo servidor."))
        _ = app.tecla(.caractere("x"))
        _ = app.tecla(.esc)
        #expect(app.m.mensagem?.texto == "Recusado pelo servidor.", "só o erro de validação do diálogo sai com ele")
    }
}
