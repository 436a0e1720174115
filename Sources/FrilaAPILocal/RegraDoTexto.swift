import Foundation

/// O que há de errado num texto que uma pessoa manda, pela categoria geral do Unicode: a régua
/// do gateway. A do banco (`privado.tem_invisivel`, `privado.tem_sosia`,
/// `privado.escrita_misturada` em `supabase/schemas/01_relogio_e_limites.sql`) guarda as mesmas
/// classes como faixas; `RegrasDoTextoIguaisAoBanco` compara as duas ponto de código a ponto de
/// código e imprime as faixas novas quando o Unicode do Swift muda.
/// Regras: limites do que uma pessoa manda (RULES.md, "Bounds on what people send").
public enum RegraDoTexto {
    /// A chave da recusa: a mesma do SQL (`problema_do_texto`).
    public enum Problema: String, Sendable, Equatable {
        case controle = "texto_invalido"
        case invisivel = "caractere_invisivel"
        case parecido = "caractere_parecido"
    }

    /// Marcas combinantes seguidas sobre uma letra: duas bastam a qualquer língua escrita aqui
    /// (ã, ṍ, tailandês tom + vogal); mais que isso empilha e esconde a letra de baixo.
    public static let marcasMaximasPorLetra = 2

    /// Sem aparência própria: formatação (Cf), uso privado (Co), não atribuído (Cn), metades de
    /// surrogate (Cs), separadores de linha e parágrafo (Zl, Zp), controle (Cc); e as letras e
    /// marcas que se desenham vazias (preenchimentos Hangul, braille vazio, seletores de
    /// variação, o grafema-joiner, nota musical nula, o marcador de objeto U+FFFC).
    public static func invisivel(_ u: Unicode.Scalar) -> Bool {
        switch u.properties.generalCategory {
        case .control, .format, .privateUse, .unassigned, .surrogate, .lineSeparator, .paragraphSeparator:
            return true
        default:
            return vaziosQueNaoSaoFormato.contains { $0.contains(u.value) }
        }
    }

    static let vaziosQueNaoSaoFormato: [ClosedRange<UInt32>] = [
        0x034F...0x034F, 0x115F...0x1160, 0x17B4...0x17B5, 0x180B...0x180F, 0x2800...0x2800, 0x3164...0x3164,
        0xFE00...0xFE0F, 0xFFA0...0xFFA0, 0xFFFC...0xFFFC, 0x1D159...0x1D159, 0xE0100...0xE01EF,
    ]

    /// Onde marca combinante não cabe: dígito, espaço, pontuação e símbolo ("1\u{0301}", ".\u{0302}").
    /// As mesmas faixas de `privado.marca_sem_letra`.
    static let basesSemLetra: [ClosedRange<UInt32>] = [
        0x01...0x40, 0x5B...0x60, 0x7B...0xBF, 0xD7...0xD7, 0xF7...0xF7, 0x2000...0x2BFF, 0x3000...0x303F,
    ]

    static func baseSemLetra(_ u: Unicode.Scalar) -> Bool { basesSemLetra.contains { $0.contains(u.value) } }

    /// Marcas contadas decompostas, porque "ệ" já traz duas e mais duas empilham quatro: até 2
    /// por letra, ou as que um só caractere traz (ᾂ e o ೋ do canarês trazem 3); e marca sem letra
    /// embaixo. O mesmo que `privado.marca_fora_do_lugar`.
    static func marcasForaDoLugar(_ s: String) -> Bool {
        var base: Unicode.Scalar?
        var total = 0
        var teto = marcasMaximasPorLetra
        for u in s.unicodeScalars {
            if u.isASCII {
                // Letra de si mesma, sem decomposição nem marca: o ramo `else` abaixo, sem o
                // custo de um String por caractere (1 MB de texto levava segundos).
                base = u
                total = 0
                teto = marcasMaximasPorLetra
                continue
            }
            let d = Array(String(u).decomposedStringWithCanonicalMapping.unicodeScalars)
            let m = d.filter(marca).count
            if m == d.count {
                if base.map(baseSemLetra) ?? true { return true }
                total += m
                teto = max(teto, m)
            } else {
                base = d.first
                total = m
                teto = max(marcasMaximasPorLetra, m)
            }
            if total > teto { return true }
        }
        return false
    }

    public static func marca(_ u: Unicode.Scalar) -> Bool {
        switch u.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Letras latinas (ASCII, Latin-1, Latin Extended-A/B).
    static func latina(_ u: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(u.value) || (0x61...0x7A).contains(u.value)
            || ((0xC0...0x24F).contains(u.value) && u.value != 0xD7 && u.value != 0xF7)
    }

    /// Alfabetos que imitam letras latinas: grego, cirílico, armênio, n'ko, georgiano, cherokee,
    /// silabário canadense, ogham, rúnico, cirílico estendido, o grego e o cirílico das extensões
    /// fonéticas (os versaletes latinos ᴀ ᴅ são latinos e ficam de fora), grego estendido,
    /// glagolítico, copta, tifinagh, lisu, vai, cirílico B, bamum, cherokee B, formas armênias,
    /// lício, cário, itálico antigo, gótico, pérmico antigo, deseret, osage, lídio.
    static let alfabetosSosias: [ClosedRange<UInt32>] = [
        0x0370...0x03FF, 0x0400...0x052F, 0x0530...0x058F, 0x07C0...0x07FF, 0x10A0...0x10FF, 0x13A0...0x13FF,
        0x1400...0x167F, 0x1680...0x169F, 0x16A0...0x16FF, 0x1C80...0x1C8F, 0x1D26...0x1D2B, 0x1D5D...0x1D61,
        0x1D66...0x1D6A, 0x1D78...0x1D78, 0x1F00...0x1FFF,
        0x2C00...0x2C5F, 0x2C80...0x2CFF, 0x2D30...0x2D7F, 0xA4D0...0xA4FF, 0xA500...0xA63F, 0xA640...0xA69F,
        0xA6A0...0xA6FF, 0xAB70...0xABBF, 0xFB13...0xFB17, 0x10280...0x1029F, 0x102A0...0x102DF,
        0x10300...0x1032F, 0x10330...0x1034F, 0x10350...0x1037F, 0x10400...0x1044F, 0x104B0...0x104FF,
        0x10920...0x1093F,
    ]

    /// O que há de errado no texto, na ordem do SQL: controle, invisível (ou marcas demais),
    /// latino misturado com um alfabeto sósia. nil: nada.
    public static func problema(_ s: String) -> Problema? {
        var seguidas = 0
        var invisivel = false
        var soASCII = true
        for u in s.unicodeScalars {
            if u.isASCII {
                // ASCII: só os controles (Cc) têm problema; nenhum é marca.
                if u.value < 0x20 || u.value == 0x7F { return .controle }
                seguidas = 0
                continue
            }
            soASCII = false
            if Self.invisivel(u) {
                if u.properties.generalCategory == .control { return .controle }
                invisivel = true
            }
            if marca(u) {
                seguidas += 1
                if seguidas > marcasMaximasPorLetra { invisivel = true }
            } else {
                seguidas = 0
            }
        }
        // Só ASCII sem controle: sem marca, sem invisível e sem alfabeto sósia.
        if soASCII { return nil }
        if !invisivel, marcasForaDoLugar(s) { invisivel = true }
        if invisivel { return .invisivel }
        let normalizado = s.precomposedStringWithCompatibilityMapping.unicodeScalars
        if normalizado.contains(where: latina),
           normalizado.contains(where: { u in alfabetosSosias.contains { $0.contains(u.value) } }) {
            return .parecido
        }
        return nil
    }

    /// Nome de pessoa ou de estabelecimento, à moda "moderadamente restritiva" do TR39: o latino
    /// não se mistura com um alfabeto que o imita; com han, kana, hangul, árabe, hebraico,
    /// devanágari, tailandês... vale ("Sushi 寿司", "Muhammad الصالح").
    public static func problemaDoNome(_ s: String) -> Problema? {
        if let p = problema(s) { return p }
        return escritaMisturada(s) ? .parecido : nil
    }

    public static func escritaMisturada(_ s: String) -> Bool {
        if s.utf8.allSatisfy({ $0 < 0x80 }) { return false }  // ASCII (e o NFKC dele) é só latino
        let u = s.precomposedStringWithCompatibilityMapping.unicodeScalars
        return u.contains(where: latina) && u.contains { c in alfabetosSosias.contains { $0.contains(c.value) } }
    }
}

extension RegraDoTexto {
    /// Senhas e tokens não são texto que alguém lê; o e-mail tem a régua dele no banco
    /// (NFKC, minúsculas, só ASCII): ficam de fora.
    static func foraDaRegua(_ chave: String) -> Bool {
        let c = chave.lowercased()
        return c.contains("senha") || c.contains("password") || c.contains("token") || c == "apikey" || c == "email"
    }

    /// O primeiro texto com problema nos argumentos de um corpo JSON, em qualquer
    /// profundidade (`data.estabelecimento.nome` do cadastro), nos valores e nos nomes das
    /// chaves: o campo ("chave" quando é o nome de uma) e o problema.
    public static func primeiroProblema(em pares: [(String, ValorJSON)]) -> (campo: String, problema: Problema)? {
        for (k, v) in pares {
            // O nome da chave também fica guardado (user_metadata) e chega a quem o lê.
            if let p = problema(k) { return ("chave", p) }
            guard !foraDaRegua(k) else { continue }
            switch v {
            case .nulo: continue
            case .texto(let s):
                if let p = k == "nome" ? problemaDoNome(s) : problema(s) { return (k, p) }
            case .bruto(let b):
                guard b.hasPrefix("{") || b.hasPrefix("[") else { continue }
                if let achado = primeiroProblema(chave: k, em: try? JSONSerialization.jsonObject(with: Data(b.utf8))) {
                    return achado
                }
            }
        }
        return nil
    }

    static func primeiroProblema(chave: String, em valor: Any?) -> (campo: String, problema: Problema)? {
        switch valor {
        case let s as String:
            if let p = chave == "nome" ? problemaDoNome(s) : problema(s) { return (chave, p) }
        case let o as [String: Any]:
            for (k, v) in o.sorted(by: { $0.key < $1.key }) {
                if let p = problema(k) { return ("chave", p) }
                guard !foraDaRegua(k) else { continue }
                if let achado = primeiroProblema(chave: k, em: v) { return achado }
            }
        case let a as [Any]:
            for v in a { if let achado = primeiroProblema(chave: chave, em: v) { return achado } }
        default: break
        }
        return nil
    }

    /// A frase da recusa (o cliente do projeto mostra a do catálogo dele pela chave), com o
    /// nome do campo como a pessoa o conhece.
    public static func frase(_ p: Problema, campo: String) -> String {
        let rotulo = switch campo {
        case "nome": "O nome"
        case "endereco": "O endereço"
        case "bairro": "O bairro"
        case "motivo": "O motivo"
        case "whatsapp": "O WhatsApp"
        default: "O texto"
        }
        return switch p {
        case .controle: "\(rotulo) não pode ter caracteres de controle (quebra de linha, tabulação, ESC)."
        case .invisivel:
            "\(rotulo) não pode ter caracteres invisíveis (formatação, largura zero, direção do texto, separador de linha) nem marcas empilhadas."
        case .parecido: "\(rotulo) mistura letras latinas com letras de outro alfabeto."
        }
    }
}
