import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// A 40×12 o detalhe do turno e o Perfil não cabem: J/K rolam (pelas tabelas, e `?` os
/// lista), até o fim do que há e nem uma tecla além; nada fica cortado sem jeito de ver.
@MainActor
struct RolagemEmTelaBaixaTests {
    let pequeno = Tamanho(largura: 40, altura: 12)

    func tecla(_ app: inout AppFrila, _ c: ComandoDaTela, _ t: TabelaDeTeclas<ComandoDaTela>) {
        _ = app.tecla(t.atalhos.first { $0.acao == c }!.teclas[0])
    }

    @Test func detalheDoTurnoRolaComJKAteOFimENaoAlem() async {
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.tecla(.caractere("2"))
        // Um turno cancelado tem o detalhe mais longo (contato, quem cancelou e quando).
        app.m.turnos = .conteudo(ListaDeTurnos(turnos: [Fx.turnoCancelado] + Fx.listaTurnos.turnos, doCache: false, guardadoEm: nil))
        tecla(&app, .primeiro, Teclas.turnos)
        _ = app.tecla(.enter)
        #expect(app.m.detalhe.aberto)
        let antes = app.desenhar(pequeno).texto
        #expect(antes.contains("J/K"), "a borda diz que rola")
        let maxima = Telas.rolagemMaxima(app.m)
        #expect(maxima > 0, "a 40×12 o detalhe não cabe")
        let ultimo = TelaTurnos.itensDoDetalhe(app.m, app.m.turnos.valor!.turnos[app.m.selecionado(.turnos)]).last!
        let fim = String(ultimo.1.split(separator: " ").last ?? "")
        #expect(!ultimo.0.isEmpty && !antes.contains("│ \(ultimo.0)"), "antes de rolar, o fim não aparece")
        for _ in 0..<(maxima + 5) { tecla(&app, .rolar(1), Teclas.turnos) }
        #expect(app.m.detalhe.rolagem == maxima, "não passa do fim")
        let rolado = app.desenhar(pequeno).texto
        #expect(rolado.contains("│ \(ultimo.0)") && rolado.contains(fim), "rolado até o fim, a última linha aparece inteira")
        tecla(&app, .rolar(-1), Teclas.turnos)
        #expect(app.m.detalhe.rolagem == maxima - 1, "um K já sobe (sem teclas perdidas além do fim)")
        _ = app.tecla(.esc)
        #expect(app.m.detalhe.rolagem == 0, "fechar o detalhe volta ao topo")
    }

    @Test func comBannerELinhaSemConexaoOFimDoDetalheAindaAparece() async {
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.tecla(.caractere("2"))
        app.m.turnos = .conteudo(ListaDeTurnos(turnos: [Fx.turnoCancelado] + Fx.listaTurnos.turnos, doCache: true, guardadoEm: nil))
        app.m.banner = "Vaga nova perto de você."
        tecla(&app, .primeiro, Teclas.turnos)
        _ = app.tecla(.enter)
        let ultimo = TelaTurnos.itensDoDetalhe(app.m, app.m.turnos.valor!.turnos[app.m.selecionado(.turnos)]).last!
        for _ in 0..<Telas.tetoDaRolagem { tecla(&app, .rolar(1), Teclas.turnos) }
        let rolado = app.desenhar(pequeno).texto
        #expect(rolado.contains("│ \(ultimo.0)"), "a última linha aparece com o banner e o aviso do cache tomando o topo")
        #expect(!rolado.contains("▼"), "no fim, nada diz que há mais abaixo")
    }

    @Test func filaVaziaNaoMostraOUltimoErroDeQuemJaSaiu() async {
        var app = await AppFrilaTests().entrar(Mundo())
        let vazia = StatusDaFila(pendentes: 0, rejeitadas: 0, idadeDaMaisAntiga: nil, ultimoDrenoOk: Fx.h(-0.1),
                                 ultimoErro: "A avaliação só é liberada depois do turno.", drenando: false, proximaTentativaEm: nil, itens: [])
        _ = app.atualizar(.sincronizacao(.lido(.init(online: true, forcado: false, fila: vazia))))
        _ = app.tecla(.caractere("3"))
        let tela = app.desenhar(Tamanho(largura: 80, altura: 24)).texto
        #expect(tela.contains("0 recusadas") && !tela.contains("último erro"), "dispensada a última recusa, o erro dela sai do painel")
        _ = app.atualizar(.sincronizacao(.lido(.init(online: true, forcado: false, fila: Fx.fila))))
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("último erro: sem conexão"), "com itens na fila, fica")
    }

    @Test func perfilRolaAteASincronizacaoInteira() async {
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.atualizar(.sincronizacao(.lido(.init(online: true, forcado: false, fila: Fx.fila))))
        _ = app.tecla(.caractere("3"))
        let antes = app.desenhar(pequeno).texto
        #expect(antes.contains("Sincronização") && !antes.contains("tentativa"), "os itens da fila ficam abaixo do corte")
        for _ in 0..<Telas.tetoDaRolagem { tecla(&app, .rolar(1), Teclas.perfilProfissional) }
        let depois = app.desenhar(pequeno).texto
        #expect(depois.contains("tentativa") && depois.contains("▲"), "rolado, a fila aparece e o topo diz que há mais acima")
        #expect(app.m.detalhe.rolagem == Telas.rolagemMaxima(app.m))
    }

    @Test func jkNaFilaDoPerfilMantemASelecionadaAVista() async {
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.atualizar(.sincronizacao(.lido(.init(online: true, forcado: false, fila: Fx.fila))))
        _ = app.tecla(.caractere("3"))
        #expect(!app.desenhar(pequeno).texto.contains("› "), "a fila começa abaixo do corte")
        tecla(&app, .baixo, Teclas.globais)
        #expect(app.m.selecionado(.perfil) == 1)
        #expect(app.desenhar(pequeno).texto.contains("│ › "), "j rola até a ação selecionada")
        tecla(&app, .cima, Teclas.globais)
        #expect(app.desenhar(pequeno).texto.contains("│ › "), "k também")
    }

    @Test func ajudaListaJKETelaAltaNaoPrecisa() async {
        for t in [Teclas.turnos, Teclas.perfilProfissional, Teclas.perfilContratante] {
            let linhas = Telas.linhasDaAjuda(t, paginas: 3)
            #expect(linhas.contains { $0.tecla == "J" } && linhas.contains { $0.tecla == "K" }, "\(t.nome): ? lista J/K")
        }
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.tecla(.caractere("3"))
        #expect(!app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("▼"), "a 80×24 o Perfil cabe: nada a rolar")
    }
}
