import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// A política da linha de status, sem o app: o relato diz o que houve; a cor, o registro e
/// quando a mensagem sai são dela.
struct LinhaDeStatusTests {
    let agora = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aCorVemDoQueAconteceu() {
        var l = LinhaDeStatus()
        l.dizer(.recusa("não"), agora: agora)
        #expect(l.atual?.tipo == .erro && l.atual?.expiraEm == nil, "erro não se apaga sozinho")
        l.dizer(.porQueNao("porque"), agora: agora)
        #expect(l.atual?.tipo == .info && l.atual?.expiraEm == agora.addingTimeInterval(LinhaDeStatus.duracao))
        l.dizer(.estadoDaFila(.vazio), agora: agora)
        #expect(l.atual?.tipo == .sucesso)
    }

    @Test func oQueVemDeFundoNaoEscondeUmErro() {
        var l = LinhaDeStatus()
        l.dizer(.recusa("recusado"), agora: agora)
        l.dizer(.deFundo("lido sozinho"), agora: agora)
        l.dizer(.andamento("atualizando"), agora: agora)
        #expect(l.atual?.texto == "recusado")
        #expect(l.registro.map(\.texto) == ["recusado", "lido sozinho"], "andamento não vai ao registro")
        l.dizer(.feito("gesto"), agora: agora)
        #expect(l.atual?.texto == "gesto", "o gesto da pessoa toma o lugar")
    }

    @Test func aMensagemDeUmDonoSaiComEle() {
        var l = LinhaDeStatus()
        l.dizer(.recusa("3 problemas"), agora: agora, dono: .modo("formulario"))
        l.conferir(dialogoAberto: true, modo: "formulario")
        #expect(l.atual != nil)
        l.seguir(.modo("formulario"), texto: "2 problemas")
        #expect(l.atual?.texto == "2 problemas")
        l.conferir(dialogoAberto: false, modo: nil)
        #expect(l.atual == nil, "o modo fechou")

        l.dizer(.recusa("texto inválido"), agora: agora, dono: .dialogo)
        l.conferir(dialogoAberto: false, modo: nil)
        #expect(l.atual == nil, "o diálogo fechou")

        l.dizer(.recusa("de outro"), agora: agora)
        l.seguir(.modo("formulario"), texto: nil)
        l.encerrar(.dialogo)
        l.conferir(dialogoAberto: false, modo: nil)
        #expect(l.atual?.texto == "de outro", "sem dono, só Esc ou outro gesto a tiram")
    }

    @Test func andamentoComNomeSaiQuandoARespostaChega() {
        var l = LinhaDeStatus()
        l.dizer(.andamento("calculando", nome: "custo"), agora: agora)
        l.encerrar(.andamento("outro"))
        #expect(l.atual?.texto == "calculando")
        l.encerrar(.andamento("custo"))
        #expect(l.atual == nil)
    }

    @Test func expiraNoPrazo() {
        var l = LinhaDeStatus()
        l.dizer(.feito("ok"), agora: agora)
        #expect(l.prazo == agora.addingTimeInterval(LinhaDeStatus.duracao))
        l.tique(agora.addingTimeInterval(LinhaDeStatus.duracao - 1))
        #expect(l.atual != nil)
        l.tique(agora.addingTimeInterval(LinhaDeStatus.duracao))
        #expect(l.atual == nil)
    }
}
