import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaTerminal

/// Miudezas do texto que a pessoa lê: o valor não se parte na quebra de linha, a fila concorda
/// em número, e a tecla longa da ajuda quebra depois de uma "/" em vez de sair cortada.
struct TropecosDoTextoTests {
    @Test func rCifraoFicaComOValorNaQuebra() {
        let linhas = Texto.quebrar("Garçom sexta à noite por R$ 99,90 no Bar do Cerrado", largura: 27)
        #expect(!linhas.contains { $0.hasSuffix("R$") }, "\(linhas)")
        #expect(linhas.contains { $0.contains("R$ 99,90") }, "\(linhas)")
    }

    @Test func sairComAFilaConcordaEmNumero() {
        #expect(Textos.Sair.acoesEsperando(1) == "Há 1 ação esperando envio.")
        #expect(Textos.Sair.pendentesFicamGuardadas(1).hasPrefix("Ela fica guardada e sai"))
        #expect(Textos.Sair.pendentesFicamGuardadas(2).hasPrefix("Elas ficam guardadas e saem"))
    }

    @Test func teclaLongaDaAjudaQuebraDepoisDaBarra() {
        let linhas = Telas.quebrarTeclas("Tab/Shift-Tab/↑/↓", largura: Telas.colunaDaAjuda - 1)
        #expect(linhas.joined() == "Tab/Shift-Tab/↑/↓" && linhas.count > 1, "\(linhas)")
        #expect(linhas.allSatisfy { Largura.de($0) <= Telas.colunaDaAjuda - 1 })
        #expect(Telas.quebrarTeclas("/", largura: 11) == ["/"], "a tecla / sozinha não é separador")
        let login = Telas.linhasDaAjuda(Teclas.login, paginas: 3, largura: 60)
        #expect(!login.contains { $0.0.contains("…") }, "\(login)")
    }
}
