import Foundation
import FrilaApresentacao
import FrilaDominio
import FrilaFalsos
import Testing
@testable import FrilaTerminal

/// O operador nas Vagas: n, e, D e X não aparecem no rodapé nem na ajuda (só o administrador
/// publica, edita, duplica e cancela a vaga); apertadas, dizem por quê na hora, sem abrir
/// formulário nem pergunta.
@MainActor
struct OperadorNasVagasTests {
    let tamanho = Tamanho(largura: 100, altura: 24)
    let gabi = ContaAutenticada(id: Fx.gerente.contaId, perfil: .contratante, nome: "Gabi Gerente", referenciaCredencial: "ref-gabi")

    func vagas(como conta: ContaAutenticada) async -> AppFrila {
        var app = AppFrila(ambiente: Mundo(salva: conta).ambiente)
        await rodar(&app, app.iniciar())
        let aba = app.m.paginas.firstIndex(of: .vagas)! + 1
        await rodar(&app, app.tecla(.caractere(Character(String(aba)))))
        #expect(app.m.tela == .pagina(.vagas))
        return app
    }

    static let soDoAdministrador: [(Character, AcaoDoAdministrador)] = [("n", .publicar), ("e", .editar), ("D", .duplicar), ("X", .cancelarVaga)]

    @Test func oRodapeEAAjudaDoOperadorNaoOferecemOQueEleNaoFaz() async {
        var app = await vagas(como: gabi)
        #expect(app.m.perfil.valor?.papel == .operador, "o perfil lido diz o papel")
        let rodape = Telas.rodape(app.m, largura: tamanho.largura)
        #expect(!rodape.contains("nova vaga") && !rodape.contains("editar") && !rodape.contains("duplicar")
                && !rodape.contains("cancelar vaga"), "\(rodape)")
        Snapshot.verificar(app.desenhar(tamanho), "vagas-operador")
        await rodar(&app, app.tecla(.caractere("?")))
        let ajuda = app.desenhar(Tamanho(largura: 100, altura: 60)).texto
        for d in ["nova vaga", "editar a vaga", "duplicar: a vaga", "cancelar a vaga inteira"] {
            #expect(!ajuda.contains(d), "a ajuda do operador não lista \(d)")
        }
    }

    @Test func cadaTeclaDoAdministradorDizPorQueNaoNaHora() async {
        var app = await vagas(como: gabi)
        for (tecla, acao) in Self.soDoAdministrador {
            await rodar(&app, app.tecla(.caractere(tecla)))
            #expect(app.m.formulario == nil && app.m.dialogo == nil, "\(tecla) não abre nada")
            #expect(app.m.mensagem?.texto == Textos.impedimento(ImpedimentoDoPapel.soAdministrador(acao)), "\(tecla)")
            await rodar(&app, app.tecla(.esc))
        }
    }

    @Test func oAdministradorContinuaComTudo() async {
        var app = await vagas(como: Fx.bruno)
        #expect(Telas.rodape(app.m, largura: 200).contains("n nova vaga"))
        await rodar(&app, app.tecla(.caractere("n")))
        #expect(app.m.formulario != nil, "o administrador abre o formulário")
    }

    @Test func oXDoAcompanhamentoDizOPapelEONucleoDaGestaoSabeOPapel() async throws {
        var app = AppFrila(ambiente: Mundo(salva: gabi).ambiente)
        await rodar(&app, app.iniciar())
        #expect(app.m.tela == .pagina(.acompanhamento))
        #expect(app.m.gestaoDaVaga.papel == .operador, "o papel lido chega à guarda do núcleo")
        await rodar(&app, app.tecla(.caractere("X")))
        #expect(app.m.dialogo == nil)
        #expect(app.m.mensagem?.texto == Textos.impedimento(ImpedimentoDoPapel.soAdministrador(.cancelarVaga)))
        // As ações da linha aberta não oferecem o X a ela; ao administrador, sim.
        let linha = try #require(TelaAcompanhamento.selecionada(app.m))
        #expect(!TelaAcompanhamento.acoes(linha, app.m).contains { $0.hasPrefix("X ") })
        var dono = AppFrila(ambiente: Mundo(salva: Fx.bruno).ambiente)
        await rodar(&dono, dono.iniciar())
        let doDono = try #require(TelaAcompanhamento.selecionada(dono.m))
        #expect(TelaAcompanhamento.acoes(doDono, dono.m).contains { $0.hasPrefix("X ") })
    }

    @Test func oNucleoSoImpedeOOperador() {
        for a in AcaoDoAdministrador.allCases {
            #expect(PapelDoMembro.impedimento(.operador, a) == .soAdministrador(a))
            #expect(PapelDoMembro.impedimento(.administrador, a) == nil)
            #expect(PapelDoMembro.impedimento(nil, a) == nil, "sem papel lido, o servidor decide")
        }
    }
}
