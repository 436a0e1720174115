import Foundation
import FrilaApresentacao
import FrilaDominio

/// Membros do estabelecimento (contratante): quem é membro e com que papel, os convites
/// pendentes e os convites para o e-mail de quem usa. O administrador convida (i operador,
/// I administrador) e remove (x); o operador vê tudo e só lê. Quem foi convidado aceita o
/// convite selecionado (a) ou digita o código (A).
extension Pagina {
    static let membros = Pagina("membros")
}

extension ComandoProprio {
    static let convidarOperador = ComandoProprio("convidarOperador")
    static let convidarAdministrador = ComandoProprio("convidarAdministrador")
    static let removerMembro = ComandoProprio("removerMembro")
    static let aceitarConvite = ComandoProprio("aceitarConvite")
    static let aceitarPeloCodigo = ComandoProprio("aceitarPeloCodigo")
}

extension FuncionalidadeDosMembros: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension ModeloApp {
    var membros: FuncionalidadeDosMembros.Estado { estados[FuncionalidadeDosMembros.self] }
}

/// Uma linha da lista: membro, convite pendente (do estabelecimento) ou convite para mim.
enum ItemDosMembros: Equatable {
    case membro(MembroDoEstabelecimento)
    case pendente(ConvitePendente)
    case recebido(ConviteRecebido)
}

enum TelaMembros {
    static let teclas = TabelaDeTeclas<ComandoDaTela>(Textos.Membros.titulo, [
        Atalho([.caractere("i")], "convidar um operador (acompanha, confirma check-ins, avalia)", .daPagina(.convidarOperador),
               rodape: .quandoAge, curta: "convidar"),
        Atalho([.caractere("I")], "convidar um administrador (também publica, edita, cancela e gere membros)", .daPagina(.convidarAdministrador),
               rodape: .quandoAge, curta: "admin"),
        Atalho([.caractere("x")], "remover o membro ou desfazer o convite selecionado", .daPagina(.removerMembro),
               rodape: .quandoAge, curta: "remover"),
        Atalho([.caractere("a")], "aceitar o convite para você selecionado", .daPagina(.aceitarConvite),
               rodape: .quandoAge, curta: "aceitar"),
        Atalho([.caractere("A")], "aceitar um convite pelo código", .daPagina(.aceitarPeloCodigo), curta: "aceitar pelo código"),
    ]).seguidaDe(Teclas.globais)

    static func itens(_ m: ModeloApp) -> [ItemDosMembros] {
        let e = m.membros
        return (e.lista.valor?.membros.map(ItemDosMembros.membro) ?? [])
            + (e.lista.valor?.convites.map(ItemDosMembros.pendente) ?? [])
            + (e.convites.valor?.map(ItemDosMembros.recebido) ?? [])
    }

    static func selecionado(_ m: ModeloApp) -> ItemDosMembros? {
        let l = itens(m)
        let i = m.selecionado(.membros)
        return l.indices.contains(i) ? l[i] : l.last
    }

    static func meuPapel(_ m: ModeloApp) -> PapelDoMembro? {
        guard let eu = m.conta?.id else { return nil }
        return m.membros.lista.valor?.papel(de: eu)
    }

    static func porQueNao(_ m: ModeloApp, _ c: ComandoDaTela) -> String? {
        switch c {
        case .daPagina(.convidarOperador), .daPagina(.convidarAdministrador):
            if m.membros.lista.estaCarregando { return Textos.Membros.carregando }
            return FuncionalidadeDosMembros.impedimento(.convidar, m.membros, conta: m.conta?.id).map(Textos.impedimento)
        case .daPagina(.removerMembro):
            if m.membros.lista.estaCarregando { return Textos.Membros.carregando }
            // O papel é do núcleo (qualquer membro sai sozinho, para aceitar o convite de outro estabelecimento).
            let papel: ImpedimentoDoPapel? = switch selecionado(m) {
            case .membro(let x)?: FuncionalidadeDosMembros.impedimento(.remover, alvo: x.contaId, m.membros, conta: m.conta?.id)
            case .pendente?: FuncionalidadeDosMembros.impedimento(.desfazerConvite, m.membros, conta: m.conta?.id)
            default: FuncionalidadeDosMembros.impedimento(.remover, m.membros, conta: m.conta?.id)
            }
            if let i = papel { return Textos.impedimento(i) }
            switch selecionado(m) {
            case .membro(let x)?:
                return FuncionalidadeDosMembros.impedimentoDaRemocao(x, m.membros)?.frase
            case .pendente?: return nil
            default: return Textos.Membros.selecioneMembroOuConvite
            }
        case .daPagina(.aceitarConvite):
            if case .recebido? = selecionado(m) { return nil }
            return Textos.Membros.selecioneConviteRecebido
        default: return nil
        }
    }

    static func convidar(_ papel: PapelDoMembro) -> CampoDoDialogo {
        CampoDoDialogo("convidar-\(papel.rawValue)", problema: { FuncionalidadeDosMembros.problemasDoConvite($0).first }) { texto in
            RespostaDoDialogo("convidar-\(papel.rawValue)") {
                $0.enviar(FuncionalidadeDosMembros.self, .convidar(email: texto.trimmingCharacters(in: .whitespaces), papel: papel))
            }
        }
    }

    static let aceitarPeloCodigo = CampoDoDialogo("aceitarConvite", problema: { FuncionalidadeDosMembros.problemaDoCodigo($0)?.frase }) { texto in
        RespostaDoDialogo("aceitarConvite") { $0.enviar(FuncionalidadeDosMembros.self, .aceitar(codigo: texto)) }
    }

    static func agir(_ app: inout AppFrila, _ c: ComandoDaTela) -> [Efeito<Evento>]? {
        typealias T = Textos.Membros
        switch c {
        case .daPagina(.convidarOperador), .daPagina(.convidarAdministrador):
            let p: PapelDoMembro = c == .daPagina(.convidarOperador) ? .operador : .administrador
            app.m.dialogo = .campo(titulo: T.tituloConvidar(p), linhas: T.linhasDoConvite(p), rotulo: T.rotuloEmail, convidar(p))
            return []
        case .daPagina(.removerMembro):
            switch selecionado(app.m) {
            case .membro(let x)?:
                app.m.dialogo = .perguntar(titulo: T.tituloRemover, linhas: [T.perguntaRemover(x.nome)],
                                           sim: RespostaDoDialogo("removerMembro", x.contaId) {
                                               $0.enviar(FuncionalidadeDosMembros.self, .remover(x))
                                           })
            case .pendente(let x)?:
                app.m.dialogo = .perguntar(titulo: T.tituloDesfazer, linhas: [T.perguntaDesfazer(x.email)],
                                           sim: RespostaDoDialogo("desfazerConvite") {
                                               $0.enviar(FuncionalidadeDosMembros.self, .desfazerConvite(email: x.email))
                                           })
            default: break
            }
            return []
        case .daPagina(.aceitarConvite):
            // O e-mail sozinho não prova nada: aceitar o convite selecionado também pede o código.
            guard case .recebido(let x)? = selecionado(app.m) else { return [] }
            app.m.dialogo = .campo(titulo: T.tituloAceitarSelecionado, linhas: T.linhasDoAceitar(x), rotulo: T.rotuloCodigo,
                                   aceitarPeloCodigo)
            return []
        case .daPagina(.aceitarPeloCodigo):
            app.m.dialogo = .campo(titulo: T.tituloAceitar, linhas: T.linhasDoAceitar, rotulo: T.rotuloCodigo, aceitarPeloCodigo)
            return []
        default: return nil
        }
    }

    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        guard !area.vazio else { return }
        let e = m.membros
        // Sem estabelecimento a lista é vazia, mas os convites para mim ainda contam.
        if e.convites.valor == nil, Telas.estadoNaoConteudo(e.lista, &q, area, carregando: Textos.Membros.carregando, offlineForcado: m.offlineForcado) { return }
        let cabecalho: String = meuPapel(m).map(Textos.Membros.seuPapel) ?? e.lista.mensagem ?? Textos.Membros.cabecalhoMembros
        let (topo, resto) = area.cortarTopo(area.altura >= 6 ? 2 : 1)
        q.escrever(cabecalho, em: topo.linha(0), estilo: .titulo)
        // O código do último convite fica à vista: é o que a pessoa passa adiante.
        let rodape: String? = e.ultimoConvite.map(Textos.Membros.codigoDoUltimo)
            ?? (meuPapel(m) == .operador ? Textos.Membros.somenteLeitura : nil)
        let (listaArea, baseArea) = rodape != nil && resto.altura >= 3 ? resto.cortarBase(1) : (resto, nil)
        let lista = itens(m)
        let eu = m.conta?.id
        Telas.lista(lista.count, selecionado: m.selecionado(.membros), &q, listaArea) { i, r, s, q in
            let texto: String
            switch lista[i] {
            case .membro(let x): texto = Textos.Membros.linha(x, eu: x.contaId == eu)
            case .pendente(let x): texto = Textos.Membros.linha(x)
            case .recebido(let x): texto = Textos.Membros.cabecalhoConvitesRecebidos + ": " + Textos.Membros.linha(x)
            }
            q.escrever((s ? "› " : "  ") + texto, em: r, estilo: s ? .selecionado : .normal)
        }
        if let b = baseArea, let rodape { q.escrever(rodape, em: b.linha(0), estilo: .suave) }
    }

    static let registro = RegistroDaPagina(
        pagina: .membros, titulo: Textos.Membros.titulo, tituloCurto: Textos.Membros.tituloCurto,
        teclas: [.contratante: ("membros", teclas)],
        desenhar: { desenhar($0, &$1, $2) },
        itens: { itens($0).count },
        funcionalidades: [.de(FuncionalidadeDosMembros.self,
                              montar: { $0.profissional ? nil : $0.montarMembros },
                              reagir: { app, a in
                                  // O código aparece uma vez só: inteiro, num diálogo, para copiar.
                                  if case .respondido(_, .convidou(let c)?) = a {
                                      app.m.dialogo = .aviso(titulo: Textos.Membros.tituloDoCodigo, linhas: Textos.Membros.linhasDoCodigo(c))
                                  }
                                  if case .lida(let l) = a {
                                      if case .veio = l { app.chegou(.membros, true) } else { app.chegou(.membros, false) }
                                  }
                                  return []
                              })],
        porQueNao: porQueNao,
        semRede: { _, c in
            switch c {
            case .daPagina(.convidarOperador), .daPagina(.convidarAdministrador), .daPagina(.removerMembro),
                 .daPagina(.aceitarConvite), .daPagina(.aceitarPeloCodigo): .membros
            default: nil
            }
        },
        agir: agir,
        carregar: { $0.enviar(FuncionalidadeDosMembros.self, .carregar) })
}
