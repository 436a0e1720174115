import Foundation
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// O registro das páginas é a única lista: as abas de cada perfil, a tabela de cada uma e
/// os nomes que `frila teclas --json` (a suíte ponta a ponta) usa saem dele.
struct RegistroDasPaginasTests {
    @Test func todaPaginaTemUmRegistroSo() {
        let registradas = Paginas.todas.map(\.pagina)
        #expect(Set(registradas) == [.feed, .turnos, .perfil, .acompanhamento, .vagas] && registradas.count == Set(registradas).count)
        for r in Paginas.todas { #expect(!r.teclas.isEmpty, "\(r.pagina) sem perfil que a veja") }
    }

    @Test func asAbasDeCadaPerfilSaemDoRegistroNaOrdem() {
        #expect(Paginas.de(.profissional) == [.feed, .turnos, .perfil])
        #expect(Paginas.de(.contratante) == [.acompanhamento, .vagas, .perfil])
    }

    @Test func aTabelaDaPaginaEADoPerfilQueAVe() {
        #expect(Teclas.tabela(.perfil, contratante: true).acao(para: .caractere("e")) == .abrirEquipe)
        #expect(Teclas.tabela(.perfil, contratante: false).acao(para: .caractere("d")) == .alternarDisponibilidade)
        #expect(Teclas.tabela(.turnos, contratante: false).acao(para: .caractere("e")) == .checkin)
    }

    @Test func nomesDasTabelasNoJSONSaoUnicosEOsQueASuiteUsa() {
        let nomes = Paginas.tabelasComNome.map(\.nome)
        #expect(Set(nomes).count == nomes.count)
        #expect(Set(nomes) == ["globais", "feed", "turnos", "perfilProfissional", "perfilContratante", "acompanhamento", "vagas",
                               "login", "cadastro", "formulario", "painel", "filtroDoFeed", "listaDoPerfil",
                               "dialogoSimNao", "dialogoTexto", "dialogoAviso"])
    }
}
