import Foundation
import FrilaApresentacao
import FrilaDominio
import FrilaFalsos
import Testing
@testable import FrilaTerminal

/// A aba Avisos e a faixa dos avisos, nos dois perfis: o que pede ação vira faixa (com o dia
/// quando não é hoje), linha em `m` e campainha; as listas se buscam de novo; reabrir não
/// repete nada; `v` abre a faixa inteira e `f` a fecha; Enter na aba abre e marca como lido.
@MainActor
struct TelaAvisosTests {
    static func aviso(_ tipo: TipoDeAviso, em: Date, inicio: Date = Fx.h(27)) -> Aviso {
        Aviso(id: UUID(), tipo: tipo, vagaId: Fx.id(100), funcao: .garcom, inicio: inicio, estabelecimento: Fx.cerrado, em: em,
              turnoId: UUID(), candidaturaId: nil, profissional: ResumoDaConta(id: Fx.ana.id, nome: "Ana Souza"),
              motivo: "Evento adiado", contaComoFalta: false, canceladoPor: .contratante)
    }

    static func vaga(em: Date) -> Notificacao {
        Notificacao(id: UUID(), vagaId: Fx.id(101), funcao: .garcom, inicio: Fx.h(3), valor: Dinheiro(centavos: 15000),
                    modo: .urgencia, estabelecimento: Fx.cerrado, enviadaEm: em)
    }

    @discardableResult
    func sondar(_ app: inout AppFrila, _ vez: Double = 1) async -> Int {
        await rodar(&app, app.tique(Fx.agora.addingTimeInterval(vez * (AppFrila.intervaloNotificacoes + 1))))
    }

    @Test func turnoCanceladoViraFaixaComODiaRegistroCampainhaETurnosDeNovo() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo)
        let a = Self.aviso(.turnoCancelado, em: Fx.h(0.01))
        await mundo.gestao.definir(notificacoes: [.aviso(a)])
        let leiturasAntes = await mundo.turnos.chamadas.filter { $0 == "meusTurnos" }.count
        #expect(await sondar(&app) == 1)
        let texto = Textos.aviso(a, hoje: Fx.agora)
        #expect(app.m.banner == texto)
        #expect(texto.contains(Formatacao.dataHora(Fx.h(27), hoje: Fx.agora)), "amanhã: a faixa diz o dia")
        #expect(app.m.historico.contains { $0.texto == texto }, "toda faixa vai ao registro m")
        #expect(await mundo.turnos.chamadas.filter { $0 == "meusTurnos" }.count > leiturasAntes, "os Turnos se buscam de novo")
        #expect(Telas.desenhar(app.m, Tamanho(largura: 80, altura: 24)).texto.contains("v ver · f fechar"))

        _ = app.tecla(.caractere("v"))
        guard case .aviso(_, let linhas)? = app.m.dialogo else { Issue.record("v não abriu a faixa"); return }
        #expect(linhas.contains(texto), "o texto inteiro")
        _ = app.tecla(.esc)
        #expect(app.m.dialogo == nil && app.m.banner != nil)
        _ = app.tecla(.caractere("f"))
        #expect(app.m.banner == nil)
        _ = app.tecla(.caractere("f"))
        #expect(app.m.mensagem?.texto == Textos.Caixa.semFaixa, "sem faixa, a tecla diz por quê")
    }

    /// A caixa é da casca: sem a aba Avisos na lista, o aviso que chega ainda vira faixa, vai ao
    /// registro e faz os Turnos se buscarem de novo.
    @Test func aFaixaNaoDependeDaAbaAvisos() async {
        let mundo = Mundo(salva: Fx.ana)
        var app = AppFrila(ambiente: mundo.ambiente, paginas: Paginas.todas.filter { $0.pagina != .avisos })
        await rodar(&app, app.iniciar())
        #expect(!app.m.paginas.contains(.avisos) && app.m.tela == .pagina(.feed))
        let a = Self.aviso(.turnoCancelado, em: Fx.h(0.01))
        await mundo.gestao.definir(notificacoes: [.aviso(a)])
        let leiturasAntes = await mundo.turnos.chamadas.filter { $0 == "meusTurnos" }.count
        await sondar(&app)
        #expect(app.m.banner == Textos.aviso(a, hoje: Fx.agora))
        #expect(app.m.historico.contains { $0.texto == Textos.aviso(a, hoje: Fx.agora) })
        #expect(await mundo.turnos.chamadas.filter { $0 == "meusTurnos" }.count > leiturasAntes, "os Turnos se buscam de novo")
        _ = app.tecla(.caractere("v"))
        guard case .aviso(_, let linhas)? = app.m.dialogo else { Issue.record("v não abriu a faixa"); return }
        #expect(linhas.contains(Textos.aviso(a, hoje: Fx.agora)))
    }

    /// Cancelar o turno reabre a posição e a vaga volta a ser despachada: a "Vaga nova" que
    /// chega logo depois não cobre a faixa do cancelamento (vai ao registro e ao Feed).
    @Test func vagaNovaNaoCobreAFaixaDeUmAviso() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo)
        let a = Self.aviso(.turnoCancelado, em: Fx.h(0.01))
        await mundo.gestao.definir(notificacoes: [.aviso(a)])
        await sondar(&app)
        let v = Self.vaga(em: Fx.h(0.02))
        await mundo.gestao.definir(notificacoes: [.aviso(a), .vaga(v)])
        #expect(await sondar(&app, 2) == 1, "a vaga nova toca (o servidor já aplicou o teto RN23)")
        #expect(app.m.banner == Textos.aviso(a, hoje: Fx.agora))
        #expect(app.m.historico.contains { $0.texto == Textos.vagaNova(v, mais: 0, hoje: Fx.agora) })
    }

    @Test func reabrirNaoRepeteFaixaNemCampainha() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo)
        await mundo.gestao.definir(notificacoes: [.vaga(Self.vaga(em: Fx.h(0.01))), .aviso(Self.aviso(.candidaturaEscolhida, em: Fx.h(0.02)))])
        #expect(await sondar(&app) == 1)
        #expect(app.m.banner?.hasSuffix("(+1)") == true)
        #expect(await sondar(&app, 2) == 0 && app.m.banner != nil, "a mesma sessão não toca de novo")

        // Reaberta: a sessão volta do cofre, o aparelho (os vistos) é o mesmo.
        var reaberta = AppFrila(ambiente: mundo.ambiente)
        await rodar(&reaberta, reaberta.iniciar())
        #expect(reaberta.m.conta?.id == Fx.ana.id)
        #expect(await sondar(&reaberta) == 0)
        #expect(reaberta.m.banner == nil, "reabrir não repete a faixa")
        #expect(reaberta.m.caixa.naoLidos == 2, "anunciado não é lido: a aba Avisos ainda os marca")
    }

    @Test func oQueChegouComOFrilaFechadoNaoTocaEVagaVelhaNaoViraFaixa() async {
        let mundo = Mundo()
        await mundo.gestao.definir(notificacoes: [.vaga(Self.vaga(em: Fx.h(-1)))])
        var app = await AppFrilaTests().entrar(mundo)
        #expect(await sondar(&app) == 0)
        #expect(app.m.banner == nil, "vaga nova de antes de abrir fica no Feed e na aba Avisos")
        #expect(app.m.caixa.naoLidos == 1)

        let outro = Mundo()
        let a = Self.aviso(.checkinConfirmado, em: Fx.h(-1))
        await outro.gestao.definir(notificacoes: [.aviso(a)])
        var app2 = await AppFrilaTests().entrar(outro)
        #expect(await sondar(&app2) == 0, "chegou com o frila fechado: faixa sem campainha")
        #expect(app2.m.banner == Textos.aviso(a, hoje: Fx.agora))
    }

    @Test func enterAbreOAvisoEMarcaComoLidoNoAparelho() async {
        let mundo = Mundo()
        let a = Self.aviso(.avaliacaoLiberada, em: Fx.h(-1))
        await mundo.gestao.definir(notificacoes: [.aviso(a)])
        var app = await AppFrilaTests().entrar(mundo)
        let aba = app.m.paginas.firstIndex(of: .avisos)!
        await rodar(&app, app.tecla(.caractere(Character(String(aba + 1)))))
        #expect(app.m.pagina == .avisos && app.m.caixa.naoLidos == 1)
        #expect(Telas.desenhar(app.m, Tamanho(largura: 80, altura: 24)).texto.contains("1 não lido"))
        await rodar(&app, app.tecla(.enter))
        guard case .aviso? = app.m.dialogo else { Issue.record("Enter não abriu o aviso"); return }
        #expect(app.m.caixa.naoLidos == 0)
        #expect(await mundo.vistos.vistos(conta: Fx.ana.id, entre: [a.id]) == [a.id], "o mesmo lido do frila avisos")
        _ = app.tecla(.esc)
        await rodar(&app, app.tecla(.caractere("l")))
        #expect(app.m.mensagem?.texto == Textos.Caixa.jaLido)
    }

    @Test func contratanteTemAAbaEAFaixa() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        #expect(app.m.paginas.contains(.avisos))
        await mundo.gestao.definir(notificacoes: [.aviso(Self.aviso(.checkinManual, em: Fx.h(0.01), inicio: Fx.h(3)))])
        #expect(await sondar(&app) == 1)
        #expect(app.m.banner?.contains("check-in manual") == true)
    }

    @Test func telas() {
        var m = Fx.modelo(Fx.ana, .avisos)
        let a = Self.aviso(.turnoCancelado, em: Fx.h(-0.5))
        let e = Self.aviso(.candidaturaEscolhida, em: Fx.h(-0.2), inicio: Fx.h(50))
        let v = Self.vaga(em: Fx.h(-26))
        m.caixa.itens = .conteudo([.aviso(e), .aviso(a), .vaga(v)])
        m.caixa.lidos = [v.id]
        m.banner = Textos.aviso(e, hoje: Fx.agora)
        Snapshot.verificar(Telas.desenhar(m, Tamanho(largura: 80, altura: 24)), "avisos-lista")
        Snapshot.verificar(Telas.desenhar(m, Tamanho(largura: 40, altura: 12)), "avisos-lista-40x12")
        m.detalhe.abrir()
        m.selecao[.avisos] = 1
        Snapshot.verificar(Telas.desenhar(m, Tamanho(largura: 80, altura: 24)), "avisos-detalhe")
        var vazio = Fx.modelo(Fx.bruno, .avisos)
        vazio.caixa.itens = .vazio(Textos.Caixa.vazia)
        Snapshot.verificar(Telas.desenhar(vazio, Tamanho(largura: 80, altura: 24)), "avisos-vazio")
    }
}
