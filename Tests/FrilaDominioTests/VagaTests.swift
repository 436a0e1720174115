import Foundation
import Testing
@testable import FrilaDominio

struct VagaTests {
    func vaga(inicio: Date, modo: ModoPreenchimento = .selecao, abertas: Int = 1, antecedencia: TimeInterval = h(3)) -> Vaga {
        Vaga(id: UUID(), funcao: .bartender, periodo: Periodo(inicio: inicio, fim: inicio + h(5)),
             local: Local(endereco: "SCLN 408", ponto: pontoDoBar), valor: Dinheiro(centavos: 15000),
             inclusos: Inclusos(refeicao: true, transporte: true, exigeMaterialProprio: false), modo: modo,
             antecedenciaAlerta: antecedencia, posicoesTotal: 2, posicoesAbertas: abertas)
    }

    @Test func selecaoExigePeloMenos24h() {
        #expect(vaga(inicio: t0 + h(24)).aceitaModoSelecao(agora: t0))
        #expect(!vaga(inicio: t0 + h(24) - 1).aceitaModoSelecao(agora: t0))
        #expect(vaga(inicio: t0 + h(72)).aceitaModoSelecao(agora: t0))
        #expect(!vaga(inicio: t0 + h(2)).aceitaModoSelecao(agora: t0))
    }

    @Test func emAlertaDentroDaAntecedenciaComPosicaoAberta() {
        #expect(vaga(inicio: t0 + h(3)).emAlerta(agora: t0))
        #expect(!vaga(inicio: t0 + h(3) + 1).emAlerta(agora: t0))
        #expect(!vaga(inicio: t0 + h(1), abertas: 0).emAlerta(agora: t0))
        #expect(vaga(inicio: t0 + h(5), antecedencia: h(6)).emAlerta(agora: t0))
        #expect(!vaga(inicio: t0 - 1).emAlerta(agora: t0), "já começou")
    }

    @Test func padraoDoAlertaE3Horas() {
        let v = Vaga(id: UUID(), funcao: .garcom, periodo: Periodo(inicio: t0, fim: t0 + h(1)),
                     local: Local(endereco: "x", ponto: pontoDoBar), valor: Dinheiro(centavos: 1),
                     inclusos: Inclusos(refeicao: false, transporte: false, exigeMaterialProprio: false),
                     modo: .urgencia, posicoesTotal: 1, posicoesAbertas: 1)
        #expect(v.antecedenciaAlerta == h(3))
    }
}

struct RascunhoDeVagaTests {
    func completo() -> RascunhoDeVaga {
        RascunhoDeVaga(funcao: .garcom, inicio: t0 + h(48), fim: t0 + h(54), valor: Dinheiro(centavos: 12000),
                       refeicao: true, transporte: false, exigeMaterialProprio: false, modo: .selecao,
                       posicoes: 2, endereco: "SCLN 408 Bloco A", ponto: pontoDoBar)
    }

    @Test func completoViraNovaVaga() throws {
        let r = completo().validar(agora: t0)
        let v = try r.get()
        #expect(v.valor.centavos == 12000)
        #expect(v.inclusos == Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false))
        #expect(v.antecedenciaAlerta == Regras.antecedenciaDeAlertaPadrao)
        #expect(v.posicoes == 2)
    }

    @Test func inclusoSemRespostaECampoFaltando() {
        var r = completo()
        r.refeicao = nil
        r.exigeMaterialProprio = nil
        #expect(r.problemas(agora: t0) == [.campoObrigatorio(.refeicao), .campoObrigatorio(.exigeMaterialProprio)])
        guard case .failure(let e) = r.validar(agora: t0) else { Issue.record("devia falhar"); return }
        #expect(e.problemas.count == 2)
    }

    @Test func rascunhoVazioListaTudoNaOrdem() {
        let p = RascunhoDeVaga(posicoes: nil).problemas(agora: t0)
        #expect(p.count == 11)
        #expect(p.first == .campoObrigatorio(.funcao))
        #expect(p.allSatisfy { $0.codigo == "campo_obrigatorio" })
    }

    @Test func selecaoComMenosDe24hERecusada() {
        var r = completo()
        r.inicio = t0 + h(23)
        r.fim = t0 + h(30)
        #expect(r.problemas(agora: t0) == [.selecaoComMenosDe24h])
        #expect(ProblemaDaVaga.selecaoComMenosDe24h.codigo == "selecao_com_menos_de_24h")
        r.modo = .urgencia
        #expect(r.problemas(agora: t0).isEmpty)
    }

    @Test func valorZeroEPeriodoInvertidoSaoInvalidos() {
        var r = completo()
        r.valor = .zero
        r.fim = r.inicio
        #expect(r.problemas(agora: t0) == [.periodoInvalido, .valorInvalido])
    }

    @Test func inicioNoPassadoEPosicoesZero() {
        var r = completo()
        r.modo = .urgencia
        r.inicio = t0 - 60
        r.fim = t0 + 4 * 3600
        r.posicoes = 0
        #expect(r.problemas(agora: t0) == [.inicioNoPassado, .posicoesInvalidas], "diz qual parte está errada: o início")
    }

    @Test func turnoAlemDaDuracaoMaximaEInvalido() {
        var r = completo()
        r.fim = r.inicio.map { $0 + Regras.duracaoMaximaDoTurno + 60 }
        #expect(r.problemas(agora: t0) == [.turnoLongoDemais])
        r.fim = r.inicio.map { $0 + Regras.duracaoMaximaDoTurno }
        #expect(r.problemas(agora: t0).isEmpty)
    }

    @Test func enderecoEmBrancoFalta() {
        var r = completo()
        r.endereco = "   "
        #expect(r.problemas(agora: t0) == [.campoObrigatorio(.endereco)])
    }
}

struct ResultadosTests {
    @Test func perderACorridaEUmCasoNaoUmErro() {
        let r: ResultadoDaCandidatura = .vagaPreenchida(em: t0)
        switch r {
        case .vagaPreenchida(let em): #expect(em == t0)
        default: Issue.record("caso errado")
        }
        #expect(ResultadoConfirmacao.jaPreenchida(em: nil) != .inelegivel(motivo: "x"))
    }

    @Test func candidaturaNaoEAcaoDaFila() {
        // Os quatro tipos da fila; "candidatar" não existe como ação.
        let tipos = [AcaoOffline.registrarCheckin(turno: UUID(), distanciaMetros: nil, em: t0),
                     .registrarCheckout(turno: UUID(), distanciaMetros: 1, em: t0),
                     .avaliar(turno: UUID(), chamariaDeNovo: true), .confirmarCheckinManual(turno: UUID())].map(\.tipo)
        #expect(tipos == ["registrarCheckin", "registrarCheckout", "avaliar", "confirmarCheckinManual"])
    }

    @Test func acaoGuardaOMomentoDoToqueEmJSON() throws {
        let id = UUID()
        let a = AcaoOffline.registrarCheckin(turno: id, distanciaMetros: 12.5, em: t0)
        let volta = try JSONDecoder().decode(AcaoOffline.self, from: JSONEncoder().encode(a))
        #expect(volta == a)
        #expect(volta.turnoId == id)
    }
}
