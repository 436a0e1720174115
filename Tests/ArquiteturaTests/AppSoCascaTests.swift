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

    /// A casca inteira: o mecanismo e todo arquivo de App/, menos a lista das páginas (que as
    /// nomeia por ser a lista). Um arquivo novo em App/ entra sozinho.
    static func casca() throws -> [String] {
        let pasta = "Sources/FrilaTerminal/App"
        let app = try FileManager.default.contentsOfDirectory(atPath: RegraDeDependenciaTests.raiz.appendingPathComponent(pasta).path)
            .filter { $0.hasSuffix(".swift") && $0 != "Paginas.swift" }.sorted().map { "\(pasta)/\($0)" }
        return Array(Set(mecanismo + app)).sorted()
    }

    static func ler(_ caminho: String) throws -> String {
        try String(contentsOf: RegraDeDependenciaTests.raiz.appendingPathComponent(caminho), encoding: .utf8)
    }

    /// O que tem corpo e cresce como uma função: `func`, `init`, uma propriedade calculada
    /// (`var x: T {`) e uma closure guardada (`let x = {`, `var x: (A) -> B = {`).
    static let comCorpo = #"(^|\s)(func\s+\S|init\s*[(<?]|var\s+\w+\s*:[^={]+\{|(let|var)\s+\w+\s*(:[^=]+)?=\s*\{)"#

    /// Cada função (ver `comCorpo`): (linha, declaração, linhas da declaração à chave que fecha).
    /// Chaves dentro de literais de texto e comentários não contam.
    static func funcoes(no codigo: String) -> [(linha: Int, nome: String, linhas: Int)] {
        let linhas = codigo.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let soCodigo = linhas.map(semTextoNemComentario)
        var achadas: [(Int, String, Int)] = []
        for (i, l) in soCodigo.enumerated() where l.range(of: comCorpo, options: .regularExpression) != nil {
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

    /// As linhas que nomeiam uma página (`.avisos`, `Pagina.feed`), um comando dela (`.novaVaga`;
    /// sem valor associado: `.avaliar(let t, _)` é a ação da pessoa, não a tecla) ou leem o estado
    /// de uma (`m.turnos`, `m.ultimaSincronizacao`).
    static func nomeandoPagina(no codigo: String, paginas: Set<String>, comandos: Set<String> = [], estados: Set<String>) -> [String] {
        codigo.split(separator: "\n", omittingEmptySubsequences: false).compactMap { linha -> String? in
            let l = semTextoNemComentario(String(linha))
            let nomeia = paginas.contains { p in
                l.range(of: "(?<![\\w?!)\\]])\\.\(p)\\b", options: .regularExpression) != nil || l.contains("Pagina.\(p)")
            } || comandos.contains { c in l.range(of: "(?<![\\w?!)\\]])\\.\(c)\\b(?!\\()", options: .regularExpression) != nil }
            let le = estados.contains { e in l.range(of: "\\b(m|self)\\.\(e)\\b", options: .regularExpression) != nil }
            // O tipo de uma tela (`TelaAvisos.janela`) ou uma página pelo nome escrito (`Pagina("x")`).
            // O login e o cadastro são telas da casca, de antes da conta, não páginas do registro.
            let tela = l.range(of: "\\bTela(?!Login\\b|Cadastro\\b)[A-Z]\\w*\\b|\\bPagina\\(", options: .regularExpression) != nil
            return nomeia || le || tela ? linha.trimmingCharacters(in: .whitespaces) : nil
        }
    }

    /// Os arquivos de cada tela, agrupados pelo nome antes do `+` (`TelaFeed+Filtro.swift` é do `TelaFeed`).
    static func gruposDasTelas() throws -> [String: String] {
        let pasta = "Sources/FrilaTerminal/Telas"
        let nomes = try FileManager.default.contentsOfDirectory(atPath: RegraDeDependenciaTests.raiz.appendingPathComponent(pasta).path)
        var grupos: [String: String] = [:]
        for nome in nomes.sorted() where nome.hasPrefix("Tela") && nome.hasSuffix(".swift") {
            let grupo = String(nome.dropLast(".swift".count).split(separator: "+")[0])
            grupos[grupo, default: ""] += try ler("\(pasta)/\(nome)") + "\n"
        }
        return grupos
    }

    /// Os casos de `enum nome` (`case a, b(Int)`), sem os valores associados.
    static func casosDoEnum(_ codigo: String, _ nome: String) -> Set<String> {
        guard let inicio = codigo.range(of: "enum \(nome)") else { return [] }
        var casos = Set<String>()
        var nivel = 0
        for l in codigo[inicio.lowerBound...].split(separator: "\n") {
            let so = semTextoNemComentario(String(l))
            if nivel == 1, let m = so.firstMatch(of: /^\s*case\s+(.*)$/) {
                casos.formUnion(m.1.replacing(/\([^)]*\)/, with: "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            }
            nivel += so.filter { $0 == "{" }.count - so.filter { $0 == "}" }.count
            if nivel <= 0 && so.contains("}") { break }
        }
        return casos
    }

    /// Os comandos de cada declaração de `enum Teclas` (uma tabela, um atalho, uma função de
    /// atalhos), com os das outras declarações que ela usa pelo nome (`filtroEOrdem(…)`, `globais`).
    static func comandosDasTabelas(_ comandos: String) -> [String: Set<String>] {
        var diretos: [String: Set<String>] = [:]
        var usa: [String: Set<String>] = [:]
        var atual: String?
        var blocos: [String: String] = [:]
        for l in comandos.split(separator: "\n") {
            if let d = l.firstMatch(of: /^\s*(?:public )?static (?:let|func) (\w+)/) { atual = String(d.1) }
            if let a = atual { blocos[a, default: ""] += semTextoNemComentario(String(l)) + "\n"; diretos[a, default: []].formUnion(atalhos(String(l))) }
        }
        for (nome, bloco) in blocos {
            usa[nome] = Set(blocos.keys.filter { $0 != nome && bloco.range(of: "(?<![\\w.])\($0)\\b", options: .regularExpression) != nil })
        }
        func fecho(_ n: String, _ vistos: inout Set<String>) -> Set<String> {
            guard vistos.insert(n).inserted else { return [] }
            return (usa[n] ?? []).reduce(diretos[n] ?? []) { $0.union(fecho($1, &vistos)) }
        }
        return Dictionary(uniqueKeysWithValues: blocos.keys.map { n in var v = Set<String>(); return (n, fecho(n, &v)) })
    }

    /// Os comandos dos atalhos de uma linha: `Atalho([teclas], "descrição", .comando…)`.
    static func atalhos(_ linha: String) -> Set<String> {
        Set(linha.matches(of: /Atalho\((?:\[[^\]]*\]|[\w$.]+),\s*(?:"(?:[^"\\]|\\.)*"|[\w$.]+),\s*(?:ComandoDaTela)?\.(\w+)/).map { String($0.1) })
    }

    /// O que é de uma página só: os comandos que só as tabelas de um grupo de telas com página
    /// usa (fora das tabelas da casca: globais, painel, login, diálogos) e os campos do `ModeloApp`
    /// que só um desses grupos lê.
    static func deUmaPaginaSo(grupos: [String: String], comandos: String, casca: [String], modelo: String)
        -> (comandos: Set<String>, campos: Set<String>) {
        let tabelas = comandosDasTabelas(comandos)
        let comPagina = grupos.filter { $0.value.contains(/static let \w+ = Pagina\(/) }
        func usadas(_ codigo: String) -> Set<String> {
            // As tabelas de `Teclas` que o código usa e os atalhos que ele mesmo escreve.
            Set(codigo.matches(of: /Teclas\.(\w+)/).map { String($0.1) }).reduce(into: Set<String>()) { $0.formUnion(tabelas[$1] ?? []) }
                .union(codigo.split(separator: "\n").flatMap { atalhos(String($0)) })
        }
        let daCasca = casca.reduce(into: Set<String>()) { $0.formUnion(usadas($1)) }
        var donos: [String: Set<String>] = [:]
        for (g, codigo) in comPagina { for c in usadas(codigo) { donos[c, default: []].insert(g) } }
        let comandosSo = Set(donos.filter { $0.value.count == 1 && !daCasca.contains($0.key) }.keys)
        var campos = Set<String>()
        var nivel = 0
        var dentro = false
        for l in modelo.split(separator: "\n") {
            if l.contains("struct ModeloApp") { dentro = true; nivel = 0 }
            guard dentro else { continue }
            if nivel == 1, let m = l.firstMatch(of: /^\s+public var (\w+)/) { campos.insert(String(m.1)) }
            nivel += l.filter { $0 == "{" }.count - l.filter { $0 == "}" }.count
            if nivel <= 0 && l.contains("}") { dentro = false }
        }
        let lidos = { (campo: String) in grupos.filter { $0.value.range(of: "\\b(m|self)\\.\(campo)\\b", options: .regularExpression) != nil }.keys }
        let camposSo = campos.filter { c in let g = lidos(c); return g.count == 1 && comPagina[g.first!] != nil }
        return (comandosSo, camposSo)
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
        #expect(Self.nomeandoPagina(no: "m.dialogo = TelaAvisos.janela(itens)", paginas: paginas, estados: estados).count == 1)
        #expect(Self.nomeandoPagina(no: "if m.pagina == Pagina(\"bloqueados\") {", paginas: paginas, estados: estados).count == 1)
        #expect(Self.nomeandoPagina(no: "let r = m.registro.registro(p)", paginas: paginas, estados: estados).isEmpty)
        #expect(Self.nomeandoPagina(no: "case .novaVaga, .sair: break", paginas: paginas, comandos: ["novaVaga"], estados: estados).count == 1)
        #expect(Self.nomeandoPagina(no: "case .novaVaga(let v): nome(v)", paginas: paginas, comandos: ["novaVaga"], estados: estados).isEmpty,
                "com valor associado é outro enum (a ação da pessoa)")
        let tabelas = Self.comandosDasTabelas("""
        public enum Teclas {
            static let globais = TabelaDeTeclas<ComandoDaTela>("g", [Atalho([c("q")], "sair, já", .sair)])
            static func filtro() -> [Atalho<ComandoDaTela>] { [Atalho([c("/")], "filtrar", .filtrar)] }
            public static let feed = TabelaDeTeclas<ComandoDaTela>("f", [
                Atalho([c("c")], "candidatar", .candidatar, rodape: .quandoAge),
            ] + filtro()).seguidaDe(globais)
            static let vagas = TabelaDeTeclas<ComandoDaTela>("v", filtro() + [Atalho($0.teclas, ordem, .novaVaga)])
        }
        """)
        #expect(tabelas["feed"] == ["candidatar", "filtrar", "sair"])
        #expect(Self.casosDoEnum("public enum C: Equatable {\n    case a, b(Int)\n    // c\n    case d\n}\nenum Outro { case e }", "C") == ["a", "b", "d"])
        let so = Self.deUmaPaginaSo(
            grupos: ["TelaFeed": "static let feed = Pagina(\"feed\") Teclas.feed m.filtroDoFeed m.conta",
                     "TelaVagas": "static let vagas = Pagina(\"vagas\") Teclas.vagas m.conta"],
            comandos: """
            public enum Teclas {
                static let globais = TabelaDeTeclas<ComandoDaTela>("g", [Atalho([c("q")], "sair", .sair)])
                static func filtro() -> [Atalho<ComandoDaTela>] { [Atalho([c("/")], "filtrar", .filtrar)] }
                static let feed = TabelaDeTeclas<ComandoDaTela>("f", [Atalho([c("c")], "c", .candidatar)] + filtro()).seguidaDe(globais)
                static let vagas = TabelaDeTeclas<ComandoDaTela>("v", filtro() + [Atalho([c("n")], "n", .novaVaga)]).seguidaDe(globais)
            }
            """,
            casca: ["Teclas.globais"],
            modelo: "public struct ModeloApp {\n    public var filtroDoFeed = 0\n    public var conta = 0\n    public var agora = 0\n}")
        #expect(so.comandos == ["candidatar", "novaVaga"], "filtrar é de duas páginas; sair, da casca")
        #expect(so.campos == ["filtroDoFeed"], "conta é das duas; agora, de nenhuma")
    }

    @Test func oMedidorMedeVarCalculadaEClosureGuardada() {
        let corpo = (1...47).map { "    x\($0)()" }.joined(separator: "\n")
        let codigo = """
        var tudo: [String] {
        \(corpo)
        }
        static let montar: (Int) -> Int = { n in
            n + 1
        }
        let conferir = {
            a()
        }
        var x = 0
        var y: Int = 1
        var nome: String { "a" }
        """
        #expect(Self.funcoes(no: codigo).map(\.linhas) == [49, 3, 3, 1], "a var calculada de 49 linhas passa do limite")
        #expect(Self.funcoes(no: codigo).map(\.linha) == [1, 50, 53, 58])
    }

    /// As propriedades guardadas (não calculadas, não `static`) de `struct nome`.
    static func guardadas(de nome: String, no codigo: String) -> [String] {
        guard let inicio = codigo.range(of: "struct \(nome)") else { return [] }
        var nivel = 0
        var achadas: [String] = []
        for linha in codigo[inicio.lowerBound...].split(separator: "\n") {
            let l = semTextoNemComentario(String(linha))
            if nivel == 1, let d = l.firstMatch(of: /^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|package)(?:\(set\))?\s+)*(?:let|var)\s+(\w+)(.*)$/) {
                let resto = String(d.2)
                // `var x: T {` sem `=` antes é calculada; `{ didSet`/`willSet` ainda guarda.
                let calculada = !resto.contains("=") && resto.contains("{") && resto.range(of: #"\{\s*(didSet|willSet)"#, options: .regularExpression) == nil
                if !calculada { achadas.append(String(d.1)) }
            }
            nivel += l.filter { $0 == "{" }.count - l.filter { $0 == "}" }.count
            if nivel <= 0 && l.contains("}") { break }
        }
        return achadas
    }

    static let limiteDeGuardadasNoApp = 4

    @Test func oContadorAchaAsGuardadas() {
        let codigo = """
        public struct AppFrila: Programa {
            public internal(set) var m: ModeloApp  // o modelo
            let amb: Ambiente
            var conta: ContaNoApp?
            private var sombra = ""
            var marcado: Int { didSet { x() } }
            public static let duracao = 3
            public var encerrado: Bool { m.encerrado }
            var tamanho: Tamanho {
                m.tamanho
            }
            func f() { var local = 1 }
        }
        extension AppFrila { var fora = 1 }
        """
        #expect(Self.guardadas(de: "AppFrila", no: codigo) == ["m", "amb", "conta", "sombra", "marcado"])
    }

    /// O estado do app mora no modelo (`m`), que o desenho vê e a igualdade compara; o resto
    /// guardado no `AppFrila` é o que não é estado de tela (o ambiente, as portas da conta, a agenda).
    @Test func poucasGuardadasForaDoModelo() throws {
        let guardadas = Self.guardadas(de: "AppFrila", no: try Self.ler("Sources/FrilaTerminal/App/AppFrila.swift"))
        #expect(guardadas.contains("m"), "o contador achou o modelo: \(guardadas)")
        #expect(guardadas.count <= Self.limiteDeGuardadasNoApp,
                "AppFrila guarda \(guardadas.count) propriedades (limite \(Self.limiteDeGuardadasNoApp)): \(guardadas.joined(separator: ", ")); o estado vai ao modelo")
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
        #expect(estados.isSuperset(of: ["turnos", "vagas", "pendentes", "avisosVisiveis"]))
        let (comandos, campos) = Self.deUmaPaginaSo(
            grupos: try Self.gruposDasTelas(), comandos: try Self.ler("Sources/FrilaTerminal/Telas/Comandos.swift"),
            casca: try (Self.mecanismo + ["Sources/FrilaTerminal/App/Paginas.swift"]).map(Self.ler),
            modelo: try Self.ler("Sources/FrilaTerminal/Telas/Modelo.swift"))
        #expect(comandos.isSuperset(of: ["candidatar", "novaVaga", "sairDaConta", "acionarNaLista", "checkin", "publicar"]),
                "os comandos de uma página só: \(comandos.sorted())")
        #expect(!comandos.contains("abrir") && !comandos.contains("cancelar") && !comandos.contains("filtrar") && !comandos.contains("sair"))
        #expect(campos.contains("ultimaSincronizacao"), "os campos do modelo que só uma página lê: \(campos.sorted())")
        // E a página os declara (`ComandoDaTela.daPagina`, ao lado dela), não o enum central.
        let comandosDoEnum = try Self.ler("Sources/FrilaTerminal/Telas/Comandos.swift")
        let casos = Self.casosDoEnum(comandosDoEnum, "ComandoDaTela")
        #expect(casos.isSuperset(of: ["abrir", "voltar", "cancelar", "daPagina"]), "o detector achou os casos: \(casos.sorted())")
        #expect(casos.isDisjoint(with: comandos), "casos de ComandoDaTela que só uma página usa: \(casos.intersection(comandos).sorted())")
        var achadas: [String] = []
        let casca = try Self.casca()
        #expect(casca.count >= 12 && casca.contains("Sources/FrilaTerminal/App/AppFrila+Caixa.swift"), "a casca: \(casca)")
        for arquivo in casca {
            achadas += Self.nomeandoPagina(no: try Self.ler(arquivo), paginas: paginas, comandos: comandos, estados: estados.union(campos))
                .map { "\(arquivo): \($0)" }
        }
        #expect(achadas.isEmpty, "o mecanismo nomeia uma página (vai a um gancho do registro):\n\(achadas.joined(separator: "\n"))")
    }
}
