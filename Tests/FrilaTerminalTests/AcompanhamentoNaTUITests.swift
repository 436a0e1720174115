import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// O Acompanhamento em que se age: check-ins, vagas em alerta e atrasos numa seleção só;
/// cada tecla age na linha selecionada ou diz por que não.
@MainActor
struct AcompanhamentoNaTUITests {
    static func tecla(_ c: ComandoDaTela) -> Tecla { Teclas.acompanhamento.atalhos.first { $0.acao == c }!.teclas[0] }

    /// Bruno logado no Acompanhamento: 2 check-ins, 1 vaga em alerta, 1 atraso (Eva Martins).
    func bruno(_ mundo: Mundo) async -> AppFrila {
        await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
    }

    @Test func jkPassaDosCheckinsParaOsAlertasEAtrasos() async {
        var app = await bruno(Mundo())
        #expect(TelaAcompanhamento.linhas(app.m).map(\.id) == [Fx.id(203), Fx.id(204), Fx.id(300), Fx.id(205)])
        for _ in 0..<10 { _ = app.tecla(.caractere("j")) }
        #expect(TelaAcompanhamento.selecionada(app.m)?.id == Fx.id(205), "desce até o último atraso e para")
        let tela = Telas.desenhar(app.m, Tamanho(largura: 80, altura: 24)).texto
        #expect(tela.contains("› ⏱ Eva Martins") && tela.contains("Contato de Eva Martins: WhatsApp +55 61 99101-2233"))
    }

    /// Largo, o detalhe já está ao lado da lista: o primeiro Enter não fica calado, diz que abriu;
    /// estreito, a tela muda (o detalhe toma a página) e a linha não precisa dizer.
    @Test func enterComODetalheAoLadoDizQueAbriu() async {
        var app = await bruno(Mundo())
        app.medir(Tamanho(largura: 200, altura: 50))
        _ = await rodar(&app, app.tecla(Self.tecla(.abrir)))
        #expect(app.m.detalhe.aberto && app.m.mensagem?.texto == Textos.Acompanhamento.aberto)
        _ = await rodar(&app, app.tecla(Self.tecla(.abrir)))
        #expect(app.m.mensagem?.texto == Textos.Acompanhamento.jaAberto)
        var estreito = await bruno(Mundo())
        estreito.medir(Tamanho(largura: 80, altura: 24))
        _ = await rodar(&estreito, estreito.tecla(Self.tecla(.abrir)))
        #expect(estreito.m.detalhe.aberto && estreito.m.mensagem?.texto != Textos.Acompanhamento.aberto)
    }

    @Test func teclaQueNaoServeDizPorQue() async {
        let mundo = Mundo()
        var app = await bruno(mundo)
        for _ in 0..<3 { _ = app.tecla(.caractere("j")) }  // o atraso
        _ = await rodar(&app, app.tecla(Self.tecla(.confirmarCheckin)))
        #expect(app.m.mensagem?.texto.hasPrefix("Sem check-in ainda: nada a confirmar") == true)
        _ = app.tecla(.caractere("k"))  // a vaga em alerta
        _ = await rodar(&app, app.tecla(Self.tecla(.cancelar)))
        #expect(app.m.dialogo == nil && app.m.mensagem?.texto.hasPrefix("A posição desta vaga já está aberta") == true)
        let chamadas = await mundo.turnos.chamadas
        #expect(await mundo.fila.itens.isEmpty && !chamadas.contains { $0.hasPrefix("cancelar") })
    }

    @Test func enterAbreOAtrasoComContatoEXReabreAPosicao() async {
        let mundo = Mundo()
        var app = await bruno(mundo)
        for _ in 0..<3 { _ = app.tecla(.caractere("j")) }
        _ = await rodar(&app, app.tecla(Self.tecla(.abrir)))
        #expect(app.m.detalhe.aberto)
        let tela = Telas.desenhar(app.m, Tamanho(largura: 80, altura: 24)).texto
        #expect(tela.contains("Atraso de Eva Martins") && tela.contains("Contato: WhatsApp +55 61 99101-2233"))
        _ = await rodar(&app, app.tecla(Self.tecla(.cancelar)))
        guard case .texto(let titulo, let linhas, _, _, let c)? = app.m.dialogo, c.eh("reabrirPosicao", Fx.id(205)) else {
            Issue.record("devia perguntar o motivo: \(String(describing: app.m.dialogo))"); return
        }
        // Começada, nada reabre: título e rodapé dizem o que acontece (cancelar o turno).
        #expect(titulo == "Cancelar o turno" && linhas.contains { $0.contains("conta como falta") })
        let rodape = Telas.rodape(app.m, largura: 80)
        #expect(rodape.contains("Enter confirma") && !rodape.contains("reabrir"), "o rodapé é o do diálogo: \(rodape)")
        // O atraso é de turno já começado: nenhuma leva reoferece a posição, e "faltam" mentiria.
        #expect(linhas.contains { $0.hasPrefix("A vaga já começou") && $0.contains("não volta a ser oferecida") })
        #expect(!linhas.contains { $0.contains("próxima leva") || $0.contains("faltam") || $0.contains("Faltam") })
        let enter = Teclas.dialogoTexto.atalhos.first { $0.acao == .confirmar }!.teclas[0]
        for ch in "não veio" { _ = app.tecla(.caractere(ch)) }
        _ = await rodar(&app, app.tecla(enter))
        #expect(await mundo.turnos.chamadas.contains("cancelar:não veio"))
        #expect(app.m.mensagem?.tipo == .sucesso, "\(String(describing: app.m.mensagem))")
    }

    /// Reabrir a posição de uma vaga já começada: o desfecho diz o que o servidor decidiu
    /// (falta do estabelecimento, posição não reoferecida), não "menos de 24 h do início".
    @Test func reabrirDepoisDoInicioDizOQueAconteceu() async {
        let mundo = Mundo()
        await mundo.turnos.definir(falta: true, jaComecou: true)
        var app = await bruno(mundo)
        for _ in 0..<3 { _ = app.tecla(.caractere("j")) }  // o atraso: turno já começado
        _ = await rodar(&app, app.tecla(Self.tecla(.cancelar)))
        let enter = Teclas.dialogoTexto.atalhos.first { $0.acao == .confirmar }!.teclas[0]
        for ch in "não veio" { _ = app.tecla(.caractere(ch)) }
        _ = await rodar(&app, app.tecla(enter))
        let texto = app.m.mensagem?.texto ?? ""
        #expect(app.m.mensagem?.tipo == .sucesso)
        #expect(texto.contains("cancelado depois do início") && texto.contains("Conta como falta do estabelecimento")
                && texto.contains("não volta a ser oferecida"), "\(texto)")
        #expect(!texto.contains("menos de") && !texto.contains("foi reaberta"), "o início já passou: \(texto)")
    }

    /// Em 40×12 o detalhe do atraso não cabe: J rola até as dicas de ação, K volta.
    @Test func detalheDoAtrasoRolaComJK() async {
        let mundo = Mundo()
        var app = await bruno(mundo)
        for _ in 0..<3 { _ = app.tecla(.caractere("j")) }
        _ = await rodar(&app, app.tecla(Self.tecla(.abrir)))
        let t = Tamanho(largura: 40, altura: 12)
        let antes = Telas.desenhar(app.m, t).texto
        let maximo = Telas.rolagemMaxima(app.m)
        #expect(maximo > 0, "o detalhe não cabe em 40x12")
        for _ in 0..<maximo { _ = app.tecla(.caractere("J")) }
        let depois = Telas.desenhar(app.m, t).texto
        #expect(antes != depois && app.m.detalhe.rolagem == maximo)
        #expect(depois.contains("reabrir") || depois.contains("x "), "as dicas de ação aparecem no fim:\n\(depois)")
        _ = app.tecla(.caractere("K"))
        #expect(app.m.detalhe.rolagem == maximo - 1)
    }

    /// X numa linha de vaga já começada: diz que começou (cancele os turnos com x), sem pedir custo.
    @Test func xNumaVagaComecadaDizQueJaComecou() async {
        let mundo = Mundo()
        var app = await bruno(mundo)
        let marca = await mundo.gestao.chamadas.count
        guard let l = TelaAcompanhamento.linhas(app.m).first else { Issue.record("devia haver uma linha"); return }
        let b = Fx.vagasBruno[0]
        await mundo.vagas.definir(minhas: [Vaga(id: l.vagaId, funcao: b.funcao, periodo: Periodo(inicio: Fx.h(-1), fim: Fx.h(3)), local: b.local,
                                                valor: b.valor, inclusos: b.inclusos, modo: b.modo, estado: .encerrada,
                                                posicoesTotal: 1, posicoesAbertas: 0, posicoes: b.posicoes)])
        await rodar(&app, app.vagas(.carregar))
        let i = 0
        app.m.selecao[.acompanhamento] = i
        _ = await rodar(&app, app.tecla(Self.tecla(.cancelarVaga)))
        #expect(app.m.dialogo == nil)
        #expect(app.m.mensagem?.texto == Textos.impedimento(ImpedimentoDoCancelamentoDaVaga.emAndamento))
        #expect(await mundo.gestao.chamadas(desde: marca).isEmpty)
    }

    @Test func cConfirmaOCheckinSelecionadoEXPedeOCustoDaVagaDaLinha() async {
        let mundo = Mundo()
        var app = await bruno(mundo)
        let marca = await mundo.gestao.chamadas.count
        _ = await rodar(&app, app.tecla(Self.tecla(.confirmarCheckin)))
        #expect(await mundo.fila.itens.map(\.acao) == [.confirmarCheckinManual(turno: Fx.id(203))])
        _ = app.tecla(.caractere("G"))
        _ = app.tecla(.caractere("k"))  // a vaga em alerta
        #expect(TelaAcompanhamento.selecionada(app.m)?.vagaId == Fx.id(300))
        await mundo.gestao.definir(custo: .success(CustoDoCancelamento(
            vagaId: Fx.id(300), inicio: Fx.h(2), menosDe24h: true, contaComoFalta: false, turnosConfirmados: 0,
            profissionais: [], candidaturasPendentes: 0, posicoesAbertas: 2)))
        _ = await rodar(&app, app.tecla(Self.tecla(.cancelarVaga)))
        guard case .texto(_, _, _, _, let c)? = app.m.dialogo, c.eh("cancelarVaga", Fx.id(300)) else {
            Issue.record("X devia perguntar pela vaga da linha: \(String(describing: app.m.dialogo))"); return
        }
        #expect(await mundo.gestao.chamadas(desde: marca) == ["previa"])
    }
}
