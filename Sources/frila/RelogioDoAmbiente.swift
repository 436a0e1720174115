import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio

/// `FRILA_AGORA` (ISO 8601) escolhe o relógio do cliente: os cenários dos testadores (toque
/// offline às 18:02 enviado depois, cache de 24 h) ficam determinísticos. Nos comandos sem
/// tela o relógio fica parado nesse instante; na TUI parte dele e anda (`andando`), porque
/// a tela conta o tempo (mensagens, sondagens). Valor ilegível é erro de uso, nunca ignorado.
enum RelogioDoAmbiente {
    static let variavel = "FRILA_AGORA"

    static func ler(_ ambiente: [String: String] = ProcessInfo.processInfo.environment,
                    andando: Bool = false) throws(ErroDeLinhaDeComando) -> any Relogio {
        guard let t = ambiente[variavel] else { return RelogioDoSistema() }
        guard let d = FormatoDeInstante.interpretar(t) else {
            throw .uso(Textos.SemTela.instanteInvalido(variavel, String(t.prefix(40))))
        }
        return andando ? RelogioDeslocado(partindoDe: d) : RelogioFixo(d)
    }

    /// O aviso que a TUI mostra ao abrir com o relógio escolhido: o testador sabe que a hora
    /// da tela e dos toques não é a do sistema.
    static func aviso(_ r: any Relogio) -> String? {
        guard r is RelogioFixo || r is RelogioDeslocado else { return nil }
        return Textos.SemTela.relogioDeTeste(Formatacao.dataHoraComAno(r.agora))
    }
}
