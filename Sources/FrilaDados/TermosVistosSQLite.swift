import Foundation
import FrilaDominio

/// A ficha dos termos (`termos_versao`) de cada vaga que o cliente sem tela MOSTROU à pessoa,
/// por conta, no mesmo SQLite do cache e da fila: `frila candidatar` manda a do que ela viu,
/// não a do que acabou de ler, e o servidor recusa (vaga_alterada) se o contratante mudou os
/// termos entre a olhada e o pedido. Tabela criada aqui (IF NOT EXISTS), fora das migrações
/// numeradas, como a dos avisos vistos: perdê-la só faz o comando pedir que a pessoa veja a
/// vaga de novo.
public actor TermosVistosSQLite {
    private let banco: BancoSQLite
    private let relogio: any Relogio
    /// Vista há mais que isto, a vaga já começou ou acabou (horizonte de um ano): sai.
    static let guardarPor: TimeInterval = 400 * 24 * 3600

    static let tabela = """
        CREATE TABLE IF NOT EXISTS termos_vistos (
            conta TEXT NOT NULL, vaga_id TEXT NOT NULL, termos_versao TEXT NOT NULL, visto_em REAL NOT NULL,
            PRIMARY KEY (conta, vaga_id)) WITHOUT ROWID;
        """

    public init(arquivo: URL, relogio: any Relogio = RelogioDoSistema()) throws {
        let (b, _) = try BancoSQLite.abrir(arquivo, cacheKiB: BancoSQLite.cacheDePaginasDoCacheKiB)
        try b.executar(Self.tabela)
        banco = b
        self.relogio = relogio
    }

    /// As vagas que acabaram de ser mostradas, com a ficha de cada uma (sem ficha: servidor
    /// antigo, nada a guardar).
    public func guardar(conta: UUID, _ vagas: [VagaDoFeed]) {
        guardar(conta: conta, fichas: vagas.compactMap { v in v.termosVersao.map { (v.id, $0) } })
    }

    public func guardar(conta: UUID, fichas: [(UUID, String)]) {
        guard !fichas.isEmpty else { return }
        let agora = relogio.agora.timeIntervalSince1970
        try? banco.transacao {
            for (vaga, ficha) in fichas {
                try banco.consultar("""
                    INSERT OR REPLACE INTO termos_vistos (conta, vaga_id, termos_versao, visto_em) VALUES (?, ?, ?, ?)
                    """, [.texto(conta.uuidString), .texto(vaga.uuidString), .texto(ficha), .real(agora)])
            }
            try banco.consultar("DELETE FROM termos_vistos WHERE visto_em < ?", [.real(agora - Self.guardarPor)])
        }
    }

    /// A ficha da última vez que esta vaga foi mostrada a esta conta (nil = nunca).
    public func ficha(conta: UUID, vaga: UUID) -> String? {
        var r: String?
        try? banco.consultar("SELECT termos_versao FROM termos_vistos WHERE conta = ? AND vaga_id = ?",
                             [.texto(conta.uuidString), .texto(vaga.uuidString)]) { r = $0.texto(0) }
        return r
    }
}
