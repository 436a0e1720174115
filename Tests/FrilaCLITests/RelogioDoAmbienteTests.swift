import Foundation
import Testing
@testable import frila
import FrilaDominio

@Suite("FRILA_AGORA: relógio fixo da TUI e dos comandos sem tela")
struct RelogioDoAmbienteTests {
    @Test func semVariavelUsaORelogioDoSistema() throws {
        let r = try RelogioDoAmbiente.ler([:])
        #expect(r is RelogioDoSistema)
        #expect(RelogioDoAmbiente.aviso(r) == nil)
    }

    @Test func semTelaOInstanteFicaParado() throws {
        let r = try RelogioDoAmbiente.ler(["FRILA_AGORA": "2026-11-30T18:02:00-03:00"])
        #expect(r is RelogioFixo)
        #expect(r.agora == Date(timeIntervalSince1970: 1_796_072_520))
    }

    @Test func naTUIParteDoInstanteEAnda() throws {
        let r = try RelogioDoAmbiente.ler(["FRILA_AGORA": "2026-11-30T21:02:00Z"], andando: true)
        #expect(r is RelogioDeslocado)
        #expect(abs(r.agora.timeIntervalSince(Date(timeIntervalSince1970: 1_796_072_520))) < 5)
        // A TUI avisa em horário de Brasília, o mesmo que o toque vai registrar.
        #expect(RelogioDoAmbiente.aviso(r)?.contains("30/11/2026 18:0") == true)
    }

    @Test func valorIlegivelEErroDeUsoComOValor() {
        #expect(throws: ErroDeLinhaDeComando.self) { try RelogioDoAmbiente.ler(["FRILA_AGORA": "amanhã 18h"]) }
        do { _ = try RelogioDoAmbiente.ler(["FRILA_AGORA": "amanhã 18h"]) } catch {
            #expect(error.description.contains("amanhã 18h") && error.description.contains("ISO 8601"))
        }
    }
}
