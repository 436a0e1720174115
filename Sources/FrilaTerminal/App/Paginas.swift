import Foundation
import FrilaApresentacao
import FrilaDominio

/// Uma página da TUI: quem a vê (RN25), a tabela de teclas de cada perfil (o rodapé, a
/// ajuda e `frila teclas --json` saem dela), como se desenha, quantos itens a seleção
/// percorre e a ação da funcionalidade que a recarrega.
public struct RegistroDaPagina: Sendable {
    public let pagina: Pagina
    public let titulo: String
    /// Na barra de abas estreita.
    public let tituloCurto: String
    /// A tabela de teclas de cada perfil que vê a página, com o nome dela no `frila teclas --json`.
    public let teclas: [PerfilConta: (nome: String, tabela: TabelaDeTeclas<ComandoDaTela>)]
    let desenhar: @Sendable (ModeloApp, inout Quadro, Retangulo) -> Void
    let itens: @Sendable (ModeloApp) -> Int
    let carregar: @Sendable (inout AppFrila) -> [Efeito<Evento>]

    public var perfis: Set<PerfilConta> { Set(teclas.keys) }
}

/// A lista das páginas. Uma página nova é uma entrada aqui, o arquivo da funcionalidade
/// (FrilaApresentacao) e o da tela (o desenho e a tabela de teclas).
public enum Paginas {
    /// Na ordem das abas de cada perfil.
    public static let todas: [RegistroDaPagina] = [
        RegistroDaPagina(pagina: .feed, titulo: "Feed", tituloCurto: "Feed",
                         teclas: [.profissional: ("feed", Teclas.feed)],
                         desenhar: { TelaFeed.desenhar($0, &$1, $2) },
                         itens: { $0.feedVisivel.count },
                         carregar: { $0.feed(.carregar) }),
        RegistroDaPagina(pagina: .turnos, titulo: "Turnos", tituloCurto: "Turnos",
                         teclas: [.profissional: ("turnos", Teclas.turnos)],
                         desenhar: { TelaTurnos.desenhar($0, &$1, $2) },
                         itens: { $0.turnos.valor?.turnos.count ?? 0 },
                         carregar: { $0.turnos(.carregar) }),
        RegistroDaPagina(pagina: .acompanhamento, titulo: "Acompanhamento", tituloCurto: "Acomp.",
                         teclas: [.contratante: ("acompanhamento", Teclas.acompanhamento)],
                         desenhar: { TelaAcompanhamento.desenhar($0, &$1, $2) },
                         itens: { TelaAcompanhamento.linhas($0).count },
                         carregar: { $0.acompanhamento(.carregar) }),
        RegistroDaPagina(pagina: .vagas, titulo: "Vagas", tituloCurto: "Vagas",
                         teclas: [.contratante: ("vagas", Teclas.vagas)],
                         desenhar: { TelaVagas.desenhar($0, &$1, $2) },
                         itens: { $0.vagas.valor?.count ?? 0 },
                         carregar: { $0.vagas(.carregar) }),
        RegistroDaPagina(pagina: .perfil, titulo: "Perfil", tituloCurto: "Perfil",
                         teclas: [.profissional: ("perfilProfissional", Teclas.perfilProfissional),
                                  .contratante: ("perfilContratante", Teclas.perfilContratante)],
                         desenhar: { m, q, area in
                             if m.secaoDoPerfil != nil { TelaListaDoPerfil.desenhar(m, &q, area) } else { TelaPerfil.desenhar(m, &q, area) }
                         },
                         itens: { $0.fila.itens.count },  // o painel de sincronização
                         carregar: { $0.atualizar(.perfil(.carregar)) }),
    ]

    public static func registro(_ p: Pagina) -> RegistroDaPagina {
        guard let r = todas.first(where: { $0.pagina == p }) else { preconditionFailure("página sem registro: \(p)") }
        return r
    }

    public static func de(_ perfil: PerfilConta) -> [Pagina] { todas.filter { $0.perfis.contains(perfil) }.map(\.pagina) }

    /// As tabelas que não são de uma página (modos dentro delas, login, diálogos), com o nome
    /// no `frila teclas --json`.
    public static let outrasTabelas: [(nome: String, tabela: TabelaDeTeclas<ComandoDaTela>)] = [
        ("login", Teclas.login), ("cadastro", Teclas.cadastro), ("formulario", Teclas.formulario), ("painel", Teclas.painel),
        ("filtroDoFeed", Teclas.filtroDoFeed), ("listaDoPerfil", Teclas.listaDoPerfil),
        ("dialogoSimNao", Teclas.dialogoSimNao), ("dialogoTexto", Teclas.dialogoTexto), ("dialogoAviso", Teclas.dialogoAviso),
    ]

    /// Todas as tabelas com nome, na ordem do `frila teclas --json`: as globais, as das
    /// páginas (de cada perfil), as outras.
    public static var tabelasComNome: [(nome: String, tabela: TabelaDeTeclas<ComandoDaTela>)] {
        let dasPaginas = todas.flatMap { r in PerfilConta.allCases.compactMap { r.teclas[$0] } }
        return [("globais", Teclas.globais)] + dasPaginas + outrasTabelas
    }
}
