import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// A ajuda (`?`) se lê inteira em qualquer tamanho: as descrições quebram em vez de cortar, e
/// g/G (Home/End) dentro dela vão ao início e ao fim sem fechá-la.
@MainActor
struct AjudaInteiraTests {
    @Test func descricoesQuebramNaLarguraSemPerderTexto() {
        for largura in [38, 60] {
            for (nome, t) in Paginas.tabelasComNome {
                let linhas = Telas.linhasDaAjuda(t, paginas: 3, largura: largura)
                var juntas: [String] = []
                var teclaContinua = false
                for l in linhas {
                    #expect(Largura.de(l.1) <= largura - Telas.colunaDaAjuda - 4, "\(nome) a \(largura): \(l.1)")
                    // A tecla também quebra (depois de uma "/"), nunca cortada com "…".
                    #expect(Largura.de(l.0) <= Telas.colunaDaAjuda - 1 && !l.0.contains("…"), "\(nome) a \(largura): \(l.0)")
                    if (l.0.isEmpty || teclaContinua), !juntas.isEmpty {
                        if !l.1.isEmpty { juntas[juntas.count - 1] += (juntas[juntas.count - 1].isEmpty ? "" : " ") + l.1 }
                    } else {
                        juntas.append(l.1)
                    }
                    teclaContinua = l.0.count > 1 && l.0.last == "/"
                }
                #expect(juntas == Telas.linhasDaAjuda(t, paginas: 3).map(\.descricao), "\(nome) a \(largura)")
            }
        }
    }

    func textoDaAjuda(_ app: AppFrila, _ t: Tamanho) -> String { app.desenhar(t).texto }

    @Test func gGHomeEndNaAjudaVaoAoInicioEAoFim() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        let pequeno = Tamanho(largura: 40, altura: 12)
        app.medir(pequeno)
        _ = app.tecla(.caractere("?"))
        #expect(app.m.ajudaAberta)
        let fim = Telas.rolagemMaximaDoPainel(app.m, pequeno)
        #expect(fim > 0, "a 40×12 a ajuda do Acompanhamento rola")
        #expect(textoDaAjuda(app, pequeno).contains("abrir o turno"), "começa no início")
        for (vaiAoFim, volta) in [(Tecla.caractere("G"), Tecla.caractere("g")), (.fim, .inicio)] {
            _ = app.tecla(vaiAoFim)
            #expect(app.m.ajudaAberta, "\(vaiAoFim) não fecha a ajuda")
            #expect(app.m.rolagem == fim)
            #expect(textoDaAjuda(app, pequeno).contains("FRILA_SEM_MOUSE"), "as últimas linhas à vista (as do mouse)")
            _ = app.tecla(.caractere("k"))
            #expect(app.m.rolagem == fim - 1, "k depois do fim sobe já na primeira vez")
            _ = app.tecla(volta)
            #expect(app.m.ajudaAberta && app.m.rolagem == 0)
        }
        // A descrição longa do x, cortada antes ("x cancelar o profission…"), se lê inteira.
        var visto = ""
        for _ in 0...fim {
            let q = app.desenhar(pequeno)
            // Só o painel: sem a linha de status nem as colunas do rodapé que sobram dos lados.
            visto += (1..<(pequeno.altura - 1)).map { String(q.linha($0).dropFirst().dropLast()) }.joined(separator: "\n")
            _ = app.tecla(.caractere("j"))
        }
        for palavra in ["profissional", "antes", "conta", "falta"] {
            #expect(visto.contains(palavra), "\(palavra)")
        }
        #expect(!visto.contains("…"), "nada cortado")
        _ = app.tecla(.esc)
        #expect(!app.m.ajudaAberta)
    }
}
