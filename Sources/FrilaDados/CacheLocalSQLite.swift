import Foundation
import FrilaDominio

/// RNF06: turnos confirmados por conta, no SQLite (WAL). A lista da conta é gravada
/// inteira numa transação; a leitura devolve só o que tem menos de 24 h pelo relógio injetado.
public actor CacheLocalSQLite: CacheLocal {
    private let banco: BancoSQLite
    private let relogio: any Relogio
    /// Preenchido quando o arquivo estava corrompido e foi movido de lado.
    public nonisolated let aviso: String?

    public init(arquivo: URL, relogio: any Relogio = RelogioDoSistema()) throws {
        let (b, aviso) = try BancoSQLite.abrir(arquivo)
        self.banco = b
        self.aviso = aviso
        self.relogio = relogio
    }

    private static let codificador = JSONEncoder()
    private static let decodificador = JSONDecoder()

    private func limite() -> Double { relogio.agora.timeIntervalSince1970 - Regras.validadeDoCache }

    public func turnosConfirmados(conta: UUID) async throws -> [Turno] {
        var r: [Turno] = []
        // Estritamente mais novo que 24 h: com exatamente 24 h já não vale.
        try banco.consultar("SELECT json FROM turnos_cache WHERE conta = ? AND guardado_em > ? ORDER BY turno_id",
                            [.texto(conta.uuidString), .real(limite())]) { linha in
            if let t = try? Self.decodificador.decode(Turno.self, from: linha.blob(0)) { r.append(t) }
        }
        return r.sorted { $0.vaga.periodo.inicio < $1.vaga.periodo.inicio }
    }

    /// A janela sai do SQLite (json_extract no fim e no início guardados), sem decodificar o resto.
    public func turnosConfirmados(conta: UUID, terminandoDepoisDe: Date, limite: Int) async throws -> [Turno] {
        var r: [Turno] = []
        // JSONEncoder padrão: datas em segundos desde 2001 (timeIntervalSinceReferenceDate).
        try banco.consultar("""
            SELECT json FROM turnos_cache
             WHERE conta = ? AND guardado_em > ?
               AND json_extract(CAST(json AS TEXT), '$.vaga.periodo.fim') > ?
             ORDER BY json_extract(CAST(json AS TEXT), '$.vaga.periodo.inicio'), turno_id LIMIT ?
            """, [.texto(conta.uuidString), .real(self.limite()), .real(terminandoDepoisDe.timeIntervalSinceReferenceDate),
                  .inteiro(Int64(max(0, limite)))]) { linha in
            if let t = try? Self.decodificador.decode(Turno.self, from: linha.blob(0)) { r.append(t) }
        }
        return r
    }

    public func guardadoEm(conta: UUID) async throws -> Date? {
        var r: Date?
        try banco.consultar("SELECT guardado_em FROM cache_contas WHERE conta = ? AND guardado_em > ?",
                            [.texto(conta.uuidString), .real(limite())]) { r = Date(timeIntervalSince1970: $0.real(0)) }
        return r
    }

    public func guardar(_ turnos: [Turno], conta: UUID) async throws {
        let agora = relogio.agora.timeIntervalSince1970
        let dados = try turnos.map { ($0.id, try Self.codificador.encode($0)) }
        try banco.transacao {
            try banco.consultar("DELETE FROM turnos_cache WHERE conta = ?", [.texto(conta.uuidString)])
            for (id, json) in dados {
                try banco.consultar("INSERT INTO turnos_cache (conta, turno_id, json, guardado_em) VALUES (?, ?, ?, ?)",
                                    [.texto(conta.uuidString), .texto(id.uuidString), .blob(json), .real(agora)])
            }
            try banco.consultar("INSERT OR REPLACE INTO cache_contas (conta, guardado_em) VALUES (?, ?)",
                                [.texto(conta.uuidString), .real(agora)])
        }
    }

    public func expirar(antes: Date) async throws {
        let t = antes.timeIntervalSince1970
        try banco.transacao {
            try banco.consultar("DELETE FROM turnos_cache WHERE guardado_em < ?", [.real(t)])
            try banco.consultar("DELETE FROM cache_contas WHERE guardado_em < ?", [.real(t)])
        }
    }

    /// Versão do esquema (PRAGMA user_version), para diagnóstico e testes.
    public func versaoDoEsquema() -> Int { banco.versao }
}
