import Foundation
import FrilaDominio

// A ajuda dos comandos sem tela (`frila --help`, `frila <comando> --help`): texto que a
// pessoa lê, no catálogo como as outras frases.

extension Textos {
    public enum Ajuda {
    public static let geral = """
    frila \(Versao.atual) — cliente de terminal do Frila

    Uso: frila [opções]            abre a interface de terminal
         frila --version | --help

    \(resumoDosComandos)

    Opções:
      --api URL          endereço da API (padrão http://127.0.0.1:54321; ou FRILA_API_URL)
      --dados DIR        diretório do estado local: cache, fila, credencial (ou FRILA_DADOS)
      --offline          começa em modo offline forçado: ações vão para a fila, nada sai
      --sem-tempo-real   corta só o canal de tempo real (ou FRILA_SEM_TEMPO_REAL=1): as telas
                         se atualizam a cada 60 s, como sem o canal
      --posicao LAT,LNG  posição usada no check-in (ou FRILA_POSICAO); sem ela, check-in manual
      --sem-mouse        a interface não lê o mouse (ou FRILA_SEM_MOUSE=1, ou "mouse": false no
                         arquivo): o terminal seleciona e copia texto como sempre
      --config ARQ       arquivo de configuração (padrão ~/.config/frila/config.json)
      --version          mostra a versão
      --help             mostra esta ajuda

    Na interface: ? mostra as teclas de cada tela; q sai; Ctrl-C sai na hora. Mouse: clique
      numa aba troca de tela; numa linha seleciona (na selecionada, abre); a roda move a
      seleção, ou rola o detalhe debaixo dela. Shift+arrastar ainda seleciona texto na maioria
      dos terminais.
    Variáveis: NO_COLOR desliga as cores; FRILA_DICA_LOGIN põe uma linha de dica no login;
      FRILA_AGORA=ISO8601 escolhe o relógio do cliente (testes: parado nos comandos, andando na TUI).
    """

    static let rodapeDeOpcoes = """

    Opções de todos os comandos:
      --json             saída para máquina (JSON em stdout); mensagens e erros vão para stderr
      --api URL          endereço da API        --dados DIR   estado local isolado (um por testador)
      --offline          offline forçado: ações vão para a fila, nada sai da máquina
      --sem-tempo-real   sem o canal de tempo real (frila avisos --seguir busca a cada 60 s)
    Saída: 0 sucesso; 1 recusado ou falhou; 2 uso inválido; 3 sem conexão ou servidor
    indisponível (passageiro: tente de novo); 4 sem sessão, vencida ou encerrada (frila login);
    5 dados locais inacessíveis; 130 interrompido (Ctrl-C).
    """

    public static func comando(_ nome: String) -> String {
        let corpo: String
        switch nome {
        case "login": corpo = """
            Uso: frila login --email E
            Entra no Frila. A senha é pedida no terminal (sem eco) ou lida da primeira linha
            da entrada padrão (echo "$SENHA" | frila login --email E). Nunca por argumento.
            A credencial fica em DIR/credencial.json, legível só pelo dono (0600).
            """
        case "cadastro": corpo = cadastro
        case "sair": corpo = """
            Uso: frila sair [--todos]
            Sai da conta neste diretório e apaga a credencial local; as outras sessões da conta
            (outro --dados, outro aparelho, a TUI aberta em outro lugar) continuam.
            --todos encerra todas as sessões da conta, em todo aparelho (trocar a senha também
            encerra as outras). Ações ainda na fila continuam guardadas (são desta conta e
            saem quando ela entrar de novo).
            """
        case "vagas": corpo = """
            Uso: frila vagas [--filtro TEXTO] [--ativas | --encerradas] [--ordem COLUNA [--inverter]]
            Profissional: o feed, vagas despachadas para você e ainda abertas.
            Contratante: as suas vagas, uma por linha: id, estado (publicada, preenchida, em
            andamento, encerrada, cancelada), quando, função, valor, posições preenchidas e
            candidatos pendentes; --ativas (não canceladas e por terminar) ou --encerradas
            (terminadas ou canceladas, mesmo a cancelada que não começou; --passadas é o nome antigo);
            --ordem inicio, funcao, estado, valor, posicoes, candidatos ou modo (o S da tela).
            --filtro procura sem acento nem maiúsculas, como o / da tela. Precisa de rede.
            """
        case "candidatar": corpo = """
            Uso: frila candidatar VAGA [--termos FICHA]
            Candidata-se à vaga (id de frila vagas). Urgência: o primeiro elegível leva; perder a
            corrida dá "alguém chegou antes" (saída 1). Seleção: fica pendente da escolha; de novo
            na mesma vaga, saída 1 com chave ja_candidatado (retire com frila retirar).
            Vale pelos termos que você viu: os da última vez que frila vagas mostrou a vaga, ou os
            de --termos (termos_versao de frila vagas --json). Vaga que você nunca viu: os termos
            saem e nada é feito (saída 1, chave termos_nao_vistos); o próximo pedido vale por eles.
            Se o contratante mudou valor, horário, inclusos ou lugar desde então, nada é feito:
            saída 1, chave vaga_alterada, com os termos novos e o comando que os aceita (--termos NOVA,
            ou de novo sem --termos: os que saíram na recusa passam a ser os vistos).
            Nunca vai para a fila: offline, a candidatura é recusada na hora (saída 3).
            """
        case "turnos": corpo = """
            Uso: frila turnos
            Seus turnos confirmados, com as ações que ainda estão na fila. Sem rede, mostra o
            cache das últimas 24 horas.
            """
        case "checkin", "checkout": corpo = """
            Uso: frila \(nome) TURNO [--posicao LAT,LNG | --sem-localizacao] [--em ISO8601]
            Registra o \(nome == "checkin" ? "check-in" : "check-out") no instante do toque (ou em --em). Só a distância até o
            endereço sai do aparelho, nunca a coordenada (RN22): até 200 m é geolocalizado; além,
            ou sem localização, vira manual e espera o contratante. Sem rede, vai para a fila
            e sai depois com o horário do toque (saída 0, "na fila").
            """
        case "avaliar": corpo = """
            Uso: frila avaliar TURNO sim|nao
            "Chamaria de novo?" — só depois do fim previsto e com presença verificada (RN07).
            Profissional avalia o estabelecimento; contratante avalia o profissional. Vai pela fila.
            """
        case "cancelar": corpo = """
            Uso: frila cancelar TURNO [--motivo "..." [--sim]]
            Mostra antes o que cancelar custa: com menos de 24 h do início conta como falta (RN12);
            depois do início também, e a vaga começada não oferece de novo a posição.
            Sem --sim, num terminal pergunta; num script só mostra a prévia (saída 0, nada cancelado;
            --json: cancelado false e previa com conta_como_falta e falta).
            Com --motivo e --sim, cancela e reabre a posição (--json: conta_como_falta e falta:
            nao_conta, menos_de_24h, depois_do_inicio). Cancelar precisa de rede.
            """
        case "pendentes": corpo = """
            Uso: frila pendentes
            (contratante) Check-ins manuais esperando a sua confirmação.
            """
        case "confirmar": corpo = """
            Uso: frila confirmar TURNO
            (contratante) Confirma o check-in manual do turno: a presença fica verificada. Vai
            pela fila: sem rede, sai quando a conexão voltar.
            """
        case "alertas": corpo = """
            Uso: frila alertas
            (contratante) Vagas com posições abertas dentro da janela de alerta e turnos atrasados;
            o atrasado vem com o WhatsApp e o e-mail do profissional confirmado (RN10). Para agir:
            frila vaga VAGA (a vaga inteira), frila confirmar TURNO (check-in manual),
            frila cancelar TURNO --motivo M --sim (cancela o profissional e reabre a posição; sem --sim, a prévia),
            frila cancelar-vaga VAGA (diz antes o que custa).
            """
        case "perfil": corpo = """
            Uso: frila perfil
            Nome, perfil, reputação ("7 de 7 chamariam de novo" ou "Sem histórico") e comparecimento.
            """
        case "fila": corpo = """
            Uso: frila fila
            Cada ação na fila desta conta: tipo, turno, horário do toque, estado (pendente ou
            recusada), tentativas e último erro. Não usa a rede.
            """
        case "sincronizar": corpo = """
            Uso: frila sincronizar [--ate-esvaziar [--timeout S]]
            Envia agora as ações pendentes, em ordem. Com --ate-esvaziar, repete (respeitando a
            espera entre tentativas) até não sobrar pendente ou passar S segundos (padrão 30);
            sobrando pendentes, sai com 1. Ações recusadas não contam como pendentes.
            """
        default: corpo = gestao(nome) ?? conta(nome) ?? Membros.ajuda(nome) ?? "Comando desconhecido: \(nome)."
        }
        return corpo + "\n" + rodapeDeOpcoes
    }

    public static let resumoDosComandos = """
    Comandos sem tela (para scripts; cada um tem --help):
      login --email E             sair                        perfil
      cadastro --perfil profissional|contratante --nome N --email E [...]
      vagas                       candidatar VAGA             turnos
      checkin TURNO [--posicao LAT,LNG | --sem-localizacao] [--em ISO8601]
      checkout TURNO [...]        avaliar TURNO sim|nao       cancelar TURNO [--motivo M --sim]
      pendentes                   confirmar TURNO             alertas
      fila                        sincronizar [--ate-esvaziar --timeout S]
    \(resumoDaGestao)
    \(resumoDaConta)
    \(Membros.resumo)
      Todos aceitam --json (saída para máquina em stdout; mensagens em stderr).
    """

    static let resumoDaGestao = """
      publicar --funcao F --data D --inicio H --fim H --valor V --endereco E [...]
      editar-vaga VAGA [as opções de publicar]   cancelar-vaga VAGA [--motivo M --sim]
      duplicar-vaga VAGA --data D [as opções de publicar]
      escolher CANDIDATURA        equipe [incluir|remover PROFISSIONAL]
      bloquear CONTA              desbloquear CONTA           bloqueios
      disponibilidade sim|nao     candidaturas                retirar CANDIDATURA
      historico [--cursor C] [--limite N]                     avisos [--seguir]
      despacho VAGA               vaga VAGA
    """

    static let opcoesDeVagaTexto = """
      --funcao F        garcom, bartender, equipe_evento, recepcao, cozinha (ou o nome: "Garçom")
      --data D          dd/mm/aaaa (sem ano: a próxima)      --inicio H, --fim H   hh:mm (fim antes do início: dia seguinte)
      --valor V         reais e centavos, ex.: 150,00          --posicoes N   (padrão 1)
      --modo M          urgencia (o primeiro leva) ou selecao (você escolhe)   (padrão urgencia)
      --refeicao, --transporte, --material   sim ou nao (obrigatórios: RN02)
      --endereco E      ex.: "SCLS 405, Asa Sul": com o nome de uma região do DF, o ponto sai dele
      --local L         lat,lng ou o nome de uma região/bairro do DF ("Taguatinga")
      --alerta H        horas antes do início para alertar posições abertas (padrão 3)
    """

    public static func gestao(_ nome: String) -> String? {
        switch nome {
        case "publicar": """
            Uso: frila publicar --funcao F --data D --inicio H --fim H --valor V --refeicao sim|nao
                                --transporte sim|nao --material sim|nao --endereco E [--local L] [--modo M] [--posicoes N]
            (contratante) Publica uma vaga com a mesma validação do formulário da TUI (RN02, RN18, RN24):
            cada problema sai numa linha, nada é enviado (saída 1). Precisa de rede.
            \(opcoesDeVagaTexto)
            """
        case "editar-vaga": """
            Uso: frila editar-vaga VAGA [as opções de publicar]
            (contratante) Altera uma vaga sua enquanto ninguém está confirmado: parte da vaga como
            está e troca só o que for passado; valida como publicar. Precisa de rede. Vaga com
            confirmado, começada ou encerrada: saída 1, com a razão de frila vaga (chave
            vaga_com_confirmados ou vaga_encerrada), sem enviar nada.
            \(opcoesDeVagaTexto)
            """
        case "duplicar-vaga": """
            Uso: frila duplicar-vaga VAGA --data D [as opções de publicar]
            (contratante) Publica uma vaga nova a partir de uma sua (passada ou não), como o D da TUI:
            função, horário, valor, inclusos, modo, posições, endereço e local vêm da original; a data
            é a que você der (--data), e o que mais passar troca o da original. Valida e sai como
            publicar: cada problema numa linha (saída 1), nada é enviado. Precisa de rede.
            \(opcoesDeVagaTexto)
            """
        case "cancelar-vaga": """
            Uso: frila cancelar-vaga VAGA [--motivo "..." [--sim]]
            (contratante) Mostra antes o que cancelar a vaga inteira custa: quem está confirmado e será
            avisado, candidaturas encerradas, se conta como falta (RN12, menos de 24 h do início).
            Sem --sim, num terminal pergunta; num script só mostra a prévia (saída 0, nada cancelado).
            Com --motivo e --sim, cancela sem perguntar. Precisa de rede.
            """
        case "escolher": """
            Uso: frila escolher CANDIDATURA
            (contratante) Escolhe o candidato de uma vaga de seleção: o turno fica confirmado (saída 0).
            Posição já preenchida ou candidato inelegível: saída 1. Ids em frila notificacoes --json.
            """
        case "bloquear": """
            Uso: frila bloquear CONTA
            Bloqueia (RF26): vagas e notificações entre o profissional e o estabelecimento deixam de
            aparecer, dos dois lados. O bloqueio é do estabelecimento inteiro e fica mesmo que um membro
            saia ou entre. O profissional passa o id do estabelecimento (o de frila vagas --json) ou a
            conta de um membro; o contratante, o profissional. Desfaça com frila desbloquear e o id de
            frila bloqueios.
            """
        case "desbloquear": """
            Uso: frila desbloquear CONTA
            Desfaz o seu bloqueio (o do outro lado, se houver, continua). Efeito imediato no feed.
            """
        case "bloqueios": """
            Uso: frila bloqueios
            Os estabelecimentos (profissional) ou os profissionais (contratante) que o seu lado bloqueou,
            com quem bloqueou e quando.
            """
        case "equipe": """
            Uso: frila equipe [incluir PROFISSIONAL | remover PROFISSIONAL]
            (contratante) Sem nada, lista a equipe de confiança (recebe vagas além de 15 km, RN05).
            """
        case "disponibilidade": """
            Uso: frila disponibilidade sim|nao
            (profissional) Disponível recebe vagas; indisponível não. Idempotente.
            """
        case "candidaturas": """
            Uso: frila candidaturas
            (profissional) Suas candidaturas de seleção esperando a escolha do contratante, com a vaga.
            """
        case "retirar": """
            Uso: frila retirar CANDIDATURA
            (profissional) Retira uma candidatura pendente. Já escolhida: não se retira (cancele o turno,
            RN12), saída 1.
            """
        case "historico": """
            Uso: frila historico [--cursor C] [--limite N]
            Turnos passados do mais recente ao mais antigo, também além dos 30 dias: cumpridos,
            cancelados (quem cancelou, se contou falta), não verificados; valor acordado e as duas
            avaliações. Uma página por vez (N até \(Regras.paginaDoHistoricoMaxima), padrão \(Regras.paginaDoHistoricoPadrao)); a próxima vem com
            o --cursor que a saída dá (proximo_cursor no JSON; null = acabou).
            """
        case "despacho": """
            Uso: frila despacho VAGA
            (contratante) Visibilidade do despacho: leva atual, quantos entraram na leva, quantos
            foram avisados, quantos leram, retidos pelo teto de aviso (RN23), falhas, candidatos, e
            se ninguém foi alcançado (a vaga vai falhar).
            """
        case "vaga": """
            Uso: frila vaga VAGA
            (contratante) A vaga inteira: posições com o turno de cada uma (o WhatsApp e o e-mail
            do profissional só depois de confirmado, RN10), candidatos, quem cancelou — quando, por
            quê e se contou como falta (RN12) —, o despacho e se ainda dá para editar (se não, por
            quê; --json: impedimento_de_edicao e motivo_de_edicao).
            """
        case "avisos", "notificacoes": """
            Uso: frila \(nome) [--json]
                 frila \(nome) --seguir [--json] [--timeout S]
            A caixa inteira, a mais recente primeiro: vagas despachadas para você (profissional) e
            avisos (contratante: alguém pegou, se candidatou, retirou, fez check-in manual, cancelou),
            cada um com a hora, o texto e "novo" ou "lido" (lido = já mostrado neste aparelho; listar
            marca como lidos). `notificacoes` é o mesmo comando.
            --seguir: primeiro os ainda não vistos, depois cada um que chegar, até Ctrl-C ou S
            segundos (com --json, um objeto por linha). Pelo tempo real quando há (o stderr diz
            "ao vivo"); sem ele (--sem-tempo-real, FRILA_SEM_TEMPO_REAL=1, servidor sem o canal ou
            limite do plano), busca a cada 60 s e diz isso.
            """
        default: nil
        }
    }

    /// A ajuda do formulário de vaga da TUI (F1): o que vai em cada campo, depois das teclas.
    public static let tituloDosCamposDaVaga = "O que vai em cada campo:"
    public static func campoDaVaga(_ c: CampoDaVaga) -> String {
        switch c {
        case .funcao: "← → (ou Espaço) escolhe: garçom, bartender, equipe de evento, recepção, cozinha."
        case .data: "dd/mm/aaaa; sem o ano (dd/mm), a próxima vez que a data vier."
        case .inicio: "hh:mm, hora de Brasília (RN18)."
        case .fim: "hh:mm; antes do início, o turno termina no dia seguinte."
        case .valor: "Reais e centavos por turno, ex.: 150,00 (de \(Dinheiro(centavos: Limites.valorMinimoCentavos).descricao) a \(Dinheiro(centavos: Limites.valorMaximoCentavos).descricao))."
        case .posicoes: "Quantas pessoas a vaga precisa (1 a \(Limites.posicoesMaximas))."
        case .modo: "urgência: o primeiro elegível leva; seleção: você escolhe entre os candidatos (só com \(Textos.horas(Regras.antecedenciaMinimaSelecao)) ou mais de antecedência, RN24)."
        case .refeicao, .transporte: "sim ou não (s/n): dizer é obrigatório (RN02)."
        case .material: "sim se a pessoa precisa levar o próprio material (s/n); obrigatório (RN02)."
        case .endereco: "Ex.: \"SCLS 405, Asa Sul\": como a pessoa chega."
        case .local: "O ponto da vaga, de onde sai a distância: uma região ou bairro do DF (\"Taguatinga\") ou lat,lng."
        case .antecedencia: "Quantas horas antes do início avisar você de posições ainda abertas (padrão \(Textos.horas(Regras.antecedenciaDeAlertaPadrao)))."
        }
    }

    public static let cadastro = """
        Uso: frila cadastro --perfil profissional|contratante --nome N --email E
                            [--funcoes garcom,bartender,...] [--base LAT,LNG | --base "Asa Sul"]
                            [--estabelecimento NOME --endereco TEXTO --documento CNPJ|CPF | --convite CÓDIGO]
        Cria a conta. O perfil é escolhido uma vez e não muda depois (RN25).
          profissional: --funcoes (garcom, bartender, equipe_evento, recepcao, cozinha) e
                        --base (o ponto de onde você sai: lat,lng ou uma região do DF).
          contratante:  --estabelecimento, --endereco e --documento (o CNPJ, ou o CPF de pessoa
                        física, com os dígitos verificadores; pontuação à vontade; um por
                        estabelecimento); o local sai de --base ou, sem ela, da região escrita
                        no endereço ("SCLS 405, Asa Sul"). Você vira o administrador dele.
                        Ou --convite CÓDIGO: entra como membro do estabelecimento que convidou
                        o seu e-mail (o código é o que o administrador recebeu em frila convidar).
        A senha (pelo menos \(Limites.senhaMinima) caracteres) é pedida no terminal (sem eco) ou lida da
        primeira linha da entrada padrão (echo "$SENHA" | frila cadastro ...). Nunca por argumento.
        Com sessão na resposta, já entra (como frila login). Se o projeto exige confirmar o
        e-mail, a conta é criada sem sessão: confirme e depois use frila login.
        Saída: 0 conta criada; 1 recusado (e-mail já cadastrado, senha fraca, dados inválidos);
        2 uso ou campo inválido; 3 sem conexão.
        """
    }
}
