import Foundation
import FrilaDominio

/// A conta que a pessoa administra, de mentira: a senha atual, o que foi pedido e a prévia.
public actor ContaDaPessoaFalsa: GestaoDaContaPort {
    public private(set) var senhaAtual: String
    public private(set) var senhasTrocadas: [String] = []
    public private(set) var conferidas: [String] = []
    public private(set) var edicoes: [EdicaoDoPerfil] = []
    public private(set) var exportacoes = 0
    public private(set) var exclusoes: [String] = []
    public private(set) var falha: ErroFalso?
    public private(set) var previa: PreviaDaExclusao
    let perfil: Perfil

    public init(perfil: Perfil, senha: String = "frila123",
                previa: PreviaDaExclusao = PreviaDaExclusao(turnosPorAcontecer: [], vagasPorAcontecer: [], modo: .anonimizada,
                                                            confirmacao: "ana@frila.dev",
                                                            balanco: BalancoDaExclusao(mantidos: ["turnos": 2, "avaliacoes": 1],
                                                                                       apagados: ["candidaturas": 3, "sessoes": 1]))) {
        self.perfil = perfil
        senhaAtual = senha
        self.previa = previa
    }

    public func falhar(_ e: ErroFalso?) { falha = e }
    public func mudarPrevia(_ p: PreviaDaExclusao) { previa = p }

    public func trocarSenha(_ nova: String) async throws {
        if let falha { throw falha }
        senhasTrocadas.append(nova)
        senhaAtual = nova
    }
    public func senhaConfere(_ atual: String) async throws -> Bool {
        if let falha { throw falha }
        conferidas.append(atual)
        return atual == senhaAtual
    }
    public func editarPerfil(_ e: EdicaoDoPerfil) async throws -> Perfil {
        if let falha { throw falha }
        edicoes.append(e)
        return Perfil(contaId: perfil.contaId, perfil: perfil.perfil, nome: e.nome ?? perfil.nome, reputacao: perfil.reputacao,
                      funcoes: e.funcoes ?? perfil.funcoes, disponivel: e.disponivel ?? perfil.disponivel,
                      estabelecimento: perfil.estabelecimento, base: e.base ?? perfil.base)
    }
    public func exportarDados() async throws -> Data {
        if let falha { throw falha }
        exportacoes += 1
        return Data("{\"formato\":\"frila.exportacao.v1\",\"conta\":{\"nome\":\"\(perfil.nome)\"}}".utf8)
    }
    public func previaDaExclusao() async throws -> PreviaDaExclusao {
        if let falha { throw falha }
        return previa
    }
    public func excluirConta(confirmacao: String) async throws -> ContaExcluida {
        if let falha { throw falha }
        exclusoes.append(confirmacao)
        return ContaExcluida(modo: previa.modo, balanco: previa.balanco)
    }
}

/// O disco de mentira: que contas foram apagadas.
public actor DadosLocaisFalsos: DadosLocaisDaContaPort {
    public private(set) var apagadas: [UUID] = []
    public private(set) var falha: ErroFalso?
    public init() {}
    public func falhar(_ e: ErroFalso?) { falha = e }
    @discardableResult
    public func apagar(conta: UUID) async throws -> Int {
        if let falha { throw falha }
        apagadas.append(conta)
        return 1
    }
}
