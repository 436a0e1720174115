import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// `/` filtra enquanto digita, `s` troca a ordem, `g`/`G` vão ao primeiro e ao último: tudo
/// pelas tabelas de teclas, e a seleção aponta sempre para a lista que a tela mostra.
@MainActor
struct FeedFiltroEOrdemTests {
    func tecla(_ app: inout AppFrila, _ c: ComandoDaTela, tabela: TabelaDeTeclas<ComandoDaTela> = Teclas.feed) {
        _ = app.tecla(tabela.atalhos.first { $0.acao == c }!.teclas[0])
    }

    @Test func filtrarEnquantoDigitaEEscLimpa() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo)
        #expect(app.m.feedVisivel.count == Fx.vagas.count)
        tecla(&app, .filtrar)
        #expect(app.m.filtrandoFeed && Telas.tabelaAtual(app.m).nome == Teclas.filtroDoFeed.nome)
        for ch in "asa" { _ = app.tecla(.caractere(ch)) }
        #expect(app.m.feedVisivel.map(\.bairro) == ["Asa Sul", "Asa Norte"])
        _ = app.tecla(.caractere("j"))  // digitando, j é letra do filtro
        #expect(app.m.filtroFeed.texto == "asaj" && app.m.feedVisivel.isEmpty)
        tecla(&app, .apagar, tabela: Teclas.filtroDoFeed)
        tecla(&app, .confirmar, tabela: Teclas.filtroDoFeed)
        #expect(!app.m.filtrandoFeed && app.m.filtroFeed.texto == "asa")
        tecla(&app, .baixo, tabela: Teclas.globais)
        #expect(app.vagaDoFeed()?.bairro == "Asa Norte", "a seleção anda na lista filtrada")
        tecla(&app, .filtrar)
        tecla(&app, .desistir, tabela: Teclas.filtroDoFeed)
        #expect(app.m.filtroFeed.texto.isEmpty && app.m.feedVisivel.count == Fx.vagas.count)
    }

    @Test func ordemMantemAVagaSelecionadaEGVaiAoFim() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo)
        tecla(&app, .ultimo, tabela: Teclas.globais)
        #expect(app.vagaDoFeed()?.id == Fx.vagas.last?.id)
        tecla(&app, .primeiro, tabela: Teclas.globais)
        #expect(app.vagaDoFeed()?.id == Fx.vagas.first?.id)
        tecla(&app, .trocarOrdem)
        #expect(app.m.filtroFeed.ordem == .valor)
        #expect(app.vagaDoFeed()?.id == Fx.vagas.first?.id, "a mesma vaga, noutra posição")
        #expect(app.m.feedVisivel.first?.valor == Fx.vagas.map(\.valor).max())
        tecla(&app, .trocarOrdem)
        tecla(&app, .trocarOrdem)
        #expect(app.m.filtroFeed.ordem == .inicio)
    }

    /// 24 vagas, metade na Asa Sul, valores fora da ordem do servidor.
    static let muitas: [VagaDoFeed] = (0..<24).map { i in
        let base = Fx.vagas[0]
        return VagaDoFeed(id: Fx.id(500 + i), funcao: base.funcao, periodo: base.periodo, valor: Dinheiro(centavos: 10_000 + (i * 7919) % 24 * 100),
                          inclusos: base.inclusos, modo: base.modo, estabelecimento: base.estabelecimento,
                          bairro: i % 2 == 0 ? "Asa Sul" : "Lago Sul", distanciaMetros: Double(1000 + i), posicoesAbertas: 1, minhaCandidatura: nil)
    }

    @Test func pgUpPgDnAndamNaListaFiltradaEOrdenadaQueATelaMostra() async {
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.atualizar(.para(FuncionalidadeDoFeed.self, .lido(.veio(Self.muitas))))
        tecla(&app, .filtrar)
        for ch in "asa" { _ = app.tecla(.caractere(ch)) }
        tecla(&app, .confirmar, tabela: Teclas.filtroDoFeed)
        tecla(&app, .trocarOrdem)  // valor
        tecla(&app, .primeiro, tabela: Teclas.globais)
        let visivel = app.m.feedVisivel
        #expect(visivel.count == 12 && visivel.map(\.id) != Self.muitas.filter { $0.bairro == "Asa Sul" }.map(\.id),
                "a ordem da tela não é a do servidor")
        _ = app.tecla(.paginaAbaixo)
        #expect(app.vagaDoFeed()?.id == visivel[10].id, "PgDn desce 10 na lista que a tela mostra")
        _ = app.tecla(.paginaAbaixo)
        #expect(app.vagaDoFeed()?.id == visivel[11].id, "e para na última dela, não na última do servidor")
        _ = app.tecla(.paginaAcima)
        #expect(app.vagaDoFeed()?.id == visivel[1].id)
        _ = app.tecla(.paginaAcima)
        #expect(app.vagaDoFeed()?.id == visivel[0].id)
        _ = app.tecla(.paginaAbaixo)
        let q = app.desenhar(Tamanho(largura: 80, altura: 24))
        let linhaSelecionada = q.texto.split(separator: "\n").first { $0.contains("› ") }.map(String.init) ?? ""
        #expect(linhaSelecionada.contains(visivel[10].valor.descricao), "a linha marcada na tela é a selecionada")
    }
}
