import Foundation
import Testing
@testable import FrilaDados
@testable import FrilaDominio

/// Depois da exclusão: a fila, o cache, os avisos e os termos vistos e a credencial da conta saem do
/// disco; os de outra conta no mesmo diretório ficam.
struct DadosLocaisDaContaTests {
    @Test func apagaSoOQueEDaConta() async throws {
        let b = try Bancada()
        let dir = b.arquivo.deletingLastPathComponent()
        try await b.fila.enfileirar(.avaliar(turno: UUID(), chamariaDeNovo: true), conta: contaAna)
        try await b.fila.enfileirar(.avaliar(turno: UUID(), chamariaDeNovo: false), conta: contaBruno)
        let cache = try CacheLocalSQLite(arquivo: b.arquivo, relogio: RelogioManual(t0))
        let t = try CacheLocalTests().turno(t0 + 3600)
        try await cache.guardar([t], conta: contaAna)
        try await cache.guardar([t], conta: contaBruno)
        let vistos = try AvisosVistosSQLite(arquivo: b.arquivo, relogio: RelogioManual(t0))
        let (avisoA, avisoB) = (UUID(), UUID())
        await vistos.marcarVistos(conta: contaAna, [avisoA])
        await vistos.marcarVistos(conta: contaBruno, [avisoB])
        let termos = try TermosVistosSQLite(arquivo: b.arquivo, relogio: RelogioManual(t0))
        let vaga = UUID()
        await termos.guardar(conta: contaAna, fichas: [(vaga, "ficha-ana")])
        await termos.guardar(conta: contaBruno, fichas: [(vaga, "ficha-bruno")])
        #expect(await termos.ficha(conta: contaAna, vaga: vaga) == "ficha-ana")
        let armazem = ArmazemDeCredencial(diretorio: dir)
        try armazem.gravar(Credencial(contaId: contaAna, perfil: .profissional, nome: "Ana", tokenDeAcesso: "t",
                                      tokenDeRenovacao: "r", expiraEm: nil))

        let n = try await DadosLocaisDaContaSQLite(arquivo: b.arquivo, credencial: armazem).apagar(conta: contaAna)
        #expect(n == 6, "fila, cache (turno e conta), aviso visto, termos vistos e credencial")
        #expect(await termos.ficha(conta: contaAna, vaga: vaga) == nil)
        #expect(await termos.ficha(conta: contaBruno, vaga: vaga) == "ficha-bruno")
        #expect(await b.fila.status(conta: contaAna).itens.isEmpty)
        #expect(try await cache.turnosConfirmados(conta: contaAna).isEmpty)
        #expect(await vistos.vistos(conta: contaAna, entre: [avisoA]).isEmpty)
        #expect(await vistos.vistos(conta: contaBruno, entre: [avisoB]) == [avisoB])
        #expect(armazem.ler() == nil)
        #expect(await b.fila.status(conta: contaBruno).pendentes == 1, "a outra conta fica")
        #expect(try await cache.turnosConfirmados(conta: contaBruno).count == 1)

        // A credencial de outra conta no diretório não sai.
        try armazem.gravar(Credencial(contaId: contaBruno, perfil: .contratante, nome: "Bruno", tokenDeAcesso: "t",
                                      tokenDeRenovacao: nil, expiraEm: nil))
        #expect(try await DadosLocaisDaContaSQLite(arquivo: b.arquivo, credencial: armazem).apagar(conta: contaAna) == 0)
        #expect(armazem.ler()?.contaId == contaBruno)
    }

    /// Toda tabela que o módulo cria com a coluna `conta` está na lista que a exclusão apaga, e a
    /// lista não cita tabela que não existe: uma tabela por conta nova não sobrevive à exclusão.
    @Test func todaTabelaPorContaSaiNaExclusao() throws {
        var fontes = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { fontes.deleteLastPathComponent() }
        fontes.appendPathComponent("Sources/FrilaDados")
        let criar = try NSRegularExpression(pattern: #"CREATE TABLE IF NOT EXISTS (\w+)\s*\(([^;]*)"#)
        let colunaConta = try NSRegularExpression(pattern: #"(^|[(,])\s*conta\s+TEXT"#)
        var porConta = Set<String>(), todas = Set<String>()
        let arquivos = FileManager.default.enumerator(at: fontes, includingPropertiesForKeys: nil)!
        for case let url as URL in arquivos where url.pathExtension == "swift" {
            let texto = try String(contentsOf: url, encoding: .utf8)
            for m in criar.matches(in: texto, range: NSRange(texto.startIndex..., in: texto)) {
                let nome = String(texto[Range(m.range(at: 1), in: texto)!])
                let corpo = String(texto[Range(m.range(at: 2), in: texto)!])
                todas.insert(nome)
                if colunaConta.firstMatch(in: corpo, range: NSRange(corpo.startIndex..., in: corpo)) != nil { porConta.insert(nome) }
            }
        }
        #expect(porConta.contains("fila_acoes") && porConta.contains("avisos_vistos"), "o scanner não achou as tabelas")
        #expect(todas.contains("fila_meta") && !porConta.contains("fila_meta"))
        #expect(porConta == Set(DadosLocaisDaContaSQLite.tabelasDaConta))
    }
}
