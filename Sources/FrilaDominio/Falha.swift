import Foundation

/// Por que uma ação não deu certo, como valor: quem mostra decide estilo e frase a partir
/// daqui, nunca lendo uma frase. A frase sai do catálogo (`Textos`, na apresentação);
/// Codable porque a fila guarda o motivo de cada item no disco, como valor.
public enum Falha: Hashable, Codable, Sendable {
    case semConexao
    case tempoEsgotado
    /// A renovação da sessão não respondeu dentro de `Regras.esperaMaximaDaRenovacao`.
    case renovacaoSemResposta
    case credenciaisInvalidas
    case naoAutorizado
    case sessaoExpirada
    /// O servidor não conhece mais a sessão (nem a conta, às vezes): banco recriado, sessão
    /// encerrada noutro lugar. Não é "expirou": entrar de novo pode nem achar a conta.
    case sessaoInexistente
    /// O servidor recusou a chave anon (`faltando`: nenhuma foi configurada): configuração,
    /// não sessão — entrar de novo não resolve.
    case chaveAnonRecusada(faltando: Bool)
    /// Recusa de negócio: a chave estável do servidor (nil quando só a frase ficou, como
    /// num item recusado da fila) e a frase que ele mandou.
    case recusa(chave: String?, frase: String?)
    case limiteDeRequisicoes(tenteEmSegundos: TimeInterval?)
    case erroDoServidor(status: Int)
    case respostaInvalida
    /// Disco cheio ou arquivo local danificado.
    case dadosLocais
    /// A regra do domínio recusou antes de qualquer rede.
    case presenca(ErroDePresenca)
    case avaliacao(Avaliacao.Recusa)
    case motivoVazio
    /// O candidato não pode ser escolhido (a regra que o servidor aplicaria), dito antes de enviar.
    case escolhaImpedida(ImpedimentoDaEscolha)
    /// Campo obrigatório vazio (login, formulário): a frase de cada tela diz qual.
    case faltaPreencher
    /// O item escolhido não está mais na lista (sumiu numa atualização).
    case naoEncontrado
    case desconhecida

    /// Sem rede (ou sem resposta): a ação que depende da rede não saiu.
    public var semRede: Bool {
        switch self {
        case .semConexao, .tempoEsgotado, .renovacaoSemResposta: true
        default: false
        }
    }

    /// Vale tentar de novo mais tarde (a fila mantém a ação pelo mesmo critério).
    public var passageira: Bool {
        switch self {
        case .semConexao, .tempoEsgotado, .renovacaoSemResposta, .limiteDeRequisicoes, .erroDoServidor, .respostaInvalida: true
        default: false
        }
    }

    /// A chave estável (do servidor ou a mesma que o servidor usaria), para scripts.
    public var chave: String? {
        switch self {
        case .recusa(let c, _): c
        case .presenca(let e): e.codigo
        case .avaliacao(let r): r.codigo
        case .semConexao: "sem_conexao"
        case .tempoEsgotado: "tempo_esgotado"
        case .renovacaoSemResposta: "renovacao_sem_resposta"
        case .credenciaisInvalidas: "invalid_credentials"
        case .naoAutorizado: "nao_autorizado"
        case .sessaoExpirada: "sessao_expirada"
        case .sessaoInexistente: "sessao_inexistente"
        case .chaveAnonRecusada: "chave_anon_recusada"
        case .limiteDeRequisicoes: "limite_de_requisicoes"
        case .erroDoServidor: "erro_do_servidor"
        case .respostaInvalida: "resposta_invalida"
        case .dadosLocais: "dados_locais"
        case .motivoVazio: "motivo_vazio"
        case .escolhaImpedida: "inelegivel"
        case .faltaPreencher: "campo_obrigatorio"
        case .naoEncontrado: "nao_encontrado"
        case .desconhecida: nil
        }
    }

    /// Classifica um erro qualquer (os adaptadores dizem o seu por `ErroApresentavel`).
    public static func de(_ erro: any Error) -> Falha {
        if let e = erro as? any ErroApresentavel { return e.falha }
        if let e = erro as? ErroDePresenca { return .presenca(e) }
        if let e = erro as? Avaliacao.Recusa { return .avaliacao(e) }
        return .desconhecida
    }
}

extension ErroDePresenca {
    /// A mesma chave que o servidor usa.
    public var codigo: String {
        switch self {
        case .turnoCancelado: "turno_cancelado"
        case .checkinJaFeito: "checkin_ja_feito"
        case .semCheckin: "sem_checkin"
        case .checkoutJaFeito: "checkout_ja_feito"
        case .naoEhManualPendente: "nao_eh_manual_pendente"
        case .confirmacaoJaNaFila: "confirmacao_ja_na_fila"
        }
    }
}
