import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// Uma tecla oferecida age; uma que não age diz por quê; o rodapé e a ajuda saem das tabelas.
@MainActor
struct TeclasQueNaoMentemTests {
    /// O que é igual em toda lista e a ajuda lista (rolar, ordem, inverter, o id): fora do rodapé.
    static func mecanicaDaLista(_ c: ComandoDaTela) -> Bool {
        switch c {
        case .rolar, .trocarOrdem, .inverterOrdem, .mostrarId: true
        default: false
        }
    }

    /// Toda tecla própria de uma página (não uma das globais) aparece no rodapé quando pode agir,
    /// fora a mecânica das listas: lido das tabelas do registro, uma página nova não escapa.
    @Test func todaTeclaPropriaDeUmaPaginaTemLugarNoRodape() {
        let globais = Teclas.globais.atalhos.map(\.acao)
        var faltam: [String] = []
        for r in Paginas.todas {
            for (_, t) in r.teclas {
                for a in t.tabela.atalhos where !globais.contains(a.acao) && !Self.mecanicaDaLista(a.acao) && !a.noRodape {
                    faltam.append("\(t.nome): \(a.rotulo) \(a.descricao)")
                }
            }
        }
        #expect(faltam.isEmpty, "tecla só na ajuda:\n\(faltam.joined(separator: "\n"))")
    }

    /// A ordem é a mesma letra em toda lista que ordena (S, e I inverte); o s minúsculo nunca ordena.
    @Test func aOrdemEASMaiusculaEmTodaLista() {
        for r in Paginas.todas {
            for (_, t) in r.teclas where t.tabela.atalhos.contains(where: { $0.acao == .trocarOrdem }) {
                #expect(t.tabela.acao(para: .caractere("S")) == .trocarOrdem, "\(t.nome)")
                #expect(t.tabela.acao(para: .caractere("I")) == .inverterOrdem, "\(t.nome)")
                #expect(t.tabela.acao(para: .caractere("s")) != .trocarOrdem, "\(t.nome)")
            }
        }
        #expect(Teclas.turnos.acao(para: .caractere("s")) == .checkout)
    }

    @Test func iNoFeedInverteAOrdemEDizOSentido() async {
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.tecla(.caractere("S"))
        #expect(app.m.filtroFeed.ordem == .valor && app.m.mensagem?.texto == "Ordem: valor ↓.")
        let maisCara = app.m.feedVisivel.first?.id
        _ = app.tecla(.caractere("I"))
        #expect(app.m.mensagem?.texto == "Ordem: valor ↑.")
        #expect(app.m.feedVisivel.last?.id == maisCara, "a mais cara vai para o fim")
    }

    /// Uma letra que a página não tem diz isso, e aponta a da outra caixa quando existe.
    @Test func letraSemAcaoDizQueNaoFazNada() async {
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.tecla(.caractere("s"))
        #expect(app.m.mensagem?.texto == Textos.Telas.teclaNaoFazNada("s", tela: "Feed", parecida: ("S", "ordem: início → valor → distância")))
        _ = app.tecla(.caractere("z"))
        #expect(app.m.mensagem?.texto == "z não faz nada em Feed. ? mostra as teclas.")
    }

    /// "qualquer tecla fecha" no pé da ajuda que cabe inteira: j também fecha.
    @Test func ajudaQueCabeFechaComQualquerTecla() async {
        var app = await AppFrilaTests().entrar(Mundo())
        app.medir(Tamanho(largura: 200, altura: 80))
        _ = app.tecla(.caractere("?"))
        #expect(app.m.ajudaAberta)
        #expect(Telas.desenhar(app.m, Tamanho(largura: 200, altura: 80)).texto.contains(Textos.Telas.qualquerTeclaFecha))
        _ = app.tecla(.caractere("j"))
        #expect(!app.m.ajudaAberta, "o pé promete: qualquer tecla fecha")
        // Rolando (tela baixa), j rola e o pé diz Esc.
        app.medir(Tamanho(largura: 80, altura: 24))
        _ = app.tecla(.caractere("?"))
        _ = app.tecla(.caractere("j"))
        #expect(app.m.ajudaAberta && app.m.rolagem == 1)
    }

    /// Nas Vagas o v é do recorte: a faixa diz a tecla que a abre ali (V), e ela abre.
    @Test func faixaNasVagasDizATeclaQueAbre() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere("2")))
        app.m.banner = "Rita Lopes cancelou o turno de Garçom sex 04/12 18:00."
        #expect(Telas.desenhar(app.m, Tamanho(largura: 120, altura: 30)).texto.contains("V ver · f fechar"))
        _ = app.tecla(.caractere("V"))
        guard case .aviso(_, let linhas)? = app.m.dialogo else { Issue.record("V devia abrir a faixa"); return }
        #expect(linhas.contains { $0.contains("Rita Lopes") })
        // No Feed, o v de sempre.
        var pro = await AppFrilaTests().entrar(Mundo())
        pro.m.banner = "Vaga nova"
        #expect(Telas.desenhar(pro.m, Tamanho(largura: 120, altura: 30)).texto.contains("v ver · f fechar"))
    }

    /// Vaga encerrada (o servidor ainda diz preenchida): o X não é oferecido e, apertado, diz por quê.
    @Test func xNaoEOferecidoNaVagaEncerrada() async {
        let mundo = Mundo()
        let b = Fx.vagasBruno[0]
        let encerrada = Vaga(id: b.id, funcao: b.funcao, periodo: Periodo(inicio: Fx.h(-8), fim: Fx.h(-2)), local: b.local, valor: b.valor,
                             inclusos: b.inclusos, modo: b.modo, estado: .preenchida, posicoesTotal: 1, posicoesAbertas: 0,
                             posicoes: b.posicoes)
        await mundo.vagas.definir(minhas: [encerrada])
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        let marca = await mundo.gestao.chamadas.count
        _ = await rodar(&app, app.tecla(.caractere("2")))
        let rodape = Telas.rodape(app.m, largura: 200)
        #expect(!rodape.contains("X "), "\(rodape)")
        let x = Teclas.vagas.atalhos.first { $0.acao == .cancelarVaga }!.teclas[0]
        _ = await rodar(&app, app.tecla(x))
        #expect(app.m.dialogo == nil)
        #expect(app.m.mensagem?.texto == Textos.PorQueNao.vagaJaEsta("encerrada"))
        #expect(await mundo.gestao.chamadas(desde: marca).isEmpty, "nem pede o custo")
    }
}

/// As contagens e o arranjo das Vagas dizem o que os dados dizem, em toda largura.
@MainActor
struct ContagensEArranjoDasVagasTests {
    static func copia(_ b: Vaga, _ n: Int, inicio: Double, estado: EstadoVaga = .publicada, candidaturas: [Candidatura] = []) -> Vaga {
        Vaga(id: Fx.id(900 + n), funcao: b.funcao, periodo: Periodo(inicio: Fx.h(inicio), fim: Fx.h(inicio + 5)), local: b.local, valor: b.valor,
             inclusos: b.inclusos, modo: candidaturas.isEmpty ? .urgencia : .selecao, estado: estado, posicoesTotal: 1,
             posicoesAbertas: estado == .cancelada ? 0 : 1, posicoes: [Posicao(id: Fx.id(950 + n), estado: .aberta, turno: nil)],
             candidaturas: candidaturas)
    }

    /// O estado de cada vaga está na linha dela a 80, 120 e 200 colunas (a 200, lado a lado).
    @Test(arguments: [(80, 24), (120, 40), (200, 50)])
    func aColunaDoEstadoFicaEmTodaLargura(_ largura: Int, _ altura: Int) async {
        let mundo = Mundo()
        let b = Fx.vagasBruno[0]
        let vagas = [Self.copia(b, 1, inicio: 30), Self.copia(b, 2, inicio: -1), Self.copia(b, 3, inicio: -30),
                     Self.copia(b, 4, inicio: 50, estado: .cancelada)]
        await mundo.vagas.definir(minhas: vagas)
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere("2")))
        let linhas = Telas.desenhar(app.m, Tamanho(largura: largura, altura: altura)).texto.split(separator: "\n").map(String.init)
        for (v, esperado) in zip(vagas, ["publicada", "em andamento", "encerrada", "cancelada"]) {
            let quando = Formatacao.periodo(v.periodo, hoje: app.m.agora, compacto: true)
            #expect(linhas.contains { $0.contains(quando) && $0.contains(esperado) }, "\(largura)×\(altura): \(esperado) na linha de \(quando)")
        }
    }

    /// Um candidato que bloqueou o estabelecimento não conta entre os candidatos (lista e despacho).
    @Test func candidatoImpedidoNaoContaComoCandidato() async {
        let mundo = Mundo()
        let b = Fx.vagasBruno[0]
        let bloqueou = Candidatura(id: Fx.id(990), estado: .pendente, em: Fx.h(-1),
                                   profissional: Profissional(id: Fx.id(991), nome: "Rita Bloqueio", reputacao: .semHistorico), impedimento: .bloqueio)
        let vaga = Self.copia(b, 1, inicio: 30, candidaturas: [Fx.candidatos[0], bloqueou])
        await mundo.vagas.definir(minhas: [vaga])
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere("2")))
        let tela = Telas.desenhar(app.m, Tamanho(largura: 80, altura: 24)).texto
        #expect(tela.contains("1 cand.") && !tela.contains("2 cand."), "\(tela)")
        #expect(vaga.candidatosEscolhiveis.count == 1 && vaga.candidaturasPendentes.count == 2)
    }

    /// 120×40 com o detalhe aberto: a lista continua até onde o detalhe precisa começar (antes,
    /// 4 linhas de lista e a caixa do detalhe cheia de linhas em branco).
    @Test func detalheAbertoNaoRoubaALinhasDaLista() async {
        let mundo = Mundo()
        let b = Fx.vagasBruno[0]
        let vagas = (1...12).map { Self.copia(b, $0, inicio: Double(20 + $0 * 24)) }
        await mundo.vagas.definir(minhas: vagas)
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere("2")))
        _ = await rodar(&app, app.tecla(.enter))
        #expect(app.m.detalhe.aberto)
        let tela = Telas.desenhar(app.m, Tamanho(largura: 120, altura: 40)).texto
        for v in vagas {
            let quando = Formatacao.periodo(v.periodo, hoje: app.m.agora, compacto: true)
            #expect(tela.contains(quando), "a vaga de \(quando) cabia na lista")
        }
    }

    /// Acompanhamento a 120×40 com 25 check-ins e 2 alertas: a lista de cima continua até a
    /// caixa dos alertas, que fica do tamanho deles (antes, metade da tela, quase toda em branco).
    @Test func checkinsContinuamAteOsAlertas() {
        var m = Fx.modelo(Fx.bruno, .acompanhamento)
        let nomes = (0..<25).map { String(format: "Pessoa %02d", $0) }
        m.pendentes = .conteudo(nomes.enumerated().map { i, n in
            TurnoNaTela(turno: Fx.turno(300 + i, inicio: -0.3, checkin: RegistroDePresenca(em: Fx.h(-0.2), tipo: .manual, distanciaMetros: 350),
                                        profissional: n), acoes: [])
        })
        m.alertas = .conteudo(Fx.painel)
        let tela = Telas.desenhar(m, Tamanho(largura: 120, altura: 40)).texto
        let vistos = nomes.filter { tela.contains($0) }
        #expect(vistos.count >= 25 - 2, "\(vistos.count) de 25 à vista\n\(tela)")
        #expect(tela.contains("Eva Martins"), "os alertas continuam à vista")
    }
}
