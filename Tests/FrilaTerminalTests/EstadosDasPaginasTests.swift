import Foundation
import Testing
@testable import FrilaTerminal

/// O estado que é só de uma página vive num valor por tipo, e o modelo continua comparável por ele.
struct EstadosDasPaginasTests {
    struct DeUmaPagina: EstadoDaPagina { var n = 0 }
    struct DeOutra: EstadoDaPagina { var texto = "" }

    @Test func umValorPorTipoComparadoPeloValor() {
        var a = EstadosDasPaginas(), b = EstadosDasPaginas()
        #expect(a[DeUmaPagina.self] == DeUmaPagina())
        a[DeUmaPagina.self].n = 2
        #expect(a != b)
        b[DeUmaPagina.self].n = 2
        #expect(a == b)
        b[DeOutra.self].texto = "x"
        #expect(a != b && a[DeOutra.self].texto.isEmpty, "um tipo não vê o outro")
        b[DeOutra.self].texto = ""
        #expect(a == b, "voltar ao inicial é o mesmo que nunca mexer")
    }

    @Test func oModeloMudaQuandoOEstadoDaPaginaMuda() {
        var m = ModeloApp(agora: Date(timeIntervalSince1970: 0))
        let antes = m
        m.filtrandoFeed = true
        #expect(m != antes)
        m.filtrandoFeed = false
        #expect(m == antes)
    }
}
