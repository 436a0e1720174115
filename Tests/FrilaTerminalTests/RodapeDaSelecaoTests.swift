import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// O rodapé sai da tabela de teclas: as de sempre e as que podem agir na seleção de agora,
/// cabendo na largura com o `?` sempre lá; a ajuda lista todas.
@MainActor
struct RodapeDaSelecaoTests {
    let largo = Tamanho(largura: 100, altura: 30)

    func rodape(_ app: AppFrila, _ t: Tamanho) -> String { Telas.rodape(app.m, largura: t.largura) }

    /// Toda tecla do rodapé age agora: nenhuma diria "não dá" se apertada.
    func todasAgem(_ app: AppFrila) {
        guard let p = Telas.paginaComTabelaPropria(app.m) else { return }
        for a in Telas.tabelaAtual(app.m).rodape(podeAgir: { _ in true }) where rodape(app, largo).contains(a.textoDoRodape) {
            #expect(app.m.porQueNao(a.acao, em: p, carregou: true) == nil, "\(a.textoDoRodape) no rodapé sem poder agir")
        }
    }

    @Test func vagasDoContratanteMostramAsTeclasDoProfissionalSelecionado() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("j"))  // a vaga preenchida, com dois confirmados
        let lista = rodape(app, largo)
        #expect(lista.contains("n nova vaga") && lista.contains("Enter abrir/escolher") && lista.contains("X cancelar vaga"), "\(lista)")
        #expect(!lista.contains("b bloquear"), "sem profissional selecionado, b não age: \(lista)")
        todasAgem(app)
        await rodar(&app, app.tecla(.enter))
        let detalhe = rodape(app, largo)
        for k in ["t equipe", "x cancelar", "b bloquear"] { #expect(detalhe.contains(k), "\(k): \(detalhe)") }
        #expect(!detalhe.contains("Enter"), "Enter num profissional não escolhe ninguém: \(detalhe)")
        todasAgem(app)
    }

    @Test func turnosDaProfissionalListamBloquear() async {
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.tecla(.caractere("2"))
        let r = rodape(app, largo)
        #expect(r.contains("b bloquear") && r.contains("e entrada"), "\(r)")
        #expect(!r.contains("s saída"), "sem check-in, a saída não age: \(r)")
        todasAgem(app)
        _ = app.tecla(.caractere("k"))  // o turno que acabou, com check-in: sai a entrada, entra a avaliação
        let depois = rodape(app, largo)
        #expect(!depois.contains("e entrada"), "\(depois)")
        todasAgem(app)
    }

    @Test func cabeNaLarguraEOInterrogacaoFica() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("j"))
        await rodar(&app, app.tecla(.enter))
        for largura in [40, 60, 80, 120] {
            let r = Telas.rodape(app.m, largura: largura)
            #expect(Largura.de(r) <= largura, "\(largura): \(r)")
            #expect(r.hasSuffix("? ajuda") || r.contains("? ajuda ·"), "\(largura): \(r)")
        }
        // A ajuda lista todas, as que o rodapé deixou de fora inclusive.
        let ajuda = Telas.linhasDaAjuda(Telas.tabelaAtual(app.m), paginas: 3).map(\.tecla)
        for k in ["a", "t", "x", "b", "X", "D", "e", "n"] { #expect(ajuda.contains(k), "\(k)") }
    }
}
