import Foundation
import FrilaDominio

/// O catálogo pt-BR do cliente: a frase e a severidade de cada desfecho saem daqui, e só
/// daqui (as de `Falha` e dos erros das camadas de baixo em TextosDasFalhas.swift);
/// `Formatacao` formata valores (hora, dinheiro, distância).
public enum Textos {
    public static func severidade(_ d: Desfecho) -> Severidade {
        // Perder a corrida é o caso normal (RN19): não pegou, mas não é erro.
        switch d.acao {
        case .daPagina(let p): return p.valor.severidade
        case .candidatar(_, .vagaPreenchida?), .candidatar(_, .vagaEncerrada?): return .info
        // Conta criada, mas ainda não dá para entrar: falta a pessoa fazer algo.
        case .cadastrar(_, .confirmarEmail?): return .info
        // Sair é o fim pedido de uma sessão: aviso, não conquista.
        case .sair: return .info
        // Publicada, mas a primeira leva não teria ninguém: fica na linha até ser lida.
        case .publicarVaga(let v?) where v.ninguemAlcancado == true: return .erro
        default: break
        }
        return switch d.resultado {
        case .enviada, .naFila: .sucesso
        case .recusada, .semConexao, .falhaPassageira, .invalida, .falhaLocal: .erro
        }
    }

    public static func frase(_ d: Desfecho) -> String {
        if case .daPagina(let p) = d.acao { return p.valor.frase }
        switch d.resultado {
        case .enviada:
            return d.nome.flatMap { feito(d.acao, nome: $0) } ?? feito(d.acao)
        case .naFila(let item):
            // Curta e verdadeira: ainda não foi (a linha de status corta o resto).
            let porque = item.tentativas > 0 ? item.ultimoErro.map { " (última tentativa: \($0))" } ?? "" : ""
            return "\(naFila(d.acao)) \(Mensagens.acaoNaFila)\(porque)"
        case .recusada(let f, let item):
            if case .candidatar(_, let r?) = d.acao { return Formatacao.resultado(r) }
            if case .escolherCandidato(_, let r?) = d.acao { return Formatacao.resultado(r) }
            if case .retirarCandidatura(_, let r?) = d.acao { return Textos.retirada(r) }
            if case .cadastrar(_, let r?) = d.acao { return Textos.cadastro(r) }
            if item != nil {
                let deQual = d.referente.map { " \($0)" } ?? ""
                return "O Frila recusou \(objeto(d.acao))\(deQual): \(f.frase)"
            }
            return f.frase
        case .semConexao:
            if case .candidatar = d.acao { return PrecisaDeRede.candidatura.frase }
            if case .cadastrar = d.acao { return Mensagens.cadastroOffline }
            if case .entrar = d.acao { return Falha.semConexao.frase }
            if let x = naoFeitaSemRede(d.acao) { return "Sem conexão: \(x) e não fica na fila. Tente quando a rede voltar." }
            return Mensagens.semConexao
        case .falhaPassageira(let f):
            if case .candidatar = d.acao, f.semRede { return Mensagens.candidaturaSemResposta }
            return f.frase
        case .invalida(let problemas):
            if case .cadastrar(_, .camposInvalidos(let ps)?) = d.acao { return ps.map(\.frase).joined(separator: " ") }
            return problemas.first ?? "Revise o formulário."
        case .falhaLocal:
            return Falha.dadosLocais.frase
        }
    }

    /// As ações que só valem online: sem rede, nada foi feito e nada espera na fila (só
    /// check-in, check-out, avaliação e confirmação de check-in vão para a fila).
    static func naoFeitaSemRede(_ a: AcaoDaPessoa) -> String? {
        switch a {
        case .bloquear: "o bloqueio não foi feito"
        case .desbloquear: "o desbloqueio não foi feito"
        case .incluirNaEquipe: "a inclusão na equipe não foi feita"
        case .removerDaEquipe: "a remoção da equipe não foi feita"
        case .retirarCandidatura: "a retirada da candidatura não foi feita"
        case .escolherCandidato: "a escolha não foi feita"
        case .publicarVaga: "a vaga não foi publicada"
        case .editarVaga: "a edição da vaga não foi salva"
        case .cancelarVaga: "o cancelamento da vaga não foi feito"
        case .cancelarTurno: "o cancelamento não foi feito"
        case .disponibilidade: "a disponibilidade não mudou"
        case .checkin, .checkout, .avaliar, .confirmarCheckin, .candidatar, .dispensarRecusada, .retentar, .cadastrar, .daPagina,
             .entrar, .sair: nil
        }
    }

    /// A frase de quando deu certo.
    static func feito(_ a: AcaoDaPessoa) -> String {
        switch a {
        case .checkin(_, let em, let aguarda):
            "Check-in registrado às \(Formatacao.hora(em))." + (aguarda ? " Aguardando confirmação do contratante." : "")
        case .checkout(_, let em): "Check-out registrado às \(Formatacao.hora(em))."
        case .avaliar: "Avaliação registrada."
        case .confirmarCheckin(_, let nome): "Check-in de \(nome ?? "profissional") confirmado."
        case .cancelarTurno(_, let contratante, let falta):
            switch (contratante, falta) {
            case (false, .menosDe24h?): "Turno cancelado. Contou como falta (menos de \(horas(Regras.antecedenciaSemFalta)) do início)."
            case (false, .depoisDoInicio?): "Turno cancelado depois do início. Contou como falta."
            case (false, _): "Turno cancelado."
            case (true, .menosDe24h?): "Turno do profissional cancelado. Contou como falta (menos de \(horas(Regras.antecedenciaSemFalta)) do início)."
            case (true, .depoisDoInicio?): "Turno do profissional cancelado depois do início. \(Textos.depoisDoInicioPeloEstabelecimento)"
            case (true, _): "Turno do profissional cancelado. A posição foi reaberta."
            }
        case .candidatar(_, let r): r.map(Formatacao.resultado) ?? "Candidatura enviada."
        case .escolherCandidato(_, let r): r.map(Formatacao.resultado) ?? "Confirmado!"
        case .incluirNaEquipe: "Agora na sua equipe de confiança: recebe suas vagas mesmo além de \(Formatacao.distancia(Regras.raioDeDespachoMetros))."
        case .bloquear: "Conta bloqueada: as vagas e notificações entre vocês deixam de aparecer."
        case .disponibilidade(let d):
            d == true ? "Você está disponível para receber vagas." : "Você está indisponível: não recebe vagas."
        case .publicarVaga(let v?) where v.ninguemAlcancado == true:
            // O essencial primeiro: a linha de status corta o resto (`m` tem a frase inteira).
            "Ninguém alcançado: a vaga vai falhar. Publicada: \(Formatacao.funcao(v.funcao)) \(Formatacao.periodo(v.periodo, hoje: v.periodo.inicio)), "
                + "mas nenhum profissional disponível com a função está a até \(Formatacao.distancia(Regras.raioDeDespachoMetros)) "
                + "nem na sua equipe de confiança."
        case .publicarVaga(let v):
            v.map { "Vaga publicada: \(Formatacao.funcao($0.funcao)) \(Formatacao.periodo($0.periodo, hoje: $0.periodo.inicio))." } ?? "Vaga publicada."
        case .dispensarRecusada: "Ação recusada dispensada."
        case .retentar: "Enviada de novo e aceita."
        case .retirarCandidatura, .desbloquear, .removerDaEquipe, .cancelarVaga, .editarVaga: Textos.feitoNaGestao(a)
        case .cadastrar(_, let r): r.map(Textos.cadastro) ?? "Conta criada."
        case .daPagina(let p): p.valor.frase
        case .entrar(let c): Textos.Sessao.entrou(c)
        case .sair(let tinha, _): tinha ? Textos.Sessao.saiu : Textos.Sessao.nenhumaSessao
        }
    }

    /// A frase de quando deu certo, dizendo quem ou o quê (nil: a ação não muda com o nome).
    /// Um nome de pessoa não diz o gênero: a frase não concorda com ele ("Bloqueio feito: Ana Souza").
    static func feito(_ a: AcaoDaPessoa, nome: String) -> String? {
        switch a {
        case .bloquear: "Bloqueio feito: \(nome). As vagas e notificações entre vocês deixam de aparecer."
        case .desbloquear: "Desbloqueio feito: \(nome). As vagas e notificações entre vocês voltam a aparecer."
        case .incluirNaEquipe:
            "\(nome) agora na sua equipe de confiança: recebe suas vagas mesmo além de \(Formatacao.distancia(Regras.raioDeDespachoMetros))."
        case .removerDaEquipe: "\(nome) saiu da sua equipe de confiança."
        case .avaliar: "Avaliação de \(nome) registrada."
        case .cancelarTurno(_, let contratante, let falta):
            switch (contratante, falta) {
            case (_, .menosDe24h?): "Turno \(nome) cancelado. Contou como falta (menos de \(horas(Regras.antecedenciaSemFalta)) do início)."
            case (false, .depoisDoInicio?): "Turno \(nome) cancelado depois do início. Contou como falta."
            case (true, .depoisDoInicio?): "Turno \(nome) cancelado depois do início. \(Textos.depoisDoInicioPeloEstabelecimento)"
            case (false, _): "Turno \(nome) cancelado."
            case (true, _): "Turno \(nome) cancelado. A posição foi reaberta."
            }
        case .retirarCandidatura(_, nil), .retirarCandidatura(_, .retirada?): "Candidatura a \(nome) retirada."
        case .cancelarVaga(_, let r): "Vaga \(nome) cancelada." + custoDoCancelamento(r)
        case .dispensarRecusada: "Ação recusada de \(nome) dispensada."
        case .retentar: "Ação de \(nome) enviada de novo e aceita."
        default: nil
        }
    }

    /// "Garçom sex 04/12 · Bar do Cerrado": o turno pelo nome, com o outro lado de quem lê.
    public static func nomeDoTurno(_ t: Turno, quemLe: PerfilConta) -> String {
        let quem = quemLe == .contratante ? (t.profissional?.nome ?? t.estabelecimento.nome) : t.estabelecimento.nome
        return "\(Formatacao.funcao(t.vaga.funcao)) \(Formatacao.diaComSemana(t.vaga.periodo.inicio)) · \(quem)"
    }

    /// O sujeito da frase de quando a ação ficou na fila.
    static func naFila(_ a: AcaoDaPessoa) -> String {
        switch a {
        case .checkin(_, let em, _): "Check-in às \(Formatacao.hora(em)) na fila:"
        case .checkout(_, let em): "Check-out às \(Formatacao.hora(em)) na fila:"
        case .avaliar: "Avaliação na fila:"
        case .confirmarCheckin(_, let nome): "Confirmação do check-in\(nome.map { " de \($0)" } ?? "") na fila:"
        default: "\(objeto(a).prefix(1).uppercased())\(objeto(a).dropFirst()) na fila:"
        }
    }

    /// RN12 com a vaga já começada, cancelada pelo estabelecimento: de quem é a falta e por que
    /// a posição reaberta não volta a ser oferecida (a vaga começada não aceita ninguém).
    static let depoisDoInicioPeloEstabelecimento =
        "\(Formatacao.faltaDe(.contratante).prefix(1).uppercased())\(Formatacao.faltaDe(.contratante).dropFirst()); "
        + "a vaga já começou, então a posição não volta a ser oferecida."

    /// "1 turno", "3 turnos", "1 ação", "2 ações": singular e plural de verdade, nunca "(s)".
    public static func contagem(_ n: Int, _ singular: String, _ plural: String) -> String {
        "\(n) \(n == 1 ? singular : plural)"
    }

    /// "24 h": os números das regras entram nas frases a partir de `Regras`, nunca escritos à mão.
    public static func horas(_ t: TimeInterval, extenso: Bool = false) -> String {
        "\(Int((t / 3600).rounded()))" + (extenso ? " horas" : " h")
    }

    /// A faixa do feed quando uma leva me inclui: a mais nova e quantas mais chegaram junto.
    public static func vagaNova(_ n: Notificacao, mais: Int, hoje: Date) -> String {
        "Vaga nova: \(Formatacao.funcao(n.funcao)) \(Formatacao.dataHora(n.inicio, hoje: hoje)) · \(n.valor.descricao) · \(n.estabelecimento.nome)"
            + (mais > 0 ? " (+\(mais))" : "")
    }

    static func objeto(_ a: AcaoDaPessoa) -> String {
        switch a {
        case .checkin: "o check-in"
        case .checkout: "o check-out"
        case .avaliar: "a avaliação"
        case .confirmarCheckin: "a confirmação do check-in"
        case .cancelarTurno: "o cancelamento"
        case .candidatar: "a candidatura"
        case .escolherCandidato: "a escolha"
        case .incluirNaEquipe: "a inclusão na equipe"
        case .bloquear: "o bloqueio"
        case .disponibilidade: "a disponibilidade"
        case .publicarVaga: "a vaga"
        case .dispensarRecusada: "a dispensa"
        case .retentar: "de novo a ação"
        case .retirarCandidatura: "a retirada"
        case .desbloquear: "o desbloqueio"
        case .removerDaEquipe: "a remoção da equipe"
        case .cancelarVaga: "o cancelamento da vaga"
        case .editarVaga: "a alteração da vaga"
        case .cadastrar: "o cadastro"
        case .daPagina(let p): p.valor.nome
        case .entrar: "a entrada"
        case .sair: "a saída da conta"
        }
    }
}

// MARK: - diálogos

extension Textos {
    public static let descartarDigitadoTitulo = "Descartar o que digitou?"

    /// Esc num campo de diálogo com texto: o que se perde, e como continuar.
    public static func descartarDigitado(rotulo: String, valor: String) -> [String] {
        let curto = valor.count > 60 ? String(valor.prefix(60)) + "…" : valor
        return ["\(rotulo): “\(curto)” se perde, e nada é feito.", "s = descartar · n = continuar editando"]
    }
}

/// Frases fixas que várias telas usam.
public enum Mensagens {
    public static let semConexao = "Sem conexão com o Frila. Os dados voltam quando a rede voltar."
    public static let candidaturaOffline = "Sem conexão: a candidatura não fica na fila. Tente quando a rede voltar."
    /// O pedido saiu e a resposta não veio: o servidor pode ter confirmado (RN19).
    public static let candidaturaSemResposta = "Sem resposta do Frila: a candidatura não fica na fila. "
        + "Ela pode ter chegado: confira em Turnos antes de tentar de novo."
    public static let itemSumiuDaFila = "Esta ação não está mais na fila (já foi dispensada ou enviada)."
    public static let feedOffline = "Sem conexão: o feed de vagas precisa de rede."
    public static let jaCandidatado = "Você já se candidatou a esta vaga; retire em Perfil › Candidaturas."
    /// A linha do detalhe de uma vaga de seleção à qual já me candidatei.
    public static let candidaturaEnviadaDetalhe = "se candidatou · aguarda a escolha do contratante"
    public static let semVagas = "Nenhuma vaga para você agora. Novas vagas aparecem aqui."
    public static let semTurnos = "Nenhum turno confirmado."
    public static let semAlertas = "Nada em alerta agora."
    public static let semCheckinsPendentes = "Nenhum check-in manual esperando confirmação."
    public static let semMinhasVagas = "Você ainda não publicou vagas."
    public static let acaoNaFila = "vai quando a rede voltar."
    public static let cadastroOffline = "Sem conexão: criar a conta precisa de rede. Tente de novo quando a rede voltar."
}

/// Transforma um erro qualquer na frase para a pessoa (nunca dados sensíveis: RN15).
public func mensagemDeErro(_ erro: any Error) -> String { Falha.de(erro).frase }

func indicaSemConexao(_ erro: any Error) -> Bool { Falha.de(erro).semRede }

func ehPassageiro(_ erro: any Error) -> Bool { Falha.de(erro).passageira }
