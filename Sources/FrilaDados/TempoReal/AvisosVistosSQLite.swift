import Foundation
import FrilaDominio

/// Avisos vistos por conta, no mesmo SQLite do cache e da fila. A tabela é criada aqui
/// (IF NOT EXISTS), fora das migrações numeradas: perder esta tabela só faz um aviso antigo
/// aparecer como não lido, e o arquivo continua legível por versões que não a conhecem.
public actor AvisosVistosSQLite: AvisosVistos {
    private let banco: BancoSQLite
    /// Vistos há mais que isto saem (o servidor também não devolve avisos tão velhos).
    static let guardarPor: TimeInterval = 90 * 24 * 3600

    static let tabelas = """
        CREATE TABLE IF NOT EXISTS avisos_vistos (
            conta TEXT NOT NULL, aviso_id TEXT NOT NULL, visto_em REAL NOT NULL,
            PRIMARY KEY (conta, aviso_id)) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS avisos_anunciados (
            conta TEXT NOT NULL, aviso_id TEXT NOT NULL, anunciado_em REAL NOT NULL,
            PRIMARY KEY (conta, aviso_id)) WITHOUT ROWID;
        """
    private let relogio: any Relogio

    public init(arquivo: URL, relogio: any Relogio = RelogioDoSistema()) throws {
        let (b, _) = try BancoSQLite.abrir(arquivo, cacheKiB: BancoSQLite.cacheDePaginasDoCacheKiB)
        try b.executar(Self.tabelas)
        banco = b
        self.relogio = relogio
    }

    /// O `PRAGMA data_version` da última pergunta: muda quando outra conexão grava no arquivo.
    private var versaoLida: Int64?

    public func vistosSeMudou(conta: UUID, entre ids: [UUID]) async -> Set<UUID>? {
        let versao = try? banco.inteiro("PRAGMA data_version")
        if let versao, versao == versaoLida { return nil }
        versaoLida = versao
        return ler("SELECT aviso_id FROM avisos_vistos WHERE conta = ? AND aviso_id IN", conta: conta, ids)
    }

    public func vistos(conta: UUID, entre ids: [UUID]) async -> Set<UUID> {
        ler("SELECT aviso_id FROM avisos_vistos WHERE conta = ? AND aviso_id IN", conta: conta, ids)
    }

    /// Lido também conta como anunciado: o que a pessoa já leu nunca vira faixa.
    public func anunciados(conta: UUID, entre ids: [UUID]) async -> Set<UUID> {
        ler("SELECT aviso_id FROM avisos_anunciados WHERE conta = ? AND aviso_id IN", conta: conta, ids)
            .union(ler("SELECT aviso_id FROM avisos_vistos WHERE conta = ? AND aviso_id IN", conta: conta, ids))
    }

    public func marcarAnunciados(conta: UUID, _ ids: [UUID]) async {
        gravar("INSERT OR IGNORE INTO avisos_anunciados (conta, aviso_id, anunciado_em) VALUES (?, ?, ?)",
               "DELETE FROM avisos_anunciados WHERE anunciado_em < ?", conta: conta, ids)
    }

    private func ler(_ sql: String, conta: UUID, _ ids: [UUID]) -> Set<UUID> {
        guard !ids.isEmpty else { return [] }
        var r: Set<UUID> = []
        // Em blocos: o SQLite limita os parâmetros de uma consulta.
        for bloco in stride(from: 0, to: ids.count, by: 500) {
            let parte = ids[bloco..<min(ids.count, bloco + 500)]
            let marcas = Array(repeating: "?", count: parte.count).joined(separator: ",")
            try? banco.consultar("\(sql) (\(marcas))",
                                 [.texto(conta.uuidString)] + parte.map { .texto($0.uuidString) }) { l in
                if let t = l.texto(0), let u = UUID(uuidString: t) { r.insert(u) }
            }
        }
        return r
    }

    public func marcarVistos(conta: UUID, _ ids: [UUID]) async {
        gravar("INSERT OR IGNORE INTO avisos_vistos (conta, aviso_id, visto_em) VALUES (?, ?, ?)",
               "DELETE FROM avisos_vistos WHERE visto_em < ?", conta: conta, ids)
    }

    private func gravar(_ inserir: String, _ limpar: String, conta: UUID, _ ids: [UUID]) {
        guard !ids.isEmpty else { return }
        let agora = relogio.agora.timeIntervalSince1970
        try? banco.transacao {
            for id in ids {
                try banco.consultar(inserir, [.texto(conta.uuidString), .texto(id.uuidString), .real(agora)])
            }
            try banco.consultar(limpar, [.real(agora - Self.guardarPor)])
        }
    }
}
