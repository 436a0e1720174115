import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
import FrilaFalsos

/// Check-out antes do início (ou check-in cedo demais) é recusado aqui, sem rede também, com
/// o motivo: a fila não guarda o que o servidor recusaria no dreno (`horario_invalido`).
struct PresencaForaDaJanelaTests {
    struct Montagem {
        let turnos = TurnosFalsos(), cache = CacheFalso(agora: t0), fila = FilaFalsa(agora: t0)
        var t: Executor<FuncionalidadeDosTurnos>
        init(agora: Date) {
            t = Executor(FuncionalidadeDosTurnos(conta: contaAna, turnos: turnos, cache: cache, fila: fila,
                                                 conexao: ConexaoFalsa(.offline), relogio: RelogioFixo(agora)), estado: .init())
        }
    }

    /// O turno começa em t0; o check-in (geolocalizado) foi feito 2 h antes, o que vale.
    static let comCheckin = turno(checkin: RegistroDePresenca(em: t0 - h(2), tipo: .geolocalizado, distanciaMetros: 10),
                                  verificacao: .verificado)

    @Test func checkoutOfflineAntesDoInicioERecusadoComOMotivoENaoVaiParaAFila() async throws {
        var m = Montagem(agora: t0 - h(2) + 60)
        try await m.cache.guardar([Self.comCheckin], conta: contaAna)
        await m.t.enviar(.carregar)
        let d = try #require(await m.t.enviar(.checkout(Self.comCheckin.id, posicao: pontoDoBar)))
        guard case .recusada(.recusa(let chave, _), item: nil) = d.resultado else { Issue.record("devia ser recusa local: \(d)"); return }
        #expect(chave == "horario_invalido")
        #expect(d.frase.contains("O check-out só vale depois que o turno começa.") && d.frase.contains("18:00"), "\(d.frase)")
        #expect(await m.fila.itens.isEmpty, "nada na fila para o dreno recusar")
    }

    @Test func checkoutDepoisDoInicioVaiParaAFila() async throws {
        var m = Montagem(agora: t0 + 60)
        try await m.cache.guardar([Self.comCheckin], conta: contaAna)
        await m.t.enviar(.carregar)
        let d = try #require(await m.t.enviar(.checkout(Self.comCheckin.id, posicao: pontoDoBar)))
        guard case .naFila = d.resultado else { Issue.record("devia ir para a fila: \(d)"); return }
        #expect(await m.fila.itens.count == 1)
    }

    @Test func checkinCedoDemaisERecusadoComAHoraEmQueAbre() async throws {
        let t = turno()
        var m = Montagem(agora: t0 - h(3))
        try await m.cache.guardar([t], conta: contaAna)
        await m.t.enviar(.carregar)
        let d = try #require(await m.t.enviar(.checkin(t.id, posicao: nil)))
        guard case .recusada(.recusa("horario_invalido", _), item: nil) = d.resultado else { Issue.record("devia ser recusa local: \(d)"); return }
        #expect(d.frase.contains("abre 2 h antes do início") && d.frase.contains("16:00"), "\(d.frase)")
        #expect(await m.fila.itens.isEmpty)
    }

    @Test func oImpedimentoSegueAJanelaDoServidor() {
        let t = Self.comCheckin
        let fim = t.vaga.periodo.fim
        #expect(t.impedimento(.checkout, agora: t0 - 1, conectado: false) == .checkoutAntesDoInicio(inicio: t0))
        #expect(t.impedimento(.checkout, agora: t0, conectado: false) == nil, "no início exato, vale (como fazer_checkout)")
        #expect(t.impedimento(.checkout, agora: fim + h(6), conectado: true) == nil)
        #expect(t.impedimento(.checkout, agora: fim + h(6) + 1, conectado: true) == .checkoutFechou(ate: fim + h(6)))
        let sem = turno()
        #expect(sem.impedimento(.checkin, agora: t0 - h(2) - 1, conectado: false) == .checkinAindaNaoAbriu(abre: t0 - h(2)))
        #expect(sem.impedimento(.checkin, agora: t0 - h(2), conectado: false) == nil)
        #expect(sem.impedimento(.checkin, agora: fim, conectado: false) == .checkinFechou(fim: fim))
    }
}
