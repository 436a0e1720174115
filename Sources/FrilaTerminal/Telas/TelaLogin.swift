import FrilaApresentacao
import FrilaDominio

enum TelaLogin {
    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        let l = m.login
        let largura = min(56, area.largura - 2)
        let dica = l.dica.map { Texto.quebrar($0, largura: largura - 4) } ?? []
        let altura = min(area.altura, 8 + dica.count)
        let r = Retangulo(x: area.x + (area.largura - largura) / 2, y: area.y + max(0, (area.altura - altura) / 2), largura: largura, altura: altura)
        q.caixa(r, titulo: "Entrar no Frila")
        let d = r.recuado(1).cortarEsquerda(1).1
        let rot = 8
        let espaco = d.largura - rot - 1
        q.escrever("E-mail", x: d.x, y: d.y, estilo: l.campo == .email ? .negrito : .suave)
        var email = l.email + (l.campo == .email ? "▏" : "")
        while Largura.de(email) > espaco, !email.isEmpty { email.removeFirst() }
        q.escrever(Texto.ajustado(email, espaco), x: d.x + rot, y: d.y, limite: espaco, estilo: l.campo == .email ? Estilo(.sublinhado) : .normal)
        q.escrever("Senha", x: d.x, y: d.y + 1, estilo: l.campo == .senha ? .negrito : .suave)
        // A senha nunca aparece: só um ponto por caractere.
        let senha = String(repeating: "•", count: min(l.senha.count, espaco - 1)) + (l.campo == .senha ? "▏" : "")
        q.escrever(Texto.ajustado(senha, espaco), x: d.x + rot, y: d.y + 1, limite: espaco, estilo: l.campo == .senha ? Estilo(.sublinhado) : .normal)
        var y = d.y + 3
        if l.enviando {
            q.escrever(l.email.isEmpty && l.senha.isEmpty && m.conta == nil ? "Verificando a sessão guardada…" : "Entrando…",
                       x: d.x, y: y, limite: d.largura - 1, estilo: .suave)
        } else if let e = m.erroDoLogin {
            y += q.paragrafo(e, em: Retangulo(x: d.x, y: y, largura: d.largura - 1, altura: 2), estilo: Estilo(.negrito, cor: .erro)) - 1
        } else if let a = l.aviso {
            y += q.paragrafo(a, em: Retangulo(x: d.x, y: y, largura: d.largura - 1, altura: max(1, r.fimY - 1 - y)), estilo: .aviso) - 1
        } else if m.offlineForcado {
            q.escrever("Offline forçado (teste) · Ctrl-O desliga", x: d.x, y: y, limite: d.largura - 1, estilo: .aviso)
        } else {
            q.escrever("Tab troca de campo · Enter entra · Ctrl-N cria conta", x: d.x, y: y, limite: d.largura - 1, estilo: .suave)
        }
        y += 1
        for linha in dica where y < r.fimY - 1 {
            q.escrever(linha, x: d.x, y: y, limite: d.largura - 1, estilo: .suave)
            y += 1
        }
    }
}

enum TelaFeed {
    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        var corpo = area  // o banner já ficou acima (Telas.desenhar)
        if !m.conectado, m.feed.valor != nil {
            q.escrever("Sem conexão: a lista pode estar desatualizada e candidatar precisa de rede.", em: corpo.linha(0), estilo: .aviso)
            corpo = corpo.cortarTopo(1).1
        }
        if Telas.estadoNaoConteudo(m.feed, &q, corpo, carregando: "Carregando vagas…") { return }
        let todas = m.feed.valor ?? []
        let vagas = m.feedVisivel
        // Filtro ou ordem fora do padrão: ditos no topo, para a lista nunca "sumir" sem motivo.
        if m.filtroFeed.ativo || m.filtrandoFeed || m.filtroFeed.ordem != .inicio {
            q.escrever(m.filtroFeed.cabecalho(mostradas: vagas.count, total: todas.count, digitando: m.filtrandoFeed),
                       em: corpo.linha(0), estilo: Estilo(.negrito, cor: .destaque))
            corpo = corpo.cortarTopo(1).1
        }
        if vagas.isEmpty {
            q.escrever("Nenhuma vaga casa com “\(m.filtroFeed.texto)”. Esc limpa o filtro.", em: corpo.linha(0), estilo: .suave)
            return
        }
        let sel = min(m.selecionado(.feed), max(0, vagas.count - 1))
        let largo = corpo.largura >= 70
        let (listaArea, detalheArea) = Telas.listaEDetalhe(corpo, alturaDetalhe: 9, detalheAberto: m.detalheAberto)
        if !listaArea.vazio {
            let (cab, linhas) = listaArea.cortarTopo(1)
            let colsCab: [(String, Int)] = largo
                ? [("  Função", 18), ("Quando", 23), ("Valor", 11), ("Dist.", 7), ("Modo", 8), ("Inclusos", 0)]
                : [("  Função", 12), ("Quando", 11), ("Valor", 0)]
            Telas.colunas(colsCab, &q, cab, estilo: .suave)
            Telas.lista(vagas.count, selecionado: sel, &q, linhas) { i, r, s, q in
                let v = vagas[i]
                let marca = s ? "› " : (v.minhaCandidatura != nil ? "• " : "  ")
                let e: Estilo = s ? .selecionado : .normal
                if largo {
                    Telas.colunas([(marca + Formatacao.funcao(v.funcao), 18), (Formatacao.periodo(v.periodo, hoje: m.agora, compacto: true), 23),
                                   (v.valor.descricao, 11), (Formatacao.distancia(v.distanciaMetros), 7),
                                   (Formatacao.modoCurto(v.modo), 8), (Formatacao.inclusosCurto(v.inclusos), 0)], &q, r, estilo: e)
                } else {
                    Telas.colunas([(marca + Formatacao.funcao(v.funcao), 12), (Formatacao.periodoCurto(v.periodo, hoje: m.agora), 11),
                                   (v.valor.descricao, 0)], &q, r, estilo: e)
                }
            }
        }
        if let d = detalheArea, let v = vagas.indices.contains(sel) ? vagas[sel] : nil {
            q.caixa(d, titulo: "\(Formatacao.funcao(v.funcao)) · \(v.estabelecimento.nome)")
            var itens: [(String, String, Estilo)] = [
                ("Quando", Formatacao.periodo(v.periodo, hoje: m.agora), .normal),
                ("Onde", "\(v.bairro) · a \(Formatacao.distancia(v.distanciaMetros))", .normal),
                ("Valor", "\(v.valor.descricao) · \(Formatacao.modoCurto(v.modo))", .negrito),
                ("Reputação", v.reputacaoDoEstabelecimento.map(Formatacao.reputacao) ?? "Sem histórico", .normal),
                ("Inclusos", "refeição \(Formatacao.simNaoCurto(v.inclusos.refeicao)) · transporte \(Formatacao.simNaoCurto(v.inclusos.transporte)) · leva material \(Formatacao.simNaoCurto(v.inclusos.exigeMaterialProprio))", .normal),
                ("Posições", "\(v.posicoesAbertas) aberta\(v.posicoesAbertas == 1 ? "" : "s")" + (v.minhaCandidatura.map { " · \(Formatacao.estadoCandidatura($0))" } ?? ""), .normal),
            ]
            // Já candidatado: o detalhe diz, e não oferece um `c` que não age.
            let jaCandidatado = FuncionalidadeDoFeed.porQueNao(v.minhaCandidatura) != nil
            if jaCandidatado { itens.append(("Você", Mensagens.candidaturaEnviadaDetalhe, .sucesso)) }
            if !m.conectado { itens.append(("Rede", "sem conexão: candidatar precisa de rede", .aviso)) }
            let c = jaCandidatado ? "retire em Perfil › Candidaturas" : "c candidata"
            itens.append(("", m.detalheAberto ? "\(c) · Esc fecha" : "Enter abre · \(c)", .suave))
            Telas.pares(itens, &q, d.recuado(1).cortarEsquerda(1).1, rotulo: 10)
        }
    }
}
