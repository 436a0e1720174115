import Foundation
import FrilaApresentacao
import FrilaDominio
import FrilaFalsos
import Synchronization
import Testing
@testable import FrilaTerminal

/// Um canal de mentira: guarda para qual conta mandaram ouvir.
final class CanalFalso: CanalDeTempoReal {
    let ouvidas = Mutex<[UUID?]>([])
    func eventos() -> AsyncStream<EventoDoTempoReal> { AsyncStream { $0.finish() } }
    func ouvir(conta: UUID?) async { ouvidas.withLock { $0.append(conta) } }
    func encerrar() async {}
}

/// A TUI com tempo real: a conta que entra ouve o tópico dela, cada campainha recarrega a
/// tela visível, e sem canal a sondagem é a de 60 s (o laço dorme até lá).
@MainActor
struct TempoRealNaTUITests {
    func app(_ mundo: Mundo, canal: CanalFalso) -> AppFrila {
        let a = mundo.ambiente
        return AppFrila(ambiente: Ambiente(sessao: a.sessao, portas: a.portas, posicaoPadrao: a.posicaoPadrao, campainha: a.campainha,
                                           relogio: a.relogio, dica: a.dica, conexao: a.conexao, canal: canal))
    }

    @Test func campainhaRecarregaATelaVisivelEOCanalOuveAConta() async {
        let mundo = Mundo(salva: Fx.bruno)
        let canal = CanalFalso()
        var app = app(mundo, canal: canal)
        await rodar(&app, app.iniciar())
        #expect(canal.ouvidas.withLock { $0 } == [Fx.bruno.id])
        #expect(app.m.tempoReal == .conectando)

        await rodar(&app, app.atualizar(.tempoReal(.aoVivo)))
        #expect(app.m.tempoReal == .aoVivo)
        let antes = await mundo.turnos.leiturasDePendentes
        await rodar(&app, app.atualizar(.tempoReal(.campainha(Campainha(tipo: "checkin_manual", turnoId: UUID())))))
        #expect(await mundo.turnos.leiturasDePendentes == antes + 1, "a campainha buscou de novo pela RPC")

        // Ao vivo, o laço não precisa acordar pela sondagem: o próximo prazo é longe.
        let agora = app.m.agora
        await rodar(&app, app.tique(agora))  // o primeiro acordar lê a fila
        #expect(app.proximoPrazo(agora).map { $0.timeIntervalSince(agora) } ?? .infinity >= 25)
    }

    /// A campainha chega com a leitura da página em andamento (que pode ter lido antes do
    /// COMMIT que tocou): a página lê de novo quando essa leitura chega, e não duas por cima.
    @Test func campainhaDuranteALeituraLeDeNovoQuandoElaChega() async {
        let mundo = Mundo(salva: Fx.bruno)
        var app = app(mundo, canal: CanalFalso())
        await rodar(&app, app.iniciar())
        await rodar(&app, app.atualizar(.tempoReal(.aoVivo)))
        let antes = await mundo.turnos.leiturasDePendentes
        let primeira = app.atualizar(.tempoReal(.campainha(Campainha(tipo: "turno"))))
        let segunda = app.atualizar(.tempoReal(.campainha(Campainha(tipo: "turno"))))
        await rodar(&app, primeira + segunda)
        #expect(await mundo.turnos.leiturasDePendentes == antes + 2, "a segunda campainha leu depois da primeira leitura")
    }

    /// Canal de pé e o servidor falhando (banco fora): a linha não diz "ao vivo", o `r` diz
    /// por que não atualizou, e a TUI tenta de novo sozinha até a leitura vir.
    @Test func servidorFalhandoNaoEAoVivoEORDizPorQue() async {
        let mundo = Mundo(salva: Fx.ana)
        let canal = CanalFalso()
        var app = app(mundo, canal: canal)
        await rodar(&app, app.iniciar())
        await rodar(&app, app.atualizar(.tempoReal(.aoVivo)))
        #expect(app.m.tempoReal == .aoVivo)
        await mundo.gestao.definir(erro: .servidorComProblema)
        await rodar(&app, app.tecla(.caractere("r")))
        #expect(app.m.tempoReal == .servidorFalhando)
        #expect(app.m.mensagem?.tipo == .erro && app.m.mensagem?.texto.hasPrefix("Não atualizou: ") == true, "r não fica calado")
        let agora = app.m.agora
        #expect(app.proximoPrazo(agora).map { $0.timeIntervalSince(agora) } ?? .infinity <= AppFrila.intervaloNotificacoes,
                "falhando, o laço acorda para tentar de novo")
        await mundo.gestao.definir(erro: nil)
        let leituras = await mundo.gestao.leiturasDaCaixa
        await rodar(&app, app.tique(agora.addingTimeInterval(AppFrila.intervaloNotificacoes + 1)))
        #expect(await mundo.gestao.leiturasDaCaixa == leituras + 1)
        #expect(app.m.tempoReal == .aoVivo, "voltou: ao vivo de novo")
    }

    @Test func semCanalSondaACadaMinutoEDiz() async {
        let mundo = Mundo(salva: Fx.bruno)
        let canal = CanalFalso()
        var app = app(mundo, canal: canal)
        await rodar(&app, app.iniciar())
        await rodar(&app, app.atualizar(.tempoReal(.recusado(.servidor("too_many_connections")))))
        #expect(app.m.tempoReal == .semTempoReal)
        let t0 = app.m.agora
        let antes = await mundo.turnos.leiturasDePendentes
        await rodar(&app, app.tique(t0.addingTimeInterval(30)))
        #expect(await mundo.turnos.leiturasDePendentes == antes, "antes dos 60 s, nada")
        await rodar(&app, app.tique(t0.addingTimeInterval(61)))
        #expect(await mundo.turnos.leiturasDePendentes == antes + 1, "a sondagem de 60 s buscou")
    }

    @Test func sairDaContaParaDeOuvir() async {
        let mundo = Mundo(salva: Fx.bruno)
        let canal = CanalFalso()
        var app = app(mundo, canal: canal)
        await rodar(&app, app.iniciar())
        await rodar(&app, app.saiuDaConta(nil))
        #expect(canal.ouvidas.withLock { $0 } == [Fx.bruno.id, nil])
        #expect(app.m.tempoReal == nil)
    }
}
