import Foundation
import Testing
@testable import FrilaDados
@testable import FrilaDominio

/// `turno_por_id`: o turno no JSON de meus_turnos; 404 `turno_nao_encontrado` é "não há
/// (para esta conta)", não um erro; as outras recusas seguem erro.
struct TurnoPorIdTests {
    @Test func devolveOTurnoEMandaOId() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/turno_por_id", .json(turnoJSON))
        let t = try await TurnoRepositorioHTTP(api: await clienteDeTeste(r)).turnoPorId(turnoId1)
        #expect(t?.id == turnoId1)
        let pedido = try #require(r.recebidas(em: "/rest/v1/rpc/turno_por_id").last)
        #expect(pedido.metodo == "POST")
        #expect((pedido.json["turno_id"] as? String) == turnoId1.uuidString.lowercased())
    }

    @Test func turnoNaoEncontradoEhNil() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/turno_por_id",
                    .http(404, #"{"code":"PT404","message":"turno_nao_encontrado","details":"Turno não encontrado.","hint":null}"#))
        #expect(try await TurnoRepositorioHTTP(api: await clienteDeTeste(r)).turnoPorId(UUID()) == nil)
    }

    @Test func outraRecusaSegueErro() async throws {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/turno_por_id", .http(500, "{}"))
        await #expect(throws: ErroDaApi.erroDoServidor(status: 500)) {
            _ = try await TurnoRepositorioHTTP(api: await clienteDeTeste(r)).turnoPorId(UUID())
        }
    }
}
