import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

private func vagaCom(_ candidaturas: [Candidatura]) -> Vaga {
    Vaga(id: UUID(), funcao: .garcom, periodo: Periodo(inicio: t0 + h(30), fim: t0 + h(35)),
         local: Local(endereco: "SCLS 405, Asa Sul", ponto: Coordenada(latitude: -15.81, longitude: -47.89)),
         valor: Dinheiro(centavos: 15000), inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false),
         modo: .selecao, posicoesTotal: 1, posicoesAbertas: 1, candidaturas: candidaturas)
}

private func candidato(_ nome: String, _ i: ImpedimentoDaEscolha? = nil) -> Candidatura {
    Candidatura(id: UUID(), estado: .pendente, em: t0, profissional: Profissional(id: UUID(), nome: nome, reputacao: .semHistorico),
                impedimento: i)
}

/// O "por que não" do contratante é do núcleo: a equipe de confiança (pela lista de bloqueados
/// do próprio estabelecimento), o candidato do detalhe e o papel do membro. A tecla, o rodapé e
/// o `frila` perguntam o mesmo valor, e a atualização do núcleo recusa com ele, sem servidor.
struct PorQueNaoDoContratanteTests {
    let ana = Profissional(id: UUID(), nome: "Ana Souza", reputacao: .semHistorico)

    func bloqueioDe(_ p: Profissional) -> Bloqueio {
        Bloqueio(contaId: p.id, nome: p.nome, perfil: .profissional, estabelecimento: nil, em: t0 - h(1),
                 autor: ResumoDaConta(id: contaAna, nome: "Bruno"))
    }

    // MARK: - equipe de confiança

    @Test func bloqueadoPeloEstabelecimentoNaoEntraNaEquipeNemVaiAoServidor() async throws {
        let gestao = GestaoFalsa(), contas = ContasFalsas()
        await gestao.definir(bloqueios: [bloqueioDe(ana)])
        var l = Executor(FuncionalidadeDasListas(gestao: gestao, contas: contas, conexao: ConexaoFalsa()), estado: .init())
        await l.enviar(.carregar(.bloqueios))
        let i = try #require(FuncionalidadeDasListas.impedimentoDaInclusao(ana.id, bloqueios: l.estado.bloqueios.valor))
        #expect(i == .bloqueadoPorVoce(ana.id, nome: "Ana Souza"))
        #expect(i.frase() == Textos.Vagas.bloqueadoNaoEntraNaEquipe("Ana Souza"), "a frase da tecla t")
        let d = try #require(await l.enviar(.incluirNaEquipe(ana.id)))
        #expect(d.resultado == .recusada(.recusa(chave: "bloqueado", frase: i.frase(naTela: false)), item: nil))
        #expect(d.frase.contains("Você bloqueou Ana Souza: quem está bloqueado não entra na equipe.") && d.frase.contains("frila desbloquear \(ana.id.uuidString.lowercased())"))
        #expect(await !contas.chamadas.contains("equipe"), "recusada aqui: o servidor nem soube")
    }

    @Test func semBloqueioOuSemListaLidaOServidorDecide() async throws {
        #expect(FuncionalidadeDasListas.impedimentoDaInclusao(ana.id, bloqueios: nil) == nil, "lista não lida: não se sabe")
        #expect(FuncionalidadeDasListas.impedimentoDaInclusao(ana.id, bloqueios: []) == nil)
        let contas = ContasFalsas()
        var l = Executor(FuncionalidadeDasListas(gestao: GestaoFalsa(), contas: contas, conexao: ConexaoFalsa()), estado: .init())
        let d = try #require(await l.enviar(.incluirNaEquipe(ana.id)))
        let chamadas = await contas.chamadas
        #expect(d.deuCerto && chamadas.contains("equipe"))
    }

    @Test func oContratanteQueBloqueiaLeONomeDelaNaoODoProprioBar() async throws {
        // A lista do contratante traz o estabelecimento dele (quem bloqueou) em cada linha.
        let g = GestaoFalsa()
        await g.definir(bloqueios: [Bloqueio(contaId: ana.id, nome: ana.nome, perfil: .profissional,
                                             estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"),
                                             em: t0, autor: ResumoDaConta(id: contaAna, nome: "Bruno"))])
        var l = Executor(FuncionalidadeDasListas(gestao: g, contas: ContasFalsas(), conexao: ConexaoFalsa()), estado: .init())
        let d = try #require(await l.enviar(.bloquear(ana.id)))
        #expect(d.nome == "Ana Souza" && d.frase.hasPrefix("Bloqueio feito: Ana Souza."), "\(d.frase)")
    }

    // MARK: - candidato no detalhe da vaga

    @Test func candidatoImpedidoOuAindaNaoEscolhidoDizPorQue() {
        let livre = candidato("Ana Souza"), bloqueado = candidato("Bia Lima", .bloqueio)
        #expect(FuncionalidadeDasVagas.impedimento(.escolher, livre) == nil)
        #expect(FuncionalidadeDasVagas.impedimento(.escolher, bloqueado) == .inelegivel(.bloqueio))
        #expect(FuncionalidadeDasVagas.impedimento(.escolher, bloqueado)?.frase == Textos.impedimentoDaEscolha(.bloqueio))
        let falta = Textos.PorQueNao.candidaturaNaoEscolhida("Ana Souza")
        let esperado: [FuncionalidadeDasVagas.AcaoNoCandidato: String] = [
            .avaliar: Textos.PorQueNao.naoEscolhidaAvaliar(falta), .cancelar: Textos.PorQueNao.naoEscolhidaCancelar(falta),
            .incluirNaEquipe: Textos.PorQueNao.naoEscolhidaEquipe(falta), .bloquear: Textos.PorQueNao.naoEscolhidaBloqueio(falta),
        ]
        for (a, frase) in esperado {
            #expect(FuncionalidadeDasVagas.impedimento(a, livre) == .naoEscolhida(a, nome: "Ana Souza"))
            #expect(FuncionalidadeDasVagas.impedimento(a, livre)?.frase == frase)
        }
    }

    @Test func escolherQuemNaoSeEscolheRecusaComAFraseDaTeclaSemServidor() async throws {
        let bloqueado = candidato("Bia Lima", .bloqueio), livre = candidato("Ana Souza")
        let vagas = VagasFalsas(minhas: [vagaCom([livre, bloqueado])])
        var v = Executor(FuncionalidadeDasVagas(PortasDoContratante(conta: contaAna, vagas: vagas, turnos: TurnosFalsos(), fila: FilaFalsa(agora: t0),
                                                                    conexao: ConexaoFalsa(), relogio: RelogioFixo(t0))), estado: .init())
        await v.enviar(.carregar)
        let d = try #require(await v.enviar(.escolherCandidato(bloqueado.id)))
        #expect(d.resultado == .recusada(.escolhaImpedida(.bloqueio), item: nil))
        #expect(d.frase == FuncionalidadeDasVagas.impedimento(.escolher, bloqueado)?.frase, "a mesma frase da tecla Enter")
        #expect(await !vagas.chamadas.contains("escolher"))
        await v.enviar(.escolherCandidato(livre.id))
        #expect(await vagas.chamadas.contains("escolher"), "o escolhível vai ao servidor")
    }

    // MARK: - papel do membro

    func gestao(papel: PapelDoMembro?, _ vagas: VagasFalsas = VagasFalsas(), _ g: GestaoFalsa = GestaoFalsa())
        -> Executor<FuncionalidadeDaGestaoDaVaga> {
        Executor(FuncionalidadeDaGestaoDaVaga(vagas: vagas, gestao: g, conexao: ConexaoFalsa(), relogio: RelogioFixo(t0)),
                 estado: .init(papel: papel))
    }

    @Test func operadorNaoPublicaEditaDuplicaNemCancelaNoNucleo() async throws {
        let vagas = VagasFalsas(), g = GestaoFalsa()
        var x = gestao(papel: .operador, vagas, g)
        let id = UUID()
        await x.enviar(.preencher([:]))
        let publicar = try #require(await x.enviar(.enviar))
        let frase = Textos.impedimento(ImpedimentoDoPapel.soAdministrador(.publicar))
        #expect(publicar.resultado == .recusada(.recusa(chave: "so_administrador", frase: frase), item: nil))
        #expect(publicar.frase == frase, "a frase da tecla n, antes até da validação")
        await x.enviar(.duplicar(id))
        #expect(x.estado.falhaAoAbrir?.frase == Textos.impedimento(ImpedimentoDoPapel.soAdministrador(.duplicar)))
        #expect(x.estado.falhaAoAbrir?.falha.chave == "so_administrador")
        await x.enviar(.abrirEdicao(id))
        #expect(x.estado.falhaAoAbrir?.frase == Textos.impedimento(ImpedimentoDoPapel.soAdministrador(.editar)))
        await x.enviar(.carregarPrevia(id))
        #expect(x.estado.previa.mensagem == Textos.impedimento(ImpedimentoDoPapel.soAdministrador(.cancelarVaga)))
        let cancelar = try #require(await x.enviar(.cancelar(id, motivo: "chuva")))
        #expect(cancelar.falha?.chave == "so_administrador" && cancelar.frase == Textos.impedimento(ImpedimentoDoPapel.soAdministrador(.cancelarVaga)))
        let (cv, cg) = (await vagas.chamadas, await g.chamadas)
        #expect(cv.isEmpty && cg.isEmpty, "nada foi ao servidor")
    }

    @Test func administradorESemPapelLidoSeguem() async {
        for papel in [PapelDoMembro.administrador, nil] {
            let g = GestaoFalsa()
            var x = gestao(papel: papel, VagasFalsas(), g)
            await x.enviar(.carregarPrevia(UUID()))
            #expect(await !g.chamadas.isEmpty, "\(String(describing: papel)): a prévia vai ao servidor")
            #expect(x.estado.impedimento(.duplicar(UUID())) == nil)
        }
    }

    @Test func operadorNaoGereMembrosMasSaiSozinho() async throws {
        let eu = UUID(), estab = UUID()
        let m = MembrosFalsos(eu: eu, nome: "Gabi", email: "gabi@frila.dev", papel: .operador, recebidos: [], estabelecimento: estab)
        var x = Executor(FuncionalidadeDosMembros(membros: m, conta: eu, conexao: ConexaoFalsa()), estado: .init())
        #expect(FuncionalidadeDosMembros.impedimento(.convidar, x.estado, conta: eu) == nil, "lista não lida: o servidor decide")
        await x.enviar(.carregar)
        let antes = await m.chamadas
        let d = try #require(await x.enviar(.convidar(email: "nova@frila.dev", papel: .operador)))
        #expect(d.falha?.chave == "so_administrador")
        #expect(d.frase == "O convite não foi feito: " + Textos.Membros.somenteLeitura, "a razão da tecla i")
        #expect(await m.chamadas == antes, "recusado aqui")
        #expect(FuncionalidadeDosMembros.impedimento(.desfazerConvite, x.estado, conta: eu) == .soAdministrador(.gerirMembros))
        #expect(FuncionalidadeDosMembros.impedimento(.remover, alvo: UUID(), x.estado, conta: eu) == .soAdministrador(.gerirMembros))
        #expect(FuncionalidadeDosMembros.impedimento(.remover, alvo: eu, x.estado, conta: eu) == nil, "sair sozinho, qualquer membro")
        #expect(FuncionalidadeDosMembros.impedimento(.aceitar, x.estado, conta: eu) == nil)
    }
}

/// O último administrador não sai (a tecla x e a guarda de `.remover` perguntam o mesmo), e o
/// `frila confirmar` de um turno fora da lista diz o impedimento da tecla c.
struct PorQueNaoDosMembrosEDaConfirmacaoTests {
    @Test func ultimoAdministradorSoComAListaLida() async throws {
        let eu = UUID()
        let m = MembrosFalsos(eu: eu, nome: "Bruno", email: "bruno@frila.dev", papel: .administrador, recebidos: [], estabelecimento: UUID())
        var x = Executor(FuncionalidadeDosMembros(membros: m, conta: eu, conexao: ConexaoFalsa()), estado: .init())
        let bruno = MembroDoEstabelecimento(contaId: eu, nome: "Bruno", email: "bruno@frila.dev", papel: .administrador)
        #expect(FuncionalidadeDosMembros.impedimentoDaRemocao(bruno, x.estado) == nil, "lista não lida: o servidor decide")
        await x.enviar(.carregar)
        let i = try #require(FuncionalidadeDosMembros.impedimentoDaRemocao(bruno, x.estado))
        #expect(i == .ultimoAdministrador && i.frase == Textos.Membros.ultimoAdministrador)
        let antes = await m.chamadas
        let d = try #require(await x.enviar(.remover(bruno)))
        // A recusa que o servidor daria, com a chave dele e a frase do impedimento (a mesma da tecla x).
        #expect(d.resultado == .recusada(.recusa(chave: "ultimo_administrador", frase: i.frase), item: nil))
        #expect(d.frase.hasSuffix(i.frase))
        #expect(await m.chamadas == antes)
    }

    @Test func recusaDaConfirmacaoTemAFraseDaTecla() {
        let acao = AcaoDaPessoa.confirmarCheckin(turno: UUID(), profissional: "Ana")
        for i in [ImpedimentoDaConfirmacao.jaConfirmado, .checkinNoLocal, .semCheckin, .turnoCancelado] {
            let d = FuncionalidadeDoAcompanhamento.recusa(i, acao)
            #expect(d.frase == Textos.impedimento(i) && d.falha?.chave == "nao_eh_manual_pendente")
        }
    }
}
