import Foundation
import FrilaApresentacao
import FrilaDominio
import FrilaFalsos
import Testing
@testable import FrilaTerminal

/// A sessão que acabou em outro lugar (senha trocada, saída de todos): a TUI não fica dizendo
/// "ao vivo" nem "servidor falhando"; vai ao login com a razão em frase simples.
@MainActor
struct SessaoEncerradaVaiAoLoginTests {
    @Test func aLeituraQueVoltaSemSessaoLevaAoLoginComARazao() async {
        let mundo = Mundo(salva: Fx.ana)
        let canal = CanalFalso()
        var app = TempoRealNaTUITests().app(mundo, canal: canal)
        await rodar(&app, app.iniciar())
        await rodar(&app, app.atualizar(.tempoReal(.aoVivo)))
        #expect(app.m.tempoReal == .aoVivo)
        await mundo.gestao.definir(erro: ErroFalso(falha: .sessaoInexistente))
        await rodar(&app, app.tecla(.caractere("r")))
        #expect(app.m.tela == .login, "direto ao login")
        #expect(app.m.tempoReal == nil, "nem ao vivo, nem servidor falhando")
        #expect(app.m.login.aviso == Textos.Sessao.encerradaEmOutroLugar)
        #expect(app.desenhar(Tamanho(largura: 100, altura: 30)).texto.contains("encerrada em outro aparelho"))
        #expect(canal.ouvidas.withLock { $0 }.last == .some(nil), "o canal da conta desligou")
    }
}
