import Foundation
import Testing
@testable import FrilaDados
import FrilaApresentacao
@testable import FrilaDominio

/// Contra o backend local de verdade (`make test` sobe um em FRILA_TEST_API_URL com o seed).
/// Só leituras nas contas do seed (outros testes dependem delas); escritas só em contas
/// criadas aqui, com e-mail único.
enum Backend {
    static let url = ProcessInfo.processInfo.environment["FRILA_TEST_API_URL"].flatMap(URL.init(string:))
    static let chave = ProcessInfo.processInfo.environment["FRILA_TEST_ANON_KEY"] ?? ConfiguracaoDoCliente.anonKeyPadrao
    static var disponivel: Bool { url != nil }

    /// Sem dreno automático ao enfileirar: o teste drena quando quer e lê o resultado do seu
    /// dreno. Com ele, um dreno de fundo podia terminar antes e o do teste achava a fila vazia.
    static func ambiente() throws -> AmbienteFrila {
        let cfg = ConfiguracaoDoCliente(apiURL: url!, anonKey: chave, diretorioDados: diretorioTemporario())
        return try AmbienteFrila.montar(configuracao: cfg, agendador: AgendadorRegistrador(), drenarAoEnfileirar: false)
    }

    /// Um CNPJ válido e novo a cada chamada: todo estabelecimento novo precisa de um, único.
    static func cnpj() -> Documento {
        while true {
            let raiz = (0..<8).map { _ in String(Int.random(in: 0...9)) }.joined() + "0001"
            for dv in 0...99 {
                let texto = raiz + String(format: "%02d", dv)
                if case .success(let d) = Documento.interpretar(texto) { return d }
            }
        }
    }

    static func entrar(_ email: String) async throws -> AmbienteFrila {
        let amb = try ambiente()
        _ = try await amb.contas.entrar(email: email, senha: "frila123")
        return amb
    }
}

@Suite(.enabled(if: Backend.disponivel, "sem FRILA_TEST_API_URL: backend local não está no ar"))
struct IntegracaoHTTPTests {
    @Test func saudeEMonitor() async throws {
        let amb = try Backend.ambiente()
        #expect(await amb.api.saude())
        #expect(await amb.monitor.verificar() == .online)
    }

    @Test func profissionalDoSeedLeTudoNoFormatoDoContrato() async throws {
        let amb = try await Backend.entrar("ana@frila.dev")
        let conta = try #require(await amb.contas.sessaoSalva())
        #expect(conta.perfil == .profissional && conta.nome == "Ana Souza")
        let perfil = try await amb.contas.meuPerfil()
        #expect(perfil.perfil == .profissional && perfil.funcoes?.isEmpty == false)
        #expect(perfil.reputacao.temHistorico())
        _ = try await amb.vagas.feed()
        let turnos = try await amb.turnos.meusTurnos()
        #expect(!turnos.isEmpty)
        _ = try await amb.vagas.notificacoes(desde: nil)
    }

    @Test func contratanteDoSeedLeAcompanhamento() async throws {
        let amb = try await Backend.entrar("bruno@frila.dev")
        #expect(try await amb.contas.meuPerfil().perfil == .contratante)
        _ = try await amb.vagas.minhasVagas()
        _ = try await amb.vagas.vagasEmAlerta()
        _ = try await amb.turnos.checkinsPendentes()
    }

    @Test func semHistoricoVemNuloNuncaZero() async throws {
        let amb = try await Backend.entrar("carla@frila.dev")
        let r = try await amb.contas.meuPerfil().reputacao
        #expect(r.descricao() == "Sem histórico")
        #expect(r.taxaComparecimento == nil)
    }

    @Test func senhaErradaEmPortugues() async throws {
        let amb = try Backend.ambiente()
        do {
            _ = try await amb.contas.entrar(email: "ana@frila.dev", senha: "errada!")
            Issue.record("devia recusar")
        } catch let e as ErroDaApi {
            #expect(e.chaveDeRecusa == "invalid_credentials")
            #expect(!e.mensagemParaPessoa.isEmpty)
        }
    }

    @Test func tokenInvalidoRenovaUmaVezESegue() async throws {
        let amb = try await Backend.entrar("carla@frila.dev")
        var c = try #require(await amb.cofre.atual)
        let renovacaoAntiga = c.tokenDeRenovacao
        c.tokenDeAcesso = "nao.e.um.jwt"
        try await amb.cofre.guardar(c)
        _ = try await amb.contas.meuPerfil()
        let nova = try #require(await amb.cofre.atual)
        #expect(nova.tokenDeAcesso != "nao.e.um.jwt")
        #expect(nova.tokenDeRenovacao != renovacaoAntiga, "rotação")
    }

    @Test func contratanteNovoPublicaEValidaNoServidor() async throws {
        // Longe do seed (Brasília): a vaga não é despachada para ninguém de outros testes.
        let recife = Coordenada(latitude: -8.0476, longitude: -34.8770)
        let amb = try Backend.ambiente()
        let email = "teste-\(UUID().uuidString.prefix(8).lowercased())@frila.dev"
        let conta = try await amb.contas.cadastrar(Cadastro(
            email: email, senha: "segredo123", nome: "Teste Núcleo",
            dados: .contratante(estabelecimento: "Bar de Teste", endereco: "Recife Antigo", ponto: recife, documento: Backend.cnpj())))
        #expect(conta.perfil == .contratante)
        let agora = Date()
        var r = RascunhoDeVaga(funcao: .garcom, inicio: agora + h(48), fim: agora + h(54), valor: Dinheiro(centavos: 12000),
                               refeicao: true, transporte: false, exigeMaterialProprio: false, modo: .selecao,
                               posicoes: 2, endereco: "Recife Antigo", ponto: recife)
        let vaga = try await amb.vagas.publicar(try r.validar(agora: agora).get())
        #expect(vaga.valor == Dinheiro(centavos: 12000) && vaga.posicoesTotal == 2 && vaga.modo == .selecao)
        #expect(vaga.estado == .publicada && vaga.antecedenciaAlerta == h(3))
        #expect(try await amb.vagas.minhasVagas().contains { $0.id == vaga.id })
        // A mesma regra (RN24) reafirmada no servidor, com a chave estável.
        r.inicio = agora + h(2)
        r.fim = agora + h(6)
        r.modo = .urgencia
        var invalida = try r.validar(agora: agora).get()
        invalida = NovaVaga(funcao: invalida.funcao, periodo: invalida.periodo, valor: invalida.valor,
                            inclusos: invalida.inclusos, modo: .selecao, posicoes: 1, local: invalida.local,
                            antecedenciaAlerta: invalida.antecedenciaAlerta)
        do {
            _ = try await amb.vagas.publicar(invalida)
            Issue.record("seleção com menos de 24 h devia ser recusada")
        } catch let e as ErroDaApi {
            #expect(e.chaveDeRecusa == "selecao_com_menos_de_24h")
        }
        try await amb.contas.sair()
        #expect(await amb.contas.sessaoSalva() == nil)
    }

    @Test func filaRejeitaAcaoRecusadaPeloServidorESegue() async throws {
        let amb = try Backend.ambiente()
        let email = "teste-\(UUID().uuidString.prefix(8).lowercased())@frila.dev"
        let conta = try await amb.contas.cadastrar(Cadastro(
            email: email, senha: "segredo123", nome: "Teste Fila",
            dados: .profissional(funcoes: [.garcom], base: Coordenada(latitude: -1.4558, longitude: -48.4902))))  // Belém
        // turno que não existe/não é meu: recusa de negócio → rejeitada, nada de nova tentativa
        try await amb.fila.enfileirar(.avaliar(turno: UUID(), chamariaDeNovo: true), conta: conta.id)
        let r = await amb.fila.drenar()
        #expect(r == .concluido(enviadas: 0, rejeitadas: 1), "\(r)")
        let st = await amb.fila.status(conta: conta.id)
        #expect(st.rejeitadas == 1 && st.itens.first?.ultimoErro?.isEmpty == false)
    }

    /// Ponta a ponta só com contas novas, longe de Brasília (Manaus), para não entrar no feed
    /// de ninguém do seed: publicar → despacho → candidatar → check-in pela fila → o
    /// contratante confirma pela fila → presença verificada.
    @Test(.timeLimit(.minutes(1)))
    func fluxoCompletoPelaFila() async throws {
        let manaus = Coordenada(latitude: -3.1190, longitude: -60.0217)
        let sufixo = UUID().uuidString.prefix(8).lowercased()
        let prof = try Backend.ambiente()
        let ana2 = try await prof.contas.cadastrar(Cadastro(email: "prof-\(sufixo)@frila.dev", senha: "segredo123",
            nome: "Profissional Teste", dados: .profissional(funcoes: [.garcom], base: manaus)))
        let contr = try Backend.ambiente()
        let bruno2 = try await contr.contas.cadastrar(Cadastro(email: "contr-\(sufixo)@frila.dev", senha: "segredo123",
            nome: "Contratante Teste", dados: .contratante(estabelecimento: "Bar Teste", endereco: "Centro, Manaus", ponto: manaus, documento: Backend.cnpj())))
        let agora = Date()
        let rasc = RascunhoDeVaga(funcao: .garcom, inicio: agora + h(1), fim: agora + h(5), valor: Dinheiro(centavos: 15000),
                                  refeicao: true, transporte: true, exigeMaterialProprio: false, modo: .urgencia,
                                  posicoes: 1, endereco: "Centro, Manaus", ponto: manaus)
        let vaga = try await contr.vagas.publicar(try rasc.validar(agora: agora).get())

        // RNF03: a primeira onda sai em até 30 s (o agendador de teste roda a cada segundo).
        var noFeed: VagaDoFeed?
        for _ in 0..<80 where noFeed == nil {
            noFeed = try await prof.vagas.feed().first { $0.id == vaga.id }
            if noFeed == nil { try await Task.sleep(nanoseconds: 500_000_000) }
        }
        let v = try #require(noFeed, "a vaga não chegou ao feed em 40 s")
        #expect(v.valor == Dinheiro(centavos: 15000) && v.modo == .urgencia && (v.distanciaMetros ?? 99) < 1)

        guard case .confirmada(let turno) = try await prof.vagas.candidatar(vagaId: vaga.id) else {
            Issue.record("devia confirmar"); return
        }
        #expect(turno.vagaId == vaga.id && turno.estabelecimento.contato != nil, "RN10: contato depois de confirmado")

        // check-in a 350 m: manual, pela fila, com a hora do toque
        let toque = Date()
        try await prof.fila.enfileirar(.registrarCheckin(turno: turno.id, distanciaMetros: 350, em: toque), conta: ana2.id)
        #expect(await prof.fila.drenar() == .concluido(enviadas: 1, rejeitadas: 0))
        var t = try #require(try await prof.turnos.meusTurnos().first { $0.id == turno.id })
        #expect(t.checkin?.tipo == .manual && t.aguardandoConfirmacao && t.verificacao == .pendente)
        #expect(abs((t.checkin?.em ?? .distantPast).timeIntervalSince(toque)) < 0.01)

        // repetir o check-in (outra chave) não muda nada: chave natural no servidor
        try await prof.fila.enfileirar(.registrarCheckin(turno: turno.id, distanciaMetros: 10, em: toque + 30), conta: ana2.id)
        #expect(await prof.fila.drenar() == .concluido(enviadas: 1, rejeitadas: 0))

        let pendentes = try await contr.turnos.checkinsPendentes()
        #expect(pendentes.contains { $0.id == turno.id })
        try await contr.fila.enfileirar(.confirmarCheckinManual(turno: turno.id), conta: bruno2.id)
        #expect(await contr.fila.drenar() == .concluido(enviadas: 1, rejeitadas: 0))

        t = try #require(try await prof.turnos.meusTurnos().first { $0.id == turno.id })
        #expect(t.temPresencaVerificada() && t.checkin?.confirmadoEm != nil)
        #expect(t.checkin?.tipo == .manual && t.checkin?.distanciaMetros == 350)
        // avaliar antes do fim: recusa de negócio → rejeitada com a frase do servidor
        try await prof.fila.enfileirar(.avaliar(turno: turno.id, chamariaDeNovo: true), conta: ana2.id)
        #expect(await prof.fila.drenar() == .concluido(enviadas: 0, rejeitadas: 1))
        #expect(await prof.fila.status(conta: ana2.id).itens.first?.ultimoErro?.isEmpty == false)
    }
}
