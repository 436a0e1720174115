import Foundation
import FrilaApresentacao
import FrilaDominio

enum TelaFeed {
    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        var corpo = area  // o banner já ficou acima (Telas.desenhar)
        if !m.conectado, m.feed.valor != nil {
            q.escrever(Textos.Feed.semConexao, em: corpo.linha(0), estilo: .aviso)
            corpo = corpo.cortarTopo(1).1
        }
        if case .vazio(let msg) = m.feed { desenharVazio(m, msg, &q, corpo); return }
        if Telas.estadoNaoConteudo(m.feed, &q, corpo, carregando: Textos.Feed.carregando, offlineForcado: m.offlineForcado) { return }
        let todas = m.feed.valor ?? []
        let vagas = m.feedVisivel
        // Filtro ou ordem fora do padrão: ditos no topo, para a lista nunca "sumir" sem motivo.
        if m.filtroFeed.ativo || m.filtrandoFeed || m.filtroFeed.ordem != .inicio {
            q.escrever(m.filtroFeed.cabecalho(mostradas: vagas.count, total: todas.count, digitando: m.filtrandoFeed),
                       em: corpo.linha(0), estilo: Estilo(.negrito, cor: .destaque))
            corpo = corpo.cortarTopo(1).1
        }
        if vagas.isEmpty {
            q.escrever(Textos.Feed.nadaCasaComOFiltro(m.filtroFeed.texto), em: corpo.linha(0), estilo: .suave)
            return
        }
        let sel = min(m.selecionado(.feed), max(0, vagas.count - 1))
        if let (lista, detalhe) = Telas.ladoALado(corpo) {
            Telas.listaComColunas(vagas, colunasLargas(m, vagas, largura: lista.largura), selecionado: sel, &q, lista,
                                  marca: { v, s in s ? "› " : FuncionalidadeDoFeed.marca(v).texto })
            if vagas.indices.contains(sel) { desenharDetalhe(m, vagas[sel], &q, detalhe, aoLado: true) }
            return
        }
        let largo = corpo.largura >= 70
        let (listaArea, detalheArea): (Retangulo, Retangulo?)
        if m.detalhe.aberto, corpo.altura >= 16 {
            // Aberto, o detalhe fica com a altura que o conteúdo pede (no mínimo 9) logo abaixo da
            // lista, e a lista com o resto (cabeçalho e legenda inclusos): nada de caixa em branco.
            let caixa = vagas.indices.contains(sel) ? alturaDoDetalhe(m, vagas[sel], largura: corpo.largura) : 9
            let extras = 1 + (legenda(m, vagas, largura: corpo.largura).isEmpty ? 0 : 1)
            let lista = min(vagas.count + extras, max(4 + extras, corpo.altura - max(9, caixa)))
            let (a, resto) = corpo.cortarTopo(lista)
            (listaArea, detalheArea) = (a, resto.cortarTopo(min(resto.altura, max(9, caixa))).0)
        } else {
            (listaArea, detalheArea) = Telas.listaEDetalhe(corpo, alturaDetalhe: 9, detalheAberto: m.detalhe.aberto)
        }
        if !listaArea.vazio {
            let (cab, linhasDaLista) = listaArea.cortarTopo(1)
            let colsCab: [(String, Int)] = largo
                ? [("  " + Textos.Rotulos.funcao, 18), (Textos.Rotulos.quando, 23), (Textos.Rotulos.valor, 11), (Textos.Rotulos.distancia, 7), (Textos.Rotulos.modo, 8), (Textos.Rotulos.inclusos, 0)]
                : [("  " + Textos.Rotulos.funcao, 12), (Textos.Rotulos.quando, 11), (Textos.Rotulos.valor, 0)]
            Telas.colunas(colsCab, &q, cab, estilo: .suave)
            let porExtenso = inclusosPorExtenso(vagas, largura: linhasDaLista.largura)
            var linhas = linhasDaLista
            let legenda = legenda(m, vagas, largura: linhas.largura)
            if !legenda.isEmpty, linhas.altura >= vagas.count + 1 {
                let (acima, linha) = linhas.cortarBase(1)
                q.escrever(legenda, em: linha, estilo: .suave)
                linhas = acima
            }
            Telas.lista(vagas.count, selecionado: sel, &q, linhas) { i, r, s, q in
                let v = vagas[i]
                let marca = s ? "› " : FuncionalidadeDoFeed.marca(v).texto
                let e: Estilo = s ? .selecionado : .normal
                if largo {
                    Telas.colunas([(marca + Formatacao.funcao(v.funcao), 18), (Formatacao.periodo(v.periodo, hoje: m.agora, compacto: true), 23),
                                   (v.valor.descricao, 11), (Formatacao.distancia(v.distanciaMetros), 7),
                                   (Formatacao.modoCurto(v.modo), 8),
                                   (porExtenso ? Formatacao.inclusosCurto(v.inclusos) : Formatacao.inclusosLetras(v.inclusos), 0)], &q, r, estilo: e)
                } else {
                    Telas.colunas([(marca + Formatacao.funcao(v.funcao), 12), (Formatacao.periodoCurto(v.periodo, hoje: m.agora), 11),
                                   (v.valor.descricao, 0)], &q, r, estilo: e)
                }
            }
        }
        if let d = detalheArea, let v = vagas.indices.contains(sel) ? vagas[sel] : nil {
            desenharDetalhe(m, v, &q, d)
        }
    }

    /// O que sobra para os inclusos na lista de baixo: por extenso se cabe; senão letras, com a legenda.
    static func inclusosPorExtenso(_ vagas: [VagaDoFeed], largura: Int) -> Bool {
        vagas.allSatisfy { Largura.de(Formatacao.inclusosCurto($0.inclusos)) <= largura - 73 }
    }

    /// A legenda embaixo da lista: as letras dos inclusos e as marcas "•" (já se candidatou) e "×"
    /// (turno cancelado pelo contratante) que aparecem nela; vazia quando não há o que explicar.
    static func legenda(_ m: ModeloApp, _ vagas: [VagaDoFeed], largura: Int) -> String {
        let inclusos = largura >= 70 && !inclusosPorExtenso(vagas, largura: largura) ? [Formatacao.legendaDosInclusos] : []
        let marcas = Set(vagas.map(FuncionalidadeDoFeed.marca))
        let m1 = marcas.contains(.candidatou), m2 = marcas.contains(.turnoCancelado)
        let longa = (inclusos + (m1 ? [Textos.Feed.legendaDaMarca] : []) + (m2 ? [Textos.Feed.legendaDoCancelado] : [])).joined(separator: " · ")
        if Largura.de(longa) <= largura { return longa }
        return (inclusos + (m1 ? [Textos.Feed.legendaDaMarcaCurta] : []) + (m2 ? [Textos.Feed.legendaDoCanceladoCurta] : [])).joined(separator: " · ")
    }

    /// Feed vazio: a frase e, embaixo, os motivos que se aplicam a esta pessoa (do núcleo do feed).
    static func desenharVazio(_ m: ModeloApp, _ msg: String, _ q: inout Quadro, _ area: Retangulo) {
        guard !area.vazio else { return }
        let recuo = area.altura >= 8 ? 2 : 0
        var r = Retangulo(x: area.x + 1, y: area.y + recuo, largura: area.largura - 2, altura: area.altura - recuo)
        func escrever(_ texto: String, _ estilo: Estilo, recuo: Int = 0) {
            guard !r.vazio else { return }
            let n = q.paragrafo(texto, em: r.cortarEsquerda(recuo).1, estilo: estilo)
            r = r.cortarTopo(min(r.altura, n)).1
        }
        escrever(msg, .normal)
        let motivos = FuncionalidadeDoFeed.motivosDoVazio(perfil: m.perfil.valor, turnos: m.turnos.valor?.turnos.map(\.turno), agora: m.agora)
        if r.altura > 2 { r = r.cortarTopo(1).1 }
        escrever(Textos.Feed.porQueVazio, .suave)
        for motivo in motivos {
            guard r.altura > 0 else { break }
            q.escrever("•", x: r.x, y: r.y, limite: 1, estilo: .suave)
            escrever(Textos.Feed.motivoDoVazio(motivo), .suave, recuo: 2)
        }
    }

    /// As colunas do Feed largo: estabelecimento e bairro entram quando cabem; os inclusos
    /// por extenso se cabem no resto, senão as letras (o detalhe ao lado os diz inteiros).
    static func colunasLargas(_ m: ModeloApp, _ vagas: [VagaDoFeed], largura: Int) -> [ColunaLarga<VagaDoFeed>] {
        let fixas: [ColunaLarga<VagaDoFeed>] = [
            ColunaLarga(Textos.Rotulos.funcao, 18) { Formatacao.funcao($0.funcao) },
            ColunaLarga(Textos.Rotulos.quando, 23) { Formatacao.periodo($0.periodo, hoje: m.agora, compacto: true) },
            ColunaLarga(Textos.Rotulos.valor, 11) { $0.valor.descricao },
            ColunaLarga(Textos.Rotulos.estabelecimento, 22, sai: 2) { $0.estabelecimento.nome },
            ColunaLarga(Textos.Rotulos.bairro, 16, sai: 1) { $0.bairro },
            ColunaLarga(Textos.Rotulos.distancia, 7) { Formatacao.distancia($0.distanciaMetros) },
            ColunaLarga(Textos.Rotulos.modo, 8) { Formatacao.modoCurto($0.modo) },
        ]
        let cabem = Telas.colunasQueCabem(fixas + [ColunaLarga(Textos.Rotulos.inclusos, 8) { _ in "" }], largura: largura)
        let resto = largura - cabem.dropLast().reduce(0) { $0 + $1.largura + 1 }
        let porExtenso = vagas.allSatisfy { Largura.de(Formatacao.inclusosCurto($0.inclusos)) <= resto }
        return fixas + [ColunaLarga(Textos.Rotulos.inclusos, 8) {
            porExtenso ? Formatacao.inclusosCurto($0.inclusos) : Formatacao.inclusosLetras($0.inclusos)
        }]
    }

    /// A caixa do detalhe da vaga (embaixo da lista, ou ao lado numa tela larga).
    /// Ao lado, o detalhe está sempre à vista: a dica não fala de Enter.
    static func desenharDetalhe(_ m: ModeloApp, _ v: VagaDoFeed, _ q: inout Quadro, _ d: Retangulo, aoLado: Bool = false) {
        q.marcar(d, .detalhe)
        q.caixa(d, titulo: "\(Formatacao.funcao(v.funcao)) · \(v.estabelecimento.nome)")
        Telas.pares(itensDoDetalhe(m, v, aoLado: aoLado), &q, d.recuado(1).cortarEsquerda(1).1, rotulo: 10)
    }

    /// A altura da caixa do detalhe com tudo dentro (as bordas e as linhas, numa caixa de `largura`).
    static func alturaDoDetalhe(_ m: ModeloApp, _ v: VagaDoFeed, largura: Int) -> Int {
        let itens = itensDoDetalhe(m, v, aoLado: false)
        var rascunho = Quadro(largura: max(1, largura), altura: Telas.tetoDaRolagem)
        let dentro = Retangulo(x: 0, y: 0, largura: max(1, largura - 3), altura: Telas.tetoDaRolagem)
        return Telas.rolando(&rascunho, dentro, rolagem: 0) { v, a in Telas.pares(itens, &v, a, rotulo: 10) }.total + 2
    }

    /// As linhas do detalhe de uma vaga do Feed (rótulo, valor, estilo).
    static func itensDoDetalhe(_ m: ModeloApp, _ v: VagaDoFeed, aoLado: Bool) -> [(String, String, Estilo)] {
        let naoOferecida = v.turnoCanceladoPeloEstabelecimento
        // Cancelado pelo contratante, a dica de baixo já o diz: a linha das posições não repete.
        let situacao = naoOferecida ? nil : Formatacao.minhaSituacao(v)
        var itens: [(String, String, Estilo)] = [
            (Textos.Rotulos.quando, Formatacao.periodo(v.periodo, hoje: m.agora), .normal),
            (Textos.Rotulos.onde, Textos.Feed.ondeFica(v.bairro, Formatacao.distancia(v.distanciaMetros)), .normal),
            (Textos.Rotulos.valor, "\(v.valor.descricao) · \(Formatacao.modoCurto(v.modo))", .negrito),
            (Textos.Rotulos.reputacao, v.reputacaoDoEstabelecimento.map(Formatacao.reputacao) ?? Textos.Comum.semHistorico, .normal),
            (Textos.Rotulos.inclusos, Textos.Feed.inclusos(Formatacao.simNaoCurto(v.inclusos.refeicao), Formatacao.simNaoCurto(v.inclusos.transporte), Formatacao.simNaoCurto(v.inclusos.exigeMaterialProprio)), .normal),
            (Textos.Rotulos.posicoes, Textos.Feed.posicoesAbertas(v.posicoesAbertas) + (situacao.map { " · \($0)" } ?? ""), .normal),
        ]
        // Já candidatado: o detalhe diz, e não oferece um `c` que não age.
        let jaCandidatado = FuncionalidadeDoFeed.impedimento(v.minhaCandidatura) == .jaCandidatado
        if jaCandidatado { itens.append((Textos.Rotulos.voce, Mensagens.candidaturaEnviadaDetalhe, .sucesso)) }
        if !m.conectado { itens.append((Textos.Rotulos.rede, Textos.Feed.candidatarPrecisaDeRede, .aviso)) }
        let c = naoOferecida ? Textos.Feed.turnoCanceladoPeloContratante
            : jaCandidatado ? Textos.Feed.retireEmCandidaturas : Textos.Feed.dicaCandidata
        itens.append(("", aoLado ? c : m.detalhe.aberto ? Textos.Feed.dicaEscFecha(c) : Textos.Feed.dicaEnterAbre(c), .suave))
        return itens
    }
}

extension Pagina {
    public static let feed = Pagina("feed")
}

extension FuncionalidadeDoFeed: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension ModeloApp {
    public var feedDeVagas: FuncionalidadeDoFeed.Estado {
        get { estados[FuncionalidadeDoFeed.self] }
        set { estados[FuncionalidadeDoFeed.self] = newValue }
    }
    public var feed: EstadoTela<[VagaDoFeed]> { get { feedDeVagas.vagas } set { feedDeVagas.vagas = newValue } }
    /// O feed como a tela mostra (filtrado e ordenado): a seleção aponta para esta lista.
    public var feedVisivel: [VagaDoFeed] { filtroFeed.aplicar(feed.valor ?? []) }
}

extension TelaFeed {
    static let registro = RegistroDaPagina(
        pagina: .feed, titulo: Textos.Rotulos.feed,
        teclas: [.profissional: ("feed", Teclas.feed)],
        desenhar: { TelaFeed.desenhar($0, &$1, $2) },
        itens: { $0.feedVisivel.count },
        funcionalidades: [.de(FuncionalidadeDoFeed.self,
                              montar: { $0.profissional ? $0.montarFeed : nil },
                              antes: { m in (visiveis: m.feedVisivel.map(\.id), todas: Set(m.feed.valor?.map(\.id) ?? [])) },
                              reagir: reagir)],
        porQueNao: { m, c in
            switch c {
            case .candidatar:
                guard let v = m.vagaDoFeed() else { return Textos.Comum.selecioneUmaVaga }
                return FuncionalidadeDoFeed.impedimento(v)?.frase
            case .bloquear, .mostrarId, .abrir:
                return m.vagaDoFeed() == nil ? Textos.Comum.selecioneUmaVaga : nil
            default: return nil
            }
        },
        semRede: { _, c in
            switch c {
            case .candidatar: .candidatura
            case .bloquear: .bloqueio
            default: nil
            }
        },
        agir: agir,
        carregar: { $0.feed(.carregar) },
        modo: { m in m.filtrandoFeed ? ModoDaPagina(tabela: Teclas.filtroDoFeed, tecla: { $0.teclaNoFiltroDoFeed($1) }) : nil },
        tabelasDosModos: [("filtroDoFeed", Teclas.filtroDoFeed)],
        // Uma vaga nova entra no Feed; um turno cancelado pode devolver uma vaga a ele.
        aoChegarAviso: { app, _ in app.carregar(.feed) },
        // As marcas não são teclas: a ajuda as explica mesmo quando a legenda não cabe.
        ajuda: Textos.Feed.ajudaDasMarcas)

    /// O que as teclas do Feed fazem (as comuns a toda página ficam no AppFrila).
    static func agir(_ app: inout AppFrila, _ c: ComandoDaTela) -> [Efeito<Evento>]? {
        switch c {
        case .filtrar:
            app.m.filtrandoFeed = true
        case .trocarOrdem, .inverterOrdem:
            let id = app.vagaDoFeed()?.id
            if c == .trocarOrdem { app.m.filtroFeed = app.m.filtroFeed.comOrdemSeguinte } else { app.m.filtroFeed.invertida.toggle() }
            // A vaga selecionada continua selecionada na ordem nova.
            app.m.selecao[.feed] = id.flatMap { i in app.m.feedVisivel.firstIndex { $0.id == i } } ?? 0
            app.dizer(.feito(Textos.Filtro.ordem((app.m.filtroFeed.ordem.rotulo, app.m.filtroFeed.sentido))))
        case .bloquear:
            // O estabelecimento inteiro, pelo id dele (RF26), antes de ter trabalhado lá.
            guard let v = app.vagaDoFeed() else { return [] }
            let e = v.estabelecimento
            app.m.dialogo = .simNao(titulo: Textos.Rotulos.bloquear, linhas: [Textos.Comum.bloquear(e.nome), Textos.Comum.bloqueioEsconde,
                                                                              Textos.Feed.desbloqueieNoPerfil],
                                    pergunta: PerguntaSimNao(sim: RespostaDoDialogo("bloquear", e.id) { [id = e.id] in $0.listas(.bloquear(id)) }))
        case .mostrarId:
            return app.mostrarId(Textos.Filtro.vaga, app.vagaDoFeed()?.id, comandos: Textos.Filtro.comandosDaVagaDoFeed)
        case .candidatar:
            // Sem rede a tecla nem chega aqui: `semRede` (.candidatura) recusa antes, como no rodapé.
            guard let v = app.vagaDoFeed(), app.funcionalidade(FuncionalidadeDoFeed.self) != nil else { return [] }
            app.dizer(.deFundo(Textos.Rotulos.candidatando))
            return app.feed(.candidatar(v.id))
        default:
            return nil
        }
        return []
    }

    /// Nova leitura: a seleção segue a mesma vaga (a faixa da vaga nova vem da caixa, TelaAvisos).
    static func reagir(_ app: inout AppFrila, _ a: FuncionalidadeDoFeed.Acao,
                       _ antes: (visiveis: [UUID], todas: Set<UUID>)) -> [Efeito<Evento>] {
        switch a {
        case .lido, .lidoNaVez:
            app.chegou(.feed, app.m.feed.valor != nil)
            app.manterSelecao(.feed, antes: antes.visiveis, depois: app.m.feedVisivel.map(\.id))
            // A vaga da faixa estava no feed e esta leitura a tirou (bloqueio, preenchida): a faixa mente.
            if let v = app.m.faixa?.vaga, antes.todas.contains(v), let agora = app.m.feed.valor, !agora.contains(where: { $0.id == v }) {
                app.m.faixa = nil
            }
            app.conferirFaixaDaVaga()
            // Vazio, a tela diz por quê pelo perfil (disponível, funções, base: relido, pode ter mudado em
            // outro aparelho) e pelos turnos (lidos se faltam).
            if case .vazio = app.m.feed {
                return app.carregar(.perfil) + (app.m.turnos.valor == nil ? app.carregar(.turnos) : [])
            }
        case .candidatou(let d):
            // Os termos mudaram depois que a pessoa viu a vaga: mostra os novos e pergunta de novo;
            // "sim" manda a ficha destes termos (se mudarem outra vez, a pergunta volta).
            if case .candidatar(let id, .termosMudaram(let atual?)?) = d.acao, let ficha = atual.termosVersao {
                app.m.dialogo = .simNao(titulo: Textos.Rotulos.termosNovos,
                                        linhas: [Textos.Feed.termosMudaram(atual), Textos.Rotulos.candidatarNosTermosNovos],
                                        pergunta: PerguntaSimNao(sim: RespostaDoDialogo("candidatar", id) {
                                            $0.feed(.candidatarNosTermos(id, termos: ficha))
                                        }))
            }
            return app.carregar(.feed) + app.carregar(.turnos)
        default: break
        }
        return []
    }
}

extension ModeloApp {
    func vagaDoFeed() -> VagaDoFeed? {
        let l = self.feedVisivel
        guard l.indices.contains(self.selecionado(.feed)) else { return nil }
        return l[self.selecionado(.feed)]
    }
}

extension AppFrila {
    func vagaDoFeed() -> VagaDoFeed? { m.vagaDoFeed() }
}

// A faixa de vaga nova e as ações do Feed, pelo app.
extension AppFrila {
    mutating func feed(_ a: FuncionalidadeDoFeed.Acao) -> [Efeito<Evento>] { enviar(FuncionalidadeDoFeed.self, a) }

    /// A faixa de vaga nova mente quando a vaga já é um turno dela (pegou): sai, pelo que os
    /// Turnos acabaram de ler (sair do feed é visto na leitura do Feed).
    mutating func conferirFaixaDaVaga() {
        guard let v = m.faixa?.vaga, jaPegou(v) else { return }
        m.faixa = nil
    }
}

/// O filtro do Feed (o que se digita, a ordem) e se as letras vão para ele agora.
struct EstadoDoFeedNaTela: EstadoDaPagina {
    var filtro = FiltroDoFeed()
    var filtrando = false
}

extension ModeloApp {
    /// Filtro e ordem do feed; `filtrandoFeed`: as letras vão para o filtro.
    public var filtroFeed: FiltroDoFeed {
        get { daPagina[EstadoDoFeedNaTela.self].filtro }
        set { daPagina[EstadoDoFeedNaTela.self].filtro = newValue }
    }
    public var filtrandoFeed: Bool {
        get { daPagina[EstadoDoFeedNaTela.self].filtrando }
        set { daPagina[EstadoDoFeedNaTela.self].filtrando = newValue }
    }
}
