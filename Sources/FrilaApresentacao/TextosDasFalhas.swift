import Foundation
import FrilaDominio

// As frases das falhas e dos erros que as camadas de baixo lançam: o domínio e os dados
// produzem valores (`Falha`, `MotivoDaFila`, `ErroDeConfiguracao`...), e a palavra é
// escolhida só aqui.

extension Textos {
    /// A frase pt-BR para a pessoa. Nunca token, senha, e-mail ou coordenada (RN15).
    public static func frase(de falha: Falha) -> String {
        switch falha {
        case .semConexao: "Sem conexão com o Frila. Verifique a rede e tente de novo."
        case .tempoEsgotado: "O Frila demorou demais para responder. Tente de novo."
        case .renovacaoSemResposta:
            "A renovação da sessão não respondeu em \(Int(Regras.esperaMaximaDaRenovacao)) s. Nada se perdeu: tente de novo; se continuar, entre de novo."
        case .credenciaisInvalidas: "E-mail ou senha incorretos."
        case .naoAutorizado: "Acesso não autorizado. Entre de novo."
        case .sessaoExpirada: "Sua sessão expirou. Entre de novo."
        case .sessaoInexistente:
            "Esta sessão não vale mais neste servidor: ele não conhece mais a sessão ou a conta (banco recriado ou sessão encerrada). Entre de novo; se a conta não existir mais lá, crie outra."
        case .chaveAnonRecusada(let faltando):
            (faltando ? "Falta a chave anon deste servidor: FRILA_ANON_KEY não está definida (o servidor recusou a de demonstração). "
                      : "O servidor recusou a chave anon de FRILA_ANON_KEY: ela não é a deste servidor. ")
            + "Defina FRILA_ANON_KEY (ou anon_key no config.json) com a chave anon do projeto: no backend local, eval \"$(make -s backend-up)\" a exporta; no Supabase, Project Settings → API."
        case .recusa(let chave, let frase):
            if let frase, !frase.isEmpty { frase }
            else if let chave { fraseParaChave[chave] ?? "O Frila recusou o pedido (\(chave))." }
            else { "O Frila recusou o pedido." }
        case .limiteDeRequisicoes(let s):
            if let s { "Muitas tentativas seguidas. Tente de novo em \(Int(s.rounded(.up))) s." }
            else { "Muitas tentativas seguidas. Tente de novo em instantes." }
        case .erroDoServidor(let status): "O Frila está com problema agora (erro \(status)). Tente de novo em instantes."
        case .respostaInvalida: "O Frila respondeu algo inesperado. Atualize o aplicativo ou tente de novo."
        case .dadosLocais: fraseDadosLocais
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
        case .escolhaImpedida(let i): Textos.impedimentoDaEscolha(i)
        case .faltaPreencher: "Preencha os campos obrigatórios."
        case .naoEncontrado: "Este item não está mais na lista. Atualize (r) e escolha de novo."
        case .desconhecida: "Algo deu errado. Tente de novo."
        }
    }

    public static let fraseDadosLocais = "Não foi possível gravar ou ler os dados locais (disco cheio ou arquivo danificado). "
        + "Nada foi apagado da fila; libere espaço e tente de novo."

    /// Quando o servidor recusa sem mandar `details`.
    public static let fraseParaChave: [String: String] = [
        "vaga_preenchida": "Esta vaga já foi preenchida.",
        "vaga_encerrada": "Esta vaga foi encerrada.",
        "inelegivel": "Você não pode pegar esta vaga.",
        "conta_suspensa": "Conta suspensa.",
        "turno_cancelado": "O turno foi cancelado.",
        "horario_invalido": "Horário fora da janela do turno.",
        "sem_checkin": "Faça o check-in antes do check-out.",
        "toque_antigo": "Toque de mais de 24 h atrás: o servidor não aceita presença tão antiga.",
        "toque_antes_do_turno": "O horário do toque é anterior à confirmação deste turno: um check-in não pode ser de antes de o turno existir.",
        "profissional_presente": "O profissional já fez check-in verificado neste turno; ele está no local e o turno não pode mais ser cancelado.",
        "instante_especial": "Horário inválido: mande a data e a hora de verdade, não palavras como now, today ou epoch.",
        "vaga_alterada": "Os termos desta vaga mudaram enquanto o pedido era feito; confira a vaga e tente de novo.",
        "antes_do_fim": "A avaliação só abre depois do fim previsto do turno.",
        "presenca_nao_verificada": "Só dá para avaliar turno com presença verificada.",
        "campo_obrigatorio": "Falta preencher um campo obrigatório.",
        "valor_invalido": "Valor inválido.",
        "periodo_invalido": "Período inválido.",
        "fora_do_limite": "Um valor passou do limite permitido pelo Frila.",
        "texto_invalido": "O texto tem caracteres de controle (quebra de linha, tabulação, ESC); tire-os e tente de novo.",
        "caractere_invisivel": "O texto tem caracteres invisíveis (largura zero, inversão da direção do texto, separador de linha); apague e digite de novo.",
        "caractere_parecido": "O texto mistura letras latinas com letras de outro alfabeto que se parecem com elas (como o \"а\" cirílico); digite de novo só com letras do teclado.",
        "lugar_de_outro_estabelecimento": "Este endereço é de outro estabelecimento com o mesmo nome do seu. Se você trabalha lá, peça ao administrador dele um convite e entre como membro; se a vaga é noutro lugar, informe o endereço dele.",
        "so_administrador": "Só o administrador do estabelecimento pode fazer isto; peça a ele.",
        "ja_e_membro": "Esta pessoa já é membro do estabelecimento.",
        "ultimo_administrador": "O estabelecimento precisa de ao menos um administrador.",
        "sem_convite": "Não há convite deste estabelecimento para o seu e-mail; peça ao administrador dele.",
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


    /// Quando o servidor recusa sem dizer por quê.
    public static let semMotivoInformado = "sem motivo informado"

    /// O motivo da fila, de um item ou do dreno inteiro.
    public static func frase(de motivo: MotivoDaFila) -> String {
        switch motivo {
        case .falha(let f): frase(de: f)
        case .envioFalhou: "Falha ao enviar."
        case .semSessao: "Sessão expirada: entre de novo para enviar as ações pendentes."
        }
    }

    /// RN08 / RF16: "7 de 7 chamariam de novo" ou "Sem histórico" — nunca "0 de 0".
    public static func frase(de r: Reputacao) -> String {
        guard r.temHistorico() else { return "Sem histórico" }
        return "\(r.positivas) de \(r.total) chamariam de novo"
    }

    public static func frase(de e: ErroDeConfiguracao) -> String {
        switch e {
        case .arquivoIlegivel(let c): "O arquivo de configuração \(c) não é um JSON válido."
        case .urlInvalida(let u): "Endereço da API inválido: \(u)"
        case .opcaoSemValor(let o): "A opção \(o) precisa de um valor."
        case .posicaoInvalida(let p): "Posição inválida: \(p) (use LAT,LNG, ex.: -15.79,-47.88)"
        case .tempoLimiteInvalido(let t): "FRILA_TEMPO_LIMITE_S inválido: \(t) (segundos, entre 0,1 e 300)"
        }
    }

    public static func frase(de e: ErroDeArmazenamento) -> String {
        switch e {
        case .naoFoiPossivelGravar(let dir): "Não foi possível gravar a credencial em \(dir)."
        }
    }

    public static func frase(de e: ErroDeBanco) -> String {
        switch e {
        case .naoAbriu(let c, let d): "Não foi possível abrir os dados locais em \(c): \(frase(de: d))"
        case .falhou(let op, let m): "Falha nos dados locais (\(op)): \(m)"
        }
    }

    /// O defeito do arquivo local, curto (vai no meio de outra frase).
    public static func frase(de d: DefeitoDoArquivoLocal) -> String {
        switch d {
        case .diretorioNaoCriado: "diretório não pode ser criado"
        case .naoEhSQLite: "não é um arquivo SQLite"
        case .danificado: "arquivo danificado"
        case .criadoPorVersaoMaisNova(let esquema): "criado por uma versão mais nova do frila (esquema \(esquema))"
        case .ilegivelENaoMovido: "arquivo ilegível e não foi possível movê-lo"
        case .doSQLite(let texto): texto
        }
    }

    public static func frase(de r: DadosLocaisRecomecados) -> String {
        "Os dados locais em \(r.caminho) estavam ilegíveis (\(frase(de: r.defeito))) e foram movidos para "
            + "\(r.movidoPara). O cache de turnos e a fila offline recomeçam vazios."
    }

    /// Um erro qualquer que chega à pessoa (na partida, antes de haver tela, também).
    public static func frase(doErro erro: any Error) -> String {
        switch erro {
        case let e as ErroDeConfiguracao: frase(de: e)
        case let e as ErroDeArmazenamento: frase(de: e)
        case let e as ErroDeBanco: frase(de: e)
        default: frase(de: Falha.de(erro))
        }
    }
}

// Quem já lê `falha.frase`, `erro.mensagemParaPessoa` ou `reputacao.descricao()` continua
// lendo, mas a frase vem do catálogo acima.

extension Falha {
    public var frase: String { Textos.frase(de: self) }
}

extension ErroApresentavel {
    public var mensagemParaPessoa: String { falha.frase }
}

extension MotivoDaFila {
    public var frase: String { Textos.frase(de: self) }
}

extension ItemDaFila {
    /// A frase do motivo da última tentativa (nil: ainda não falhou).
    public var ultimoErro: String? { motivo.map(Textos.frase(de:)) }
}

extension StatusDaFila {
    public var ultimoErro: String? { ultimoMotivo.map(Textos.frase(de:)) }
}

extension Reputacao {
    public func descricao() -> String { Textos.frase(de: self) }
}

// A partida lê `(erro as? LocalizedError)?.errorDescription` ou interpola `\(erro)`: as
// conformidades moram aqui para as duas darem a frase do catálogo (os tipos são do domínio,
// do mesmo pacote), nunca o nome do caso.
extension ErroDeConfiguracao: LocalizedError, CustomStringConvertible {
    public var errorDescription: String? { Textos.frase(de: self) }
    public var description: String { Textos.frase(de: self) }
}

extension ErroDeArmazenamento: LocalizedError, CustomStringConvertible {
    public var errorDescription: String? { Textos.frase(de: self) }
    public var description: String { Textos.frase(de: self) }
}

extension ErroDeBanco: LocalizedError, CustomStringConvertible {
    public var errorDescription: String? { Textos.frase(de: self) }
    public var description: String { Textos.frase(de: self) }
}
