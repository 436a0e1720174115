import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// As mesmas teclas de filtro e ordem em toda lista que adota `FiltroNaLista` (Vagas do
/// contratante, Turnos, listas do Perfil), a seleção sempre na lista que a tela mostra, `y`
/// com o id para scripts, e `b` no Feed bloqueando o estabelecimento da vaga.
@MainActor
struct ListasComFiltroTests {
    func tecla(_ app: inout AppFrila, _ c: ComandoDaTela, _ tabela: TabelaDeTeclas<ComandoDaTela>) {
        _ = app.tecla(tabela.atalhos.first { $0.acao == c }!.teclas[0])
    }

    func vagas() async -> AppFrila {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.atualizar(.para(FuncionalidadeDasVagas.self, .lido(.veio(Fx.vagasBruno + [Fx.vagaCancelada]))))
        return app
    }

    @Test func vagasFiltramRecortamEOrdenamComASelecaoNaMesmaVaga() async {
        var app = await vagas()
        #expect(app.m.pagina == .vagas && app.m.vagasVisiveis.count == 3)
        tecla(&app, .filtrar, Teclas.vagas)
        #expect(Telas.tabelaAtual(app.m).nome == Teclas.filtroDaLista.nome)
        for ch in "BARTÉN" { _ = app.tecla(.caractere(ch)) }
        #expect(app.m.vagasVisiveis.map(\.id) == [Fx.id(500)], "sem acento nem maiúsculas")
        _ = app.tecla(.caractere("j"))  // digitando, j é letra
        #expect(app.m.vagasVisiveis.isEmpty)
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("Nada casa com “BARTÉNj”"))
        tecla(&app, .desistir, Teclas.filtroDaLista)
        #expect(app.m.filtro("vagas") == FiltroDaLista() && app.m.vagasVisiveis.count == 3)

        tecla(&app, .baixo, Teclas.globais)
        let selecionada = app.vagaSelecionada()?.id
        tecla(&app, .trocarRecorte, Teclas.vagas)
        #expect(app.m.filtro("vagas").recorte == "ativas" && !app.m.vagasVisiveis.contains { $0.estado == .cancelada })
        #expect(app.vagaSelecionada()?.id == selecionada, "a vaga selecionada continua à vista e selecionada")
        tecla(&app, .trocarRecorte, Teclas.vagas)
        #expect(app.m.vagasVisiveis.map(\.id) == [Fx.vagaCancelada.id])
        #expect(app.m.mensagem?.texto == "Vendo: encerradas.")
        tecla(&app, .trocarRecorte, Teclas.vagas)
        #expect(app.m.filtro("vagas").recorte == nil)

        for _ in 0..<6 where app.m.filtro("vagas").coluna != "valor" { tecla(&app, .trocarOrdem, Teclas.vagas) }
        #expect(app.m.filtro("vagas").coluna == "valor" && app.m.vagasVisiveis.first?.id == Fx.id(500), "valor: o maior primeiro")
        tecla(&app, .inverterOrdem, Teclas.vagas)
        #expect(app.m.mensagem?.texto == "Ordem: valor ↑." && app.m.vagasVisiveis.last?.id == Fx.id(500))
        // O detalhe e as teclas da vaga agem na vaga que a tela mostra selecionada.
        tecla(&app, .ultimo, Teclas.globais)
        #expect(app.vagaSelecionada()?.id == Fx.id(500))
        tecla(&app, .mostrarId, Teclas.vagas)
        guard case .aviso(_, let linhas)? = app.m.dialogo else { Issue.record("sem o aviso do id"); return }
        #expect(linhas.first == "Vaga: \(Fx.id(500).uuidString.lowercased())")
        #expect(linhas.contains("frila vaga \(Fx.id(500).uuidString.lowercased()) --json"))
        #expect(app.m.historico.last?.texto.contains(Fx.id(500).uuidString.lowercased()) == true, "e no registro (m)")
    }

    @Test func inverterSemColunaDizPorQue() async {
        var app = await vagas()
        tecla(&app, .inverterOrdem, Teclas.vagas)
        #expect(app.m.mensagem?.texto == Textos.Filtro.semColunaParaInverter && app.m.filtro("vagas") == FiltroDaLista())
    }

    @Test func listaDoPerfilFiltraEYDaOIdDaLinha() async {
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.tecla(.caractere("3"))
        tecla(&app, .abrirHistorico, Teclas.perfilProfissional)
        #expect(app.m.secaoDoPerfil == .historico)
        let turnos = (0..<3).map { i in
            TurnoNoHistorico(id: Fx.id(900 + i), vagaId: UUID(), situacao: .cumprido, funcao: .garcom,
                             periodo: Periodo(inicio: Fx.h(Double(-48 * (i + 1))), fim: Fx.h(Double(-48 * (i + 1) + 5))), bairro: "Asa Sul",
                             valorAcordado: Dinheiro(centavos: 15000), estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"),
                             profissional: ResumoDaConta(id: Fx.ana.id, nome: "Ana"), cancelamento: nil,
                             avaliacaoDoProfissional: nil, avaliacaoDoContratante: nil)
        }
        _ = app.atualizar(.para(FuncionalidadeDasListas.self, .historicoLido(.veio(PaginaDoHistorico(itens: turnos, proximoCursor: nil)), somar: false)))
        let todas = app.m.listaDoPerfil.valor ?? []
        #expect(todas.map(\.id) == turnos.map(\.id))
        // Chegou do mais novo ao mais velho e o resto empata: a primeira S muda o que se vê (início ↑).
        tecla(&app, .trocarOrdem, Teclas.listaDoPerfil)
        #expect(app.m.filtro("historico").coluna == "inicio" && app.m.filtro("historico").sentido == .crescente)
        #expect(app.m.listaDoPerfil.valor?.map(\.id) == turnos.reversed().map(\.id))
        #expect(app.m.mensagem?.texto == "Ordem: início ↑.")
        tecla(&app, .filtrar, Teclas.listaDoPerfil)
        for ch in "zzz" { _ = app.tecla(.caractere(ch)) }
        #expect(app.m.listaDoPerfil.valor == [], "conteúdo vazio pelo filtro, não carregando")
        tecla(&app, .desistir, Teclas.filtroDaLista)
        #expect(app.m.listaDoPerfil.valor?.count == todas.count)
        tecla(&app, .ultimo, Teclas.globais)  // o mais recente, no fim em início ↑
        tecla(&app, .inverterOrdem, Teclas.listaDoPerfil)
        #expect(app.m.listaDoPerfil.valor?.map(\.id) == turnos.map(\.id), "início ↓: o mais recente primeiro")
        #expect(app.m.selecaoNaLista == 0, "a seleção segue o mesmo turno (o mais recente), agora no topo")
        tecla(&app, .mostrarId, Teclas.listaDoPerfil)
        guard case .aviso(_, let linhas)? = app.m.dialogo else { Issue.record("sem o aviso do id"); return }
        #expect(linhas.first == "Turno: \(Fx.id(900).uuidString.lowercased())")
    }

    @Test func bNoFeedPerguntaEBloqueiaOEstabelecimento() async {
        var app = await AppFrilaTests().entrar(Mundo())
        let v = app.vagaDoFeed()!
        tecla(&app, .bloquear, Teclas.feed)
        guard case .simNao(_, let linhas, let p)? = app.m.dialogo else { Issue.record("sem a pergunta"); return }
        #expect(linhas.first == Textos.Comum.bloquear(v.estabelecimento.nome))
        #expect(p.eh("bloquear", v.estabelecimento.id), "pelo id do estabelecimento: o do feed")
        tecla(&app, .desistir, Teclas.dialogoSimNao)
        app.m.offlineForcado = true
        tecla(&app, .bloquear, Teclas.feed)
        #expect(app.m.dialogo == nil && app.m.mensagem?.texto == Textos.PorQueNao.bloqueioSemRede, "sem rede: diz antes de perguntar")
    }
}
