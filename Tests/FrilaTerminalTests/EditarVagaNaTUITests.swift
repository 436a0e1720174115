import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// e na lista de vagas: o formulário abre com a vaga como está e salva pela edição; com
/// alguém confirmado nem abre, e a linha de status diz por quê.
@MainActor
struct EditarVagaNaTUITests {
    static let e = Teclas.vagas.atalhos.first { $0.acao == .editarVaga }!.teclas[0]
    static let salvar = Teclas.formulario.atalhos.first { $0.acao == .publicar }!.teclas[0]

    @Test func comConfirmadoNaoAbreEDizQuem() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere("2")))
        // Uma vaga que ainda não começou, com o Fábio confirmado numa das posições.
        let v = Fx.vagasBruno[0]
        let comFabio = Vaga(id: v.id, funcao: v.funcao, periodo: v.periodo, local: v.local, valor: v.valor, inclusos: v.inclusos,
                            modo: .urgencia, posicoesTotal: 2, posicoesAbertas: 1,
                            posicoes: [Posicao(id: Fx.id(700), estado: .confirmada, turno: Fx.turno(207, inicio: 48, profissional: "Fábio Nunes")),
                                       Posicao(id: Fx.id(701), estado: .aberta, turno: nil)])
        app.m.vagas = .conteudo([comFabio])
        _ = await rodar(&app, app.tecla(Self.e))
        #expect(app.m.formulario == nil)
        let frase = app.m.mensagem?.texto ?? ""
        #expect(frase.hasPrefix("Não dá para editar:") && frase.contains("Fábio Nunes"), "\(frase)")
        #expect(frase == Textos.impedimento(comFabio.impedimentoDeEdicao(agora: app.m.agora)!), "o impedimento do domínio, pela página")
        #expect(app.porQueNao(.editarVaga, em: .vagas) == frase, "o mesmo que o rodapé pergunta")
        #expect(await mundo.gestao.chamadas.contains("editar") == false)
    }

    @Test func abrePreenchidoESalvaPelaEdicao() async {
        let mundo = Mundo()
        let vaga = Fx.vagasBruno[0]
        await mundo.gestao.definir(edicao: .success(vaga))
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere("2")))
        _ = await rodar(&app, app.tecla(Self.e))
        guard let f = app.m.formulario else { Issue.record("o formulário devia abrir"); return }
        #expect(f.editando == vaga.id && f.valores[.funcao] == "Bartender" && f.valores[.valor] == "200,00")
        #expect(f.valores[.modo] == "seleção" && f.valores[.data] != nil && !f.alterado)
        let tela = Telas.desenhar(app.m, Tamanho(largura: 80, altura: 24)).texto
        #expect(tela.contains("Editar vaga") && tela.contains("Enter salvar") && !tela.contains("publicar"), "\(tela)")
        #expect(Telas.tabelaAtual(app.m).ajuda.contains { $0.descricao == "salvar as alterações da vaga" })
        app.m.formulario?.valores[.valor] = "210,00"
        _ = await rodar(&app, app.tecla(Self.salvar))
        #expect(await mundo.gestao.editadas.last?.valor == Dinheiro(centavos: 21000))
        #expect(await mundo.vagas.publicadas.isEmpty, "editar não publica outra vaga")
        #expect(app.m.formulario == nil)
        #expect(app.m.mensagem?.texto == "Vaga alterada. Quem já recebeu vê a versão nova.")
    }

    @Test func invalidoNaoSaiEARecusaDoServidorFicaNoFormulario() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
        _ = await rodar(&app, app.tecla(.caractere("2")))
        _ = await rodar(&app, app.tecla(Self.e))
        app.m.formulario?.valores[.valor] = "0"
        _ = await rodar(&app, app.tecla(Self.salvar))
        #expect(await mundo.gestao.editadas.isEmpty, "inválido não chega ao servidor")
        #expect(app.m.formulario?.problemas.isEmpty == false)
        // Alguém confirmou entre abrir e salvar: o servidor recusa e o formulário fica com o que foi digitado.
        app.m.formulario?.valores[.valor] = "210,00"
        _ = await rodar(&app, app.tecla(Self.salvar))
        #expect(app.m.formulario?.erroDoServidor == "A vaga já tem profissional confirmado.")
        #expect(app.m.formulario?.valores[.valor] == "210,00")
    }
}
