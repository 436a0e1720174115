import Testing
@testable import FrilaApresentacao

/// Um nome que termina em "." ("Ana S.") fecha a frase sem um segundo ponto.
@Suite struct NomeComPontoTests {
    @Test func perfilAtualizadoNaoDobraOPonto() {
        #expect(Textos.Conta.frase(.perfilEditado(nome: "Ana S.")) == "Perfil atualizado: Ana S.")
        #expect(Textos.Conta.frase(.perfilEditado(nome: "Ana Souza")) == "Perfil atualizado: Ana Souza.")
    }

    @Test func naoDaParaEditarNaoDobraOPonto() {
        let t = Textos.impedimento(.temConfirmados(["Ana S."]))
        #expect(t.hasPrefix("Não dá para editar: a vaga já tem confirmação de Ana S. Para mudar"))
        #expect(!t.contains(".."))
    }
}
