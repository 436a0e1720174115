import Foundation
import Testing
@testable import FrilaApresentacao
import FrilaDominio
import FrilaFalsos

/// A conta que a pessoa administra: o que é recusado antes da rede, e o desfecho (com a falha
/// tipada por baixo) de cada ação.
private actor ContaFalsa: GestaoDaContaPort {
    var senhas: [String] = []
    var falha: ErroFalso?
    func falhar(_ e: ErroFalso?) { falha = e }
    func trocarSenha(_ nova: String) async throws {
        if let falha { throw falha }
        senhas.append(nova)
    }
    func senhaConfere(_ atual: String) async throws -> Bool { atual == "frila123" }
    func editarPerfil(_ e: EdicaoDoPerfil) async throws -> Perfil {
        if let falha { throw falha }
        return Perfil(contaId: UUID(), perfil: .profissional, nome: e.nome ?? "Sem Nome",
                      reputacao: Reputacao(positivas: 0, total: 0, taxaComparecimento: nil, turnosConsiderados: 0))
    }
    func exportarDados() async throws -> Data { Data("{\"formato\":\"frila.exportacao.v1\"}".utf8) }
    func previaDaExclusao() async throws -> PreviaDaExclusao {
        PreviaDaExclusao(turnosPorAcontecer: [UUID()], vagasPorAcontecer: [], modo: .anonimizada, confirmacao: "a@b.c",
                         balanco: BalancoDaExclusao(mantidos: ["turnos": 1], apagados: [:]))
    }
    func excluirConta(confirmacao: String) async throws -> ContaExcluida {
        ContaExcluida(modo: .apagada, balanco: BalancoDaExclusao(mantidos: [:], apagados: [:]))
    }
}

struct FuncionalidadeDaContaTests {
    @Test func senhaCurtaNemSai() async {
        let porta = ContaFalsa()
        var x = Executor(FuncionalidadeDaConta(conta: porta, conexao: ConexaoFalsa()), estado: .init())
        let d = await x.enviar(.trocarSenha("123"))
        #expect(d?.resultado == .invalida([Textos.motivo(.curta)]))
        #expect(await porta.senhas.isEmpty)
        let longa = await x.enviar(.trocarSenha(String(repeating: "é", count: 40)))  // 80 bytes
        #expect(longa?.deuCerto == false)
    }

    @Test func senhaTrocadaEDesfechoDaPagina() async {
        let porta = ContaFalsa()
        var x = Executor(FuncionalidadeDaConta(conta: porta, conexao: ConexaoFalsa()), estado: .init())
        let d = await x.enviar(.trocarSenha("senha-boa-1"))
        #expect(d?.deuCerto == true && d?.acao.nome == "trocar_senha" && d?.severidade == .sucesso)
        #expect(await porta.senhas == ["senha-boa-1"])
    }

    @Test func falhaTipadaPorBaixo() async {
        let porta = ContaFalsa()
        await porta.falhar(ErroFalso(falha: .sessaoExpirada))
        var x = Executor(FuncionalidadeDaConta(conta: porta, conexao: ConexaoFalsa()), estado: .init())
        let d = await x.enviar(.editar(EdicaoDoPerfil(nome: "Nova")))
        #expect(d?.falha == .sessaoExpirada && d?.severidade == .erro)
        await porta.falhar(.servidorComProblema)
        let p = await x.enviar(.trocarSenha("senha-boa-1"))
        if case .falhaPassageira? = p?.resultado {} else { Issue.record("500 não virou passageira: \(String(describing: p))") }
        var off = Executor(FuncionalidadeDaConta(conta: porta, conexao: ConexaoFalsa(.offline)), estado: .init())
        #expect(await off.enviar(.exportar)?.resultado == .semConexao)
    }

    @Test func edicaoVaziaEPreviaComImpedimento() async {
        var x = Executor(FuncionalidadeDaConta(conta: ContaFalsa(), conexao: ConexaoFalsa()), estado: .init())
        #expect(await x.enviar(.editar(EdicaoDoPerfil()))?.resultado == .invalida([Textos.Conta.nadaAEditar]))
        await x.enviar(.carregarPrevia)
        guard case .conteudo(let p)? = x.estado.previa else { Issue.record("sem prévia"); return }
        #expect(!p.podeExcluir)
        #expect(Textos.Conta.previa(p).first?.contains("1 turno e 0 vagas") == true)
        #expect(await x.enviar(.excluir(confirmacao: " "))?.deuCerto == false)
        #expect(await x.enviar(.excluir(confirmacao: "a@b.c"))?.deuCerto == true)
        #expect(x.estado.excluida?.modo == .apagada)
    }
}

/// O formulário da TUI, a troca que confere a atual, a exportação para arquivo e a exclusão
/// com a fila e o disco deste computador.
struct ContaNaTelaTests {
    static let agora = Date(timeIntervalSince1970: 1_796_000_000)
    static let perfil = Perfil(contaId: UUID(), perfil: .profissional, nome: "Ana Souza",
                               reputacao: Reputacao(positivas: 0, total: 0, taxaComparecimento: nil, turnosConsiderados: 0),
                               funcoes: [.garcom], disponivel: true, base: Coordenada(latitude: -15.8, longitude: -47.9))

    func executor(_ porta: ContaDaPessoaFalsa, fila: FilaFalsa? = nil, dados: DadosLocaisFalsos = DadosLocaisFalsos(),
                  conexao: ConexaoFalsa = ConexaoFalsa(), conta: UUID = UUID()) -> Executor<FuncionalidadeDaConta> {
        let local = fila.map { FuncionalidadeDaConta.Local(conta: conta, fila: $0, dados: dados) }
        return Executor(FuncionalidadeDaConta(conta: porta, conexao: conexao, local: local), estado: .init())
    }

    func digitar(_ x: inout Executor<FuncionalidadeDaConta>, _ s: String) async {
        for c in s { await x.enviar(.digitar(c)) }
    }

    @Test func trocaConfereAAtualEAConfirmacaoAntesDeTrocar() async {
        let porta = ContaDaPessoaFalsa(perfil: Self.perfil)
        var x = executor(porta)
        await x.enviar(.abrirSenha)
        await digitar(&x, "errada99")
        await x.enviar(.focar(1)); await digitar(&x, "nova-senha-1")
        await x.enviar(.focar(1)); await digitar(&x, "nova-senha-2")
        var d = await x.enviar(.enviarFormulario)
        #expect(d?.resultado == .invalida([Textos.Conta.confirmacaoDiferente]))
        #expect(x.estado.formulario?.problemas[.confirmacao] != nil && x.estado.formulario?.foco == 2, "o foco vai ao campo errado")
        #expect(await porta.conferidas.isEmpty, "a confirmação diferente nem sai")
        await x.enviar(.apagarLetra); await digitar(&x, "1")
        d = await x.enviar(.enviarFormulario)
        #expect(d?.resultado == .invalida([Textos.Conta.senhaAtualNaoConfere]) && d?.severidade == .erro)
        #expect(x.estado.formulario?.problemas[.senhaAtual] == Textos.Conta.senhaAtualNaoConfere && x.estado.formulario?.foco == 0)
        #expect(await porta.senhasTrocadas.isEmpty, "atual errada: nada trocado")
        #expect(x.estado.formulario?.enviando == false, "o formulário volta a aceitar teclas")
        for _ in 0..<8 { await x.enviar(.apagarLetra) }
        await digitar(&x, "frila123")
        d = await x.enviar(.enviarFormulario)
        #expect(d?.deuCerto == true && d?.frase == DesfechoDaConta.senhaTrocada.frase)
        #expect(await porta.senhasTrocadas == ["nova-senha-1"])
        #expect(x.estado.formulario == nil, "deu certo: fecha")
    }

    @Test func politicaEIgualAAtualPorCampo() {
        let ps = FuncionalidadeDaConta.problemasDaTroca(atual: "", nova: "123", confirmacao: "123")
        #expect(ps[.senhaAtual] == Textos.Conta.senhaAtualVazia && ps[.senhaNova] == Textos.motivo(.curta))
        #expect(FuncionalidadeDaConta.problemasDaTroca(atual: "frila123", nova: "frila123", confirmacao: "frila123")[.senhaNova]
                == Textos.Conta.senhaIgual)
    }

    @Test func edicaoSoLevaOQueMudouComAsFrasesDoSemTela() async {
        let porta = ContaDaPessoaFalsa(perfil: Self.perfil)
        var x = executor(porta)
        await x.enviar(.abrirEdicao(Self.perfil))
        #expect(x.estado.formulario?.valores == ["Ana Souza", "", "garcom", Formatacao.pontoBase(Self.perfil.base!), "sim"])
        var d = await x.enviar(.enviarFormulario)
        #expect(d?.resultado == .invalida([Textos.Conta.nadaMudou]))
        await x.enviar(.focar(2))
        await digitar(&x, ", astronauta")
        await x.enviar(.focar(1))
        for _ in 0..<60 { await x.enviar(.apagarLetra) }  // o ponto vem como "Região (lat,lng)"
        await digitar(&x, "Lugar Nenhum")
        await x.enviar(.focar(1))
        for _ in 0..<3 { await x.enviar(.apagarLetra) }
        await digitar(&x, "talvez")
        d = await x.enviar(.enviarFormulario)
        // Disponível é uma escolha (‹ sim › / ‹ não ›): texto livre como "talvez" não entra nela.
        #expect(d?.resultado == .invalida([Textos.Conta.usoFuncoes("astronauta"), Textos.Conta.usoBase("Lugar Nenhum")]),
                "as mesmas frases de frila perfil editar")
        #expect(await porta.edicoes.isEmpty)
        // Corrige: funções (o foco já está no primeiro campo com problema), Taguatinga e não.
        #expect(x.estado.formulario?.foco == 2)
        for _ in 0..<12 { await x.enviar(.apagarLetra) }  // ", astronauta": entrar no campo o selecionou e trocou
        await digitar(&x, "garcom, Bartender")
        await x.enviar(.focar(1))
        for _ in 0..<12 { await x.enviar(.apagarLetra) }
        await digitar(&x, "Taguatinga")
        await x.enviar(.focar(1))
        for _ in 0..<6 { await x.enviar(.apagarLetra) }
        await digitar(&x, "não")
        await x.enviar(.focar(-3)); await digitar(&x, "-")
        d = await x.enviar(.enviarFormulario)
        #expect(d?.deuCerto == true)
        let e = await porta.edicoes.first
        #expect(e?.nome == nil, "o nome não mudou: não vai")
        #expect(e?.whatsapp == "", "um traço apaga o WhatsApp")
        #expect(e?.funcoes == [.garcom, .bartender] && e?.disponivel == false)
        #expect(e?.base == PontoDigitado.interpretar("Taguatinga")?.ponto)
        #expect(x.estado.formulario == nil && x.estado.perfil?.disponivel == false)
    }

    @Test func whatsappQueNaoETelefoneNaoSaiDoFormularioNemDoComando() {
        // O comando (frila perfil editar) e a tela perguntam a mesma régua do domínio.
        for w in ["https://bit.ly/x", "ligue p/ gerente", "+55 61 9\u{0430}1234-5678"] {
            #expect(FuncionalidadeDaConta.problemasDaEdicao(EdicaoDoPerfil(whatsapp: w)) == [Textos.Conta.whatsappInvalido], "\(w)")
        }
        #expect(FuncionalidadeDaConta.problemasDaEdicao(EdicaoDoPerfil(whatsapp: "(61) 99101-2233")).isEmpty)
        #expect(FuncionalidadeDaConta.problemasDaEdicao(EdicaoDoPerfil(whatsapp: "")).isEmpty, "vazio apaga")
    }

    @Test func exportarGravaUmArquivoNovoSoDoDono() async throws {
        let pasta = FileManager.default.temporaryDirectory.appendingPathComponent("frila-exp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: pasta, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: pasta) }
        var x = executor(ContaDaPessoaFalsa(perfil: Self.perfil))
        let d = await x.enviar(.exportarPara(pasta: pasta, agora: Self.agora))
        let caminho = try #require(x.estado.exportadoEm)
        #expect(d?.deuCerto == true && d?.frase.contains(caminho) == true)
        let attrs = try FileManager.default.attributesOfItem(atPath: caminho)
        #expect((attrs[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: caminho))) as? [String: Any]
        #expect(json?["formato"] as? String == "frila.exportacao.v1")
        // No mesmo segundo: outro arquivo, nunca por cima.
        await x.enviar(.exportarPara(pasta: pasta, agora: Self.agora))
        #expect(x.estado.exportadoEm != caminho && x.estado.exportadoEm?.hasSuffix("-2.json") == true)
        // Pasta que não existe: diz que não gravou.
        let ruim = await x.enviar(.exportarPara(pasta: pasta.appendingPathComponent("nao/existe"), agora: Self.agora))
        #expect(ruim?.resultado == .falhaLocal && ruim?.severidade == .erro)
    }

    @Test func filaPendenteImpedeAteDescartarEDepoisODiscoDaContaSai() async throws {
        let conta = UUID()
        let fila = FilaFalsa(agora: Self.agora)
        try await fila.enfileirar(.avaliar(turno: UUID(), chamariaDeNovo: true), conta: conta)
        let porta = ContaDaPessoaFalsa(perfil: Self.perfil)
        let dados = DadosLocaisFalsos()
        var x = executor(porta, fila: fila, dados: dados, conta: conta)
        await x.enviar(.carregarPrevia)
        #expect(x.estado.pendentes == 1, "a prévia diz quantas estão na fila")
        #expect(Textos.Conta.previaNaTela(try #require(x.estado.previa?.valor), pendentes: 1).contains { $0.contains("1 ação") })
        let recusada = await x.enviar(.excluir(confirmacao: "ana@frila.dev"))
        #expect(recusada?.resultado == .invalida([Textos.Conta.filaPendente(1)]) && recusada?.acao.nome == "excluir_conta")
        let (exclusoes, apagadas) = (await porta.exclusoes, await dados.apagadas)
        #expect(exclusoes.isEmpty && apagadas.isEmpty, "nada saiu")
        let d = await x.enviar(.excluir(confirmacao: "ana@frila.dev", descartarFila: true))
        #expect(d?.deuCerto == true && x.estado.excluida != nil)
        #expect(await dados.apagadas == [conta], "o que era desta conta neste computador sai")
    }

    @Test func discoQueNaoApagaDizQueFicouResto() async {
        let dados = DadosLocaisFalsos()
        await dados.falhar(ErroFalso(falha: .dadosLocais))
        var x = executor(ContaDaPessoaFalsa(perfil: Self.perfil), fila: FilaFalsa(agora: Self.agora), dados: dados)
        let d = await x.enviar(.excluir(confirmacao: "ana@frila.dev"))
        #expect(d?.resultado == .falhaLocal && d?.severidade == .erro && x.estado.excluida != nil)
    }
}
