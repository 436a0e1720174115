import Foundation
import Testing
@testable import FrilaAPILocal

/// Regras de negócio pelo HTTP, contra o SQL real (supabase/migrations).
@Suite(.enabled(if: Ambiente.disponivel, "precisa de FRILA_TEST_API_URL/ANON_KEY/BANCO_URL (make test-swift)"))
struct NegocioHTTPTests {
    /// ISO 8601 com offset (um formatador por chamada: o tipo não é Sendable).
    enum ISO { static func string(from d: Date) -> String { d.formatted(.iso8601) } }

    /// Vaga de urgência, 1 posição, começando daqui a `inicioEmMin` minutos, no ponto de referência.
    func publicarUrgencia(_ c: Conta, posicoes: Int = 1, inicioEmMin: Double = 30) async throws -> String {
        let inicio = Date().addingTimeInterval(inicioEmMin * 60), fim = inicio.addingTimeInterval(4 * 3600)
        let r = try await HTTP.rpc("publicar_vaga", #"""
            {"funcao":"garcom","inicio":"\#(ISO.string(from: inicio))","fim":"\#(ISO.string(from: fim))",
             "valor_centavos":15000,"refeicao":true,"transporte":false,"exige_material_proprio":false,
             "modo":"urgencia","posicoes":\#(posicoes),"endereco":"SCLS 405, Asa Sul","lat":\#(Conta.lat),"lng":\#(Conta.lng)}
            """#, token: c.accessToken)
        try #require(r.status == 200, "publicar_vaga: \(r.status) \(r.texto)")
        return try #require(r.campo("vaga_id"))
    }

    @Test func rn19CinquentaCandidaturasSimultaneasUmaSoVence() async throws {
        let contratante = try await Conta.contratante("rn19-c")
        let vaga = try await publicarUrgencia(contratante)
        // 50 profissionais diferentes, todos elegíveis.
        var pros: [Conta] = []
        for lote in 0..<5 {
            pros += try await withThrowingTaskGroup(of: Conta.self) { g in
                for i in 0..<10 { g.addTask { try await Conta.profissional("rn19-\(lote)-\(i)") } }
                return try await g.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(pros.count == 50)
        // Todos de uma vez.
        let respostas = try await withThrowingTaskGroup(of: RespostaHTTP.self) { g in
            for p in pros { g.addTask { try await HTTP.rpc("candidatar", #"{"vaga_id":"\#(vaga)"}"#, token: p.accessToken) } }
            return try await g.reduce(into: []) { $0.append($1) }
        }
        let vencedoras = respostas.filter { $0.status == 200 }
        let perdedoras = respostas.filter { $0.status == 409 }
        #expect(vencedoras.count == 1, "\(respostas.map(\.status))")
        #expect(perdedoras.count == 49, "\(respostas.filter { $0.status != 200 && $0.status != 409 }.map(\.texto))")
        #expect(vencedoras.first?.campo("resultado") == "confirmada")
        #expect((vencedoras.first?.objeto["turno"] as? [String: Any])?["estado"] as? String == "confirmada")
        for p in perdedoras {
            #expect(p.campo("code") == "PT409")
            #expect(p.campo("message") == "vaga_preenchida")
            #expect((p.campo("details") ?? "").isEmpty == false)
            let dica = try #require(p.campo("hint")?.data(using: .utf8))
            #expect((try JSONSerialization.jsonObject(with: dica) as? [String: Any])?["preenchida_em"] != nil)
        }
        // No banco: exatamente um turno para a vaga.
        let n = try await BancoDeTeste.executar("select count(*) from public.turnos where vaga_id = $1::uuid and estado <> 'cancelada'", [vaga])
        #expect(n.primeiro == "1")
    }

    @Test func checkinRepetidoPeloHTTPDevolveOMesmoTurno() async throws {
        let contratante = try await Conta.contratante("checkin-c")
        let pro = try await Conta.profissional("checkin-p")
        let vaga = try await publicarUrgencia(contratante, inicioEmMin: 20)
        let c = try await HTTP.rpc("candidatar", #"{"vaga_id":"\#(vaga)"}"#, token: pro.accessToken)
        try #require(c.status == 200, "\(c.texto)")
        let turno = try #require((c.objeto["turno"] as? [String: Any])?["turno_id"] as? String)
        let toque = ISO.string(from: Date().addingTimeInterval(-5))
        let corpo = #"{"turno_id":"\#(turno)","distancia_m":42.5,"em":"\#(toque)"}"#
        // O cliente reenvia a mesma ação (fila offline) com a mesma Idempotency-Key.
        let chave = UUID().uuidString
        let r1 = try await HTTP.pedir("POST", "/rest/v1/rpc/fazer_checkin", json: corpo, token: pro.accessToken,
                                      cabecalhos: ["Idempotency-Key": chave])
        #expect(r1.status == 200, "\(r1.texto)")
        let r2 = try await HTTP.pedir("POST", "/rest/v1/rpc/fazer_checkin", json: corpo, token: pro.accessToken,
                                      cabecalhos: ["Idempotency-Key": chave])
        #expect(r2.status == 200)
        let ck1 = try #require(r1.objeto["checkin"] as? [String: Any])
        let ck2 = try #require(r2.objeto["checkin"] as? [String: Any])
        #expect(ck1["tipo"] as? String == "geolocalizado")
        #expect(ck1["distancia_m"] as? Double == 42.5)
        #expect(r1.objeto["verificacao"] as? String == "verificado")
        #expect(NSDictionary(dictionary: ck1).isEqual(to: ck2))
        // Um reenvio com outra distância/horário não reescreve o registro (chave natural).
        let outro = #"{"turno_id":"\#(turno)","distancia_m":900,"em":"\#(ISO.string(from: Date()))"}"#
        let r3 = try await HTTP.rpc("fazer_checkin", outro, token: pro.accessToken)
        #expect(r3.status == 200)
        #expect(NSDictionary(dictionary: r3.objeto["checkin"] as? [String: Any] ?? [:]).isEqual(to: ck1))
    }

    @Test func leiturasPorGETEPOST() async throws {
        let pro = try await Conta.profissional("leitura")
        let p = try await HTTP.rpc("meu_perfil", token: pro.accessToken)
        #expect(p.status == 200)
        #expect(p.campo("conta_id") == pro.id)
        #expect(p.campo("perfil") == "profissional")
        let g = try await HTTP.pedir("GET", "/rest/v1/rpc/meu_perfil", token: pro.accessToken)
        #expect(g.status == 200)
        #expect(g.campo("conta_id") == pro.id)
        let f = try await HTTP.pedir("GET", "/rest/v1/rpc/feed_vagas", token: pro.accessToken)
        #expect(f.status == 200)
        #expect(f.lista != nil)
    }
}

/// RNF03: a primeira leva sai em ≤ 30 s depois de publicar, pelo agendador do gateway.
@Suite(.enabled(if: Ambiente.disponivel, "precisa de FRILA_TEST_API_URL/ANON_KEY/BANCO_URL (make test-swift)"))
struct DespachoPeloAgendadorTests {
    /// Longe de Brasília (Goiânia): só o profissional deste teste é elegível.
    static let lat = -16.6869, lng = -49.2648

    @Test func publicarEPrimeiraLevaChegaBemAntesDe30s() async throws {
        let pro = try await Conta.criar("rnf03-p", dados: #"{"perfil":"profissional","nome":"Pro Goiânia","funcoes":["bartender"],"lat":\#(Self.lat),"lng":\#(Self.lng)}"#)
        let contr = try await Conta.contratante("rnf03-c")
        let inicio = Date().addingTimeInterval(3 * 3600), fim = inicio.addingTimeInterval(5 * 3600)
        let pub = try await HTTP.rpc("publicar_vaga", #"""
            {"funcao":"bartender","inicio":"\#(inicio.formatted(.iso8601))","fim":"\#(fim.formatted(.iso8601))",
             "valor_centavos":18000,"refeicao":false,"transporte":true,"exige_material_proprio":false,
             "modo":"urgencia","posicoes":2,"endereco":"Setor Bueno, Goiânia","lat":\#(Self.lat),"lng":\#(Self.lng)}
            """#, token: contr.accessToken)
        try #require(pub.status == 200, "\(pub.texto)")
        let vaga = try #require(pub.campo("vaga_id"))
        let publicadaEm = Date()
        var chegou: TimeInterval?
        while Date().timeIntervalSince(publicadaEm) < 30 {
            let n = try await HTTP.rpc("minhas_notificacoes", token: pro.accessToken)
            if (n.lista as? [[String: Any]])?.contains(where: { $0["vaga_id"] as? String == vaga }) == true {
                chegou = Date().timeIntervalSince(publicadaEm)
                break
            }
            try await Task.sleep(for: .milliseconds(250))
        }
        let t = try #require(chegou, "a notificação não chegou em 30 s")
        #expect(t < 30)
        // E a vaga está no feed dele.
        let feed = try await HTTP.rpc("feed_vagas", token: pro.accessToken)
        #expect((feed.lista as? [[String: Any]])?.contains { $0["vaga_id"] as? String == vaga } == true)
    }
}
