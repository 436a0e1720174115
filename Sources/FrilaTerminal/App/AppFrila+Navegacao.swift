import Foundation
import FrilaApresentacao
import FrilaDominio

// Abas, seleção e cargas das páginas: o mesmo para toda página (o que é dela está no registro).
extension AppFrila {
    mutating func ajustarSelecao(_ p: Pagina, total: Int) {
        m.selecao[p] = min(m.selecionado(p), max(0, total - 1))
    }

    /// O detalhe já está na tela (embaixo ou ao lado da lista): abri-lo quase não muda o que
    /// se vê, então o Enter o diz na linha de status. Desenha um quadro: só numa tecla.
    var detalheAVista: Bool { Telas.desenhar(m, tamanho).alvos.contains { $0.alvo == .detalhe } }

    /// Dados novos de `p`: registra a idade (só os do servidor) e libera a próxima carga.
    mutating func chegou(_ p: Pagina, _ doServidor: Bool) {
        carregando.remove(p)
        if doServidor { m.carregadoEm[p] = m.agora }
    }

    /// A seleção segue o mesmo item numa lista nova; se ele sumiu, fica no vizinho.
    mutating func manterSelecao(_ p: Pagina, antes: [UUID], depois: [UUID]) {
        let i = m.selecionado(p)
        m.selecao[p] = Self.reposicionar(i, selecionado: antes.indices.contains(i) ? antes[i] : nil, antes: antes, depois: depois)
    }

    static func reposicionar(_ i: Int, selecionado: UUID?, antes: [UUID], depois: [UUID]) -> Int {
        guard !depois.isEmpty else { return 0 }
        if let id = selecionado, let novo = depois.firstIndex(of: id) { return novo }
        // Sumiu: o primeiro que vinha depois dele e ainda existe, senão o último.
        if antes.indices.contains(i), let seguinte = antes[(i + 1)...].lazy.compactMap({ depois.firstIndex(of: $0) }).first {
            return seguinte
        }
        return min(i, depois.count - 1)
    }

    /// A página move a sua seleção (e o que segue junto, como a rolagem do detalhe).
    mutating func mover(_ p: Pagina, _ delta: Int) {
        if let mover = m.registro.registro(p).mover { mover(&self, delta) } else { moverSelecao(p, delta) }
    }

    mutating func moverSelecao(_ p: Pagina, _ delta: Int) {
        let total = m.registro.registro(p).itens(m)
        m.selecao[p] = min(max(0, m.selecionado(p) + delta), max(0, total - 1))
    }

    mutating func trocarPagina(_ i: Int) -> [Efeito<Evento>] {
        let ps = m.paginas
        guard !ps.isEmpty else { return [] }
        let p = ps[(i % ps.count + ps.count) % ps.count]
        if m.pagina != p, let entrar = m.registro.registro(p).aoEntrar { entrar(&m) }
        m.tela = .pagina(p)
        m.detalhe.fechar()
        return precisaAtualizar(p, idade: Self.idadeParaAtualizarAoEntrar) ? carregar(p) : []
    }

    /// Trocar de aba, mover a seleção e rolar o detalhe (nil: o comando não é destes).
    mutating func navegar(_ c: ComandoDaTela, em p: Pagina) -> [Efeito<Evento>]? {
        let ps = m.paginas
        let atual = ps.firstIndex(of: p) ?? 0
        switch c {
        case .proximaPagina: return trocarPagina(atual + 1)
        case .paginaAnterior: return trocarPagina(atual - 1)
        case .irPara(let i): if i < ps.count { return trocarPagina(i) }
        case .cima: mover(p, -1)
        case .baixo: mover(p, 1)
        case .paginaAcima: mover(p, -10)
        case .paginaAbaixo: mover(p, 10)
        case .primeiro: mover(p, -Int(Int32.max))
        case .ultimo: mover(p, Int(Int32.max))
        case .selecionar(let i):
            // Outra linha: o detalhe aberto era da de antes (nas Vagas, mover com ele aberto anda nos candidatos).
            guard i != m.selecionado(p), i >= 0, i < m.registro.registro(p).itens(m) else { break }
            m.detalhe.fechar()
            mover(p, i - m.selecionado(p))
        case .rolar(let d):
            // Detalhe do turno ou página do Perfil que a tela baixa cortou.
            m.detalhe.rolagem = min(max(0, m.detalhe.rolagem + d), Telas.rolagemMaxima(m))
            if Telas.rolagemMaxima(m) == 0 { dizer(.porQueNao(Textos.Telas.nadaARolar)) }
        default: return nil
        }
        return []
    }

    /// Online, sem carga em andamento, e os dados de `p` têm mais que `idade` (ou nunca vieram
    /// do servidor). Com diálogo ou formulário aberto, espera: a tela não muda debaixo da pessoa.
    func precisaAtualizar(_ p: Pagina, idade: TimeInterval) -> Bool {
        guard pronto, m.conectado, !carregando.contains(p), m.dialogo == nil, m.registro.modo(m)?.seguraACarga != true else { return false }
        guard let em = pedidoEm[p] else { return true }
        return m.agora.timeIntervalSince(em) >= idade
    }

    mutating func carregar(_ p: Pagina) -> [Efeito<Evento>] {
        let efs = efeitoDeCarga(p)
        if !efs.isEmpty { carregando.insert(p); pedidoEm[p] = m.agora }
        return efs
    }

    mutating func efeitoDeCarga(_ p: Pagina) -> [Efeito<Evento>] {
        guard pronto else { return [] }
        // Uma página que esta lista não tem (um teste com outras) não carrega nada.
        return m.registro.todas.first { $0.pagina == p }?.carregar(&self) ?? []
    }

    /// A fila mexeu ou chegou aviso: as páginas com turnos e vagas recarregam.
    mutating func recarregarTurnos() -> [Efeito<Evento>] {
        m.paginas.filter { m.registro.registro($0).mostraTurnos }.flatMap { carregar($0) }
    }

    /// Chegaram avisos: cada página recarrega o que eles mudam nela (`aoChegarAviso`).
    mutating func recarregarPorAviso(soVagasNovas: Bool) -> [Efeito<Evento>] {
        var efs: [Efeito<Evento>] = []
        for p in m.paginas {
            let reagir = m.registro.registro(p).aoChegarAviso
            efs += reagir(&self, soVagasNovas)
        }
        return efs
    }

    /// As páginas sem turnos (o Perfil, com o painel da fila) mantêm a seleção dentro dos itens.
    mutating func ajustarSelecaoDasOutras() {
        for p in m.paginas where !m.registro.registro(p).mostraTurnos { ajustarSelecao(p, total: m.registro.registro(p).itens(m)) }
    }

    /// As sondagens das páginas do perfil (a faixa de vaga nova do Feed).
    mutating func sondarPaginas() -> [Efeito<Evento>] {
        var efs: [Efeito<Evento>] = []
        for p in m.paginas { if let s = m.registro.registro(p).sondar { efs += s(&self) } }
        return efs
    }

    /// Esc ou r: a faixa (de vaga nova ou de aviso) sai.
    mutating func tirarFaixa() {
        m.faixa = nil
    }
}
