import Foundation
import Testing
@testable import FrilaDados
import FrilaApresentacao
@testable import FrilaDominio

/// Decodifica as formas JSON exatas de docs/CONTRATO.md.
struct ContratoTests {
    @Test(arguments: ["2026-11-30T18:02:00+00:00", "2026-11-30T18:02:00.123456+00:00", "2026-11-30T15:02:00-03:00",
                      "2026-11-30T18:02:00Z", "2026-11-30 18:02:00+00", "2026-11-30T18:02:00.5+00:00"])
    func instantesComESemFracaoEComOffset(_ texto: String) throws {
        let d = try #require(FormatoDeInstante.interpretar(texto))
        #expect(abs(d.timeIntervalSince1970 - 1_796_061_720) < 1)
    }

    @Test func instanteInvalido() { #expect(FormatoDeInstante.interpretar("ontem") == nil) }

    /// `cancelar_turno`: a falta e se o turno já tinha começado (sem `ja_comecou`, de um servidor
    /// anterior, conta como não começado).
    @Test(arguments: [(#"{"conta_como_falta": false, "ja_comecou": false}"#, FaltaNoCancelamento.naoConta),
                      (#"{"conta_como_falta": true, "ja_comecou": false}"#, .menosDe24h),
                      (#"{"conta_como_falta": true, "ja_comecou": true}"#, .depoisDoInicio),
                      (#"{"conta_como_falta": true}"#, .menosDe24h)])
    func respostaDoCancelamento(_ caso: (String, FaltaNoCancelamento)) async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/cancelar_turno", .json(caso.0))
        let falta = try await TurnoRepositorioHTTP(api: await clienteDeTeste(r)).cancelar(turnoId: UUID(), motivo: "chuva")
        #expect(falta == caso.1)
    }

    @Test func turnoCompleto() throws {
        let t = try CodificacaoJSON.decodificador().decode(TurnoDTO.self, from: Data(turnoJSON.utf8)).dominio
        #expect(t.id == turnoId1)
        #expect(t.vaga.funcao == .garcom)
        #expect(t.vaga.periodo.inicio == t0)
        #expect(abs(t.vaga.periodo.fim.timeIntervalSince(t0 + h(6)) - 0.123456) < 0.001)
        #expect(t.vaga.local.ponto == Coordenada(latitude: -15.7939, longitude: -47.8828))
        #expect(t.valorAcordado == Dinheiro(centavos: 12000))
        #expect(t.estabelecimento.contato?.whatsapp == "+5561999990000")
        #expect(t.profissional?.contato == nil)
        #expect(t.checkin == RegistroDePresenca(em: t0 + 120, tipo: .manual, distanciaMetros: 350.5, confirmadoEm: nil))
        #expect(t.aguardandoConfirmacao)
        #expect(t.verificacao == .pendente && !t.podeAvaliar && t.minhaAvaliacao == nil)
    }

    @Test func feedSemContato() async throws {
        let json = """
        [{"vaga_id":"bbbbbbbb-0000-0000-0000-000000000001","funcao":"equipe_evento","inicio":"2026-12-18T21:00:00+00:00",
          "fim":"2026-12-19T03:00:00+00:00","valor_centavos":15000,
          "inclusos":{"refeicao":false,"transporte":true,"exige_material_proprio":true},"modo":"selecao",
          "estabelecimento":{"id":"dddddddd-0000-0000-0000-000000000001","nome":"Bar do Cerrado"},
          "bairro":"Asa Norte","distancia_m":1234.5,"posicoes_abertas":2,"minha_candidatura":null},
         {"vaga_id":"bbbbbbbb-0000-0000-0000-000000000002","funcao":"sommelier","inicio":"2026-12-18T21:00:00+00:00",
          "fim":"2026-12-19T03:00:00+00:00","valor_centavos":1,
          "inclusos":{"refeicao":true,"transporte":true,"exige_material_proprio":false},"modo":"urgencia",
          "estabelecimento":{"id":"dddddddd-0000-0000-0000-000000000001","nome":"Bar do Cerrado"},
          "bairro":"Asa Sul","distancia_m":90,"posicoes_abertas":1,"minha_candidatura":"pendente"}]
        """
        let r = Roteiro()
        r.responder("/rest/v1/rpc/feed_vagas", .json(json))
        let feed = try await VagaRepositorioHTTP(api: await clienteDeTeste(r)).feed()
        #expect(feed.count == 2)
        #expect(feed[0].funcao == .equipeEvento && feed[0].modo == .selecao && feed[0].distanciaMetros == 1234.5)
        #expect(feed[0].inclusos.exigeMaterialProprio && feed[0].minhaCandidatura == nil)
        #expect(feed[1].funcao == .outra("sommelier") && feed[1].minhaCandidatura == .pendente)
    }

    @Test func minhasVagasComPosicoesECandidaturas() throws {
        let json = """
        [{"vaga_id":"bbbbbbbb-0000-0000-0000-000000000001","funcao":"bartender","inicio":"2026-12-18T21:00:00+00:00",
          "fim":"2026-12-19T03:00:00+00:00","valor_centavos":18000,
          "inclusos":{"refeicao":true,"transporte":false,"exige_material_proprio":false},"modo":"selecao",
          "estado":"publicada","local":{"endereco":"SCLN 408","lat":-15.79,"lng":-47.88},"antecedencia_alerta_min":120,
          "posicoes_total":2,"posicoes_abertas":1,
          "posicoes":[{"posicao_id":"cccccccc-0000-0000-0000-000000000001","estado":"confirmada","turno":\(turnoJSON)},
                      {"posicao_id":"cccccccc-0000-0000-0000-000000000002","estado":"aberta","turno":null}],
          "candidaturas":[{"candidatura_id":"eeeeeeee-0000-0000-0000-000000000001","estado":"pendente",
                           "em":"2026-12-17T10:00:00.5+00:00",
                           "profissional":{"id":"11111111-1111-1111-1111-111111111111","nome":"Ana Souza",
                                           "reputacao":{"positivas":6,"total":7,"taxa_comparecimento":0.9,"turnos_considerados":10}}}]}]
        """
        let v = try CodificacaoJSON.decodificador().decode([VagaDoContratanteDTO].self, from: Data(json.utf8))[0].dominio
        #expect(v.estado == .publicada && v.antecedenciaAlerta == 7200)
        #expect(v.posicoes.count == 2 && v.posicoes[0].turno?.id == turnoId1 && v.posicoes[1].turno == nil)
        #expect(v.candidaturas[0].profissional.reputacao.descricao() == "6 de 7 chamariam de novo")
    }

    @Test func alertaPerfilNotificacaoEAvaliacao() throws {
        let dec = CodificacaoJSON.decodificador()
        var atrasado = turnoJSON
        atrasado.removeLast()
        atrasado += #","minutos_atraso":22}"#
        let alerta = try dec.decode(AlertaDTO.self, from: Data("""
            {"vagas":[{"vaga_id":"bbbbbbbb-0000-0000-0000-000000000001","funcao":"garcom","inicio":"2026-12-18T21:00:00+00:00",
            "fim":"2026-12-19T03:00:00+00:00","posicoes_abertas":1,"alerta_desde":"2026-12-18T18:00:00+00:00"}],
            "atrasados":[\(atrasado)]}
            """.utf8)).dominio
        // O número do servidor não fica: quem mostra conta do início com o relógio dele.
        #expect(alerta.vagas.count == 1 && alerta.atrasados.count == 1)
        #expect(alerta.atrasados[0].minutos(agora: alerta.atrasados[0].turno.vaga.periodo.inicio.addingTimeInterval(22 * 60 + 59)) == 22)

        let perfil = try dec.decode(PerfilDTO.self, from: Data("""
            {"conta_id":"22222222-2222-2222-2222-222222222222","perfil":"contratante","nome":"Bruno",
             "reputacao":{"positivas":0,"total":0,"taxa_comparecimento":null,"turnos_considerados":0},
             "funcoes":null,"disponivel":null,"estabelecimento":{"id":"dddddddd-0000-0000-0000-000000000001","nome":"Bar do Cerrado","endereco":"SCLN 408"}}
            """.utf8)).dominio
        #expect(perfil.reputacao.descricao() == "Sem histórico" && perfil.reputacao.taxaComparecimento == nil)
        #expect(perfil.estabelecimento?.nome == "Bar do Cerrado" && perfil.funcoes == nil)

        let prof = try dec.decode(PerfilDTO.self, from: Data("""
            {"conta_id":"22222222-2222-2222-2222-222222222223","perfil":"profissional","nome":"Paula",
             "reputacao":{"positivas":0,"total":0,"taxa_comparecimento":null,"turnos_considerados":0},
             "funcoes":["garcom"],"disponivel":true,"base":{"lat":-15.8333,"lng":-48.0564},"estabelecimento":null}
            """.utf8)).dominio
        #expect(prof.base == Coordenada(latitude: -15.8333, longitude: -48.0564) && perfil.base == nil, "a base do profissional; sem ela, nil")

        let notif = try dec.decode([NotificacaoDTO].self, from: Data("""
            [{"notificacao_id":"ffffffff-0000-0000-0000-000000000001","vaga_id":"bbbbbbbb-0000-0000-0000-000000000001",
              "funcao":"garcom","inicio":"2026-12-18T21:00:00+00:00","valor_centavos":12000,"modo":"urgencia",
              "estabelecimento":{"id":"dddddddd-0000-0000-0000-000000000001","nome":"Bar do Cerrado"},
              "enviada_em":"2026-12-18T17:00:00.000001+00:00"}]
            """.utf8)).map(\.dominio)
        #expect(notif.first?.valor == Dinheiro(centavos: 12000))

        let av = try dec.decode(AvaliacaoDTO.self, from: Data("""
            {"turno_id":"aaaaaaaa-0000-0000-0000-000000000001","lado":"profissional","chamaria_de_novo":true,"em":"2026-12-19T04:00:00+00:00"}
            """.utf8)).dominio
        #expect(av.chamariaDeNovo && av.lado == .profissional)
    }
}

struct CandidaturaHTTPTests {
    func candidatar(_ resposta: RespostaFalsa) async throws -> ResultadoDaCandidatura {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/candidatar", resposta)
        return try await VagaRepositorioHTTP(api: await clienteDeTeste(r)).candidatar(vagaId: UUID())
    }

    @Test func confirmadaEPendente() async throws {
        guard case .confirmada(let t) = try await candidatar(.json(#"{"resultado":"confirmada","turno":\#(turnoJSON)}"#)) else {
            Issue.record("esperava confirmada"); return
        }
        #expect(t.id == turnoId1)
        let cid = UUID(uuidString: "eeeeeeee-0000-0000-0000-000000000001")!
        #expect(try await candidatar(.json(#"{"resultado":"pendente","candidatura_id":"eeeeeeee-0000-0000-0000-000000000001"}"#))
                == .pendente(candidaturaId: cid))
    }

    @Test func recusasViramCasosDoResultado() async throws {
        #expect(try await candidatar(.http(409, #"{"code":"PT409","message":"vaga_preenchida","details":"Alguém chegou antes.","hint":"{\"preenchida_em\":\"2026-12-18T21:03:00+00:00\"}"}"#))
                == .vagaPreenchida(em: t0 + 180))
        #expect(try await candidatar(.http(409, #"{"code":"PT409","message":"vaga_preenchida","details":null,"hint":null}"#))
                == .vagaPreenchida(em: nil))
        #expect(try await candidatar(.http(410, #"{"code":"PT410","message":"vaga_encerrada","details":"Encerrada.","hint":null}"#))
                == .vagaEncerrada)
        #expect(try await candidatar(.http(403, #"{"code":"PT403","message":"inelegivel","details":"Você não é elegível.","hint":"{\"motivo\":\"turno sobreposto\"}"}"#))
                == .inelegivel(motivo: "turno sobreposto"))
        #expect(try await candidatar(.http(403, #"{"code":"PT403","message":"inelegivel","details":"Fora do raio.","hint":null}"#))
                == .inelegivel(motivo: "Fora do raio."))
        #expect(try await candidatar(.http(403, #"{"code":"PT403","message":"conta_suspensa","details":"Suspensa.","hint":null}"#))
                == .contaSuspensa)
    }

    @Test func falhaTecnicaContinuaErro() async {
        await #expect(throws: ErroDaApi.semConexao) { _ = try await candidatar(.falhaDeRede(.notConnectedToInternet)) }
        await #expect(throws: ErroDaApi.erroDoServidor(status: 500)) { _ = try await candidatar(.http(500, "{}")) }
        await #expect(throws: ErroDaApi.self) { _ = try await candidatar(.json(#"{"resultado":"talvez"}"#)) }
    }

    @Test func escolherCandidatoPerdeACorrida() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/escolher_candidato", .http(409, #"{"code":"PT409","message":"vaga_preenchida","details":"x","hint":"{\"preenchida_em\":\"2026-12-18T21:03:00Z\"}"}"#))
        let res = try await VagaRepositorioHTTP(api: await clienteDeTeste(r)).escolherCandidato(candidaturaId: UUID())
        #expect(res == .jaPreenchida(em: t0 + 180))
    }

    /// RF26 no momento da escolha: a recusa chega ao contratante com o motivo dito para ele.
    @Test func escolherCandidatoInelegivelDizOMotivoAoContratante() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/escolher_candidato", .http(403, #"{"code":"PT403","message":"inelegivel","details":"Há um bloqueio entre este profissional e o seu estabelecimento.","hint":"{\"motivo\":\"Há um bloqueio entre este profissional e o seu estabelecimento.\",\"impedimento\":\"bloqueio\"}"}"#))
        let res = try await VagaRepositorioHTTP(api: await clienteDeTeste(r)).escolherCandidato(candidaturaId: UUID())
        #expect(res == .inelegivel(motivo: "Há um bloqueio entre este profissional e o seu estabelecimento."))
    }

    /// Chaves novas dos limites têm frase própria mesmo sem `details`.
    @Test func chavesDosLimitesTemFrasePtBR() {
        for chave in ["fora_do_limite", "texto_invalido"] {
            let e = ErroDaApi.recusa(RecusaDoServidor(status: 422, codigo: "PT422", chave: chave, detalhes: nil, dicaTexto: nil))
            #expect(!e.mensagemParaPessoa.contains(chave), "\(chave): \(e.mensagemParaPessoa)")
        }
    }

    @Test func publicarEnviaCamposDoContrato() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/publicar_vaga", .http(422, #"{"code":"PT422","message":"selecao_com_menos_de_24h","details":"Seleção exige 24 h.","hint":null}"#))
        let rasc = RascunhoDeVaga(funcao: .garcom, inicio: t0 + h(48), fim: t0 + h(54), valor: Dinheiro(centavos: 12000),
                                  refeicao: true, transporte: false, exigeMaterialProprio: true, modo: .urgencia,
                                  posicoes: 2, endereco: "SCLN 408", ponto: Coordenada(latitude: -15.79, longitude: -47.88))
        let nova = try rasc.validar(agora: t0).get()
        await #expect(throws: ErroDaApi.self) { _ = try await VagaRepositorioHTTP(api: await clienteDeTeste(r)).publicar(nova) }
        let corpo = try #require(r.recebidas.first).json
        #expect(Set(corpo.keys) == ["funcao", "inicio", "fim", "valor_centavos", "refeicao", "transporte",
                                    "exige_material_proprio", "modo", "posicoes", "endereco", "lat", "lng",
                                    "antecedencia_alerta_min", "bairro"])
        // Sem bairro no rascunho: null, e o servidor o tira do endereço.
        #expect(corpo["bairro"] is NSNull)
        #expect(corpo["valor_centavos"] as? Int == 12000 && corpo["antecedencia_alerta_min"] as? Int == 180)
        #expect(corpo["exige_material_proprio"] as? Bool == true)
    }
}
