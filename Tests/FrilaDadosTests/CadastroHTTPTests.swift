import Foundation
import Testing
@testable import FrilaDados
@testable import FrilaDominio

private let cadastro = Cadastro(email: "nova@frila.dev", senha: "segredo123", nome: "Nova",
                                dados: .profissional(funcoes: [.garcom], base: Coordenada(latitude: -15.8, longitude: -47.9)))

private func repositorio(_ resposta: RespostaFalsa) async -> (ContaRepositorioHTTP, Roteiro, ApiCliente) {
    let r = Roteiro()
    r.responder("/auth/v1/signup", resposta)
    let api = await clienteDeTeste(r, credencial: nil)
    return (ContaRepositorioHTTP(api: api), r, api)
}

@Suite struct CadastroHTTPTests {
    @Test func comSessaoEntraEGuardaACredencial() async throws {
        let (repo, r, api) = await repositorio(.json(#"""
            {"access_token":"tok","refresh_token":"ren","expires_in":3600,
             "user":{"id":"33333333-3333-3333-3333-333333333333","user_metadata":{"perfil":"profissional","nome":"Nova"}}}
            """#))
        let res = try await repo.cadastrarConta(cadastro)
        guard case .entrou(let c) = res else { Issue.record("devia entrar: \(res)"); return }
        #expect(c.perfil == .profissional && c.nome == "Nova")
        #expect(await api.cofre.atual?.tokenDeAcesso == "tok")
        // O perfil e as chaves que o gatilho do banco lê vão em `data`.
        let corpo = try #require(r.recebidas(em: "/auth/v1/signup").first?.corpo)
        let o = try #require(try JSONSerialization.jsonObject(with: corpo) as? [String: Any])
        let d = try #require(o["data"] as? [String: Any])
        #expect(d["perfil"] as? String == "profissional" && d["funcoes"] as? [String] == ["garcom"])
        #expect(d["lat"] as? Double == -15.8 && d["lng"] as? Double == -47.9)
    }

    @Test func semSessaoPedeConfirmacaoENaoGuardaNada() async throws {
        let (repo, _, api) = await repositorio(.json(#"""
            {"id":"44444444-4444-4444-4444-444444444444","email":"nova@frila.dev","user_metadata":{"perfil":"profissional"}}
            """#))
        let res = try await repo.cadastrarConta(cadastro)
        #expect(res == .confirmarEmail(contaId: UUID(uuidString: "44444444-4444-4444-4444-444444444444")))
        #expect(await api.cofre.atual == nil)
    }

    @Test func recusasViramCasosTipados() async throws {
        let casos: [(RespostaFalsa, RecusaDoCadastro)] = [
            (.http(422, #"{"code":"user_already_exists","message":"Já existe uma conta com este e-mail."}"#), .emailJaCadastrado),
            (.http(422, #"{"code":"weak_password","message":"A senha precisa ter pelo menos 6 caracteres.","weak_password":{"reasons":["length","pwned"]}}"#),
             .senhaFraca([.curta, .vazada], frase: "A senha precisa ter pelo menos 6 caracteres.")),
            (.http(400, #"{"code":"validation_failed","message":"Escolha ao menos uma função."}"#),
             .dadosInvalidos(frase: "Escolha ao menos uma função.")),
        ]
        for (resposta, esperado) in casos {
            let (repo, _, _) = await repositorio(resposta)
            await #expect(throws: esperado) { _ = try await repo.cadastrarConta(cadastro) }
        }
    }

    @Test func semRedeContinuaErroDeRede() async {
        let (repo, _, _) = await repositorio(.falhaDeRede(.cannotConnectToHost))
        await #expect(throws: ErroDaApi.semConexao) { _ = try await repo.cadastrarConta(cadastro) }
    }
}
