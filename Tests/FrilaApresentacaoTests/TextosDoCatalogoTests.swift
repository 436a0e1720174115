import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// Frases do catálogo que as telas só chamam: o texto vive em `Textos`, não no app.
struct TextosDoCatalogoTests {
    static func notificacao(_ funcao: Funcao, inicio: Date) -> Notificacao {
        Notificacao(id: UUID(), vagaId: UUID(), funcao: funcao, inicio: inicio, valor: Dinheiro(centavos: 15000), modo: .urgencia,
                    estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"), enviadaEm: inicio - h(2))
    }

    @Test func faixaDaVagaNovaDizAMaisNovaEQuantasMais() {
        let n = Self.notificacao(.garcom, inicio: t0)
        #expect(Textos.vagaNova(n, mais: 0, hoje: t0) == "Vaga nova: Garçom sex 18/12 18:00 · R$ 150,00 · Bar do Cerrado")
        #expect(Textos.vagaNova(n, mais: 2, hoje: t0) == "Vaga nova: Garçom sex 18/12 18:00 · R$ 150,00 · Bar do Cerrado (+2)")
    }
}
