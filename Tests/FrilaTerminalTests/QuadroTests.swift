import FrilaApresentacao
import Testing
@testable import FrilaTerminal

struct LarguraTests {
    @Test(arguments: [
        ("a", 1), ("ç", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("한", 2), ("\u{1100}\u{1161}", 2),
        ("😀", 2), ("👍🏽", 2), ("❤️", 2), ("🇧🇷", 2), ("👩‍👩‍👧", 2), ("…", 1), ("─", 1), ("\u{200B}", 0), ("ｗ", 2),
    ])
    func larguraDeGrafema(_ s: String, _ esperado: Int) {
        #expect(Largura.de(Character(s)) == esperado)
    }

    @Test func larguraDeTexto() {
        #expect(Largura.de("Garçom") == 6)
        #expect(Largura.de("Não") == 3)
        #expect(Largura.de("日本語 ok") == 9)
        #expect(Largura.de("") == 0)
    }
}

struct QuadroTests {
    @Test func escreveCabendoSemReticencias() {
        var q = Quadro(largura: 10, altura: 1)
        let n = q.escrever("Garçom", x: 0, y: 0)
        #expect(n == 6)
        #expect(q.linha(0) == "Garçom    ")
    }

    @Test func cortaComReticencias() {
        var q = Quadro(largura: 8, altura: 1)
        #expect(q.escrever("Bartender noturno", x: 0, y: 0) == 8)
        #expect(q.linha(0) == "Bartend…")
        var r = Quadro(largura: 12, altura: 1)
        r.escrever("Recepção de evento", x: 2, y: 0, limite: 6)
        #expect(r.linha(0) == "  Recep…    ")
    }

    @Test func largoQueNaoCabeViraEspacoAntesDaReticencia() {
        var q = Quadro(largura: 4, altura: 1)
        q.escrever("a日本語", x: 0, y: 0)
        // "a" + "日" (3 colunas) não deixa espaço para "…" depois de "本": corta em "a日" + "…"
        #expect(q.linha(0) == "a日…")
        #expect(q[1, 0].largura == 2 && q[2, 0].continuacao)
        var r = Quadro(largura: 3, altura: 1)
        r.escrever("日本語", x: 0, y: 0)
        #expect(r.linha(0) == "日…")
        var s = Quadro(largura: 4, altura: 1)
        s.escrever("日本語", x: 0, y: 0)
        #expect(s.linha(0) == "日 …")
    }

    @Test func sobrescreverMetadeDeLargoLimpaAOutra() {
        var q = Quadro(largura: 4, altura: 1)
        q.escrever("日本", x: 0, y: 0)
        q.escrever("x", x: 1, y: 0)
        #expect(q.linha(0) == " x本")
        #expect(!q[0, 0].continuacao && q[0, 0].largura == 1)
    }

    @Test func controlesNuncaChegamAoTerminal() {
        var q = Quadro(largura: 10, altura: 1)
        q.escrever("a\u{1B}[2Jb\u{7}", x: 0, y: 0)
        #expect(q.linha(0) == "a�[2Jb�   ")
    }

    @Test func foraDaGradeNaoQuebra() {
        var q = Quadro(largura: 3, altura: 2)
        #expect(q.escrever("abc", x: 5, y: 0) == 0)
        #expect(q.escrever("abc", x: 0, y: 9) == 0)
        q.escrever("abcdef", x: -2, y: 1)
        #expect(q.linha(1) == "cd…")
        q.caixa(Retangulo(x: -1, y: -1, largura: 10, altura: 10))
        q.preencher(Retangulo(x: 2, y: 1, largura: 50, altura: 50), estilo: .inverso)
        #expect(q[2, 1].estilo == .inverso)
    }

    @Test func caixaComTitulo() {
        var q = Quadro(largura: 12, altura: 3)
        q.caixa(q.area, titulo: "Vaga")
        #expect(q.texto == "┌ Vaga ────┐\n│          │\n└──────────┘")
    }

    @Test func alinhamentoEParagrafo() {
        var q = Quadro(largura: 10, altura: 3)
        q.escrever("ok", em: q.area.linha(0), alinhamento: .direita)
        q.escrever("meio", em: q.area.linha(1), alinhamento: .centro)
        #expect(q.linha(0) == "        ok")
        #expect(q.linha(1) == "   meio   ")
        #expect(Texto.quebrar("Que pena, alguém chegou antes", largura: 12) == ["Que pena,", "alguém", "chegou antes"])
        #expect(Texto.quebrar("supercalifragilístico", largura: 6) == ["super…"])
    }

    @Test func ajustadoCompletaECorta() {
        #expect(Texto.ajustado("ab", 4) == "ab  ")
        #expect(Texto.ajustado("abcdef", 4) == "abc…")
        #expect(Largura.de(Texto.ajustado("日本語", 5)) == 5)
    }

    @Test func layoutDivideSemSobra() {
        let r = Retangulo(x: 0, y: 0, largura: 80, altura: 24)
        let (topo, resto) = r.cortarTopo(1)
        let (meio, base) = resto.cortarBase(2)
        #expect(topo.altura + meio.altura + base.altura == 24)
        #expect(base.y == 22)
        let (esq, dir) = meio.cortarEsquerda(50)
        #expect(esq.largura == 50 && dir.x == 50 && dir.largura == 30)
        #expect(r.cortarTopo(99).1.vazio)
    }
}

struct TeclasTests {
    enum A: Equatable, Sendable { case um, dois, tres }

    @Test func primeiraEntradaVenceEAjudaVemDaTabela() {
        let t = TabelaDeTeclas<A>("teste", [
            Atalho([.caractere("c")], "candidatar", .um, rodape: true),
            Atalho([.caractere("j"), .baixo], "descer", .dois),
        ]).seguidaDe(TabelaDeTeclas("global", [
            Atalho([.caractere("c"), .caractere("q")], "sair", .tres, rodape: true),
        ]))
        #expect(t.acao(para: .caractere("c")) == .um)
        #expect(t.acao(para: .baixo) == .dois)
        #expect(t.acao(para: .caractere("q")) == .tres)
        #expect(t.acao(para: .caractere("z")) == nil)
        #expect(t.teclasRepetidas.isEmpty)
        #expect(t.ajuda.map(\.tecla) == ["c", "j/↓", "q"])
        #expect(t.rodape == "c candidatar · q sair")
    }

    @Test func detectaTeclaRepetida() {
        let t = TabelaDeTeclas<A>("x", [Atalho([.caractere("a")], "a", .um), Atalho([.caractere("a")], "b", .dois)])
        #expect(t.teclasRepetidas == [.caractere("a")])
    }

    @Test(arguments: [(UInt32(3), Tecla.ctrl("c")), (9, .tab), (13, .enter), (10, .enter), (27, .esc), (127, .backspace),
                      (UInt32(("ç" as Unicode.Scalar).value), .caractere("ç")), (0x41, .caractere("A"))])
    func traducaoDeCodigos(_ v: UInt32, _ t: Tecla) {
        #expect(TerminalCurses.traduzir(caractere: v) == t)
    }
}

/// O backend ncurses pinta exatamente `mudancas(desde:)`.
struct DiffTests {
    @Test func semAnteriorPintaTudoMenosContinuacoes() {
        var q = Quadro(largura: 4, altura: 2)
        q.escrever("日a", x: 0, y: 0)
        let m = q.mudancas(desde: nil)
        #expect(m.count == 7)
        #expect(!m.contains { $0 == (1, 0) })
    }

    @Test func soOQueMudou() {
        var a = Quadro(largura: 10, altura: 3)
        a.escrever("Garçom", x: 0, y: 1)
        var b = a
        #expect(b.mudancas(desde: a).isEmpty)
        b.escrever("Garçon", x: 0, y: 1)
        #expect(b.mudancas(desde: a).map { [$0.x, $0.y] } == [[5, 1]])
        var c = a
        c.preencher(Retangulo(x: 0, y: 1, largura: 2, altura: 1), estilo: .inverso)  // só o estilo muda
        #expect(c.mudancas(desde: a).map { [$0.x, $0.y] } == [[0, 1], [1, 1]])
        let d = Quadro(largura: 9, altura: 3)  // tamanho novo: tudo
        #expect(d.mudancas(desde: a).count == 27)
    }

    @Test func largoSobrescritoLimpaAsDuasMetades() {
        var a = Quadro(largura: 4, altura: 1)
        a.escrever("日本", x: 0, y: 0)
        var b = a
        b.escrever("x", x: 1, y: 0)  // "日" vira " x"
        #expect(b.mudancas(desde: a).map(\.x) == [0, 1])
    }
}

/// Texto de quem quer que seja não leva ao terminal, cru, o que não se vê: direção do texto,
/// largura zero, separadores. No grid e no que o modo sem tela imprime (`Texto.limpo`).
struct TextoSemInvisiveisTests {
    @Test(arguments: [
        "Bar\u{202E}odarreC od", "Bar\u{202A}x", "Bar\u{202B}x", "Bar\u{202C}x", "Bar\u{202D}x",
        "Bar\u{2066}x\u{2069}", "Bar\u{2067}x", "Bar\u{2068}x", "Bar\u{200B}do", "Bar\u{200C}do", "a\u{200D}b",
        "Bar\u{200E}do", "Bar\u{200F}do", "Bar\u{2060}do", "\u{FEFF}Bar", "Bar\u{2028}do", "Bar\u{2029}do",
        "Bar\u{00AD}do", "Bar\u{061C}do", "Bar\u{3164}do", "Bar\u{1B}[2Jdo", "Bar\u{85}do",
    ])
    func invisivelViraMarcaVisivel(_ s: String) {
        let limpo = Texto.limpo(s)
        #expect(limpo.contains("�"), "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
        for e in limpo.unicodeScalars {
            let cat = e.properties.generalCategory
            #expect(cat != .format && cat != .lineSeparator && cat != .paragraphSeparator && cat != .control)
        }
        var q = Quadro(largura: 30, altura: 1)
        _ = q.escrever(s, x: 0, y: 0)
        #expect(q.linha(0).contains("�"))
        #expect(!q.linha(0).unicodeScalars.contains { $0.properties.generalCategory == .format })
    }

    @Test(arguments: ["👩‍👩‍👧", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "❤️", "José", "e\u{301}", "Ｂａｒ", "日本"])
    func textoLegitimoPassaInteiro(_ s: String) {
        #expect(Texto.limpo(s) == s)
    }
}
