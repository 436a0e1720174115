import Foundation
import Testing
@testable import frila
import FrilaApresentacao
import FrilaDados
import FrilaDominio

private let turno = UUID(uuidString: "0b9a1c7e-5d1f-4e55-9d1a-2f9a3b9c7d10")!
private let t = turno.uuidString.lowercased()

private func cmd(_ a: String...) throws -> (ComandoHeadless, json: Bool) {
    try ComandoHeadless.interpretar(a)
}

private func erroDeUso(_ a: [String]) -> String? {
    do { _ = try ComandoHeadless.interpretar(a); return nil } catch {
        if case .uso(let m) = error { return m }
        return error.description
    }
}

@Suite struct ComandoHeadlessTests {
    @Test func cadaComandoSemArgumentos() throws {
        #expect(try cmd("sair").0 == .sair(todos: false))
        #expect(try cmd("sair", "--todos").0 == .sair(todos: true))
        #expect(try cmd("vagas").0 == .vagas(OpcoesDasVagas()))
        #expect(try cmd("vagas", "--encerradas", "--filtro", "garçom").0 == .vagas(OpcoesDasVagas(recorte: "encerradas", filtro: "garçom")))
        #expect(try cmd("vagas", "--passadas").0 == .vagas(OpcoesDasVagas(recorte: "encerradas")), "o nome antigo, o mesmo recorte")
        #expect(throws: ErroDeLinhaDeComando.self) { try cmd("vagas", "--ativas", "--encerradas") }
        #expect(try cmd("vagas", "--ordem", "valor", "--inverter").0 == .vagas(OpcoesDasVagas(ordem: "valor", inverter: true)))
        #expect(try cmd("turnos").0 == .turnos)
        #expect(try cmd("pendentes").0 == .pendentes)
        #expect(try cmd("alertas").0 == .alertas)
        #expect(try cmd("perfil").0 == .perfil)
        #expect(try cmd("fila").0 == .fila)
    }

    @Test func jsonEmQualquerPosicao() throws {
        #expect(try cmd("fila", "--json") == (.fila, true))
        #expect(try cmd("checkin", "--json", t) == (.checkin(turno: turno, semLocalizacao: false, em: nil), true))
        #expect(try cmd("vagas").json == false)
    }

    @Test func loginExigeEmailENuncaAceitaSenhaNaLinha() throws {
        #expect(try cmd("login", "--email", "ana@frila.dev").0 == .login(email: "ana@frila.dev"))
        #expect(try cmd("login", "--email=ana@frila.dev").0 == .login(email: "ana@frila.dev"))
        #expect(erroDeUso(["login"])?.contains("--email") == true)
        #expect(erroDeUso(["login", "--email"])?.contains("precisa de um valor") == true)
        for a in [["--senha", "x"], ["--senha=x"], ["--password", "x"], ["--password=x"]] {
            let m = erroDeUso(["login", "--email", "a@b.c"] + a)
            #expect(m?.contains("nunca vai na linha de comando") == true)
            #expect(m?.contains("x") == false || m?.contains(" x") == false)
        }
    }

    @Test func checkinComInstanteEFlags() throws {
        let (c, _) = try cmd("checkin", t, "--sem-localizacao", "--em", "2026-11-30T18:02:00-03:00")
        let esperado = FormatoDeInstante.interpretar("2026-11-30T21:02:00Z")!
        #expect(c == .checkin(turno: turno, semLocalizacao: true, em: esperado))
        #expect(try cmd("checkout", "--em=2026-11-30T21:02:00Z", t).0 == .checkout(turno: turno, semLocalizacao: false, em: esperado))
        #expect(erroDeUso(["checkin", t, "--em", "ontem"])?.contains("ISO 8601") == true)
        #expect(erroDeUso(["checkin"]) == "falta TURNO: frila checkin TURNO. Veja frila checkin --help.", "o comando como se digita; nada de \"Checkin\" na frase")
        #expect(erroDeUso(["checkin", "abc"])?.contains("UUID") == true)
    }

    @Test func avaliarSimOuNao() throws {
        #expect(try cmd("avaliar", t, "sim").0 == .avaliar(turno: turno, chamariaDeNovo: true))
        #expect(try cmd("avaliar", t, "nao").0 == .avaliar(turno: turno, chamariaDeNovo: false))
        #expect(try cmd("avaliar", t, "NÃO").0 == .avaliar(turno: turno, chamariaDeNovo: false))
        #expect(erroDeUso(["avaliar", t, "5"])?.contains("sim ou nao") == true)
        #expect(erroDeUso(["avaliar", t])?.contains("sim|nao") == true)
    }

    @Test func cancelarSemSimEhPreviaEComSimExigeMotivo() throws {
        #expect(try cmd("cancelar", t).0 == .cancelar(turno: turno, motivo: nil, sim: false))
        #expect(try cmd("cancelar", t, "--motivo", "doença").0 == .cancelar(turno: turno, motivo: "doença", sim: false))
        #expect(try cmd("cancelar", "--motivo", "  febre ", t, "--sim").0 == .cancelar(turno: turno, motivo: "febre", sim: true))
        #expect(erroDeUso(["cancelar", t, "--sim"])?.contains("--motivo") == true)
        #expect(erroDeUso(["cancelar", t, "--motivo", "   "])?.contains("--motivo") == true)
    }

    @Test func sincronizarComTimeout() throws {
        #expect(try cmd("sincronizar").0 == .sincronizar(ateEsvaziar: false, timeout: ComandoHeadless.timeoutPadraoDoDreno))
        #expect(try cmd("sincronizar", "--ate-esvaziar", "--timeout", "5").0 == .sincronizar(ateEsvaziar: true, timeout: 5))
        #expect(erroDeUso(["sincronizar", "--timeout", "-1"])?.contains("maior que zero") == true)
        #expect(erroDeUso(["sincronizar", "--timeout", "nan"])?.contains("maior que zero") == true)
    }

    @Test func sobrasSaoRecusadas() {
        #expect(erroDeUso(["vagas", "--xyz"])?.contains("opção desconhecida") == true)
        #expect(erroDeUso(["fila", "extra"])?.contains("argumento a mais") == true)
        #expect(erroDeUso(["candidatar", t, t])?.contains("argumento a mais") == true)
    }

    @Test func ajudaDeCadaComando() throws {
        for nome in ComandoHeadless.nomes {
            #expect(try cmd(nome, "--help").0 == .ajuda(nome: nome))
            let texto = ComandoHeadless.ajuda(nome)
            #expect(texto.hasPrefix("Uso: frila \(nome)"))
            #expect(texto.contains("--json"))
        }
    }

    /// Cada comando de cada família chega ao seu `interpretar` pela linha de comando e tem ajuda própria:
    /// um comando fora da lista do despacho cairia em "Comando desconhecido" e o `--help` dele na ajuda geral.
    @Test func todoComandoEhReconhecidoETemAjudaPropria() throws {
        #expect(Set(ComandoHeadless.todosOsNomes).count == ComandoHeadless.todosOsNomes.count, "nome repetido entre famílias")
        for nome in ComandoHeadless.todosOsNomes {
            guard case .headless(.ajuda(let pedido), json: false) = try ComandoFrila.interpretar([nome, "--help"]) else {
                Issue.record("frila \(nome) --help não chegou à ajuda do comando"); continue
            }
            let texto = ComandoHeadless.ajuda(pedido)
            #expect(texto != ComandoFrila.ajudaTexto && !texto.contains("Comando desconhecido"), "\(nome) sem ajuda própria")
            #expect(texto.contains("frila \(nome)"), "a ajuda de \(nome) não mostra o uso dele")
            do { _ = try ComandoFrila.interpretar([nome]) } catch {
                if case .comandoDesconhecido = error { Issue.record("frila \(nome): comando desconhecido") }
            }
        }
    }

    @Test func despachoPelaLinhaDeComando() throws {
        #expect(try ComandoFrila.interpretar(["turnos", "--json"]) == .headless(.turnos, json: true))
        #expect(try ComandoFrila.interpretar(["--json", "turnos"]) == .headless(.turnos, json: true), "--json antes do comando")
        #expect(throws: ErroDeLinhaDeComando.self) { try ComandoFrila.interpretar(["--json"]) }
        #expect(try ComandoFrila.interpretar(["checkin", "--help"]) == .headless(.ajuda(nome: "checkin"), json: false))
        #expect(try ComandoFrila.interpretar(["--help"]) == .ajuda)
        #expect(try ComandoFrila.interpretar([]) == .tui)
        #expect(ComandoFrila.ajudaTexto.contains("sincronizar [--ate-esvaziar"))
        // Oculto (a suíte ponta a ponta lê as tabelas de teclas por ele): fora da ajuda.
        #expect(try ComandoFrila.interpretar(["teclas", "--json"]) == .teclas)
        #expect(!ComandoFrila.ajudaTexto.contains("frila teclas"))
    }

    @Test func opcoesGlobaisSaoConsumidasAntes() throws {
        let (cfg, resto) = try ConfiguracaoDoCliente.carregar(argumentos: ["--dados", "/tmp/x", "checkin", t, "--posicao", "-15.8,-47.9", "--offline", "--json"],
                                                     ambiente: ["HOME": "/tmp/nada"])
        #expect(cfg.offline)
        #expect(cfg.posicao != nil)
        #expect(try ComandoHeadless.interpretar(resto) == (.checkin(turno: turno, semLocalizacao: false, em: nil), true))
    }

    @Test func textoDoUsuarioEcoadoSemControle() {
        let m = erroDeUso(["checkin", "\u{1b}[2J" + String(repeating: "a", count: 500)])
        #expect(m?.contains("\u{1b}") == false)
        #expect((m?.count ?? 1000) < 200)
    }

    /// 3 = passageiro (vale tentar de novo), 1 = recusa: o mesmo critério da fila.
    @Test func codigoDeSaidaDaFalhaSegueOCriterioDaFila() {
        let passageiras: [ErroDaApi] = [.semConexao, .tempoEsgotado, .erroDoServidor(status: 500), .erroDoServidor(status: 502),
                                        .limiteDeRequisicoes(tenteEmSegundos: 3), .respostaInvalida(.corpoIlegivel)]
        for e in passageiras {
            #expect(Contexto.codigoDeFalha(online: true, ultimaFalha: e) == .semConexao, "\(e)")
        }
        let recusa = ErroDaApi.recusa(RecusaDoServidor(status: 409, codigo: "PT409", chave: "turno_cancelado", detalhes: nil, dicaTexto: nil))
        #expect(Contexto.codigoDeFalha(online: true, ultimaFalha: recusa) == .falhou)
        #expect(Contexto.codigoDeFalha(online: true, ultimaFalha: .sessaoExpirada) == .semSessao, "sessão vencida pede login (4)")
        #expect(Contexto.codigoDeFalha(online: true, ultimaFalha: .naoAutorizado(codigo: "session_not_found")) == .semSessao)
        #expect(Contexto.codigoDeFalha(online: true, ultimaFalha: nil) == .falhou)
        #expect(Contexto.codigoDeFalha(online: false, ultimaFalha: nil) == .semConexao)
    }

    @Test func nenhumComandoDeScriptFicaPendurado() throws {
        #expect(ExecucaoHeadless.limiteDeTempo(.sincronizar(ateEsvaziar: true, timeout: 30)) == 30 + ExecucaoHeadless.folgaDoLimite)
        #expect(ExecucaoHeadless.limiteDeTempo(.turnos) == ExecucaoHeadless.limitePadrao)
        #expect(ExecucaoHeadless.limiteDeTempo(.login(email: "a@b.c")) == nil, "a pessoa digitando a senha não tem prazo")
    }
}

/// Um mapeamento só, desfecho → código de saída + JSON, para todo comando que age; e a tela
/// que não carregou dá o código pela falha (valor), nunca pela frase.
struct DesfechoHeadlessTests {
    static let turno = UUID()

    @Test func codigoDeSaidaSaiDoResultado() {
        let acao = AcaoDaPessoa.avaliar(turno: Self.turno, chamariaDeNovo: true)
        #expect(DesfechoHeadless.codigo(Desfecho(acao, .enviada(nil))) == .ok)
        #expect(DesfechoHeadless.codigo(Desfecho(acao, .recusada(.avaliacao(.antesDoFim), item: nil))) == .falhou)
        #expect(DesfechoHeadless.codigo(Desfecho(acao, .semConexao)) == .semConexao)
        #expect(DesfechoHeadless.codigo(Desfecho(acao, .falhaPassageira(.erroDoServidor(status: 503)))) == .semConexao)
        #expect(DesfechoHeadless.codigo(Desfecho(acao, .falhaLocal)) == .dadosLocais)
        #expect(DesfechoHeadless.codigo(Desfecho(acao, .invalida(["x"]))) == .falhou)
        #expect(DesfechoHeadless.codigo(Desfecho(acao, .recusada(.sessaoExpirada, item: nil))) == .semSessao,
                "sessão vencida no meio da ação: o mesmo 4 de quem não entrou")
    }

    @Test func jsonDizAcaoEstadoChaveETurno() {
        let d = Desfecho(.cancelarTurno(turno: Self.turno, porContratante: false, falta: .menosDe24h), .enviada(nil))
        let o = DesfechoHeadless.json(d)
        #expect(o["acao"] as? String == "cancelar" && o["estado"] as? String == "enviada")
        #expect(o["turno_id"] as? String == Self.turno.uuidString.lowercased())
        #expect(o["cancelado"] as? Bool == true && o["conta_como_falta"] as? Bool == true)
        let r = DesfechoHeadless.json(Desfecho(.checkin(turno: Self.turno, em: Date(), aguardaConfirmacao: false),
                                               .recusada(.recusa(chave: "horario_invalido", frase: "Fora do horário."), item: nil)))
        #expect(r["estado"] as? String == "recusada" && r["chave"] as? String == "horario_invalido")
        #expect(r["mensagem"] as? String == "Fora do horário.")
    }

    @Test func aMesmaRecusaTemOMesmoNomeNoDesfechoENaFila() {
        let acao = AcaoOffline.registrarCheckin(turno: Self.turno, distanciaMetros: nil, em: Date())
        let item = ItemDaFila(sequencia: 3, conta: UUID(), acao: acao, chaveIdempotencia: "k", tocadoEm: Date(),
                              enfileiradoEm: Date(), tentativas: 1, ultimoErro: "Fora do horário.", estado: .rejeitada)
        let desfecho = DesfechoHeadless.json(Desfecho(.checkin(turno: Self.turno, em: Date(), aguardaConfirmacao: false),
                                                      .recusada(.recusa(chave: nil, frase: "Fora do horário."), item: item)))
        let status = JSONHeadless.status(StatusDaFila(pendentes: 0, rejeitadas: 1, idadeDaMaisAntiga: nil, ultimoDrenoOk: nil,
                                                      ultimoErro: nil, drenando: false, proximaTentativaEm: nil, itens: [item]))
        #expect(desfecho["estado"] as? String == "recusada")
        #expect((status["itens"] as? [[String: Any]])?.first?["estado"] as? String == "recusada")
        #expect(status["recusadas"] as? Int == 1 && status["rejeitadas"] == nil)
    }

    @Test func telaQueNaoCarregouDaOCodigoPelaFalha() {
        #expect(Contexto.codigo(da: .semConexao) == .semConexao)
        #expect(Contexto.codigo(da: .limiteDeRequisicoes(tenteEmSegundos: 2)) == .semConexao)
        #expect(Contexto.codigo(da: .dadosLocais) == .dadosLocais)
        #expect(Contexto.codigo(da: .sessaoExpirada) == .semSessao)
        #expect(Contexto.codigo(da: .naoAutorizado) == .semSessao)
        #expect(Contexto.codigo(da: .credenciaisInvalidas) == .falhou, "senha errada não é falta de sessão")
        #expect(Contexto.codigo(da: .recusa(chave: "conta_suspensa", frase: nil)) == .falhou)
    }
}
