import Foundation
import FrilaDominio

/// Recusa de negócio do servidor: `message` é a chave estável (snake_case) em que o cliente
/// decide; `details` é a frase pt-BR para a pessoa; `hint` é JSON opcional com dados extras.
public struct RecusaDoServidor: Hashable, Sendable {
    public let status: Int
    /// Código PostgREST/GoTrue (`PT409`, `PGRST202`, `invalid_credentials`…).
    public let codigo: String?
    /// Chave estável: `vaga_preenchida`, `inelegivel`, `antes_do_fim`…
    public let chave: String
    public let detalhes: String?
    /// `hint` lido como objeto JSON de textos (quando for JSON), senão vazio.
    public let dica: [String: String]
    public let dicaTexto: String?

    public init(status: Int, codigo: String?, chave: String, detalhes: String?, dicaTexto: String?) {
        self.status = status
        self.codigo = codigo
        self.chave = chave
        self.detalhes = detalhes
        self.dicaTexto = dicaTexto
        var d: [String: String] = [:]
        if let t = dicaTexto, let dados = t.data(using: .utf8),
           let obj = try? JSONSerialization.jsonObject(with: dados) as? [String: Any] {
            for (k, v) in obj {
                if let s = v as? String { d[k] = s } else if !(v is NSNull) { d[k] = "\(v)" }
            }
        }
        self.dica = d
    }
}

/// Tudo o que pode dar errado falando com a API, tipado e com frase pt-BR para a pessoa.
/// Nunca carrega token, senha, e-mail ou coordenada (RN15).
public enum ErroDaApi: Error, Hashable, Sendable {
    case semConexao
    case tempoEsgotado
    /// 401 sem sessão ou credencial recusada (ex.: e-mail/senha errados).
    case naoAutorizado(codigo: String?)
    /// O token venceu e a renovação não foi possível: é preciso entrar de novo.
    case sessaoExpirada
    /// Recusa de negócio (4xx) com a chave estável do servidor.
    case recusa(RecusaDoServidor)
    /// 429; `tenteEmSegundos` vem do Retry-After.
    case limiteDeRequisicoes(tenteEmSegundos: TimeInterval?)
    /// 5xx
    case erroDoServidor(status: Int)
    /// Corpo que não dá para decodificar.
    case respostaInvalida(String)

    /// Passageiro: vale tentar de novo mais tarde (a fila mantém a ação).
    public var ehTransitorio: Bool {
        switch self {
        case .semConexao, .tempoEsgotado, .limiteDeRequisicoes, .erroDoServidor, .respostaInvalida: true
        case .naoAutorizado, .sessaoExpirada, .recusa: false
        }
    }

    /// A chave estável da recusa, se for uma.
    public var chaveDeRecusa: String? {
        if case .recusa(let r) = self { return r.chave }
        return nil
    }
}

extension ErroDaApi: LocalizedError, ErroApresentavel {
    public var errorDescription: String? { mensagemParaPessoa }

    public var indicaSemConexao: Bool {
        switch self {
        case .semConexao, .tempoEsgotado: true
        default: false
        }
    }

    public var ehPassageiro: Bool { ehTransitorio }

    public var mensagemParaPessoa: String {
        switch self {
        case .semConexao:
            return "Sem conexão com o Frila. Verifique a rede e tente de novo."
        case .tempoEsgotado:
            return "O Frila demorou demais para responder. Tente de novo."
        case .naoAutorizado(let codigo):
            if codigo == "invalid_credentials" { return "E-mail ou senha incorretos." }
            return "Acesso não autorizado. Entre de novo."
        case .sessaoExpirada:
            return "Sua sessão expirou. Entre de novo."
        case .recusa(let r):
            if let d = r.detalhes, !d.isEmpty { return d }
            return Self.fraseParaChave[r.chave] ?? "O Frila recusou o pedido (\(r.chave))."
        case .limiteDeRequisicoes(let s):
            if let s { return "Muitas tentativas seguidas. Tente de novo em \(Int(s.rounded(.up))) s." }
            return "Muitas tentativas seguidas. Tente de novo em instantes."
        case .erroDoServidor(let status):
            return "O Frila está com problema agora (erro \(status)). Tente de novo em instantes."
        case .respostaInvalida:
            return "O Frila respondeu algo inesperado. Atualize o aplicativo ou tente de novo."
        }
    }

    /// Quando o servidor não manda `details`.
    static let fraseParaChave: [String: String] = [
        "vaga_preenchida": "Esta vaga já foi preenchida.",
        "vaga_encerrada": "Esta vaga foi encerrada.",
        "inelegivel": "Você não pode pegar esta vaga.",
        "conta_suspensa": "Conta suspensa.",
        "turno_cancelado": "O turno foi cancelado.",
        "horario_invalido": "Horário fora da janela do turno.",
        "sem_checkin": "Faça o check-in antes do check-out.",
        "antes_do_fim": "A avaliação só abre depois do fim previsto do turno.",
        "presenca_nao_verificada": "Só dá para avaliar turno com presença verificada.",
        "campo_obrigatorio": "Falta preencher um campo obrigatório.",
        "valor_invalido": "Valor inválido.",
        "periodo_invalido": "Período inválido.",
        "fora_do_limite": "Um valor passou do limite permitido pelo Frila.",
        "texto_invalido": "O texto tem caracteres de controle (quebra de linha, tabulação, ESC); tire-os e tente de novo.",
        "selecao_com_menos_de_24h": "Modo seleção só para vaga que começa daqui a 24 horas ou mais.",
        "invalid_credentials": "E-mail ou senha incorretos.",
        "user_already_exists": "Já existe uma conta com este e-mail.",
        "weak_password": "Senha fraca: use pelo menos 6 caracteres.",
        "validation_failed": "Dados de cadastro inválidos.",
    ]
}
