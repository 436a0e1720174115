import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// X na lista de vagas: o custo vem antes, na própria pergunta; sem motivo não cancela.
@MainActor
struct CancelarVagaNaTUITests {
    /// `comLeitora`: com uma página a mais que lê a gestão ao entrar (`TelaQueLeAGestao`).
    @Test(arguments: [false, true])
    func custoAntesEMotivoObrigatorio(_ comLeitora: Bool) async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev", paginas: comLeitora ? TelaQueLeAGestao.paginas : Paginas.todas)
        let marca = await mundo.gestao.chamadas.count
        _ = await rodar(&app, app.tecla(.caractere("2")))
        let vaga = Fx.vagasBruno[0]
        await mundo.gestao.definir(custo: .success(CustoDoCancelamento(
            vagaId: vaga.id, inicio: vaga.periodo.inicio, menosDe24h: true, contaComoFalta: true, turnosConfirmados: 1,
            profissionais: [ResumoDaConta(id: Fx.ana.id, nome: "Ana Souza")], candidaturasPendentes: 0, posicoesAbertas: 0)))
        let x = Teclas.vagas.atalhos.first { $0.acao == .cancelarVaga }!.teclas[0]
        _ = await rodar(&app, app.tecla(x))
        guard case .texto(let titulo, let linhas, _, _, let c)? = app.m.dialogo, c.eh("cancelarVaga", vaga.id) else {
            Issue.record("devia perguntar com o custo: \(String(describing: app.m.dialogo))"); return
        }
        #expect(titulo == "Cancelar a vaga inteira")
        #expect(app.m.mensagem?.texto != AppFrila.calculandoCusto, "a resposta chegou: o aviso de passagem sai da linha de status")
        #expect(!app.m.historico.contains { $0.texto == AppFrila.calculandoCusto }, "aviso de passagem não entra no histórico (m)")
        #expect(linhas.contains { $0.contains("Ana Souza") } && linhas.contains { $0.hasPrefix("Conta como falta do estabelecimento") })
        #expect(await mundo.gestao.chamadas(desde: marca) == ["previa"])
        let enter = Teclas.dialogoTexto.atalhos.first { $0.acao == .confirmar }!.teclas[0]
        _ = await rodar(&app, app.tecla(enter))
        #expect(app.m.dialogo != nil && app.m.erroNoDialogo == Falha.motivoVazio.frase, "sem motivo, a pergunta fica")
        for ch in "chuva" { _ = app.tecla(.caractere(ch)) }
        _ = await rodar(&app, app.tecla(enter))
        #expect(await mundo.gestao.chamadas(desde: marca) == ["previa", "cancelar:chuva"])
        #expect(app.m.mensagem?.texto == "Vaga \(Formatacao.funcao(vaga.funcao)) \(Formatacao.diaComSemana(vaga.periodo.inicio)) cancelada. "
                + "1 turno cancelado; o profissional foi avisado. Contou como falta (menos de 24 h do início).", "de qual vaga, no singular certo")
    }

    /// Vaga começada (o banco a marca encerrada; a tela diz "em andamento"): o X diz a verdade
    /// (já começou, cancele os turnos com x), não "já está encerrada", e nem pede o custo.
    @Test func vagaEmAndamentoRecusaDizendoQueJaComecou() async {
        let mundo = Mundo()
        let b = Fx.vagasBruno[0]
        let andamento = Vaga(id: b.id, funcao: b.funcao, periodo: Periodo(inicio: Fx.h(-1), fim: Fx.h(3)), local: b.local, valor: b.valor,
                             inclusos: b.inclusos, modo: b.modo, estado: .encerrada, posicoesTotal: b.posicoesTotal, posicoesAbertas: 0,
                             posicoes: b.posicoes)
        await mundo.vagas.definir(minhas: [andamento])
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        let marca = await mundo.gestao.chamadas.count
        _ = await rodar(&app, app.tecla(.caractere("2")))
        #expect(Formatacao.situacaoDaVaga(andamento.estado, andamento.periodo, agora: app.m.agora) == "em andamento")
        let x = Teclas.vagas.atalhos.first { $0.acao == .cancelarVaga }!.teclas[0]
        _ = await rodar(&app, app.tecla(x))
        #expect(app.m.dialogo == nil)
        #expect(app.m.mensagem?.texto == Textos.impedimento(ImpedimentoDoCancelamentoDaVaga.emAndamento))
        #expect(app.m.mensagem?.texto.contains("encerrada") == false)
        #expect(await mundo.gestao.chamadas(desde: marca).isEmpty)
        // O `frila cancelar-vaga` manda à mesma gestão a vaga que leu: o mesmo impedimento, sem ir ao servidor.
        guard let gestao = app.funcionalidade(FuncionalidadeDaGestaoDaVaga.self) else { Issue.record("sem a gestão"); return }
        var cli = Executor(gestao, estado: .init())
        let d = await cli.enviar(.cancelar(andamento.id, motivo: "chuva", vaga: andamento))
        guard case .recusada(.recusa(let chave, let frase), _)? = d?.resultado else { Issue.record("devia recusar: \(String(describing: d))"); return }
        #expect(chave == "vaga_encerrada")
        // O mesmo impedimento; a frase aponta o caminho de quem lê (x na tela, o comando sem ela).
        #expect(frase == Textos.impedimento(ImpedimentoDoCancelamentoDaVaga.emAndamento, naTela: false))
        #expect(frase != app.m.mensagem?.texto)
        #expect(frase?.contains("frila cancelar TURNO") == true)
        #expect(d?.severidade == .erro)
        #expect(await mundo.gestao.chamadas(desde: marca).isEmpty)
    }

    @Test func abrirAVagaMostraOsNumerosDoDespacho() async {
        let mundo = Mundo()
        let vaga = Fx.vagasBruno[0]
        let zero = NumerosDoDespacho(incluidos: 0, retidos: 0, avisados: 0, entregues: 0, falhas: 0)
        await mundo.gestao.definir(despacho: DespachoDaVaga(
            vagaId: vaga.id, estado: .publicada, levaAtual: 2, proximaLevaEm: nil, posicoesTotal: 2, posicoesAbertas: 2,
            emAlerta: true, levas: [], totais: zero,
            candidaturas: ContagemDeCandidaturas(total: 0, pendentes: 0, aceitas: 0, recusadas: 0, retiradas: 0, expiradas: 0)))
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere("2")))
        _ = await rodar(&app, app.tecla(.enter))
        let linha = app.m.despachoDasVagas[vaga.id] ?? ""
        #expect(linha.hasPrefix("leva 2 · 0 na leva") && linha.contains("ninguém alcançado"))
        #expect(Telas.desenhar(app.m, Tamanho(largura: 80, altura: 24)).texto.contains("Despacho: leva 2"))
    }
}

/// O contratante é avisado como o profissional: banner e campainha quando alguém pega uma
/// posição, se candidata, faz check-in manual ou cancela; aviso de antes da sessão não toca.
@MainActor
struct AvisosDoContratanteTests {
    static func aviso(_ tipo: TipoDeAviso, em: Date, nome: String = "Ana Souza") -> NotificacaoRecebida {
        .aviso(Aviso(id: UUID(), tipo: tipo, vagaId: Fx.vagasBruno[0].id, funcao: .garcom, inicio: Fx.h(3),
                     estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"), em: em, turnoId: UUID(),
                     candidaturaId: nil, profissional: ResumoDaConta(id: Fx.ana.id, nome: nome), motivo: nil, contaComoFalta: nil))
    }

    @Test func avisoNovoViraBannerECampainha() async {
        let mundo = Mundo()
        let antigo = Self.aviso(.candidaturaNova, em: Fx.h(-2), nome: "Antigo")
        await mundo.gestao.definir(notificacoes: [antigo])
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        // O de antes de abrir (nunca anunciado neste aparelho) vira faixa ao abrir, sem campainha.
        #expect(app.m.banner?.hasPrefix("Antigo se candidatou") == true)
        await mundo.gestao.definir(notificacoes: [antigo, Self.aviso(.posicaoTomada, em: Fx.h(0.01))])
        let sinos = await rodar(&app, app.tique(Fx.agora.addingTimeInterval(AppFrila.intervaloNotificacoes + 1)))
        #expect(app.m.banner == "Ana Souza pegou uma posição de Garçom de \(Formatacao.hora(Fx.h(3))).")
        #expect(sinos == 1)
        #expect(Telas.desenhar(app.m, Tamanho(largura: 80, altura: 24)).texto.contains("★ Ana Souza pegou"))
        // Sem nada novo, nada de novo banner nem campainha.
        app.m.banner = nil
        let de_novo = await rodar(&app, app.tique(Fx.agora.addingTimeInterval(2 * AppFrila.intervaloNotificacoes + 2)))
        #expect(app.m.banner == nil && de_novo == 0)
    }

    /// A faixa sai quando o que ela anuncia deixa de ser verdade: o turno que alguém pegou foi
    /// cancelado, o check-in manual já foi confirmado (como a faixa de vaga nova com o feed).
    @Test func faixaDoAvisoSaiQuandoDeixaDeValer() async {
        let base = Fx.vagasBruno[1]
        let turno = base.posicoes[0].turno!
        func vaga(posicoes: [Posicao], cancelados: [TurnoCanceladoNaVaga] = []) -> Vaga {
            Vaga(id: base.id, funcao: base.funcao, periodo: base.periodo, local: base.local, valor: base.valor, inclusos: base.inclusos,
                 modo: base.modo, estado: .publicada, posicoesTotal: base.posicoesTotal, posicoesAbertas: 1,
                 posicoes: posicoes, cancelados: cancelados)
        }
        func aviso(_ tipo: TipoDeAviso, turno id: UUID = turno.id) -> NotificacaoRecebida {
            .aviso(Aviso(id: UUID(), tipo: tipo, vagaId: base.id, funcao: .garcom, inicio: base.periodo.inicio,
                         estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"), em: Fx.h(0.01), turnoId: id,
                         candidaturaId: nil, profissional: ResumoDaConta(id: Fx.ana.id, nome: "Ana Souza"), motivo: nil, contaComoFalta: nil))
        }
        // Pegou a posição; depois o turno é cancelado: a leitura das Vagas tira a faixa.
        let mundo = Mundo()
        await mundo.gestao.definir(notificacoes: [aviso(.posicaoTomada)])
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tique(Fx.agora.addingTimeInterval(AppFrila.intervaloNotificacoes + 1)))
        #expect(app.m.banner?.contains("pegou uma posição") == true)
        await rodar(&app, app.vagas(.carregar))
        #expect(app.m.banner != nil, "a leitura que ainda tem o turno de pé não tira a faixa")
        let cancelado = TurnoCanceladoNaVaga(id: turno.id, profissional: ResumoDaConta(id: Fx.ana.id, nome: "Ana Souza"),
                                             cancelamento: CancelamentoRegistrado(em: Fx.h(0.02), por: .profissional, autor: nil,
                                                                                  motivo: "Imprevisto", contaComoFalta: true))
        await mundo.vagas.definir(minhas: [vaga(posicoes: [Posicao(id: UUID(), estado: .aberta, turno: nil)] + base.posicoes.dropFirst(),
                                                cancelados: [cancelado])])
        await rodar(&app, app.vagas(.carregar))
        #expect(app.m.banner == nil, "o turno cancelado: a faixa de quem o pegou sai")

        // Check-in manual; depois confirmado: sai também.
        let confirmado = Fx.turno(210, inicio: -0.3, checkin: RegistroDePresenca(em: Fx.h(-0.2), tipo: .manual, distanciaMetros: 900,
                                                                                  confirmadoEm: Fx.h(0.02)))
        let mundo2 = Mundo()
        await mundo2.gestao.definir(notificacoes: [aviso(.checkinManual, turno: confirmado.id)])
        var app2 = await AppFrilaTests().entrar(mundo2, email: "bruno@frila.dev")
        _ = await rodar(&app2, app2.tique(Fx.agora.addingTimeInterval(AppFrila.intervaloNotificacoes + 1)))
        #expect(app2.m.banner?.contains("check-in manual") == true)
        await mundo2.vagas.definir(minhas: [vaga(posicoes: [Posicao(id: base.posicoes[0].id, estado: .confirmada, turno: confirmado)])])
        await rodar(&app2, app2.vagas(.carregar))
        #expect(app2.m.banner == nil, "check-in confirmado: nada mais a confirmar")
    }

    /// Em Vagas ou Perfil o aviso também aparece: o banner não depende da página aberta.
    @Test(arguments: ["2", "3"])
    func avisoApareceEmQualquerPagina(_ tecla: String) async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere(Character(tecla))))
        #expect(app.m.tela != .pagina(.acompanhamento))
        await mundo.gestao.definir(notificacoes: [Self.aviso(.posicaoTomada, em: Fx.h(0.01))])
        let sinos = await rodar(&app, app.tique(Fx.agora.addingTimeInterval(AppFrila.intervaloNotificacoes + 1)))
        #expect(sinos == 1)
        for t in [Tamanho(largura: 80, altura: 24), Tamanho(largura: 40, altura: 12)] {
            #expect(Telas.desenhar(app.m, t).texto.contains("★ Ana Souza"), "\(t)")
        }
    }
}

/// D na lista de vagas: a vaga vira o começo de uma nova (tudo copiado menos a data).
@MainActor
struct DuplicarVagaNaTUITests {
    @Test func duplicarAbreOFormularioPreenchidoSemAData() async {
        let mundo = Mundo()
        await mundo.gestao.definir(rascunho: RascunhoDeVaga(funcao: .bartender, inicio: Fx.h(-48), fim: Fx.h(-42),
                                                            valor: Dinheiro(centavos: 22050), refeicao: true, transporte: false,
                                                            exigeMaterialProprio: true, modo: .urgencia, posicoes: 3,
                                                            endereco: "SCLS 405, Asa Sul", ponto: Coordenada(latitude: -15.81, longitude: -47.89)))
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere("2")))
        let d = Teclas.vagas.atalhos.first { $0.acao == .duplicarVaga }!.teclas[0]
        _ = await rodar(&app, app.tecla(d))
        guard let f = app.m.formulario else { Issue.record("o formulário devia abrir"); return }
        #expect(f.valores[.funcao] == "Bartender" && f.valores[.valor] == "220,50" && f.valores[.posicoes] == "3")
        #expect(f.valores[.material] == "sim" && f.valores[.endereco] == "SCLS 405, Asa Sul")
        #expect(f.valores[.data] == nil && f.foco == .data)
        #expect(f.valores[.inicio] == Formatacao.hora(Fx.h(-48)))
    }
}

/// O aviso que chega depois da primeira sondagem, sem nenhum antes dele, vira banner na
/// seguinte: o corte é o começo da sessão, não o instante de cada sondagem.
@MainActor
struct AvisoEntreSondagensTests {
    @Test func avisoDepoisDaPrimeiraSondagemChega() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        let primeira = Fx.agora.addingTimeInterval(AppFrila.intervaloNotificacoes + 1)
        #expect(await rodar(&app, app.tique(primeira)) == 0 && app.m.banner == nil)
        await mundo.gestao.definir(notificacoes: [AvisosDoContratanteTests.aviso(.posicaoTomada, em: primeira.addingTimeInterval(3))])
        let sinos = await rodar(&app, app.tique(primeira.addingTimeInterval(AppFrila.intervaloNotificacoes + 1)))
        #expect(sinos == 1)
        #expect(app.m.banner?.hasPrefix("Ana Souza pegou") == true)
    }
}

/// t num profissional que a tela já sabe bloqueado diz o porquê antes de perguntar; a pergunta
/// do b conta que bloquear também tira da equipe de confiança (o banco faz isso).
@MainActor
struct EquipeEBloqueioNaTUITests {
    func noProfissional(_ mundo: Mundo) async -> (AppFrila, ParteDoTurno)? {
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere("2")))
        _ = app.tecla(.caractere("j"))
        _ = await rodar(&app, app.tecla(.enter))
        guard let prof = app.turnoDaVaga()?.profissional else { Issue.record("devia haver um profissional selecionado"); return nil }
        return (app, prof)
    }

    @Test func tNumBloqueadoDizOPorqueSemPerguntar() async {
        let mundo = Mundo()
        guard case (var app, let prof)? = await noProfissional(mundo) else { return }
        app.m.listas.bloqueios = .conteudo([Bloqueio(contaId: prof.id, nome: prof.nome, perfil: .profissional, estabelecimento: nil,
                                                     em: Fx.h(-1), autor: ResumoDaConta(id: Fx.bruno.id, nome: "Bruno"))])
        let t = Teclas.vagas.atalhos.first { $0.acao == .incluirNaEquipe }!.teclas[0]
        _ = await rodar(&app, app.tecla(t))
        #expect(app.m.dialogo == nil, "bloqueado: nada a confirmar")
        #expect(app.m.mensagem?.texto == Textos.Vagas.bloqueadoNaoEntraNaEquipe(prof.nome))
        // Não bloqueado: a pergunta de sempre.
        app.m.listas.bloqueios = .conteudo([])
        _ = await rodar(&app, app.tecla(t))
        guard case .simNao(_, let linhas, let p)? = app.m.dialogo, p.eh("incluirNaEquipe", prof.id) else { Issue.record("devia perguntar"); return }
        #expect(linhas.first == "Incluir \(prof.nome) na equipe de confiança?")
    }

    @Test func abrirAVagaLeOsBloqueadosEOTJaDizSemPassarPeloPerfil() async {
        let mundo = Mundo()
        guard case (var app, let prof)? = await noProfissional(mundo) else { return }
        await mundo.gestao.definir(bloqueios: [Bloqueio(contaId: prof.id, nome: prof.nome, perfil: .profissional, estabelecimento: nil,
                                                        em: Fx.h(-1), autor: ResumoDaConta(id: Fx.bruno.id, nome: "Bruno"))])
        _ = await rodar(&app, app.tecla(.esc))
        _ = await rodar(&app, app.tecla(.enter))
        #expect(app.turnoDaVaga()?.profissional?.id == prof.id)
        #expect(app.m.listas.bloqueios.valor?.map(\.contaId) == [prof.id], "o detalhe leu os bloqueados")
        #expect(!Telas.rodape(app.m, largura: 200).contains("t equipe"), "o rodapé não oferece o t")
        let t = Teclas.vagas.atalhos.first { $0.acao == .incluirNaEquipe }!.teclas[0]
        _ = await rodar(&app, app.tecla(t))
        #expect(app.m.dialogo == nil)
        #expect(app.m.mensagem?.texto == FuncionalidadeDasListas.impedimentoDaInclusao(prof.id, bloqueios: app.m.listas.bloqueios.valor)?.frase())
        #expect(app.m.mensagem?.texto == Textos.Vagas.bloqueadoNaoEntraNaEquipe(prof.nome))
    }

    @Test func perguntaDoBloqueioDizQueTiraDaEquipe() async {
        guard case (var app, let prof)? = await noProfissional(Mundo()) else { return }
        let b = Teclas.vagas.atalhos.first { $0.acao == .bloquear }!.teclas[0]
        _ = await rodar(&app, app.tecla(b))
        guard case .simNao(_, let linhas, let p)? = app.m.dialogo, p.eh("bloquear", prof.id) else { Issue.record("devia perguntar"); return }
        #expect(linhas.contains { $0.contains("equipe de confiança") })
    }
}
