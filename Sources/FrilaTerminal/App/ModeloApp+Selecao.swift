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
            return Textos.PorQueNao.naoHaTela(i + 1, paginas.count)
        case .candidatar:
            guard let v = vagaDoFeed() else { return Textos.Comum.selecioneUmaVaga }
            return FuncionalidadeDoFeed.porQueNao(v.minhaCandidatura)
        case .checkin, .checkout:
            guard let t = turnoSelecionado() else { return Textos.PorQueNao.selecioneUmTurno }
            return porQueNaoNoTurno(c, t)
        case .avaliar, .cancelar, .bloquear, .incluirNaEquipe:
            if p == .turnos {
                guard let t = turnoSelecionado() else { return Textos.PorQueNao.selecioneUmTurno }
                return porQueNaoNoTurno(c, t)
            }
            guard p == .vagas else { return nil }
            if !self.detalheAberto { return Textos.PorQueNao.abraAVagaParaOProfissional }
            if case .candidatura(let cand)? = itemDaVaga() { return Self.porQueNaoNoCandidato(c, cand.profissional.nome) }
            guard let t = turnoDaVaga() else { return Textos.PorQueNao.semProfissionalSelecionado }
            if c == .bloquear || c == .incluirNaEquipe, t.profissional == nil { return Textos.PorQueNao.semProfissionalNoTurno }
            if c == .cancelar || c == .avaliar { return porQueNaoNoTurno(c, t) }
            return nil
        case .confirmarCheckin where p == .vagas:
            if !self.detalheAberto { return Textos.PorQueNao.abraAVagaParaConfirmar }
            guard let t = turnoDaVaga() else { return Textos.PorQueNao.semProfissionalSelecionado }
            return Self.porQueNaoConfirma(t)
        case .confirmarCheckin:
            return carregou ? nil : Textos.Rotulos.carregando
        case .alternarDisponibilidade:
            return self.perfil.valor == nil ? Textos.PorQueNao.perfilNaoCarregou : nil
        case .dispensarRecusada, .retentarRecusada:
            guard let i = itemDaFilaSelecionado() else {
                return c == .dispensarRecusada ? Textos.PorQueNao.nadaADispensar : Textos.PorQueNao.nadaATentarDeNovo
            }
            return i.estado == .rejeitada ? nil : Textos.PorQueNao.acaoNaoRecusada
        case .sincronizar:
            guard carregou else { return Textos.PorQueNao.carregandoConta }
            return self.offlineForcado ? Textos.PorQueNao.modoOffline : nil
        case .sairDaConta, .alternarOffline:
            return carregou ? nil : Textos.PorQueNao.carregandoConta
        case .editarVaga where p == .vagas:
            guard let v = vagaSelecionada() else { return Textos.Comum.selecioneUmaVaga }
            return v.impedimentoDeEdicao(agora: agora).map(Textos.impedimento)
        case .duplicarVaga where p == .vagas:
            return vagaSelecionada() == nil ? Textos.Comum.selecioneUmaVaga : nil
        case .cancelarVaga where p == .vagas:
            guard let v = vagaSelecionada() else { return Textos.Comum.selecioneUmaVaga }
            return ModeloApp.impedimentoDoCancelamento(v, agora: agora)
        case .abrir where p == .vagas && detalheAberto:
            switch itemDaVaga() {
            case .candidatura?: return nil
            case .turno?: return Textos.PorQueNao.teclasDoProfissional
            case nil: return Textos.PorQueNao.semCandidatoSelecionado
            }
        case .abrir where p == .vagas:
            return vagaSelecionada() == nil ? Textos.Comum.selecioneUmaVaga : nil
        default:
            return nil
        }
    }

    /// O que o turno já diz antes de abrir o diálogo: uma tecla que não pode agir não
    /// pergunta nada, diz por quê (o impedimento é o do domínio, o mesmo do `frila`).
    func porQueNaoNoTurno(_ c: ComandoDaTela, _ t: Turno, quemLe: PerfilConta? = nil) -> String? {
        Self.porQueNaoNoTurno(c, t, agora: agora, conectado: conectado, quemLe: quemLe ?? conta?.perfil ?? .profissional)
    }

    static func porQueNaoNoTurno(_ c: ComandoDaTela, _ t: Turno, agora: Date, conectado: Bool, quemLe: PerfilConta) -> String? {
        let acao: AcaoNoTurno?
        switch c {
        case .checkin: acao = .checkin
        case .checkout: acao = .checkout
        case .avaliar: acao = .avaliar
        case .cancelar: acao = .cancelar
        case .bloquear: acao = .bloquear
        default: acao = nil
        }
        let i = acao.map { t.impedimento($0, agora: agora, conectado: conectado) } ?? (t.estado == .cancelada ? .cancelado(t.cancelamento) : nil)
        return i.map { Textos.impedimento($0, quemLe: quemLe, hoje: agora) }
    }

    /// A tecla pode agir na seleção, mas o que ela faz precisa de rede e nunca entra na fila:
    /// sem conexão, diz antes de perguntar (erro, como a recusa que viria) e sai do rodapé.
    func semRedeAgora(_ c: ComandoDaTela, em p: Pagina) -> String? {
        guard !conectado else { return nil }
        switch (c, p) {
        case (.candidatar, .feed): return Mensagens.candidaturaOffline
        case (.bloquear, .turnos), (.bloquear, .vagas):
            return Textos.PorQueNao.bloqueioSemRede
        case (.incluirNaEquipe, .vagas):
            return Textos.PorQueNao.equipeSemRede
        default: return nil
        }
    }

    /// Um candidato ainda não escolhido não tem turno: cada tecla diz o que falta para ela agir.
    static func porQueNaoNoCandidato(_ c: ComandoDaTela, _ nome: String) -> String {
        let falta = Textos.PorQueNao.candidaturaNaoEscolhida(nome)
        switch c {
        case .avaliar: return Textos.PorQueNao.naoEscolhidaAvaliar(falta)
        case .cancelar: return Textos.PorQueNao.naoEscolhidaCancelar(falta)
        case .incluirNaEquipe: return Textos.PorQueNao.naoEscolhidaEquipe(falta)
        case .bloquear: return Textos.PorQueNao.naoEscolhidaBloqueio(falta)
        default: return Textos.PorQueNao.naoEscolhida(falta)
        }
    }

    /// RN22: só o check-in manual ainda não confirmado espera o contratante.
    static func porQueNaoConfirma(_ t: Turno) -> String? {
        if t.estado == .cancelada { return Textos.PorQueNao.turnoCanceladoNadaAConfirmar }
        guard let c = t.checkin else { return Textos.PorQueNao.semCheckinParaConfirmar }
        if c.tipo != .manual { return Textos.PorQueNao.checkinNoLocal }
        return c.confirmadoEm == nil ? nil : Textos.PorQueNao.checkinJaConfirmado
    }

    /// Por que `c` não pode agir na linha selecionada (nil: pode, ou não é comando desta tela).
    func porQueNaoNoAcompanhamento(_ c: ComandoDaTela) -> String? {
        let l = TelaAcompanhamento.selecionada(self)
        switch c {
        case .abrir, .cancelarVaga:
            return l == nil ? Textos.PorQueNao.nadaSelecionado : nil
        case .confirmarCheckin:
            switch l {
            case .checkin?: return nil
            case .atraso?: return Textos.PorQueNao.atrasoSemCheckin
            case .alerta?: return Textos.PorQueNao.alertaSemCheckin
            case nil: return Textos.PorQueNao.nenhumCheckinManual
            }
        case .cancelar:
            guard let l else { return Textos.PorQueNao.nadaSelecionado }
            guard let t = l.turno else {
                return Textos.PorQueNao.posicaoJaAberta
            }
            return porQueNaoNoTurno(.cancelar, t, quemLe: .contratante)
        default:
            return nil
        }
    }
}

extension ModeloApp {
    static let vagaJaComecou = Textos.PorQueNao.vagaComecouNaoCancelaInteira

    /// Por que o X não cancela esta vaga (nil = cancela). Começada e não terminada, o banco já a
    /// marca encerrada, mas a tela diz "em andamento": a frase conta isso (o servidor não cancela
    /// vaga começada) e aponta o x do turno.
    static func impedimentoDoCancelamento(_ v: Vaga, agora: Date) -> String? {
        if v.estado != .cancelada, v.periodo.inicio <= agora, agora < v.periodo.fim { return vagaJaComecou }
        return v.estado == .publicada || v.estado == .preenchida ? nil : Textos.PorQueNao.vagaJaEsta(Formatacao.estadoVaga(v.estado))
    }
}
