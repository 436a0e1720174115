import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// O programa da TUI de ponta a ponta sobre as funcionalidades reais e portas de mentira:
/// teclas → efeitos → eventos → modelo → quadro.
@MainActor
struct AppFrilaTests {
    /// `paginas`: as do produto; um teste passa outras (uma página a mais que lê ao entrar).
    func entrar(_ mundo: Mundo, email: String = "ana@frila.dev", senha: String = "frila123",
                paginas: [RegistroDaPagina] = Paginas.todas) async -> AppFrila {
        var app = AppFrila(ambiente: mundo.ambiente, paginas: paginas)
        await rodar(&app, app.iniciar())
        #expect(app.m.tela == .login)
        var efs = digitar(&app, email)
        efs += app.tecla(.tab)
        efs += digitar(&app, senha)
        efs += app.tecla(.enter)
        #expect(app.m.login.senha.isEmpty, "a senha não fica no modelo depois do envio")
        await rodar(&app, efs)
        return app
    }

    /// As abas do produto, na ordem, entre as do registro (uma página nova pode entrar entre elas).
    static func abasDoProduto(_ paginas: [Pagina], _ produto: [Pagina]) -> [Pagina] { paginas.filter(produto.contains) }

    /// A tecla da aba `i` (0 = a primeira): o número dela.
    static func teclaDaAba(_ i: Int) -> Tecla { .caractere(Character(String(i + 1))) }

    @Test func profissionalVeFeedTurnosPerfil() async {
        let mundo = Mundo()
        let app = await entrar(mundo)
        #expect(app.m.tela == .pagina(.feed))
        #expect(app.m.paginas == Paginas.de(.profissional))
        #expect(Self.abasDoProduto(app.m.paginas, [.feed, .turnos, .perfil, .acompanhamento, .vagas]) == [.feed, .turnos, .perfil])
        #expect(app.m.feed.valor?.count == Fx.vagas.count)
        #expect(app.m.turnos.valor?.turnos.count == Fx.listaTurnos.turnos.count)
        let q = app.desenhar(Tamanho(largura: 80, altura: 24))
        let perfil = app.m.paginas.firstIndex(of: .perfil)! + 1
        #expect(q.linha(0).contains("1 Feed") && q.linha(0).contains("\(perfil) Perfil") && !q.linha(0).contains("Vagas"))
        #expect(q.texto.contains("Garçom"))
    }

    @Test func contratanteVeAcompanhamentoVagasPerfil() async {
        let app = await entrar(Mundo(), email: "bruno@frila.dev")
        #expect(app.m.tela == .pagina(.acompanhamento))
        #expect(app.m.paginas == Paginas.de(.contratante))
        #expect(Self.abasDoProduto(app.m.paginas, [.feed, .turnos, .perfil, .acompanhamento, .vagas]) == [.acompanhamento, .vagas, .perfil])
        #expect(app.m.pendentes.valor?.count == 2)
        #expect(app.m.vagas.valor?.count == 2)
    }

    @Test func senhaErradaMostraRecusaEmPtBR() async {
        let app = await entrar(Mundo(), senha: "errada")
        #expect(app.m.tela == .login)
        #expect(app.m.erroDoLogin == "E-mail ou senha incorretos." && app.m.sessao.sessao.falha == .credenciaisInvalidas)
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("E-mail ou senha incorretos."))
        #expect(app.m.mensagem?.tipo == .erro && app.m.mensagem?.texto == "E-mail ou senha incorretos.", "também na linha de status, como erro")
        #expect(app.m.historico.contains { $0.texto == "E-mail ou senha incorretos." }, "e no registro (m)")
    }

    @Test func registroDeMensagensSobreviveAoLoginESaiComAConta() async {
        var app = await entrar(Mundo(), senha: "errada")
        app.m.login.campo = .senha
        var efs = digitar(&app, "frila123")
        efs += app.tecla(.enter)
        await rodar(&app, efs)
        #expect(app.m.conta == Fx.ana)
        #expect(app.m.mensagem?.tipo != .erro, "entrou: a recusa de antes sai da linha de status")
        #expect(app.m.historico.contains { $0.texto == "E-mail ou senha incorretos." }, "o registro de antes do login fica")
        await rodar(&app, app.atualizar(.sessao(.saiu(tinhaSessao: true, pendentes: 0))))
        #expect(app.m.tela == .login)
        #expect(app.m.historico.map(\.texto) == ["Você saiu da conta."],
                "sair da conta apaga o registro: quem entra depois não lê o de quem saiu")
    }

    /// O erro de entrar vem do estado da sessão; Esc o dispensa ali (a tela não guarda cópia).
    @Test func escDispensaOErroDeEntrar() async {
        var app = await entrar(Mundo(), senha: "errada")
        _ = app.tecla(.esc)
        #expect(app.m.erroDoLogin == nil && app.m.sessao.sessao == .vazio(TextosDaSessao.convite))
        #expect(!app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("E-mail ou senha incorretos."))
    }

    @Test func sessaoGuardadaPulaOLogin() async {
        var app = AppFrila(ambiente: Mundo(salva: Fx.ana).ambiente)
        await rodar(&app, app.iniciar())
        #expect(app.m.tela == .pagina(.feed))
        #expect(app.m.conta == Fx.ana)
    }

    @Test func tabENumerosTrocamDeTela() async {
        var app = await entrar(Mundo())
        let abas = app.m.paginas
        _ = app.tecla(.tab)
        #expect(app.m.tela == .pagina(abas[1]))
        let perfil = abas.firstIndex(of: .perfil)!
        _ = app.tecla(Self.teclaDaAba(perfil))
        #expect(app.m.tela == .pagina(.perfil))
        _ = app.tecla(Self.teclaDaAba(abas.count - 1))
        #expect(app.m.tela == .pagina(abas.last!))
        // Um número além das abas não troca de tela e diz por quê.
        _ = app.tecla(Self.teclaDaAba(abas.count))
        #expect(app.m.tela == .pagina(abas.last!))
        #expect(app.m.mensagem?.texto == "Não há tela \(abas.count + 1): as abas vão de 1 a \(abas.count).")
        _ = app.tecla(.tab)
        #expect(app.m.tela == .pagina(abas[0]))
        _ = app.tecla(.shiftTab)
        #expect(app.m.tela == .pagina(abas.last!))
    }

    @Test func candidatarMostraResultadoNasPalavrasDasPessoas() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("j"))
        _ = app.tecla(.caractere("j"))
        #expect(app.m.selecionado(.feed) == 2)
        await rodar(&app, app.tecla(.caractere("c")))
        #expect(await mundo.vagas.candidaturas == [Fx.vagas[2].id])
        #expect(app.m.mensagem?.texto == "Que pena, alguém chegou antes (às 15:03)")
        #expect(app.m.mensagem?.tipo == .info, "perder a corrida não é erro (RN19)")
    }

    @Test func candidatarOfflineERecusadoAquiMesmo() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        await rodar(&app, app.tecla(.caractere("o")))  // modo offline do testador
        #expect(app.m.offlineForcado)
        let efs = app.tecla(.caractere("c"))
        #expect(efs.isEmpty, "candidatura nunca vai para a fila nem para a rede")
        #expect(app.m.mensagem?.texto == Mensagens.candidaturaOffline)
        #expect(app.m.mensagem?.tipo == .erro)
        #expect(app.m.semRedeAgora(.candidatar, em: .feed) == .candidatura, "quem recusa é o semRede do registro, o mesmo do rodapé")
        #expect(await mundo.vagas.candidaturas.isEmpty)
        let q = app.desenhar(Tamanho(largura: 80, altura: 24))
        #expect(q.linha(23).contains("offline (forçado)"))
        // o erro aparece em vídeo inverso na linha de status
        let x = q.linha(23).distance(from: q.linha(23).startIndex, to: q.linha(23).range(of: "Sem conexão")!.lowerBound)
        #expect(q[x, 23].estilo.atributos.contains(.inverso))
        #expect(!q.linha(22).contains("c candidatar"), "offline, o rodapé não oferece o que não pode agir: \(q.linha(22))")
        // b nos Turnos: sem rede, diz antes de abrir a pergunta (o bloqueio não entra na fila).
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("b"))
        #expect(app.m.dialogo == nil && app.m.mensagem?.tipo == .erro, "sem diálogo")
        #expect(app.m.mensagem?.texto.hasPrefix("Sem conexão: o bloqueio precisa de rede") == true, "\(app.m.mensagem?.texto ?? "nada")")
        await rodar(&app, app.tecla(.caractere("o")))
        _ = app.tecla(.caractere("1"))
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).linha(22).contains("c candidatar"), "online de novo, volta ao rodapé")
    }

    @Test func alternarOfflineDizOModoNovo() async {
        var app = await entrar(Mundo())
        await rodar(&app, app.tecla(.caractere("o")))
        #expect(app.m.offlineForcado)
        #expect(app.m.mensagem?.texto.hasPrefix("Modo offline forçado") == true)
        await rodar(&app, app.tecla(.caractere("o")))
        #expect(!app.m.offlineForcado)
        #expect(app.m.mensagem?.texto == "Modo offline desligado.", "a mensagem lê o estado depois da troca")
    }

    @Test func offlineForcadoSobreviveASaidaDaContaECtrlODesligaNoLogin() async {
        var app = await entrar(Mundo())
        await rodar(&app, app.tecla(.caractere("o")))
        _ = app.tecla(.caractere("3"))
        await rodar(&app, app.tecla(.caractere("L")))
        await rodar(&app, app.tecla(.caractere("s")))
        #expect(app.m.tela == .login && app.m.offlineForcado, "a linha de status não finge estar online")
        var efs = digitar(&app, "carla@frila.dev")
        efs += app.tecla(.tab)
        efs += digitar(&app, "frila123")
        efs += app.tecla(.enter)
        #expect(efs.isEmpty, "nem tenta a rede com o modo forçado")
        #expect(app.m.login.problema == .offlineForcado)
        #expect(Telas.desenhar(app.m, Tamanho(largura: 80, altura: 24)).texto.contains("Ctrl-O"))
        await rodar(&app, app.tecla(.ctrl("o")))
        #expect(!app.m.offlineForcado && app.m.login.problema == nil)
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.conta?.nome.isEmpty == false, "com o modo desligado o login vai")
    }

    @Test func checkinSemLocalizacaoVaiParaAFilaSoComADistancia() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("2"))
        // começa no primeiro turno que ainda não acabou (o que começou há pouco, índice 1)
        #expect(app.m.selecionado(.turnos) == 1)
        _ = app.tecla(.caractere("e"))
        guard case .texto(_, _, _, let valor, let c) = app.m.dialogo, c.nome == "checkin", let id = c.alvo else { Issue.record("sem diálogo"); return }
        #expect(valor.isEmpty)
        await rodar(&app, app.tecla(.enter))
        let itens = await mundo.fila.itens
        #expect(itens.count == 1)
        #expect(itens.first?.acao == .registrarCheckin(turno: id, distanciaMetros: nil, em: Fx.agora))
        #expect(app.m.dialogo == nil)
    }

    @Test func checkinRecusadoPeloServidorApareceComoErroEFicaAteEsc() async {
        let mundo = Mundo()
        await mundo.fila.definir(recusarAoDrenar: "Check-in só a partir de 1 h antes do início.")
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("e"))
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.mensagem?.tipo == .erro)
        #expect(app.m.mensagem?.texto == "O Frila recusou o check-in: Check-in só a partir de 1 h antes do início.")
        _ = app.tique(Fx.agora.addingTimeInterval(120))
        #expect(app.m.mensagem?.tipo == .erro, "recusa não some sozinha")
        _ = app.tecla(.esc)
        #expect(app.m.mensagem == nil, "Esc dispensa")
    }

    @Test func profissionalBloqueiaOEstabelecimentoNaoAContaDeQuemPublicou() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("b"))
        guard case .simNao(_, _, let p) = app.m.dialogo, p.sim.nome == "bloquear", let conta = p.sim.alvo else { Issue.record("sem pergunta"); return }
        // RF26 é com o estabelecimento: a conta de quem publicou pode sair dele.
        #expect(conta == Fx.cerrado.id)
        await rodar(&app, app.tecla(.caractere("s")))
        #expect(await mundo.contas.bloqueadas == [Fx.cerrado.id])
        #expect(app.m.mensagem?.tipo == .sucesso)
        #expect(app.m.mensagem?.texto == "Bloqueio feito: Bar do Cerrado. As vagas e notificações entre vocês deixam de aparecer.",
                "o desfecho diz quem foi bloqueado")
    }

    /// Vaga de seleção com um turno já confirmado e dois candidatos.
    static let vagaMista: Vaga = {
        let v = Fx.vagasBruno[0]
        return Vaga(id: v.id, funcao: v.funcao, periodo: v.periodo, local: v.local, valor: v.valor, inclusos: v.inclusos,
                    modo: .selecao, posicoesTotal: 2, posicoesAbertas: 1,
                    posicoes: [Posicao(id: Fx.id(610), estado: .confirmada, turno: Fx.turno(207, inicio: 48, profissional: "Fábio Nunes")),
                               Posicao(id: Fx.id(611), estado: .aberta, turno: nil)],
                    candidaturas: Fx.candidatos)
    }()

    @Test func enterNoDetalheJaEstaNoPrimeiroCandidatoEUmSegundoEnterEscolhe() async {
        let mundo = Mundo()
        await mundo.vagas.definir(minhas: [Self.vagaMista])
        var app = await entrar(mundo, email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        #expect(app.m.tela == .pagina(.vagas))
        _ = app.tecla(.enter)
        #expect(app.m.detalhe.aberto && app.m.selecaoCandidato == 1, "o primeiro candidato, não o turno")
        _ = app.tecla(.enter)
        guard case .simNao(_, _, let p) = app.m.dialogo, p.sim.nome == "escolherCandidato", let id = p.sim.alvo else { Issue.record("sem pergunta"); return }
        #expect(id == Fx.candidatos[0].id)
    }

    @Test func itemQueSomeDoDetalheNaoDeixaASelecaoDepoisDoFim() async {
        let mundo = Mundo()
        var app = await entrar(mundo, email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("j"))  // a vaga de urgência, com dois profissionais
        _ = app.tecla(.enter)
        _ = app.tecla(.caractere("j"))
        #expect(app.m.selecaoCandidato == 1)
        let v = Fx.vagasBruno[1]
        let semOSegundo = Vaga(id: v.id, funcao: v.funcao, periodo: v.periodo, local: v.local, valor: v.valor, inclusos: v.inclusos,
                               modo: v.modo, posicoesTotal: 2, posicoesAbertas: 1,
                               posicoes: [v.posicoes[0], Posicao(id: Fx.id(602), estado: .aberta, turno: nil)])
        await mundo.vagas.definir(minhas: [Fx.vagasBruno[0], semOSegundo])
        await rodar(&app, app.tecla(.caractere("r")))
        #expect(app.m.selecaoCandidato == 0, "o último que existe")
        _ = app.tecla(.caractere("b"))
        guard case .simNao(_, _, let p) = app.m.dialogo, p.eh("bloquear") else { Issue.record("b não agiu"); return }
    }

    @Test func escNoFormularioPreenchidoPerguntaAntesDeDescartar() async {
        var app = await entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        #expect(app.m.formulario != nil)
        _ = app.tecla(.esc)
        #expect(app.m.formulario == nil, "intocado, Esc fecha direto")
        _ = app.tecla(.caractere("n"))
        _ = app.tecla(.tab)
        _ = digitar(&app, "05/12/2026")
        _ = app.tecla(.esc)
        guard case .simNao(_, _, let p) = app.m.dialogo, p.eh("descartarFormulario") else { Issue.record("não perguntou"); return }
        _ = app.tecla(.caractere("n"))
        #expect(app.m.formulario?.valores[.data] == "05/12/2026", "n continua editando")
        _ = app.tecla(.esc)
        _ = app.tecla(.caractere("s"))
        #expect(app.m.formulario == nil && app.m.dialogo == nil)
    }

    @Test func registroDeMensagensGuardaAsUltimasCemInteirasComAHora() async {
        var app = await entrar(Mundo())
        let longa = String(repeating: "muito texto ", count: 20) + "fim"
        for i in 0..<105 { app.dizer(.feito(i == 104 ? longa : "mensagem \(i)")) }
        #expect(app.m.historico.count == 100)
        #expect(app.m.historico.map(\.texto) == (5..<104).map { "mensagem \($0)" } + [longa], "as 100 mais novas, na ordem")
        #expect(app.m.historico.last?.em == Fx.agora)
        _ = app.tecla(.caractere("m"))
        #expect(app.m.historicoAberto)
        let q = app.desenhar(Tamanho(largura: 80, altura: 24))
        let tela = (0..<24).map { q.linha($0) }.joined(separator: "\n")
        #expect(tela.contains("fim"), "a longa aparece inteira, quebrada em linhas")
        _ = app.tecla(.caractere("j"))
        #expect(app.m.rolagem == 1 && app.m.historicoAberto)
        _ = app.tecla(.esc)
        #expect(!app.m.historicoAberto)
    }

    @Test func teclaQueNaoPodeAgirDizPorQue() async {
        let mundo = Mundo()
        await mundo.turnos.definir(lista: [])
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("e"))
        #expect(app.m.dialogo == nil && app.m.mensagem?.texto == "Selecione um turno.")
        var bruno = await entrar(Mundo(), email: "bruno@frila.dev")
        _ = bruno.tecla(.caractere("2"))
        _ = bruno.tecla(.caractere("b"))
        #expect(bruno.m.mensagem?.texto == "Abra uma vaga (Enter) e escolha um profissional.")
        _ = bruno.tecla(.enter)  // a de seleção: só candidatos
        // Um candidato selecionado não é "nenhum profissional": cada tecla diz o que lhe falta.
        for (tecla, fim) in [("a", "a avaliação vem depois do turno."), ("x", "nada a cancelar. Enter escolhe."),
                             ("t", "a equipe recebe quem já tem turno aqui."), ("b", "o bloqueio aqui vale para quem tem turno nesta vaga.")] {
            _ = bruno.tecla(.caractere(Character(tecla)))
            let texto = bruno.m.mensagem?.texto ?? ""
            #expect(texto.hasPrefix("A candidatura de Ana Souza ainda não foi escolhida") && texto.hasSuffix(fim), "\(tecla): \(texto)")
            #expect(bruno.m.dialogo == nil, "\(tecla) não abre diálogo")
        }
    }

    @Test func telaVisivelSeAtualizaSozinhaOnlineEDizAIdade() async {
        let mundo = Mundo()
        var app = await entrar(mundo, email: "bruno@frila.dev")
        let depoisDoLogin = await mundo.turnos.leiturasDePendentes
        #expect(depoisDoLogin == 1)
        await rodar(&app, app.tique(Fx.agora.addingTimeInterval(AppFrila.intervaloAtualizacao - 1)))
        #expect(await mundo.turnos.leiturasDePendentes == 1, "antes do intervalo, não")
        let quando = Fx.agora.addingTimeInterval(AppFrila.intervaloAtualizacao + 1)
        await rodar(&app, app.tique(quando))
        #expect(await mundo.turnos.leiturasDePendentes == 2, "o check-in manual novo aparece sem r")
        #expect(app.m.carregadoEm[.acompanhamento] == quando)
        _ = app.tique(quando.addingTimeInterval(150))
        // Larga: uma aba nova na barra não empurra a idade para fora (o que se testa aqui é ela).
        let barra = app.desenhar(Tamanho(largura: 120, altura: 24)).linha(0)
        #expect(barra.contains("dados há 2 min"), "\(barra)")
        await mundo.conexao.mudar(.offline)
        await rodar(&app, app.tique(quando.addingTimeInterval(AppFrila.intervaloAtualizacao * 3)))
        await rodar(&app, app.tique(quando.addingTimeInterval(AppFrila.intervaloAtualizacao * 5)))
        #expect(await mundo.turnos.leiturasDePendentes <= 3, "offline não fica pedindo")
    }

    @Test func aoEntrarNaTelaComDadosVelhosAtualiza() async {
        let mundo = Mundo()
        var app = await entrar(mundo, email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))  // Vagas
        _ = app.tique(Fx.agora.addingTimeInterval(AppFrila.idadeParaAtualizarAoEntrar + 1))
        await rodar(&app, app.tecla(.caractere("1")))
        #expect(await mundo.turnos.leiturasDePendentes == 2)
        await rodar(&app, app.tecla(.caractere("2")))
        await rodar(&app, app.tecla(.caractere("1")))
        #expect(await mundo.turnos.leiturasDePendentes == 2, "dados de agora há pouco: não pede de novo")
    }

    @Test func selecaoFicaNoMesmoItemQuandoAListaMuda() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("j"))
        _ = app.tecla(.caractere("j"))
        #expect(app.m.feed.valor?[app.m.selecionado(.feed)].id == Fx.vagas[2].id)
        let nova = Fx.vagas[3]
        await mundo.vagas.definir(feed: [nova] + Fx.vagas.dropLast())
        await rodar(&app, app.tecla(.caractere("r")))
        #expect(app.m.feed.valor?[app.m.selecionado(.feed)].id == Fx.vagas[2].id, "a mesma vaga, noutra posição")
        await mundo.vagas.definir(feed: [Fx.vagas[0], Fx.vagas[1], Fx.vagas[3]])
        await rodar(&app, app.tecla(.caractere("r")))
        #expect(app.m.feed.valor?[app.m.selecionado(.feed)].id == Fx.vagas[3].id, "sumiu: fica na que vinha depois")
    }

    @Test func recusadaDoPainelEDispensadaOuTentadaDeNovo() async {
        let mundo = Mundo()
        await mundo.fila.definir(recusarAoDrenar: "O check-in está fora do horário do turno.")
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("e"))
        await rodar(&app, app.tecla(.enter))  // recusado no dreno
        _ = app.tecla(.caractere("e"))
        await rodar(&app, app.tecla(.enter))  // outro, também recusado
        await rodar(&app, app.tecla(.caractere("3")))
        #expect(app.m.fila.itens.count == 2 && app.m.fila.itens.allSatisfy { $0.estado == .rejeitada })
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(await mundo.fila.itens.count == 1, "dispensou a selecionada")
        #expect(app.m.mensagem?.texto == "Ação recusada de Garçom sex 04/12 · Bar do Cerrado dispensada.", "de qual turno")
        await mundo.fila.definir(recusarAoDrenar: nil)
        await rodar(&app, app.tecla(.caractere("t")))
        let itens = await mundo.fila.itens
        #expect(itens.count == 1 && itens[0].estado == .pendente, "voltou para a fila, como ação nova")
        #expect(app.m.mensagem?.tipo == .sucesso)
    }

    @Test func checkinComPosicaoMandaSoADistancia() async {
        let mundo = Mundo(posicao: Coordenada(latitude: -15.8, longitude: -47.9))
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("e"))
        guard case .texto(_, _, _, let valor, _) = app.m.dialogo else { Issue.record("sem diálogo"); return }
        #expect(valor == "-15.8,-47.9", "a posição configurada vem preenchida")
        await rodar(&app, app.tecla(.enter))
        guard case .registrarCheckin(_, let d, _) = await mundo.fila.itens.first?.acao else { Issue.record("nada na fila"); return }
        #expect(d == 0)
    }

    @Test func posicaoInvalidaNaoEnfileira() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("e"))
        _ = digitar(&app, "perto do bar")
        await rodar(&app, app.tecla(.enter))
        #expect(await mundo.fila.itens.isEmpty)
        #expect(app.m.erroNoDialogo?.hasPrefix("Posição inválida") == true)
        guard case .texto(_, _, _, let valor, let c) = app.m.dialogo, c.eh("checkin") else { Issue.record("o diálogo fechou"); return }
        #expect(valor == "perto do bar", "o que foi digitado fica para corrigir")
        // O erro aparece dentro do diálogo, inteiro (quebrado), não cortado na linha de status.
        let q = app.desenhar(Tamanho(largura: 40, altura: 12))
        let dentro = (0..<12).map { String(q.linha($0)) }.joined(separator: " ")
            .replacingOccurrences(of: "│", with: " ").split(separator: " ").joined(separator: " ")
        #expect(dentro.contains("perto do bar"))
        #expect(dentro.contains("ou deixe vazio para sem localização."), "\(dentro)")
        #expect(app.m.mensagem?.tipo == .erro && app.m.mensagem?.texto == app.m.erroNoDialogo,
                "a recusa vai também à linha de status, como no formulário da vaga (inteira fica no diálogo)")
        #expect(app.m.historico.last?.texto.hasPrefix("Posição inválida") == true, "o registro (m) guarda")
    }

    @Test func avaliarESimOuNao() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("k"))  // índice 0: turno terminado, verificado, pode avaliar
        _ = app.tecla(.caractere("a"))
        guard case .simNao(_, _, let p) = app.m.dialogo, p.eh("avaliar") else { Issue.record("sem pergunta"); return }
        await rodar(&app, app.tecla(.caractere("n")))
        guard case .avaliar(_, let sim) = await mundo.fila.itens.first?.acao else { Issue.record("nada na fila"); return }
        #expect(sim == false)
    }

    @Test func cancelarAvisaSeContaComoFaltaEPedeMotivo() async {
        var app = await entrar(Mundo())
        _ = app.tecla(.caractere("2"))  // começou há pouco: < 24 h
        _ = app.tecla(.caractere("x"))
        guard case .texto(_, let linhas, _, _, let c) = app.m.dialogo, c.eh("cancelarTurno") else { Issue.record("sem diálogo"); return }
        #expect(linhas[0].contains("conta como falta"))
        await rodar(&app, app.tecla(.enter))  // motivo vazio
        #expect(app.m.erroNoDialogo == "Informe o motivo do cancelamento.")
        guard case .texto(_, _, _, _, let c) = app.m.dialogo, c.eh("cancelarTurno") else { Issue.record("o diálogo fechou"); return }
    }

    @Test func sairComPendentesPerguntaCtrlCNao() async {
        var app = await entrar(Mundo())
        _ = app.tecla(.caractere("2"))  // o turno sem check-in
        _ = app.tecla(.caractere("e"))
        await rodar(&app, app.tecla(.enter))
        await rodar(&app, app.tecla(.caractere("q")))
        #expect(app.m.fila.pendentes == 1)
        #expect(!app.encerrado)
        guard case .simNao(_, _, let p) = app.m.dialogo, p.eh("sair") else { Issue.record("não perguntou"); return }
        _ = app.tecla(.caractere("n"))
        #expect(!app.encerrado && app.m.dialogo == nil)
        _ = app.tecla(.ctrl("c"))
        #expect(app.encerrado)
    }

    @Test func sairDaContaComPendentesDizQueElasFicam() async {
        var app = await entrar(Mundo())
        await rodar(&app, app.tecla(.caractere("3")))
        await rodar(&app, app.tecla(.caractere("L")))
        guard case .simNao(_, let semPendentes, let p) = app.m.dialogo, p.eh("sairDaConta") else { Issue.record("não perguntou"); return }
        #expect(!semPendentes.joined().contains("esperando envio"))
        _ = app.tecla(.caractere("n"))
        _ = app.tecla(.caractere("2"))  // o turno sem check-in
        _ = app.tecla(.caractere("e"))
        await rodar(&app, app.tecla(.enter))
        _ = app.tecla(.caractere("3"))
        await rodar(&app, app.tecla(.caractere("L")))
        guard case .simNao(_, let linhas, let p) = app.m.dialogo, p.eh("sairDaConta") else { Issue.record("não perguntou"); return }
        #expect(linhas.joined().contains("1 ação desta conta esperando envio fica guardada"))
        await rodar(&app, app.tecla(.caractere("s")))
        #expect(app.m.tela == .login && app.m.conta == nil)
    }

    /// Dados locais ilegíveis movidos de lado: a fila recomeçou vazia, e isso não pode sumir
    /// num rodapé cortado. Janela que só fecha com Enter ou Esc; as teclas antes não agem.
    @Test func avisoImportanteAbreJanelaQueSoFechaComEnter() async {
        let aviso = "Os dados locais em /tmp/x/frila.sqlite estavam ilegíveis (não é SQLite) e foram movidos para "
            + "frila.sqlite.corrompido-1. O cache de turnos e a fila offline recomeçam vazios."
        var app = AppFrila(ambiente: Mundo(avisos: [aviso]).ambiente)
        await rodar(&app, app.iniciar())
        #expect(app.m.dialogo == .aviso(titulo: "Atenção", linhas: [aviso]))
        let q = Telas.desenhar(app.m, Tamanho(largura: 80, altura: 24)).texto
        #expect(q.contains("corrompido-1") && q.contains("recomeçam vazios") && q.contains("Enter fecha"), "inteiro, não cortado")
        _ = app.tecla(.caractere("a"))
        _ = app.tecla(.tab)
        #expect(app.m.dialogo != nil && app.m.login.email.isEmpty, "o que se digita antes de fechar não vai para o login")
        _ = app.tecla(.enter)
        #expect(app.m.dialogo == nil && app.m.tela == .login)
    }

    @Test func sairSemPendentesSaiNaHora() async {
        var app = await entrar(Mundo())
        await rodar(&app, app.tecla(.caractere("q")))
        #expect(app.encerrado && app.m.dialogo == nil)
    }

    @Test func digitarEnquantoASessaoEVerificadaNaoSePerde() async {
        var app = AppFrila(ambiente: Mundo().ambiente)
        let inicio = app.iniciar()  // ainda não rodou: verificando a sessão
        _ = digitar(&app, "ana")
        #expect(app.m.login.email == "ana")
        #expect(app.tecla(.enter).isEmpty, "não envia enquanto verifica")
        await rodar(&app, inicio)
        #expect(app.m.tela == .login && app.m.login.email == "ana")
    }

    @Test func ajudaAbreEQualquerTeclaFechaSemAgir() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("?"))
        #expect(app.m.ajudaAberta)
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("Ajuda — Feed"))
        let efs = app.tecla(.caractere("c"))
        #expect(!app.m.ajudaAberta && efs.isEmpty)
        #expect(await mundo.vagas.candidaturas.isEmpty)
    }

    @Test func contratanteConfirmaCheckinManualPelaFila() async {
        let mundo = Mundo()
        var app = await entrar(mundo, email: "bruno@frila.dev")
        await rodar(&app, app.tecla(.caractere("c")))
        #expect(await mundo.fila.itens.first?.acao == .confirmarCheckinManual(turno: Fx.pendentesBruno[0].turno.id))
    }

    @Test func contratanteEscolheCandidatoComEnter() async {
        var app = await entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.enter)  // abre a vaga de seleção
        #expect(app.m.detalhe.aberto)
        _ = app.tecla(.baixo)  // segundo candidato
        _ = app.tecla(.enter)
        guard case .simNao(_, let linhas, let p) = app.m.dialogo, p.sim.nome == "escolherCandidato", let id = p.sim.alvo else { Issue.record("sem pergunta"); return }
        #expect(id == Fx.candidatos[1].id)
        #expect(linhas[0].contains("Carla Dias (Sem histórico)"))
        await rodar(&app, app.tecla(.caractere("s")))
        #expect(app.m.mensagem?.texto.contains("já foi preenchida") == true)
    }

    @Test func loginSemServidorMostraOfflineNaLinhaDeStatus() async {
        let mundo = Mundo()
        await mundo.conexao.mudar(.offline)
        var app = AppFrila(ambiente: mundo.ambiente)
        await rodar(&app, app.iniciar())
        #expect(app.m.tela == .login)
        #expect(!app.m.conectado, "sem sessão, a linha de status reflete a rede, não um 'online' de fábrica")
        #expect(!app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("● online"))
    }

    @Test func formularioMostraProblemasDoValidar() async {
        var app = await entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        #expect(app.m.formulario != nil)
        // parte do endereço e do ponto do estabelecimento: o contratante não digita coordenadas
        #expect(app.m.formulario?.valores[.endereco] == "SCLS 405 Bloco C, Asa Sul")
        #expect(app.m.formulario?.valores[.local] == "-15.8267,-47.9218")
        await rodar(&app, app.tecla(.enter))  // o resto vazio
        let problemas = app.m.formulario?.problemas ?? []
        #expect(!problemas.isEmpty)
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains(problemas[0]))
        // Os campos com problema levam `!` no rótulo; o endereço preenchido, não.
        let q = app.desenhar(Tamanho(largura: 80, altura: 24))
        #expect(q.texto.contains("! Função") && q.texto.contains("! Data (dd/mm/aaaa)"))
        #expect(!q.texto.contains("! Endereço"))
        #expect(app.m.formulario?.camposComProblema.contains(.funcao) == true)
        _ = app.tecla(.esc)
        #expect(app.m.formulario == nil)
    }

    @Test func vagaNovaDespachadaViraFaixaETocaACampainha() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        #expect(await rodar(&app, app.tique(Fx.agora)) == 0, "sem notificação, sem campainha")
        #expect(app.m.banner == nil)
        await mundo.gestao.definir(notificacoes: [
            .vaga(Notificacao(id: Fx.id(900), vagaId: Fx.id(100), funcao: .garcom, inicio: Fx.h(3), valor: Dinheiro(centavos: 15000),
                              modo: .urgencia, estabelecimento: Fx.cerrado, enviadaEm: Fx.h(0.01))),
        ])
        let campainhas = await rodar(&app, app.tique(Fx.agora.addingTimeInterval(AppFrila.intervaloNotificacoes + 1)))
        #expect(campainhas == 1)
        #expect(app.m.banner == "Vaga nova: Garçom sex 04/12 18:00 · R$ 150,00 · Bar do Cerrado")
        _ = app.tecla(.esc)
        #expect(app.m.banner == nil)
    }

    @Test func mensagemSeApagaSozinha() async {
        var app = await entrar(Mundo())
        _ = app.tecla(.caractere("r"))
        #expect(app.m.mensagem != nil)
        _ = app.tique(Fx.agora.addingTimeInterval(AppFrila.duracaoMensagem + 1))
        #expect(app.m.mensagem == nil)
    }
}

/// Entradas hostis: textos muito longos, largos e combinantes em todos os campos de texto da TUI —
/// o campo tem teto, a tela desenha em qualquer tamanho e nada de controle chega ao quadro.
@MainActor
struct CamposLongosTests {
    /// 3.000 grafemas misturando ASCII, largos (CJK/emoji), combinantes e controles C1.
    static let longo = String(repeating: "aç界👩‍🍳e\u{301}\u{9B}", count: 500)
    static let tamanhos = [Tamanho(largura: 80, altura: 24), Tamanho(largura: 40, altura: 12), Tamanho(largura: 20, altura: 10)]

    func desenhaSemControle(_ app: AppFrila) {
        for t in Self.tamanhos {
            let texto = app.desenhar(t).texto
            #expect(!texto.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x1B }, "controle no quadro a \(t)")
        }
    }

    func valorDoDialogo(_ app: AppFrila) -> String? {
        if case .texto(_, _, _, let v, _) = app.m.dialogo { return v }
        return nil
    }

    @Test func dialogosDeCheckinECancelamento() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo)
        _ = app.tecla(.caractere("2"))
        for tecla in ["e", "x"] {
            _ = app.tecla(.caractere(Character(tecla)))
            _ = digitar(&app, Self.longo)
            let v = valorDoDialogo(app)
            #expect(v != nil, "diálogo de \(tecla)")
            #expect((v?.count ?? 0) <= 200, "campo de \(tecla) tem teto")
            desenhaSemControle(app)
            _ = app.tecla(.esc)
            guard case .simNao(_, _, let p) = app.m.dialogo, p.eh("descartarTexto") else { Issue.record("Esc com texto não perguntou"); return }
            desenhaSemControle(app)
            _ = app.tecla(.caractere("s"))
            #expect(app.m.dialogo == nil)
        }
        #expect(await mundo.fila.itens.isEmpty, "Esc desiste: nada foi para a fila")
    }

    @Test func todosOsCamposDoFormularioDeVaga() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        for campo in FormularioVaga.Campo.allCases {
            #expect(app.m.formulario?.foco == campo, "Tab percorre os campos em ordem")
            _ = digitar(&app, Self.longo)
            defer { _ = app.tecla(.tab) }
            let v = app.m.formulario?.valores[campo] ?? ""
            #expect(v.count <= 120, "\(campo) tem teto")
        }
        desenhaSemControle(app)
        await rodar(&app, app.tecla(.enter))
        let problemas = app.m.formulario?.problemas ?? []
        #expect(problemas.count > 0, "lixo não publica: o validar() reclama")
        desenhaSemControle(app)
    }
}

/// O que o servidor recusa no dreno, longe do toque, vira mensagem de erro com a ação,
/// a hora e o turno; e teclas que não podem agir dizem por quê sem abrir o diálogo.
extension AppFrilaTests {
    @Test func recusaQueChegaNoDrenoViraErroNaLinhaDeStatusENoHistoricoUmaVez() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        _ = app.atualizar(.sincronizacao(.lido(.init(online: true, forcado: false, fila: Fx.fila))))
        #expect(app.m.mensagem?.tipo == .erro)
        let texto = app.m.mensagem?.texto ?? ""
        #expect(texto.hasPrefix("O Frila recusou a avaliação de \(Formatacao.hora(Fx.avaliacaoRejeitada.tocadoEm))"))
        #expect(texto.hasSuffix(": A avaliação só é liberada depois do fim do turno."))
        let noHistorico = app.m.historico.filter { $0.texto == texto }.count
        #expect(noHistorico == 1)
        _ = app.atualizar(.sincronizacao(.lido(.init(online: true, forcado: false, fila: Fx.fila))))
        #expect(app.m.historico.filter { $0.texto == texto }.count == 1, "a mesma recusa não se repete a cada leitura")
    }

    @Test func teclasQueNaoPodemAgirDizemPorQue() {
        let agora = Fx.agora
        let cancelado = Fx.turnoCancelado.turno
        for c in [ComandoDaTela.checkin, .checkout, .avaliar, .cancelar] {
            let motivo = ModeloApp.porQueNaoNoTurno(c, cancelado, agora: agora, conectado: true, quemLe: .profissional)
            #expect(motivo?.contains("cancelado pelo estabelecimento") == true, "\(c): \(motivo ?? "abriria o diálogo")")
        }
        #expect(ModeloApp.porQueNaoNoTurno(.bloquear, cancelado, agora: agora, conectado: true, quemLe: .profissional) == nil,
                "bloquear o estabelecimento vale num turno cancelado")
        let passado = Fx.turno(204, inicio: -30)
        #expect(ModeloApp.porQueNaoNoTurno(.bloquear, passado, agora: agora, conectado: true, quemLe: .profissional) == nil,
                "e num turno que já passou")
        let comCheckin = Fx.turno(203, inicio: -1, checkin: RegistroDePresenca(em: Fx.h(-0.9), tipo: .geolocalizado, distanciaMetros: 10))
        #expect(ModeloApp.porQueNaoNoTurno(.checkin, comCheckin, agora: agora, conectado: true, quemLe: .profissional)?
            .hasPrefix("Check-in já registrado às") == true)
        #expect(ModeloApp.porQueNaoNoTurno(.avaliar, comCheckin, agora: agora, conectado: true, quemLe: .profissional)?
            .hasPrefix("A avaliação abre quando o turno termina") == true)
        // Um turno de outro dia diz o dia do fim, não só a hora (que pareceria a de hoje).
        let depois = Fx.turno(205, inicio: 72)
        let fim = depois.vaga.periodo.fim
        #expect(ModeloApp.porQueNaoNoTurno(.avaliar, depois, agora: agora, conectado: true, quemLe: .profissional)
            == "A avaliação abre quando o turno termina (\(Formatacao.diaDaSemana(fim)) \(Formatacao.dia(fim)) \(Formatacao.hora(fim))).")
        #expect(Formatacao.horaOuDataHora(agora.addingTimeInterval(60), hoje: agora) == Formatacao.hora(agora.addingTimeInterval(60)),
                "no mesmo dia, só a hora")
        #expect(ModeloApp.porQueNaoNoTurno(.cancelar, comCheckin, agora: agora, conectado: false, quemLe: .profissional)?
            .hasPrefix("Cancelar precisa de conexão") == true)
        #expect(ModeloApp.porQueNaoNoTurno(.cancelar, comCheckin, agora: agora, conectado: true, quemLe: .profissional) == nil)
        // Terminado: o servidor recusaria (turno_encerrado); a tecla diz já, sem prévia de falta.
        #expect(ModeloApp.porQueNaoNoTurno(.cancelar, passado, agora: agora, conectado: true, quemLe: .profissional)
            == Textos.Turnos.turnoJaTerminou)
        #expect(TextoDoCancelamento.previa(passado, quemLe: .profissional, agora: agora).last == Textos.Turnos.turnoJaTerminou)
        let json = TextoDoCancelamento.json(passado, agora: agora, linhas: [])
        #expect(json["ja_terminou"] as? Bool == true && json["conta_como_falta"] as? Bool == false)
    }
}

extension AppFrilaTests {
    @Test func sincronizarComOfflineForcadoDizPorQueENaoFicaEmSincronizando() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        _ = app.atualizar(.conexao(online: true, forcado: true))
        _ = app.tecla(.caractere("3"))
        let efs = app.tecla(.caractere("s"))
        #expect(efs.isEmpty)
        #expect(app.m.mensagem?.texto == "Modo offline: nada sai até desligar (o).")
        _ = app.atualizar(.conexao(online: true, forcado: false))
        _ = app.atualizar(.sincronizacao(.sincronizado(.init(online: true, forcado: false, fila: .vazio))))
        #expect(app.m.mensagem?.texto == "Fila em dia: nada esperando envio.")
        #expect(!app.m.historico.contains { $0.texto.hasSuffix("…") }, "andamento não fica no histórico sem desfecho")
    }

    @Test func interrogacaoNumCampoDeOpcoesDoFormularioAbreAAjudaDele() async {
        var app = await entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        _ = app.tecla(.caractere("?"))
        #expect(app.m.ajudaAberta, "o foco começa na função (campo de opções)")
        #expect(Telas.linhasDaAjuda(Telas.tabelaAtual(app.m), paginas: app.m.paginas.count).contains { $0.descricao.hasPrefix("próxima opção") })
    }
}
