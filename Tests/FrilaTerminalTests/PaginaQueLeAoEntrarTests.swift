import Foundation
import FrilaApresentacao
import FrilaDominio
import FrilaFalsos
import Testing
@testable import FrilaTerminal

/// Uma página nova que lê uma porta que já existe (a gestão) ao entrar, como qualquer página
/// carrega no login: os testes das outras páginas que afirmam o registro de chamadas dessa porta
/// rodam também com ela (`comLeitora`), e continuam valendo.
struct FuncionalidadeQueLeAGestao: FuncionalidadeDaTela {
    struct Estado: Equatable, Sendable { var lidas = 0 }
    enum Acao: Sendable { case carregar, leu }
    static var estadoInicial: Estado { Estado() }

    let gestao: any PortasDaConta.Gestao

    func atualizar(_ e: inout Estado, _ a: Acao) -> [Efeito<Acao>] {
        switch a {
        case .carregar:
            let gestao = gestao
            // O mesmo método que as listas do Perfil leem: o caso em que filtrar pelo nome não bastaria.
            return [.tarefa {
                _ = try? await gestao.minhasCandidaturas()
                _ = try? await gestao.meusBloqueios()
                return .leu
            }]
        case .leu:
            e.lidas += 1
        }
        return []
    }

    func desfecho(_ a: Acao) -> Desfecho? { nil }
}

extension Pagina {
    static let leitoraDaGestao = Pagina("leitoraDaGestao")
}

enum TelaQueLeAGestao {
    static let teclas = TabelaDeTeclas<ComandoDaTela>("Leitora", []).seguidaDe(Teclas.globais)

    /// Depois das do produto (os testes chegam às abas delas pelos números), nos dois perfis.
    static let paginas = Paginas.todas + [RegistroDaPagina(
        pagina: .leitoraDaGestao, titulo: "Leitora",
        teclas: [.profissional: ("leitoraProfissional", teclas), .contratante: ("leitoraContratante", teclas)],
        desenhar: { _, _, _ in },
        itens: { _ in 0 },
        funcionalidades: [.de(FuncionalidadeQueLeAGestao.self, montar: { FuncionalidadeQueLeAGestao(gestao: $0.gestao) },
                              reagir: { app, a in
                                  if case .leu = a { app.chegou(.leitoraDaGestao, true) }
                                  return []
                              })],
        carregar: { $0.enviar(FuncionalidadeQueLeAGestao.self, .carregar) })]
}

@MainActor
struct PaginaQueLeAoEntrarTests {
    /// A prova de que ela mexe no registro: sem a marca depois do login, os testes das outras
    /// páginas veriam estas chamadas.
    @Test(arguments: ["ana@frila.dev", "bruno@frila.dev"])
    func aPaginaLeAGestaoAoEntrar(_ email: String) async {
        let sem = Mundo(), com = Mundo()
        _ = await AppFrilaTests().entrar(sem, email: email)
        let app = await AppFrilaTests().entrar(com, email: email, paginas: TelaQueLeAGestao.paginas)
        #expect(app.m.estados[FuncionalidadeQueLeAGestao.self].lidas == 1)
        let a = await sem.gestao.chamadas, b = await com.gestao.chamadas
        #expect(b.filter { $0 == "candidaturas" }.count == a.filter { $0 == "candidaturas" }.count + 1)
        #expect(b.count == a.count + 2, "\(a) → \(b)")
    }
}
