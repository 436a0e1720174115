import Foundation
import FrilaApresentacao
import FrilaDominio

enum TelaVagas {
    /// O formulário de vaga, como dono da contagem de problemas na linha de status.
    static let modoFormulario = "formulario"

    /// Itens selecionáveis do detalhe de uma vaga: candidaturas pendentes (Enter escolhe)
    /// e posições com turno (avaliar, equipe, cancelar, bloquear).
    public enum ItemDoDetalhe: Equatable {
        case candidatura(Candidatura)
        case turno(Turno)
    }

    static func itens(_ v: Vaga) -> [ItemDoDetalhe] {
        v.posicoes.compactMap { $0.turno.map(ItemDoDetalhe.turno) }
            + v.candidaturasPendentes.map(ItemDoDetalhe.candidatura)
    }

    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        if Telas.estadoNaoConteudo(m.vagas, &q, area, carregando: Textos.Vagas.carregando, offlineForcado: m.offlineForcado) { return }
        let vagas = m.vagasVisiveis
        // Filtro, ordem ou recorte: ditos no topo, para a lista nunca "sumir" sem motivo.
        let area = filtro.cabecalho(m, &q, area, mostrados: vagas.count)
        if filtro.vazioPeloFiltro(m, &q, area, mostrados: vagas.count) { return }
        let sel = min(m.selecionado(.vagas), max(0, vagas.count - 1))
        if let (lista, detalhe) = Telas.ladoALado(area) {
            Telas.listaComColunas(vagas, colunasLargas(m), selecionado: sel, &q, lista,
                                  estilo: { $0.estado == .cancelada ? .suave : .normal })
            guard vagas.indices.contains(sel) else { return }
            // Fechado (antes do Enter), o detalhe ao lado é uma prévia: nenhum candidato selecionado.
            var previa = m
            if !m.detalhe.aberto { previa.selecaoCandidato = -1; previa.detalhe.rolagem = 0 }
            desenharDetalhe(previa, vagas[sel], &q, detalhe)
            return
        }
        let largo = area.largura >= 70
        let colunasLargas = Colunas(largura: area.largura)
        let (listaArea, detalheArea): (Retangulo, Retangulo?)
        if m.detalhe.aberto {
            if area.altura >= 16 {
                // O detalhe fica com o que o conteúdo dele pede (no mínimo 9 linhas); a lista, com o
                // resto: nada de linhas em branco na caixa enquanto a lista rola escondida.
                let caixa = vagas.indices.contains(sel) ? alturaDoDetalhe(m, vagas[sel], largura: area.largura) : 9
                let lista = min(vagas.count, max(4, area.altura - max(9, caixa)))
                let (a, b) = area.cortarTopo(lista)
                // Poucas vagas: a caixa acaba onde o conteúdo acaba (o resto da tela fica abaixo dela).
                (listaArea, detalheArea) = (a, b.cortarTopo(min(b.altura, caixa)).0)
            } else {
                (listaArea, detalheArea) = (Retangulo(x: 0, y: 0, largura: 0, altura: 0), area)
            }
        } else {
            (listaArea, detalheArea) = (area, nil)
        }
        if !listaArea.vazio {
            Telas.lista(vagas.count, selecionado: sel, &q, listaArea) { i, r, s, q in
                let v = vagas[i]
                let marca = s ? "› " : "  "
                // Cancelada, as posições também se fecham: "1/1" leria como preenchida.
                let cancelada = v.estado == .cancelada
                let e: Estilo = s ? .selecionado : (cancelada ? .suave : .normal)
                guard largo else {
                    let abertas = cancelada ? Textos.Rotulos.cancelada : Textos.Vagas.preenchidas(v.posicoesPreenchidas, v.posicoesTotal)
                    Telas.colunas([(marca + Formatacao.funcao(v.funcao), 12), (Formatacao.periodoCurto(v.periodo, hoje: m.agora), 11), (abertas, 0)],
                                  &q, r, estilo: e)
                    return
                }
                let cand = v.candidatosEscolhiveis.count
                var cols: [(String, Int)] = [(marca + Formatacao.funcao(v.funcao), colunasLargas.funcao),
                                             (Formatacao.periodo(v.periodo, hoje: m.agora, compacto: true), 23), (v.valor.descricao, 11)]
                // Sem a coluna do estado (menos de 80), a cancelada o diz no lugar das posições.
                if colunasLargas.estado == nil, cancelada { cols.append((Textos.Rotulos.cancelada, 0)) } else {
                    cols += colunasLargas.estado(v, m.agora)
                    // Estreita, o modo dá lugar aos candidatos quando há (só a seleção os tem).
                    let modo = colunasLargas.funcao < 16 && cand > 0
                        ? Textos.Vagas.soCandidatos(cand) : Formatacao.modoCurto(v.modo) + (cand > 0 ? Textos.Vagas.candidatosCurto(cand) : "")
                    cols += [(cancelada ? "" : Textos.Vagas.posicoesCurto(v.posicoesPreenchidas, v.posicoesTotal), 8),
                             (cancelada ? "" : modo, colunasLargas.id == nil ? 0 : 22)] + colunasLargas.id(v)
                }
                Telas.colunas(cols, &q, r, estilo: e)
            }
        }
        guard let d = detalheArea, vagas.indices.contains(sel) else { return }
        desenharDetalhe(m, vagas[sel], &q, d)
    }

    /// As colunas da lista larga. O estado fica em toda largura; sem espaço saem o local, depois o modo (os candidatos ficam).
    static func colunasLargas(_ m: ModeloApp) -> [ColunaLarga<Vaga>] {
        [
            ColunaLarga(Textos.Rotulos.funcao, 14) { Formatacao.funcao($0.funcao) },
            ColunaLarga(Textos.Rotulos.quando, 23) { Formatacao.periodo($0.periodo, hoje: m.agora, compacto: true) },
            ColunaLarga(Textos.Rotulos.valor, 11) { $0.valor.descricao },
            ColunaLarga(Textos.Filtro.colunaEstado, 12) { Formatacao.situacaoDaVaga($0.estado, $0.periodo, agora: m.agora) },
            ColunaLarga(Textos.Rotulos.posicoes, 8) { v in
                v.estado == .cancelada ? "" : Textos.Vagas.posicoesCurto(v.posicoesPreenchidas, v.posicoesTotal)
            },
            ColunaLarga(Textos.Rotulos.local, 30, sai: 2) { $0.local.endereco },
            ColunaLarga(Textos.Rotulos.modo, 8, sai: 1) { v in v.estado == .cancelada ? "" : Formatacao.modoCurto(v.modo) },
            ColunaLarga(Textos.Rotulos.candidatos, 5) { v in
                let cand = v.candidatosEscolhiveis.count
                return v.estado == .cancelada || cand == 0 ? "" : "\(cand)"
            },
        ]
    }

    /// A altura da caixa do detalhe com tudo dentro (as bordas e o conteúdo, numa caixa de `largura`).
    static func alturaDoDetalhe(_ m: ModeloApp, _ v: Vaga, largura: Int) -> Int {
        conteudoDoDetalhe(m, v, largura: max(1, largura - 3), altura: 0).linhas.count + 2
    }

    /// A caixa do detalhe da vaga (embaixo da lista aberta, ou ao lado numa tela larga).
    static func desenharDetalhe(_ m: ModeloApp, _ v: Vaga, _ q: inout Quadro, _ d: Retangulo) {
        q.marcar(d, .detalhe)
        let (titulo, _) = tituloDoDetalhe(m, v, largura: d.largura)
        q.caixa(d, titulo: titulo)
        let dentro = d.recuado(1).cortarEsquerda(1).1
        // Cabendo, cancelados e contato ficam presos ao pé da caixa; não cabendo, tudo segue em
        // coluna e J/K rola (como o detalhe do turno): um rastro longo não fica cortado.
        let c = conteudoDoDetalhe(m, v, largura: dentro.largura, altura: dentro.altura)
        let inicio = min(max(0, m.detalhe.rolagem), max(0, c.linhas.count - dentro.altura))
        for (i, l) in c.linhas.dropFirst(inicio).prefix(dentro.altura).enumerated() {
            let r = dentro.linha(i)
            if l.selecionada { q.preencher(Retangulo(x: r.x, y: r.y, largura: r.largura - 1, altura: 1), estilo: .selecionado) }
            q.escrever(l.texto, x: r.x, y: r.y, limite: r.largura - 1, estilo: l.estilo)
        }
        if inicio > 0 { q.escrever("▲", x: dentro.fimX - 1, y: dentro.y, estilo: .suave) }
        if inicio + dentro.altura < c.linhas.count { q.escrever("▼", x: dentro.fimX - 1, y: dentro.fimY - 1, estilo: .suave) }
        Telas.marcaDeRolagem(&q, caixa: d, visiveis: dentro.altura, (c.linhas.count, inicio))
    }

    /// As colunas que só a lista larga tem: o estado de cada vaga (a partir de 100 colunas) e o
    /// id inteiro, para scripts (a partir de 130); nil: não cabe.
    struct Colunas {
        let funcao: Int
        let estado: Int?
        let id: Int?
        init(largura: Int) {
            // De 80 a 99 a função encolhe para o estado caber (a vaga diz em que pé está em toda largura).
            funcao = largura >= 100 ? 16 : 13
            estado = largura >= 100 ? 14 : largura >= 80 ? 12 : nil
            id = largura >= 130 ? 0 : nil
        }
        func estado(_ v: Vaga, _ agora: Date) -> [(String, Int)] {
            estado.map { [(Formatacao.situacaoDaVaga(v.estado, v.periodo, agora: agora), $0)] } ?? []
        }
        func id(_ v: Vaga) -> [(String, Int)] { id.map { [(v.id.uuidString.lowercased(), $0)] } ?? [] }
    }

    /// O filtro e a ordem das vagas (`/`, `S`, `I`, `v` todas → ativas → encerradas).
    static let filtro = FiltroNaLista<Vaga>("vagas", colunas: { ColunasDasListas.vagasDoContratante(agora: $0.agora) },
                                            itens: { $0.vagas.valor ?? [] }, id: { $0.id },
                                            selecao: { $0.selecionado(.vagas) }, selecionar: { $0.selecao[.vagas] = $1 })

    struct LinhaDoDetalhe: Equatable {
        var texto: String
        var estilo: Estilo
        var selecionada = false
    }

    /// As linhas do detalhe aberto numa caixa de `largura` × `altura` (por dentro): o valor, o
    /// despacho, os itens (candidaturas e posições), e embaixo os cancelados (RN12) e o contato
    /// do selecionado (RN10), quebrados. `selecionada`: o índice da linha do item selecionado.
    /// "Garçom · sex 04/12 18:00–23:00 · em andamento"; estreita (a caixa cortaria), a situação
    /// desce para a primeira linha de dentro (`naLinha`).
    static func tituloDoDetalhe(_ m: ModeloApp, _ v: Vaga, largura caixa: Int) -> (titulo: String, naLinha: String?) {
        let base = "\(Formatacao.funcao(v.funcao)) · \(Formatacao.periodo(v.periodo, hoje: m.agora))"
        let situacao = Formatacao.situacaoDaVaga(v.estado, v.periodo, agora: m.agora)
        let inteiro = "\(base) · \(situacao)"
        // A caixa gasta 4 colunas com as bordas e os espaços do título.
        return Largura.de(inteiro) <= caixa - 4 ? (inteiro, nil) : (base, situacao)
    }

    static func conteudoDoDetalhe(_ m: ModeloApp, _ v: Vaga, largura: Int, altura: Int) -> (linhas: [LinhaDoDetalhe], selecionada: Int?) {
        let w = max(1, largura - 1)
        // Estreita, a situação que não coube no título abre a primeira linha; tudo quebra (J/K rola).
        let situacao = tituloDoDetalhe(m, v, largura: largura + 3).naLinha.map { "\($0) · " } ?? ""
        var topo = Texto.quebrar("\(situacao)\(v.valor.descricao) · \(Formatacao.modoCurto(v.modo)) · \(v.local.endereco)", largura: w)
            .map { LinhaDoDetalhe(texto: $0, estilo: .suave) }
        if v.estado == .cancelada {
            topo += Texto.quebrar(Textos.vagaCancelada(v.cancelamento, hoje: m.agora), largura: w).map { LinhaDoDetalhe(texto: $0, estilo: .aviso) }
        }
        if let desp = m.despachoDasVagas[v.id] {
            topo += Texto.quebrar(Textos.Rotulos.despacho(desp), largura: w).map { LinhaDoDetalhe(texto: $0, estilo: .suave) }
        }
        let lista = itens(v)
        var meio: [LinhaDoDetalhe] = []
        var selecionada: Int?
        if lista.isEmpty, v.estado != .cancelada {
            meio.append(LinhaDoDetalhe(texto: v.modo == .selecao ? Textos.Vagas.nenhumCandidato : Textos.Vagas.nenhumConfirmado, estilo: .suave))
        }
        for (i, item) in lista.enumerated() {
            let s = i == m.selecaoCandidato
            if s { selecionada = topo.count + meio.count }
            let texto: String
            switch item {
            case .turno(let t):
                let quem = t.profissional?.nome ?? Textos.Rotulos.profissionalSemNome
                var sit = t.checkin.map { Formatacao.registro("check-in", $0, confirmavel: t.estado != .cancelada) } ?? Textos.Comum.confirmadoSemCheckin
                // O check-out também: é o que diz ao contratante que o turno acabou (RN22).
                if let s = t.checkout { sit += " · " + Formatacao.registro("check-out", s, confirmavel: false) }
                if t.estado == .cancelada { sit = Formatacao.cancelado(t.cancelamento, quemLe: .contratante, curto: true) }
                if let a = t.minhaAvaliacao { sit += a ? Textos.Vagas.chamariaDeNovo : Textos.Vagas.naoChamaria } else if t.podeAvaliar { sit += Textos.Vagas.podeAvaliar }
                if t.impedimentoDaConfirmacao == nil { sit += Textos.Vagas.cConfirma }
                texto = "✓ \(quem) · \(sit)"
            case .candidatura(let c):
                texto = c.impedimento.map { Textos.Vagas.candidatoImpedido(c.profissional.nome, c.profissional.reputacao.descricao(),
                                                                            Textos.impedimentoDaEscolha($0)) }
                    ?? Textos.Vagas.candidatoNaLista(c.profissional.nome, c.profissional.reputacao.descricao())
            }
            // Quebrada com recuo, não cortada: a situação do profissional é o que se lê aqui.
            for (j, parte) in Texto.quebrar(texto, largura: max(1, w - 4)).enumerated() {
                meio.append(LinhaDoDetalhe(texto: (j > 0 ? "    " : (s ? "› " : "  ")) + parte, estilo: s ? .selecionado : .normal, selecionada: s))
            }
        }
        var base: [LinhaDoDetalhe] = []
        // RN12: depois que a posição reabre, quem cancelou (quando, se contou falta, por quê) fica
        // aqui, todos, como no `frila vaga`: o que não cabe rola com J/K.
        if !v.cancelados.isEmpty {
            base += v.cancelados.map { "✗ " + Textos.cancelado($0, hoje: m.agora) }
                .flatMap { Texto.quebrar($0, largura: w) }.map { LinhaDoDetalhe(texto: $0, estilo: .suave) }
        }
        // RN10: o contato do profissional só existe depois da confirmação.
        if lista.indices.contains(m.selecaoCandidato), case .turno(let t) = lista[m.selecaoCandidato],
           let p = t.profissional, let c = p.contato {
            let partes = [c.whatsapp.map { Textos.Comum.whatsapp($0) }, c.email].compactMap { $0 }
            if !partes.isEmpty {
                // Quebrado, não cortado: em 40 colunas o e-mail é o que mais importa.
                base += Texto.quebrar(Textos.Vagas.contatoDe(p.nome) + partes.joined(separator: " · "), largura: w)
                    .map { LinhaDoDetalhe(texto: $0, estilo: .suave) }
            }
        }
        let juntas = topo.count + meio.count + base.count
        // O vão prende a base ao pé; cabendo justo, nenhum; não cabendo, uma linha separa a lista.
        let vao = base.isEmpty ? 0 : (juntas <= altura ? altura - juntas : 1)
        return (topo + meio + Array(repeating: LinhaDoDetalhe(texto: "", estilo: .normal), count: vao) + base, selecionada)
    }

    /// O detalhe aberto no tamanho mínimo (40×12), onde mais se corta: quanto J/K rola, e a
    /// rolagem que põe o item selecionado à vista (j/k nele não some abaixo do corte).
    static func rolagemNoMinimo(_ m: ModeloApp) -> (maxima: Int, ateASelecao: Int) {
        let vs = m.vagasVisiveis
        guard m.detalhe.aberto, !vs.isEmpty else { return (0, 0) }
        let v = vs[min(m.selecionado(.vagas), vs.count - 1)]
        let corpo = Telas.minimo.altura - 3 - (m.banner != nil ? 1 : 0)
        let dentro = (largura: Telas.minimo.largura - 3, altura: max(1, corpo - 2))
        let c = conteudoDoDetalhe(m, v, largura: dentro.largura, altura: dentro.altura)
        let maxima = max(0, c.linhas.count - dentro.altura)
        guard let s = c.selecionada else { return (maxima, min(m.detalhe.rolagem, maxima)) }
        // A selecionada já à vista: a rolagem fica; senão, o mínimo que a mostra.
        let atual = min(m.detalhe.rolagem, maxima)
        if s >= atual, s < atual + dentro.altura { return (maxima, atual) }
        return (maxima, min(maxima, max(0, s < atual ? s : s - dentro.altura + 1)))
    }
}

enum TelaFormulario {
    /// Onde cada parte do formulário cabe nesta área: a tecla (PgDn/PgUp) e o desenho leem a mesma.
    struct Disposicao {
        var dentro: Retangulo
        var rot: Int
        var avisos: [String]
        /// As linhas dos problemas já quebradas na largura, e de que problema é cada uma.
        var linhasAviso: [(problema: Int, texto: String)]
        var linhaDaDica: Retangulo?
        var camposArea: Retangulo
        var avisosArea: Retangulo
        /// Os campos à vista: do `inicio`, `visiveis` deles.
        var inicio: Int
        var visiveis: Int
        /// As linhas de problemas à vista quando não cabem todas: `[de, ate)` de `linhasAviso`; nil = cabem.
        var janela: (de: Int, ate: Int)?
    }

    static func disposicao(_ f: FormularioVaga, _ area: Retangulo) -> Disposicao {
        var d = area.recuado(1).cortarEsquerda(1).1
        let dentro = d
        let rot = d.largura >= 60 ? 23 : 13
        let campos = FormularioVaga.Campo.allCases
        // Problemas de validar() logo abaixo dos campos, no mesmo quadro (RN02, RN24).
        var avisos = f.problemas
        if let e = f.erroDoServidor { avisos.insert(e, at: 0) }
        if f.enviando { avisos = [Textos.NovaVaga.enviando(editando: f.editando != nil)] }
        let linhasAviso = avisos.enumerated().flatMap { i, a in Texto.quebrar("• " + a, largura: d.largura - 1).map { (i, $0) } }
        // Cabendo todos os campos e mais a dica, os problemas ficam com o que sobra (PgDn mostra
        // o resto): campo nenhum nem a dica somem calados atrás da lista de problemas.
        let comDica = !linhasAviso.isEmpty && d.altura >= campos.count + 3
        var linhaDaDica: Retangulo?
        if comDica { let (r, l) = d.cortarBase(1); d = r; linhaDaDica = l }
        let alturaAvisos = min(linhasAviso.count, max(1, comDica ? d.altura - campos.count : d.altura - 5))
        let (camposArea, avisosArea) = d.cortarBase(max(alturaAvisos, 1))
        let visiveis = max(1, camposArea.altura)
        let inicio = max(0, min(f.foco.rawValue - visiveis / 2, campos.count - visiveis))
        var janela: (de: Int, ate: Int)?
        if linhasAviso.count > avisosArea.altura {
            // Uma página de linhas a partir da rolada; a última linha da área diz onde se está.
            let cabem = max(1, avisosArea.altura - 1)
            let de = min(max(0, f.rolagemDosProblemas), linhasAviso.count - cabem)
            janela = (de, min(linhasAviso.count, de + cabem))
        }
        return Disposicao(dentro: dentro, rot: rot, avisos: avisos, linhasAviso: linhasAviso, linhaDaDica: linhaDaDica,
                          camposArea: camposArea, avisosArea: avisosArea, inicio: inicio, visiveis: visiveis, janela: janela)
    }

    static func desenhar(_ f: FormularioVaga, _ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        q.caixa(area, titulo: f.editando == nil ? Textos.NovaVaga.tituloNova : Textos.NovaVaga.tituloEditar)
        let disp = disposicao(f, area)
        let (d, rot, avisos, camposArea, avisosArea) = (disp.dentro, disp.rot, disp.avisos, disp.camposArea, disp.avisosArea)
        let campos = FormularioVaga.Campo.allCases
        let (inicio, visiveis) = (disp.inicio, disp.visiveis)
        // Campos cortados se anunciam na margem direita: ▲ há mais acima, ▼ há mais abaixo.
        if inicio > 0 { q.escrever("▲", x: d.x + d.largura - 1, y: camposArea.y, limite: 1, estilo: .suave) }
        if inicio + visiveis < campos.count {
            q.escrever("▼", x: d.x + d.largura - 1, y: camposArea.y + visiveis - 1, limite: 1, estilo: .suave)
        }
        if let l = disp.linhaDaDica {
            q.escrever(Textos.NovaVaga.dica(editando: f.editando != nil), x: l.x, y: l.y, limite: d.largura - 1, estilo: .suave)
        }
        for (i, c) in campos.dropFirst(inicio).prefix(visiveis).enumerated() {
            let y = camposArea.y + i
            let foco = f.foco == c
            let comProblema = f.camposComProblema.contains(c)
            // O foco se vê em todo tipo de campo, também sem cor: "›" na margem e, num campo
            // de opções (sem o cursor de texto), o valor em vídeo inverso.
            if foco { q.escrever("›", x: d.x - 1, y: y, limite: 1, estilo: .negrito) }
            q.escrever((comProblema ? "! " : "") + (rot < 23 ? c.rotuloCurto : c.rotulo), x: d.x, y: y, limite: rot - 1,
                       estilo: comProblema ? Estilo(.negrito, cor: .erro) : (foco ? .negrito : .suave))
            var valor = f.valores[c] ?? ""
            if c.opcoes != nil { valor = Textos.NovaVaga.opcao(valor) }
            let larguraValor = min(40, d.largura - rot - 1)
            // Selecionado (entrou-se por Tab), o texto em vídeo inverso e sem cursor: digitar o troca.
            let selecionado = foco && (c.opcoes != nil || f.selecionado)
            var mostrado = valor + (foco && c.opcoes == nil && !f.selecionado ? "▏" : "")
            while Largura.de(mostrado) > larguraValor, !mostrado.isEmpty { mostrado.removeFirst() }
            q.escrever(Texto.ajustado(mostrado, larguraValor), x: d.x + rot, y: y, limite: larguraValor,
                       estilo: foco ? Estilo([.sublinhado, .negrito]) : .normal)
            if selecionado { q.escrever(mostrado, x: d.x + rot, y: y, limite: larguraValor, estilo: .selecionado) }
        }
        if avisos.isEmpty {
            // O turno que vira a meia-noite se diz antes de publicar.
            let noite = f.avisoDoPeriodo(agora: m.agora).map { "\($0) · " } ?? ""
            q.escrever(Textos.NovaVaga.dica(editando: f.editando != nil, aviso: noite), x: avisosArea.x, y: avisosArea.y, limite: d.largura - 1,
                       estilo: noite.isEmpty ? .suave : .aviso)
            return
        }
        let estilo: Estilo = f.enviando ? .suave : Estilo(.negrito, cor: .erro)
        var linhas = disp.linhasAviso.map(\.texto)
        // Não cabem todas: uma página delas e, na última linha, de quais problemas são e como
        // ver os outros (PgDn/PgUp), em vez de sumir com eles calada.
        if let j = disp.janela {
            let ls = disp.linhasAviso
            linhas = ls[j.de..<j.ate].map(\.texto)
            linhas.append(Textos.NovaVaga.problemasQueRolam(ls[j.de].problema + 1, ls[j.ate - 1].problema + 1, avisos.count,
                                                            acima: j.de > 0, abaixo: j.ate < ls.count))
        }
        for (i, l) in linhas.prefix(avisosArea.altura).enumerated() {
            q.escrever(l, x: avisosArea.x, y: avisosArea.y + i, limite: d.largura - 1,
                       estilo: disp.janela != nil && i == linhas.count - 1 ? .suave : estilo)
        }
    }
}

extension Pagina {
    public static let vagas = Pagina("vagas")
}

extension FuncionalidadeDasVagas: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension FuncionalidadeDaGestaoDaVaga: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension ModeloApp {
    public var vagasDaConta: FuncionalidadeDasVagas.Estado {
        get { estados[FuncionalidadeDasVagas.self] }
        set { estados[FuncionalidadeDasVagas.self] = newValue }
    }
    public var vagas: EstadoTela<[Vaga]> { get { vagasDaConta.vagas } set { vagasDaConta.vagas = newValue } }
    /// As vagas como a tela mostra (recorte, filtro e ordem): a seleção aponta para esta lista.
    public var vagasVisiveis: [Vaga] { TelaVagas.filtro.visiveis(self) }
    /// Formulário de vaga, prévia do cancelamento, despacho: o estado da gestão da vaga.
    public var gestaoDaVaga: FuncionalidadeDaGestaoDaVaga.Estado {
        get { estados[FuncionalidadeDaGestaoDaVaga.self] }
        set { estados[FuncionalidadeDaGestaoDaVaga.self] = newValue }
    }
    public var formulario: FormularioVaga? { get { gestaoDaVaga.formulario } set { gestaoDaVaga.formulario = newValue } }
    /// A linha do despacho de cada vaga aberta (levas, avisados, leram, candidatos). Os
    /// candidatos pendentes contam-se da vaga lida, a mesma das linhas de candidato abaixo.
    public var despachoDasVagas: [UUID: String] {
        let lidas = Dictionary((vagas.valor ?? []).map { ($0.id, $0) }) { a, _ in a }
        return Dictionary(uniqueKeysWithValues: gestaoDaVaga.despachos.map { id, d in
            let v = lidas[id]
            return (id, Textos.despacho(d, pendentes: v?.candidatosEscolhiveis.count,
                                        impedidos: v.map { $0.candidaturasPendentes.count - $0.candidatosEscolhiveis.count } ?? 0))
        })
    }
}

extension TelaVagas {
    static let registro = RegistroDaPagina(
        pagina: .vagas, titulo: Textos.Rotulos.vagas,
        teclas: [.contratante: ("vagas", Teclas.vagas)],
        desenhar: { TelaVagas.desenhar($0, &$1, $2) },
        itens: { $0.vagasVisiveis.count },
        funcionalidades: [.de(FuncionalidadeDasVagas.self,
                              montar: { $0.profissional ? nil : $0.montarVagas },
                              antes: { m in
                                  (ids: m.vagasVisiveis.map(\.id), item: m.itemDaVaga().map(AppFrila.idDoItem),
                                   itens: m.vagaSelecionada().map { TelaVagas.itens($0).map(AppFrila.idDoItem) } ?? [])
                              },
                              reagir: reagir),
                          .de(FuncionalidadeDaGestaoDaVaga.self,
                              montar: { $0.profissional ? nil : $0.montarGestaoDaVaga },
                              reagir: reagirAGestao,
                              // Publicar inválido ou recusado fica no formulário, dito dentro dele; o
                              // cancelamento da vaga chega à linha pelas Vagas (que recarregam).
                              naLinhaDeStatus: { f, a in
                                  guard case .respondido(let d) = a, case .enviada = d.resultado else { return nil }
                                  return f.desfecho(a)
                              })],
        porQueNao: { $0.porQueNaoNasVagas($1) },
        semRede: { _, c in
            switch c {
            case .bloquear: .bloqueio
            case .incluirNaEquipe: .equipe
            default: nil
            }
        },
        agir: agir,
        carregar: { $0.vagas(.carregar) },
        // O formulário de nova vaga (ou de editar) toma a página, as teclas e o desenho.
        modo: { m in
            m.formulario.map { f in
                ModoDaPagina(nome: TelaVagas.modoFormulario, tabela: f.editando == nil ? Teclas.formulario : Teclas.formularioEditando,
                             tecla: { $0.teclaNoFormulario($1) },
                             desenhar: { m, q, r in if let f = m.formulario { TelaFormulario.desenhar(f, m, &q, r) } },
                             ajuda: TelaVagas.ajudaDoFormulario, seguraACarga: true)
            } ?? TelaVagas.filtro.modo(m)
        },
        tabelasDosModos: [("formulario", Teclas.formulario), ("filtroDaLista", Teclas.filtroDaLista)],
        rolagemMaxima: { m, _ in TelaVagas.rolagemNoMinimo(m).maxima },
        mover: { app, delta in
            defer { app.m.detalhe.rolagem = TelaVagas.rolagemNoMinimo(app.m).ateASelecao }
            guard app.m.detalhe.aberto else { app.moverSelecao(.vagas, delta); return }
            let total = app.vagaSelecionada().map { TelaVagas.itens($0).count } ?? 0
            app.m.selecaoCandidato = min(max(0, app.m.selecaoCandidato + delta), max(0, total - 1))
        },
        turnos: { m in m.vagas.valor?.flatMap { $0.posicoes.compactMap(\.turno) } ?? [] },
        nomeDoAlvo: { m, a in
            guard case .cancelarVaga(let v, _) = a else { return nil }
            return m.vagas.valor?.first { $0.id == v }.map { "\(Formatacao.funcao($0.funcao)) \(Formatacao.diaComSemana($0.periodo.inicio))" }
        })

    /// O formulário de vaga explica os campos na ajuda (F1), do catálogo (`Textos.Ajuda`).
    static let ajudaDoFormulario: [(String, String)] = [("", ""), ("", Textos.Ajuda.tituloDosCamposDaVaga)]
        + FormularioVaga.Campo.allCases.map { ($0.rotuloCurto, Textos.Ajuda.campoDaVaga($0)) }

    /// O que voltou da gestão da vaga vira navegação (pergunta, formulário, recarga).
    static func reagirAGestao(_ app: inout AppFrila, _ a: FuncionalidadeDaGestaoDaVaga.Acao) -> [Efeito<Evento>] {
        switch a {
        case .respondido(let d):
            if case .enviada = d.resultado { return app.carregar(.vagas) + app.carregar(.acompanhamento) }
            // Os problemas ficam no formulário; a recusa, com quantos são, vai também à linha e ao m.
            if case .invalida(let ps) = d.resultado, !ps.isEmpty {
                app.dizer(.recusa(Textos.NovaVaga.naoEnviada(editando: app.m.formulario?.editando != nil, problemas: ps)),
                          dono: .modo(TelaVagas.modoFormulario))
            }
        case .cancelada(let d):
            // As vagas recarregam, e com elas os alertas do Acompanhamento.
            return app.vagas(.respondido(d, recarregar: true))
        case .previaLida(let id, let l):
            return app.perguntarCancelamentoDaVaga(id, FuncionalidadeDaGestaoDaVaga.resposta(l))
        case .duplicataLida:
            if let e = app.m.gestaoDaVaga.falhaAoAbrir { app.dizer(.recusa(e.frase)) } else {
                app.dizer(.feito(Textos.Vagas.vagaCopiada))
            }
        default: break
        }
        return []
    }

    /// Nova leitura: a seleção segue a mesma vaga e, no detalhe, o mesmo item (ou o vizinho
    /// que existe, nunca depois do fim); mudou no servidor: os alertas também podem ter mudado.
    static func reagir(_ app: inout AppFrila, _ a: FuncionalidadeDasVagas.Acao,
                       _ antes: (ids: [UUID], item: UUID?, itens: [UUID])) -> [Efeito<Evento>] {
        if case .lido(let l) = a {
            app.chegou(.vagas, app.m.vagas.valor != nil)
            app.manterSelecao(.vagas, antes: antes.ids, depois: app.m.vagasVisiveis.map(\.id))
            let itens = app.m.vagaSelecionada().map { TelaVagas.itens($0).map(AppFrila.idDoItem) } ?? []
            app.m.selecaoCandidato = AppFrila.reposicionar(app.m.selecaoCandidato, selecionado: antes.item, antes: antes.itens, depois: itens)
            app.conferirFaixaDoAviso()
            // O despacho do detalhe aberto acompanha a vaga relida (alerta, "ninguém alcançado").
            if case .veio = l, app.m.detalhe.aberto { return app.carregarDespacho() }
        }
        if case .respondido(_, true) = a { return app.carregar(.acompanhamento) }
        return []
    }
}

extension TelaVagas {
    /// O que as teclas das Vagas fazem: a vaga inteira (nova, editar, duplicar, cancelar) e,
    /// no detalhe aberto, o item selecionado (candidato ou profissional confirmado).
    static func agir(_ app: inout AppFrila, _ c: ComandoDaTela) -> [Efeito<Evento>]? {
        if let r = filtro.agir(&app, c) { return r }
        switch c {
        case .mostrarId:
            return app.mostrarId(Textos.Filtro.vaga, app.vagaSelecionada()?.id, comandos: Textos.Filtro.comandosDaVaga)
        case .abrir:
            if app.m.detalhe.aberto {
                switch app.itemDaVaga() {
                case .candidatura(let cand) where FuncionalidadeDasVagas.impedimento(.escolher, cand) != nil:
                    // Dito antes: a escolha seria recusada pelo mesmo motivo.
                    app.dizer(.porQueNao(FuncionalidadeDasVagas.impedimento(.escolher, cand)?.frase ?? ""))
                case .candidatura(let cand):
                    app.m.dialogo = .simNao(titulo: Textos.Vagas.tituloEscolher,
                                            linhas: [Textos.Vagas.escolher(cand.profissional.nome, cand.profissional.reputacao.descricao()),
                                                     Textos.Vagas.escolhaConfirma],
                                            pergunta: PerguntaSimNao(sim: RespostaDoDialogo("escolherCandidato", cand.id) { [id = cand.id] in
                                                $0.vagas(.escolherCandidato(id))
                                            }))
                case .turno:
                    app.dizer(.porQueNao(Textos.PorQueNao.teclasDoProfissional))
                case nil:
                    app.dizer(.porQueNao(Textos.PorQueNao.semCandidatoSelecionado))
                }
                return []
            }
            app.m.detalhe.abrir()
            // Abre já no primeiro candidato escolhível: o Enter seguinte escolhe, sem passar pelos turnos.
            let itens = app.vagaSelecionada().map(TelaVagas.itens) ?? []
            app.m.selecaoCandidato = itens.firstIndex { if case .candidatura(let c) = $0 { c.escolhivel } else { false } }
                ?? itens.firstIndex { if case .candidatura = $0 { true } else { false } } ?? 0
            // Os bloqueados deste estabelecimento, uma vez: o t num bloqueado diz o não antes da pergunta.
            let bloqueios = app.m.listas.bloqueios.valor == nil ? app.listas(.carregar(.bloqueios)) : []
            return app.carregarDespacho() + bloqueios
        case .avaliar:
            guard let t = app.turnoDaVaga() else { return [] }
            let id = t.id
            // A resposta é sobre o turno ainda selecionado (o que a pergunta mostrou).
            func avaliar(_ sim: Bool) -> RespostaDoDialogo {
                RespostaDoDialogo("avaliar", id) { app in
                    guard let t = app.turnoDaVaga(), t.id == id else { return [] }
                    return app.vagas(.avaliar(t, chamariaDeNovo: sim)) + app.statusEfeito()
                }
            }
            app.m.dialogo = .perguntar(titulo: Textos.Rotulos.avaliar, linhas: [Textos.Vagas.voceChamaria(t.profissional?.nome ?? Textos.Vagas.esteProfissional),
                                                                   "s = sim · n = não"], sim: avaliar(true), nao: avaliar(false))
        case .cancelar:
            guard let t = app.turnoDaVaga() else { return [] }
            // A mesma pergunta do Acompanhamento (antes do início a posição reabre).
            let (titulo, linhas) = AppFrila.perguntaDoCancelamento(t, agora: app.m.agora)
            let id = t.id
            app.m.dialogo = .campo(titulo: titulo, linhas: linhas, rotulo: Textos.Rotulos.motivo, .motivo("cancelarTurno", id) { app, motivo in
                guard let t = app.turnoDaVaga(), t.id == id else { return [] }
                return app.vagas(.cancelarTurno(t, motivo: motivo))
            })
        case .confirmarCheckin:
            // A mesma ação do c no Acompanhamento; a reação dele recarrega as Vagas.
            guard let t = app.turnoDaVaga() else { return [] }
            return app.acompanhamento(.confirmarCheckin(t.id, profissional: t.profissional?.nome))
        case .bloquear:
            guard let t = app.turnoDaVaga(), let prof = t.profissional else { return [] }
            app.m.dialogo = .simNao(titulo: Textos.Rotulos.bloquear, linhas: [Textos.Comum.bloquear(prof.nome),
                                                                 Textos.Comum.bloqueioEsconde,
                                                                 Textos.Vagas.bloquearTiraDaEquipe(prof.nome)],
                                    pergunta: PerguntaSimNao(sim: RespostaDoDialogo("bloquear", prof.id) { [id = prof.id] in $0.listas(.bloquear(id)) }))
        case .incluirNaEquipe:
            // Bloqueado por este estabelecimento: `porQueNaoNasVagas` já disse, sem pergunta.
            guard let t = app.turnoDaVaga(), let prof = t.profissional else { return [] }
            app.m.dialogo = .simNao(titulo: Textos.Comum.equipeDeConfianca,
                                    linhas: [Textos.Vagas.incluirNaEquipe(prof.nome),
                                             Textos.Vagas.equipeRecebeAlemDe(Formatacao.distancia(Regras.raioDeDespachoMetros))],
                                    pergunta: PerguntaSimNao(sim: RespostaDoDialogo("incluirNaEquipe", prof.id) { [id = prof.id] in
                                        $0.listas(.incluirNaEquipe(id))
                                    }))
        case .novaVaga:
            var valores = CampoDaVaga.padrao
            // O endereço do estabelecimento e o seu ponto (ou a posição configurada) vêm preenchidos.
            let estab = app.m.perfil.valor?.estabelecimento
            if let e = estab?.endereco { valores[.endereco] = e }
            if let p = estab?.ponto ?? app.amb.posicaoPadrao { valores[.local] = "\(p.latitude),\(p.longitude)" }
            app.m.formulario = FormularioVaga(valores: valores)
        case .duplicarVaga: return app.pedirDuplicata()
        case .editarVaga: return app.abrirEdicao()
        case .cancelarVaga: return app.pedirPreviaDoCancelamento()
        default:
            return nil
        }
        return []
    }
}

extension ModeloApp {
    func vagaSelecionada() -> Vaga? { TelaVagas.filtro.selecionado(self) }
    func itemDaVaga() -> TelaVagas.ItemDoDetalhe? {
        guard self.detalhe.aberto, let v = vagaSelecionada() else { return nil }
        let itens = TelaVagas.itens(v)
        return itens.indices.contains(self.selecaoCandidato) ? itens[self.selecaoCandidato] : nil
    }
    func turnoDaVaga() -> Turno? {
        if case .turno(let t) = itemDaVaga() { return t }
        return nil
    }

    /// Por que a tecla não age na vaga selecionada ou no item aberto dela (nil = pode).
    func porQueNaoNasVagas(_ c: ComandoDaTela) -> String? {
        // O papel (n, e, D, X do operador) já foi dito antes, em `porQueNao`, para toda página.
        switch c {
        case .avaliar, .cancelar, .bloquear, .incluirNaEquipe:
            if !self.detalhe.aberto { return Textos.PorQueNao.abraAVagaParaOProfissional }
            if case .candidatura(let cand)? = itemDaVaga(), let a = c.acaoNoCandidato {
                return FuncionalidadeDasVagas.impedimento(a, cand)?.frase
            }
            guard let t = turnoDaVaga() else { return Textos.PorQueNao.semProfissionalSelecionado }
            if c == .bloquear || c == .incluirNaEquipe, t.profissional == nil { return Textos.PorQueNao.semProfissionalNoTurno }
            // A lista de bloqueados já lida diz o não antes da pergunta (o núcleo recusaria no s).
            if c == .incluirNaEquipe, let p = t.profissional,
               let i = FuncionalidadeDasListas.impedimentoDaInclusao(p.id, bloqueios: listas.bloqueios.valor) { return i.frase() }
            if c == .cancelar || c == .avaliar { return porQueNaoNoTurno(c, t) }
            return nil
        case .confirmarCheckin:
            if !self.detalhe.aberto { return Textos.PorQueNao.abraAVagaParaConfirmar }
            guard let t = turnoDaVaga() else { return Textos.PorQueNao.semProfissionalSelecionado }
            return t.impedimentoDaConfirmacao.map(Textos.impedimento)
        case .editarVaga:
            guard let v = vagaSelecionada() else { return Textos.Comum.selecioneUmaVaga }
            return v.impedimentoDeEdicao(agora: agora).map { Textos.impedimento($0) }
        case .duplicarVaga:
            return vagaSelecionada() == nil ? Textos.Comum.selecioneUmaVaga : nil
        case .cancelarVaga:
            guard let v = vagaSelecionada() else { return Textos.Comum.selecioneUmaVaga }
            return v.impedimentoDoCancelamento(agora: agora).map { Textos.impedimento($0) }
        case .abrir where detalhe.aberto:
            switch itemDaVaga() {
            case .candidatura(let c)?: return FuncionalidadeDasVagas.impedimento(.escolher, c)?.frase
            case .turno?: return Textos.PorQueNao.teclasDoProfissional
            case nil: return Textos.PorQueNao.semCandidatoSelecionado
            }
        case .abrir:
            return vagaSelecionada() == nil ? Textos.Comum.selecioneUmaVaga : nil
        default:
            return nil
        }
    }

}

extension ComandoDaTela {
    /// A tecla do detalhe da vaga como ação num candidato (o impedimento é do núcleo das Vagas).
    var acaoNoCandidato: FuncionalidadeDasVagas.AcaoNoCandidato? {
        switch self {
        case .avaliar: .avaliar
        case .cancelar: .cancelar
        case .incluirNaEquipe: .incluirNaEquipe
        case .bloquear: .bloquear
        default: nil
        }
    }
}

extension AppFrila {
    func vagaSelecionada() -> Vaga? { m.vagaSelecionada() }
    func itemDaVaga() -> TelaVagas.ItemDoDetalhe? { m.itemDaVaga() }
    func turnoDaVaga() -> Turno? { m.turnoDaVaga() }

    static func idDoItem(_ item: TelaVagas.ItemDoDetalhe) -> UUID {
        switch item {
        case .turno(let t): t.id
        case .candidatura(let c): c.id
        }
    }
}

extension AppFrila {
    mutating func vagas(_ a: FuncionalidadeDasVagas.Acao) -> [Efeito<Evento>] { enviar(FuncionalidadeDasVagas.self, a) }
}

/// Vagas: o candidato (ou turno) selecionado dentro do detalhe aberto.
struct EstadoDasVagasNaTela: EstadoDaPagina {
    var candidato = 0
}

extension ModeloApp {
    /// Vagas: candidato selecionado dentro do detalhe.
    public var selecaoCandidato: Int {
        get { daPagina[EstadoDasVagasNaTela.self].candidato }
        set { daPagina[EstadoDasVagasNaTela.self].candidato = newValue }
    }
}
