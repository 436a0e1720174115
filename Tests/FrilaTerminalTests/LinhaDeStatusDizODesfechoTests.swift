import Foundation
import FrilaApresentacao
import FrilaDominio
import FrilaFalsos
import Testing
@testable import FrilaTerminal

/// A linha de status e o registro (m) dizem o que acabou de acontecer: um gesto novo da
/// pessoa toma o lugar de um erro velho, o dreno que envia a fila sozinho fala, entrar diz
/// com quem, e a recusa de um diálogo sai dele também.
@MainActor
struct LinhaDeStatusDizODesfechoTests {
    func entrar(_ mundo: Mundo, email: String = "ana@frila.dev") async -> AppFrila {
        await AppFrilaTests().entrar(mundo, email: email)
    }

    @Test func trocarOModoOfflineTomaOLugarDeUmErroAntigo() async {
        var app = await entrar(Mundo())
        await rodar(&app, app.tecla(.caractere("o")))
        #expect(app.m.offlineForcado)
        await rodar(&app, app.tecla(.caractere("c")))
        #expect(app.m.mensagem?.tipo == .erro && app.m.mensagem?.texto == Mensagens.candidaturaOffline)
        await rodar(&app, app.tecla(.caractere("o")))
        #expect(!app.m.offlineForcado)
        #expect(app.m.mensagem?.texto == Textos.Sincronizacao.offlineDesligado, "\(app.m.mensagem?.texto ?? "nada")")
        #expect(app.m.mensagem?.tipo == .info)
        let q = app.desenhar(Tamanho(largura: 80, altura: 24)).texto
        #expect(q.contains("Modo offline desligado.") && !q.contains("não fica na fila"))
    }

    @Test func filaQueODrenoEnviaSozinhoDizQuantasSairamUmaVez() async {
        let mundo = Mundo()
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("2"))
        await rodar(&app, app.tecla(.caractere("o")))
        _ = app.tecla(.caractere("e"))
        await rodar(&app, app.tecla(.enter))
        #expect(await mundo.fila.itens.count == 1, "check-in na fila")
        #expect(!app.m.historico.contains { $0.texto == Textos.Sincronizacao.enviadasDaFila(1) })
        // O servidor volta e o dreno de fundo envia: ninguém apertou nada.
        await mundo.fila.definir(enviarAoDrenar: true)
        await mundo.fila.drenarAgora()
        await rodar(&app, app.tique(Fx.agora.addingTimeInterval(2)))
        #expect(app.m.mensagem?.texto == "1 ação da fila enviada.", "\(app.m.mensagem?.texto ?? "nada")")
        #expect(app.m.mensagem?.tipo == .sucesso)
        await rodar(&app, app.tique(Fx.agora.addingTimeInterval(4)))
        #expect(app.m.historico.filter { $0.texto == "1 ação da fila enviada." }.count == 1, "uma vez só")
    }

    @Test func envioDoDrenoNaoEscondeARecusaQueVeioJunto() async throws {
        let mundo = Mundo()
        // Guardada de uma sessão anterior: a pessoa soube ao sair, o envio dela também se diz.
        let antiga = try await mundo.fila.enfileirar(.avaliar(turno: Fx.listaTurnos.turnos[0].turno.id, chamariaDeNovo: true), conta: Fx.ana.id)
        var app = await entrar(mundo)
        _ = app.tecla(.caractere("2"))
        await rodar(&app, app.tecla(.caractere("o")))
        _ = app.tecla(.caractere("e"))
        await rodar(&app, app.tecla(.enter))
        #expect(await mundo.fila.itens.count == 2)
        // O check-in recusado, a avaliação enviada, no mesmo dreno.
        let checkin = await mundo.fila.itens.first { $0.sequencia != antiga.sequencia }!
        await mundo.fila.rejeitar(checkin.sequencia, motivo: "O check-in está fora do horário do turno.")
        await mundo.fila.definir(enviarAoDrenar: true)
        await mundo.fila.drenarAgora()
        await rodar(&app, app.tique(Fx.agora.addingTimeInterval(2)))
        #expect(app.m.mensagem?.tipo == .erro, "a recusa fica na linha de status: \(app.m.mensagem?.texto ?? "nada")")
        #expect(app.m.historico.contains { $0.texto == "1 ação da fila enviada." }, "o envio vai ao registro (m)")
    }

    @Test func entrarDizComQuemSemEsconderAPrimeiraPagina() async {
        let app = await entrar(Mundo())
        #expect(app.m.tela == .pagina(.feed))
        #expect(app.m.mensagem?.texto == "Entrou como Ana Souza (Profissional).")
        #expect(app.m.mensagem?.tipo != .erro && app.m.mensagem?.expiraEm != nil, "informação que se apaga sozinha")
        #expect(app.m.historico.contains { $0.texto == "Entrou como Ana Souza (Profissional)." })
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("Garçom"), "a primeira página está à vista")
    }

    @Test func motivoVazioNoDialogoVaiTambemALinhaDeStatusEAoRegistro() async {
        let mundo = Mundo()
        var app = await entrar(mundo, email: "bruno@frila.dev")
        let marca = await mundo.gestao.chamadas.count
        _ = await rodar(&app, app.tecla(.caractere("2")))
        let vaga = Fx.vagasBruno[0]
        await mundo.gestao.definir(custo: .success(CustoDoCancelamento(
            vagaId: vaga.id, inicio: vaga.periodo.inicio, menosDe24h: false, contaComoFalta: false, turnosConfirmados: 0,
            profissionais: [], candidaturasPendentes: 0, posicoesAbertas: 1)))
        let x = Teclas.vagas.atalhos.first { $0.acao == .cancelarVaga }!.teclas[0]
        _ = await rodar(&app, app.tecla(x))
        guard case .texto = app.m.dialogo else { Issue.record("devia pedir o motivo"); return }
        for ch in "  " { _ = app.tecla(.caractere(ch)) }
        _ = await rodar(&app, app.tecla(.enter))
        let frase = Falha.motivoVazio.frase
        #expect(app.m.dialogo != nil && app.m.erroNoDialogo == frase, "o diálogo fica, com o que foi digitado")
        #expect(app.m.mensagem?.tipo == .erro && app.m.mensagem?.texto == frase)
        #expect(app.m.historico.last?.texto == frase)
        #expect(await mundo.gestao.chamadas(desde: marca) == ["previa"], "nada foi cancelado")
    }
}
