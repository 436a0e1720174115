import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

private func vaga(total: Int, abertas: Int, preenchidas: Int? = nil, posicoes: [Posicao] = [],
                  candidaturas: [Candidatura] = [], ninguem: Bool? = nil) -> Vaga {
    Vaga(id: UUID(), funcao: .garcom, periodo: Periodo(inicio: t0 + h(30), fim: t0 + h(35)),
         local: Local(endereco: "SCLS 405, Asa Sul", ponto: Coordenada(latitude: -15.81, longitude: -47.89)),
         valor: Dinheiro(centavos: 15000), inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false),
         modo: .selecao, posicoesTotal: total, posicoesAbertas: abertas, posicoesPreenchidas: preenchidas,
         posicoes: posicoes, candidaturas: candidaturas, ninguemAlcancado: ninguem)
}

private func candidato(_ nome: String, _ i: ImpedimentoDaEscolha? = nil) -> Candidatura {
    Candidatura(id: UUID(), estado: .pendente, em: t0, profissional: Profissional(id: UUID(), nome: nome, reputacao: .semHistorico),
                impedimento: i)
}

struct ContagensDaVagaTests {
    @Test func preenchidasVemDoServidorENaoDaConta() {
        // O servidor diz 1 de 1 (a cancelada na edição não conta): total − abertas daria outra coisa.
        #expect(vaga(total: 1, abertas: 0, preenchidas: 0).posicoesPreenchidas == 0)
    }

    @Test func semONumeroDoServidorContaPelasPosicoes() {
        let ps = [Posicao(id: UUID(), estado: .aberta, turno: nil), Posicao(id: UUID(), estado: .cancelada, turno: nil)]
        let v = vaga(total: 2, abertas: 1, posicoes: ps)
        #expect(v.posicoesPreenchidas == 0, "a posição cancelada não é preenchida")
    }

    @Test func despachoContaOsPendentesDaVagaLida() {
        let d = DespachoDaVaga(vagaId: UUID(), estado: .publicada, levaAtual: 1, proximaLevaEm: nil, posicoesTotal: 1,
                               posicoesAbertas: 1, emAlerta: false, levas: [],
                               totais: NumerosDoDespacho(incluidos: 2, retidos: 0, avisados: 2, entregues: 0, falhas: 0),
                               candidaturas: ContagemDeCandidaturas(total: 0, pendentes: 0, aceitas: 0, recusadas: 0, retiradas: 0, expiradas: 0))
        #expect(Textos.despacho(d).contains("0 candidatos pendentes"))
        #expect(Textos.despacho(d, pendentes: 2).contains("2 candidatos pendentes"))
    }

    @Test func publicadaSemNinguemAlcancadoDizNaHoraEComoErro() {
        let v = vaga(total: 1, abertas: 1, ninguem: true)
        let d = Desfecho(.publicarVaga(vaga: v), .enviada(nil))
        #expect(d.frase.hasPrefix("Ninguém alcançado: a vaga vai falhar."))
        #expect(d.severidade == .erro && d.deuCerto)
        let ok = Desfecho(.publicarVaga(vaga: vaga(total: 1, abertas: 1, ninguem: false)), .enviada(nil))
        #expect(!ok.frase.contains("alcançado") && ok.severidade == .sucesso)
    }

    @Test func candidatoImpedidoNaoVaiAoServidor() async throws {
        let vagas = VagasFalsas()
        let bloqueou = candidato("Rui", .bloqueio), livre = candidato("Lia")
        await vagas.definir(minhas: [vaga(total: 1, abertas: 1, candidaturas: [livre, bloqueou])])
        var v = Executor(FuncionalidadeDasVagas(PortasDoContratante(conta: contaAna, vagas: vagas, turnos: TurnosFalsos(),
                                                                    fila: FilaFalsa(agora: t0), conexao: ConexaoFalsa(),
                                                                    relogio: RelogioFixo(t0))), estado: .init())
        await v.enviar(.carregar)
        let d = try #require(await v.enviar(.escolherCandidato(bloqueou.id)))
        #expect(d.resultado == .recusada(.escolhaImpedida(.bloqueio), item: nil))
        #expect(d.frase == "Há um bloqueio entre este profissional e o seu estabelecimento.")
        #expect(!(await vagas.chamadas.contains("escolher")), "a recusa é a mesma do servidor: nem sai")
        _ = await v.enviar(.escolherCandidato(livre.id))
        #expect(await vagas.chamadas.contains("escolher"))
        #expect(!bloqueou.escolhivel && livre.escolhivel)
    }

    @Test func codigoDesconhecidoNaoSeEscolheMesmoAssim() {
        let i = ImpedimentoDaEscolha(codigo: "regra_nova")
        #expect(i == .outro("regra_nova") && i.codigo == "regra_nova")
        #expect(!candidato("X", i).escolhivel)
        #expect(!Textos.impedimentoDaEscolha(i).isEmpty)
    }
}
