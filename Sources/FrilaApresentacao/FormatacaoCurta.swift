import Foundation
import FrilaDominio

/// As formas curtas das linhas densas e da linha de status da TUI, no mesmo catálogo que
/// os comandos headless usam (antes num `Formato` à parte).
extension Formatacao {
    /// "sex 04/12"
    public static func diaComSemana(_ d: Date) -> String { "\(diaDaSemana(d)) \(dia(d))" }

    /// "04/12 18:00" (telas estreitas, 11 colunas); em outro ano, "01/01/3000": o ano importa
    /// mais que a hora, que o detalhe mostra.
    public static func periodoCurto(_ p: Periodo, hoje: Date) -> String {
        mesmoAno(p.inicio, hoje) ? "\(dia(p.inicio)) \(hora(p.inicio))" : dia(p.inicio, hoje: hoje)
    }

    /// "800 m", "2,3 km", "18 km"; "—" sem distância
    public static func distancia(_ metros: Double?) -> String { metros.map { distancia($0) } ?? "—" }

    public static func modoCurto(_ m: ModoPreenchimento) -> String {
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

    /// Coluna estreita do feed (80 colunas): "R+T+M", com a legenda `legendaDosInclusos`.
    public static func inclusosLetras(_ i: Inclusos) -> String {
        let p = [i.refeicao ? "R" : nil, i.transporte ? "T" : nil, i.exigeMaterialProprio ? "M" : nil].compactMap { $0 }
        return p.isEmpty ? "—" : p.joined(separator: "+")
    }

    public static let legendaDosInclusos = "Inclusos: R refeição · T transporte · M leva material próprio"

    public static func simNaoCurto(_ b: Bool) -> String { b ? "sim" : "não" }

    public static func perfilCurto(_ p: PerfilConta) -> String {
        switch p {
        case .profissional: "profissional"
        case .contratante: "contratante"
        }
    }

    public static func estadoVaga(_ e: EstadoVaga) -> String {
        switch e {
        case .publicada: "publicada"
        case .preenchida: "preenchida"
        case .encerrada: "encerrada"
        case .cancelada: "cancelada"
        }
    }

    /// A vaga como o contratante a vê agora: entre o início e o fim ela está "em andamento"
    /// (o banco já a tirou do despacho e a marca encerrada), depois do fim "encerrada".
    public static func situacaoDaVaga(_ estado: EstadoVaga, _ p: Periodo, agora: Date) -> String {
        guard estado != .cancelada else { return estadoVaga(estado) }
        if p.inicio <= agora, agora < p.fim { return "em andamento" }
        if agora >= p.fim { return estadoVaga(.encerrada) }
        return estadoVaga(estado)
    }

    /// "candidatura pendente", "candidatura não escolhida": a palavra é a do catálogo.
    public static func estadoCandidatura(_ e: EstadoCandidatura) -> String { "candidatura \(Textos.estadoDaCandidatura(e))" }

    /// O que eu fiz com esta vaga: "turno cancelado por você" (cancelei o turno confirmado,
    /// RN12) ou "candidatura pendente"...; nil = nada.
    public static func minhaSituacao(_ v: VagaDoFeed) -> String? {
        if v.turnoCanceladoPeloEstabelecimento { return Textos.Feed.turnoCanceladoPeloContratante }
        if v.turnoCanceladoPorMim { return "turno cancelado por você" }
        return v.minhaCandidatura.map(estadoCandidatura)
    }

    /// "check-in 18:02 · a 35 m" / "check-in 18:02 · sem localização · aguardando confirmação do contratante"
    /// Só um check-in manual espera o contratante (RN22); check-out sem localização não
    /// espera ninguém, turno cancelado também não; o que ainda não saiu diz "na fila".
    public static func registro(_ nome: String, _ r: RegistroDePresenca, confirmavel: Bool = true, naFila: Bool = false) -> String {
        var s = "\(nome) \(hora(r.em))"
        if let d = r.distanciaMetros { s += " · a \(distancia(d))" } else { s += " · sem localização" }
        if naFila { return s + " · na fila, ainda não enviado" }
        if r.tipo == .manual, confirmavel {
            s += r.confirmadoEm != nil ? " · confirmado pelo contratante" : " · aguardando confirmação do contratante"
        }
        return s
    }

    /// "taxa de comparecimento 92% (12 turnos)" ou nil sem histórico (nunca 0%).
    public static func taxa(_ r: Reputacao) -> String? {
        guard let t = r.taxaComparecimento else { return nil }
        return "\(Int((t * 100).rounded()))% de comparecimento (\(Textos.contagem(r.turnosConsiderados, "turno", "turnos")))"
    }

    public static func tipoDeAcao(_ a: AcaoOffline) -> String {
        switch a {
        case .registrarCheckin: "check-in"
        case .registrarCheckout: "check-out"
        // A fila é dos dois lados: "chamaria" é a pergunta do contratante, "trabalharia" a do profissional.
        case .avaliar(_, let sim): sim ? "avaliação (sim)" : "avaliação (não)"
        case .confirmarCheckinManual: "confirmação de check-in"
        }
    }

    /// "cancelado pelo estabelecimento sex 04/12 14:03 · conta como falta do estabelecimento · motivo";
    /// `quemLe` diz "você". `curto`: só a hora e sem o motivo (linhas densas).
    public static func cancelado(_ c: Cancelamento?, quemLe: PerfilConta, curto: Bool = false, hoje: Date? = nil) -> String {
        guard let c else { return "cancelado" }
        let quem = c.por == quemLe ? "por você" : "pelo \(ladoDaConta(c.por))"
        let motivo = curto ? "" : (c.motivo?.isEmpty == false ? " · \(c.motivo!)" : "")
        return "cancelado \(quem) " + (curto ? "às \(hora(c.em))" : dataHora(c.em, hoje: hoje ?? c.em))
            + (c.contouComoFalta ? " · \(faltaDe(c.por))" : "") + motivo
    }

    /// O nome de cada lado em toda frase de cancelamento: o contratante é "o estabelecimento".
    public static func ladoDaConta(_ p: PerfilConta) -> String {
        p == .contratante ? "estabelecimento" : "profissional"
    }

    /// A falta (RN12) é de quem cancelou: nunca pesa para o profissional quando o
    /// estabelecimento cancela.
    public static func faltaDe(_ quemCancelou: PerfilConta) -> String {
        quemCancelou == .contratante ? "conta como falta do estabelecimento" : "contou como falta do profissional"
    }
}

extension Falha {
    /// Cancelar de novo não é sucesso: diz quem cancelou e quando (o servidor aceitaria calado).
    public static func jaCancelado(_ t: Turno, quemLe: PerfilConta) -> Falha? {
        guard t.estado == .cancelada else { return nil }
        return .recusa(chave: "turno_ja_cancelado", frase: "Este turno já estava \(Formatacao.cancelado(t.cancelamento, quemLe: quemLe)).")
    }
}
