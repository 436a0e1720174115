import Foundation
import FrilaDominio

/// A conta que a pessoa administra, pelo dialeto do Supabase: a senha pelo GoTrue
/// (`PUT /auth/v1/user`, o `updateUser` do supabase-js); perfil, exportação e exclusão pelas
/// RPCs de `20261202000300_conta.sql`.
public struct GestaoDaContaHTTP: GestaoDaContaPort {
    let api: ApiCliente
    public init(api: ApiCliente) { self.api = api }

    public func trocarSenha(_ nova: String) async throws {
        try await api.authSemResposta("user", metodo: "PUT", corpo: ["password": .texto(nova)], autenticado: true)
    }

    /// Confere a senha atual entrando com ela numa sessão à parte, que sai em seguida: a
    /// credencial deste computador não muda. O e-mail vem do próprio servidor (`GET /auth/v1/user`).
    public func senhaConfere(_ atual: String) async throws -> Bool {
        let usuario = try await api.auth("user", metodo: "GET", autenticado: true, como: UsuarioDTO.self)
        guard let email = usuario.email, !email.isEmpty else { throw ErroDaApi.respostaInvalida(.semHTTP) }
        let s: SessaoDTO
        do {
            s = try await api.auth("token?grant_type=password", corpo: ["email": .texto(email), "password": .texto(atual)],
                                   como: SessaoDTO.self)
        } catch {
            if Falha.de(error).chave == "invalid_credentials" { return false }
            throw error
        }
        await api.sairDaSessao(token: s.accessToken)
        return true
    }

    public func editarPerfil(_ e: EdicaoDoPerfil) async throws -> Perfil {
        var args: [String: JSONDoPedido] = [:]
        if let n = e.nome { args["nome"] = .texto(n) }
        if let w = e.whatsapp { args["whatsapp"] = .texto(w) }
        if let fs = e.funcoes { args["funcoes"] = .lista(fs.map { .texto($0.rawValue) }) }
        if let b = e.base { args["lat"] = .numero(b.latitude); args["lng"] = .numero(b.longitude) }
        if let d = e.disponivel { args["disponivel"] = .booleano(d) }
        let p = try await api.rpc("editar_perfil", args, como: PerfilDTO.self).dominio
        await api.cofre.renomear(p.nome, conta: p.contaId)
        return p
    }

    public func exportarDados() async throws -> Data {
        try await api.enviar(caminho: "rest/v1/rpc/exportar_meus_dados", metodo: "POST", corpo: Data("{}".utf8),
                             autenticado: true).0
    }

    public func previaDaExclusao() async throws -> PreviaDaExclusao {
        let p = try await api.rpc("previa_excluir_conta", como: PreviaDaExclusaoDTO.self)
        return PreviaDaExclusao(turnosPorAcontecer: p.impedimentos.turnos, vagasPorAcontecer: p.impedimentos.vagas,
                                modo: ModoDaExclusao(rawValue: p.modo) ?? .anonimizada, confirmacao: p.confirmacao ?? "",
                                balanco: BalancoDaExclusao(mantidos: p.mantidos, apagados: p.apagados))
    }

    public func excluirConta(confirmacao: String) async throws -> ContaExcluida {
        let r = try await api.rpc("excluir_minha_conta", ["confirmacao": .texto(confirmacao)], como: ContaExcluidaDTO.self)
        // As sessões já não existem no servidor: a deste computador sai também.
        await api.cofre.apagar()
        return ContaExcluida(modo: ModoDaExclusao(rawValue: r.modo) ?? .anonimizada,
                             balanco: BalancoDaExclusao(mantidos: r.mantidos, apagados: r.apagados))
    }
}

struct UsuarioDTO: Decodable { let email: String? }

struct PreviaDaExclusaoDTO: Decodable {
    struct Impedimentos: Decodable { let turnos: [UUID]; let vagas: [UUID] }
    let impedimentos: Impedimentos
    let modo: String
    let confirmacao: String?
    let mantidos: [String: Int]
    let apagados: [String: Int]
}

struct ContaExcluidaDTO: Decodable {
    let modo: String
    let mantidos: [String: Int]
    let apagados: [String: Int]
}

/// O que este computador guarda de uma conta, no `frila.sqlite` (fila offline, cache de turnos,
/// avisos vistos) e a credencial dela: apagado depois da exclusão. Uma conexão própria, como a
/// fila e o cache têm as suas; outra conta no mesmo arquivo fica como está.
public struct DadosLocaisDaContaSQLite: DadosLocaisDaContaPort {
    let arquivo: URL
    let credencial: ArmazemDeCredencial

    public init(arquivo: URL, credencial: ArmazemDeCredencial) {
        self.arquivo = arquivo
        self.credencial = credencial
    }

    public init(configuracao: ConfiguracaoDoCliente) {
        self.init(arquivo: configuracao.arquivoDoBanco, credencial: ArmazemDeCredencial(diretorio: configuracao.diretorioEstado))
    }

    /// Toda tabela do `frila.sqlite` com a coluna `conta`: uma que falte aqui sobrevive à exclusão
    /// (`DadosLocaisDaContaTests.todaTabelaPorContaSaiNaExclusao` confere os `CREATE TABLE` do módulo).
    static let tabelasDaConta = ["fila_acoes", "turnos_cache", "cache_contas", "avisos_vistos", "avisos_anunciados", "termos_vistos"]

    @discardableResult
    public func apagar(conta: UUID) async throws -> Int {
        let (banco, _) = try BancoSQLite.abrir(arquivo)
        // As dos avisos e dos termos nascem fora das migrações (IF NOT EXISTS): podem não existir ainda.
        try banco.executar(AvisosVistosSQLite.tabelas + TermosVistosSQLite.tabela)
        let id = BancoSQLite.Valor.texto(conta.uuidString)
        var apagadas = 0
        try banco.transacao {
            for tabela in Self.tabelasDaConta {
                try banco.consultar("DELETE FROM \(tabela) WHERE conta = ?", [id])
                apagadas += banco.mudancas
            }
        }
        if credencial.ler()?.contaId == conta {
            credencial.apagar()
            apagadas += 1
        }
        return apagadas
    }
}
