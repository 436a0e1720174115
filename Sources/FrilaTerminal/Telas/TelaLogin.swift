import FrilaApresentacao
import FrilaDominio

enum TelaLogin {
    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        let l = m.login
        let largura = min(56, area.largura - 2)
        let dica = l.dica.map { Texto.quebrar($0, largura: largura - 4) } ?? []
        // Um erro comprido (a chave anon: o que falta e como defini-la) ganha as linhas dele.
        let linhasDoErro = m.erroDoLogin.map { max(2, Texto.quebrar($0, largura: largura - 5).count) } ?? 2
        let altura = min(area.altura, 6 + linhasDoErro + dica.count)
        let r = Retangulo(x: area.x + (area.largura - largura) / 2, y: area.y + max(0, (area.altura - altura) / 2), largura: largura, altura: altura)
        q.caixa(r, titulo: Textos.Sessao.titulo)
        let d = r.recuado(1).cortarEsquerda(1).1
        let rot = 8
        let espaco = d.largura - rot - 1
        q.escrever("E-mail", x: d.x, y: d.y, estilo: l.campo == .email ? .negrito : .suave)
        var email = l.email + (l.campo == .email ? "▏" : "")
        while Largura.de(email) > espaco, !email.isEmpty { email.removeFirst() }
        q.escrever(Texto.ajustado(email, espaco), x: d.x + rot, y: d.y, limite: espaco, estilo: l.campo == .email ? Estilo(.sublinhado) : .normal)
        q.escrever(Textos.Rotulos.senha, x: d.x, y: d.y + 1, estilo: l.campo == .senha ? .negrito : .suave)
        // A senha nunca aparece: só um ponto por caractere.
        let senha = String(repeating: "•", count: min(l.senha.count, espaco - 1)) + (l.campo == .senha ? "▏" : "")
        q.escrever(Texto.ajustado(senha, espaco), x: d.x + rot, y: d.y + 1, limite: espaco, estilo: l.campo == .senha ? Estilo(.sublinhado) : .normal)
        var y = d.y + 3
        if l.enviando {
            q.escrever(l.email.isEmpty && l.senha.isEmpty && m.conta == nil ? Textos.Sessao.verificandoSessao : Textos.Sessao.entrando,
                       x: d.x, y: y, limite: d.largura - 1, estilo: .suave)
        } else if let e = m.erroDoLogin {
            y += q.paragrafo(e, em: Retangulo(x: d.x, y: y, largura: d.largura - 1, altura: max(2, r.fimY - 1 - y - dica.count)), estilo: Estilo(.negrito, cor: .erro)) - 1
        } else if let a = l.aviso {
            y += q.paragrafo(a, em: Retangulo(x: d.x, y: y, largura: d.largura - 1, altura: max(1, r.fimY - 1 - y)), estilo: .aviso) - 1
        } else if m.offlineForcado {
            q.escrever(Textos.Sessao.offlineForcadoNoLogin, x: d.x, y: y, limite: d.largura - 1, estilo: .aviso)
        } else {
            q.escrever(Textos.Sessao.dicaDoLogin, x: d.x, y: y, limite: d.largura - 1, estilo: .suave)
        }
        y += 1
        for linha in dica where y < r.fimY - 1 {
            q.escrever(linha, x: d.x, y: y, limite: d.largura - 1, estilo: .suave)
            y += 1
        }
    }
}
