import Foundation
import FrilaDominio

/// RNF06: turnos confirmados por conta, no SQLite (WAL). A lista da conta é gravada
/// inteira numa transação; a leitura devolve só o que tem menos de 24 h pelo relógio injetado.
public actor CacheLocalSQLite: CacheLocal {
    private let banco: BancoSQLite
    private let relogio: any Relogio
    /// Preenchido quando o arquivo estava corrompido e foi movido de lado.
    public nonisolated let aviso: DadosLocaisRecomecados?

    public init(arquivo: URL, relogio: any Relogio = RelogioDoSistema()) throws {
        let (b, aviso) = try BancoSQLite.abrir(arquivo, cacheKiB: BancoSQLite.cacheDePaginasDoCacheKiB)
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

    /// A janela sai do índice (conta, início): lê e decodifica só as linhas dela, na ordem.
    public func turnosConfirmados(conta: UUID, terminandoDepoisDe: Date, limite: Int) async throws -> [Turno] {
        var r: [Turno] = []
        // Do tamanho da janela de uma vez: crescer dobrando deixava a cópia anterior no pico.
        r.reserveCapacity(min(max(0, limite), 1024))
        try banco.consultar("""
            SELECT json FROM turnos_cache INDEXED BY turnos_cache_janela
             WHERE conta = ? AND guardado_em > ? AND fim > ?
             ORDER BY inicio, turno_id LIMIT ?
            """, [.texto(conta.uuidString), .real(self.limite()), .real(terminandoDepoisDe.timeIntervalSince1970),
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
        let dados = try turnos.map { ($0, try Self.codificador.encode($0)) }
        try banco.transacao {
            try banco.consultar("DELETE FROM turnos_cache WHERE conta = ?", [.texto(conta.uuidString)])
            for (t, json) in dados {
                try banco.consultar("""
                    INSERT INTO turnos_cache (conta, turno_id, json, guardado_em, inicio, fim) VALUES (?, ?, ?, ?, ?, ?)
                    """, [.texto(conta.uuidString), .texto(t.id.uuidString), .blob(json), .real(agora),
                          .real(t.vaga.periodo.inicio.timeIntervalSince1970), .real(t.vaga.periodo.fim.timeIntervalSince1970)])
            }
            try banco.consultar("INSERT OR REPLACE INTO cache_contas (conta, guardado_em) VALUES (?, ?)",
                                [.texto(conta.uuidString), .real(agora)])
        }
    }

    /// Pela tabela das contas: `guardar` grava a lista inteira de uma conta com uma hora só,
    /// então a conta vencida diz quais turnos vencem. Apagar por `guardado_em` varria todos
    /// os turnos guardados a cada partida; e sem nada vencido não abre transação de escrita.
    public func expirar(antes: Date) async throws {
        var vencidas: [String] = []
        try banco.consultar("SELECT conta FROM cache_contas WHERE guardado_em < ?", [.real(antes.timeIntervalSince1970)]) {
            if let c = $0.texto(0) { vencidas.append(c) }
        }
        guard !vencidas.isEmpty else { return }
        try banco.transacao {
            for c in vencidas {
                try banco.consultar("DELETE FROM turnos_cache WHERE conta = ?", [.texto(c)])
                try banco.consultar("DELETE FROM cache_contas WHERE conta = ?", [.texto(c)])
            }
        }
    }

    /// Versão do esquema (PRAGMA user_version), para diagnóstico e testes.
    public func versaoDoEsquema() -> Int { banco.versao }
}
