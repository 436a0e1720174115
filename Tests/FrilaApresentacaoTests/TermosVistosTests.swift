import Foundation
import FrilaDominio
import FrilaFalsos
import Testing
@testable import FrilaApresentacao

/// Candidatar manda a ficha dos termos que a lista mostrou; termos mudados voltam como
/// `termosMudaram` com os novos, a lista passa a mostrá-los e o toque seguinte manda a ficha nova.
struct TermosVistosTests {
    func vaga(_ id: UUID, valor: Int, ficha: String) -> VagaDoFeed {
        VagaDoFeed(id: id, funcao: .garcom, periodo: Periodo(inicio: t0, fim: t0 + h(4)), valor: Dinheiro(centavos: valor),
                   inclusos: Inclusos(refeicao: valor > 10000, transporte: false, exigeMaterialProprio: false), modo: .urgencia,
                   estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"), bairro: "Asa Norte",
                   distanciaMetros: 1200, posicoesAbertas: 1, minhaCandidatura: nil, termosVersao: ficha)
    }

    @Test func termosMudadosMostramOsNovosEOProximoToqueMandaAFichaNova() async throws {
        let id = UUID()
        let antiga = vaga(id, valor: 13000, ficha: "ficha-antiga")
        let nova = vaga(id, valor: 6000, ficha: "ficha-nova")
        let vagas = VagasFalsas(feed: [antiga], candidatura: .termosMudaram(atual: nova))
        var f = Executor(FuncionalidadeDoFeed(vagas: vagas, conexao: ConexaoFalsa()), estado: .init())
        await f.enviar(.carregar)

        let d = try #require(await f.enviar(.candidatar(id)))
        #expect(await vagas.fichasDosTermos == ["ficha-antiga"], "a ficha do que a tela mostrou")
        #expect(!d.deuCerto)
        #expect(d.falha?.chave == "vaga_alterada")
        #expect(d.frase.contains("Os termos desta vaga mudaram") && d.frase.contains("R$ 60,00"), "\(d.frase)")
        #expect(f.estado.vagas.valor == [nova], "a lista passa a mostrar os termos novos")

        await vagas.definir(resultado: .pendente(candidaturaId: UUID()))
        _ = await f.enviar(.candidatar(id))
        #expect(await vagas.fichasDosTermos == ["ficha-antiga", "ficha-nova"])
    }

    @Test func fichaDeForaDaListaValeNoLugarDaDaLista() async throws {
        let id = UUID()
        let vagas = VagasFalsas(feed: [vaga(id, valor: 13000, ficha: "da-lista")], candidatura: .pendente(candidaturaId: UUID()))
        var f = Executor(FuncionalidadeDoFeed(vagas: vagas, conexao: ConexaoFalsa()), estado: .init())
        await f.enviar(.carregar)
        _ = await f.enviar(.candidatarNosTermos(id, termos: "vista-antes"))
        #expect(await vagas.fichasDosTermos == ["vista-antes"])
    }
}
