import Foundation
import FrilaDominio

/// Formatação pt-BR sem depender do locale da máquina. Instantes em Brasília (RN18), com a
/// aritmética de `DataCivil` (sem ICU); `calendario` fica para ler datas digitadas.
/// Datas levam `hoje` (o relógio do cliente): o ano aparece sempre que não é o corrente.
public enum Formatacao {
    public static let fusoHorario: TimeZone = TimeZone(identifier: "America/Sao_Paulo") ?? TimeZone(secondsFromGMT: -3 * 3600)!

    static let calendario: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = fusoHorario
        return c
    }()

    static let diasDaSemana = ["dom", "seg", "ter", "qua", "qui", "sex", "sáb"]

    /// "R$ 1.234,56"
    public static func dinheiro(_ valor: Dinheiro) -> String { valor.descricao }

    private static func doisDigitos(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// "18:00"
    public static func hora(_ data: Date) -> String {
        let c = DataCivil(data)
        return "\(doisDigitos(c.hora)):\(doisDigitos(c.minuto))"
    }

    /// "18/12" (sem ano: só onde o ano já é claro, como a hora de um toque)
    public static func dia(_ data: Date) -> String {
        let c = DataCivil(data)
        return "\(doisDigitos(c.dia))/\(doisDigitos(c.mes))"
    }

    /// "18/12" no ano de `hoje`; "01/01/3000" em qualquer outro: uma vaga de 3000 (ou de
    /// 2025, vista em 2026) nunca se passa por uma desta semana.
    public static func dia(_ data: Date, hoje: Date) -> String {
        mesmoAno(data, hoje) ? dia(data) : "\(dia(data))/\(DataCivil(data).ano)"
    }

    /// Mesmo ano civil em Brasília.
    public static func mesmoAno(_ a: Date, _ b: Date) -> Bool {
        DataCivil(a).ano == DataCivil(b).ano
    }

    /// "sex"
    public static func diaDaSemana(_ data: Date) -> String {
        diasDaSemana[DataCivil(data).diaDaSemana - 1]
    }

    /// "sex 18/12 18:00"; em outro ano que o de `hoje`, "qua 01/01/3000 10:00".
    public static func dataHora(_ data: Date, hoje: Date) -> String {
        "\(diaDaSemana(data)) \(dia(data, hoje: hoje)) \(hora(data))"
    }

    /// "14:23" quando é no dia de `hoje`; senão "sáb 05/12 14:23" (um prazo de outro dia nunca
    /// parece de hoje).
    public static func horaOuDataHora(_ data: Date, hoje: Date) -> String {
        DataCivil(data).diaCorrido == DataCivil(hoje).diaCorrido ? hora(data) : dataHora(data, hoje: hoje)
    }

    /// "qua 01/01/3000 10:00" sempre com o ano (o aviso do relógio de teste).
    public static func dataHoraComAno(_ data: Date) -> String {
        "\(diaDaSemana(data)) \(dia(data))/\(DataCivil(data).ano) \(hora(data))"
    }

    /// "sex 18/12 18:00–02:00"; se cruzar mais de um dia, repete a data do fim. Ano como em
    /// `dataHora`.
    /// `compacto`: "+1" colado, para as colunas das listas (o mesmo aviso em 2 colunas a menos).
    public static func periodo(_ p: Periodo, hoje: Date, compacto: Bool = false) -> String {
        let mesmoDia = DataCivil(p.inicio).diaCorrido == DataCivil(p.fim).diaCorrido
        let fimEhMadrugada = !mesmoDia && p.duracao < 24 * 3600
        if mesmoDia { return "\(dataHora(p.inicio, hoje: hoje))–\(hora(p.fim))" }
        // Termina no dia seguinte: o "+1" diz, senão 23:00–04:00 parece um turno ao contrário.
        if fimEhMadrugada { return "\(dataHora(p.inicio, hoje: hoje))–\(hora(p.fim))" + (compacto ? "+1" : " (+1)") }
        return "\(dataHora(p.inicio, hoje: hoje)) – \(dataHora(p.fim, hoje: hoje))"
    }

    /// "850 m", "1,2 km", "15 km"
    public static func distancia(_ metros: Double) -> String {
        guard metros.isFinite, metros >= 0 else { return "—" }
        if metros < 999.5 { return "\(Int(metros.rounded())) m" }
        let decimos = Int((metros / 100).rounded())
        if decimos % 10 == 0 || decimos >= 1000 { return "\(Int((metros / 1000).rounded())) km" }
        return "\(decimos / 10),\(decimos % 10) km"
    }

    /// "Garçom", "Equipe de evento"; texto cru para função desconhecida.
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
        case .urgencia: "Urgência"
        case .selecao: "Seleção"
        }
    }

    public static func perfil(_ p: PerfilConta) -> String {
        switch p {
        case .profissional: "Profissional"
        case .contratante: "Contratante"
        }
    }

    /// O ponto base como a pessoa o escreveu no cadastro: o nome da região ou bairro do DF
    /// quando é o ponto dele ("Taguatinga"); outro ponto no DF leva o nome do lugar mais perto
    /// e o "lat,lng" exato entre parênteses ("Asa Sul (-15.82600,-47.90900)"), que o campo aceita.
    public static func pontoBase(_ c: Coordenada) -> String {
        if let l = LugaresDoDF.todos.first(where: { $0.ponto.distancia(ate: c) < 50 }) { return l.nome }
        let latLng = String(format: "%.5f,%.5f", c.latitude, c.longitude)
        guard let bairro = PontoDoFormulario.bairro(de: .coordenada(c)) else { return latLng }
        return "\(bairro) (\(latLng))"
    }

    /// "refeição · transporte · leva material" / "sem refeição · sem transporte"
    public static func inclusos(_ i: Inclusos) -> String {
        [i.refeicao ? "refeição" : "sem refeição",
         i.transporte ? "transporte" : "sem transporte",
         i.exigeMaterialProprio ? "leva material" : "material incluso"].joined(separator: " · ")
    }

    public static func simNao(_ b: Bool) -> String { b ? "Sim" : "Não" }

    /// RN08 / RF16
    public static func reputacao(_ r: Reputacao) -> String { r.descricao() }

    /// "Comparecimento: 86%" ou "Comparecimento: sem histórico" (A11: nil nunca vira 0%).
    public static func comparecimento(_ r: Reputacao) -> String {
        guard let t = r.taxaComparecimento else { return "Comparecimento: sem histórico" }
        return "Comparecimento: \(Int((t * 100).rounded()))% de \(Textos.contagem(r.turnosConsiderados, "turno", "turnos"))"
    }

    public static func verificacao(_ v: Verificacao) -> String {
        switch v {
        case .pendente: "presença pendente"
        case .verificado: "presença verificada"
        case .naoVerificado: "presença não verificada"
        }
    }

    /// "há 5 min", "há 2 h", "há 1 dia"
    public static func idade(_ segundos: TimeInterval) -> String {
        let s = max(0, Int(segundos))
        if s < 60 { return "agora há pouco" }
        if s < 3600 { return "há \(s / 60) min" }
        if s < 86_400 { return "há \(s / 3600) h" }
        let d = s / 86_400
        return d == 1 ? "há 1 dia" : "há \(d) dias"
    }

    /// "check-in 18:02", "avaliação (sim)": a ação, sem o estado.
    public static func nomeDoItem(_ item: ItemDaFila) -> String {
        switch item.acao {
        case .registrarCheckin: "check-in \(hora(item.tocadoEm))"
        case .registrarCheckout: "check-out \(hora(item.tocadoEm))"
        case .avaliar: tipoDeAcao(item.acao)
        case .confirmarCheckinManual: "confirmação de check-in \(hora(item.tocadoEm))"
        }
    }

    /// "check-in 18:02 · aguardando envio" / "avaliação · recusada: <motivo>"
    public static func itemDaFila(_ item: ItemDaFila) -> String {
        let nome = nomeDoItem(item)
        switch item.estado {
        case .pendente:
            if let e = item.ultimoErro, item.tentativas > 0 {
                return "\(nome) · aguardando envio (\(item.tentativas) tentativa\(item.tentativas == 1 ? "" : "s"): \(e))"
            }
            return "\(nome) · aguardando envio"
        case .rejeitada:
            return "\(nome) · \(Textos.estadoNaFila(.rejeitada)): \(item.ultimoErro ?? "sem motivo informado")"
        }
    }

    /// "Garçom sex 04/12 18:00–23:00 · Bar do Cerrado": de que turno a frase fala.
    static func deQual(_ t: Turno) -> String {
        "\(funcao(t.vaga.funcao)) \(periodo(t.vaga.periodo, hoje: t.vaga.periodo.inicio)) · \(t.estabelecimento.nome)"
    }

    /// Mensagens de `ResultadoDaCandidatura` nas palavras que as pessoas usam.
    public static func resultado(_ r: ResultadoDaCandidatura) -> String {
        switch r {
        case .confirmada(let t): "Confirmada! \(deQual(t))."
        case .pendente: "Candidatura enviada. Aguarde a escolha do contratante."
        case .vagaPreenchida(let em):
            if let em { "Que pena, alguém chegou antes (às \(hora(em)))" } else { "Que pena, alguém chegou antes" }
        case .vagaEncerrada: "Vaga encerrada"
        case .inelegivel(let motivo): "Você não pode pegar esta vaga: \(motivo ?? Textos.semMotivoInformado)"
        case .contaSuspensa: "Conta suspensa"
        case .termosMudaram(let atual): Textos.Feed.termosMudaram(atual)
        }
    }

    public static func resultado(_ r: ResultadoConfirmacao) -> String {
        switch r {
        case .confirmada(let t): "Confirmado: \(t.profissional?.nome ?? "o profissional") em \(deQual(t))."
        case .jaPreenchida(let em):
            if let em { "Esta posição já foi preenchida (às \(hora(em)))" } else { "Esta posição já foi preenchida" }
        case .inelegivel(let motivo): "Não dá para escolher este candidato: \(motivo ?? Textos.semMotivoInformado)"
        }
    }

    /// Mensagens de validação da vaga (RN02, RN18, RN24), antes de qualquer rede.
    public static func problema(_ p: ProblemaDaVaga) -> String {
        switch p {
        case .campoObrigatorio(let c):
            switch c {
            case .funcao: "Escolha a função."
            case .inicio: "Informe o início do turno."
            case .fim: "Informe o fim do turno."
            case .valor: "Informe o valor em reais (ex.: 120,00)."
            case .refeicao: "Responda se a refeição está incluída (sim ou não)."
            case .transporte: "Responda se o transporte está incluído (sim ou não)."
            case .exigeMaterialProprio: "Responda se o profissional leva material próprio (sim ou não)."
            case .modo: "Escolha o modo: urgência ou seleção."
            case .posicoes: "Informe quantas posições."
            case .endereco: "Informe o endereço."
            case .ponto: "Informe a localização: lat,lng ou o nome da região do DF (ex.: Asa Sul)."
            }
        case .valorInvalido: "O valor precisa ser maior que zero, em reais e centavos (ex.: 120,00)."
        case .periodoInvalido: "O fim precisa ser depois do início."
        case .inicioNoPassado: "O início já passou: escolha data e hora no futuro."
        case .turnoLongoDemais: "O turno passa de \(Textos.horas(Limites.duracaoMaximaDoTurno)): confira o início e o fim."
        case .turnoCurtoDemais: "O turno precisa durar pelo menos \(Textos.horas(Limites.duracaoMinimaDoTurno)): confira o início e o fim."
        case .valorAbaixoDoMinimo: "O valor precisa ser de pelo menos \(dinheiro(Dinheiro(centavos: Limites.valorMinimoCentavos))) por turno."
        case .selecaoComMenosDe24h: "Modo seleção só para vaga que começa daqui a \(Textos.horas(Regras.antecedenciaMinimaSelecao, extenso: true)) ou mais. Use urgência."
        case .posicoesInvalidas: "O número de posições vai de 1 a \(Limites.posicoesMaximas)."
        case .antecedenciaInvalida: "A antecedência do alerta precisa ser positiva."
        case .inicioAlemDoHorizonte: "O início pode ser no máximo \(Int(Limites.horizonteDoInicio / 86_400)) dias à frente."
        case .valorAcimaDoMaximo: "O valor pode ser no máximo \(dinheiro(Dinheiro(centavos: Limites.valorMaximoCentavos))) por turno."
        case .antecedenciaAcimaDoMaximo: "A antecedência do alerta pode ser no máximo \(Int(Limites.antecedenciaDeAlertaMaxima / 86_400)) dias."
        case .textoLongoDemais(let c, let maximo): "\(rotulo(c)) pode ter no máximo \(maximo) caracteres."
        case .textoComControle(let c): "\(rotulo(c)) não pode ter caracteres de controle (quebra de linha, tabulação, ESC)."
        }
    }

    static func rotulo(_ c: ProblemaDaVaga.Campo) -> String {
        switch c {
        case .endereco: "O endereço"
        case .funcao: "A função"
        case .modo: "O modo"
        default: "O campo"
        }
    }
}
