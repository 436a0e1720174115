import Foundation
import FrilaApresentacao
import FrilaDominio
import FrilaFalsos
import Testing
@testable import FrilaTerminal

/// A página Membros do contratante: o administrador convida e remove; o operador vê e só lê
/// (a tecla diz por quê); quem foi convidado aceita o convite.
@MainActor
struct TelaMembrosTests {
    let tamanho = Tamanho(largura: 100, altura: 24)

    func abrir(_ mundo: Mundo, como conta: ContaAutenticada = Fx.bruno) async -> AppFrila {
        var app = AppFrila(ambiente: Mundo(salva: conta, membros: mundo.membros).ambiente)
        await rodar(&app, app.iniciar())
        let aba = app.m.paginas.firstIndex(of: .membros)! + 1
        await rodar(&app, app.tecla(.caractere(Character(String(aba)))))
        #expect(app.m.tela == .pagina(.membros))
        return app
    }

    func digitar(_ app: inout AppFrila, _ texto: String) async {
        for c in texto { await rodar(&app, app.tecla(.caractere(c))) }
    }

    @Test func soOContratanteTemAPagina() async {
        var app = AppFrila(ambiente: Mundo(salva: Fx.ana).ambiente)
        await rodar(&app, app.iniciar())
        #expect(!app.m.paginas.contains(.membros), "o profissional não tem membros")
        let bruno = await abrir(Mundo())
        #expect(bruno.m.paginas.contains(.membros))
    }

    @Test func administradorConvidaUmOperadorEVeOCodigo() async throws {
        let mundo = Mundo()
        var app = await abrir(mundo)
        let tela = app.desenhar(tamanho).texto
        #expect(tela.contains("Bruno Lima (você) · administrador"), "\(tela)")
        #expect(tela.contains("Gabi Gerente · operador"))
        Snapshot.verificar(app.desenhar(tamanho), "membros-administrador")
        Snapshot.verificar(app.desenhar(Tamanho(largura: 40, altura: 12)), "membros-administrador-40x12")

        await rodar(&app, app.tecla(.caractere("i")))
        guard case .texto(let titulo, _, _, _, _)? = app.m.dialogo else { Issue.record("i devia abrir o campo do e-mail"); return }
        #expect(titulo == Textos.Membros.tituloConvidar(.operador))
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.erroNoDialogo == Textos.Membros.emailVazio, "vazio não sai")
        await digitar(&app, "nova@Frila.dev")
        await rodar(&app, app.tecla(.enter))
        #expect(await mundo.membros.chamadas.contains("convidar nova@Frila.dev operador"))
        let codigo = try #require(await mundo.membros.codigo(de: Fx.cerrado.id))
        // O código, que não aparece de novo, vem inteiro num diálogo, numa linha só dele.
        guard case .aviso(_, let linhas)? = app.m.dialogo else { Issue.record("o código devia vir num diálogo"); return }
        #expect(linhas.contains(codigo.uuidString.lowercased()))
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.split(separator: "\n")
                    .contains { $0.contains(codigo.uuidString.lowercased()) && !$0.contains("…") }, "inteiro a 80x24")
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.dialogo == nil)
        let depois = app.desenhar(tamanho).texto
        #expect(depois.contains("nova@frila.dev · operador · convite pendente"), "a lista recarregou")
        #expect(depois.contains(codigo.uuidString.lowercased()), "o código do convite fica à vista")
        #expect(app.m.mensagem?.tipo == .sucesso && app.m.mensagem?.texto.contains(codigo.uuidString.lowercased()) == true)
        // Desfeito o convite, o código dele sai da tela.
        await rodar(&app, app.enviar(FuncionalidadeDosMembros.self, .desfazerConvite(email: "nova@frila.dev")))
        #expect(app.m.membros.ultimoConvite == nil)
        #expect(!app.desenhar(tamanho).texto.contains(codigo.uuidString.lowercased()))
    }

    @Test func administradorRemoveOOperadorMasNaoASiMesmo() async {
        let mundo = Mundo()
        var app = await abrir(mundo)
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.dialogo == nil && app.m.mensagem?.texto == Textos.Membros.ultimoAdministrador,
                "o único administrador selecionado: a tecla diz por quê")
        await rodar(&app, app.tecla(.caractere("j")))
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.dialogo?.resposta?.nome == "removerMembro" && app.m.dialogo?.resposta?.alvo == Fx.gerente.contaId)
        await rodar(&app, app.tecla(.caractere("s")))
        #expect(await mundo.membros.chamadas.contains("remover \(Fx.gerente.contaId.uuidString.lowercased())"))
        #expect(!app.desenhar(tamanho).texto.contains("Gabi Gerente · operador"), "a lista recarregou sem ela")
        #expect(app.m.mensagem?.texto == "Gabi Gerente não é mais membro do estabelecimento.")
    }

    @Test func operadorVeMasNaoConvidaNemRemove() async {
        let gabi = ContaAutenticada(id: Fx.gerente.contaId, perfil: .contratante, nome: "Gabi Gerente", referenciaCredencial: "ref-gabi")
        let membros = MembrosFalsos(eu: gabi.id, nome: gabi.nome, email: "gabi@frila.dev", papel: .operador,
                                    outros: [MembroDoEstabelecimento(contaId: Fx.bruno.id, nome: Fx.bruno.nome, email: "bruno@frila.dev",
                                                                     papel: .administrador)],
                                    estabelecimento: Fx.cerrado.id)
        var app = await abrir(Mundo(membros: membros), como: gabi)
        let tela = app.desenhar(tamanho)
        #expect(tela.texto.contains(Textos.Membros.seuPapel(.operador)), "\(tela.texto)")
        #expect(tela.texto.contains(Textos.Membros.somenteLeitura))
        #expect(!tela.linha(22).contains("i convidar"), "o rodapé não oferece convidar")
        // Sobre si mesma, x é sair do estabelecimento (para aceitar o convite de outro).
        #expect(tela.linha(22).contains("x remover"), "\(tela.linha(22))")
        Snapshot.verificar(tela, "membros-operador")
        for t in ["i", "I"] {
            await rodar(&app, app.tecla(.caractere(Character(t))))
            #expect(app.m.dialogo == nil && app.m.mensagem?.texto == Textos.Membros.somenteLeitura, "\(t)")
        }
        let selecionadoEhEla: Bool = if case .membro(let x)? = TelaMembros.selecionado(app.m) { x.contaId == gabi.id } else { false }
        #expect(selecionadoEhEla)
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.dialogo?.resposta?.nome == "removerMembro" && app.m.dialogo?.resposta?.alvo == gabi.id, "sair de si mesma pergunta")
        await rodar(&app, app.tecla(.esc))
        let bruno = TelaMembros.itens(app.m).firstIndex { if case .membro(let x) = $0 { x.contaId == Fx.bruno.id } else { false } } ?? 0
        let agora = app.m.selecionado(.membros)
        for _ in 0..<abs(bruno - agora) { await rodar(&app, app.tecla(.caractere(bruno > agora ? "j" : "k"))) }
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.dialogo == nil && app.m.mensagem?.texto == Textos.Membros.somenteLeitura, "o operador não tira o administrador")
        #expect(await membros.chamadas.filter { $0.hasPrefix("convidar") || $0.hasPrefix("remover") }.isEmpty)
    }

    @Test func convidadoAceitaOConviteSelecionadoOuPeloCodigo() async throws {
        let eu = ContaAutenticada(id: Fx.id(4), perfil: .contratante, nome: "Nova", referenciaCredencial: "ref-nova")
        let convite = ConviteRecebido(estabelecimento: Fx.cerrado, papel: .operador, convidadoPor: "Bruno Lima", em: nil)
        let membros = MembrosFalsos(eu: eu.id, nome: eu.nome, email: "nova@frila.dev", papel: nil, recebidos: [convite])
        var app = await abrir(Mundo(membros: membros), como: eu)
        let tela = app.desenhar(tamanho)
        #expect(tela.texto.contains(Textos.Membros.semEstabelecimento) && tela.texto.contains("Bar do Cerrado · como operador"),
                "\(tela.texto)")
        Snapshot.verificar(tela, "membros-convite-recebido")
        // Pelo código: um código que não é código não sai.
        await rodar(&app, app.tecla(.caractere("A")))
        await digitar(&app, "abc")
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.erroNoDialogo == Textos.Membros.codigoInvalido)
        // Esc com algo digitado pergunta antes de jogar fora; s descarta.
        await rodar(&app, app.tecla(.esc))
        await rodar(&app, app.tecla(.caractere("s")))
        #expect(app.m.dialogo == nil)
        // O convite selecionado (a) também pede o código: o e-mail sozinho não prova nada.
        await rodar(&app, app.tecla(.caractere("a")))
        guard case .texto(let titulo, _, _, _, _)? = app.m.dialogo else { Issue.record("a devia pedir o código"); return }
        #expect(titulo == Textos.Membros.tituloAceitarSelecionado)
        let codigo = try #require(await membros.codigo(de: Fx.cerrado.id))
        await digitar(&app, codigo.uuidString)
        await rodar(&app, app.tecla(.enter))
        #expect(await membros.chamadas.contains("aceitar \(codigo.uuidString.lowercased())"))
        #expect(app.m.mensagem?.texto == "Você agora é operador de Bar do Cerrado.")
        #expect(app.desenhar(tamanho).texto.contains(Textos.Membros.seuPapel(.operador)), "a lista recarregou com o novo papel")
    }

    @Test func semRedeATeclaDizPorQue() async {
        let mundo = Mundo()
        var app = await abrir(mundo)
        await mundo.conexao.mudar(.offline)
        app.m.online = false
        await rodar(&app, app.tecla(.caractere("i")))
        #expect(app.m.dialogo == nil && app.m.mensagem?.texto == Textos.Membros.semRede)
    }
}
