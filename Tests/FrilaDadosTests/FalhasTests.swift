import Foundation
import Testing
@testable import FrilaDados
import FrilaApresentacao
@testable import FrilaDominio

// Falhas de rede e servidor: ApiCliente e FilaDeAcoes reais falando TCP com um
// servidor local que injeta falhas (ServidorDeFalhas). Nada de mock da fila.

private func clienteReal(_ srv: ServidorDeFalhas, tempoLimite: TimeInterval = 2,
                         credencial: Credencial = credencialDeTeste()) async -> ApiCliente {
    let cofre = CofreDeSessao(armazem: nil)
    try? await cofre.guardar(credencial)
    return ApiCliente(urlBase: srv.url, chaveAnonima: "anon-teste", cofre: cofre, tempoLimite: tempoLimite)
}

private func filaReal(_ api: ApiCliente, dir: URL = diretorioTemporario()) throws -> FilaDeAcoes {
    try FilaDeAcoes(arquivo: dir.appendingPathComponent("frila.sqlite"),
                    executor: ExecutorHTTP(turnos: TurnoRepositorioHTTP(api: api)),
                    contaAtiva: { contaAna }, agendador: AgendadorRegistrador(), drenarAoEnfileirar: false)
}

private func enfileirar(_ fila: FilaDeAcoes, _ n: Int) async throws -> [String] {
    var chaves: [String] = []
    for i in 0..<n {
        let item = try await fila.enfileirar(.registrarCheckin(turno: UUID(), distanciaMetros: Double(i), em: t0 + Double(i)),
                                             conta: contaAna)
        chaves.append(item.chaveIdempotencia)
    }
    return chaves
}

/// Frase para gente: não vazia, sem pedaço de JSON/HTML do corpo, sem token.
private func fraseLimpa(_ m: String) -> Bool {
    !m.isEmpty && !m.contains("{") && !m.contains("<") && !m.contains("acesso-") && !m.contains("nginx")
}

/// Pico de memória residente do processo (VmHWM), em bytes.
private func picoDeMemoria() -> Int? {
    guard let s = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
          let linha = s.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
          let kb = Int(linha.split(separator: " ").dropFirst().first ?? "") else { return nil }
    return kb * 1024
}

private let doisMiB = Data(repeating: UInt8(ascii: "x"), count: 2 * 1024 * 1024)

@Suite(.serialized) struct FalhasDeRedeTests {
    /// Cada falha: o erro tipado, a frase clara, e o mesmo cliente funciona no pedido seguinte.
    static let casos: [(nome: String, comportamento: Comportamento, frase: String)] = [
        ("lento além do tempo-limite", .lento(30, .json(turnoJSON)), "demorou demais"),
        ("500", .json(#"{"code":"XX000","message":"boom"}"#, status: 500), "erro 500"),
        ("429 com Retry-After", .json(#"{"message":"slow down"}"#, status: 429, ["Retry-After": "7"]), "Tente de novo em 7 s"),
        ("JSON truncado", .truncar(status: 200, corpo: Data(turnoJSON.utf8)), ""),
        ("JSON malformado", .json(#"{"turno_id": "aaaaaaaa-0000-"#), "respondeu algo inesperado"),
        ("página HTML 502", .html(502), "erro 502"),
        ("página HTML 404 de um proxy", .html(404), "respondeu algo inesperado"),
        ("corpo de 2 MiB", .responder(status: 200, corpo: doisMiB, cabecalhos: ["Content-Type": "application/json"]), "respondeu algo inesperado"),
        ("conexão cortada", .cortar, ""),
    ]

    @Test(arguments: 0..<casos.count)
    func clienteSobreviveEExplica(_ i: Int) async throws {
        let caso = Self.casos[i]
        let primeiro = LockedFlag()
        let srv = try ServidorDeFalhas { _ in primeiro.virar() ? caso.comportamento : .json(turnoJSON) }
        defer { srv.encerrar() }
        let api = await clienteReal(srv, tempoLimite: 1)
        let repo = TurnoRepositorioHTTP(api: api)
        let inicio = Date()
        do {
            _ = try await repo.fazerCheckin(turnoId: turnoId1, distanciaMetros: 10, em: t0, chaveIdempotencia: "k1")
            Issue.record("\(caso.nome): deveria ter falhado")
        } catch let e as ErroDaApi {
            #expect(e.ehTransitorio, "\(caso.nome): a fila precisa manter a ação (\(e))")
            #expect(TipoDeFalha.de(e) == .transitoria)
            #expect(fraseLimpa(e.mensagemParaPessoa), "\(caso.nome): \(e.mensagemParaPessoa)")
            if !caso.frase.isEmpty { #expect(e.mensagemParaPessoa.contains(caso.frase), "\(caso.nome): \(e.mensagemParaPessoa)") }
        }
        // Que o cliente desistiu sozinho, a frase do tempo-limite prova ("demorou demais"); o
        // relógio de parede só prova que não ficou pendurado (com carga 13, 1 s virou 37 s).
        #expect(Date().timeIntervalSince(inicio) < 90, "\(caso.nome)")
        // O mesmo cliente continua funcionando.
        let t = try await repo.fazerCheckin(turnoId: turnoId1, distanciaMetros: 10, em: t0, chaveIdempotencia: "k1")
        #expect(t.id == turnoId1)
    }

    /// Corpo acima do teto (anunciado ou sem fim): o cliente desiste cedo, com frase clara,
    /// a ação fica na fila (passageiro) e o mesmo cliente segue funcionando.
    @Test(arguments: [true, false])
    func corpoAcimaDoTetoNaoLevaAMemoria(anunciado: Bool) async throws {
        let primeiro = LockedFlag()
        let srv = try ServidorDeFalhas { _ in
            primeiro.virar() ? (anunciado ? .responder(status: 200, corpo: doisMiB, cabecalhos: [:]) : .jorrar) : .json(turnoJSON)
        }
        defer { srv.encerrar() }
        let cofre = CofreDeSessao(armazem: nil)
        try? await cofre.guardar(credencialDeTeste())
        let api = ApiCliente(urlBase: srv.url, chaveAnonima: "anon-teste", cofre: cofre, tempoLimite: 20,
                             limiteDaResposta: 1024 * 1024)
        let repo = TurnoRepositorioHTTP(api: api)
        let picoAntes = picoDeMemoria()
        do {
            _ = try await repo.fazerCheckin(turnoId: turnoId1, distanciaMetros: 10, em: t0, chaveIdempotencia: "k1")
            Issue.record("deveria ter recusado o corpo")
        } catch let e as ErroDaApi {
            #expect(e == .respostaInvalida(.grandeDemais(limiteMiB: 1)))
            #expect(e.ehTransitorio, "a fila mantém a ação")
            #expect(fraseLimpa(e.mensagemParaPessoa))
        }
        // O corpo sem fim não fica na memória e a conexão é fechada: o servidor para bem
        // antes dos 512 MiB (sem o teto, o cliente juntaria tudo).
        if !anunciado {
            for _ in 0..<250 where srv.jorrado == nil { try await Task.sleep(for: .milliseconds(20)) }
            #expect((srv.jorrado ?? Int.max) < 128 * 1024 * 1024, "o servidor mandou \((srv.jorrado ?? -1) / 1_048_576) MiB")
        }
        if let antes = picoAntes, let depois = picoDeMemoria() {
            #expect(depois - antes < 100 * 1024 * 1024, "pico subiu \((depois - antes) / 1_048_576) MiB")
        }
        let t = try await repo.fazerCheckin(turnoId: turnoId1, distanciaMetros: 10, em: t0, chaveIdempotencia: "k1")
        #expect(t.id == turnoId1)
    }

    @Test func retryAfterDo429ViraAEsperaDaFila() async throws {
        let negocio = NegocioFalso()
        negocio.injetar(.antes, .json(#"{"message":"x"}"#, status: 429, ["Retry-After": "9"]))
        let srv = try ServidorDeFalhas { negocio.atender($0) }
        defer { srv.encerrar() }
        let fila = try filaReal(await clienteReal(srv))
        _ = try await enfileirar(fila, 1)
        let r = await fila.drenar()
        guard case .interrompido(_, _, let m) = r else { Issue.record("esperava interrupção: \(r)"); return }
        #expect(m == .falha(.limiteDeRequisicoes(tenteEmSegundos: 9)) && m.frase.contains("9 s"))
        let s = await fila.status(conta: contaAna)
        #expect(s.pendentes == 1)
        let espera = try #require(s.proximaTentativaEm).timeIntervalSinceNow
        #expect(espera > 8 && espera <= Regras.tetoDoBackoff)
    }

    /// Todas as falhas numa fila de 12 ações, antes e depois de o servidor aplicar:
    /// cada ação aplicada exatamente uma vez, na ordem, nada perdido, nada recusado.
    @Test func nadaSePerdeSobTodasAsFalhas() async throws {
        let negocio = NegocioFalso()
        let falhas: [(NegocioFalso.Momento, Comportamento)] = [
            (.depois, .lento(8, .json(turnoJSON))),  // aplicou, mas a resposta não chegou a tempo
            (.antes, .json("{}", status: 500)),
            (.antes, .json("{}", status: 429, ["Retry-After": "1"])),
            (.depois, .truncar(status: 200, corpo: Data(turnoJSON.utf8))),
            (.depois, .json(#"{"turno_id":"#)),
            (.antes, .html(502)),
            (.depois, .responder(status: 200, corpo: doisMiB, cabecalhos: [:])),
            (.antes, .cortar),
            (.depois, .cortar),
            (.antes, .html(404)),
        ]
        for (m, c) in falhas { negocio.injetar(m, c) }
        let srv = try ServidorDeFalhas { negocio.atender($0) }
        defer { srv.encerrar() }
        let fila = try filaReal(await clienteReal(srv, tempoLimite: 1))
        let chaves = try await enfileirar(fila, 12)

        var mensagens: [String] = []
        var rodadas = 0
        while await fila.status(conta: contaAna).pendentes > 0, rodadas < 40 {
            if case .interrompido(_, _, let m) = await fila.drenar() {
                mensagens.append(m.frase)
                // 429: a fila não tenta de novo antes do Retry-After (1 s aqui).
                if case .falha(.limiteDeRequisicoes) = m { try await Task.sleep(nanoseconds: 1_100_000_000) }
            }
            rodadas += 1
        }
        let s = await fila.status(conta: contaAna)
        #expect(s.pendentes == 0 && s.rejeitadas == 0)
        #expect(negocio.falhasRestantes == 0)
        #expect(negocio.aplicadas == chaves, "exatamente uma vez, na ordem do toque")
        #expect(negocio.chegadas.values.contains { $0 > 1 }, "houve reenvio de ação já aplicada (idempotência)")
        #expect(mensagens.count == falhas.count)
        for m in mensagens { #expect(fraseLimpa(m), "\(m)") }
        #expect(s.ultimoErro == nil, "dreno limpo apaga o erro velho")
    }

    @Test func tokenVencidoNoMeioDoDrenoRenovaUmaVezESegueEmOrdem() async throws {
        let negocio = NegocioFalso()
        negocio.vencerTokenApos = 3
        let srv = try ServidorDeFalhas { negocio.atender($0) }
        defer { srv.encerrar() }
        let fila = try filaReal(await clienteReal(srv))
        let chaves = try await enfileirar(fila, 8)
        let r = await fila.drenar()
        #expect(r == .concluido(enviadas: 8, rejeitadas: 0))
        #expect(negocio.renovacoes == 1)
        #expect(negocio.aplicadas == chaves)
        let rpcs = srv.pedidos.filter { $0.caminho.hasPrefix("/rest/v1/rpc/") }
        #expect(rpcs.filter { $0.cabecalhos["authorization"] == "Bearer acesso-1" }.count == 4, "3 aceitas + a que levou 401")
        #expect(rpcs.suffix(5).allSatisfy { $0.cabecalhos["authorization"] == "Bearer acesso-2" })
        #expect(srv.pedidos.filter { $0.caminho == "/auth/v1/token" }.count == 1)
    }

    /// Queda no meio de um lote: as ações que saíram antes dela deixam o arquivo (o dreno
    /// seguinte não as reenvia) e a que caiu sai depois, na ordem do toque.
    @Test func quedaNoMeioDoLoteNaoReenviaAsJaEnviadas() async throws {
        let negocio = NegocioFalso()
        negocio.falhasSoDepoisDe = 3
        negocio.injetar(.antes, .json("{}", status: 500))
        let srv = try ServidorDeFalhas { negocio.atender($0) }
        defer { srv.encerrar() }
        let fila = try filaReal(await clienteReal(srv))
        let chaves = try await enfileirar(fila, 6)
        guard case .interrompido(let enviadas, 0, _) = await fila.drenar() else { Issue.record("esperava a queda"); return }
        #expect(enviadas == 3)
        #expect(await fila.status(conta: contaAna).pendentes == 3, "as três enviadas saíram do arquivo")
        #expect(await fila.drenar() == .concluido(enviadas: 3, rejeitadas: 0))
        #expect(negocio.aplicadas == chaves)
        #expect(chaves.prefix(3).allSatisfy { negocio.chegadas[$0] == 1 }, "nenhuma já enviada voltou ao servidor")
        #expect(negocio.chegadas[chaves[3]] == 2)
    }

    @Test func recusaNoMeioNaoSeguraAsDeTras() async throws {
        let negocio = NegocioFalso()
        negocio.injetar(.antes, .json(#"{"code":"PT409","message":"turno_cancelado","details":"O turno foi cancelado pelo contratante.","hint":null}"#, status: 409))
        let srv = try ServidorDeFalhas { negocio.atender($0) }
        defer { srv.encerrar() }
        let fila = try filaReal(await clienteReal(srv))
        let chaves = try await enfileirar(fila, 4)
        #expect(await fila.drenar() == .concluido(enviadas: 3, rejeitadas: 1))
        #expect(negocio.aplicadas == Array(chaves.dropFirst()))
        let s = await fila.status(conta: contaAna)
        #expect(s.itens.map(\.estado) == [.rejeitada])
        #expect(s.itens.first?.ultimoErro == "O turno foi cancelado pelo contratante.")
    }
}

/// Vira true só na primeira chamada.
final class LockedFlag: @unchecked Sendable {
    // @unchecked: `usado` só muda sob `lock`.
    private let lock = NSLock()
    private var usado = false
    func virar() -> Bool { lock.lock(); defer { lock.unlock() }; if usado { return false }; usado = true; return true }
    var usadoAgora: Bool { lock.lock(); defer { lock.unlock() }; return usado }
}

/// Guarda uma conexão SQLite extra (para travar o arquivo por fora, como outro processo).
final class ConexaoExtra: @unchecked Sendable {
    // @unchecked: usada só pela thread do teste, uma chamada por vez.
    let banco: BancoSQLite
    init(_ arquivo: URL) throws { banco = try BancoSQLite.abrir(arquivo).0 }
}

@Suite struct FalhasLocaisTests {
    /// Enviou, mas o arquivo não deixa apagar (travado/disco cheio): o dreno para com
    /// frase clara em vez de reenviar sem fim; a ação continua e sai no próximo dreno.
    @Test func arquivoTravadoDepoisDoEnvioNaoReenviaSemFimNemPerde() async throws {
        let negocio = NegocioFalso()
        let srv = try ServidorDeFalhas { negocio.atender($0) }
        defer { srv.encerrar() }
        let dir = diretorioTemporario()
        let arquivo = dir.appendingPathComponent("frila.sqlite")
        let fila = try filaReal(await clienteReal(srv), dir: dir)
        let chaves = try await enfileirar(fila, 2)
        let outra = try ConexaoExtra(arquivo)
        try outra.banco.executar("BEGIN IMMEDIATE")  // outro escritor segura o arquivo
        let r = await fila.drenar()
        guard case .interrompido(_, _, let m) = r else { Issue.record("esperava interrupção: \(r)"); return }
        #expect(m == .falha(.dadosLocais))
        #expect(negocio.chegadas[chaves[0]] == 1, "uma ida só ao servidor, não um laço")
        try outra.banco.executar("ROLLBACK")
        #expect(await fila.status(conta: contaAna).pendentes == 2, "nada sumiu")
        #expect(await fila.drenar() == .concluido(enviadas: 2, rejeitadas: 0))
        #expect(negocio.aplicadas == chaves)
    }

    /// A fila deixa de ser legível com o app aberto (aqui: a tabela some por fora, como
    /// um arquivo danificado): status diz que não dá para ler — não "fila vazia" —, o dreno
    /// para com a frase e nada é enviado; quando o arquivo volta, as ações estão lá.
    @Test func filaIlegivelComOAppAbertoNaoViraFilaVazia() async throws {
        let negocio = NegocioFalso()
        let srv = try ServidorDeFalhas { negocio.atender($0) }
        defer { srv.encerrar() }
        let dir = diretorioTemporario()
        let arquivo = dir.appendingPathComponent("frila.sqlite")
        let fila = try filaReal(await clienteReal(srv), dir: dir)
        let chaves = try await enfileirar(fila, 3)
        let outra = try ConexaoExtra(arquivo)
        try outra.banco.executar("ALTER TABLE fila_acoes RENAME TO fila_escondida")
        let s = await fila.status(conta: contaAna)
        #expect(s.itens.isEmpty && s.ultimoErro == Falha.dadosLocais.frase, "ilegível aparece como erro, não como vazia")
        let r = await fila.drenar()
        #expect(r == .interrompido(enviadas: 0, rejeitadas: 0, motivo: .falha(.dadosLocais)))
        #expect(negocio.aplicadas.isEmpty)
        try outra.banco.executar("ALTER TABLE fila_escondida RENAME TO fila_acoes")
        #expect(await fila.drenar() == .concluido(enviadas: 3, rejeitadas: 0))
        #expect(negocio.aplicadas == chaves)
    }

    /// Arquivo estragado encontrado na abertura: movido de lado com aviso, nunca apagado.
    @Test func arquivoEstragadoNaAberturaFicaGuardadoComAviso() throws {
        let dir = diretorioTemporario()
        let arquivo = dir.appendingPathComponent("frila.sqlite")
        let lixo = Data(repeating: 0xA5, count: 64 * 1024)
        try lixo.write(to: arquivo)
        let (_, aviso) = try BancoSQLite.abrir(arquivo)
        #expect(aviso.map(Textos.frase(de:))?.contains("movidos") == true)
        let nomes = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        let movido = try #require(nomes.first { $0.hasPrefix("frila.sqlite.corrompido-") })
        #expect(try Data(contentsOf: dir.appendingPathComponent(movido)) == lixo)
    }

    @Test func erroDeBancoTemFraseClaraParaATela() {
        let e: any Error = ErroDeBanco.falhou(operacao: "step", motivo: "database or disk is full")
        #expect((e as? any ErroApresentavel)?.mensagemParaPessoa.contains("disco cheio") == true)
        #expect((e as? any ErroApresentavel)?.falha == .dadosLocais)
    }
}

/// Achado da suíte de falhas: com o monitor achando que está offline, um dreno cujo pedido
/// dá certo faz o monitor voltar a "online" no meio do próprio dreno; o aviso de volta
/// pedia outro dreno e esperava por ele — que esperava o primeiro. A fila travava para sempre.
@Suite struct VoltaOnlineNoMeioDoDrenoTests {
    @Test func drenoQueTrazAConexaoDeVoltaNaoTrava() async throws {
        let negocio = NegocioFalso()
        let srv = try ServidorDeFalhas { negocio.atender($0) }
        defer { srv.encerrar() }
        let cfg = ConfiguracaoDoCliente(apiURL: srv.url, anonKey: "anon-teste", diretorioDados: diretorioTemporario())
        let amb = try AmbienteFrila.montar(configuracao: cfg, agendador: AgendadorRegistrador())
        try await amb.cofre.guardar(credencialDeTeste())
        await amb.iniciar(sondar: false)
        await amb.monitor.requisicaoConcluida(alcancou: false)  // a rede caiu
        #expect(await amb.monitor.estado() == .offline)
        let item = try await amb.fila.enfileirar(.registrarCheckin(turno: turnoId1, distanciaMetros: 5, em: t0), conta: contaAna)
        // A rede voltou e o dreno (agendado, ou "sincronizar agora") sai antes da sonda.
        let fim = LockedFlag()
        Task.detached { _ = await amb.fila.drenar(); _ = fim.virar() }
        var esperou = 0.0
        while !fim.usadoAgora, esperou < 10 { try await Task.sleep(nanoseconds: 50_000_000); esperou += 0.05 }
        #expect(fim.usadoAgora, "o dreno travou ao trazer a conexão de volta")
        #expect(negocio.aplicadas == [item.chaveIdempotencia])
        #expect(await amb.monitor.estado() == .online)
        await amb.monitor.encerrar()
    }
}
