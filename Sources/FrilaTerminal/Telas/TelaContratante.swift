import Foundation
import FrilaApresentacao
import FrilaDominio

enum TelaVagas {
    /// Itens selecionáveis do detalhe de uma vaga: candidaturas pendentes (Enter escolhe)
    /// e posições com turno (avaliar, equipe, cancelar, bloquear).
    public enum ItemDoDetalhe: Equatable {
        case candidatura(Candidatura)
        case turno(Turno)
    }

    static func itens(_ v: Vaga) -> [ItemDoDetalhe] {
        v.posicoes.compactMap { $0.turno.map(ItemDoDetalhe.turno) }
            + v.candidaturas.filter { $0.estado == .pendente }.map(ItemDoDetalhe.candidatura)
    }

    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        if Telas.estadoNaoConteudo(m.vagas, &q, area, carregando: "Carregando suas vagas…") { return }
        let vagas = m.vagas.valor ?? []
        let sel = min(m.selecionado(.vagas), max(0, vagas.count - 1))
        let largo = area.largura >= 70
        let (listaArea, detalheArea): (Retangulo, Retangulo?)
        if m.detalheAberto {
            if area.altura >= 16 {
                let (a, b) = area.cortarTopo(min(4, vagas.count))
                (listaArea, detalheArea) = (a, b)
            } else {
                (listaArea, detalheArea) = (Retangulo(x: 0, y: 0, largura: 0, altura: 0), area)
            }
        } else {
            (listaArea, detalheArea) = (area, nil)
        }
        if !listaArea.vazio {
            Telas.lista(vagas.count, selecionado: sel, &q, listaArea) { i, r, s, q in
                let v = vagas[i]
                let e: Estilo = s ? .selecionado : .normal
                let abertas = "\(v.posicoesTotal - v.posicoesAbertas)/\(v.posicoesTotal) preenchidas"
                let cand = v.candidaturas.filter { $0.estado == .pendente }.count
                if largo {
                    Telas.colunas([((s ? "› " : "  ") + Formatacao.funcao(v.funcao), 16), (Formatacao.periodo(v.periodo, hoje: m.agora, compacto: true), 23),
                                   (v.valor.descricao, 11), ("\(v.posicoesTotal - v.posicoesAbertas)/\(v.posicoesTotal) pos.", 8),
                                   (Formatacao.modoCurto(v.modo) + (cand > 0 ? " · \(cand) cand." : ""), 0)], &q, r, estilo: e)
                } else {
                    Telas.colunas([((s ? "› " : "  ") + Formatacao.funcao(v.funcao), 12), (Formatacao.periodoCurto(v.periodo, hoje: m.agora), 11), (abertas, 0)], &q, r, estilo: e)
                }
            }
        }
        guard let d = detalheArea, vagas.indices.contains(sel) else { return }
        let v = vagas[sel]
        q.caixa(d, titulo: "\(Formatacao.funcao(v.funcao)) · \(Formatacao.periodo(v.periodo, hoje: m.agora)) · \(Formatacao.estadoVaga(v.estado))")
        let dentro = d.recuado(1).cortarEsquerda(1).1
        // Cabendo, cancelados e contato ficam presos ao pé da caixa; não cabendo, tudo segue em
        // coluna e J/K rola (como o detalhe do turno): um rastro longo não fica cortado.
        let c = conteudoDoDetalhe(m, v, largura: dentro.largura, altura: dentro.altura)
        let inicio = min(max(0, m.rolagemDoDetalhe), max(0, c.linhas.count - dentro.altura))
        for (i, l) in c.linhas.dropFirst(inicio).prefix(dentro.altura).enumerated() {
            let r = dentro.linha(i)
            if l.selecionada { q.preencher(Retangulo(x: r.x, y: r.y, largura: r.largura - 1, altura: 1), estilo: .selecionado) }
            q.escrever(l.texto, x: r.x, y: r.y, limite: r.largura - 1, estilo: l.estilo)
        }
        if inicio > 0 { q.escrever("▲", x: dentro.fimX - 1, y: dentro.y, estilo: .suave) }
        if inicio + dentro.altura < c.linhas.count { q.escrever("▼", x: dentro.fimX - 1, y: dentro.fimY - 1, estilo: .suave) }
        Telas.marcaDeRolagem(&q, caixa: d, visiveis: dentro.altura, (c.linhas.count, inicio))
    }

    struct LinhaDoDetalhe: Equatable {
        var texto: String
        var estilo: Estilo
        var selecionada = false
    }

    /// As linhas do detalhe aberto numa caixa de `largura` × `altura` (por dentro): o valor, o
    /// despacho, os itens (candidaturas e posições), e embaixo os cancelados (RN12) e o contato
    /// do selecionado (RN10), quebrados. `selecionada`: o índice da linha do item selecionado.
    static func conteudoDoDetalhe(_ m: ModeloApp, _ v: Vaga, largura: Int, altura: Int) -> (linhas: [LinhaDoDetalhe], selecionada: Int?) {
        let w = max(1, largura - 1)
        var topo = [LinhaDoDetalhe(texto: "\(v.valor.descricao) · \(Formatacao.modoCurto(v.modo)) · \(v.local.endereco)", estilo: .suave)]
        if let desp = m.despachoDasVagas[v.id] { topo.append(LinhaDoDetalhe(texto: "Despacho: " + desp, estilo: .suave)) }
        let lista = itens(v)
        var meio: [LinhaDoDetalhe] = []
        var selecionada: Int?
        if lista.isEmpty {
            meio.append(LinhaDoDetalhe(texto: v.modo == .selecao ? "Nenhum candidato ainda." : "Nenhum profissional confirmado ainda.", estilo: .suave))
        }
        for (i, item) in lista.enumerated() {
            let s = i == m.selecaoCandidato
            if s { selecionada = topo.count + i }
            let texto: String
            switch item {
            case .turno(let t):
                let quem = t.profissional?.nome ?? "profissional"
                var sit = t.checkin.map { Formatacao.registro("check-in", $0, confirmavel: t.estado != .cancelada) } ?? "confirmado, sem check-in"
                if t.estado == .cancelada { sit = Formatacao.cancelado(t.cancelamento, quemLe: .contratante, curto: true) }
                if let a = t.minhaAvaliacao { sit += a ? " · chamaria de novo" : " · não chamaria" } else if t.podeAvaliar { sit += " · pode avaliar (a)" }
                texto = "✓ \(quem) · \(sit)"
            case .candidatura(let c):
                texto = "? \(c.profissional.nome) · \(c.profissional.reputacao.descricao()) · Enter escolhe"
            }
            meio.append(LinhaDoDetalhe(texto: (s ? "› " : "  ") + texto, estilo: s ? .selecionado : .normal, selecionada: s))
        }
        var base: [LinhaDoDetalhe] = []
        // RN12: depois que a posição reabre, quem cancelou (quando, se contou falta) fica aqui.
        if !v.cancelados.isEmpty {
            let cabem = min(v.cancelados.count, Self.canceladosNoDetalhe)
            var ls = v.cancelados.prefix(cabem).map { "✗ " + Textos.cancelado($0, hoje: m.agora) }
            if v.cancelados.count > cabem {
                ls[cabem - 1] = "✗ … e mais \(Textos.contagem(v.cancelados.count - cabem + 1, "cancelamento", "cancelamentos"))"
            }
            base += ls.flatMap { Texto.quebrar($0, largura: w) }.map { LinhaDoDetalhe(texto: $0, estilo: .suave) }
        }
        // RN10: o contato do profissional só existe depois da confirmação.
        if lista.indices.contains(m.selecaoCandidato), case .turno(let t) = lista[m.selecaoCandidato],
           let p = t.profissional, let c = p.contato {
            let partes = [c.whatsapp.map { "WhatsApp \($0)" }, c.email].compactMap { $0 }
            if !partes.isEmpty {
                // Quebrado, não cortado: em 40 colunas o e-mail é o que mais importa.
                base += Texto.quebrar("Contato de \(p.nome): " + partes.joined(separator: " · "), largura: w)
                    .map { LinhaDoDetalhe(texto: $0, estilo: .suave) }
            }
        }
        let juntas = topo.count + meio.count + base.count
        // O vão prende a base ao pé; cabendo justo, nenhum; não cabendo, uma linha separa a lista.
        let vao = base.isEmpty ? 0 : (juntas <= altura ? altura - juntas : 1)
        return (topo + meio + Array(repeating: LinhaDoDetalhe(texto: "", estilo: .normal), count: vao) + base, selecionada)
    }

    /// Até quantos cancelados o detalhe lista (o resto vira "… e mais N"; `frila vaga` tem todos).
    static let canceladosNoDetalhe = 3

    /// O detalhe aberto no tamanho mínimo (40×12), onde mais se corta: quanto J/K rola, e a
    /// rolagem que põe o item selecionado à vista (j/k nele não some abaixo do corte).
    static func rolagemNoMinimo(_ m: ModeloApp) -> (maxima: Int, ateASelecao: Int) {
        guard m.detalheAberto, let vs = m.vagas.valor, !vs.isEmpty else { return (0, 0) }
        let v = vs[min(m.selecionado(.vagas), vs.count - 1)]
        let corpo = Telas.minimo.altura - 3 - (m.banner != nil ? 1 : 0)
        let dentro = (largura: Telas.minimo.largura - 3, altura: max(1, corpo - 2))
        let c = conteudoDoDetalhe(m, v, largura: dentro.largura, altura: dentro.altura)
        let maxima = max(0, c.linhas.count - dentro.altura)
        guard let s = c.selecionada else { return (maxima, min(m.rolagemDoDetalhe, maxima)) }
        // A selecionada já à vista: a rolagem fica; senão, o mínimo que a mostra.
        let atual = min(m.rolagemDoDetalhe, maxima)
        if s >= atual, s < atual + dentro.altura { return (maxima, atual) }
        return (maxima, min(maxima, max(0, s < atual ? s : s - dentro.altura + 1)))
    }
}

enum TelaFormulario {
    static func desenhar(_ f: FormularioVaga, _ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        q.caixa(area, titulo: f.editando == nil ? "Nova vaga" : "Editar vaga")
        let d = area.recuado(1).cortarEsquerda(1).1
        let rot = d.largura >= 60 ? 23 : 12
        // Problemas de validar() logo abaixo dos campos, no mesmo quadro (RN02, RN24).
        var avisos = f.problemas
        if let e = f.erroDoServidor { avisos.insert(e, at: 0) }
        if f.enviando { avisos = [f.editando == nil ? "Publicando…" : "Salvando…"] }
        let linhasAviso = avisos.flatMap { Texto.quebrar("• " + $0, largura: d.largura - 1) }
        let alturaAvisos = min(linhasAviso.count, max(1, d.altura - 5))
        let (camposArea, avisosArea) = d.cortarBase(max(alturaAvisos, 1))
        let campos = FormularioVaga.Campo.allCases
        let visiveis = max(1, camposArea.altura)
        let inicio = max(0, min(f.foco.rawValue - visiveis / 2, campos.count - visiveis))
        for (i, c) in campos.dropFirst(inicio).prefix(visiveis).enumerated() {
            let y = camposArea.y + i
            let foco = f.foco == c
            let comProblema = f.camposComProblema.contains(c)
            // O foco se vê em todo tipo de campo, também sem cor: "›" na margem e, num campo
            // de opções (sem o cursor de texto), o valor em vídeo inverso.
            if foco { q.escrever("›", x: d.x - 1, y: y, limite: 1, estilo: .negrito) }
            q.escrever((comProblema ? "! " : "") + c.rotulo, x: d.x, y: y, limite: rot - 1,
                       estilo: comProblema ? Estilo(.negrito, cor: .erro) : (foco ? .negrito : .suave))
            var valor = f.valores[c] ?? ""
            if c.opcoes != nil { valor = valor.isEmpty ? "‹ escolha ›" : "‹ \(valor) ›" }
            let larguraValor = min(40, d.largura - rot - 1)
            var mostrado = valor + (foco && c.opcoes == nil ? "▏" : "")
            while Largura.de(mostrado) > larguraValor, !mostrado.isEmpty { mostrado.removeFirst() }
            q.escrever(Texto.ajustado(mostrado, larguraValor), x: d.x + rot, y: y, limite: larguraValor,
                       estilo: foco ? Estilo([.sublinhado, .negrito]) : .normal)
            if foco, c.opcoes != nil { q.escrever(mostrado, x: d.x + rot, y: y, limite: larguraValor, estilo: .selecionado) }
        }
        if linhasAviso.isEmpty {
            // O turno que vira a meia-noite se diz antes de publicar.
            let noite = f.avisoDoPeriodo(agora: m.agora).map { "\($0) · " } ?? ""
            q.escrever("\(noite)Enter \(f.editando == nil ? "publica" : "salva") · Esc cancela", x: avisosArea.x, y: avisosArea.y, limite: d.largura - 1,
                       estilo: noite.isEmpty ? .suave : .aviso)
        } else {
            let estilo: Estilo = f.enviando ? .suave : Estilo(.negrito, cor: .erro)
            var visiveis = Array(linhasAviso.prefix(avisosArea.altura))
            // Não cabem todos: a última linha diz quantos faltam, em vez de sumir com eles calada.
            if linhasAviso.count > visiveis.count, !visiveis.isEmpty {
                visiveis = []
                var cabem = 0
                for a in avisos {
                    let ls = Texto.quebrar("• " + a, largura: d.largura - 1)
                    guard visiveis.count + ls.count <= avisosArea.altura - 1 else { break }
                    visiveis += ls
                    cabem += 1
                }
                let faltam = avisos.count - cabem
                visiveis.append("+\(faltam) \(faltam == 1 ? "problema" : "problemas"): corrija os de cima")
            }
            for (i, l) in visiveis.enumerated() {
                q.escrever(l, x: avisosArea.x, y: avisosArea.y + i, limite: d.largura - 1, estilo: estilo)
            }
        }
    }
}
