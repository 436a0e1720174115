import Foundation
import Testing
@testable import FrilaDados
import FrilaApresentacao
@testable import FrilaDominio

/// Decodifica as formas de docs/CONTRATO.md ("Listas e gestão"), copiadas do que o SQL devolve.
struct ContratoDaGestaoTests {
    let dec = CodificacaoJSON.decodificador()
    let ana = UUID(uuidString: "93d72d2d-f561-4d6a-ba9e-e6e091108c15")!

    @Test func paginaDoHistoricoComCancelamento() throws {
        let p = try dec.decode(PaginaDoHistoricoDTO.self, from: Data("""
            {"itens": [{"fim": "2030-06-02T02:00:00+00:00", "bairro": "Asa Sul", "funcao": "garcom", "inicio": "2030-06-01T20:00:00+00:00",
              "vaga_id": "67a66dda-0c7a-457a-89a9-d208ca898ec9", "situacao": "cancelado", "turno_id": "6b6a399d-5449-4655-ba99-8d85b343234b",
              "avaliacoes": {"do_contratante": null, "do_profissional": true}, "verificacao": "pendente",
              "cancelamento": {"em": "2030-06-01T12:00:00+00:00", "por": "profissional",
                               "autor": {"id": "93d72d2d-f561-4d6a-ba9e-e6e091108c15", "nome": "Ana Amostra"},
                               "motivo": "Fiquei doente", "conta_como_falta": true},
              "profissional": {"id": "93d72d2d-f561-4d6a-ba9e-e6e091108c15", "nome": "Ana Amostra"},
              "estabelecimento": {"id": "5f072619-778b-49b9-8890-3e224fc41e39", "nome": "Bar Amostra"}, "valor_acordado_centavos": 12000}],
             "proximo_cursor": "2030-06-01T20:00:00+00:00|6b6a399d-5449-4655-ba99-8d85b343234b"}
            """.utf8)).dominio
        let t = try #require(p.itens.first)
        #expect(p.temMais && p.proximoCursor?.hasSuffix("|6b6a399d-5449-4655-ba99-8d85b343234b") == true)
        #expect(t.situacao == .cancelado && t.valorAcordado == Dinheiro(centavos: 12000) && t.bairro == "Asa Sul")
        #expect(t.cancelamento?.por == .profissional && t.cancelamento?.contaComoFalta == true)
        #expect(t.cancelamento?.autor?.id == ana && t.cancelamento?.motivo == "Fiquei doente")
        #expect(t.avaliacaoDoProfissional == true && t.avaliacaoDoContratante == nil)
        let ultima = try dec.decode(PaginaDoHistoricoDTO.self, from: Data(#"{"itens":[],"proximo_cursor":null}"#.utf8)).dominio
        #expect(!ultima.temMais && ultima.itens.isEmpty)
    }

    @Test func minhasCandidaturasComAVaga() throws {
        let l = try dec.decode([MinhaCandidaturaDTO].self, from: Data("""
            [{"em": "2030-06-01T12:00:00+00:00", "vaga": {"fim": "2030-06-06T02:00:00+00:00", "modo": "selecao", "bairro": "Asa Sul",
              "estado": "publicada", "funcao": "garcom", "inicio": "2030-06-05T20:00:00+00:00", "vaga_id": "330e1aff-9c02-4bd6-bcc3-2426d5d4ffdc",
              "inclusos": {"refeicao": true, "transporte": false, "exige_material_proprio": false}, "distancia_m": 1106.0,
              "valor_centavos": 12000, "estabelecimento": {"id": "5f072619-778b-49b9-8890-3e224fc41e39", "nome": "Bar Amostra",
              "reputacao": {"positivas": 6, "total": 7, "taxa_comparecimento": null, "turnos_considerados": 0}},
              "posicoes_abertas": 1}, "estado": "pendente", "candidatura_id": "98a22926-8b7f-417a-8585-f0e4b87dab29"}]
            """.utf8)).map(\.dominio)
        let c = try #require(l.first)
        #expect(c.estado == .pendente && c.vaga.modo == .selecao && c.vaga.minhaCandidatura == .pendente)
        #expect(c.vaga.distanciaMetros == 1106 && c.vaga.estabelecimento.nome == "Bar Amostra")
        #expect(c.vaga.reputacaoDoEstabelecimento?.descricao() == "6 de 7 chamariam de novo")
    }

    /// Vagas e avisos no mesmo minhas_notificacoes; tipo desconhecido (servidor mais novo) fica de fora.
    @Test func caixaSeparaVagasDeAvisos() throws {
        let est = #""estabelecimento": {"id": "5f072619-778b-49b9-8890-3e224fc41e39", "nome": "Bar Amostra"}"#
        let l = try dec.decode([NotificacaoRecebidaDTO].self, from: Data("""
            [{"notificacao_id":"ffffffff-0000-0000-0000-000000000001","tipo":"vaga","vaga_id":"bbbbbbbb-0000-0000-0000-000000000001",
              "funcao":"garcom","inicio":"2026-12-18T21:00:00+00:00","valor_centavos":12000,"modo":"urgencia",\(est),
              "enviada_em":"2026-12-18T17:00:00+00:00"},
             {"notificacao_id":"ffffffff-0000-0000-0000-000000000002","vaga_id":"bbbbbbbb-0000-0000-0000-000000000001",
              "funcao":"garcom","inicio":"2026-12-18T21:00:00+00:00","valor_centavos":12000,"modo":"urgencia",\(est),
              "enviada_em":"2026-12-18T17:00:00+00:00"},
             {"modo": "urgencia", "tipo": "turno_cancelado", "funcao": "garcom", "inicio": "2030-06-01T20:00:00+00:00", "motivo": "Fiquei doente",
              "vaga_id": "67a66dda-0c7a-457a-89a9-d208ca898ec9", "turno_id": "6b6a399d-5449-4655-ba99-8d85b343234b",
              "enviada_em": "2030-06-01T12:00:00+00:00", "profissional": {"id": "93d72d2d-f561-4d6a-ba9e-e6e091108c15", "nome": "Ana Amostra"},
              "candidatura_id": null, "notificacao_id": "68ab712c-d227-4cd9-b98c-5a7624854101", "valor_centavos": 12000, \(est),
              "conta_como_falta": true, "por": "profissional"},
             {"modo": "selecao", "tipo": "alguma_coisa_nova", "funcao": "garcom", "inicio": "2030-06-05T20:00:00+00:00",
              "vaga_id": "330e1aff-9c02-4bd6-bcc3-2426d5d4ffdc", "enviada_em": "2030-06-01T12:00:00+00:00",
              "notificacao_id": "fbf764f1-6d2b-4400-8ad0-891e12fd31a8", "valor_centavos": 12000, \(est)}]
            """.utf8)).compactMap(\.dominio)
        #expect(l.count == 3)
        guard case .vaga(let n) = l[0], case .vaga = l[1], case .aviso(let a) = l[2] else { Issue.record("ordem/tipos errados"); return }
        #expect(n.valor == Dinheiro(centavos: 12000))
        #expect(a.tipo == .turnoCancelado && a.motivo == "Fiquei doente" && a.contaComoFalta == true && a.profissional?.id == ana
                && a.canceladoPor == .profissional)
        #expect(a.turnoId == UUID(uuidString: "6b6a399d-5449-4655-ba99-8d85b343234b") && !a.pedeAcao)
    }

    /// A vaga mudou depois da candidatura: o estado novo e o aviso ao candidato decodificam, com frase do catálogo.
    @Test func candidaturaEncerradaPorEdicaoEAviso() throws {
        let est = #""estabelecimento": {"id": "5f072619-778b-49b9-8890-3e224fc41e39", "nome": "Bar Amostra"}"#
        let c = try dec.decode([MinhaCandidaturaDTO].self, from: Data("""
            [{"em": "2030-06-01T12:00:00+00:00", "vaga": {"fim": "2030-06-06T08:00:00+00:00", "modo": "selecao", "bairro": "Asa Sul",
              "estado": "publicada", "funcao": "garcom", "inicio": "2030-06-05T20:00:00+00:00", "vaga_id": "330e1aff-9c02-4bd6-bcc3-2426d5d4ffdc",
              "inclusos": {"refeicao": false, "transporte": false, "exige_material_proprio": true}, "distancia_m": 1106.0,
              "valor_centavos": 1000, "estabelecimento": {"id": "5f072619-778b-49b9-8890-3e224fc41e39", "nome": "Bar Amostra",
              "reputacao": {"positivas": 6, "total": 7, "taxa_comparecimento": null, "turnos_considerados": 0}},
              "posicoes_abertas": 1}, "estado": "encerrada_por_edicao", "candidatura_id": "98a22926-8b7f-417a-8585-f0e4b87dab29"}]
            """.utf8)).map(\.dominio)
        #expect(c.first?.estado == .encerradaPorEdicao)
        #expect(Textos.situacaoDaCandidatura(.encerradaPorEdicao)?.contains("mudou os termos da vaga") == true)
        #expect(Textos.situacaoDaCandidatura(.pendente) == nil)
        let l = try dec.decode([NotificacaoRecebidaDTO].self, from: Data("""
            [{"modo": "selecao", "tipo": "vaga_alterada", "funcao": "garcom", "inicio": "2030-06-05T20:00:00+00:00",
              "vaga_id": "330e1aff-9c02-4bd6-bcc3-2426d5d4ffdc", "enviada_em": "2030-06-01T13:00:00+00:00", "turno_id": null,
              "candidatura_id": "98a22926-8b7f-417a-8585-f0e4b87dab29", "profissional": {"id": "93d72d2d-f561-4d6a-ba9e-e6e091108c15", "nome": "Ana Amostra"},
              "notificacao_id": "fbf764f1-6d2b-4400-8ad0-891e12fd31a8", "valor_centavos": 1000, "motivo": null, "conta_como_falta": null, \(est)}]
            """.utf8)).compactMap(\.dominio)
        guard case .aviso(let a)? = l.first else { Issue.record("o aviso vaga_alterada não decodificou"); return }
        #expect(a.tipo == .vagaAlterada && a.candidaturaId == UUID(uuidString: "98a22926-8b7f-417a-8585-f0e4b87dab29"))
        let frase = Textos.aviso(a)
        #expect(frase.hasPrefix("Bar Amostra mudou os termos de Garçom") && frase.contains("sua candidatura foi encerrada"))
    }

    /// Recusas novas da presença e da corrida com a edição: frase do catálogo quando o servidor não manda `details`.
    @Test func chavesNovasTemFrase() {
        #expect(Textos.frase(de: .recusa(chave: "toque_antigo", frase: nil))
                == "Toque de mais de 24 h atrás: o servidor não aceita presença tão antiga.")
        for chave in ["instante_especial", "vaga_alterada"] {
            #expect(Textos.fraseParaChave[chave] != nil, "\(chave) sem frase no catálogo")
        }
    }

    /// RN12: a vaga do contratante traz quem cancelou; servidor sem o campo dá lista vazia.
    @Test func vagaDoContratanteComCancelados() throws {
        let base = """
            "vaga_id": "330e1aff-9c02-4bd6-bcc3-2426d5d4ffdc", "funcao": "garcom", "inicio": "2030-06-05T20:00:00+00:00",
            "fim": "2030-06-06T02:00:00+00:00", "valor_centavos": 12000, "modo": "urgencia", "estado": "publicada",
            "inclusos": {"refeicao": true, "transporte": false, "exige_material_proprio": false},
            "local": {"endereco": "SCLS 405, Asa Sul", "lat": -15.8, "lng": -47.9}, "antecedencia_alerta_min": 180,
            "estabelecimento": {"id": "5f072619-778b-49b9-8890-3e224fc41e39", "nome": "Bar Amostra"},
            "posicoes_total": 1, "posicoes_abertas": 1, "posicoes": [], "candidaturas": []
            """
        let cancelados = """
            , "cancelados": [{"turno_id": "6b6a399d-5449-4655-ba99-8d85b343234b", "posicao_id": "98a22926-8b7f-417a-8585-f0e4b87dab29",
              "profissional": {"id": "93d72d2d-f561-4d6a-ba9e-e6e091108c15", "nome": "Ana Amostra"}, "em": "2030-06-05T12:00:00+00:00",
              "por": "profissional", "autor": {"id": "93d72d2d-f561-4d6a-ba9e-e6e091108c15", "nome": "Ana Amostra"},
              "motivo": "Fiquei doente", "conta_como_falta": true}]
            """
        let v = try dec.decode(VagaDoContratanteDTO.self, from: Data(("{" + base + cancelados + "}").utf8)).dominio
        let c = try #require(v.cancelados.first)
        #expect(c.id == UUID(uuidString: "6b6a399d-5449-4655-ba99-8d85b343234b") && c.profissional.nome == "Ana Amostra")
        #expect(c.cancelamento.por == .profissional && c.cancelamento.contaComoFalta && c.cancelamento.motivo == "Fiquei doente")
        #expect(c.cancelamento.autor?.id == ana)
        let antigo = try dec.decode(VagaDoContratanteDTO.self, from: Data(("{" + base + "}").utf8)).dominio
        #expect(antigo.cancelados.isEmpty)
    }

    @Test func despachoPorLeva() throws {
        let d = try dec.decode(DespachoDaVagaDTO.self, from: Data("""
            {"levas": [{"leva": 1, "falhas": 0, "retidos": 2, "avisados": 1, "criada_em": "2030-06-01T12:00:00+00:00", "entregues": 1, "incluidos": 3}],
             "estado": "publicada", "totais": {"falhas": 0, "retidos": 2, "avisados": 1, "entregues": 1, "incluidos": 3},
             "vaga_id": "330e1aff-9c02-4bd6-bcc3-2426d5d4ffdc", "em_alerta": true, "leva_atual": 1,
             "candidaturas": {"total": 1, "aceitas": 0, "expiradas": 0, "pendentes": 1, "recusadas": 0, "retiradas": 0},
             "posicoes_total": 1, "proxima_leva_em": "2030-06-01T12:05:00+00:00", "posicoes_abertas": 1}
            """.utf8)).dominio
        #expect(d.levas.first?.numero == 1 && d.levas.first?.numeros.retidos == 2)
        #expect(d.totais == NumerosDoDespacho(incluidos: 3, retidos: 2, avisados: 1, entregues: 1, falhas: 0))
        #expect(d.emAlerta && d.candidaturas.pendentes == 1 && d.proximaLevaEm != nil && !d.ninguemAlcancado)
    }

    @Test func custoECancelamento() throws {
        let c = try dec.decode(CustoDoCancelamentoDTO.self, from: Data("""
            {"inicio": "2030-06-05T20:00:00+00:00", "vaga_id": "330e1aff-9c02-4bd6-bcc3-2426d5d4ffdc", "menos_de_24_horas": true,
             "profissionais": [{"id": "93d72d2d-f561-4d6a-ba9e-e6e091108c15", "nome": "Ana Amostra"}], "conta_como_falta": true,
             "posicoes_abertas": 1, "turnos_confirmados": 1, "candidaturas_pendentes": 0}
            """.utf8)).dominio
        #expect(c.menosDe24h && c.contaComoFalta && c.turnosConfirmados == 1 && c.profissionais.map(\.nome) == ["Ana Amostra"])
        let v = try dec.decode(VagaCanceladaDTO.self, from: Data("""
            {"estado": "cancelada", "inicio": "2030-06-05T20:00:00+00:00", "vaga_id": "330e1aff-9c02-4bd6-bcc3-2426d5d4ffdc",
             "cancelada_em": "2030-06-01T12:00:00+00:00", "menos_de_24_horas": false, "profissionais": [], "conta_como_falta": false,
             "posicoes_abertas": 1, "turnos_cancelados": 0, "turnos_confirmados": 0, "candidaturas_pendentes": 1}
            """.utf8)).dominio
        #expect(v.turnosCancelados == 0 && !v.contaComoFalta)
    }

    @Test func rascunhoViraFormulario() throws {
        let r = try dec.decode(RascunhoDeVagaDTO.self, from: Data("""
            {"fim": "2030-06-02T02:00:00+00:00", "lat": -15.7939, "lng": -47.8828, "modo": "urgencia", "bairro": "Asa Sul", "funcao": "garcom",
             "inicio": "2030-06-01T20:00:00+00:00", "endereco": "SCLS 405 Bloco C, Asa Sul", "posicoes": 2, "refeicao": true,
             "transporte": false, "origem_vaga_id": "67a66dda-0c7a-457a-89a9-d208ca898ec9", "valor_centavos": 12000,
             "estabelecimento_id": "5f072619-778b-49b9-8890-3e224fc41e39", "exige_material_proprio": false, "antecedencia_alerta_min": 120}
            """.utf8)).dominio
        #expect(r.posicoes == 2 && r.antecedenciaAlerta == 7200 && r.ponto == Coordenada(latitude: -15.7939, longitude: -47.8828))
        let agora = try #require(FormatoDeInstante.interpretar("2030-06-01T12:00:00+00:00"))
        #expect(r.problemas(agora: agora).isEmpty, "o rascunho passa na mesma validação de publicar")
    }

    @Test func bloqueiosEEquipe() throws {
        let b = try dec.decode([BloqueioDTO].self, from: Data("""
            [{"em": "2030-06-01T12:00:00+00:00", "nome": "Dona Amostra", "autor": {"id": "93d72d2d-f561-4d6a-ba9e-e6e091108c15", "nome": "Ana Amostra"},
              "perfil": "contratante", "conta_id": "d717eca4-3eb3-460c-8a3d-70291fef666e",
              "estabelecimento": {"id": "5f072619-778b-49b9-8890-3e224fc41e39", "nome": "Bar Amostra"}}]
            """.utf8)).map(\.dominio)
        #expect(b.first?.estabelecimento?.nome == "Bar Amostra" && b.first?.perfil == .contratante && b.first?.autor.id == ana)
        let e = try dec.decode([MembroDaEquipeDTO].self, from: Data("""
            [{"em": "2030-06-01T12:00:00+00:00", "funcoes": ["garcom"], "incluido_por": {"id": "d717eca4-3eb3-460c-8a3d-70291fef666e", "nome": "Dona Amostra"},
              "profissional": {"id": "93d72d2d-f561-4d6a-ba9e-e6e091108c15", "nome": "Ana Amostra",
                               "reputacao": {"total": 0, "positivas": 0, "taxa_comparecimento": 0.5000, "turnos_considerados": 2}},
              "estabelecimento": {"id": "5f072619-778b-49b9-8890-3e224fc41e39", "nome": "Bar Amostra"}}]
            """.utf8)).map(\.dominio)
        #expect(e.first?.profissional.reputacao.taxaComparecimento == 0.5 && e.first?.funcoes == [.garcom])
    }
}

struct RetiradaHTTPTests {
    func retirar(_ resposta: RespostaFalsa) async throws -> ResultadoDaRetirada {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/retirar_candidatura", resposta)
        return try await RepositorioDaGestaoHTTP(api: await clienteDeTeste(r)).retirar(candidaturaId: UUID())
    }

    @Test func retiradaEscolhidaEDecididaSaoCasosDoResultado() async throws {
        #expect(try await retirar(.json(#"{"candidatura_id":"98a22926-8b7f-417a-8585-f0e4b87dab29","vaga_id":"330e1aff-9c02-4bd6-bcc3-2426d5d4ffdc","estado":"retirada","decidida_em":"2030-06-01T12:00:00+00:00"}"#))
                == .retirada(em: FormatoDeInstante.interpretar("2030-06-01T12:00:00+00:00")))
        #expect(try await retirar(.http(409, #"{"code":"PT409","message":"candidatura_escolhida","details":"Você já foi escolhido.","hint":"{\"estado\": \"aceita\", \"turno_id\": \"6b6a399d-5449-4655-ba99-8d85b343234b\"}"}"#))
                == .jaEscolhida(turnoId: UUID(uuidString: "6b6a399d-5449-4655-ba99-8d85b343234b")))
        #expect(try await retirar(.http(409, #"{"code":"PT409","message":"candidatura_encerrada","details":"Já decidida.","hint":"{\"estado\": \"expirada\"}"}"#))
                == .jaDecidida(.expirada))
    }

    @Test func outraRecusaContinuaErro() async throws {
        await #expect(throws: ErroDaApi.self) {
            _ = try await retirar(.http(403, #"{"code":"PT403","message":"nao_autorizado","details":"Esta candidatura não é sua.","hint":null}"#))
        }
    }

    @Test func historicoMandaLimiteDentroDoTeto() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/historico_turnos", .json(#"{"itens":[],"proximo_cursor":null}"#))
        _ = try await RepositorioDaGestaoHTTP(api: await clienteDeTeste(r)).historico(cursor: "x|y", limite: 999)
        let corpo = try #require(r.recebidas(em: "/rest/v1/rpc/historico_turnos").first).json
        #expect(corpo["limite"] as? Int == Regras.paginaDoHistoricoMaxima && corpo["cursor"] as? String == "x|y")
    }
}
