import Foundation
import FrilaDominio

/// Membros do estabelecimento pelas RPCs de `43_estabelecimento_e_membros.sql`
/// (docs/CONTRATO.md, "Contratante").
public struct MembrosHTTP: MembrosRepositorio {
    let api: ApiCliente
    public init(api: ApiCliente) { self.api = api }

    public func membros() async throws -> MembrosDoEstabelecimento {
        try await api.rpc("membros_do_estabelecimento", como: MembrosDTO.self).dominio
    }

    public func convidar(email: String, papel: PapelDoMembro) async throws -> ConviteFeito {
        let r = try await api.rpc("convidar_membro", ["email": .texto(email), "papel": .texto(papel.rawValue)],
                                  como: ConviteFeitoDTO.self)
        return ConviteFeito(estabelecimentoId: r.estabelecimentoId, codigo: r.codigo, email: r.email,
                            papel: PapelDoMembro(rawValue: r.papel) ?? papel)
    }

    public func aceitarConvite(codigo: UUID) async throws -> ConviteAceito {
        let r = try await api.rpc("aceitar_convite", ["codigo": .uuid(codigo)], como: ConviteAceitoDTO.self)
        return ConviteAceito(papel: PapelDoMembro(rawValue: r.papel) ?? .operador, estabelecimento: r.estabelecimento?.dominio)
    }

    public func remover(contaId: UUID) async throws {
        _ = try await api.rpc("remover_membro", ["conta_id": .uuid(contaId)], como: RemovidoDTO.self)
    }

    public func desfazerConvite(email: String) async throws {
        _ = try await api.rpc("remover_membro", ["email": .texto(email)], como: RemovidoDTO.self)
    }

    public func meusConvites() async throws -> [ConviteRecebido] {
        try await api.rpc("meus_convites", como: [ConviteRecebidoDTO].self).compactMap(\.dominio)
    }
}

struct MembrosDTO: Decodable {
    struct Membro: Decodable { let contaId: UUID; let nome: String; let email: String?; let papel: String }
    struct Convite: Decodable { let email: String; let papel: String; let em: Date?; let venceEm: Date?; let estado: String? }
    let estabelecimentoId: UUID
    let membros: [Membro]
    let convites: [Convite]

    var dominio: MembrosDoEstabelecimento {
        MembrosDoEstabelecimento(
            estabelecimentoId: estabelecimentoId,
            membros: membros.compactMap { m in
                PapelDoMembro(rawValue: m.papel).map { MembroDoEstabelecimento(contaId: m.contaId, nome: m.nome, email: m.email ?? "", papel: $0) }
            },
            convites: convites.compactMap { c in PapelDoMembro(rawValue: c.papel).map {
                ConvitePendente(email: c.email, papel: $0, em: c.em, venceEm: c.venceEm, vencido: c.estado == "vencido")
            } })
    }
}

struct ConviteFeitoDTO: Decodable { let estabelecimentoId: UUID; let codigo: UUID; let email: String; let papel: String }
struct ConviteAceitoDTO: Decodable { let estabelecimentoId: UUID; let estabelecimento: EstabelecimentoResumoDTO?; let papel: String }
struct RemovidoDTO: Decodable { let removido: Bool }

struct ConviteRecebidoDTO: Decodable {
    struct Quem: Decodable { let nome: String? }
    let estabelecimento: EstabelecimentoResumoDTO
    let papel: String
    let convidadoPor: Quem?
    let em: Date?
    let venceEm: Date?

    var dominio: ConviteRecebido? {
        PapelDoMembro(rawValue: papel).map {
            ConviteRecebido(estabelecimento: estabelecimento.dominio, papel: $0, convidadoPor: convidadoPor?.nome, em: em, venceEm: venceEm)
        }
    }
}
