import Foundation
import FrilaApresentacao
import FrilaDominio

extension SecaoDoPerfil {
    public var titulo: String {
        switch self {
        case .candidaturas: Textos.Listas.tituloCandidaturas
        case .historico: Textos.Listas.tituloHistorico
        case .bloqueios: Textos.Rotulos.bloqueados
        case .equipe: Textos.Comum.equipeDeConfianca
        }
    }

    /// O que o x faz nesta lista (nil: só leitura).
    public var acao: (titulo: String, pergunta: String)? {
        switch self {
        case .candidaturas: (Textos.Listas.tituloRetirar, Textos.Listas.retirarACandidaturaA)
        case .bloqueios: (Textos.Rotulos.desbloquear, Textos.Rotulos.desbloquear)
        case .equipe: (Textos.Listas.tituloRemover, Textos.Listas.tirarDaEquipe)
        case .historico: nil
        }
    }
}

/// Uma linha de uma lista do perfil, em texto: derivada do estado da funcionalidade a cada quadro.
public struct LinhaDaLista: Equatable, Sendable {
    public let id: UUID
    public let texto: String
    /// A linha de baixo, do item selecionado (cancelamento, avaliações, quem bloqueou).
    public let detalhe: String
    public init(id: UUID, texto: String, detalhe: String = "") {
        self.id = id
        self.texto = texto
        self.detalhe = detalhe
    }
}

/// As linhas que a tela de uma lista mostra, do estado da funcionalidade (nada guardado à parte),
/// recortadas, filtradas e ordenadas pelo filtro de cada lista.
enum LinhasDaLista {
    static let candidaturas = FiltroNaLista<MinhaCandidatura>(
        SecaoDoPerfil.candidaturas.rawValue, colunas: { ColunasDasListas.candidaturas(agora: $0.agora) },
        itens: { $0.listas.candidaturas.valor ?? [] }, id: { $0.id }, selecao: { $0.selecaoNaLista }, selecionar: { $0.selecaoNaLista = $1 })
    static let historico = FiltroNaLista<TurnoNoHistorico>(
        SecaoDoPerfil.historico.rawValue, colunas: { ColunasDasListas.historico(eu: $0.conta?.perfil ?? .profissional, agora: $0.agora) },
        itens: { $0.listas.historico.valor ?? [] }, id: { $0.id }, selecao: { $0.selecaoNaLista }, selecionar: { $0.selecaoNaLista = $1 })
    static let bloqueios = FiltroNaLista<Bloqueio>(
        SecaoDoPerfil.bloqueios.rawValue, colunas: { _ in ColunasDasListas.bloqueios() },
        itens: { $0.listas.bloqueios.valor ?? [] }, id: { $0.contaId }, selecao: { $0.selecaoNaLista }, selecionar: { $0.selecaoNaLista = $1 })
    static let equipe = FiltroNaLista<MembroDaEquipe>(
        SecaoDoPerfil.equipe.rawValue, colunas: { _ in ColunasDasListas.equipe() },
        itens: { $0.listas.equipe.valor ?? [] }, id: { $0.profissional.id }, selecao: { $0.selecaoNaLista }, selecionar: { $0.selecaoNaLista = $1 })

    /// O filtro da lista aberta.
    static func filtro(_ s: SecaoDoPerfil) -> any FiltroDeTela {
        switch s {
        case .candidaturas: candidaturas
        case .historico: historico
        case .bloqueios: bloqueios
        case .equipe: equipe
        }
    }

    static func de(_ m: ModeloApp, _ s: SecaoDoPerfil) -> EstadoTela<[LinhaDaLista]> {
        let e = m.listas, eu = m.conta?.perfil ?? .profissional, hoje = m.agora
        switch s {
        case .candidaturas:
            return linhas(e.candidaturas, candidaturas.visiveis(m)) { c in
                LinhaDaLista(id: c.id, texto: "\(Formatacao.funcao(c.vaga.funcao))  \(Formatacao.periodo(c.vaga.periodo, hoje: hoje))  "
                                 + "\(c.vaga.valor.descricao)  \(c.vaga.estabelecimento.nome) (\(c.vaga.bairro))",
                             detalhe: Textos.Listas.esperandoEscolhaDesde(Formatacao.dataHora(c.em, hoje: hoje)))
            }
        case .historico:
            return linhas(e.historico, historico.visiveis(m)) { t in
                let (dei, recebi) = t.avaliacoes(doPontoDeVista: eu)
                let outro = eu == .profissional ? t.estabelecimento.nome : t.profissional.nome
                var det = "Você: \(Textos.avaliacao(dei)) · recebeu: \(Textos.avaliacao(recebi))"
                if let c = t.cancelamento {
                    det = Textos.Listas.canceladoPelo(Formatacao.ladoDaConta(c.por))
                        + (c.contaComoFalta ? " (\(Formatacao.faltaDe(c.por)))" : Textos.Comum.semFalta) + ": \(c.motivo) · " + det
                }
                return LinhaDaLista(id: t.id, texto: "\(Formatacao.dataHora(t.periodo.inicio, hoje: hoje))  \(Formatacao.funcao(t.funcao))  "
                                        + "\(outro) (\(t.bairro))  \(t.valorAcordado.descricao)  \(Textos.situacao(t.situacao))",
                                    detalhe: det)
            }
        case .bloqueios:
            return linhas(e.bloqueios, bloqueios.visiveis(m)) { b in
                LinhaDaLista(id: b.contaId, texto: b.nome + (b.estabelecimentoAlemDoNome.map { " · \($0.nome)" } ?? "") + " · \(Formatacao.perfilCurto(b.perfil))",
                             detalhe: Textos.Listas.bloqueadoPor(b.autor.nome, Formatacao.dataHora(b.em, hoje: hoje)))
            }
        case .equipe:
            return linhas(e.equipe, equipe.visiveis(m)) { m in
                LinhaDaLista(id: m.profissional.id, texto: "\(m.profissional.nome) · \(m.funcoes.map(Formatacao.funcao).joined(separator: ", ")) · "
                                 + m.profissional.reputacao.descricao(),
                             detalhe: Textos.Listas.incluidoPor(m.incluidoPor.nome, Formatacao.dataHora(m.em, hoje: hoje)))
            }
        }
    }

    /// `visiveis`: os itens do conteúdo depois do filtro (a lista vazia por causa dele continua conteúdo).
    static func linhas<T>(_ e: EstadoTela<[T]>, _ visiveis: [T], _ f: (T) -> LinhaDaLista) -> EstadoTela<[LinhaDaLista]> {
        switch e {
        case .carregando: .carregando
        case .conteudo: .conteudo(visiveis.map(f))
        case .vazio(let m): .vazio(m)
        case .erro(let x): .erro(x)
        }
    }
}
