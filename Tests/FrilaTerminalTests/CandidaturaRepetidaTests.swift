import Foundation
import FrilaApresentacao
import FrilaDominio
import FrilaFalsos
import Testing
@testable import FrilaTerminal

/// Numa vaga de seleção à qual já me candidatei, o servidor só repetiria "pendente": o detalhe
/// diz que me candidatei, não oferece `c`, e `c` diz por que não age (sem ir à rede).
@MainActor
struct CandidaturaRepetidaTests {
    @Test func cNaVagaJaCandidatadaDizPorQueENaoVaiARede() async {
        let mundo = Mundo()
        var app = await AppFrilaTests().entrar(mundo)
        _ = app.tecla(.caractere("j"))
        #expect(app.vagaDoFeed()?.minhaCandidatura == .pendente)
        let efs = app.tecla(.caractere("c"))
        await rodar(&app, efs)
        let enviadas = await mundo.vagas.candidaturas
        #expect(efs.isEmpty && enviadas.isEmpty, "nada vai ao servidor")
        #expect(app.m.mensagem?.texto == Mensagens.jaCandidatado)
        #expect(app.m.mensagem?.texto != Formatacao.resultado(.pendente(candidaturaId: UUID())), "não diz 'enviada' de novo")
        _ = app.tecla(.enter)
        let q = app.desenhar(Tamanho(largura: 80, altura: 24)).texto
        #expect(q.contains(Mensagens.candidaturaEnviadaDetalhe), "o detalhe diz que me candidatei")
        #expect(!q.contains("c candidata · Esc fecha") && q.contains("retire em Perfil › Candidaturas · Esc fecha"), "e não oferece c")
        _ = app.tecla(.esc)
        _ = app.tecla(.caractere("k"))
        _ = app.tecla(.enter)
        #expect(app.desenhar(Tamanho(largura: 80, altura: 24)).texto.contains("c candidata · Esc fecha"), "numa vaga sem candidatura, oferece")
    }

    @Test func aFuncionalidadeRecusaComChaveEstavelSemRede() async {
        let vagas = VagasFalsas(feed: Fx.vagas, candidatura: .pendente(candidaturaId: UUID()), minhas: [], alerta: Fx.painel, publicar: Fx.vagasBruno[0])
        var feed = Executor(FuncionalidadeDoFeed(vagas: vagas, conexao: ConexaoFalsa()), estado: .init())
        await feed.enviar(.carregar)
        #expect(feed.estado.vagas.valor?.first { $0.id == Fx.vagas[1].id }?.minhaCandidatura == .pendente)
        guard let d = await feed.enviar(.candidatar(Fx.vagas[1].id)) else { Issue.record("sem desfecho"); return }
        #expect(d.resultado == .recusada(.recusa(chave: FuncionalidadeDoFeed.ImpedimentoDoFeed.jaCandidatado.chave, frase: Mensagens.jaCandidatado), item: nil))
        #expect(d.frase == Mensagens.jaCandidatado && !d.deuCerto)
        #expect(await vagas.candidaturas.isEmpty)
        let outra = await feed.enviar(.candidatar(Fx.vagas[0].id))
        let enviadas = await vagas.candidaturas
        #expect(outra?.deuCerto == true && enviadas == [Fx.vagas[0].id])
    }
}
