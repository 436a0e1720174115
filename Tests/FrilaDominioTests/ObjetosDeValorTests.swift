import Foundation
import Synchronization
import Testing
@testable import FrilaDominio

struct DinheiroTests {
    @Test(arguments: [
        (0, "R$ 0,00"), (1, "R$ 0,01"), (10, "R$ 0,10"), (99, "R$ 0,99"), (100, "R$ 1,00"),
        (12000, "R$ 120,00"), (100000, "R$ 1.000,00"), (123456, "R$ 1.234,56"),
        (100000000, "R$ 1.000.000,00"), (123456789012, "R$ 1.234.567.890,12"), (-12050, "-R$ 120,50"),
    ])
    func descricaoPtBR(centavos: Int, esperado: String) {
        #expect(Dinheiro(centavos: centavos).descricao == esperado)
    }

    @Test func descricaoDoMaiorValor() {
        #expect(Dinheiro(centavos: Int.max).descricao == "R$ 92.233.720.368.547.758,07")
        #expect(Dinheiro(centavos: Int.min).descricao == "-R$ 92.233.720.368.547.758,08")
    }

    @Test func comparavelPorCentavos() {
        #expect(Dinheiro(centavos: 11999) < Dinheiro(centavos: 12000))
        #expect(Dinheiro(centavos: 12000) == Dinheiro(centavos: 12000))
        #expect([Dinheiro(centavos: 5), Dinheiro(centavos: 1), .zero].max() == Dinheiro(centavos: 5))
        #expect(Dinheiro(centavos: 50) + Dinheiro(centavos: 70) == Dinheiro(centavos: 120))
    }

    @Test(arguments: [
        ("120", 12000), ("120,5", 12050), ("120,05", 12005), ("1.234,56", 123456), ("R$ 80,00", 8000), ("0,01", 1),
    ])
    func interpretaSemPontoFlutuante(texto: String, centavos: Int) {
        #expect(Dinheiro.interpretar(texto) == Dinheiro(centavos: centavos))
    }

    @Test(arguments: ["", "abc", "12,345", "1,2,3", "-5", "12.5x", "R$", "120.5", "1.23,00", ".123"])
    func recusaTextoQueNaoEhValor(texto: String) {
        #expect(Dinheiro.interpretar(texto) == nil)
    }

    @Test func codificaComoCentavosInteiros() throws {
        let json = String(decoding: try JSONEncoder().encode(Dinheiro(centavos: 12000)), as: UTF8.self)
        #expect(json == #"{"centavos":12000}"#)
    }
}

struct CoordenadaTests {
    @Test func distanciaZeroParaOMesmoPonto() {
        #expect(pontoDoBar.distancia(ate: pontoDoBar) == 0)
    }

    @Test func umGrauDeLatitudeTemCercaDe111km() {
        let a = Coordenada(latitude: 0, longitude: 0), b = Coordenada(latitude: 1, longitude: 0)
        #expect(abs(a.distancia(ate: b) - 111_195) < 10)
    }

    @Test func distanciaConhecidaEmBrasiliaESimetrica() {
        // Esplanada → Torre de TV: ~2,4 km
        let esplanada = Coordenada(latitude: -15.7998, longitude: -47.8645)
        let torre = Coordenada(latitude: -15.7906, longitude: -47.8923)
        let d = esplanada.distancia(ate: torre)
        #expect(d > 2_900 && d < 3_300)
        #expect(abs(d - torre.distancia(ate: esplanada)) < 1e-6)
    }

    @Test func distanciaCurtaEmMetros() {
        // 0,0018° de latitude ≈ 200 m
        let perto = Coordenada(latitude: pontoDoBar.latitude + 0.0018, longitude: pontoDoBar.longitude)
        #expect(abs(pontoDoBar.distancia(ate: perto) - 200.15) < 0.5)
    }

    @Test func interpretaLatLng() {
        #expect(Coordenada.interpretar("-15.79, -47.88") == Coordenada(latitude: -15.79, longitude: -47.88))
        #expect(Coordenada.interpretar("91,0") == nil)
        #expect(Coordenada.interpretar("sem localização") == nil)
    }
}

struct PeriodoTests {
    let p = Periodo(inicio: t0, fim: t0 + h(4))

    @Test func pontasQueSeTocamNaoSobrepoem() {
        #expect(!p.sobrepoe(Periodo(inicio: t0 + h(4), fim: t0 + h(8))))
        #expect(!p.sobrepoe(Periodo(inicio: t0 - h(2), fim: t0)))
    }

    @Test func sobreposicaoParcialContidaEIgual() {
        #expect(p.sobrepoe(Periodo(inicio: t0 + h(3), fim: t0 + h(5))))
        #expect(p.sobrepoe(Periodo(inicio: t0 + h(1), fim: t0 + h(2))))
        #expect(p.sobrepoe(Periodo(inicio: t0 - h(1), fim: t0 + h(9))))
        #expect(p.sobrepoe(p))
        #expect(p.sobrepoe(Periodo(inicio: t0 + h(4) - 1, fim: t0 + h(5))))
    }

    @Test func disjuntosNaoSobrepoem() {
        #expect(!p.sobrepoe(Periodo(inicio: t0 + h(10), fim: t0 + h(12))))
    }

    @Test func validadeEDuracao() {
        #expect(p.valido && p.duracao == h(4))
        #expect(!Periodo(inicio: t0, fim: t0).valido)
    }
}

struct EnumeracoesTests {
    @Test func valoresCrusIguaisAosDoBanco() {
        #expect(Verificacao.naoVerificado.rawValue == "nao_verificado")
        #expect(TipoOcorrencia.revisaoDespacho.rawValue == "revisao_despacho")
        #expect(MotivoDenuncia.riscoSeguranca.rawValue == "risco_seguranca")
        #expect(ModoPreenchimento.allCases.map(\.rawValue) == ["urgencia", "selecao"])
        #expect(EstadoVaga.allCases.map(\.rawValue) == ["publicada", "preenchida", "encerrada", "cancelada"])
        #expect(EstadoPosicao.allCases.map(\.rawValue) == ["aberta", "confirmada", "cumprida", "cancelada"])
        #expect(EstadoCandidatura.allCases.map(\.rawValue) == ["pendente", "aceita", "recusada", "retirada", "expirada", "encerrada_por_edicao"])
        #expect(EstadoEntrega.allCases.map(\.rawValue) == ["pendente", "enviada", "entregue", "falhou"])
        #expect(PerfilConta.allCases.map(\.rawValue) == ["profissional", "contratante"])
        #expect(PapelMembro.allCases.map(\.rawValue) == ["administrador", "operador"])
        #expect(TipoRegistro.allCases.map(\.rawValue) == ["geolocalizado", "manual"])
        #expect(TipoOcorrencia.allCases.count == 6)
    }

    @Test func funcaoConhecidaEDesconhecida() throws {
        #expect(Funcao(rawValue: "equipe_evento") == .equipeEvento)
        #expect(Funcao.conhecidas.map(\.rawValue) == ["garcom", "bartender", "equipe_evento", "recepcao", "cozinha"])
        let f = try JSONDecoder().decode([Funcao].self, from: Data(#"["garcom","sommelier"]"#.utf8))
        #expect(f == [.garcom, .outra("sommelier")])
        #expect(String(decoding: try JSONEncoder().encode(f), as: UTF8.self) == #"["garcom","sommelier"]"#)
    }

    @Test func regrasAjustaveisNumLugarSo() {
        #expect(Regras.raioDeDespachoMetros == 15_000)
        #expect(Regras.raioDeCheckinMetros == 200)
        #expect(Regras.tetoDeNotificacao == 30 * 60)
        #expect(Regras.antecedenciaDeAlertaPadrao == 3 * 3600)
        #expect(Regras.antecedenciaMinimaSelecao == 24 * 3600)
        #expect(Regras.validadeDoCache == 24 * 3600)
        #expect(Regras.toleranciaDeAtraso == 15 * 60)
        #expect(Regras.tetoDoBackoff <= 60)
    }

    @Test func relogioFixoNaoAnda() {
        let r = RelogioFixo(t0)
        #expect(r.agora == t0 && r.agora == t0)
        #expect(abs(RelogioDoSistema().agora.timeIntervalSinceNow) < 5)
    }

    @Test func relogioDeslocadoParteDoInstanteEscolhidoEAnda() {
        let base = RelogioDeTeste(t0)
        let r = RelogioDeslocado(partindoDe: t0 - h(30), base: base)
        #expect(r.agora == t0 - h(30))
        base.avancar(90)
        #expect(r.agora == t0 - h(30) + 90, "anda junto com o relógio de base")
    }
}

/// Relógio de base ajustável (sem sleep), para ver o deslocado andar.
final class RelogioDeTeste: Relogio {
    private let t: Mutex<Date>
    init(_ d: Date) { t = Mutex(d) }
    var agora: Date { t.withLock { $0 } }
    func avancar(_ s: TimeInterval) { t.withLock { $0 += s } }
}
