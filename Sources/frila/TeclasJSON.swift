import Foundation
import FrilaTerminal

/// `frila teclas --json` (oculto): as tabelas de teclas de cada tela, uma linha por tecla,
/// para a suíte ponta a ponta mandar as teclas que a TUI de fato usa, não literais.
enum TeclasJSON {
    static let tabelas: [(tela: String, tabela: TabelaDeTeclas<ComandoDaTela>)] = [
        ("globais", Teclas.globais), ("feed", Teclas.feed), ("turnos", Teclas.turnos),
        ("perfilProfissional", Teclas.perfilProfissional), ("perfilContratante", Teclas.perfilContratante),
        ("acompanhamento", Teclas.acompanhamento), ("vagas", Teclas.vagas),
        ("login", Teclas.login), ("cadastro", Teclas.cadastro), ("formulario", Teclas.formulario), ("painel", Teclas.painel), ("filtroDoFeed", Teclas.filtroDoFeed), ("listaDoPerfil", Teclas.listaDoPerfil),
        ("dialogoSimNao", Teclas.dialogoSimNao), ("dialogoTexto", Teclas.dialogoTexto), ("dialogoAviso", Teclas.dialogoAviso),
    ]

    static func imprimir() {
        var linhas: [[String: String]] = []
        for (tela, t) in tabelas {
            for a in t.atalhos {
                for tecla in a.teclas {
                    linhas.append(["tela": tela, "nome": t.nome, "tecla": tecla.description,
                                   "comando": String(describing: a.acao), "descricao": a.descricao])
                }
            }
        }
        let dados = (try? JSONSerialization.data(withJSONObject: linhas, options: [.sortedKeys])) ?? Data("[]".utf8)
        FileHandle.standardOutput.write(dados + Data("\n".utf8))
    }
}
