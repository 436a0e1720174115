import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// A página Conta: pelas teclas das tabelas dela, o formulário do perfil e o da senha (a
/// senha nunca na tela), a exportação para arquivo, a exclusão que pede o e-mail e sai da
/// conta, e o que não age offline. Snapshots da página e dos diálogos.
@MainActor
struct TelaContaTests {
    func tecla(_ tabela: TabelaDeTeclas<ComandoDaTela>, _ c: ComandoDaTela) -> Tecla {
        tabela.atalhos.first { $0.acao == c }!.teclas[0]
    }

    func aperta(_ app: inout AppFrila, _ tabela: TabelaDeTeclas<ComandoDaTela>, _ c: ComandoDaTela) async {
        await rodar(&app, app.tecla(tecla(tabela, c)))
    }

    func naConta(_ mundo: Mundo, email: String = "ana@frila.dev") async -> AppFrila {
        var app = await AppFrilaTests().entrar(mundo, email: email)
        let aba = app.m.paginas.firstIndex(of: .conta)! + 1
        await rodar(&app, app.tecla(.caractere(Character(String(aba)))))
        #expect(app.m.tela == .pagina(.conta))
        return app
    }

    static let profissional = TelaConta.teclas(contratante: false)

    @Test func aPaginaMostraOPerfilEOQueAExclusaoFaria() async {
        let mundo = Mundo()
        var app = await naConta(mundo)
        let tela = app.desenhar(Tamanho(largura: 80, altura: 24)).texto
        #expect(tela.contains("Ana Souza") && tela.contains("ana@frila.dev"), "o perfil e o e-mail (da prévia)")
        #expect(tela.contains("Fica, sem seu nome"), "o que a exclusão manteria, antes de apertar")
        #expect(app.m.carregadoEm[.conta] != nil)
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).linha(22).contains("e editar"), "o rodapé sai da tabela")
        _ = app.tecla(.caractere("?"))
        #expect(app.desenhar(Tamanho(largura: 100, altura: 40)).texto.contains("exportar meus dados"))
    }

    @Test func editarPeloFormularioChegaAoServidorERecarregaOPerfil() async {
        let mundo = Mundo()
        var app = await naConta(mundo)
        await aperta(&app, Self.profissional, .daPagina(.editarPerfil))
        #expect(app.m.contaDaPessoa.formulario?.tipo == .perfil)
        #expect(Telas.tabelaAtual(app.m).nome == TelaConta.formulario.nome, "o rodapé e a ajuda são os do formulário")
        // No formulário, as letras são texto: "e" e "X" não editam nem excluem.
        await aperta(&app, TelaConta.formulario, .campoSeguinte)
        await rodar(&app, digitar(&app, "61 99999-0000"))
        await aperta(&app, TelaConta.formulario, .confirmar)
        #expect(app.m.contaDaPessoa.formulario == nil, "salvou e fechou")
        #expect(await mundo.contaDaPessoa.edicoes == [EdicaoDoPerfil(whatsapp: "61 99999-0000")])
        #expect(app.m.mensagem?.tipo == .sucesso && app.m.mensagem?.texto == DesfechoDaConta.perfilEditado(nome: "Ana Souza").frase)
    }

    @Test func whatsappQueNaoETelefoneFicaNoCampoComAFraseDoBanco() async {
        let mundo = Mundo()
        var app = await naConta(mundo)
        await aperta(&app, Self.profissional, .daPagina(.editarPerfil))
        await aperta(&app, TelaConta.formulario, .campoSeguinte)
        await rodar(&app, digitar(&app, "ligue p/ gerente"))
        await aperta(&app, TelaConta.formulario, .confirmar)
        #expect(app.m.contaDaPessoa.formulario?.problemas[.whatsapp] == Textos.Conta.whatsappInvalido)
        #expect(await mundo.contaDaPessoa.edicoes.isEmpty, "nada vai ao servidor")
    }

    @Test func escComTextoPerguntaAntesDeDescartar() async {
        let mundo = Mundo()
        var app = await naConta(mundo)
        await aperta(&app, Self.profissional, .daPagina(.editarPerfil))
        await rodar(&app, digitar(&app, "x"))
        await aperta(&app, TelaConta.formulario, .desistir)
        guard case .simNao? = app.m.dialogo else { Issue.record("Esc com texto devia perguntar"); return }
        await aperta(&app, Teclas.dialogoSimNao, .sim)
        #expect(app.m.contaDaPessoa.formulario == nil && app.m.dialogo == nil)
        #expect(await mundo.contaDaPessoa.edicoes.isEmpty)
    }

    @Test func aRecusaDoFormularioSaiQuandoEleEDescartado() async {
        let mundo = Mundo()
        var app = await naConta(mundo)
        await aperta(&app, Self.profissional, .daPagina(.editarPerfil))
        for _ in 0..<3 { await aperta(&app, TelaConta.formulario, .campoSeguinte) }
        await aperta(&app, TelaConta.formulario, .limparCampo)
        await rodar(&app, digitar(&app, "Marte"))
        await aperta(&app, TelaConta.formulario, .confirmar)
        #expect(app.m.mensagem?.tipo == .erro, "a recusa vai à linha enquanto o formulário está aberto")
        #expect(app.m.contaDaPessoa.formulario?.problemas.values.contains(Textos.Conta.usoBase("Marte")) == true)
        #expect(Textos.Conta.usoBase("Marte").hasPrefix("Ponto base"), "a frase começa maiúscula")
        await aperta(&app, TelaConta.formulario, .desistir)
        await aperta(&app, Teclas.dialogoSimNao, .sim)
        #expect(app.m.contaDaPessoa.formulario == nil)
        #expect(app.m.mensagem == nil, "descartado o formulário, a recusa dele sai da linha")

        await aperta(&app, Self.profissional, .daPagina(.trocarSenha))
        await rodar(&app, digitar(&app, "frila123"))
        await aperta(&app, TelaConta.formularioDaSenha, .campoSeguinte)
        await rodar(&app, digitar(&app, "segredo-novo-9"))
        await aperta(&app, TelaConta.formularioDaSenha, .campoSeguinte)
        await rodar(&app, digitar(&app, "segredo-outro-9"))
        await aperta(&app, TelaConta.formularioDaSenha, .confirmar)
        #expect(app.m.mensagem?.tipo == .erro)
        await aperta(&app, TelaConta.formularioDaSenha, .desistir)
        await aperta(&app, Teclas.dialogoSimNao, .sim)
        #expect(app.m.contaDaPessoa.formulario == nil && app.m.mensagem == nil)
        #expect(await mundo.contaDaPessoa.senhasTrocadas.isEmpty)
    }

    @Test func aSenhaNuncaApareceNaTelaEAAtualEConferida() async {
        let mundo = Mundo()
        var app = await naConta(mundo)
        await aperta(&app, Self.profissional, .daPagina(.trocarSenha))
        await rodar(&app, digitar(&app, "errada-1"))
        await aperta(&app, TelaConta.formularioDaSenha, .campoSeguinte)
        await rodar(&app, digitar(&app, "segredo-novo-9"))
        await aperta(&app, TelaConta.formularioDaSenha, .campoSeguinte)
        await rodar(&app, digitar(&app, "segredo-novo-9"))
        let tela = app.desenhar(Tamanho(largura: 80, altura: 24)).texto
        #expect(!tela.contains("segredo") && !tela.contains("errada-1") && tela.contains("••••••••"), "um ponto por letra")
        await aperta(&app, TelaConta.formularioDaSenha, .confirmar)
        #expect(app.m.contaDaPessoa.formulario?.problemas[.senhaAtual] == Textos.Conta.senhaAtualNaoConfere)
        #expect(app.m.mensagem?.tipo == .erro)
        #expect(await mundo.contaDaPessoa.senhasTrocadas.isEmpty)
        Snapshot.verificar(app.desenhar(Tamanho(largura: 80, altura: 24)), "conta-senha-atual-errada-80x24")
        #expect(app.m.contaDaPessoa.formulario?.foco == 0, "o foco volta à senha atual")
        for _ in 0..<8 { await aperta(&app, TelaConta.formularioDaSenha, .apagar) }
        await rodar(&app, digitar(&app, "frila123"))
        await aperta(&app, TelaConta.formularioDaSenha, .confirmar)
        #expect(await mundo.contaDaPessoa.senhasTrocadas == ["segredo-novo-9"])
        #expect(app.m.contaDaPessoa.formulario == nil && app.m.mensagem?.tipo == .sucesso)
        #expect(!app.m.historico.contains { $0.texto.contains("segredo") }, "nem no registro de mensagens")
    }

    @Test func exportarGravaEDizOnde() async throws {
        let mundo = Mundo()
        try FileManager.default.createDirectory(at: mundo.pastaDeExportacao, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: mundo.pastaDeExportacao) }
        var app = await naConta(mundo)
        await aperta(&app, Self.profissional, .daPagina(.exportarDados))
        let caminho = try #require(app.m.contaDaPessoa.exportadoEm)
        #expect(caminho.hasPrefix(mundo.pastaDeExportacao.path))
        #expect(app.m.mensagem?.texto.contains(caminho) == true && app.m.mensagem?.tipo == .sucesso)
        #expect(FileManager.default.fileExists(atPath: caminho))
    }

    @Test func excluirMostraAPreviaPedeOEmailESaiDaConta() async {
        let mundo = Mundo()
        var app = await naConta(mundo)
        await aperta(&app, Self.profissional, .daPagina(.excluirConta))
        guard case .texto(let titulo, let linhas, _, _, let campo)? = app.m.dialogo else { Issue.record("X devia pedir o e-mail"); return }
        #expect(titulo == Textos.Conta.Tela.tituloExcluir && campo.nome == "excluirConta")
        #expect(linhas.contains { $0.contains("Fica, sem seu nome") } && linhas.contains { $0.contains("ana@frila.dev") })
        Snapshot.verificar(app.desenhar(Tamanho(largura: 80, altura: 24)), "conta-excluir-dialogo-80x24")
        await rodar(&app, digitar(&app, "outra@frila.dev"))
        await aperta(&app, Teclas.dialogoTexto, .confirmar)
        #expect(app.m.erroNoDialogo == Textos.Conta.Tela.emailNaoConfere, "outro e-mail não serve")
        #expect(await mundo.contaDaPessoa.exclusoes.isEmpty)
        for _ in 0..<15 { await aperta(&app, Teclas.dialogoTexto, .apagar) }
        await rodar(&app, digitar(&app, "ANA@frila.dev"))
        await aperta(&app, Teclas.dialogoTexto, .confirmar)
        #expect(await mundo.contaDaPessoa.exclusoes == ["ANA@frila.dev"])
        #expect(await mundo.dadosLocais.apagadas == [Fx.ana.id], "o disco da conta sai")
        #expect(app.m.tela == .login && app.m.conta == nil, "saiu da conta")
        #expect(app.m.mensagem?.texto == DesfechoDaConta.contaExcluida(.anonimizada).frase)
    }

    /// Pedidos da conta ainda no ar quando ela é excluída (a leitura dos avisos, a prévia):
    /// a resposta chega com a sessão já apagada no servidor e não troca "Conta excluída" por
    /// "sessão encerrada em outro aparelho", nem põe a prévia dela na tela de login.
    @Test func oQueVoltaDepoisDaExclusaoNaoEDaTelaDeAgora() async {
        let mundo = Mundo()
        var app = await naConta(mundo)
        let noAr = app.enviar(FuncionalidadeDaCaixa.self, .carregar()) + app.enviar(FuncionalidadeDaConta.self, .carregarPrevia)
        await aperta(&app, Self.profissional, .daPagina(.excluirConta))
        await rodar(&app, digitar(&app, "ana@frila.dev"))
        await aperta(&app, Teclas.dialogoTexto, .confirmar)
        let excluida = DesfechoDaConta.contaExcluida(.anonimizada).frase
        #expect(app.m.tela == .login && app.m.mensagem?.texto == excluida)
        await mundo.gestao.definir(erro: ErroFalso(falha: .sessaoInexistente))
        await rodar(&app, noAr)
        #expect(app.m.login.aviso == nil, "nada de sessão encerrada noutro aparelho")
        #expect(app.m.mensagem?.texto == excluida, "a exclusão segue dita")
        #expect(app.m.contaDaPessoa.previa == nil, "a prévia de quem saiu não volta")
    }

    /// A outra ordem: a leitura dos avisos volta sem sessão antes da resposta da exclusão.
    /// A sessão sumiu pela exclusão: quem tira da conta é a resposta dela, que diz o que ficou.
    @Test func semSessaoAntesDaRespostaDaExclusaoEsperaPorEla() async {
        let mundo = Mundo()
        var app = await naConta(mundo)
        await aperta(&app, Self.profissional, .daPagina(.excluirConta))
        await rodar(&app, digitar(&app, "ana@frila.dev"))
        let exclusao = app.tecla(tecla(Teclas.dialogoTexto, .confirmar))
        await mundo.gestao.definir(erro: ErroFalso(falha: .sessaoInexistente))
        await rodar(&app, app.enviar(FuncionalidadeDaCaixa.self, .carregar()))
        #expect(app.m.tela == .pagina(.conta) && app.m.login.aviso == nil, "espera a resposta da exclusão")
        await rodar(&app, exclusao)
        #expect(app.m.tela == .login && app.m.conta == nil)
        #expect(app.m.login.aviso == nil && app.m.mensagem?.texto == DesfechoDaConta.contaExcluida(.anonimizada).frase)
        #expect(await mundo.dadosLocais.apagadas == [Fx.ana.id], "o disco da conta saiu")
    }

    @Test func comTurnoPorAcontecerSoAvisa() async {
        let mundo = Mundo()
        await mundo.contaDaPessoa.mudarPrevia(PreviaDaExclusao(turnosPorAcontecer: [UUID()], vagasPorAcontecer: [], modo: .anonimizada,
                                                               confirmacao: "ana@frila.dev",
                                                               balanco: BalancoDaExclusao(mantidos: [:], apagados: [:])))
        var app = await naConta(mundo)
        await aperta(&app, Self.profissional, .daPagina(.excluirConta))
        guard case .aviso(let titulo, _)? = app.m.dialogo else { Issue.record("devia só avisar"); return }
        #expect(titulo == Textos.Conta.Tela.tituloNaoDaParaExcluir)
    }

    @Test func offlineCadaTeclaDizQuePrecisaDeRede() async {
        let mundo = Mundo()
        var app = await naConta(mundo)
        await mundo.conexao.mudar(.offline)
        await rodar(&app, [.tarefa { .conexao(online: false, forcado: false) }])
        for c in [ComandoProprio.editarPerfil, .trocarSenha, .exportarDados, .excluirConta] {
            await aperta(&app, Self.profissional, .daPagina(c))
            #expect(app.m.mensagem?.texto == Textos.Conta.Tela.precisaDeRede && app.m.dialogo == nil
                    && app.m.contaDaPessoa.formulario == nil, "\(c.nome)")
        }
    }

    @Test func snapshotsDaPaginaEDoFormulario() async {
        let mundo = Mundo()
        var app = await naConta(mundo)
        Snapshot.verificar(app.desenhar(Tamanho(largura: 80, altura: 24)), "conta-pagina-80x24")
        Snapshot.verificar(app.desenhar(Tamanho(largura: 40, altura: 12)), "conta-pagina-40x12")
        await aperta(&app, Self.profissional, .daPagina(.editarPerfil))
        Snapshot.verificar(app.desenhar(Tamanho(largura: 80, altura: 24)), "conta-editar-80x24")
        Snapshot.verificar(app.desenhar(Tamanho(largura: 40, altura: 12)), "conta-editar-40x12")
        // Menor que o mínimo: a frase do terminal pequeno, sem quebrar.
        #expect(app.desenhar(Tamanho(largura: 20, altura: 10)).tamanho == Tamanho(largura: 20, altura: 10))
        await aperta(&app, TelaConta.formulario, .desistir)
        await aperta(&app, Self.profissional, .daPagina(.excluirConta))
        Snapshot.verificar(app.desenhar(Tamanho(largura: 40, altura: 12)), "conta-excluir-dialogo-40x12")
        _ = app.desenhar(Tamanho(largura: 20, altura: 10))
    }

    @Test func contratanteEditaSoNomeEWhatsapp() async {
        let mundo = Mundo()
        var app = await naConta(mundo, email: "bruno@frila.dev")
        await aperta(&app, TelaConta.teclas(contratante: true), .daPagina(.editarPerfil))
        #expect(app.m.contaDaPessoa.formulario?.campos == [.nome, .whatsapp])
        Snapshot.verificar(app.desenhar(Tamanho(largura: 80, altura: 24)), "conta-editar-contratante-80x24")
    }
}
