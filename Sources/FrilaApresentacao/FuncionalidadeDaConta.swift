import Foundation
import FrilaDominio

/// A conta que a pessoa administra (LGPD): trocar a senha, editar o perfil, exportar os dados
/// e excluir a conta. Cada ação pede rede e termina num `Desfecho` próprio desta página
/// (`DesfechoDaConta`), com a falha tipada por baixo para o código de saída.
public struct FuncionalidadeDaConta: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        public var perfil: Perfil?
        public var previa: EstadoTela<PreviaDaExclusao>?
        public var exportacao: Data?
        public var excluida: ContaExcluida?
        public init() {}
    }

    public enum Acao: Sendable {
        case trocarSenha(String)
        case editar(EdicaoDoPerfil)
        case exportar
        case carregarPrevia
        case excluir(confirmacao: String)
        case previaLida(Leitura<PreviaDaExclusao>)
        case respondido(Desfecho, Mudanca?)
    }

    /// O que uma resposta muda no estado.
    public enum Mudanca: Sendable {
        case perfil(Perfil)
        case exportacao(Data)
        case excluida(ContaExcluida)
    }

    let conta: any GestaoDaContaPort
    let conexao: any ConexaoPort

    public init(conta: any GestaoDaContaPort, conexao: any ConexaoPort) {
        self.conta = conta
        self.conexao = conexao
    }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        if case .respondido(let d, _) = acao { return d }
        return nil
    }

    /// Problemas de preenchimento da senha nova, antes da rede: a política do cadastro.
    public static func problemasDaSenha(_ s: String) -> [String] {
        if s.isEmpty { return [Textos.Conta.senhaVazia] }
        if s.count < Limites.senhaMinima { return [Textos.motivo(.curta)] }
        if s.utf8.count > Limites.senhaMaximaBytes { return [Textos.Conta.senhaLonga] }
        return []
    }

    public static func problemasDaEdicao(_ e: EdicaoDoPerfil) -> [String] {
        var ps: [String] = []
        if e.vazia { ps.append(Textos.Conta.nadaAEditar) }
        if let n = e.nome, n.trimmingCharacters(in: .whitespaces).isEmpty { ps.append(Textos.Conta.nomeVazio) }
        if let n = e.nome, FormularioDeCadastro.emailValido(n.trimmingCharacters(in: .whitespaces)) { ps.append(Textos.fraseNomeEhEmail) }
        if let fs = e.funcoes, fs.isEmpty { ps.append(Textos.Conta.semFuncoes) }
        return ps
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (conta, conexao) = (conta, conexao)
        switch acao {
        case .trocarSenha(let nova):
            let ps = Self.problemasDaSenha(nova)
            if !ps.isEmpty { return [.enviar(.respondido(Self.invalida(.trocarSenha, ps), nil))] }
            return [Self.tarefa(.trocarSenha, conexao) {
                try await conta.trocarSenha(nova)
                return (.senhaTrocada, nil)
            }]
        case .editar(let e):
            let ps = Self.problemasDaEdicao(e)
            if !ps.isEmpty { return [.enviar(.respondido(Self.invalida(.editarPerfil, ps), nil))] }
            return [Self.tarefa(.editarPerfil, conexao) {
                let p = try await conta.editarPerfil(e)
                return (.perfilEditado(nome: p.nome), .perfil(p))
            }]
        case .exportar:
            return [Self.tarefa(.exportar, conexao) {
                let d = try await conta.exportarDados()
                return (.dadosExportados(bytes: d.count), .exportacao(d))
            }]
        case .carregarPrevia:
            estado.previa = .carregando
            return [.tarefa {
                guard await conexao.confirmarOnline() else { return .previaLida(.semConexao) }
                do { return .previaLida(.veio(try await conta.previaDaExclusao())) } catch {
                    return .previaLida(.falhou(.de(error, semRede: Mensagens.semConexao)))
                }
            }]
        case .previaLida(.semConexao):
            estado.previa = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
        case .previaLida(.veio(let p)):
            estado.previa = .conteudo(p)
        case .previaLida(.falhou(let e)):
            estado.previa = .erro(e)
        case .excluir(let confirmacao):
            let c = confirmacao.trimmingCharacters(in: .whitespaces)
            if c.isEmpty { return [.enviar(.respondido(Self.invalida(.excluirConta, [Textos.Conta.semConfirmacao]), nil))] }
            return [Self.tarefa(.excluirConta, conexao) {
                let r = try await conta.excluirConta(confirmacao: c)
                return (.contaExcluida(r.modo), .excluida(r))
            }]
        case .respondido(_, let m):
            switch m {
            case .perfil(let p)?: estado.perfil = p
            case .exportacao(let d)?: estado.exportacao = d
            case .excluida(let r)?: estado.excluida = r
            case nil: break
            }
        }
        return []
    }

    static func invalida(_ op: OperacaoDaConta, _ ps: [String]) -> Desfecho {
        Desfecho(.daPagina(AcaoDaPagina(DesfechoDaConta.invalida(op, ps))), .invalida(ps))
    }

    /// Uma chamada que pede rede: sem conexão nem sai; a falha vira o caso certo.
    static func tarefa(_ op: OperacaoDaConta, _ conexao: any ConexaoPort,
                       _ corpo: @escaping @Sendable () async throws -> (DesfechoDaConta, Mudanca?)) -> Efeito<Acao> {
        .tarefa {
            guard await conexao.confirmarOnline() else {
                return .respondido(Desfecho(.daPagina(AcaoDaPagina(DesfechoDaConta.falhou(op, .semConexao))), .semConexao), nil)
            }
            do {
                let (valor, m) = try await corpo()
                return .respondido(Desfecho(.daPagina(AcaoDaPagina(valor)), .enviada(nil)), m)
            } catch {
                let f = Falha.de(error)
                let r: Desfecho.Resultado = f == .dadosLocais ? .falhaLocal
                    : f.passageira ? .falhaPassageira(f) : .recusada(f, item: nil)
                return .respondido(Desfecho(.daPagina(AcaoDaPagina(DesfechoDaConta.falhou(op, f))), r), nil)
            }
        }
    }
}

public enum OperacaoDaConta: String, Hashable, Sendable {
    case trocarSenha = "trocar_senha"
    case editarPerfil = "editar_perfil"
    case exportar = "exportar_dados"
    case excluirConta = "excluir_conta"
}

/// O desfecho de cada ação da conta: nome estável, severidade e frase (do catálogo).
public enum DesfechoDaConta: DesfechoDaPagina {
    case senhaTrocada
    case perfilEditado(nome: String)
    case dadosExportados(bytes: Int)
    case contaExcluida(ModoDaExclusao)
    case invalida(OperacaoDaConta, [String])
    case falhou(OperacaoDaConta, Falha)

    public var operacao: OperacaoDaConta {
        switch self {
        case .senhaTrocada: .trocarSenha
        case .perfilEditado: .editarPerfil
        case .dadosExportados: .exportar
        case .contaExcluida: .excluirConta
        case .invalida(let o, _), .falhou(let o, _): o
        }
    }
    public var nome: String { operacao.rawValue }
    public var severidade: Severidade {
        switch self {
        case .invalida, .falhou: .erro
        default: .sucesso
        }
    }
    public var frase: String { Textos.Conta.frase(self) }
}
