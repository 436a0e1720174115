import Foundation
import FrilaApresentacao
import FrilaDominio

/// As listas que o Perfil abre. Cada uma tem uma ação (x): retirar a candidatura,
/// desbloquear, remover da equipe; o histórico é só leitura e tem "mais antigos".
public enum SecaoDoPerfil: String, CaseIterable, Sendable {
    case candidaturas, historico, bloqueios, equipe

    public var titulo: String {
        switch self {
        case .candidaturas: "Minhas candidaturas"
        case .historico: "Histórico de turnos"
        case .bloqueios: "Bloqueados"
        case .equipe: "Equipe de confiança"
        }
    }

    /// O que o x faz nesta lista (nil: só leitura).
    public var acao: (titulo: String, pergunta: String)? {
        switch self {
        case .candidaturas: ("Retirar candidatura", "Retirar a candidatura a")
        case .bloqueios: ("Desbloquear", "Desbloquear")
        case .equipe: ("Remover da equipe", "Tirar da sua equipe de confiança")
        case .historico: nil
        }
    }
}

/// Uma linha de uma lista do perfil, já em texto (cópia Sendable do estado do view model).
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

/// Os núcleos das listas de uma conta; devolve eventos com as linhas prontas.
@MainActor
public final class ListasDaConta {
    let perfil: PerfilConta
    let candidaturas: CandidaturasViewModel?
    let historico: HistoricoViewModel
    let relacoes: RelacoesViewModel
    let relogio: any Relogio
    /// Gestão de uma vaga do contratante (cancelar a vaga inteira); nil no profissional.
    let gestaoDaVaga: (@MainActor (UUID) -> GestaoDaVagaViewModel)?
    /// Caixa de avisos do contratante (alguém pegou, se candidatou, check-in manual, cancelou).
    let avisos: NotificacoesViewModel?
    /// Avisos de antes de a sessão abrir não viram banner.
    let inicio: Date

    public init(perfil: PerfilConta, candidaturas: CandidaturasViewModel?, historico: HistoricoViewModel,
                relacoes: RelacoesViewModel, relogio: any Relogio,
                gestaoDaVaga: (@MainActor (UUID) -> GestaoDaVagaViewModel)? = nil, avisos: NotificacoesViewModel? = nil) {
        self.gestaoDaVaga = gestaoDaVaga
        self.avisos = avisos
        self.inicio = relogio.agora
        self.perfil = perfil
        self.candidaturas = candidaturas
        self.historico = historico
        self.relacoes = relacoes
        self.relogio = relogio
    }

    public func carregar(_ s: SecaoDoPerfil, maisAntigos: Bool = false) async -> Evento {
        switch s {
        case .candidaturas: await candidaturas?.carregar()
        case .historico: if maisAntigos { await historico.carregarMais() } else { await historico.carregar() }
        case .bloqueios: await relacoes.carregarBloqueios()
        case .equipe: await relacoes.carregarEquipe()
        }
        return evento(s, nil)
    }

    /// Os avisos novos desde a última olhada (nil: nada novo).
    public func avisosNovos() async -> Evento? {
        guard let a = avisos else { return nil }
        let novos = await a.buscarAvisosNovos(apartirDe: inicio)
        return novos.isEmpty ? nil : .avisos(novos)
    }

    public func acionar(_ s: SecaoDoPerfil, _ id: UUID) async -> Evento {
        let d: Desfecho?
        switch s {
        case .candidaturas: d = await candidaturas?.retirar(id)
        case .bloqueios: d = await relacoes.desbloquear(id)
        case .equipe: d = await relacoes.removerDaEquipe(id)
        case .historico: d = nil
        }
        return evento(s, d)
    }

    func evento(_ s: SecaoDoPerfil, _ d: Desfecho?) -> Evento {
        let hoje = relogio.agora
        switch s {
        case .candidaturas:
            return .listaDoPerfil(s, linhas(candidaturas?.estado ?? .vazio(Textos.semCandidaturas)) { c in
                LinhaDaLista(id: c.id, texto: "\(Formatacao.funcao(c.vaga.funcao))  \(Formatacao.periodo(c.vaga.periodo, hoje: hoje))  "
                                 + "\(c.vaga.valor.descricao)  \(c.vaga.estabelecimento.nome) (\(c.vaga.bairro))",
                             detalhe: "Esperando a escolha do contratante desde \(Formatacao.dataHora(c.em, hoje: hoje)).")
            }, temMais: false, desfecho: d)
        case .historico:
            let eu = perfil
            return .listaDoPerfil(s, linhas(historico.estado) { t in
                let (dei, recebi) = t.avaliacoes(doPontoDeVista: eu)
                let outro = eu == .profissional ? t.estabelecimento.nome : t.profissional.nome
                var det = "Você: \(Textos.avaliacao(dei)) · recebeu: \(Textos.avaliacao(recebi))"
                if let c = t.cancelamento {
                    det = "Cancelado pelo \(c.por == .profissional ? "profissional" : "contratante")"
                        + (c.contaComoFalta ? " (contou como falta)" : " (sem falta)") + ": \(c.motivo) · " + det
                }
                return LinhaDaLista(id: t.id, texto: "\(Formatacao.dataHoraComAno(t.periodo.inicio))  \(Formatacao.funcao(t.funcao))  "
                                        + "\(outro) (\(t.bairro))  \(t.valorAcordado.descricao)  \(Textos.situacao(t.situacao))",
                                    detalhe: det)
            }, temMais: historico.temMais, desfecho: d)
        case .bloqueios:
            return .listaDoPerfil(s, linhas(relacoes.bloqueios) { b in
                LinhaDaLista(id: b.contaId, texto: b.nome + (b.estabelecimento.map { " · \($0.nome)" } ?? "") + " · \(Formatacao.perfilCurto(b.perfil))",
                             detalhe: "Bloqueado por \(b.autor.nome) em \(Formatacao.dataHora(b.em, hoje: hoje)).")
            }, temMais: false, desfecho: d)
        case .equipe:
            return .listaDoPerfil(s, linhas(relacoes.equipe) { e in
                LinhaDaLista(id: e.profissional.id, texto: "\(e.profissional.nome) · \(e.funcoes.map(Formatacao.funcao).joined(separator: ", ")) · "
                                 + e.profissional.reputacao.descricao(),
                             detalhe: "Incluído por \(e.incluidoPor.nome) em \(Formatacao.dataHora(e.em, hoje: hoje)).")
            }, temMais: false, desfecho: d)
        }
    }

    func linhas<T>(_ e: EstadoTela<[T]>, _ f: (T) -> LinhaDaLista) -> EstadoTela<[LinhaDaLista]> {
        switch e {
        case .carregando: .carregando
        case .conteudo(let l): .conteudo(l.map(f))
        case .vazio(let m): .vazio(m)
        case .erro(let x): .erro(x)
        }
    }
}
