import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// As frases da vaga do contratante: quem cancelou (RN12), o contato (RN10) e por que não edita.
struct TextosDaVagaTests {
    static let rita = ResumoDaConta(id: UUID(), nome: "Rita Lopes")

    static func vaga(inicio: Date, estado: EstadoVaga = .publicada, turnos: [Turno]) -> Vaga {
        Vaga(id: UUID(), funcao: .garcom, periodo: Periodo(inicio: inicio, fim: inicio + h(5)),
             local: Local(endereco: "SCLS 405", ponto: Coordenada(latitude: -15.8, longitude: -47.9)), valor: Dinheiro(centavos: 15000),
             inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false), modo: .urgencia, estado: estado,
             posicoesTotal: turnos.count + 1, posicoesAbertas: 1,
             posicoes: turnos.map { Posicao(id: UUID(), estado: $0.estado, turno: $0) } + [Posicao(id: UUID(), estado: .aberta, turno: nil)])
    }

    static func turno(_ nome: String, estado: EstadoPosicao = .confirmada) -> Turno {
        Turno(id: UUID(), vagaId: UUID(), posicaoId: UUID(), estado: estado,
              vaga: ResumoDaVaga(funcao: .garcom, periodo: Periodo(inicio: t0, fim: t0 + h(5)),
                                 local: Local(endereco: "SCLS 405", ponto: Coordenada(latitude: -15.8, longitude: -47.9)),
                                 inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false), modo: .urgencia),
              valorAcordado: Dinheiro(centavos: 15000), estabelecimento: ParteDoTurno(id: UUID(), nome: "Bar", contato: nil),
              profissional: ParteDoTurno(id: UUID(), nome: nome, contato: nil))
    }

    @Test func canceladoDizQuemQuandoEFalta() {
        let peloProfissional = TurnoCanceladoNaVaga(id: UUID(), profissional: Self.rita, cancelamento: CancelamentoRegistrado(
            em: t0, por: .profissional, autor: Self.rita, motivo: "Fiquei doente", contaComoFalta: true))
        #expect(Textos.cancelado(peloProfissional, hoje: t0) == "Rita Lopes cancelou sex 18/12 18:00 · contou como falta do profissional · Fiquei doente")
        let peloBar = TurnoCanceladoNaVaga(id: UUID(), profissional: Self.rita, cancelamento: CancelamentoRegistrado(
            em: t0, por: .contratante, autor: ResumoDaConta(id: UUID(), nome: "Bruno Lima"), motivo: "", contaComoFalta: false))
        #expect(Textos.cancelado(peloBar, hoje: t0) == "Rita Lopes: turno cancelado pelo estabelecimento (Bruno Lima) sex 18/12 18:00 · sem falta")
    }

    @Test func contatoSoComoVeio() {
        #expect(Textos.contato(nil) == nil)
        #expect(Textos.contato(Contato(whatsapp: nil, email: nil)) == nil)
        #expect(Textos.contato(Contato(whatsapp: "+55 61 99999-0000", email: "a@b.dev")) == "WhatsApp +55 61 99999-0000 · a@b.dev")
        #expect(Textos.contato(Contato(whatsapp: nil, email: "a@b.dev")) == "a@b.dev")
    }

    /// O turno cancelado não impede editar; confirmado sim, e a frase diz quem; começou ou encerrou vem antes.
    @Test func porQueNaoEdita() {
        #expect(Self.vaga(inicio: t0 + h(30), turnos: [Self.turno("Rita Lopes", estado: .cancelada)]).impedimentoDeEdicao(agora: t0) == nil)
        let comDois = Self.vaga(inicio: t0 + h(30), turnos: [Self.turno("Gil Souto"), Self.turno("Rita Lopes")])
        #expect(comDois.impedimentoDeEdicao(agora: t0) == .temConfirmados(["Gil Souto", "Rita Lopes"]))
        #expect(Textos.impedimento(.temConfirmados(["Gil Souto", "Rita Lopes"])).hasPrefix("Não dá para editar: a vaga já tem confirmação de Gil Souto, Rita Lopes."))
        #expect(Textos.impedimento(.temConfirmados(["Gil Souto"])).hasPrefix("Não dá para editar: a vaga já tem confirmação de Gil Souto."))
        #expect(Self.vaga(inicio: t0 - h(1), turnos: [Self.turno("Gil Souto")]).impedimentoDeEdicao(agora: t0) == .jaComecou)
        #expect(Self.vaga(inicio: t0 + h(30), estado: .cancelada, turnos: []).impedimentoDeEdicao(agora: t0) == .encerrada(.cancelada))
    }
}
