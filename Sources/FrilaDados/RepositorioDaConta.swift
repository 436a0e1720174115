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

    public func editarPerfil(_ e: EdicaoDoPerfil) async throws -> Perfil {
        var args: [String: JSONDoPedido] = [:]
        if let n = e.nome { args["nome"] = .texto(n) }
        if let w = e.whatsapp { args["whatsapp"] = .texto(w) }
        if let fs = e.funcoes { args["funcoes"] = .lista(fs.map { .texto($0.rawValue) }) }
        if let b = e.base { args["lat"] = .numero(b.latitude); args["lng"] = .numero(b.longitude) }
        if let d = e.disponivel { args["disponivel"] = .booleano(d) }
        return try await api.rpc("editar_perfil", args, como: PerfilDTO.self).dominio
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
