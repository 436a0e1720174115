import Foundation
import FrilaApresentacao
import FrilaDominio

enum TelaTurnos {
    /// Resumo de uma linha do estado do turno, com a fila por cima do servidor.
    static func situacao(_ tn: TurnoNaTela) -> (String, Estilo) {
        let t = tn.turno
        let itens = tn.acoes
        // Cancelado vence tudo: recusa da fila ou presença pendente já não dizem nada.
        if t.estado == .cancelada { return (Formatacao.cancelado(t.cancelamento, quemLe: .profissional, curto: true), .suave) }
        // A ação mais nova da fila diz o estado: uma recusa antiga não
        // esconde o check-in que a pessoa acabou de refazer.
        if let r = itens.max(by: { $0.sequencia < $1.sequencia }), r.estado == .rejeitada {
            return ("\(Textos.recusada(r.acao)): \(r.ultimoErro ?? Textos.Comum.semMotivoInformado)", Estilo(.negrito, cor: .erro))
        }
        if let p = itens.last(where: { $0.estado == .pendente }) {
            return (Textos.Turnos.aguardandoEnvio(Formatacao.tipoDeAcao(p.acao), Formatacao.hora(p.tocadoEm)), .aviso)
        }
        if let c = t.checkout { return (Textos.Turnos.checkoutAs(Formatacao.hora(c.em)), .normal) }
        if t.aguardandoConfirmacao { return (Textos.Turnos.aguardandoConfirmacao, .aviso) }
        if let c = t.checkin { return (Textos.Turnos.checkinAs(Formatacao.hora(c.em)), .sucesso) }
        return (Textos.Rotulos.confirmado, .normal)
    }

    /// A linha do topo que diz "sem conexão"/"do cache" (0 ou 1): a rolagem do detalhe a desconta.
    static func linhasDoAvisoDeConexao(_ m: ModeloApp) -> Int {
        (m.turnos.valor?.doCache == true || !m.conectado) ? 1 : 0
    }

    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        var corpo = area
        if let lista = m.turnos.valor, lista.doCache {
            let idade = lista.guardadoEm.map { Textos.Turnos.guardadosHa(Formatacao.idade(m.agora.timeIntervalSince($0))) } ?? ""
            let porque = lista.motivoDoCache == nil ? Textos.Turnos.semConexaoCurto : Textos.Turnos.frilaComProblema
            q.escrever(Textos.Turnos.turnosDoCache(porque, Textos.horas(Regras.validadeDoCache), idade), em: corpo.linha(0), estilo: .aviso)
            corpo = corpo.cortarTopo(1).1
        } else if !m.conectado {
            q.escrever(Textos.Turnos.semConexao, em: corpo.linha(0), estilo: .aviso)
            corpo = corpo.cortarTopo(1).1
        }
        if Telas.estadoNaoConteudo(m.turnos, &q, corpo, carregando: Textos.Turnos.carregando, offlineForcado: m.offlineForcado) { return }
        let turnos = m.turnosVisiveis
        corpo = filtro.cabecalho(m, &q, corpo, mostrados: turnos.count)
        if filtro.vazioPeloFiltro(m, &q, corpo, mostrados: turnos.count) { return }
        let sel = min(m.selecionado(.turnos), max(0, turnos.count - 1))
        if let (lista, detalhe) = Telas.ladoALado(corpo) {
            Telas.listaComColunas(turnos, colunasLargas(m), selecionado: sel, &q, lista, estilo: { situacao($0).1 })
            if turnos.indices.contains(sel) { desenharDetalhe(m, turnos[sel], &q, detalhe) }
            return
        }
        let largo = corpo.largura >= 70
        // A lista fica com o que o detalhe do selecionado não pede (ele, no mínimo 9 linhas): com
        // muitos turnos ela desce até onde o detalhe começa, sem linhas em branco na caixa.
        let precisa = turnos.indices.contains(sel) ? alturaDoDetalhe(m, turnos[sel], largura: corpo.largura) : 9
        let linhasDaLista = min(turnos.count, max(4, corpo.altura - max(9, precisa)))
        var (listaArea, detalheArea) = Telas.listaEDetalhe(
            corpo, alturaDetalhe: max(9, corpo.altura - max(4, linhasDaLista)), detalheAberto: m.detalhe.aberto)
        if m.detalhe.aberto, corpo.altura >= 16 {
            // Aberto, a caixa acaba onde o conteúdo acaba, logo abaixo da lista (nada de linhas em branco nela).
            let (a, resto) = corpo.cortarTopo(linhasDaLista)
            (listaArea, detalheArea) = (a, resto.cortarTopo(min(resto.altura, max(9, precisa))).0)
        }
        if !listaArea.vazio {
            Telas.lista(turnos.count, selecionado: sel, &q, listaArea) { i, r, s, q in
                let t = turnos[i].turno
                let (sit, est) = situacao(turnos[i])
                let e: Estilo = s ? .selecionado : est
                let marca = s ? "› " : "  "
                if largo {
                    Telas.colunas([(marca + Formatacao.funcao(t.vaga.funcao), 18), (Formatacao.periodo(t.vaga.periodo, hoje: m.agora, compacto: true), 23),
                                   (sit, 0)], &q, r, estilo: e)
                } else {
                    Telas.colunas([(marca + Formatacao.funcao(t.vaga.funcao), 12), (Formatacao.periodoCurto(t.vaga.periodo, hoje: m.agora), 11),
                                   (sit, 0)], &q, r, estilo: e)
                }
            }
        }
        if let d = detalheArea, turnos.indices.contains(sel) { desenharDetalhe(m, turnos[sel], &q, d) }
    }

    /// As colunas da lista larga: estabelecimento e endereço entram quando cabem.
    static func colunasLargas(_ m: ModeloApp) -> [ColunaLarga<TurnoNaTela>] {
        [
            ColunaLarga(Textos.Rotulos.funcao, 18) { Formatacao.funcao($0.turno.vaga.funcao) },
            ColunaLarga(Textos.Rotulos.quando, 23) { Formatacao.periodo($0.turno.vaga.periodo, hoje: m.agora, compacto: true) },
            ColunaLarga(Textos.Rotulos.estabelecimento, 22, sai: 2) { $0.turno.estabelecimento.nome },
            ColunaLarga(Textos.Rotulos.onde, 28, sai: 1) { $0.turno.vaga.local.endereco },
            ColunaLarga(Textos.Rotulos.situacao, 20) { situacao($0).0 },
        ]
    }

    /// A caixa do detalhe do turno (embaixo da lista, ou ao lado numa tela larga).
    static func desenharDetalhe(_ m: ModeloApp, _ tn: TurnoNaTela, _ q: inout Quadro, _ d: Retangulo) {
        q.marcar(d, .detalhe)
        let t = tn.turno
        q.caixa(d, titulo: "\(Formatacao.funcao(t.vaga.funcao)) · \(t.estabelecimento.nome)")
        let itens = itensDoDetalhe(m, tn)
        // Tela baixa corta o detalhe: J/K rola (a borda diz onde se está).
        let dentro = d.recuado(1).cortarEsquerda(1).1
        let r = Telas.rolando(&q, dentro, rolagem: m.detalhe.rolagem) { v, a in Telas.pares(itens, &v, a, rotulo: 10, maxLinhas: 8) }
        Telas.marcaDeRolagem(&q, caixa: d, visiveis: dentro.altura, r)
    }

    /// A altura da caixa do detalhe com tudo dentro (as bordas e as linhas, numa caixa de `largura`).
    static func alturaDoDetalhe(_ m: ModeloApp, _ tn: TurnoNaTela, largura: Int) -> Int {
        let itens = itensDoDetalhe(m, tn)
        var rascunho = Quadro(largura: max(1, largura), altura: Telas.tetoDaRolagem)
        let dentro = Retangulo(x: 0, y: 0, largura: max(1, largura - 3), altura: Telas.tetoDaRolagem)
        return Telas.rolando(&rascunho, dentro, rolagem: 0) { v, a in Telas.pares(itens, &v, a, rotulo: 10, maxLinhas: 8) }.total + 2
    }

    /// As linhas do detalhe de um turno (rótulo, valor, estilo).
    static func itensDoDetalhe(_ m: ModeloApp, _ tn: TurnoNaTela) -> [(String, String, Estilo)] {
        let t = tn.turno
        var itens: [(String, String, Estilo)] = [
            (Textos.Rotulos.quando, Formatacao.periodo(t.vaga.periodo, hoje: m.agora), .normal),
            (Textos.Rotulos.onde, t.vaga.local.endereco, .normal),
            (Textos.Rotulos.valor, t.valorAcordado.descricao, .negrito),
        ]
        // RN10: o contato só existe depois da confirmação; a API nem o devolve antes.
        if let c = t.estabelecimento.contato {
            let partes = [c.whatsapp.map { Textos.Comum.whatsapp($0) }, c.email].compactMap { $0 }
            itens.append((Textos.Rotulos.contato, partes.isEmpty ? "—" : partes.joined(separator: " · "), .normal))
        }
        let naFila = tn.pendentes.map(\.acao)
        let checkinNaFila = naFila.contains { if case .registrarCheckin = $0 { true } else { false } }
        let checkoutNaFila = naFila.contains { if case .registrarCheckout = $0 { true } else { false } }
        itens.append((Textos.Rotulos.presenca, t.checkin.map {
            Formatacao.registro("check-in", $0, confirmavel: t.estado != .cancelada, naFila: checkinNaFila)
        } ?? Textos.Turnos.semCheckin, .normal))
        if let c = t.checkout { itens.append(("", Formatacao.registro("check-out", c, confirmavel: false, naFila: checkoutNaFila), .normal)) }
        if t.estado == .cancelada {
            itens.append((Textos.Rotulos.situacao, Formatacao.cancelado(t.cancelamento, quemLe: .profissional, hoje: m.agora), .aviso))
        } else if checkinNaFila {
            // Ainda não enviado: só o servidor verifica a presença, a tela não a dá por verificada antes.
            itens.append((Textos.Rotulos.situacao, Textos.Turnos.checkinNaFilaSemVerificacao, .aviso))
        } else {
            itens.append((Textos.Rotulos.situacao, Formatacao.verificacao(t.verificacao), t.temPresencaVerificada() ? .sucesso : .normal))
        }
        if let a = t.minhaAvaliacao {
            itens.append((Textos.Rotulos.avaliacao, a ? Textos.Turnos.chamariaDeNovo : Textos.Turnos.naoChamariaDeNovo, .normal))
        } else if t.podeAvaliar {
            itens.append((Textos.Rotulos.avaliacao, Textos.Turnos.podeAvaliar, .aviso))
        }
        for item in tn.acoes {
            let texto: String
            if item.estado == .rejeitada {
                texto = "\(Textos.recusada(item.acao)) \(Formatacao.hora(item.tocadoEm)): \(item.ultimoErro ?? Textos.Comum.semMotivoInformado)"
            } else {
                texto = Textos.Turnos.aguardandoEnvio(Formatacao.tipoDeAcao(item.acao), Formatacao.hora(item.tocadoEm))
            }
            itens.append((Textos.Rotulos.fila, texto, item.estado == .rejeitada ? Estilo(.negrito, cor: .erro) : .aviso))
        }
        return itens
    }
}

enum TelaPerfil {
    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        guard area.altura >= 16 else { desenharRolando(m, &q, area); return }
        desenharEmDuasPartes(m, &q, area)
    }

    /// Tela baixa (40×12): o perfil e, logo abaixo, a sincronização com a altura que ela
    /// pede, numa coluna só que J/K rola; nada fica cortado sem jeito de ver.
    static func desenharRolando(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        Telas.rolando(&q, area, rolagem: m.detalhe.rolagem) { v, a in
            var perfil = Quadro(largura: a.largura, altura: Telas.tetoDaRolagem)
            // Carregando ou com erro, a frase ocupa poucas linhas (sem o recuo das telas altas).
            let alturaDoPerfil = m.perfil.valor == nil ? 5 : Telas.tetoDaRolagem
            desenharEmDuasPartes(m, &perfil, Retangulo(x: 0, y: 0, largura: a.largura, altura: alturaDoPerfil), soPerfil: true)
            let alturaPerfil = usadas(perfil)
            v.colar(perfil, x: 0, y: 0)
            var sync = Quadro(largura: a.largura, altura: Telas.tetoDaRolagem)
            desenharSincronizacao(m, &sync, Retangulo(x: 0, y: 0, largura: a.largura, altura: Telas.tetoDaRolagem))
            // A caixa do tamanho do que tem dentro.
            let alturaSync = min(Telas.tetoDaRolagem - alturaPerfil, usadasDentro(sync) + 1)
            desenharSincronizacao(m, &v, Retangulo(x: 0, y: alturaPerfil, largura: a.largura, altura: alturaSync))
        }
    }

    static func usadas(_ q: Quadro) -> Int {
        (0..<q.tamanho.altura).last { y in (0..<q.tamanho.largura).contains { q[$0, y] != .branca } }.map { $0 + 1 } ?? 0
    }

    /// Linhas com texto dentro da caixa (sem contar a borda de baixo, que vai até o fim).
    static func usadasDentro(_ q: Quadro) -> Int {
        (1..<(q.tamanho.altura - 1)).last { y in (1..<(q.tamanho.largura - 1)).contains { q[$0, y] != .branca } }.map { $0 + 1 } ?? 1
    }

    static func desenharEmDuasPartes(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo, soPerfil: Bool = false) {
        let pequeno = soPerfil
        let alturaSync = pequeno ? 0 : min(max(7, m.fila.itens.count + 6 + (m.fila.rejeitadas > 0 ? 3 : 0)), area.altura / 2 + 2)
        let (cima, baixo) = area.cortarBase(alturaSync)
        if !Telas.estadoNaoConteudo(m.perfil, &q, cima, carregando: Textos.Perfil.carregando, offlineForcado: m.offlineForcado), let p = m.perfil.valor {
            var itens: [(String, String, Estilo)] = [
                (Textos.Rotulos.nome, p.nome, .negrito),
                (Textos.Rotulos.perfil, Formatacao.perfilCurto(p.perfil), .normal),
                (Textos.Rotulos.reputacao, p.reputacao.descricao(), .normal),
            ]
            // Comparecimento é do profissional (A11); o contratante não tem.
            if p.perfil == .profissional { itens.append((Textos.Rotulos.presenca, Formatacao.taxa(p.reputacao) ?? Textos.Comum.semHistorico, .normal)) }
            if let f = p.funcoes, !f.isEmpty { itens.append((Textos.Rotulos.funcoes, f.map(Formatacao.funcao).joined(separator: ", "), .normal)) }
            if let b = p.base { itens.append((Textos.Rotulos.base, Formatacao.pontoBase(b), .normal)) }
            if let d = p.disponivel {
                itens.append((Textos.Rotulos.disponivel, d ? Textos.Perfil.disponivel : Textos.Perfil.indisponivel, d ? .sucesso : .aviso))
            }
            if let e = p.estabelecimento {
                itens.append((Textos.Rotulos.local, Textos.Perfil.estabelecimento(e.nome, papel: p.papel) + (e.endereco.map { " · \($0)" } ?? ""), .normal))
            }
            if pequeno { itens.remove(at: 1) }  // o perfil já está na linha de status
            Telas.pares(itens, &q, pequeno ? cima.cortarEsquerda(1).1 : cima.recuado(1).cortarEsquerda(1).1, rotulo: 12, maxLinhas: pequeno ? 8 : 2)
        }
        guard !baixo.vazio else { return }
        desenharSincronizacao(m, &q, baixo)
    }

    static func desenharSincronizacao(_ m: ModeloApp, _ q: inout Quadro, _ baixo: Retangulo) {
        q.caixa(baixo, titulo: Textos.Rotulos.sincronizacao)
        let d = baixo.recuado(1).cortarEsquerda(1).1
        let con = m.conectado ? Textos.Rotulos.online : (m.offlineForcado ? Textos.Perfil.offlineForcado : Textos.Perfil.offlineSemResposta)
        var itens: [(String, String, Estilo)] = [
            (Textos.Rotulos.conexao, con, m.conectado ? .sucesso : .aviso),
            (Textos.Rotulos.ultima, m.ultimaSincronizacao.map { "\(Formatacao.hora($0)) (\(Formatacao.idade(m.agora.timeIntervalSince($0))))" } ?? Textos.Perfil.nenhumaSincronizacao, .normal),
        ]
        let f = m.fila
        var resumo = "\(Textos.contagem(f.pendentes, "pendente", "pendentes")), \(Textos.recusadas(f.rejeitadas))"
        if f.drenando { resumo += " · enviando…" }
        // O erro de um item que já saiu da fila (dispensado, enviado) não diz mais nada.
        if let e = f.ultimoErro, f.pendentes + f.rejeitadas > 0 { resumo += Textos.Perfil.ultimoErro(e) }
        itens.append((Textos.Rotulos.fila, resumo, .normal))
        Telas.pares(itens, &q, d, rotulo: 10)
        var y = d.y + itens.count
        let sel = m.selecionado(.perfil)
        if f.rejeitadas > 0, y < d.fimY {
            q.escrever(Textos.Perfil.dicaDoPainel, x: d.x, y: y, limite: d.largura - 1, estilo: .suave)
            y += 1
        }
        let inicio = max(0, min(sel - (d.fimY - y) / 2, f.itens.count - (d.fimY - y)))
        for (i, item) in f.itens.enumerated().dropFirst(inicio) where y < d.fimY {
            let estado = Textos.estadoNaFila(item.estado) + (item.estado == .rejeitada ? ": \(item.ultimoErro ?? Textos.Comum.semMotivoInformado)" : "")
            // A ação diz de qual turno é: sem isso uma recusa não se explica.
            let deQual = Telas.nomeDoTurno(m, item.acao.turnoId).map { " · \($0)" } ?? ""
            var s = Textos.Perfil.itemDaFila(Formatacao.tipoDeAcao(item.acao), Formatacao.hora(item.tocadoEm), deQual, estado, tentativas: item.tentativas)
                + (item.ultimaTentativaEm.map { Textos.Perfil.ultimaTentativa(Formatacao.hora($0)) } ?? "")
            if item.estado == .pendente, let e = item.ultimoErro { s += " · \(e)" }
            let marcado = i == sel
            let estilo: Estilo = marcado ? .selecionado : (item.estado == .rejeitada ? Estilo(.negrito, cor: .erro) : .normal)
            // A selecionada quebra em linhas: o motivo da recusa se lê inteiro.
            let linhas = marcado ? Texto.quebrar("› " + s, largura: max(1, d.largura - 1)) : ["• " + s]
            for l in linhas where y < d.fimY {
                q.escrever(l, x: d.x, y: y, limite: d.largura - 1, estilo: estilo)
                y += 1
            }
        }
    }
}

extension Pagina {
    public static let turnos = Pagina("turnos")
    public static let perfil = Pagina("perfil")
}

extension FuncionalidadeDosTurnos: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension FuncionalidadeDoPerfil: FuncionalidadeDaTela {
    public static var estadoInicial: Estado { Estado() }
}

extension ModeloApp {
    public var turnosDaConta: FuncionalidadeDosTurnos.Estado {
        get { estados[FuncionalidadeDosTurnos.self] }
        set { estados[FuncionalidadeDosTurnos.self] = newValue }
    }
    public var turnos: EstadoTela<ListaDeTurnos> { get { turnosDaConta.lista } set { turnosDaConta.lista = newValue } }
    public var perfilDaConta: FuncionalidadeDoPerfil.Estado {
        get { estados[FuncionalidadeDoPerfil.self] }
        set { estados[FuncionalidadeDoPerfil.self] = newValue }
    }
    public var perfil: EstadoTela<Perfil> { get { perfilDaConta.perfil } set { perfilDaConta.perfil = newValue } }
}

extension ModeloApp {
    /// Os turnos como a tela mostra (filtro e ordem): a seleção aponta para esta lista.
    public var turnosVisiveis: [TurnoNaTela] { TelaTurnos.filtro.visiveis(self) }
}

extension TelaTurnos {
    static let filtro = FiltroNaLista<TurnoNaTela>("turnos", colunas: { ColunasDasListas.turnos(agora: $0.agora) },
                                                   itens: { $0.turnos.valor?.turnos ?? [] }, id: { $0.id },
                                                   selecao: { $0.selecionado(.turnos) }, selecionar: { $0.selecao[.turnos] = $1 })

    static let registro = RegistroDaPagina(
        pagina: .turnos, titulo: Textos.Rotulos.turnos,
        teclas: [.profissional: ("turnos", Teclas.turnos)],
        desenhar: { TelaTurnos.desenhar($0, &$1, $2) },
        itens: { $0.turnosVisiveis.count },
        funcionalidades: [.de(FuncionalidadeDosTurnos.self,
                              montar: { $0.profissional ? $0.montarTurnos() : nil },
                              antes: { m in (primeiraCarga: m.turnos.valor == nil, ids: m.turnosVisiveis.map(\.id)) },
                              reagir: reagir)],
        porQueNao: { m, c in
            switch c {
            case .abrir:
                return m.turnoSelecionado() == nil ? Textos.PorQueNao.selecioneUmTurno : nil
            case .checkin, .checkout, .avaliar, .cancelar, .bloquear, .incluirNaEquipe:
                guard let t = m.turnoSelecionado() else { return Textos.PorQueNao.selecioneUmTurno }
                return m.porQueNaoNoTurno(c, t)
            default: return nil
            }
        },
        semRede: { _, c in c == .bloquear ? .bloqueio : nil },
        agir: agir,
        carregar: { $0.turnos(.carregar) },
        modo: { TelaTurnos.filtro.modo($0) },
        tabelasDosModos: [("filtroDaLista", Teclas.filtroDaLista)],
        rolagemMaxima: rolagemMaxima,
        mover: { app, delta in
            app.m.detalhe.rolagem = 0  // outro turno: o detalhe dele começa do topo
            app.moverSelecao(.turnos, delta)
        },
        turnos: { m in m.turnos.valor?.turnos.map(\.turno) ?? [] })

    /// O detalhe do turno selecionado no tamanho mínimo: o que não cabe rola com J/K.
    static func rolagemMaxima(_ m: ModeloApp, corpo: Int) -> Int {
        var rascunho = Quadro(Telas.minimo)
        guard let tn = TelaTurnos.filtro.selecionado(m) else { return 0 }
        let itens = TelaTurnos.itensDoDetalhe(m, tn)
        let altura = corpo - 2 - TelaTurnos.linhasDoAvisoDeConexao(m)
        let dentro = Retangulo(x: 0, y: 0, largura: Telas.minimo.largura - 3, altura: max(1, altura))
        let r = Telas.rolando(&rascunho, dentro, rolagem: 0) { v, a in Telas.pares(itens, &v, a, rotulo: 10, maxLinhas: 8) }
        return max(0, r.total - dentro.altura)
    }

    /// O que as teclas dos Turnos fazem: cada uma abre a pergunta sobre o turno selecionado.
    static func agir(_ app: inout AppFrila, _ c: ComandoDaTela) -> [Efeito<Evento>]? {
        if let r = filtro.agir(&app, c) { return r }
        switch c {
        case .mostrarId:
            return app.mostrarId(Textos.Filtro.turno, app.turnoSelecionado()?.id, comandos: Textos.Filtro.comandosDoTurno)
        case .checkin, .checkout:
            guard let t = app.turnoSelecionado() else { return [] }
            let entrada = c == .checkin
            // O campo abre com a posição configurada (apagá-la não perde nada).
            let padrao = app.amb.posicaoPadrao.map { "\($0.latitude),\($0.longitude)" } ?? ""
            app.m.dialogo = .campo(titulo: entrada ? Textos.Turnos.tituloCheckin : Textos.Turnos.tituloCheckout,
                                   linhas: ["\(Formatacao.funcao(t.vaga.funcao)) · \(t.estabelecimento.nome) · \(t.vaga.local.endereco)",
                                            Textos.Turnos.suaPosicao
                                                + (entrada ? Textos.Turnos.semLocalizacaoNoCheckin
                                                           : Textos.Turnos.semLocalizacaoNoCheckout)],
                                   rotulo: Textos.Rotulos.posicao, entrada ? checkin(t.id, inicial: padrao) : checkout(t.id, inicial: padrao))
        case .avaliar:
            guard let t = app.turnoSelecionado() else { return [] }
            let id = t.id
            func avaliar(_ sim: Bool) -> RespostaDoDialogo { RespostaDoDialogo("avaliar", id) { $0.turnos(.avaliar(id, chamariaDeNovo: sim)) + $0.statusEfeito() } }
            app.m.dialogo = .perguntar(titulo: Textos.Rotulos.avaliar, linhas: [Textos.Turnos.trabalhariaDeNovo(t.estabelecimento.nome),
                                                                   Textos.Turnos.respostasDaAvaliacao], sim: avaliar(true), nao: avaliar(false))
        case .cancelar:
            guard let t = app.turnoSelecionado() else { return [] }
            // A pergunta diz antes se conta como falta e pede o motivo.
            let limite = Textos.horas(Regras.antecedenciaSemFalta), id = t.id
            app.m.dialogo = .campo(titulo: Textos.Turnos.tituloCancelar,
                                   linhas: [t.cancelamentoContaComoFalta(agora: app.m.agora)
                                                ? Textos.Turnos.contaComoFalta(limite)
                                                : Textos.Turnos.naoContaComoFalta(limite),
                                            Textos.Turnos.posicaoReaberta],
                                   rotulo: Textos.Rotulos.motivo, .motivo("cancelarTurno", id) { $0.turnos(.cancelar(id, motivo: $1)) })
        case .bloquear:
            guard let t = app.turnoSelecionado() else { return [] }
            // RF26 é com o estabelecimento (não com a conta de quem publicou, que pode sair).
            let conta = t.estabelecimento.id
            app.m.dialogo = .simNao(titulo: Textos.Rotulos.bloquear, linhas: [Textos.Comum.bloquear(t.estabelecimento.nome),
                                                                 Textos.Comum.bloqueioEsconde],
                                    pergunta: PerguntaSimNao(sim: RespostaDoDialogo("bloquear", conta) { $0.listas(.bloquear(conta)) }))
        default:
            return nil
        }
        return []
    }

    /// Check-in e check-out: a posição digitada (vazio: sem localização) vai com a ação, e a fila é relida.
    static func checkin(_ id: UUID, inicial: String) -> CampoDoDialogo {
        .posicao("checkin", id, inicial: inicial) { $0.turnos(.checkin(id, posicao: $1)) + $0.statusEfeito() }
    }

    static func checkout(_ id: UUID, inicial: String) -> CampoDoDialogo {
        .posicao("checkout", id, inicial: inicial) { $0.turnos(.checkout(id, posicao: $1)) + $0.statusEfeito() }
    }

    /// Nova leitura: a idade dos dados (só os do servidor) e a seleção no mesmo turno.
    static func reagir(_ app: inout AppFrila, _ a: FuncionalidadeDosTurnos.Acao,
                       _ antes: (primeiraCarga: Bool, ids: [UUID])) -> [Efeito<Evento>] {
        switch a {
        case .carregou, .falhou, .pendencias:
            let e = app.m.turnos
            app.chegou(.turnos, e.valor != nil && e.valor?.doCache == false)
            let l = app.m.turnosVisiveis
            app.manterSelecao(.turnos, antes: antes.ids, depois: l.map(\.id))
            app.conferirFaixaDaVaga()
            app.conferirFaixaDoAviso()  // "já dá para avaliar" de um turno já avaliado sai
            // Na primeira carga, começa no primeiro turno que ainda não acabou.
            if antes.primeiraCarga, let i = l.firstIndex(where: { $0.turno.vaga.periodo.fim > app.m.agora }) {
                app.m.selecao[.turnos] = i
            }
        default: break
        }
        return []
    }
}

extension TelaPerfil {
    static let registro = RegistroDaPagina(
        pagina: .perfil, titulo: Textos.Rotulos.perfil,
        teclas: [.profissional: ("perfilProfissional", Teclas.perfilProfissional),
                 .contratante: ("perfilContratante", Teclas.perfilContratante)],
        desenhar: { m, q, area in
            if m.secaoDoPerfil != nil { TelaListaDoPerfil.desenhar(m, &q, area) } else { TelaPerfil.desenhar(m, &q, area) }
        },
        itens: { $0.fila.itens.count },  // o painel de sincronização
        funcionalidades: [
            .de(FuncionalidadeDoPerfil.self, montar: { $0.montarPerfil },
                reagir: { app, a in
                    guard case .lido = a else { return [] }
                    app.chegou(.perfil, app.m.perfil.valor != nil)
                    // O papel lido vai também ao núcleo da gestão da vaga (o operador não publica nem cancela).
                    return app.enviar(FuncionalidadeDaGestaoDaVaga.self, .papelLido(app.m.papel))
                }),
            .de(FuncionalidadeDasListas.self, montar: { $0.montarListas() },
                reagir: TelaListaDoPerfil.reagir),
        ],
        porQueNao: { m, c in
            switch c {
            case .sincronizar:
                guard m.conta != nil else { return Textos.PorQueNao.carregandoConta }
                return m.offlineForcado ? Textos.PorQueNao.modoOffline : nil
            case .sairDaConta:
                return m.conta != nil ? nil : Textos.PorQueNao.carregandoConta
            case .alternarDisponibilidade:
                return m.perfil.valor == nil ? Textos.PorQueNao.perfilNaoCarregou : nil
            case .dispensarRecusada, .retentarRecusada:
                guard let i = m.itemDaFilaSelecionado() else {
                    return c == .dispensarRecusada ? Textos.PorQueNao.nadaADispensar : Textos.PorQueNao.nadaATentarDeNovo
                }
                return i.estado == .rejeitada ? nil : Textos.PorQueNao.acaoNaoRecusada
            default: return nil
            }
        },
        agir: agir,
        carregar: { $0.enviar(FuncionalidadeDoPerfil.self, .carregar) },
        modo: { m in
            m.secaoDoPerfil.map { s in
                LinhasDaLista.filtro(s).modo(m) ?? ModoDaPagina(tabela: Teclas.listaDoPerfil, tecla: { $0.teclaNaListaDoPerfil($1) })
            }
        },
        tabelasDosModos: [("listaDoPerfil", Teclas.listaDoPerfil), ("filtroDaLista", Teclas.filtroDaLista)],
        rolagemMaxima: rolagemMaxima,
        mover: { app, delta in
            app.moverSelecao(.perfil, delta)
            app.m.detalhe.rolagem = rolagemAteASelecao(app.m)  // a selecionada à vista
        },
        mostraTurnos: false,
        // Um aviso (escolha, cancelamento) muda a lista das candidaturas, se é ela a aberta.
        aoChegarAviso: { app, soVagasNovas in
            soVagasNovas || app.m.secaoDoPerfil != .candidaturas ? [] : app.listas(.carregar(.candidaturas))
        })

    /// A página inteira no tamanho mínimo: o que passa do corpo rola com J/K.
    static func rolagemMaxima(_ m: ModeloApp, corpo: Int) -> Int {
        var rascunho = Quadro(Telas.minimo)
        let area = Retangulo(x: 0, y: 0, largura: Telas.minimo.largura, altura: corpo)
        var total = 0
        Telas.rolando(&rascunho, area, rolagem: 0) { v, a in
            var inteiro = Quadro(largura: a.largura, altura: Telas.tetoDaRolagem)
            TelaPerfil.desenharRolando(m, &inteiro, Retangulo(x: 0, y: 0, largura: a.largura, altura: Telas.tetoDaRolagem))
            total = TelaPerfil.usadas(inteiro)
            v.colar(inteiro, x: 0, y: 0)
        }
        return max(0, total - corpo)
    }

    /// A rolagem (no tamanho mínimo) que põe à vista a ação da fila selecionada no Perfil:
    /// j/k nela não some abaixo do corte.
    static func rolagemAteASelecao(_ m: ModeloApp) -> Int {
        let corpo = Telas.minimo.altura - 3
        var inteiro = Quadro(largura: Telas.minimo.largura, altura: Telas.tetoDaRolagem)
        TelaPerfil.desenharRolando(m, &inteiro, Retangulo(x: 0, y: 0, largura: Telas.minimo.largura, altura: Telas.tetoDaRolagem))
        // A linha da selecionada é a desenhada no estilo de seleção (dentro da caixa, coluna 2).
        guard let y = (0..<Telas.tetoDaRolagem).first(where: { inteiro[2, $0].estilo == .selecionado }) else { return m.detalhe.rolagem }
        return min(max(0, y - corpo / 2), Telas.rolagemMaxima(m))
    }

    /// O que as teclas do Perfil fazem: as listas, a disponibilidade e o painel de sincronização.
    static func agir(_ app: inout AppFrila, _ c: ComandoDaTela) -> [Efeito<Evento>]? {
        switch c {
        case .abrirCandidaturas: return app.abrirLista(.candidaturas)
        case .abrirHistorico: return app.abrirLista(.historico)
        case .abrirBloqueios: return app.abrirLista(.bloqueios)
        case .abrirEquipe: return app.abrirLista(.equipe)
        case .dispensarRecusada, .retentarRecusada:
            guard let item = app.itemDaFilaSelecionado() else { return [] }
            return app.sincronizacao(c == .dispensarRecusada ? .dispensar(item) : .retentar(item))
        case .alternarDisponibilidade:
            return app.enviar(FuncionalidadeDoPerfil.self, .alternarDisponibilidade)
        case .sincronizar:
            guard app.sincro != nil else { return [] }
            app.dizer(.andamento(Textos.Rotulos.sincronizando))
            return app.sincronizacao(.sincronizarAgora) + app.m.paginas.flatMap { app.carregar($0) }
        case .sairDaConta:
            // Com a fila como está agora: quem sai precisa saber que as ações dela ficam.
            guard let s = app.sincro else { return [] }
            return [.tarefa { .pedidoDeSairDaConta(await s.ler().fila) }]
        default:
            return nil
        }
    }
}

extension ModeloApp {
    func turnoSelecionado() -> Turno? { TelaTurnos.filtro.selecionado(self)?.turno }

    func itemDaFilaSelecionado() -> ItemDaFila? {
        let itens = self.fila.itens
        return itens.indices.contains(self.selecionado(.perfil)) ? itens[self.selecionado(.perfil)] : nil
    }
}

extension AppFrila {
    func turnoSelecionado() -> Turno? { m.turnoSelecionado() }
    func itemDaFilaSelecionado() -> ItemDaFila? { m.itemDaFilaSelecionado() }
}

extension AppFrila {
    mutating func turnos(_ a: FuncionalidadeDosTurnos.Acao) -> [Efeito<Evento>] { enviar(FuncionalidadeDosTurnos.self, a) }
}
