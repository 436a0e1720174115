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

/// O que havia de errado numa resposta (ou no pedido) que não deu para usar: diagnóstico,
/// nunca o corpo (pode ter dado pessoal: RN15). A pessoa lê só "resposta inesperada".
public enum DefeitoDaResposta: Hashable, Sendable {
    case argumentosIlegiveis
    case corpoDoPedidoIlegivel
    case semHTTP
    case grandeDemais(limiteMiB: Int)
    /// O caminho do campo que faltou (`user.user_metadata.perfil`, `turno`...).
    case falta(campo: String)
    case campoInvalido(String)
    case corpoIlegivel
    case erroSemCorpoLegivel(status: Int)
    case resultadoDesconhecido
    case cadastroSemSessao
}

/// Tudo o que pode dar errado falando com a API, tipado; a frase para a pessoa sai do
/// catálogo (`Textos`) pela `falha`. Nunca carrega token, senha, e-mail ou coordenada (RN15).
public enum ErroDaApi: Error, Hashable, Sendable {
    case semConexao
    case tempoEsgotado
    /// A renovação da sessão (deste pedido ou de outro) passou de `Regras.esperaMaximaDaRenovacao`.
    case renovacaoSemResposta
    /// 401 sem sessão ou credencial recusada (ex.: e-mail/senha errados).
    case naoAutorizado(codigo: String?)
    /// O token venceu e a renovação não foi possível: é preciso entrar de novo.
    case sessaoExpirada
    /// A renovação foi recusada porque o servidor não conhece mais a sessão ou a conta.
    case sessaoInexistente
    /// O gateway recusou a `apikey` antes de olhar a sessão: a chave anon falta (a de
    /// demonstração ou nenhuma) ou não é a deste servidor. Entrar de novo não resolve.
    case chaveAnonRecusada(faltando: Bool)
    /// As chaves do GoTrue para "não conheço esta sessão/conta" na renovação.
    static let chavesDeSessaoInexistente: Set<String> = ["refresh_token_not_found", "session_not_found", "user_not_found"]

    /// Recusa de negócio (4xx) com a chave estável do servidor.
    case recusa(RecusaDoServidor)
    /// 429; `tenteEmSegundos` vem do Retry-After.
    case limiteDeRequisicoes(tenteEmSegundos: TimeInterval?)
    /// 5xx
    case erroDoServidor(status: Int)
    /// Corpo que não dá para decodificar.
    case respostaInvalida(DefeitoDaResposta)

    /// Passageiro: vale tentar de novo mais tarde (a fila mantém a ação).
    public var ehTransitorio: Bool {
        switch self {
        case .semConexao, .tempoEsgotado, .renovacaoSemResposta, .limiteDeRequisicoes, .erroDoServidor, .respostaInvalida: true
        case .naoAutorizado, .sessaoExpirada, .sessaoInexistente, .chaveAnonRecusada, .recusa: false
        }
    }

    /// A chave estável da recusa, se for uma.
    public var chaveDeRecusa: String? {
        if case .recusa(let r) = self { return r.chave }
        return nil
    }
}

extension ErroDaApi {
    /// SQLSTATE da classe 22 (dado inválido) → a chave do catálogo (`Textos.fraseParaChave`):
    /// as mesmas chaves que o frila-api manda em `message`.
    static func chaveDeEntradaInvalida(_ codigo: String?) -> String? {
        guard let c = codigo, c.count == 5, c.hasPrefix("22") else { return nil }
        return switch c {
        case "22P02": "formato_invalido"
        case "22003": "numero_fora_do_limite"
        case "22007": "data_invalida"
        case "22008": "data_fora_do_calendario"
        default: "entrada_invalida"
        }
    }
}

extension ErroDaApi: ErroApresentavel {
    /// O mesmo erro como valor da apresentação; a frase sai do catálogo (`Falha.frase`).
    public var falha: Falha {
        switch self {
        case .semConexao: .semConexao
        case .tempoEsgotado: .tempoEsgotado
        case .renovacaoSemResposta: .renovacaoSemResposta
        case .naoAutorizado(let codigo): codigo == "invalid_credentials" ? .credenciaisInvalidas : .naoAutorizado
        case .sessaoExpirada: .sessaoExpirada
        case .sessaoInexistente: .sessaoInexistente
        case .chaveAnonRecusada(let faltando): .chaveAnonRecusada(faltando: faltando)
        case .recusa(let r):
            // Entrada que o PostgreSQL não converteu, sem chave estável (o Supabase de verdade manda
            // o texto inglês dele em `message`): a frase é a do catálogo, nunca esse texto.
            if let chave = Self.chaveDeEntradaInvalida(r.codigo), !CorpoDeErro.ehChave(r.chave) { .recusa(chave: chave, frase: nil) }
            else { .recusa(chave: r.chave, frase: r.detalhes) }
        case .limiteDeRequisicoes(let s): .limiteDeRequisicoes(tenteEmSegundos: s)
        case .erroDoServidor(let status): .erroDoServidor(status: status)
        case .respostaInvalida: .respostaInvalida
        }
    }
}
