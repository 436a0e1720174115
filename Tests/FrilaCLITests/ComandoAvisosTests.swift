import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio
import Testing
@testable import frila

/// `frila avisos` (e o nome antigo, `notificacoes`), `--seguir`, e o interruptor que corta só
/// o tempo real.
struct ComandoAvisosTests {
    func cmd(_ a: String...) throws -> (ComandoHeadless, json: Bool) { try ComandoHeadless.interpretar(a) }

    @Test func avisosENotificacoesSaoOMesmoComando() throws {
        #expect(try cmd("avisos", "--json") == (.gestao(.avisos(seguir: false, timeout: nil)), true))
        #expect(try cmd("notificacoes").0 == .gestao(.avisos(seguir: false, timeout: nil)))
        #expect(try cmd("avisos", "--seguir", "--json", "--timeout", "3") == (.gestao(.avisos(seguir: true, timeout: 3)), true))
    }

    @Test(arguments: ["0", "-1", "abc", "inf"])
    func timeoutInvalidoEhErroDeUso(_ t: String) {
        #expect(throws: ErroDeLinhaDeComando.self) { try ComandoHeadless.interpretar(["avisos", "--seguir", "--timeout", t]) }
    }

    @Test func seguirSemTimeoutNaoTemLimiteEOsOutrosTem() {
        #expect(ExecucaoHeadless.limiteDeTempo(.gestao(.avisos(seguir: true, timeout: nil))) == nil, "segue até Ctrl-C")
        #expect(ExecucaoHeadless.limiteDeTempo(.gestao(.avisos(seguir: true, timeout: 5))) == 5 + ExecucaoHeadless.folgaDoLimite)
        #expect(ExecucaoHeadless.limiteDeTempo(.gestao(.avisos(seguir: false, timeout: nil))) == ExecucaoHeadless.limitePadrao)
    }

    @Test func semTempoRealPelaFlagOuPeloAmbienteSemTocarOOffline() throws {
        let (a, resto) = try ConfiguracaoDoCliente.carregar(argumentos: ["avisos", "--sem-tempo-real", "--seguir"], ambiente: ["HOME": "/tmp/nada"])
        #expect(a.semTempoReal && !a.offline)
        #expect(resto == ["avisos", "--seguir"])
        let (b, _) = try ConfiguracaoDoCliente.carregar(argumentos: [], ambiente: ["HOME": "/tmp/nada", "FRILA_SEM_TEMPO_REAL": "1"])
        #expect(b.semTempoReal)
        let (c, _) = try ConfiguracaoDoCliente.carregar(argumentos: [], ambiente: ["HOME": "/tmp/nada"])
        #expect(!c.semTempoReal)
    }

    @Test func semTempoRealOuOfflineNaoAbreCanal() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("frila-avisos-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        var cfg = ConfiguracaoDoCliente(diretorioDados: dir)
        #expect(try AmbienteFrila.montar(configuracao: cfg).abrirCanalDeTempoReal() != nil)
        cfg.semTempoReal = true
        #expect(try AmbienteFrila.montar(configuracao: cfg).abrirCanalDeTempoReal() == nil)
        cfg.semTempoReal = false
        cfg.offline = true
        #expect(try AmbienteFrila.montar(configuracao: cfg).abrirCanalDeTempoReal() == nil)
    }

    @Test func linhaDizNovoOuLidoEOJSONTambem() {
        let a = Aviso(id: UUID(), tipo: .checkinManual, vagaId: UUID(), funcao: .garcom, inicio: Date(timeIntervalSince1970: 1_800_000_000),
                      estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar"), em: Date(timeIntervalSince1970: 1_800_000_000),
                      turnoId: UUID(), candidaturaId: nil, profissional: ResumoDaConta(id: UUID(), nome: "Ana"), motivo: nil, contaComoFalta: nil)
        let hoje = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(TextoDosAvisos.linha(.aviso(a), lido: false, hoje: hoje).hasPrefix(Textos.Avisos.naoLido + "  "))
        #expect(TextoDosAvisos.linha(.aviso(a), lido: true, hoje: hoje).hasPrefix(Textos.Avisos.lido + "  "))
        #expect(TextoDosAvisos.json(.aviso(a), lido: true)["lido"] as? Bool == true)
        #expect(TextoDosAvisos.json(.aviso(a), lido: false)["tipo"] as? String == "checkin_manual")
    }

    @Test func ajudaDizSeguirETempoReal() {
        let t = ComandoHeadless.ajuda("avisos")
        #expect(t.hasPrefix("Uso: frila avisos"))
        #expect(t.contains("--seguir") && t.contains("--sem-tempo-real"))
    }
}

/// Vistos por conta no SQLite: relançar não mostra de novo, e uma conta não vê os da outra.
struct AvisosVistosTests {
    @Test func vistosSobrevivemAReaberturaEPorConta() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("frila-vistos-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let arq = dir.appendingPathComponent("frila.sqlite")
        let ana = UUID(), bruno = UUID(), a1 = UUID(), a2 = UUID()
        do {
            let v = try AvisosVistosSQLite(arquivo: arq)
            await v.marcarVistos(conta: ana, [a1])
        }
        let v = try AvisosVistosSQLite(arquivo: arq)
        #expect(await v.vistos(conta: ana, entre: [a1, a2]) == [a1])
        #expect(await v.vistos(conta: bruno, entre: [a1, a2]).isEmpty)
        // O cache e a fila continuam abrindo o mesmo arquivo (a tabela fica fora das migrações).
        _ = try CacheLocalSQLite(arquivo: arq)
    }
}
