import Foundation
import FrilaApresentacao
import FrilaDominio
import FrilaFalsos
import Testing
@testable import FrilaTerminal

/// Criar conta a partir do login, de ponta a ponta na TUI sobre a sessão real e contas de
/// mentira: a tecla do login abre o formulário, o envio cria a conta e entra, ou volta ao
/// login quando o projeto pede para confirmar o e-mail.
@MainActor
struct CadastroNaTUITests {
    nonisolated static let paula = ContaAutenticada(id: UUID(), perfil: .profissional, nome: "Paula", referenciaCredencial: "r")

    func abrir(_ mundo: Mundo) async -> AppFrila {
        var app = AppFrila(ambiente: mundo.ambiente)
        await rodar(&app, app.iniciar())
        _ = digitar(&app, "paula@teste.dev")
        _ = app.tecla(Teclas.login.atalhos.first { $0.acao == .abrirCadastro }!.teclas[0])
        #expect(app.m.cadastro != nil)
        #expect(Telas.tabelaAtual(app.m).nome == "Criar conta")
        return app
    }

    /// Preenche um profissional pelo teclado (perfil por → e Tab entre os campos).
    func preencherProfissional(_ app: inout AppFrila, senha: String = "segredo123") {
        _ = app.tecla(.direita)
        for texto in ["Paula", nil, senha, "garcom", "Asa Sul"] {
            _ = app.tecla(.tab)
            if let texto { _ = digitar(&app, texto) }
        }
    }

    @Test func ctrlNAbreOCadastroComOEmailDoLoginEORodapeDiz() async {
        let app = await abrir(Mundo())
        #expect(app.m.cadastro?.valor(.email) == "paula@teste.dev")
        #expect(Teclas.login.rodape.contains("Ctrl-N criar conta"))
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("Criar conta no Frila"))
    }

    @Test func profissionalCriaAContaEEntraNoFeed() async {
        let mundo = Mundo()
        await mundo.contas.definir { _ in .entrou(Self.paula) }
        var app = await abrir(mundo)
        preencherProfissional(&app)
        let q = app.desenhar(Tamanho(largura: 80, altura: 24))
        #expect(!q.texto.contains("segredo123") && q.texto.contains("••••••••••"), "a senha nunca aparece")
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.cadastro == nil && app.m.conta == Self.paula && app.m.tela == .pagina(.feed))
        #expect(app.m.mensagem?.texto == "Conta criada. Entrou como Paula (Profissional).")
        let enviados = await mundo.contas.cadastrados
        #expect(enviados.count == 1 && enviados.first?.perfil == .profissional && enviados.first?.email == "paula@teste.dev")
    }

    @Test func semSessaoVoltaAoLoginComOEmailEAFraseDeConfirmar() async {
        let mundo = Mundo()
        await mundo.contas.definir { _ in .confirmarEmail(contaId: nil) }
        var app = await abrir(mundo)
        preencherProfissional(&app)
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.cadastro == nil && app.m.tela == .login && app.m.conta == nil)
        #expect(app.m.login.email == "paula@teste.dev" && app.m.login.campo == .senha && app.m.login.senha.isEmpty)
        #expect(app.m.login.aviso == Textos.fraseConfirmarEmail)
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("Confirme pelo link"))
    }

    @Test func emailJaCadastradoFicaNoFormularioComTudo() async {
        let mundo = Mundo()
        await mundo.contas.definir { _ in throw RecusaDoCadastro.emailJaCadastrado }
        var app = await abrir(mundo)
        preencherProfissional(&app)
        let antes = app.m.cadastro?.formulario
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.cadastro?.formulario == antes && app.m.cadastro?.foco == .email)
        let texto = app.desenhar(Tamanho(largura: 80, altura: 24)).texto
        #expect(texto.contains("Já existe uma conta com este e-mail") && texto.contains("! E-mail") && !texto.contains("! Senha"), "\(texto)")
    }

    @Test func invalidoNaoVaiARedeEMarcaOsCampos() async {
        let mundo = Mundo()
        var app = await abrir(mundo)
        _ = app.tecla(.direita)
        await rodar(&app, app.tecla(.enter))
        #expect(await mundo.contas.cadastrados.isEmpty)
        let texto = app.desenhar(Tamanho(largura: 80, altura: 24)).texto
        #expect(texto.contains("! Nome") && texto.contains("Informe o nome."))
    }

    @Test func offlineForcadoNaoEnvia() async {
        let mundo = Mundo()
        var app = await abrir(mundo)
        app.m.offlineForcado = true
        preencherProfissional(&app)
        await rodar(&app, app.tecla(.enter))
        #expect(await mundo.contas.cadastrados.isEmpty)
        #expect(app.m.cadastro?.recusa?.frase == Mensagens.cadastroOffline)
    }

    @Test func escPreenchidoPerguntaEEspacoNoNomeEhTexto() async {
        var app = await abrir(Mundo())
        _ = app.tecla(.direita)
        _ = app.tecla(.tab)
        _ = digitar(&app, "Paula Nova")
        #expect(app.m.cadastro?.valor(.nome) == "Paula Nova")
        _ = app.tecla(.esc)
        #expect(app.m.cadastro?.perguntandoDescarte == true && Telas.tabelaAtual(app.m).nome == Teclas.dialogoSimNao.nome)
        _ = app.tecla(.caractere("n"))
        #expect(app.m.cadastro?.valor(.nome) == "Paula Nova")
        _ = app.tecla(.esc)
        _ = app.tecla(.caractere("s"))
        #expect(app.m.cadastro == nil && app.m.tela == .login)
    }
}

/// A ajuda do login e do cadastro: F1 no login (onde `?` é texto); no cadastro, `?` só abre a
/// ajuda no campo do perfil — num campo de texto é texto.
@MainActor
struct AjudaDoCadastroTests {
    @Test func f1NoLoginEInterrogacaoSoNoPerfil() async {
        var app = AppFrila(ambiente: Mundo().ambiente)
        await rodar(&app, app.iniciar())
        _ = app.tecla(.f(1))
        #expect(app.m.ajudaAberta && Telas.tabelaAtual(app.m).nome == Teclas.login.nome)
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("criar conta"))
        _ = app.tecla(.esc)
        _ = app.tecla(.ctrl("n"))
        _ = app.tecla(.caractere("?"))
        #expect(app.m.ajudaAberta && Telas.tabelaAtual(app.m).nome == "Criar conta")
        _ = app.tecla(.esc)
        _ = app.tecla(.tab)
        _ = app.tecla(.caractere("?"))
        #expect(!app.m.ajudaAberta && app.m.cadastro?.valor(.nome) == "?")
    }
}
