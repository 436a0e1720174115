import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// A caixa da TUI: o que já virou faixa fica guardado (reabrir não repete), lido é o mesmo
/// estado do `frila avisos`, o que chegou com o programa fechado não toca, e a leitura pedida
/// pela pessoa que falha tem desfecho.
struct FuncionalidadeDaCaixaTests {
    static func aviso(_ tipo: TipoDeAviso = .turnoCancelado, em: Date) -> NotificacaoRecebida {
        .aviso(Aviso(id: UUID(), tipo: tipo, vagaId: UUID(), funcao: .garcom, inicio: t0 + h(3),
                     estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"), em: em, turnoId: UUID(),
                     candidaturaId: nil, profissional: ResumoDaConta(id: contaAna, nome: "Ana"), motivo: nil, contaComoFalta: nil))
    }

    func caixa(_ g: GestaoFalsa, _ vistos: any AvisosVistos, abertaEm: Date = t0) -> Executor<FuncionalidadeDaCaixa> {
        Executor(FuncionalidadeDaCaixa(conta: contaAna, caixa: g, vistos: vistos, conexao: ConexaoFalsa(), abertaEm: abertaEm),
                 estado: .init())
    }

    @Test func anunciadoNuncaVoltaNemReabrindo() async {
        let g = GestaoFalsa()
        let vistos = AvisosVistosNaMemoria()
        let antigo = Self.aviso(.candidaturaEscolhida, em: t0 - h(2))
        let novo = Self.aviso(em: t0 + 30)
        await g.definir(notificacoes: [antigo, novo])
        var c = caixa(g, vistos)
        await c.enviar(.carregar())
        #expect(c.estado.novos.map(\.id) == [antigo.id, novo.id], "o mais antigo primeiro")
        #expect(c.estado.deAntes == [antigo.id], "o de antes de abrir não toca; o que chegou depois, sim")
        #expect(c.estado.naoLidos == 2)
        await c.enviar(.carregar())
        #expect(c.estado.novos.isEmpty, "a mesma sessão não anuncia de novo")

        // Reabrir: outra sessão, o mesmo aparelho.
        var reaberta = caixa(g, vistos, abertaEm: t0 + h(1))
        await reaberta.enviar(.carregar())
        #expect(reaberta.estado.novos.isEmpty, "reabrir não repete faixa nem campainha")
        #expect(reaberta.estado.naoLidos == 2, "anunciado não é lido")
    }

    @Test func lidoFicaGuardadoEOLidoNaoViraFaixa() async {
        let g = GestaoFalsa()
        let vistos = AvisosVistosNaMemoria()
        let a = Self.aviso(em: t0 + 30)
        let b = Self.aviso(.checkinConfirmado, em: t0 + 40)
        await g.definir(notificacoes: [a])
        var c = caixa(g, vistos)
        await c.enviar(.carregar())
        await c.enviar(.marcarLido(a.id))
        #expect(await vistos.vistos(conta: contaAna, entre: [a.id]) == [a.id], "o mesmo estado do frila avisos")
        // Lido no `frila avisos` antes de a TUI ver: não vira faixa.
        await vistos.marcarVistos(conta: contaAna, [b.id])
        await g.definir(notificacoes: [a, b])
        await c.enviar(.carregar())
        #expect(c.estado.novos.isEmpty && c.estado.naoLidos == 0)
        #expect(c.estado.itens.valor?.map(\.id) == [b.id, a.id], "o mais novo primeiro")
    }

    @Test func marcarTodosGuardaTodos() async {
        let g = GestaoFalsa()
        let vistos = AvisosVistosNaMemoria()
        let l = [Self.aviso(em: t0 + 1), Self.aviso(em: t0 + 2)]
        await g.definir(notificacoes: l)
        var c = caixa(g, vistos)
        await c.enviar(.carregar())
        await c.enviar(.marcarTodosLidos)
        #expect(await vistos.vistos(conta: contaAna, entre: l.map(\.id)) == Set(l.map(\.id)))
    }

    @Test func falhaDoServidorFicaNoEstadoESoAPedidaTemDesfecho() async {
        let g = GestaoFalsa()
        await g.definir(erro: .servidorComProblema)
        var c = caixa(g, AvisosVistosNaMemoria())
        await c.enviar(.carregar())
        #expect(c.estado.falha != nil && c.desfechos.isEmpty, "a leitura de fundo não fala na linha de status")
        await c.enviar(.carregar(pedida: true))
        #expect(c.desfechos.last?.severidade == .erro)
        #expect(c.desfechos.last?.frase.hasPrefix("Não atualizou: ") == true)
        await g.definir(erro: nil)
        await c.enviar(.carregar())
        #expect(c.estado.falha == nil, "veio de novo: a falha sai")
    }

    @Test func textoDoAvisoLevaODiaQuandoNaoEHoje() {
        let amanha = Aviso(id: UUID(), tipo: .turnoCancelado, vagaId: UUID(), funcao: .garcom, inicio: t0 + h(25),
                           estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar"), em: t0, turnoId: UUID(),
                           candidaturaId: nil, profissional: nil, motivo: nil, contaComoFalta: nil, canceladoPor: .contratante)
        let texto = Textos.Caixa.texto(.aviso(amanha), hoje: t0)
        #expect(texto.contains(Formatacao.dataHora(t0 + h(25), hoje: t0)), "\(texto)")
    }
}
