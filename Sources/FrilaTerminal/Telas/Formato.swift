import Foundation
import FrilaApresentacao
import FrilaDominio

/// Como as telas escrevem datas, distâncias e enums em pt-BR. O que é comum com os
/// comandos headless vem de `Formatacao` (FrilaApresentacao); aqui ficam as formas curtas
/// das linhas densas e da linha de status. Instantes em America/Sao_Paulo (RN18).
public enum Formato {
    /// "18:03"
    public static func hora(_ d: Date) -> String { Formatacao.hora(d) }

    /// "sex 04/12"
    public static func dia(_ d: Date) -> String { "\(Formatacao.diaDaSemana(d)) \(Formatacao.dia(d))" }

    /// "sex 04/12 18:00–23:00" (repete a data se cruzar mais de um dia); com o ano se não é o de `hoje`
    public static func periodo(_ p: Periodo, hoje: Date) -> String { Formatacao.periodo(p, hoje: hoje) }

    /// "04/12 18:00" (telas estreitas, 11 colunas); em outro ano, "01/01/3000": o ano importa
    /// mais que a hora, que o detalhe mostra.
    public static func periodoCurto(_ p: Periodo, hoje: Date) -> String {
        Formatacao.mesmoAno(p.inicio, hoje) ? "\(Formatacao.dia(p.inicio)) \(hora(p.inicio))" : Formatacao.dia(p.inicio, hoje: hoje)
    }

    /// "sex 04/12 18:03"; com o ano se não é o de `hoje`
    public static func instante(_ d: Date, hoje: Date) -> String { Formatacao.dataHora(d, hoje: hoje) }

    /// "800 m", "2,3 km", "18 km"; "—" sem distância
    public static func distancia(_ metros: Double?) -> String { metros.map(Formatacao.distancia) ?? "—" }

    /// "há 3 min", "há 2 h", "há 1 dia"
    public static func idade(_ segundos: TimeInterval) -> String { Formatacao.idade(segundos) }

    public static func funcao(_ f: Funcao) -> String { Formatacao.funcao(f) }

    public static func modo(_ m: ModoPreenchimento) -> String {
        switch m {
        case .urgencia: "urgência"
        case .selecao: "seleção"
        }
    }

    /// Linha densa do feed: "ref+transp+mat" (refeição, transporte, leva material) / "—"
    public static func inclusosCurto(_ i: Inclusos) -> String {
        var p: [String] = []
        if i.refeicao { p.append("ref") }
        if i.transporte { p.append("transp") }
        if i.exigeMaterialProprio { p.append("mat") }
        return p.isEmpty ? "—" : p.joined(separator: "+")
    }

    public static func simNao(_ b: Bool) -> String { b ? "sim" : "não" }

    public static func perfil(_ p: PerfilConta) -> String {
        switch p {
        case .profissional: "profissional"
        case .contratante: "contratante"
        }
    }

    public static func verificacao(_ v: Verificacao) -> String { Formatacao.verificacao(v) }

    public static func estadoVaga(_ e: EstadoVaga) -> String {
        switch e {
        case .publicada: "publicada"
        case .preenchida: "preenchida"
        case .encerrada: "encerrada"
        case .cancelada: "cancelada"
        }
    }

    public static func estadoCandidatura(_ e: EstadoCandidatura) -> String {
        switch e {
        case .pendente: "candidatura pendente"
        case .aceita: "aceita"
        case .recusada: "recusada"
        case .retirada: "retirada"
        case .expirada: "expirada"
        }
    }

    /// "check-in 18:02 · a 35 m" / "check-in 18:02 · sem localização · aguardando confirmação do contratante"
    public static func registro(_ nome: String, _ r: RegistroDePresenca) -> String {
        var s = "\(nome) \(hora(r.em))"
        if let d = r.distanciaMetros { s += " · a \(distancia(d))" } else { s += " · sem localização" }
        if r.tipo == .manual {
            s += r.confirmadoEm != nil ? " · confirmado pelo contratante" : " · aguardando confirmação do contratante"
        }
        return s
    }

    /// "taxa de comparecimento 92% (12 turnos)" ou nil sem histórico (nunca 0%).
    public static func taxa(_ r: Reputacao) -> String? {
        guard let t = r.taxaComparecimento else { return nil }
        return "\(Int((t * 100).rounded()))% de comparecimento (\(r.turnosConsiderados) turnos)"
    }

    /// O resultado de candidatar, nas palavras que as pessoas usam.
    public static func resultado(_ r: ResultadoDaCandidatura) -> String { Formatacao.resultado(r) }

    public static func tipoDeAcao(_ a: AcaoOffline) -> String {
        switch a {
        case .registrarCheckin: "check-in"
        case .registrarCheckout: "check-out"
        case .avaliar(_, let sim): sim ? "avaliação (chamaria de novo)" : "avaliação (não chamaria)"
        case .confirmarCheckinManual: "confirmação de check-in"
        }
    }
}
