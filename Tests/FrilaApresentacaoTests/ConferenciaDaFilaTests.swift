import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// A conferência casa cada leitura da fila com o que a pessoa já soube: a recusa vira desfecho
/// uma vez; o que ela sabia na fila e saiu sem recusa foi enviado.
struct ConferenciaDaFilaTests {
    let t0 = Date(timeIntervalSince1970: 1_800_000_000)
    let conta = UUID()

    func item(_ chave: String, _ estado: EstadoDaAcao) -> ItemDaFila {
        ItemDaFila(sequencia: 1, conta: conta, acao: .avaliar(turno: UUID(), chamariaDeNovo: true), chaveIdempotencia: chave,
                   tocadoEm: t0, enfileiradoEm: t0, tentativas: 0, motivo: nil, estado: estado)
    }

    func fila(_ itens: [ItemDaFila]) -> StatusDaFila {
        StatusDaFila(pendentes: itens.filter { $0.estado == .pendente }.count, rejeitadas: itens.filter { $0.estado == .rejeitada }.count,
                     idadeDaMaisAntiga: nil, ultimoDrenoOk: nil, ultimoMotivo: nil, drenando: false, proximaTentativaEm: nil, itens: itens)
    }

    @Test func guardadasDeAntesContamComoSabidasEOEnvioSaiUmaVez() {
        var c = ConferenciaDaFila()
        #expect(c.ler(fila([item("a", .pendente), item("b", .pendente)])) == .init(recusas: [], enviadas: 0))
        #expect(c.ler(fila([item("b", .pendente)])).enviadas == 1, "a saiu sem recusa: o servidor aceitou")
        #expect(c.ler(fila([item("b", .pendente)])).enviadas == 0, "a mesma saída não conta de novo")
        #expect(c.ler(fila([])).enviadas == 1)
    }

    @Test func recusaViraDesfechoUmaVezENaoContaComoEnvio() {
        var c = ConferenciaDaFila()
        _ = c.ler(fila([item("a", .pendente)]))
        let n = c.ler(fila([item("a", .rejeitada)]))
        #expect(n.recusas.map(\.chaveIdempotencia) == ["a"])
        #expect(n.enviadas == 0, "saiu das pendentes como recusa, não como envio")
        #expect(c.ler(fila([item("a", .rejeitada)])).recusas.isEmpty, "uma vez por item")
    }

    @Test func oQueOGestoJaDisseNaoSeRepete() {
        var c = ConferenciaDaFila()
        _ = c.ler(fila([]))
        let recusada = item("r", .rejeitada)
        c.soube(Desfecho.recusadaNoDreno(recusada, referente: nil))
        #expect(c.ler(fila([recusada])).recusas.isEmpty, "a recusa que o gesto já disse não volta")
        let naFila = item("n", .pendente)
        c.soube(Desfecho(AcaoDaPessoa(naFila.acao), .naFila(naFila)))
        _ = c.ler(fila([naFila]))
        #expect(c.ler(fila([])).enviadas == 1, "o que o desfecho disse estar na fila e saiu foi enviado")
    }

    @Test func itemQueApareceDepoisDaPrimeiraLeituraNaoESabido() {
        var c = ConferenciaDaFila()
        _ = c.ler(fila([]))
        _ = c.ler(fila([item("x", .pendente)]))
        #expect(c.ler(fila([])).enviadas == 0, "ninguém disse à pessoa que x estava na fila")
    }
}
