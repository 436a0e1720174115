/// Uma tecla lida do terminal, já traduzida do código do ncurses.
public enum Tecla: Hashable, Sendable, CustomStringConvertible {
    case caractere(Character)
    case ctrl(Character)  // Ctrl-C = .ctrl("c")
    case enter, esc, tab, shiftTab, backspace, apagar
    case cima, baixo, esquerda, direita, paginaAcima, paginaAbaixo, inicio, fim
    case f(Int)
    case redimensionar
    /// Um gesto do mouse na célula (x, y) da tela; o app acha o alvo no quadro desenhado.
    case mouse(EventoDoMouse)

    /// Nome da tecla como aparece na ajuda e no rodapé.
    public var description: String {
        switch self {
        case .caractere(" "): return "Espaço"
        case .caractere(let c): return String(c)
        case .ctrl(let c): return "Ctrl-\(c.uppercased())"
        case .enter: return "Enter"
        case .esc: return "Esc"
        case .tab: return "Tab"
        case .shiftTab: return "Shift-Tab"
        case .backspace: return "⌫"
        case .apagar: return "Del"
        case .cima: return "↑"
        case .baixo: return "↓"
        case .esquerda: return "←"
        case .direita: return "→"
        case .paginaAcima: return "PgUp"
        case .paginaAbaixo: return "PgDn"
        case .inicio: return "Home"
        case .fim: return "End"
        case .f(let n): return "F\(n)"
        case .redimensionar: return "resize"
        case .mouse(let e): return e.description
        }
    }
}

/// Clique (botão 1 apertado) ou roda (para cima, para baixo) numa célula.
public struct EventoDoMouse: Hashable, Sendable, CustomStringConvertible {
    public enum Gesto: Hashable, Sendable { case clique, rodaAcima, rodaAbaixo }
    public let gesto: Gesto
    public let x: Int, y: Int
    public init(_ gesto: Gesto, x: Int, y: Int) { self.gesto = gesto; self.x = x; self.y = y }
    public var description: String {
        switch gesto {
        case .clique: return "clique"
        case .rodaAcima: return "roda ↑"
        case .rodaAbaixo: return "roda ↓"
        }
    }
}

/// Quando uma tecla aparece no rodapé (a ajuda lista todas, sempre).
public enum NoRodape: Sendable, Equatable {
    case nunca
    /// Vale em qualquer momento (atualizar, ajuda, sair).
    case sempre
    /// Só quando pode agir na seleção de agora (avaliar um turno que terminou, bloquear quem está selecionado).
    case quandoAge
}

/// Uma linha da tabela de teclas: teclas → ação, com a descrição que vai para a ajuda.
public struct Atalho<Acao: Sendable>: Sendable {
    public let teclas: [Tecla]
    public let descricao: String
    public let acao: Acao
    /// Se e quando aparece no rodapé da tela, além da ajuda.
    public let rodape: NoRodape
    public var noRodape: Bool { rodape != .nunca }
    /// Texto curto do rodapé (padrão: a descrição).
    public let curta: String?

    /// `rodape: true` = sempre; com `curta` (e sem `rodape`) = quando pode agir.
    public init(_ teclas: [Tecla], _ descricao: String, _ acao: Acao, rodape: Bool = false, curta: String? = nil) {
        self.init(teclas, descricao, acao, rodape: rodape ? .sempre : (curta != nil ? .quandoAge : .nunca), curta: curta)
    }

    public init(_ teclas: [Tecla], _ descricao: String, _ acao: Acao, rodape: NoRodape, curta: String? = nil) {
        self.teclas = teclas; self.descricao = descricao; self.acao = acao; self.rodape = rodape
        self.curta = curta
    }

    /// "c candidatar": como aparece no rodapé.
    public var textoDoRodape: String { "\(teclas.first?.description ?? "") \(curta ?? descricao)" }

    /// "j/↓"
    public var rotulo: String { teclas.map(\.description).joined(separator: "/") }
}

/// Tabela de teclas de uma tela. A ajuda (`?`) e o rodapé são gerados dela, então o que
/// a ajuda diz é exatamente o que as teclas fazem.
public struct TabelaDeTeclas<Acao: Sendable>: Sendable {
    public let nome: String
    public let atalhos: [Atalho<Acao>]

    public init(_ nome: String, _ atalhos: [Atalho<Acao>]) {
        self.nome = nome
        self.atalhos = atalhos
    }

    /// A primeira entrada que contém a tecla vence (telas põem as suas antes das globais).
    public func acao(para tecla: Tecla) -> Acao? {
        atalhos.first { $0.teclas.contains(tecla) }?.acao
    }

    /// Teclas que aparecem em mais de uma entrada (um erro de tabela: a segunda nunca roda).
    public var teclasRepetidas: [Tecla] {
        var vistas = Set<Tecla>()
        var repetidas: [Tecla] = []
        for a in atalhos { for t in a.teclas { if !vistas.insert(t).inserted { repetidas.append(t) } } }
        return repetidas
    }

    /// Linhas da ajuda: ("c", "candidatar").
    public var ajuda: [(tecla: String, descricao: String)] { atalhos.map { ($0.rotulo, $0.descricao) } }

    /// Texto do rodapé: "c candidatar · r atualizar · ? ajuda".
    public var rodape: String { atalhos.filter(\.noRodape).map(\.textoDoRodape).joined(separator: " · ") }

    /// As entradas do rodapé agora: as de sempre e as que `podeAgir` aceita.
    public func rodape(podeAgir: (Acao) -> Bool) -> [Atalho<Acao>] {
        atalhos.filter { $0.rodape == .sempre || ($0.rodape == .quandoAge && podeAgir($0.acao)) }
    }

    /// Concatena (as entradas desta tabela têm precedência).
    public func seguidaDe(_ outra: TabelaDeTeclas<Acao>) -> TabelaDeTeclas<Acao> {
        let minhas = Set(atalhos.flatMap(\.teclas))
        let resto = outra.atalhos.compactMap { a -> Atalho<Acao>? in
            let livres = a.teclas.filter { !minhas.contains($0) }
            return livres.isEmpty ? nil : Atalho(livres, a.descricao, a.acao, rodape: a.rodape, curta: a.curta)
        }
        return TabelaDeTeclas(nome, atalhos + resto)
    }
}
