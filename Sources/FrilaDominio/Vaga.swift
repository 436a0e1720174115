import Foundation

public struct ResumoDoEstabelecimento: Hashable, Codable, Sendable {
    public let id: UUID
    public let nome: String
    public init(id: UUID, nome: String) {
        self.id = id
        self.nome = nome
    }
}

public struct Estabelecimento: Hashable, Codable, Sendable {
    public let id: UUID
    public let nome: String
    public let endereco: String?
    /// Ponto do endereço: o formulário de nova vaga parte dele.
    public let ponto: Coordenada?
    public init(id: UUID, nome: String, endereco: String?, ponto: Coordenada? = nil) {
        self.id = id
        self.nome = nome
        self.endereco = endereco
        self.ponto = ponto
    }
}

public struct Profissional: Hashable, Codable, Sendable {
    public let id: UUID
    public let nome: String
    public let reputacao: Reputacao
    public init(id: UUID, nome: String, reputacao: Reputacao) {
        self.id = id
        self.nome = nome
        self.reputacao = reputacao
    }
}

public struct Posicao: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let estado: EstadoPosicao
    public let turno: Turno?
    public init(id: UUID, estado: EstadoPosicao, turno: Turno?) {
        self.id = id
        self.estado = estado
        self.turno = turno
    }
}

/// Por que o contratante não pode escolher um candidato agora: a regra que o servidor
/// aplicaria na escolha (`escolher_candidato`), lida antes dela. A frase vem do catálogo.
public enum ImpedimentoDaEscolha: Hashable, Codable, Sendable {
    case suspensao, funcao, bloqueio, distancia, sobreposicao
    /// Um código que este cliente não conhece: não dá para escolher, sem dizer a regra.
    case outro(String)

    public init(codigo: String) {
        switch codigo {
        case "suspensao": self = .suspensao
        case "funcao": self = .funcao
        case "bloqueio": self = .bloqueio
        case "distancia": self = .distancia
        case "sobreposicao": self = .sobreposicao
        default: self = .outro(codigo)
        }
    }

    public var codigo: String {
        switch self {
        case .suspensao: "suspensao"
        case .funcao: "funcao"
        case .bloqueio: "bloqueio"
        case .distancia: "distancia"
        case .sobreposicao: "sobreposicao"
        case .outro(let c): c
        }
    }
}

public struct Candidatura: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let estado: EstadoCandidatura
    public let em: Date
    public let profissional: Profissional
    /// Só da pendente: nil = dá para escolher.
    public let impedimento: ImpedimentoDaEscolha?
    public init(id: UUID, estado: EstadoCandidatura, em: Date, profissional: Profissional,
                impedimento: ImpedimentoDaEscolha? = nil) {
        self.id = id
        self.estado = estado
        self.em = em
        self.profissional = profissional
        self.impedimento = impedimento
    }

    /// Pendente e sem impedimento: Enter (ou `frila escolher`) a escolhe.
    public var escolhivel: Bool { estado == .pendente && impedimento == nil }
}

/// Um turno cancelado de uma vaga, visto pelo contratante: quem era, quem cancelou, quando,
/// por quê e se contou como falta (RN12). Sem contato (RN10).
public struct TurnoCanceladoNaVaga: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let profissional: ResumoDaConta
    public let cancelamento: CancelamentoRegistrado
    public init(id: UUID, profissional: ResumoDaConta, cancelamento: CancelamentoRegistrado) {
        self.id = id
        self.profissional = profissional
        self.cancelamento = cancelamento
    }
}

/// Vaga como o contratante a vê (`minhas_vagas`, `publicar_vaga`).
public struct Vaga: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let funcao: Funcao
    public let periodo: Periodo
    public let local: Local
    public let valor: Dinheiro
    public let inclusos: Inclusos
    public let modo: ModoPreenchimento
    public let estado: EstadoVaga
    /// RF20: antecedência do alerta de vaga vazia (padrão 3 h).
    public let antecedenciaAlerta: TimeInterval
    /// As posições de agora: a cancelada (numa edição para menos, no fechamento) não conta.
    public let posicoesTotal: Int
    public let posicoesAbertas: Int
    /// Das posições de agora, as com turno não cancelado.
    public let posicoesPreenchidas: Int
    public let posicoes: [Posicao]
    public let candidaturas: [Candidatura]
    /// RN12: quem cancelou um turno desta vaga (a posição reabriu, o rastro fica), o mais recente primeiro.
    public let cancelados: [TurnoCanceladoNaVaga]
    /// A vaga inteira cancelada: quando, por quem e por quê (nil enquanto não foi).
    public let cancelamento: DetalheDaVaga.Cancelamento?
    /// Só na resposta de publicar: a primeira leva não incluiria ninguém (nil: não se sabe).
    public let ninguemAlcancado: Bool?

    public init(id: UUID, funcao: Funcao, periodo: Periodo, local: Local, valor: Dinheiro,
                inclusos: Inclusos, modo: ModoPreenchimento, estado: EstadoVaga = .publicada,
                antecedenciaAlerta: TimeInterval = Regras.antecedenciaDeAlertaPadrao,
                posicoesTotal: Int, posicoesAbertas: Int, posicoesPreenchidas: Int? = nil, posicoes: [Posicao] = [],
                candidaturas: [Candidatura] = [], cancelados: [TurnoCanceladoNaVaga] = [],
                cancelamento: DetalheDaVaga.Cancelamento? = nil, ninguemAlcancado: Bool? = nil) {
        self.id = id
        self.funcao = funcao
        self.periodo = periodo
        self.local = local
        self.valor = valor
        self.inclusos = inclusos
        self.modo = modo
        self.estado = estado
        self.antecedenciaAlerta = antecedenciaAlerta
        self.posicoesTotal = posicoesTotal
        self.posicoesAbertas = posicoesAbertas
        // Servidor sem o número: o que as posições dizem (a cancelada não é preenchida).
        self.posicoesPreenchidas = posicoesPreenchidas
            ?? (posicoes.isEmpty ? max(0, posicoesTotal - posicoesAbertas)
                                 : posicoes.filter { $0.estado != .cancelada && $0.turno.map { $0.estado != .cancelada } == true }.count)
        self.posicoes = posicoes
        self.candidaturas = candidaturas
        self.cancelados = cancelados
        self.cancelamento = cancelamento
        self.ninguemAlcancado = ninguemAlcancado
    }

    /// As candidaturas esperando escolha (com ou sem impedimento): as linhas do detalhe.
    public var candidaturasPendentes: [Candidatura] { candidaturas.filter { $0.estado == .pendente } }
    /// As pendentes que dá para escolher (sem bloqueio nem outro impedimento): as que as contagens dizem.
    public var candidatosEscolhiveis: [Candidatura] { candidaturas.filter(\.escolhivel) }

    /// Quem está confirmado (turno não cancelado): com alguém assim, a vaga não se edita.
    public var confirmados: [Turno] {
        posicoes.compactMap { p in p.turno.flatMap { $0.estado == .cancelada ? nil : $0 } }
    }

    /// RN24: seleção só para vaga que começa a pelo menos 24 h.
    public func aceitaModoSelecao(agora: Date) -> Bool {
        Self.aceitaModoSelecao(inicio: periodo.inicio, agora: agora)
    }

    public static func aceitaModoSelecao(inicio: Date, agora: Date) -> Bool {
        inicio.timeIntervalSince(agora) >= Regras.antecedenciaMinimaSelecao
    }

    /// RF20: dentro da janela de alerta com posição aberta.
    public func emAlerta(agora: Date) -> Bool {
        estado == .publicada && posicoesAbertas > 0 && agora < periodo.inicio
            && periodo.inicio.timeIntervalSince(agora) <= antecedenciaAlerta
    }
}

/// Vaga como o profissional a vê no feed — sem contato (RN10).
public struct VagaDoFeed: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let funcao: Funcao
    public let periodo: Periodo
    public let valor: Dinheiro
    public let inclusos: Inclusos
    public let modo: ModoPreenchimento
    public let estabelecimento: ResumoDoEstabelecimento
    public let bairro: String
    public let distanciaMetros: Double?
    public let posicoesAbertas: Int
    public let minhaCandidatura: EstadoCandidatura?
    /// Eu tinha turno confirmado nesta vaga e o cancelei (RN12): a candidatura ficou
    /// "retirada" no servidor, mas o que houve foi o cancelamento do turno.
    /// Opcional no Codable: o cache gravado antes deste campo continua legível.
    private let meuTurnoCancelado: Bool?
    public var turnoCanceladoPorMim: Bool { meuTurnoCancelado == true }
    /// O estabelecimento cancelou o meu turno nesta vaga (RN12): a candidatura ficou
    /// "recusada" no servidor, mas o que houve foi o cancelamento; a posição reaberta não é
    /// oferecida de novo a mim (o servidor recusa pegá-la). Opcional pelo mesmo motivo.
    private let meuTurnoCanceladoPeloEstabelecimento: Bool?
    public var turnoCanceladoPeloEstabelecimento: Bool { meuTurnoCanceladoPeloEstabelecimento == true }
    /// RN08: o que os profissionais disseram do estabelecimento; nil = o servidor não mandou.
    public let reputacaoDoEstabelecimento: Reputacao?
    /// A ficha dos termos que a tela mostrou: `candidatar` a manda, e o servidor recusa
    /// (`termosMudaram`) se os termos mudaram desde então. nil = servidor antigo ou cache antigo.
    public let termosVersao: String?

    public init(id: UUID, funcao: Funcao, periodo: Periodo, valor: Dinheiro, inclusos: Inclusos,
                modo: ModoPreenchimento, estabelecimento: ResumoDoEstabelecimento, bairro: String,
                distanciaMetros: Double?, posicoesAbertas: Int, minhaCandidatura: EstadoCandidatura?,
                reputacaoDoEstabelecimento: Reputacao? = nil, turnoCanceladoPorMim: Bool = false,
                termosVersao: String? = nil, turnoCanceladoPeloEstabelecimento: Bool = false) {
        self.termosVersao = termosVersao
        self.meuTurnoCanceladoPeloEstabelecimento = turnoCanceladoPeloEstabelecimento
        self.reputacaoDoEstabelecimento = reputacaoDoEstabelecimento
        self.meuTurnoCancelado = turnoCanceladoPorMim
        self.id = id
        self.funcao = funcao
        self.periodo = periodo
        self.valor = valor
        self.inclusos = inclusos
        self.modo = modo
        self.estabelecimento = estabelecimento
        self.bairro = bairro
        self.distanciaMetros = distanciaMetros
        self.posicoesAbertas = posicoesAbertas
        self.minhaCandidatura = minhaCandidatura
    }
}

/// O que o despacho entregou (`minhas_notificacoes`) — o substituto do push no terminal.
public struct Notificacao: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let vagaId: UUID
    public let funcao: Funcao
    public let inicio: Date
    public let valor: Dinheiro
    public let modo: ModoPreenchimento
    public let estabelecimento: ResumoDoEstabelecimento
    public let enviadaEm: Date
    public init(id: UUID, vagaId: UUID, funcao: Funcao, inicio: Date, valor: Dinheiro,
                modo: ModoPreenchimento, estabelecimento: ResumoDoEstabelecimento, enviadaEm: Date) {
        self.id = id
        self.vagaId = vagaId
        self.funcao = funcao
        self.inicio = inicio
        self.valor = valor
        self.modo = modo
        self.estabelecimento = estabelecimento
        self.enviadaEm = enviadaEm
    }
}

/// `vagas_em_alerta`: vagas com posição aberta na janela de alerta e turnos atrasados.
public struct PainelDeAlerta: Hashable, Codable, Sendable {
    public struct VagaEmAlerta: Identifiable, Hashable, Codable, Sendable {
        public let id: UUID
        public let funcao: Funcao
        public let periodo: Periodo
        public let posicoesAbertas: Int
        public let alertaDesde: Date
        public init(id: UUID, funcao: Funcao, periodo: Periodo, posicoesAbertas: Int, alertaDesde: Date) {
            self.id = id
            self.funcao = funcao
            self.periodo = periodo
            self.posicoesAbertas = posicoesAbertas
            self.alertaDesde = alertaDesde
        }
    }
    /// Os minutos de atraso não vêm guardados: um número lido do servidor envelhece na tela
    /// aberta (ao vivo, nada o relê); quem mostra conta do início com o relógio dele.
    public struct TurnoAtrasado: Hashable, Codable, Sendable {
        public let turno: Turno
        public init(turno: Turno) { self.turno = turno }
        public func minutos(agora: Date) -> Int { turno.minutosDeAtraso(agora: agora) }
    }
    public let vagas: [VagaEmAlerta]
    public let atrasados: [TurnoAtrasado]
    public init(vagas: [VagaEmAlerta], atrasados: [TurnoAtrasado]) {
        self.vagas = vagas
        self.atrasados = atrasados
    }
    public var vazio: Bool { vagas.isEmpty && atrasados.isEmpty }
}

/// Resultado de escolher um candidato (seleção) — corrida modelada como tipo (RN19).
public enum ResultadoConfirmacao: Hashable, Sendable {
    case confirmada(Turno)
    /// RN19: alguém chegou antes; `em` quando o servidor informa.
    case jaPreenchida(em: Date?)
    /// `motivo`: a frase do servidor; nil quando ele não mandou nenhuma.
    case inelegivel(motivo: String?)
}

/// Resultado de `candidatar`, caso a caso: perder a corrida não é erro técnico (RN19).
public enum ResultadoDaCandidatura: Hashable, Sendable {
    case confirmada(Turno)
    case pendente(candidaturaId: UUID)
    case vagaPreenchida(em: Date?)
    case vagaEncerrada
    /// `motivo`: a frase do servidor; nil quando ele não mandou nenhuma.
    case inelegivel(motivo: String?)
    case contaSuspensa
    /// Os termos mudaram desde que a pessoa viu a vaga: nada foi feito; `atual` são os termos
    /// de agora (nil se o servidor não os mandou), para ela ver e decidir de novo.
    case termosMudaram(atual: VagaDoFeed?)
}
