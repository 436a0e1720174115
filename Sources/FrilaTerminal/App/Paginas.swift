import Foundation
import FrilaApresentacao
import FrilaDominio

/// Uma página da TUI: quem a vê (RN25), a tabela de teclas de cada perfil (o rodapé, a
/// ajuda e `frila teclas --json` saem dela), como se desenha, quantos itens a seleção
/// percorre, as funcionalidades dela (montadas das portas da conta, com a reação da página
/// a cada ação), o que as teclas próprias dela fazem e a carga.
public struct RegistroDaPagina: Sendable {
    public let pagina: Pagina
    public let titulo: String
    /// O rótulo da aba quando a barra tem menos de 60 colunas (40×12: "Acomp."); sem ele, o título.
    public let tituloCurto: String
    /// A tabela de teclas de cada perfil que vê a página, com o nome dela no `frila teclas --json`.
    public let teclas: [PerfilConta: (nome: String, tabela: TabelaDeTeclas<ComandoDaTela>)]
    let desenhar: @Sendable (ModeloApp, inout Quadro, Retangulo) -> Void
    let itens: @Sendable (ModeloApp) -> Int
    let funcionalidades: [FuncionalidadeDaPagina]
    /// Por que um comando não pode agir agora nesta página (nil = pode, ou a regra comum decide):
    /// a tecla diz na linha de status e o rodapé esconde a que é `quandoAge`.
    let porQueNao: @Sendable (ModeloApp, ComandoDaTela) -> String?
    /// Sem conexão, o comando que precisa de rede e nunca entra na fila diz por quê (nil = pode).
    let semRede: @Sendable (ModeloApp, ComandoDaTela) -> PrecisaDeRede?
    /// Um comando da tabela que a página trata ela mesma, depois de `porQueNao` (nil = o
    /// comum de toda página).
    let agir: @Sendable (inout AppFrila, ComandoDaTela) -> [Efeito<Evento>]?
    let carregar: @Sendable (inout AppFrila) -> [Efeito<Evento>]
    /// O modo em que a página está (formulário, filtro, lista aberta), que toma as teclas e a
    /// tabela; nil: as teclas vão à tabela da página.
    let modo: @Sendable (ModeloApp) -> ModoDaPagina?
    /// As tabelas dos modos que `modo` devolve, com o nome no `frila teclas --json` (que as acha
    /// aqui, na página, sem lista à parte). Um nome só por tabela no app inteiro: duas páginas que
    /// usam o mesmo modo (o filtro das listas) dão o mesmo par.
    let tabelasDosModos: [(nome: String, tabela: TabelaDeTeclas<ComandoDaTela>)]
    /// Até onde J/K rolam o detalhe ou a página no tamanho mínimo (`corpo`: as linhas do corpo lá).
    let rolagemMaxima: @Sendable (ModeloApp, _ corpo: Int) -> Int
    /// j/k, g/G, PgUp/PgDn: move a seleção da página (o padrão: a de `itens`).
    let mover: (@Sendable (inout AppFrila, Int) -> Void)?
    /// Mostra turnos ou vagas, que a fila e os avisos mudam: recarrega quando eles mexem. Sem
    /// eles (o Perfil, com o painel da fila), só a seleção se ajusta aos itens.
    let mostraTurnos: Bool
    /// A sondagem de novidades da página (a faixa de vaga nova do Feed), a cada
    /// `AppFrila.intervaloNotificacoes` sem canal, ou a cada toque do tempo real.
    let sondar: (@Sendable (inout AppFrila) -> [Efeito<Evento>])?
    /// Chegaram avisos (`soVagasNovas`: nenhum além de vagas novas): o que a página recarrega.
    /// O padrão: a carga dela, se `mostraTurnos`, quando há mais que vagas novas (um turno
    /// cancelado, uma escolha mudam as listas); o Feed recarrega sempre, o Perfil só a lista aberta.
    let aoChegarAviso: @Sendable (inout AppFrila, _ soVagasNovas: Bool) -> [Efeito<Evento>]
    /// Os turnos que a página carregou: de qual turno é uma ação da fila ou um desfecho
    /// ("Garçom sex 04/12 · Bar do Cerrado"), pelo que alguma página tem.
    let turnos: @Sendable (ModeloApp) -> [Turno]
    /// Quem ou o quê uma ação atingiu, quando só esta página sabe (a vaga cancelada); nil: o comum.
    let nomeDoAlvo: @Sendable (ModeloApp, AcaoDaPessoa) -> String?
    /// A carga desta página é a leitura da caixa de avisos: aberta, a sondagem da caixa e o `r`
    /// não a pedem de novo.
    let cargaLeACaixa: Bool
    /// Ao trocar para esta aba (vindo de outra): onde a seleção começa (nil: onde estava).
    let aoEntrar: (@Sendable (inout ModeloApp) -> Void)?
    /// A página pediu o fim da conta (a exclusão): a sessão que some no servidor é por isso, e
    /// a resposta dela é quem tira da conta (não "sessão encerrada em outro aparelho").
    let encerrandoAConta: @Sendable (ModeloApp) -> Bool
    /// O que a ajuda (?) desta página diz além das teclas (as marcas da lista do Feed), antes do mouse.
    let ajuda: [(String, String)]

    public init(pagina: Pagina, titulo: String, tituloCurto: String? = nil,
                teclas: [PerfilConta: (nome: String, tabela: TabelaDeTeclas<ComandoDaTela>)],
                desenhar: @escaping @Sendable (ModeloApp, inout Quadro, Retangulo) -> Void,
                itens: @escaping @Sendable (ModeloApp) -> Int,
                funcionalidades: [FuncionalidadeDaPagina] = [],
                porQueNao: @escaping @Sendable (ModeloApp, ComandoDaTela) -> String? = { _, _ in nil },
                semRede: @escaping @Sendable (ModeloApp, ComandoDaTela) -> PrecisaDeRede? = { _, _ in nil },
                agir: @escaping @Sendable (inout AppFrila, ComandoDaTela) -> [Efeito<Evento>]? = { _, _ in nil },
                carregar: @escaping @Sendable (inout AppFrila) -> [Efeito<Evento>],
                modo: @escaping @Sendable (ModeloApp) -> ModoDaPagina? = { _ in nil },
                tabelasDosModos: [(nome: String, tabela: TabelaDeTeclas<ComandoDaTela>)] = [],
                rolagemMaxima: @escaping @Sendable (ModeloApp, _ corpo: Int) -> Int = { _, _ in 0 },
                mover: (@Sendable (inout AppFrila, Int) -> Void)? = nil, mostraTurnos: Bool = true,
                sondar: (@Sendable (inout AppFrila) -> [Efeito<Evento>])? = nil,
                aoChegarAviso: (@Sendable (inout AppFrila, _ soVagasNovas: Bool) -> [Efeito<Evento>])? = nil,
                turnos: @escaping @Sendable (ModeloApp) -> [Turno] = { _ in [] },
                nomeDoAlvo: @escaping @Sendable (ModeloApp, AcaoDaPessoa) -> String? = { _, _ in nil },
                cargaLeACaixa: Bool = false, aoEntrar: (@Sendable (inout ModeloApp) -> Void)? = nil, ajuda: [(String, String)] = [],
                encerrandoAConta: @escaping @Sendable (ModeloApp) -> Bool = { _ in false }) {
        (self.pagina, self.titulo, self.tituloCurto, self.teclas) = (pagina, titulo, tituloCurto ?? titulo, teclas)
        (self.desenhar, self.itens, self.funcionalidades) = (desenhar, itens, funcionalidades)
        (self.porQueNao, self.semRede, self.agir, self.carregar) = (porQueNao, semRede, agir, carregar)
        (self.modo, self.tabelasDosModos, self.rolagemMaxima, self.mover) = (modo, tabelasDosModos, rolagemMaxima, mover)
        (self.mostraTurnos, self.sondar, self.turnos, self.nomeDoAlvo) = (mostraTurnos, sondar, turnos, nomeDoAlvo)
        (self.cargaLeACaixa, self.aoEntrar, self.ajuda, self.encerrandoAConta) = (cargaLeACaixa, aoEntrar, ajuda, encerrandoAConta)
        self.aoChegarAviso = aoChegarAviso ?? { app, soVagasNovas in soVagasNovas || !mostraTurnos ? [] : app.carregar(pagina) }
    }

    public var perfis: Set<PerfilConta> { Set(teclas.keys) }

    /// A tabela desta página para o perfil (a de outro perfil, se só um a vê).
    public func tabela(contratante: Bool) -> TabelaDeTeclas<ComandoDaTela> {
        (teclas[contratante ? .contratante : .profissional] ?? teclas.values.first)?.tabela ?? Teclas.globais
    }
}

/// Um modo de uma página que toma as teclas (formulário, filtro enquanto digita, lista aberta):
/// a tabela dele (rodapé e ajuda) e o que cada tecla faz; `desenhar`, se ele toma a área da página.
public struct ModoDaPagina: Sendable {
    /// O dono das mensagens que o modo põe na linha de status (saem quando ele fecha); o padrão é o nome da tabela.
    let nome: String
    let tabela: TabelaDeTeclas<ComandoDaTela>
    let tecla: @Sendable (inout AppFrila, Tecla) -> [Efeito<Evento>]
    let desenhar: (@Sendable (ModeloApp, inout Quadro, Retangulo) -> Void)?
    /// Linhas que a ajuda (F1) mostra depois das teclas do modo (o formulário explica os campos).
    let ajuda: [(String, String)]
    /// Aberto, a página não se atualiza sozinha: a tela não muda debaixo de quem preenche (o formulário).
    let seguraACarga: Bool

    public init(nome: String? = nil, tabela: TabelaDeTeclas<ComandoDaTela>, tecla: @escaping @Sendable (inout AppFrila, Tecla) -> [Efeito<Evento>],
                desenhar: (@Sendable (ModeloApp, inout Quadro, Retangulo) -> Void)? = nil, ajuda: [(String, String)] = [],
                seguraACarga: Bool = false) {
        self.ajuda = ajuda
        self.seguraACarga = seguraACarga
        self.nome = nome ?? tabela.nome
        self.tabela = tabela
        self.tecla = tecla
        self.desenhar = desenhar
    }
}

/// As páginas com que um app roda (as de `Paginas.todas`, ou as de um teste): vai no
/// `ModeloApp`, então o desenho, as abas e a ajuda leem as mesmas.
public struct ListaDePaginas: Equatable, Sendable {
    public let todas: [RegistroDaPagina]
    public init(_ todas: [RegistroDaPagina]) { self.todas = todas }

    public static let padrao = ListaDePaginas(Paginas.todas)

    /// O modo em que a página visível está (nil: nenhum, ou fora de uma página).
    func modo(_ m: ModeloApp) -> ModoDaPagina? {
        guard let p = m.pagina else { return nil }
        return todas.first { $0.pagina == p }?.modo(m)
    }

    /// A página visível lê a caixa de avisos na carga dela (a sondagem da caixa não a repete).
    func visivelLeACaixa(_ m: ModeloApp) -> Bool {
        guard let p = m.pagina else { return false }
        return todas.first { $0.pagina == p }?.cargaLeACaixa ?? false
    }

    public func registro(_ p: Pagina) -> RegistroDaPagina {
        guard let r = todas.first(where: { $0.pagina == p }) else { preconditionFailure("página sem registro: \(p)") }
        return r
    }

    /// Na ordem das abas.
    public func de(_ perfil: PerfilConta) -> [Pagina] { todas.filter { $0.perfis.contains(perfil) }.map(\.pagina) }

    /// Todas as tabelas com nome, na ordem do `frila teclas --json`: as globais, as das
    /// páginas (de cada perfil), as dos modos das páginas, as outras. As teclas de aba são só as das abas que existem:
    /// as do perfil, na tabela de uma página; as do perfil com mais abas, nas de todos.
    public var tabelasComNome: [(nome: String, tabela: TabelaDeTeclas<ComandoDaTela>)] {
        let maisAbas = PerfilConta.allCases.map { de($0).count }.max() ?? 0
        let dasPaginas = todas.flatMap { r in
            PerfilConta.allCases.compactMap { p in r.teclas[p].map { ($0.nome, $0.tabela.soAsAbas(de(p).count)) } }
        }
        var vistas = Set<String>()
        let dosModos = todas.flatMap(\.tabelasDosModos).filter { vistas.insert($0.nome).inserted }
        let outras = (dosModos + Paginas.outrasTabelas).map { ($0.nome, $0.tabela.soAsAbas(maisAbas)) }
        return [("globais", Teclas.globais.soAsAbas(maisAbas))] + dasPaginas + outras
    }

    /// Listas com as mesmas páginas, na mesma ordem, são a mesma (os registros têm funções).
    public static func == (a: ListaDePaginas, b: ListaDePaginas) -> Bool { a.todas.map(\.pagina) == b.todas.map(\.pagina) }
}

/// A lista das páginas. Uma página nova é uma entrada aqui, o arquivo da funcionalidade
/// (FrilaApresentacao) e o da tela (o desenho, a tabela de teclas, o que elas fazem e como
/// a funcionalidade se monta das portas da conta).
public enum Paginas {
    /// Na ordem das abas de cada perfil.
    public static let todas: [RegistroDaPagina] = [
        TelaFeed.registro, TelaTurnos.registro, TelaAcompanhamento.registro, TelaVagas.registro, TelaPerfil.registro,
        TelaAvisos.registro, TelaMembros.registro, TelaConta.registro,
    ]

    public static func registro(_ p: Pagina) -> RegistroDaPagina { ListaDePaginas.padrao.registro(p) }

    public static func de(_ perfil: PerfilConta) -> [Pagina] { ListaDePaginas.padrao.de(perfil) }

    /// As tabelas que não são de uma página (login, painéis, diálogos), com o nome no `frila
    /// teclas --json`. Os modos de uma página ficam no registro dela (`tabelasDosModos`).
    public static let outrasTabelas: [(nome: String, tabela: TabelaDeTeclas<ComandoDaTela>)] = [
        ("login", Teclas.login), ("cadastro", Teclas.cadastro), ("painel", Teclas.painel),
        ("dialogoSimNao", Teclas.dialogoSimNao), ("dialogoTexto", Teclas.dialogoTexto), ("dialogoAviso", Teclas.dialogoAviso),
    ]

    /// As tabelas do `frila teclas --json` (ver `ListaDePaginas.tabelasComNome`).
    public static var tabelasComNome: [(nome: String, tabela: TabelaDeTeclas<ComandoDaTela>)] { ListaDePaginas.padrao.tabelasComNome }
}
