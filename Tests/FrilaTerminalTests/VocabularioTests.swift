import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

/// Uma palavra por conceito: ação que o servidor recusou é "recusada" (nunca "rejeitada"),
/// candidatura que o contratante não escolheu é "não escolhida" (nunca "recusada").
struct VocabularioTests {
    @Test func oCatalogoTemUmaPalavraPorConceito() {
        #expect(Textos.estadoNaFila(.rejeitada) == "recusada")
        #expect(Textos.estadoDaCandidatura(.recusada) == "não escolhida")
        #expect(Formatacao.estadoCandidatura(.recusada) == "candidatura não escolhida", "o feed usa a mesma palavra")
        #expect(Textos.recusada(.registrarCheckin(turno: UUID(), distanciaMetros: nil, em: Date())) == "check-in recusado")
        #expect(Textos.recusadas(2) == "2 recusadas")
    }

    @Test func nenhumaTelaDizRejeitada() {
        for (nome, m) in TelasSnapshotTests.casos {
            for t in [Tamanho(largura: 80, altura: 24), Tamanho(largura: 40, altura: 12)] {
                let texto = Telas.desenhar(m, t).texto.lowercased()
                #expect(!texto.contains("rejeit"), "\(nome) a \(t.largura)x\(t.altura)")
            }
        }
    }
}
