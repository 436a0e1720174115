import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// Cada tela em cada estado, a 80×24 e a 40×12. Regenerar: FRILA_ATUALIZAR_SNAPSHOTS=1.
struct TelasSnapshotTests {
    static let casos: [(String, ModeloApp)] = {
        var c: [(String, ModeloApp)] = []
        // Login
        var login = ModeloApp(agora: Fx.agora, dica: "Contas da demo: ana@frila.dev, bruno@frila.dev, carla@frila.dev · senha frila123")
        c.append(("login-vazio", login))
        login.login.email = "ana@frila.dev"; login.login.senha = "segredo"; login.login.campo = .senha
        login.sessao.sessao = .erro(ErroDaTela(.credenciaisInvalidas, frase: "E-mail ou senha incorretos."))
        c.append(("login-erro", login))
        login.sessao = FuncionalidadeDaSessao.Estado(); login.login.enviando = true
        c.append(("login-carregando", login))
        // Offline forçado do testador depois de sair da conta: o login diz como desligar.
        var loginOff = ModeloApp(agora: Fx.agora, dica: nil)
        loginOff.offlineForcado = true; loginOff.online = false
        c.append(("login-offline-forcado", loginOff))
        loginOff.login.email = "carla@frila.dev"; loginOff.login.senha = "frila123"; loginOff.login.campo = .senha
        loginOff.login.problema = .offlineForcado
        c.append(("login-offline-forcado-enter", loginOff))
        var loginAviso = ModeloApp(agora: Fx.agora, dica: nil)
        loginAviso.dialogo = .aviso(titulo: "Atenção", linhas: [
            "Os dados locais em /home/ana/.local/share/frila/frila.sqlite estavam ilegíveis (arquivo não é SQLite) e foram "
            + "movidos para frila.sqlite.corrompido-1796072520. O cache de turnos e a fila offline recomeçam vazios."])
        c.append(("login-aviso-dados-ilegiveis", loginAviso))

        // Criar conta (do login): vazio, profissional preenchido, contratante com problemas e a recusa do servidor.
        var cad = ModeloApp(agora: Fx.agora, dica: nil)
        cad.cadastro = FuncionalidadeDoCadastro.Estado(email: "paula@teste.dev")
        c.append(("cadastro-vazio", cad))
        var pro = FuncionalidadeDoCadastro.Estado()
        pro.perfil = .profissional
        pro.valores = [.nome: "Paula Nova", .email: "paula@teste.dev", .senha: "segredo123", .funcoes: "garcom,bartender", .base: "Asa Sul"]
        pro.foco = .senha
        cad.cadastro = pro
        c.append(("cadastro-profissional", cad))
        var con = FuncionalidadeDoCadastro.Estado()
        let semRede = FuncionalidadeDoCadastro(porta: PortaDeCadastroQueNaoResponde())
        _ = semRede.atualizar(&con, .digitar("c"))
        con.valores = [.nome: "Carlos", .email: "carlos@", .senha: "abc", .estabelecimento: "Bar do Teste"]
        // Enter com campos faltando: o desfecho inválido volta e marca os campos.
        if let d = CasoDeUsoCadastro.invalido(con.formulario) { _ = semRede.atualizar(&con, .respondido(d)) }
        cad.cadastro = con
        c.append(("cadastro-contratante-invalido", cad))
        var rec = pro
        rec.recusa = Desfecho(.cadastrar(perfil: .profissional, resposta: .senhaFraca([.curta, .vazada])),
                              .recusada(RecusaDoCadastro.senhaFraca([.curta, .vazada]).falha, item: nil))
        cad.cadastro = rec
        c.append(("cadastro-senha-fraca", cad))
        var desc = pro
        desc.perguntandoDescarte = true
        cad.cadastro = desc
        c.append(("cadastro-descartar", cad))
        var conf = ModeloApp(agora: Fx.agora, dica: nil)
        conf.login.email = "paula@teste.dev"; conf.login.campo = .senha; conf.login.aviso = Textos.fraseConfirmarEmail
        c.append(("login-confirmar-email", conf))

        // Feed
        var feed = Fx.modelo(Fx.ana, .feed)
        c.append(("feed-carregando", feed))
        feed.feed = .conteudo(Fx.vagas)
        c.append(("feed-conteudo", feed))
        feed.selecao[.feed] = 1
        feed.banner = "Vaga nova: Garçom sex 04/12 18:00 · R$ 150,00 · Bar do Cerrado"
        feed.mensagem = Mensagem("Que pena, alguém chegou antes (às 18:03)")
        c.append(("feed-banner", feed))
        var feedDet = Fx.modelo(Fx.ana, .feed); feedDet.feed = .conteudo(Fx.vagas); feedDet.detalhe.abrir()
        c.append(("feed-detalhe", feedDet))
        var f = Fx.modelo(Fx.ana, .feed); f.feed = .vazio(Mensagens.semVagas)
        c.append(("feed-vazio", f))
        // Com o perfil e os turnos lidos, o vazio diz os motivos que se aplicam a ela.
        var fm = f
        fm.perfil = .conteudo(Fx.perfilAna); fm.turnos = .conteudo(Fx.listaTurnos)
        c.append(("feed-vazio-motivos", fm))
        f.feed = .erro(ErroDaTela(.erroDoServidor(status: 500), frase: "O servidor do Frila falhou (erro 500). Tente de novo em instantes."))
        c.append(("feed-erro", f))
        var off = Fx.modelo(Fx.ana, .feed); off.feed = .conteudo(Fx.vagas); off.offlineForcado = true
        off.mensagem = Mensagem(Mensagens.candidaturaOffline, tipo: .erro)
        c.append(("feed-offline", off))
        // Vaga noutro ano: a lista e o detalhe mostram o ano (a 40 colunas, a data no lugar da hora).
        var ano = Fx.modelo(Fx.ana, .feed); ano.feed = .conteudo(Array(Fx.vagas.prefix(2)) + [Fx.vagaAno3000])
        ano.selecao[.feed] = 2
        c.append(("feed-outro-ano", ano))
        ano.detalhe.abrir()
        c.append(("feed-outro-ano-detalhe", ano))
        // Filtro enquanto digita ("asa" casa com os bairros Asa Sul e Asa Norte) e ordem por valor,
        // com o detalhe de uma vaga que entra na madrugada e um estabelecimento com reputação.
        var filtro = Fx.modelo(Fx.ana, .feed); filtro.feed = .conteudo(Fx.vagas)
        filtro.filtroFeed.texto = "asa"; filtro.filtrandoFeed = true
        c.append(("feed-filtro-digitando", filtro))
        filtro.filtroFeed.texto = "nada disso"
        c.append(("feed-filtro-sem-resultado", filtro))
        let madrugada = VagaDoFeed(id: UUID(), funcao: .bartender, periodo: Periodo(inicio: Fx.h(7), fim: Fx.h(13)),
                                   valor: Dinheiro(centavos: 30000),
                                   inclusos: Inclusos(refeicao: true, transporte: true, exigeMaterialProprio: false), modo: .urgencia,
                                   estabelecimento: Fx.cerrado, bairro: "Asa Sul", distanciaMetros: 1200, posicoesAbertas: 1,
                                   minhaCandidatura: nil,
                                   reputacaoDoEstabelecimento: Reputacao(positivas: 6, total: 7, taxaComparecimento: nil, turnosConsiderados: 7))
        var ordem = Fx.modelo(Fx.ana, .feed); ordem.feed = .conteudo(Fx.vagas + [madrugada])
        ordem.filtroFeed.ordem = .valor; ordem.selecao[.feed] = 1; ordem.detalhe.abrir()
        c.append(("feed-ordem-valor-detalhe", ordem))
        // Listas do perfil: o histórico (paginado, com mais) e a equipe vazia do contratante.
        var hist2 = Fx.modelo(Fx.ana, .perfil); hist2.secaoDoPerfil = .historico; hist2.listas.proximoCursor = "c1"
        func noHistorico(_ situacao: SituacaoNoHistorico, _ f: Funcao, _ inicio: String, _ bairro: String, _ centavos: Int, _ onde: String,
                         cancelado: CancelamentoRegistrado? = nil, dei: Bool?) -> TurnoNoHistorico {
            let i = ISO8601DateFormatter().date(from: inicio)!
            return TurnoNoHistorico(id: UUID(), vagaId: UUID(), situacao: situacao, funcao: f, periodo: Periodo(inicio: i, fim: i + 6 * 3600),
                                    bairro: bairro, valorAcordado: Dinheiro(centavos: centavos),
                                    estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: onde),
                                    profissional: ResumoDaConta(id: Fx.ana.id, nome: "Ana"), cancelamento: cancelado,
                                    avaliacaoDoProfissional: dei, avaliacaoDoContratante: nil)
        }
        hist2.listas.historico = .conteudo([
            noHistorico(.cumprido, .garcom, "2026-10-01T21:00:00Z", "Asa Sul", 15000, "Bar do Cerrado", dei: true),
            noHistorico(.cancelado, .bartender, "2026-09-07T01:00:00Z", "Asa Norte", 22050, "Sushi",
                        cancelado: CancelamentoRegistrado(em: Fx.agora, por: .contratante, autor: nil, motivo: "chuva", contaComoFalta: true),
                        dei: nil),
        ])
        c.append(("perfil-historico", hist2))
        var histF = hist2; histF.filtros["historico"] = FiltroDaLista(coluna: "inicio", sentido: .crescente)
        c.append(("perfil-historico-ordem", histF))
        var eq = Fx.modelo(Fx.bruno, .perfil); eq.secaoDoPerfil = .equipe; eq.listas.equipe = .vazio(Textos.semEquipe)
        c.append(("perfil-equipe-vazia", eq))
        var ajuda = Fx.modelo(Fx.ana, .feed); ajuda.feed = .conteudo(Fx.vagas); ajuda.ajudaAberta = true
        c.append(("feed-ajuda", ajuda))
        ajuda.rolagem = 5
        c.append(("feed-ajuda-rolada", ajuda))
        ajuda.rolagem = 1_000  // o fim: o que o mouse faz, depois das teclas
        c.append(("feed-ajuda-mouse", ajuda))
        var hist = Fx.modelo(Fx.ana, .feed); hist.feed = .conteudo(Fx.vagas); hist.historicoAberto = true
        hist.historico = [Mensagem("Check-in registrado às 14:20.", tipo: .sucesso, em: Fx.h(-0.2)),
                          Mensagem("O Frila recusou o check-in: Check-in só a partir de 1 h antes do início do turno; tente de novo mais perto do horário.",
                                   tipo: .erro, em: Fx.h(-0.1)),
                          Mensagem("Atualizando…", em: Fx.agora)]
        c.append(("feed-mensagens", hist))

        // Turnos
        var t = Fx.modelo(Fx.ana, .turnos)
        c.append(("turnos-carregando", t))
        t.turnos = .conteudo(Fx.listaTurnos); t.fila = Fx.fila
        c.append(("turnos-conteudo-fila-recusada", t))
        t.selecao[.turnos] = 1
        c.append(("turnos-checkin-aguardando-envio", t))
        var tcan = Fx.modelo(Fx.ana, .turnos); tcan.detalhe.abrir()
        tcan.turnos = .conteudo(ListaDeTurnos(turnos: [Fx.turnoCancelado] + Fx.listaTurnos.turnos, doCache: false, guardadoEm: nil))
        c.append(("turnos-cancelado-pelo-contratante", tcan))
        var tc = Fx.modelo(Fx.ana, .turnos); tc.online = false; tc.fila = Fx.fila
        tc.turnos = .conteudo(ListaDeTurnos(turnos: Fx.listaTurnos.turnos, doCache: true, guardadoEm: Fx.h(-2)))
        c.append(("turnos-offline-cache", tc))
        var tv = Fx.modelo(Fx.ana, .turnos); tv.turnos = .vazio(Mensagens.semTurnos)
        c.append(("turnos-vazio", tv))
        tv.turnos = .erro(ErroDaTela(.sessaoExpirada))
        c.append(("turnos-erro", tv))
        var dlg = Fx.modelo(Fx.ana, .turnos); dlg.turnos = .conteudo(Fx.listaTurnos)
        dlg.dialogo = .texto(titulo: "Check-in (entrada)", linhas: ["Garçom · Bar do Cerrado · SCLS 405 Bloco C, Asa Sul",
                             "Sua posição agora (lat,lng). Só a distância até o endereço é enviada, com a hora do toque. Deixe vazio para \"sem localização\": o check-in vira manual e espera o contratante."],
                             rotulo: "Posição", valor: "-15.8,-47.9", campo: TelaTurnos.checkin(Fx.id(200), inicial: ""))
        c.append(("turnos-dialogo-checkin", dlg))
        dlg.dialogo = .texto(titulo: "Cancelar turno", linhas: ["Atenção: faltam menos de 24 h para o início; este cancelamento conta como falta.", "A posição é reaberta. Informe o motivo."],
                             rotulo: "Motivo", valor: "", campo: .motivo("cancelarTurno", Fx.id(200)) { _, _ in [] })
        c.append(("turnos-dialogo-cancelar", dlg))

        // Perfil
        var p = Fx.modelo(Fx.ana, .perfil)
        c.append(("perfil-carregando", p))
        p.perfil = .conteudo(Fx.perfilAna); p.fila = Fx.fila; p.ultimaSincronizacao = Fx.h(-0.1)
        c.append(("perfil-conteudo-fila", p))
        var pr = Fx.modelo(Fx.ana, .perfil); pr.perfil = .conteudo(Fx.perfilAna); pr.fila = Fx.fila
        pr.turnos = .conteudo(Fx.listaTurnos); pr.selecao[.perfil] = 1
        c.append(("perfil-fila-recusada-selecionada", pr))
        var pn = Fx.modelo(Fx.ana, .perfil); pn.perfil = .conteudo(Fx.perfilNovo); pn.offlineForcado = true
        c.append(("perfil-sem-historico-offline", pn))
        pn.perfil = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
        c.append(("perfil-erro", pn))
        var pb = Fx.modelo(Fx.bruno, .perfil); pb.perfil = .conteudo(Fx.perfilBruno)
        c.append(("perfil-contratante", pb))

        // Acompanhamento
        var a = Fx.modelo(Fx.bruno, .acompanhamento)
        c.append(("acompanhamento-carregando", a))
        a.pendentes = .conteudo(Fx.pendentesBruno); a.alertas = .conteudo(Fx.painel)
        c.append(("acompanhamento-conteudo", a))
        var av = Fx.modelo(Fx.bruno, .acompanhamento)
        av.pendentes = .vazio(Mensagens.semCheckinsPendentes); av.alertas = .vazio(Mensagens.semAlertas)
        c.append(("acompanhamento-vazio", av))
        av.online = false; av.pendentes = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)); av.alertas = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
        c.append(("acompanhamento-offline", av))
        var ar = Fx.modelo(Fx.bruno, .acompanhamento)
        let rejeitada = Fx.item(4, .confirmarCheckinManual(turno: Fx.id(204)), estado: .rejeitada, tentativas: 1,
                                erro: "O turno foi cancelado.")
        ar.pendentes = .conteudo([Fx.pendentesBruno[0], TurnoNaTela(turno: Fx.pendentesBruno[1].turno, acoes: [rejeitada])])
        ar.alertas = .conteudo(Fx.painel)
        ar.fila = StatusDaFila(pendentes: 0, rejeitadas: 1, idadeDaMaisAntiga: nil, ultimoDrenoOk: Fx.h(-0.05), ultimoErro: nil,
                               drenando: false, proximaTentativaEm: nil, itens: [rejeitada])
        ar.selecao[.acompanhamento] = 1
        ar.mensagem = Mensagem("O turno foi cancelado.", tipo: .erro)
        c.append(("acompanhamento-fila-recusada", ar))
        // O atraso selecionado mostra o contato inteiro (RN10); Enter abre o turno e a vaga.
        var aa = Fx.modelo(Fx.bruno, .acompanhamento)
        aa.pendentes = .conteudo(Fx.pendentesBruno); aa.alertas = .conteudo(Fx.painelComEmail)
        aa.selecao[.acompanhamento] = 3
        c.append(("acompanhamento-atraso-selecionado", aa))
        aa.detalhe.abrir()
        c.append(("acompanhamento-detalhe-atraso", aa))
        aa.selecao[.acompanhamento] = 0
        c.append(("acompanhamento-detalhe-checkin", aa))
        aa.selecao[.acompanhamento] = 2
        aa.vagas = .conteudo([Fx.vagaEmAlerta])
        let va = Fx.vagaEmAlerta
        aa.gestaoDaVaga.despachos[va.id] = DespachoDaVaga(
            vagaId: va.id, estado: va.estado, levaAtual: 2, proximaLevaEm: nil, posicoesTotal: va.posicoesTotal,
            posicoesAbertas: va.posicoesAbertas, emAlerta: true, levas: [],
            totais: NumerosDoDespacho(incluidos: 14, retidos: 0, avisados: 12, entregues: 9, falhas: 0),
            candidaturas: ContagemDeCandidaturas(total: 0, pendentes: 0, aceitas: 0, recusadas: 0, retiradas: 0, expiradas: 0))
        c.append(("acompanhamento-detalhe-alerta", aa))

        // Vagas
        var v = Fx.modelo(Fx.bruno, .vagas)
        c.append(("vagas-carregando", v))
        v.vagas = .conteudo(Fx.vagasBruno)
        c.append(("vagas-conteudo", v))
        v.detalhe.abrir(); v.selecaoCandidato = 1
        c.append(("vagas-candidatos", v))
        v.selecao[.vagas] = 1; v.selecaoCandidato = 0
        c.append(("vagas-posicoes", v))
        var vc = Fx.modelo(Fx.bruno, .vagas)
        vc.vagas = .conteudo([Fx.vagaEmAlerta]); vc.detalhe.abrir()
        c.append(("vagas-cancelados", vc))
        var vx = Fx.modelo(Fx.bruno, .vagas)
        vx.vagas = .conteudo([Fx.vagaCancelada] + Fx.vagasBruno)
        c.append(("vagas-vaga-cancelada", vx))
        vx.detalhe.abrir()
        c.append(("vagas-vaga-cancelada-detalhe", vx))
        // Filtro, ordem e recorte: o cabeçalho diz o que mudou; nada casa: a lista diz por quê.
        var vf = Fx.modelo(Fx.bruno, .vagas); vf.vagas = .conteudo(Fx.vagasBruno + [Fx.vagaCancelada])
        vf.filtros["vagas"] = FiltroDaLista(texto: "garc", coluna: "valor", sentido: .decrescente, recorte: "ativas")
        c.append(("vagas-filtro-ordem-recorte", vf))
        vf.filtros["vagas"] = FiltroDaLista(texto: "xyz", digitando: true)
        c.append(("vagas-filtro-nada-casa", vf))
        var vl = Fx.modelo(Fx.bruno, .vagas); vl.vagas = .conteudo(Fx.vagasBruno + [Fx.vagaCancelada])
        vl.dialogo = .aviso(titulo: Textos.Filtro.tituloDoId, linhas: [Textos.Filtro.idDe(Textos.Filtro.vaga, Fx.id(500).uuidString.lowercased())]
                            + Textos.Filtro.comandosDaVaga(Fx.id(500).uuidString.lowercased()))
        c.append(("vagas-id-para-scripts", vl))
        // O confirmado com check-in e check-out: o contratante vê que o turno acabou.
        var saiu = Fx.turno(230, inicio: -6, checkin: RegistroDePresenca(em: Fx.h(-6.1), tipo: .geolocalizado, distanciaMetros: 40),
                            verificacao: .verificado, profissional: "Gil Souto")
        try? saiu.registrarCheckout(distanciaMetros: 35, em: Fx.h(-1))
        let cumprida = Vaga(
            id: Fx.id(320), funcao: .garcom, periodo: Periodo(inicio: Fx.h(-6), fim: Fx.h(-1)), local: Fx.local("SCLS 405 Bloco C, Asa Sul"),
            valor: Dinheiro(centavos: 15000), inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false),
            modo: .urgencia, estado: .encerrada, posicoesTotal: 1, posicoesAbertas: 0, posicoesPreenchidas: 1,
            posicoes: [Posicao(id: Fx.id(630), estado: .cumprida, turno: saiu)])
        var vk = Fx.modelo(Fx.bruno, .vagas)
        vk.vagas = .conteudo([cumprida]); vk.detalhe.abrir()
        c.append(("vagas-checkout", vk))
        // O candidato que bloqueou o estabelecimento não se escolhe e diz por quê (selecionado).
        let b = Fx.vagasBruno[0]
        let comImpedido = Vaga(id: b.id, funcao: b.funcao, periodo: b.periodo, local: b.local, valor: b.valor, inclusos: b.inclusos,
                               modo: b.modo, posicoesTotal: 1, posicoesAbertas: 1, posicoes: b.posicoes,
                               candidaturas: [Fx.candidatos[0],
                                              Candidatura(id: Fx.id(402), estado: .pendente, em: Fx.h(-1),
                                                          profissional: Profissional(id: Fx.id(7), nome: "Rui Prado", reputacao: .semHistorico),
                                                          impedimento: .bloqueio)])
        var vi = Fx.modelo(Fx.bruno, .vagas)
        vi.vagas = .conteudo([comImpedido]); vi.detalhe.abrir(); vi.selecaoCandidato = 1
        c.append(("vagas-candidato-impedido", vi))
        var vv = Fx.modelo(Fx.bruno, .vagas); vv.vagas = .vazio(Mensagens.semMinhasVagas)
        c.append(("vagas-vazio", vv))
        vv.vagas = .erro(ErroDaTela(.erroDoServidor(status: 500), frase: "O servidor do Frila falhou (erro 500). Tente de novo em instantes."))
        c.append(("vagas-erro", vv))
        var vo = Fx.modelo(Fx.bruno, .vagas); vo.online = false; vo.vagas = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
        c.append(("vagas-offline", vo))
        var fr = Fx.modelo(Fx.ana, .feed); fr.feed = .conteudo(Fx.vagas); fr.fila = Fx.fila
        c.append(("feed-fila-recusada", fr))
        var form = Fx.modelo(Fx.bruno, .vagas); form.vagas = .conteudo(Fx.vagasBruno)
        var fv = FormularioVaga(); fv.valores[.funcao] = "Garçom"; fv.valores[.data] = "05/12/2026"; fv.valores[.inicio] = "18:00"
        fv.valores[.modo] = "seleção"; fv.foco = .valor; fv.valores[.valor] = "0"
        form.formulario = fv
        c.append(("vagas-formulario", form))
        fv.problemas = ["Informe o fim do turno.", "O valor precisa ser maior que zero.",
                        "Responda se a refeição está incluída (sim ou não).",
                        "Modo seleção só para vaga que começa daqui a 24 h ou mais; use urgência."]
        form.formulario = fv
        c.append(("vagas-formulario-problemas", form))
        return c
    }()

    @Test(arguments: casos.map(\.0))
    func tela(_ nome: String) {
        let m = Self.casos.first { $0.0 == nome }!.1
        Snapshot.verificar(Telas.desenhar(m, Tamanho(largura: 80, altura: 24)), "\(nome)-80x24")
        Snapshot.verificar(Telas.desenhar(m, Tamanho(largura: 40, altura: 12)), "\(nome)-40x12")
    }

    @Test func pequenoDemaisDizOQueFazer() {
        var m = Fx.modelo(Fx.ana, .feed); m.feed = .conteudo(Fx.vagas)
        let q = Telas.desenhar(m, Tamanho(largura: 20, altura: 10))
        Snapshot.verificar(q, "pequeno-20x10")
        #expect(q.texto.contains("pequeno"))
        // tamanhos absurdos não quebram
        _ = Telas.desenhar(m, Tamanho(largura: 1, altura: 1))
        _ = Telas.desenhar(m, Tamanho(largura: 0, altura: 0))
        _ = Telas.desenhar(m, Tamanho(largura: 300, altura: 100))
    }

    /// Toda tela, em todo estado, de 1×1 a 120×40: desenha sem quebrar, a linha de status
    /// fica na última linha a partir de 40×12, e abaixo disso vem o pedido de terminal maior.
    @Test func todasAsTelasEmMuitosTamanhos() {
        var mAjuda = Self.casos.first { $0.0 == "turnos-conteudo-fila-recusada" }!.1
        mAjuda.ajudaAberta = true
        for (nome, m) in Self.casos + [("ajuda", mAjuda)] {
            for w in [1, 5, 20, 39, 40, 41, 57, 80, 120] {
                for h in [1, 3, 10, 11, 12, 13, 24, 40] {
                    let q = Telas.desenhar(m, Tamanho(largura: w, altura: h))
                    #expect(q.tamanho == Tamanho(largura: w, altura: h))
                    if w >= 40, h >= 12 {
                        // "[perfil] ● online …", ou estreita com mensagem só o sinal: "● │ …"
                        let status = q.linha(h - 1)
                        #expect(["[", "●", "○"].contains { status.hasPrefix($0) }, "\(nome) \(w)x\(h)")
                    } else if w >= 20, h >= 4 {
                        #expect(q.texto.contains("pequeno"), "\(nome) \(w)x\(h)")
                    }
                }
            }
        }
    }

    /// Todos os tamanhos entre 40×12 e 100×30 desenham sem sair da grade e mantêm a
    /// linha de status na última linha.
    @Test func degradaEntreTamanhos() {
        var m = Fx.modelo(Fx.ana, .turnos); m.turnos = .conteudo(Fx.listaTurnos); m.fila = Fx.fila
        for w in stride(from: 40, through: 100, by: 7) {
            for h in stride(from: 12, through: 30, by: 3) {
                let q = Telas.desenhar(m, Tamanho(largura: w, altura: h))
                #expect(q.linha(h - 1).hasPrefix("[profissional] ● online · fila 1"), "\(w)x\(h)")
                #expect(q.linha(0).contains("Turnos"), "\(w)x\(h)")
            }
        }
    }
}

/// Inválido não chega à porta: a dos snapshots falha se chegar.
private struct PortaDeCadastroQueNaoResponde: CadastroDeContaPort {
    func cadastrarConta(_ cadastro: Cadastro) async throws -> ResultadoDoCadastro { throw CancellationError() }
}
