import Foundation

/// Ações que podem esperar a rede. `candidatar` não está aqui de propósito: candidatura
/// nunca entra na fila (candidatar horas depois engana o profissional).
public enum AcaoOffline: Hashable, Codable, Sendable {
    case registrarCheckin(turno: UUID, distanciaMetros: Double?, em: Date)
    case registrarCheckout(turno: UUID, distanciaMetros: Double?, em: Date)
    case avaliar(turno: UUID, chamariaDeNovo: Bool)
    case confirmarCheckinManual(turno: UUID)

    public var turnoId: UUID {
        switch self {
        case .registrarCheckin(let t, _, _), .registrarCheckout(let t, _, _),
             .avaliar(let t, _), .confirmarCheckinManual(let t): t
        }
    }

    /// Nome estável (coluna `tipo` da fila).
    public var tipo: String {
        switch self {
        case .registrarCheckin: "registrarCheckin"
        case .registrarCheckout: "registrarCheckout"
        case .avaliar: "avaliar"
        case .confirmarCheckinManual: "confirmarCheckinManual"
        }
    }
}

/// Por que a fila não enviou (um item, ou o dreno inteiro), como valor: a frase sai do
/// catálogo. Codable porque vai para o disco com o item.
public enum MotivoDaFila: Hashable, Codable, Sendable {
    /// O envio falhou assim (rede, recusa do servidor com a frase dele, arquivo local...).
    case falha(Falha)
    /// Um erro que não é da API nem do arquivo local.
    case envioFalhou
    /// A sessão caiu: o dreno para até a pessoa entrar de novo.
    case semSessao

    /// A falha por trás do motivo (a recusa do servidor, a rede...), quando há uma.
    public var falha: Falha? {
        if case .falha(let f) = self { return f }
        return nil
    }
}

public enum EstadoDaAcao: String, Codable, Sendable {
    case pendente, rejeitada
}

/// Um item da fila como a tela o mostra.
public struct ItemDaFila: Identifiable, Hashable, Sendable {
    public var id: String { chaveIdempotencia }
    public let sequencia: Int64
    public let conta: UUID
    public let acao: AcaoOffline
    /// Gerada no cliente; vai também no cabeçalho `Idempotency-Key`.
    public let chaveIdempotencia: String
    /// O momento do toque (o que vale no registro, não o do envio).
    public let tocadoEm: Date
    public let enfileiradoEm: Date
    public let tentativas: Int
    /// Por que a última tentativa não saiu (nil: ainda não falhou).
    public let motivo: MotivoDaFila?
    /// A chave estável com que o servidor recusou (`turno_cancelado`...), ao lado da frase.
    public let chaveDoErro: String?
    public let estado: EstadoDaAcao
    /// Quando foi a última tentativa de envio (nil: ainda não saiu).
    public let ultimaTentativaEm: Date?

    public init(sequencia: Int64, conta: UUID, acao: AcaoOffline, chaveIdempotencia: String, tocadoEm: Date,
                enfileiradoEm: Date, tentativas: Int, motivo: MotivoDaFila?, estado: EstadoDaAcao, ultimaTentativaEm: Date? = nil,
                chaveDoErro: String? = nil) {
        self.ultimaTentativaEm = ultimaTentativaEm
        self.chaveDoErro = chaveDoErro
        self.sequencia = sequencia
        self.conta = conta
        self.acao = acao
        self.chaveIdempotencia = chaveIdempotencia
        self.tocadoEm = tocadoEm
        self.enfileiradoEm = enfileiradoEm
        self.tentativas = tentativas
        self.motivo = motivo
        self.estado = estado
    }

    /// `ultimoErro`: a frase com que o servidor recusou (dado dele, não do cliente).
    public init(sequencia: Int64, conta: UUID, acao: AcaoOffline, chaveIdempotencia: String, tocadoEm: Date,
                enfileiradoEm: Date, tentativas: Int, ultimoErro: String?, estado: EstadoDaAcao, ultimaTentativaEm: Date? = nil,
                chaveDoErro: String? = nil) {
        self.init(sequencia: sequencia, conta: conta, acao: acao, chaveIdempotencia: chaveIdempotencia, tocadoEm: tocadoEm,
                  enfileiradoEm: enfileiradoEm, tentativas: tentativas,
                  motivo: ultimoErro.map { .falha(.recusa(chave: chaveDoErro, frase: $0)) }, estado: estado,
                  ultimaTentativaEm: ultimaTentativaEm, chaveDoErro: chaveDoErro)
    }
}

public struct StatusDaFila: Hashable, Sendable {
    public let pendentes: Int
    public let rejeitadas: Int
    /// Idade da pendente mais antiga (desde o toque); nil sem pendentes.
    public let idadeDaMaisAntiga: TimeInterval?
    public let ultimoDrenoOk: Date?
    /// Por que o último dreno parou ou recusou (nil depois de um dreno limpo).
    public let ultimoMotivo: MotivoDaFila?
    public let drenando: Bool
    public let proximaTentativaEm: Date?
    public let itens: [ItemDaFila]

    public init(pendentes: Int, rejeitadas: Int, idadeDaMaisAntiga: TimeInterval?, ultimoDrenoOk: Date?,
                ultimoMotivo: MotivoDaFila?, drenando: Bool, proximaTentativaEm: Date?, itens: [ItemDaFila]) {
        self.pendentes = pendentes
        self.rejeitadas = rejeitadas
        self.idadeDaMaisAntiga = idadeDaMaisAntiga
        self.ultimoDrenoOk = ultimoDrenoOk
        self.ultimoMotivo = ultimoMotivo
        self.drenando = drenando
        self.proximaTentativaEm = proximaTentativaEm
        self.itens = itens
    }

    /// `ultimoErro`: a frase com que o servidor recusou (dado dele, não do cliente).
    public init(pendentes: Int, rejeitadas: Int, idadeDaMaisAntiga: TimeInterval?, ultimoDrenoOk: Date?,
                ultimoErro: String?, drenando: Bool, proximaTentativaEm: Date?, itens: [ItemDaFila]) {
        self.init(pendentes: pendentes, rejeitadas: rejeitadas, idadeDaMaisAntiga: idadeDaMaisAntiga, ultimoDrenoOk: ultimoDrenoOk,
                  ultimoMotivo: ultimoErro.map { .falha(.recusa(chave: nil, frase: $0)) }, drenando: drenando,
                  proximaTentativaEm: proximaTentativaEm, itens: itens)
    }

    public static let vazio = StatusDaFila(pendentes: 0, rejeitadas: 0, idadeDaMaisAntiga: nil, ultimoDrenoOk: nil,
                                           ultimoMotivo: nil, drenando: false, proximaTentativaEm: nil, itens: [])
}
