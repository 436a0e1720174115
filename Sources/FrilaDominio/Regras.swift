import Foundation

/// Números ajustáveis do produto, num lugar só. Os seeds avisam que são valores iniciais
/// e vão mudar com a validação de campo: mude aqui, nunca espalhe o literal.
public enum Regras {
    /// RN05: raio de despacho (fora da equipe de confiança).
    public static let raioDeDespachoMetros: Double = 15_000
    /// RN22: até aqui o check-in é geolocalizado e vale como presença verificada.
    public static let raioDeCheckinMetros: Double = 200
    /// RN23: no máximo uma notificação por profissional nesta janela.
    public static let tetoDeNotificacao: TimeInterval = 30 * 60
    /// RN23: vaga urgente que começa em menos que isto sai na hora.
    public static let urgenciaImediata: TimeInterval = 2 * 3600
    /// RF20: antecedência padrão do alerta de vaga vazia.
    public static let antecedenciaDeAlertaPadrao: TimeInterval = 3 * 3600
    /// RN24: modo seleção exige pelo menos esta antecedência (e fecha aqui).
    public static let antecedenciaMinimaSelecao: TimeInterval = 24 * 3600
    /// RN12: cancelar com menos que isto conta como falta.
    public static let antecedenciaSemFalta: TimeInterval = 24 * 3600
    /// RNF06: turnos confirmados ficam legíveis sem rede por este tempo.
    public static let validadeDoCache: TimeInterval = 24 * 3600
    /// RN22: o check-in abre isto antes do início (`privado.janela_checkin_antes`).
    public static let checkinAntesDoInicio: TimeInterval = 2 * 3600
    /// O check-out vale até isto depois do fim (`privado.janela_checkout_depois`).
    public static let checkoutDepoisDoFim: TimeInterval = 6 * 3600
    /// Alerta de atraso: tolerância depois do início sem check-in.
    public static let toleranciaDeAtraso: TimeInterval = 15 * 60
    /// Fila offline: teto do backoff exponencial entre tentativas.
    public static let tetoDoBackoff: TimeInterval = 60
    /// Fila offline: primeiro intervalo do backoff.
    public static let baseDoBackoff: TimeInterval = 1
    /// Teto da espera entre sondas de conexão (GET leve): a fila precisa drenar sozinha em
    /// até 5 s depois que a rede volta, por mais longa que tenha sido a queda.
    public static let tetoDaSondaDeConexao: TimeInterval = 4
    /// Sessão: quanto um pedido espera pela renovação em andamento (a sua ou a de outro
    /// pedido) antes de desistir. Acima do tempo-limite de um pedido HTTP (15 s, 30 s com a
    /// resposta inteira): uma renovação lenta termina; uma presa não segura os pedidos seguintes.
    public static let esperaMaximaDaRenovacao: TimeInterval = 40
}
