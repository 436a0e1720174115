import Foundation
import Testing
import CSQLite
@testable import FrilaDados
import FrilaApresentacao
@testable import FrilaDominio

struct CacheLocalTests {
    func turno(_ inicio: Date = t0) throws -> Turno {
        let t = try CodificacaoJSON.decodificador().decode(TurnoDTO.self, from: Data(turnoJSON.utf8)).dominio
        return Turno(id: UUID(), vagaId: t.vagaId, posicaoId: t.posicaoId, vaga: ResumoDaVaga(
            funcao: t.vaga.funcao, periodo: Periodo(inicio: inicio, fim: inicio + h(6)), local: t.vaga.local,
            inclusos: t.vaga.inclusos, modo: t.vaga.modo), valorAcordado: t.valorAcordado,
            estabelecimento: t.estabelecimento, profissional: t.profissional, checkin: t.checkin)
    }

    @Test func guardaELeTurnosDaConta() async throws {
        let relogio = RelogioManual(t0)
        let cache = try CacheLocalSQLite(arquivo: diretorioTemporario().appendingPathComponent("f.sqlite"), relogio: relogio)
        let a = try turno(t0 + h(2)), b = try turno(t0 + h(1))
        try await cache.guardar([a, b], conta: contaAna)
        let lidos = try await cache.turnosConfirmados(conta: contaAna)
        #expect(lidos == [b, a], "inteiros, em ordem de início")
        #expect(try await cache.turnosConfirmados(conta: contaBruno).isEmpty, "por conta")
        #expect(try await cache.guardadoEm(conta: contaAna) == t0)
    }

    /// O cancelado volta do disco com quem cancelou, quando, o motivo e se contou falta.
    @Test func canceladoVoltaComOCancelamento() async throws {
        let cache = try CacheLocalSQLite(arquivo: diretorioTemporario().appendingPathComponent("f.sqlite"), relogio: RelogioManual(t0))
        let b = try turno(t0 + h(3))
        let cancelado = Turno(id: b.id, vagaId: b.vagaId, posicaoId: b.posicaoId, estado: .cancelada, vaga: b.vaga,
                              valorAcordado: b.valorAcordado, estabelecimento: b.estabelecimento, profissional: b.profissional,
                              cancelamento: Cancelamento(em: t0 - h(1), por: .contratante, contouComoFalta: true, motivo: "Chuva"))
        try await cache.guardar([cancelado], conta: contaAna)
        let lido = try await cache.turnosConfirmados(conta: contaAna, terminandoDepoisDe: t0, limite: 10)
        #expect(lido == [cancelado])
        #expect(lido.first?.cancelamento?.por == .contratante && lido.first?.cancelamento?.em == t0 - h(1))
    }

    @Test func janelaDaTelaLeSoOPedacoPedidoEmOrdem() async throws {
        let relogio = RelogioManual(t0)
        let cache = try CacheLocalSQLite(arquivo: diretorioTemporario().appendingPathComponent("f.sqlite"), relogio: relogio)
        // Um que já terminou há 10 h, e 30 futuros guardados fora de ordem.
        let velho = try turno(t0 - h(16))
        let futuros = try (0..<30).map { try turno(t0 + h(Double(30 - $0) * 8)) }
        try await cache.guardar([velho] + futuros, conta: contaAna)
        let janela = try await cache.turnosConfirmados(conta: contaAna, terminandoDepoisDe: t0 - h(1), limite: 5)
        let esperado = futuros.sorted { $0.vaga.periodo.inicio < $1.vaga.periodo.inicio }.prefix(5)
        #expect(janela == Array(esperado), "os 5 próximos, sem o que já acabou")
        let comOVelho = try await cache.turnosConfirmados(conta: contaAna, terminandoDepoisDe: t0 - h(12), limite: 2)
        #expect(comOVelho.first == velho)
        // A janela do SQLite dá o mesmo que filtrar a lista inteira (a implementação do protocolo).
        let todos = try await cache.turnosConfirmados(conta: contaAna)
        #expect(janela == Array(todos.filter { $0.vaga.periodo.fim > t0 - h(1) }.prefix(5)))
        #expect(try await cache.turnosConfirmados(conta: contaBruno, terminandoDepoisDe: t0, limite: 5).isEmpty)
    }

    @Test func expiraComExatamente24Horas() async throws {
        let relogio = RelogioManual(t0)
        let cache = try CacheLocalSQLite(arquivo: diretorioTemporario().appendingPathComponent("f.sqlite"), relogio: relogio)
        try await cache.guardar([try turno()], conta: contaAna)
        relogio.avancar(h(24) - 0.001)
        #expect(try await cache.turnosConfirmados(conta: contaAna).count == 1)
        relogio.avancar(0.001)
        #expect(try await cache.turnosConfirmados(conta: contaAna).isEmpty, "com 24 h exatas já não vale")
        #expect(try await cache.guardadoEm(conta: contaAna) == nil)
    }

    @Test func expirarApagaOsAntigos() async throws {
        let relogio = RelogioManual(t0)
        let arquivo = diretorioTemporario().appendingPathComponent("f.sqlite")
        let cache = try CacheLocalSQLite(arquivo: arquivo, relogio: relogio)
        try await cache.guardar([try turno()], conta: contaAna)
        relogio.avancar(h(2))
        try await cache.guardar([try turno()], conta: contaBruno)
        try await cache.expirar(antes: t0 + h(1))
        relogio.avancar(-h(2))   // mesmo com o relógio de volta, a entrada de Ana foi apagada
        #expect(try await cache.turnosConfirmados(conta: contaAna).isEmpty)
        #expect(try await cache.turnosConfirmados(conta: contaBruno).count == 1)
    }

    @Test func gravarSubstituiAListaInteira() async throws {
        let cache = try CacheLocalSQLite(arquivo: diretorioTemporario().appendingPathComponent("f.sqlite"), relogio: RelogioFixo(t0))
        try await cache.guardar([try turno(), try turno()], conta: contaAna)
        let novo = try turno()
        try await cache.guardar([novo], conta: contaAna)
        #expect(try await cache.turnosConfirmados(conta: contaAna) == [novo])
    }

    /// Um arquivo da versão 1 (sem as colunas de início e fim) sobe de versão com os turnos
    /// guardados: a janela da tela os acha pelo índice novo, na ordem, e a fila fica onde estava.
    @Test func arquivoDaVersao1GanhaAJanelaSemPerderNada() async throws {
        let arquivo = diretorioTemporario().appendingPathComponent("frila.sqlite")
        let cedo = try turno(t0 + h(2)), tarde = try turno(t0 + h(30)), velho = try turno(t0 - h(20))
        var db: OpaquePointer?
        sqlite3_open(arquivo.path, &db)
        sqlite3_exec(db, BancoSQLite.migracoes[0] + "PRAGMA user_version = 1;", nil, nil, nil)
        for t in [tarde, velho, cedo] {
            let hex = try JSONEncoder().encode(t).map { String(format: "%02x", $0) }.joined()
            let sql = "INSERT INTO turnos_cache (conta, turno_id, json, guardado_em) VALUES ('\(contaAna.uuidString)', "
                + "'\(t.id.uuidString)', x'\(hex)', \(t0.timeIntervalSince1970))"
            #expect(sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK)
        }
        sqlite3_exec(db, "INSERT INTO cache_contas VALUES ('\(contaAna.uuidString)', \(t0.timeIntervalSince1970));"
                     + "INSERT INTO fila_acoes (conta, chave, tipo, acao, tocado_em, enfileirado_em) VALUES ('c', 'k1', 't', x'00', 1, 1)",
                     nil, nil, nil)
        sqlite3_close(db)
        let cache = try CacheLocalSQLite(arquivo: arquivo, relogio: RelogioFixo(t0))
        #expect(cache.aviso == nil)
        #expect(await cache.versaoDoEsquema() == Int(BancoSQLite.versaoDoEsquema))
        #expect(try await cache.turnosConfirmados(conta: contaAna, terminandoDepoisDe: t0, limite: 10) == [cedo, tarde])
        #expect(try await cache.turnosConfirmados(conta: contaAna, terminandoDepoisDe: t0 - h(24), limite: 1) == [velho])
        let outra = try ConexaoExtra(arquivo)
        #expect(try outra.banco.inteiro("SELECT count(*) FROM fila_acoes") == 1)
    }

    /// Expirar pela conta vencida apaga os turnos dela e deixa os da conta em dia.
    @Test func expirarPelaContaVencida() async throws {
        let relogio = RelogioManual(t0)
        let arquivo = diretorioTemporario().appendingPathComponent("f.sqlite")
        let cache = try CacheLocalSQLite(arquivo: arquivo, relogio: relogio)
        try await cache.guardar([try turno(), try turno(t0 + h(3))], conta: contaAna)
        relogio.avancar(h(5))
        try await cache.guardar([try turno()], conta: contaBruno)
        try await cache.expirar(antes: t0 + h(1))
        let outra = try ConexaoExtra(arquivo)
        #expect(try outra.banco.inteiro("SELECT count(*) FROM turnos_cache WHERE conta = '\(contaAna.uuidString)'") == 0)
        #expect(try outra.banco.inteiro("SELECT count(*) FROM turnos_cache WHERE conta = '\(contaBruno.uuidString)'") == 1)
        try await cache.expirar(antes: t0 + h(1))  // nada vencido: não falha nem apaga
        #expect(try await cache.turnosConfirmados(conta: contaBruno).count == 1)
    }

    @Test func walEVersaoDoEsquema() async throws {
        let arquivo = diretorioTemporario().appendingPathComponent("f.sqlite")
        let cache = try CacheLocalSQLite(arquivo: arquivo, relogio: RelogioFixo(t0))
        #expect(await cache.versaoDoEsquema() == Int(BancoSQLite.versaoDoEsquema))
        #expect(cache.aviso == nil)
        var db: OpaquePointer?
        sqlite3_open(arquivo.path, &db)
        defer { sqlite3_close(db) }
        var stmt: OpaquePointer?
        sqlite3_prepare_v2(db, "PRAGMA journal_mode", -1, &stmt, nil)
        sqlite3_step(stmt)
        #expect(String(cString: sqlite3_column_text(stmt, 0)) == "wal")
        sqlite3_finalize(stmt)
        let perm = try FileManager.default.attributesOfItem(atPath: arquivo.path)[.posixPermissions] as? Int
        #expect(perm == 0o600)
    }

    @Test func arquivoCorrompidoEMovidoDeLadoComMensagem() async throws {
        let dir = diretorioTemporario()
        let arquivo = dir.appendingPathComponent("frila.sqlite")
        try Data("isto não é um banco SQLite, é lixo".utf8).write(to: arquivo)
        let cache = try CacheLocalSQLite(arquivo: arquivo, relogio: RelogioFixo(t0))
        let recomeco = try #require(cache.aviso)
        #expect(recomeco.defeito == .naoEhSQLite)
        let aviso = Textos.frase(de: recomeco)
        #expect(aviso.contains("ilegíveis (não é um arquivo SQLite)") && aviso.contains("movidos"), "em pt-BR, não o inglês do SQLite")
        let nomes = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        let movido = try #require(nomes.first { $0.hasPrefix("frila.sqlite.corrompido-") })
        #expect(aviso.contains(movido))
        #expect(try Data(contentsOf: dir.appendingPathComponent(movido)) == Data("isto não é um banco SQLite, é lixo".utf8))
        try await cache.guardar([try turno()], conta: contaAna)
        #expect(try await cache.turnosConfirmados(conta: contaAna).count == 1, "recomeça funcionando")
    }

    @Test func esquemaDeVersaoFuturaTambemEMovido() async throws {
        let dir = diretorioTemporario()
        let arquivo = dir.appendingPathComponent("frila.sqlite")
        var db: OpaquePointer?
        sqlite3_open(arquivo.path, &db)
        sqlite3_exec(db, "PRAGMA user_version = 99", nil, nil, nil)
        sqlite3_close(db)
        let cache = try CacheLocalSQLite(arquivo: arquivo, relogio: RelogioFixo(t0))
        #expect(cache.aviso?.defeito == .criadoPorVersaoMaisNova(esquema: 99))
        #expect(cache.aviso.map(Textos.frase(de:))?.contains("versão mais nova") == true)
        #expect(await cache.versaoDoEsquema() == Int(BancoSQLite.versaoDoEsquema))
    }
}

struct CredencialTests {
    @Test func arquivo0600EscritoAtomicamente() throws {
        let dir = diretorioTemporario().appendingPathComponent("estado")
        let armazem = ArmazemDeCredencial(diretorio: dir)
        try armazem.gravar(credencialDeTeste())
        try armazem.gravar(credencialDeTeste(acesso: "acesso-2"))
        let attrs = try FileManager.default.attributesOfItem(atPath: armazem.arquivo.path)
        #expect(attrs[.posixPermissions] as? Int == 0o600)
        let dirAttrs = try FileManager.default.attributesOfItem(atPath: dir.path)
        #expect(dirAttrs[.posixPermissions] as? Int == 0o700)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["credencial.json"], "sem temporários")
        #expect(armazem.ler()?.tokenDeAcesso == "acesso-2")
    }

    @Test func descricaoNuncaMostraToken() {
        let c = credencialDeTeste(acesso: "SEGREDO-A", renovacao: "SEGREDO-R")
        for texto in ["\(c)", String(describing: c), String(reflecting: c)] {
            #expect(!texto.contains("SEGREDO"))
        }
    }

    @Test func cofreLeDoArquivoEApaga() async throws {
        let dir = diretorioTemporario()
        try await CofreDeSessao(armazem: ArmazemDeCredencial(diretorio: dir)).guardar(credencialDeTeste(conta: contaBruno))
        let cofre = CofreDeSessao(armazem: ArmazemDeCredencial(diretorio: dir))
        #expect(await cofre.contaAtual == contaBruno)
        await cofre.apagar()
        #expect(await CofreDeSessao(armazem: ArmazemDeCredencial(diretorio: dir)).atual == nil)
    }
}
