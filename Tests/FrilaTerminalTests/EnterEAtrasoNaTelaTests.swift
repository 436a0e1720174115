import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// Enter numa lista sempre faz algo que se vê (abre, ou a linha de status diz por que não), e
/// o atraso do Acompanhamento conta do início com o relógio da tela, não o número da leitura.
@MainActor
struct EnterEAtrasoNaTelaTests {
    static let tela = Tamanho(largura: 80, altura: 24)

    @Test func enterNosTurnosEm80x24DizQueAbriuEDepoisQueJaEstaAberto() async {
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.tecla(.caractere("2"))
        #expect(app.m.pagina == .turnos && (app.m.turnos.valor?.turnos.count ?? 0) > 1)
        let antes = app.desenhar(Self.tela)
        #expect(antes.alvos.contains { $0.alvo == .detalhe }, "em 80×24 o detalhe do selecionado já aparece embaixo")
        _ = app.tecla(.enter)
        #expect(app.m.detalhe.aberto)
        #expect(app.m.mensagem?.texto == Textos.Telas.detalheAberto)
        #expect(app.desenhar(Self.tela).texto.contains("Detalhe aberto: J/K rolam, Esc volta à lista."))
        _ = app.tecla(.enter)
        #expect(app.m.mensagem?.texto == Textos.PorQueNao.detalheJaAberto)
        _ = app.tecla(.esc)
        #expect(!app.m.detalhe.aberto)
    }

    @Test func enterNosTurnosSemTurnoDizPorQue() async {
        let mundo = Mundo()
        await mundo.turnos.definir(lista: [])
        var app = await AppFrilaTests().entrar(mundo)
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.enter)
        #expect(!app.m.detalhe.aberto && app.m.mensagem?.texto == Textos.PorQueNao.selecioneUmTurno)
    }

    @Test func enterNumaListaDoPerfilDizQueODetalheJaEstaEmbaixo() async {
        var app = await AppFrilaTests().entrar(Mundo())
        _ = app.tecla(.caractere("3"))
        _ = app.tecla(.caractere("h"))
        #expect(app.m.secaoDoPerfil == .historico)
        _ = app.atualizar(.para(FuncionalidadeDasListas.self, .historicoLido(.veio(PaginaDoHistorico(itens: [], proximoCursor: nil)), somar: false)))
        _ = app.tecla(.enter)
        #expect(app.m.mensagem?.texto == Textos.Listas.nadaSelecionado)
        let t = TurnoNoHistorico(id: Fx.id(900), vagaId: UUID(), situacao: .cumprido, funcao: .garcom,
                                 periodo: Periodo(inicio: Fx.h(-48), fim: Fx.h(-43)), bairro: "Asa Sul",
                                 valorAcordado: Dinheiro(centavos: 15000), estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"),
                                 profissional: ResumoDaConta(id: Fx.ana.id, nome: "Ana"), cancelamento: nil,
                                 avaliacaoDoProfissional: nil, avaliacaoDoContratante: nil)
        _ = app.atualizar(.para(FuncionalidadeDasListas.self, .historicoLido(.veio(PaginaDoHistorico(itens: [t], proximoCursor: nil)), somar: false)))
        _ = app.tecla(.enter)
        #expect(app.m.mensagem?.texto == Textos.Listas.detalheJaEmbaixo("Histórico de turnos"))
    }

    @Test func enterNosMembrosENaContaDizQueNaoAbreNada() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        for p in [Pagina.membros, .conta, .perfil] {
            guard let i = app.m.paginas.firstIndex(of: p) else { Issue.record("sem a aba \(p)"); continue }
            _ = app.tecla(.caractere(Character(String(i + 1))))
            app.m.mensagem = nil
            _ = app.tecla(.enter)
            #expect(app.m.mensagem?.texto.hasPrefix("Enter não abre nada em ") == true, "\(p)")
        }
    }

    @Test func telaAcordaNoMinutoCheio() {
        // O laço dorme até o prazo mais próximo; o minuto cheio é um deles (o atraso vira às :00).
        let minuto = Date(timeIntervalSinceReferenceDate: 60 * 29_000_000)
        #expect(AppFrila.proximoMinuto(minuto.addingTimeInterval(50)) == minuto.addingTimeInterval(60))
        #expect(AppFrila.proximoMinuto(minuto) == minuto.addingTimeInterval(60))
        #expect(AppFrila.proximoMinuto(minuto.addingTimeInterval(59.9)) == minuto.addingTimeInterval(60))
    }

    @Test func atrasoContaDoInicioComORelogioDaTela() {
        var m = Fx.modelo(Fx.bruno, .acompanhamento)
        m.pendentes = .conteudo([])
        m.alertas = .conteudo(Fx.painel)  // Eva começou meia hora antes de `agora`
        m.selecao[.acompanhamento] = 1
        #expect(Telas.desenhar(m, Self.tela).texto.contains("30 min de atraso"))
        // A tela aberta, ao vivo, sem nada que releia o painel: o número anda com o relógio.
        m.agora = m.agora.addingTimeInterval(47 * 60)
        let tela = Telas.desenhar(m, Self.tela).texto
        #expect(tela.contains("77 min de atraso") && !tela.contains("30 min de atraso"), "\(tela)")
        m.detalhe.abrir()
        #expect(Telas.desenhar(m, Self.tela).texto.contains("77 min de atraso, sem check-in."))
    }
}
