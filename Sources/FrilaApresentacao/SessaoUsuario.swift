import Foundation
import FrilaDominio

/// Sessão do usuário. RNF07: guarda só id da conta, perfil e a referência da credencial;
/// o token fica no armazenamento protegido (FrilaDados), nunca aqui.
@MainActor
public final class SessaoUsuario: ViewModelObservavel {
    public let observaveis = Observaveis()
    private let contas: any ContaRepositorio

    public private(set) var estado: EstadoTela<ContaAutenticada> = .vazio(SessaoUsuario.convite) {
        didSet { observaveis.notificar() }
    }

    public static let convite = "Entre com e-mail e senha."

    public init(contas: any ContaRepositorio) {
        self.contas = contas
    }

    public var conta: ContaAutenticada? { estado.valor }
    public var contaId: UUID? { conta?.id }
    /// RN25: fixo; não existe trocar de perfil.
    public var perfil: PerfilConta? { conta?.perfil }
    public var referenciaCredencial: String? { conta?.referenciaCredencial }
    public var autenticada: Bool { conta != nil }

    /// Retoma a sessão guardada (sobrevive a reinícios). Devolve se havia uma.
    @discardableResult
    public func restaurar() async -> Bool {
        if let c = await contas.sessaoSalva() {
            estado = .conteudo(c)
            return true
        }
        estado = .vazio(Self.convite)
        return false
    }

    public func entrar(email: String, senha: String) async {
        let e = email.trimmingCharacters(in: .whitespaces)
        guard !e.isEmpty, !senha.isEmpty else {
            estado = .erro(ErroDaTela(.faltaPreencher, frase: "Informe e-mail e senha."))
            return
        }
        estado = .carregando
        do {
            estado = .conteudo(try await contas.entrar(email: e, senha: senha))
        } catch {
            estado = .erro(ErroDaTela(Falha.de(error)))
        }
    }

    /// Cria a conta (validação e desfecho do `CasoDeUsoCadastro`). Com sessão na resposta, a
    /// sessão passa a ser esta conta; sem sessão (o projeto exige confirmar o e-mail), a conta
    /// existe mas ninguém entrou: o estado fica no convite.
    public func cadastrar(_ formulario: FormularioDeCadastro) async -> Desfecho {
        await CasoDeUsoCadastro(porta: self).cadastrar(formulario)
    }

    /// Sai mesmo sem rede: a credencial local é apagada de qualquer jeito.
    public func sair() async {
        try? await contas.sair()
        estado = .vazio(Self.convite)
    }
}

/// A sessão é a porta de cadastro da TUI: a conta criada com sessão vira a sessão.
extension SessaoUsuario: CadastroDeContaPort {
    nonisolated public func cadastrarConta(_ cadastro: Cadastro) async throws -> ResultadoDoCadastro {
        let r = try await contas.cadastrarConta(cadastro)
        if case .entrou(let c) = r { await entrou(c) }
        return r
    }

    private func entrou(_ c: ContaAutenticada) { estado = .conteudo(c) }
}
