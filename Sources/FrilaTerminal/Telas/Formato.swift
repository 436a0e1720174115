import Foundation
import FrilaDominio

/// Como as telas escrevem datas, distâncias e enums em pt-BR. Instantes são UTC no
/// domínio; aqui viram America/Sao_Paulo (RN18), sem depender do locale da máquina.
public enum Formato {
    public static let fuso: TimeZone = TimeZone(identifier: "America/Sao_Paulo") ?? TimeZone(secondsFromGMT: -3 * 3600)!
    static let calendario: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = fuso
        return c
    }()
    static let diasDaSemana = ["dom", "seg", "ter", "qua", "qui", "sex", "sáb"]

    static func dois(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// "18:03"
    public static func hora(_ d: Date) -> String {
        let c = calendario.dateComponents([.hour, .minute], from: d)
        return "\(dois(c.hour ?? 0)):\(dois(c.minute ?? 0))"
    }

    /// "sex 04/12"
    public static func dia(_ d: Date) -> String {
        let c = calendario.dateComponents([.weekday, .day, .month], from: d)
        return "\(diasDaSemana[((c.weekday ?? 1) - 1) % 7]) \(dois(c.day ?? 0))/\(dois(c.month ?? 0))"
    }

    /// "sex 04/12 18:00–23:00"
    public static func periodo(_ p: Periodo) -> String { "\(dia(p.inicio)) \(hora(p.inicio))–\(hora(p.fim))" }

    /// "04/12 18:00" (telas estreitas)
    public static func periodoCurto(_ p: Periodo) -> String {
        let c = calendario.dateComponents([.day, .month], from: p.inicio)
        return "\(dois(c.day ?? 0))/\(dois(c.month ?? 0)) \(hora(p.inicio))"
    }

    /// "sex 04/12 18:03"
    public static func instante(_ d: Date) -> String { "\(dia(d)) \(hora(d))" }

    /// "800 m", "2,3 km", "18 km"
    public static func distancia(_ metros: Double?) -> String {
        guard let m = metros, m.isFinite else { return "—" }
        if Int(m.rounded()) < 1000 { return "\(Int(m.rounded())) m" }
        let decimos = Int((m / 100).rounded())  // 9.960 m arredonda para 10 km, não "10,0 km"
        if decimos >= 100 { return "\(Int((m / 1000).rounded())) km" }
        return "\(decimos / 10),\(decimos % 10) km"
    }

    /// "há 3 min", "há 2 h", "há 1 dia"
    public static func idade(_ segundos: TimeInterval) -> String {
        let s = max(0, Int(segundos))
        if s < 60 { return "agora há pouco" }
        if s < 3600 { return "há \(s / 60) min" }
        if s < 86400 { return "há \(s / 3600) h" }
        return s / 86400 == 1 ? "há 1 dia" : "há \(s / 86400) dias"
    }

    public static func funcao(_ f: Funcao) -> String {
        switch f {
        case .garcom: "Garçom"
        case .bartender: "Bartender"
        case .equipeEvento: "Equipe de evento"
        case .recepcao: "Recepção"
        case .cozinha: "Cozinha"
        case .outra(let s): s
        }
    }

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

    public static func verificacao(_ v: Verificacao) -> String {
        switch v {
        case .pendente: "presença pendente"
        case .verificado: "presença verificada"
        case .naoVerificado: "presença não verificada"
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
    public static func resultado(_ r: ResultadoDaCandidatura) -> String {
        switch r {
        case .confirmada: return "Confirmada! O turno está em Turnos."
        case .pendente: return "Candidatura enviada: o contratante escolhe entre os candidatos."
        case .vagaPreenchida(let em):
            if let em { return "Que pena, alguém chegou antes (às \(hora(em)))" }
            return "Que pena, alguém chegou antes"
        case .vagaEncerrada: return "Vaga encerrada"
        case .inelegivel(let motivo): return "Você não pode pegar esta vaga: \(motivo)"
        case .contaSuspensa: return "Conta suspensa"
        }
    }

    public static func tipoDeAcao(_ a: AcaoOffline) -> String {
        switch a {
        case .registrarCheckin: "check-in"
        case .registrarCheckout: "check-out"
        case .avaliar(_, let sim): sim ? "avaliação (chamaria de novo)" : "avaliação (não chamaria)"
        case .confirmarCheckinManual: "confirmação de check-in"
        }
    }

    public static func problema(_ p: ProblemaDaVaga) -> String {
        switch p {
        case .campoObrigatorio(let c): return "Preencha \(campo(c))."
        case .valorInvalido: return "O valor precisa ser maior que zero (em reais, ex.: 150,00)."
        case .periodoInvalido: return "O fim precisa ser depois do início, e o início no futuro."
        case .selecaoComMenosDe24h: return "Modo seleção só para vaga que começa daqui a 24 h ou mais; use urgência."
        case .posicoesInvalidas: return "Posições: pelo menos 1."
        case .antecedenciaInvalida: return "A antecedência do alerta precisa ser maior que zero."
        }
    }

    public static func campo(_ c: ProblemaDaVaga.Campo) -> String {
        switch c {
        case .funcao: "a função"
        case .inicio: "o início"
        case .fim: "o fim"
        case .valor: "o valor"
        case .refeicao: "se há refeição"
        case .transporte: "se há transporte"
        case .exigeMaterialProprio: "se o profissional leva material"
        case .modo: "o modo"
        case .posicoes: "as posições"
        case .endereco: "o endereço"
        case .ponto: "a localização (lat,lng)"
        }
    }
}
