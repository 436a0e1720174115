import Foundation
import FrilaDominio

// As frases das telas da TUI, uma seção por tela: o terminal só desenha o que vem daqui.

extension Textos {
    /// O formulário de vaga (contratante, Vagas, `n`; `e` edita; `D` duplica).
    public enum NovaVaga {
        /// Enter recusado: quantos problemas o formulário tem agora, e o primeiro.
        public static func naoEnviada(editando: Bool, problemas: [String]) -> String {
            let oQue = editando ? "Edição não salva" : "Vaga não publicada"
            return "\(oQue): \(Textos.contagem(problemas.count, "problema", "problemas")) no formulário."
                + (problemas.first.map { " \($0)" } ?? "")
        }
    }
}
