import Foundation
import CSQLite
import Synchronization
import FrilaDominio

private let SQLITE_TRANSIENT = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// Conexão SQLite mínima. Não é Sendable: cada actor (cache, fila) tem a sua.
final class BancoSQLite {
    static let versaoDoEsquema: Int32 = 4
    private var db: OpaquePointer?
    let arquivo: URL

    /// Migrações em ordem; índice i leva de user_version i para i+1.
    static let migracoes: [String] = [
        """
        CREATE TABLE IF NOT EXISTS turnos_cache (
            conta TEXT NOT NULL, turno_id TEXT NOT NULL, json BLOB NOT NULL, guardado_em REAL NOT NULL,
            PRIMARY KEY (conta, turno_id));
        CREATE TABLE IF NOT EXISTS cache_contas (conta TEXT PRIMARY KEY, guardado_em REAL NOT NULL);
        CREATE TABLE IF NOT EXISTS fila_acoes (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            conta TEXT NOT NULL,
            chave TEXT NOT NULL UNIQUE,
            tipo TEXT NOT NULL,
            acao BLOB NOT NULL,
            tocado_em REAL NOT NULL,
            enfileirado_em REAL NOT NULL,
            tentativas INTEGER NOT NULL DEFAULT 0,
            ultimo_erro TEXT,
            estado TEXT NOT NULL DEFAULT 'pendente' CHECK (estado IN ('pendente', 'rejeitada')));
        CREATE INDEX IF NOT EXISTS fila_por_conta ON fila_acoes (conta, estado, seq);
        CREATE TABLE IF NOT EXISTS fila_meta (chave TEXT PRIMARY KEY, valor TEXT);
        """,
        // Início e fim em colunas (segundos desde 1970), com índice: a janela da tela sai
        // do índice, sem ler nem ordenar o JSON de todos os turnos guardados. O JSON do
        // JSONEncoder padrão guarda datas em segundos desde 2001 (978307200 s depois).
        """
        ALTER TABLE turnos_cache ADD COLUMN inicio REAL NOT NULL DEFAULT 0;
        ALTER TABLE turnos_cache ADD COLUMN fim REAL NOT NULL DEFAULT 0;
        UPDATE turnos_cache
           SET inicio = coalesce(978307200 + json_extract(CAST(json AS TEXT), '$.vaga.periodo.inicio'), 0),
               fim = coalesce(978307200 + json_extract(CAST(json AS TEXT), '$.vaga.periodo.fim'), 0);
        CREATE INDEX IF NOT EXISTS turnos_cache_janela ON turnos_cache (conta, inicio, turno_id);
        """,
        // A hora da última tentativa de cada ação (envio que falhou ou foi recusado): tentar
        // de novo uma recusada é mais uma tentativa do mesmo item, e a tela diz quando foi.
        """
        ALTER TABLE fila_acoes ADD COLUMN ultima_tentativa_em REAL;
        """,
        // A chave estável da recusa do servidor (ao lado da frase): o JSON sem tela a diz,
        // e ninguém precisa ler a frase para saber o que foi.
        """
        ALTER TABLE fila_acoes ADD COLUMN ultima_chave TEXT;
        """,
    ]

    /// Arquivos já conferidos (quick_check) neste processo, com o tamanho e a hora de mudança
    /// de então: o cache e a fila abrem o mesmo arquivo, um logo depois do outro, e conferir
    /// duas vezes lia o arquivo inteiro duas vezes. Mudou por fora: confere de novo.
    private static let conferidos = Mutex<Set<String>>([])

    /// Páginas em memória por conexão (KiB): a leitura é de janelas pequenas; o padrão (2 MiB
    /// por conexão, duas conexões) só inchava o pico ao conferir um cache grande.
    static let cacheDePaginasKiB = 256
    /// O cache de turnos lê a janela da tela uma vez por carga (~50 páginas com 200 turnos):
    /// com 64 KiB as páginas lidas se revezam em 16 e não ficam no heap (o SQLite não devolve
    /// memória ao sistema); o sistema já guarda o arquivo no cache de páginas dele.
    static let cacheDePaginasDoCacheKiB = 64
    /// Páginas em memória durante o quick_check, que lê o arquivo inteiro em sequência.
    static let cacheDaConferenciaKiB = 16

    private init(arquivo: URL) {
        self.arquivo = arquivo
    }

    deinit { sqlite3_close_v2(db) }

    /// Abre (criando e migrando). Arquivo corrompido ou de versão futura é movido de lado
    /// e um novo começa; `aviso` diz o que aconteceu, para mostrar à pessoa.
    static func abrir(_ arquivo: URL, cacheKiB: Int = cacheDePaginasKiB) throws -> (BancoSQLite, aviso: DadosLocaisRecomecados?) {
        let fm = FileManager.default
        do {
            try fm.createDirectory(at: arquivo.deletingLastPathComponent(), withIntermediateDirectories: true,
                                   attributes: [.posixPermissions: 0o700])
        } catch {
            throw ErroDeBanco.naoAbriu(caminho: arquivo.path, defeito: .diretorioNaoCriado)
        }
        do {
            return (try abrirSemRecuperar(arquivo, cacheKiB: cacheKiB), nil)
        } catch let e as ArquivoIlegivel where fm.fileExists(atPath: arquivo.path) {
            let destino = try moverDeLado(arquivo)
            let banco: BancoSQLite
            do { banco = try abrirSemRecuperar(arquivo, cacheKiB: cacheKiB) } catch let e2 as ArquivoIlegivel {
                throw ErroDeBanco.naoAbriu(caminho: arquivo.path, defeito: e2.defeito)
            }
            return (banco, DadosLocaisRecomecados(caminho: arquivo.path, defeito: e.defeito, movidoPara: destino.lastPathComponent))
        } catch let e as ArquivoIlegivel {
            throw ErroDeBanco.naoAbriu(caminho: arquivo.path, defeito: e.defeito)
        }
    }

    /// Só isto justifica mover o arquivo de lado: não é SQLite, está corrompido ou é de uma
    /// versão futura. Disco cheio, permissão ou trava são erros comuns: o arquivo (e a fila
    /// dentro dele) fica onde está.
    struct ArquivoIlegivel: Error { let defeito: DefeitoDoArquivoLocal }

    private static func moverDeLado(_ arquivo: URL) throws -> URL {
        let carimbo = Int(Date().timeIntervalSince1970)
        let destino = arquivo.deletingLastPathComponent()
            .appendingPathComponent("\(arquivo.lastPathComponent).corrompido-\(carimbo)")
        let fm = FileManager.default
        do {
            try fm.moveItem(at: arquivo, to: destino)
        } catch {
            throw ErroDeBanco.naoAbriu(caminho: arquivo.path, defeito: .ilegivelENaoMovido)
        }
        for sufixo in ["-wal", "-shm"] {
            let extra = URL(fileURLWithPath: arquivo.path + sufixo)
            if fm.fileExists(atPath: extra.path) {
                try? fm.moveItem(at: extra, to: URL(fileURLWithPath: destino.path + sufixo))
            }
        }
        return destino
    }

    /// Uma vez por processo, antes da primeira conexão (depois do sqlite3_initialize o
    /// SQLite recusa a configuração, e fica só a reserva padrão).
    private static let semReservaDePaginas: Void = { _ = frila_sqlite_sem_reserva_de_paginas() }()

    private static func abrirSemRecuperar(_ arquivo: URL, cacheKiB: Int) throws -> BancoSQLite {
        _ = semReservaDePaginas
        let b = BancoSQLite(arquivo: arquivo)
        let rc = sqlite3_open_v2(arquivo.path, &b.db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nil)
        guard rc == SQLITE_OK else {
            throw ErroDeBanco.naoAbriu(caminho: arquivo.path, defeito: .doSQLite(String(cString: sqlite3_errstr(rc))))
        }
        chmod(arquivo.path, 0o600)
        sqlite3_busy_timeout(b.db, 5000)
        do {
            // Arquivo que não é SQLite falha já aqui (SQLITE_NOTADB).
            let modo = try b.texto("PRAGMA journal_mode=WAL")
            guard modo?.lowercased() == "wal" else { throw ErroDeBanco.falhou(operacao: "WAL", motivo: modo ?? "?") }
            try b.executar("PRAGMA synchronous=NORMAL")
            let marca = marcaDoArquivo(arquivo)
            if marca == nil || !conferidos.withLock({ $0.contains(marca!) }) {
                // A conferência passa por todas as páginas uma vez só: com o cache pequeno,
                // as páginas dela não ficam no heap (a memória do SQLite não volta ao sistema).
                try b.executar("PRAGMA cache_size=-\(cacheDaConferenciaKiB)")
                let verificacao = try b.texto("PRAGMA quick_check")
                guard verificacao == "ok" else { throw ArquivoIlegivel(defeito: .danificado) }
            }
            try b.executar("PRAGMA cache_size=-\(cacheKiB)")
            try b.migrar()
            if let depois = marcaDoArquivo(arquivo) { conferidos.withLock { _ = $0.insert(depois) } }
        } catch let ErroDeBanco.falhou(_, motivo) {
            let codigo = sqlite3_errcode(b.db) & 0xff
            // A pessoa lê o defeito em pt-BR (catálogo), não o texto em inglês do SQLite.
            if codigo == SQLITE_NOTADB { throw ArquivoIlegivel(defeito: .naoEhSQLite) }
            if codigo == SQLITE_CORRUPT { throw ArquivoIlegivel(defeito: .danificado) }
            throw ErroDeBanco.naoAbriu(caminho: arquivo.path, defeito: .doSQLite(motivo))
        }
        return b
    }

    /// Caminho, inode, tamanho e hora de mudança do arquivo principal (nil se não der stat).
    private static func marcaDoArquivo(_ arquivo: URL) -> String? {
        var st = stat()
        guard stat(arquivo.path, &st) == 0 else { return nil }
        return "\(arquivo.path)|\(st.st_ino)|\(st.st_size)|\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"
    }

    private func migrar() throws {
        let atual = Int32(try inteiro("PRAGMA user_version") ?? 0)
        guard atual <= Self.versaoDoEsquema else {
            throw ArquivoIlegivel(defeito: .criadoPorVersaoMaisNova(esquema: Int(atual)))
        }
        guard atual < Self.versaoDoEsquema else { return }
        try transacao {
            for i in Int(atual)..<Int(Self.versaoDoEsquema) { try executar(Self.migracoes[i]) }
            try executar("PRAGMA user_version = \(Self.versaoDoEsquema)")
        }
    }

    var versao: Int { Int((try? inteiro("PRAGMA user_version")) ?? 0) }

    // MARK: - execução

    private func erro(_ op: String) -> ErroDeBanco {
        .falhou(operacao: op, motivo: String(cString: sqlite3_errmsg(db)))
    }

    /// Linhas mudadas pelo último comando (DELETE, UPDATE, INSERT).
    var mudancas: Int { Int(sqlite3_changes(db)) }

    func executar(_ sql: String) throws {
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw erro("exec") }
    }

    func transacao<T>(_ corpo: () throws -> T) throws -> T {
        try executar("BEGIN IMMEDIATE")
        do {
            let r = try corpo()
            try executar("COMMIT")
            return r
        } catch {
            try? executar("ROLLBACK")
            throw error
        }
    }

    enum Valor {
        case texto(String), real(Double), inteiro(Int64), blob(Data), nulo
    }

    /// Executa com parâmetros; `linha` recebe cada resultado.
    func consultar(_ sql: String, _ parametros: [Valor] = [], linha: (Linha) throws -> Void = { _ in }) throws {
        var stmt: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &stmt, nil) == SQLITE_OK else { throw erro("prepare") }
        defer { sqlite3_finalize(stmt) }
        for (i, p) in parametros.enumerated() {
            let idx = Int32(i + 1)
            switch p {
            case .texto(let s): sqlite3_bind_text(stmt, idx, s, -1, SQLITE_TRANSIENT)
            case .real(let d): sqlite3_bind_double(stmt, idx, d)
            case .inteiro(let n): sqlite3_bind_int64(stmt, idx, n)
            case .blob(let d): _ = d.withUnsafeBytes { sqlite3_bind_blob(stmt, idx, $0.baseAddress, Int32(d.count), SQLITE_TRANSIENT) }
            case .nulo: sqlite3_bind_null(stmt, idx)
            }
        }
        while true {
            let rc = sqlite3_step(stmt)
            if rc == SQLITE_DONE { break }
            guard rc == SQLITE_ROW else { throw erro("step") }
            try linha(Linha(stmt: stmt))
        }
    }

    func texto(_ sql: String) throws -> String? {
        var r: String?
        try consultar(sql) { r = $0.texto(0) }
        return r
    }

    func inteiro(_ sql: String, _ p: [Valor] = []) throws -> Int64? {
        var r: Int64?
        try consultar(sql, p) { r = $0.inteiro(0) }
        return r
    }

    var ultimoId: Int64 { sqlite3_last_insert_rowid(db) }

    struct Linha {
        let stmt: OpaquePointer?
        func texto(_ i: Int32) -> String? {
            guard sqlite3_column_type(stmt, i) != SQLITE_NULL, let c = sqlite3_column_text(stmt, i) else { return nil }
            return String(cString: c)
        }
        func real(_ i: Int32) -> Double { sqlite3_column_double(stmt, i) }
        func nulo(_ i: Int32) -> Bool { sqlite3_column_type(stmt, i) == SQLITE_NULL }
        func inteiro(_ i: Int32) -> Int64 { sqlite3_column_int64(stmt, i) }
        func blob(_ i: Int32) -> Data {
            let n = Int(sqlite3_column_bytes(stmt, i))
            guard n > 0, let p = sqlite3_column_blob(stmt, i) else { return Data() }
            return Data(bytes: p, count: n)
        }
    }
}
