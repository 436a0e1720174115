import Foundation
import FrilaApresentacao
import FrilaDominio

/// Desenho das telas: funções puras (modelo, tamanho) -> Quadro.
public enum Telas {
    /// Abaixo disto a tela vira uma mensagem pedindo um terminal maior.
    public static let minimo = Tamanho(largura: 40, altura: 12)

    public static func desenhar(_ m: ModeloApp, _ t: Tamanho) -> Quadro {
        var q = Quadro(t)
        guard t.largura >= minimo.largura, t.altura >= minimo.altura else {
            let msg = "Terminal pequeno demais (\(t.largura)×\(t.altura)). Aumente para pelo menos \(minimo.largura)×\(minimo.altura). q sai."
            let linhas = Texto.quebrar(msg, largura: t.largura)
            let y0 = max(0, (t.altura - linhas.count) / 2)
            for (i, l) in linhas.enumerated() { q.escrever(l, em: q.area.linha(y0 + i), alinhamento: .centro, estilo: .aviso) }
            return q
        }
        let (topo, resto) = q.area.cortarTopo(1)
        let (corpo, base) = resto.cortarBase(2)
        abas(m, &q, topo)
        switch m.tela {
        case .login: TelaLogin.desenhar(m, &q, corpo)
        case .pagina(let p):
            if let f = m.formulario, p == .vagas {
                TelaFormulario.desenhar(f, m, &q, corpo)
            } else {
                switch p {
                case .feed: TelaFeed.desenhar(m, &q, corpo)
                case .turnos: TelaTurnos.desenhar(m, &q, corpo)
                case .perfil: TelaPerfil.desenhar(m, &q, corpo)
                case .acompanhamento: TelaAcompanhamento.desenhar(m, &q, corpo)
                case .vagas: TelaVagas.desenhar(m, &q, corpo)
                }
            }
        }
        q.escrever(tabelaAtual(m).rodape, em: base.linha(0), estilo: .suave)
        linhaDeStatus(m, &q, base.linha(1))
        if let d = m.dialogo { desenharDialogo(d, &q, corpo) }
        // a ajuda cobre o corpo e o rodapé, nunca a linha de status
        if m.ajudaAberta { desenharAjuda(tabelaAtual(m), &q, resto.cortarBase(1).0) }
        return q
    }

    /// A tabela de teclas em vigor (a ajuda e o rodapé saem dela).
    public static func tabelaAtual(_ m: ModeloApp) -> TabelaDeTeclas<Comando> {
        switch m.tela {
        case .login: return Teclas.login
        case .pagina(let p):
            if m.formulario != nil, p == .vagas { return Teclas.formulario }
            return Teclas.tabela(p, contratante: m.conta?.perfil == .contratante)
        }
    }

    static func abas(_ m: ModeloApp, _ q: inout Quadro, _ r: Retangulo) {
        q.preencher(r, estilo: .inverso)
        var x = r.x + q.escrever(" frila ", x: r.x, y: r.y, estilo: .selecionado)
        let estreito = r.largura < 60
        for (i, p) in m.paginas.enumerated() {
            let ativo = m.pagina == p
            let rotulo = estreito ? " \(i + 1) \(p == .acompanhamento ? "Acomp." : p.titulo) " : " \(i + 1) \(p.titulo) "
            x += q.escrever(rotulo, x: x, y: r.y, limite: r.fimX - x, estilo: ativo ? Estilo(.negrito) : .inverso)
        }
        if let c = m.conta, !estreito {
            let quem = " \(c.nome) "
            let w = Largura.de(quem)
            if r.fimX - w > x + 1 { q.escrever(quem, x: r.fimX - w, y: r.y, estilo: .inverso) }
        }
    }

    /// Sempre visível: perfil, conectividade, fila e a última mensagem.
    static func linhaDeStatus(_ m: ModeloApp, _ q: inout Quadro, _ r: Retangulo) {
        var x = r.x
        let perfil = m.conta.map { Formato.perfil($0.perfil) } ?? "sem sessão"
        x += q.escrever("[\(perfil)] ", x: x, y: r.y, limite: r.fimX - x, estilo: .negrito)
        if m.conectado {
            x += q.escrever("● online", x: x, y: r.y, limite: r.fimX - x, estilo: .sucesso)
        } else {
            x += q.escrever(m.offlineForcado ? "○ offline (forçado)" : "○ offline", x: x, y: r.y, limite: r.fimX - x, estilo: .aviso)
        }
        var fila = " · fila \(m.fila.pendentes)"
        if m.fila.rejeitadas > 0 { fila += " (\(m.fila.rejeitadas) rejeitada\(m.fila.rejeitadas > 1 ? "s" : ""))" }
        x += q.escrever(fila, x: x, y: r.y, limite: r.fimX - x)
        if let msg = m.mensagem, r.fimX - x > 4 {
            x += q.escrever(" │ ", x: x, y: r.y, limite: r.fimX - x, estilo: .suave)
            let estilo: Estilo = msg.tipo == .erro ? .erro : (msg.tipo == .sucesso ? .sucesso : .normal)
            q.escrever(msg.texto, x: x, y: r.y, limite: r.fimX - x, estilo: estilo)
        }
    }

    /// Área de uma EstadoTela que não é conteúdo: carregando, vazio ou erro.
    static func estadoNaoConteudo<T>(_ e: EstadoTela<T>, _ q: inout Quadro, _ r: Retangulo, carregando: String) -> Bool {
        guard !r.vazio else { return true }
        let recuo = r.altura >= 8 ? 2 : 0  // em telas baixas a mensagem vem primeiro
        let meio = Retangulo(x: r.x + 1, y: r.y + recuo, largura: r.largura - 2, altura: r.altura - recuo)
        switch e {
        case .conteudo: return false
        case .carregando:
            q.escrever(carregando, em: meio.linha(0), alinhamento: .centro, estilo: .suave)
        case .vazio(let msg):
            q.paragrafo(msg, em: meio)
        case .erro(let msg):
            let n = q.paragrafo(msg, em: meio, estilo: Estilo(.negrito, cor: .erro))
            if n + 2 <= meio.altura { q.escrever("r tenta de novo", x: meio.x, y: meio.y + n + 1, limite: meio.largura, estilo: .suave) }
        }
        return true
    }

    /// Lista rolável: desenha as linhas visíveis mantendo a selecionada à vista.
    /// Lista em cima e detalhe embaixo quando a área é alta o bastante; numa área baixa o
    /// detalhe aberto toma a área inteira, e fechado some.
    static func listaEDetalhe(_ corpo: Retangulo, alturaDetalhe: Int, detalheAberto: Bool) -> (Retangulo, Retangulo?) {
        if corpo.altura >= 16 {
            let (lista, detalhe) = corpo.cortarBase(alturaDetalhe)
            return (lista, detalhe)
        }
        if detalheAberto { return (Retangulo(x: 0, y: 0, largura: 0, altura: 0), corpo) }
        return (corpo, nil)
    }

    static func lista(_ total: Int, selecionado: Int, _ q: inout Quadro, _ r: Retangulo,
                      linha: (Int, Retangulo, Bool, inout Quadro) -> Void) {
        guard r.altura > 0, total > 0 else { return }
        let sel = min(max(0, selecionado), total - 1)
        let inicio = max(0, min(sel - r.altura / 2, total - r.altura))
        let rola = total > r.altura
        for i in 0..<min(r.altura, total - inicio) {
            let idx = inicio + i
            var lr = r.linha(i)
            if rola { lr.largura -= 1 }  // a última coluna é do indicador de rolagem
            if idx == sel { q.preencher(lr, estilo: .selecionado) }
            linha(idx, lr, idx == sel, &q)
        }
        if rola {
            // indicador de rolagem na última coluna
            let pos = r.y + (sel * (r.altura - 1)) / max(1, total - 1)
            q.escrever("▐", x: r.fimX - 1, y: pos, estilo: .suave)
        }
    }

    /// Colunas de uma linha: cada texto ajustado à sua largura, separados por um espaço.
    static func colunas(_ partes: [(String, Int)], _ q: inout Quadro, _ r: Retangulo, estilo: Estilo) {
        var x = r.x
        for (i, (texto, w)) in partes.enumerated() {
            let larg = i == partes.count - 1 ? r.fimX - x : min(w, r.fimX - x)
            guard larg > 0 else { break }
            q.escrever(texto, x: x, y: r.y, limite: larg, estilo: estilo)
            x += larg + 1
        }
    }

    /// Pares rótulo: valor dentro de uma caixa.
    static func pares(_ itens: [(String, String, Estilo)], _ q: inout Quadro, _ r: Retangulo, rotulo: Int = 12) {
        var y = r.y
        for (k, v, e) in itens {
            guard y < r.fimY else { break }
            if k.isEmpty {  // continuação do item de cima, alinhada com os valores
                y += q.paragrafo(v, em: Retangulo(x: r.x + rotulo, y: y, largura: r.largura - rotulo - 1, altura: r.fimY - y), estilo: e)
                continue
            }
            q.escrever(k, x: r.x, y: y, limite: rotulo, estilo: .suave)
            // valor longo quebra em linhas (até 2) em vez de sumir numa reticência
            let linhas = Texto.quebrar(v, largura: max(1, r.largura - rotulo - 1))
            let cabem = min(linhas.count, 2, r.fimY - y)
            for (i, l) in linhas.prefix(cabem).enumerated() {
                let texto = i == cabem - 1 && linhas.count > cabem ? linhas[i...].joined(separator: " ") : l
                q.escrever(texto, x: r.x + rotulo, y: y + i, limite: r.largura - rotulo, estilo: e)
            }
            y += max(1, cabem)
        }
    }

    static func desenharDialogo(_ d: Dialogo, _ q: inout Quadro, _ area: Retangulo) {
        let largura = min(64, area.largura - 2)
        let titulo: String, linhas: [String], rodape: String
        var campo: (String, String)?
        switch d {
        case .simNao(let t, let l, _):
            titulo = t; linhas = l; rodape = Teclas.dialogoSimNao.rodape
        case .texto(let t, let l, let rot, let valor, _):
            titulo = t; linhas = l; rodape = Teclas.dialogoTexto.rodape; campo = (rot, valor)
        case .aviso(let t, let l):
            titulo = t; linhas = l; rodape = Teclas.dialogoAviso.rodape
        }
        let extra = (campo == nil ? 0 : 2) + 4  // bordas, rodapé e o campo têm prioridade sobre o texto
        var texto = linhas.flatMap { Texto.quebrar($0, largura: largura - 4) }
        if texto.count > area.altura - extra {
            texto = Array(texto.prefix(max(0, area.altura - extra)))
            if let u = texto.popLast() { texto.append(Texto.cortado(u + " …", largura - 4)) }
        }
        let altura = min(area.altura, texto.count + extra)
        let r = Retangulo(x: area.x + (area.largura - largura) / 2, y: area.y + max(0, (area.altura - altura) / 2), largura: largura, altura: altura)
        q.preencher(r)
        q.caixa(r, titulo: titulo)
        let dentro = r.recuado(1).cortarEsquerda(1).1
        var y = dentro.y
        for l in texto where y < dentro.fimY - 1 { q.escrever(l, x: dentro.x, y: y, limite: dentro.largura - 1); y += 1 }
        if let (rot, valor) = campo, y + 1 < dentro.fimY {
            y += 1
            let w = q.escrever("\(rot): ", x: dentro.x, y: y, limite: dentro.largura - 1, estilo: .negrito)
            let espaco = dentro.largura - 1 - w
            // mostra o fim do que foi digitado, com cursor
            var mostrado = valor + "▏"
            while Largura.de(mostrado) > espaco, !mostrado.isEmpty { mostrado.removeFirst() }
            q.escrever(Texto.ajustado(mostrado, espaco), x: dentro.x + w, y: y, limite: espaco, estilo: Estilo(.sublinhado))
        }
        q.escrever(rodape, em: Retangulo(x: dentro.x, y: r.fimY - 2, largura: dentro.largura - 1, altura: 1), alinhamento: .direita, estilo: .suave)
    }

    /// Linhas da ajuda: as da tabela, com "1".."4" juntas numa linha só.
    static func linhasDaAjuda(_ t: TabelaDeTeclas<Comando>) -> [(tecla: String, descricao: String)] {
        var r: [(tecla: String, descricao: String)] = []
        var telas: [String] = []
        for a in t.atalhos {
            if case .irPara = a.acao { telas.append(a.rotulo); continue }
            if !telas.isEmpty { r.append(("\(telas.first!)–\(telas.last!)", "ir para a tela (ordem das abas)")); telas = [] }
            r.append((a.rotulo, a.descricao))
        }
        if !telas.isEmpty { r.append(("\(telas.first!)–\(telas.last!)", "ir para a tela (ordem das abas)")) }
        return r
    }

    static func desenharAjuda(_ t: TabelaDeTeclas<Comando>, _ q: inout Quadro, _ area: Retangulo) {
        let itens = linhasDaAjuda(t)
        let largura = min(area.largura - 2, 60)
        let cabeEmColunas = itens.count + 3 <= area.altura
        // Terminal baixo: a mesma tabela em texto corrido, para caber inteira.
        let corrido = Texto.quebrar(itens.map { "\($0.tecla) \($0.descricao)" }.joined(separator: " · "), largura: largura - 4)
        let altura = min(area.altura, (cabeEmColunas ? itens.count : corrido.count) + 3)
        let r = Retangulo(x: area.x + (area.largura - largura) / 2, y: area.y + max(0, (area.altura - altura) / 2), largura: largura, altura: altura)
        q.preencher(r)
        q.caixa(r, titulo: "Ajuda — \(t.nome)")
        let dentro = r.recuado(1)
        let cabem = max(0, dentro.altura - 1)
        if cabeEmColunas {
            let colTecla = 12
            for (i, item) in itens.enumerated() {
                q.escrever(item.tecla, x: dentro.x + 1, y: dentro.y + i, limite: colTecla - 1, estilo: .negrito)
                q.escrever(item.descricao, x: dentro.x + 1 + colTecla, y: dentro.y + i, limite: dentro.largura - colTecla - 2)
            }
        } else {
            for (i, l) in corrido.prefix(cabem).enumerated() {
                q.escrever(l, x: dentro.x + 1, y: dentro.y + i, limite: dentro.largura - 2)
            }
        }
        q.escrever("qualquer tecla fecha", em: Retangulo(x: dentro.x + 1, y: dentro.fimY - 1, largura: dentro.largura - 2, altura: 1), alinhamento: .direita, estilo: .suave)
    }
}
