import Foundation
@testable import FrilaDominio

/// 2026-12-18 21:00 UTC = sex 18/12 18:00 em Brasília.
let t0 = Date(timeIntervalSince1970: 1_797_627_600)

func h(_ horas: Double) -> TimeInterval { horas * 3600 }

let pontoDoBar = Coordenada(latitude: -15.7939, longitude: -47.8828)

func turnoDeTeste(inicio: Date = t0, duracao: TimeInterval = h(6), estado: EstadoPosicao = .confirmada,
                  checkin: RegistroDePresenca? = nil, verificacao: Verificacao = .pendente,
                  minhaAvaliacao: Bool? = nil) -> Turno {
    Turno(id: UUID(), vagaId: UUID(), posicaoId: UUID(), estado: estado,
          vaga: ResumoDaVaga(funcao: .garcom, periodo: Periodo(inicio: inicio, fim: inicio + duracao),
                             local: Local(endereco: "SCLN 408", ponto: pontoDoBar),
                             inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false),
                             modo: .urgencia),
          valorAcordado: Dinheiro(centavos: 12000),
          estabelecimento: ParteDoTurno(id: UUID(), nome: "Bar do Cerrado", contato: nil),
          profissional: ParteDoTurno(id: UUID(), nome: "Ana Souza", contato: nil),
          checkin: checkin, verificacao: verificacao, minhaAvaliacao: minhaAvaliacao)
}
