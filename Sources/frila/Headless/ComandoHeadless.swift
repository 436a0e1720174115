import Foundation
import FrilaDados

/// Comandos sem tela, para scripts, CI e testadores. Cada um manda as ações das
/// mesmas funcionalidades das telas, por um `Executor`. As opções globais (--api, --dados, --offline, --posicao,
/// --config) já foram consumidas por `ConfiguracaoDoCliente.carregar`; aqui chegam o nome do
/// comando, os argumentos dele e `--json`.
enum ComandoHeadless: Equatable {
    case login(email: String)
    case cadastro(PedidoDeCadastro)
    case sair
    case vagas
    case candidatar(vaga: UUID)
    case turnos
    /// `semLocalizacao`: ignora a posição configurada (check-in manual). `em`: o instante
    /// do toque (testes de RN11); nil = agora.
    case checkin(turno: UUID, semLocalizacao: Bool, em: Date?)
    case checkout(turno: UUID, semLocalizacao: Bool, em: Date?)
    case avaliar(turno: UUID, chamariaDeNovo: Bool)
    /// Sem `sim`, só a prévia do custo (RN12), como `cancelar-vaga`.
    case cancelar(turno: UUID, motivo: String?, sim: Bool)
    case pendentes
    case confirmar(turno: UUID)
    case alertas
    case perfil
    case fila
    case sincronizar(ateEsvaziar: Bool, timeout: TimeInterval)
    /// `frila COMANDO --help`
    case ajuda(nome: String)
    /// Listas e gestão (publicar, escolher, bloqueios, equipe, histórico...): ComandosDaGestao.swift.
    case gestao(ComandoDaGestao)

    static let nomes = ["login", "cadastro", "sair", "vagas", "candidatar", "turnos", "checkin", "checkout", "avaliar",
                        "cancelar", "pendentes", "confirmar", "alertas", "perfil", "fila", "sincronizar"]

    /// Espera padrão de `sincronizar --ate-esvaziar` sem `--timeout`.
    static let timeoutPadraoDoDreno: TimeInterval = 30

    /// `argumentos[0]` é o nome do comando. Devolve o comando e se pediu `--json`.
    static func interpretar(_ argumentos: [String]) throws(ErroDeLinhaDeComando) -> (ComandoHeadless, json: Bool) {
        if let nome = argumentos.first, ComandoDaGestao.nomes.contains(nome) {
            var resto = Array(argumentos.dropFirst())
            if resto.contains("--help") || resto.contains("-h") { return (.ajuda(nome: nome), false) }
            let json = tirar("--json", de: &resto)
            return (.gestao(try ComandoDaGestao.interpretar(nome, &resto)), json)
        }
        guard let nome = argumentos.first, nomes.contains(nome) else {
            throw .comandoDesconhecido(argumentos.first ?? "")
        }
        var resto = Array(argumentos.dropFirst())
        if resto.contains("--help") || resto.contains("-h") { return (.ajuda(nome: nome), false) }
        let json = tirar("--json", de: &resto)
        // RN15 e bom senso: a senha nunca passa pela linha de comando (fica no histórico e no ps).
        if resto.contains(where: { $0 == "--senha" || $0.hasPrefix("--senha=") || $0 == "--password" || $0.hasPrefix("--password=") }) {
            throw .uso("a senha nunca vai na linha de comando: digite no prompt ou mande pela entrada padrão.")
        }
        let comando: ComandoHeadless
        switch nome {
        case "login":
            guard let email = try valor("--email", de: &resto, comando: nome), !email.isEmpty else {
                throw .uso("login precisa de --email E. Veja frila login --help.")
            }
            comando = .login(email: email)
        case "cadastro": comando = .cadastro(try PedidoDeCadastro.interpretar(&resto))
        case "sair": comando = .sair
        case "vagas": comando = .vagas
        case "turnos": comando = .turnos
        case "pendentes": comando = .pendentes
        case "alertas": comando = .alertas
        case "perfil": comando = .perfil
        case "fila": comando = .fila
        case "candidatar":
            comando = .candidatar(vaga: try identificador("VAGA", de: &resto, comando: nome))
        case "confirmar":
            comando = .confirmar(turno: try identificador("TURNO", de: &resto, comando: nome))
        case "checkin", "checkout":
            let semLoc = tirar("--sem-localizacao", de: &resto)
            var em: Date?
            if let t = try valor("--em", de: &resto, comando: nome) {
                guard let d = FormatoDeInstante.interpretar(t) else {
                    throw .uso("--em precisa de um instante ISO 8601 com fuso, ex.: 2026-11-30T18:02:00-03:00.")
                }
                em = d
            }
            let turno = try identificador("TURNO", de: &resto, comando: nome)
            comando = nome == "checkin" ? .checkin(turno: turno, semLocalizacao: semLoc, em: em)
                                        : .checkout(turno: turno, semLocalizacao: semLoc, em: em)
        case "avaliar":
            let turno = try identificador("TURNO", de: &resto, comando: nome)
            guard !resto.isEmpty else { throw .uso("avaliar precisa de TURNO sim|nao. Veja frila avaliar --help.") }
            let resposta = resto.removeFirst().lowercased()
            switch resposta {
            case "sim", "s": comando = .avaliar(turno: turno, chamariaDeNovo: true)
            case "nao", "não", "n": comando = .avaliar(turno: turno, chamariaDeNovo: false)
            default: throw .uso("a resposta da avaliação é sim ou nao (chamaria de novo?), não \(curto(resposta)).")
            }
        case "cancelar":
            let sim = tirar("--sim", de: &resto)
            let motivo = (try valor("--motivo", de: &resto, comando: nome))?.trimmingCharacters(in: .whitespacesAndNewlines)
            if motivo?.isEmpty == true { throw .uso("cancelar: o --motivo está vazio (RN12 guarda o motivo).") }
            if sim, motivo == nil { throw .uso("cancelar --sim precisa de --motivo \"...\" (RN12 guarda o motivo).") }
            comando = .cancelar(turno: try identificador("TURNO", de: &resto, comando: nome), motivo: motivo, sim: sim)
        case "sincronizar":
            let ate = tirar("--ate-esvaziar", de: &resto)
            var timeout = timeoutPadraoDoDreno
            if let t = try valor("--timeout", de: &resto, comando: nome) {
                guard let s = TimeInterval(t), s > 0, s.isFinite else {
                    throw .uso("--timeout precisa de um número de segundos maior que zero.")
                }
                timeout = s
            }
            comando = .sincronizar(ateEsvaziar: ate, timeout: timeout)
        default:
            throw .comandoDesconhecido(nome)
        }
        if let sobra = resto.first {
            if sobra.hasPrefix("-") { throw .uso("opção desconhecida para \(nome): \(sobra). Veja frila \(nome) --help.") }
            throw .uso("argumento a mais para \(nome): \(sobra). Veja frila \(nome) --help.")
        }
        return (comando, json)
    }

    static func tirar(_ flag: String, de resto: inout [String]) -> Bool {
        guard let i = resto.firstIndex(of: flag) else { return false }
        resto.remove(at: i)
        return true
    }

    /// `--opcao VALOR` ou `--opcao=VALOR`.
    static func valor(_ opcao: String, de resto: inout [String], comando: String) throws(ErroDeLinhaDeComando) -> String? {
        if let i = resto.firstIndex(where: { $0.hasPrefix(opcao + "=") }) {
            let v = String(resto[i].dropFirst(opcao.count + 1))
            resto.remove(at: i)
            return v
        }
        guard let i = resto.firstIndex(of: opcao) else { return nil }
        guard i + 1 < resto.count else { throw .uso("a opção \(opcao) precisa de um valor. Veja frila \(comando) --help.") }
        let v = resto[i + 1]
        resto.removeSubrange(i...(i + 1))
        return v
    }

    /// Onde a pessoa acha o id que faltou: o comando que o mostra.
    static func ondeVer(_ nome: String, _ comando: String) -> String {
        switch (nome, comando) {
        case ("VAGA", "candidatar"): "como mostra frila vagas"
        case ("VAGA", _): "como mostram frila alertas e frila notificacoes"
        case ("CANDIDATURA", "retirar"): "como mostra frila candidaturas"
        case ("CANDIDATURA", _): "como mostram frila vaga VAGA e frila notificacoes"
        case ("PROFISSIONAL", _): "como mostram frila equipe e frila pendentes"
        case ("CONTA", "desbloquear"): "como mostra frila bloqueios"
        case ("CONTA", _): "como mostram frila pendentes, frila equipe e frila bloqueios"
        default: "como mostra frila turnos"
        }
    }

    /// O primeiro argumento que não é opção, como UUID.
    static func identificador(_ nome: String, de resto: inout [String], comando: String) throws(ErroDeLinhaDeComando) -> UUID {
        guard let i = resto.firstIndex(where: { !$0.hasPrefix("-") }) else {
            throw .uso("\(comando) precisa de \(nome). Veja frila \(comando) --help.")
        }
        let texto = resto.remove(at: i)
        guard let id = UUID(uuidString: texto) else {
            throw .uso("\(nome) precisa ser um identificador (UUID, \(ondeVer(nome, comando))), não \(Self.curto(texto)).")
        }
        return id
    }

    /// Texto do usuário ecoado numa mensagem: sem controle e curto.
    static func curto(_ s: String) -> String {
        let limpo = String(s.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.map(Character.init))
        return limpo.count > 40 ? String(limpo.prefix(40)) + "…" : limpo
    }

    // MARK: - ajuda

    static let rodapeDeOpcoes = """

    Opções de todos os comandos:
      --json             saída para máquina (JSON em stdout); mensagens e erros vão para stderr
      --api URL          endereço da API        --dados DIR   estado local isolado (um por testador)
      --offline          offline forçado: ações vão para a fila, nada sai da máquina
    Saída: 0 sucesso; 1 recusado ou falhou; 2 uso inválido; 3 sem conexão ou servidor
    indisponível (passageiro: tente de novo); 4 sem sessão, vencida ou encerrada (frila login);
    5 dados locais inacessíveis.
    """

    static func ajuda(_ nome: String) -> String {
        let corpo: String
        switch nome {
        case "login": corpo = """
            Uso: frila login --email E
            Entra no Frila. A senha é pedida no terminal (sem eco) ou lida da primeira linha
            da entrada padrão (echo "$SENHA" | frila login --email E). Nunca por argumento.
            A credencial fica em DIR/credencial.json, legível só pelo dono (0600).
            """
        case "cadastro": corpo = PedidoDeCadastro.ajuda
        case "sair": corpo = """
            Uso: frila sair
            Sai da conta e apaga a credencial local. Ações ainda na fila continuam guardadas
            (são desta conta e saem quando ela entrar de novo).
            """
        case "vagas": corpo = """
            Uso: frila vagas
            O feed do profissional: vagas despachadas para você e ainda abertas. Precisa de rede.
            """
        case "candidatar": corpo = """
            Uso: frila candidatar VAGA
            Candidata-se à vaga (id de frila vagas). Urgência: o primeiro elegível leva; perder a
            corrida dá "alguém chegou antes" (saída 1). Seleção: fica pendente da escolha; de novo
            na mesma vaga, saída 1 com chave ja_candidatado (retire com frila retirar).
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
        default: corpo = ComandoDaGestao.ajuda(nome) ?? "Comando desconhecido: \(nome)."
        }
        return corpo + "\n" + rodapeDeOpcoes
    }

    static let resumoDosComandos = """
    Comandos sem tela (para scripts; cada um tem --help):
      login --email E             sair                        perfil
      cadastro --perfil profissional|contratante --nome N --email E [...]
      vagas                       candidatar VAGA             turnos
      checkin TURNO [--posicao LAT,LNG | --sem-localizacao] [--em ISO8601]
      checkout TURNO [...]        avaliar TURNO sim|nao       cancelar TURNO [--motivo M --sim]
      pendentes                   confirmar TURNO             alertas
      fila                        sincronizar [--ate-esvaziar --timeout S]
    \(ComandoDaGestao.resumo)
      Todos aceitam --json (saída para máquina em stdout; mensagens em stderr).
    """
}
