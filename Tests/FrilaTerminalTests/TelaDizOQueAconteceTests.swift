import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// O que a pessoa lê é o que acontece: títulos e rodapés dos diálogos, a situação da vaga, o
/// despacho sem dados, teclas que agem onde se espera, e nada cortado sem como ler o resto.
@MainActor
struct TelaDizOQueAconteceTests {
    static let pequeno = Tamanho(largura: 40, altura: 12)

    func bruno(_ mundo: Mundo = Mundo()) async -> AppFrila {
        await AppFrilaTests().entrar(mundo, email: "bruno@frila.dev")
    }

    /// O texto do diálogo visto de PgDn em PgDn (só a caixa, sem a linha de status).
    func textoDoDialogoRolado(_ app: inout AppFrila, _ t: Tamanho) -> String {
        var visto = ""
        for _ in 0..<8 {
            let q = app.desenhar(t)
            visto += (1..<(t.altura - 2)).map { q.linha($0) }.joined(separator: "\n") + "\n"
            _ = app.tecla(.paginaAbaixo)
        }
        return visto
    }

    @Test func cNoDetalheDaVagaConfirmaOCheckinManualDoSelecionado() async {
        let mundo = Mundo()
        var app = await bruno(mundo)
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("j"))  // a vaga começada, com o check-in manual de pendentesBruno[0]
        await rodar(&app, app.tecla(.enter))
        guard case .turno(let t)? = app.m.itemDaVaga() else { Issue.record("sem turno selecionado"); return }
        #expect(t.id == Fx.pendentesBruno[0].turno.id)
        let linha = Telas.desenhar(app.m, Tamanho(largura: 100, altura: 30)).texto
        #expect(linha.contains("aguardando confirmação do contratante (c confirma)"), "\(linha)")
        await rodar(&app, app.tecla(.caractere("c")))
        #expect(await mundo.fila.itens.map(\.acao) == [.confirmarCheckinManual(turno: t.id)], "a mesma ação do c no Acompanhamento")
        // No outro confirmado, sem check-in manual, c diz por quê.
        _ = app.tecla(.caractere("j"))
        await rodar(&app, app.tecla(.caractere("c")))
        #expect(await mundo.fila.itens.count == 1)
        #expect(app.m.mensagem?.texto.contains("nada a confirmar") == true || app.m.mensagem?.texto.contains("não precisa") == true,
                "\(String(describing: app.m.mensagem))")
    }

    @Test func cancelarOTurnoDeVagaComecadaNaoDizReabrir() async {
        var app = await bruno()
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("j"))  // começou há 18 min
        await rodar(&app, app.tecla(.enter))
        await rodar(&app, app.tecla(.caractere("x")))
        guard case .texto(let titulo, let linhas, _, _, _)? = app.m.dialogo else { Issue.record("sem diálogo"); return }
        #expect(titulo == "Cancelar o turno")
        #expect(!linhas.joined().contains("é reaberta") && linhas.joined().contains("não volta a ser oferecida"), "\(linhas)")
        // O título da vaga diz que ela está em andamento, não encerrada.
        _ = app.tecla(.esc)
        let tela = app.desenhar(Tamanho(largura: 80, altura: 24)).texto
        #expect(tela.contains("· em andamento") && !tela.contains("encerrada"), "\(tela)")
    }

    @Test func cancelarAntesDoInicioDizQueReabre() {
        let t = Fx.turno(208, inicio: 30, profissional: "Gil Souto")
        let (titulo, linhas) = AppFrila.perguntaDoCancelamento(t, agora: Fx.agora)
        #expect(titulo == "Cancelar e reabrir a posição" && linhas[0].contains("volta a ser oferecida na próxima leva"))
        let (tituloDepois, _) = AppFrila.perguntaDoCancelamento(t, agora: t.vaga.periodo.inicio.addingTimeInterval(60))
        #expect(tituloDepois == "Cancelar o turno")
    }

    @Test func situacaoDaVagaSegueORelogio() {
        let p = Periodo(inicio: Fx.h(-1), fim: Fx.h(5))
        #expect(Formatacao.situacaoDaVaga(.encerrada, p, agora: Fx.agora) == "em andamento")
        #expect(Formatacao.situacaoDaVaga(.encerrada, p, agora: Fx.h(6)) == "encerrada")
        #expect(Formatacao.situacaoDaVaga(.publicada, p, agora: Fx.h(-2)) == "publicada")
        #expect(Formatacao.situacaoDaVaga(.cancelada, p, agora: Fx.agora) == "cancelada")
    }

    @Test func despachoSemLevaNenhumaDizQueNaoHaRegistro() {
        let zero = NumerosDoDespacho(incluidos: 0, retidos: 0, avisados: 0, entregues: 0, falhas: 0)
        let d = DespachoDaVaga(vagaId: Fx.id(500), estado: .publicada, levaAtual: 0, proximaLevaEm: nil, posicoesTotal: 1, posicoesAbertas: 1,
                               emAlerta: false, levas: [], totais: zero,
                               candidaturas: ContagemDeCandidaturas(total: 2, pendentes: 2, aceitas: 0, recusadas: 0, retiradas: 0, expiradas: 0))
        let s = Textos.despacho(d)
        #expect(s.hasPrefix("sem despacho registrado") && !s.contains("leva 0") && s.contains("2 candidato"), "\(s)")
    }

    /// Com um diálogo aberto, o rodapé é o dele: as teclas da lista de trás não agem.
    @Test func rodapeComDialogoAbertoEODoDialogo() async {
        let mundo = Mundo()
        await mundo.gestao.definir(candidaturas: [ListasDoPerfilTests.candidatura(.garcom)])
        var app = await AppFrilaTests().entrar(mundo)
        await rodar(&app, app.tecla(.caractere("3")))
        await rodar(&app, app.tecla(.caractere("c")))  // minhas candidaturas
        let lista = Telas.rodape(app.m, largura: 80)
        #expect(lista.contains("Esc volta"))
        await rodar(&app, app.tecla(.caractere("x")))
        guard case .simNao? = app.m.dialogo else { Issue.record("x devia perguntar: \(String(describing: app.m.dialogo))"); return }
        let comDialogo = Telas.rodape(app.m, largura: 80)
        #expect(comDialogo.contains("s sim") && comDialogo.contains("n não") && !comDialogo.contains("Esc volta"),
                "lista: \(lista) · com diálogo: \(comDialogo)")
    }

    /// Em 40×12 o texto do cancelamento não cabe: PgDn rola, e nada fica cortado com "…".
    @Test func dialogoQueNaoCabeRolaComPgDn() async {
        var app = await bruno()
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("j"))
        await rodar(&app, app.tecla(.enter))
        await rodar(&app, app.tecla(.caractere("x")))
        guard case .texto(_, let linhas, _, _, _)? = app.m.dialogo else { Issue.record("sem diálogo"); return }
        let q = app.desenhar(Self.pequeno)
        #expect(q.linha(Self.pequeno.altura - 2).contains("PgDn rola"), "o rodapé diz como ler o resto:\n\(q.texto)")
        let visto = textoDoDialogoRolado(&app, Self.pequeno)
        for palavra in linhas.joined(separator: " ").split(separator: " ") {
            #expect(visto.contains(palavra), "\(palavra) não apareceu rolando:\n\(visto)")
        }
        #expect(!visto.contains("…"), "nada cortado:\n\(visto)")
        #expect(app.m.rolagemDoDialogo > 0)
        _ = app.tecla(.paginaAcima)
        #expect(app.desenhar(Self.pequeno).texto.contains("▲") || app.m.rolagemDoDialogo == 0, "um PgUp já volta (PgDn parou no fim)")
        let noFim = app.m.rolagemDoDialogo + 1
        _ = app.tecla(.paginaAbaixo); _ = app.tecla(.paginaAbaixo)
        #expect(app.m.rolagemDoDialogo == noFim, "PgDn não passa do fim")
        _ = app.tecla(.esc)
        #expect(app.m.dialogo == nil && app.m.rolagemDoDialogo == 0, "fechou: a próxima pergunta começa do topo")
    }

    @Test func ajudaDoCadastroTemPEC() {
        let ajuda = Telas.linhasDaAjuda(Teclas.cadastro, paginas: 0)
        #expect(ajuda.contains { $0.tecla.hasPrefix("p") && $0.descricao.contains("perfil profissional") })
        #expect(ajuda.contains { $0.tecla.hasPrefix("c") && $0.descricao.contains("perfil contratante") })
    }

    /// Corrigir um campo tira a marca e também o aviso que falava dele; os outros ficam.
    @Test func corrigirOValorTiraOAvisoDoValor() {
        var f = FormularioVaga(valores: CampoDaVaga.padrao)
        f.valores[.valor] = "20000"
        f.validar(agora: Fx.agora)
        let doValor = f.problemas.filter { $0.contains("R$ 10.000,00") }
        #expect(!doValor.isEmpty, "\(f.problemas)")
        let outros = f.problemas.count - doValor.count
        f.valores[.valor] = "150"
        #expect(!f.problemas.contains { $0.contains("R$ 10.000,00") } && f.problemas.count == outros, "\(f.problemas)")
    }
}
