import Foundation
import Testing

/// O app da TUI é só a casca: o que é de uma página fica na página (o registro, a tela, a
/// funcionalidade), então o `AppFrila` fica pequeno, nenhuma função do App cresce até virar
/// um roteador, e os três arquivos do mecanismo não nomeiam página nenhuma.
struct AppSoCascaTests {
    static let limiteDaFuncao = 40
    static let limiteDoApp = 350
    static let mecanismo = ["Sources/FrilaTerminal/App/AppFrila.swift", "Sources/FrilaTerminal/Telas/Telas.swift",
                            "Sources/FrilaTerminal/App/ModeloApp+Selecao.swift"]

    static func ler(_ caminho: String) throws -> String {
        try String(contentsOf: RegraDeDependenciaTests.raiz.appendingPathComponent(caminho), encoding: .utf8)
    }

    /// Cada `func`/`init` com corpo: (linha, declaração, linhas da declaração à chave que fecha).
    /// Chaves dentro de literais de texto e comentários não contam.
    static func funcoes(no codigo: String) -> [(linha: Int, nome: String, linhas: Int)] {
        let linhas = codigo.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let soCodigo = linhas.map(semTextoNemComentario)
        var achadas: [(Int, String, Int)] = []
        for (i, l) in soCodigo.enumerated() where l.range(of: #"(^|\s)(func\s+\S|init\s*[(<?])"#, options: .regularExpression) != nil {
            var nivel = 0
            var abriu = false
            fim: for j in i..<soCodigo.count {
                for ch in soCodigo[j] {
                    if ch == "{" { nivel += 1; abriu = true } else if ch == "}" { nivel -= 1 }
                    if abriu && nivel == 0 { achadas.append((i + 1, linhas[i].trimmingCharacters(in: .whitespaces), j - i + 1)); break fim }
                }
                // Um requisito de protocolo (sem corpo) termina na própria linha.
                if !abriu && j > i && !soCodigo[j].trimmingCharacters(in: .whitespaces).isEmpty
                    && soCodigo[j].range(of: #"(^|\s)(func|init|var|let|case)\s"#, options: .regularExpression) != nil { break }
            }
        }
        return achadas
    }

    /// A linha sem o que está entre aspas e sem o comentário (`//` fora de aspas).
    static func semTextoNemComentario(_ l: String) -> String {
        var out = ""
        var dentro = false
        var escape = false
        var anterior: Character = " "
        for ch in l {
            if dentro {
                if escape { escape = false } else if ch == "\\" { escape = true } else if ch == "\"" { dentro = false }
            } else if ch == "\"" {
                dentro = true
            } else if ch == "/" && anterior == "/" {
                out.removeLast()
                break
            } else {
                out.append(ch)
            }
            anterior = ch
        }
        return out
    }

    /// Os nomes das páginas (`static let x = Pagina("x")`) e dos estados que as telas dão ao
    /// modelo (`extension ModeloApp { var turnos … }` nos arquivos Tela*.swift).
    static func nomesDasPaginas(_ telas: [String]) -> (paginas: Set<String>, estados: Set<String>) {
        var paginas = Set<String>()
        var estados = Set<String>()
        for t in telas {
            for m in t.matches(of: /static let (\w+) = Pagina\(/) { paginas.insert(String(m.1)) }
            var dentro = false
            var nivel = 0
            for l in t.split(separator: "\n") {
                if l.hasPrefix("extension ModeloApp") { dentro = true; nivel = 0 }
                guard dentro else { continue }
                if nivel == 1, let m = l.firstMatch(of: /^\s+(?:public )?(?:var|func) (\w+)/) { estados.insert(String(m.1)) }
                nivel += l.filter { $0 == "{" }.count - l.filter { $0 == "}" }.count
                if nivel <= 0 && l.contains("}") { dentro = false }
            }
        }
        return (paginas, estados)
    }

    /// As linhas que nomeiam uma página (`.avisos`, `Pagina.feed`) ou leem o estado de uma (`m.turnos`).
    static func nomeandoPagina(no codigo: String, paginas: Set<String>, estados: Set<String>) -> [String] {
        codigo.split(separator: "\n", omittingEmptySubsequences: false).compactMap { linha -> String? in
            let l = semTextoNemComentario(String(linha))
            let nomeia = paginas.contains { p in
                l.range(of: "(?<![\\w?!)\\]])\\.\(p)\\b", options: .regularExpression) != nil || l.contains("Pagina.\(p)")
            }
            let le = estados.contains { e in l.range(of: "\\b(m|self)\\.\(e)\\b", options: .regularExpression) != nil }
            return nomeia || le ? linha.trimmingCharacters(in: .whitespaces) : nil
        }
    }

    @Test func oDetectorMedeEAchaONomeDeUmaPagina() {
        let codigo = """
        func curta() { a() }
        /// doc
        mutating func longa(_ c: Int) -> Int {
            let s = "{ não conta"  // nem } isto
            if c > 0 {
                return 1
            }
            return 0
        }
        init(x: Int) {
            y = x
        }
        """
        let f = Self.funcoes(no: codigo)
        #expect(f.map(\.linhas) == [1, 7, 3])
        #expect(f.map(\.linha) == [1, 3, 10])
        let paginas: Set = ["avisos", "perfil"]
        let estados: Set = ["turnos"]
        #expect(Self.nomeandoPagina(no: "if m.pagina != .avisos { }", paginas: paginas, estados: estados).count == 1)
        #expect(Self.nomeandoPagina(no: "let t = m.turnos.valor", paginas: paginas, estados: estados).count == 1)
        #expect(Self.nomeandoPagina(no: "x(Pagina.perfil)", paginas: paginas, estados: estados).count == 1)
        #expect(Self.nomeandoPagina(no: "m.conta?.perfil == .contratante", paginas: paginas, estados: estados).isEmpty,
                "o perfil da conta não é a página Perfil")
        #expect(Self.nomeandoPagina(no: "let turnos = turnosCarregados(m)", paginas: paginas, estados: estados).isEmpty)
        #expect(Self.nomeandoPagina(no: "// na página .avisos", paginas: paginas, estados: estados).isEmpty)
    }

    @Test func nenhumaFuncaoDoAppPassaDoLimite() throws {
        let raiz = RegraDeDependenciaTests.raiz
        let pasta = "Sources/FrilaTerminal/App"
        var medidas: [(String, Int)] = []
        for nome in try FileManager.default.contentsOfDirectory(atPath: raiz.appendingPathComponent(pasta).path) where nome.hasSuffix(".swift") {
            medidas += Self.funcoes(no: try Self.ler("\(pasta)/\(nome)")).map { ("\(nome):\($0.linha) \($0.nome)", $0.linhas) }
        }
        #expect(medidas.count > 50, "o medidor achou as funções do App")
        let longas = medidas.filter { $0.1 > Self.limiteDaFuncao }.map { "\($0.0) (\($0.1) linhas)" }
        #expect(longas.isEmpty, "funções do App com mais de \(Self.limiteDaFuncao) linhas:\n\(longas.joined(separator: "\n"))")
    }

    @Test func oAppCabeNoLimite() throws {
        let linhas = try Self.ler("Sources/FrilaTerminal/App/AppFrila.swift").split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(linhas <= Self.limiteDoApp, "AppFrila.swift tem \(linhas) linhas (limite \(Self.limiteDoApp)): o que é de uma página vai para ela")
    }

    @Test func oMecanismoNaoNomeiaPagina() throws {
        let raiz = RegraDeDependenciaTests.raiz
        let pasta = "Sources/FrilaTerminal/Telas"
        let telas = try FileManager.default.contentsOfDirectory(atPath: raiz.appendingPathComponent(pasta).path)
            .filter { $0.hasPrefix("Tela") && $0.hasSuffix(".swift") }.map { try Self.ler("\(pasta)/\($0)") }
        let (paginas, estados) = Self.nomesDasPaginas(telas)
        #expect(paginas.isSuperset(of: ["feed", "turnos", "perfil", "avisos", "vagas", "acompanhamento"]))
        #expect(estados.isSuperset(of: ["turnos", "vagas", "pendentes", "caixa"]))
        var achadas: [String] = []
        for arquivo in Self.mecanismo {
            achadas += Self.nomeandoPagina(no: try Self.ler(arquivo), paginas: paginas, estados: estados).map { "\(arquivo): \($0)" }
        }
        #expect(achadas.isEmpty, "o mecanismo nomeia uma página (vai a um gancho do registro):\n\(achadas.joined(separator: "\n"))")
    }
}
