import Foundation

/// Por que uma ação não deu certo, como valor: quem mostra decide estilo e frase a partir
/// daqui, nunca lendo uma frase. As frases ficam em `frase` (o catálogo da apresentação
/// as usa; a fila, que guarda o motivo no disco, também).
public enum Falha: Hashable, Sendable {
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
        case .limiteDeRequisicoes: "limite_de_requisicoes"
        case .erroDoServidor: "erro_do_servidor"
        case .respostaInvalida: "resposta_invalida"
        case .dadosLocais: "dados_locais"
        case .motivoVazio: "motivo_vazio"
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

    /// A frase pt-BR para a pessoa. Nunca token, senha, e-mail ou coordenada (RN15).
    public var frase: String {
        switch self {
        case .semConexao: "Sem conexão com o Frila. Verifique a rede e tente de novo."
        case .tempoEsgotado: "O Frila demorou demais para responder. Tente de novo."
        case .renovacaoSemResposta:
            "A renovação da sessão não respondeu em \(Int(Regras.esperaMaximaDaRenovacao)) s. Nada se perdeu: tente de novo; se continuar, entre de novo."
        case .credenciaisInvalidas: "E-mail ou senha incorretos."
        case .naoAutorizado: "Acesso não autorizado. Entre de novo."
        case .sessaoExpirada: "Sua sessão expirou. Entre de novo."
        case .sessaoInexistente:
            "Esta sessão não vale mais neste servidor: ele não conhece mais a sessão ou a conta (banco recriado ou sessão encerrada). Entre de novo; se a conta não existir mais lá, crie outra."
        case .recusa(let chave, let frase):
            if let frase, !frase.isEmpty { frase }
            else if let chave { Self.fraseParaChave[chave] ?? "O Frila recusou o pedido (\(chave))." }
            else { "O Frila recusou o pedido." }
        case .limiteDeRequisicoes(let s):
            if let s { "Muitas tentativas seguidas. Tente de novo em \(Int(s.rounded(.up))) s." }
            else { "Muitas tentativas seguidas. Tente de novo em instantes." }
        case .erroDoServidor(let status): "O Frila está com problema agora (erro \(status)). Tente de novo em instantes."
        case .respostaInvalida: "O Frila respondeu algo inesperado. Atualize o aplicativo ou tente de novo."
        case .dadosLocais: Self.fraseDadosLocais
        case .presenca(let e):
            switch e {
            case .turnoCancelado: "O turno foi cancelado."
            case .checkinJaFeito: "O check-in deste turno já foi feito."
            case .semCheckin: "Faça o check-in antes do check-out."
            case .checkoutJaFeito: "O check-out deste turno já foi feito."
            case .naoEhManualPendente: "Não há check-in manual esperando confirmação."
            case .confirmacaoJaNaFila: "A confirmação deste check-in já está na fila; sai assim que houver rede."
            }
        case .avaliacao(let r):
            switch r {
            case .antesDoFim: "A avaliação só abre depois do fim previsto do turno."
            case .presencaNaoVerificada: "Só dá para avaliar turno com presença verificada."
            case .jaAvaliado: "Este turno já foi avaliado."
            }
        case .motivoVazio: "Informe o motivo do cancelamento."
        case .faltaPreencher: "Preencha os campos obrigatórios."
        case .naoEncontrado: "Este item não está mais na lista. Atualize (r) e escolha de novo."
        case .desconhecida: "Algo deu errado. Tente de novo."
        }
    }

    public static let fraseDadosLocais = "Não foi possível gravar ou ler os dados locais (disco cheio ou arquivo danificado). "
        + "Nada foi apagado da fila; libere espaço e tente de novo."

    /// Quando o servidor recusa sem mandar `details`.
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
        "email_not_confirmed": "Confira seu e-mail para confirmar a conta.",
        "weak_password": "Senha fraca: use pelo menos 6 caracteres.",
        "validation_failed": "Dados de cadastro inválidos.",
        // Classe 22 do PostgreSQL (o frila-api manda estas chaves; do Supabase vem só o SQLSTATE).
        "formato_invalido": "Um dos dados enviados não está no formato esperado (identificador, número ou JSON). Nada foi alterado.",
        "numero_fora_do_limite": "Um número enviado passa do que o Frila aceita. Nada foi alterado.",
        "data_invalida": "Uma data ou hora enviada não está num formato válido (ex.: 2026-12-04T18:00:00-03:00). Nada foi alterado.",
        "data_fora_do_calendario": "Uma data ou hora enviada não existe no calendário (ex.: 31/02 ou 25:00). Nada foi alterado.",
        "entrada_invalida": "Um dos dados enviados é inválido. Nada foi alterado.",
    ]
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
