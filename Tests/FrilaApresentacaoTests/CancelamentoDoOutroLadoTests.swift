import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// RN12 lido por quem não cancelou: o motivo chega, o lado tem um só nome ("estabelecimento")
/// e a falta é dita de quem é.
struct CancelamentoDoOutroLadoTests {
    static let bruno = Cancelamento(em: t0, por: .contratante, contouComoFalta: true, motivo: "Teste de cancelamento")

    @Test func aProfissionalLeOMotivoEQueAFaltaEDoEstabelecimento() {
        #expect(Formatacao.cancelado(Self.bruno, quemLe: .profissional, hoje: t0)
                == "cancelado pelo estabelecimento sex 18/12 18:00 · conta como falta do estabelecimento · Teste de cancelamento")
    }

    @Test func aLinhaCurtaNaoLevaOMotivo() {
        #expect(Formatacao.cancelado(Self.bruno, quemLe: .profissional, curto: true) == "cancelado pelo estabelecimento às 18:00 · conta como falta do estabelecimento")
    }

    @Test func quemCancelouLePorVoceEAFaltaPropria() {
        let ana = Cancelamento(em: t0, por: .profissional, contouComoFalta: true, motivo: "Fiquei doente")
        #expect(Formatacao.cancelado(ana, quemLe: .profissional, hoje: t0) == "cancelado por você sex 18/12 18:00 · contou como falta do profissional · Fiquei doente")
        #expect(Formatacao.cancelado(ana, quemLe: .contratante, hoje: t0) == "cancelado pelo profissional sex 18/12 18:00 · contou como falta do profissional · Fiquei doente")
    }

    @Test func cacheAntigoSemMotivoNaoMostraSeparadorSolto() {
        let velho = Cancelamento(em: t0, por: .contratante, contouComoFalta: false)
        #expect(Formatacao.cancelado(velho, quemLe: .profissional, hoje: t0) == "cancelado pelo estabelecimento sex 18/12 18:00")
    }

    static func aviso(por: PerfilConta?, motivo: String?, falta: Bool) -> Aviso {
        Aviso(id: UUID(), tipo: .turnoCancelado, vagaId: UUID(), funcao: .garcom, inicio: t0 + h(1),
              estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar"), em: t0, turnoId: UUID(), candidaturaId: nil,
              profissional: ResumoDaConta(id: UUID(), nome: "Ana Souza"), motivo: motivo, contaComoFalta: falta, canceladoPor: por)
    }

    @Test func oAvisoTrazOLadoOMotivoEDeQuemEAFalta() {
        #expect(Textos.aviso(Self.aviso(por: .contratante, motivo: "Teste de cancelamento", falta: true))
                == "Turno de Garçom de 19:00 cancelado pelo estabelecimento: Teste de cancelamento (conta como falta do estabelecimento).")
        #expect(Textos.aviso(Self.aviso(por: .profissional, motivo: "Fiquei doente", falta: false))
                == "Turno de Garçom de 19:00 cancelado pelo profissional Ana: Fiquei doente.")
        // Sem o profissional no aviso, o lado só.
        let a = Self.aviso(por: .profissional, motivo: "Fiquei doente", falta: false)
        let semQuem = Aviso(id: a.id, tipo: a.tipo, vagaId: a.vagaId, funcao: a.funcao, inicio: a.inicio, estabelecimento: a.estabelecimento,
                            em: a.em, turnoId: a.turnoId, candidaturaId: nil, profissional: nil, motivo: a.motivo,
                            contaComoFalta: false, canceladoPor: .profissional)
        #expect(Textos.aviso(semQuem) == "Turno de Garçom de 19:00 cancelado pelo profissional: Fiquei doente.")
        #expect(Textos.aviso(Self.aviso(por: nil, motivo: nil, falta: true)) == "Turno de Garçom de 19:00 cancelado (contou como falta).",
                "servidor antigo, sem lado nem motivo")
    }
}
