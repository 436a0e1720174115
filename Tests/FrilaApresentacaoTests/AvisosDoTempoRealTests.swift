import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// Os avisos novos do tempo real (docs/CONTRATO.md, "Tempo real") têm frase própria no catálogo,
/// com a vaga, sem a chave crua do servidor.
struct AvisosDoTempoRealTests {
    static func aviso(_ tipo: TipoDeAviso) -> Aviso {
        Aviso(id: UUID(), tipo: tipo, vagaId: UUID(), funcao: .garcom, inicio: t0 + h(1),
              estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar"), em: t0, turnoId: UUID(), candidaturaId: nil,
              profissional: ResumoDaConta(id: UUID(), nome: "Ana Souza"), motivo: nil, contaComoFalta: nil)
    }

    @Test func cadaTipoTemFraseDistintaComAVaga() {
        let frases = TipoDeAviso.allCases.map { Textos.aviso(Self.aviso($0)) }
        #expect(Set(frases).count == TipoDeAviso.allCases.count)
        for (tipo, frase) in zip(TipoDeAviso.allCases, frases) {
            #expect(frase.contains("Garçom de 19:00"), "\(tipo): \(frase)")
            #expect(!frase.contains(tipo.rawValue), "\(tipo): \(frase)")
        }
    }

    @Test func oProfissionalLeQueFoiEscolhidoEQueOCheckinFoiConfirmado() {
        #expect(Textos.aviso(Self.aviso(.candidaturaEscolhida)) == "Sua candidatura a Garçom de 19:00 foi escolhida: o turno é seu.")
        #expect(Textos.aviso(Self.aviso(.checkinConfirmado)) == "Seu check-in em Garçom de 19:00 foi confirmado pelo estabelecimento.")
    }

    @Test func oContratanteLeOAtrasoComQuem() {
        #expect(Textos.aviso(Self.aviso(.atraso)) == "Atraso: Ana Souza ainda não fez check-in em Garçom de 19:00.")
    }
}
