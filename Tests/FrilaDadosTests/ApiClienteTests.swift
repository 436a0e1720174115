import Foundation
import Testing
@testable import FrilaDados
import FrilaApresentacao
@testable import FrilaDominio

struct ErroDaApiMapeamentoTests {
    static let casos: [(RespostaFalsa, ErroDaApi)] = [
        (.http(409, #"{"code":"PT409","message":"vaga_preenchida","details":"Outra pessoa confirmou antes.","hint":"{\"preenchida_em\":\"2026-12-18T21:03:00+00:00\"}"}"#),
         .recusa(RecusaDoServidor(status: 409, codigo: "PT409", chave: "vaga_preenchida", detalhes: "Outra pessoa confirmou antes.",
                                  dicaTexto: #"{"preenchida_em":"2026-12-18T21:03:00+00:00"}"#))),
        (.http(422, #"{"code":"PT422","message":"antes_do_fim","details":null,"hint":null}"#),
         .recusa(RecusaDoServidor(status: 422, codigo: "PT422", chave: "antes_do_fim", detalhes: nil, dicaTexto: nil))),
        (.http(403, #"{"code":"42501","message":"permission denied for function x","details":null,"hint":null}"#),
         .recusa(RecusaDoServidor(status: 403, codigo: "42501", chave: "42501", detalhes: "permission denied for function x", dicaTexto: nil))),
        (.http(429, #"{"message":"rate"}"#, ["Retry-After": "7"]), .limiteDeRequisicoes(tenteEmSegundos: 7)),
        (.http(429, ""), .limiteDeRequisicoes(tenteEmSegundos: nil)),
        (.http(500, #"{"code":"XX000","message":"boom"}"#), .erroDoServidor(status: 500)),
        (.http(503, "<html>indisponível</html>"), .erroDoServidor(status: 503)),
        (.http(408, ""), .tempoEsgotado),
        (.http(400, "<html>não é json</html>"), .respostaInvalida(.erroSemCorpoLegivel(status: 400))),
        (.falhaDeRede(.notConnectedToInternet), .semConexao),
        (.falhaDeRede(.cannotConnectToHost), .semConexao),
        (.falhaDeRede(.networkConnectionLost), .semConexao),
        (.falhaDeRede(.cannotFindHost), .semConexao),
        (.falhaDeRede(.timedOut), .tempoEsgotado),
        // Conexão fechada sem resposta: é a rede, não "respondeu algo inesperado" (suíte `rede`).
        (.falhaDeRede(.badServerResponse), .semConexao),
        (.falhaDeRede(.cannotParseResponse), .semConexao),
    ]

    @Test(arguments: 0..<casos.count)
    func respostaHTTPViraErroTipado(_ i: Int) async throws {
        let (resposta, esperado) = Self.casos[i]
        let r = Roteiro()
        r.responder("/rest/v1/rpc/feed_vagas", resposta)
        let api = await clienteDeTeste(r)
        await #expect(throws: esperado) { _ = try await api.rpc("feed_vagas", como: [VagaDoFeedDTO].self) }
    }

    @Test func retryAfterEmSegundosOuDataHTTP() {
        let agora = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        #expect(ApiCliente.esperaPedida("7", agora: agora) == 7)
        #expect(ApiCliente.esperaPedida(" 120 ", agora: agora) == 120)
        #expect(ApiCliente.esperaPedida("Sun, 06 Nov 1994 08:50:07 GMT", agora: agora) == 30)
        #expect(ApiCliente.esperaPedida("Sunday, 06-Nov-94 08:50:07 GMT", agora: agora) == 30)
        #expect(ApiCliente.esperaPedida("Sun Nov  6 08:50:07 1994", agora: agora) == 30)
        #expect(ApiCliente.esperaPedida("Sun, 06 Nov 1994 08:00:00 GMT", agora: agora) == 0, "data passada: pode tentar já")
        #expect(ApiCliente.esperaPedida("-5", agora: agora) == nil)
        #expect(ApiCliente.esperaPedida("amanhã", agora: agora) == nil)
        #expect(ApiCliente.esperaPedida(nil, agora: agora) == nil)
    }

    @Test func corpoDe200IndecodificavelERespostaInvalida() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/meu_perfil", .json(#"{"conta_id":"não-é-uuid"}"#))
        let api = await clienteDeTeste(r)
        do {
            _ = try await api.rpc("meu_perfil", como: PerfilDTO.self)
            Issue.record("devia falhar")
        } catch {
            guard case .respostaInvalida(let onde) = error else { Issue.record("\(error)"); return }
            #expect(!"\(onde)".contains("não-é-uuid"), "não ecoa o corpo (RN15)")
            #expect(onde == .campoInvalido("contaId"), "diz o campo, não o valor")
        }
    }

    /// Os comandos sem tela escolhem o código de saída pelo último desfecho (suíte `rede`).
    @Test func ultimaFalhaAnotaErroDeTransporteDeStatusEDeCorpo() async throws {
        let r = Roteiro()
        let api = await clienteDeTeste(r)
        r.responder("/rest/v1/rpc/meu_perfil", .http(502, "<html>nginx</html>"), .json(#"{"conta_id":"não-é-uuid"}"#))
        _ = try? await api.rpc("meu_perfil", como: PerfilDTO.self)
        #expect(api.ultimaFalha == .erroDoServidor(status: 502))
        _ = try? await api.rpc("meu_perfil", como: PerfilDTO.self)
        guard case .respostaInvalida = api.ultimaFalha else { Issue.record("\(String(describing: api.ultimaFalha))"); return }
        r.responder("/rest/v1/rpc/feed_vagas", .json("[]"))
        _ = try await api.rpc("feed_vagas", como: [VagaDoFeedDTO].self)
        #expect(api.ultimaFalha == nil)
    }

    @Test func dicaDaRecusaLidaComoJSON() {
        let rec = RecusaDoServidor(status: 403, codigo: "PT403", chave: "inelegivel", detalhes: "x",
                                   dicaTexto: #"{"motivo":"Você já tem um turno neste horário.","n":3}"#)
        #expect(rec.dica["motivo"] == "Você já tem um turno neste horário.")
        #expect(rec.dica["n"] == "3")
        #expect(RecusaDoServidor(status: 400, codigo: nil, chave: "k", detalhes: nil, dicaTexto: "texto solto").dica.isEmpty)
    }

    @Test func todaDescricaoEmPortuguesESemDadoSensivel() {
        let todos: [ErroDaApi] = [.semConexao, .tempoEsgotado, .naoAutorizado(codigo: nil),
                                  .naoAutorizado(codigo: "invalid_credentials"), .sessaoExpirada,
                                  recusa(409, "vaga_preenchida"), recusa(409, "vaga_preenchida", detalhes: "Frase do servidor."),
                                  recusa(418, "chave_nova"), .limiteDeRequisicoes(tenteEmSegundos: 2.2),
                                  .limiteDeRequisicoes(tenteEmSegundos: nil), .erroDoServidor(status: 502),
                                  .respostaInvalida(.falta(campo: "x"))]
        for e in todos {
            let d = e.mensagemParaPessoa
            #expect(!d.isEmpty)
            #expect(!d.lowercased().contains("error"), "\(d)")
            #expect(!d.contains("Bearer") && !d.contains("token"))
        }
        #expect(ErroDaApi.naoAutorizado(codigo: "invalid_credentials").mensagemParaPessoa == "E-mail ou senha incorretos.")
        #expect(recusa(409, "vaga_preenchida", detalhes: "Frase do servidor.").mensagemParaPessoa == "Frase do servidor.")
        #expect(recusa(409, "vaga_preenchida").mensagemParaPessoa == "Esta vaga já foi preenchida.")
        #expect(ErroDaApi.limiteDeRequisicoes(tenteEmSegundos: 2.2).mensagemParaPessoa.contains("3 s"))
        #expect(ErroDaApi.erroDoServidor(status: 502).mensagemParaPessoa.contains("502"))
        #expect(ErroDaApi.semConexao.falha.semRede && ErroDaApi.tempoEsgotado.falha.semRede)
        #expect(!recusa(409, "x").falha.semRede)
    }

    @Test func corpoDeErroDoGoTrueNasDuasFormas() {
        let a = CorpoDeErro.ler(Data(#"{"code":"invalid_credentials","message":"E-mail ou senha incorretos"}"#.utf8))
        #expect(a?.chave == "invalid_credentials" && a?.detalhes == "E-mail ou senha incorretos")
        let b = CorpoDeErro.ler(Data(#"{"code":400,"message":"weak_password"}"#.utf8))
        #expect(b?.chave == "weak_password" && b?.codigo == "400")
        let c = CorpoDeErro.ler(Data(#"{"code":400,"error_code":"user_already_exists","msg":"Já existe"}"#.utf8))
        #expect(c?.chave == "user_already_exists" && c?.detalhes == "Já existe")
    }
}

struct ApiClienteTests {
    @Test func cabecalhosECorpoDaRPC() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/fazer_checkin", .json(turnoJSON))
        let api = await clienteDeTeste(r)
        let repo = TurnoRepositorioHTTP(api: api)
        let t = try await repo.fazerCheckin(turnoId: turnoId1, distanciaMetros: 350.5, em: t0 + 120, chaveIdempotencia: "chave-1")
        #expect(t.id == turnoId1)
        let req = try #require(r.recebidas.first)
        #expect(req.metodo == "POST")
        #expect(req.cabecalho("apikey") == "anon-teste")
        #expect(req.cabecalho("Authorization") == "Bearer acesso-1")
        #expect(req.cabecalho("Idempotency-Key") == "chave-1")
        #expect(req.cabecalho("Content-Type") == "application/json")
        let corpo = req.json
        #expect(corpo["turno_id"] as? String == "aaaaaaaa-0000-0000-0000-000000000001")
        #expect(corpo["distancia_m"] as? Double == 350.5)
        #expect(FormatoDeInstante.interpretar(corpo["em"] as? String ?? "") == t0 + 120)
        #expect(corpo["lat"] == nil && corpo["lng"] == nil, "a coordenada nunca sai do aparelho (RN22)")
    }

    @Test func distanciaNulaVaiComoNull() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/fazer_checkin", .json(turnoJSON))
        let api = await clienteDeTeste(r)
        _ = try await TurnoRepositorioHTTP(api: api).fazerCheckin(turnoId: turnoId1, distanciaMetros: nil, em: t0, chaveIdempotencia: "k")
        let corpo = String(decoding: try #require(r.recebidas.first).corpo, as: UTF8.self)
        #expect(corpo.contains(#""distancia_m":null"#))
    }

    @Test func semSessaoNemTentaAChamada() async {
        let r = Roteiro()
        let api = await clienteDeTeste(r, credencial: nil)
        await #expect(throws: ErroDaApi.naoAutorizado(codigo: "no_authorization")) {
            _ = try await api.rpc("meus_turnos", como: [TurnoDTO].self)
        }
        #expect(r.recebidas.isEmpty)
    }

    @Test func umaRenovacaoEUmaNovaTentativaNo401() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/meus_turnos",
                    .http(401, #"{"code":"PGRST303","message":"JWT expired"}"#), .json("[\(turnoJSON)]"))
        r.responder("/auth/v1/token", .json(sessaoJSON(acesso: "acesso-2", renovacao: "renova-2")))
        let api = await clienteDeTeste(r)
        let turnos = try await TurnoRepositorioHTTP(api: api).meusTurnos()
        #expect(turnos.count == 1)
        let chamadas = r.recebidas(em: "/rest/v1/rpc/meus_turnos")
        #expect(chamadas.map { $0.cabecalho("Authorization") } == ["Bearer acesso-1", "Bearer acesso-2"])
        let renov = r.recebidas(em: "/auth/v1/token")
        #expect(renov.count == 1)
        #expect(renov[0].query == "grant_type=refresh_token")
        #expect(renov[0].json["refresh_token"] as? String == "renova-1")
        #expect(renov[0].cabecalho("Authorization") == nil)
        #expect(await api.cofre.atual?.tokenDeRenovacao == "renova-2")
    }

    @Test func renovacaoRecusadaViraSessaoExpiradaESemReenvioDoToken() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/meus_turnos", .http(401, #"{"code":"PGRST301","message":"JWT invalid"}"#))
        r.responder("/auth/v1/token", .http(400, #"{"code":"refresh_token_already_used","message":"Sessão revogada"}"#))
        let api = await clienteDeTeste(r)
        let repo = TurnoRepositorioHTTP(api: api)
        await #expect(throws: ErroDaApi.sessaoExpirada) { _ = try await repo.meusTurnos() }
        await #expect(throws: ErroDaApi.sessaoExpirada) { _ = try await repo.meusTurnos() }
        #expect(r.recebidas(em: "/auth/v1/token").count == 1, "o token de renovação nunca vai duas vezes")
    }

    @Test func renovacaoComFalhaDeRedeTambemNaoReenvia() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/meus_turnos", .http(401, #"{"code":"PGRST303","message":"JWT expired"}"#))
        r.responder("/auth/v1/token", .falhaDeRede(.networkConnectionLost))
        let api = await clienteDeTeste(r)
        let repo = TurnoRepositorioHTTP(api: api)
        await #expect(throws: ErroDaApi.semConexao) { _ = try await repo.meusTurnos() }
        await #expect(throws: ErroDaApi.sessaoExpirada) { _ = try await repo.meusTurnos() }
        #expect(r.recebidas(em: "/auth/v1/token").count == 1)
    }

    /// Conexão recusada na renovação: o pedido não saiu, então o token de renovação não foi
    /// usado; ele volta para a credencial e a sessão continua quando o servidor volta.
    @Test func renovacaoQueNaoSaiuDevolveOTokenDeRenovacao() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/meus_turnos", .http(401, #"{"code":"PGRST303","message":"JWT expired"}"#),
                    .http(401, #"{"code":"PGRST303","message":"JWT expired"}"#), .json("[\(turnoJSON)]"))
        r.responder("/auth/v1/token", .falhaDeRede(.cannotConnectToHost),
                    .json(sessaoJSON(acesso: "acesso-2", renovacao: "renova-2")))
        let api = await clienteDeTeste(r)
        let repo = TurnoRepositorioHTTP(api: api)
        await #expect(throws: ErroDaApi.semConexao) { _ = try await repo.meusTurnos() }
        #expect(await api.cofre.atual?.tokenDeRenovacao == "renova-1", "o token não usado voltou")
        let turnos = try await repo.meusTurnos()
        #expect(turnos.count == 1)
        #expect(r.recebidas(em: "/auth/v1/token").compactMap { $0.json["refresh_token"] as? String } == ["renova-1", "renova-1"])
        #expect(await api.cofre.atual?.tokenDeRenovacao == "renova-2")
    }

    @Test func novaTentativaTambem401ESessaoExpirada() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/meus_turnos", .http(401, #"{"code":"PGRST301","message":"JWT invalid"}"#))
        r.responder("/auth/v1/token", .json(sessaoJSON(acesso: "acesso-2", renovacao: "renova-2")))
        let api = await clienteDeTeste(r)
        await #expect(throws: ErroDaApi.sessaoExpirada) { _ = try await TurnoRepositorioHTTP(api: api).meusTurnos() }
        #expect(r.recebidas(em: "/rest/v1/rpc/meus_turnos").count == 2)
        #expect(r.recebidas(em: "/auth/v1/token").count == 1)
    }

    /// A apikey recusada pelo gateway não é sessão vencida: nada de renovar (o token de
    /// renovação ficaria gasto sem ter chegado ao GoTrue), e a frase fala da chave.
    @Test func apikeyRecusadaNaoRenovaEDizAChave() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/meus_turnos", .http(401, #"{"message":"Invalid API key","hint":"Double check your Supabase `anon` or `service_role` API key."}"#))
        let api = await clienteDeTeste(r)
        await #expect(throws: ErroDaApi.chaveAnonRecusada(faltando: false)) { _ = try await TurnoRepositorioHTTP(api: api).meusTurnos() }
        #expect(r.recebidas(em: "/auth/v1/token").isEmpty)
        #expect(await api.cofre.atual?.tokenDeRenovacao == "renova-1")
        #expect(ErroDaApi.chaveAnonRecusada(faltando: false).falha.chave == "chave_anon_recusada")
    }

    /// Sem FRILA_ANON_KEY vai a chave de demonstração (ou, vazia, nenhuma): "falta a chave".
    @Test func chaveDeDemonstracaoOuVaziaRecusadaEFalta() async throws {
        for chave in [ConfiguracaoDoCliente.anonKeyPadrao, ""] {
            let r = Roteiro()
            r.responder("/auth/v1/token", .http(401, #"{"message":"No API key found in request","hint":"No `apikey` request header or url param was found."}"#))
            let api = ApiCliente(urlBase: r.urlBase, chaveAnonima: chave, cofre: CofreDeSessao(armazem: nil), configuracao: configuracaoStub())
            await #expect(throws: ErroDaApi.chaveAnonRecusada(faltando: true)) {
                _ = try await ContaRepositorioHTTP(api: api).entrar(email: "ana@frila.dev", senha: "frila123")
            }
        }
    }

    /// Renovação barrada pela apikey (a chave trocada entre o pedido e a renovação): o token
    /// de renovação não chegou ao GoTrue e volta para a credencial.
    @Test func renovacaoBarradaPelaApikeyDevolveOToken() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/meus_turnos", .http(401, #"{"code":"PGRST303","message":"JWT expired"}"#))
        r.responder("/auth/v1/token", .http(401, #"{"message":"Invalid API key"}"#))
        let api = await clienteDeTeste(r)
        await #expect(throws: ErroDaApi.chaveAnonRecusada(faltando: false)) { _ = try await TurnoRepositorioHTTP(api: api).meusTurnos() }
        #expect(await api.cofre.atual?.tokenDeRenovacao == "renova-1")
    }

    @Test func varios401AoMesmoTempoGeramUmaRotacaoSo() async throws {
        let r = Roteiro()
        let expirado = RespostaFalsa.http(401, #"{"code":"PGRST303","message":"JWT expired"}"#)
        r.responder("/rest/v1/rpc/meu_perfil", expirado, expirado, expirado, expirado,
                    .json(#"{"conta_id":"11111111-1111-1111-1111-111111111111","perfil":"profissional","nome":"Ana","reputacao":{"positivas":0,"total":0,"taxa_comparecimento":null,"turnos_considerados":0},"funcoes":["garcom"],"disponivel":true,"estabelecimento":null}"#))
        r.responder("/auth/v1/token", .json(sessaoJSON(acesso: "acesso-2", renovacao: "renova-2")))
        let api = await clienteDeTeste(r)
        let repo = ContaRepositorioHTTP(api: api)
        try await withThrowingTaskGroup(of: Void.self) { g in
            for _ in 0..<4 { g.addTask { _ = try await repo.meuPerfil() } }
            try await g.waitForAll()
        }
        #expect(r.recebidas(em: "/auth/v1/token").count == 1)
    }

    @Test func entrarGuardaCredencialEDevolveSoAReferencia() async throws {
        let dir = diretorioTemporario()
        let r = Roteiro()
        r.responder("/auth/v1/token", .json(sessaoJSON(acesso: "acesso-x", renovacao: "renova-x")))
        let cofre = CofreDeSessao(armazem: ArmazemDeCredencial(diretorio: dir))
        let api = ApiCliente(urlBase: r.urlBase, chaveAnonima: "anon-teste", cofre: cofre, configuracao: configuracaoStub())
        let conta = try await ContaRepositorioHTTP(api: api).entrar(email: "ana@exemplo.com", senha: "segredo")
        #expect(conta.id == contaAna && conta.perfil == .profissional && conta.nome == "Ana Souza")
        #expect(conta.referenciaCredencial.hasPrefix("arquivo:"))
        #expect(!"\(conta)".contains("acesso-x"), "a sessão não carrega o token (RNF07)")
        let req = try #require(r.recebidas.first)
        #expect(req.query == "grant_type=password")
        #expect(req.json["email"] as? String == "ana@exemplo.com")
        // sobrevive a reinício
        let outro = ContaRepositorioHTTP(api: ApiCliente(urlBase: r.urlBase, chaveAnonima: "a",
                                                          cofre: CofreDeSessao(armazem: ArmazemDeCredencial(diretorio: dir))))
        #expect(await outro.sessaoSalva()?.id == contaAna)
    }

    @Test func loginRecusadoEmPortugues() async throws {
        let r = Roteiro()
        r.responder("/auth/v1/token", .http(400, #"{"code":"invalid_credentials","message":"E-mail ou senha incorretos"}"#))
        let api = await clienteDeTeste(r, credencial: nil)
        do {
            _ = try await ContaRepositorioHTTP(api: api).entrar(email: "a@b.c", senha: "x")
            Issue.record("devia falhar")
        } catch let e as ErroDaApi {
            #expect(e.chaveDeRecusa == "invalid_credentials")
            #expect(e.mensagemParaPessoa == "E-mail ou senha incorretos")
        }
    }

    @Test func sairApagaCredencialMesmoSemRede() async throws {
        let dir = diretorioTemporario()
        let r = Roteiro()
        r.responder("/auth/v1/logout", .falhaDeRede(.notConnectedToInternet))
        let cofre = CofreDeSessao(armazem: ArmazemDeCredencial(diretorio: dir))
        try await cofre.guardar(credencialDeTeste())
        let api = ApiCliente(urlBase: r.urlBase, chaveAnonima: "a", cofre: cofre, configuracao: configuracaoStub())
        try await ContaRepositorioHTTP(api: api).sair()
        #expect(await cofre.atual == nil)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("credencial.json").path))
    }
}
