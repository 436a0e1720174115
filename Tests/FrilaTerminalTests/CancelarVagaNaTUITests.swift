import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// X na lista de vagas: o custo vem antes, na própria pergunta; sem motivo não cancela.
@MainActor
struct CancelarVagaNaTUITests {
    @Test func custoAntesEMotivoObrigatorio() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere("2")))
        let vaga = Fx.vagasBruno[0]
        await mundo.gestao.definir(custo: .success(CustoDoCancelamento(
            vagaId: vaga.id, inicio: vaga.periodo.inicio, menosDe24h: true, contaComoFalta: true, turnosConfirmados: 1,
            profissionais: [ResumoDaConta(id: Fx.ana.id, nome: "Ana Souza")], candidaturasPendentes: 0, posicoesAbertas: 0)))
        let x = Teclas.vagas.atalhos.first { $0.acao == .cancelarVaga }!.teclas[0]
        _ = await rodar(&app, app.tecla(x))
        guard case .texto(let titulo, let linhas, _, _, .cancelarVaga(vaga.id))? = app.m.dialogo else {
            Issue.record("devia perguntar com o custo: \(String(describing: app.m.dialogo))"); return
        }
        #expect(titulo == "Cancelar a vaga inteira")
        #expect(linhas.contains { $0.contains("Ana Souza") } && linhas.contains { $0.contains("conta como falta") })
        #expect(await mundo.gestao.chamadas == ["previa"])
        let enter = Teclas.dialogoTexto.atalhos.first { $0.acao == .confirmar }!.teclas[0]
        _ = await rodar(&app, app.tecla(enter))
        #expect(app.m.dialogo != nil && app.m.mensagem?.texto == Falha.motivoVazio.frase, "sem motivo, a pergunta fica")
        for ch in "chuva" { _ = app.tecla(.caractere(ch)) }
        _ = await rodar(&app, app.tecla(enter))
        #expect(await mundo.gestao.chamadas == ["previa", "cancelar:chuva"])
        #expect(app.m.mensagem?.texto.hasPrefix("Vaga cancelada.") == true)
    }
}
