import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// Detalhe aberto numa tela de 120×40: a caixa tem a altura do conteúdo, logo abaixo da lista,
/// e a lista mostra todas as linhas que cabem (a primeira vaga não rola para fora).
@Suite struct DetalheNaAlturaDoConteudoTests {
    /// Linhas em branco por dentro da caixa do detalhe (entre as bordas verticais, sem texto).
    static func linhasEmBrancoNaCaixa(_ tela: String) -> Int {
        tela.split(separator: "\n").filter { l in
            let t = l.trimmingCharacters(in: .whitespaces)
            return t.hasPrefix("│") && t.dropFirst().hasSuffix("│") && t.dropFirst().dropLast().allSatisfy { $0 == " " }
        }.count
    }

    @Test func feedAbertoNaoTemCaixaEmBrancoNemEscondeAPrimeiraVaga() {
        var m = Fx.modelo(Fx.ana, .feed)
        m.feed = .conteudo(Fx.vagas); m.detalhe.abrir()
        let tela = Telas.desenhar(m, Tamanho(largura: 120, altura: 40)).texto
        #expect(Self.linhasEmBrancoNaCaixa(tela) <= 1, "\(tela)")
        for v in Fx.vagas { #expect(tela.contains(Formatacao.periodo(v.periodo, hoje: m.agora, compacto: true)), "\(tela)") }
        #expect(tela.contains(Textos.Feed.dicaEscFecha(Textos.Feed.dicaCandidata)))
    }

    @Test func vagaDoContratanteAbertaNaoTemCaixaEmBranco() {
        var m = Fx.modelo(Fx.bruno, .vagas)
        m.vagas = .conteudo(Fx.vagasBruno); m.detalhe.abrir()
        let tela = Telas.desenhar(m, Tamanho(largura: 120, altura: 40)).texto
        // Conteúdo curto: a caixa fica no piso de 9 linhas (7 por dentro), não nas 36 da tela.
        let dentro = tela.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("│") }.count
        #expect(dentro <= 7, "\(tela)")
        #expect(tela.contains("Carla Dias"))
    }

    @Test func turnoAbertoNaoTemCaixaEmBranco() {
        var m = Fx.modelo(Fx.ana, .turnos)
        m.turnos = .conteudo(Fx.listaTurnos); m.detalhe.abrir()
        let tela = Telas.desenhar(m, Tamanho(largura: 120, altura: 40)).texto
        #expect(Self.linhasEmBrancoNaCaixa(tela) <= 1, "\(tela)")
        for t in Fx.listaTurnos.turnos {
            #expect(tela.contains(Formatacao.periodo(t.turno.vaga.periodo, hoje: m.agora, compacto: true)), "\(tela)")
        }
    }
}

/// As marcas "•" e "×" da lista do Feed: a ajuda as explica e o detalhe não repete o cancelamento.
@Suite struct MarcasDoFeedTests {
    static func cancelada(_ b: VagaDoFeed) -> VagaDoFeed {
        VagaDoFeed(id: b.id, funcao: b.funcao, periodo: b.periodo, valor: b.valor, inclusos: b.inclusos, modo: b.modo,
                   estabelecimento: b.estabelecimento, bairro: b.bairro, distanciaMetros: b.distanciaMetros,
                   posicoesAbertas: b.posicoesAbertas, minhaCandidatura: .recusada, turnoCanceladoPeloEstabelecimento: true)
    }

    @Test func aAjudaDoFeedExplicaAsMarcas() {
        var m = Fx.modelo(Fx.ana, .feed)
        m.feed = .conteudo(Fx.vagas); m.ajudaAberta = true
        let tela = Telas.desenhar(m, Tamanho(largura: 120, altura: 60)).texto
        for (marca, sentido) in Textos.Feed.ajudaDasMarcas where !marca.isEmpty {
            #expect(tela.contains(marca) && tela.contains(String(sentido.prefix(30))), "\(tela)")
        }
        var t = Fx.modelo(Fx.ana, .turnos); t.ajudaAberta = true
        #expect(!Telas.desenhar(t, Tamanho(largura: 120, altura: 60)).texto.contains(Textos.Feed.ajudaDasMarcas[1].1))
    }

    @Test func oDetalheDizOCancelamentoUmaVezSo() {
        var m = Fx.modelo(Fx.ana, .feed)
        m.feed = .conteudo([Self.cancelada(Fx.vagas[0])] + Fx.vagas.dropFirst()); m.detalhe.abrir()
        let tela = Telas.desenhar(m, Tamanho(largura: 120, altura: 40)).texto
        // Na caixa do detalhe, uma vez (a legenda da lista explica o "×" à parte).
        let caixa = tela.split(separator: "\n").filter { $0.hasPrefix("│") }.joined(separator: "\n")
        #expect(caixa.components(separatedBy: Textos.Feed.turnoCanceladoPeloContratante).count - 1 == 1, "\(tela)")
        #expect(tela.contains(Textos.Feed.legendaDoCancelado), "\(tela)")
    }
}

/// Check-in ainda na fila: a situação do turno não diz a verificação que só o servidor dá.
@Suite struct CheckinNaFilaNaoVerificaTests {
    @Test func aSituacaoDizQueOCheckinEstaNaFila() {
        var m = Fx.modelo(Fx.ana, .turnos)
        m.turnos = .conteudo(Fx.listaTurnos); m.fila = Fx.fila
        let tn = m.turnosVisiveis[1]
        #expect(tn.pendentes.contains { if case .registrarCheckin = $0.acao { true } else { false } })
        let situacao = TelaTurnos.itensDoDetalhe(m, tn).first { $0.0 == Textos.Rotulos.situacao }?.1
        #expect(situacao == Textos.Turnos.checkinNaFilaSemVerificacao)
        // Sem check-in na fila, a verificação do servidor.
        let outros = m.turnosVisiveis.filter { $0.pendentes.isEmpty && $0.turno.estado != .cancelada }
        #expect(!outros.isEmpty)
        for o in outros {
            #expect(TelaTurnos.itensDoDetalhe(m, o).first { $0.0 == Textos.Rotulos.situacao }?.1 == Formatacao.verificacao(o.turno.verificacao))
        }
    }
}

/// No Feed vazio, `c` diz por que não age, como `b` e `y`.
@MainActor
@Suite struct CandidatarNoFeedVazioTests {
    @Test func cNoFeedVazioDizSelecioneUmaVaga() async {
        let mundo = Mundo()
        await mundo.vagas.definir(feed: [])
        var app = await AppFrilaTests().entrar(mundo)
        for tecla in ["c", "b", "y"] {
            app.m.mensagem = nil
            await rodar(&app, app.tecla(.caractere(Character(tecla))))
            #expect(app.m.mensagem?.texto == Textos.Comum.selecioneUmaVaga, "\(tecla): \(String(describing: app.m.mensagem))")
            let tela = Telas.desenhar(app.m, Tamanho(largura: 120, altura: 40)).texto
            #expect(tela.contains(Textos.Comum.selecioneUmaVaga), "\(tecla): \(tela)")
        }
    }
}

/// Depois de editar o nome, a barra das abas mostra o nome novo.
@MainActor
@Suite struct NomeNaBarraDasAbasTests {
    @Test func oNomeEditadoApareceNaBarra() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo)
        #expect(Telas.desenhar(app.m, Tamanho(largura: 120, altura: 40)).texto.contains("Ana Souza"))
        let conta = app.m.conta!
        let p = Fx.perfilAna
        let novo = Perfil(contaId: conta.id, perfil: p.perfil, nome: "Ana S.", reputacao: p.reputacao,
                          funcoes: p.funcoes, disponivel: p.disponivel, base: p.base)
        _ = app.enviar(FuncionalidadeDaConta.self, .respondido(Desfecho(daPagina: DesfechoDaConta.perfilEditado(nome: "Ana S.")), .perfil(novo)))
        #expect(app.m.conta?.nome == "Ana S.")
        #expect(app.m.conta?.referenciaCredencial == conta.referenciaCredencial)
        let tela = Telas.desenhar(app.m, Tamanho(largura: 120, altura: 40)).texto
        #expect(tela.contains("· Ana S.") && !tela.contains("Ana Souza"), "\(tela)")
    }
}

/// Confirmado o último check-in pendente da lista, a seleção fica nos check-ins que restam.
@MainActor
@Suite struct SelecaoFicaNosCheckinsTests {
    @Test func confirmarOUltimoNaoPulaParaOsAlertas() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        let pendentes = Array(Fx.pendentesBruno.prefix(2))
        #expect(pendentes.count == 2)
        app.m.pendentes = .conteudo(pendentes); app.m.alertas = .conteudo(Fx.painel)
        app.m.selecao[.acompanhamento] = 1
        let antes = (ids: TelaAcompanhamento.linhas(app.m).map(\.id), aberta: UUID?.none, pendentes: pendentes.map(\.turno.id))
        app.m.pendentes = .conteudo([pendentes[0]])
        _ = TelaAcompanhamento.reagir(&app, .pendencias([]), antes)
        #expect(app.m.selecionado(.acompanhamento) == 0)
        if case .checkin? = TelaAcompanhamento.selecionada(app.m) {} else { Issue.record("a seleção saiu dos check-ins") }
    }
}
