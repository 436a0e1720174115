import Foundation
import FrilaApresentacao
import FrilaDominio

// O que está selecionado e se uma tecla pode agir nisso, só pelo modelo: a tecla pergunta
// antes de agir (e diz por quê na linha de status), e o rodapé mostra só as que podem.
extension ModeloApp {
    func vagaDoFeed() -> VagaDoFeed? {
        let l = self.feedVisivel
        guard l.indices.contains(self.selecionado(.feed)) else { return nil }
        return l[self.selecionado(.feed)]
    }
    func turnoSelecionado() -> Turno? {
        guard let l = self.turnos.valor?.turnos, l.indices.contains(self.selecionado(.turnos)) else { return nil }
        return l[self.selecionado(.turnos)].turno
    }
    func vagaSelecionada() -> Vaga? {
        guard let l = self.vagas.valor, l.indices.contains(self.selecionado(.vagas)) else { return nil }
        return l[self.selecionado(.vagas)]
    }
    func itemDaVaga() -> TelaVagas.ItemDoDetalhe? {
        guard self.detalheAberto, let v = vagaSelecionada() else { return nil }
        let itens = TelaVagas.itens(v)
        return itens.indices.contains(self.selecaoCandidato) ? itens[self.selecaoCandidato] : nil
    }
    func itemDaFilaSelecionado() -> ItemDaFila? {
        let itens = self.fila.itens
        return itens.indices.contains(self.selecionado(.perfil)) ? itens[self.selecionado(.perfil)] : nil
    }
    func turnoDaVaga() -> Turno? {
        if case .turno(let t) = itemDaVaga() { return t }
        return nil
    }


    /// Por que o comando não pode agir agora (nil = pode). Vai para a linha de status: uma
    /// tecla nunca some calada.
    func porQueNao(_ c: ComandoDaTela, em p: Pagina, carregou: Bool) -> String? {
        // A página diz primeiro (a tela nova, sem caso aqui); depois as regras comuns.
        if let r = registro.todas.first(where: { $0.pagina == p })?.porQueNao(self, c) { return r }
        switch c {
        case .irPara(let i) where i >= paginas.count:
            return "Não há tela \(i + 1): as abas vão de 1 a \(paginas.count)."
        case .candidatar:
            guard let v = vagaDoFeed() else { return "Selecione uma vaga." }
            return FuncionalidadeDoFeed.porQueNao(v.minhaCandidatura)
        case .checkin, .checkout:
            guard let t = turnoSelecionado() else { return "Selecione um turno." }
            return AppFrila.porQueNaoNoTurno(c, t, agora: self.agora, conectado: self.conectado, quemLe: self.conta?.perfil ?? .profissional)
        case .avaliar, .cancelar, .bloquear, .incluirNaEquipe:
            if p == .turnos {
                guard let t = turnoSelecionado() else { return "Selecione um turno." }
                return AppFrila.porQueNaoNoTurno(c, t, agora: self.agora, conectado: self.conectado, quemLe: self.conta?.perfil ?? .profissional)
            }
            guard p == .vagas else { return nil }
            if !self.detalheAberto { return "Abra uma vaga (Enter) e escolha um profissional." }
            if case .candidatura(let cand)? = itemDaVaga() { return Self.porQueNaoNoCandidato(c, cand.profissional.nome) }
            guard let t = turnoDaVaga() else { return "Sem profissional selecionado: escolha um na lista (j/k)." }
            if c == .bloquear || c == .incluirNaEquipe, t.profissional == nil { return "Sem profissional neste turno." }
            if c == .cancelar || c == .avaliar { return AppFrila.porQueNaoNoTurno(c, t, agora: self.agora, conectado: self.conectado, quemLe: self.conta?.perfil ?? .profissional) }
            return nil
        case .confirmarCheckin where p == .vagas:
            if !self.detalheAberto { return "Abra uma vaga (Enter) e escolha o profissional com check-in manual." }
            guard let t = turnoDaVaga() else { return "Sem profissional selecionado: escolha um na lista (j/k)." }
            return Self.porQueNaoConfirma(t)
        case .confirmarCheckin:
            return carregou ? nil : "Carregando…"
        case .alternarDisponibilidade:
            return self.perfil.valor == nil ? "O perfil ainda não carregou: atualize (r)." : nil
        case .dispensarRecusada, .retentarRecusada:
            guard let i = itemDaFilaSelecionado() else {
                return c == .dispensarRecusada ? "Nenhuma ação na fila: nada a dispensar." : "Nenhuma ação na fila: nada a tentar de novo."
            }
            return i.estado == .rejeitada ? nil : "Esta ação não foi recusada: ela sai sozinha quando houver conexão."
        case .sincronizar:
            guard carregou else { return "Carregando a conta…" }
            return self.offlineForcado ? "Modo offline: nada sai até desligar (o)." : nil
        case .sairDaConta, .alternarOffline:
            return carregou ? nil : "Carregando a conta…"
        case .editarVaga where p == .vagas:
            guard let v = vagaSelecionada() else { return "Selecione uma vaga." }
            return v.impedimentoDeEdicao(agora: agora).map(Textos.impedimento)
        case .duplicarVaga where p == .vagas:
            return vagaSelecionada() == nil ? "Selecione uma vaga." : nil
        case .cancelarVaga where p == .vagas:
            guard let v = vagaSelecionada() else { return "Selecione uma vaga." }
            return ModeloApp.impedimentoDoCancelamento(v, agora: agora)
        case .abrir where p == .vagas && detalheAberto:
            switch itemDaVaga() {
            case .candidatura?: return nil
            case .turno?: return "Enter escolhe candidatos; neste profissional use a avaliar, t equipe, x cancelar, b bloquear."
            case nil: return "Sem candidato selecionado."
            }
        case .abrir where p == .vagas:
            return vagaSelecionada() == nil ? "Selecione uma vaga." : nil
        default:
            return nil
        }
    }

    /// A tecla pode agir na seleção, mas o que ela faz precisa de rede e nunca entra na fila:
    /// sem conexão, diz antes de perguntar (erro, como a recusa que viria) e sai do rodapé.
    func semRedeAgora(_ c: ComandoDaTela, em p: Pagina) -> String? {
        guard !conectado else { return nil }
        switch (c, p) {
        case (.candidatar, .feed): return Mensagens.candidaturaOffline
        case (.bloquear, .turnos), (.bloquear, .vagas):
            return "Sem conexão: o bloqueio precisa de rede e não fica na fila. Tente quando a rede voltar."
        case (.incluirNaEquipe, .vagas):
            return "Sem conexão: incluir na equipe precisa de rede e não fica na fila. Tente quando a rede voltar."
        default: return nil
        }
    }

    /// Um candidato ainda não escolhido não tem turno: cada tecla diz o que falta para ela agir.
    static func porQueNaoNoCandidato(_ c: ComandoDaTela, _ nome: String) -> String {
        let falta = "A candidatura de \(nome) ainda não foi escolhida"
        switch c {
        case .avaliar: return "\(falta): Enter escolhe; a avaliação vem depois do turno."
        case .cancelar: return "\(falta): nada a cancelar. Enter escolhe."
        case .incluirNaEquipe: return "\(falta): Enter escolhe; a equipe recebe quem já tem turno aqui."
        case .bloquear: return "\(falta): Enter escolhe; o bloqueio aqui vale para quem tem turno nesta vaga."
        default: return "\(falta): Enter escolhe."
        }
    }

    /// RN22: só o check-in manual ainda não confirmado espera o contratante.
    static func porQueNaoConfirma(_ t: Turno) -> String? {
        if t.estado == .cancelada { return "Turno cancelado: nada a confirmar." }
        guard let c = t.checkin else { return "Sem check-in ainda: nada a confirmar." }
        if c.tipo != .manual { return "Check-in feito no local: não precisa de confirmação." }
        return c.confirmadoEm == nil ? nil : "Este check-in já foi confirmado."
    }

    /// Por que `c` não pode agir na linha selecionada (nil: pode, ou não é comando desta tela).
    func porQueNaoNoAcompanhamento(_ c: ComandoDaTela) -> String? {
        let l = TelaAcompanhamento.selecionada(self)
        switch c {
        case .abrir, .cancelarVaga:
            return l == nil ? "Nada selecionado: escolha uma linha (j/k)." : nil
        case .confirmarCheckin:
            switch l {
            case .checkin?: return nil
            case .atraso?: return "Sem check-in ainda: nada a confirmar. Enter mostra o contato; x cancela o profissional."
            case .alerta?: return "Vaga em alerta não tem check-in a confirmar. Enter abre a vaga; X cancela a vaga inteira."
            case nil: return "Nenhum check-in manual selecionado."
            }
        case .cancelar:
            guard let l else { return "Nada selecionado: escolha uma linha (j/k)." }
            guard let t = l.turno else {
                return "A posição desta vaga já está aberta: nada a reabrir. X cancela a vaga inteira."
            }
            return AppFrila.porQueNaoNoTurno(.cancelar, t, agora: agora, conectado: conectado, quemLe: .contratante)
        default:
            return nil
        }
    }
}

extension ModeloApp {
    static let vagaJaComecou = "A vaga já começou: não dá para cancelar a vaga inteira; cancele o turno de cada profissional com x."

    /// Por que o X não cancela esta vaga (nil = cancela). Começada e não terminada, o banco já a
    /// marca encerrada, mas a tela diz "em andamento": a frase conta isso (o servidor não cancela
    /// vaga começada) e aponta o x do turno.
    static func impedimentoDoCancelamento(_ v: Vaga, agora: Date) -> String? {
        if v.estado != .cancelada, v.periodo.inicio <= agora, agora < v.periodo.fim { return vagaJaComecou }
        return v.estado == .publicada || v.estado == .preenchida ? nil : "Esta vaga já está \(Formatacao.estadoVaga(v.estado))."
    }
}
