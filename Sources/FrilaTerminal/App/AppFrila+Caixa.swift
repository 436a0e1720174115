import Foundation
import FrilaApresentacao
import FrilaDominio

// A caixa de avisos é da casca, não de uma aba: a faixa em toda página, a campainha, o "ao
// vivo" da linha de status e o que cada página relê quando chega aviso. A aba que lista os
// avisos soma a reação dela (seleção, idade dos dados) à daqui.

/// As funcionalidades que a casca monta para toda conta, antes das das páginas: a caixa de
/// avisos e o perfil da conta (o papel dela vale para o app inteiro, não para uma página).
enum FuncionalidadesDaCasca {
    static let todas: [FuncionalidadeDaPagina] = [
        .de(FuncionalidadeDaCaixa.self, montar: { $0.montarCaixa(abertaEm: $0.relogio.agora) }, reagir: { $0.reagirDaCaixa($1) }),
        .de(FuncionalidadeDoPerfil.self, montar: { $0.montarPerfil }),
    ]
}

extension FuncionalidadeDoPerfil: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension FuncionalidadeDaCaixa: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension ModeloApp {
    public var perfilDaConta: FuncionalidadeDoPerfil.Estado {
        get { estados[FuncionalidadeDoPerfil.self] }
        set { estados[FuncionalidadeDoPerfil.self] = newValue }
    }
    public var perfil: EstadoTela<Perfil> { get { perfilDaConta.perfil } set { perfilDaConta.perfil = newValue } }
    public var caixa: FuncionalidadeDaCaixa.Estado {
        get { estados[FuncionalidadeDaCaixa.self] }
        set { estados[FuncionalidadeDaCaixa.self] = newValue }
    }
}

extension ComandoProprio {
    /// `v` abre a faixa inteira, `f` a fecha: teclas de toda página (`Teclas.globais`).
    static let verFaixa = ComandoProprio("verFaixa")
    static let fecharFaixa = ComandoProprio("fecharFaixa")
}

extension Dialogo {
    /// Avisos inteiros, numa janela que só fecha com Enter ou Esc.
    static func avisosInteiros(_ itens: [NotificacaoRecebida], hoje: Date) -> Dialogo {
        let linhas = itens.flatMap { it in
            [Textos.Caixa.tipo(it) + " · " + Formatacao.dataHora(it.enviadaEm, hoje: hoje), Textos.Caixa.texto(it, hoje: hoje), ""]
        }.dropLast()
        return .aviso(titulo: itens.count == 1 ? Textos.Caixa.tituloDoAviso : Textos.Caixa.tituloDosAvisos, linhas: Array(linhas))
    }
}

extension AppFrila {
    static let intervaloDosLidos: TimeInterval = 1

    /// Cada leitura: o que chegou e não foi anunciado vira faixa (e vai ao registro `m`), com
    /// campainha só para o que chegou com o programa aberto; as páginas relêem o que o aviso
    /// muda. A linha de status deixa de dizer "ao vivo" enquanto a leitura falha.
    mutating func reagirDaCaixa(_ a: FuncionalidadeDaCaixa.Acao) -> [Efeito<Evento>] {
        guard case .chegou(let l, _, _, _) = a else { return [] }
        // A sessão acabou no servidor (senha trocada, saída de todos): nada mais vai responder;
        // direto ao login, dizendo por quê (a fila fica no disco, desta conta).
        if case .falhou(let e) = l, e.falha == .sessaoInexistente || e.falha == .sessaoExpirada {
            return sessaoEncerradaNoServidor()
        }
        let falhavaAntes = m.tempoReal == .servidorFalhando
        atualizarTextoDoTempoReal()
        if case .falhou(let e) = l, !falhavaAntes, m.tempoReal == .servidorFalhando {
            // A falha de fundo vai ao registro (e à linha, se nada de pé): "ao vivo" saiu por isto.
            dizer(.deFundo(Textos.Caixa.naoAtualizou(e.frase)))
        }
        guard case .veio = l else { return [] }
        return anunciarAvisos()
    }

    mutating func anunciarAvisos() -> [Efeito<Evento>] {
        let novos = avisosQuePedemAnuncio()
        guard !novos.isEmpty else { return [] }
        let caixa = m.caixa
        let hoje = m.agora
        for n in novos { m.linhaDeStatus.anotar(.deFundo(Textos.Caixa.texto(n, hoje: hoje)), agora: hoje) }
        let soVagas = novos.allSatisfy { if case .vaga = $0 { true } else { false } }
        // Uma vaga nova não cobre a faixa de um aviso que pede ação (turno cancelado, escolha):
        // a vaga vai ao registro e ao Feed; a faixa do aviso fica até ser fechada.
        let anuncia = soVagas && m.faixa?.aviso != nil ? [] : novos
        if let ultimo = anuncia.last {
            var faixa = FaixaDeAviso(texto: Textos.Caixa.texto(ultimo, hoje: hoje) + (anuncia.count > 1 ? " (+\(anuncia.count - 1))" : ""),
                                     anuncia: anuncia)
            switch ultimo {
            case .vaga(let v): faixa.vaga = v.vagaId
            case .aviso(let av): faixa.aviso = av
            }
            m.faixa = faixa
        }
        var efs = recarregarPorAviso(soVagasNovas: soVagas)
        // Campainha: só o que chegou agora. As vagas já vêm com o teto de 30 min aplicado pelo
        // servidor (RN23: `minhas_notificacoes` só tem as que ele deixou sair).
        if amb.campainha, novos.contains(where: { !caixa.deAntes.contains($0.id) }) { efs.append(.campainha) }
        return efs
    }

    /// Ao abrir, vaga nova de antes não vira faixa (está no Feed, ou já não existe); o aviso que
    /// pede ação, sim (sem campainha). Vaga que já é turno dela não é novidade, nem "já dá para
    /// avaliar" de um turno que este lado já avaliou (pelos turnos que as páginas leram).
    func avisosQuePedemAnuncio() -> [NotificacaoRecebida] {
        let caixa = m.caixa
        let turnos = Telas.turnosCarregados(m)
        return caixa.novos.filter { n in
            switch n {
            case .vaga(let v): !caixa.deAntes.contains(v.id) && !jaPegou(v.vagaId)
            case .aviso(let a):
                a.tipo != .avaliacaoLiberada || FuncionalidadeDaCaixa.aindaVale(a, vaga: nil, turnos: turnos)
            }
        }
    }

    /// A vaga já tem um turno desta conta que não foi cancelado (pelos turnos que as páginas leram).
    func jaPegou(_ vaga: UUID) -> Bool {
        Telas.turnosCarregados(m).contains { $0.vagaId == vaga && $0.estado != .cancelada }
    }

    /// A contagem de não lidos está à vista e há o que marcar: o lido que o `frila avisos`
    /// gravou noutro terminal (no mesmo aparelho) chega a ela em 1 s — marcar lido não passa
    /// pelo servidor, então nem o canal nem a sondagem o trazem.
    var conferindoLidos: Bool { pronto && m.registro.visivelLeACaixa(m) && m.caixa.naoLidos > 0 }

    var prazoDosLidos: Date? { conferindoLidos ? agenda.lidosConferidosEm.addingTimeInterval(Self.intervaloDosLidos) : nil }

    /// Só lê os lidos se outro processo gravou no arquivo (`AvisosVistos.vistosSeMudou`).
    mutating func conferirLidos(_ agora: Date) -> [Efeito<Evento>] {
        guard conferindoLidos, agora.timeIntervalSince(agenda.lidosConferidosEm) >= Self.intervaloDosLidos else { return [] }
        agenda.lidosConferidosEm = agora
        return enviar(FuncionalidadeDaCaixa.self, .conferirLidos)
    }

    /// `v` abre a faixa inteira; `f` a fecha. Em qualquer aba (nil: o comando não é destes).
    mutating func comandoDaFaixa(_ c: ComandoDaTela) -> [Efeito<Evento>]? {
        guard case .daPagina(let p) = c, p == .verFaixa || p == .fecharFaixa else { return nil }
        guard let faixa = m.faixa else { dizer(.porQueNao(Textos.Caixa.semFaixa)); return [] }
        if p == .fecharFaixa {
            m.faixa = nil
            return []
        }
        m.dialogo = faixa.anuncia.isEmpty ? .aviso(titulo: Textos.Caixa.tituloDoAviso, linhas: [faixa.texto]) : .avisosInteiros(faixa.anuncia, hoje: m.agora)
        return []
    }
}
