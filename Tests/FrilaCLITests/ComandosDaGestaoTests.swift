import Foundation
import Testing
@testable import frila
import FrilaApresentacao
import FrilaDominio

private let id = UUID(uuidString: "0b9a1c7e-5d1f-4e55-9d1a-2f9a3b9c7d10")!
private let s = id.uuidString.lowercased()

private func g(_ a: String...) throws -> (ComandoDaGestao?, json: Bool) {
    let (c, json) = try ComandoHeadless.interpretar(a)
    if case .gestao(let x) = c { return (x, json) }
    return (nil, json)
}

private func uso(_ a: String...) -> String? {
    do { _ = try ComandoHeadless.interpretar(a); return nil } catch {
        if case .uso(let m) = error { return m }
        return error.description
    }
}

@Suite struct ComandosDaGestaoTests {
    @Test func listasEAcoesComUmId() throws {
        #expect(try g("candidaturas", "--json") == (.candidaturas, true))
        #expect(try g("retirar", s).0 == .retirar(candidatura: id))
        #expect(try g("escolher", s).0 == .escolher(candidatura: id))
        #expect(try g("bloquear", s).0 == .bloquear(conta: id))
        #expect(try g("desbloquear", s).0 == .desbloquear(conta: id))
        #expect(try g("bloqueios").0 == .bloqueios)
        #expect(try g("notificacoes").0 == .avisos(seguir: false, timeout: nil))
        #expect(try g("avisos").0 == .avisos(seguir: false, timeout: nil))
        #expect(try g("avisos", "--seguir", "--timeout", "2,5").0 == .avisos(seguir: true, timeout: 2.5))
        #expect(try g("despacho", s).0 == .despacho(vaga: id))
        #expect(try g("vaga", s, "--json") == (.vaga(vaga: id), true))
        #expect(try g("equipe").0 == .equipe)
        #expect(try g("equipe", "incluir", s).0 == .equipeIncluir(profissional: id))
        #expect(try g("equipe", "remover", s).0 == .equipeRemover(profissional: id))
        #expect(try g("disponibilidade", "nao").0 == .disponibilidade(false))
        #expect(try g("disponibilidade", "sim").0 == .disponibilidade(true))
    }

    @Test func usoInvalidoDizOQueFalta() {
        #expect(uso("equipe", "expulsar", s)?.contains("incluir") == true)
        #expect(uso("disponibilidade", "talvez")?.contains("sim ou nao") == true)
        #expect(uso("retirar")?.contains("CANDIDATURA") == true)
        #expect(uso("historico", "--limite", "0")?.contains("1 a \(Regras.paginaDoHistoricoMaxima)") == true)
        #expect(uso("cancelar-vaga", s, "--sim")?.contains("--motivo") == true)
        #expect(uso("bloqueios", "extra")?.contains("argumento a mais") == true)
    }

    @Test func historicoPaginado() throws {
        #expect(try g("historico").0 == .historico(cursor: nil, limite: nil))
        #expect(try g("historico", "--cursor", "abc", "--limite=5").0 == .historico(cursor: "abc", limite: 5))
    }

    @Test func publicarLevaCadaOpcaoAoSeuCampoComoNoFormulario() throws {
        let c = try g("publicar", "--funcao", "equipe_evento", "--modo", "selecao", "--refeicao", "s", "--transporte", "não",
                      "--endereco", "SCLS 405, Asa Sul", "--valor", "150,00").0
        #expect(c == .publicar(campos: [.funcao: "Equipe de evento", .modo: "seleção", .refeicao: "sim", .transporte: "não",
                                        .endereco: "SCLS 405, Asa Sul", .valor: "150,00"]))
        #expect(try g("publicar", "--funcao", "Garçom").0 == .publicar(campos: [.funcao: "Garçom"]))
        #expect(uso("publicar", "--funcao", "astronauta")?.contains("garcom") == true)
        #expect(uso("publicar", "--modo", "rapido")?.contains("urgencia ou selecao") == true)
    }

    @Test func cancelarVagaSemSimSoMostraAPrevia() throws {
        #expect(try g("cancelar-vaga", s).0 == .cancelarVaga(vaga: id, motivo: nil, sim: false))
        #expect(try g("cancelar-vaga", s, "--motivo", "chuva", "--sim").0 == .cancelarVaga(vaga: id, motivo: "chuva", sim: true))
    }

    @Test func duplicarVagaLevaAsOpcoesDePublicarPorCima() throws {
        #expect(try g("duplicar-vaga", s, "--data", "05/12/2026", "--valor", "150,00", "--json")
                == (.duplicarVaga(vaga: id, campos: [.data: "05/12/2026", .valor: "150,00"]), true))
        #expect(uso("duplicar-vaga", "--data", "05/12")?.contains("VAGA") == true)
    }

    @Test func dicaDoHistoricoEntreAspasDoShell() {
        #expect(ComandoDaGestao.aspasDoShell("2026-10-31T13:08:00+00:00|9070") == "'2026-10-31T13:08:00+00:00|9070'")
        #expect(ComandoDaGestao.aspasDoShell("a'b") == #"'a'\''b'"#)
    }

    @Test func cadaComandoTemAjuda() throws {
        for n in ComandoDaGestao.nomes {
            #expect(try ComandoHeadless.interpretar([n, "--help"]).0 == .ajuda(nome: n))
            let texto = ComandoHeadless.ajuda(n)
            #expect(texto.hasPrefix("Uso: frila \(n)"), "ajuda de \(n)")
        }
    }
}
