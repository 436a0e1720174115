import Foundation
import FrilaDominio

/// Os avisos do contratante (alguém pegou, se candidatou, fez check-in manual, cancelou): o
/// cursor do último visto, para o banner e a campainha, e a caixa inteira (vagas
/// despachadas com o teto RN23 e avisos, o mais recente primeiro).
public struct FuncionalidadeDosAvisos: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        /// O primeiro corte: o começo da sessão. Fixo de uma vez (não "agora" a cada
        /// sondagem), senão um aviso que chega entre duas sondagens fica antes do corte e some.
        public var desde: Date
        /// O aviso mais novo já visto; as sondagens seguintes pedem a partir dele.
        public var ultimoAvisoEm: Date?
        /// Os já vistos com o instante do corte: com o relógio do backend parado (testador,
        /// `make backend-relogio`) todo aviso tem o mesmo instante, e "depois do corte" os perderia.
        public var vistosNoCorte: Set<UUID> = []
        /// Os que a última sondagem trouxe de novo (o banner mostra o último).
        public var novos: [Aviso] = []
        public var caixa: EstadoTela<[NotificacaoRecebida]> = .carregando
        public init(desde: Date) { self.desde = desde }
        public var corte: Date { ultimoAvisoEm ?? desde }
    }

    public enum Acao: Sendable {
        /// A sondagem (o substituto do push): os avisos depois do corte.
        case buscarNovos
        /// A resposta da sondagem, e o corte com que ela foi pedida.
        case chegaram([NotificacaoRecebida], corte: Date)
        case carregarCaixa
        case caixaLida(Leitura<[NotificacaoRecebida]>)
    }

    let caixa: any CaixaDeNotificacoes
    let conexao: any ConexaoPort

    public init(caixa: any CaixaDeNotificacoes, conexao: any ConexaoPort) {
        self.caixa = caixa
        self.conexao = conexao
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (caixa, conexao) = (caixa, conexao)
        switch acao {
        case .buscarNovos:
            let corte = estado.corte
            // O servidor devolve os de instante maior que `desde`: um segundo antes traz os do
            // mesmo instante do corte, e os já vistos saem pelo id.
            return [.tarefa {
                guard await conexao.confirmarOnline(), let l = try? await caixa.caixa(desde: corte.addingTimeInterval(-1)) else { return nil }
                return .chegaram(l, corte: corte)
            }]
        case .chegaram(let lista, let corte):
            // Duas sondagens que se cruzam não repetem aviso: vale o corte de agora, não o do pedido.
            let limite = max(corte, estado.corte)
            let novos = lista.compactMap { n -> Aviso? in
                guard case .aviso(let a) = n else { return nil }
                return a.em > limite || (a.em == limite && !estado.vistosNoCorte.contains(a.id)) ? a : nil
            }.sorted { $0.em < $1.em }
            estado.novos = novos
            if let u = novos.last?.em {
                if u != estado.ultimoAvisoEm { estado.vistosNoCorte = [] }
                estado.ultimoAvisoEm = u
                estado.vistosNoCorte.formUnion(novos.filter { $0.em == u }.map(\.id))
            }
        case .carregarCaixa:
            return [.tarefa {
                guard await conexao.confirmarOnline() else { return .caixaLida(.semConexao) }
                do { return .caixaLida(.veio(try await caixa.caixa(desde: nil))) } catch {
                    return .caixaLida(.falhou(.de(error, semRede: Mensagens.semConexao)))
                }
            }]
        case .caixaLida(.semConexao):
            if estado.caixa.valor == nil { estado.caixa = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
        case .caixaLida(.veio(let l)):
            let ordenada = l.sorted { $0.enviadaEm > $1.enviadaEm }
            estado.caixa = ordenada.isEmpty ? .vazio(Textos.semNotificacoes) : .conteudo(ordenada)
        case .caixaLida(.falhou(let e)):
            estado.caixa = .erro(e)
        }
        return []
    }
}

extension FuncionalidadeDosAvisos {
    /// O aviso ainda é verdade pelo que as Vagas, o Acompanhamento e os Turnos leram (a faixa
    /// dele sai quando deixa de ser). A vaga nil (não lida, fora da lista): sem saber, a faixa
    /// fica. `turnos`: os turnos que alguma página leu (o do aviso, se estiver entre eles).
    public static func aindaVale(_ a: Aviso, vaga v: Vaga?, checkinsQueSairam: [UUID] = [], turnos: [Turno] = []) -> Bool {
        switch a.tipo {
        case .avaliacaoLiberada:
            // "Já dá para avaliar" deixa de pedir ação quando este lado avaliou (aqui, noutro
            // terminal, pelo `frila avaliar`, antes de abrir).
            guard let id = a.turnoId else { return true }
            let t = turnos.first { $0.id == id } ?? v?.posicoes.compactMap(\.turno).first { $0.id == id }
            return t?.minhaAvaliacao == nil
        case .turnoCancelado, .candidaturaRetirada, .checkout, .candidaturaEscolhida, .candidaturaRecusada,
             .candidaturaExpirada, .vagaEditada, .vagaAlterada, .checkinConfirmado:
            return true  // o que aconteceu não desacontece
        case .checkinManual:
            if let t = a.turnoId, checkinsQueSairam.contains(t) { return false }
        case .posicaoTomada, .candidaturaNova, .atraso, .vagaEmAlerta:
            break
        }
        guard let v else { return true }
        if v.estado == .cancelada { return false }
        switch a.tipo {
        case .posicaoTomada, .checkinManual:
            guard let id = a.turnoId else { return true }
            if v.cancelados.contains(where: { $0.id == id }) { return false }
            guard let t = v.posicoes.compactMap(\.turno).first(where: { $0.id == id }) else { return true }
            if t.estado == .cancelada { return false }
            if a.tipo == .checkinManual, let c = t.checkin, c.confirmadoEm != nil { return false }
            return true
        case .candidaturaNova:
            guard let id = a.candidaturaId, let c = v.candidaturas.first(where: { $0.id == id }) else { return true }
            return c.estado == .pendente
        case .vagaEmAlerta:
            return v.estado == .publicada && v.posicoesAbertas > 0
        case .atraso:
            guard let id = a.turnoId, let t = v.posicoes.compactMap(\.turno).first(where: { $0.id == id }) else { return true }
            return t.estado != .cancelada && t.checkin == nil
        default:
            return true
        }
    }
}
