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

extension Textos {
    /// Entrar e sair da conta (a TUI e `frila login`/`frila sair` dizem o mesmo).
    public enum Sessao {
        public static func entrou(_ c: ContaAutenticada?) -> String {
            c.map { "Entrou como \($0.nome) (\(Formatacao.perfil($0.perfil)))." } ?? "Entrou."
        }
        public static let saiu = "Você saiu da conta."
        public static let nenhumaSessao = "Nenhuma sessão neste diretório."
        public static let offlineForcado = "Offline forçado: entrar precisa de rede."
        public static let offlineForcadoNaTUI = "Offline forçado: entrar precisa de rede. Ctrl-O desliga."
        public static let verificandoSessao = "Verificando a sessão guardada…"
        public static let entrando = "Entrando…"
        /// As ações desta conta que esperavam a volta dela e saíram no login.
        public static func pendentesEnviadas(_ enviadas: Int, de total: Int) -> String {
            "\(enviadas) de \(Textos.contagem(total, "ação pendente", "ações pendentes")) desta conta \(enviadas == 1 ? "enviada" : "enviadas")."
        }
        /// Sair com ações na fila: elas ficam, e saem quando esta conta entrar de novo.
        public static func pendentesGuardadas(_ n: Int) -> String {
            "\(Textos.contagem(n, "ação", "ações")) desta conta \(n == 1 ? "continua na fila e sai" : "continuam na fila e saem") quando ela entrar de novo."
        }
    }
}
