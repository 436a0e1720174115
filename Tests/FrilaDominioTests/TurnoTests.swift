import Foundation
import Testing
@testable import FrilaDominio

struct PresencaTests {
    @Test(arguments: [(0.0, TipoRegistro.geolocalizado), (199.9, .geolocalizado), (200.0, .geolocalizado),
                      (200.5, .manual), (201.0, .manual), (5_000.0, .manual)])
    func limiteDe200Metros(distancia: Double, tipo: TipoRegistro) {
        #expect(RegistroDePresenca.tipo(paraDistancia: distancia) == tipo)
    }

    @Test func semLocalizacaoOuDistanciaInvalidaViraManual() {
        #expect(RegistroDePresenca.tipo(paraDistancia: nil) == .manual)
        #expect(RegistroDePresenca.tipo(paraDistancia: .nan) == .manual)
        #expect(RegistroDePresenca.tipo(paraDistancia: -1) == .manual)
    }

    @Test func checkinAte200mVerificaAPresenca() throws {
        var t = turnoDeTeste()
        try t.registrarCheckin(distanciaMetros: 200, em: t0 + 120)
        #expect(t.checkin?.tipo == .geolocalizado)
        #expect(t.checkin?.em == t0 + 120)
        #expect(t.temPresencaVerificada())
        #expect(!t.aguardandoConfirmacao)
    }

    @Test func checkinA201mViraManualENaoERecusado() throws {
        var t = turnoDeTeste()
        try t.registrarCheckin(distanciaMetros: 201, em: t0)
        #expect(t.checkin?.tipo == .manual)
        #expect(t.checkin?.distanciaMetros == 201)
        #expect(t.verificacao == .pendente)
        #expect(!t.temPresencaVerificada())
        #expect(t.aguardandoConfirmacao)
    }

    @Test func checkinSemLocalizacaoViraManualPendente() throws {
        var t = turnoDeTeste()
        try t.registrarCheckin(distanciaMetros: nil, em: t0)
        #expect(t.checkin?.tipo == .manual && t.checkin?.distanciaMetros == nil)
        #expect(!t.temPresencaVerificada())
    }

    @Test func manualSoViraPresencaComConfirmacaoDoContratante() throws {
        var t = turnoDeTeste()
        try t.registrarCheckin(distanciaMetros: 200.5, em: t0)
        #expect(!t.temPresencaVerificada())
        try t.confirmarCheckinManual(em: t0 + 600)
        #expect(t.temPresencaVerificada())
        #expect(t.checkin?.confirmadoEm == t0 + 600)
        #expect(!t.aguardandoConfirmacao)
    }

    @Test func naoConfirmaGeolocalizadoNemSemCheckinNemDuasVezes() throws {
        var semCheckin = turnoDeTeste()
        #expect(throws: ErroDePresenca.naoEhManualPendente) { try semCheckin.confirmarCheckinManual(em: t0) }
        var geo = turnoDeTeste()
        try geo.registrarCheckin(distanciaMetros: 10, em: t0)
        #expect(throws: ErroDePresenca.naoEhManualPendente) { try geo.confirmarCheckinManual(em: t0) }
        var manual = turnoDeTeste()
        try manual.registrarCheckin(distanciaMetros: nil, em: t0)
        try manual.confirmarCheckinManual(em: t0)
        #expect(throws: ErroDePresenca.naoEhManualPendente) { try manual.confirmarCheckinManual(em: t0 + 1) }
    }

    @Test func checkoutExigeCheckin() throws {
        var t = turnoDeTeste()
        #expect(throws: ErroDePresenca.semCheckin) { try t.registrarCheckout(distanciaMetros: 10, em: t0) }
        try t.registrarCheckin(distanciaMetros: 10, em: t0)
        try t.registrarCheckout(distanciaMetros: 500, em: t0 + h(6))
        #expect(t.checkout?.tipo == .manual)
        #expect(t.temPresencaVerificada(), "o check-out não desfaz a presença verificada")
        #expect(throws: ErroDePresenca.checkoutJaFeito) { try t.registrarCheckout(distanciaMetros: 1, em: t0 + h(6)) }
    }

    @Test func checkinRepetidoOuEmTurnoCanceladoERecusado() throws {
        var t = turnoDeTeste()
        try t.registrarCheckin(distanciaMetros: 10, em: t0)
        #expect(throws: ErroDePresenca.checkinJaFeito) { try t.registrarCheckin(distanciaMetros: 10, em: t0) }
        var cancelado = turnoDeTeste(estado: .cancelada)
        #expect(throws: ErroDePresenca.turnoCancelado) { try cancelado.registrarCheckin(distanciaMetros: 10, em: t0) }
    }

    @Test func turnoQueTerminaSemProvaFicaNaoVerificado() throws {
        var semNada = turnoDeTeste()
        semNada.encerrarSemProva(agora: t0 + h(6) - 1)
        #expect(semNada.verificacao == .pendente, "antes do fim ainda não")
        semNada.encerrarSemProva(agora: t0 + h(6))
        #expect(semNada.verificacao == .naoVerificado)

        var manualSemConfirmar = turnoDeTeste()
        try manualSemConfirmar.registrarCheckin(distanciaMetros: nil, em: t0)
        manualSemConfirmar.encerrarSemProva(agora: t0 + h(7))
        #expect(manualSemConfirmar.verificacao == .naoVerificado)

        var geo = turnoDeTeste()
        try geo.registrarCheckin(distanciaMetros: 5, em: t0)
        geo.encerrarSemProva(agora: t0 + h(7))
        #expect(geo.verificacao == .verificado)
    }

    @Test func cancelamentoSoContaComoFaltaComMenosDe24h() {
        let t = turnoDeTeste()
        #expect(!t.cancelamentoContaComoFalta(agora: t0 - h(24)))
        #expect(t.cancelamentoContaComoFalta(agora: t0 - h(24) + 1))
        #expect(t.cancelamentoContaComoFalta(agora: t0 - h(1)))
        #expect(!t.cancelamentoContaComoFalta(agora: t0 - h(48)))
    }

    @Test func atrasoDepoisDe15MinutosSemCheckin() throws {
        let t = turnoDeTeste()
        #expect(!t.estaAtrasado(agora: t0 + 15 * 60))
        #expect(t.estaAtrasado(agora: t0 + 15 * 60 + 1))
        var comCheckin = t
        try comCheckin.registrarCheckin(distanciaMetros: nil, em: t0 + 60)
        #expect(!comCheckin.estaAtrasado(agora: t0 + h(1)))
    }

    @Test func minutosDeAtrasoContamDoInicioComORelogioDeQuemMostra() {
        let t = turnoDeTeste()
        // A conta do vagas_em_alerta: minutos inteiros desde o início, para baixo.
        #expect(t.minutosDeAtraso(agora: t0 + 77 * 60) == 77)
        #expect(t.minutosDeAtraso(agora: t0 + 77 * 60 + 59) == 77)
        #expect(t.minutosDeAtraso(agora: t0 + 47 * 60) == 47, "o mesmo turno, lido 30 min antes")
        #expect(t.minutosDeAtraso(agora: t0 - 60) == 0, "antes do início não há atraso")
        let a = PainelDeAlerta.TurnoAtrasado(turno: t)
        #expect(a.minutos(agora: t0 + 77 * 60) == 77, "o painel não guarda um número que envelhece")
    }
}

struct AvaliacaoTests {
    func verificado() throws -> Turno {
        var t = turnoDeTeste()
        try t.registrarCheckin(distanciaMetros: 50, em: t0)
        return t
    }

    @Test func antesDoFimPrevistoERecusada() throws {
        let t = try verificado()
        #expect(throws: Avaliacao.Recusa.antesDoFim) { try Avaliacao.verificarPermissao(turno: t, agora: t0 + h(6) - 1) }
        #expect(!t.podeSerAvaliado(agora: t0 + h(1)))
    }

    @Test func noFimPrevistoComPresencaVerificadaEPermitida() throws {
        let t = try verificado()
        try Avaliacao.verificarPermissao(turno: t, agora: t0 + h(6))
        #expect(t.podeSerAvaliado(agora: t0 + h(30)))
    }

    @Test func semPresencaVerificadaERecusada() throws {
        var manual = turnoDeTeste()
        try manual.registrarCheckin(distanciaMetros: 201, em: t0)
        #expect(throws: Avaliacao.Recusa.presencaNaoVerificada) {
            try Avaliacao.verificarPermissao(turno: manual, agora: t0 + h(7))
        }
        #expect(throws: Avaliacao.Recusa.presencaNaoVerificada) {
            try Avaliacao.verificarPermissao(turno: turnoDeTeste(), agora: t0 + h(7))
        }
        try manual.confirmarCheckinManual(em: t0 + 60)
        try Avaliacao.verificarPermissao(turno: manual, agora: t0 + h(7))
    }

    @Test func umaAvaliacaoPorTurnoELado() throws {
        var t = try verificado()
        t.minhaAvaliacao = true
        #expect(throws: Avaliacao.Recusa.jaAvaliado) { try Avaliacao.verificarPermissao(turno: t, agora: t0 + h(7)) }
    }

    @Test func codigosIguaisAosDoServidor() {
        #expect(Avaliacao.Recusa.antesDoFim.codigo == "antes_do_fim")
        #expect(Avaliacao.Recusa.presencaNaoVerificada.codigo == "presenca_nao_verificada")
    }

    @Test func avaliacaoESimOuNao() throws {
        let a = Avaliacao(turnoId: UUID(), lado: .contratante, chamariaDeNovo: false, em: t0)
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(a)) as! [String: Any]
        #expect(Set(json.keys) == ["turnoId", "lado", "chamariaDeNovo", "em"])
        #expect(json["chamariaDeNovo"] as? Bool == false)
    }
}

/// A frase da reputação ("6 de 7 chamariam de novo", "Sem histórico") é do catálogo:
/// FrilaApresentacaoTests/TextosDasFalhasTests.
struct ReputacaoTests {
    @Test func historicoEhTerAlgumaAvaliacao() {
        #expect(Reputacao(positivas: 0, total: 3, taxaComparecimento: 0.5, turnosConsiderados: 4).temHistorico())
    }

    @Test func semHistoricoNuncaZeroDeZero() {
        let r = Reputacao.semHistorico
        #expect(!r.temHistorico())
        #expect(r.taxaComparecimento == nil)
    }

    @Test func naoExisteMedia() {
        let nomes = Mirror(reflecting: Reputacao.semHistorico).children.compactMap(\.label)
        #expect(nomes == ["positivas", "total", "taxaComparecimento", "turnosConsiderados"])
        #expect(!nomes.contains("media"))
    }
}
