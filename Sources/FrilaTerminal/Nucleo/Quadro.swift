/// Tamanho de um terminal, em colunas × linhas.
public struct Tamanho: Hashable, Sendable, CustomStringConvertible {
    public var largura: Int
    public var altura: Int
    public init(largura: Int, altura: Int) {
        self.largura = max(0, largura)
        self.altura = max(0, altura)
    }
    public var description: String { "\(largura)x\(altura)" }
}

/// Retângulo em coordenadas de célula (x = coluna, y = linha).
public struct Retangulo: Hashable, Sendable {
    public var x: Int, y: Int, largura: Int, altura: Int
    public init(x: Int, y: Int, largura: Int, altura: Int) {
        self.x = x; self.y = y
        self.largura = max(0, largura); self.altura = max(0, altura)
    }
    public var vazio: Bool { largura == 0 || altura == 0 }
    public var fimX: Int { x + largura }
    public var fimY: Int { y + altura }

    /// Encolhe por `margem` de cada lado.
    public func recuado(_ margem: Int) -> Retangulo {
        Retangulo(x: x + margem, y: y + margem, largura: largura - 2 * margem, altura: altura - 2 * margem)
    }
    /// Divide em cima (com `altura` linhas) e o resto.
    public func cortarTopo(_ n: Int) -> (Retangulo, Retangulo) {
        let a = min(max(0, n), altura)
        return (Retangulo(x: x, y: y, largura: largura, altura: a),
                Retangulo(x: x, y: y + a, largura: largura, altura: altura - a))
    }
    /// Divide em resto e baixo (com `n` linhas).
    public func cortarBase(_ n: Int) -> (Retangulo, Retangulo) {
        let b = min(max(0, n), altura)
        return (Retangulo(x: x, y: y, largura: largura, altura: altura - b),
                Retangulo(x: x, y: y + altura - b, largura: largura, altura: b))
    }
    /// Divide em esquerda (com `n` colunas) e o resto.
    public func cortarEsquerda(_ n: Int) -> (Retangulo, Retangulo) {
        let a = min(max(0, n), largura)
        return (Retangulo(x: x, y: y, largura: a, altura: altura),
                Retangulo(x: x + a, y: y, largura: largura - a, altura: altura))
    }
    public func contem(x px: Int, y py: Int) -> Bool { px >= x && px < fimX && py >= y && py < fimY }
    /// Linha `i` do retângulo, como retângulo de altura 1.
    public func linha(_ i: Int) -> Retangulo { Retangulo(x: x, y: y + i, largura: largura, altura: i < altura ? 1 : 0) }
}

/// Uma célula da grade. Um grafema largo ocupa a célula dele (largura 2) e a seguinte,
/// que fica como continuação (grafema vazio, largura 0).
public struct Celula: Hashable, Sendable {
    public var grafema: String
    public var largura: UInt8
    public var estilo: Estilo
    public init(_ grafema: String, largura: UInt8 = 1, estilo: Estilo = .normal) {
        self.grafema = grafema; self.largura = largura; self.estilo = estilo
    }
    public static let branca = Celula(" ")
    public var continuacao: Bool { largura == 0 }
}

/// A grade que uma tela desenha. Renderizar nunca toca o ncurses: o backend só
/// compara dois Quadros e pinta a diferença.
public struct Quadro: Hashable, Sendable {
    public let tamanho: Tamanho
    public private(set) var celulas: [Celula]
    /// Onde cada coisa que o mouse toca foi desenhada (abas, linhas de lista, detalhe), na
    /// ordem do desenho: o que veio depois cobre o de antes (`alvo(x:y:)`).
    public var alvos: [AlvoNaTela] = []

    public init(_ tamanho: Tamanho) {
        self.tamanho = tamanho
        celulas = Array(repeating: .branca, count: tamanho.largura * tamanho.altura)
    }
    public init(largura: Int, altura: Int) { self.init(Tamanho(largura: largura, altura: altura)) }

    public var area: Retangulo { Retangulo(x: 0, y: 0, largura: tamanho.largura, altura: tamanho.altura) }

    public subscript(x: Int, y: Int) -> Celula {
        guard dentro(x, y) else { return .branca }
        return celulas[y * tamanho.largura + x]
    }

    func dentro(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < tamanho.largura && y < tamanho.altura }

    /// Põe uma célula, mantendo os grafemas largos coerentes (metade órfã vira espaço).
    mutating func por(_ c: Celula, x: Int, y: Int) {
        guard dentro(x, y) else { return }
        let i = y * tamanho.largura + x
        let antiga = celulas[i]
        if antiga.continuacao, x > 0 { celulas[i - 1] = Celula(" ", estilo: celulas[i - 1].estilo) }
        if antiga.largura == 2, x + 1 < tamanho.largura { celulas[i + 1] = Celula(" ", estilo: antiga.estilo) }
        celulas[i] = c
    }

    /// Preenche o retângulo com espaços no estilo dado.
    public mutating func preencher(_ r: Retangulo, estilo: Estilo = .normal, com g: Character = " ") {
        let l = Largura.de(g) == 1 ? String(g) : " "
        for y in max(0, r.y)..<min(tamanho.altura, r.fimY) {
            for x in max(0, r.x)..<min(tamanho.largura, r.fimX) { por(Celula(l, estilo: estilo), x: x, y: y) }
        }
    }

    /// Escreve `texto` a partir de (x, y) em no máximo `limite` colunas (padrão: até a
    /// borda). Se não couber, corta e termina em "…". Controles viram "�" (nunca chegam
    /// ao terminal). Devolve quantas colunas usou.
    @discardableResult
    public mutating func escrever(_ texto: String, x: Int, y: Int, limite: Int? = nil, estilo: Estilo = .normal) -> Int {
        guard y >= 0, y < tamanho.altura, x < tamanho.largura else { return 0 }
        let maximo = min(limite ?? (tamanho.largura - x), tamanho.largura - x)
        guard maximo > 0 else { return 0 }
        let grafemas = Texto.grafemas(texto)
        let total = grafemas.reduce(0) { $0 + $1.1 }
        let cabe = total <= maximo
        let orcamento = cabe ? maximo : maximo - 1  // uma coluna para "…"
        var col = x
        for (g, w) in grafemas {
            if w == 0 { continue }  // grafema sem largura (ex.: ZWSP solto): não ocupa célula
            if col - x + w > orcamento { break }
            if col >= 0 {
                por(Celula(g, largura: UInt8(w), estilo: estilo), x: col, y: y)
                if w == 2 { por(Celula("", largura: 0, estilo: estilo), x: col + 1, y: y) }
            }
            col += w
        }
        if !cabe {
            // preenche a sobra de um largo que não coube e põe a reticência
            while col - x < maximo - 1 { por(Celula(" ", estilo: estilo), x: col, y: y); col += 1 }
            por(Celula("…", estilo: estilo), x: col, y: y)
            col += 1
        }
        return col - x
    }

    /// Escreve no retângulo `r` (linha 0), alinhado; preenche o resto da linha com o estilo.
    public mutating func escrever(_ texto: String, em r: Retangulo, alinhamento: Alinhamento = .esquerda, estilo: Estilo = .normal, preencherLinha: Bool = false) {
        guard !r.vazio else { return }
        if preencherLinha { preencher(Retangulo(x: r.x, y: r.y, largura: r.largura, altura: 1), estilo: estilo) }
        let w = min(Largura.de(Texto.limpo(texto)), r.largura)
        let x: Int
        switch alinhamento {
        case .esquerda: x = r.x
        case .direita: x = r.x + r.largura - w
        case .centro: x = r.x + (r.largura - w) / 2
        }
        escrever(texto, x: x, y: r.y, limite: r.fimX - x, estilo: estilo)
    }

    /// Quebra o texto em palavras dentro de `r`; devolve as linhas usadas.
    @discardableResult
    public mutating func paragrafo(_ texto: String, em r: Retangulo, estilo: Estilo = .normal) -> Int {
        let linhas = Texto.quebrar(texto, largura: r.largura)
        for (i, l) in linhas.prefix(r.altura).enumerated() {
            escrever(l, x: r.x, y: r.y + i, limite: r.largura, estilo: estilo)
        }
        return min(linhas.count, r.altura)
    }

    /// Caixa com borda de linhas finas e título opcional na borda de cima.
    public mutating func caixa(_ r: Retangulo, titulo: String? = nil, estilo: Estilo = .normal, estiloTitulo: Estilo = .titulo) {
        guard r.largura >= 2, r.altura >= 2 else { return }
        for x in r.x + 1..<r.fimX - 1 {
            por(Celula("─", estilo: estilo), x: x, y: r.y)
            por(Celula("─", estilo: estilo), x: x, y: r.fimY - 1)
        }
        for y in r.y + 1..<r.fimY - 1 {
            por(Celula("│", estilo: estilo), x: r.x, y: y)
            por(Celula("│", estilo: estilo), x: r.fimX - 1, y: y)
        }
        por(Celula("┌", estilo: estilo), x: r.x, y: r.y)
        por(Celula("┐", estilo: estilo), x: r.fimX - 1, y: r.y)
        por(Celula("└", estilo: estilo), x: r.x, y: r.fimY - 1)
        por(Celula("┘", estilo: estilo), x: r.fimX - 1, y: r.fimY - 1)
        if let titulo, r.largura > 4 {
            escrever(" \(titulo) ", x: r.x + 1, y: r.y, limite: r.largura - 2, estilo: estiloTitulo)
        }
    }

    public mutating func linhaHorizontal(y: Int, de x0: Int = 0, ate x1: Int? = nil, estilo: Estilo = .suave) {
        for x in max(0, x0)..<min(tamanho.largura, x1 ?? tamanho.largura) { por(Celula("─", estilo: estilo), x: x, y: y) }
    }

    /// Copia `outro` para dentro deste, com o canto em (x, y).
    public mutating func colar(_ outro: Quadro, x: Int, y: Int) {
        for oy in 0..<outro.tamanho.altura {
            for ox in 0..<outro.tamanho.largura { por(outro[ox, oy], x: x + ox, y: y + oy) }
        }
    }

    /// Texto do quadro, uma linha por linha da grade, sem espaços à direita: é o formato
    /// dos snapshots e do que o tmux captura.
    public var texto: String {
        var linhas: [String] = []
        linhas.reserveCapacity(tamanho.altura)
        for y in 0..<tamanho.altura {
            var l = ""
            for x in 0..<tamanho.largura { l += celulas[y * tamanho.largura + x].grafema }
            while l.last == " " { l.removeLast() }
            linhas.append(l)
        }
        return linhas.joined(separator: "\n")
    }

    /// Células (x, y) a pintar para ir de `anterior` a este quadro: todas se não há
    /// anterior ou o tamanho mudou; senão só as que mudaram (um largo cuja continuação
    /// mudou também conta). Continuações nunca são pintadas: o largo ocupa as duas.
    public func mudancas(desde anterior: Quadro?) -> [(x: Int, y: Int)] {
        var r: [(x: Int, y: Int)] = []
        let w = tamanho.largura
        guard let a = anterior, a.tamanho == tamanho else {
            for y in 0..<tamanho.altura { for x in 0..<w where !celulas[y * w + x].continuacao { r.append((x, y)) } }
            return r
        }
        for y in 0..<tamanho.altura {
            for x in 0..<w {
                let i = y * w + x
                let c = celulas[i]
                if c.continuacao { continue }
                if c != a.celulas[i] || (c.largura == 2 && x + 1 < w && celulas[i + 1] != a.celulas[i + 1]) { r.append((x, y)) }
            }
        }
        return r
    }

    /// O alvo do mouse em (x, y): o último desenhado que contém a célula (um diálogo ou
    /// painel por cima cobre a lista de trás).
    public func alvo(x: Int, y: Int) -> Alvo? {
        alvos.last { $0.area.contem(x: x, y: y) }?.alvo
    }

    /// Marca `r` como alvo do mouse (uma área vazia não marca nada).
    public mutating func marcar(_ r: Retangulo, _ a: Alvo) {
        guard !r.vazio else { return }
        alvos.append(AlvoNaTela(area: r, alvo: a))
    }

    /// Linha `y` como texto (testes).
    public func linha(_ y: Int) -> String {
        var l = ""
        for x in 0..<tamanho.largura { l += self[x, y].grafema }
        return l
    }
}

public enum Alinhamento: Sendable { case esquerda, centro, direita }

/// O que está debaixo do mouse: a tela marca ao desenhar, o app decide o que o gesto faz.
public enum Alvo: Hashable, Sendable {
    /// A aba `i` (0 = a primeira página).
    case aba(Int)
    /// A linha do item `i` da lista da página.
    case linha(Int)
    /// A área da lista (inclusive linhas vazias abaixo dos itens).
    case lista
    /// O detalhe do selecionado (rola).
    case detalhe
    /// Um painel ou diálogo por cima de tudo: a lista de trás não recebe o clique.
    case sobreposicao
}

public struct AlvoNaTela: Hashable, Sendable {
    public let area: Retangulo
    public let alvo: Alvo
}

/// Utilidades de texto para as telas.
public enum Texto {
    /// Grafemas com a sua largura; caracteres de controle e invisíveis viram "�" (largura 1).
    public static func grafemas(_ s: String) -> [(String, Int)] {
        var r: [(String, Int)] = []
        r.reserveCapacity(s.utf8.count)
        for c in s {
            if c == "\t" { r.append((" ", 1)); continue }
            if escondeAlgo(c) { r.append(("�", 1)); continue }
            r.append((String(c), Largura.de(c)))
        }
        return r
    }

    /// Controle (C0, DEL, C1), formatação (direção do texto U+202A–202E/2066–2069, largura zero
    /// U+200B–200F/2060/FEFF), separadores de linha e parágrafo e preenchimentos Hangul: do
    /// servidor ou de quem for, não chegam crus ao terminal ("Trojan Source"). Exceção: junção
    /// (U+200D) e etiquetas dentro de um emoji (👩‍👩‍👧, bandeiras de subdivisão).
    static func escondeAlgo(_ c: Character) -> Bool {
        let escalares = c.unicodeScalars
        guard let primeiro = escalares.first else { return false }
        if escalares.count == 1, primeiro.value >= 0x20, primeiro.value < 0x7F { return false }
        let emoji = primeiro.value > 0xFF && primeiro.properties.isEmoji
        for (i, e) in escalares.enumerated() {
            let v = e.value
            if v < 0x20 || (v >= 0x7F && v < 0xA0) { return true }
            if v == 0x115F || v == 0x1160 || v == 0x3164 || v == 0xFFA0 { return true }
            switch e.properties.generalCategory {
            case .lineSeparator, .paragraphSeparator, .control: return true
            case .format:
                let juncaoDeEmoji = emoji && i > 0 && (v == 0x200D || (0xE0020...0xE007F).contains(v))
                if !juncaoDeEmoji { return true }
            default: break
            }
        }
        return false
    }

    public static func limpo(_ s: String) -> String { grafemas(s).map(\.0).joined() }

    /// Corta para caber em `largura` colunas, com "…" se cortou.
    public static func cortado(_ s: String, _ largura: Int) -> String {
        guard largura > 0 else { return "" }
        var q = Quadro(largura: largura, altura: 1)
        let n = q.escrever(s, x: 0, y: 0)
        var l = ""
        for x in 0..<n { l += q[x, 0].grafema }
        return l
    }

    /// Completa com espaços à direita até `largura` colunas (corta se passar).
    public static func ajustado(_ s: String, _ largura: Int) -> String {
        let c = cortado(s, largura)
        return c + String(repeating: " ", count: max(0, largura - Largura.de(c)))
    }

    /// Quebra em linhas de até `largura` colunas, por palavras (palavra maior que a linha
    /// é cortada com "…").
    public static func quebrar(_ s: String, largura: Int) -> [String] {
        guard largura > 0 else { return [] }
        var linhas: [String] = []
        for paragrafo in s.split(separator: "\n", omittingEmptySubsequences: false) {
            var atual = ""
            var w = 0
            // "R$" fica com o valor: nunca "R$" no fim de uma linha e "99,90" no começo da outra.
            var palavras: [Substring] = []
            for p in paragrafo.split(separator: " ") {
                if let ultima = palavras.last, ultima.suffix(2) == "R$" { palavras[palavras.count - 1] = Substring(ultima + " " + p) } else { palavras.append(p) }
            }
            for palavra in palavras {
                let pw = Largura.de(palavra)
                if w == 0 {
                    atual = pw > largura ? cortado(String(palavra), largura) : String(palavra)
                    w = min(pw, largura)
                } else if w + 1 + pw <= largura {
                    atual += " " + palavra; w += 1 + pw
                } else {
                    linhas.append(atual)
                    atual = pw > largura ? cortado(String(palavra), largura) : String(palavra)
                    w = min(pw, largura)
                }
            }
            linhas.append(atual)
        }
        return linhas
    }
}
