import Foundation
import FrilaDominio

/// `POST /auth/v1/signup` (dialeto GoTrue). O perfil vai em `data.perfil`, com as chaves que
/// o gatilho `privado.criar_conta_do_usuario` lê (nome, funcoes, lat, lng, estabelecimento).
extension ContaRepositorioHTTP {
    public func cadastrarConta(_ cad: Cadastro) async throws -> ResultadoDoCadastro {
        let resposta: RespostaDoCadastroDTO
        do {
            resposta = try await api.auth("signup", corpo: ["email": .texto(cad.email), "password": .texto(cad.senha),
                                                            "data": .objeto(Self.metadados(cad))],
                                          como: RespostaDoCadastroDTO.self)
        } catch {
            if case .recusa(let r) = error, let rc = Self.recusa(r) { throw rc }
            throw error
        }
        guard let s = resposta.sessao else { return .confirmarEmail(contaId: resposta.contaId) }
        let c = try s.credencial()
        try await api.cofre.guardar(c)
        return .entrou(await contaDe(c))
    }

    static func metadados(_ cad: Cadastro) -> [String: JSONDoPedido] {
        var dados: [String: JSONDoPedido] = ["perfil": .texto(cad.perfil.rawValue), "nome": .texto(cad.nome)]
        switch cad.dados {
        case .profissional(let funcoes, let base):
            dados["funcoes"] = .lista(funcoes.map { .texto($0.rawValue) })
            dados["lat"] = .numero(base.latitude)
            dados["lng"] = .numero(base.longitude)
        case .contratante(let nome, let endereco, let ponto, let documento):
            dados["estabelecimento"] = .objeto(["nome": .texto(nome), "endereco": .texto(endereco),
                                                "lat": .numero(ponto.latitude), "lng": .numero(ponto.longitude),
                                                "documento": .texto(documento.digitos)])
        case .membro(let convite):
            dados["convite"] = .texto(convite.uuidString.lowercased())
        }
        return dados
    }

    /// As três recusas do cadastro pela chave (nunca pela frase).
    static func recusa(_ r: RecusaDoServidor) -> RecusaDoCadastro? {
        switch r.chave {
        case "user_already_exists", "email_exists": return .emailJaCadastrado
        case "weak_password": return .senhaFraca(motivosDeSenhaFraca(r.dicaTexto), frase: r.detalhes)
        case "validation_failed": return .dadosInvalidos(frase: r.detalhes)
        default: return nil
        }
    }

    /// `{"reasons": ["length", ...]}` (o objeto `weak_password` do corpo de erro).
    static func motivosDeSenhaFraca(_ texto: String?) -> [MotivoDeSenhaFraca] {
        guard let t = texto, let d = t.data(using: .utf8),
              let o = (try? JSONSerialization.jsonObject(with: d)) as? [String: Any],
              let rs = o["reasons"] as? [String] else { return [] }
        return rs.map(MotivoDeSenhaFraca.init(codigo:))
    }
}

/// Com sessão: o corpo de uma sessão GoTrue. Sem sessão (confirmação de e-mail ligada): o
/// usuário solto, ou `{"user": ..., "session": null}`.
struct RespostaDoCadastroDTO: Decodable {
    let sessao: SessaoDTO?
    let contaId: UUID?

    private struct SoId: Decodable { let id: UUID? }
    private struct Envelope: Decodable { let user: SoId? }

    init(from decoder: any Decoder) throws {
        sessao = try? SessaoDTO(from: decoder)
        if let s = sessao { contaId = s.user.id; return }
        contaId = (try? SoId(from: decoder))?.id ?? (try? Envelope(from: decoder))?.user?.id
    }
}
