import Foundation
import FrilaDominio
import Testing

/// Os números das regras vivem em `Regras` (Swift) e nas funções `privado.*` (SQL): lidos do
/// banco de teste, têm de ser os mesmos, senão o cliente promete uma coisa e o servidor faz outra.
@Suite(.enabled(if: Ambiente.disponivel, "precisa de FRILA_TEST_API_URL/ANON_KEY/BANCO_URL (make test-swift)"))
struct RegrasIguaisAoSQLTests {
    @Test func numerosDasRegrasSaoOsDoBanco() async throws {
        let l = try await BancoDeTeste.executar("""
            select privado.raio_elegibilidade_m(), privado.raio_checkin_m(),
                   extract(epoch from privado.teto_notificacao()), extract(epoch from privado.janela_urgente()),
                   extract(epoch from privado.antecedencia_selecao()), extract(epoch from privado.antecedencia_falta()),
                   extract(epoch from privado.tolerancia_atraso()), privado.antecedencia_alerta_padrao_min() * 60
            """)
        let sql = try #require(l.linhas.first).map { Double($0 ?? "") }
        let swift: [Double] = [Regras.raioDeDespachoMetros, Regras.raioDeCheckinMetros, Regras.tetoDeNotificacao,
                               Regras.urgenciaImediata, Regras.antecedenciaMinimaSelecao, Regras.antecedenciaSemFalta,
                               Regras.toleranciaDeAtraso, Regras.antecedenciaDeAlertaPadrao]
        let nomes = ["raio de despacho (RN05)", "raio de check-in (RN22)", "teto de notificação (RN23)", "urgência imediata (RN23)",
                     "antecedência da seleção (RN24)", "antecedência sem falta (RN12)", "tolerância de atraso",
                     "antecedência do alerta (RF20)"]
        #expect(sql.count == swift.count)
        for (i, nome) in nomes.enumerated() {
            #expect(sql[i] == swift[i], "\(nome): SQL \(sql[i].map { "\($0)" } ?? "?") ≠ Swift \(swift[i])")
        }
    }
}
