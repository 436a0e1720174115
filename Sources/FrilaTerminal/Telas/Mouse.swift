import Foundation
import FrilaApresentacao

/// O que um gesto do mouse pede, antes de saber a página: ir à aba, selecionar (ou abrir a
/// já selecionada), mover a seleção, rolar o detalhe, fechar um painel.
enum PedidoDoMouse: Equatable, Sendable {
    case irParaAba(Int)
    case selecionarOuAbrir(Int)
    case comandos([ComandoDaTela])
}

/// Uma linha da tabela do mouse: gesto sobre um tipo de alvo → o que pede. A tabela é a
/// única fonte (o README e a ajuda de linha de comando a descrevem); o que cada pedido vira
/// é um comando da tabela de teclas em vigor, e a página decide como para uma tecla.
struct AtalhoDoMouse: Sendable {
    enum Onde: Hashable, Sendable { case aba, linha, lista, detalhe, sobreposicao, fora }
    let gesto: EventoDoMouse.Gesto
    let onde: Onde
    let pedido: @Sendable (Alvo?) -> PedidoDoMouse?
}

extension Teclas {
    /// Linhas que a roda move ou rola de uma vez.
    static let passoDaRoda = 3

    static let mouse: [AtalhoDoMouse] = [
        AtalhoDoMouse(gesto: .clique, onde: .aba) { if case .aba(let i)? = $0 { .irParaAba(i) } else { nil } },
        AtalhoDoMouse(gesto: .clique, onde: .linha) { if case .linha(let i)? = $0 { .selecionarOuAbrir(i) } else { nil } },
        // Um painel (ajuda, mensagens) fecha com qualquer tecla; com o clique também.
        AtalhoDoMouse(gesto: .clique, onde: .sobreposicao) { _ in .comandos([.fecharPainel]) },
        AtalhoDoMouse(gesto: .rodaAcima, onde: .detalhe) { _ in .comandos(Array(repeating: .rolar(-1), count: passoDaRoda)) },
        AtalhoDoMouse(gesto: .rodaAbaixo, onde: .detalhe) { _ in .comandos(Array(repeating: .rolar(1), count: passoDaRoda)) },
        AtalhoDoMouse(gesto: .rodaAcima, onde: .sobreposicao) { _ in .comandos(Array(repeating: .rolar(-1), count: passoDaRoda)) },
        AtalhoDoMouse(gesto: .rodaAbaixo, onde: .sobreposicao) { _ in .comandos(Array(repeating: .rolar(1), count: passoDaRoda)) },
        // Na lista, e em qualquer outro lugar, a roda move a seleção.
        AtalhoDoMouse(gesto: .rodaAcima, onde: .fora) { _ in .comandos(Array(repeating: .cima, count: passoDaRoda)) },
        AtalhoDoMouse(gesto: .rodaAbaixo, onde: .fora) { _ in .comandos(Array(repeating: .baixo, count: passoDaRoda)) },
    ]

    static func onde(_ a: Alvo?) -> AtalhoDoMouse.Onde {
        switch a {
        case .aba?: .aba
        case .linha?: .linha
        case .lista?: .lista
        case .detalhe?: .detalhe
        case .sobreposicao?: .sobreposicao
        case nil: .fora
        }
    }

    /// O pedido de um gesto sobre um alvo: a entrada do tipo do alvo; sem ela, a de `.fora`
    /// (a roda numa linha ou na lista move a seleção, como em qualquer lugar).
    static func pedido(_ g: EventoDoMouse.Gesto, _ a: Alvo?) -> PedidoDoMouse? {
        let o = onde(a)
        if let e = mouse.first(where: { $0.gesto == g && $0.onde == o }) { return e.pedido(a) }
        if o == .sobreposicao { return nil }  // o que está atrás de um painel não recebe
        return mouse.first { $0.gesto == g && $0.onde == .fora }?.pedido(a)
    }
}

extension AppFrila {
    /// O alvo debaixo do mouse, no quadro como está pintado agora (o mesmo desenho, puro).
    func alvo(_ e: EventoDoMouse) -> Alvo? { Telas.desenhar(m, tamanho).alvo(x: e.x, y: e.y) }

    /// A tabela em vigor onde o mouse age: a do painel, a do diálogo, a da tela.
    func tabelaDoMouse() -> TabelaDeTeclas<ComandoDaTela> {
        if m.ajudaAberta || m.historicoAberto { return Teclas.painel }
        if let d = m.dialogo { return Telas.tabelaDoDialogo(d) }
        return Telas.tabelaAtual(m)
    }

    /// Um gesto do mouse: vira comandos da tabela em vigor e entra pelas mesmas teclas que os
    /// pedem (o que a tabela não tem, o mouse não faz: num campo de texto, um clique na aba
    /// não vira "1" digitado). Só selecionar uma linha não tem tecla: vai direto à página.
    mutating func mouse(_ e: EventoDoMouse) -> [Efeito<Evento>] {
        guard let pedido = Teclas.pedido(e.gesto, alvo(e)) else { return [] }
        let tabela = tabelaDoMouse()
        func teclaDe(_ c: ComandoDaTela) -> Tecla? {
            // A ação do painel para "fechar" é a de qualquer tecla fora da tabela dele.
            tabela.atalhos.first { $0.acao == c }?.teclas.first
        }
        var efs: [Efeito<Evento>] = []
        switch pedido {
        case .irParaAba(let i):
            if let t = teclaDe(.irPara(i)) { efs += tecla(t) }
        case .selecionarOuAbrir(let i):
            guard let p = Telas.paginaComTabelaPropria(m), m.dialogo == nil, !m.ajudaAberta, !m.historicoAberto else { return [] }
            if i != m.selecionado(p) { return comando(.selecionar(i), em: p) }
            // Na já selecionada, o clique é o Enter; aberto, não (nas Vagas, Enter escolhe o candidato).
            if !m.detalhe.aberto, let t = teclaDe(.abrir) { efs += tecla(t) }
        case .comandos(let cs):
            for c in cs {
                guard let t = teclaDe(c) else { continue }
                // Rolar o detalhe só quando há o que rolar: a roda não enche a linha de "nada a rolar".
                if case .rolar = c, !(m.ajudaAberta || m.historicoAberto || m.dialogo != nil), Telas.rolagemMaxima(m) == 0 { break }
                efs += tecla(t)
            }
        }
        return efs
    }
}
