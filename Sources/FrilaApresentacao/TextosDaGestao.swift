import Foundation
import FrilaDominio

// O catálogo (`Textos`) das listas e da gestão: candidaturas, histórico, bloqueios e equipe,
// avisos, cancelar e editar vaga. Mesma regra: a frase sai do valor, ninguém lê a frase.
extension Textos {
    static func feitoNaGestao(_ a: AcaoDaPessoa) -> String {
        switch a {
        case .retirarCandidatura: "Candidatura retirada."
        case .desbloquear: "Conta desbloqueada: as vagas e notificações entre vocês voltam a aparecer."
        case .removerDaEquipe: "Profissional removido da sua equipe de confiança."
        case .cancelarVaga(_, let r): "Vaga cancelada." + custoDoCancelamento(r)
        case .editarVaga: "Vaga alterada. Quem já recebeu vê a versão nova."
        default: feito(a)
        }
    }

    /// " 2 turnos cancelados; os profissionais foram avisados. Contou como falta (…)."
    static func custoDoCancelamento(_ r: VagaCancelada?) -> String {
        guard let r else { return "" }
        return (r.turnosCancelados > 0 ? " \(contagem(r.turnosCancelados, "turno cancelado", "turnos cancelados")); "
                    + (r.turnosCancelados == 1 ? "o profissional foi avisado." : "os profissionais foram avisados.") : "")
            + (r.contaComoFalta ? " Contou como falta (menos de \(horas(Regras.antecedenciaSemFalta)) do início)." : "")
    }

    /// Retirar uma candidatura que já não está pendente (escolhida ou decidida).
    static func retirada(_ r: ResultadoDaRetirada) -> String {
        switch r {
        case .retirada: "Candidatura retirada."
        case .jaEscolhida: "Você já foi escolhido nesta vaga: a candidatura não se retira. Para sair, cancele o turno (RN12)."
        case .jaDecidida(let e?): "Esta candidatura já foi decidida (\(Textos.estadoDaCandidatura(e))): nada a retirar."
        case .jaDecidida(nil): "Esta candidatura já foi decidida: nada a retirar."
        }
    }

    /// O que cancelar a vaga inteira custa, dito antes de confirmar: se conta falta (RN12),
    /// sempre dito, e quantos são avisados, com singular e plural de verdade.
    public static func custo(_ c: CustoDoCancelamento) -> [String] {
        let limite = horas(Regras.antecedenciaSemFalta)
        var l: [String] = []
        if c.contaComoFalta {
            l.append("Conta como falta do estabelecimento: faltam menos de \(limite) para o início e há confirmado (RN12).")
        } else if c.menosDe24h {
            l.append("Não conta como falta: ninguém confirmado (faltam menos de \(limite) para o início).")
        } else {
            l.append("Não conta como falta: faltam mais de \(limite) para o início (RN12).")
        }
        if c.semImpacto {
            l.append("Ninguém confirmado nem esperando escolha: ninguém é avisado.")
        } else {
            if c.turnosConfirmados > 0 {
                let nomes = c.profissionais.map { $0.nome }.joined(separator: ", ")
                l.append(contagem(c.turnosConfirmados, "profissional confirmado será avisado", "profissionais confirmados serão avisados")
                         + (nomes.isEmpty ? "." : ": \(nomeNoFim(nomes))"))
            }
            if c.candidaturasPendentes > 0 {
                // O SQL encerra (expirada) sem aviso: o candidato vê na lista de candidaturas.
                l.append(contagem(c.candidaturasPendentes, "candidatura esperando escolha é encerrada (sem aviso; o candidato a vê como expirada).",
                                  "candidaturas esperando escolha são encerradas (sem aviso; os candidatos as veem como expiradas)."))
            }
        }
        if c.posicoesAbertas > 0 {
            l.append(contagem(c.posicoesAbertas, "posição aberta deixa de ser oferecida.", "posições abertas deixam de ser oferecidas."))
        }
        return l
    }

    // Uma palavra por conceito, em toda tela, texto sem tela e docs/TESTADORES.md:
    // "recusada" = o servidor (ou a regra) recusou uma ação da pessoa, na fila ou não;
    // "não escolhida" = candidatura de seleção que o contratante não escolheu. O JSON sem
    // tela usa as mesmas palavras ("recusada", "recusadas"); só o SQLite da fila guarda
    // `rejeitada`, que não sai dele.

    /// O que a pessoa precisa saber de uma candidatura que não está mais pendente (nil: nada a dizer).
    public static func situacaoDaCandidatura(_ e: EstadoCandidatura) -> String? {
        switch e {
        case .encerradaPorEdicao:
            "Encerrada: o contratante mudou os termos da vaga (horário, valor, inclusos, lugar ou função). Confira a vaga e candidate-se de novo se ainda quiser."
        case .pendente, .aceita, .recusada, .retirada, .expirada: nil
        }
    }

    public static func estadoDaCandidatura(_ e: EstadoCandidatura) -> String {
        switch e {
        case .pendente: "pendente"
        case .aceita: "escolhida"
        case .recusada: "não escolhida"
        case .retirada: "retirada"
        case .expirada: "expirada"
        case .encerradaPorEdicao: "encerrada: a vaga mudou"
        }
    }

    /// O estado de uma ação da fila: "pendente" ou "recusada".
    public static func estadoNaFila(_ e: EstadoDaAcao) -> String {
        switch e {
        case .pendente: "pendente"
        case .rejeitada: "recusada"
        }
    }

    /// "check-in recusado", "avaliação recusada": a ação que o servidor recusou.
    public static func recusada(_ a: AcaoOffline) -> String {
        switch a {
        case .registrarCheckin, .registrarCheckout: "\(Formatacao.tipoDeAcao(a)) recusado"
        case .avaliar, .confirmarCheckinManual: "\(Formatacao.tipoDeAcao(a)) recusada"
        }
    }

    /// "1 recusada", "2 recusadas" (ações da fila).
    public static func recusadas(_ n: Int) -> String { contagem(n, "recusada", "recusadas") }

    /// "1 avisado, 1 leu" / "3 avisados, 2 leram": o número decide a concordância.
    public static func avisadosELeram(_ avisados: Int, _ leram: Int) -> String {
        "\(contagem(avisados, "avisado", "avisados")), \(leram) \(leram == 1 ? "leu" : "leram")"
    }

    /// "leva 2 de despacho · 14 avisados, 9 entregues · 3 candidatos" e, se for o caso, o alerta.
    /// `pendentes`: quantos candidatos a vaga lida mostra agora (as linhas logo abaixo); sem
    /// ele, o número do despacho, que pode ser de uma leitura anterior.
    /// `pendentes`: os candidatos que dá para escolher; `impedidos`: os pendentes que não (bloqueio...),
    /// ditos à parte para a conta não prometer quem não se escolhe.
    public static func despacho(_ d: DespachoDaVaga, pendentes: Int? = nil, impedidos: Int = 0) -> String {
        let t = d.totais
        // O que ainda vai acontecer (o teto, o alerta, a falha) só vale com a vaga oferecida.
        let oferecida = d.estado == .publicada && d.posicoesAbertas > 0
        var s: String
        // Vaga sem leva nenhuma (de semente, ou anterior ao despacho): zeros pareceriam falha.
        if d.levaAtual == 0, d.levas.isEmpty, t.incluidos == 0, t.avisados == 0, t.retidos == 0, t.falhas == 0 {
            s = "sem despacho registrado"
        } else {
            s = "leva \(d.levaAtual) · \(t.incluidos) na leva, \(avisadosELeram(t.avisados, t.entregues))"
            if t.retidos > 0, oferecida { s += ", \(t.retidos) esperando o teto de aviso" }
            if t.falhas > 0 { s += ", \(contagem(t.falhas, "falha", "falhas"))" }
        }
        s += " · \(contagem(pendentes ?? d.candidaturas.pendentes, "candidato pendente", "candidatos pendentes"))"
        if impedidos > 0 { s += " (+\(impedidos) que não dá para escolher)" }
        guard oferecida else { return s }
        if d.ninguemAlcancado { s += " · ninguém alcançado: a vaga vai falhar" } else if d.emAlerta { s += " · em alerta" }
        return s
    }

    /// RN12 lido pelo contratante, na vaga: "Rita Souza cancelou sex 04/12 13:00 · contou como falta do profissional · Fiquei doente".
    public static func cancelado(_ c: TurnoCanceladoNaVaga, hoje: Date) -> String {
        let k = c.cancelamento
        let quem = k.por == .profissional ? "\(c.profissional.nome) cancelou"
                                          : "\(c.profissional.nome): turno cancelado pelo estabelecimento" + (k.autor.map { " (\($0.nome))" } ?? "")
        return "\(quem) \(Formatacao.dataHora(k.em, hoje: hoje)) · " + (k.contaComoFalta ? Formatacao.faltaDe(k.por) : "sem falta")
            + (k.motivo.isEmpty ? "" : " · \(k.motivo)")
    }

    /// A vaga inteira cancelada, no detalhe: "Cancelada sex 04/12 14:03 por Bruno Lima · Chuva forte".
    public static func vagaCancelada(_ c: DetalheDaVaga.Cancelamento?, hoje: Date) -> String {
        guard let c else { return "Cancelada." }
        return "Cancelada \(Formatacao.dataHora(c.em, hoje: hoje))" + (c.autor.map { " por \($0.nome)" } ?? "")
            + (c.motivo.isEmpty ? "" : " · \(c.motivo)")
    }

    /// Por que o contratante não pode escolher este candidato: a mesma regra da recusa do
    /// servidor (`escolher_candidato`), dita na lista, antes da escolha.
    public static func impedimentoDaEscolha(_ i: ImpedimentoDaEscolha) -> String {
        switch i {
        case .suspensao: "A conta deste profissional está suspensa no momento."
        case .bloqueio: "Há um bloqueio entre este profissional e o seu estabelecimento."
        case .funcao: "Este profissional não tem a função desta vaga."
        case .distancia:
            "Este profissional está a mais de \(Formatacao.distancia(Regras.raioDeDespachoMetros)) da vaga e não é da sua equipe de confiança."
        case .sobreposicao: "Este profissional já tem um turno nesse horário."
        case .outro: "O servidor não deixa escolher este profissional agora."
        }
    }

    /// Por que o papel não deixa, dito antes de abrir o formulário ou a pergunta.
    public static func impedimento(_ i: ImpedimentoDoPapel) -> String {
        switch i {
        case .soAdministrador(.gerirMembros):
            return Textos.Membros.somenteLeitura
        case .soAdministrador(let a):
            let o: String = switch a {
            case .publicar: "publicar vagas"
            case .editar: "editar vagas"
            case .duplicar: "duplicar vagas (duplicar publica outra)"
            case .cancelarVaga: "cancelar a vaga inteira"
            case .gerirMembros: "convidar e remover membros"
            }
            return "Só o administrador do estabelecimento pode \(o). Você é operador: acompanha, confirma check-ins, escolhe e avalia."
        }
    }

    public static func impedimento(_ i: ImpedimentoDaConfirmacao) -> String {
        switch i {
        case .turnoCancelado: Textos.PorQueNao.turnoCanceladoNadaAConfirmar
        case .semCheckin: Textos.PorQueNao.semCheckinParaConfirmar
        case .checkinNoLocal: Textos.PorQueNao.checkinNoLocal
        case .jaConfirmado: Textos.PorQueNao.checkinJaConfirmado
        }
    }

    /// `naTela`: o caminho que a frase aponta é a tecla x; sem tela, o comando.
    public static func impedimento(_ i: ImpedimentoDoCancelamentoDaVaga, naTela: Bool = true) -> String {
        switch i {
        case .emAndamento: naTela ? Textos.PorQueNao.vagaComecouNaoCancelaInteira : Textos.PorQueNao.vagaComecouNaoCancelaInteiraSemTela
        case .jaEsta(let e): Textos.PorQueNao.vagaJaEsta(Formatacao.estadoVaga(e))
        }
    }

    /// `naTela`: o caminho que a frase aponta são as teclas x e X; sem tela, os comandos.
    public static func impedimento(_ i: ImpedimentoDeEdicao, naTela: Bool = true) -> String {
        switch i {
        case .temConfirmados(let nomes):
            let quem = "a vaga já tem confirmação de \(nomeNoFim(nomes.joined(separator: ", ")))"
            let como = naTela ? "cancele o profissional (x) ou a vaga inteira (X)"
                              : "cancele o turno do profissional (frila cancelar TURNO) ou a vaga inteira (frila cancelar-vaga VAGA)"
            return "Não dá para editar: \(quem) Para mudar, \(como) e publique outra."
        case .jaComecou: return "Não dá para editar: a vaga já começou."
        case .encerrada(let e): return "Não dá para editar: a vaga está \(Formatacao.estadoVaga(e))."
        }
    }

    /// RN10: "WhatsApp +55 61 99999-0000 · ana@frila.dev"; nil quando não há contato (antes da confirmação).
    public static func contato(_ c: Contato?) -> String? {
        guard let c else { return nil }
        let partes = [c.whatsapp.map { "WhatsApp \($0)" }, c.email].compactMap { $0 }
        return partes.isEmpty ? nil : partes.joined(separator: " · ")
    }

    public static let semCandidaturas = "Nenhuma candidatura esperando escolha."
    public static let semHistorico = "Nenhum turno no histórico ainda."
    public static let semBloqueios = "Você não bloqueou ninguém."
    public static let semEquipe = "Sua equipe de confiança está vazia."
    public static let semNotificacoes = "Nenhuma notificação."

    public static func situacao(_ s: SituacaoNoHistorico) -> String {
        switch s {
        case .cumprido: "cumprido"
        case .cancelado: "cancelado"
        case .naoVerificado: "não verificado"
        }
    }

    /// "chamaria de novo" / "não chamaria" / "sem avaliação"
    public static func avaliacao(_ a: Bool?) -> String {
        switch a {
        case true?: "chamaria de novo"
        case false?: "não chamaria"
        case nil: "sem avaliação"
        }
    }

    /// "Turno de Garçom de 10:42 cancelado pelo estabelecimento: Teste (conta como falta do estabelecimento)."
    static func turnoCancelado(_ a: Aviso, vaga: String) -> String {
        // Do lado do profissional, o aviso diz quem (o primeiro nome), se o traz.
        let nome = a.canceladoPor == .profissional ? a.profissional.flatMap { $0.nome.split(separator: " ").first.map(String.init) } : nil
        let pelo = a.canceladoPor.map { " pelo \(Formatacao.ladoDaConta($0))" + (nome.map { " \(semControle($0))" } ?? "") } ?? ""
        let motivo = a.motivo.flatMap { $0.isEmpty ? nil : ": \($0)" } ?? ""
        let falta = a.contaComoFalta == true ? " (\(a.canceladoPor.map(Formatacao.faltaDe) ?? "contou como falta"))" : ""
        return "Turno de \(vaga) cancelado\(pelo)\(motivo)\(falta)."
    }

    /// `hoje`: a vaga de outro dia leva a data ("Bartender de sex 18/12 06:07"); sem ele, só a hora.
    public static func aviso(_ a: Aviso, hoje: Date? = nil) -> String {
        let quem = a.profissional.map { $0.nome } ?? "Alguém"
        let quando = hoje.map { DataCivil($0).diaCorrido == DataCivil(a.inicio).diaCorrido ? Formatacao.hora(a.inicio)
                                                                                          : Formatacao.dataHora(a.inicio, hoje: $0) }
        let vaga = "\(Formatacao.funcao(a.funcao)) de \(quando ?? Formatacao.hora(a.inicio))"
        return switch a.tipo {
        case .posicaoTomada: "\(quem) pegou uma posição de \(vaga)."
        case .candidaturaNova: "\(quem) se candidatou a \(vaga)."
        case .candidaturaRetirada: "\(quem) retirou a candidatura de \(vaga)."
        case .checkinManual: "\(quem) fez check-in manual em \(vaga): confirme."
        case .turnoCancelado: Self.turnoCancelado(a, vaga: vaga)
        case .checkout: "\(quem) fez check-out em \(vaga)."
        case .atraso: "Atraso: \(quem) ainda não fez check-in em \(vaga)."
        case .vagaEmAlerta: "Alerta: \(vaga) está perto de começar e ainda tem posição aberta."
        case .candidaturaEscolhida: "Sua candidatura a \(vaga) foi escolhida: o turno é seu."
        case .candidaturaRecusada: "Outra pessoa foi escolhida para \(vaga); sua candidatura foi encerrada."
        case .candidaturaExpirada: "Sua candidatura a \(vaga) terminou sem escolha: a seleção fechou, mudou para urgência ou a vaga foi cancelada."
        case .vagaEditada: "\(vaga) foi alterada pelo estabelecimento: confira horário, valor e local."
        case .checkinConfirmado: "Seu check-in em \(vaga) foi confirmado pelo estabelecimento."
        case .avaliacaoLiberada: "O turno de \(vaga) terminou com presença verificada: já dá para avaliar."
        case .vagaAlterada:
            "\(a.estabelecimento.nome) mudou os termos de \(vaga) (horário, valor, inclusos, lugar ou função): "
                + "sua candidatura foi encerrada. Confira a vaga e, se quiser, candidate-se de novo."
        }
    }
}

/// A prévia de cancelar um turno (RN12), antes de cancelar: o que custa para quem cancela.
public enum TextoDoCancelamento {
    /// O que o servidor vai decidir, pelo mesmo critério (`cancelar_turno`).
    public static func falta(_ t: Turno, agora: Date) -> FaltaNoCancelamento {
        if agora >= t.vaga.periodo.inicio { return .depoisDoInicio }
        return t.cancelamentoContaComoFalta(agora: agora) ? .menosDe24h : .naoConta
    }

    public static func previa(_ t: Turno, quemLe: PerfilConta, agora: Date) -> [String] {
        // O nome do turno já traz o dia; aqui só a hora do início.
        var l = ["Cancelar o turno: \(Textos.nomeDoTurno(t, quemLe: quemLe)), início \(Formatacao.hora(t.vaga.periodo.inicio))."]
        if t.estado == .cancelada { return l + ["Este turno já foi cancelado: nada a fazer."] }
        if t.terminou(agora: agora) { return l + [Textos.Turnos.turnoJaTerminou] }
        switch falta(t, agora: agora) {
        case .naoConta:
            l.append("Faltam \(Textos.horas(Regras.antecedenciaSemFalta, extenso: true)) ou mais para o início: não conta como falta (RN12).")
        case .menosDe24h:
            l.append("Faltam menos de \(Textos.horas(Regras.antecedenciaSemFalta, extenso: true)) para o início: conta como falta sua (RN12).")
        case .depoisDoInicio:
            l.append("O turno já começou: conta como falta sua (RN12), e a vaga começada não oferece a posição de novo.")
        }
        if falta(t, agora: agora) != .depoisDoInicio { l.append("A posição reabre para outro profissional.") }
        return l
    }

    public static func json(_ t: Turno, agora: Date, linhas: [String]) -> [String: Any] {
        let f = falta(t, agora: agora)
        let nada = t.estado == .cancelada || t.terminou(agora: agora)
        return ["ja_cancelado": t.estado == .cancelada, "ja_terminou": t.estado != .cancelada && t.terminou(agora: agora),
                "conta_como_falta": !nada && f.contaComoFalta, "falta": nada ? NSNull() : f.rawValue as Any, "linhas": linhas]
    }
}
