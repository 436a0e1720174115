import Foundation
import FrilaDominio

/// Perfil: nome, perfil, reputação com denominador ou "Sem histórico" (RN08, RF16),
/// comparecimento ou sua ausência (A11), e disponibilidade (profissional).
public struct FuncionalidadeDoPerfil: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        public var perfil: EstadoTela<Perfil> = .carregando
        public init() {}
        /// "6 de 7 chamariam de novo" / "Sem histórico"
        public var reputacaoTexto: String? { perfil.valor.map { Formatacao.reputacao($0.reputacao) } }
        public var comparecimentoTexto: String? { perfil.valor.map { Formatacao.comparecimento($0.reputacao) } }
    }

    public enum Acao: Sendable {
        case carregar
        /// Só profissional tem disponibilidade.
        case alternarDisponibilidade
        /// Disponível ou não, sem depender do estado atual (idempotente; `frila disponibilidade`).
        case definirDisponibilidade(Bool)
        case lido(Leitura<Perfil>)
        /// O desfecho de uma ação; o perfil novo quando ela o devolve.
        case respondido(Desfecho, Perfil?)
    }

    let contas: any ContaRepositorio
    let conexao: any ConexaoPort

    public init(contas: any ContaRepositorio, conexao: any ConexaoPort) {
        self.contas = contas
        self.conexao = conexao
    }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        if case .respondido(let d, _) = acao { return d }
        return nil
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (contas, conexao) = (contas, conexao)
        switch acao {
        case .carregar:
            if estado.perfil.valor == nil { estado.perfil = .carregando }
            return [.tarefa {
                guard await conexao.confirmarOnline() else { return .lido(.semConexao) }
                do { return .lido(.veio(try await contas.meuPerfil())) } catch {
                    return .lido(.falhou(.de(error, semRede: Mensagens.semConexao)))
                }
            }]
        case .lido(.semConexao):
            // Sem rede, o perfil que já está na tela fica.
            if estado.perfil.valor == nil { estado.perfil = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao)) }
        case .lido(.veio(let p)):
            estado.perfil = .conteudo(p)
        case .lido(.falhou(let e)):
            estado.perfil = .erro(e)
        case .alternarDisponibilidade:
            guard let p = estado.perfil.valor, p.perfil == .profissional else {
                return [.enviar(.respondido(Desfecho(.disponibilidade(disponivel: nil), .recusada(.naoEncontrado, item: nil)), nil))]
            }
            return atualizar(&estado, .definirDisponibilidade(!(p.disponivel ?? false)))
        case .definirDisponibilidade(let disponivel):
            return [.tarefa {
                let acao = AcaoDaPessoa.disponibilidade(disponivel: nil)
                guard await conexao.confirmarOnline() else { return .respondido(Desfecho(acao, .semConexao), nil) }
                do {
                    let novo = try await contas.definirDisponibilidade(disponivel)
                    return .respondido(Desfecho(.disponibilidade(disponivel: novo.disponivel ?? false), .enviada(nil)), novo)
                } catch {
                    return .respondido(.falhou(acao, error), nil)
                }
            }]
        case .respondido(_, let novo):
            if let novo { estado.perfil = .conteudo(novo) }
        }
        return []
    }
}
