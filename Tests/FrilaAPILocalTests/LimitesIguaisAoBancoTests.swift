import Foundation
import Testing
import FrilaDominio
@testable import FrilaAPILocal

/// Os limites do que uma pessoa manda existem em dois lugares (SQL `privado.*()` e
/// `FrilaDominio.Limites`); este teste lê os do banco de teste e falha se divergirem.
@Suite(.enabled(if: Ambiente.disponivel, "precisa de FRILA_TEST_BANCO_URL (make test-swift)"))
struct LimitesIguaisAoBanco {
    @Test func mesmosNumerosNoSQLENoDominio() async throws {
        let pares: [(String, String)] = [
            ("extract(epoch from privado.horizonte_inicio())::bigint", String(Int(Limites.horizonteDoInicio))),
            ("extract(epoch from privado.duracao_max_turno())::bigint", String(Int(Limites.duracaoMaximaDoTurno))),
            ("privado.valor_max_centavos()", String(Limites.valorMaximoCentavos)),
            ("extract(epoch from privado.duracao_min_turno())::bigint", String(Int(Limites.duracaoMinimaDoTurno))),
            ("privado.valor_min_centavos()", String(Limites.valorMinimoCentavos)),
            ("privado.antecedencia_alerta_max_min()::bigint * 60", String(Int(Limites.antecedenciaDeAlertaMaxima))),
            ("privado.posicoes_max()", String(Limites.posicoesMaximas)),
            ("privado.distancia_max_m()::bigint", String(Int(Limites.distanciaMaximaMetros))),
            ("privado.tamanho_max_nome()", String(Limites.tamanhoMaximoNome)),
            ("privado.tamanho_max_endereco()", String(Limites.tamanhoMaximoEndereco)),
            ("privado.tamanho_max_bairro()", String(Limites.tamanhoMaximoBairro)),
            ("privado.tamanho_max_motivo()", String(Limites.tamanhoMaximoMotivo)),
            ("privado.tamanho_max_whatsapp()", String(Limites.tamanhoMaximoWhatsapp)),
            ("privado.tamanho_max_email()", String(Limites.tamanhoMaximoEmail)),
            ("privado.itens_max_lista()", String(Limites.itensMaximosPorLista)),
            ("privado.vagas_max_lista()", String(Limites.vagasMaximasPorLista)),
            ("privado.posicoes_max_lista()", String(Limites.posicoesMaximasPorLista)),
            ("privado.candidaturas_max_por_vaga()", String(Limites.candidaturasMaximasPorVaga)),
            // A janela de meus_turnos (pgTAP 32 prova que a lista corta nela) é a do cache offline.
            ("privado.dias_turnos_passados_na_lista()", String(Limites.diasDeTurnosPassadosNaLista)),
        ]
        let r = try await BancoDeTeste.executar("select " + pares.map(\.0).joined(separator: ", "))
        let doBanco = try #require(r.linhas.first)
        #expect(doBanco.count == pares.count)
        for (i, (expressao, noDominio)) in pares.enumerated() {
            #expect(doBanco[i] == noDominio, "\(expressao): banco \(doBanco[i] ?? "null"), domínio \(noDominio)")
        }
    }

    /// O mesmo conjunto de controle nos dois lados: ESC, DEL e um C1 contam; acento e € não.
    @Test func mesmoConjuntoDeCaracteresDeControle() async throws {
        let amostras = ["a\u{1B}b", "a\u{7F}", "a\u{85}", "a\u{9F}", "a\u{A0}", "ação €", "tab\tx", "linha\n"]
        for s in amostras {
            let r = try await BancoDeTeste.executar("select privado.tem_controle($1)", [s])
            #expect(r.primeiro == (Limites.temControle(s) ? "t" : "f"), "\(s.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
