import Foundation
import FrilaDominio
import Testing
@testable import FrilaApresentacao

/// O que um campo de diálogo recusa é um valor do núcleo (a tela só mostra a frase): o código
/// do convite, o e-mail que confirma a exclusão e a posição do check-in/out.
struct ProblemasDoTextoDigitadoTests {
    @Test func codigoDoConvite() {
        #expect(FuncionalidadeDosMembros.problemaDoCodigo("  ") == .vazio)
        #expect(FuncionalidadeDosMembros.problemaDoCodigo("3f2a") == .invalido)
        #expect(FuncionalidadeDosMembros.problemaDoCodigo(" \(UUID().uuidString.lowercased()) ") == nil)
        #expect(FuncionalidadeDosMembros.ProblemaDoCodigo.vazio.frase == Textos.Membros.codigoVazio)
        #expect(FuncionalidadeDosMembros.ProblemaDoCodigo.invalido.frase == Textos.Membros.codigoInvalido)
    }

    @Test func emailQueConfirmaAExclusao() {
        #expect(FuncionalidadeDaConta.problemaDaConfirmacao(" Ana@Frila.dev ", esperado: "ana@frila.dev") == nil)
        #expect(FuncionalidadeDaConta.problemaDaConfirmacao("ana@frila.de", esperado: "ana@frila.dev") == .emailNaoConfere)
        #expect(FuncionalidadeDaConta.problemaDaConfirmacao("", esperado: "ana@frila.dev")?.frase == Textos.Conta.Tela.emailNaoConfere)
    }

    @Test func posicaoDoCheckin() {
        #expect(ProblemaDaPosicao.de("") == nil, "vazia vale: sem localização")
        #expect(ProblemaDaPosicao.de(" -15.79,-47.88 ") == nil)
        #expect(ProblemaDaPosicao.de("perto do bar") == .invalida)
        #expect(ProblemaDaPosicao.invalida.frase == Textos.Turnos.posicaoInvalida)
    }
}
