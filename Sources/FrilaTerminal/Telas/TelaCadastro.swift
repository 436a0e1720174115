import FrilaApresentacao
import FrilaDominio

/// Criar conta: os campos do perfil escolhido, os problemas logo abaixo (os de cada campo
/// marcados nele) e a recusa do servidor, sem perder nada do que foi digitado.
enum TelaCadastro {
    typealias Campo = FuncionalidadeDoCadastro.Campo

    static func desenhar(_ e: FuncionalidadeDoCadastro.Estado, _ q: inout Quadro, _ area: Retangulo) {
        let largura = min(70, area.largura - 2)
        let interna = largura - 4  // bordas, recuo e a última coluna livre
        let campos = e.campos
        let avisos = linhasDeAviso(e, largura: interna)
        let altura = min(area.altura, campos.count + max(1, avisos.linhas.count) + 3)
        let r = Retangulo(x: area.x + (area.largura - largura) / 2, y: area.y + max(0, (area.altura - altura) / 2),
                          largura: largura, altura: altura)
        q.caixa(r, titulo: Textos.Cadastro.titulo)
        let d = r.recuado(1).cortarEsquerda(1).1
        let rot = d.largura >= 50 ? 18 : 11
        let alturaAvisos = min(max(1, avisos.linhas.count), max(1, d.altura - 3))
        let (camposArea, resto) = d.cortarBase(alturaAvisos + 1)
        let avisosArea = resto.cortarTopo(1).1
        // Campos a mais que a altura: rola para manter o foco à vista.
        let visiveis = max(1, camposArea.altura)
        let foco = campos.firstIndex(of: e.foco) ?? 0
        let inicio = max(0, min(foco - visiveis / 2, campos.count - visiveis))
        for (i, c) in campos.dropFirst(inicio).prefix(visiveis).enumerated() {
            let y = camposArea.y + i
            let emFoco = e.foco == c
            let comProblema = e.marcado(c)
            let estiloRotulo: Estilo = comProblema ? Estilo(.negrito, cor: .erro) : (emFoco ? .negrito : .suave)
            q.escrever((comProblema ? "! " : "") + c.rotulo(e.perfil), x: d.x, y: y, limite: rot - 1, estilo: estiloRotulo)
            let larguraValor = max(1, d.largura - rot - 1)
            var mostrado = valor(e, c, largo: larguraValor >= 44) + (emFoco && c.opcoes == nil ? "▏" : "")
            while Largura.de(mostrado) > larguraValor, !mostrado.isEmpty { mostrado.removeFirst() }
            q.escrever(Texto.ajustado(mostrado, larguraValor), x: d.x + rot, y: y, limite: larguraValor,
                       estilo: emFoco ? Estilo([.sublinhado, .negrito]) : .normal)
        }
        var linhas = avisos.linhas
        if linhas.count > avisosArea.altura, avisosArea.altura > 0 {
            let faltam = linhas.count - avisosArea.altura + 1
            linhas = Array(linhas.prefix(avisosArea.altura - 1)) + [Textos.Cadastro.linhasQueNaoCabem(faltam)]
        }
        for (i, l) in linhas.enumerated() {
            q.escrever(l, x: avisosArea.x, y: avisosArea.y + i, limite: d.largura - 1, estilo: avisos.estilo)
        }
        if e.perguntandoDescarte {
            // Só o desenho: as teclas da pergunta são as do cadastro (`AppFrila.acaoDoCadastro`).
            Telas.desenharDialogo(.perguntar(titulo: Textos.Cadastro.tituloDescartar,
                                             linhas: [Textos.Comum.preenchidoSePerde, Textos.Comum.descartarOuContinuar],
                                             sim: .fechar("descartarCadastro")), &q, area)
        }
    }

    /// O que o campo mostra. A senha nunca: um ponto por caractere (RN15).
    static func valor(_ e: FuncionalidadeDoCadastro.Estado, _ c: Campo, largo: Bool = true) -> String {
        switch c {
        case .perfil:
            guard let p = e.perfil else { return largo ? Textos.Cadastro.escolhaDoPerfil : Textos.Cadastro.escolhaDoPerfilCurta }
            return "‹ \(p.rawValue) ›" + (largo ? Textos.Cadastro.perfilNaoMuda : "")
        case .senha: return String(repeating: "•", count: e.valor(.senha).count)
        default: return e.valor(c)
        }
    }

    /// Enviando; a recusa e os problemas (na ordem dos campos); ou a dica do campo em foco.
    static func linhasDeAviso(_ e: FuncionalidadeDoCadastro.Estado, largura: Int) -> (linhas: [String], estilo: Estilo) {
        if e.enviando { return ([Textos.Cadastro.criando], .suave) }
        var frases: [String] = e.recusa.map { [$0.frase] } ?? []
        for c in e.campos { frases += e.problemas(de: c).map(\.frase) }
        if frases.isEmpty {
            return (Texto.quebrar(e.foco.dica(e.perfil), largura: largura), .suave)
        }
        var linhas = frases.flatMap { Texto.quebrar("• " + $0, largura: largura) }
        // Não cabe tudo: melhor dizer quantos há do que cortar calado (a tela decide a altura).
        if linhas.count > 6 {
            linhas = Array(linhas.prefix(5)) + [Textos.Cadastro.maisProblemas]
        }
        return (linhas, Estilo(.negrito, cor: .erro))
    }
}
