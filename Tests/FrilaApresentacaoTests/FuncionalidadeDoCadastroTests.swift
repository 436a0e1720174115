import Foundation
import Testing
@testable import FrilaApresentacao
import FrilaDominio

/// Ações → estado e efeitos do formulário de criar conta, sem rede nem tela.
@Suite struct FuncionalidadeDoCadastroTests {
    typealias F = FuncionalidadeDoCadastro

    private func aplicar(_ e: inout F.Estado, _ acoes: [F.Acao]) -> [F.Efeito] {
        acoes.flatMap { F.atualizar(&e, $0) }
    }

    private func digitar(_ s: String) -> [F.Acao] { s.map { .digitar($0) } }

    /// Preenche um profissional válido, campo a campo, como a pessoa faria.
    private func profissionalPreenchido(senha: String = "segredo123") -> F.Estado {
        var e = F.Estado()
        _ = aplicar(&e, [.digitar("p"), .campoSeguinte] + digitar("Paula") + [.campoSeguinte] + digitar("paula@teste.dev")
                    + [.campoSeguinte] + digitar(senha) + [.campoSeguinte] + digitar("garcom,bartender") + [.campoSeguinte]
                    + digitar("Asa Sul"))
        return e
    }

    private let conta = ContaAutenticada(id: UUID(), perfil: .profissional, nome: "Paula", referenciaCredencial: "r")

    private func desfecho(_ r: RespostaDoCadastro?, _ res: Desfecho.Resultado) -> Desfecho {
        Desfecho(.cadastrar(perfil: .profissional, resposta: r), res)
    }

    @Test func perfilDecideOsCamposEOFormularioEhODoHeadless() {
        var e = F.Estado()
        #expect(e.campos == [.perfil, .nome, .email, .senha])
        _ = aplicar(&e, [.trocarOpcao(1)])
        #expect(e.perfil == .profissional && e.campos == [.perfil, .nome, .email, .senha, .funcoes, .base])
        _ = aplicar(&e, [.trocarOpcao(1)])
        #expect(e.perfil == .contratante && e.campos == [.perfil, .nome, .email, .senha, .estabelecimento, .endereco, .base])
        let p = profissionalPreenchido()
        #expect(p.formulario == FormularioDeCadastro(perfil: .profissional, nome: "Paula", email: "paula@teste.dev",
                                                     senha: "segredo123", funcoes: ["garcom", "bartender"], base: "Asa Sul"))
    }

    @Test func enviarValidoPedeOCadastroEEsperaSemAceitarTeclas() {
        var e = profissionalPreenchido()
        let efs = F.atualizar(&e, .enviar(conectado: true))
        #expect(efs == [.cadastrar(e.formulario)] && e.enviando)
        // Enquanto espera, nada muda debaixo do pedido.
        #expect(aplicar(&e, [.digitar("x"), .apagar, .cancelar]).isEmpty)
        #expect(e.valor(.base) == "Asa Sul" && !e.perguntandoDescarte)
    }

    @Test func invalidoMostraProblemasPorCampoNaoEnviaENaoPerdeNada() {
        var e = F.Estado()
        _ = aplicar(&e, [.digitar("p"), .campoSeguinte] + digitar("Ana") + [.campoSeguinte] + digitar("sem-arroba")
                    + [.campoSeguinte] + digitar("abc"))
        let efs = F.atualizar(&e, .enviar(conectado: true))
        #expect(efs.isEmpty && !e.enviando)
        #expect(e.problemas(de: .email) == [.emailInvalido] && e.problemas(de: .senha) == [.senhaCurta])
        #expect(e.problemas(de: .funcoes) == [.funcoesFaltando] && e.problemas(de: .base) == [.baseFaltando])
        #expect(e.foco == .email, "o foco vai ao primeiro campo com problema")
        #expect(e.valor(.nome) == "Ana" && e.valor(.email) == "sem-arroba" && e.valor(.senha) == "abc")
        // Corrigir o campo tira o problema dele; os outros ficam.
        _ = aplicar(&e, [.apagar])
        #expect(e.problemas(de: .email).isEmpty && e.problemas(de: .senha) == [.senhaCurta])
    }

    @Test func semPerfilNaoEnviaEPedeOPerfil() {
        var e = F.Estado(email: "ana@frila.dev")
        _ = aplicar(&e, [.enviar(conectado: true)])
        #expect(e.problemas(de: .perfil) == [.perfilFaltando] && e.foco == .perfil)
        #expect(e.valor(.email) == "ana@frila.dev", "o e-mail digitado no login vem junto")
    }

    @Test func semRedeNemTentaEDiz() {
        var e = profissionalPreenchido()
        #expect(F.atualizar(&e, .enviar(conectado: false)).isEmpty)
        #expect(!e.enviando && e.recusa?.resultado == .semConexao && e.recusa?.frase == Mensagens.cadastroOffline)
    }

    @Test func comSessaoEntraSemSessaoVoltaAoLoginComOEmail() {
        var e = profissionalPreenchido()
        _ = F.atualizar(&e, .enviar(conectado: true))
        let entrou = desfecho(.entrou(conta), .enviada(nil))
        #expect(F.atualizar(&e, .respondido(entrou)) == [.entrou(conta, entrou)])
        var s = profissionalPreenchido()
        _ = F.atualizar(&s, .enviar(conectado: true))
        let confirmar = desfecho(.confirmarEmail, .enviada(nil))
        #expect(F.atualizar(&s, .respondido(confirmar)) == [.voltarAoLogin(email: "paula@teste.dev", confirmar)])
        #expect(confirmar.severidade == .info)
    }

    @Test func recusaDoServidorFicaNoFormularioComTudoEOFocoNoCampo() {
        for (r, campo) in [(RecusaDoCadastro.emailJaCadastrado, F.Campo.email), (.senhaFraca([.curta, .vazada]), .senha)] {
            var e = profissionalPreenchido()
            e.foco = .base
            _ = F.atualizar(&e, .enviar(conectado: true))
            let resposta: RespostaDoCadastro = if case .senhaFraca(let ms, _) = r { .senhaFraca(ms) } else { .emailJaCadastrado }
            let d = desfecho(resposta, .recusada(r.falha, item: nil))
            #expect(F.atualizar(&e, .respondido(d)).isEmpty)
            #expect(!e.enviando && e.recusa == d && e.foco == campo)
            #expect(e.formulario == profissionalPreenchido().formulario, "nada do que foi digitado se perde")
        }
    }

    @Test func limiteDeTentativasFicaNoFormularioETentaDeNovo() {
        var e = profissionalPreenchido()
        _ = F.atualizar(&e, .enviar(conectado: true))
        let d = desfecho(nil, .falhaPassageira(.limiteDeRequisicoes(tenteEmSegundos: 20)))
        _ = F.atualizar(&e, .respondido(d))
        #expect(e.recusa?.frase == "Muitas tentativas seguidas. Tente de novo em 20 s.")
        #expect(F.atualizar(&e, .enviar(conectado: true)) == [.cadastrar(e.formulario)] && e.recusa == nil)
    }

    @Test func escNoFormularioPreenchidoPerguntaAntesDeDescartar() {
        var vazio = F.Estado(email: "ana@frila.dev")
        #expect(F.atualizar(&vazio, .cancelar) == [.fechar], "intocado (só o e-mail do login) fecha direto")
        var e = profissionalPreenchido()
        #expect(F.atualizar(&e, .cancelar).isEmpty && e.perguntandoDescarte)
        // Perguntando, as teclas do formulário não mexem em nada.
        _ = aplicar(&e, [.digitar("z")])
        #expect(e.valor(.base) == "Asa Sul")
        _ = F.atualizar(&e, .descartar(false))
        #expect(!e.perguntandoDescarte && e.valor(.nome) == "Paula")
        _ = F.atualizar(&e, .cancelar)
        #expect(F.atualizar(&e, .descartar(true)) == [.fechar])
    }

    @Test func perfilSoPorOpcaoETextoComTeto() {
        var e = F.Estado()
        _ = aplicar(&e, digitar("xc"))
        #expect(e.perfil == .contratante && e.valor(.perfil).isEmpty)
        _ = aplicar(&e, [.apagar])
        #expect(e.perfil == nil)
        e.foco = .nome
        _ = aplicar(&e, digitar(String(repeating: "a", count: Limites.tamanhoMaximoNome + 10)))
        #expect(e.valor(.nome).count == Limites.tamanhoMaximoNome)
    }
}
