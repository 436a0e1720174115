import Foundation
import FrilaApresentacao

/// Uma lista do Perfil: título, as linhas (a selecionada com ›), e o detalhe dela embaixo.
enum TelaListaDoPerfil {
    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        guard let s = m.secaoDoPerfil else { return }
        let (cab, area) = area.cortarTopo(1)
        let filtro = LinhasDaLista.filtro(s)
        // O título conta a lista inteira; o filtro diz, embaixo dele, quantas mostra.
        let total = m.listaDoPerfil.valor.map { _ in filtro.total(m) }
        q.escrever(s.titulo + (total.map { " (\($0)\(m.listaTemMais ? "+" : ""))" } ?? ""), em: cab,
                   estilo: Estilo(.negrito, cor: .destaque))
        if Telas.estadoNaoConteudo(m.listaDoPerfil, &q, area, carregando: Textos.Rotulos.carregando, offlineForcado: m.offlineForcado) { return }
        let linhas = m.listaDoPerfil.valor ?? []
        let resto = filtro.cabecalho(m, &q, area, mostrados: linhas.count)
        if filtro.vazioPeloFiltro(m, &q, resto, mostrados: linhas.count) { return }
        let sel = min(m.selecaoNaLista, max(0, linhas.count - 1))
        let selecionada = linhas.indices.contains(sel) ? linhas[sel] : nil
        let dica = [s.acao.map { Textos.Listas.dicaDaAcao($0.titulo) }, m.listaTemMais ? Textos.Listas.dicaMaisAntigos : nil, Textos.Listas.dicaEscVolta]
            .compactMap { $0 }.joined(separator: " · ")
        // Larga (como Feed, Turnos e Vagas): a lista à esquerda e o selecionado inteiro ao lado.
        if let (lista, detalhe) = Telas.ladoALado(resto) {
            Telas.lista(linhas.count, selecionado: sel, &q, lista) { i, r, marcado, q in
                q.escrever((marcado ? "› " : "  ") + linhas[i].texto, em: r, estilo: marcado ? .selecionado : .normal)
            }
            guard let l = selecionada else { return }
            q.marcar(detalhe, .detalhe)
            q.caixa(detalhe, titulo: s.titulo)
            var dentro = detalhe.recuado(1).cortarEsquerda(1).1
            for (texto, estilo) in [(l.texto, Estilo.negrito), (l.detalhe, .normal), (dica, .suave)] where !texto.isEmpty && !dentro.vazio {
                let n = q.paragrafo(texto, em: dentro.cortarEsquerda(dentro.largura - 1).0, estilo: estilo)
                dentro = dentro.cortarTopo(min(dentro.altura, n + 1)).1
            }
            return
        }
        let w = max(1, resto.largura - 1)
        // Embaixo, quebrados e inteiros: o detalhe do selecionado, a linha dele quando a lista
        // a corta, e a dica; o que não cabe sai na ordem inversa (a dica primeiro).
        var baixoLinhas: [[String]] = []
        if let l = selecionada {
            baixoLinhas.append(Texto.quebrar(l.detalhe, largura: w))
            if Largura.de("› " + l.texto) > resto.largura { baixoLinhas.append(Texto.quebrar(l.texto, largura: w)) }
            baixoLinhas.append([dica])
        }
        let cabe = max(0, resto.altura - 2)
        while baixoLinhas.count > 1, baixoLinhas.joined().count > cabe { baixoLinhas.removeLast() }
        let texto = Array(baixoLinhas.joined().prefix(cabe))
        let (lista, baixo) = resto.cortarBase(texto.count)
        Telas.lista(linhas.count, selecionado: sel, &q, lista) { i, r, marcado, q in
            q.escrever((marcado ? "› " : "  ") + linhas[i].texto, em: r, estilo: marcado ? .selecionado : .normal)
        }
        for (i, l) in texto.enumerated() where i < baixo.altura {
            q.escrever(l, x: baixo.x, y: baixo.y + i, limite: baixo.largura - 1, estilo: .suave)
        }
    }
}

extension FuncionalidadeDasListas: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension ModeloApp {
    public var listas: FuncionalidadeDasListas.Estado {
        get { estados[FuncionalidadeDasListas.self] }
        set { estados[FuncionalidadeDasListas.self] = newValue }
    }
}

extension TelaListaDoPerfil {
    /// A seleção não passa do fim; bloqueou: o que era do outro lado some do feed e dos
    /// turnos (ou das vagas).
    static func reagir(_ app: inout AppFrila, _ a: FuncionalidadeDasListas.Acao) -> [Efeito<Evento>] {
        app.m.selecaoNaLista = min(app.m.selecaoNaLista, max(0, (app.m.listaDoPerfil.valor?.count ?? 1) - 1))
        guard let d = app.funcionalidade(FuncionalidadeDasListas.self)?.desfecho(a), case .bloquear = d.acao, d.deuCerto else { return [] }
        return app.carregar(.feed) + app.carregar(.turnos) + app.carregar(.vagas)
    }
}

/// A lista aberta a partir do Perfil (nil = o perfil) e a seleção nela.
struct EstadoDoPerfilNaTela: EstadoDaPagina {
    var secao: SecaoDoPerfil?
    var selecao = 0
}

extension ModeloApp {
    /// Por que o x não age na linha `id` (nil = pergunta): a candidatura que não se retira diz
    /// antes da pergunta, pelo impedimento do núcleo das listas (o mesmo do `frila retirar`).
    func porQueNaoNaLista(_ s: SecaoDoPerfil, _ id: UUID) -> String? {
        guard s == .candidaturas, let c = listas.candidaturas.valor?.first(where: { $0.id == id }) else { return nil }
        return FuncionalidadeDasListas.impedimentoDaRetirada(c)?.frase
    }

    /// Lista aberta a partir do Perfil (nil = o perfil), o que ela mostra e a seleção nela.
    public var secaoDoPerfil: SecaoDoPerfil? {
        get { daPagina[EstadoDoPerfilNaTela.self].secao }
        set { daPagina[EstadoDoPerfilNaTela.self].secao = newValue }
    }
    public var listaDoPerfil: EstadoTela<[LinhaDaLista]> {
        secaoDoPerfil.map { LinhasDaLista.de(self, $0) } ?? .carregando
    }
    public var listaTemMais: Bool { secaoDoPerfil == .historico && listas.temMais }
    public var selecaoNaLista: Int {
        get { daPagina[EstadoDoPerfilNaTela.self].selecao }
        set { daPagina[EstadoDoPerfilNaTela.self].selecao = newValue }
    }
}
