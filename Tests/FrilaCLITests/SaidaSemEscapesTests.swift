import Foundation
import Testing
@testable import frila
import FrilaApresentacao
import FrilaDados
import FrilaDominio

/// Escritas capturadas no lugar de stdout/stderr.
final class Capturado: @unchecked Sendable {
    // @unchecked: `linhas` só com `lock` tomado.
    private let lock = NSLock()
    private var linhas: [(SaidaHeadless.Destino, String)] = []
    func anotar(_ d: SaidaHeadless.Destino, _ s: String) { lock.lock(); linhas.append((d, s)); lock.unlock() }
    var tudo: String { lock.lock(); defer { lock.unlock() }; return linhas.map(\.1).joined(separator: "\n") }
    func saida(_ json: Bool) -> SaidaHeadless { SaidaHeadless(json: json) { [self] d, s in anotar(d, s) } }
}

/// Um escalar que um terminal interpreta como comando: C0 (fora a quebra de linha entre
/// linhas da saída), DEL e C1 (0x80–0x9F, o CSI de 8 bits 0x9B incluso).
func controles(_ s: String) -> [UInt32] {
    s.unicodeScalars.map(\.value).filter { ($0 < 0x20 && $0 != 0x0A) || (0x7F...0x9F).contains($0) }
}

private let agora = Date(timeIntervalSince1970: 1_796_407_200)   // sex 04/12/2026 15:00 em Brasília
private let osc = "\u{1B}]0;titulo\u{07}"
private let csi = "\u{1B}[2J\u{1B}[31m"
private let c1 = "\u{9B}31m\u{9D}8;;http://x\u{9C}"

private func vagaForjada(inicio: Date = agora + 3 * 3600) -> VagaDoFeed {
    VagaDoFeed(id: UUID(uuidString: "00000000-0000-0000-0000-000000000100")!, funcao: .outra("Chef\(csi)"),
               periodo: Periodo(inicio: inicio, fim: inicio + 5 * 3600), valor: Dinheiro(centavos: 15000),
               inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false), modo: .urgencia,
               estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar\(osc)\u{7F}"),
               bairro: "Asa Sul\(c1)\r\nlinha forjada", distanciaMetros: 900, posicoesAbertas: 1, minhaCandidatura: nil)
}

struct SaidaSemEscapesTests {
    @Test(arguments: [false, true])
    func vagaForjadaSaiSemSequenciaDeEscape(_ json: Bool) {
        let c = Capturado()
        let s = c.saida(json)
        let v = vagaForjada()
        s.dado(TextoHeadless.vaga(v, hoje: agora), json: [JSONHeadless.vagaDoFeed(v)])
        #expect(controles(c.tudo) == [], "\(c.tudo.debugDescription)")
        #expect(!c.tudo.contains("\\u001b") && !c.tudo.contains("\\u0007"), "nem escapado no JSON (jq -r o devolveria)")
        #expect(c.tudo.contains("Asa Sul"), "o texto continua legível")
        if !json { #expect(!c.tudo.contains("\n"), "quebra de linha do servidor não forja outra linha") }
    }

    /// Recusas e avisos trazem a frase do servidor (`details`): stderr e o JSON de erro também.
    @Test(arguments: [false, true])
    func frasesDoServidorEmErrosEAvisos(_ json: Bool) {
        let c = Capturado()
        let s = c.saida(json)
        s.aviso("o Frila recusou: \(osc)vaga\(c1)")
        _ = s.falha("o Frila recusou: \(csi)x", .falhou, extra: ["item": ["ultimo_erro": "erro\(osc)", "n": 1, "lista": ["a\(c1)"]]])
        #expect(controles(c.tudo) == [], "\(c.tudo.debugDescription)")
        #expect(c.tudo.contains("o Frila recusou"))
        let s2 = Capturado()
        s2.saida(json).aviso("Recusado\nlinha forjada")
        #expect(s2.tudo == "frila: Recusado�linha forjada", "a frase do servidor fica numa linha")
    }

    /// As linhas da própria saída continuam separadas por quebra de linha.
    @Test func quebrasDaPropriaSaidaFicam() {
        let c = Capturado()
        c.saida(false).dado("linha 1\nlinha 2\u{1B}[A", json: NSNull())
        #expect(c.tudo == "linha 1\nlinha 2�[A")
    }

    @Test func turnoEItemDaFilaForjados() {
        let v = vagaForjada()
        let turno = Turno(id: UUID(), vagaId: v.id, posicaoId: UUID(), estado: .confirmada,
                          vaga: ResumoDaVaga(funcao: v.funcao, periodo: v.periodo, local: Local(endereco: "SCLN\(osc)", ponto: Coordenada(latitude: -15.8, longitude: -47.9)),
                                            inclusos: v.inclusos, modo: v.modo),
                          valorAcordado: v.valor,
                          estabelecimento: ParteDoTurno(id: UUID(), nome: "Bar\(osc)", contato: Contato(whatsapp: "+55\(csi)", email: "a@b\(c1)")),
                          profissional: nil, checkin: nil, checkout: nil, verificacao: .pendente, minhaAvaliacao: nil)
        let item = ItemDaFila(sequencia: 1, conta: UUID(), acao: .avaliar(turno: turno.id, chamariaDeNovo: true),
                              chaveIdempotencia: "k", tocadoEm: agora, enfileiradoEm: agora, tentativas: 1,
                              ultimoErro: "recusa\(osc)", estado: .rejeitada)
        let tn = TurnoNaTela(turno: turno, acoes: [item])
        for json in [false, true] {
            let c = Capturado()
            c.saida(json).dado(TextoHeadless.turno(tn, hoje: agora) + "\n" + TextoHeadless.item(item),
                               json: ["turnos": [JSONHeadless.turnoNaTela(tn)], "fila": JSONHeadless.item(item)])
            #expect(controles(c.tudo) == [], "json=\(json): \(c.tudo.debugDescription)")
        }
    }
}

/// Datas longe: o ano aparece sempre que não é o do relógio do cliente.
struct DatasComAnoHeadlessTests {
    @Test func vagaDeOutroAnoMostraOAnoNoTexto() {
        let ano3000 = Date(timeIntervalSince1970: 32_503_726_800)   // qua 01/01/3000 10:00 em Brasília
        #expect(TextoHeadless.vaga(vagaForjada(inicio: ano3000), hoje: agora).contains("qua 01/01/3000 10:00–15:00"))
        #expect(TextoHeadless.vaga(vagaForjada(), hoje: agora).contains("sex 04/12 18:00–23:00"), "no ano corrente, sem ano")
    }
}
