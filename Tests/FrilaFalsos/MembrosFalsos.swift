import Foundation
import FrilaDominio

/// Os membros de um estabelecimento de mentira, com as regras do servidor que a tela precisa
/// ver: só o administrador convida e remove; aceitar sem convite é recusado.
public actor MembrosFalsos: MembrosRepositorio {
    public private(set) var lista: MembrosDoEstabelecimento?
    public private(set) var recebidos: [ConviteRecebido]
    public private(set) var chamadas: [String] = []
    /// O código (segredo) de cada convite recebido e de cada convite feito: código → estabelecimento.
    var codigos: [UUID: UUID] = [:]
    let eu: UUID
    let meuEmail: String
    public var erroDaRede: ErroFalso?

    public init(eu: UUID, nome: String, email: String, papel: PapelDoMembro? = .administrador,
                outros: [MembroDoEstabelecimento] = [], recebidos: [ConviteRecebido] = [], estabelecimento: UUID = UUID()) {
        self.eu = eu
        meuEmail = email
        self.recebidos = recebidos
        for r in recebidos { codigos[UUID()] = r.estabelecimento.id }
        lista = papel.map { MembrosDoEstabelecimento(estabelecimentoId: estabelecimento,
                                                     membros: [MembroDoEstabelecimento(contaId: eu, nome: nome, email: email, papel: $0)] + outros,
                                                     convites: []) }
    }

    public func semRede(_ sim: Bool) { erroDaRede = sim ? .semRede : nil }

    /// O código que quem convidou recebeu para o convite deste estabelecimento.
    public func codigo(de estabelecimento: UUID) -> UUID? { codigos.first { $0.value == estabelecimento }?.key }

    func exigirAdministrador() throws {
        guard lista?.papel(de: eu) == .administrador else { throw ErroFalso.recusa("Só o administrador do estabelecimento pode fazer isto.", chave: "so_administrador") }
    }

    public func membros() async throws -> MembrosDoEstabelecimento {
        chamadas.append("membros")
        if let e = erroDaRede { throw e }
        guard let lista else { throw ErroFalso.recusa("Sua conta não está ligada a um estabelecimento.", chave: "sem_estabelecimento") }
        return lista
    }

    public func convidar(email: String, papel: PapelDoMembro) async throws -> ConviteFeito {
        chamadas.append("convidar \(email) \(papel.rawValue)")
        if let e = erroDaRede { throw e }
        try exigirAdministrador()
        guard let l = lista else { throw ErroFalso.recusa("sem estabelecimento", chave: "sem_estabelecimento") }
        let e = email.lowercased()
        lista = MembrosDoEstabelecimento(estabelecimentoId: l.estabelecimentoId, membros: l.membros,
                                         convites: l.convites.filter { $0.email != e } + [ConvitePendente(email: e, papel: papel, em: nil)])
        let codigo = UUID()
        codigos = codigos.filter { $0.value != l.estabelecimentoId }
        codigos[codigo] = l.estabelecimentoId
        return ConviteFeito(estabelecimentoId: l.estabelecimentoId, codigo: codigo, email: e, papel: papel)
    }

    public func aceitarConvite(codigo: UUID) async throws -> ConviteAceito {
        chamadas.append("aceitar \(codigo.uuidString.lowercased())")
        if let e = erroDaRede { throw e }
        guard let estab = codigos[codigo], let c = recebidos.first(where: { $0.estabelecimento.id == estab }) else {
            throw ErroFalso.recusa("Não há convite com este código para o seu e-mail.", chave: "sem_convite")
        }
        recebidos.removeAll { $0 == c }
        codigos[codigo] = nil
        lista = MembrosDoEstabelecimento(estabelecimentoId: estab,
                                         membros: [MembroDoEstabelecimento(contaId: eu, nome: "Eu", email: meuEmail, papel: c.papel)],
                                         convites: [])
        return ConviteAceito(papel: c.papel, estabelecimento: c.estabelecimento)
    }

    public func remover(contaId: UUID) async throws {
        chamadas.append("remover \(contaId.uuidString.lowercased())")
        if let e = erroDaRede { throw e }
        try exigirAdministrador()
        guard let l = lista else { return }
        lista = MembrosDoEstabelecimento(estabelecimentoId: l.estabelecimentoId, membros: l.membros.filter { $0.contaId != contaId },
                                         convites: l.convites)
    }

    public func desfazerConvite(email: String) async throws {
        chamadas.append("desfazer \(email)")
        if let e = erroDaRede { throw e }
        try exigirAdministrador()
        guard let l = lista else { return }
        lista = MembrosDoEstabelecimento(estabelecimentoId: l.estabelecimentoId, membros: l.membros,
                                         convites: l.convites.filter { $0.email != email })
    }

    public func meusConvites() async throws -> [ConviteRecebido] {
        chamadas.append("meusConvites")
        if let e = erroDaRede { throw e }
        return recebidos
    }
}
