import Foundation
import FrilaApresentacao
import FrilaDominio

// A página Conta (LGPD): o perfil como o servidor o tem, editar o perfil e trocar a senha
// (formulários que tomam as teclas), exportar os dados para um arquivo e excluir a conta
// (a prévia do que sai e do que fica, o e-mail digitado como confirmação). Tudo pede rede.

extension Pagina {
    public static let conta = Pagina("conta")
}

extension ComandoProprio {
    static let editarPerfil = ComandoProprio("editarPerfil")
    static let trocarSenha = ComandoProprio("trocarSenha")
    static let exportarDados = ComandoProprio("exportarDados")
    static let excluirConta = ComandoProprio("excluirConta")
}

extension FuncionalidadeDaConta: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension ModeloApp {
    public var contaDaPessoa: FuncionalidadeDaConta.Estado {
        get { estados[FuncionalidadeDaConta.self] }
        set { estados[FuncionalidadeDaConta.self] = newValue }
    }
}

enum TelaConta {
    static func c(_ s: Character) -> Tecla { .caractere(s) }

    static func teclas(contratante: Bool) -> TabelaDeTeclas<ComandoDaTela> {
        TabelaDeTeclas(Textos.Conta.Tela.titulo, [
            Atalho([c("e")], contratante ? "editar o perfil (nome, WhatsApp)" : "editar o perfil (nome, WhatsApp, funções, ponto base, disponível)", .daPagina(.editarPerfil), rodape: true, curta: "editar"),
            Atalho([c("s")], "trocar a senha (pede a atual)", .daPagina(.trocarSenha), rodape: true, curta: "senha"),
            Atalho([c("d")], "exportar meus dados (arquivo JSON que só você lê)", .daPagina(.exportarDados), rodape: true, curta: "exportar"),
            Atalho([c("X")], "excluir a conta (mostra antes o que sai e o que fica)", .daPagina(.excluirConta), rodape: true, curta: "excluir"),
            Atalho([c("J")], "rolar a página para baixo (tela baixa)", .rolar(1)),
            Atalho([c("K")], "rolar a página para cima", .rolar(-1)),
        ]).seguidaDe(Teclas.globais)
    }

    /// Um formulário aberto: o que não está aqui é texto no campo em foco.
    static let formulario = TabelaDeTeclas<ComandoDaTela>(Textos.Conta.Tela.tituloEditar, [
        Atalho([.tab, .baixo], "próximo campo", .campoSeguinte, rodape: true, curta: "próximo"),
        Atalho([.shiftTab, .cima], "campo anterior", .campoAnterior),
        Atalho([.backspace], "apagar a última letra (no campo selecionado, edita em vez de trocar)", .apagar),
        Atalho([.ctrl("u")], "limpar o campo", .limparCampo),
        Atalho([.direita, .esquerda], "Disponível: troca sim/não (s/n/Espaço também)", .trocarOpcao(1)),
        Atalho([.enter], "salvar", .confirmar, rodape: true, curta: "salvar"),
        Atalho([.esc], "fechar sem mudar (pergunta se já digitou)", .desistir, rodape: true, curta: "fechar"),
        Atalho([.ctrl("c")], "sair já (restaura o terminal)", .sairJa),
    ])

    static let formularioDaSenha = TabelaDeTeclas<ComandoDaTela>(Textos.Conta.Tela.tituloSenha, formulario.atalhos.map {
        $0.acao == .confirmar ? Atalho($0.teclas, "trocar a senha", .confirmar, rodape: true, curta: "trocar") : $0
    })

    // MARK: - o que as teclas fazem

    static func agir(_ app: inout AppFrila, _ c: ComandoDaTela) -> [Efeito<Evento>]? {
        switch c {
        case .daPagina(.editarPerfil):
            guard let p = app.m.perfil.valor else { return [] }
            return app.enviar(FuncionalidadeDaConta.self, .abrirEdicao(p))
        case .daPagina(.trocarSenha):
            return app.enviar(FuncionalidadeDaConta.self, .abrirSenha)
        case .daPagina(.exportarDados):
            guard let pasta = app.funcionalidade(FuncionalidadeDaConta.self)?.pastaDeExportacao else { return [] }
            return app.enviar(FuncionalidadeDaConta.self, .exportarPara(pasta: pasta, agora: app.m.agora))
        case .daPagina(.excluirConta):
            guard case .conteudo(let p)? = app.m.contaDaPessoa.previa else { return [] }
            app.m.dialogo = dialogoDeExclusao(p, pendentes: app.m.contaDaPessoa.pendentes)
            return []
        default:
            return nil
        }
    }

    /// A prévia inteira e, se dá para excluir, o e-mail digitado como confirmação (o servidor
    /// confere de novo). O que estava na fila foi dito: confirmar é descartá-lo.
    static func dialogoDeExclusao(_ p: PreviaDaExclusao, pendentes: Int?) -> Dialogo {
        let linhas = Textos.Conta.previaNaTela(p, pendentes: pendentes ?? 0)
        guard p.podeExcluir else { return .aviso(titulo: Textos.Conta.Tela.tituloNaoDaParaExcluir, linhas: linhas) }
        let campo = CampoDoDialogo("excluirConta", problema: {
            FuncionalidadeDaConta.problemaDaConfirmacao($0, esperado: p.confirmacao)?.frase
        }) { texto in
            RespostaDoDialogo("excluirConta") {
                $0.enviar(FuncionalidadeDaConta.self, .excluir(confirmacao: texto, descartarFila: pendentes != nil))
            }
        }
        return .campo(titulo: Textos.Conta.Tela.tituloExcluir, linhas: linhas + [Textos.Conta.Tela.digiteOEmail(p.confirmacao)],
                      rotulo: Textos.Conta.Tela.rotuloConfirmacao, campo)
    }

    /// O formulário toma as teclas: a tabela dele (rodapé e ajuda) e o desenho na área da página.
    static func modo(_ m: ModeloApp) -> ModoDaPagina? {
        guard let f = m.contaDaPessoa.formulario else { return nil }
        let tabela = f.tipo == .senha ? formularioDaSenha : formulario
        return ModoDaPagina(tabela: tabela, tecla: { app, t in
            typealias F = FuncionalidadeDaConta
            switch tabela.acao(para: t) {
            case .campoSeguinte?: return app.enviar(F.self, .focar(1))
            case .campoAnterior?: return app.enviar(F.self, .focar(-1))
            case .apagar?: return app.enviar(F.self, .apagarLetra)
            case .limparCampo?: return app.enviar(F.self, .limparCampo)
            case .trocarOpcao?:
                guard app.m.contaDaPessoa.formulario?.campoEmFoco == .disponivel else { return [] }
                return app.enviar(F.self, .trocarOpcao)
            case .confirmar?: return app.enviar(F.self, .enviarFormulario)
            case .desistir?:
                guard let f = app.m.contaDaPessoa.formulario else { return [] }
                let digitou = zip(f.valores, f.iniciais).contains { $0 != $1 }
                guard digitou, !f.enviando else { return app.enviar(F.self, .fecharFormulario) }
                app.m.dialogo = .perguntar(titulo: Textos.descartarDigitadoTitulo,
                                           linhas: [Textos.Comum.preenchidoSePerde, Textos.Comum.descartarOuContinuar],
                                           sim: RespostaDoDialogo("descartarConta") { $0.enviar(F.self, .fecharFormulario) })
                return []
            case nil:
                guard case .caractere(let ch) = t else { return [] }
                return app.enviar(F.self, .digitar(ch))
            default: return []
            }
        }, desenhar: { m, q, area in desenharFormulario(m, &q, area) })
    }

    // MARK: - desenho

    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        Telas.rolando(&q, area, rolagem: m.detalhe.rolagem) { v, a in conteudo(m, &v, a) }
    }

    /// A página inteira, de cima para baixo (rola com J/K quando não cabe).
    static func conteudo(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        let d = Retangulo(x: area.x + 1, y: area.y, largura: max(1, area.largura - 2), altura: area.altura)
        var y = d.y
        q.escrever(Textos.Conta.Tela.titulo, x: d.x, y: y, limite: d.largura, estilo: .titulo)
        y += 1
        guard let p = m.perfil.valor else {
            _ = Telas.estadoNaoConteudo(m.perfil, &q, Retangulo(x: d.x, y: y, largura: d.largura, altura: 5),
                                        carregando: Textos.Conta.Tela.carregando, offlineForcado: m.offlineForcado)
            return
        }
        let e = m.contaDaPessoa
        var itens: [(String, String, Estilo)] = [
            (Textos.Rotulos.nome, p.nome, .negrito),
            (Textos.Rotulos.perfil, Formatacao.perfilCurto(p.perfil), .normal),
        ]
        if case .conteudo(let pr)? = e.previa, !pr.confirmacao.isEmpty { itens.append((Textos.Conta.Tela.email, pr.confirmacao, .normal)) }
        itens.append((Textos.Conta.rotulo(.whatsapp), Textos.Conta.Tela.whatsappOculto, .suave))
        if let f = p.funcoes, !f.isEmpty { itens.append((Textos.Rotulos.funcoes, f.map(Formatacao.funcao).joined(separator: ", "), .normal)) }
        if let b = p.base { itens.append((Textos.Rotulos.base, Formatacao.pontoBase(b), .normal)) }
        if let disp = p.disponivel {
            itens.append((Textos.Rotulos.disponivel, disp ? Textos.Conta.Tela.disponivel : Textos.Conta.Tela.indisponivel, disp ? .sucesso : .aviso))
        }
        if let caminho = e.exportadoEm { itens.append((Textos.Conta.Tela.exportadoEm, caminho, .normal)) }
        let rot = d.largura >= 50 ? 13 : 11
        Telas.pares(itens, &q, Retangulo(x: d.x, y: y + 1, largura: d.largura, altura: Telas.tetoDaRolagem), rotulo: rot, maxLinhas: 4)
        y = TelaPerfil.usadas(q) + 1
        guard y < area.fimY else { return }
        q.escrever(Textos.Conta.Tela.excluirResumo, x: d.x, y: y, limite: d.largura, estilo: .titulo)
        y += 1
        let linhas: [String]
        let estilo: Estilo
        switch e.previa {
        case .conteudo(let pr)?:
            linhas = Textos.Conta.previaNaTela(pr, pendentes: e.pendentes ?? 0)
            estilo = pr.podeExcluir ? .normal : .aviso
        case .erro(let erro)?:
            linhas = [erro.frase]
            estilo = .erro
        default:
            linhas = [Textos.Conta.Tela.previaCarregando]
            estilo = .suave
        }
        for l in linhas where y < area.fimY {
            y += q.paragrafo(l, em: Retangulo(x: d.x, y: y, largura: d.largura, altura: area.fimY - y), estilo: estilo)
        }
    }

    /// Editar o perfil ou trocar a senha: os campos, a dica e os problemas logo abaixo. A
    /// senha nunca aparece: um ponto por letra.
    static func desenharFormulario(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        guard let f = m.contaDaPessoa.formulario else { return }
        let largura = min(72, area.largura)
        let r = Retangulo(x: area.x + (area.largura - largura) / 2, y: area.y, largura: largura, altura: area.altura)
        q.caixa(r, titulo: f.tipo == .senha ? Textos.Conta.Tela.tituloSenha : Textos.Conta.Tela.tituloEditar)
        let d = r.recuado(1).cortarEsquerda(1).1
        guard !d.vazio else { return }
        let rot = d.largura >= 40 ? 15 : 11
        // Campos a mais que a altura: rola para manter o foco à vista.
        let visiveis = max(1, min(f.campos.count, d.altura))
        let inicio = max(0, min(f.foco - visiveis / 2, f.campos.count - visiveis))
        var y = d.y
        for i in inicio..<min(f.campos.count, inicio + visiveis) {
            let campo = f.campos[i]
            let foco = i == f.foco
            let problema = f.problemas[campo] != nil
            let estiloRotulo: Estilo = problema ? Estilo(.negrito, cor: .erro) : (foco ? .negrito : .suave)
            q.escrever((problema ? "! " : "") + campo.rotulo, x: d.x, y: y, limite: rot - 1, estilo: estiloRotulo)
            let larguraValor = max(1, d.largura - rot - 1)
            let opcao = campo == .disponivel
            let valor = campo.mascarado ? String(repeating: "•", count: f.valores[i].count)
                : (opcao ? Textos.NovaVaga.opcao(f.valores[i]) : f.valores[i])
            // Selecionado (entrou-se por Tab) ou escolha: vídeo inverso, sem cursor.
            let inverso = foco && (opcao || f.selecionado)
            var mostrado = valor + (foco && !inverso ? "▏" : "")
            while Largura.de(mostrado) > larguraValor, !mostrado.isEmpty { mostrado.removeFirst() }
            q.escrever(Texto.ajustado(mostrado, larguraValor), x: d.x + rot, y: y, limite: larguraValor,
                       estilo: foco ? Estilo([.sublinhado, .negrito]) : .normal)
            if inverso { q.escrever(mostrado, x: d.x + rot, y: y, limite: larguraValor, estilo: .selecionado) }
            y += 1
        }
        y += 1
        var avisos: [(String, Estilo)] = f.campos.compactMap { c in f.problemas[c].map { ($0, Estilo(.negrito, cor: .erro)) } }
        if f.enviando { avisos.insert((Textos.Conta.Tela.enviando, .suave), at: 0) }
        if avisos.isEmpty { avisos = dicas(f).map { ($0, .suave) } }
        for (texto, estilo) in avisos where y < d.fimY {
            y += q.paragrafo(texto, em: Retangulo(x: d.x, y: y, largura: d.largura, altura: d.fimY - y), estilo: estilo)
        }
    }

    static func dicas(_ f: FormularioDaConta) -> [String] {
        switch f.tipo {
        case .senha: [Textos.Conta.Tela.dicaSenha]
        case .perfil:
            [Textos.Conta.Tela.dicaWhatsapp] + (f.campos.contains(.funcoes) ? [Textos.Conta.Tela.dicaFuncoes, Textos.Conta.Tela.dicaBase] : [])
        }
    }

    /// Até onde J/K rolam no tamanho mínimo.
    static func rolagemMaxima(_ m: ModeloApp, corpo: Int) -> Int {
        var inteiro = Quadro(largura: Telas.minimo.largura, altura: Telas.tetoDaRolagem)
        conteudo(m, &inteiro, Retangulo(x: 0, y: 0, largura: Telas.minimo.largura, altura: Telas.tetoDaRolagem))
        return max(0, TelaPerfil.usadas(inteiro) - corpo)
    }

    // MARK: - registro

    /// O que não age agora diz por quê (e sai do rodapé).
    static func porQueNao(_ m: ModeloApp, _ c: ComandoDaTela) -> String? {
        switch c {
        case .daPagina(.editarPerfil):
            return m.perfil.valor == nil ? Textos.Conta.Tela.perfilCarregando : nil
        case .daPagina(.excluirConta):
            switch m.contaDaPessoa.previa {
            case .conteudo?: return nil
            case .erro?: return Textos.Conta.Tela.previaComErro
            default: return Textos.Conta.Tela.previaCarregando
            }
        default: return nil
        }
    }

    static func semRede(_ m: ModeloApp, _ c: ComandoDaTela) -> PrecisaDeRede? {
        switch c {
        case .daPagina(.editarPerfil), .daPagina(.trocarSenha), .daPagina(.exportarDados), .daPagina(.excluirConta):
            .conta
        default: nil
        }
    }

    /// Depois de cada ação: a idade dos dados; o perfil editado chega às outras páginas; a
    /// conta excluída sai deste terminal (o que era dela no disco já saiu).
    static func reagir(_ app: inout AppFrila, _ a: FuncionalidadeDaConta.Acao) -> [Efeito<Evento>] {
        switch a {
        case .previaLida:
            app.chegou(.conta, true)
        case .respondido(_, .perfil(let p)?):
            // A barra das abas mostra o nome da sessão: a edição do nome chega a ela também.
            if let c = app.m.conta, c.id == p.contaId, c.nome != p.nome {
                app.m.conta = ContaAutenticada(id: c.id, perfil: c.perfil, nome: p.nome, referenciaCredencial: c.referenciaCredencial)
            }
            return app.enviar(FuncionalidadeDoPerfil.self, .carregar) + app.m.paginas.filter { $0 != .conta && $0 != .perfil }
                .flatMap { app.carregar($0) }
        case .respondido(_, .excluida?):
            return app.saiuDaConta(nil)
        case .respondido(let d, nil) where !d.deuCerto:
            // A recusa de um formulário ainda aberto é dele: sai quando ele fecha.
            app.relatar(d, dono: modo(app.m).map { DonoDaMensagem.modo($0.nome) })
        default: break
        }
        return []
    }

    static let registro = RegistroDaPagina(
        pagina: .conta, titulo: Textos.Conta.Tela.titulo,
        teclas: [.profissional: ("contaProfissional", teclas(contratante: false)),
                 .contratante: ("contaContratante", teclas(contratante: true))],
        desenhar: { desenhar($0, &$1, $2) },
        itens: { _ in 0 },
        funcionalidades: [.de(FuncionalidadeDaConta.self, montar: \.montarConta, reagir: reagir,
                              // A recusa vai à linha por `reagir`, com o formulário como dono.
                              naLinhaDeStatus: { f, a in
                                  if case .respondido(let d, nil) = a, !d.deuCerto { return nil }
                                  return f.desfecho(a)
                              })],
        porQueNao: porQueNao,
        semRede: semRede,
        agir: agir,
        // Só com a página à vista: a prévia é um pedido a mais que ninguém lê ao entrar na conta.
        carregar: { app in
            guard app.m.pagina == .conta else { return [] }
            return app.enviar(FuncionalidadeDaConta.self, .carregarPrevia) + app.enviar(FuncionalidadeDoPerfil.self, .carregar)
        },
        modo: modo,
        tabelasDosModos: [("formularioDaConta", formulario), ("formularioDaSenha", formularioDaSenha)],
        rolagemMaxima: rolagemMaxima,
        encerrandoAConta: { $0.contaDaPessoa.excluindo })
}
