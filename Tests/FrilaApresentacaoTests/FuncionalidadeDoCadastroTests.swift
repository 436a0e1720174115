import Foundation
import Testing
@testable import FrilaApresentacao
import FrilaDominio

/// Uma porta de cadastro que responde o combinado e conta o que recebeu.
private actor PortaDeCadastro: CadastroDeContaPort {
    let resposta: @Sendable (Cadastro) throws -> ResultadoDoCadastro
    private(set) var recebidos: [Cadastro] = []
    init(_ resposta: @escaping @Sendable (Cadastro) throws -> ResultadoDoCadastro) { self.resposta = resposta }
    func cadastrarConta(_ cadastro: Cadastro) async throws -> ResultadoDoCadastro {
        recebidos.append(cadastro)
        return try resposta(cadastro)
    }
}

private let paula = ContaAutenticada(id: UUID(), perfil: .profissional, nome: "Paula", referenciaCredencial: "r")

/// Ações → estado e desfecho do formulário de criar conta, pelo Executor (sem tela).
@Suite struct FuncionalidadeDoCadastroTests {
    typealias F = FuncionalidadeDoCadastro

    private func executor(_ r: @escaping @Sendable (Cadastro) throws -> ResultadoDoCadastro = { _ in .entrou(paula) })
        -> (Executor<F>, PortaDeCadastro) {
        let porta = PortaDeCadastro(r)
        return (Executor(F(porta: porta), estado: F.Estado()), porta)
    }

    private func mandar(_ x: inout Executor<F>, _ acoes: [F.Acao]) async {
        for a in acoes { await x.enviar(a) }
    }

    private func digitar(_ s: String) -> [F.Acao] { s.map { .digitar($0) } }

    /// Um profissional válido, campo a campo, como a pessoa faria.
    private func preencherProfissional(_ x: inout Executor<F>, senha: String = "segredo123") async {
        await mandar(&x, [.digitar("p"), .campoSeguinte] + digitar("Paula") + [.campoSeguinte] + digitar("paula@teste.dev")
                     + [.campoSeguinte] + digitar(senha) + [.campoSeguinte] + digitar("garcom,bartender") + [.campoSeguinte]
                     + digitar("Asa Sul"))
    }

    @Test func perfilDecideOsCamposEOFormularioEhODoHeadless() async {
        var (x, _) = executor()
        #expect(x.estado.campos == [.perfil, .nome, .email, .senha])
        await x.enviar(.trocarOpcao(1))
        #expect(x.estado.perfil == .profissional && x.estado.campos == [.perfil, .nome, .email, .senha, .funcoes, .base])
        await x.enviar(.trocarOpcao(1))
        #expect(x.estado.perfil == .contratante && x.estado.campos == [.perfil, .nome, .email, .senha, .estabelecimento, .documento, .endereco, .base, .convite])
        var (p, _) = executor()
        await preencherProfissional(&p)
        #expect(p.estado.formulario == FormularioDeCadastro(perfil: .profissional, nome: "Paula", email: "paula@teste.dev",
                                                            senha: "segredo123", funcoes: ["garcom", "bartender"], base: "Asa Sul"))
    }

    @Test func comSessaoODesfechoTrazAContaEOFormularioTerminaLimpo() async {
        var (x, porta) = executor()
        await preencherProfissional(&x)
        let d = await x.enviar(.enviar(conectado: true))
        #expect(d?.resultado == .enviada(nil) && d?.severidade == .sucesso)
        guard case .cadastrar(.profissional?, .entrou(let c)?)? = d?.acao else { Issue.record("devia entrar: \(String(describing: d))"); return }
        #expect(c == paula && !x.estado.enviando && x.estado.recusa == nil)
        let recebidos = await porta.recebidos
        #expect(recebidos.count == 1 && recebidos.first?.email == "paula@teste.dev" && recebidos.first?.perfil == .profissional)
    }

    @Test func semSessaoEConfirmarOEmailEInformacao() async {
        var (x, _) = executor { _ in .confirmarEmail(contaId: nil) }
        await preencherProfissional(&x)
        let d = await x.enviar(.enviar(conectado: true))
        guard case .cadastrar(_, .confirmarEmail?)? = d?.acao else { Issue.record("devia pedir confirmação"); return }
        #expect(d?.deuCerto == true && d?.severidade == .info && d?.frase == Textos.fraseConfirmarEmail)
    }

    @Test func enquantoEnviaNadaMudaDebaixoDoPedido() {
        let f = F(porta: PortaDeCadastro { _ in .entrou(paula) })
        var e = F.Estado()
        e.perfil = .profissional
        e.valores = [.nome: "Paula", .email: "paula@teste.dev", .senha: "segredo123", .funcoes: "garcom", .base: "Asa Sul"]
        let efs = f.atualizar(&e, .enviar(conectado: true))
        #expect(efs.count == 1 && e.enviando)
        for a in [F.Acao.digitar("x"), .apagar, .cancelar, .enviar(conectado: true)] { #expect(f.atualizar(&e, a).isEmpty) }
        #expect(e.valor(.base) == "Asa Sul" && !e.perguntandoDescarte && e.enviando)
    }

    @Test func invalidoMostraProblemasPorCampoNaoEnviaENaoPerdeNada() async {
        var (x, porta) = executor()
        await mandar(&x, [.digitar("p"), .campoSeguinte] + digitar("Ana") + [.campoSeguinte] + digitar("sem-arroba")
                     + [.campoSeguinte] + digitar("abc"))
        let d = await x.enviar(.enviar(conectado: true))
        #expect(d?.resultado == .invalida(x.estado.problemas.map(\.frase)) && DesfechoTem.campos(d) == x.estado.problemas)
        #expect(!x.estado.enviando)
        #expect(await porta.recebidos.isEmpty)
        let e = x.estado
        #expect(e.problemas(de: .email) == [.emailInvalido] && e.problemas(de: .senha) == [.senhaCurta])
        #expect(e.problemas(de: .funcoes) == [.funcoesFaltando] && e.problemas(de: .base) == [.baseFaltando])
        #expect(e.foco == .email, "o foco vai ao primeiro campo com problema")
        #expect(e.valor(.nome) == "Ana" && e.valor(.email) == "sem-arroba" && e.valor(.senha) == "abc")
        // Corrigir o campo tira o problema dele; os outros ficam.
        await x.enviar(.apagar)
        #expect(x.estado.problemas(de: .email).isEmpty && x.estado.problemas(de: .senha) == [.senhaCurta])
    }

    @Test func semPerfilNaoEnviaEPedeOPerfil() async {
        let porta = PortaDeCadastro { _ in .entrou(paula) }
        var x = Executor(F(porta: porta), estado: F.Estado(email: "ana@frila.dev"))
        await x.enviar(.enviar(conectado: true))
        #expect(x.estado.problemas(de: .perfil) == [.perfilFaltando] && x.estado.foco == .perfil)
        #expect(x.estado.valor(.email) == "ana@frila.dev", "o e-mail digitado no login vem junto")
    }

    @Test func semRedeNemTentaEODesfechoDiz() async {
        var (x, porta) = executor()
        await preencherProfissional(&x)
        let d = await x.enviar(.enviar(conectado: false))
        #expect(d?.resultado == .semConexao && d?.frase == Mensagens.cadastroOffline)
        #expect(await porta.recebidos.isEmpty)
        #expect(!x.estado.enviando && x.estado.recusa == d && x.estado.valor(.nome) == "Paula")
    }

    @Test(arguments: [(RecusaDoCadastro.emailJaCadastrado, FuncionalidadeDoCadastro.Campo.email, "user_already_exists"),
                      (.senhaFraca([.curta, .vazada]), .senha, "weak_password")])
    func recusaDoServidorFicaNoFormularioComTudoEOFocoNoCampo(_ r: RecusaDoCadastro, _ campo: F.Campo, _ chave: String) async {
        var (x, _) = executor { _ in throw r }
        await preencherProfissional(&x)
        let antes = x.estado.formulario
        let d = await x.enviar(.enviar(conectado: true))
        #expect(d?.falha?.chave == chave && d?.severidade == .erro)
        #expect(!x.estado.enviando && x.estado.recusa == d && x.estado.foco == campo)
        #expect(x.estado.formulario == antes, "nada do que foi digitado se perde")
        #expect(x.estado.marcado(campo) && x.estado.campos.filter(x.estado.marcado) == [campo], "o `!` no campo da recusa, só nele")
        await x.enviar(.digitar("x"))
        #expect(!x.estado.marcado(campo), "quem mexe no campo está corrigindo: a marca sai")
    }

    @Test func limiteDeTentativasFicaNoFormularioETentaDeNovo() async {
        var (x, porta) = executor { _ in throw ErroDePorta(falha: .limiteDeRequisicoes(tenteEmSegundos: 20)) }
        await preencherProfissional(&x)
        let d = await x.enviar(.enviar(conectado: true))
        #expect(d?.resultado == .falhaPassageira(.limiteDeRequisicoes(tenteEmSegundos: 20)))
        #expect(x.estado.recusa?.frase == "Muitas tentativas seguidas. Tente de novo em 20 s.")
        await x.enviar(.enviar(conectado: true))
        #expect(await porta.recebidos.count == 2, "a mesma tela tenta de novo, com o mesmo formulário")
    }

    @Test func escNoFormularioPreenchidoPerguntaAntesDeDescartar() async {
        var vazio = Executor(F(porta: PortaDeCadastro { _ in .entrou(paula) }), estado: F.Estado(email: "ana@frila.dev"))
        await vazio.enviar(.cancelar)
        #expect(vazio.estado.fechado, "intocado (só o e-mail do login) fecha direto")
        var (x, _) = executor()
        await preencherProfissional(&x)
        await x.enviar(.cancelar)
        #expect(x.estado.perguntandoDescarte && !x.estado.fechado)
        // Perguntando, as teclas do formulário não mexem em nada.
        await x.enviar(.digitar("z"))
        #expect(x.estado.valor(.base) == "Asa Sul")
        await x.enviar(.descartar(false))
        #expect(!x.estado.perguntandoDescarte && x.estado.valor(.nome) == "Paula" && !x.estado.fechado)
        await mandar(&x, [.cancelar, .descartar(true)])
        #expect(x.estado.fechado)
    }

    @Test func oFormularioDoHeadlessViraOEstadoEVoltaIgual() {
        let f = FormularioDeCadastro(perfil: .contratante, nome: "Carlos", email: "c@x.dev", senha: "segredo123",
                                     estabelecimento: "Bar", endereco: "SCLS 405, Asa Sul", documento: "12.345.678/0001-95")
        #expect(F.Estado(f).formulario == f)
        let m = FormularioDeCadastro(perfil: .contratante, nome: "G", email: "g@x.dev", senha: "segredo123", convite: UUID().uuidString)
        #expect(F.Estado(m).formulario == m)
        let p = FormularioDeCadastro(perfil: .profissional, nome: "P", email: "p@x.dev", senha: "s", funcoes: ["garcom", "cozinha"], base: "Gama")
        #expect(F.Estado(p).formulario == p)
    }

    @Test func impressoNuncaMostraASenha() async {
        var (x, _) = executor()
        await preencherProfissional(&x, senha: "segredo-impresso")
        for texto in [String(describing: x.estado), String(reflecting: x.estado), String(describing: x.estado.formulario)] {
            #expect(!texto.contains("segredo-impresso") && texto.contains("paula@teste.dev"), "\(texto)")
        }
    }

    @Test func perfilSoPorOpcaoETextoComTeto() async {
        var (x, _) = executor()
        await mandar(&x, digitar("xc"))
        #expect(x.estado.perfil == .contratante && x.estado.valor(.perfil).isEmpty)
        await x.enviar(.apagar)
        #expect(x.estado.perfil == nil)
        await x.enviar(.campoSeguinte)
        await mandar(&x, digitar(String(repeating: "a", count: Limites.tamanhoMaximoNome + 10)))
        #expect(x.estado.valor(.nome).count == Limites.tamanhoMaximoNome)
    }
}

private struct ErroDePorta: ErroApresentavel { let falha: Falha }

private enum DesfechoTem {
    static func campos(_ d: Desfecho?) -> [FormularioDeCadastro.Problema]? {
        if case .cadastrar(_, .camposInvalidos(let ps)?)? = d?.acao { return ps }
        return nil
    }
}
