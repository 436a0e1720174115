import Testing
@testable import FrilaDados

/// O transporte HTTP/1.1 do cliente lê os cabeçalhos da resposta sem o Foundation: o valor
/// tem de sair sem os brancos opcionais (OWS: espaço e tab) das pontas, e só deles.
@Suite struct CabecalhosHTTP1Tests {
    @Test func valorSemEspacosNemTabsNasPontas() {
        #expect(TransporteHTTP1.semBrancos(" \t 42 \t") == "42")
        #expect(TransporteHTTP1.semBrancos("application/json") == "application/json")
    }

    @Test func brancosDoMeioFicam() {
        #expect(TransporteHTTP1.semBrancos("  Bearer error=\"invalid_token\", x  ") == "Bearer error=\"invalid_token\", x")
    }

    @Test func soBrancosViraVazio() {
        #expect(TransporteHTTP1.semBrancos(" \t ") == "")
        #expect(TransporteHTTP1.semBrancos("") == "")
    }

    @Test func quebraDeLinhaNaoEhBrancoOpcional() {
        // CR no fim já saiu na leitura da linha; se sobrar, não é OWS e continua no valor.
        #expect(TransporteHTTP1.semBrancos(" 5\r") == "5\r")
    }
}
