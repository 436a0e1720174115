import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// Vagas do contratante a 40×12: o detalhe aberto quebra as linhas e, quando não cabe (um
/// rastro longo de cancelamentos, RN12), J/K rolam até o fim, como no detalhe do turno.
@MainActor
struct DetalheDaVagaRolaTests {
    let pequeno = Tamanho(largura: 40, altura: 12)

    func tecla(_ app: inout AppFrila, _ c: ComandoDaTela) {
        _ = app.tecla(Teclas.vagas.atalhos.first { $0.acao == c }!.teclas[0])
    }

    /// A vaga em alerta com três cancelamentos de motivo longo: não cabe em 40×12.
    static let rastroLongo: Vaga = {
        let v = Fx.vagaEmAlerta
        func cancelado(_ n: Int, _ nome: String, _ horas: Double, _ motivo: String) -> TurnoCanceladoNaVaga {
            TurnoCanceladoNaVaga(id: Fx.id(700 + n), profissional: ResumoDaConta(id: Fx.id(710 + n), nome: nome),
                                 cancelamento: CancelamentoRegistrado(em: Fx.h(horas), por: .profissional,
                                                                      autor: ResumoDaConta(id: Fx.id(710 + n), nome: nome),
                                                                      motivo: motivo, contaComoFalta: true))
        }
        return Vaga(id: v.id, funcao: v.funcao, periodo: v.periodo, local: v.local, valor: v.valor, inclusos: v.inclusos,
                    modo: v.modo, posicoesTotal: v.posicoesTotal, posicoesAbertas: v.posicoesAbertas, posicoes: v.posicoes,
                    cancelados: [cancelado(1, "Rita Lopes", -1.5, "Fiquei doente e não consigo ir"),
                                 cancelado(2, "Caio Prado", -1, "O ônibus quebrou no caminho e não chego a tempo"),
                                 cancelado(3, "Lia Mota", -0.5, "Apareceu outro compromisso de família inadiável")])
    }()

    @Test func rastroLongoRolaComJKAteOFimENaoAlem() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        app.m.vagas = .conteudo([Self.rastroLongo])
        tecla(&app, .abrir)
        #expect(app.m.detalhe.aberto)
        let antes = app.desenhar(pequeno)
        Snapshot.verificar(antes, "vagas-rastro-longo-antes-de-J-40x12")
        #expect(antes.texto.contains("J/K") && antes.texto.contains("▼"), "a borda diz que rola\n\(antes.texto)")
        #expect(!antes.texto.contains("inadiável"), "o fim do rastro fica abaixo do corte\n\(antes.texto)")
        let maxima = Telas.rolagemMaxima(app.m)
        #expect(maxima > 0)
        tecla(&app, .rolar(1))
        #expect(app.m.detalhe.rolagem == 1)
        Snapshot.verificar(app.desenhar(pequeno), "vagas-rastro-longo-depois-de-J-40x12")
        for _ in 0..<(maxima + 5) { tecla(&app, .rolar(1)) }
        #expect(app.m.detalhe.rolagem == maxima, "não passa do fim")
        let fim = app.desenhar(pequeno).texto
        #expect(fim.contains("inadiável") && fim.contains("▲"), "rolado até o fim, o último motivo aparece inteiro\n\(fim)")
        #expect(fim.contains("Contato de Gil Souto"), "e o contato do selecionado (RN10)")
        tecla(&app, .rolar(-1))
        #expect(app.m.detalhe.rolagem == maxima - 1, "um K já sobe")
        // j/k na lista traz a selecionada de volta à vista; Esc volta ao topo.
        _ = app.tecla(.caractere("k"))
        #expect(app.desenhar(pequeno).texto.contains("› ✓ Gil Souto"), "a selecionada à vista depois de j/k")
        _ = app.tecla(.esc)
        #expect(app.m.detalhe.rolagem == 0 && !app.m.detalhe.aberto)
    }

    @Test func cabendoNaoRolaEDizPorQue() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        // A vaga em alerta sem o rastro de cancelados: endereço quebrado e contato cabem em 40×12.
        let v = Fx.vagaEmAlerta
        app.m.vagas = .conteudo([Vaga(id: v.id, funcao: v.funcao, periodo: v.periodo, local: v.local, valor: v.valor, inclusos: v.inclusos,
                                      modo: v.modo, posicoesTotal: v.posicoesTotal, posicoesAbertas: v.posicoesAbertas, posicoes: v.posicoes)])
        tecla(&app, .abrir)
        #expect(Telas.rolagemMaxima(app.m) == 0, "\(app.desenhar(pequeno).texto)")
        tecla(&app, .rolar(1))
        #expect(app.m.detalhe.rolagem == 0 && app.m.mensagem?.texto == "Tudo já está à vista: nada a rolar.")
        #expect(app.desenhar(pequeno).texto.contains("SCLS 405 Bloco C, Asa Sul"), "o endereço inteiro, quebrado")
    }

    /// Cinco cancelamentos: o detalhe tem todos (quem, quando, o custo e o motivo), como o
    /// `frila vaga` — nada de "… e mais 3" escondendo o rastro; o que não cabe rola com J/K.
    @Test func todoORastroDeCancelamentosComoNoFrilaVaga() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        let v = Self.rastroLongo
        let nomes = ["Rita Lopes", "Caio Prado", "Lia Mota", "Davi Reis", "Nina Sales"]
        let cancelados = nomes.enumerated().map { n, nome in
            TurnoCanceladoNaVaga(id: Fx.id(720 + n), profissional: ResumoDaConta(id: Fx.id(730 + n), nome: nome),
                                 cancelamento: CancelamentoRegistrado(em: Fx.h(-Double(n + 1)), por: n == 4 ? .contratante : .profissional,
                                                                      autor: ResumoDaConta(id: Fx.bruno.id, nome: "Bruno Lima"),
                                                                      motivo: "motivo \(n)", contaComoFalta: n != 3))
        }
        app.m.vagas = .conteudo([Vaga(id: v.id, funcao: v.funcao, periodo: v.periodo, local: v.local, valor: v.valor, inclusos: v.inclusos,
                                      modo: v.modo, posicoesTotal: v.posicoesTotal, posicoesAbertas: v.posicoesAbertas, posicoes: v.posicoes,
                                      cancelados: cancelados)])
        tecla(&app, .abrir)
        let tamanho = Tamanho(largura: 80, altura: 24)
        var visto = ""
        for _ in 0...(Telas.rolagemMaxima(app.m) + 1) {
            visto += app.desenhar(tamanho).texto
            tecla(&app, .rolar(1))
        }
        for (n, c) in cancelados.enumerated() {
            #expect(visto.contains(Textos.cancelado(c, hoje: app.m.agora)) || visto.contains(nomes[n]) && visto.contains("motivo \(n)"),
                    "\(nomes[n]): quem, quando, o custo e o motivo\n\(visto)")
        }
        #expect(visto.contains("sem falta") && visto.contains("turno cancelado pelo estabelecimento (Bruno Lima)"))
    }

    @Test func jkEstaoNaAjudaDeVagas() {
        #expect(Teclas.vagas.acao(para: .caractere("J")) == .rolar(1) && Teclas.vagas.acao(para: .caractere("K")) == .rolar(-1))
    }
}
