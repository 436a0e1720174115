import Foundation
import Testing

/// A apresentação decide pelo desfecho tipado, nunca lendo uma frase: ninguém procura
/// pedaço de texto numa mensagem (hasPrefix/hasSuffix/contains/range(of:)).
struct NadaDecidePelaFraseTests {
    /// Nomes de coisas que guardam frase para a pessoa.
    static let receptoresDeFrase = ["mensagem", "msg", "m", "s", "texto", "frase", "erro", "motivo", "ultimoErro",
                                    "detalhes", "mensagemParaPessoa", "errorDescription", "descricao", "aviso", "t"]
    static let buscas = ["hasPrefix", "hasSuffix", "contains", "range", "starts"]
    /// As propriedades que são a frase de um valor (`d.frase`, `m.mensagem`, `e.texto`).
    static let propriedadesDeFrase = #"(frase|texto|mensagem|errorDescription)"#

    /// Os nomes que o código liga a uma frase (`let dita = d.frase`): procurar neles é o mesmo
    /// que procurar na frase.
    static func apelidos(no codigo: String) -> Set<String> {
        let padrao = try! Regex(#"\b(?:let|var)\s+(\w+)\s*(?::\s*String\??\s*)?=\s*[\w.?!()]*\."# + propriedadesDeFrase + #"\b\s*(?:$|;|\?\?)"#)
        return Set(codigo.split(separator: "\n").flatMap { l in
            l.split(separator: ";").compactMap { parte in
                (try? padrao.firstMatch(in: String(parte).trimmingCharacters(in: .whitespaces)))??.output[1].substring.map(String.init)
            }
        })
    }

    static func violacoes(no codigo: String) -> [String] {
        var achadas: [String] = []
        let receptores = Set(receptoresDeFrase).union(apelidos(no: codigo))
        for linha in codigo.split(separator: "\n", omittingEmptySubsequences: false) {
            let l = linha.trimmingCharacters(in: .whitespaces)
            if l.hasPrefix("//") || l.hasPrefix("///") { continue }
            // Escolher o caminho pela frase num `switch` (`case Textos.X.y:`) é o mesmo que compará-la.
            if l.range(of: #"\bswitch\s+([\w?!()]+\.)*"# + propriedadesDeFrase + #"[?!]?\s*\{"#, options: .regularExpression) != nil {
                achadas.append(l); continue
            }
            // Igualdade com o texto de uma mensagem também é decidir pela frase.
            if l.range(of: #"mensagem[?!]?\.texto\s*[!=]="#, options: .regularExpression) != nil { achadas.append(l); continue }
            // E com a frase de um desfecho, de um erro ou de um estado de tela, de qualquer lado.
            if l.range(of: #"\b(frase|mensagem|errorDescription)[?!]?\s*[!=]=(?!\s*nil\b)|[!=]=\s*[\w.?!]*\.(frase|mensagem|errorDescription)\b"#,
                       options: .regularExpression) != nil { achadas.append(l); continue }
            // E com uma frase do catálogo, de qualquer lado: o estado que ela diz é um valor tipado.
            if l.range(of: #"[!=]=\s*Textos\.|\bTextos\.[\w.]+(\([^()]*\))?\s*[!=]="#, options: .regularExpression) != nil {
                achadas.append(l); continue
            }
            for busca in buscas {
                var resto = Substring(l)
                while let r = resto.range(of: ".\(busca)(") {
                    let antes = resto[..<r.lowerBound]
                    let receptor = String(antes.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "?" || $0 == "!" }
                        .reversed()).trimmingCharacters(in: CharacterSet(charactersIn: "?!"))
                    var depois = resto[r.upperBound...]
                    if busca == "starts", depois.hasPrefix("with:") { depois = depois.dropFirst("with:".count).drop { $0 == " " } }
                    // Um literal com cara de frase (maiúscula, espaço ou acento) também é leitura de frase.
                    let literalDeFrase: Bool = {
                        guard depois.first == "\"" else { return false }
                        let lit = depois.dropFirst().prefix { $0 != "\"" }
                        return lit.first?.isUppercase == true || lit.contains(" ") || lit.unicodeScalars.contains { $0.value > 127 }
                    }()
                    if receptores.contains(receptor) || literalDeFrase { achadas.append(l) }
                    resto = depois
                }
            }
        }
        return achadas
    }

    @Test func oDetectorPegaOQueJaExistiu() {
        #expect(!Self.violacoes(no: #"guard let m = mensagem, m.hasPrefix(sucesso) else {"#).isEmpty)
        #expect(!Self.violacoes(no: #"o["conta_como_falta"] = m.contains("falta")"#).isEmpty)
        #expect(!Self.violacoes(no: #"if s.hasPrefix("Algo deu errado") { return .erro }"#).isEmpty)
        #expect(!Self.violacoes(no: #"return vm.mensagem?.contains("registrad") == true"#).isEmpty)
        #expect(!Self.violacoes(no: #"sucesso.contains { x.contains("Confirmad") }"#).isEmpty)
        #expect(!Self.violacoes(no: #"if m.mensagem?.texto == Self.calculandoCusto { m.mensagem = nil }"#).isEmpty)
        #expect(Self.violacoes(no: #"if m.mensagem?.andamento == Self.calculandoCusto { m.mensagem = nil }"#).isEmpty)
        #expect(!Self.violacoes(no: #"if d.frase == Textos.Feed.jaCandidatado { return .recusada }"#).isEmpty)
        #expect(!Self.violacoes(no: #"guard Textos.Rotulos.carregando != estado.vagas.mensagem else { }"#).isEmpty)
        #expect(!Self.violacoes(no: #"if (erro as? LocalizedError)?.errorDescription == semRede { }"#).isEmpty)
        #expect(!Self.violacoes(no: #"let falhavaAntes = app.m.tempoReal == Textos.Caixa.servidorFalhando"#).isEmpty)
        #expect(!Self.violacoes(no: #"estilo: tr == Textos.TempoReal.aoVivo ? .sucesso : .aviso)"#).isEmpty)
        #expect(!Self.violacoes(no: #"if Textos.TempoReal.semTempoRealCurto(60) != tr { }"#).isEmpty)
        // Buscar com outro verbo, escolher por `switch`, ou procurar num nome dado à frase.
        #expect(!Self.violacoes(no: #"if d.frase.starts(with: Textos.Feed.jaCandidatado) { }"#).isEmpty)
        #expect(!Self.violacoes(no: #"if x.starts(with: "Algo deu errado") { }"#).isEmpty)
        #expect(!Self.violacoes(no: "switch d.frase {\ncase Textos.Feed.jaCandidatado: return .recusada\ndefault: break\n}").isEmpty)
        #expect(!Self.violacoes(no: "switch app.m.mensagem?.texto {\ncase nil: break\n}").isEmpty)
        #expect(!Self.violacoes(no: #"let dita = d.frase; if dita.contains("confere") { }"#).isEmpty)
        #expect(!Self.violacoes(no: "let dita: String = erro.mensagem ?? \"\"\nguard !dita.hasSuffix(\"x\") else { }").isEmpty)
        #expect(Self.violacoes(no: "let dita = d.frase\nq.escrever(dita, em: r)").isEmpty, "dar nome à frase para desenhá-la pode")
        #expect(Self.violacoes(no: "switch motivo {\ncase .vazio: break\n}").isEmpty, "escolher pelo valor tipado pode")
        #expect(Self.violacoes(no: #"if linhas.starts(with: [1, 2]) { }"#).isEmpty)
        #expect(Self.violacoes(no: #"estilo: estado == .aoVivo ? .sucesso : .aviso)"#).isEmpty)
        #expect(Self.violacoes(no: #"let t = Textos.TempoReal.aoVivo"#).isEmpty)
        #expect(Self.violacoes(no: #"guard e.mensagem != nil else { return }"#).isEmpty)
        #expect(Self.violacoes(no: #"if restantes.contains("--version") { }"#).isEmpty)
        #expect(Self.violacoes(no: #"guard l.indices.contains(sel) else { return }"#).isEmpty)
    }

    @Test func nenhumaCamadaDoClienteLeFrase() throws {
        let raiz = RegraDeDependenciaTests.raiz
        var achadas: [String] = []
        for modulo in ["FrilaApresentacao", "FrilaTerminal", "frila"] {
            let pasta = raiz.appendingPathComponent("Sources/\(modulo)")
            guard let e = FileManager.default.enumerator(at: pasta, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in e where url.pathExtension == "swift" {
                let codigo = try String(contentsOf: url, encoding: .utf8)
                achadas += Self.violacoes(no: codigo).map { "\(modulo)/\(url.lastPathComponent): \($0)" }
            }
        }
        #expect(achadas.isEmpty, "decide pelo Desfecho, não pela frase:\n\(achadas.joined(separator: "\n"))")
    }
}

/// Um nome de tipo, um significado: nenhum tipo de topo é declarado com o mesmo nome em dois
/// módulos (antes havia dois `Configuracao`, `ValorJSON`, `Agendador` e `Comando`).
struct NomesDeTipoUnicosTests {
    @Test func nenhumTipoDeTopoComOMesmoNomeEmDoisModulos() throws {
        let raiz = RegraDeDependenciaTests.raiz.appendingPathComponent("Sources")
        let padrao = try Regex(#"^(?:public |package |internal )?(?:final )?(?:enum|struct|class|actor|protocol|typealias) ([A-Z][A-Za-z0-9]*)"#)
        var onde: [String: Set<String>] = [:]
        for modulo in try FileManager.default.contentsOfDirectory(atPath: raiz.path) {
            guard let e = FileManager.default.enumerator(at: raiz.appendingPathComponent(modulo), includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in e where url.pathExtension == "swift" {
                for linha in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                    if let m = try padrao.firstMatch(in: String(linha)), let nome = m.output[1].substring {
                        onde[String(nome), default: []].insert(modulo)
                    }
                }
            }
        }
        let repetidos = onde.filter { $0.value.count > 1 }.map { "\($0.key): \($0.value.sorted())" }.sorted()
        #expect(!onde.isEmpty)
        #expect(repetidos.isEmpty, "\(repetidos)")
    }
}
