import Foundation
import Testing
@testable import FrilaDominio

/// Os limites do que uma pessoa manda valem no domínio antes da rede, com as mesmas chaves do SQL.
struct LimitesDaVagaTests {
    func urgente() -> RascunhoDeVaga {
        RascunhoDeVaga(funcao: .garcom, inicio: t0 + h(48), fim: t0 + h(54), valor: Dinheiro(centavos: 12000),
                       refeicao: true, transporte: false, exigeMaterialProprio: false, modo: .urgencia,
                       posicoes: 2, endereco: "SCLN 408 Bloco A", ponto: pontoDoBar)
    }

    @Test func inicioAlemDoHorizonteERecusado() {
        var r = urgente()
        r.inicio = t0 + Limites.horizonteDoInicio + 60
        r.fim = r.inicio! + h(6)
        #expect(r.problemas(agora: t0) == [.inicioAlemDoHorizonte])
        #expect(ProblemaDaVaga.inicioAlemDoHorizonte.codigo == "fora_do_limite")
        r.inicio = t0 + Limites.horizonteDoInicio
        r.fim = r.inicio! + h(6)
        #expect(r.problemas(agora: t0).isEmpty)
    }

    @Test func turnoDeDezAnosERecusado() {
        var r = urgente()
        r.fim = r.inicio! + 10 * 365 * 86_400
        #expect(r.problemas(agora: t0) == [.turnoLongoDemais])
        r.fim = r.inicio! + Limites.duracaoMaximaDoTurno
        #expect(r.problemas(agora: t0).isEmpty)
    }

    @Test func valorAcimaDoMaximoERecusado() {
        var r = urgente()
        r.valor = Dinheiro(centavos: 2_100_000_000)
        #expect(r.problemas(agora: t0) == [.valorAcimaDoMaximo])
        r.valor = Dinheiro(centavos: Limites.valorMaximoCentavos)
        #expect(r.problemas(agora: t0).isEmpty)
    }

    @Test func antecedenciaAcimaDoMaximoERecusada() {
        var r = urgente()
        r.antecedenciaAlerta = Double(Int32.max) * 60
        #expect(r.problemas(agora: t0) == [.antecedenciaAcimaDoMaximo])
        r.antecedenciaAlerta = .nan
        #expect(r.problemas(agora: t0) == [.antecedenciaInvalida])
    }

    @Test func posicoesAcimaDoMaximo() {
        var r = urgente()
        r.posicoes = Limites.posicoesMaximas + 1
        #expect(r.problemas(agora: t0) == [.posicoesInvalidas])
    }

    @Test func enderecoLongoOuComControleERecusado() throws {
        var r = urgente()
        r.endereco = String(repeating: "é", count: Limites.tamanhoMaximoEndereco)
        #expect(r.problemas(agora: t0).isEmpty, "200 caracteres acentuados cabem (conta caracteres, não bytes)")
        r.endereco = String(repeating: "x", count: 1_000_000)
        #expect(r.problemas(agora: t0) == [.textoLongoDemais(.endereco, maximo: Limites.tamanhoMaximoEndereco)])
        r.endereco = "Rua A\u{1B}]0;titulo\u{07}"
        #expect(r.problemas(agora: t0) == [.textoComControle(.endereco)])
        #expect(ProblemaDaVaga.textoComControle(.endereco).codigo == "texto_invalido")
        r.endereco = "Rua A\u{85}"
        #expect(r.problemas(agora: t0) == [.textoComControle(.endereco)], "C1 também é controle")
        #expect(throws: ErroDeValidacao.self) { try r.validar(agora: t0).get() }
    }
}
