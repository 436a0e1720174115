import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// O cursor dos avisos do contratante: começa na abertura da sessão e só anda com o aviso
/// mais novo visto; a caixa inteira, a mais recente primeiro.
struct FuncionalidadeDosAvisosTests {
    static func aviso(_ tipo: TipoDeAviso = .posicaoTomada, em: Date) -> NotificacaoRecebida {
        .aviso(Aviso(id: UUID(), tipo: tipo, vagaId: UUID(), funcao: .garcom, inicio: t0 + h(3),
                     estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"), em: em, turnoId: UUID(),
                     candidaturaId: nil, profissional: ResumoDaConta(id: contaAna, nome: "Ana"), motivo: nil, contaComoFalta: nil))
    }

    func avisos(_ g: GestaoFalsa, _ conexao: ConexaoFalsa = ConexaoFalsa()) -> Executor<FuncionalidadeDosAvisos> {
        Executor(FuncionalidadeDosAvisos(caixa: g, conexao: conexao), estado: .init(desde: t0))
    }

    @Test func avisoDeAntesDaSessaoNaoContaEONovoSoVemUmaVez() async {
        let g = GestaoFalsa()
        await g.definir(notificacoes: [Self.aviso(.candidaturaNova, em: t0 - h(2)), Self.aviso(em: t0 + 30)])
        var a = avisos(g)
        await a.enviar(.buscarNovos)
        #expect(a.estado.novos.map(\.em) == [t0 + 30] && a.estado.novos.first?.tipo == .posicaoTomada)
        #expect(a.estado.corte == t0 + 30)
        await a.enviar(.buscarNovos)
        #expect(a.estado.novos.isEmpty, "o mesmo aviso não volta a ser novo")
    }

    /// Sem aviso nenhum ainda, o corte fica na abertura da sessão (não no instante de cada
    /// sondagem): o aviso que chega entre duas sondagens não fica para trás do corte.
    @Test func avisoEntreDuasSondagensChegaMesmoSemNenhumAntes() async {
        let g = GestaoFalsa()
        var a = avisos(g)
        await a.enviar(.buscarNovos)
        #expect(a.estado.novos.isEmpty && a.estado.corte == t0)
        await g.definir(notificacoes: [Self.aviso(em: t0 + 20)])
        await a.enviar(.buscarNovos)
        #expect(a.estado.novos.map(\.em) == [t0 + 20])
    }

    /// Relógio do backend parado (o testador fixa `frila.agora`): os avisos têm todos o mesmo
    /// instante, e o segundo, que chega depois do primeiro ser visto, ainda vem — uma vez só.
    @Test func avisosDoMesmoInstanteChegamComORelogioParado() async {
        let g = GestaoFalsa()
        let primeiro = Self.aviso(em: t0 + 60)
        await g.definir(notificacoes: [primeiro])
        var a = avisos(g)
        await a.enviar(.buscarNovos)
        #expect(a.estado.novos.count == 1)
        let segundo = Self.aviso(.turnoCancelado, em: t0 + 60)
        await g.definir(notificacoes: [primeiro, segundo])
        await a.enviar(.buscarNovos)
        #expect(a.estado.novos.map(\.tipo) == [.turnoCancelado], "o do mesmo instante chega; o já visto não volta")
        await a.enviar(.buscarNovos)
        #expect(a.estado.novos.isEmpty)
    }

    /// Duas sondagens que se cruzam (a segunda pedida antes de a primeira voltar) não repetem o aviso.
    @Test func respostaAtrasadaNaoRepeteAviso() {
        let f = FuncionalidadeDosAvisos(caixa: GestaoFalsa(), conexao: ConexaoFalsa())
        var e = FuncionalidadeDosAvisos.Estado(desde: t0)
        let n = Self.aviso(em: t0 + 10)
        _ = f.atualizar(&e, .chegaram([n], corte: t0))
        #expect(e.novos.count == 1)
        _ = f.atualizar(&e, .chegaram([n], corte: t0))
        #expect(e.novos.isEmpty && e.corte == t0 + 10)
    }

    @Test func semRedeASondagemNaoPergunta() async {
        let g = GestaoFalsa()
        await g.definir(notificacoes: [Self.aviso(em: t0 + 30)])
        var a = avisos(g, ConexaoFalsa(.offline))
        await a.enviar(.buscarNovos)
        #expect(a.estado.novos.isEmpty && a.estado.corte == t0)
        #expect(await g.chamadas.isEmpty)
    }

    @Test func caixaAMaisRecentePrimeiroVaziaOuSemRede() async {
        let g = GestaoFalsa()
        var a = avisos(g)
        await a.enviar(.carregarCaixa)
        #expect(a.estado.caixa == .vazio(Textos.semNotificacoes))
        let velha = Self.aviso(em: t0 - h(1)), nova = Self.aviso(.checkinManual, em: t0 + h(1))
        await g.definir(notificacoes: [velha, nova])
        await a.enviar(.carregarCaixa)
        #expect(a.estado.caixa == .conteudo([nova, velha]))
        var off = avisos(g, ConexaoFalsa(.offline))
        await off.enviar(.carregarCaixa)
        #expect(off.estado.caixa.falha == .semConexao && off.estado.caixa.mensagem == Mensagens.semConexao)
    }
}
