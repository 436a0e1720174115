import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

private func vaga(_ f: Funcao, _ estab: String, _ bairro: String, inicio: Double, valor: Int, dist: Double?) -> VagaDoFeed {
    VagaDoFeed(id: UUID(), funcao: f, periodo: Periodo(inicio: t0 + h(inicio), fim: t0 + h(inicio + 4)), valor: Dinheiro(centavos: valor),
               inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false), modo: .urgencia,
               estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: estab), bairro: bairro, distanciaMetros: dist,
               posicoesAbertas: 1, minhaCandidatura: nil)
}

struct FiltroDoFeedTests {
    let a = vaga(.garcom, "Bar do Cerrado", "Asa Sul", inicio: 1, valor: 15000, dist: 2300)
    let b = vaga(.bartender, "Sushi Asa Norte", "Asa Norte", inicio: 2, valor: 22050, dist: nil)
    let c = vaga(.recepcao, "Centro de Convenções", "Eixo Monumental", inicio: 3, valor: 9000, dist: 800)
    var todas: [VagaDoFeed] { [a, b, c] }

    @Test func casaComFuncaoEstabelecimentoOuBairroSemAcento() {
        #expect(FiltroDoFeed(texto: "asa").aplicar(todas).map(\.id) == [a.id, b.id])
        #expect(FiltroDoFeed(texto: "GARC").aplicar(todas).map(\.id) == [a.id])
        #expect(FiltroDoFeed(texto: "convencoes").aplicar(todas).map(\.id) == [c.id])
        #expect(FiltroDoFeed(texto: "asa bartender").aplicar(todas).map(\.id) == [b.id], "cada palavra casa com algum campo")
        #expect(FiltroDoFeed(texto: "  ").aplicar(todas).map(\.id) == todas.map(\.id))
        #expect(FiltroDoFeed(texto: "zzz").aplicar(todas).isEmpty)
    }

    @Test func ordensValorEDistanciaComSemDistanciaNoFim() {
        #expect(FiltroDoFeed(ordem: .valor).aplicar(todas).map(\.id) == [b.id, a.id, c.id])
        #expect(FiltroDoFeed(ordem: .distancia).aplicar(todas).map(\.id) == [c.id, a.id, b.id])
        #expect(FiltroDoFeed(ordem: .inicio).aplicar([c, a, b]).map(\.id) == [c.id, a.id, b.id], "início: a ordem do servidor")
    }

    @Test func invertidaViraAOrdemEASetaMasSemDistanciaFicaNoFim() {
        #expect(FiltroDoFeed(ordem: .valor, invertida: true).aplicar(todas).map(\.id) == [c.id, a.id, b.id])
        #expect(FiltroDoFeed(ordem: .distancia, invertida: true).aplicar(todas).map(\.id) == [a.id, c.id, b.id])
        #expect(FiltroDoFeed(ordem: .inicio, invertida: true).aplicar([c, a, b]).map(\.id) == [b.id, a.id, c.id])
        #expect(FiltroDoFeed(ordem: .valor).cabecalho(mostradas: 3, total: 3, digitando: false) == "ordem: valor ↓")
        #expect(FiltroDoFeed(ordem: .valor, invertida: true).cabecalho(mostradas: 3, total: 3, digitando: false) == "ordem: valor ↑")
        // A tecla da ordem começa a próxima no sentido inicial dela.
        #expect(FiltroDoFeed(ordem: .valor, invertida: true).comOrdemSeguinte == FiltroDoFeed(ordem: .distancia))
    }

    @Test func aOrdemDaUmaVoltaECabecalhoDizFiltroEOrdem() {
        #expect(OrdemDoFeed.inicio.seguinte == .valor && OrdemDoFeed.valor.seguinte == .distancia && OrdemDoFeed.distancia.seguinte == .inicio)
        let f = FiltroDoFeed(texto: "asa", ordem: .distancia)
        #expect(f.cabecalho(mostradas: 2, total: 3, digitando: false) == "filtro “asa” · 2 de 3 · ordem: distância ↑")
        #expect(FiltroDoFeed().cabecalho(mostradas: 3, total: 3, digitando: false) == "ordem: início ↑")
    }
}
