import Foundation
import FrilaApresentacao
import FrilaDominio

/// O programa da TUI: modelo + atualizar + desenhar. Roda na thread do curses; todo o
/// trabalho com rede e disco vai para os efeitos das funcionalidades, que voltam como Evento.
public struct AppFrila: Programa {
    public typealias Acao = Evento

    public internal(set) var m: ModeloApp  // internal: as extensões de cada tela (AppFrila+*.swift) mexem nele
    let amb: Ambiente
    /// A conta que entrou (nil antes): as funcionalidades dela; o estado delas está em `m`.
    var conta: ContaNoApp?
    var agenda = AgendaDoApp()

    /// Mensagens comuns se apagam sozinhas; erros ficam até Esc ou a próxima mensagem (`LinhaDeStatus`).
    public static let duracaoMensagem = LinhaDeStatus.duracao
    /// Intervalo da sondagem de `minhas_notificacoes` (o substituto do push), online.
    public static let intervaloNotificacoes: TimeInterval = 15
    /// Intervalo de leitura do estado da fila/conexão (local, barato).
    public static let intervaloStatus: TimeInterval = 1
    /// Online, a página visível se atualiza sozinha a cada tanto (o contratante vê o
    /// check-in manual, o profissional a vaga que alguém pegou, sem `r`).
    public static let intervaloAtualizacao: TimeInterval = 15
    /// Ao entrar numa página com dados mais velhos que isto, ela se atualiza.
    public static let idadeParaAtualizarAoEntrar: TimeInterval = 5

    /// `paginas`: as do produto (`Paginas.todas`); um teste passa outras.
    public init(ambiente: Ambiente, paginas: [RegistroDaPagina] = Paginas.todas) {
        amb = ambiente
        m = ModeloApp(agora: ambiente.relogio.agora, dica: ambiente.dica, registro: ListaDePaginas(paginas))
        if let a = ambiente.aviso { dizer(.deFundo(a)) }
        if !ambiente.avisosImportantes.isEmpty { m.dialogo = .aviso(titulo: Textos.Rotulos.atencao, linhas: ambiente.avisosImportantes) }
    }

    public var encerrado: Bool { m.encerrado }
    /// Saiu por Ctrl-C (não por q): o processo sai com o código de interrompido.
    public var interrompido: Bool { m.interrompido }

    public func desenhar(_ tamanho: Tamanho) -> Quadro { Telas.desenhar(m, tamanho) }

    /// O último tamanho pintado (`ModeloApp.tamanho`).
    var tamanho: Tamanho { m.tamanho }
    public mutating func medir(_ tamanho: Tamanho) { m.tamanho = tamanho }

    public mutating func iniciar() -> [Efeito<Evento>] {
        m.login.enviando = true
        return sessao(.restaurar)
    }

    public mutating func atualizar(_ e: Evento) -> [Efeito<Evento>] {
        defer { conferirLinhaDeStatus() }
        switch e {
        case .sessao(let a):
            return sessao(a)
        case .acao(let a):
            return a.aplicar(&self) + recargasDaCampainha()
        case .sincronizacao(let a):
            return sincronizacao(a)
        case .conexao(let online, let forcado):
            m.online = online
            m.offlineForcado = forcado
        case .pedidoDeSairDaConta(let fila):
            m.fila = fila
            var linhas = [Textos.Sair.perguntaSairDaConta]
            if fila.pendentes > 0 {
                linhas.append(Textos.Sair.pendentesDaConta(fila.pendentes))
            }
            m.dialogo = .perguntar(titulo: Textos.Sair.tituloSairDaConta, linhas: linhas,
                                   sim: RespostaDoDialogo("sairDaConta") { $0.sessao(.sair(pendentes: $0.m.fila.pendentes)) })
        case .pedidoDeSaida(let fila):
            m.fila = fila
            if fila.pendentes > 0 {
                m.dialogo = .perguntar(titulo: Textos.Rotulos.sair,
                                       linhas: [Textos.Sair.acoesEsperando(fila.pendentes),
                                                Textos.Sair.pendentesFicamGuardadas(fila.pendentes)],
                                       sim: RespostaDoDialogo("sair", valeSemConta: true) { $0.m.encerrado = true; return [] })
            } else {
                m.encerrado = true
            }
        case .cadastro(let a):
            return cadastro(a)
        case .tempoReal(let e):
            return tempoReal(e)
        }
        return []
    }

    /// Estilo e frase vêm do desfecho (o catálogo), nunca de ler a frase.
    /// `dono`: a mensagem sai quando ele fecha (a recusa de um formulário descartado).
    mutating func relatar(_ d: Desfecho?, daPessoa: Bool = true, dono: DonoDaMensagem? = nil) {
        guard let semNome = d else { return }
        let d = semNome.nomeando(Telas.nomeDoAlvo(m, semNome.acao))
        m.sincronizacao.conferencia.soube(d)
        dizer(.desfecho(d, daPessoa: daPessoa), dono: dono)
    }

    /// A mensagem de um diálogo ou modo que fechou sai com ele.
    mutating func conferirLinhaDeStatus() {
        m.linhaDeStatus.conferir(dialogoAberto: m.dialogo != nil, modo: m.registro.modo(m)?.nome)
    }

    /// O que aconteceu vai à linha de status; a cor, o registro e quando sai são da `LinhaDeStatus`.
    mutating func dizer(_ r: Relato, dono: DonoDaMensagem? = nil) {
        m.linhaDeStatus.dizer(r, agora: m.agora, dono: dono)
    }

    public mutating func tique(_ agora: Date) -> [Efeito<Evento>] {
        m.agora = agora
        m.linhaDeStatus.tique(agora)
        guard pronto else { return [] }
        var efs: [Efeito<Evento>] = []
        if agora.timeIntervalSince(ultimoStatus) >= Self.intervaloStatus, !consultandoStatus {
            ultimoStatus = agora
            efs += statusEfeito()
        }
        efs += conferirLidos(agora)  // AppFrila+Caixa.swift
        // Com tempo real, a política decide quando buscar (AppFrila+TempoReal.swift).
        if let tr = tiqueDoTempoReal(agora) { return efs + tr }
        if let p = m.pagina, precisaAtualizar(p, idade: Self.intervaloAtualizacao) {
            efs += carregar(p)
        }
        // A caixa de avisos (faixa e campainha dos dois perfis), a cada tanto.
        if m.conectado, !m.registro.visivelLeACaixa(m), agora.timeIntervalSince(ultimaSondagem) >= Self.intervaloNotificacoes {
            ultimaSondagem = agora
            efs += enviar(FuncionalidadeDaCaixa.self, .carregar())
        }
        return efs
    }

    // MARK: - teclas

    public mutating func tecla(_ t: Tecla) -> [Efeito<Evento>] {
        defer { conferirLinhaDeStatus() }
        if Teclas.sempre.acao(para: t) == .sairJa { m.encerrado = true; m.interrompido = true; return [] }
        // Tela pequena demais: nada está à vista, então só `q` age (uma tecla às cegas poderia
        // candidatar, cancelar ou marcar um aviso como lido sem a pessoa ver).
        if Telas.pequenaDemais(tamanho) { return Teclas.globais.acao(para: t) == .sair ? pedirSaida() : [] }
        if case .mouse(let e) = t { return mouse(e) }  // Telas/Mouse.swift: vira as teclas da tabela
        if m.ajudaAberta || m.historicoAberto {
            let fim = Telas.rolagemMaximaDoPainel(m, tamanho)
            // Tudo à vista, o pé diz "qualquer tecla fecha": j/k e g/G também fecham.
            switch fim == 0 ? nil : Teclas.painel.acao(para: t) {
            case .rolar(let d)?: m.rolagem = min(max(0, m.rolagem + d), fim)
            case .primeiro?: m.rolagem = 0
            case .ultimo?: m.rolagem = fim
            default: m.ajudaAberta = false; m.historicoAberto = false; m.rolagem = 0
            }
            return []
        }
        if let d = m.dialogo { return teclaNoDialogo(d, t) }
        switch m.tela {
        case .login: return m.cadastro != nil ? teclaNoCadastro(t) : teclaNoLogin(t)
        case .pagina(let p):
            // Um modo da página (formulário, filtro, lista aberta) toma as teclas antes da tabela.
            if let modo = m.registro.modo(m) { return modo.tecla(&self, t) }
            let r = m.registro.registro(p)
            let tabela = r.tabela(contratante: m.conta?.perfil == .contratante)
            guard let c = tabela.acao(para: t) else { teclaSemAcao(t, tabela, r); return [] }
            return comando(c, em: p)
        }
    }

    /// Uma letra que a página não tem diz isso (nunca some calada), e a da outra caixa, se
    /// a página a tem ("s não faz nada no Feed; S é ordem…").
    mutating func teclaSemAcao(_ t: Tecla, _ tabela: TabelaDeTeclas<ComandoDaTela>, _ r: RegistroDaPagina) {
        if enterNaoAbre(t, Textos.Telas.enterNaoAbre(tela: r.titulo)) { return }
        guard case .caractere(let ch) = t, !ch.isWhitespace else { return }
        let outra = ch.isUppercase ? ch.lowercased() : ch.uppercased()
        let parecida = outra == String(ch) ? nil : tabela.atalhos.first { $0.teclas.contains(.caractere(Character(outra))) }
        dizer(.porQueNao(Textos.Telas.teclaNaoFazNada(String(ch), tela: r.titulo,
                                                      parecida: parecida.map { (outra, $0.curta ?? $0.descricao) })))
    }

    /// Enter é o "abrir" de toda lista: onde ele não abre nada, a linha de status diz `frase`.
    /// false: a tecla não era o Enter.
    mutating func enterNaoAbre(_ t: Tecla, _ frase: String) -> Bool {
        guard Teclas.enterQueNaoAbre.acao(para: t) == .abrir else { return false }
        dizer(.porQueNao(frase))
        return true
    }

    /// Ctrl-O antes de entrar (login e cadastro): liga ou desliga o modo offline do testador.
    func alternarOfflineSemConta() -> [Efeito<Evento>] {
        guard let c = amb.conexao else { return [] }
        let forcar = !m.offlineForcado
        return [.tarefa {
            await c.forcarOffline(forcar)
            let e = await c.verificar()
            return .sincronizacao(.offlineAlternado(.init(online: e == .online, forcado: await c.offlineForcado(), fila: .vazio)))
        }]
    }

    /// Por que o comando não pode agir agora (nil = pode). Vai para a linha de status: uma
    /// tecla nunca some calada.
    func porQueNao(_ c: ComandoDaTela, em p: Pagina) -> String? { m.porQueNao(c, em: p, carregou: pronto) }

    mutating func comando(_ c: ComandoDaTela, em p: Pagina) -> [Efeito<Evento>] {
        if let motivo = porQueNao(c, em: p) { dizer(.porQueNao(motivo)); return [] }
        if let p = m.semRedeAgora(c, em: p) { dizer(.recusa(p.frase)); return [] }
        if let efs = m.registro.registro(p).agir(&self, c) { return efs }
        if let efs = comandoDaFaixa(c) { return efs }  // AppFrila+Caixa.swift
        return navegar(c, em: p) ?? comandoComum(c, em: p)
    }

    /// O que toda página faz com o comando (a da página e a navegação já passaram).
    mutating func comandoComum(_ c: ComandoDaTela, em p: Pagina) -> [Efeito<Evento>] {
        switch c {
        case .abrir:
            // O detalhe da seleção; as páginas com outro Enter (Vagas, Acompanhamento) o tratam no `agir`.
            // O Enter nunca fica calado: já aberto, ou com o detalhe já à vista (embaixo ou ao
            // lado da lista, quando abrir quase não muda a tela), a linha de status diz.
            if m.detalhe.aberto { dizer(.porQueNao(Textos.PorQueNao.detalheJaAberto)); break }
            let jaAVista = detalheAVista
            m.detalhe.abrir()
            if jaAVista { dizer(.feito(Textos.Telas.detalheAberto)) }
        case .voltar:
            if m.detalhe.aberto { m.detalhe.fechar() } else {
                tirarFaixa()
                m.linhaDeStatus.dispensarErro()  // o erro fica até ser dispensado
            }
        case .atualizar:
            return atualizarAPagina(p)
        case .alternarOffline:
            // Uma tarefa só: a mensagem tem de ler o estado depois da troca, não antes.
            return sincronizacao(.alternarOffline)
        case .ajuda: m.ajudaAberta = true; m.rolagem = 0
        case .mensagens: m.historicoAberto = true; m.rolagem = 0
        case .sair: return pedirSaida()
        default:
            // A navegação já passou (`navegar`); os comandos de uma página, o `agir` dela os trata
            // (Tela*.swift); os do login, do formulário e dos diálogos, as tabelas deles; o
            // `fecharPainel` só vale com um painel aberto e o `sairJa`, `tecla` o trata antes.
            break
        }
        return []
    }

    /// `r`: a página, a caixa de avisos e a fila, de novo.
    mutating func atualizarAPagina(_ p: Pagina) -> [Efeito<Evento>] {
        tirarFaixa()
        dizer(.andamento(Textos.Rotulos.atualizando))
        // A caixa junto, pedida pela pessoa: se o servidor falha, o `r` diz (não fica calado).
        let caixa = enviar(FuncionalidadeDaCaixa.self, .carregar(pedida: true))
        return (m.registro.visivelLeACaixa(m) ? [] : carregar(p)) + caixa + statusEfeito()
    }

    /// `q`: decide com a fila como está agora (não com a última leitura do tique).
    mutating func pedirSaida() -> [Efeito<Evento>] {
        guard let s = sincro else { m.encerrado = true; return [] }
        return [.tarefa { .pedidoDeSaida(await s.ler().fila) }]
    }
}
