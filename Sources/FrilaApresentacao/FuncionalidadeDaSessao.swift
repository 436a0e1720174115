import Foundation
import FrilaDominio

/// A sessão: retomar a guardada, entrar, sair. RNF07: o estado guarda só a conta (id,
/// perfil e a referência da credencial); o token fica no armazenamento protegido (FrilaDados).
public struct FuncionalidadeDaSessao: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        public var sessao: EstadoTela<ContaAutenticada> = .vazio(TextosDaSessao.convite)
        public init() {}
        public var conta: ContaAutenticada? { sessao.valor }
        /// RN25: fixo; não existe trocar de perfil.
        public var perfil: PerfilConta? { conta?.perfil }
    }

    public enum Acao: Sendable {
        case restaurar
        case restaurada(ContaAutenticada?)
        case entrar(email: String, senha: String)
        case entrou(Leitura<ContaAutenticada>)
        /// A conta criada com sessão na resposta (o cadastro) vira a sessão.
        case assumir(ContaAutenticada)
        /// A pessoa leu o erro do login (Esc, ou começou outra coisa): volta ao convite.
        case dispensarErro
        /// Sai mesmo sem rede: a credencial local é apagada de qualquer jeito. `pendentes`: as
        /// ações desta conta que ficam na fila (o desfecho as diz).
        case sair(pendentes: Int = 0, todos: Bool = false)
        /// `tinhaSessao` falso: não havia conta para sair (nada foi pedido ao servidor).
        case saiu(tinhaSessao: Bool, pendentes: Int)
    }

    let contas: any ContaRepositorio

    public init(contas: any ContaRepositorio) { self.contas = contas }

    /// Entrar e sair terminam num desfecho como toda ação (a TUI e `frila login`/`frila sair`
    /// o mostram pelo mesmo caminho); retomar a sessão guardada não é gesto da pessoa.
    public func desfecho(_ acao: Acao) -> Desfecho? {
        switch acao {
        case .entrar(let email, let senha) where Self.faltaPreencher(email: email, senha: senha):
            return Desfecho(.entrar(conta: nil), .invalida([TextosDaSessao.faltaEmailOuSenha]))
        case .entrou(.veio(let c)):
            return Desfecho(.entrar(conta: c), .enviada(nil))
        case .entrou(.semConexao):
            return Desfecho(.entrar(conta: nil), .semConexao)
        case .entrou(.falhou(let e)):
            return e.falha == .semConexao ? Desfecho(.entrar(conta: nil), .semConexao) : .falhou(.entrar(conta: nil), e.falha)
        case .saiu(let tinha, let n):
            return Desfecho(.sair(tinhaSessao: tinha, pendentes: n), .enviada(nil))
        default:
            return nil
        }
    }

    static func faltaPreencher(email: String, senha: String) -> Bool {
        email.trimmingCharacters(in: .whitespaces).isEmpty || senha.isEmpty
    }

    /// A porta do cadastro (a conta criada com sessão volta como `.assumir`).
    public var cadastro: any CadastroDeContaPort { contas }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let contas = contas
        switch acao {
        case .restaurar:
            return [.tarefa { .restaurada(await contas.sessaoSalva()) }]
        case .restaurada(let c?), .assumir(let c):
            estado.sessao = .conteudo(c)
        case .restaurada(nil), .saiu:
            estado.sessao = .vazio(TextosDaSessao.convite)
        case .entrar(let email, let senha):
            let e = email.trimmingCharacters(in: .whitespaces)
            guard !Self.faltaPreencher(email: email, senha: senha) else {
                estado.sessao = .erro(ErroDaTela(.faltaPreencher, frase: TextosDaSessao.faltaEmailOuSenha))
                return []
            }
            estado.sessao = .carregando
            return [.tarefa {
                do { return .entrou(.veio(try await contas.entrar(email: e, senha: senha))) } catch {
                    return .entrou(.falhou(ErroDaTela(Falha.de(error))))
                }
            }]
        case .entrou(.veio(let c)):
            estado.sessao = .conteudo(c)
        case .entrou(.falhou(let e)):
            estado.sessao = .erro(e)
        case .entrou(.semConexao):
            estado.sessao = .erro(ErroDaTela(.semConexao))
        case .dispensarErro:
            if estado.sessao.ehErro { estado.sessao = .vazio(TextosDaSessao.convite) }
        case .sair(let pendentes, let todos):
            guard estado.conta != nil else { return [.enviar(.saiu(tinhaSessao: false, pendentes: 0))] }
            return [.tarefa {
                try? await contas.sair(todos: todos)
                return .saiu(tinhaSessao: true, pendentes: pendentes)
            }]
        }
        return []
    }
}
