import Foundation
import FrilaDominio

/// Os membros do estabelecimento: quem é, com que papel, os convites pendentes; o
/// administrador convida e remove; a pessoa convidada vê os convites para o e-mail dela e
/// aceita. O papel lido na lista já recusa aqui o que só o administrador faz (`impedimento`);
/// o servidor decide de novo (`so_administrador`).
public struct FuncionalidadeDosMembros: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        public var lista: EstadoTela<MembrosDoEstabelecimento> = .carregando
        public var convites: EstadoTela<[ConviteRecebido]> = .carregando
        /// O último convite feito nesta sessão: o código que a pessoa convidada usa.
        public var ultimoConvite: ConviteFeito?
        public init() {}
    }

    public enum Acao: Sendable {
        case carregar
        case lida(Leitura<MembrosDoEstabelecimento>)
        case convitesLidos(Leitura<[ConviteRecebido]>)
        case convidar(email: String, papel: PapelDoMembro)
        /// O código do convite, como a pessoa o digitou ou colou (o que quem convidou recebeu).
        case aceitar(codigo: String)
        case remover(MembroDoEstabelecimento)
        case desfazerConvite(email: String)
        case respondido(Desfecho, Mudanca?)
    }

    public enum Mudanca: Sendable {
        case convidou(ConviteFeito)
        /// Entrou num estabelecimento, ou tirou alguém: a lista muda.
        case recarregar
    }

    let membros: any MembrosRepositorio
    let conta: UUID
    let conexao: any ConexaoPort

    public init(membros: any MembrosRepositorio, conta: UUID, conexao: any ConexaoPort) {
        self.membros = membros
        self.conta = conta
        self.conexao = conexao
    }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        if case .respondido(let d, _) = acao { return d }
        return nil
    }

    /// O papel de quem usa a tela, pela lista (nil: ainda não leu, ou não é membro de nenhum).
    public func papel(_ e: Estado) -> PapelDoMembro? { e.lista.valor?.papel(de: conta) }

    /// Por que o papel não deixa: convidar, remover outro membro ou desfazer um convite é do
    /// administrador; sair sozinho, qualquer membro pode. A tecla (e o rodapé), o `frila` e a
    /// guarda abaixo perguntam isto; sem a lista lida, o servidor decide.
    public static func impedimento(_ op: OperacaoDosMembros, alvo: UUID? = nil, _ e: Estado, conta: UUID?) -> ImpedimentoDoPapel? {
        switch op {
        case .aceitar: return nil
        case .remover where alvo != nil && alvo == conta: return nil
        case .convidar, .remover, .desfazerConvite: break
        }
        // Lida (com ou sem estabelecimento), só o administrador; não lida, o servidor decide.
        switch e.lista {
        case .conteudo(let l): return conta.flatMap(l.papel(de:)) == .administrador ? nil : .soAdministrador(.gerirMembros)
        case .vazio: return .soAdministrador(.gerirMembros)
        case .carregando, .erro: return nil
        }
    }

    /// Por que este membro não sai (nil: sai; sem a lista lida, o servidor decide). A tecla x, o
    /// `frila membros remover` e a guarda de `.remover` perguntam isto; só o próprio
    /// administrador chega aqui: o papel vem antes.
    public static func impedimentoDaRemocao(_ alvo: MembroDoEstabelecimento, _ e: Estado) -> ImpedimentoDaRemocao? {
        guard alvo.papel == .administrador, let l = e.lista.valor else { return nil }
        return l.membros.filter { $0.papel == .administrador }.count <= 1 ? .ultimoAdministrador : nil
    }

    public static func problemasDoConvite(_ email: String) -> [String] {
        let e = email.trimmingCharacters(in: .whitespaces)
        if e.isEmpty { return [Textos.Membros.emailVazio] }
        if !FormularioDeCadastro.emailValido(e) || Limites.tamanho(e) > Limites.tamanhoMaximoEmail { return [Textos.Membros.emailInvalido] }
        return []
    }

    /// O código é um UUID; aceita com espaços em volta e em maiúsculas.
    public static func codigo(_ texto: String) -> UUID? { UUID(uuidString: texto.trimmingCharacters(in: .whitespacesAndNewlines)) }

    /// O que o código digitado tem de errado antes de ir ao servidor (nil = é um código).
    public enum ProblemaDoCodigo: Equatable, Sendable {
        case vazio, invalido
        public var frase: String { self == .vazio ? Textos.Membros.codigoVazio : Textos.Membros.codigoInvalido }
    }

    public static func problemaDoCodigo(_ texto: String) -> ProblemaDoCodigo? {
        if codigo(texto) != nil { return nil }
        return texto.trimmingCharacters(in: .whitespaces).isEmpty ? .vazio : .invalido
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (membros, conexao) = (membros, conexao)
        if let op = Self.operacao(acao), let i = Self.impedimento(op, alvo: Self.alvo(acao), estado, conta: conta) {
            return [.enviar(Self.recusada(op, .recusa(chave: i.chave, frase: Textos.impedimento(i))))]
        }
        switch acao {
        case .carregar:
            if estado.lista.valor == nil { estado.lista = .carregando }
            return [
                .tarefa {
                    guard await conexao.confirmarOnline() else { return .lida(.semConexao) }
                    do { return .lida(.veio(try await membros.membros())) } catch {
                        return .lida(.falhou(.de(error, semRede: Textos.Membros.semRede)))
                    }
                },
                .tarefa {
                    guard await conexao.confirmarOnline() else { return .convitesLidos(.semConexao) }
                    do { return .convitesLidos(.veio(try await membros.meusConvites())) } catch {
                        return .convitesLidos(.falhou(.de(error, semRede: Textos.Membros.semRede)))
                    }
                },
            ]
        case .lida(.semConexao):
            if estado.lista.valor == nil { estado.lista = .erro(ErroDaTela(.semConexao, frase: Textos.Membros.semRede)) }
        case .lida(.veio(let l)):
            estado.lista = .conteudo(l)
            // Aceito, o convite já é um membro da lista: o código dele não serve mais.
            if let c = estado.ultimoConvite, l.membros.contains(where: { $0.email.lowercased() == c.email.lowercased() }) {
                estado.ultimoConvite = nil
            }
        case .lida(.falhou(let e)):
            // Sem estabelecimento (foi removido de todos): não é erro, é uma lista vazia.
            estado.lista = e.falha.chave == "sem_estabelecimento" ? .vazio(Textos.Membros.semEstabelecimento) : .erro(e)
        case .convitesLidos(.veio(let c)):
            estado.convites = c.isEmpty ? .vazio(Textos.Membros.nenhumConviteRecebido) : .conteudo(c)
        case .convitesLidos(.semConexao):
            if estado.convites.valor == nil { estado.convites = .erro(ErroDaTela(.semConexao, frase: Textos.Membros.semRede)) }
        case .convitesLidos(.falhou(let e)):
            estado.convites = .erro(e)
        case .convidar(let email, let papel):
            let ps = Self.problemasDoConvite(email)
            if !ps.isEmpty { return [.enviar(.respondido(Self.invalida(.convidar, ps), nil))] }
            let e = email.trimmingCharacters(in: .whitespaces)
            return [Self.tarefa(.convidar, conexao) {
                let c = try await membros.convidar(email: e, papel: papel)
                return (.convidou(c), .convidou(c))
            }]
        case .aceitar(let texto):
            guard let id = Self.codigo(texto) else {
                let ps = [Self.problemaDoCodigo(texto)?.frase ?? Textos.Membros.codigoInvalido]
                return [.enviar(.respondido(Self.invalida(.aceitar, ps), nil))]
            }
            return [Self.tarefa(.aceitar, conexao) {
                let a = try await membros.aceitarConvite(codigo: id)
                return (.aceitou(a.papel, estabelecimento: a.estabelecimento?.nome), .recarregar)
            }]
        case .remover(let m):
            if let i = Self.impedimentoDaRemocao(m, estado) {
                return [.enviar(Self.recusada(.remover, .recusa(chave: i.chave, frase: i.frase)))]
            }
            return [Self.tarefa(.remover, conexao) {
                try await membros.remover(contaId: m.contaId)
                return (.removeu(m.nome), .recarregar)
            }]
        case .desfazerConvite(let email):
            // O convite que sai leva o código dele da tela.
            if estado.ultimoConvite?.email.lowercased() == email.lowercased() { estado.ultimoConvite = nil }
            return [Self.tarefa(.desfazerConvite, conexao) {
                try await membros.desfazerConvite(email: email)
                return (.desfez(email), .recarregar)
            }]
        case .respondido(_, let m):
            switch m {
            case .convidou(let c)?:
                estado.ultimoConvite = c
                return [.enviar(.carregar)]
            case .recarregar?:
                return [.enviar(.carregar)]
            case nil: break
            }
        }
        return []
    }

    static func alvo(_ a: Acao) -> UUID? {
        if case .remover(let m) = a { return m.contaId }
        return nil
    }

    static func operacao(_ a: Acao) -> OperacaoDosMembros? {
        switch a {
        case .convidar: .convidar
        case .aceitar: .aceitar
        case .remover: .remover
        case .desfazerConvite: .desfazerConvite
        case .carregar, .lida, .convitesLidos, .respondido: nil
        }
    }

    /// A recusa dita aqui, antes do servidor, como ele a daria (a chave dele).
    static func recusada(_ op: OperacaoDosMembros, _ f: Falha) -> Acao {
        .respondido(Desfecho(.daPagina(AcaoDaPagina(DesfechoDosMembros.falhou(op, f))), .recusada(f, item: nil)), nil)
    }

    static func invalida(_ op: OperacaoDosMembros, _ ps: [String]) -> Desfecho {
        Desfecho(.daPagina(AcaoDaPagina(DesfechoDosMembros.invalida(op, ps))), .invalida(ps))
    }

    /// Uma chamada que pede rede: sem conexão nem sai; a falha vira o caso certo (o código
    /// de saída sai do resultado, como nas outras ações).
    static func tarefa(_ op: OperacaoDosMembros, _ conexao: any ConexaoPort,
                       _ corpo: @escaping @Sendable () async throws -> (DesfechoDosMembros, Mudanca?)) -> Efeito<Acao> {
        .tarefa {
            guard await conexao.confirmarOnline() else {
                return .respondido(Desfecho(.daPagina(AcaoDaPagina(DesfechoDosMembros.falhou(op, .semConexao))), .semConexao), nil)
            }
            do {
                let (valor, m) = try await corpo()
                return .respondido(Desfecho(.daPagina(AcaoDaPagina(valor)), .enviada(nil)), m)
            } catch {
                let f = Falha.de(error)
                let r: Desfecho.Resultado = f == .dadosLocais ? .falhaLocal
                    : f.passageira ? .falhaPassageira(f) : .recusada(f, item: nil)
                return .respondido(Desfecho(.daPagina(AcaoDaPagina(DesfechoDosMembros.falhou(op, f))), r), nil)
            }
        }
    }
}

/// Por que um membro não sai do estabelecimento agora: a recusa que o servidor daria
/// (`remover_membro`), dita antes, com uma frase só do catálogo.
public enum ImpedimentoDaRemocao: Hashable, Sendable {
    /// É o único administrador: o estabelecimento ficaria sem quem o gere.
    case ultimoAdministrador

    /// A chave com que o servidor recusaria.
    public var chave: String { "ultimo_administrador" }

    public var frase: String {
        switch self {
        case .ultimoAdministrador: Textos.Membros.ultimoAdministrador
        }
    }
}

public enum OperacaoDosMembros: String, Hashable, Sendable {
    case convidar = "convidar_membro"
    case aceitar = "aceitar_convite"
    case remover = "remover_membro"
    case desfazerConvite = "desfazer_convite"
}

/// O desfecho de cada ação dos membros: nome estável (o da RPC), severidade e frase.
public enum DesfechoDosMembros: DesfechoDaPagina {
    case convidou(ConviteFeito)
    case aceitou(PapelDoMembro, estabelecimento: String?)
    case removeu(String)
    case desfez(String)
    case invalida(OperacaoDosMembros, [String])
    case falhou(OperacaoDosMembros, Falha)

    public var operacao: OperacaoDosMembros {
        switch self {
        case .convidou: .convidar
        case .aceitou: .aceitar
        case .removeu: .remover
        case .desfez: .desfazerConvite
        case .invalida(let o, _), .falhou(let o, _): o
        }
    }
    public var nome: String { operacao.rawValue }
    public var severidade: Severidade {
        switch self {
        case .invalida, .falhou: .erro
        default: .sucesso
        }
    }
    public var frase: String { Textos.Membros.frase(self) }
}

extension Textos {
    public enum Membros {
        public static let titulo = "Membros"
        public static let tituloCurto = "Memb."
        public static let semRede = "Sem conexão: a lista de membros precisa de rede."
        public static let semEstabelecimento = "Sua conta não está ligada a um estabelecimento. Se alguém convidou você, aceite o convite."
        public static let nenhumConviteRecebido = "Nenhum convite para o seu e-mail."
        public static let emailVazio = "Informe o e-mail de quem você quer convidar."
        public static let emailInvalido = "O e-mail não parece válido (ex.: nome@exemplo.com)."
        public static let codigoVazio = "Informe o código do convite (quem convidou recebeu ao convidar e passa a você)."
        public static let codigoInvalido = "Código de convite inválido: é um código como 3f2a…-…, que quem convidou recebeu ao convidar."
        public static let ultimoAdministrador = "Você é o único administrador: convide outro administrador antes de sair."
        public static let documentoFaltando = "Informe o CNPJ do estabelecimento (ou o CPF, se for pessoa física)."
        public static let conviteDoProfissional =
            "Um convite faz da conta um membro contratante do estabelecimento; a conta de profissional não usa convite. "
            + "Use --perfil contratante com o convite, ou crie a conta de profissional sem ele."
        public static let conviteComEstabelecimento =
            "Com o código do convite você entra no estabelecimento que convidou; não informe estabelecimento, endereço nem CNPJ."
        public static func conviteInvalido(_ t: String) -> String { "Código de convite inválido: \(t)." }

        public static func documentoInvalido(_ p: Documento.Problema) -> String {
            switch p {
            case .vazio: documentoFaltando
            case .tamanho(let n):
                "O CNPJ tem 14 dígitos e o CPF, 11 (este tem \(Textos.contagem(n, "dígito", "dígitos"))); pontos, barra e traço podem ficar."
            case .digitosVerificadores(.cnpj): "CNPJ inválido: os dígitos verificadores não conferem. Confira o número."
            case .digitosVerificadores(.cpf): "CPF inválido: os dígitos verificadores não conferem. Confira o número."
            }
        }

        public static func papel(_ p: PapelDoMembro) -> String {
            switch p {
            case .administrador: "administrador"
            case .operador: "operador"
            }
        }

        /// O que cada papel faz, para a tela e a ajuda.
        public static func oQueFaz(_ p: PapelDoMembro) -> String {
            switch p {
            case .administrador: "publica, edita e cancela vagas e gere os membros"
            case .operador: "acompanha, confirma check-ins, escolhe e avalia; não publica nem cancela"
            }
        }

        public static let cabecalhoMembros = "Membros do estabelecimento"
        public static let cabecalhoConvitesPendentes = "Convites que ainda não foram aceitos"
        public static let cabecalhoConvitesRecebidos = "Convites para você"
        public static let voce = "(você)"
        public static let somenteLeitura = "Só o administrador convida e remove membros."
        public static func seuPapel(_ p: PapelDoMembro) -> String { "Você é \(papel(p)): \(oQueFaz(p))." }
        public static let tituloDoCodigo = "Código do convite"
        /// O diálogo do código: ele inteiro numa linha só, para a pessoa copiar.
        public static func linhasDoCodigo(_ c: ConviteFeito) -> [String] {
            ["Convite para \(semControle(c.email)) como \(papel(c.papel)). Passe este código só a ela:", "",
             c.codigo.uuidString.lowercased(), "",
             "Ele não aparece de novo depois que você sair desta página (convidar de novo faz outro)."]
        }
        public static func codigoDoUltimo(_ c: ConviteFeito) -> String {
            "Código do convite para \(semControle(c.email)): \(c.codigo.uuidString.lowercased()) (passe só a ela; não aparece de novo)"
        }

        public static func frase(_ d: DesfechoDosMembros) -> String {
            switch d {
            case .convidou(let c):
                "Convite feito para \(semControle(c.email)) como \(papel(c.papel)). A pessoa entra com este e-mail e o código "
                    + "\(c.codigo.uuidString.lowercased()) (frila aceitar-convite, ou no cadastro com --convite); passe o código só a ela, "
                    + "ele não aparece de novo (convidar de novo faz outro)."
            case .aceitou(let p, let nome?): "Você agora é \(papel(p)) de \(semControle(nome))."
            case .aceitou(let p, nil): "Convite aceito: você agora é \(papel(p)) do estabelecimento."
            case .removeu(let nome): "\(semControle(nome)) não é mais membro do estabelecimento."
            case .desfez(let email): "Convite para \(semControle(email)) desfeito."
            case .invalida(_, let ps): ps.joined(separator: " ")
            case .falhou(let op, let f): "\(tentativa(op)) \(f.frase)"
            }
        }

        static func tentativa(_ op: OperacaoDosMembros) -> String {
            switch op {
            case .convidar: "O convite não foi feito:"
            case .aceitar: "O convite não foi aceito:"
            case .remover: "O membro não foi removido:"
            case .desfazerConvite: "O convite não foi desfeito:"
            }
        }

        // Linhas da TUI e do `frila membros`.
        public static func linha(_ m: MembroDoEstabelecimento, eu: Bool) -> String {
            "\(semControle(m.nome))\(eu ? " " + voce : "") · \(papel(m.papel)) · \(semControle(m.email))"
        }
        public static func linha(_ c: ConvitePendente) -> String {
            "\(semControle(c.email)) · \(papel(c.papel)) · "
                + (c.vencido ? "convite vencido" + (c.venceEm.map { " em \(Formatacao.diaComSemana($0))" } ?? "") + " (convide de novo)"
                             : "convite pendente" + (c.venceEm.map { " · vale até \(Formatacao.diaComSemana($0))" } ?? ""))
        }
        public static func linha(_ c: ConviteRecebido) -> String {
            "\(semControle(c.estabelecimento.nome)) · como \(papel(c.papel))"
                + (c.convidadoPor.map { " · convidado por \(semControle($0))" } ?? "")
                + (c.venceEm.map { " · vale até \(Formatacao.diaComSemana($0))" } ?? "")
                + " · peça o código a quem convidou"
        }
        public static func nenhumMembro(_ n: Int) -> String { Textos.contagem(n, "membro", "membros") }
    }
}

extension Textos.Membros {
    static let resumo = """
      membros [remover CONTA|EMAIL]   convidar EMAIL [--papel operador|administrador]
      convites                    aceitar-convite CÓDIGO
    """

    public static func ajuda(_ nome: String) -> String? {
        switch nome {
        case "membros": """
            Uso: frila membros [remover CONTA|EMAIL]
            (contratante) Quem é membro do seu estabelecimento, com o papel (administrador:
            \(oQueFaz(.administrador)); operador: \(oQueFaz(.operador))), e os convites que
            ainda não foram aceitos. Qualquer membro vê. Com remover (só o administrador): tira
            o membro (CONTA, o id da lista) ou desfaz o convite pendente (EMAIL); o último
            administrador fica. Precisa de rede.
            """
        case "convidar": """
            Uso: frila convidar EMAIL [--papel operador|administrador]
            (contratante, administrador) Convida uma pessoa para o seu estabelecimento; o papel
            padrão é operador. A saída diz o código do convite, uma vez só: passe-o à pessoa (o
            código e o e-mail convidado, juntos, são o que a deixa entrar); convidar de novo troca
            o papel e o código. Quem já tem conta de contratante aceita com frila aceitar-convite
            CÓDIGO; quem não tem cria a conta com frila cadastro --perfil contratante --convite
            CÓDIGO. Precisa de rede.
            """
        case "convites": """
            Uso: frila convites
            (contratante) Os convites para o e-mail desta conta: o estabelecimento, o papel e quem
            convidou. Para aceitar, o código que essa pessoa recebeu (frila aceitar-convite CÓDIGO).
            Precisa de rede.
            """
        case "aceitar-convite": """
            Uso: frila aceitar-convite CÓDIGO
            (contratante) Entra como membro do estabelecimento que convidou o e-mail desta conta,
            com o papel do convite. O código é o que o administrador recebeu ao convidar e passou
            a você. Código errado, ou de um convite para outro e-mail: saída 1, chave sem_convite.
            """
        default: nil
        }
    }

    // Erros de uso dos comandos sem tela.
    public static let usoConvidar = "Uso: frila convidar EMAIL [--papel operador|administrador]. Veja frila convidar --help."
    public static func usoPapel(_ p: String) -> String { "Papel desconhecido: \(p). Use operador ou administrador." }
    public static let usoAceitar = "Uso: frila aceitar-convite CÓDIGO (o código está com quem convidou)."
    public static let usoRemover = "Uso: frila membros remover CONTA|EMAIL (a conta ou o e-mail de frila membros)."
    public static func usoSubcomando(_ s: String) -> String { "Subcomando desconhecido: \(s). Use frila membros ou frila membros remover CONTA|EMAIL." }
    public static let naoEhMembro = "Não há membro nem convite com esse dado no seu estabelecimento (veja frila membros)."
}

// As frases da página Membros da TUI.
extension Textos.Membros {
    public static let carregando = "Carregando os membros…"
    public static func tituloConvidar(_ p: PapelDoMembro) -> String { "Convidar \(papel(p))" }
    public static func linhasDoConvite(_ p: PapelDoMembro) -> [String] {
        ["O \(papel(p)) \(oQueFaz(p)).", "Depois, passe a ela o código do convite (aparece aqui embaixo)."]
    }
    public static let rotuloEmail = "E-mail"
    public static let tituloAceitar = "Aceitar convite"
    public static let linhasDoAceitar = ["O código que quem convidou recebeu ao convidar e passou a você."]
    public static func linhasDoAceitar(_ c: ConviteRecebido) -> [String] {
        ["\(perguntaAceitar(c))", "Digite o código que \(c.convidadoPor.map(semControle) ?? "quem convidou") recebeu ao convidar."]
    }
    public static let rotuloCodigo = "Código"
    public static let tituloRemover = "Remover membro"
    public static func perguntaRemover(_ nome: String) -> String { "Tirar \(semControle(nome)) do estabelecimento?" }
    public static let tituloDesfazer = "Desfazer convite"
    public static func perguntaDesfazer(_ email: String) -> String { "Desfazer o convite para \(semControle(email))?" }
    public static let tituloAceitarSelecionado = "Aceitar convite"
    public static func perguntaAceitar(_ c: ConviteRecebido) -> String {
        "Entrar em \(semControle(c.estabelecimento.nome)) como \(papel(c.papel))?"
    }
    public static let selecioneMembroOuConvite = "Selecione um membro ou um convite pendente (j/k)."
    public static let selecioneConviteRecebido = "Selecione um convite para você (j/k), ou use A para digitar o código."
}

extension PrecisaDeRede {
    /// Convidar, remover, aceitar: a lista de membros é do servidor.
    public static let membros = PrecisaDeRede("membros", frase: Textos.Membros.semRede)
}

// Como a página Membros e os comandos `frila membros…` montam a funcionalidade: das portas da conta.
extension PortasDaConta {
    /// Os membros do estabelecimento (nil: a composição não tem a porta).
    public var montarMembros: FuncionalidadeDosMembros? {
        membros.map { FuncionalidadeDosMembros(membros: $0, conta: conta.id, conexao: conexao) }
    }
}
