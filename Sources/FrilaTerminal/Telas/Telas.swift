import Foundation
import FrilaApresentacao
import FrilaDominio

/// Desenho das telas: funções puras (modelo, tamanho) -> Quadro.
public enum Telas {
    /// Abaixo disto a tela vira uma mensagem pedindo um terminal maior.
    public static let minimo = Tamanho(largura: 40, altura: 12)

    /// Abaixo do mínimo só a mensagem aparece (e as teclas, fora `q`, não agem).
    public static func pequenaDemais(_ t: Tamanho) -> Bool { t.largura < minimo.largura || t.altura < minimo.altura }

    public static func desenhar(_ m: ModeloApp, _ t: Tamanho) -> Quadro {
        var q = Quadro(t)
        guard !pequenaDemais(t) else {
            let msg = Textos.Telas.terminalPequeno(t.largura, t.altura, minimo.largura, minimo.altura)
            let linhas = Texto.quebrar(msg, largura: t.largura)
            let y0 = max(0, (t.altura - linhas.count) / 2)
            for (i, l) in linhas.enumerated() { q.escrever(l, em: q.area.linha(y0 + i), alinhamento: .centro, estilo: .aviso) }
            return q
        }
        let (topo, resto) = q.area.cortarTopo(1)
        let (corpo, base) = resto.cortarBase(2)
        abas(m, &q, topo)
        switch m.tela {
        case .login:
            if let c = m.cadastro { TelaCadastro.desenhar(c, &q, corpo) } else { TelaLogin.desenhar(m, &q, corpo) }
        case .pagina(let p):
            if let desenharOModo = m.registro.modo(m)?.desenhar {
                desenharOModo(m, &q, corpo)
            } else {
                m.registro.registro(p).desenhar(m, &q, corpo)
            }
        }
        // O banner (vaga nova, aviso) vale em toda página e toma a linha do rodapé, nunca uma do
        // corpo: chegando a qualquer hora, não empurra a lista debaixo do mouse (o clique cai na
        // linha que se vê). Num modo (formulário) ou diálogo, o rodapé é o deles.
        if let b = m.banner, case .pagina = m.tela, m.registro.modo(m) == nil, m.dialogo == nil {
            desenharBanner(b, tabela: tabelaAtual(m), &q, base.linha(0))
        } else {
            q.escrever(rodape(m, largura: base.largura, corpo: corpo), em: base.linha(0), estilo: .suave)
        }
        linhaDeStatus(m, &q, base.linha(1))
        if let d = m.dialogo { desenharDialogo(d, erro: m.erroNoDialogo, rolagem: m.rolagemDoDialogo, &q, corpo) }
        // a ajuda cobre o corpo e o rodapé, nunca a linha de status
        if m.ajudaAberta { desenharAjuda(tabelaAtual(m), paginas: m.paginas.count, extras: extrasDaAjuda(m), rolagem: m.rolagem, &q, areaDosPaineis(t)) }
        if m.historicoAberto { desenharHistorico(m, &q, areaDosPaineis(t)) }
        return q
    }

    /// "★ Vaga nova…" e, à direita quando cabe inteira com o começo do texto, "v ver · f fechar".
    static func desenharBanner(_ b: String, tabela: TabelaDeTeclas<ComandoDaTela>, _ q: inout Quadro, _ linha: Retangulo) {
        // As teclas que a tabela desta página dá à faixa (nas Vagas o v é do recorte: V).
        func tecla(_ c: ComandoProprio) -> String { tabela.atalhos.first { $0.acao == .daPagina(c) }?.teclas.first?.description ?? "" }
        let dica = Textos.Caixa.dicaDaFaixa(ver: tecla(.verFaixa), fechar: tecla(.fecharFaixa))
        let comDica = linha.largura >= Largura.de(dica) + 30
        let texto = comDica ? linha.cortarEsquerda(linha.largura - Largura.de(dica) - 1).0 : linha
        q.escrever("★ \(b)", em: texto, estilo: Estilo(.negrito, cor: .destaque))
        if comDica { q.escrever(dica, x: linha.fimX - Largura.de(dica), y: linha.y, limite: Largura.de(dica), estilo: .suave) }
    }

    /// "Garçom sex 04/12 · Bar do Cerrado": de qual turno é uma ação da fila, pelo que está
    /// carregado (turnos do profissional, vagas e pendências do contratante).
    static func nomeDoTurno(_ m: ModeloApp, _ id: UUID) -> String? {
        let candidatos = turnosCarregados(m)
        guard let t = candidatos.first(where: { $0.id == id }) else { return nil }
        return Textos.nomeDoTurno(t, quemLe: m.conta?.perfil ?? .profissional)
    }

    /// Todo turno que alguma página carregou (turnos do profissional; pendências, atrasos e
    /// vagas do contratante).
    static func turnosCarregados(_ m: ModeloApp) -> [Turno] { m.registro.todas.flatMap { $0.turnos(m) } }

    /// Quem ou o quê uma ação atingiu, pelo que está carregado: o desfecho diz "Bar do Cerrado
    /// bloqueado", não "Bloqueado.". nil quando a tela não sabe (a frase fica a genérica).
    static func nomeDoAlvo(_ m: ModeloApp, _ a: AcaoDaPessoa) -> String? {
        if let n = m.registro.todas.lazy.compactMap({ $0.nomeDoAlvo(m, a) }).first { return n }
        let turnos = turnosCarregados(m)
        switch a {
        case .avaliar(let t, _), .cancelarTurno(let t, _, _), .dispensarRecusada(let t), .retentar(let t):
            return nomeDoTurno(m, t)
        case .bloquear(let conta), .desbloquear(let conta):
            // O profissional bloqueia pelo id do estabelecimento (RF26); a conta de quem publicou também vale.
            return turnos.first { $0.estabelecimento.id == conta || $0.estabelecimento.contaId == conta }?.estabelecimento.nome
                ?? turnos.compactMap(\.profissional).first { $0.id == conta }?.nome
        case .incluirNaEquipe(let p), .removerDaEquipe(let p):
            return turnos.compactMap(\.profissional).first { $0.id == p }?.nome
        default:
            return nil
        }
    }

    /// O operador não vê (rodapé, ajuda) as teclas do que só o administrador faz; apertadas,
    /// elas ainda respondem, dizendo por quê (`ModeloApp.porQueNao`).
    static func semOQueOPapelNaoFaz(_ t: TabelaDeTeclas<ComandoDaTela>, _ m: ModeloApp) -> TabelaDeTeclas<ComandoDaTela> {
        let papel = m.papel
        let fica = t.atalhos.filter { a in a.acao.acaoDoAdministrador.flatMap { PapelDoMembro.impedimento(papel, $0) } == nil }
        return fica.count == t.atalhos.count ? t : TabelaDeTeclas(t.nome, fica)
    }

    /// A tabela de teclas em vigor (a ajuda e o rodapé saem dela).
    public static func tabelaAtual(_ m: ModeloApp) -> TabelaDeTeclas<ComandoDaTela> {
        switch m.tela {
        case .login:
            if let c = m.cadastro { return c.perguntandoDescarte ? Teclas.dialogoSimNao : Teclas.cadastro }
            return Teclas.login
        case .pagina(let p):
            if let modo = m.registro.modo(m) { return modo.tabela }
            return semOQueOPapelNaoFaz(m.registro.registro(p).tabela(contratante: m.conta?.perfil == .contratante), m)
        }
    }

    /// O rodapé, da tabela em vigor: as teclas de sempre e as que podem agir na seleção de
    /// agora. O que não cabe na largura sai (primeiro as gerais, depois do fim), menos o `?`,
    /// que lista todas.
    static func rodape(_ m: ModeloApp, largura: Int, corpo: Retangulo? = nil) -> String {
        // Com um diálogo aberto, as teclas são as dele (a lista de trás não age).
        if let d = m.dialogo {
            let transborda = corpo.map { textoDoDialogo(d, erro: m.erroNoDialogo, area: $0).transborda } ?? false
            let itens = tabelaDoDialogo(d).rodape(podeAgir: { c in if case .rolar = c { transborda } else { true } })
            return Texto.cortado(itens.map(\.textoDoRodape).joined(separator: separadorDoRodape), largura)
        }
        var itens = tabelaAtual(m).rodape(podeAgir: { c in
            if case .rolar = c { return false }  // só o diálogo rola por tecla do rodapé (acima)
            guard let p = paginaComTabelaPropria(m) else { return true }
            return m.porQueNao(c, em: p, carregou: m.conta != nil) == nil && m.semRedeAgora(c, em: p) == nil
        })
        // Offline forçado, o `r` não alcança o servidor: no lugar dele, a tecla que volta à rede.
        if m.offlineForcado, let i = itens.firstIndex(where: { $0.acao == .atualizar }) { itens[i] = Teclas.voltarARede }
        func texto(_ sep: String = separadorDoRodape) -> String { itens.map(\.textoDoRodape).joined(separator: sep) }
        let gerais: [ComandoDaTela] = [.atualizar, .sair, .sairJa, .alternarOffline, .mensagens]
        // Sem espaço, sai primeiro o que não age na seleção (as gerais, depois as de sempre); as
        // que agem nela (`.quandoAge`) ficam, com o separador apertado se preciso; o `?` nunca sai.
        // Sem página (formulário, login, lista do perfil) não há seleção: sai do fim para o começo.
        let semSelecao = paginaComTabelaPropria(m) == nil
        let naoAgem: [(Atalho<ComandoDaTela>) -> Bool] = [{ gerais.contains($0.acao) },
                                                          { !semSelecao && $0.rodape == .sempre && $0.acao != .ajuda }]
        for naoAge in naoAgem {
            while Largura.de(texto()) > largura, let i = itens.lastIndex(where: naoAge) { itens.remove(at: i) }
        }
        if Largura.de(texto()) <= largura { return texto() }
        while Largura.de(texto(separadorApertado)) > largura, itens.count > 1,
              let i = itens.lastIndex(where: { $0.acao != .ajuda }) {
            itens.remove(at: i)
        }
        return Largura.de(texto()) <= largura ? texto() : texto(separadorApertado)
    }

    static let separadorDoRodape = " · "
    /// Em 40 colunas, o que separa as teclas quando o normal tiraria uma que age na seleção.
    static let separadorApertado = "·"

    /// A página cuja tabela está em vigor (nil: formulário, filtro, lista do perfil, login).
    static func paginaComTabelaPropria(_ m: ModeloApp) -> Pagina? {
        guard case .pagina(let p) = m.tela, m.registro.modo(m) == nil else { return nil }
        return p
    }

    /// O que a barra de abas guarda, à direita, para a idade dos dados.
    static let lugarDaIdade = 24

    static func abas(_ m: ModeloApp, _ q: inout Quadro, _ r: Retangulo) {
        q.preencher(r, estilo: .inverso)
        let marca = " frila "
        // Estreita, ou abas demais para caber com a idade dos dados ("dados há 2 min", ~24 colunas):
        // os títulos curtos.
        let inteiros = m.paginas.enumerated().reduce(0) { $0 + Largura.de(" \($1.offset + 1) \(m.registro.registro($1.element).titulo) ") }
        let estreito = r.largura < 60
        let curtos = estreito || Largura.de(marca) + inteiros > r.largura - Self.lugarDaIdade
        let rotulos = rotulosDasAbas(m, largura: r.largura - Largura.de(marca), curtos: curtos)
        var x = r.x
        if Largura.de(marca) + rotulos.reduce(0, { $0 + Largura.de($1) }) <= r.largura {
            x += q.escrever(marca, x: r.x, y: r.y, estilo: .selecionado)
        }
        for (i, p) in m.paginas.enumerated() {
            let ativo = m.pagina == p
            let usadas = q.escrever(rotulos[i], x: x, y: r.y, limite: r.fimX - x, estilo: ativo ? Estilo(.negrito) : .inverso)
            q.marcar(Retangulo(x: x, y: r.y, largura: usadas, altura: 1), .aba(i))
            x += usadas
        }
        if let c = m.conta, !estreito {
            // Cabe o que der, nesta ordem: idade e nome, só a idade (o que mais importa), só o nome.
            let idade = m.pagina.flatMap { m.carregadoEm[$0] }.map { Textos.Telas.idadeDosDados(Formatacao.idade(m.agora.timeIntervalSince($0))) }
            let opcoes = [idade.map { " \($0) · \(c.nome) " }, idade.map { " \($0) " }, " \(c.nome) "].compactMap { $0 }
            if let quem = opcoes.first(where: { r.fimX - Largura.de($0) > x + 1 }) {
                q.escrever(quem, x: r.fimX - Largura.de(quem), y: r.y, estilo: .inverso)
            }
        }

    }

    /// O rótulo de cada aba, do mais completo ao mais curto que cabe em `largura`: toda aba fica
    /// à vista com a tecla dela (nunca "4 …" escondendo as de depois). Os títulos; só os números
    /// com o título da aba atual ("1  2 Turnos  3  4  5"), inteiro ou curto; só os números.
    static func rotulosDasAbas(_ m: ModeloApp, largura: Int, curtos: Bool) -> [String] {
        let regs = m.paginas.map { m.registro.registro($0) }
        let opcoes: [[String]] = [
            regs.enumerated().map { " \($0.offset + 1) \(curtos ? $0.element.tituloCurto : $0.element.titulo) " },
            regs.enumerated().map { m.pagina == $0.element.pagina ? " \($0.offset + 1) \($0.element.titulo) " : " \($0.offset + 1) " },
            regs.enumerated().map { m.pagina == $0.element.pagina ? " \($0.offset + 1) \($0.element.tituloCurto) " : " \($0.offset + 1) " },
            regs.indices.map { " \($0 + 1) " },
        ]
        return opcoes.first { $0.reduce(0) { $0 + Largura.de($1) } <= largura } ?? opcoes[opcoes.count - 1]
    }

    /// Sempre visível: perfil, conectividade, fila e a última mensagem.
    static func linhaDeStatus(_ m: ModeloApp, _ q: inout Quadro, _ r: Retangulo) {
        var x = r.x
        // Estreita e com mensagem, o estado encolhe a um sinal ("● fila 2 │ …"): a mensagem é o
        // que se precisa ler (e `m` a tem inteira).
        let compacto = m.mensagem != nil && r.largura < 60
        if !compacto {
            let perfil = m.conta.map { Formatacao.perfilCurto($0.perfil) } ?? Textos.Telas.semSessao
            x += q.escrever("[\(perfil)] ", x: x, y: r.y, limite: r.fimX - x, estilo: .negrito)
        }
        if m.conectado {
            x += q.escrever(compacto ? "●" : "● online", x: x, y: r.y, limite: r.fimX - x, estilo: .sucesso)
        } else {
            x += q.escrever(compacto ? "○" : (m.offlineForcado ? Textos.Telas.offlineForcado : "○ offline"), x: x, y: r.y, limite: r.fimX - x, estilo: .aviso)
        }
        var fila = compacto && m.fila.pendentes == 0 && m.fila.rejeitadas == 0 ? "" : Textos.Telas.fila(m.fila.pendentes)
        if compacto, !fila.isEmpty { fila = Textos.Telas.filaCompacta(m.fila.pendentes) }
        if m.fila.rejeitadas > 0 { fila += compacto ? " (\(m.fila.rejeitadas) ✗)" : " (\(Textos.recusadas(m.fila.rejeitadas)))" }
        x += q.escrever(fila, x: x, y: r.y, limite: r.fimX - x)
        if let msg = m.mensagem, r.fimX - x > 4 {
            x += q.escrever(" │ ", x: x, y: r.y, limite: r.fimX - x, estilo: .suave)
            let estilo: Estilo = msg.tipo == .erro ? .erro : (msg.tipo == .sucesso ? .sucesso : .normal)
            x += q.escrever(msg.texto, x: x, y: r.y, limite: r.fimX - x, estilo: estilo)
        }
        // Tempo real, no canto direito e só se sobra lugar: a mensagem vem antes (só online:
        // offline, o "○ offline" já diz tudo).
        if let estado = m.tempoReal, m.conectado {
            let tr = estado.texto
            let largura = Largura.de(tr)
            if r.fimX - x >= largura + 2 {
                q.escrever(tr, x: r.fimX - largura, y: r.y, limite: largura, estilo: estado == .aoVivo ? .sucesso : .aviso)
            }
        }
    }

    /// Área de uma EstadoTela que não é conteúdo: carregando, vazio ou erro.
    /// `offlineForcado`: o `r` não alcança o servidor; a dica aponta o `o`, que volta para a rede.
    static func estadoNaoConteudo<T>(_ e: EstadoTela<T>, _ q: inout Quadro, _ r: Retangulo, carregando: String,
                                     offlineForcado: Bool = false) -> Bool {
        guard !r.vazio else { return true }
        let recuo = r.altura >= 8 ? 2 : 0  // em telas baixas a mensagem vem primeiro
        let meio = Retangulo(x: r.x + 1, y: r.y + recuo, largura: r.largura - 2, altura: r.altura - recuo)
        switch e {
        case .conteudo: return false
        case .carregando:
            q.escrever(carregando, em: meio.linha(0), alinhamento: .centro, estilo: .suave)
        case .vazio(let msg):
            q.paragrafo(msg, em: meio)
        case .erro(let e):
            let msg = e.frase
            let n = q.paragrafo(msg, em: meio, estilo: Estilo(.negrito, cor: .erro))
            let dica = offlineForcado ? Textos.Telas.oVoltaParaARede : Textos.Telas.rTentaDeNovo
            if n + 2 <= meio.altura { q.escrever(dica, x: meio.x, y: meio.y + n + 1, limite: meio.largura, estilo: .suave) }
        }
        return true
    }

    /// Lista rolável: desenha as linhas visíveis mantendo a selecionada à vista.
    /// Lista em cima e detalhe embaixo quando a área é alta o bastante; numa área baixa o
    /// detalhe aberto toma a área inteira, e fechado some.
    static func listaEDetalhe(_ corpo: Retangulo, alturaDetalhe: Int, detalheAberto: Bool) -> (Retangulo, Retangulo?) {
        if corpo.altura >= 16 {
            // Aberto (Enter), o detalhe cresce e a lista fica com poucas linhas: em tela
            // grande o Enter também muda algo visível.
            if detalheAberto { return corpo.cortarTopo(min(5, corpo.altura / 4)) }
            return corpo.cortarBase(alturaDetalhe)
        }
        if detalheAberto { return (Retangulo(x: 0, y: 0, largura: 0, altura: 0), corpo) }
        return (corpo, nil)
    }

    /// `indiceDoAlvo`: o índice da primeira linha desta lista na seleção da página (uma página com duas listas numa seleção só).
    static func lista(_ total: Int, selecionado: Int, _ q: inout Quadro, _ r: Retangulo, indiceDoAlvo: Int = 0,
                      linha: (Int, Retangulo, Bool, inout Quadro) -> Void) {
        guard r.altura > 0, total > 0 else { return }
        q.marcar(r, .lista)
        let sel = min(max(0, selecionado), total - 1)
        let inicio = max(0, min(sel - r.altura / 2, total - r.altura))
        let rola = total > r.altura
        for i in 0..<min(r.altura, total - inicio) {
            let idx = inicio + i
            var lr = r.linha(i)
            q.marcar(lr, .linha(indiceDoAlvo + idx))
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

    /// Teto de linhas de um conteúdo que rola (um detalhe, o Perfil): o que passar disto não se vê.
    static let tetoDaRolagem = 80

    /// Desenha `conteudo` num quadro alto e mostra em `r` a janela que começa em `rolagem`;
    /// quando não cabe, a última coluna diz que há mais (▲ ▼). Devolve (total, início).
    @discardableResult
    static func rolando(_ q: inout Quadro, _ r: Retangulo, rolagem: Int, _ conteudo: (inout Quadro, Retangulo) -> Void) -> (total: Int, inicio: Int) {
        guard !r.vazio else { return (0, 0) }
        // Primeiro num quadro só uma linha mais alto que o que se vê: se o conteúdo acaba antes
        // da última linha dele, o desenho e o total são os mesmos do quadro do teto, sem
        // alocar (e escrever) 80 linhas a cada quadro; se chega nela, de novo no teto.
        let curta = min(tetoDaRolagem, max(0, rolagem) + r.altura + 1)
        func desenhado(_ largura: Int) -> (Quadro, Int) {
            func em(_ altura: Int) -> (Quadro, Int) {
                var v = Quadro(largura: largura, altura: altura)
                conteudo(&v, v.area)
                let usadas = (0..<altura).last { y in (0..<largura).contains { v[$0, y] != .branca } }.map { $0 + 1 } ?? 0
                return (v, usadas)
            }
            let (v, usadas) = em(curta)
            return usadas < curta ? (v, usadas) : em(tetoDaRolagem)
        }
        var (v, total) = desenhado(r.largura)
        let rola = total > r.altura
        if rola, r.largura > 1 { (v, total) = desenhado(r.largura - 1) }  // a última coluna é do indicador
        let inicio = min(max(0, rolagem), max(0, total - r.altura))
        for y in 0..<min(r.altura, max(0, total - inicio)) {
            for x in 0..<v.tamanho.largura { q.por(v[x, inicio + y], x: r.x + x, y: r.y + y) }
        }
        if rola {
            if inicio > 0 { q.escrever("▲", x: r.fimX - 1, y: r.y, estilo: .suave) }
            if inicio + r.altura < total { q.escrever("▼", x: r.fimX - 1, y: r.fimY - 1, estilo: .suave) }
        }
        return (total, inicio)
    }

    /// Até onde J/K deixa rolar: o que sobra no tamanho mínimo (40×12), onde mais se corta;
    /// num terminal maior o desenho limita de novo ao que falta ver.
    static func rolagemMaxima(_ m: ModeloApp) -> Int {
        // abas, rodapé (ou o banner, no lugar dele) e linha de status
        let corpo = minimo.altura - 3
        guard let p = m.pagina, let r = m.registro.todas.first(where: { $0.pagina == p }) else { return 0 }
        return r.rolagemMaxima(m, corpo)
    }

    /// Na borda de baixo de uma caixa que rola: "3–9/14 J/K".
    static func marcaDeRolagem(_ q: inout Quadro, caixa: Retangulo, visiveis: Int, _ r: (total: Int, inicio: Int)) {
        guard r.total > visiveis, caixa.altura > 2 else { return }
        let marca = Textos.Telas.marcaDeRolagem(r.inicio + 1, min(r.total, r.inicio + visiveis), r.total)
        q.escrever(marca, x: max(caixa.x + 1, caixa.fimX - 1 - Largura.de(marca)), y: caixa.fimY - 1, limite: caixa.largura - 2, estilo: .suave)
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
    /// `maxLinhas`: quantas linhas um valor longo ocupa antes da reticência (onde a área
    /// rola, o valor inteiro).
    static func pares(_ itens: [(String, String, Estilo)], _ q: inout Quadro, _ r: Retangulo, rotulo: Int = 12, maxLinhas: Int = 2) {
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
            let cabem = min(linhas.count, maxLinhas, r.fimY - y)
            for (i, l) in linhas.prefix(cabem).enumerated() {
                let texto = i == cabem - 1 && linhas.count > cabem ? linhas[i...].joined(separator: " ") : l
                q.escrever(texto, x: r.x + rotulo, y: y + i, limite: r.largura - rotulo, estilo: e)
            }
            y += max(1, cabem)
        }
    }

    static func tabelaDoDialogo(_ d: Dialogo) -> TabelaDeTeclas<ComandoDaTela> {
        switch d {
        case .simNao: Teclas.dialogoSimNao
        case .texto: Teclas.dialogoTexto
        case .aviso: Teclas.dialogoAviso
        }
    }

    static func larguraDoDialogo(_ area: Retangulo) -> Int { min(64, area.largura - 2) }

    /// O texto do diálogo quebrado na largura dele, e quantas linhas cabem acima do campo:
    /// campo, erro, bordas e rodapé têm prioridade; o resto rola (PgDn/PgUp), nunca some.
    static func textoDoDialogo(_ d: Dialogo, erro: String?, area: Retangulo) -> (linhas: [String], cabem: Int, extra: Int, transborda: Bool) {
        let largura = larguraDoDialogo(area)
        let linhas: [String], campo: Bool
        switch d {
        case .simNao(_, let l, _): linhas = l; campo = false
        case .texto(_, let l, _, _, _): linhas = l; campo = true
        case .aviso(_, let l): linhas = l; campo = false
        }
        let linhasDoErro = campo ? (erro.map { Texto.quebrar($0, largura: largura - 4) } ?? []) : []
        let extra = (campo ? 2 : 0) + linhasDoErro.count + 4
        let texto = linhas.flatMap { Texto.quebrar($0, largura: largura - 4) }
        let cabem = max(1, area.altura - extra)
        return (texto, cabem, extra, texto.count > cabem)
    }

    static func desenharDialogo(_ d: Dialogo, erro: String? = nil, rolagem: Int = 0, _ q: inout Quadro, _ area: Retangulo) {
        let largura = larguraDoDialogo(area)
        let titulo: String
        var campo: (String, String)?
        switch d {
        case .simNao(let t, _, _): titulo = t
        case .texto(let t, _, let rot, let valor, _): titulo = t; campo = (rot, valor)
        case .aviso(let t, _): titulo = t
        }
        let rodape = tabelaDoDialogo(d).rodape(podeAgir: { _ in false }).map(\.textoDoRodape).joined(separator: separadorDoRodape)
        // O erro de um campo, quebrado e inteiro, logo abaixo dele.
        let linhasDoErro = campo == nil ? [] : (erro.map { Texto.quebrar($0, largura: largura - 4) } ?? [])
        let (todas, cabem, extra, transborda) = textoDoDialogo(d, erro: erro, area: area)
        let inicio = transborda ? min(rolagem, todas.count - cabem) : 0
        let texto = transborda ? Array(todas[inicio..<(inicio + cabem)]) : todas
        let altura = min(area.altura, texto.count + extra)
        let r = Retangulo(x: area.x + (area.largura - largura) / 2, y: area.y + max(0, (area.altura - altura) / 2), largura: largura, altura: altura)
        q.preencher(r)
        q.marcar(area, .sobreposicao)
        q.caixa(r, titulo: titulo)
        let dentro = r.recuado(1).cortarEsquerda(1).1
        var y = dentro.y
        for l in texto where y < dentro.fimY - 1 { q.escrever(l, x: dentro.x, y: y, limite: dentro.largura - 1); y += 1 }
        if transborda {
            if inicio > 0 { q.escrever("▲", x: dentro.fimX - 1, y: dentro.y, estilo: .suave) }
            if inicio + cabem < todas.count { q.escrever("▼", x: dentro.fimX - 1, y: dentro.y + cabem - 1, estilo: .suave) }
        }
        if let (rot, valor) = campo, y + 1 < dentro.fimY {
            y += 1
            let w = q.escrever("\(rot): ", x: dentro.x, y: y, limite: dentro.largura - 1, estilo: .negrito)
            let espaco = dentro.largura - 1 - w
            // mostra o fim do que foi digitado, com cursor
            var mostrado = valor + "▏"
            while Largura.de(mostrado) > espaco, !mostrado.isEmpty { mostrado.removeFirst() }
            q.escrever(Texto.ajustado(mostrado, espaco), x: dentro.x + w, y: y, limite: espaco, estilo: Estilo(.sublinhado))
            for l in linhasDoErro where y + 1 < dentro.fimY - 1 {
                y += 1
                q.escrever(l, x: dentro.x, y: y, limite: dentro.largura - 1, estilo: Estilo(.negrito, cor: .erro))
            }
        }
        let rodapeDaCaixa = tabelaDoDialogo(d).rodape(podeAgir: { c in if case .rolar = c { transborda } else { true } })
            .map(\.textoDoRodape).joined(separator: separadorDoRodape)
        q.escrever(Largura.de(rodapeDaCaixa) <= dentro.largura - 1 ? rodapeDaCaixa : rodape,
                   em: Retangulo(x: dentro.x, y: r.fimY - 2, largura: dentro.largura - 1, altura: 1), alinhamento: .direita, estilo: .suave)
    }

    /// Linhas da ajuda: as da tabela, com "1".."n" juntas numa linha só, só as abas que existem.
    static func linhasDaAjuda(_ t: TabelaDeTeclas<ComandoDaTela>, paginas: Int) -> [(tecla: String, descricao: String)] {
        var r: [(tecla: String, descricao: String)] = []
        var telas: [String] = []
        for a in t.atalhos {
            if case .irPara(let i) = a.acao {
                if i < paginas { telas.append(a.rotulo) }
                continue
            }
            if !telas.isEmpty { r.append(("\(telas.first!)–\(telas.last!)", Textos.Telas.irParaATela)); telas = [] }
            r.append((a.rotulo, a.descricao))
        }
        if !telas.isEmpty { r.append(("\(telas.first!)–\(telas.last!)", Textos.Telas.irParaATela)) }
        return r
    }

    /// Painel de leitura que rola (ajuda, mensagens): caixa centrada, `linhas` a partir de
    /// `rolagem`, e no pé onde se está e como sair.
    static func painel(_ titulo: String, _ linhas: [(String, String, Estilo)], colunaEsquerda: Int, rolagem: Int,
                       _ q: inout Quadro, _ area: Retangulo, largura maxima: Int) {
        let largura = min(area.largura - 2, maxima)
        let altura = min(area.altura, linhas.count + 3)
        let r = Retangulo(x: area.x + (area.largura - largura) / 2, y: area.y + max(0, (area.altura - altura) / 2), largura: largura, altura: altura)
        q.preencher(r)
        q.marcar(area, .sobreposicao)
        q.caixa(r, titulo: titulo)
        let dentro = r.recuado(1)
        let cabem = max(1, dentro.altura - 1)
        let inicio = min(max(0, rolagem), max(0, linhas.count - cabem))
        for (i, l) in linhas.dropFirst(inicio).prefix(cabem).enumerated() {
            q.escrever(l.0, x: dentro.x + 1, y: dentro.y + i, limite: colunaEsquerda - 1, estilo: .negrito)
            q.escrever(l.1, x: dentro.x + 1 + colunaEsquerda, y: dentro.y + i, limite: dentro.largura - colunaEsquerda - 2, estilo: l.2)
        }
        let pe = linhas.count > cabem ? Textos.Telas.rodapeDoPainel(inicio + 1, min(linhas.count, inicio + cabem), linhas.count)
                                      : Textos.Telas.qualquerTeclaFecha
        q.escrever(pe, em: Retangulo(x: dentro.x + 1, y: dentro.fimY - 1, largura: dentro.largura - 2, altura: 1), alinhamento: .direita, estilo: .suave)
    }

    /// A ajuda e o registro cobrem o corpo e o rodapé, nunca a linha de status.
    static func areaDosPaineis(_ t: Tamanho) -> Retangulo {
        Retangulo(x: 0, y: 1, largura: t.largura, altura: max(0, t.altura - 2))
    }

    static let colunaDaAjuda = 12
    static let larguraDaAjuda = 60
    static let larguraDoHistorico = 100

    /// As linhas da ajuda com cada descrição quebrada na largura do painel: tudo se lê inteiro (a ajuda rola).
    /// `extras`: depois das teclas, o que a tela explica além delas (os campos do formulário).
    static func linhasDaAjuda(_ t: TabelaDeTeclas<ComandoDaTela>, paginas: Int, largura: Int,
                              extras: [(String, String)] = []) -> [(String, String, Estilo)] {
        let w = max(8, largura - colunaDaAjuda - 4)  // bordas, margem e a coluna das teclas
        return (linhasDaAjuda(t, paginas: paginas) + extras).flatMap { l in
            let descricao = Texto.quebrar(l.1, largura: w)
            let teclas = quebrarTeclas(l.0, largura: colunaDaAjuda - 1)
            return (0..<max(descricao.count, teclas.count)).map { i in
                (i < teclas.count ? teclas[i] : "", i < descricao.count ? descricao[i] : "", Estilo.normal)
            }
        }
    }

    /// "Tab/Shift-Tab/↑/↓" na coluna das teclas: quebra depois de uma "/", nunca cortada com "…".
    static func quebrarTeclas(_ s: String, largura: Int) -> [String] {
        guard Largura.de(s) > largura, s.count > 1 else { return [s] }
        var linhas: [String] = []
        var atual = ""
        // "/" sozinha é a tecla, não o separador: as partes são o que há entre as barras de "a/b".
        let partes = s.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        for (i, p) in partes.enumerated() {
            let pedaco = p + (i < partes.count - 1 ? "/" : "")
            if !atual.isEmpty, Largura.de(atual + pedaco) > largura { linhas.append(atual); atual = "" }
            atual += pedaco
        }
        if !atual.isEmpty { linhas.append(atual) }
        return linhas
    }

    /// O que o modo da página acrescenta à ajuda (F1), como os campos do formulário de vaga; sem
    /// isso, numa página, o que o mouse faz (clique, roda) — num formulário, o clique não escreve.
    static func extrasDaAjuda(_ m: ModeloApp) -> [(String, String)] {
        let doModo = m.registro.modo(m)?.ajuda ?? []
        guard doModo.isEmpty, let p = m.pagina else { return doModo }
        return m.registro.registro(p).ajuda + Textos.Telas.ajudaDoMouse
    }

    /// Até onde a ajuda ou o registro abertos rolam neste tamanho (G leva até aqui).
    static func rolagemMaximaDoPainel(_ m: ModeloApp, _ t: Tamanho) -> Int {
        let area = areaDosPaineis(t)
        let n: Int
        if m.ajudaAberta {
            n = linhasDaAjuda(tabelaAtual(m), paginas: m.paginas.count, largura: min(area.largura - 2, larguraDaAjuda),
                              extras: extrasDaAjuda(m)).count
        } else if m.historicoAberto {
            n = linhasDoHistorico(m, largura: min(area.largura - 2, larguraDoHistorico)).count
        } else {
            return 0
        }
        let cabem = max(1, min(area.altura, n + 3) - 3)
        return max(0, n - cabem)
    }

    static func desenharAjuda(_ t: TabelaDeTeclas<ComandoDaTela>, paginas: Int = 4, extras: [(String, String)] = [], rolagem: Int = 0,
                              _ q: inout Quadro, _ area: Retangulo) {
        let itens = linhasDaAjuda(t, paginas: paginas, largura: min(area.largura - 2, larguraDaAjuda), extras: extras)
        painel("Ajuda — \(t.nome)", itens, colunaEsquerda: colunaDaAjuda, rolagem: rolagem, &q, area, largura: larguraDaAjuda)
    }

    /// `m`: as mensagens inteiras, a mais nova primeiro, com a hora (as longas quebram).
    static func desenharHistorico(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        let largura = min(area.largura - 2, larguraDoHistorico)
        painel(Textos.Telas.tituloDasMensagens(m.historico.count, ModeloApp.tamanhoDoHistorico), linhasDoHistorico(m, largura: largura), colunaEsquerda: 7,
               rolagem: m.rolagem, &q, area, largura: larguraDoHistorico)
    }

    static func linhasDoHistorico(_ m: ModeloApp, largura: Int) -> [(String, String, Estilo)] {
        var linhas: [(String, String, Estilo)] = []
        for msg in m.historico.reversed() {
            let estilo: Estilo = msg.tipo == .erro ? Estilo(.negrito, cor: .erro) : (msg.tipo == .sucesso ? .sucesso : .normal)
            for (i, l) in Texto.quebrar(msg.texto, largura: max(10, largura - 12)).enumerated() {
                linhas.append((i == 0 ? msg.em.map(Formatacao.hora) ?? "" : "", l, estilo))
            }
        }
        if linhas.isEmpty { linhas = [("", Textos.Telas.nenhumaMensagem, .suave)] }
        return linhas
    }
}
