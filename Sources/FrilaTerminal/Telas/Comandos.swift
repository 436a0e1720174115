/// O que uma tecla pede. As tabelas abaixo são a única fonte: a ajuda (`?`) e o rodapé
/// são gerados delas.
public enum Comando: Equatable, Sendable {
    case proximaPagina, paginaAnterior, irPara(Int)
    case cima, baixo, paginaAcima, paginaAbaixo
    case abrir, voltar, atualizar, alternarOffline, ajuda, sair, sairJa
    // profissional
    case candidatar, checkin, checkout, avaliar, cancelar, bloquear, alternarDisponibilidade
    // contratante
    case confirmarCheckin, novaVaga, incluirNaEquipe
    // perfil
    case sincronizar, sairDaConta
}

public enum Teclas {
    static func c(_ s: Character) -> Tecla { .caractere(s) }

    /// Valem em todas as páginas (depois das da página).
    public static let globais = TabelaDeTeclas<Comando>("Geral", [
        Atalho([.tab], "próxima tela", .proximaPagina),
        Atalho([.shiftTab], "tela anterior", .paginaAnterior),
        Atalho([c("1")], "tela 1", .irPara(0)),
        Atalho([c("2")], "tela 2", .irPara(1)),
        Atalho([c("3")], "tela 3", .irPara(2)),
        Atalho([c("4")], "tela 4", .irPara(3)),
        Atalho([c("k"), .cima], "subir", .cima),
        Atalho([c("j"), .baixo], "descer", .baixo),
        Atalho([.paginaAcima], "página acima", .paginaAcima),
        Atalho([.paginaAbaixo], "página abaixo", .paginaAbaixo),
        Atalho([.enter], "abrir", .abrir),
        Atalho([.esc], "voltar", .voltar),
        Atalho([c("r")], "atualizar", .atualizar, rodape: true),
        Atalho([c("o"), .ctrl("o")], "modo offline (teste)", .alternarOffline),
        Atalho([c("?")], "ajuda", .ajuda, rodape: true),
        Atalho([c("q")], "sair", .sair, rodape: true),
        Atalho([.ctrl("c")], "sair já (restaura o terminal)", .sairJa),
    ])

    public static let feed = TabelaDeTeclas<Comando>("Feed", [
        Atalho([c("c")], "candidatar", .candidatar, rodape: true),
        Atalho([.enter], "detalhes", .abrir, rodape: true),
    ]).seguidaDe(globais)

    public static let turnos = TabelaDeTeclas<Comando>("Turnos", [
        Atalho([c("e")], "check-in (entrada)", .checkin, curta: "entrada"),
        Atalho([c("s")], "check-out (saída)", .checkout, curta: "saída"),
        Atalho([c("a")], "avaliar", .avaliar, rodape: true),
        Atalho([c("x")], "cancelar turno", .cancelar, curta: "cancelar"),
        Atalho([c("b")], "bloquear contratante", .bloquear),
    ]).seguidaDe(globais)

    public static let perfilProfissional = TabelaDeTeclas<Comando>("Perfil", [
        Atalho([c("d")], "disponível sim/não", .alternarDisponibilidade, curta: "disponível"),
        Atalho([c("s")], "sincronizar agora", .sincronizar, curta: "sincronizar"),
        Atalho([c("L")], "sair da conta", .sairDaConta),
    ]).seguidaDe(globais)

    public static let perfilContratante = TabelaDeTeclas<Comando>("Perfil", [
        Atalho([c("s")], "sincronizar agora", .sincronizar, curta: "sincronizar"),
        Atalho([c("L")], "sair da conta", .sairDaConta),
    ]).seguidaDe(globais)

    public static let acompanhamento = TabelaDeTeclas<Comando>("Acompanhamento", [
        Atalho([c("c")], "confirmar check-in", .confirmarCheckin, curta: "confirmar check-in"),
    ]).seguidaDe(globais)

    public static let vagas = TabelaDeTeclas<Comando>("Vagas", [
        Atalho([c("n")], "nova vaga", .novaVaga, rodape: true),
        Atalho([.enter], "abrir / escolher candidato", .abrir, curta: "abrir/escolher"),
        Atalho([c("a")], "avaliar profissional", .avaliar),
        Atalho([c("t")], "incluir na equipe de confiança", .incluirNaEquipe),
        Atalho([c("x")], "cancelar profissional", .cancelar),
        Atalho([c("b")], "bloquear profissional", .bloquear),
    ]).seguidaDe(globais)

    public static func tabela(_ p: Pagina, contratante: Bool) -> TabelaDeTeclas<Comando> {
        switch p {
        case .feed: feed
        case .turnos: turnos
        case .perfil: contratante ? perfilContratante : perfilProfissional
        case .acompanhamento: acompanhamento
        case .vagas: vagas
        }
    }

    /// Login e formulário têm teclas próprias (texto livre); a ajuda delas vem daqui.
    public static let login = TabelaDeTeclas<Comando>("Login", [
        Atalho([.tab, .cima, .baixo], "trocar de campo", .proximaPagina),
        Atalho([.enter], "entrar", .abrir, rodape: true),
        Atalho([.ctrl("o")], "modo offline (teste)", .alternarOffline),
        Atalho([.ctrl("c")], "sair", .sairJa, rodape: true),
    ])

    public static let formulario = TabelaDeTeclas<Comando>("Nova vaga", [
        Atalho([.tab, .baixo], "próximo campo", .baixo, rodape: true),
        Atalho([.shiftTab, .cima], "campo anterior", .cima),
        Atalho([.esquerda, .direita, .caractere(" ")], "trocar opção", .proximaPagina),
        Atalho([.enter], "publicar", .abrir, rodape: true),
        Atalho([.esc], "cancelar", .voltar, rodape: true),
    ])

    /// Pergunta sim/não.
    public static let dialogoSimNao = TabelaDeTeclas<ComandoDeDialogo>("Pergunta", [
        Atalho([c("s"), c("S"), c("y")], "sim", .sim, rodape: true),
        Atalho([c("n"), c("N")], "não", .nao, rodape: true),
        Atalho([.esc], "desiste", .desistir, rodape: true),
    ])

    /// Campo de texto de um diálogo (posição, motivo); o resto é texto digitado.
    public static let dialogoTexto = TabelaDeTeclas<ComandoDeDialogo>("Campo", [
        Atalho([.enter], "confirma", .confirmar, rodape: true),
        Atalho([.backspace], "apaga", .apagar),
        Atalho([.esc], "desiste", .desistir, rodape: true),
    ])

    /// Aviso só de leitura: Enter ou Esc fecham.
    public static let dialogoAviso = TabelaDeTeclas<ComandoDeDialogo>("Aviso", [
        Atalho([.enter, .esc], "fecha", .desistir, rodape: true),
    ])
}

/// O que uma tecla pede dentro de um diálogo (as tabelas `Teclas.dialogo*`).
public enum ComandoDeDialogo: Equatable, Sendable {
    case sim, nao, desistir, confirmar, apagar
}
