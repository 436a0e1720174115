import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// O feed vazio diz os motivos que se aplicam a quem o vê, tipados no núcleo do feed.
struct MotivosDoFeedVazioTests {
    let agora = Date(timeIntervalSince1970: 1_796_000_000)

    func perfil(disponivel: Bool, funcoes: [Funcao], base: Coordenada?) -> Perfil {
        Perfil(contaId: UUID(), perfil: .profissional, nome: "Paula", reputacao: .semHistorico, funcoes: funcoes,
               disponivel: disponivel, base: base)
    }

    @Test func soOsQueSeAplicamDoMaisDecisivoAoMaisGeral() {
        let base = Coordenada(latitude: -15.6, longitude: -47.65)
        let indisponivel = FuncionalidadeDoFeed.motivosDoVazio(perfil: perfil(disponivel: false, funcoes: [.cozinha], base: base), turnos: [], agora: agora)
        #expect(indisponivel == [.indisponivel, .funcoes([.cozinha]), .raio(metros: Regras.raioDeDespachoMetros, base: base)])
        let disponivel = FuncionalidadeDoFeed.motivosDoVazio(perfil: perfil(disponivel: true, funcoes: [], base: nil), turnos: nil, agora: agora)
        #expect(disponivel == [.raio(metros: Regras.raioDeDespachoMetros, base: nil)], "sem funções nem turnos lidos, só o raio")
        #expect(FuncionalidadeDoFeed.motivosDoVazio(perfil: nil, turnos: nil, agora: agora).count == 1, "perfil não lido: só o que vale sempre")
    }

    @Test func cadaMotivoViraUmaFraseDoCatalogo() {
        #expect(Textos.Feed.motivoDoVazio(.indisponivel).contains("indisponível"))
        #expect(Textos.Feed.motivoDoVazio(.funcoes([.garcom, .bartender])).contains("(garçom, bartender)"))
        #expect(Textos.Feed.motivoDoVazio(.raio(metros: 15_000, base: nil)).contains("15 km"))
        #expect(Textos.Feed.motivoDoVazio(.sobreposicao(turnos: 1)).contains("do seu turno confirmado"))
        #expect(Textos.Feed.motivoDoVazio(.sobreposicao(turnos: 2)).contains("dos seus 2 turnos confirmados"))
    }
}
