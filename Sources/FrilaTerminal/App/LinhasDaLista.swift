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

/// As linhas que a tela de uma lista mostra, do estado da funcionalidade (nada guardado à parte).
enum LinhasDaLista {
    static func de(_ e: FuncionalidadeDasListas.Estado, _ s: SecaoDoPerfil, eu: PerfilConta, hoje: Date) -> EstadoTela<[LinhaDaLista]> {
        switch s {
        case .candidaturas:
            return linhas(e.candidaturas) { c in
                LinhaDaLista(id: c.id, texto: "\(Formatacao.funcao(c.vaga.funcao))  \(Formatacao.periodo(c.vaga.periodo, hoje: hoje))  "
                                 + "\(c.vaga.valor.descricao)  \(c.vaga.estabelecimento.nome) (\(c.vaga.bairro))",
                             detalhe: Textos.Listas.esperandoEscolhaDesde(Formatacao.dataHora(c.em, hoje: hoje)))
            }
        case .historico:
            return linhas(e.historico) { t in
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
            return linhas(e.bloqueios) { b in
                LinhaDaLista(id: b.contaId, texto: b.nome + (b.estabelecimento.map { " · \($0.nome)" } ?? "") + " · \(Formatacao.perfilCurto(b.perfil))",
                             detalhe: Textos.Listas.bloqueadoPor(b.autor.nome, Formatacao.dataHora(b.em, hoje: hoje)))
            }
        case .equipe:
            return linhas(e.equipe) { m in
                LinhaDaLista(id: m.profissional.id, texto: "\(m.profissional.nome) · \(m.funcoes.map(Formatacao.funcao).joined(separator: ", ")) · "
                                 + m.profissional.reputacao.descricao(),
                             detalhe: Textos.Listas.incluidoPor(m.incluidoPor.nome, Formatacao.dataHora(m.em, hoje: hoje)))
            }
        }
    }

    static func linhas<T>(_ e: EstadoTela<[T]>, _ f: (T) -> LinhaDaLista) -> EstadoTela<[LinhaDaLista]> {
        switch e {
        case .carregando: .carregando
        case .conteudo(let l): .conteudo(l.map(f))
        case .vazio(let m): .vazio(m)
        case .erro(let x): .erro(x)
        }
    }
}
