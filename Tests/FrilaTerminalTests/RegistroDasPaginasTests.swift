import Foundation
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// O registro das páginas é a única lista: as abas de cada perfil, a tabela de cada uma e
/// os nomes que `frila teclas --json` (a suíte ponta a ponta) usa saem dele.
///
/// Os testes do mecanismo derivam do registro; os que fixam as páginas do produto pedem só que
/// elas estejam lá, na ordem delas: uma página nova (docs/CLIENTE.md, "Uma tela nova") entra
/// sem mudar nenhum deles.
struct RegistroDasPaginasTests {
    /// As teclas de sempre que uma página toma para si, de propósito (a página, a tecla): o
    /// resto das globais vale em toda tabela de página. Uma tecla nova de página que cobre uma
    /// global (o `r` de atualizar, o `q` de sair) aparece aqui, não some calada da ajuda.
    // Nas Vagas o v é o recorte (ativas/encerradas); a faixa abre com o V, que continua global.
    static let globaisTomadas: Set<String> = ["vagas v"]

    @Test func asTeclasDeSempreValemEmTodaPaginaSalvoAsTomadasDeProposito() {
        var tomadas: Set<String> = []
        for r in Paginas.todas {
            for (_, (nome, tabela)) in r.teclas {
                for a in Teclas.globais.atalhos {
                    for t in a.teclas where tabela.acao(para: t) != a.acao {
                        tomadas.insert("\(nome) \(t)")
                    }
                }
            }
        }
        #expect(tomadas == Self.globaisTomadas, "globais que uma página cobre: \(tomadas.sorted())")
    }

    static let doProduto: [Pagina] = [.feed, .turnos, .perfil, .acompanhamento, .vagas]

    @Test func todaPaginaTemUmRegistroSo() {
        let registradas = Paginas.todas.map(\.pagina)
        #expect(Set(registradas).isSuperset(of: Self.doProduto) && registradas.count == Set(registradas).count)
        for r in Paginas.todas { #expect(!r.teclas.isEmpty, "\(r.pagina) sem perfil que a veja") }
    }

    @Test func asAbasDeCadaPerfilSaemDoRegistroNaOrdem() {
        for perfil in PerfilConta.allCases {
            #expect(Paginas.de(perfil) == Paginas.todas.filter { $0.teclas[perfil] != nil }.map(\.pagina))
        }
        #expect(Paginas.de(.profissional).filter(Self.doProduto.contains) == [.feed, .turnos, .perfil])
        #expect(Paginas.de(.contratante).filter(Self.doProduto.contains) == [.acompanhamento, .vagas, .perfil])
    }

    @Test func aTabelaDaPaginaEADoPerfilQueAVe() {
        #expect(Teclas.tabela(.perfil, contratante: true).acao(para: .caractere("e")) == .abrirEquipe)
        #expect(Teclas.tabela(.perfil, contratante: false).acao(para: .caractere("d")) == .alternarDisponibilidade)
        #expect(Teclas.tabela(.turnos, contratante: false).acao(para: .caractere("e")) == .checkin)
    }

    @Test func nomesDasTabelasNoJSONSaoUnicosEOsQueASuiteUsa() {
        let nomes = Paginas.tabelasComNome.map(\.nome)
        #expect(Set(nomes).count == nomes.count)
        #expect(Set(nomes).isSuperset(of: ["globais", "feed", "turnos", "perfilProfissional", "perfilContratante", "acompanhamento", "vagas",
                                           "login", "cadastro", "formulario", "painel", "filtroDoFeed", "listaDoPerfil",
                                           "dialogoSimNao", "dialogoTexto", "dialogoAviso"]))
    }

    /// `frila teclas --json` lista só as teclas das abas que o perfil tem, e as globais (e as
    /// tabelas de todos) as do perfil com mais abas.
    @Test func asTeclasDeAbaNoJSONSaoAsDasAbasQueExistem() {
        func abas(_ t: TabelaDeTeclas<ComandoDaTela>) -> [Int] {
            t.atalhos.compactMap { if case .irPara(let i) = $0.acao { i } else { nil } }
        }
        let tabelas = Paginas.tabelasComNome
        let maisAbas = PerfilConta.allCases.map { Paginas.de($0).count }.max()!
        #expect(abas(tabelas.first { $0.nome == "globais" }!.tabela) == Array(0..<maisAbas))
        for r in Paginas.todas {
            for (perfil, t) in r.teclas {
                #expect(abas(tabelas.first { $0.nome == t.nome }!.tabela) == Array(0..<Paginas.de(perfil).count), "\(t.nome)")
            }
        }
        // Com uma página a mais, uma tecla a mais (a lista vem do registro, não de um número fixo).
        let comMais = ListaDePaginas(Paginas.todas + [TelaRecados.registro()])
        #expect(abas(comMais.tabelasComNome.first { $0.nome == "recados" }!.tabela) == Array(0..<comMais.de(.profissional).count))
        #expect(abas(comMais.tabelasComNome.first { $0.nome == "feed" }!.tabela).count == Paginas.de(.profissional).count + 1)
    }

    /// O comando próprio de uma página sai no JSON pelo nome dela, como os de sempre.
    @Test func oComandoProprioTemNomeSimples() {
        #expect(ComandoDaTela.daPagina(.marcarRecado).nome == "marcarRecado")
        #expect(ComandoDaTela.candidatar.nome == "candidatar")
        #expect(ComandoDaTela.irPara(0).nome == "irPara(0)")
    }
}
