import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// O que a pessoa vê é verdade: uma recusa não some atrás de um aviso que ninguém pediu, a
/// linha do turno diz o estado da ação mais nova, a faixa de vaga nova sai com a vaga.
@MainActor
struct VerdadeNaTelaTests {
    func entrar(_ mundo: Mundo) async -> AppFrila {
        var app = AppFrila(ambiente: mundo.ambiente)
        await rodar(&app, app.iniciar())
        var efs = digitar(&app, "ana@frila.dev")
        efs += app.tecla(.tab)
        efs += digitar(&app, "frila123")
        efs += app.tecla(.enter)
        await rodar(&app, efs)
        return app
    }

    @Test func recusaDoDrenoFicaNaLinhaDeStatusQuandoOOfflineDesliga() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("2"))
        await rodar(&app, app.tecla(.caractere("o")))
        #expect(app.m.offlineForcado)
        _ = app.tecla(.caractere("e"))
        await rodar(&app, app.tecla(.enter))
        #expect(await mundo.fila.itens.count == 1, "check-in na fila")
        await mundo.fila.definir(recusarAoDrenar: "O check-in está fora do horário do turno.")
        // A conexão volta e o dreno recusa; a troca de modo lê a fila já com a recusa.
        await mundo.fila.drenarAgora()
        await rodar(&app, app.tecla(.caractere("o")))
        #expect(!app.m.offlineForcado)
        #expect(app.m.mensagem?.tipo == .erro, "a recusa fica na linha de status")
        #expect(app.m.mensagem?.texto.contains("fora do horário") == true, "\(app.m.mensagem?.texto ?? "nada")")
        #expect(app.m.historico.contains { $0.texto == "Modo offline desligado." }, "o aviso vai para o registro (m)")
        _ = app.tique(Fx.agora.addingTimeInterval(AppFrila.duracaoMensagem + 1))
        #expect(app.m.mensagem?.tipo == .erro, "erro não se apaga sozinho")
        // Um gesto novo da pessoa toma o lugar do erro.
        _ = app.tecla(.caractere("s"))
        #expect(app.m.mensagem?.tipo != .erro)
    }

    @Test func avisoDeFundoNaoApagaErroMasOGestoDaPessoaSim() async {
        var app = await entrar(Mundo())
        app.dizer(.recusa("Recusado."))
        app.dizer(.estadoDaFila(.vazio))
        #expect(app.m.mensagem?.texto == "Recusado.")
        #expect(app.m.historico.last?.texto == "Fila em dia: nada esperando envio.")
        app.dizer(.andamento("Atualizando…"))
        #expect(app.m.mensagem?.texto == "Recusado.")
        app.dizer(.feito("Check-in às 10:16 na fila."))
        #expect(app.m.mensagem?.texto == "Check-in às 10:16 na fila.")
        app.dizer(.deFundo("Modo offline desligado."))
        #expect(app.m.mensagem?.texto == "Modo offline desligado.", "sem erro de pé, o aviso aparece")
    }

    @Test func linhaDoTurnoMostraAAcaoMaisNova() {
        let t = Fx.turno(200, inicio: -0.6)
        let recusada = Fx.item(1, .registrarCheckin(turno: t.id, distanciaMetros: nil, em: Fx.h(-26)), estado: .rejeitada,
                               erro: "O check-in está fora do horário do turno.", em: Fx.h(-26))
        let nova = Fx.item(2, .registrarCheckin(turno: t.id, distanciaMetros: nil, em: Fx.h(-0.1)), em: Fx.h(-0.1))
        let (texto, _) = TelaTurnos.situacao(TurnoNaTela(turno: t, acoes: [recusada, nova]))
        #expect(texto.hasSuffix("aguardando envio"), "\(texto)")
        #expect(!texto.contains("recusad"))
        let (soRecusa, estilo) = TelaTurnos.situacao(TurnoNaTela(turno: t, acoes: [recusada]))
        #expect(soRecusa.contains("fora do horário") && estilo.cor == .erro)
    }

    @Test func faixaDeVagaNovaSaiQuandoAVagaSomeDoFeed() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        await mundo.gestao.definir(notificacoes: [
            .vaga(Notificacao(id: Fx.id(900), vagaId: Fx.vagas[0].id, funcao: .garcom, inicio: Fx.h(3), valor: Dinheiro(centavos: 15000),
                              modo: .urgencia, estabelecimento: Fx.cerrado, enviadaEm: Fx.h(0.01))),
        ])
        await rodar(&app, app.tique(Fx.agora.addingTimeInterval(AppFrila.intervaloNotificacoes + 1)))
        #expect(app.m.banner?.contains("Bar do Cerrado") == true)
        // Outra vaga some: a faixa fica.
        await mundo.vagas.definir(feed: Array(Fx.vagas.dropLast()))
        await rodar(&app, app.feed(.carregar))
        #expect(app.m.banner != nil)
        // A vaga da faixa some (bloqueio, preenchida): a faixa sai sem ninguém pedir.
        await mundo.vagas.definir(feed: Array(Fx.vagas.dropFirst().dropLast()))
        await rodar(&app, app.feed(.carregar))
        #expect(app.m.banner == nil)
        #expect(!app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("Vaga nova"))
    }

    func notificacao(_ n: Int, vaga: UUID) -> Notificacao {
        Notificacao(id: Fx.id(n), vagaId: vaga, funcao: .garcom, inicio: Fx.h(30), valor: Dinheiro(centavos: 11000),
                    modo: .urgencia, estabelecimento: Fx.cerrado, enviadaEm: Fx.h(0.01))
    }

    @Test func faixaDeVagaNovaNaoAnunciaVagaQueElaJaPegou() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        let jaDela = Fx.listaTurnos.turnos.first { $0.turno.estado != .cancelada }!.turno
        await mundo.gestao.definir(notificacoes: [.vaga(notificacao(901, vaga: jaDela.vagaId))])
        await rodar(&app, app.tique(Fx.agora.addingTimeInterval(AppFrila.intervaloNotificacoes + 1)))
        #expect(app.m.banner == nil, "\(app.m.banner ?? "")")
        #expect(!app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("Vaga nova"))
    }

    @Test func faixaDeVagaNovaSaiQuandoAVagaViraTurnoDela() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        let nova = Fx.id(7777)
        await mundo.gestao.definir(notificacoes: [.vaga(notificacao(902, vaga: nova))])
        await rodar(&app, app.tique(Fx.agora.addingTimeInterval(AppFrila.intervaloNotificacoes + 1)))
        #expect(app.m.banner?.contains("Vaga nova") == true)
        // Pegou a vaga (noutro terminal): os Turnos leem o turno novo e a faixa sai.
        let t = Fx.listaTurnos.turnos[0].turno
        let pegou = Turno(id: Fx.id(7778), vagaId: nova, posicaoId: Fx.id(7779), estado: .confirmada, vaga: t.vaga,
                          valorAcordado: t.valorAcordado, estabelecimento: t.estabelecimento, profissional: t.profissional)
        await mundo.turnos.definir(meus: .success(Fx.listaTurnos.turnos.map(\.turno) + [pegou]))
        await rodar(&app, app.turnos(.carregar))
        #expect(app.m.banner == nil)
    }
}
