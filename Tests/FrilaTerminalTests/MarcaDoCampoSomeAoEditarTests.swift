import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// O `!` de um campo com problema sai assim que a pessoa mexe nele (no formulário da vaga e
/// no cadastro); os outros campos marcados continuam marcados até serem corrigidos.
@MainActor
struct MarcaDoCampoSomeAoEditarTests {
    static let baixa = Tamanho(largura: 40, altura: 12)
    /// O cadastro em 40×12 mostra só o campo em foco e os avisos; em 80×24, todos os campos.
    static let alta = Tamanho(largura: 80, altura: 24)

    /// A linha cujo texto, logo depois da borda "│" e da coluna da marca de foco, começa com `prefixo`.
    func linha(_ q: Quadro, comecando prefixo: String) -> String? {
        (0..<q.tamanho.altura).map { q.linha($0) }.first { l in
            guard let borda = l.firstIndex(of: "│") else { return false }
            return l[borda...].dropFirst(2).hasPrefix(prefixo)
        }
    }

    /// Enter no formulário vazio em 80×24: todos os campos (o último, Alerta, também) e a dica
    /// ficam à vista; os problemas que não cabem dizem quais estão à vista e PgDn; em 40×12 o corte dos campos tem ▼.
    @Test func formularioVazioNaoEscondeCampoNemDica() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        for c in FormularioVaga.Campo.allCases { app.m.formulario?.valores[c] = "" }
        await rodar(&app, app.tecla(.enter))
        let n = app.m.formulario?.problemas.count ?? 0
        #expect(n > 4)
        let q = app.desenhar(Tamanho(largura: 80, altura: 24)).texto
        #expect(q.contains("Alerta (horas antes)") && q.contains("Enter publica · Esc cancela"), "\(q)")
        #expect(q.contains(" de \(n) · PgDn mais"), "\(q)")
        let baixa = app.desenhar(Self.baixa).texto
        #expect(baixa.contains("▼"), "campos cortados se anunciam\n\(baixa)")
    }

    @Test func formularioDaVagaTiraAMarcaDoCampoEditado() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        _ = app.tecla(.tab)  // Data
        await rodar(&app, app.tecla(.enter))
        let marcados = app.m.formulario?.camposComProblema ?? []
        #expect(marcados.contains(.data) && marcados.contains(.inicio), "Enter com o formulário vazio marca Data e Início")
        var q = app.desenhar(Self.baixa)
        #expect(linha(q, comecando: "! Data") != nil, "antes de editar, Data leva o !\n\(q.texto)")
        _ = digitar(&app, "0")
        q = app.desenhar(Self.baixa)
        #expect(linha(q, comecando: "! Data") == nil && linha(q, comecando: "Data") != nil, "editado, Data perde o !\n\(q.texto)")
        #expect(linha(q, comecando: "! Início") != nil, "Início não foi mexido: continua marcado\n\(q.texto)")
        #expect(app.m.formulario?.camposComProblema.contains(.data) == false)
        Snapshot.verificar(q, "vagas-formulario-marca-some-ao-editar-40x12")
        // Apagar também é mexer; e Tab sozinho (só passar pelo campo) não tira a marca.
        _ = app.tecla(.tab)
        #expect(app.m.formulario?.camposComProblema.contains(.inicio) == true, "passar pelo campo não corrige nada")
        _ = app.tecla(.backspace)
        #expect(app.m.formulario?.camposComProblema.contains(.inicio) == true, "apagar um campo já vazio não muda o valor")
        _ = digitar(&app, "1")
        _ = app.tecla(.backspace)
        #expect(app.m.formulario?.camposComProblema.contains(.inicio) == false)
    }

    @Test func cadastroTiraAMarcaDoCampoEditado() async {
        var app = await CadastroNaTUITests().abrir(Mundo())
        _ = app.tecla(.direita)  // profissional
        await rodar(&app, app.tecla(.enter))
        var q = app.desenhar(Self.alta)
        #expect(linha(q, comecando: "! Nome") != nil && linha(q, comecando: "! Senha") != nil, "\(q.texto)")
        // O foco foi para o primeiro problema (Nome): uma letra tira a marca só dele.
        #expect(app.m.cadastro?.foco == .nome)
        _ = digitar(&app, "P")
        q = app.desenhar(Self.alta)
        #expect(linha(q, comecando: "! Nome") == nil && linha(q, comecando: "Nome") != nil, "\(q.texto)")
        #expect(linha(q, comecando: "! Senha") != nil, "\(q.texto)")
        Snapshot.verificar(q, "cadastro-marca-some-ao-editar-80x24")
    }
}
