import Foundation
import Testing
@testable import frila
import FrilaApresentacao
import FrilaDominio

private let agora = Date(timeIntervalSince1970: 1_796_407_200)   // sex 04/12/2026 15:00 em Brasília
private let periodo = Periodo(inicio: agora + 3600 * 20, fim: agora + 3600 * 25)
private let local = Local(endereco: "SCLS 405, Asa Sul", ponto: Coordenada(latitude: -15.8, longitude: -47.9))
private let inclusos = Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false)

/// O que se lê de uma vaga ou turno cancelado não pode parecer coisa viva.
struct LinhasDeCanceladoTests {
    private func detalhe(_ estado: EstadoVaga) -> DetalheDaVaga {
        let v = Vaga(id: UUID(), funcao: .garcom, periodo: periodo, local: local, valor: Dinheiro(centavos: 15000),
                     inclusos: inclusos, modo: .urgencia, estado: estado, posicoesTotal: 1, posicoesAbertas: 0)
        let d = DespachoDaVaga(vagaId: v.id, estado: estado, levaAtual: 1, proximaLevaEm: nil, posicoesTotal: 1, posicoesAbertas: 0,
                               emAlerta: false, levas: [],
                               totais: NumerosDoDespacho(incluidos: 0, retidos: 0, avisados: 0, entregues: 0, falhas: 0),
                               candidaturas: ContagemDeCandidaturas(total: 0, pendentes: 0, aceitas: 0, recusadas: 0, retiradas: 0, expiradas: 0))
        let c = estado == .cancelada ? DetalheDaVaga.Cancelamento(em: agora, motivo: "chuva", autor: ResumoDaConta(id: UUID(), nome: "Bruno")) : nil
        return DetalheDaVaga(vaga: v, bairro: "Asa Sul", cancelamento: c, despacho: d)
    }

    @Test func vagaCanceladaNaoMostraContagemNemMotivoDeEdicao() {
        let s = TextoDaGestao.detalhe(detalhe(.cancelada), hoje: agora)
        let primeira = s.split(separator: "\n").first.map(String.init) ?? ""
        #expect(primeira.hasSuffix("cancelada"), "\(primeira)")
        #expect(!s.contains("preenchidas"))
        // Por que não se edita: o impedimento da tecla e, não uma frase à parte.
        #expect(s.hasSuffix("\n  " + Textos.impedimento(ImpedimentoDeEdicao.encerrada(.cancelada), naTela: false)), "\(s)")
        let viva = TextoDaGestao.detalhe(detalhe(.preenchida), hoje: agora)
        #expect(viva.contains("1/1 preenchidas"))
    }

    /// `frila vaga --json`: por que não se edita, com código estável e a frase da linha de texto.
    @Test func oJSONDaVagaDizPorQueNaoSeEdita() {
        let j = JSONDaGestao.detalhe(detalhe(.cancelada), agora: agora)
        #expect(j["pode_editar"] as? Bool == false && j["impedimento_de_edicao"] as? String == "encerrada")
        #expect(j["motivo_de_edicao"] as? String == Textos.impedimento(ImpedimentoDeEdicao.encerrada(.cancelada), naTela: false))
        let viva = JSONDaGestao.detalhe(detalhe(.publicada), agora: agora)
        #expect(viva["pode_editar"] as? Bool == true && viva["impedimento_de_edicao"] is NSNull && viva["motivo_de_edicao"] is NSNull)
        let d = detalhe(.publicada)
        #expect(TextoDaGestao.detalhe(d, hoje: agora).hasSuffix(Textos.SemTela.editavelCom(d.vaga.id.uuidString.lowercased())))
    }

    private func turno(_ estado: EstadoPosicao) -> TurnoNaTela {
        let t = Turno(id: UUID(), vagaId: UUID(), posicaoId: UUID(), estado: estado,
                      vaga: ResumoDaVaga(funcao: .garcom, periodo: periodo, local: local, inclusos: inclusos, modo: .urgencia),
                      valorAcordado: Dinheiro(centavos: 15000),
                      estabelecimento: ParteDoTurno(id: UUID(), nome: "Bar", contato: nil),
                      profissional: ParteDoTurno(id: UUID(uuidString: "00000000-0000-0000-0000-0000000000aa")!, nome: "Ana", contato: nil),
                      verificacao: .pendente,
                      cancelamento: estado == .cancelada ? Cancelamento(em: agora, por: .contratante, contouComoFalta: false) : nil)
        return TurnoNaTela(turno: t, acoes: [])
    }

    @Test func turnoCanceladoNaoTemPresencaPendente() {
        #expect(!TextoHeadless.turno(turno(.cancelada), hoje: agora).contains("presença pendente"))
        #expect(TextoHeadless.turno(turno(.confirmada), hoje: agora).contains("presença pendente"))
    }

    /// Quem bloqueia alguém que só aparece em `pendentes` acha o id da conta ali.
    @Test func pendentesMostramOIdDaContaDoProfissional() {
        let s = TextoHeadless.turno(turno(.confirmada), hoje: agora, quemLe: .contratante)
        #expect(s.contains("conta 00000000-0000-0000-0000-0000000000aa"))
    }

    @Test func dicaDeIdApontaParaOComandoQueOMostra() {
        func erro(_ a: String...) -> String {
            do { _ = try ComandoHeadless.interpretar(a); return "" } catch { return error.description }
        }
        #expect(erro("retirar", "xyz").contains("frila candidaturas"))
        #expect(!erro("retirar", "xyz").contains("turnos"))
        #expect(erro("bloquear", "xyz").contains("frila bloqueios") && erro("bloquear", "xyz").contains("frila pendentes"))
        #expect(erro("candidatar", "xyz").contains("frila vagas"))
        #expect(erro("checkin", "xyz").contains("frila turnos"))
    }

    @Test func ajudaAlinhaOsComandos() {
        let linhas = ComandoHeadless.resumoDosComandos.split(separator: "\n").dropFirst()
        for l in linhas { #expect(l.hasPrefix("  "), "linha fora do recuo: \(l)") }
    }
}
