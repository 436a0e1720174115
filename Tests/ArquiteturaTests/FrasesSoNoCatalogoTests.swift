import Foundation
import Testing

/// Toda frase que a pessoa lê na TUI e nos comandos sem tela sai do catálogo (`Textos`, em
/// FrilaApresentacao): nenhum literal com cara de frase volta a `Sources/FrilaTerminal` nem a
/// `Sources/frila`, fora de comentários e das poucas exceções listadas abaixo.
///
/// "Frase": um literal de texto (de uma linha, de várias linhas ou cru) em que duas palavras
/// seguidas aparecem separadas por um espaço, uma delas de duas ou mais letras, ou uma palavra
/// junto de uma interpolação ("Carregando turnos…", "Bloquear \(nome)?", "\(n) ações na fila",
/// "c candidata", "a \(distancia)"). Uma palavra solta ("Avaliação", "online"), identificadores,
/// chaves de JSON, formatos ("%02d") e literais só de interpolações ("\(a) · \(b)") não contam.
struct FrasesSoNoCatalogoTests {
    /// Onde um literal com cara de frase pode ficar, e por quê. `arquivo` nil: qualquer um;
    /// `trecho` nil: o arquivo inteiro; senão, só na linha que contém o trecho.
    static let permitidos: [(arquivo: String?, trecho: String?, porque: String)] = [
        (nil, "Atalho(",
         "a descrição de uma tecla na tabela de teclas: fonte única da ajuda (?), do rodapé e do `frila teclas`; tecla e descrição andam juntas"),
        ("frila/BenchCliente.swift", nil,
         "dados de mentira e a linha de medida do make bench, lidas por script, nunca por quem usa o frila"),
        (nil, "anotar(", "o registro de diagnóstico em arquivo (frila.log), para quem opera; não é a interface"),
        (nil, "Registro.carimbo(", "o formato da linha desse mesmo registro de diagnóstico"),
        (nil, "preconditionFailure(", "erro de programação: para o processo, nunca chega como texto a quem usa"),
    ]

    static let modulos = ["FrilaTerminal", "frila"]

    /// Os literais de texto do código, com a linha de cada um; comentários ficam de fora, e
    /// cada interpolação vira `§` (os literais de dentro dela saem à parte).
    struct Leitor {
        let c: [Character]
        var i = 0
        var linha = 1
        var literais: [(linha: Int, texto: String)] = []
        /// O código de cada linha, sem comentários nem o conteúdo dos literais: é nele que a
        /// lista de permitidos procura o trecho (um `// Atalho(` no fim da linha não permite nada).
        var codigoDaLinha: [Int: String] = [:]

        init(_ codigo: String) { c = Array(codigo) }

        func em(_ k: Int) -> Character? { i + k < c.count ? c[i + k] : nil }

        mutating func codigo(dentroDeInterpolacao: Bool) {
            var parenteses = 0
            while i < c.count {
                let ch = c[i]
                if ch == "\n" { linha += 1; i += 1; continue }
                if ch == "/", em(1) == "/" {
                    while i < c.count, c[i] != "\n" { i += 1 }
                    continue
                }
                if ch == "/", em(1) == "*" {
                    i += 2
                    var nivel = 1
                    while i < c.count, nivel > 0 {
                        if c[i] == "\n" { linha += 1 }
                        if c[i] == "/", em(1) == "*" { nivel += 1; i += 2; continue }
                        if c[i] == "*", em(1) == "/" { nivel -= 1; i += 2; continue }
                        i += 1
                    }
                    continue
                }
                if ch == "#" {
                    var j = i
                    while j < c.count, c[j] == "#" { j += 1 }
                    if j < c.count, c[j] == "\"" {
                        let cerquilhas = j - i
                        i = j
                        literal(cerquilhas: cerquilhas)
                        continue
                    }
                    i = j
                    continue
                }
                if ch == "\"" { literal(cerquilhas: 0); continue }
                if dentroDeInterpolacao {
                    if ch == "(" { parenteses += 1 }
                    if ch == ")" {
                        if parenteses == 0 { i += 1; return }
                        parenteses -= 1
                    }
                }
                codigoDaLinha[linha, default: ""].append(ch)
                i += 1
            }
        }

        /// Em `c[i]`, a aspa que abre um literal (depois das `cerquilhas` de um literal cru).
        mutating func literal(cerquilhas: Int) {
            let inicio = linha
            let multilinha = em(1) == "\"" && em(2) == "\""
            i += multilinha ? 3 : 1
            let fecho = Array(String(repeating: "\"", count: multilinha ? 3 : 1) + String(repeating: "#", count: cerquilhas))
            var texto = ""
            while i < c.count {
                if i + fecho.count <= c.count, Array(c[i..<(i + fecho.count)]) == fecho { i += fecho.count; break }
                let ch = c[i]
                if ch == "\\", (0..<cerquilhas).allSatisfy({ em($0 + 1) == "#" }) {
                    if em(cerquilhas + 1) == "(" {
                        i += cerquilhas + 2
                        texto.append("§")
                        codigo(dentroDeInterpolacao: true)
                        continue
                    }
                    // Um escape (\n, \", \\, \u{...}): conta como um espaço.
                    i += cerquilhas + 2
                    texto.append(" ")
                    continue
                }
                if ch == "\n" {
                    linha += 1
                    if !multilinha { i += 1; break }
                }
                texto.append(ch)
                i += 1
            }
            literais.append((inicio, texto))
        }

        static func literais(de codigo: String) -> [(linha: Int, texto: String)] { lido(codigo).literais }

        static func lido(_ codigo: String) -> Leitor {
            var l = Leitor(codigo)
            l.codigo(dentroDeInterpolacao: false)
            return l
        }
    }

    /// Palavra de 2+ letras, espaço, e outra palavra ou interpolação; ou interpolação antes dela.
    /// Com dois-pontos ou vírgula no meio: palavra e palavra ("Vagas, turnos"), ou rótulo e
    /// valor que terminam a frase ("Ordem: \(x)."); o rótulo de uma linha de dados ("Fila: \(n)")
    /// não conta.
    static var padrao: Regex<AnyRegexOutput> {
        try! Regex(#"\p{L}{2,}[:;,]? [(“"«‹]?\p{L}|\p{L}{2,} [(“"«‹]?§|\p{L} [(“"«‹]?\p{L}{2,}|\p{L}+ [(“"«‹]?§|\p{L}+[:;,] §[.!?…]|§ [(“"«‹]?\p{L}+"#)
    }

    /// As frases de um arquivo fora do catálogo, com o número da linha (sem as permitidas).
    static func frases(no codigo: String, arquivo: String) -> [String] {
        let padrao = padrao
        let lido = Leitor.lido(codigo)
        return lido.literais.compactMap { l in
            guard l.texto.contains(padrao) else { return nil }
            let texto = lido.codigoDaLinha[l.linha] ?? ""
            let permitido = permitidos.contains { p in
                (p.arquivo == nil || p.arquivo == arquivo) && (p.trecho.map { texto.contains($0) } ?? true)
            }
            return permitido ? nil : "\(arquivo):\(l.linha): \(l.texto.prefix(90))"
        }
    }

    @Test func oDetectorPegaFrasesENaoPegaOResto() {
        func achadas(_ codigo: String) -> Int { Self.frases(no: codigo, arquivo: "X.swift").count }
        #expect(achadas(#"q.escrever("Carregando turnos…", em: r)"#) == 1)
        #expect(achadas(#"mensagem("Bloquear \(nome)?", .info)"#) == 1)
        #expect(achadas(#"let s = "\(n) ações na fila""#) == 1)
        #expect(achadas(#"x = ok ? "\(a) · \(b)" : "Sem histórico""#) == 1, "o literal de fora não é frase; o de dentro é")
        #expect(achadas(#"t = "\(f.editando == nil ? "publica" : "salva") · Esc cancela""#) == 1)
        #expect(achadas("let ajuda = \"\"\"\n    Uso: frila sair\n    Sai da conta.\n    \"\"\"") == 1)
        #expect(achadas(##"let r = #"um texto cru"#"##) == 1)
        #expect(achadas(#"let c = "c candidata"; let d = "a \(distancia)""#) == 2, "tecla e palavra, artigo e valor")
        #expect(achadas(#"app.dizer(.feito("Ordem: \(rotulo)."))"#) == 1, "rótulo, dois-pontos e valor também é frase")
        #expect(achadas(#"let l = "Vagas, turnos""#) == 1)
        #expect(achadas(#"let l = "Fila: \(n)""#) == 0, "rótulo de linha de dados")
        #expect(achadas(#"let t = "Avaliação"; let k = "conta_id"; let f = "%02d:%02d"; let v = "\(a) \(b)""#) == 0)
        #expect(achadas("// \"Carregando turnos…\" num comentário\n/* \"Outra frase aqui\" */ let x = 1") == 0)
        #expect(achadas(#"let s = "a \"citação\" b""#) == 0)
        #expect(achadas(#"log.anotar("fim por sinal \(s)")"#) == 0, "o registro de diagnóstico é permitido")
        // O trecho permitido vale no código da linha, não num comentário nem dentro de um literal.
        #expect(achadas(#"Atalho([.esc], "volta ao início", .voltar),"#) == 0)
        #expect(achadas(#"q.escrever("Você ainda não bloqueou ninguém", em: r) // Atalho("#) == 1)
        #expect(achadas(#"q.escrever("Você ainda não bloqueou ninguém", em: r) /* Atalho( */"#) == 1)
        #expect(achadas(#"q.escrever("Você ainda não bloqueou ninguém, Atalho(", em: r)"#) == 1)
        // A linha de cada literal: a que o abre, contando as dos literais de várias linhas.
        let l = Leitor.literais(de: "let a = \"\"\"\n  x\n  \"\"\"\nlet b = \"y\"")
        #expect(l.map(\.linha) == [1, 4])
    }

    /// Cada arquivo .swift dos módulos vigiados: (caminho a partir de Sources, texto).
    static func fontes() throws -> [(arquivo: String, texto: String)] {
        let raiz = RegraDeDependenciaTests.raiz
        var todas: [(arquivo: String, texto: String)] = []
        for modulo in modulos {
            let pasta = raiz.appendingPathComponent("Sources/\(modulo)")
            guard let e = FileManager.default.enumerator(at: pasta, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in e where url.pathExtension == "swift" {
                todas.append((modulo + url.path.dropFirst(pasta.path.count), try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return todas
    }

    @Test func nenhumaFraseForaDoCatalogo() throws {
        let achadas = try Self.fontes().flatMap { Self.frases(no: $0.texto, arquivo: $0.arquivo) }
        #expect(achadas.isEmpty, "\(achadas.count) frases fora do catálogo (Textos, em FrilaApresentacao):\n\(achadas.sorted().joined(separator: "\n"))")
    }
}
