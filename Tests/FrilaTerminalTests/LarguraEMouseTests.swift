import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// Terminal largo (lista e detalhe lado a lado, colunas a mais) e o mouse (alvos marcados no
/// desenho → as ações das tabelas de teclas).
@MainActor
struct LarguraEMouseTests {
    nonisolated static let largos = [Tamanho(largura: 200, altura: 50), Tamanho(largura: 140, altura: 40)]
    nonisolated static let casosLargos = ["feed-conteudo", "feed-detalhe", "feed-filtro-digitando", "turnos-conteudo-fila-recusada",
                              "turnos-cancelado-pelo-contratante", "vagas-conteudo", "vagas-candidatos", "vagas-cancelados",
                              "acompanhamento-conteudo", "perfil-conteudo-fila", "perfil-historico"]

    @Test(arguments: casosLargos)
    func snapshotLargo(_ nome: String) throws {
        let m = try #require(TelasSnapshotTests.casos.first { $0.0 == nome }?.1)
        for t in Self.largos { Snapshot.verificar(Telas.desenhar(m, t), "\(nome)-\(t.largura)x\(t.altura)") }
    }

    /// A 200×50 o Feed usa a altura e a largura: detalhe à direita, estabelecimento e bairro na lista.
    @Test func feedLargoMostraDetalheAoLadoEColunasAMais() throws {
        var m = Fx.modelo(Fx.ana, .feed)
        m.feed = .conteudo(Fx.vagas)
        let q = Telas.desenhar(m, Tamanho(largura: 200, altura: 50))
        let cabecalho = q.linha(1)
        #expect(cabecalho.contains(Textos.Rotulos.estabelecimento) && cabecalho.contains(Textos.Rotulos.bairro))
        #expect(q.linha(2).contains("Bar do Cerrado") && q.linha(2).contains("Asa Sul"))
        // O detalhe começa na primeira linha do corpo, à direita da lista.
        let detalhe = try #require(q.alvos.first { $0.alvo == .detalhe }?.area)
        #expect(detalhe.y == 1 && detalhe.altura == 50 - 3 && detalhe.x > 100)
        #expect(q.linha(1).dropFirst(detalhe.x).hasPrefix("┌ Garçom · Bar do Cerrado"))
        // E a 139 colunas, o desenho de sempre (detalhe embaixo).
        let estreito = Telas.desenhar(m, Tamanho(largura: 139, altura: 40))
        #expect(try #require(estreito.alvos.first { $0.alvo == .detalhe }?.area).x == 0)
    }

    /// Sem colunas opcionais a 140: as que saem são as opcionais, da de maior `sai` para a de menor.
    @Test func colunasOpcionaisSaemPorOrdem() {
        let cs: [ColunaLarga<Int>] = [ColunaLarga("a", 10) { _ in "" }, ColunaLarga("b", 10, sai: 1) { _ in "" },
                                        ColunaLarga("c", 10, sai: 2) { _ in "" }, ColunaLarga("d", 10) { _ in "" }]
        #expect(Telas.colunasQueCabem(cs, largura: 43).map(\.titulo) == ["a", "b", "c", "d"])
        #expect(Telas.colunasQueCabem(cs, largura: 42).map(\.titulo) == ["a", "b", "d"])
        #expect(Telas.colunasQueCabem(cs, largura: 31).map(\.titulo) == ["a", "d"])
        #expect(Telas.colunasQueCabem(cs, largura: 5).map(\.titulo) == ["a", "d"], "as fixas nunca saem")
    }

    /// Os alvos do quadro: cada aba onde o rótulo dela foi escrito, cada linha da lista com o índice do item.
    @Test func alvosDasAbasEDasLinhas() throws {
        var m = Fx.modelo(Fx.ana, .feed)
        m.feed = .conteudo(Fx.vagas)
        for t in [Tamanho(largura: 80, altura: 24), Tamanho(largura: 200, altura: 50)] {
            let q = Telas.desenhar(m, t)
            let aba2 = try #require(q.alvos.first { $0.alvo == .aba(1) }?.area)
            #expect(q.linha(0).dropFirst(aba2.x).hasPrefix(" 2 Turnos"))
            for i in Fx.vagas.indices {
                let r = try #require(q.alvos.first { $0.alvo == .linha(i) }?.area)
                #expect(q.alvo(x: r.x + 3, y: r.y) == .linha(i))
                #expect(q.linha(r.y).contains(Formatacao.funcao(Fx.vagas[i].funcao)))
            }
            #expect(q.alvo(x: t.largura - 1, y: t.altura - 1) == nil, "a linha de status não é alvo")
        }
    }

    /// Um gesto sobre um alvo pede sempre o mesmo; o que está atrás de um painel não recebe.
    @Test func tabelaDoMouse() {
        #expect(Teclas.pedido(.clique, .aba(2)) == .irParaAba(2))
        #expect(Teclas.pedido(.clique, .linha(5)) == .selecionarOuAbrir(5))
        #expect(Teclas.pedido(.clique, .lista) == nil && Teclas.pedido(.clique, nil) == nil)
        #expect(Teclas.pedido(.rodaAbaixo, .linha(1)) == .comandos([.baixo, .baixo, .baixo]))
        #expect(Teclas.pedido(.rodaAcima, nil) == .comandos([.cima, .cima, .cima]))
        #expect(Teclas.pedido(.rodaAbaixo, .detalhe) == .comandos([.rolar(1), .rolar(1), .rolar(1)]))
        #expect(Teclas.pedido(.clique, .sobreposicao) == .comandos([.fecharPainel]))
    }

    func centro(_ q: Quadro, _ a: Alvo) throws -> Tecla {
        let r = try #require(q.alvos.last { $0.alvo == a }?.area)
        return .mouse(EventoDoMouse(.clique, x: r.x + r.largura / 2, y: r.y))
    }

    @Test(arguments: [Tamanho(largura: 80, altura: 24), Tamanho(largura: 200, altura: 50)])
    func cliqueSelecionaAbreETrocaDeAba(_ t: Tamanho) async throws {
        var app = await AppFrilaTests().entrar(Mundo())
        app.medir(t)
        #expect(app.m.tela == .pagina(.feed) && app.m.selecionado(.feed) == 0)
        _ = app.tecla(try centro(app.desenhar(t), .linha(2)))
        #expect(app.m.selecionado(.feed) == 2 && !app.m.detalhe.aberto, "clique numa linha seleciona")
        _ = app.tecla(try centro(app.desenhar(t), .linha(2)))
        #expect(app.m.detalhe.aberto, "clique na selecionada abre, como o Enter")
        _ = app.tecla(.esc)
        // A roda move a seleção pelas teclas da tabela (três por vez, até o fim).
        _ = app.tecla(.mouse(EventoDoMouse(.rodaAcima, x: 2, y: 3)))
        #expect(app.m.selecionado(.feed) == 0)
        _ = app.tecla(.mouse(EventoDoMouse(.rodaAbaixo, x: 2, y: 3)))
        #expect(app.m.selecionado(.feed) == 3)
        let efs = app.tecla(try centro(app.desenhar(t), .aba(1)))
        await rodar(&app, efs)
        #expect(app.m.tela == .pagina(.turnos), "clique na aba 2 vai aos Turnos")
    }

    /// O mouse só faz o que a tabela em vigor deixa: digitando o filtro, o clique na aba não
    /// vira "2" no filtro nem troca de tela; com a ajuda aberta, o clique a fecha.
    @Test func mouseSoFazOQueATabelaDeixa() async throws {
        let t = Tamanho(largura: 80, altura: 24)
        var app = await AppFrilaTests().entrar(Mundo())
        app.medir(t)
        _ = app.tecla(.caractere("/"))
        #expect(app.m.filtrandoFeed)
        _ = app.tecla(try centro(app.desenhar(t), .aba(1)))
        #expect(app.m.tela == .pagina(.feed) && app.m.filtroFeed.texto.isEmpty)
        _ = app.tecla(.esc)
        _ = app.tecla(.caractere("?"))
        #expect(app.m.ajudaAberta)
        _ = app.tecla(.mouse(EventoDoMouse(.rodaAbaixo, x: 40, y: 12)))
        #expect(app.m.ajudaAberta && app.m.rolagem > 0, "a roda rola a ajuda")
        _ = app.tecla(.mouse(EventoDoMouse(.clique, x: 40, y: 12)))
        #expect(!app.m.ajudaAberta, "o clique fecha a ajuda, como qualquer tecla")
        #expect(app.m.selecionado(.feed) == 0, "e não chegou à lista de trás")
    }

    /// Nas Vagas, com o detalhe aberto, clicar de novo na vaga não escolhe o candidato (o
    /// Enter lá escolhe); clicar noutra fecha o detalhe e a seleciona.
    @Test func vagasAbertasCliqueNaoEscolheCandidato() async throws {
        let t = Tamanho(largura: 200, altura: 50)
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        await rodar(&app, app.tecla(AppFrilaTests.teclaDaAba(app.m.paginas.firstIndex(of: .vagas)!)))
        app.medir(t)
        #expect(app.m.tela == .pagina(.vagas))
        _ = app.tecla(try centro(app.desenhar(t), .linha(0)))
        #expect(app.m.detalhe.aberto)
        let efs = app.tecla(try centro(app.desenhar(t), .linha(0)))
        #expect(efs.isEmpty && app.m.dialogo == nil && app.m.detalhe.aberto)
        _ = app.tecla(try centro(app.desenhar(t), .linha(1)))
        #expect(app.m.selecionado(.vagas) == 1 && !app.m.detalhe.aberto)
    }

    @Test func traduzDoCurses() {
        #expect(TerminalCurses.traduzir(botao: 1, x: 3, y: 4) == .mouse(EventoDoMouse(.clique, x: 3, y: 4)))
        #expect(TerminalCurses.traduzir(botao: 4, x: 0, y: 0) == .mouse(EventoDoMouse(.rodaAcima, x: 0, y: 0)))
        #expect(TerminalCurses.traduzir(botao: 5, x: 0, y: 0) == .mouse(EventoDoMouse(.rodaAbaixo, x: 0, y: 0)))
        #expect(TerminalCurses.traduzir(botao: 0, x: 0, y: 0) == nil && TerminalCurses.traduzir(botao: -1, x: 0, y: 0) == nil)
    }
}
