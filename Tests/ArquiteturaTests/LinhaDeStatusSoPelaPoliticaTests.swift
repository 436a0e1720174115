import Foundation
import Testing

/// A linha de status tem uma política só (`FrilaTerminal/App/LinhaDeStatus.swift`): quem
/// relata passa um `Relato` (o que aconteceu), nunca a cor; ninguém guarda uma cópia da
/// mensagem para comparar se "a sua" ainda está à vista, nem escreve a linha por fora.
struct LinhaDeStatusSoPelaPoliticaTests {
    /// Onde a mensagem pode ser montada e escrita: a política e a definição do modelo.
    static let donos = ["App/LinhaDeStatus.swift", "Telas/Modelo.swift"]

    static let proibidos: [(padrao: String, porque: String)] = [
        (#"\bMensagem\("#, "a mensagem sai da política, pelo relato"),
        (#"\bmensagem\??\s*[!=]=(?!\s*nil\b)|[!=]=\s*[\w.?]*\bmensagem\b"#, "comparar a mensagem à vista (cópia de sombra)"),
        (#"\.texto\s*[!=]="#, "decidir pelo texto da mensagem"),
        (#"\bm\.mensagem\??(\.\w+)?\s*=[^=]|\.atual\??(\.\w+)?\s*=[^=]"#, "escrever a linha de status por fora da política"),
        (#"\b(dizer|mensagem)\([^)]*,\s*\.(erro|info|sucesso)\b"#, "a severidade escolhida à mão numa chamada"),
        (#"mensagem\??\.tipo\s*[!=]="#, "decidir pela cor da mensagem à vista (a política sabe: dispensarErro)"),
    ]

    static func violacoes(no codigo: String) -> [String] {
        var achadas: [String] = []
        for linha in codigo.split(separator: "\n", omittingEmptySubsequences: false) {
            let l = linha.trimmingCharacters(in: .whitespaces)
            if l.hasPrefix("//") { continue }
            for p in proibidos where l.range(of: p.padrao, options: .regularExpression) != nil {
                achadas.append("\(l)  ← \(p.porque)")
            }
        }
        return achadas
    }

    @Test func oDetectorPegaOQueJaExistiu() {
        #expect(!Self.violacoes(no: "guard let dita = contagemDoFormulario, m.mensagem == dita else { return }").isEmpty)
        #expect(!Self.violacoes(no: "if let e = erroDoDialogoNaLinha, m.mensagem == e { m.mensagem = nil }").isEmpty)
        #expect(!Self.violacoes(no: "m.mensagem?.texto = Textos.NovaVaga.naoEnviada(editando: false, problemas: ps)").isEmpty)
        #expect(!Self.violacoes(no: "app.mensagem(Textos.Turnos.naoDaParaBloquear, .erro)").isEmpty)
        #expect(!Self.violacoes(no: "registrar(Mensagem(p.texto, tipo: .info, em: m.agora))").isEmpty)
        #expect(!Self.violacoes(no: "if m.mensagem?.tipo == .erro { m.mensagem = nil }").isEmpty)
        #expect(Self.violacoes(no: "app.dizer(.recusa(Textos.Turnos.naoDaParaBloquear))").isEmpty)
        #expect(Self.violacoes(no: "m.linhaDeStatus.dispensarErro()").isEmpty)
        #expect(Self.violacoes(no: "if let msg = m.mensagem, r.fimX - x > 4 {").isEmpty, "ler para desenhar pode")
        #expect(Self.violacoes(no: "let compacto = m.mensagem != nil && r.largura < 60").isEmpty)
        #expect(Self.violacoes(no: "let estilo: Estilo = msg.tipo == .erro ? .erro : .normal").isEmpty, "a cor no desenho pode")
        #expect(Self.violacoes(no: "// m.mensagem == dita, num comentário").isEmpty)
    }

    @Test func soAPoliticaEscreveALinhaDeStatus() throws {
        let pasta = RegraDeDependenciaTests.raiz.appendingPathComponent("Sources/FrilaTerminal")
        var achadas: [String] = []
        guard let e = FileManager.default.enumerator(at: pasta, includingPropertiesForKeys: nil) else { return }
        for case let url as URL in e where url.pathExtension == "swift" {
            let rel = String(url.path.dropFirst(pasta.path.count + 1))
            guard !Self.donos.contains(rel) else { continue }
            achadas += Self.violacoes(no: try String(contentsOf: url, encoding: .utf8)).map { "\(rel): \($0)" }
        }
        #expect(achadas.isEmpty, "a linha de status fora da política:\n\(achadas.joined(separator: "\n"))")
    }
}

/// Todo caso de `Evento` (o que volta das tarefas para a thread do curses) é construído por
/// alguém: um caso que só o `switch` conhece é caminho morto que ninguém testa.
struct EventosSemCasoMortoTests {
    /// Os casos declarados em `enum <nome>` no texto.
    static func casos(de nome: String, em codigo: String) -> [String] {
        guard let inicio = codigo.range(of: "enum \(nome)") else { return [] }
        var nivel = 0
        var casos: [String] = []
        var dentro = false
        for linha in codigo[inicio.lowerBound...].split(separator: "\n") {
            let l = linha.trimmingCharacters(in: .whitespaces)
            if nivel == 1, l.hasPrefix("case "), let m = l.firstMatch(of: /^case (\w+)/) { casos.append(String(m.1)) }
            nivel += l.filter { $0 == "{" }.count - l.filter { $0 == "}" }.count
            if nivel > 0 { dentro = true }
            if dentro && nivel == 0 { break }
        }
        return casos
    }

    /// Os casos que nenhuma linha constrói (`.caso(`, `.caso` fora de um `case .caso` de switch).
    static func mortos(_ casos: [String], fontes: [String]) -> [String] {
        casos.filter { c in
            let uso = try! Regex("\\.\(c)\\b")
            return !fontes.contains { f in
                f.split(separator: "\n").contains { linha in
                    let l = linha.trimmingCharacters(in: .whitespaces)
                    if l.hasPrefix("//") || l.hasPrefix("case .") || l.hasPrefix("case \(c)") { return false }
                    return l.contains(uso)
                }
            }
        }
    }

    @Test func oDetectorPegaUmCasoQueSoOSwitchConhece() {
        let decl = "public enum Evento: Sendable {\n    case sessao(Int)\n    case mensagem(String)\n}\n"
        let uso = "switch e {\ncase .sessao(let a): x(a)\ncase .mensagem(let t): y(t)\n}\nreturn .sessao(1)"
        let casos = Self.casos(de: "Evento", em: decl)
        #expect(casos == ["sessao", "mensagem"])
        #expect(Self.mortos(casos, fontes: [decl, uso]) == ["mensagem"])
        #expect(Self.mortos(casos, fontes: [decl, uso, "caixa.por(.mensagem(\"x\"))"]).isEmpty)
    }

    /// Os comandos da tabela `Teclas.sempre`: `AppFrila.tecla` os trata antes de qualquer outra
    /// tabela, então um ramo `case .comando` que faz algo num modo, numa página ou no `comando`
    /// do app nunca roda (só um `break` que cala o `switch` exaustivo).
    static func comandosDeSempre(_ comandos: String) -> [String] {
        guard let inicio = comandos.range(of: "static let sempre") else { return [] }
        let linhas = comandos[inicio.lowerBound...].split(separator: "\n").dropFirst()
            .prefix { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("])") }
        return linhas.compactMap { $0.firstMatch(of: /\],\s*"[^"]*",\s*\.(\w+)/).map { String($0.1) } }
    }

    static func ramosMortos(_ comandos: [String], no codigo: String) -> [String] {
        codigo.split(separator: "\n").compactMap { linha in
            let l = linha.trimmingCharacters(in: .whitespaces)
            guard l.hasPrefix("case ") else { return nil }
            for c in comandos {
                guard let r = l.firstMatch(of: try! Regex("\\.\(c)\\b\\??[^:]*:")) else { continue }
                let corpo = l[r.range.upperBound...].trimmingCharacters(in: .whitespaces)
                if !corpo.hasPrefix("break") { return l }
            }
            return nil
        }
    }

    @Test func oDetectorPegaORamoQueATeclaDeSempreNuncaAlcanca() {
        let tabela = "public static let sempre = TabelaDeTeclas<ComandoDaTela>(Textos.x, [\n    Atalho([.ctrl(\"c\")], \"sair já\", .sairJa),\n])\n"
            + "public static let globais = TabelaDeTeclas<ComandoDaTela>(Textos.y, [\n    Atalho([.tab], \"próxima\", .proximaPagina),\n])"
        #expect(Self.comandosDeSempre(tabela) == ["sairJa"])
        #expect(Self.ramosMortos(["sairJa"], no: "        case .sairJa?: app.m.encerrado = true").count == 1)
        #expect(Self.ramosMortos(["sairJa"], no: "case .sairJa:\n    m.encerrado = true").count == 1)
        #expect(Self.ramosMortos(["sairJa"], no: "case .sair: return pedirSaida()\ncase .sairJa: break  // já saiu").isEmpty)
        #expect(Self.ramosMortos(["sairJa"], no: "case .sair: return pedirSaida()").isEmpty)
    }

    @Test func nenhumRamoParaOQueATeclaDeSempreJaTratou() throws {
        let raiz = RegraDeDependenciaTests.raiz.appendingPathComponent("Sources/FrilaTerminal")
        let comandos = Self.comandosDeSempre(try String(contentsOf: raiz.appendingPathComponent("Telas/Comandos.swift"), encoding: .utf8))
        #expect(comandos == ["sairJa"])
        let mortos = try Self.fontesDaTUI().flatMap { Self.ramosMortos(comandos, no: $0) }
        #expect(mortos.isEmpty, "ramos que `tecla` nunca alcança:\n\(mortos.joined(separator: "\n"))")
    }

    static func fontesDaTUI() throws -> [String] {
        var fontes: [String] = []
        for modulo in ["FrilaTerminal", "frila"] {
            let pasta = RegraDeDependenciaTests.raiz.appendingPathComponent("Sources/\(modulo)")
            guard let e = FileManager.default.enumerator(at: pasta, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in e where url.pathExtension == "swift" { fontes.append(try String(contentsOf: url, encoding: .utf8)) }
        }
        return fontes
    }

    /// O `Evento` e os outros enums que o app troca por dentro: o comando de uma tecla, o relato
    /// à linha de status, o dono de uma mensagem, o diálogo.
    @Test(arguments: [("Evento", "App/Ambiente.swift"), ("ComandoDaTela", "Telas/Comandos.swift"), ("Relato", "App/LinhaDeStatus.swift"),
                      ("DonoDaMensagem", "App/LinhaDeStatus.swift"), ("Dialogo", "Telas/Modelo.swift")])
    func todoCasoTemQuemOConstrua(_ nome: String, _ arquivo: String) throws {
        let decl = try String(contentsOf: RegraDeDependenciaTests.raiz.appendingPathComponent("Sources/FrilaTerminal/\(arquivo)"), encoding: .utf8)
        let casos = Self.casos(de: nome, em: decl)
        #expect(!casos.isEmpty)
        let mortos = Self.mortos(casos, fontes: try Self.fontesDaTUI())
        #expect(mortos.isEmpty, "casos de \(nome) que ninguém constrói: \(mortos)")
    }
}

/// Uma tecla chega ao que faz só pelas tabelas (`Atalho`): nenhum arquivo de app ou de tela
/// compara o caractere lido com um escrito à mão (`c == "s"`), como atalho escondido que a
/// ajuda, o rodapé e o `frila teclas --json` não conhecem.
struct TeclaDigitadaSoPelaTabelaTests {
    static func comparacoes(no codigo: String) -> [String] {
        codigo.split(separator: "\n", omittingEmptySubsequences: false).compactMap { linha in
            let l = linha.trimmingCharacters(in: .whitespaces)
            guard !l.hasPrefix("//") else { return nil }
            let escrito = #"(?:Character\()?"(\\.|[^"\\])"\)?"#
            // Com qualquer nome de um lado, um caractere escrito como `Character("u")` do outro.
            let comoCaractere = #"[!=]=\s*Character\("(\\.|[^"\\])"\)|Character\("(\\.|[^"\\])"\)\s*[!=]="#
            return l.range(of: #"\b(c|ch|caractere|letra|tecla|t)\s*[!=]=\s*"# + escrito + "|" + escrito + #"\s*[!=]=\s*(c|ch|caractere|letra|tecla|t)\b|"# + comoCaractere,
                           options: .regularExpression) == nil ? nil : l
        }
    }

    @Test func oDetectorPegaOCaractereComparadoAMao() {
        #expect(Self.comparacoes(no: #"if ops == ["sim", "não"], c == "s" || c == "n" { }"#).count == 1)
        #expect(Self.comparacoes(no: #"guard "q" != ch else { return }"#).count == 1)
        #expect(Self.comparacoes(no: #"if ops == ["sim", "não"] { }"#).isEmpty)
        #expect(Self.comparacoes(no: #"let separador = c == " · ""#).isEmpty, "texto de mais de um caractere não é tecla")
        #expect(Self.comparacoes(no: #"if c == Character("u") { return desfazer() }"#).count == 1)
        #expect(Self.comparacoes(no: #"if letraLida != Character("u") { }"#).count == 1, "escrito como Character, qualquer nome conta")
        #expect(Self.comparacoes(no: #"guard Character("q") == k else { }"#).count == 1)
        #expect(Self.comparacoes(no: #"Atalho([c(Character(String(n)))], "tela", .irPara(n - 1))"#).isEmpty)
    }

    @Test func nenhumCaractereComparadoForaDasTabelas() throws {
        let raiz = RegraDeDependenciaTests.raiz
        var achadas: [String] = []
        for pasta in ["Sources/FrilaTerminal/App", "Sources/FrilaTerminal/Telas"] {
            let dir = raiz.appendingPathComponent(pasta)
            for nome in try FileManager.default.contentsOfDirectory(atPath: dir.path) where nome.hasSuffix(".swift") {
                achadas += Self.comparacoes(no: try String(contentsOf: dir.appendingPathComponent(nome), encoding: .utf8)).map { "\(nome): \($0)" }
            }
        }
        #expect(achadas.isEmpty, "caractere comparado à mão, fora das tabelas de teclas:\n\(achadas.joined(separator: "\n"))")
    }
}
