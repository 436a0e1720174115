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
}
