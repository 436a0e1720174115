import Foundation
import FrilaApresentacao
import FrilaDominio

/// Uma página da TUI: só um nome. O que ela é (título, quem a vê, teclas, desenho, carga,
/// funcionalidades) está na entrada dela no registro (`Paginas.todas`); cada tela declara a
/// sua (`static let feed = Pagina("feed")`) ao lado do desenho, então nenhum enum ganha caso.
public struct Pagina: Hashable, Sendable, CustomStringConvertible {
    public let nome: String
    public init(_ nome: String) { self.nome = nome }
    public var description: String { nome }
}

/// Última mensagem da linha de status. Erros ficam em vídeo inverso até a pessoa dispensar
/// (Esc) ou outra mensagem tomar o lugar; as outras se apagam.
public struct Mensagem: Equatable, Sendable {
    public typealias Tipo = Severidade
    public var texto: String
    public var tipo: Tipo
    public var expiraEm: Date?
    /// Quando apareceu (o registro de mensagens mostra).
    public var em: Date?
    /// De quem é (diálogo, modo da página, andamento): sai quando o dono fecha, sem comparar a frase.
    public var dono: DonoDaMensagem?
    public init(_ texto: String, tipo: Tipo = .info, expiraEm: Date? = nil, em: Date? = nil) {
        self.texto = texto; self.tipo = tipo; self.expiraEm = expiraEm; self.em = em
    }
}

public struct ModeloLogin: Equatable, Sendable {
    public enum Campo: Sendable { case email, senha }
    public var email = ""
    public var senha = ""
    public var campo: Campo = .email
    public var enviando = false
    /// Um problema daqui, antes de ir à sessão (offline forçado), como valor; a falha de
    /// entrar vem do estado da sessão (`ModeloApp.erroDoLogin` lê os dois).
    public var problema: ProblemaDoLogin?
    /// Aviso que não é erro (ex.: conta criada, falta confirmar o e-mail).
    public var aviso: String?
    /// Linha de dica (a demo põe as contas seed aqui).
    public var dica: String?
    public init(dica: String? = nil) { self.dica = dica }
}

/// O que impede entrar antes de ir à sessão; a frase sai do catálogo.
public enum ProblemaDoLogin: Equatable, Sendable {
    /// O modo offline do testador está ligado: entrar precisa de rede.
    case offlineForcado

    public var frase: String {
        switch self {
        case .offlineForcado: Textos.Sessao.offlineForcadoNaTUI
        }
    }
}

public enum Dialogo: Equatable, Sendable {
    /// s = sim, n = não, Esc = desistir; a pergunta carrega o que cada resposta faz.
    case simNao(titulo: String, linhas: [String], pergunta: PerguntaSimNao)
    /// Campo de texto; Enter confirma (o campo leva o texto à ação), Esc desiste.
    case texto(titulo: String, linhas: [String], rotulo: String, valor: String, campo: CampoDoDialogo)
    /// Só leitura; Enter ou Esc fecha (nada de "qualquer tecla": é para ser lido).
    case aviso(titulo: String, linhas: [String])
}

/// Enter abre o detalhe da seleção (em telas pequenas ele ocupa a área da lista) e J/K o
/// rolam; nas páginas sem detalhe (Perfil, Conta) J/K rolam a página. Abrir e fechar voltam ao
/// topo: o detalhe de outra linha não herda a rolagem da de antes.
public struct DetalheDaLista: Equatable, Sendable {
    public private(set) var aberto = false
    /// J/K: quanto o detalhe ou a página rolaram (telas baixas cortam).
    public var rolagem = 0
    public init() {}
    public mutating func abrir() { aberto = true; rolagem = 0 }
    public mutating func fechar() { aberto = false; rolagem = 0 }
}

/// Tudo o que as telas desenham. As telas são funções puras deste valor e do tamanho.
public struct ModeloApp: Equatable, Sendable {
    public enum Tela: Equatable, Sendable { case login, pagina(Pagina) }

    public var agora: Date
    /// As páginas com que o app roda (as abas, o desenho e a ajuda saem delas).
    public let registro: ListaDePaginas
    /// O estado de cada funcionalidade de página, um por tipo; cada tela dá o nome tipado
    /// do seu numa extensão (`feedDeVagas`, `turnosDaConta`...).
    public var estados = EstadosDasFuncionalidades()
    public var tela: Tela = .login
    public var login: ModeloLogin
    /// A sessão: o estado da funcionalidade, guardado só aqui.
    public var sessao = FuncionalidadeDaSessao.Estado()
    /// O que a tela de login diz em vermelho: o problema local (offline forçado) ou a
    /// falha de entrar, lida do estado da sessão (não copiada para o formulário).
    public var erroDoLogin: String? { login.problema?.frase ?? (sessao.sessao.ehErro ? sessao.sessao.mensagem : nil) }
    public var conta: ContaAutenticada? {
        get { sessao.conta }
        set { sessao.sessao = newValue.map { .conteudo($0) } ?? .vazio(TextosDaSessao.convite) }
    }
    /// Conexão, fila e última sincronização: o estado da funcionalidade, guardado só aqui.
    public var sincronizacao = FuncionalidadeDaSincronizacao.Estado()
    public var online: Bool { get { sincronizacao.online } set { sincronizacao.online = newValue } }
    public var offlineForcado: Bool { get { sincronizacao.offlineForcado } set { sincronizacao.offlineForcado = newValue } }
    public var fila: StatusDaFila { get { sincronizacao.fila } set { sincronizacao.fila = newValue } }
    public var ultimaSincronizacao: Date? { get { sincronizacao.ultimaSincronizacao } set { sincronizacao.ultimaSincronizacao = newValue } }
    /// A linha de status e o registro `m`: a política está em `LinhaDeStatus`.
    public var linhaDeStatus = LinhaDeStatus()
    public var mensagem: Mensagem? { get { linhaDeStatus.atual } set { linhaDeStatus.atual = newValue } }
    public var historico: [Mensagem] { get { linhaDeStatus.registro } set { linhaDeStatus.registro = newValue } }
    public static let tamanhoDoHistorico = LinhaDeStatus.tamanhoDoRegistro
    public var historicoAberto = false
    /// Rolagem da ajuda ou do registro de mensagens abertos.
    public var rolagem = 0
    public var ajudaAberta = false
    public var dialogo: Dialogo? {
        didSet { if oldValue == nil || dialogo == nil { rolagemDoDialogo = 0 } }
    }
    /// PgDn/PgUp: quanto o texto do diálogo aberto rolou (em 40×12 ele não cabe inteiro).
    public var rolagemDoDialogo = 0
    /// Por que o texto do diálogo aberto não serve: aparece dentro dele, sob o campo.
    public var erroNoDialogo: String?
    /// A lista e o detalhe da seleção, comum às páginas que têm um (Enter, Esc, J/K).
    public var detalhe = DetalheDaLista()
    public var selecao: [Pagina: Int] = [:]
    /// A faixa de aviso (vaga nova, aviso que pede ação), no lugar do rodapé em toda página.
    public var faixa: FaixaDeAviso?
    /// O texto da faixa (o que o desenho lê); pôr um texto põe uma faixa só com ele.
    public var banner: String? {
        get { faixa?.texto }
        set { faixa = newValue.map { FaixaDeAviso(texto: $0) } }
    }
    /// O tempo real na linha de status (a frase sai do catálogo no desenho); nil sem canal.
    public var tempoReal: EstadoDoTempoReal?

    /// O estado que é só de uma página (o filtro do Feed, a lista aberta do Perfil, o candidato
    /// no detalhe da vaga): um valor por tipo, declarado e nomeado no arquivo da página.
    public var daPagina = EstadosDasPaginas()
    /// Criar conta, aberto a partir do login.
    public var cadastro: FuncionalidadeDoCadastro.Estado?
    /// Quando cada página recebeu dados do servidor (a idade aparece na barra de abas).
    public var carregadoEm: [Pagina: Date] = [:]
    /// As cargas das páginas em andamento e quando cada uma foi pedida.
    public var cargas = CargasDasPaginas()
    /// O último tamanho pintado: g/G e a rolagem da ajuda e do registro param no fim que se vê.
    public var tamanho = Tamanho(largura: 80, altura: 24)
    /// Pedido de saída confirmado.
    public var encerrado = false
    /// A saída foi por Ctrl-C (não por q): o processo sai com o código de interrompido.
    public var interrompido = false

    public init(agora: Date, dica: String? = nil, registro: ListaDePaginas = .padrao) {
        self.agora = agora
        self.registro = registro
        self.login = ModeloLogin(dica: dica)
    }

    public var paginas: [Pagina] { conta.map { registro.de($0.perfil) } ?? [] }

    public var pagina: Pagina? {
        if case .pagina(let p) = tela { return p }
        return nil
    }

    public var conectado: Bool { sincronizacao.conectado }

    /// O papel da conta no estabelecimento por que age (administrador, operador), do perfil
    /// lido: vale para o app inteiro (o que as tabelas mostram), não para uma página.
    public var papel: PapelDoMembro? { estados[FuncionalidadeDoPerfil.self].perfil.valor?.papel }

    public func selecionado(_ p: Pagina) -> Int { selecao[p] ?? 0 }
}

/// A faixa de aviso: o texto, o que ela anuncia (`v` abre inteiro) e de que fala. A vaga
/// nova sai quando uma leitura a tira do feed ou ela vira turno dela; o aviso que pede ação,
/// quando as Vagas ou o Acompanhamento mostram que deixou de valer (turno cancelado,
/// check-in confirmado). Quem a põe é a caixa de avisos (AppFrila+Caixa.swift).
public struct FaixaDeAviso: Equatable, Sendable {
    public var texto: String
    public var anuncia: [NotificacaoRecebida] = []
    public var vaga: UUID?
    public var aviso: Aviso?
}

/// A carga de cada página: em andamento não pede outra por cima; com o servidor falhando, não
/// tenta a cada tique.
public struct CargasDasPaginas: Equatable, Sendable {
    public var carregando: Set<Pagina> = []
    public var pedidoEm: [Pagina: Date] = [:]
    /// A campainha tocou com a carga já em andamento: ela pode ter lido antes do COMMIT que
    /// tocou, então a página lê de novo quando essa carga chegar (AppFrila+TempoReal.swift).
    public var recarregarAoChegar: Set<Pagina> = []
    public init() {}
}

/// O estado de uma página que não é de uma funcionalidade (o que só a tela usa: um filtro que se
/// digita, a lista aberta, a seleção num detalhe). A página o declara e dá a ele um nome tipado
/// numa `extension ModeloApp`; o mecanismo não conhece nenhum.
public protocol EstadoDaPagina: Equatable, Sendable {
    init()
}

/// Um `EstadoDaPagina` por tipo, comparado pelo valor (o `ModeloApp` continua `Equatable`).
public struct EstadosDasPaginas: Equatable, Sendable {
    private var valores: [ObjectIdentifier: any EstadoDaPagina] = [:]

    public init() {}

    public subscript<E: EstadoDaPagina>(_ tipo: E.Type) -> E {
        get { valores[ObjectIdentifier(tipo)] as? E ?? E() }  // a chave é o tipo: o cast sempre acerta
        // O inicial não se guarda: nunca mexido e voltado ao inicial são o mesmo modelo.
        set { valores[ObjectIdentifier(tipo)] = newValue == E() ? nil : newValue }
    }

    public static func == (a: EstadosDasPaginas, b: EstadosDasPaginas) -> Bool {
        guard a.valores.keys == b.valores.keys else { return false }
        return a.valores.allSatisfy { chave, v in b.valores[chave].map { igual(v, $0) } ?? false }
    }

    private static func igual<E: EstadoDaPagina>(_ a: E, _ b: any EstadoDaPagina) -> Bool { (b as? E) == a }
}
