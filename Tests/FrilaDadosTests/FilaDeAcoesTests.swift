import Foundation
import Testing
@testable import FrilaDados
import FrilaApresentacao
@testable import FrilaDominio

/// Monta uma fila sobre um arquivo temporário, sem dreno automático nem espera real.
struct Bancada {
    let arquivo: URL
    let executor: ExecutorFalso
    let agendador = AgendadorRegistrador()
    let relogio = RelogioManual(t0)
    let conta: ContaAtiva
    let fila: FilaDeAcoes

    final class ContaAtiva: @unchecked Sendable {
        // @unchecked: `_id` só com `lock` tomado.
        private let lock = NSLock()
        private var _id: UUID?
        init(_ id: UUID?) { _id = id }
        var id: UUID? { get { lock.lock(); defer { lock.unlock() }; return _id } set { lock.lock(); _id = newValue; lock.unlock() } }
    }

    init(arquivo: URL? = nil, executor: ExecutorFalso = ExecutorFalso(), conta: UUID? = contaAna, jitter: Double = 1,
         drenarAoEnfileirar: Bool = false, online: Bool = true) throws {
        self.arquivo = arquivo ?? diretorioTemporario().appendingPathComponent("frila.sqlite")
        self.executor = executor
        let c = ContaAtiva(conta)
        self.conta = c
        let gerador = GeradorDeChaves()
        fila = try FilaDeAcoes(arquivo: self.arquivo, executor: executor, contaAtiva: { c.id },
                               estaOnline: { online }, relogio: relogio,
                               backoff: Backoff(jitter: { jitter }), agendador: agendador,
                               gerarChave: { gerador.proxima() },
                               drenarAoEnfileirar: drenarAoEnfileirar)
    }
}

/// Chaves previsíveis: chave-1, chave-2…
final class GeradorDeChaves: @unchecked Sendable {
    // @unchecked: `n` só com `lock` tomado.
    private let lock = NSLock()
    private var n = 0
    func proxima() -> String { lock.lock(); defer { lock.unlock() }; n += 1; return "chave-\(n)" }
}

let turnoA = UUID(uuidString: "aaaaaaaa-0000-0000-0000-00000000000a")!
let turnoB = UUID(uuidString: "aaaaaaaa-0000-0000-0000-00000000000b")!
let turnoC = UUID(uuidString: "aaaaaaaa-0000-0000-0000-00000000000c")!

struct FilaDeAcoesTests {
    @Test func drenaEmOrdemFIFOComChaveEMomentoDoToque() async throws {
        let b = try Bancada()
        try await b.fila.enfileirar(.registrarCheckin(turno: turnoA, distanciaMetros: 12, em: t0 + 120), conta: contaAna)
        b.relogio.avancar(h(3))
        try await b.fila.enfileirar(.registrarCheckout(turno: turnoA, distanciaMetros: nil, em: t0 + h(3)), conta: contaAna)
        try await b.fila.enfileirar(.avaliar(turno: turnoB, chamariaDeNovo: true), conta: contaAna)
        #expect(await b.fila.drenar() == .concluido(enviadas: 3, rejeitadas: 0))
        let enviados = await b.executor.enviados
        #expect(enviados.map(\.acao.tipo) == ["registrarCheckin", "registrarCheckout", "avaliar"])
        #expect(enviados.map(\.chaveIdempotencia) == ["chave-1", "chave-2", "chave-3"])
        #expect(enviados[0].tocadoEm == t0 + 120, "vale o momento do toque, não o do envio")
        #expect(await b.fila.status(conta: contaAna).pendentes == 0)
    }

    @Test func enfileirarOnlineDrenaLogoOfflineNao() async throws {
        let online = try Bancada(drenarAoEnfileirar: true, online: true)
        try await online.fila.enfileirar(.avaliar(turno: turnoA, chamariaDeNovo: true), conta: contaAna)
        var n = 0
        while await online.executor.enviados.isEmpty, n < 10_000 { await Task.yield(); n += 1 }
        #expect(await online.executor.enviados.count == 1, "saiu sem ninguém pedir o dreno")

        let offline = try Bancada(drenarAoEnfileirar: true, online: false)
        try await offline.fila.enfileirar(.avaliar(turno: turnoA, chamariaDeNovo: true), conta: contaAna)
        for _ in 0..<200 { await Task.yield() }
        #expect(await offline.executor.enviados.isEmpty)
        #expect(await offline.fila.drenosExecutados == 0)
    }

    @Test func sobreviveAReabrirOBanco() async throws {
        let arquivo: URL
        do {
            let b = try Bancada()
            arquivo = b.arquivo
            try await b.fila.enfileirar(.registrarCheckin(turno: turnoA, distanciaMetros: nil, em: t0), conta: contaAna)
            try await b.fila.enfileirar(.confirmarCheckinManual(turno: turnoB), conta: contaAna)
        }
        let reaberta = try Bancada(arquivo: arquivo)
        let st = await reaberta.fila.status(conta: contaAna)
        #expect(st.pendentes == 2)
        #expect(st.itens.map(\.chaveIdempotencia) == ["chave-1", "chave-2"])
        await reaberta.fila.drenarAgora()
        #expect(await reaberta.executor.enviados.map(\.acao) == [.registrarCheckin(turno: turnoA, distanciaMetros: nil, em: t0),
                                                                  .confirmarCheckinManual(turno: turnoB)])
    }

    @Test func umDrenoSoComGatilhosConcorrentes() async throws {
        let executor = ExecutorFalso(segurarPrimeiro: true)
        let b = try Bancada(executor: executor)
        for t in [turnoA, turnoB, turnoC] {
            try await b.fila.enfileirar(.confirmarCheckinManual(turno: t), conta: contaAna)
        }
        let fila = b.fila
        await withTaskGroup(of: Void.self) { g in
            for _ in 0..<10 { g.addTask { _ = await fila.drenar() } }
            // espera o primeiro envio parar no portão (sem sleep: cede a vez até chegar)
            while !(await executor.chegouAoPortao) { await Task.yield() }
            // uma ação enfileirada durante o dreno sai nesse dreno ou no próximo
            _ = try? await fila.enfileirar(.avaliar(turno: turnoC, chamariaDeNovo: false), conta: contaAna)
            for _ in 0..<20 { await Task.yield() }
            await executor.abrirPortao()
        }
        await fila.drenarAgora()
        #expect(await executor.maxEmCurso == 1)
        let enviados = await executor.enviados.map(\.chaveIdempotencia)
        #expect(enviados == ["chave-1", "chave-2", "chave-3", "chave-4"], "cada uma uma vez, em ordem")
        #expect(await fila.drenosExecutados <= 3)
    }

    static let tabela: [(any Error, TipoDeFalha)] = [
        (ErroDaApi.semConexao, .transitoria), (ErroDaApi.tempoEsgotado, .transitoria),
        (ErroDaApi.limiteDeRequisicoes(tenteEmSegundos: 5), .transitoria), (ErroDaApi.erroDoServidor(status: 500), .transitoria),
        (ErroDaApi.erroDoServidor(status: 503), .transitoria), (ErroDaApi.respostaInvalida(.corpoIlegivel), .transitoria),
        (recusa(409, "turno_cancelado"), .permanente), (recusa(422, "horario_invalido"), .permanente),
        (recusa(422, "antes_do_fim"), .permanente), (recusa(403, "42501"), .permanente), (recusa(400, "sem_checkin"), .permanente),
        (ErroDaApi.sessaoExpirada, .autenticacao), (ErroDaApi.naoAutorizado(codigo: nil), .autenticacao),
        (CancellationError(), .transitoria),
    ]

    @Test(arguments: 0..<tabela.count)
    func transitorioOuPermanente(_ i: Int) async throws {
        let (erro, tipo) = Self.tabela[i]
        #expect(TipoDeFalha.de(erro) == tipo)
        let b = try Bancada()
        await b.executor.falhar(turnoA, [erro])
        try await b.fila.enfileirar(.registrarCheckin(turno: turnoA, distanciaMetros: 1, em: t0), conta: contaAna)
        try await b.fila.enfileirar(.avaliar(turno: turnoB, chamariaDeNovo: true), conta: contaAna)
        let r = await b.fila.drenar()
        let st = await b.fila.status(conta: contaAna)
        switch tipo {
        case .transitoria:
            guard case .interrompido(0, 0, _) = r else { Issue.record("\(r)"); return }
            #expect(st.pendentes == 2, "nada se perde e a ordem é mantida")
            #expect(st.itens[0].tentativas == 1 && st.itens[0].ultimoErro != nil && st.itens[0].estado == .pendente)
            #expect(b.agendador.esperas.count == 1, "nova tentativa agendada")
        case .permanente:
            #expect(r == .concluido(enviadas: 1, rejeitadas: 1))
            #expect(st.pendentes == 0 && st.rejeitadas == 1)
            #expect(st.itens.map(\.estado) == [.rejeitada])
            #expect(await b.executor.enviados.map(\.acao.turnoId) == [turnoB], "a rejeitada não bloqueia a próxima")
            #expect(b.agendador.esperas.isEmpty)
        case .autenticacao:
            guard case .interrompido = r else { Issue.record("\(r)"); return }
            #expect(st.pendentes == 2 && st.ultimoMotivo == .semSessao && st.ultimoErro?.contains("entre de novo") == true)
            #expect(b.agendador.esperas.isEmpty, "sem sessão não adianta insistir")
        }
    }

    /// O motivo vai ao disco como valor: outro processo lê a mesma falha (com o status) e
    /// o catálogo diz a frase; um arquivo antigo, com a frase pronta na coluna, continua legível.
    @Test func motivoNoDiscoEhValorEArquivoAntigoContinuaLegivel() async throws {
        let b = try Bancada()
        await b.executor.falhar(turnoA, [ErroDaApi.erroDoServidor(status: 502)])
        try await b.fila.enfileirar(.registrarCheckin(turno: turnoA, distanciaMetros: 1, em: t0), conta: contaAna)
        await b.fila.drenarAgora()
        let outro = try FilaDeAcoes(arquivo: b.arquivo, executor: b.executor, contaAtiva: { contaAna },
                                    relogio: b.relogio, agendador: AgendadorRegistrador(), drenarAoEnfileirar: false)
        let item = try #require(await outro.status(conta: contaAna).itens.first)
        #expect(item.motivo == .falha(.erroDoServidor(status: 502)))
        #expect(item.ultimoErro == "O Frila está com problema agora (erro 502). Tente de novo em instantes.")
        try ConexaoExtra(b.arquivo).banco.executar("UPDATE fila_acoes SET ultimo_erro = 'Fora do horário.', ultima_chave = 'horario_invalido'")
        let antigo = try #require(await outro.status(conta: contaAna).itens.first)
        #expect(antigo.motivo == .falha(.recusa(chave: "horario_invalido", frase: "Fora do horário.")))
        #expect(antigo.ultimoErro == "Fora do horário.")
    }

    @Test func rejeitadaGuardaOMotivoDoServidorEPodeSerDescartada() async throws {
        let b = try Bancada()
        await b.executor.falhar(turnoA, [recusa(422, "horario_invalido", detalhes: "Check-in fora da janela do turno.")])
        try await b.fila.enfileirar(.registrarCheckin(turno: turnoA, distanciaMetros: 1, em: t0), conta: contaAna)
        await b.fila.drenarAgora()
        let st = await b.fila.status(conta: contaAna)
        #expect(st.itens.first?.ultimoErro == "Check-in fora da janela do turno.")
        #expect(st.itens.first?.chaveDoErro == "horario_invalido", "a chave do servidor fica no item, ao lado da frase")
        #expect(st.ultimoErro == "Check-in fora da janela do turno.")
        try await b.fila.descartarRejeitada(chaveIdempotencia: "chave-1")
        #expect(await b.fila.status(conta: contaAna).itens.isEmpty)
    }

    @Test func tentarDeNovoERecusadaOutraVezContaNoMesmoItemComAHora() async throws {
        let b = try Bancada()
        let recusa1 = recusa(409, "turno_cancelado", detalhes: "Este turno foi cancelado.")
        await b.executor.falhar(turnoA, [recusa1, recusa(409, "turno_cancelado", detalhes: "Este turno foi cancelado.")])
        try await b.fila.enfileirar(.registrarCheckin(turno: turnoA, distanciaMetros: 1, em: t0), conta: contaAna)
        await b.fila.drenarAgora()
        let antes = try #require(await b.fila.status(conta: contaAna).itens.first)
        #expect(antes.tentativas == 1 && antes.ultimaTentativaEm == t0 && antes.estado == .rejeitada)
        b.relogio.avancar(600)
        let devolvido = try #require(try await b.fila.retentarRejeitada(chaveIdempotencia: antes.chaveIdempotencia))
        #expect(devolvido.sequencia == antes.sequencia && devolvido.estado == .pendente && devolvido.tentativas == 1)
        await b.fila.drenarAgora()
        let itens = await b.fila.status(conta: contaAna).itens
        #expect(itens.count == 1)
        #expect(itens.first?.sequencia == antes.sequencia && itens.first?.chaveIdempotencia == antes.chaveIdempotencia)
        #expect(itens.first?.tentativas == 2 && itens.first?.ultimaTentativaEm == t0 + 600 && itens.first?.estado == .rejeitada)
        #expect(try await b.fila.retentarRejeitada(chaveIdempotencia: "nao-existe") == nil)
    }

    @Test func nuncaEnviaAcaoDeOutraConta() async throws {
        let b = try Bancada()
        try await b.fila.enfileirar(.avaliar(turno: turnoA, chamariaDeNovo: true), conta: contaBruno)
        try await b.fila.enfileirar(.avaliar(turno: turnoB, chamariaDeNovo: true), conta: contaAna)
        await b.fila.drenarAgora()
        #expect(await b.executor.enviados.map(\.conta) == [contaAna])
        #expect(await b.fila.status(conta: contaBruno).pendentes == 1)
        #expect(await b.fila.status(conta: contaAna).itens.isEmpty)
        b.conta.id = nil
        #expect(await b.fila.drenar() == .semConta)
        b.conta.id = contaBruno
        await b.fila.drenarAgora()
        #expect(await b.executor.enviados.map(\.conta) == [contaAna, contaBruno])
        #expect(await b.fila.totalPendentes() == 0)
    }

    @Test func backoffExponencialComTetoEJitter() {
        let cheio = Backoff(jitter: { 1 })
        #expect((1...9).map { cheio.atraso(falhas: $0) } == [1, 2, 4, 8, 16, 32, 60, 60, 60])
        let metade = Backoff(jitter: { 0 })
        #expect((1...8).map { metade.atraso(falhas: $0) } == [0.5, 1, 2, 4, 8, 16, 30, 30])
        let aleatorio = Backoff()
        for n in 1...100 {
            let a = aleatorio.atraso(falhas: n)
            #expect(a > 0 && a <= Regras.tetoDoBackoff)
        }
        #expect(Backoff(jitter: { 7 }).atraso(falhas: 1) == 1, "jitter fora de [0,1] é limitado")
    }

    @Test func agendaNovasTentativasComBackoffEZeraNoSucesso() async throws {
        let b = try Bancada()
        await b.executor.falhar(turnoA, [ErroDaApi.semConexao, ErroDaApi.erroDoServidor(status: 502), ErroDaApi.tempoEsgotado])
        try await b.fila.enfileirar(.registrarCheckin(turno: turnoA, distanciaMetros: 1, em: t0), conta: contaAna)
        await b.fila.drenarAgora()
        let st1 = await b.fila.status(conta: contaAna)
        #expect(st1.proximaTentativaEm == t0 + 1)
        await b.agendador.rodarUltimo()
        await b.agendador.rodarUltimo()
        #expect(b.agendador.esperas == [1, 2, 4])
        let st = await b.fila.status(conta: contaAna)
        #expect(st.itens.first?.tentativas == 3)
        await b.agendador.rodarUltimo()   // agora dá certo
        #expect(await b.executor.enviados.count == 1)
        // zerou: a próxima falha volta ao primeiro degrau
        await b.executor.falhar(turnoB, [ErroDaApi.semConexao])
        try await b.fila.enfileirar(.avaliar(turno: turnoB, chamariaDeNovo: false), conta: contaAna)
        await b.fila.drenarAgora()
        #expect(b.agendador.esperas.last == 1)
    }

    @Test func retryAfterDo429EhRespeitadoDentroDoTeto() async throws {
        let b = try Bancada()
        await b.executor.falhar(turnoA, [ErroDaApi.limiteDeRequisicoes(tenteEmSegundos: 20),
                                         ErroDaApi.limiteDeRequisicoes(tenteEmSegundos: 600)])
        try await b.fila.enfileirar(.avaliar(turno: turnoA, chamariaDeNovo: true), conta: contaAna)
        await b.fila.drenarAgora()
        b.relogio.avancar(20)  // a nova tentativa agendada roda depois do prazo pedido
        await b.agendador.rodarUltimo()
        #expect(b.agendador.esperas == [20, 60])
    }

    /// Rede com Retry-After: `sincronizar --ate-esvaziar` e a volta da rede drenavam de novo
    /// em 2 s mesmo com Retry-After maior. O prazo vale para qualquer gatilho e outro processo.
    @Test func retryAfterSeguraQualquerDrenoAteOPrazoMesmoEmOutroProcesso() async throws {
        let b = try Bancada()
        await b.executor.falhar(turnoA, [ErroDaApi.limiteDeRequisicoes(tenteEmSegundos: 5)])
        try await b.fila.enfileirar(.avaliar(turno: turnoA, chamariaDeNovo: true), conta: contaAna)
        await b.fila.drenarAgora()
        b.relogio.avancar(2)
        await b.fila.drenarAgora()  // "sincronizar agora" antes do prazo
        var st = await b.fila.status(conta: contaAna)
        #expect(st.itens.first?.tentativas == 1, "não tentou de novo antes do prazo")
        #expect(st.proximaTentativaEm == t0 + 5)
        let outro = try FilaDeAcoes(arquivo: b.arquivo, executor: b.executor, contaAtiva: { contaAna },
                                    relogio: b.relogio, agendador: AgendadorRegistrador(), drenarAoEnfileirar: false)
        #expect(await outro.drenar() != .concluido(enviadas: 1, rejeitadas: 0), "outro processo também espera")
        #expect(await outro.status(conta: contaAna).proximaTentativaEm == t0 + 5)
        b.relogio.avancar(3)
        #expect(await outro.drenar() == .concluido(enviadas: 1, rejeitadas: 0))
        st = await outro.status(conta: contaAna)
        #expect(st.pendentes == 0 && st.proximaTentativaEm == nil)
        #expect(await b.executor.enviados.count == 1)
    }

    /// Um prazo gravado com outro relógio (FRILA_AGORA no futuro) não trava a fila por horas.
    @Test func prazoDoRetryAfterDeOutroRelogioNaoTravaAFila() async throws {
        let b = try Bancada()
        await b.executor.falhar(turnoA, [ErroDaApi.limiteDeRequisicoes(tenteEmSegundos: 5)])
        try await b.fila.enfileirar(.avaliar(turno: turnoA, chamariaDeNovo: true), conta: contaAna)
        await b.fila.drenarAgora()
        let voltou = RelogioManual(t0 - 86_400)  // outro processo, com o relógio um dia antes
        let outro = try FilaDeAcoes(arquivo: b.arquivo, executor: b.executor, contaAtiva: { contaAna },
                                    relogio: voltou, agendador: AgendadorRegistrador(), drenarAoEnfileirar: false)
        #expect(await outro.drenar() == .concluido(enviadas: 1, rejeitadas: 0))
    }

    @Test func tentativaAgendadaAntigaNaoDisparaOutroDreno() async throws {
        let b = try Bancada()
        await b.executor.falhar(turnoA, [ErroDaApi.semConexao, ErroDaApi.semConexao])
        try await b.fila.enfileirar(.registrarCheckin(turno: turnoA, distanciaMetros: 1, em: t0), conta: contaAna)
        await b.fila.drenarAgora()       // falha 1 → agenda (geração 1)
        await b.fila.drenarAgora()       // gatilho externo: falha 2 → agenda (geração 2)
        let antes = await b.fila.drenosExecutados
        await b.agendador.rodarUltimo()  // geração 2: vale e drena
        #expect(await b.fila.drenosExecutados == antes + 1)
        #expect(await b.executor.enviados.count == 1)
    }

    @Test func statusComIdadeUltimoDrenoEErro() async throws {
        let b = try Bancada()
        #expect(await b.fila.status(conta: contaAna) == .vazio)
        try await b.fila.enfileirar(.registrarCheckin(turno: turnoA, distanciaMetros: 1, em: t0), conta: contaAna)
        b.relogio.avancar(600)
        try await b.fila.enfileirar(.avaliar(turno: turnoB, chamariaDeNovo: true), conta: contaAna)
        b.relogio.avancar(60)
        var st = await b.fila.status(conta: contaAna)
        #expect(st.pendentes == 2 && st.idadeDaMaisAntiga == 660 && st.ultimoDrenoOk == nil && !st.drenando)
        await b.executor.falhar(turnoA, [ErroDaApi.semConexao])
        await b.fila.drenarAgora()
        st = await b.fila.status(conta: contaAna)
        #expect(st.ultimoErro == ErroDaApi.semConexao.mensagemParaPessoa && st.ultimoDrenoOk == nil)
        await b.fila.drenarAgora()
        st = await b.fila.status(conta: contaAna)
        #expect(st.pendentes == 0 && st.idadeDaMaisAntiga == nil && st.ultimoDrenoOk == t0 + 660 && st.ultimoErro == nil)
    }

    @Test func executorHTTPLevaAChaveNoCabecalho() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/avaliar", .json(#"{"turno_id":"aaaaaaaa-0000-0000-0000-00000000000a","lado":"profissional","chamaria_de_novo":true,"em":"2026-12-19T04:00:00+00:00"}"#))
        r.responder("/rest/v1/rpc/confirmar_checkin_manual", .json(turnoJSON))
        let api = await clienteDeTeste(r)
        let exec = ExecutorHTTP(turnos: TurnoRepositorioHTTP(api: api))
        let fila = try FilaDeAcoes(arquivo: diretorioTemporario().appendingPathComponent("f.sqlite"), executor: exec,
                                   contaAtiva: { contaAna }, relogio: RelogioFixo(t0), agendador: AgendadorRegistrador(),
                                   gerarChave: { "idem-\(UUID().uuidString.prefix(4))" }, drenarAoEnfileirar: false)
        let item = try await fila.enfileirar(.avaliar(turno: turnoA, chamariaDeNovo: true), conta: contaAna)
        try await fila.enfileirar(.confirmarCheckinManual(turno: turnoId1), conta: contaAna)
        #expect(await fila.drenar() == .concluido(enviadas: 2, rejeitadas: 0))
        #expect(r.recebidas.map(\.caminho) == ["/rest/v1/rpc/avaliar", "/rest/v1/rpc/confirmar_checkin_manual"])
        #expect(r.recebidas[0].cabecalho("Idempotency-Key") == item.chaveIdempotencia)
        #expect(r.recebidas[0].json["chamaria_de_novo"] as? Bool == true)
    }
}

/// Executor que anota, a cada envio, quantas ações ainda estão no arquivo (outra conexão,
/// como outro processo veria depois de um kill).
actor ContadorNoArquivo: ExecutorDeAcoes {
    let conexao: ConexaoExtra
    private(set) var linhasAoEnviar: [Int] = []
    init(_ conexao: ConexaoExtra) { self.conexao = conexao }
    func executar(_ item: ItemDaFila) async throws {
        linhasAoEnviar.append(Int(try conexao.banco.inteiro("SELECT count(*) FROM fila_acoes") ?? -1))
    }
}

struct ApagarEmPedacosTests {
    /// Dreno longo: as enviadas saem do arquivo a cada 16 (ou 0,2 s), não só no fim do lote de
    /// 64; um kill no meio reenvia no máximo essas (com a mesma chave), nunca apaga uma que
    /// não saiu, e o processo seguinte avança.
    @Test func drenoLongoApagaAsEnviadasEmPedacos() async throws {
        let arquivo = diretorioTemporario().appendingPathComponent("frila.sqlite")
        let contador = ContadorNoArquivo(try ConexaoExtra(arquivo))
        let fila = try FilaDeAcoes(arquivo: arquivo, executor: contador, contaAtiva: { contaAna },
                                   agendador: AgendadorRegistrador(), drenarAoEnfileirar: false)
        for i in 0..<40 {
            try await fila.enfileirar(.registrarCheckin(turno: UUID(), distanciaMetros: Double(i), em: t0 + Double(i)), conta: contaAna)
        }
        #expect(await fila.drenar() == .concluido(enviadas: 40, rejeitadas: 0))
        let noArquivo = await contador.linhasAoEnviar
        #expect(noArquivo.count == 40)
        for (i, n) in noArquivo.enumerated() {
            #expect(n >= 40 - i, "a \(i + 1)ª: nenhuma ainda não enviada saiu do arquivo")
            #expect(n <= 40 - (i / FilaDeAcoes.apagarACada) * FilaDeAcoes.apagarACada, "a \(i + 1)ª: as de 16 em 16 já saíram")
        }
        #expect(await fila.status(conta: contaAna).itens.isEmpty)
    }
}
