import Foundation
import FrilaDominio

/// As colunas por que cada lista das telas se filtra e ordena (a ordem delas é a da tecla da
/// ordem). `agora` entra onde o texto depende do dia ("hoje 18:00", "em andamento").
public enum ColunasDasListas {
    typealias F = Textos.Filtro

    static func valor(_ d: Dinheiro) -> ChaveDeOrdem { .numero(Double(d.centavos)) }

    /// As vagas do contratante: do estado ("em andamento", "encerrada") aos candidatos pendentes;
    /// ativas = não canceladas e por terminar; encerradas = o resto: terminadas ou canceladas
    /// (a cancelada que ainda não começou também — "passada" mentiria sobre ela).
    public static func vagasDoContratante(agora: Date) -> ColunasDaLista<Vaga> {
        ColunasDaLista([
            ColunaDaLista(ColunasDasListas.quando, F.quando, texto: { Formatacao.periodo($0.periodo, hoje: agora) },
                          chave: { .instante($0.periodo.inicio) }),
            ColunaDaLista("funcao", F.funcao, texto: { Formatacao.funcao($0.funcao) }),
            ColunaDaLista("estado", F.estado, texto: { Formatacao.situacaoDaVaga($0.estado, $0.periodo, agora: agora) }),
            ColunaDaLista("valor", F.valor, sentido: .decrescente, texto: { $0.valor.descricao }, chave: { valor($0.valor) }),
            ColunaDaLista("posicoes", F.posicoes, sentido: .decrescente, texto: { _ in "" },
                          chave: { .numero(Double($0.posicoesAbertas)) }),
            ColunaDaLista("candidatos", F.candidatos, sentido: .decrescente, texto: { _ in "" },
                          chave: { v in .numero(Double(v.candidatosEscolhiveis.count)) }),
            ColunaDaLista("modo", F.modo, texto: { Formatacao.modoCurto($0.modo) }),
            // Só procura (o endereço): a ordem por ele não ajuda ninguém.
            ColunaDaLista("endereco", F.endereco, ordena: false, texto: { $0.local.endereco }),
        ], recortes: [
            RecorteDaLista("ativas", F.ativas) { ativa($0, agora: agora) },
            RecorteDaLista("encerradas", F.encerradas) { !ativa($0, agora: agora) },
        ])
    }

    /// Ativa: não cancelada e ainda por terminar (publicada, preenchida ou em andamento).
    public static func ativa(_ v: Vaga, agora: Date) -> Bool { v.estado != .cancelada && agora < v.periodo.fim }

    /// Os turnos confirmados do profissional.
    public static func turnos(agora: Date) -> ColunasDaLista<TurnoNaTela> {
        ColunasDaLista([
            ColunaDaLista(ColunasDasListas.quando, F.quando, texto: { Formatacao.periodo($0.turno.vaga.periodo, hoje: agora) },
                          chave: { .instante($0.turno.vaga.periodo.inicio) }),
            ColunaDaLista("funcao", F.funcao, texto: { Formatacao.funcao($0.turno.vaga.funcao) }),
            ColunaDaLista("estabelecimento", F.estabelecimento, texto: { $0.turno.estabelecimento.nome }),
            ColunaDaLista("valor", F.valor, sentido: .decrescente, texto: { $0.turno.valorAcordado.descricao },
                          chave: { valor($0.turno.valorAcordado) }),
            ColunaDaLista("endereco", F.endereco, ordena: false, texto: { $0.turno.vaga.local.endereco }),
        ])
    }

    /// O histórico: o outro lado é o estabelecimento (profissional) ou o profissional (contratante).
    public static func historico(eu: PerfilConta, agora: Date) -> ColunasDaLista<TurnoNoHistorico> {
        ColunasDaLista([
            ColunaDaLista(ColunasDasListas.quando, F.quando, sentido: .decrescente,
                          texto: { Formatacao.dataHora($0.periodo.inicio, hoje: agora) }, chave: { .instante($0.periodo.inicio) }),
            ColunaDaLista("funcao", F.funcao, texto: { Formatacao.funcao($0.funcao) }),
            ColunaDaLista("quem", eu == .profissional ? F.estabelecimento : F.nome,
                          texto: { eu == .profissional ? $0.estabelecimento.nome : $0.profissional.nome }),
            ColunaDaLista("bairro", F.bairro, texto: { $0.bairro }),
            ColunaDaLista("valor", F.valor, sentido: .decrescente, texto: { $0.valorAcordado.descricao }, chave: { valor($0.valorAcordado) }),
            ColunaDaLista("situacao", F.situacao, texto: { Textos.situacao($0.situacao) }),
        ])
    }

    public static func candidaturas(agora: Date) -> ColunasDaLista<MinhaCandidatura> {
        ColunasDaLista([
            ColunaDaLista(ColunasDasListas.quando, F.quando, texto: { Formatacao.periodo($0.vaga.periodo, hoje: agora) },
                          chave: { .instante($0.vaga.periodo.inicio) }),
            ColunaDaLista("funcao", F.funcao, texto: { Formatacao.funcao($0.vaga.funcao) }),
            ColunaDaLista("estabelecimento", F.estabelecimento, texto: { $0.vaga.estabelecimento.nome }),
            ColunaDaLista("bairro", F.bairro, texto: { $0.vaga.bairro }),
            ColunaDaLista("valor", F.valor, sentido: .decrescente, texto: { $0.vaga.valor.descricao }, chave: { valor($0.vaga.valor) }),
            ColunaDaLista("desde", F.desde, texto: { _ in "" }, chave: { .instante($0.em) }),
        ])
    }

    public static func bloqueios() -> ColunasDaLista<Bloqueio> {
        ColunasDaLista([
            ColunaDaLista("nome", F.nome, texto: { b in b.nome + (b.estabelecimento.map { " \($0.nome)" } ?? "") }),
            ColunaDaLista("perfil", F.perfil, texto: { Formatacao.perfilCurto($0.perfil) }),
            ColunaDaLista("desde", F.desde, sentido: .decrescente, texto: { _ in "" }, chave: { .instante($0.em) }),
            ColunaDaLista("quem", F.quem, texto: { $0.autor.nome }),
        ])
    }

    public static func equipe() -> ColunasDaLista<MembroDaEquipe> {
        ColunasDaLista([
            ColunaDaLista("nome", F.nome, texto: { $0.profissional.nome }),
            ColunaDaLista("funcao", F.funcao, texto: { $0.funcoes.map(Formatacao.funcao).joined(separator: " ") }),
            // Reputação: a proporção de "chamaria de novo"; sem histórico vai para o fim.
            ColunaDaLista("reputacao", F.reputacao, sentido: .decrescente, texto: { _ in "" }, chave: { m in
                let r = m.profissional.reputacao
                return r.temHistorico() ? .numero(Double(r.positivas) / Double(r.total)) : nil
            }),
            ColunaDaLista("desde", F.desde, sentido: .decrescente, texto: { _ in "" }, chave: { .instante($0.em) }),
        ])
    }

    /// A aba Avisos (vagas despachadas e avisos): o mais novo primeiro quando a ordem cai no
    /// "recebido"; o texto inteiro de cada um se procura, e o tipo ("Vaga nova", "Avaliação").
    public static func avisos(agora: Date) -> ColunasDaLista<NotificacaoRecebida> {
        ColunasDaLista([
            ColunaDaLista("em", F.recebido, sentido: .decrescente, texto: { Textos.Caixa.texto($0, hoje: agora) },
                          chave: { .instante($0.enviadaEm) }),
            ColunaDaLista("tipo", F.tipo, texto: { Textos.Caixa.tipo($0) }),
            ColunaDaLista(ColunasDasListas.quando, F.quando, texto: { Formatacao.dataHora(inicio($0), hoje: agora) },
                          chave: { .instante(inicio($0)) }),
            ColunaDaLista("funcao", F.funcao, texto: { Formatacao.funcao(funcao($0)) }),
            ColunaDaLista("quem", F.quem, texto: { n in
                switch n {
                case .vaga(let v): v.estabelecimento.nome
                case .aviso(let a): [a.profissional?.nome, a.estabelecimento.nome].compactMap { $0 }.joined(separator: " ")
                }
            }),
        ])
    }

    static func inicio(_ n: NotificacaoRecebida) -> Date {
        switch n {
        case .vaga(let v): v.inicio
        case .aviso(let a): a.inicio
        }
    }

    static func funcao(_ n: NotificacaoRecebida) -> Funcao {
        switch n {
        case .vaga(let v): v.funcao
        case .aviso(let a): a.funcao
        }
    }

    static let quando = "inicio"
}
