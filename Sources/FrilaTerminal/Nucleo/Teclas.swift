/// Uma tecla lida do terminal, já traduzida do código do ncurses.
public enum Tecla: Hashable, Sendable, CustomStringConvertible {
    case caractere(Character)
    case ctrl(Character)  // Ctrl-C = .ctrl("c")
    case enter, esc, tab, shiftTab, backspace, apagar
    case cima, baixo, esquerda, direita, paginaAcima, paginaAbaixo, inicio, fim
    case f(Int)
    case redimensionar

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
        }
    }
}

/// Uma linha da tabela de teclas: teclas → ação, com a descrição que vai para a ajuda.
public struct Atalho<Acao: Sendable>: Sendable {
    public let teclas: [Tecla]
    public let descricao: String
    public let acao: Acao
    /// Aparece no rodapé da tela (as ações principais), além da ajuda.
    public let noRodape: Bool
    /// Texto curto do rodapé (padrão: a descrição).
    public let curta: String?

    public init(_ teclas: [Tecla], _ descricao: String, _ acao: Acao, rodape: Bool = false, curta: String? = nil) {
        self.teclas = teclas; self.descricao = descricao; self.acao = acao; self.noRodape = rodape || curta != nil
        self.curta = curta
    }

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
    public var rodape: String {
        atalhos.filter(\.noRodape).map { "\($0.teclas.first?.description ?? "") \($0.curta ?? $0.descricao)" }.joined(separator: " · ")
    }

    /// Concatena (as entradas desta tabela têm precedência).
    public func seguidaDe(_ outra: TabelaDeTeclas<Acao>) -> TabelaDeTeclas<Acao> {
        let minhas = Set(atalhos.flatMap(\.teclas))
        let resto = outra.atalhos.compactMap { a -> Atalho<Acao>? in
            let livres = a.teclas.filter { !minhas.contains($0) }
            return livres.isEmpty ? nil : Atalho(livres, a.descricao, a.acao, rodape: a.noRodape, curta: a.curta)
        }
        return TabelaDeTeclas(nome, atalhos + resto)
    }
}
