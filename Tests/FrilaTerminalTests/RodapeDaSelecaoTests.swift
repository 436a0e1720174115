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
        _ = app.tecla(.caractere("j"))  // a vaga preenchida, com dois confirmados, já em andamento
        let lista = rodape(app, largo)
        #expect(lista.contains("n nova vaga") && lista.contains("Enter abrir/escolher"), "\(lista)")
        #expect(!lista.contains("X cancelar vaga"), "vaga começada não se cancela inteira: \(lista)")
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

    /// Em 40 colunas as teclas que agem na seleção ganham das que não agem (n nova vaga, r, q):
    /// estas saem primeiro; se ainda não couber, o separador aperta antes de tirar uma que age.
    @Test func em40ColunasAsQueAgemNaSelecaoFicam() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("j"))  // a vaga preenchida, com dois confirmados
        await rodar(&app, app.tecla(.enter))
        let vagas = Telas.rodape(app.m, largura: 40)
        // O selecionado tem check-in manual a confirmar: c entra, e b (que não cabe) sai.
        #expect(vagas == "c confirmar·t equipe·x cancelar·? ajuda", "\(vagas)")
        #expect(Telas.rodape(app.m, largura: 120).contains("n nova vaga"), "com espaço, a de sempre volta")
        Snapshot.verificar(app.desenhar(Tamanho(largura: 40, altura: 12)), "rodape-vagas-detalhe-40x12")

        var pro = await AppFrilaTests().entrar(Mundo())
        _ = pro.tecla(.caractere("2"))
        let turnos = Telas.rodape(pro.m, largura: 40)
        #expect(turnos == "e entrada·x cancelar·b bloquear·? ajuda", "\(turnos)")
        #expect(Telas.rodape(pro.m, largura: 80).contains(" · "), "com espaço, o separador normal")
        Snapshot.verificar(pro.desenhar(Tamanho(largura: 40, altura: 12)), "rodape-turnos-40x12")
    }

    /// Lista vazia: Enter não tem o que abrir, então não aparece no rodapé e diz por quê.
    @Test func vagasVaziasNaoOferecemEnter() async {
        let mundo = Mundo()
        await mundo.vagas.definir(minhas: [])
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        await rodar(&app, app.tecla(.caractere("2")))
        #expect(!Telas.rodape(app.m, largura: 120).contains("Enter"))
        #expect(app.m.porQueNao(.abrir, em: .vagas, carregou: true) == "Selecione uma vaga.")
    }
}
