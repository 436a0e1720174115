import Foundation
import FrilaApresentacao
import FrilaDados

/// `frila vagas`: o recorte (`--ativas`, `--encerradas`, só do contratante) e o texto procurado
/// (`--filtro`), os mesmos do `v` e do `/` da tela.
struct OpcoesDasVagas: Equatable {
    var recorte: String?
    var filtro: String?
    /// `--ordem COLUNA` (a do `S` da tela; no sentido inicial dela) e `--inverter`.
    var ordem: String?
    var inverter = false
}

/// Comandos sem tela, para scripts, CI e testadores. Cada um manda as ações das
/// mesmas funcionalidades das telas, por um `Executor`. As opções globais (--api, --dados, --offline, --posicao,
/// --config) já foram consumidas por `ConfiguracaoDoCliente.carregar`; aqui chegam o nome do
/// comando, os argumentos dele e `--json`.
enum ComandoHeadless: Equatable {
    case login(email: String)
    case cadastro(PedidoDeCadastro)
    /// `todos`: encerra todas as sessões da conta, não só a deste diretório.
    case sair(todos: Bool)
    /// Profissional: o feed. Contratante: as vagas dele, com id, estado e contagens.
    case vagas(OpcoesDasVagas)
    /// `termos`: a ficha dos termos vistos (`termos_versao` de `frila vagas --json`, ou a da recusa).
    case candidatar(vaga: UUID, termos: String?)
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
    /// A conta que a pessoa administra (senha, perfil editar, exportar, excluir-conta): ComandosDaConta.swift.
    case conta(ComandoDaConta)
    /// Membros do estabelecimento (membros, convidar, convites, aceitar-convite): ComandosDosMembros.swift.
    case membros(ComandoDosMembros)

    static let nomes = ["login", "cadastro", "sair", "vagas", "candidatar", "turnos", "checkin", "checkout", "avaliar",
                        "cancelar", "pendentes", "confirmar", "alertas", "perfil", "fila", "sincronizar"]

    /// Todos os comandos sem tela, de todas as famílias: a única lista que `ComandoFrila.interpretar`
    /// consulta. Uma família nova (um `ComandoDaX` com os seus `nomes`) entra aqui e no `interpretar` abaixo.
    static var todosOsNomes: [String] { nomes + ComandoDaGestao.nomes + ComandoDaConta.nomes + ComandoDosMembros.nomes }

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
        if let nome = argumentos.first, ComandoDosMembros.nomes.contains(nome) {
            var resto = Array(argumentos.dropFirst())
            if resto.contains("--help") || resto.contains("-h") { return (.ajuda(nome: nome), false) }
            let json = tirar("--json", de: &resto)
            return (.membros(try ComandoDosMembros.interpretar(nome, &resto)), json)
        }
        if ComandoDaConta.ehDaConta(argumentos), let nome = argumentos.first {
            var resto = Array(argumentos.dropFirst())
            if resto.contains("--help") || resto.contains("-h") { return (.ajuda(nome: nome == "perfil" ? "perfil-editar" : nome), false) }
            let json = tirar("--json", de: &resto)
            if resto.contains(where: { $0 == "--senha" || $0.hasPrefix("--senha=") || $0 == "--password" || $0.hasPrefix("--password=") }) {
                throw .uso(Textos.SemTela.usoSenhaNaLinha)
            }
            return (.conta(try ComandoDaConta.interpretar(nome, &resto)), json)
        }
        guard let nome = argumentos.first, nomes.contains(nome) else {
            throw .comandoDesconhecido(argumentos.first ?? "")
        }
        var resto = Array(argumentos.dropFirst())
        if resto.contains("--help") || resto.contains("-h") { return (.ajuda(nome: nome), false) }
        let json = tirar("--json", de: &resto)
        // RN15 e bom senso: a senha nunca passa pela linha de comando (fica no histórico e no ps).
        if resto.contains(where: { $0 == "--senha" || $0.hasPrefix("--senha=") || $0 == "--password" || $0.hasPrefix("--password=") }) {
            throw .uso(Textos.SemTela.usoSenhaNaLinha)
        }
        let comando: ComandoHeadless
        switch nome {
        case "login":
            guard let email = try valor("--email", de: &resto, comando: nome), !email.isEmpty else {
                throw .uso(Textos.SemTela.usoLogin)
            }
            comando = .login(email: email)
        case "cadastro": comando = .cadastro(try PedidoDeCadastro.interpretar(&resto))
        case "sair": comando = .sair(todos: tirar("--todos", de: &resto))
        case "vagas":
            var o = OpcoesDasVagas()
            // `--passadas`, o nome antigo, é o mesmo recorte (a cancelada que não começou não é passada).
            let ativas = tirar("--ativas", de: &resto)
            let encerradas = [tirar("--encerradas", de: &resto), tirar("--passadas", de: &resto)].contains(true)
            if ativas, encerradas { throw .uso(Textos.SemTela.usoAtivasEEncerradas) }
            o.recorte = ativas ? "ativas" : (encerradas ? "encerradas" : nil)
            o.filtro = try valor("--filtro", de: &resto, comando: nome)
            o.ordem = try valor("--ordem", de: &resto, comando: nome)
            o.inverter = tirar("--inverter", de: &resto)
            if o.inverter, o.ordem == nil { throw .uso(Textos.SemTela.usoInverterSemOrdem) }
            comando = .vagas(o)
        case "turnos": comando = .turnos
        case "pendentes": comando = .pendentes
        case "alertas": comando = .alertas
        case "perfil": comando = .perfil
        case "fila": comando = .fila
        case "candidatar":
            let termos = try valor("--termos", de: &resto, comando: nome)
            comando = .candidatar(vaga: try identificador("VAGA", de: &resto, comando: nome), termos: termos)
        case "confirmar":
            comando = .confirmar(turno: try identificador("TURNO", de: &resto, comando: nome))
        case "checkin", "checkout":
            let semLoc = tirar("--sem-localizacao", de: &resto)
            var em: Date?
            if let t = try valor("--em", de: &resto, comando: nome) {
                guard let d = FormatoDeInstante.interpretar(t) else {
                    throw .uso(Textos.SemTela.usoInstante)
                }
                em = d
            }
            let turno = try identificador("TURNO", de: &resto, comando: nome)
            comando = nome == "checkin" ? .checkin(turno: turno, semLocalizacao: semLoc, em: em)
                                        : .checkout(turno: turno, semLocalizacao: semLoc, em: em)
        case "avaliar":
            let turno = try identificador("TURNO", de: &resto, comando: nome)
            guard !resto.isEmpty else { throw .uso(Textos.SemTela.usoAvaliar) }
            let resposta = resto.removeFirst().lowercased()
            switch resposta {
            case "sim", "s": comando = .avaliar(turno: turno, chamariaDeNovo: true)
            case "nao", "não", "n": comando = .avaliar(turno: turno, chamariaDeNovo: false)
            default: throw .uso(Textos.SemTela.usoRespostaDaAvaliacao(curto(resposta)))
            }
        case "cancelar":
            let sim = tirar("--sim", de: &resto)
            let motivo = (try valor("--motivo", de: &resto, comando: nome))?.trimmingCharacters(in: .whitespacesAndNewlines)
            if motivo?.isEmpty == true { throw .uso(Textos.SemTela.usoMotivoVazio) }
            if sim, motivo == nil { throw .uso(Textos.SemTela.usoCancelarSemMotivo) }
            comando = .cancelar(turno: try identificador("TURNO", de: &resto, comando: nome), motivo: motivo, sim: sim)
        case "sincronizar":
            let ate = tirar("--ate-esvaziar", de: &resto)
            var timeout = timeoutPadraoDoDreno
            if let t = try valor("--timeout", de: &resto, comando: nome) {
                guard let s = TimeInterval(t), s > 0, s.isFinite else {
                    throw .uso(Textos.SemTela.usoTimeout)
                }
                timeout = s
            }
            comando = .sincronizar(ateEsvaziar: ate, timeout: timeout)
        default:
            throw .comandoDesconhecido(nome)
        }
        if let sobra = resto.first {
            if sobra.hasPrefix("-") { throw .uso(Textos.SemTela.usoOpcaoDesconhecida(nome, sobra, nome)) }
            throw .uso(Textos.SemTela.usoArgumentoAMais(nome, sobra, nome))
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
        guard i + 1 < resto.count else { throw .uso(Textos.SemTela.usoSemValor(opcao, comando)) }
        let v = resto[i + 1]
        resto.removeSubrange(i...(i + 1))
        return v
    }

    /// Onde a pessoa acha o id que faltou: o comando que o mostra.
    static func ondeVer(_ nome: String, _ comando: String) -> String {
        switch (nome, comando) {
        case ("VAGA", "candidatar"): Textos.SemTela.ondeVerVagas
        case ("VAGA", _): Textos.SemTela.ondeVerVagasDoContratante
        case ("CANDIDATURA", "retirar"): Textos.SemTela.ondeVerCandidaturas
        case ("CANDIDATURA", _): Textos.SemTela.ondeVerCandidaturasDaVaga
        case ("PROFISSIONAL", _): Textos.SemTela.ondeVerProfissionais
        case ("CONTA", "desbloquear"): Textos.SemTela.ondeVerBloqueios
        case ("CONTA", _): Textos.SemTela.ondeVerContas
        default: Textos.SemTela.ondeVerTurnos
        }
    }

    /// O primeiro argumento que não é opção, como UUID.
    static func identificador(_ nome: String, de resto: inout [String], comando: String) throws(ErroDeLinhaDeComando) -> UUID {
        guard let i = resto.firstIndex(where: { !$0.hasPrefix("-") }) else {
            throw .uso(Textos.SemTela.usoFaltaArgumento(comando, nome, comando))
        }
        let texto = resto.remove(at: i)
        guard let id = UUID(uuidString: texto) else {
            throw .uso(Textos.SemTela.usoIdentificador(nome, ondeVer(nome, comando), Self.curto(texto)))
        }
        return id
    }

    /// O que sobrou depois das opções do comando: uma opção que ele não conhece ou um argumento a mais.
    static func recusarSobra(_ resto: [String], de nome: String) throws(ErroDeLinhaDeComando) {
        guard let sobra = resto.first else { return }
        if sobra.hasPrefix("-") { throw .uso(Textos.SemTela.usoOpcaoDesconhecida(nome, sobra, nome)) }
        throw .uso(Textos.SemTela.usoArgumentoAMais(nome, curto(sobra), nome))
    }

    /// Texto do usuário ecoado numa mensagem: sem controle e curto.
    static func curto(_ s: String) -> String {
        let limpo = String(s.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }.map(Character.init))
        return limpo.count > 40 ? String(limpo.prefix(40)) + "…" : limpo
    }

    // MARK: - ajuda

    static func ajuda(_ nome: String) -> String { Textos.Ajuda.comando(nome) }
    static var resumoDosComandos: String { Textos.Ajuda.resumoDosComandos }
}
