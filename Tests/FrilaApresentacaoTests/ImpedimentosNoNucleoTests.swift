import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// O "por que não" de cada ação é do domínio, e o núcleo o pergunta antes de ir ao servidor: a
/// tecla, o rodapé e o comando sem tela que mandam a mesma ação recebem a mesma recusa.
struct ImpedimentosNoNucleoTests {
    func vagas(_ turnos: TurnosFalsos) -> Executor<FuncionalidadeDasVagas> {
        Executor(FuncionalidadeDasVagas(PortasDoContratante(conta: contaAna, vagas: VagasFalsas(), turnos: turnos, fila: FilaFalsa(agora: t0),
                                                            conexao: ConexaoFalsa(), relogio: RelogioFixo(t0))), estado: .init())
    }

    @Test func contratanteNaoCancelaTurnoQueJaTerminouNemVaiAoServidor() async {
        let turnos = TurnosFalsos()
        var e = vagas(turnos)
        let t = turno(inicio: t0 - h(8), duracao: h(6))
        let i = t.impedimento(.cancelar, agora: t0, conectado: true)
        #expect(i == .jaTerminou)
        let d = await e.enviar(.cancelarTurno(t, motivo: "chuva"))
        guard case .recusada(.recusa(let chave, let frase), _)? = d?.resultado else { Issue.record("devia recusar: \(String(describing: d))"); return }
        #expect(chave == "turno_encerrado")
        #expect(frase == Textos.impedimento(.jaTerminou, quemLe: .contratante, hoje: t0), "a frase do rodapé e da tecla x")
        #expect(await turnos.chamadas.isEmpty)
    }

    @Test func confirmacaoSoDoCheckinManualPendente() {
        let manual = RegistroDePresenca(em: t0, tipo: .manual, distanciaMetros: nil)
        #expect(turno(checkin: manual).impedimentoDaConfirmacao == nil)
        #expect(turno().impedimentoDaConfirmacao == .semCheckin)
        #expect(turno(checkin: RegistroDePresenca(em: t0, tipo: .geolocalizado, distanciaMetros: 20)).impedimentoDaConfirmacao == .checkinNoLocal)
        var confirmado = manual
        confirmado.confirmadoEm = t0
        #expect(turno(checkin: confirmado).impedimentoDaConfirmacao == .jaConfirmado)
        let t = turno(checkin: manual)
        let cancelado = Turno(id: t.id, vagaId: t.vagaId, posicaoId: t.posicaoId, estado: .cancelada, vaga: t.vaga, valorAcordado: t.valorAcordado,
                              estabelecimento: t.estabelecimento, profissional: t.profissional, checkin: manual)
        #expect(cancelado.impedimentoDaConfirmacao == .turnoCancelado)
        #expect(Textos.impedimento(ImpedimentoDaConfirmacao.jaConfirmado) == Textos.PorQueNao.checkinJaConfirmado)
    }

    @Test func vagaComecadaOuEncerradaNaoSeCancela() {
        let andamento = Vaga(id: UUID(), funcao: .garcom, periodo: Periodo(inicio: t0 - h(1), fim: t0 + h(3)),
                             local: Local(endereco: "SCLN 408", ponto: pontoDoBar), valor: Dinheiro(centavos: 12000),
                             inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false), modo: .urgencia,
                             estado: .encerrada, posicoesTotal: 1, posicoesAbertas: 0)
        #expect(andamento.impedimentoDoCancelamento(agora: t0) == .emAndamento)
        #expect(andamento.impedimentoDoCancelamento(agora: t0 + h(4)) == .jaEsta(.encerrada))
    }
}

/// O turno fora da lista (janela, teto) entra pelo id pela ação do núcleo, não por uma carga que
/// o comando sem tela montaria à mão.
@MainActor
struct TurnoForaDaListaTests {
    @Test func incluirBuscaPeloIdSoComAListaDoServidor() async {
        var m = TurnosTests.Montagem()
        let na = turno(inicio: t0 + h(2)), fora = turno(inicio: t0 + h(24 * 40))
        await m.turnos.definir(lista: [na])
        await m.turnos.definir(pendentes: [fora])
        await m.carregar()
        #expect(m.turno(fora.id) == nil)
        await m.t.enviar(.incluir(fora.id))
        #expect(m.turno(fora.id)?.turno == fora)
        #expect(m.turno(na.id) != nil, "a lista continua")
        let antes = await m.turnos.chamadas.count
        await m.t.enviar(.incluir(fora.id))
        #expect(await m.turnos.chamadas.count == antes, "já está: não vai de novo ao servidor")
    }

    @Test func semRedeNaoBusca() async {
        var m = TurnosTests.Montagem(.offline)
        await m.carregar()
        await m.t.enviar(.incluir(UUID()))
        #expect(await !m.turnos.chamadas.contains("turnoPorId"))
    }
}
