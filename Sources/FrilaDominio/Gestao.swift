import Foundation

// Conceitos de candidaturas, histórico, bloqueios/equipe, avisos e gestão de vagas
// (formas em docs/CONTRATO.md). Nenhuma regra de elegibilidade aqui: o SQL decide.

/// Uma conta vista de fora: id e nome (sem contato — RN10).
public struct ResumoDaConta: Hashable, Codable, Sendable {
    public let id: UUID
    public let nome: String
    public init(id: UUID, nome: String) {
        self.id = id
        self.nome = nome
    }
}

// MARK: - Candidaturas

/// Uma candidatura de seleção minha, com a vaga (mesma forma do feed, sem contato).
public struct MinhaCandidatura: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let estado: EstadoCandidatura
    public let em: Date
    public let vaga: VagaDoFeed
    public init(id: UUID, estado: EstadoCandidatura, em: Date, vaga: VagaDoFeed) {
        self.id = id
        self.estado = estado
        self.em = em
        self.vaga = vaga
    }
}

/// Retirar é o caminho normal; escolhido ou já decidido são respostas, não falhas técnicas.
public enum ResultadoDaRetirada: Hashable, Sendable {
    case retirada(em: Date?)
    /// Já fui escolhido: para sair, cancelar o turno (RN12).
    case jaEscolhida(turnoId: UUID?)
    /// Recusada ou expirada antes de eu retirar.
    case jaDecidida(EstadoCandidatura?)
}

// MARK: - Histórico

public enum SituacaoNoHistorico: String, Codable, Sendable, CaseIterable {
    case cumprido, cancelado
    case naoVerificado = "nao_verificado"
}

/// RN12: quem cancelou, quando, por quê e se contou como falta.
public struct CancelamentoRegistrado: Hashable, Codable, Sendable {
    public let em: Date
    public let por: PerfilConta
    public let autor: ResumoDaConta?
    public let motivo: String
    public let contaComoFalta: Bool
    public init(em: Date, por: PerfilConta, autor: ResumoDaConta?, motivo: String, contaComoFalta: Bool) {
        self.em = em
        self.por = por
        self.autor = autor
        self.motivo = motivo
        self.contaComoFalta = contaComoFalta
    }
}

public struct TurnoNoHistorico: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let vagaId: UUID
    public let situacao: SituacaoNoHistorico
    public let funcao: Funcao
    public let periodo: Periodo
    public let bairro: String
    public let valorAcordado: Dinheiro
    public let estabelecimento: ResumoDoEstabelecimento
    public let profissional: ResumoDaConta
    public let cancelamento: CancelamentoRegistrado?
    /// RN07: sim/não de cada lado; nil = não avaliou.
    public let avaliacaoDoProfissional: Bool?
    public let avaliacaoDoContratante: Bool?

    public init(id: UUID, vagaId: UUID, situacao: SituacaoNoHistorico, funcao: Funcao, periodo: Periodo, bairro: String,
                valorAcordado: Dinheiro, estabelecimento: ResumoDoEstabelecimento, profissional: ResumoDaConta,
                cancelamento: CancelamentoRegistrado?, avaliacaoDoProfissional: Bool?, avaliacaoDoContratante: Bool?) {
        self.id = id
        self.vagaId = vagaId
        self.situacao = situacao
        self.funcao = funcao
        self.periodo = periodo
        self.bairro = bairro
        self.valorAcordado = valorAcordado
        self.estabelecimento = estabelecimento
        self.profissional = profissional
        self.cancelamento = cancelamento
        self.avaliacaoDoProfissional = avaliacaoDoProfissional
        self.avaliacaoDoContratante = avaliacaoDoContratante
    }

    /// A avaliação que eu dei e a que recebi, conforme o meu lado.
    public func avaliacoes(doPontoDeVista perfil: PerfilConta) -> (dei: Bool?, recebi: Bool?) {
        perfil == .profissional ? (avaliacaoDoProfissional, avaliacaoDoContratante)
                                : (avaliacaoDoContratante, avaliacaoDoProfissional)
    }
}

/// Uma página do histórico; `proximoCursor` nil = acabou.
public struct PaginaDoHistorico: Hashable, Sendable {
    public let itens: [TurnoNoHistorico]
    public let proximoCursor: String?
    public init(itens: [TurnoNoHistorico], proximoCursor: String?) {
        self.itens = itens
        self.proximoCursor = proximoCursor
    }
    public var temMais: Bool { proximoCursor != nil }
}

extension Regras {
    /// Tamanho de página do histórico quando não se pede outro, e o teto que o servidor aceita.
    public static let paginaDoHistoricoPadrao = 20
    public static let paginaDoHistoricoMaxima = 50

    /// O tamanho de página pedido, trazido para 1…máximo (o servidor recusa fora disso).
    public static func tamanhoDePagina(_ pedido: Int?) -> Int {
        min(max(pedido ?? paginaDoHistoricoPadrao, 1), paginaDoHistoricoMaxima)
    }
}

// MARK: - Bloqueios e equipe de confiança

/// RF26: um bloqueio feito por mim (ou, para o contratante, por um membro do estabelecimento).
public struct Bloqueio: Hashable, Codable, Sendable {
    public let contaId: UUID
    public let nome: String
    public let perfil: PerfilConta
    /// O estabelecimento da conta bloqueada, quando é um contratante.
    public let estabelecimento: ResumoDoEstabelecimento?
    public let em: Date
    public let autor: ResumoDaConta
    public init(contaId: UUID, nome: String, perfil: PerfilConta, estabelecimento: ResumoDoEstabelecimento?,
                em: Date, autor: ResumoDaConta) {
        self.contaId = contaId
        self.nome = nome
        self.perfil = perfil
        self.estabelecimento = estabelecimento
        self.em = em
        self.autor = autor
    }

    /// O estabelecimento, quando diz algo além do nome (o bloqueado pelo estabelecimento tem o
    /// nome dele: "Bar do Cerrado (Bar do Cerrado)" repetia).
    public var estabelecimentoAlemDoNome: ResumoDoEstabelecimento? {
        estabelecimento.flatMap { $0.nome == nome ? nil : $0 }
    }
}

/// RN05: quem está na equipe de confiança recebe além dos 15 km.
public struct MembroDaEquipe: Hashable, Codable, Sendable {
    public let profissional: Profissional
    public let funcoes: [Funcao]
    public let estabelecimento: ResumoDoEstabelecimento
    public let incluidoPor: ResumoDaConta
    public let em: Date
    public init(profissional: Profissional, funcoes: [Funcao], estabelecimento: ResumoDoEstabelecimento,
                incluidoPor: ResumoDaConta, em: Date) {
        self.profissional = profissional
        self.funcoes = funcoes
        self.estabelecimento = estabelecimento
        self.incluidoPor = incluidoPor
        self.em = em
    }
}

// MARK: - Avisos (no mesmo minhas_notificacoes das vagas)

public enum TipoDeAviso: String, Codable, Sendable, CaseIterable {
    case posicaoTomada = "posicao_tomada"
    case candidaturaNova = "candidatura_nova"
    case candidaturaRetirada = "candidatura_retirada"
    case checkinManual = "checkin_manual"
    case turnoCancelado = "turno_cancelado"
    // Para o contratante (docs/CONTRATO.md, "Tempo real").
    case checkout = "checkout"
    case atraso = "atraso"
    case vagaEmAlerta = "vaga_em_alerta"
    // Para o profissional.
    case candidaturaEscolhida = "candidatura_escolhida"
    case candidaturaRecusada = "candidatura_recusada"
    case candidaturaExpirada = "candidatura_expirada"
    case vagaEditada = "vaga_editada"
    case checkinConfirmado = "checkin_confirmado"
    // Para os dois lados.
    case avaliacaoLiberada = "avaliacao_liberada"
    /// Para o profissional: os termos de uma vaga a que se candidatou mudaram; a candidatura acabou.
    case vagaAlterada = "vaga_alterada"
}

/// Um acontecimento numa vaga: para o contratante (alguém pegou, se candidatou, retirou,
/// fez check-in manual, cancelou) ou para o profissional (o contratante cancelou o turno).
public struct Aviso: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let tipo: TipoDeAviso
    public let vagaId: UUID
    public let funcao: Funcao
    public let inicio: Date
    public let estabelecimento: ResumoDoEstabelecimento
    public let em: Date
    public let turnoId: UUID?
    public let candidaturaId: UUID?
    public let profissional: ResumoDaConta?
    public let motivo: String?
    public let contaComoFalta: Bool?
    /// Só em turno cancelado: o lado que cancelou (a falta, se houver, é dele).
    public let canceladoPor: PerfilConta?
    public init(id: UUID, tipo: TipoDeAviso, vagaId: UUID, funcao: Funcao, inicio: Date,
                estabelecimento: ResumoDoEstabelecimento, em: Date, turnoId: UUID?, candidaturaId: UUID?,
                profissional: ResumoDaConta?, motivo: String?, contaComoFalta: Bool?, canceladoPor: PerfilConta? = nil) {
        self.canceladoPor = canceladoPor
        self.id = id
        self.tipo = tipo
        self.vagaId = vagaId
        self.funcao = funcao
        self.inicio = inicio
        self.estabelecimento = estabelecimento
        self.em = em
        self.turnoId = turnoId
        self.candidaturaId = candidaturaId
        self.profissional = profissional
        self.motivo = motivo
        self.contaComoFalta = contaComoFalta
    }

    /// Pede uma ação do contratante agora (o check-in manual espera confirmação, RN22).
    public var pedeAcao: Bool { tipo == .checkinManual }
}

/// O que chega pela caixa de notificações: uma vaga despachada (RN23 já aplicado) ou um aviso.
public enum NotificacaoRecebida: Hashable, Sendable {
    case vaga(Notificacao)
    case aviso(Aviso)

    public var id: UUID {
        switch self {
        case .vaga(let n): n.id
        case .aviso(let a): a.id
        }
    }

    public var enviadaEm: Date {
        switch self {
        case .vaga(let n): n.enviadaEm
        case .aviso(let a): a.em
        }
    }
}

// MARK: - Gestão de vagas

/// O que cancelar a vaga inteira custa, dito antes (e devolvido ao cancelar).
public struct CustoDoCancelamento: Hashable, Codable, Sendable {
    public let vagaId: UUID
    public let inicio: Date
    /// RN12: menos de 24 h do início.
    public let menosDe24h: Bool
    /// RN12: há turno confirmado e faltam menos de 24 h.
    public let contaComoFalta: Bool
    public let turnosConfirmados: Int
    /// Quem será avisado.
    public let profissionais: [ResumoDaConta]
    public let candidaturasPendentes: Int
    public let posicoesAbertas: Int
    public init(vagaId: UUID, inicio: Date, menosDe24h: Bool, contaComoFalta: Bool, turnosConfirmados: Int,
                profissionais: [ResumoDaConta], candidaturasPendentes: Int, posicoesAbertas: Int) {
        self.vagaId = vagaId
        self.inicio = inicio
        self.menosDe24h = menosDe24h
        self.contaComoFalta = contaComoFalta
        self.turnosConfirmados = turnosConfirmados
        self.profissionais = profissionais
        self.candidaturasPendentes = candidaturasPendentes
        self.posicoesAbertas = posicoesAbertas
    }

    /// Cancelar não custa nada a ninguém: sem confirmados nem candidatos esperando.
    public var semImpacto: Bool { turnosConfirmados == 0 && candidaturasPendentes == 0 }
}

public struct VagaCancelada: Hashable, Codable, Sendable {
    public let vagaId: UUID
    public let canceladaEm: Date
    public let turnosCancelados: Int
    public let contaComoFalta: Bool
    public init(vagaId: UUID, canceladaEm: Date, turnosCancelados: Int, contaComoFalta: Bool) {
        self.vagaId = vagaId
        self.canceladaEm = canceladaEm
        self.turnosCancelados = turnosCancelados
        self.contaComoFalta = contaComoFalta
    }
}

/// Contagem de linhas de despacho (RNF02): na leva, retidas pelo teto (RN23), avisadas,
/// lidas pelo profissional, falhas.
public struct NumerosDoDespacho: Hashable, Codable, Sendable {
    public let incluidos: Int
    public let retidos: Int
    public let avisados: Int
    public let entregues: Int
    public let falhas: Int
    public init(incluidos: Int, retidos: Int, avisados: Int, entregues: Int, falhas: Int) {
        self.incluidos = incluidos
        self.retidos = retidos
        self.avisados = avisados
        self.entregues = entregues
        self.falhas = falhas
    }
}

public struct LevaDoDespacho: Hashable, Codable, Sendable {
    public let numero: Int
    public let numeros: NumerosDoDespacho
    public let criadaEm: Date?
    public init(numero: Int, numeros: NumerosDoDespacho, criadaEm: Date?) {
        self.numero = numero
        self.numeros = numeros
        self.criadaEm = criadaEm
    }
}

public struct ContagemDeCandidaturas: Hashable, Codable, Sendable {
    public let total: Int
    public let pendentes: Int
    public let aceitas: Int
    public let recusadas: Int
    public let retiradas: Int
    public let expiradas: Int
    public init(total: Int, pendentes: Int, aceitas: Int, recusadas: Int, retiradas: Int, expiradas: Int) {
        self.total = total
        self.pendentes = pendentes
        self.aceitas = aceitas
        self.recusadas = recusadas
        self.retiradas = retiradas
        self.expiradas = expiradas
    }
}

/// A visibilidade do despacho de uma vaga ("o que está prestes a falhar").
public struct DespachoDaVaga: Hashable, Codable, Sendable {
    public let vagaId: UUID
    public let estado: EstadoVaga
    public let levaAtual: Int
    public let proximaLevaEm: Date?
    public let posicoesTotal: Int
    public let posicoesAbertas: Int
    public let emAlerta: Bool
    public let levas: [LevaDoDespacho]
    public let totais: NumerosDoDespacho
    public let candidaturas: ContagemDeCandidaturas
    public init(vagaId: UUID, estado: EstadoVaga, levaAtual: Int, proximaLevaEm: Date?, posicoesTotal: Int,
                posicoesAbertas: Int, emAlerta: Bool, levas: [LevaDoDespacho], totais: NumerosDoDespacho,
                candidaturas: ContagemDeCandidaturas) {
        self.vagaId = vagaId
        self.estado = estado
        self.levaAtual = levaAtual
        self.proximaLevaEm = proximaLevaEm
        self.posicoesTotal = posicoesTotal
        self.posicoesAbertas = posicoesAbertas
        self.emAlerta = emAlerta
        self.levas = levas
        self.totais = totais
        self.candidaturas = candidaturas
    }

    /// Ainda há posição aberta e ninguém foi alcançado (nem retido pelo teto): o despacho
    /// não tem a quem mandar — o sinal mais claro de que a vaga vai falhar.
    public var ninguemAlcancado: Bool { posicoesAbertas > 0 && totais.incluidos == 0 && levaAtual > 0 }
}

/// O detalhe da vaga do contratante: a vaga (turnos confirmados com o contato do
/// profissional, RN10), o bairro, o cancelamento e o despacho.
public struct DetalheDaVaga: Hashable, Sendable {
    public struct Cancelamento: Hashable, Codable, Sendable {
        public let em: Date
        public let motivo: String
        public let autor: ResumoDaConta?
        public init(em: Date, motivo: String, autor: ResumoDaConta?) {
            self.em = em
            self.motivo = motivo
            self.autor = autor
        }
    }
    public let vaga: Vaga
    public let bairro: String
    public let cancelamento: Cancelamento?
    public let despacho: DespachoDaVaga
    public init(vaga: Vaga, bairro: String, cancelamento: Cancelamento?, despacho: DespachoDaVaga) {
        self.vaga = vaga
        self.bairro = bairro
        self.cancelamento = cancelamento
        self.despacho = despacho
    }

    /// Contatos liberados: só de turnos confirmados (RN10).
    public var contatosDosConfirmados: [(profissional: ParteDoTurno, turnoId: UUID)] {
        vaga.posicoes.compactMap { p in
            guard let t = p.turno, t.estado != .cancelada, let prof = t.profissional, prof.contato != nil else { return nil }
            return (prof, t.id)
        }
    }

    /// Editar só enquanto ninguém está confirmado e a vaga não começou.
    public func podeEditar(agora: Date) -> Bool { vaga.impedimentoDeEdicao(agora: agora) == nil }
}

/// Por que uma vaga não se edita (o servidor recusa pelo mesmo motivo: `vaga_com_confirmados`,
/// `vaga_encerrada`); a frase vem do catálogo da apresentação.
public enum ImpedimentoDeEdicao: Hashable, Sendable {
    /// Há profissional confirmado (nomes, na ordem das posições).
    case temConfirmados([String])
    case jaComecou
    case encerrada(EstadoVaga)

    /// A chave com que o servidor recusaria a edição (`editar_vaga`).
    public var chave: String {
        if case .temConfirmados = self { return "vaga_com_confirmados" }
        return "vaga_encerrada"
    }

    /// Estável, para scripts (`frila vaga --json`): qual dos motivos.
    public var codigo: String {
        switch self {
        case .temConfirmados: "tem_confirmados"
        case .jaComecou: "ja_comecou"
        case .encerrada: "encerrada"
        }
    }
}

extension Vaga {
    public func impedimentoDeEdicao(agora: Date) -> ImpedimentoDeEdicao? {
        if estado == .encerrada || estado == .cancelada { return .encerrada(estado) }
        if agora >= periodo.inicio { return .jaComecou }
        let c = confirmados
        if !c.isEmpty { return .temConfirmados(c.map { $0.profissional?.nome ?? "profissional" }) }
        return nil
    }
}

/// Por que a vaga inteira não se cancela agora (o servidor recusa com `vaga_encerrada`): a tecla X,
/// o rodapé, a gestão da vaga e o `frila cancelar-vaga` perguntam esta regra; a frase vem do catálogo.
public enum ImpedimentoDoCancelamentoDaVaga: Hashable, Sendable {
    /// Começou e não terminou: o banco já a marca encerrada, mas a tela diz "em andamento"; cancela-se
    /// o turno de cada profissional.
    case emAndamento
    case jaEsta(EstadoVaga)
}

extension Vaga {
    /// nil: cancela.
    public func impedimentoDoCancelamento(agora: Date) -> ImpedimentoDoCancelamentoDaVaga? {
        if estado != .cancelada, periodo.inicio <= agora, agora < periodo.fim { return .emAndamento }
        // Depois do fim o servidor pode ainda dizer "preenchida": a tela diz encerrada, e o X também.
        let agoraEsta: EstadoVaga = estado != .cancelada && agora >= periodo.fim ? .encerrada : estado
        return agoraEsta == .publicada || agoraEsta == .preenchida ? nil : .jaEsta(agoraEsta)
    }
}

extension RascunhoDeVaga {
    /// O formulário preenchido com uma vaga existente (para editar).
    public init(vaga: Vaga) {
        self.init(funcao: vaga.funcao, inicio: vaga.periodo.inicio, fim: vaga.periodo.fim, valor: vaga.valor,
                  refeicao: vaga.inclusos.refeicao, transporte: vaga.inclusos.transporte,
                  exigeMaterialProprio: vaga.inclusos.exigeMaterialProprio, modo: vaga.modo,
                  posicoes: vaga.posicoes.isEmpty ? vaga.posicoesTotal : vaga.posicoes.filter { $0.estado != .cancelada }.count,
                  endereco: vaga.local.endereco, ponto: vaga.local.ponto,
                  antecedenciaAlerta: vaga.antecedenciaAlerta)
    }
}
