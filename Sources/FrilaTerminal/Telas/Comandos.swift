import FrilaApresentacao
import FrilaDominio

/// O que uma tecla pede. As tabelas abaixo são a única fonte: a ajuda (`?`) e o rodapé
/// são gerados delas.
public enum ComandoDaTela: Equatable, Sendable {
    case proximaPagina, paginaAnterior, irPara(Int)
    case cima, baixo, paginaAcima, paginaAbaixo, primeiro, ultimo
    /// Seleciona o item `i` da lista da página (um clique na linha; nenhuma tecla o pede).
    case selecionar(Int)
    // feed: filtrar enquanto digita, trocar a ordem
    case filtrar, trocarOrdem
    // qualquer lista com filtro: inverter a ordem, trocar o recorte; o id da linha para scripts
    case inverterOrdem, trocarRecorte, mostrarId
    // contratante: a vaga inteira (Vagas e Acompanhamento)
    case cancelarVaga
    case abrir, voltar, atualizar, alternarOffline, ajuda, sair, sairJa, mensagens
    // painéis de leitura (ajuda, mensagens)
    case rolar(Int), fecharPainel
    // num turno (Turnos, Vagas, Acompanhamento; bloquear também no Feed)
    case avaliar, cancelar, bloquear, confirmarCheckin
    // campos de texto (login, formulário): o que não está na tabela é texto digitado
    case trocarCampo, campoSeguinte, campoAnterior, trocarOpcao(Int), apagar, limparCampo, entrar, limparErro, cancelarFormulario
    // login → criar conta
    case abrirCadastro, criarConta
    // diálogos
    case sim, nao, desistir, confirmar
    /// Um comando que só uma página tem: a tela o declara (`ComandoProprio("marcar")`) e o
    /// trata no `agir` da entrada dela no registro, sem caso novo aqui.
    case daPagina(ComandoProprio)
}

extension ComandoDaTela {
    /// O que só o administrador faz (o operador não vê a tecla; apertada, diz por quê).
    var acaoDoAdministrador: AcaoDoAdministrador? {
        switch self {
        case .novaVaga: .publicar
        case .editarVaga: .editar
        case .duplicarVaga: .duplicar
        case .cancelarVaga: .cancelarVaga
        default: nil
        }
    }
}

extension ComandoDaTela {
    /// O nome no `frila teclas --json`: o do caso ("candidatar", "irPara(0)"); o de um comando
    /// próprio é o nome que a página lhe deu ("marcarRecado").
    public var nome: String {
        if case .daPagina(let p) = self { return p.nome }
        return String(describing: self)
    }
}

extension TabelaDeTeclas where Acao == ComandoDaTela {
    /// Sem as teclas de aba além das `n` que existem (o que a ajuda e o JSON listam).
    public func soAsAbas(_ n: Int) -> TabelaDeTeclas<ComandoDaTela> {
        TabelaDeTeclas(nome, atalhos.filter { a in
            if case .irPara(let i) = a.acao { return i < n }
            return true
        })
    }
}

/// O nome de um comando próprio de uma página (ver `ComandoDaTela.daPagina`).
public struct ComandoProprio: Hashable, Sendable {
    public let nome: String
    public init(_ nome: String) { self.nome = nome }
}

public enum Teclas {
    static func c(_ s: Character) -> Tecla { .caractere(s) }

    /// As teclas das abas, 1 a 9 (`maisAbas`): a ajuda, o rodapé e o `frila teclas --json`
    /// mostram só as das abas que o registro dá ao perfil (`soAsAbas`); uma sem aba diz por
    /// quê (`ModeloApp.porQueNao`).
    static let maisAbas = 9
    static let abas: [Atalho<ComandoDaTela>] = (1...maisAbas).map { n in
        Atalho([c(Character(String(n)))], "tela \(n)", .irPara(n - 1))
    }

    /// Vale em qualquer lugar, diálogos e painéis incluídos, antes de qualquer outra tabela.
    public static let sempre = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.sempre, [
        Atalho([.ctrl("c")], "sair já (restaura o terminal)", .sairJa),
    ])

    /// Valem em todas as páginas (depois das da página).
    public static let globais = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.geral, [
        Atalho([.tab], "próxima tela", .proximaPagina),
        Atalho([.shiftTab], "tela anterior", .paginaAnterior),
    ] + abas + [
        Atalho([c("k"), .cima], "subir", .cima),
        Atalho([c("j"), .baixo], "descer", .baixo),
        Atalho([.paginaAcima], "página acima", .paginaAcima),
        Atalho([.paginaAbaixo], "página abaixo", .paginaAbaixo),
        Atalho([c("g"), .inicio], "primeiro da lista", .primeiro),
        Atalho([c("G"), .fim], "último da lista", .ultimo),
        Atalho([.esc], "voltar", .voltar),
        Atalho([c("r")], "atualizar", .atualizar, rodape: true),
        Atalho([c("o"), .ctrl("o")], "modo offline (teste)", .alternarOffline),
        Atalho([c("?")], "ajuda", .ajuda, rodape: true),
        Atalho([c("m")], "mensagens (as últimas 100, inteiras)", .mensagens),
        // V também: onde o v é da página (o recorte das Vagas), a faixa continua abrindo.
        Atalho([c("v"), c("V")], "ver a faixa do aviso inteira", .daPagina(.verFaixa)),
        Atalho([c("f")], "fechar a faixa do aviso", .daPagina(.fecharFaixa)),
        Atalho([c("q")], "sair", .sair, rodape: true),
        Atalho([.ctrl("c")], "sair já (restaura o terminal)", .sairJa),
    ])

    public static let feed = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.feed, [
        Atalho([c("c")], "candidatar", .candidatar, rodape: .quandoAge),
        Atalho([.enter], "detalhes", .abrir, rodape: .quandoAge),
        Atalho([c("/")], "filtrar por função, estabelecimento ou bairro (enquanto digita)", .filtrar, rodape: true, curta: "filtrar"),
        // S e I como em toda lista (s minúsculo é ação onde existe: check-out, sincronizar).
        Atalho([c("S")], "ordem: início → valor → distância", .trocarOrdem),
        Atalho([c("I")], "inverte o sentido da ordem", .inverterOrdem),
        Atalho([c("b")], "bloquear o estabelecimento da vaga (some do feed; desbloqueia no Perfil)", .bloquear, curta: "bloquear"),
        mostrarId,
    ]).seguidaDe(globais)

    /// O `o` no rodapé do modo offline forçado, no lugar do `r` (que não alcança o servidor).
    static let voltarARede: Atalho<ComandoDaTela> = Atalho([c("o")], "voltar à rede", .alternarOffline, rodape: true)

    /// Uma lista aberta a partir do Perfil (candidaturas, histórico, bloqueados, equipe).
    public static let listaDoPerfil = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.lista, [
        Atalho([c("j"), .baixo], "descer", .baixo),
        Atalho([c("k"), .cima], "subir", .cima),
        Atalho([c("g"), .inicio], "primeiro da lista", .primeiro),
        Atalho([c("G"), .fim], "último da lista", .ultimo),
        Atalho([c("x")], "retirar / desbloquear / remover o selecionado", .acionarNaLista),
        Atalho([c("n")], "mais antigos (histórico)", .maisAntigos),
    ] + filtroEOrdem() + [mostrarId] + [
        Atalho([c("r")], "atualizar", .atualizar),
        Atalho([.esc], "volta ao perfil", .voltar, rodape: true),
        Atalho([c("q")], "sair", .sair),
        Atalho([.ctrl("c")], "sair já (restaura o terminal)", .sairJa),
    ]).seguidaDe(navegacao)

    /// Das globais, as que valem também dentro de uma lista do perfil: trocar de tela, ajuda,
    /// mensagens, modo offline (fora do rodapé, que é da lista).
    static let navegacao = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.geral, globais.atalhos.compactMap { a in
        switch a.acao {
        case .proximaPagina, .paginaAnterior, .irPara, .ajuda, .mensagens, .alternarOffline:
            Atalho(a.teclas, a.descricao, a.acao)
        default: nil
        }
    })

    /// Digitando o filtro do feed: a lista filtra a cada letra; o resto é texto.
    public static let filtroDoFeed = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.filtroDoFeed, [
        Atalho([.enter], "mantém o filtro e volta à lista", .confirmar, rodape: true, curta: "mantém"),
        Atalho([.esc], "limpa o filtro", .desistir, rodape: true, curta: "limpa"),
        Atalho([.backspace], "apaga", .apagar),
        Atalho([.ctrl("c")], "sair já (restaura o terminal)", .sairJa),
    ])

    /// As teclas do filtro e da ordem de uma lista (`FiltroNaLista`), as mesmas em toda página
    /// que o adota; `recorte`: a descrição da tecla que troca o recorte, se a lista tem.
    public static func filtroEOrdem<Item>(_ colunas: ColunasDaLista<Item>, recorte: String? = nil) -> [Atalho<ComandoDaTela>] {
        filtroEOrdem(ordem: Textos.Filtro.ordemPelasColunas(colunas.colunas.filter(\.ordena).map(\.rotulo)), recorte: recorte)
    }

    /// `ordem`: a ajuda da tecla da ordem (as colunas, ou a frase geral de uma tabela de várias listas).
    public static func filtroEOrdem(ordem: String = Textos.Filtro.ordemProximaColuna, recorte: String? = nil) -> [Atalho<ComandoDaTela>] {
        [
            Atalho([c("/")], "filtrar (enquanto digita; sem acento nem maiúsculas)", .filtrar, rodape: true, curta: "filtrar"),
            Atalho([c("S")], ordem, .trocarOrdem),
            Atalho([c("I")], "inverte o sentido da ordem", .inverterOrdem),
        ] + (recorte.map { [Atalho([c("v")], $0, .trocarRecorte, rodape: true, curta: Textos.Filtro.recorteCurto)] } ?? [])
    }

    /// `y`: o id da linha selecionada, para usar num script (`frila vaga ID`...).
    static let mostrarId = Atalho([c("y")], "mostra o id da linha selecionada (para scripts)", ComandoDaTela.mostrarId)

    /// Digitando o filtro de uma lista: a lista filtra a cada letra; o resto é texto.
    /// O Enter onde a tabela da página não o tem (Membros, Conta, as listas do Perfil): só para
    /// reconhecê-lo e dizer por que não abre nada (nenhuma tecla some calada).
    static let enterQueNaoAbre = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.enterQueNaoAbre, [
        Atalho([.enter], "abrir", .abrir),
    ])

    public static let filtroDaLista = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.filtroDaLista, [
        Atalho([.enter], "mantém o filtro e volta à lista", .confirmar, rodape: true, curta: "mantém"),
        Atalho([.esc], "limpa o filtro", .desistir, rodape: true, curta: "limpa"),
        Atalho([.backspace], "apaga", .apagar),
        Atalho([.ctrl("c")], "sair já (restaura o terminal)", .sairJa),
    ])

    public static let turnos = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.turnos, [
        Atalho([c("e")], "check-in (entrada)", .checkin, curta: "entrada"),
        Atalho([c("s")], "check-out (saída)", .checkout, curta: "saída"),
        Atalho([c("a")], "avaliar", .avaliar, rodape: .quandoAge),
        Atalho([c("x")], "cancelar turno", .cancelar, curta: "cancelar"),
        Atalho([c("b")], "bloquear contratante", .bloquear, curta: "bloquear"),
        Atalho([.enter], "detalhes do turno", .abrir, curta: "detalhes"),
        Atalho([c("J")], "rolar o detalhe para baixo (tela baixa)", .rolar(1)),
        Atalho([c("K")], "rolar o detalhe para cima", .rolar(-1)),
    ] + filtroEOrdem(ColunasDasListas.turnos(agora: .distantPast)) + [mostrarId]).seguidaDe(globais)

    public static let perfilProfissional = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.perfil, [
        Atalho([c("d")], "disponível sim/não", .alternarDisponibilidade, curta: "disponível"),
        Atalho([c("c")], "minhas candidaturas (retirar)", .abrirCandidaturas, curta: "candidaturas"),
        Atalho([c("h")], "histórico de turnos", .abrirHistorico, curta: "histórico"),
        Atalho([c("b")], "bloqueados (desbloquear)", .abrirBloqueios, curta: "bloqueados"),
        Atalho([c("s")], "sincronizar agora", .sincronizar, curta: "sincronizar"),
        Atalho([c("x")], "dispensar a ação recusada selecionada", .dispensarRecusada, curta: "dispensar"),
        Atalho([c("t")], "tentar de novo a ação recusada selecionada", .retentarRecusada, curta: "tentar de novo"),
        Atalho([c("L")], "sair da conta", .sairDaConta, curta: "sair da conta"),
        Atalho([c("J")], "rolar a página para baixo (tela baixa)", .rolar(1)),
        Atalho([c("K")], "rolar a página para cima", .rolar(-1)),
    ]).seguidaDe(globais)

    public static let perfilContratante = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.perfil, [
        Atalho([c("e")], "equipe de confiança (remover)", .abrirEquipe, curta: "equipe"),
        Atalho([c("h")], "histórico de turnos", .abrirHistorico, curta: "histórico"),
        Atalho([c("b")], "bloqueados (desbloquear)", .abrirBloqueios, curta: "bloqueados"),
        Atalho([c("s")], "sincronizar agora", .sincronizar, curta: "sincronizar"),
        Atalho([c("x")], "dispensar a ação recusada selecionada", .dispensarRecusada, curta: "dispensar"),
        Atalho([c("t")], "tentar de novo a ação recusada selecionada", .retentarRecusada, curta: "tentar de novo"),
        Atalho([c("L")], "sair da conta", .sairDaConta, curta: "sair da conta"),
        Atalho([c("J")], "rolar a página para baixo (tela baixa)", .rolar(1)),
        Atalho([c("K")], "rolar a página para cima", .rolar(-1)),
    ]).seguidaDe(globais)

    /// Check-ins, vagas em alerta e atrasos numa seleção só; cada tecla age na linha selecionada.
    public static let acompanhamento = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.acompanhamento, [
        Atalho([.enter], "abrir o turno ou a vaga (com o contato do confirmado)", .abrir, curta: "abrir"),
        Atalho([c("c")], "confirmar o check-in manual", .confirmarCheckin, curta: "confirmar"),
        Atalho([c("x")], "cancelar o profissional (diz antes se conta como falta)", .cancelar, curta: "cancelar"),
        Atalho([c("X")], "cancelar a vaga inteira (diz antes o que custa)", .cancelarVaga, curta: "cancelar vaga"),
        Atalho([c("J")], "rolar o detalhe aberto para baixo (tela baixa)", .rolar(1)),
        Atalho([c("K")], "rolar o detalhe aberto para cima", .rolar(-1)),
    ]).seguidaDe(globais)

    public static let vagas = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.vagas, [
        Atalho([c("n")], "nova vaga", .novaVaga, rodape: true),
        Atalho([.enter], "abrir / escolher candidato", .abrir, curta: "abrir/escolher"),
        Atalho([c("c")], "confirmar o check-in manual do profissional selecionado", .confirmarCheckin, curta: "confirmar"),
        Atalho([c("a")], "avaliar profissional", .avaliar, curta: "avaliar"),
        Atalho([c("t")], "incluir na equipe de confiança", .incluirNaEquipe, curta: "equipe"),
        Atalho([c("x")], "cancelar profissional", .cancelar, curta: "cancelar"),
        Atalho([c("b")], "bloquear profissional", .bloquear, curta: "bloquear"),
        Atalho([c("X")], "cancelar a vaga inteira (diz antes o que custa)", .cancelarVaga, curta: "cancelar vaga"),
        Atalho([c("D")], "duplicar: a vaga como começo de uma nova", .duplicarVaga, curta: "duplicar"),
        Atalho([c("e")], "editar a vaga (só enquanto ninguém está confirmado)", .editarVaga, curta: "editar"),
        Atalho([c("J")], "rolar o detalhe aberto para baixo (tela baixa)", .rolar(1)),
        Atalho([c("K")], "rolar o detalhe aberto para cima", .rolar(-1)),
    ] + filtroEOrdem(ColunasDasListas.vagasDoContratante(agora: .distantPast), recorte: Textos.Filtro.recorteDasVagas)
      + [mostrarId]).seguidaDe(globais)

    /// Ajuda e registro de mensagens abertos: rolam; qualquer outra tecla fecha.
    public static let painel = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.painel, [
        Atalho([c("j"), .baixo], "rolar para baixo", .rolar(1)),
        Atalho([c("k"), .cima], "rolar para cima", .rolar(-1)),
        Atalho([.paginaAbaixo, c(" ")], "página abaixo", .rolar(10)),
        Atalho([.paginaAcima], "página acima", .rolar(-10)),
        Atalho([c("g"), .inicio], "início", .primeiro),
        Atalho([c("G"), .fim], "fim", .ultimo),
        Atalho([.esc, .enter, c("q")], "fechar", .fecharPainel),
    ])

    /// A tabela da página para este perfil (do registro das páginas).
    public static func tabela(_ p: Pagina, contratante: Bool) -> TabelaDeTeclas<ComandoDaTela> {
        Paginas.registro(p).tabela(contratante: contratante)
    }

    /// Login e formulário: as teclas de comando vêm daqui como em toda tela; o resto
    /// (letras, números, pontuação) é texto digitado no campo em foco.
    public static let login = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.login, [
        Atalho([.tab, .shiftTab, .cima, .baixo], "trocar de campo", .trocarCampo),
        Atalho([.enter], "entrar", .entrar, rodape: true),
        Atalho([.ctrl("n")], "criar conta (profissional ou contratante)", .abrirCadastro, rodape: true, curta: "criar conta"),
        Atalho([.backspace], "apagar", .apagar),
        Atalho([.ctrl("u")], "limpar o campo", .limparCampo),
        Atalho([.esc], "limpar o erro", .limparErro),
        Atalho([.ctrl("o")], "modo offline (teste)", .alternarOffline),
        Atalho([.f(1)], "esta ajuda (aqui ? é texto)", .ajuda),
        Atalho([.ctrl("c")], "sair", .sairJa, rodape: true),
    ])

    /// p/c no campo do perfil: a letra segue como texto para o cadastro, que escolhe o perfil.
    static let escolherPerfil = ComandoProprio("escolherPerfil")

    /// Criar conta, aberto do login: como o formulário de vaga, o que não está na tabela é
    /// texto no campo em foco; o perfil é o único campo de opções.
    public static let cadastro = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.criarConta, [
        Atalho([.tab, .baixo], "próximo campo", .campoSeguinte, curta: "próximo"),
        Atalho([.shiftTab, .cima], "campo anterior", .campoAnterior),
        Atalho([.direita, .caractere(" ")], "troca o perfil (num campo de texto, Espaço é espaço)", .trocarOpcao(1)),
        Atalho([.esquerda], "perfil anterior", .trocarOpcao(-1)),
        Atalho([c("p"), c("P")], "perfil profissional (no campo do perfil; nos de texto, p é texto)", .daPagina(escolherPerfil)),
        Atalho([c("c"), c("C")], "perfil contratante (no campo do perfil; nos de texto, c é texto)", .daPagina(escolherPerfil)),
        Atalho([.backspace], "apagar", .apagar),
        Atalho([.ctrl("u")], "limpar o campo", .limparCampo),
        Atalho([.enter], "criar a conta", .criarConta, rodape: true, curta: "cria"),
        Atalho([.esc], "voltar ao login (pergunta se já preencheu)", .cancelarFormulario, curta: "volta"),
        Atalho([c("?"), .f(1)], "esta ajuda (? só no campo do perfil; nos de texto é texto)", .ajuda),
        Atalho([.ctrl("o")], "modo offline (teste; o que foi digitado fica)", .alternarOffline),
        Atalho([.ctrl("c")], "sair já (restaura o terminal)", .sairJa),
    ])

    public static let formulario = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.novaVaga, [
        Atalho([.tab, .baixo], "próximo campo", .campoSeguinte, rodape: true),
        Atalho([.shiftTab, .cima], "campo anterior", .campoAnterior),
        Atalho([.direita, .caractere(" ")], "próxima opção (num campo de texto, Espaço é espaço)", .trocarOpcao(1)),
        Atalho([.esquerda], "opção anterior", .trocarOpcao(-1)),
        Atalho([.backspace], "apagar a última letra (no campo selecionado, edita em vez de trocar)", .apagar),
        Atalho([.ctrl("u")], "limpar o campo", .limparCampo),
        Atalho([.enter], "publicar (editando: salvar)", .publicar, rodape: true, curta: "publicar"),
        Atalho([.esc], "cancelar (pergunta se já preencheu)", .cancelarFormulario, curta: "cancelar"),
        Atalho([.paginaAbaixo], "os problemas seguintes, quando não cabem todos; senão, campos abaixo", .paginaAbaixo),
        Atalho([.paginaAcima], "os problemas anteriores; senão, campos acima", .paginaAcima),
        Atalho([.f(1), c("?")], "esta ajuda, com o que vai em cada campo (? só num campo de opções; no de texto é texto)", .ajuda),
        Atalho([.ctrl("c")], "sair já (restaura o terminal)", .sairJa),
    ])

    /// O mesmo formulário editando uma vaga: Enter salva (rodapé e ajuda dizem isso).
    public static let formularioEditando = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.editarVaga, formulario.atalhos.map {
        $0.acao == .publicar ? Atalho($0.teclas, "salvar as alterações da vaga", .publicar, rodape: true, curta: "salvar") : $0
    })

    /// Pergunta sim/não.
    public static let dialogoSimNao = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.pergunta, [
        Atalho([c("s"), c("S"), c("y")], "sim", .sim, rodape: true),
        Atalho([c("n"), c("N")], "não", .nao, rodape: true),
        Atalho([.esc], "desiste", .desistir, rodape: true),
        Atalho([.paginaAbaixo], "rola o texto da pergunta (quando não cabe)", .rolar(1), rodape: .quandoAge, curta: "rola"),
        Atalho([.paginaAcima], "volta o texto da pergunta", .rolar(-1)),
    ])

    /// Campo de texto de um diálogo (posição, motivo); o resto é texto digitado.
    public static let dialogoTexto = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.campo, [
        Atalho([.enter], "confirma", .confirmar, rodape: true),
        Atalho([.backspace], "apaga", .apagar),
        Atalho([.ctrl("u")], "limpa o campo", .limparCampo),
        Atalho([.esc], "desiste", .desistir, rodape: true),
        Atalho([.paginaAbaixo], "rola o texto acima do campo (quando não cabe)", .rolar(1), rodape: .quandoAge, curta: "rola"),
        Atalho([.paginaAcima], "volta o texto acima do campo", .rolar(-1)),
    ])

    /// Aviso só de leitura: Enter ou Esc fecham (nada de "qualquer tecla").
    public static let dialogoAviso = TabelaDeTeclas<ComandoDaTela>(Textos.TitulosDasTeclas.aviso, [
        Atalho([.enter, .esc], "fecha", .desistir, rodape: true),
        Atalho([.paginaAbaixo], "rola o aviso (quando não cabe)", .rolar(1), rodape: .quandoAge, curta: "rola"),
        Atalho([.paginaAcima], "volta o aviso", .rolar(-1)),
    ])
}
