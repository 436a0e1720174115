import Foundation
import Testing
@testable import FrilaDominio

/// Endereço por nome: regiões administrativas e bairros do DF, sem ligar para acento nem caixa.
struct LugaresDoDFTests {
    @Test(arguments: ["asa sul", "Asa Sul", "ASA  SUL", " asa-sul "])
    func bairroSemLigarParaCaixaNemEspacos(_ texto: String) throws {
        let l = try #require(LugaresDoDF.localizar(texto))
        #expect(l.nome == "Asa Sul" && l.tipo == .bairro && l.ra == "I")
    }

    @Test(arguments: ["Taguatinga", "taguatinga", "TAGUATINGA"])
    func regiaoPeloNome(_ texto: String) throws {
        let l = try #require(LugaresDoDF.localizar(texto))
        #expect(l.nome == "Taguatinga" && l.tipo == .regiaoAdministrativa && l.ra == "III")
    }

    @Test func acentoOpcional() throws {
        #expect(LugaresDoDF.localizar("ceilandia")?.nome == "Ceilândia")
        #expect(LugaresDoDF.localizar("Sao Sebastiao")?.nome == "São Sebastião")
        #expect(LugaresDoDF.localizar("AGUAS CLARAS")?.nome == "Águas Claras")
        #expect(LugaresDoDF.localizar("itapoa")?.nome == "Itapoã")
    }

    @Test func outrosNomes() {
        #expect(LugaresDoDF.localizar("Brasília")?.nome == "Plano Piloto")
        #expect(LugaresDoDF.localizar("estrutural")?.nome == "SCIA/Estrutural")
        #expect(LugaresDoDF.localizar("Sol Nascente")?.nome == "Sol Nascente/Pôr do Sol")
        #expect(LugaresDoDF.localizar("Riacho Fundo I")?.nome == "Riacho Fundo")
        #expect(LugaresDoDF.localizar("Riacho Fundo II")?.nome == "Riacho Fundo II", "o II não cai no I")
    }

    @Test func enderecoComOBairroDepoisDaVirgula() {
        #expect(LugaresDoDF.localizar("SCLS 405 Bloco C, Asa Sul")?.nome == "Asa Sul")
        #expect(LugaresDoDF.localizar("QNA 12, Taguatinga, DF")?.nome == "Taguatinga")
    }

    @Test func desconhecidoDaNil() {
        #expect(LugaresDoDF.localizar("Copacabana") == nil)
        #expect(LugaresDoDF.localizar("") == nil)
        #expect(LugaresDoDF.localizar("Asa") == nil, "prefixo não é nome: sugestões são outra coisa")
    }

    @Test func asTrintaECincoRegioesUmaVezCada() {
        #expect(LugaresDoDF.regioes.count == 35)
        #expect(Set(LugaresDoDF.regioes.map(\.ra)).count == 35)
        #expect(Set(LugaresDoDF.todos.map { LugaresDoDF.normalizar($0.nome) }).count == LugaresDoDF.todos.count)
    }

    /// Todo ponto cai dentro do quadrilátero do DF (15°30'–16°03' S, 47°18'–48°17' O).
    @Test func pontosDentroDoDF() {
        for l in LugaresDoDF.todos {
            #expect((-16.05 ... -15.50).contains(l.ponto.latitude), "\(l.nome)")
            #expect((-48.29 ... -47.30).contains(l.ponto.longitude), "\(l.nome)")
        }
    }

    @Test func distanciasPlausiveis() throws {
        let plano = try #require(LugaresDoDF.localizar("Plano Piloto")).ponto
        let tagua = try #require(LugaresDoDF.localizar("Taguatinga")).ponto
        let asaSul = try #require(LugaresDoDF.localizar("Asa Sul")).ponto
        #expect((15_000...22_000).contains(plano.distancia(ate: tagua)), "Taguatinga fica a ~19 km do centro")
        #expect(plano.distancia(ate: asaSul) < 5_000)
    }

    @Test func sugestoesPorPrefixo() {
        #expect(LugaresDoDF.sugestoes(para: "asa").map(\.nome) == ["Asa Norte", "Asa Sul"])
        #expect(LugaresDoDF.sugestoes(para: "sobr").map(\.nome) == ["Sobradinho", "Sobradinho II"])
        #expect(LugaresDoDF.sugestoes(para: "").isEmpty)
        #expect(LugaresDoDF.sugestoes(para: "s", limite: 3).count == 3)
    }

    @Test func campoDeLocalizacaoAceitaCoordenadaOuNome() {
        #expect(PontoDigitado.interpretar("-15.79,-47.88") == .coordenada(Coordenada(latitude: -15.79, longitude: -47.88)))
        guard case .lugar(let l)? = PontoDigitado.interpretar("guará") else { Issue.record("devia achar o Guará"); return }
        #expect(l.nome == "Guará")
        #expect(PontoDigitado.interpretar("guará")?.ponto == l.ponto)
        #expect(PontoDigitado.interpretar("91,0") == nil, "latitude fora do intervalo e não é nome")
    }
}
