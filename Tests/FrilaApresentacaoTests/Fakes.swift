import Foundation
@testable import FrilaApresentacao
@testable import FrilaDominio
import FrilaFalsos

// As portas de mentira vêm de FrilaFalsos (as mesmas da TUI); aqui, só dados de exemplo.

let pontoDoBar = Coordenada(latitude: -15.7939, longitude: -47.8828)
let contaAna = UUID(uuidString: "11111111-1111-1111-1111-111111111111")!

func turno(_ id: UUID = UUID(), inicio: Date = t0, duracao: TimeInterval = h(6), checkin: RegistroDePresenca? = nil,
           verificacao: Verificacao = .pendente) -> Turno {
    Turno(id: id, vagaId: UUID(), posicaoId: UUID(),
          vaga: ResumoDaVaga(funcao: .garcom, periodo: Periodo(inicio: inicio, fim: inicio + duracao),
                             local: Local(endereco: "SCLN 408", ponto: pontoDoBar),
                             inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false),
                             modo: .urgencia),
          valorAcordado: Dinheiro(centavos: 12000),
          estabelecimento: ParteDoTurno(id: UUID(), nome: "Bar do Cerrado", contato: Contato(whatsapp: "+55", email: nil)),
          profissional: ParteDoTurno(id: UUID(), nome: "Ana Souza", contato: nil),
          checkin: checkin, verificacao: verificacao)
}

func vagaDoFeed(_ funcao: Funcao = .garcom) -> VagaDoFeed {
    VagaDoFeed(id: UUID(), funcao: funcao, periodo: Periodo(inicio: t0, fim: t0 + h(6)), valor: Dinheiro(centavos: 12000),
               inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false), modo: .urgencia,
               estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"), bairro: "Asa Norte",
               distanciaMetros: 1200, posicoesAbertas: 1, minhaCandidatura: nil)
}
