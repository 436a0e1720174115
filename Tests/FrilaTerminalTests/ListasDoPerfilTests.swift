import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// As listas que o Perfil abre (candidaturas, histórico, bloqueados, equipe): pelas tabelas
/// de teclas, x pergunta antes, e a lista se refaz com a resposta do servidor.
@MainActor
struct ListasDoPerfilTests {
    static let cerrado = ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado")

    func aperta(_ app: inout AppFrila, _ tabela: TabelaDeTeclas<ComandoDaTela>, _ c: ComandoDaTela) async {
        _ = await rodar(&app, app.tecla(tabela.atalhos.first { $0.acao == c }!.teclas[0]))
    }

    static func candidatura(_ f: Funcao) -> MinhaCandidatura {
        MinhaCandidatura(id: UUID(), estado: .pendente, em: Fx.h(-1), vaga: Fx.vagas.first { $0.funcao == f } ?? Fx.vagas[0])
    }

    /// `comLeitora`: com uma página a mais que lê as candidaturas ao entrar (`TelaQueLeAGestao`).
    @Test(arguments: [false, true])
    func candidaturasRetirarPerguntaAntesETiraDaLista(_ comLeitora: Bool) async {
        let mundo = Mundo()
        let a = Self.candidatura(.garcom), b = Self.candidatura(.bartender)
        await mundo.gestao.definir(candidaturas: [a, b])
        var app = await AppFrilaTests().entrar(mundo, paginas: comLeitora ? TelaQueLeAGestao.paginas : Paginas.todas)
        let marca = await mundo.gestao.chamadas.count
        _ = await rodar(&app, app.tecla(.caractere("3")))
        await aperta(&app, Teclas.perfilProfissional, .abrirCandidaturas)
        #expect(app.m.secaoDoPerfil == .candidaturas && app.m.listaDoPerfil.valor?.map(\.id) == [a.id, b.id])
        #expect(Telas.tabelaAtual(app.m).nome == Teclas.listaDoPerfil.nome)
        await aperta(&app, Teclas.listaDoPerfil, .acionarNaLista)
        guard case .simNao(let titulo, _, let p)? = app.m.dialogo, p.eh("candidaturas", a.id) else {
            Issue.record("devia perguntar antes de retirar"); return
        }
        #expect(titulo == "Retirar candidatura")
        #expect(await mundo.gestao.chamadas(desde: marca) == ["candidaturas"], "nada sai antes do sim")
        await aperta(&app, Teclas.dialogoSimNao, .sim)
        #expect(app.m.listaDoPerfil.valor?.map(\.id) == [b.id])
        #expect(app.m.mensagem?.texto == "Candidatura a Garçom sex 04/12 · Bar do Cerrado retirada.", "de qual vaga")

        await mundo.gestao.definir(retirada: .success(.jaEscolhida(turnoId: nil)))
        await aperta(&app, Teclas.listaDoPerfil, .acionarNaLista)
        await aperta(&app, Teclas.dialogoSimNao, .sim)
        #expect(app.m.mensagem?.tipo == .erro && app.m.mensagem?.texto.contains("cancele o turno") == true)
        await aperta(&app, Teclas.listaDoPerfil, .voltar)
        #expect(app.m.secaoDoPerfil == nil)
    }

    @Test func candidaturaEncerradaPelaEdicaoDizPorQueAntesDePerguntar() async {
        let mundo = Mundo()
        let v = Self.candidatura(.garcom)
        let c = MinhaCandidatura(id: v.id, estado: .encerradaPorEdicao, em: v.em, vaga: v.vaga)
        await mundo.gestao.definir(candidaturas: [c])
        var app = await AppFrilaTests().entrar(mundo)
        let marca = await mundo.gestao.chamadas.count
        _ = await rodar(&app, app.tecla(.caractere("3")))
        await aperta(&app, Teclas.perfilProfissional, .abrirCandidaturas)
        await aperta(&app, Teclas.listaDoPerfil, .acionarNaLista)
        #expect(app.m.dialogo == nil, "nada a perguntar")
        #expect(app.m.mensagem?.texto == FuncionalidadeDasListas.impedimentoDaRetirada(c)?.frase)
        #expect(app.m.mensagem?.texto.contains("nada a retirar") == true)
        #expect(await mundo.gestao.chamadas(desde: marca) == ["candidaturas"])
    }

    /// Um aviso (uma escolha, um cancelamento) muda as candidaturas: a lista aberta se busca de
    /// novo; fechada, ou quando só chegou vaga nova, não (a página decide, o mecanismo só avisa).
    /// Só com as páginas de que o teste fala: uma página nova que lê as candidaturas também relê
    /// a carga dela quando chega aviso, e somaria leituras que não são as do Perfil.
    @Test func avisoReleAsCandidaturasSoComAListaAberta() async {
        let mundo = Mundo()
        await mundo.gestao.definir(candidaturas: [Self.candidatura(.garcom)])
        let paginas = Paginas.todas.filter { [Pagina.feed, .turnos, .perfil, .avisos].contains($0.pagina) }
        var app = await AppFrilaTests().entrar(mundo, paginas: paginas)
        let marca = await mundo.gestao.chamadas.count
        func leituras() async -> Int { await mundo.gestao.chamadas(desde: marca).filter { $0 == "candidaturas" }.count }
        let cancelado = NotificacaoRecebida.aviso(TelaAvisosTests.aviso(.turnoCancelado, em: Fx.h(0.01)))
        await mundo.gestao.definir(notificacoes: [cancelado])
        await TelaAvisosTests().sondar(&app, 1)
        #expect(app.m.faixa?.aviso != nil, "o aviso chegou")
        #expect(await leituras() == 0, "com a lista fechada, nada a reler")

        _ = await rodar(&app, app.tecla(.caractere("3")))
        await aperta(&app, Teclas.perfilProfissional, .abrirCandidaturas)
        let aberta = await leituras()
        #expect(aberta == 1)
        let vaga = NotificacaoRecebida.vaga(TelaAvisosTests.vaga(em: Fx.h(0.02)))
        await mundo.gestao.definir(notificacoes: [cancelado, vaga])
        await TelaAvisosTests().sondar(&app, 2)
        #expect(await leituras() == aberta, "só vaga nova: as candidaturas não mudaram")

        let outro = NotificacaoRecebida.aviso(TelaAvisosTests.aviso(.turnoCancelado, em: Fx.h(0.03)))
        await mundo.gestao.definir(notificacoes: [cancelado, vaga, outro])
        await TelaAvisosTests().sondar(&app, 3)
        #expect(await leituras() == aberta + 1, "um aviso com a lista aberta: ela se busca de novo")
    }

    /// Dentro de uma lista do perfil, 1–3 e Tab trocam de tela como em toda parte; tecla sem ação diz por quê.
    @Test func numerosETabTrocamDeTelaDentroDaLista() async {
        let mundo = Mundo()
        await mundo.gestao.definir(candidaturas: [Self.candidatura(.garcom)])
        var app = await AppFrilaTests().entrar(mundo)
        _ = await rodar(&app, app.tecla(.caractere("3")))
        await aperta(&app, Teclas.perfilProfissional, .abrirCandidaturas)
        #expect(app.m.secaoDoPerfil == .candidaturas)
        _ = await rodar(&app, app.tecla(.caractere("1")))
        #expect(app.m.tela == .pagina(.feed))
        _ = await rodar(&app, app.tecla(.caractere("3")))
        #expect(app.m.tela == .pagina(.perfil) && app.m.secaoDoPerfil == .candidaturas, "a lista continua aberta na volta")
        _ = await rodar(&app, app.tecla(.tab))
        #expect(app.m.tela != .pagina(.perfil))
        _ = await rodar(&app, app.tecla(.caractere("3")))
        _ = await rodar(&app, app.tecla(.caractere("z")))
        #expect(app.m.mensagem?.texto.contains("não faz nada") == true)
    }

    @Test func historicoPaginaComN() async {
        let mundo = Mundo()
        func turno(_ dias: Double) -> TurnoNoHistorico {
            TurnoNoHistorico(id: UUID(), vagaId: UUID(), situacao: .cancelado, funcao: .garcom,
                             periodo: Periodo(inicio: Fx.h(-24 * dias), fim: Fx.h(-24 * dias + 5)), bairro: "Asa Sul",
                             valorAcordado: Dinheiro(centavos: 15000), estabelecimento: Self.cerrado,
                             profissional: ResumoDaConta(id: Fx.ana.id, nome: "Ana Souza"),
                             cancelamento: CancelamentoRegistrado(em: Fx.h(-24 * dias - 3), por: .contratante, autor: nil,
                                                                  motivo: "chuva", contaComoFalta: true),
                             avaliacaoDoProfissional: nil, avaliacaoDoContratante: nil)
        }
        let p1 = [turno(40)], p2 = [turno(80)]
        await mundo.gestao.definir(pagina: PaginaDoHistorico(itens: p1, proximoCursor: "c"), cursor: nil)
        await mundo.gestao.definir(pagina: PaginaDoHistorico(itens: p2, proximoCursor: nil), cursor: "c")
        var app = await AppFrilaTests().entrar(mundo)
        _ = await rodar(&app, app.tecla(.caractere("3")))
        await aperta(&app, Teclas.perfilProfissional, .abrirHistorico)
        #expect(app.m.listaDoPerfil.valor?.count == 1 && app.m.listaTemMais)
        #expect(app.m.listaDoPerfil.valor?.first?.detalhe.contains("Cancelado pelo estabelecimento (conta como falta do estabelecimento)") == true)
        let linha = app.m.listaDoPerfil.valor?.first?.texto ?? ""
        #expect(linha.hasPrefix(Formatacao.dataHora(Fx.h(-24 * 40), hoje: Fx.agora)) && !linha.contains("/2026"),
                "no ano corrente, a data sem o ano, como no resto da TUI: \(linha)")
        await aperta(&app, Teclas.listaDoPerfil, .maisAntigos)
        #expect(app.m.listaDoPerfil.valor?.map(\.id) == (p1 + p2).map(\.id) && !app.m.listaTemMais)
        await aperta(&app, Teclas.listaDoPerfil, .acionarNaLista)
        #expect(app.m.dialogo == nil && app.m.mensagem?.texto == "O histórico é só leitura.")
    }

    @Test func bloqueadosDesbloquear() async {
        let mundo = Mundo()
        let alvo = UUID()
        await mundo.gestao.definir(bloqueios: [Bloqueio(contaId: alvo, nome: "Carlos", perfil: .contratante, estabelecimento: Self.cerrado,
                                                        em: Fx.h(-48), autor: ResumoDaConta(id: Fx.ana.id, nome: "Ana Souza"))])
        var app = await AppFrilaTests().entrar(mundo)
        _ = await rodar(&app, app.tecla(.caractere("3")))
        await aperta(&app, Teclas.perfilProfissional, .abrirBloqueios)
        #expect(app.m.listaDoPerfil.valor?.first?.texto.contains("Bar do Cerrado") == true)
        await aperta(&app, Teclas.listaDoPerfil, .acionarNaLista)
        await aperta(&app, Teclas.dialogoSimNao, .sim)
        #expect(app.m.listaDoPerfil == .vazio(Textos.semBloqueios))
        #expect(app.m.mensagem?.texto == "Desbloqueio feito: Bar do Cerrado. As vagas e notificações entre vocês voltam a aparecer.",
                "o desfecho diz quem saiu da lista")
    }
}
