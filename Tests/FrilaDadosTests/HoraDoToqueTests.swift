import Foundation
import Testing
@testable import FrilaDados
@testable import FrilaDominio

/// Avaliação e confirmação de check-in manual feitas sem rede saem da fila horas depois:
/// o servidor precisa receber o momento do toque (`em`), não assumir o do envio.
struct HoraDoToqueTests {
    static func fila(_ r: Roteiro, arquivo: URL, relogio: RelogioManual) async throws -> FilaDeAcoes {
        let api = await clienteDeTeste(r)
        return try FilaDeAcoes(arquivo: arquivo, executor: ExecutorHTTP(turnos: TurnoRepositorioHTTP(api: api)),
                               contaAtiva: { contaAna }, relogio: relogio, agendador: AgendadorRegistrador(),
                               drenarAoEnfileirar: false)
    }

    static let avaliacao = #"{"turno_id":"aaaaaaaa-0000-0000-0000-00000000000a","lado":"profissional","chamaria_de_novo":true,"em":"2026-12-19T03:30:00+00:00"}"#

    @Test func avaliacaoEConfirmacaoLevamOMomentoDoToque() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/avaliar", .json(Self.avaliacao))
        r.responder("/rest/v1/rpc/confirmar_checkin_manual", .json(turnoJSON))
        let relogio = RelogioManual(t0 + 120)
        let fila = try await Self.fila(r, arquivo: diretorioTemporario().appendingPathComponent("frila.sqlite"), relogio: relogio)
        try await fila.enfileirar(.confirmarCheckinManual(turno: turnoB), conta: contaAna)
        relogio.avancar(h(7))
        try await fila.enfileirar(.avaliar(turno: turnoA, chamariaDeNovo: true), conta: contaAna)
        relogio.avancar(h(5))   // a rede volta 5 h depois da avaliação
        #expect(await fila.drenar() == .concluido(enviadas: 2, rejeitadas: 0))
        let conf = try #require(r.recebidas(em: "/rest/v1/rpc/confirmar_checkin_manual").first)
        #expect(conf.json["em"] as? String == FormatoDeInstante.texto(t0 + 120))
        let aval = try #require(r.recebidas(em: "/rest/v1/rpc/avaliar").first)
        #expect(aval.json["em"] as? String == FormatoDeInstante.texto(t0 + 120 + h(7)))
        #expect(aval.json["chamaria_de_novo"] as? Bool == true)
    }

    /// Um arquivo gravado pela versão anterior (mesmo esquema, ações sem `em` no JSON) não
    /// perde nada: cada ação sai com o `tocado_em` que já estava na linha.
    @Test func acoesJaNaFilaDeAntesSaemComOToqueGravado() async throws {
        let arquivo = diretorioTemporario().appendingPathComponent("frila.sqlite")
        do {
            let (banco, _) = try BancoSQLite.abrir(arquivo)
            let enc = JSONEncoder()
            for (i, (acao, toque)) in [(AcaoOffline.avaliar(turno: turnoA, chamariaDeNovo: false), t0 - h(30)),
                                       (.confirmarCheckinManual(turno: turnoB), t0 - h(20))].enumerated() {
                try banco.consultar("""
                    INSERT INTO fila_acoes (conta, chave, tipo, acao, tocado_em, enfileirado_em) VALUES (?, ?, ?, ?, ?, ?)
                    """, [.texto(contaAna.uuidString), .texto("antiga-\(i)"), .texto(acao.tipo),
                          .blob(try enc.encode(acao)), .real(toque.timeIntervalSince1970), .real(toque.timeIntervalSince1970)])
            }
        }
        let r = Roteiro()
        r.responder("/rest/v1/rpc/avaliar", .json(Self.avaliacao))
        r.responder("/rest/v1/rpc/confirmar_checkin_manual", .json(turnoJSON))
        let fila = try await Self.fila(r, arquivo: arquivo, relogio: RelogioManual(t0))
        #expect(await fila.status(conta: contaAna).pendentes == 2)
        #expect(await fila.drenar() == .concluido(enviadas: 2, rejeitadas: 0))
        #expect(r.recebidas(em: "/rest/v1/rpc/avaliar").first?.json["em"] as? String == FormatoDeInstante.texto(t0 - h(30)))
        #expect(r.recebidas(em: "/rest/v1/rpc/confirmar_checkin_manual").first?.json["em"] as? String
                == FormatoDeInstante.texto(t0 - h(20)))
        #expect(r.recebidas(em: "/rest/v1/rpc/avaliar").first?.cabecalho("Idempotency-Key") == "antiga-0")
    }
}
