import Foundation
import Testing

/// O domínio e os dados produzem valores; toda frase que a pessoa lê sai do catálogo
/// (`Textos`, na apresentação). Esta varredura falha se um literal com cara de frase pt-BR
/// voltar a FrilaDominio ou FrilaDados, fora de comentário.
struct SemFraseAbaixoDaApresentacaoTests {
    static let modulos = ["FrilaDominio", "FrilaDados"]

    /// Arquivos inteiros de dados, não de frases.
    static let arquivosPermitidos: Set<String> = [
        "LugaresDoDF.swift",  // nomes de regiões administrativas e bairros: dado que a pessoa escolhe
    ]

    /// Literais que parecem frase e não são (arquivo, texto do literal com `\(…)` trocado por `…`).
    static let literaisPermitidos: Set<[String]> = [
        ["ApiCliente.swift", "Bearer …"],  // valor do cabeçalho Authorization (RFC 6750)
        // As `message` do gateway do Supabase para a apikey: lidas como chave (não há `code`), nunca mostradas.
        ["ApiCliente.swift", "Invalid API key"], ["ApiCliente.swift", "No API key found in request"],
    ]

    /// Palavras de ligação que só uma frase em português tem (SQL e chaves não têm).
    static let palavrasDeLigacao: Set<String> = ["de", "do", "da", "dos", "das", "para", "sem", "com", "que", "um", "uma",
                                                 "no", "na", "nos", "nas", "ao", "pelo", "pela", "foi", "nada", "mais", "ou"]
    static let letrasAcentuadas = CharacterSet(charactersIn: "áàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ")

    /// Frase: tem letra acentuada do português; ou começa por palavra capitalizada (não sigla)
    /// e tem espaço; ou tem três palavras ou mais, uma delas de ligação.
    static func ehFrase(_ s: String) -> Bool {
        if s.unicodeScalars.contains(where: letrasAcentuadas.contains) { return true }
        let palavras = s.split(whereSeparator: \.isWhitespace).map { $0.trimmingCharacters(in: .punctuationCharacters) }
            .filter { !$0.isEmpty }
        guard palavras.count >= 2, let primeira = palavras.first, let p0 = primeira.first else { return false }
        let capitalizada = p0.isUppercase && primeira.count > 1 && primeira.dropFirst().allSatisfy { $0.isLowercase }
        if capitalizada { return true }
        return palavras.count >= 3 && palavras.contains { palavrasDeLigacao.contains($0.lowercased()) }
    }

    /// Os literais de texto de um arquivo Swift, com a linha de cada um, sem os comentários.
    /// Interpolações viram `…`; uma string de várias linhas conta como um literal por linha.
    static func literais(de codigo: String) -> [(linha: Int, texto: String)] {
        let c = Array(codigo)
        var i = 0, linha = 1
        var saida: [(Int, String)] = []
        func em(_ s: String) -> Bool {
            let p = Array(s)
            return i + p.count <= c.count && Array(c[i..<(i + p.count)]) == p
        }
        func avancar(_ n: Int = 1) {
            for _ in 0..<n where i < c.count {
                if c[i] == "\n" { linha += 1 }
                i += 1
            }
        }
        /// Lê até o fim do literal (`fim`), pulando escapes e interpolações.
        func lerLiteral(fim: String, bruto: Bool, multilinha: Bool) {
            var atual = "", inicio = linha
            while i < c.count, !em(fim) {
                if !bruto, c[i] == "\\" {
                    if i + 1 < c.count, c[i + 1] == "(" {
                        avancar(2)
                        var nivel = 1
                        while i < c.count, nivel > 0 {
                            if c[i] == "(" { nivel += 1 } else if c[i] == ")" { nivel -= 1 }
                            avancar()
                        }
                        atual += "…"
                    } else {
                        avancar(2)
                    }
                    continue
                }
                if c[i] == "\n" {
                    if multilinha { saida.append((inicio, atual)); atual = ""; inicio = linha + 1 } else { break }
                } else {
                    atual.append(c[i])
                }
                avancar()
            }
            avancar(fim.count)
            saida.append((inicio, atual))
        }
        while i < c.count {
            if em("//") {
                while i < c.count, c[i] != "\n" { avancar() }
            } else if em("/*") {
                while i < c.count, !em("*/") { avancar() }
                avancar(2)
            } else if em("#\"\"\"") {
                avancar(4); lerLiteral(fim: "\"\"\"#", bruto: true, multilinha: true)
            } else if em("\"\"\"") {
                avancar(3); lerLiteral(fim: "\"\"\"", bruto: false, multilinha: true)
            } else if em("#\"") {
                avancar(2); lerLiteral(fim: "\"#", bruto: true, multilinha: false)
            } else if c[i] == "\"" {
                avancar(); lerLiteral(fim: "\"", bruto: false, multilinha: false)
            } else {
                avancar()
            }
        }
        return saida
    }

    static func violacoes(no codigo: String, arquivo: String = "x.swift") -> [String] {
        literais(de: codigo).filter { ehFrase($0.texto) && !literaisPermitidos.contains([arquivo, $0.texto]) }
            .map { "\(arquivo):\($0.linha): \"\($0.texto)\"" }
    }

    @Test func oDetectorPegaOQueJaExistiu() {
        #expect(!Self.violacoes(no: #"ultimoErro = "Sessão expirada: entre de novo para enviar as ações pendentes.""#).isEmpty)
        #expect(!Self.violacoes(no: #"return "Falha ao enviar.""#).isEmpty)
        #expect(!Self.violacoes(no: #"case .urlInvalida(let u): "Endereco da API: \(u)""#).isEmpty, "capitalizada, sem acento")
        #expect(!Self.violacoes(no: #"r.detalhes ?? "sem motivo informado""#).isEmpty, "minúscula, sem acento")
        #expect(!Self.violacoes(no: #"guard temHistorico() else { return "Sem histórico" }"#).isEmpty)
        #expect(!Self.violacoes(no: #"return "\(positivas) de \(total) chamariam de novo""#).isEmpty, "começa por interpolação")
        #expect(!Self.violacoes(no: "let s = \"\"\"\n    A fila recomeça vazia.\n    \"\"\"").isEmpty, "várias linhas")
        #expect(!Self.violacoes(no: ##"let f = #"Texto cru com "aspas"."#"##).isEmpty, "literal cru")
        #expect(Self.violacoes(no: #"x = 1 // "Comentário com frase.""#).isEmpty)
        #expect(Self.violacoes(no: "/* \"Bloco com frase.\" */ let y = 2").isEmpty)
        #expect(Self.violacoes(no: #"try banco.consultar("SELECT valor FROM fila_meta WHERE chave = 'nao_antes_de'")"#).isEmpty)
        #expect(Self.violacoes(no: #"case .registrarCheckin: "registrarCheckin""#).isEmpty)
        #expect(Self.violacoes(no: #"static let apiPadrao = URL(string: "http://127.0.0.1:54321")!"#).isEmpty)
        #expect(Self.violacoes(no: #"for f in ["EEE, dd MMM yyyy HH:mm:ss zzz"] { }"#).isEmpty)
        #expect(Self.violacoes(no: #""chave \(a.b("x")) solta""#).isEmpty, "interpolação com aspas dentro")
        #expect(Self.violacoes(no: #"h["Authorization"] = "Bearer \(token)""#, arquivo: "ApiCliente.swift").isEmpty)
    }

    @Test func dominioEDadosSoProduzemValores() throws {
        let raiz = RegraDeDependenciaTests.raiz
        var achadas: [String] = []
        var lidos = 0
        for modulo in Self.modulos {
            let pasta = raiz.appendingPathComponent("Sources/\(modulo)")
            guard let e = FileManager.default.enumerator(at: pasta, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in e where url.pathExtension == "swift" && !Self.arquivosPermitidos.contains(url.lastPathComponent) {
                lidos += 1
                let codigo = try String(contentsOf: url, encoding: .utf8)
                achadas += Self.violacoes(no: codigo, arquivo: url.lastPathComponent).map { "\(modulo)/\($0)" }
            }
        }
        #expect(lidos > 20, "a varredura leu as fontes")
        #expect(achadas.isEmpty, "a frase vai para o catálogo (FrilaApresentacao/Textos*.swift); aqui, um valor:\n\(achadas.joined(separator: "\n"))")
    }
}
