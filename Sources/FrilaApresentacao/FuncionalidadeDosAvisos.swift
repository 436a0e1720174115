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
        /// O aviso mais novo já visto; as sondagens seguintes pedem só os depois dele.
        public var ultimoAvisoEm: Date?
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
            return [.tarefa {
                guard await conexao.confirmarOnline(), let l = try? await caixa.caixa(desde: corte) else { return nil }
                return .chegaram(l, corte: corte)
            }]
        case .chegaram(let lista, let corte):
            // Duas sondagens que se cruzam não repetem aviso: vale o corte de agora, não o do pedido.
            let limite = max(corte, estado.corte)
            let novos = lista.compactMap { n -> Aviso? in if case .aviso(let a) = n, a.em > limite { a } else { nil } }
                .sorted { $0.em < $1.em }
            estado.novos = novos
            if let u = novos.last?.em { estado.ultimoAvisoEm = u }
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
