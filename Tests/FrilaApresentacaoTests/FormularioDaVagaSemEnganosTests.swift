import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// O formulário de vaga (TUI e `frila publicar`) não transforma engano de digitação em vaga:
/// bairro da região (nunca a rua), uma frase verdadeira por campo, piso de duração e valor,
/// lat,lng fora do mapa dito como tal.
struct FormularioDaVagaSemEnganosTests {
    func formulario(local: String, endereco: String = "Rua 2") -> FormularioVaga {
        .preenchido(endereco: endereco, local: local, fim: "23:00")
    }

    @Test func regiaoDigitadaEhOBairroNuncaARua() throws {
        var f = formulario(local: "Águas Claras")
        let validada = f.validar(agora: t0)
        let nova = try #require(validada)
        #expect(nova.bairro == "Águas Claras")
        #expect(nova.local.endereco == "Rua 2")
    }

    @Test func latLngDaOBairroDaRegiaoMaisPerto() throws {
        var noCentro = formulario(local: "-15.8394,-48.0275")
        let a = noCentro.validar(agora: t0)
        #expect(try #require(a).bairro == "Águas Claras")
        // A ~8 km do Park Way, sem nada mais perto na tabela: "perto de".
        var perto = formulario(local: "-15.95,-47.90")
        let b = perto.validar(agora: t0)
        #expect(try #require(b).bairro == "perto de Park Way")
        // Fora do DF: nenhum nome inventado; o servidor decide.
        var longe = formulario(local: "-23.55,-46.63")
        let c = longe.validar(agora: t0)
        #expect(try #require(c).bairro == nil)
    }

    @Test func dataQueNaoExisteEhUmProblemaSoDaData() {
        var f = formulario(local: "Asa Sul")
        f.valores[.data] = "31/02/2026"
        f.valores[.inicio] = "10:00"
        f.valores[.fim] = "12:00"
        f.validar(agora: t0)
        #expect(f.problemas == ["Data inválida (31/02/2026): use uma data que exista, em dd/mm/aaaa."])
        #expect(f.camposComProblema == [.data])
    }

    @Test func horaRuimEhDaHoraEDataRuimDaData() {
        var f = formulario(local: "Asa Sul")
        f.valores[.inicio] = "25:00"
        f.validar(agora: t0)
        #expect(f.problemas == ["Hora de início inválida: use hh:mm."])
    }

    @Test func inicioIgualAoFimNaoViraTurnoDe24h() {
        var f = formulario(local: "Asa Sul")
        f.valores[.inicio] = "10:00"
        f.valores[.fim] = "10:00"
        #expect(f.validar(agora: t0) == nil)
        #expect(f.problemas == [Formatacao.problema(.periodoInvalido)])
        #expect(f.avisoDoPeriodo(agora: t0) == nil)
    }

    @Test func turnoCurtoDemaisEValorAbaixoDoPiso() {
        var f = formulario(local: "Asa Sul")
        f.valores[.inicio] = "10:00"
        f.valores[.fim] = "10:30"
        f.valores[.valor] = "0,01"
        #expect(f.validar(agora: t0) == nil)
        #expect(f.problemas == ["O turno precisa durar pelo menos 1 h: confira o início e o fim.",
                                "O valor precisa ser de pelo menos R$ 10,00 por turno."])
        f.valores[.fim] = "11:00"
        f.valores[.valor] = "10,00"
        #expect(f.validar(agora: t0) != nil, "\(f.problemas)")
    }

    @Test func latLngForaDoMapaDizQueEstaForaNaoQueNaoConhece() {
        var f = formulario(local: "999,999")
        f.validar(agora: t0)
        let p = f.problemas.joined(separator: " ")
        #expect(p.contains("fora do mapa") && p.contains("-90 a 90") && !p.contains("não conheço"), "\(p)")
    }

    @Test func avisoDeOutroDiaLevaAData() {
        let inicio = t0.addingTimeInterval(3 * 86_400)
        let a = Aviso(id: UUID(), tipo: .posicaoTomada, vagaId: UUID(), funcao: .bartender, inicio: inicio,
                      estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar"), em: t0, turnoId: nil,
                      candidaturaId: nil, profissional: ResumoDaConta(id: UUID(), nome: "Carla"), motivo: nil,
                      contaComoFalta: nil)
        #expect(Textos.aviso(a, hoje: t0).contains(Formatacao.dataHora(inicio, hoje: t0)))
        #expect(Textos.aviso(a, hoje: inicio) == "Carla pegou uma posição de Bartender de \(Formatacao.hora(inicio)).")
    }

    /// Enter no formulário vazio: cada campo marcado com ! tem a sua frase (a data também), e
    /// toda frase fala de um campo marcado.
    @Test func vazioCadaCampoMarcadoTemSuaFrase() {
        var f = FormularioVaga()
        for c in FormularioVaga.Campo.allCases { f.valores[c] = "" }
        #expect(f.validar(agora: Date(timeIntervalSince1970: 1_796_000_000)) == nil)
        #expect(f.problemas.contains(TextosDoFormulario.faltaData), "\(f.problemas)")
        #expect(f.camposDoProblema.count == f.problemas.count)
        #expect(Set(f.camposDoProblema.flatMap { $0 }) == f.camposComProblema, "uma marca sem frase: \(f.camposComProblema)")
        #expect(f.camposDoProblema.allSatisfy { !$0.isEmpty })
    }
}

extension FormularioVaga {
    /// Um formulário válido de garçom em 20/12/2026 a partir das 18:00 (os testes mudam o que provam).
    static func preenchido(endereco: String, local: String, fim: String) -> FormularioVaga {
        var f = FormularioVaga()
        f.valores[.endereco] = endereco
        f.valores[.local] = local
        f.valores[.funcao] = Formatacao.funcao(Funcao.garcom)
        f.valores[.data] = "20/12/2026"
        f.valores[.inicio] = "18:00"
        f.valores[.fim] = fim
        f.valores[.valor] = "120,00"
        f.valores[.refeicao] = "sim"
        f.valores[.transporte] = "não"
        f.valores[.material] = "não"
        f.valores[.modo] = "urgência"
        return f
    }
}
