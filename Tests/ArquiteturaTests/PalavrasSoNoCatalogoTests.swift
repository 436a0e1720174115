import Foundation
import Testing

/// Também as palavras soltas que a pessoa lê (rótulos de detalhe, cabeçalhos de coluna,
/// títulos de páginas e diálogos, "Carregando…") saem do catálogo: um literal que é uma
/// palavra só com inicial maiúscula, fora de comentários, não volta a `Sources/FrilaTerminal`
/// nem a `Sources/frila`. Siglas e marcadores em maiúsculas ("VAGA", "TERM"), teclas de uma
/// letra ("G") e palavras minúsculas (chaves, identificadores) não contam.
struct PalavrasSoNoCatalogoTests {
    /// Onde uma palavra solta pode ficar, e por quê (mesma forma de `FrasesSoNoCatalogoTests.permitidos`).
    static let permitidos: [(arquivo: String?, trecho: String?, porque: String)] = [
        ("FrilaTerminal/Nucleo/Teclas.swift", nil,
         "o nome de cada tecla como está no teclado (Enter, Esc, Home, Espaço): a tabela de teclas o dá num lugar só, para a ajuda, o rodapé e o `frila teclas`"),
        ("frila/BenchCliente.swift", nil, "o nome de mentira da conta do make bench, que ninguém lê"),
        (nil, "anotar(", "o registro de diagnóstico em arquivo (frila.log), para quem opera; não é a interface"),
        (nil, "preconditionFailure(", "erro de programação: para o processo, nunca chega como texto a quem usa"),
    ]

    /// Uma palavra com inicial maiúscula e o resto minúsculo, com espaços em volta e talvez
    /// um ponto, reticências ou dois-pontos no fim.
    static var padrao: Regex<AnyRegexOutput> {
        try! Regex(#"^\s*\p{Lu}\p{Ll}+[.…:]?\s*$"#)
    }

    static func palavras(no codigo: String, arquivo: String) -> [String] {
        let linhas = codigo.split(separator: "\n", omittingEmptySubsequences: false)
        let padrao = padrao
        return FrasesSoNoCatalogoTests.Leitor.literais(de: codigo).compactMap { l in
            guard l.texto.wholeMatch(of: padrao) != nil else { return nil }
            let texto = l.linha - 1 < linhas.count ? String(linhas[l.linha - 1]) : ""
            let permitido = permitidos.contains { p in
                (p.arquivo == nil || p.arquivo == arquivo) && (p.trecho.map { texto.contains($0) } ?? true)
            }
            return permitido ? nil : "\(arquivo):\(l.linha): \(l.texto)"
        }
    }

    @Test func oDetectorPegaPalavrasSoltasENaoPegaOResto() {
        func achadas(_ codigo: String, arquivo: String = "FrilaTerminal/Telas/X.swift") -> Int {
            Self.palavras(no: codigo, arquivo: arquivo).count
        }
        #expect(achadas(#"itens.append(("Valor", v.descricao, .negrito))"#) == 1)
        #expect(achadas(#"q.escrever("Carregando…", x: 0, y: 0, estilo: .suave)"#) == 1)
        #expect(achadas(#"[("  Função", 18), ("Dist.", 7)]"#) == 2, "cabeçalhos de coluna, com espaço na frente ou ponto no fim")
        #expect(achadas(#"linhas.append("Despacho: " + d)"#) == 1)
        #expect(achadas(#"x = ok ? "\(a)" : "Situação""#) == 1, "dentro de uma expressão")
        #expect(achadas(#"let k = "conta_id"; let v = "VAGA"; let t = "G"; let e = ProcessInfo.processInfo.environment["TERM"]"#) == 0)
        #expect(achadas(#"let f = "profissional"; let s = "\(n) · \(m)""#) == 0, "minúsculas e só interpolações não contam")
        #expect(achadas("// \"Valor\" num comentário\n/* \"Quando\" */ let x = 1") == 0)
        #expect(achadas(#"case .esc: return "Esc""#, arquivo: "FrilaTerminal/Nucleo/Teclas.swift") == 0, "o nome da tecla é permitido")
        #expect(achadas(#"case .esc: return "Esc""#) == 1, "mas só no arquivo das teclas")
    }

    @Test func nenhumaPalavraSoltaForaDoCatalogo() throws {
        let achadas = try FrasesSoNoCatalogoTests.fontes().flatMap { Self.palavras(no: $0.texto, arquivo: $0.arquivo) }
        #expect(achadas.isEmpty, "\(achadas.count) palavras soltas fora do catálogo (Textos, em FrilaApresentacao):\n\(achadas.sorted().joined(separator: "\n"))")
    }
}
