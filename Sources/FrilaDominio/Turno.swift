import Foundation

/// Um toque de check-in ou check-out. A coordenada não entra: só a distância até o
/// endereço da vaga, medida no momento do toque (RN22).
public struct RegistroDePresenca: Hashable, Codable, Sendable {
    public let em: Date
    public let tipo: TipoRegistro
    /// nil quando a localização falhou
    public let distanciaMetros: Double?
    /// contratante, só no manual
    public var confirmadoEm: Date?

    public init(em: Date, tipo: TipoRegistro, distanciaMetros: Double?, confirmadoEm: Date? = nil) {
        self.em = em
        self.tipo = tipo
        self.distanciaMetros = distanciaMetros
        self.confirmadoEm = confirmadoEm
    }

    /// RN22: até 200 m é geolocalizado; além disso, ou sem localização, é manual (nunca recusado).
    public static func tipo(paraDistancia distancia: Double?) -> TipoRegistro {
        guard let d = distancia, d.isFinite, d >= 0, d <= Regras.raioDeCheckinMetros else { return .manual }
        return .geolocalizado
    }

    /// Vale como presença: geolocalizado, ou manual confirmado pelo contratante.
    public var provaPresenca: Bool { tipo == .geolocalizado || confirmadoEm != nil }
}

public struct Contato: Hashable, Codable, Sendable {
    public let whatsapp: String?
    public let email: String?
    public init(whatsapp: String?, email: String?) {
        self.whatsapp = whatsapp
        self.email = email
    }
}

/// Parte do turno: quem é e (RN10) o contato, que só vem depois da confirmação.
public struct ParteDoTurno: Hashable, Codable, Sendable {
    public let id: UUID
    public let nome: String
    public let contato: Contato?
    /// A conta por trás (o estabelecimento tem id próprio; quem bloqueia bloqueia a conta
    /// que publicou). Para o profissional é o próprio `id`.
    public let contaId: UUID?
    public init(id: UUID, nome: String, contato: Contato?, contaId: UUID? = nil) {
        self.id = id
        self.nome = nome
        self.contato = contato
        self.contaId = contaId
    }
}

/// O que o turno carrega da vaga.
public struct ResumoDaVaga: Hashable, Codable, Sendable {
    public let funcao: Funcao
    public let periodo: Periodo
    public let local: Local
    public let inclusos: Inclusos
    public let modo: ModoPreenchimento
    public init(funcao: Funcao, periodo: Periodo, local: Local, inclusos: Inclusos, modo: ModoPreenchimento) {
        self.funcao = funcao
        self.periodo = periodo
        self.local = local
        self.inclusos = inclusos
        self.modo = modo
    }
}

public enum ErroDePresenca: Error, Equatable, Codable, Sendable {
    case turnoCancelado
    case checkinJaFeito
    case semCheckin
    case checkoutJaFeito
    case naoEhManualPendente
    /// A confirmação deste check-in já espera na fila: outra não acrescenta nada.
    case confirmacaoJaNaFila
}

/// RN12 como o servidor decidiu ao cancelar um turno (`cancelar_turno`): com menos de 24 h do
/// início conta como falta; com o turno já começado também, e a vaga começada não oferece de
/// novo a posição reaberta. A frase do desfecho conta qual dos três aconteceu.
public enum FaltaNoCancelamento: String, Hashable, Codable, Sendable {
    case naoConta = "nao_conta"
    case menosDe24h = "menos_de_24h"
    case depoisDoInicio = "depois_do_inicio"

    public var contaComoFalta: Bool { self != .naoConta }

    /// A resposta do servidor (`conta_como_falta`, `ja_comecou`) como valor.
    public init(contaComoFalta: Bool, jaComecou: Bool) {
        self = !contaComoFalta ? .naoConta : (jaComecou ? .depoisDoInicio : .menosDe24h)
    }
}

/// Quem cancelou um turno, quando e por quê (RN12). A falta, quando conta, é do lado que cancelou.
public struct Cancelamento: Hashable, Codable, Sendable {
    public let em: Date
    public let por: PerfilConta
    public let contouComoFalta: Bool
    /// nil em cache gravado antes de o servidor mandar o motivo.
    public let motivo: String?
    public init(em: Date, por: PerfilConta, contouComoFalta: Bool, motivo: String? = nil) {
        self.em = em
        self.por = por
        self.contouComoFalta = contouComoFalta
        self.motivo = motivo
    }
}

/// Modelo de leitura do turno; quem decide a verificação é o servidor. Os métodos
/// mutantes descrevem a mesma regra (RN22) — usados para mostrar a ação enfileirada.
public struct Turno: Identifiable, Hashable, Codable, Sendable {
    public let id: UUID
    public let vagaId: UUID
    public let posicaoId: UUID
    public private(set) var estado: EstadoPosicao
    public let vaga: ResumoDaVaga
    public let valorAcordado: Dinheiro
    public let estabelecimento: ParteDoTurno
    public let profissional: ParteDoTurno?
    public private(set) var checkin: RegistroDePresenca?
    public private(set) var checkout: RegistroDePresenca?
    public private(set) var verificacao: Verificacao
    public let podeAvaliar: Bool
    public var minhaAvaliacao: Bool?
    /// Só em turno cancelado: quem cancelou e quando (RN12).
    public let cancelamento: Cancelamento?

    public init(id: UUID, vagaId: UUID, posicaoId: UUID, estado: EstadoPosicao = .confirmada,
                vaga: ResumoDaVaga, valorAcordado: Dinheiro, estabelecimento: ParteDoTurno,
                profissional: ParteDoTurno?, checkin: RegistroDePresenca? = nil,
                checkout: RegistroDePresenca? = nil, verificacao: Verificacao = .pendente,
                podeAvaliar: Bool = false, minhaAvaliacao: Bool? = nil, cancelamento: Cancelamento? = nil) {
        self.id = id
        self.vagaId = vagaId
        self.posicaoId = posicaoId
        self.estado = estado
        self.vaga = vaga
        self.valorAcordado = valorAcordado
        self.estabelecimento = estabelecimento
        self.profissional = profissional
        self.checkin = checkin
        self.checkout = checkout
        self.verificacao = verificacao
        self.podeAvaliar = podeAvaliar
        self.minhaAvaliacao = minhaAvaliacao
        self.cancelamento = cancelamento
    }

    /// RN22: geolocalizado a até 200 m, ou manual confirmado pelo contratante.
    public func temPresencaVerificada() -> Bool { verificacao == .verificado }

    /// Check-in manual esperando o contratante.
    public var aguardandoConfirmacao: Bool {
        checkin?.tipo == .manual && checkin?.confirmadoEm == nil
    }

    /// RN22: ≤ 200 m verifica; além ou sem localização vira manual pendente — nunca recusa.
    public mutating func registrarCheckin(distanciaMetros: Double?, em: Date) throws(ErroDePresenca) {
        guard estado != .cancelada else { throw .turnoCancelado }
        guard checkin == nil else { throw .checkinJaFeito }
        let tipo = RegistroDePresenca.tipo(paraDistancia: distanciaMetros)
        checkin = RegistroDePresenca(em: em, tipo: tipo, distanciaMetros: distanciaMetros)
        if tipo == .geolocalizado { verificacao = .verificado }
    }

    /// Só o contratante confirma, e só um check-in manual; aí a presença fica verificada.
    public mutating func confirmarCheckinManual(em: Date) throws(ErroDePresenca) {
        guard estado != .cancelada else { throw .turnoCancelado }
        guard var c = checkin, c.tipo == .manual, c.confirmadoEm == nil else { throw .naoEhManualPendente }
        c.confirmadoEm = em
        checkin = c
        verificacao = .verificado
    }

    /// Check-out exige check-in.
    public mutating func registrarCheckout(distanciaMetros: Double?, em: Date) throws(ErroDePresenca) {
        guard estado != .cancelada else { throw .turnoCancelado }
        guard checkin != nil else { throw .semCheckin }
        guard checkout == nil else { throw .checkoutJaFeito }
        checkout = RegistroDePresenca(em: em, tipo: RegistroDePresenca.tipo(paraDistancia: distanciaMetros),
                                      distanciaMetros: distanciaMetros)
    }

    /// Terminou sem prova de presença: não verificado.
    public mutating func encerrarSemProva(agora: Date) {
        if agora >= vaga.periodo.fim, verificacao == .pendente { verificacao = .naoVerificado }
    }

    /// Terminou (cumprido ou passou do fim): nada mais a cancelar, como `cancelar_turno` decide.
    public func terminou(agora: Date) -> Bool { estado == .cumprida || agora >= vaga.periodo.fim }

    /// RN12: cancelar com menos de 24 h do início conta como falta.
    public func cancelamentoContaComoFalta(agora: Date) -> Bool {
        vaga.periodo.inicio.timeIntervalSince(agora) < Regras.antecedenciaSemFalta
    }

    /// Alerta de atraso: passou a tolerância de 15 min do início sem check-in.
    public func estaAtrasado(agora: Date) -> Bool {
        checkin == nil && estado == .confirmada
            && agora.timeIntervalSince(vaga.periodo.inicio) > Regras.toleranciaDeAtraso
            && agora < vaga.periodo.fim
    }

    /// Quantos minutos depois do início, inteiros, sem check-in: a mesma conta do
    /// `vagas_em_alerta` (`floor((agora - início) / 60 s)`); antes do início, 0.
    public func minutosDeAtraso(agora: Date) -> Int {
        max(0, Int((agora.timeIntervalSince(vaga.periodo.inicio) / 60).rounded(.down)))
    }

    /// RN07 no cliente (o servidor reafirma).
    public func podeSerAvaliado(agora: Date) -> Bool {
        (try? Avaliacao.verificarPermissao(turno: self, agora: agora)) != nil
    }
}
