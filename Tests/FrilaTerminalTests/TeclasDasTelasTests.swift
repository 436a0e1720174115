import Foundation
import Testing
@testable import FrilaTerminal

/// As tabelas de teclas são a fonte da ajuda e do rodapé: testá-las é testar o que a
/// pessoa lê na tela.
struct TeclasDasTelasTests {
    static let tabelas: [(String, TabelaDeTeclas<ComandoDaTela>)] = [
        ("feed", Teclas.feed), ("turnos", Teclas.turnos), ("perfil-pro", Teclas.perfilProfissional),
        ("perfil-con", Teclas.perfilContratante), ("acompanhamento", Teclas.acompanhamento), ("vagas", Teclas.vagas),
        ("login", Teclas.login), ("cadastro", Teclas.cadastro), ("formulario", Teclas.formulario), ("painel", Teclas.painel),
        ("dialogoSimNao", Teclas.dialogoSimNao), ("dialogoTexto", Teclas.dialogoTexto), ("dialogoAviso", Teclas.dialogoAviso),
    ]

    @Test(arguments: tabelas.map(\.0))
    func semTeclaRepetida(_ nome: String) {
        let t = Self.tabelas.first { $0.0 == nome }!.1
        #expect(t.teclasRepetidas.isEmpty, "\(nome): \(t.teclasRepetidas)")
    }

    @Test(arguments: [("feed", "c", ComandoDaTela.candidatar), ("turnos", "e", .checkin), ("turnos", "s", .checkout),
                      ("turnos", "a", .avaliar), ("turnos", "x", .cancelar), ("acompanhamento", "c", .confirmarCheckin),
                      ("acompanhamento", "x", .cancelar), ("acompanhamento", "X", .cancelarVaga), ("vagas", "e", .editarVaga),
                      ("vagas", "n", .novaVaga), ("perfil-pro", "d", .alternarDisponibilidade),
                      ("perfil-pro", "s", .sincronizar), ("perfil-con", "s", .sincronizar), ("perfil-pro", "L", .sairDaConta)])
    func teclasDasAcoesPrincipaisFazemOQueDizem(_ nome: String, _ tecla: Character, _ esperado: ComandoDaTela) {
        let t = Self.tabelas.first { $0.0 == nome }!.1
        #expect(t.acao(para: .caractere(tecla)) == esperado)
    }

    @Test(arguments: ["feed", "turnos", "perfil-pro", "perfil-con", "acompanhamento", "vagas"])
    func globaisValemEmToda(_ nome: String) {
        let t = Self.tabelas.first { $0.0 == nome }!.1
        #expect(t.acao(para: .tab) == .proximaPagina)
        #expect(t.acao(para: .caractere("1")) == .irPara(0))
        #expect(t.acao(para: .caractere("j")) == .baixo && t.acao(para: .baixo) == .baixo)
        #expect(t.acao(para: .caractere("k")) == .cima && t.acao(para: .cima) == .cima)
        // Enter só onde abre algo: no Perfil a ajuda não o promete.
        let abre = ["feed", "turnos", "vagas", "acompanhamento"].contains(nome)
        #expect(t.acao(para: .enter) == (abre ? .abrir : nil))
        #expect(t.acao(para: .esc) == .voltar)
        #expect(t.acao(para: .caractere("r")) == .atualizar)
        #expect(t.acao(para: .caractere("o")) == .alternarOffline)
        #expect(t.acao(para: .caractere("?")) == .ajuda)
        #expect(t.acao(para: .caractere("q")) == .sair)
        #expect(t.acao(para: .ctrl("c")) == .sairJa)
        // a ajuda lista cada entrada da tabela, e o rodapé mostra as principais
        #expect(t.ajuda.count == t.atalhos.count)
        #expect(t.rodape.contains("? ajuda") && t.rodape.contains("q sair"))
    }

    @Test func contratanteNaoTemTeclasDeProfissional() {
        #expect(Teclas.acompanhamento.acao(para: .caractere("e")) == nil)
        #expect(Teclas.vagas.acao(para: .caractere("d")) == nil)
        #expect(Teclas.perfilContratante.acao(para: .caractere("d")) == nil)
        #expect(Teclas.feed.acao(para: .caractere("n")) == nil)
    }

    @Test func rodapeDoFeedEDoTurno() {
        #expect(Teclas.feed.rodape == "c candidatar · Enter detalhes · / filtrar · b bloquear · r atualizar · ? ajuda · q sair")
        #expect(Teclas.turnos.rodape.hasPrefix("e entrada · s saída · a avaliar · x cancelar"))
    }

    /// As linhas que escrevem uma tecla fora da lista de teclas de um `Atalho(…)` (literais
    /// `.caractere("x")`, `.ctrl("o")`, `Tecla.x`) ou comparam a tecla lida com uma escrita à mão:
    /// `t == .x` com qualquer caso, e com qualquer nome (`k == .backspace`, `if case .esc = t`,
    /// `case .enter:`) os casos `soDeTecla` (os que nenhum outro enum dos fontes tem; `.inicio`
    /// é também uma ordem do feed, `.cima` um comando). `case .caractere(let c) = t` lê o texto
    /// digitado, não uma tecla: pode.
    static func teclasForaDeTabela(_ texto: String, soDeTecla: Set<String> = []) throws -> [String] {
        var alternativas = [#"\.(caractere|ctrl)\("|\b(t|tecla) (==|!=) \.|\bTecla\.\w+"#]
        if !soDeTecla.isEmpty {
            let casos = "(" + soDeTecla.sorted().joined(separator: "|") + ")"
            alternativas.append(#"[!=]=\s*\."# + casos + #"\b(?!\s*\(\s*(let|var)\b)|\."# + casos + #"\s*[!=]="#)
            alternativas.append(#"\bcase\s+(let\s+)?\."# + casos + #"\b(?!\s*\(\s*(let|var)\b)"#)
        }
        let padrao = try Regex(alternativas.joined(separator: "|"))
        let listaDeUmAtalho = try Regex(#"Atalho\(\[[^\]]*\]"#)
        var achadas: [String] = []
        for (i, linha) in texto.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !linha.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            if String(linha).replacing(listaDeUmAtalho, with: "Atalho([]").contains(padrao) {
                achadas.append("\(i + 1): \(linha.trimmingCharacters(in: .whitespaces))")
            }
        }
        return achadas
    }

    /// Os casos declarados em cada `enum` do código (um `enum` dentro de outro conta à parte).
    static func casosDosEnums(_ codigo: String) -> [String: Set<String>] {
        var casos: [String: Set<String>] = [:]
        var abertos: [(nome: String, nivel: Int)] = []
        var nivel = 0
        for linha in codigo.split(separator: "\n") {
            let l = linha.trimmingCharacters(in: .whitespaces)
            guard !l.hasPrefix("//") else { continue }
            func ler(_ declarados: Substring, de dono: String) {
                let semValores = String(declarados).replacing(/\([^)]*\)/, with: "").prefix { $0 != "/" && $0 != "=" && $0 != "}" }
                casos[dono, default: []].formUnion(semValores.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            }
            if let e = l.firstMatch(of: /\benum\s+(\w+)/) {
                abertos.append((String(e.1), nivel + 1))
                // `enum Ordem { case a, b }` numa linha só.
                if let c = l.firstMatch(of: /\{\s*case\s+([a-z][^}]*)\}/) { ler(c.1, de: String(e.1)) }
            } else if let dono = abertos.last, nivel == dono.nivel, let c = l.firstMatch(of: /^(?:indirect\s+)?case\s+([a-z].*)$/) {
                ler(c.1, de: dono.nome)
            }
            nivel += l.filter { $0 == "{" }.count - l.filter { $0 == "}" }.count
            while let dono = abertos.last, nivel < dono.nivel, l.contains("}") { abertos.removeLast() }
        }
        return casos
    }

    static var raiz: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// Os casos de `Tecla` que nenhum outro enum dos fontes do cliente tem.
    static func casosSoDeTecla() throws -> Set<String> {
        var teclas = Set<String>()
        var outros = Set<String>()
        for modulo in ["FrilaTerminal", "FrilaApresentacao", "FrilaDominio", "frila"] {
            let pasta = raiz.appendingPathComponent("Sources/\(modulo)")
            guard let e = FileManager.default.enumerator(at: pasta, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in e where url.pathExtension == "swift" {
                for (nome, casos) in casosDosEnums(try String(contentsOf: url, encoding: .utf8)) {
                    if nome == "Tecla" { teclas.formUnion(casos) } else { outros.formUnion(casos) }
                }
            }
        }
        return teclas.subtracting(outros)
    }

    @Test func oDetectorDeixaATabelaDaTelaEPegaOResto() throws {
        #expect(try Self.teclasForaDeTabela(#"Atalho([.caractere("v"), .ctrl("v")], "ver", .daPagina(.ver), curta: "ver"),"#).isEmpty)
        #expect(try Self.teclasForaDeTabela(#"Atalho([Teclas.c("v")], "ver", .daPagina(.ver)),"#).isEmpty)
        #expect(try Self.teclasForaDeTabela(#"if t == .caractere("v") { return ver() }"#).count == 1)
        #expect(try Self.teclasForaDeTabela(#"case .caractere("v"): return ver()"#).count == 1)
        #expect(try Self.teclasForaDeTabela(#"guard tecla != .esc else { return [] }"#).count == 1)
        #expect(try Self.teclasForaDeTabela(#"let v = Tecla.enter"#).count == 1)
        // Uma tecla escrita depois da lista de teclas, na mesma linha, não passa.
        #expect(try Self.teclasForaDeTabela(#"Atalho([.esc], "x", .voltar); if t == .esc {}"#).count == 1)
        // Com os casos que só a tecla tem, o nome de quem a guarda não importa.
        let so: Set = ["esc", "backspace", "enter", "caractere", "mouse"]
        #expect(try Self.teclasForaDeTabela(#"if case .esc = t { return voltar() }"#, soDeTecla: so).count == 1)
        #expect(try Self.teclasForaDeTabela("let k = t\nif k == .backspace { apagar() }", soDeTecla: so).count == 1)
        #expect(try Self.teclasForaDeTabela("switch lida {\ncase .enter: confirmar()\ndefault: break\n}", soDeTecla: so).count == 1)
        #expect(try Self.teclasForaDeTabela(#"if .esc != k { }"#, soDeTecla: so).count == 1)
        #expect(try Self.teclasForaDeTabela(#"guard case .caractere(let ch) = t else { return [] }"#, soDeTecla: so).isEmpty, "o texto digitado")
        #expect(try Self.teclasForaDeTabela(#"if case .mouse(let e) = t { return mouse(e) }"#, soDeTecla: so).isEmpty)
        #expect(try Self.teclasForaDeTabela(#"if f.ordem != .inicio || c == .paginaAbaixo { }"#, soDeTecla: so).isEmpty, "casos de outros enums")
        let casos = Self.casosDosEnums("""
        public enum Tecla: Hashable {
            case caractere(Character)
            case enter, esc  // comentário
            case f(Int)
            public enum Dentro { case cima }
            var x: Int { switch self { case .enter: 1 default: 0 } }
        }
        enum Ordem { case inicio, valor }
        """)
        #expect(casos["Tecla"] == ["caractere", "enter", "esc", "f"] && casos["Dentro"] == ["cima"] && casos["Ordem"] == ["inicio", "valor"])
    }

    @Test func osCasosSoDeTeclaSaemDoEnum() throws {
        let so = try Self.casosSoDeTecla()
        #expect(so.isSuperset(of: ["esc", "enter", "backspace", "tab", "caractere"]), "\(so.sorted())")
        #expect(so.isDisjoint(with: ["cima", "baixo", "apagar", "paginaAbaixo", "inicio", "fim"]), "comandos e ordens têm estes nomes também")
    }

    /// A tecla chega ao que ela faz só pela tabela: em nenhum arquivo de app ou de tela uma
    /// tecla é escrita à mão fora da lista de teclas de um `Atalho` (a tabela pode estar em
    /// Comandos.swift ou no arquivo da tela), nem a tecla lida é comparada com uma.
    @Test func nenhumaTeclaForaDasTabelas() throws {
        let raiz = Self.raiz
        let so = try Self.casosSoDeTecla()
        var achadas: [String] = []
        for pasta in ["Sources/FrilaTerminal/App", "Sources/FrilaTerminal/Telas"] {
            let dir = raiz.appendingPathComponent(pasta)
            for nome in try FileManager.default.contentsOfDirectory(atPath: dir.path) where nome.hasSuffix(".swift") {
                let texto = try String(contentsOf: dir.appendingPathComponent(nome), encoding: .utf8)
                achadas += try Self.teclasForaDeTabela(texto, soDeTecla: so).map { "\(nome):\($0)" }
            }
        }
        #expect(achadas.isEmpty, "tecla comparada fora da tabela:\n\(achadas.joined(separator: "\n"))")
    }
}
