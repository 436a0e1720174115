import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

struct FeedECandidaturaTests {
    func feed(_ vagas: VagasFalsas, _ conexao: ConexaoFalsa = ConexaoFalsa()) -> Executor<FuncionalidadeDoFeed> {
        Executor(FuncionalidadeDoFeed(vagas: vagas, conexao: conexao), estado: .init())
    }

    @Test func feedCarregaConteudoVazioEErro() async {
        let vagas = VagasFalsas()
        var f = feed(vagas)
        #expect(f.estado.vagas.estaCarregando)
        let v = vagaDoFeed()
        await vagas.definir(feed: .success([v]))
        await f.enviar(.carregar)
        #expect(f.estado.vagas == .conteudo([v]))
        await vagas.definir(feed: .success([]))
        await f.enviar(.carregar)
        #expect(f.estado.vagas == .vazio(Mensagens.semVagas))
        await vagas.definir(feed: .failure(.recusa("Conta suspensa.")))
        await f.enviar(.carregar)
        #expect(f.estado.vagas.mensagem == "Conta suspensa." && f.estado.vagas.falha?.passageira == false)
    }

    @Test func leituraVelhaQueChegaDepoisNaoApagaANova() {
        // Campainha e aviso pedem duas leituras; a segunda (depois do COMMIT) chega primeiro.
        let f = FuncionalidadeDoFeed(vagas: VagasFalsas(), conexao: ConexaoFalsa())
        var e = FuncionalidadeDoFeed.Estado()
        _ = f.atualizar(&e, .carregar)
        _ = f.atualizar(&e, .carregar)
        let velha = vagaDoFeed(), nova = vagaDoFeed(.bartender)
        _ = f.atualizar(&e, .lidoNaVez(.veio([nova]), pedido: 2))
        _ = f.atualizar(&e, .lidoNaVez(.veio([velha]), pedido: 1))
        #expect(e.vagas == .conteudo([nova]))
        _ = f.atualizar(&e, .carregar)
        _ = f.atualizar(&e, .lidoNaVez(.veio([velha]), pedido: 3))
        #expect(e.vagas == .conteudo([velha]), "a mais nova pedida vale, seja o que for")
    }

    @Test func feedOfflineDizQueNaoHaConexao() async {
        let vagas = VagasFalsas()
        var off = feed(vagas, ConexaoFalsa(.offline))
        await off.enviar(.carregar)
        #expect(off.estado.vagas.falha == .semConexao && off.estado.vagas.mensagem == Mensagens.feedOffline)
        #expect(await vagas.chamadas.isEmpty)
        var f = feed(vagas)
        await vagas.definir(feed: .failure(.semRede))
        await f.enviar(.carregar)
        #expect(f.estado.vagas.falha?.semRede == true && f.estado.vagas.mensagem == Mensagens.feedOffline)
    }

    @Test func feedCarregadoFicaQuandoARedeCai() async {
        let vagas = VagasFalsas(), conexao = ConexaoFalsa(.online)
        await vagas.definir(feed: .success([vagaDoFeed()]))
        var f = feed(vagas, conexao)
        await f.enviar(.carregar)
        await conexao.forcarOffline(true)
        await f.enviar(.carregar)
        #expect(f.estado.vagas.valor?.count == 1, "a lista de antes continua à vista, sem rede")
    }

    @Test func offlineConhecidoSondaAntesDeDesistir() async {
        let vagas = VagasFalsas(), conexao = ConexaoFalsa(.offline)
        await conexao.definir(aposSondar: .online)
        await vagas.definir(feed: .success([vagaDoFeed()]))
        var f = feed(vagas, conexao)
        await f.enviar(.carregar)
        #expect(f.estado.vagas.valor?.count == 1)
        #expect(await conexao.sondas == 1)
        // modo forçado: nem sonda
        let forcada = ConexaoFalsa(.online)
        await forcada.forcarOffline(true)
        await forcada.definir(aposSondar: .online)
        var f2 = feed(vagas, forcada)
        await f2.enviar(.carregar)
        #expect(f2.estado.vagas.falha?.semRede == true && f2.estado.vagas.mensagem == Mensagens.feedOffline)
        #expect(await forcada.sondas == 0)
    }

    @Test func notificacoesNovasSoUmaVez() async {
        let vagas = VagasFalsas()
        let n = Notificacao(id: UUID(), vagaId: UUID(), funcao: .garcom, inicio: t0, valor: Dinheiro(centavos: 1), modo: .urgencia,
                            estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar"), enviadaEm: t0 - 60)
        await vagas.definir(notificacoes: [n])
        var f = feed(vagas)
        await f.enviar(.buscarNotificacoes)
        #expect(f.estado.novasNotificacoes == [n])
        await f.enviar(.buscarNotificacoes)
        #expect(f.estado.novasNotificacoes.isEmpty)
        #expect(await vagas.desdes == [nil, t0 - 60])
    }

    @Test(arguments: [
        (ResultadoDaCandidatura.vagaPreenchida(em: t0 + 180), "Que pena, alguém chegou antes (às 18:03)"),
        (.vagaEncerrada, "Vaga encerrada"), (.inelegivel(motivo: "fora do raio"), "Você não pode pegar esta vaga: fora do raio"),
        (.contaSuspensa, "Conta suspensa"), (.confirmada(turno()), "Confirmada! Garçom sex 18/12 18:00–00:00 (+1) · Bar do Cerrado."),
    ])
    func candidaturaMostraOResultado(_ r: ResultadoDaCandidatura, _ texto: String) async throws {
        let vagas = VagasFalsas()
        await vagas.definir(candidatura: .success(r))
        var f = feed(vagas)
        let vaga = UUID()
        let d = try #require(await f.enviar(.candidatar(vaga)))
        #expect(d.acao == .candidatar(vaga: vaga, resultado: r))
        #expect(d.frase == texto)
        let confirmada: Bool = if case .confirmada = r { true } else { false }
        #expect(d.deuCerto == confirmada, "perder a corrida não é sucesso")
        let esperada: Severidade = switch r {
        case .confirmada: .sucesso
        case .vagaPreenchida, .vagaEncerrada: .info  // perder a corrida não é erro (RN19)
        default: .erro
        }
        #expect(d.severidade == esperada)
        #expect(f.estado.candidatando.isEmpty, "a resposta libera a vaga para outro toque")
    }

    @Test func candidaturaOfflineERecusadaAquiMesmo() async throws {
        let vagas = VagasFalsas()
        var off = feed(vagas, ConexaoFalsa(.offline))
        let d0 = try #require(await off.enviar(.candidatar(UUID())))
        #expect(d0.resultado == .semConexao)
        #expect(await vagas.chamadas.isEmpty, "nunca vai para a rede nem para a fila")
        var f = feed(vagas)
        await vagas.definir(candidatura: .failure(.semRede))
        let d = try #require(await f.enviar(.candidatar(UUID())))
        // O pedido saiu e a resposta não veio: pode ter sido confirmada; não dá para dizer
        // "tente quando a rede voltar" como se nada tivesse acontecido.
        #expect(d.resultado == .falhaPassageira(.semConexao))
        #expect(d.frase == Mensagens.candidaturaSemResposta)
        #expect(await vagas.chamadas.count == 1)
    }

    @Test func segundoToqueEnquantoACandidaturaAndaNaoMandaOutra() {
        let f = FuncionalidadeDoFeed(vagas: VagasFalsas(), conexao: ConexaoFalsa())
        var e = FuncionalidadeDoFeed.Estado()
        let vaga = UUID()
        #expect(f.atualizar(&e, .candidatar(vaga)).count == 1)
        #expect(e.candidatando == [vaga])
        guard case .tarefa = f.atualizar(&e, .candidatar(vaga)).first else { Issue.record("devia responder"); return }
        #expect(e.candidatando == [vaga], "o segundo toque não abre outra candidatura")
    }
}

@MainActor
struct TurnosTests {
    struct Montagem {
        let turnos = TurnosFalsos(), cache = CacheFalso(agora: t0), fila = FilaFalsa(agora: t0), conexao: ConexaoFalsa
        var t: Executor<FuncionalidadeDosTurnos>
        init(_ estado: EstadoConexao = .online, agora: Date = t0 + 60, posicao: Coordenada? = nil) {
            conexao = ConexaoFalsa(estado)
            t = Executor(FuncionalidadeDosTurnos(conta: contaAna, turnos: turnos, cache: cache, fila: fila, conexao: conexao,
                                                 relogio: RelogioFixo(agora), localizacao: PosicaoFalsa(posicao)), estado: .init())
        }
        var estado: EstadoTela<ListaDeTurnos> { t.estado.lista }
        func turno(_ id: UUID) -> TurnoNaTela? { t.estado.turno(id) }
        mutating func carregar() async { await t.enviar(.carregar) }
        /// Manda a ação e devolve o desfecho dela (toda ação da pessoa tem um).
        @discardableResult
        mutating func enviar(_ a: FuncionalidadeDosTurnos.Acao) async -> Desfecho {
            guard let d = await t.enviar(a) else {
                Issue.record("\(a) terminou sem desfecho")
                return Desfecho(.retentar(turno: UUID()), .semConexao)
            }
            return d
        }
    }


    @Test func onlineCarregaDaAPIEGuardaNoCache() async {
        var m = Montagem()
        let t = turno()
        await m.turnos.definir(meus: .success([t]))
        await m.carregar()
        #expect(m.estado.valor?.turnos.map(\.turno) == [t])
        #expect(m.estado.valor?.doCache == false)
        #expect(await m.cache.porConta[contaAna] == [t])
    }

    @Test func offlineUsaOCacheMarcadoComoTal() async throws {
        var m = Montagem(.offline)
        let t = turno()
        try await m.cache.guardar([t], conta: contaAna)
        await m.carregar()
        let lista = try #require(m.estado.valor)
        #expect(lista.doCache && lista.guardadoEm == t0 && lista.turnos.map(\.turno) == [t])
        #expect(await m.turnos.chamadas.isEmpty)
    }

    @Test func semRedeNoMeioTambemCaiParaOCache() async throws {
        var m = Montagem()
        await m.turnos.definir(meus: .failure(.semRede))
        await m.carregar()
        #expect(m.estado == .vazio("Sem conexão e sem turnos guardados nas últimas 24 horas."))
        await m.turnos.definir(meus: .failure(.recusa("Sessão expirada.")))
        await m.carregar()
        #expect(m.estado.mensagem == "Sessão expirada.")
    }

    /// Servidor com problema: com o servidor respondendo 500/429/HTML/lixo, a lista sumia
    /// e o check-in pelos comandos sem tela era recusado em vez de ir para a fila.
    @Test func servidorComProblemaMostraOCacheComOMotivo() async throws {
        var m = Montagem()
        let t = turno()
        try await m.cache.guardar([t], conta: contaAna)
        await m.turnos.definir(meus: .failure(.servidorComProblema))
        await m.carregar()
        let lista = try #require(m.estado.valor)
        #expect(lista.doCache && lista.turnos.map(\.turno) == [t])
        #expect(lista.motivoDoCache == ErroFalso.servidorComProblema.mensagemParaPessoa)
        await m.turnos.definir(meus: .success([t]))
        await m.carregar()
        #expect(m.estado.valor?.doCache == false && m.estado.valor?.motivoDoCache == nil)
    }

    @Test func servidorComProblemaSemCacheMostraOErroNaoVazio() async {
        var m = Montagem()
        await m.turnos.definir(meus: .failure(.servidorComProblema))
        await m.carregar()
        #expect(m.estado == .erro(ErroDaTela(.erroDoServidor(status: 500))))
    }

    @Test func checkinOfflineVaiParaAFilaSoComADistanciaEApareceNoTurno() async throws {
        var m = Montagem(.offline)
        let t = turno()
        try await m.cache.guardar([t], conta: contaAna)
        await m.carregar()
        // ~250 m ao norte do bar
        let posicao = Coordenada(latitude: pontoDoBar.latitude + 0.00225, longitude: pontoDoBar.longitude)
        let desfecho = await m.enviar(.checkin(t.id, posicao: posicao))
        let itens = await m.fila.itens
        #expect(itens.count == 1)
        guard case .registrarCheckin(let id, let d, let em) = itens[0].acao else { Issue.record("ação errada"); return }
        #expect(id == t.id && em == t0 + 60)
        #expect(abs((d ?? 0) - 250) < 2, "só a distância, medida no toque")
        let naTela = try #require(m.turno(t.id))
        #expect(naTela.turno.aguardandoConfirmacao)
        #expect(naTela.descricaoDasAcoes == ["check-in 18:01 · aguardando envio"])
        #expect(desfecho == Desfecho(.checkin(turno: t.id, em: t0 + 60, aguardaConfirmacao: true), .naFila(itens[0])))
        #expect(await m.fila.drenos == 0)
    }

    @Test func checkinOnlineDrenaERecarrega() async {
        var m = Montagem(posicao: pontoDoBar)
        let t = turno()
        await m.turnos.definir(meus: .success([t]))
        await m.fila.definir(enviarAoDrenar: true)
        await m.carregar()
        let d = await m.enviar(.checkinComLocalizacao(t.id))
        #expect(await m.fila.drenos == 1)
        #expect(await m.turnos.chamadas == ["meusTurnos", "meusTurnos"])
        guard case .enviada = d.resultado else { Issue.record("devia ter saído: \(d)"); return }
        #expect(d.frase == "Check-in registrado às 18:01." && d.severidade == .sucesso)
    }

    @Test func checkinRecusadoPeloServidorNaoApareceComoRegistrado() async {
        // Dentro da janela do check-in (o domínio deixa), e o servidor recusa mesmo assim.
        var m = Montagem(agora: t0 - h(1), posicao: pontoDoBar)
        let t = turno()
        await m.turnos.definir(meus: .success([t]))
        await m.fila.definir(recusarAoDrenar: "Check-in só a partir de 1 h antes do início.")
        await m.carregar()
        let d = await m.enviar(.checkinComLocalizacao(t.id))
        guard case .recusada(let falha, let item?) = d.resultado else { Issue.record("devia ser recusa: \(d)"); return }
        #expect(falha == .recusa(chave: nil, frase: "Check-in só a partir de 1 h antes do início."))
        #expect(item.estado == .rejeitada && d.severidade == .erro)
        #expect(d.frase == "O Frila recusou o check-in: Check-in só a partir de 1 h antes do início.")
    }

    @Test func acaoSemTurnoNaoRepeteODesfechoAnterior() async {
        var m = Montagem(posicao: pontoDoBar)
        let t = turno()
        await m.turnos.definir(meus: .success([t]))
        await m.fila.definir(enviarAoDrenar: true)
        await m.carregar()
        #expect(await m.enviar(.checkinComLocalizacao(t.id)).deuCerto)
        let sumiu = UUID()
        let d = await m.enviar(.checkout(sumiu, posicao: nil))
        #expect(d == Desfecho(.checkout(turno: sumiu, em: t0 + 60), .recusada(.naoEncontrado, item: nil)))
    }

    @Test func semRedeATelaLeSoAJanelaDoCache() async throws {
        let cache = CacheFalso(agora: t0), conexao = ConexaoFalsa(.offline)
        let velho = turno(inicio: t0 - h(30)), proximo = turno(inicio: t0 + h(2)), depois = turno(inicio: t0 + h(20))
        try await cache.guardar([depois, velho, proximo], conta: contaAna)
        var vm = Executor(FuncionalidadeDosTurnos(conta: contaAna, turnos: TurnosFalsos(), cache: cache, fila: FilaFalsa(agora: t0),
                                                  conexao: conexao, relogio: RelogioFixo(t0), janelaDoCache: JanelaDoCache(atras: h(1), limite: 1)),
                          estado: .init())
        await vm.enviar(.carregar)
        #expect(vm.estado.lista.valor?.turnos.map(\.id) == [proximo.id], "o que já acabou fica fora, e só até o limite")
    }

    @Test func semRedeTUIEHeadlessLeemAMesmaJanelaQueALista() async throws {
        let cache = CacheFalso(agora: t0), conexao = ConexaoFalsa(.offline)
        let dias = Double(Limites.diasDeTurnosPassadosNaLista)
        let foraDaLista = turno(inicio: t0 - h(24 * (dias + 1)))
        let semanaPassada = turno(inicio: t0 - h(24 * 10)), ontem = turno(inicio: t0 - h(24)), amanha = turno(inicio: t0 + h(24))
        try await cache.guardar([amanha, foraDaLista, ontem, semanaPassada], conta: contaAna)
        // Sem dizer a janela (como o headless) e com a da tela (como a TUI): o mesmo conjunto.
        var semJanela = Executor(FuncionalidadeDosTurnos(conta: contaAna, turnos: TurnosFalsos(), cache: cache, fila: FilaFalsa(agora: t0),
                                                         conexao: conexao, relogio: RelogioFixo(t0)), estado: .init())
        var daTela = Executor(FuncionalidadeDosTurnos(conta: contaAna, turnos: TurnosFalsos(), cache: cache, fila: FilaFalsa(agora: t0),
                                                      conexao: conexao, relogio: RelogioFixo(t0), janelaDoCache: .daTela), estado: .init())
        await semJanela.enviar(.carregar)
        await daTela.enviar(.carregar)
        let esperado = [semanaPassada, ontem, amanha].map(\.id)
        #expect(semJanela.estado.lista.valor?.turnos.map(\.id) == esperado, "o que acabou há mais de \(Int(dias)) dias, a lista online também não traz")
        #expect(daTela.estado.lista.valor?.turnos.map(\.id) == esperado)
        #expect(JanelaDoCache.daTela.limite == Limites.itensMaximosPorLista)
    }

    @Test func semLocalizacaoViraManual() async throws {
        var m = Montagem(.offline)
        let t = turno()
        try await m.cache.guardar([t], conta: contaAna)
        await m.carregar()
        await m.enviar(.checkinComLocalizacao(t.id))
        guard case .registrarCheckin(_, nil, _) = await m.fila.itens.first?.acao else { Issue.record("devia ir sem distância"); return }
        #expect(m.turno(t.id)?.turno.checkin?.tipo == .manual)
    }

    @Test func checkoutSemCheckinEAvaliacaoAntesDoFimSaoRecusadosSemFila() async throws {
        var m = Montagem(.offline)
        let t = turno()
        try await m.cache.guardar([t], conta: contaAna)
        await m.carregar()
        #expect(await m.enviar(.checkout(t.id, posicao: nil)).resultado == .recusada(.presenca(.semCheckin), item: nil))
        let av = await m.enviar(.avaliar(t.id, chamariaDeNovo: true))
        #expect(av.resultado == .recusada(.avaliacao(.antesDoFim), item: nil) && av.severidade == .erro)
        #expect(await m.fila.itens.isEmpty)
    }

    @Test func avaliacaoDepoisDoFimComPresencaVaiParaAFila() async throws {
        var m = Montagem(.offline, agora: t0 + h(7))
        let t = turno(checkin: RegistroDePresenca(em: t0, tipo: .geolocalizado, distanciaMetros: 20), verificacao: .verificado)
        try await m.cache.guardar([t], conta: contaAna)
        await m.carregar()
        await m.enviar(.avaliar(t.id, chamariaDeNovo: false))
        #expect(await m.fila.itens.map(\.acao) == [.avaliar(turno: t.id, chamariaDeNovo: false)])
        #expect(m.turno(t.id)?.turno.minhaAvaliacao == false)
    }

    @Test func acaoRejeitadaApareceComOMotivo() async throws {
        var m = Montagem(.offline)
        let t = turno()
        try await m.cache.guardar([t], conta: contaAna)
        await m.carregar()
        await m.enviar(.checkin(t.id, posicao: pontoDoBar))
        await m.fila.rejeitar(1, motivo: "Turno cancelado.")
        await m.t.enviar(.recalcular)
        let naTela = try #require(m.turno(t.id))
        #expect(naTela.rejeitadas.count == 1 && naTela.pendentes.isEmpty)
        #expect(naTela.descricaoDasAcoes == ["check-in 18:01 · recusada: Turno cancelado."])
        #expect(naTela.turno.checkin == nil, "a recusada não finge que o check-in valeu")
    }

    @Test func cancelarTurnoJaCanceladoRecusaDizendoQuemCancelou() async {
        var m = Montagem(agora: t0 - h(2))
        let base = turno()
        let t = Turno(id: base.id, vagaId: base.vagaId, posicaoId: base.posicaoId, estado: .cancelada, vaga: base.vaga,
                      valorAcordado: base.valorAcordado, estabelecimento: base.estabelecimento, profissional: base.profissional,
                      cancelamento: Cancelamento(em: t0 - h(3), por: .contratante, contouComoFalta: false))
        await m.turnos.definir(meus: .success([t]))
        await m.carregar()
        let d = await m.enviar(.cancelar(t.id, motivo: "doente"))
        #expect(d.severidade == .erro && !d.deuCerto)
        #expect(d.falha?.chave == "turno_ja_cancelado")
        #expect(d.frase.hasPrefix("Este turno já estava cancelado pelo estabelecimento"))
        #expect(await !m.turnos.chamadas.contains("cancelar:doente"), "não finge um cancelamento novo")
    }

    @Test func cancelarTurnoQueJaTerminouRecusaSemIrAoServidor() async {
        var m = Montagem(agora: t0 + h(48))
        let t = turno()
        await m.turnos.definir(meus: .success([t]))
        await m.carregar()
        #expect(t.impedimento(.cancelar, agora: t0 + h(48), conectado: true) == .jaTerminou)
        let d = await m.enviar(.cancelar(t.id, motivo: "doente"))
        #expect(d.severidade == .erro && !d.deuCerto)
        #expect(d.falha?.chave == "turno_encerrado")
        #expect(d.frase == Textos.impedimento(.jaTerminou, quemLe: .profissional, hoje: t0 + h(48)), "a frase da tecla x e do frila cancelar")
        #expect(await !m.turnos.chamadas.contains("cancelar:doente"))
    }

    @Test func filaEDrenoDizemAAcaoEAHora() {
        let item = ItemDaFila(sequencia: 1, conta: UUID(), acao: .registrarCheckin(turno: UUID(), distanciaMetros: nil, em: t0),
                              chaveIdempotencia: "k", tocadoEm: t0, enfileiradoEm: t0, tentativas: 0, ultimoErro: nil, estado: .pendente)
        let naFila = Desfecho(AcaoDaPessoa(item.acao), .naFila(item))
        #expect(naFila.frase == "Check-in às \(Formatacao.hora(t0)) na fila: vai quando a rede voltar.")
        let recusado = ItemDaFila(sequencia: 1, conta: item.conta, acao: item.acao, chaveIdempotencia: "k", tocadoEm: t0,
                                  enfileiradoEm: t0, tentativas: 1, ultimoErro: "O check-in está fora do horário.", estado: .rejeitada,
                                  chaveDoErro: "fora_da_janela")
        let d = Desfecho.recusadaNoDreno(recusado, referente: "de \(Formatacao.hora(t0)) (Garçom)")
        #expect(d.severidade == .erro)
        #expect(d.falha?.chave == "fora_da_janela", "a chave do servidor guardada na fila chega ao desfecho (o JSON sem tela)")
        #expect(d.frase == "O Frila recusou o check-in de \(Formatacao.hora(t0)) (Garçom): O check-in está fora do horário.")
    }

    @Test func checkoutSemLocalizacaoNaoEsperaContratanteECheckinNaFilaDizNaFila() {
        let r = RegistroDePresenca(em: t0, tipo: .manual, distanciaMetros: nil)
        #expect(!Formatacao.registro("check-out", r, confirmavel: false).contains("aguardando"))
        #expect(Formatacao.registro("check-in", r).contains("aguardando confirmação do contratante"))
        #expect(!Formatacao.registro("check-in", r, confirmavel: false).contains("aguardando"), "turno cancelado não espera")
        #expect(Formatacao.registro("check-in", r, naFila: true).hasSuffix("na fila, ainda não enviado"))
    }

    @Test func cancelarAvisaDaFaltaEExigeMotivoERede() async {
        var m = Montagem(agora: t0 - h(2))
        let t = turno()
        await m.turnos.definir(meus: .success([t]))
        await m.carregar()
        #expect(m.turno(t.id)?.turno.cancelamentoContaComoFalta(agora: t0 - h(2)) == true)
        #expect(await m.enviar(.cancelar(t.id, motivo: "  ")).resultado == .recusada(.motivoVazio, item: nil))
        await m.turnos.definir(falta: true)
        let d = await m.enviar(.cancelar(t.id, motivo: "doente"))
        #expect(d == Desfecho(.cancelarTurno(turno: t.id, porContratante: false, falta: .menosDe24h), .enviada(nil)))
        #expect(await m.turnos.chamadas.contains("cancelar:doente"))
        await m.conexao.mudar(.offline)
        #expect(await m.enviar(.cancelar(t.id, motivo: "x")).resultado == .semConexao)
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}

/// Fim antes do início é o dia seguinte só dentro da duração máxima; cada parte errada
/// do período diz qual é.
struct PeriodoDaNovaVagaTests {
    static let agora = Date(timeIntervalSince1970: 1_796_407_200)  // ter 01/12/2026 18:00 em Brasília

    func formulario(_ data: String, _ inicio: String, _ fim: String) -> FormularioVaga {
        var f = FormularioVaga()
        f.valores[.data] = data
        f.valores[.inicio] = inicio
        f.valores[.fim] = fim
        return f
    }

    func problemas(_ data: String, _ inicio: String, _ fim: String) -> [String] {
        var f = formulario(data, inicio, fim)
        f.validar(agora: Self.agora)
        return f.problemas
    }

    @Test func fimAntesDoInicioEODiaSeguinteSempreAvisadoComADuracao() {
        // Com a duração máxima de 24 h, todo fim "antes" do início cabe no dia seguinte;
        // o que não pode é passar calado: o formulário diz a duração.
        #expect(!problemas("05/12/2026", "23:00", "20:00").contains { $0.contains("turno") || $0.contains("fim") })
        #expect(formulario("05/12/2026", "23:00", "20:00").avisoDoPeriodo(agora: Self.agora) == "Termina no dia seguinte: turno de 21 h.")
        #expect(!problemas("05/12/2026", "23:00", "04:00").contains { $0.contains("turno") || $0.contains("fim") })
        #expect(formulario("05/12/2026", "23:00", "04:00").avisoDoPeriodo(agora: Self.agora) == "Termina no dia seguinte: turno de 5 h.")
    }

    @Test func dataPassadaDizQueOInicioPassouEInicioInvalidoNaoCulpaOFim() {
        let passado = problemas("01/11/2026", "10:00", "14:00")
        #expect(passado.contains("O início já passou: escolha data e hora no futuro."))
        #expect(!passado.contains { $0.hasPrefix("O fim precisa") })
        let dataRuim = problemas("31/02/2026", "10:00", "14:00")
        // Data que não existe: um problema, o da data; o fim dado não vira "informe o fim".
        #expect(dataRuim.filter { $0.hasPrefix("Data inválida (31/02/2026)") }.count == 1)
        #expect(!dataRuim.contains { $0.hasPrefix("Hora de fim inválida") || $0 == "Informe o fim do turno." || $0.contains("Hora de início") })
    }
}

/// Sem rede, a lista do cache tem os cancelados que a lista online mostrava (com quem
/// cancelou, quando e se contou falta), na mesma janela de dias e itens.
@MainActor
struct TurnosCanceladosNoCacheTests {
    @Test func canceladoGuardadoOnlineApareceOfflineComQuemEQuando() async throws {
        var m = TurnosTests.Montagem()
        let cancelamento = Cancelamento(em: t0 - h(3), por: .contratante, contouComoFalta: true, motivo: "Chuva forte")
        let base = turno(inicio: t0 + h(2))
        let cancelado = Turno(id: UUID(), vagaId: base.vagaId, posicaoId: base.posicaoId, estado: .cancelada, vaga: base.vaga,
                              valorAcordado: base.valorAcordado, estabelecimento: base.estabelecimento,
                              profissional: base.profissional, cancelamento: cancelamento)
        let confirmado = turno(inicio: t0 + h(30))
        await m.turnos.definir(meus: .success([cancelado, confirmado]))
        await m.carregar()
        #expect(m.estado.valor?.turnos.map(\.turno) == [cancelado, confirmado])
        #expect(await m.cache.porConta[contaAna] == [cancelado, confirmado], "o cache guarda o cancelado também")

        await m.conexao.mudar(.offline)
        await m.carregar()
        let lista = try #require(m.estado.valor)
        #expect(lista.doCache)
        let doCache = try #require(lista.turnos.first { $0.id == cancelado.id }?.turno)
        #expect(doCache.estado == .cancelada && doCache.cancelamento == cancelamento, "quem cancelou, quando e se contou falta")
        #expect(lista.turnos.map(\.turno) == [cancelado, confirmado])
    }

    /// O cancelado segue a janela dos outros: terminou há mais que os dias da lista, não vem.
    @Test func canceladoForaDaJanelaNaoVem() async throws {
        var m = TurnosTests.Montagem()
        let dias = Double(Limites.diasDeTurnosPassadosNaLista) * 86_400
        let base = turno(inicio: t0 - dias - h(7))
        let velho = Turno(id: UUID(), vagaId: base.vagaId, posicaoId: base.posicaoId, estado: .cancelada, vaga: base.vaga,
                          valorAcordado: base.valorAcordado, estabelecimento: base.estabelecimento, profissional: base.profissional,
                          cancelamento: Cancelamento(em: base.vaga.periodo.inicio - h(30), por: .profissional, contouComoFalta: false))
        let recente = turno(inicio: t0 - h(8))
        await m.turnos.definir(meus: .success([velho, recente]))
        await m.carregar()
        await m.conexao.mudar(.offline)
        await m.carregar()
        #expect(m.estado.valor?.turnos.map(\.turno) == [recente])
    }
}
