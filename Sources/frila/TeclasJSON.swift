import Foundation
import FrilaTerminal

/// `frila teclas --json` (oculto): as tabelas de teclas de cada tela, uma linha por tecla,
/// para a suíte ponta a ponta mandar as teclas que a TUI de fato usa, não literais.
enum TeclasJSON {
    /// Do registro das páginas (e das tabelas de apoio): o que a TUI usa, nada à parte.
    static var tabelas: [(tela: String, tabela: TabelaDeTeclas<ComandoDaTela>)] { Paginas.tabelasComNome.map { ($0.nome, $0.tabela) } }

    static func imprimir() {
        var linhas: [[String: String]] = []
        for (tela, t) in tabelas {
            for a in t.atalhos {
                for tecla in a.teclas {
                    linhas.append(["tela": tela, "nome": t.nome, "tecla": tecla.description,
                                   "comando": a.acao.nome, "descricao": a.descricao])
                }
            }
        }
        let dados = (try? JSONSerialization.data(withJSONObject: linhas, options: [.sortedKeys])) ?? Data("[]".utf8)
        FileHandle.standardOutput.write(dados + Data("\n".utf8))
    }
}
