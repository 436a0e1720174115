import Foundation
import FrilaApresentacao
import FrilaDominio

/// Uma linha do Acompanhamento que se seleciona (j/k) e se abre (Enter): check-in manual
/// a confirmar, vaga em alerta, profissional atrasado — nesta ordem na tela.
public enum LinhaDoAcompanhamento: Equatable, Sendable {
    case checkin(TurnoNaTela)
    case alerta(PainelDeAlerta.VagaEmAlerta)
    case atraso(PainelDeAlerta.TurnoAtrasado)

    public var id: UUID {
        switch self {
        case .checkin(let t): t.id
        case .alerta(let v): v.id
        case .atraso(let a): a.turno.id
        }
    }

    /// O turno da linha (check-in e atraso); a vaga em alerta não tem.
    public var turno: Turno? {
        switch self {
        case .checkin(let t): t.turno
        case .atraso(let a): a.turno
        case .alerta: nil
        }
    }

    public var vagaId: UUID {
        switch self {
        case .checkin(let t): t.turno.vagaId
        case .alerta(let v): v.id
        case .atraso(let a): a.turno.vagaId
        }
    }
}

enum TelaAcompanhamento {
    static func linhas(_ m: ModeloApp) -> [LinhaDoAcompanhamento] {
        (m.pendentes.valor ?? []).map(LinhaDoAcompanhamento.checkin)
            + (m.alertas.valor?.vagas ?? []).map(LinhaDoAcompanhamento.alerta)
            + (m.alertas.valor?.atrasados ?? []).map(LinhaDoAcompanhamento.atraso)
    }

    static func selecionada(_ m: ModeloApp) -> LinhaDoAcompanhamento? {
        let l = linhas(m)
        return l.indices.contains(m.selecionado(.acompanhamento)) ? l[m.selecionado(.acompanhamento)] : nil
    }

    /// A vaga da linha como a tela Vagas a tem (confirmados com contato, cancelados).
    static func vaga(_ m: ModeloApp, _ id: UUID) -> Vaga? { m.vagas.valor?.first { $0.id == id } }

    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        var corpo = area  // o banner já ficou acima (Telas.desenhar)
        if !m.conectado {
            q.escrever(Textos.Acompanhamento.semConexao, em: corpo.linha(0), estilo: .aviso)
            corpo = corpo.cortarTopo(1).1
        }
        if let (esquerda, direita) = Telas.ladoALado(corpo) {
            // Largo: as listas à esquerda sempre; o detalhe da linha selecionada ao lado (rola só aberto).
            listas(m, &q, esquerda)
            if let l = selecionada(m) {
                var previa = m
                if !m.detalhe.aberto { previa.detalhe.rolagem = 0 }
                detalhe(l, previa, &q, direita)
            }
            return
        }
        if m.detalhe.aberto, let l = selecionada(m) {
            detalhe(l, m, &q, corpo)
            return
        }
        listas(m, &q, corpo)
    }

    /// Os check-ins a confirmar em cima; vagas em alerta e atrasos na caixa de baixo.
    static func listas(_ m: ModeloApp, _ q: inout Quadro, _ corpo: Retangulo) {
        let sel = m.selecionado(.acompanhamento)
        let nPendentes = m.pendentes.valor?.count ?? 0
        // A caixa de baixo com a altura que os alertas pedem (bordas, as linhas e o contato), até
        // a metade quando os check-ins também não cabem: nenhuma das duas listas rola escondida
        // enquanto a outra sobra em branco.
        let nAlertas = m.alertas.valor.map { $0.vagas.count + $0.atrasados.count } ?? 0
        let pedeEmCima = 1 + max(1, nPendentes), pedeEmBaixo = 3 + max(1, nAlertas)
        let alturaAlertas = max(4, min(pedeEmBaixo, corpo.altura - max(3, min(pedeEmCima, corpo.altura / 2))))
        let (cima, baixo) = corpo.cortarBase(alturaAlertas)
        q.escrever(Textos.Acompanhamento.tituloDosCheckins, em: cima.linha(0), estilo: .titulo)
        let listaArea = cima.cortarTopo(1).1
        if !Telas.estadoNaoConteudo(m.pendentes, &q, listaArea, carregando: Textos.Acompanhamento.carregando, offlineForcado: m.offlineForcado) {
            let ts = m.pendentes.valor ?? []
            let largo = listaArea.largura >= 70
            rolavel(ts.count, selecionado: sel < nPendentes ? sel : nil, &q, listaArea) { i, r, s, q in
                let t = ts[i].turno
                let e: Estilo = s ? .selecionado : .normal
                let quem = t.profissional?.nome ?? Textos.Rotulos.profissionalSemNome
                let fila = ts[i].acoes.last
                let onde: String
                if let f = fila {
                    onde = f.estado == .rejeitada ? "\(Textos.recusada(f.acao)): \(f.ultimoErro ?? Textos.Comum.semMotivoInformado)" : Textos.Acompanhamento.confirmacaoNaFila
                } else if let c = t.checkin {
                    onde = Textos.Acompanhamento.checkinAs(Formatacao.hora(c.em)) + (c.distanciaMetros.map { Textos.Comum.aDistancia(Formatacao.distancia($0)) } ?? Textos.Acompanhamento.semLocalizacao)
                } else {
                    onde = ""
                }
                if largo {
                    Telas.colunas([((s ? "› " : "  ") + quem, 18), (Formatacao.funcao(t.vaga.funcao), 12), (Formatacao.periodoCurto(t.vaga.periodo, hoje: m.agora), 11), (onde, 0)], &q, r, estilo: e)
                } else {
                    Telas.colunas([((s ? "› " : "  ") + quem, 14), (t.checkin.map { Textos.Acompanhamento.asHora(Formatacao.hora($0.em)) } ?? "", 0)], &q, r, estilo: e)
                }
            }
        }
        guard !baixo.vazio else { return }
        q.caixa(baixo, titulo: Textos.Acompanhamento.tituloDosAlertas)
        var d = baixo.recuado(1).cortarEsquerda(1).1
        switch m.alertas {
        case .carregando: q.escrever(Textos.Rotulos.carregando, x: d.x, y: d.y, estilo: .suave)
        case .vazio(let s): q.escrever(s, x: d.x, y: d.y, limite: d.largura - 1, estilo: .suave)
        case .erro(let e): q.escrever(e.frase, x: d.x, y: d.y, limite: d.largura - 1, estilo: Estilo(.negrito, cor: .erro))
        case .conteudo(let p):
            if p.vazio { q.escrever(Textos.Acompanhamento.nadaEmAlerta, x: d.x, y: d.y, estilo: .suave); return }
            let noQuadro = sel - nPendentes
            // RN10: o atraso é de alguém confirmado; o contato inteiro do selecionado numa linha própria.
            let iAtraso = noQuadro - p.vagas.count
            if noQuadro >= p.vagas.count, p.atrasados.indices.contains(iAtraso), d.altura >= 3 {
                let a = p.atrasados[iAtraso]
                if let c = Textos.contato(a.turno.profissional?.contato) {
                    let (resto, ultima) = d.cortarBase(1)
                    d = resto
                    q.escrever(Textos.Acompanhamento.contatoDe(a.turno.profissional?.nome ?? Textos.Rotulos.profissionalSemNome, c), x: ultima.x, y: ultima.y,
                               limite: ultima.largura - 1, estilo: .suave)
                }
            }
            let total = p.vagas.count + p.atrasados.count
            rolavel(total, selecionado: (0..<total).contains(noQuadro) ? noQuadro : nil, &q, d, indiceDoAlvo: nPendentes) { i, r, s, q in
                let marca = s ? "› " : "  "
                if i < p.vagas.count {
                    let v = p.vagas[i]
                    q.escrever(marca + Textos.Acompanhamento.vagaEmAlertaNaLista(Formatacao.funcao(v.funcao), Formatacao.periodoCurto(v.periodo, hoje: m.agora), abertas: v.posicoesAbertas, desde: Formatacao.hora(v.alertaDesde)),
                               x: r.x, y: r.y, limite: r.largura - 1, estilo: s ? .selecionado : .aviso)
                } else {
                    let a = p.atrasados[i - p.vagas.count]
                    let zap = a.turno.profissional?.contato?.whatsapp.map { Textos.Acompanhamento.whatsappNaLinha($0) } ?? ""
                    q.escrever(marca + Textos.Acompanhamento.atrasoNaLista(a.turno.profissional?.nome ?? Textos.Rotulos.profissionalSemNome, Formatacao.funcao(a.turno.vaga.funcao), a.minutos(agora: m.agora), zap),
                               x: r.x, y: r.y, limite: r.largura - 1, estilo: s ? .selecionado : Estilo(.negrito, cor: .erro))
                }
            }
        }
    }

    /// Enter numa linha: o turno (com o contato do confirmado, RN10) ou a vaga, e as teclas que agem nele.
    static func detalhe(_ l: LinhaDoAcompanhamento, _ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        q.marcar(area, .detalhe)
        let (titulo, linhas) = conteudoDoDetalhe(l, m)
        q.caixa(area, titulo: titulo)
        let d = area.recuado(1).cortarEsquerda(1).1
        // J/K rolam o que a tela baixa não mostra (como o detalhe do turno).
        let partes = quebradas(linhas, largura: d.largura)
        let inicio = min(m.detalhe.rolagem, max(0, partes.count - d.altura))
        var y = d.y
        for (parte, estilo) in partes.dropFirst(inicio) where y < d.fimY {
            q.escrever(parte, x: d.x, y: y, limite: d.largura - 1, estilo: estilo)
            y += 1
        }
        if inicio > 0 { q.escrever("▲", x: d.fimX - 1, y: d.y, estilo: .suave) }
        if inicio + d.altura < partes.count { q.escrever("▼", x: d.fimX - 1, y: d.fimY - 1, estilo: .suave) }
    }

    static func quebradas(_ linhas: [(String, Estilo)], largura: Int) -> [(String, Estilo)] {
        linhas.flatMap { t, e in Texto.quebrar(t, largura: max(1, largura - 1)).map { ($0, e) } }
    }

    /// Quanto o detalhe aberto rola no tamanho mínimo (caixa de 38 colunas dentro de 40).
    static func rolagemMaxima(_ m: ModeloApp, altura: Int, largura: Int) -> Int {
        guard m.detalhe.aberto, let l = selecionada(m) else { return 0 }
        let extras = (m.banner != nil ? 1 : 0) + (m.conectado ? 0 : 1)
        let dentro = altura - extras - 2
        return max(0, quebradas(conteudoDoDetalhe(l, m).1, largura: largura - 3).count - dentro)
    }

    static func conteudoDoDetalhe(_ l: LinhaDoAcompanhamento, _ m: ModeloApp) -> (String, [(String, Estilo)]) {
        var linhas: [(String, Estilo)] = []
        let titulo: String
        switch l {
        case .checkin(let tt):
            let t = tt.turno
            titulo = Textos.Acompanhamento.tituloCheckinDe(t.profissional?.nome ?? Textos.Rotulos.profissionalSemNome)
            linhas += cabecalho(t, m)
            if let c = t.checkin { linhas.append((Formatacao.registro("Check-in", c), .aviso)) }
            linhas += tt.descricaoDasAcoes.map { ("Fila: \($0)", .suave) }
            linhas.append(contato(t))
        case .atraso(let a):
            let t = a.turno
            titulo = Textos.Acompanhamento.tituloAtrasoDe(t.profissional?.nome ?? Textos.Rotulos.profissionalSemNome)
            linhas += cabecalho(t, m)
            linhas.append((Textos.Acompanhamento.atrasoSemCheckin(a.minutos(agora: m.agora)), Estilo(.negrito, cor: .erro)))
            linhas.append(contato(t))
        case .alerta(let va):
            titulo = Textos.Acompanhamento.tituloVagaEmAlerta(Formatacao.funcao(va.funcao), Formatacao.periodo(va.periodo, hoje: m.agora))
            linhas.append((Textos.Acompanhamento.posicoesAbertasDesde(va.posicoesAbertas, desde: Formatacao.hora(va.alertaDesde)), .aviso))
            if let v = vaga(m, va.id) {
                linhas.append(("\(v.valor.descricao) · \(Formatacao.modoCurto(v.modo)) · \(v.local.endereco)", .suave))
                let pendentes = v.candidatosEscolhiveis.count
                if pendentes > 0 { linhas.append((Textos.Acompanhamento.candidatosEsperando(pendentes), .normal)) }
                for t in v.confirmados {
                    var sit = t.checkin.map { Formatacao.registro("check-in", $0) } ?? Textos.Comum.confirmadoSemCheckin
                    if let s = t.checkout { sit += " · " + Formatacao.registro("check-out", s, confirmavel: false) }
                    let contato = Textos.contato(t.profissional?.contato).map { " · \($0)" } ?? ""
                    linhas.append(("✓ \(t.profissional?.nome ?? Textos.Rotulos.profissionalSemNome) · \(sit)\(contato)", .normal))
                }
                for c in v.cancelados { linhas.append(("✗ " + Textos.cancelado(c, hoje: m.agora), .suave)) }
            }
            if let desp = m.despachoDasVagas[va.id] { linhas.append((Textos.Rotulos.despacho(desp), .suave)) }
        }
        linhas.append(("", .normal))
        linhas += acoes(l, m).map { ($0, .suave) }
        return (titulo, linhas)
    }

    static func cabecalho(_ t: Turno, _ m: ModeloApp) -> [(String, Estilo)] {
        [("\(Formatacao.funcao(t.vaga.funcao)) · \(Formatacao.periodo(t.vaga.periodo, hoje: m.agora))", .normal),
         (t.vaga.local.endereco, .suave)]
    }

    /// RN10: o contato só existe depois da confirmação; sem ele, a tela diz por quê.
    static func contato(_ t: Turno) -> (String, Estilo) {
        if let c = Textos.contato(t.profissional?.contato) { return ("Contato: \(c)", .negrito) }
        return (Textos.Acompanhamento.contatoSoComConfirmado, .suave)
    }

    /// As teclas que agem nesta linha, tiradas da tabela da tela (a mesma da ajuda e do rodapé).
    /// Só as que agem agora: o X de uma vaga começada ou encerrada não é oferecido (apertado, diz por quê).
    static func acoes(_ l: LinhaDoAcompanhamento, _ m: ModeloApp) -> [String] {
        var cs: [ComandoDaTela] = []
        if case .checkin = l { cs.append(.confirmarCheckin) }
        if l.turno != nil { cs.append(.cancelar) }
        // O operador não cancela a vaga inteira (o papel, como no rodapé); começada ou encerrada, ninguém.
        if PapelDoMembro.impedimento(m.papel, .cancelarVaga) == nil,
           vaga(m, l.vagaId).map({ $0.impedimentoDoCancelamento(agora: m.agora) == nil }) ?? true { cs.append(.cancelarVaga) }
        cs.append(.voltar)
        return cs.compactMap { c in
            Teclas.acompanhamento.atalhos.first { $0.acao == c }.map { "\($0.rotulo)  \($0.descricao)" }
        }
    }

    /// Lista rolável em que a seleção pode estar fora (em outra lista da mesma tela).
    static func rolavel(_ total: Int, selecionado: Int?, _ q: inout Quadro, _ r: Retangulo, indiceDoAlvo: Int = 0,
                        linha: (Int, Retangulo, Bool, inout Quadro) -> Void) {
        guard r.altura > 0, total > 0 else { return }
        if let s = selecionado {
            Telas.lista(total, selecionado: s, &q, r, indiceDoAlvo: indiceDoAlvo, linha: linha)
            return
        }
        q.marcar(r, .lista)
        for i in 0..<min(r.altura, total) {
            q.marcar(r.linha(i), .linha(indiceDoAlvo + i))
            linha(i, r.linha(i), false, &q)
        }
    }
}

extension Pagina {
    public static let acompanhamento = Pagina("acompanhamento")
}

extension FuncionalidadeDoAcompanhamento: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension ModeloApp {
    public var acompanhamento: FuncionalidadeDoAcompanhamento.Estado {
        get { estados[FuncionalidadeDoAcompanhamento.self] }
        set { estados[FuncionalidadeDoAcompanhamento.self] = newValue }
    }
    public var alertas: EstadoTela<PainelDeAlerta> { get { acompanhamento.alertas } set { acompanhamento.alertas = newValue } }
    public var pendentes: EstadoTela<[TurnoNaTela]> { get { acompanhamento.pendentes } set { acompanhamento.pendentes = newValue } }
}

extension TelaAcompanhamento {
    static let registro = RegistroDaPagina(
        pagina: .acompanhamento, titulo: Textos.Rotulos.acompanhamento, tituloCurto: Textos.Rotulos.acompanhamentoCurto,
        teclas: [.contratante: ("acompanhamento", Teclas.acompanhamento)],
        desenhar: { TelaAcompanhamento.desenhar($0, &$1, $2) },
        itens: { TelaAcompanhamento.linhas($0).count },
        funcionalidades: [.de(FuncionalidadeDoAcompanhamento.self,
                              montar: { $0.profissional ? nil : $0.montarAcompanhamento },
                              antes: { m in
                                  (ids: TelaAcompanhamento.linhas(m).map(\.id),
                                   aberta: m.pagina == .acompanhamento && m.detalhe.aberto ? TelaAcompanhamento.selecionada(m)?.id : nil,
                                   pendentes: m.pendentes.valor?.map(\.turno.id) ?? [])
                              },
                              reagir: reagir)],
        porQueNao: { $0.porQueNaoNoAcompanhamento($1) },
        agir: agir,
        carregar: { $0.acompanhamento(.carregar) },
        rolagemMaxima: { m, corpo in TelaAcompanhamento.rolagemMaxima(m, altura: corpo, largura: Telas.minimo.largura) },
        turnos: { m in (m.pendentes.valor?.map(\.turno) ?? []) + (m.alertas.valor?.atrasados.map(\.turno) ?? []) })

    /// Cada tecla age na linha selecionada (TelaAcompanhamento+Acoes.swift).
    static func agir(_ app: inout AppFrila, _ c: ComandoDaTela) -> [Efeito<Evento>]? {
        switch c {
        case .abrir: app.abrirNoAcompanhamento()
        case .confirmarCheckin: app.confirmarCheckinSelecionado()
        case .cancelar: app.perguntarReabrirPosicao()
        case .cancelarVaga: app.pedirCancelamentoDaVagaNoAcompanhamento()
        default: nil
        }
    }

    /// Nova leitura do painel: a seleção segue a mesma linha; o detalhe aberto fecha se ela sumiu.
    static func reagir(_ app: inout AppFrila, _ a: FuncionalidadeDoAcompanhamento.Acao,
                       _ antes: (ids: [UUID], aberta: UUID?, pendentes: [UUID])) -> [Efeito<Evento>] {
        switch a {
        case .lido, .pendencias:
            app.chegou(.acompanhamento, app.m.alertas.valor != nil || app.m.pendentes.valor != nil)
            let depois = TelaAcompanhamento.linhas(app.m).map(\.id)
            let i = app.m.selecionado(.acompanhamento)
            app.manterSelecao(.acompanhamento, antes: antes.ids, depois: depois)
            // O check-in selecionado saiu (confirmado) e ainda há outros: a seleção fica entre eles,
            // não pula para a caixa dos alertas.
            let checkins = app.m.pendentes.valor?.count ?? 0
            if i < antes.pendentes.count, checkins > 0, app.m.selecionado(.acompanhamento) >= checkins {
                app.m.selecao[.acompanhamento] = checkins - 1
            }
            if let a = antes.aberta, !depois.contains(a) { app.m.detalhe.fechar() }
            app.conferirFaixaDoAviso(checkinsPendentesAntes: antes.pendentes)
        case .confirmado(_, true):
            // Confirmado de qualquer tela: a linha da vaga (tela Vagas) também muda.
            return app.carregar(.vagas)
        default: break
        }
        return []
    }
}

extension ModeloApp {
    /// Por que `c` não pode agir na linha selecionada (nil: pode, ou não é comando desta tela).
    func porQueNaoNoAcompanhamento(_ c: ComandoDaTela) -> String? {
        let l = TelaAcompanhamento.selecionada(self)
        switch c {
        case .abrir:
            return l == nil ? Textos.PorQueNao.nadaSelecionado : nil
        case .cancelarVaga:
            guard let l else { return Textos.PorQueNao.nadaSelecionado }
            // A vaga já lida pelas Vagas diz o não (começada, encerrada, cancelada); o rodapé esconde o X.
            return TelaAcompanhamento.vaga(self, l.vagaId).flatMap { $0.impedimentoDoCancelamento(agora: agora).map { Textos.impedimento($0) } }
        case .confirmarCheckin:
            switch l {
            case .checkin?: return nil
            case .atraso?: return Textos.PorQueNao.atrasoSemCheckin
            case .alerta?: return Textos.PorQueNao.alertaSemCheckin
            case nil: return Textos.PorQueNao.nenhumCheckinManual
            }
        case .cancelar:
            guard let l else { return Textos.PorQueNao.nadaSelecionado }
            guard let t = l.turno else {
                return Textos.PorQueNao.posicaoJaAberta
            }
            return porQueNaoNoTurno(.cancelar, t, quemLe: .contratante)
        default:
            return nil
        }
    }
}

// A faixa do aviso do contratante, conferida pelo que as Vagas e o Acompanhamento leram.
extension AppFrila {
    /// A faixa de um aviso sai quando o que ela anuncia deixou de ser verdade, pelo que as
    /// Vagas, o Acompanhamento e os Turnos acabaram de ler (como a faixa de vaga nova com o feed).
    /// `checkinsPendentesAntes`: os da leitura anterior do Acompanhamento. Só um check-in que
    /// estava lá e saiu (confirmado, cancelado) tira a faixa: uma leitura pedida antes do aviso
    /// ainda não o tem, e isso não quer dizer nada.
    mutating func conferirFaixaDoAviso(checkinsPendentesAntes: [UUID] = []) {
        guard let a = m.faixa?.aviso else { return }
        let vaga = m.vagas.valor?.first { $0.id == a.vagaId }
        let agora = m.pendentes.valor?.map(\.turno.id)
        let sairam = agora.map { ids in checkinsPendentesAntes.filter { !ids.contains($0) } } ?? []
        guard !FuncionalidadeDaCaixa.aindaVale(a, vaga: vaga, checkinsQueSairam: sairam, turnos: Telas.turnosCarregados(m)) else { return }
        m.faixa = nil
    }
}
