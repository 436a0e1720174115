import Foundation
import Testing
@testable import frila
import FrilaApresentacao
import FrilaDominio

private func uso(_ a: [String]) -> String? {
    do { _ = try ComandoHeadless.interpretar(a); return nil } catch {
        if case .uso(let m) = error { return m }
        return error.description
    }
}

@Suite struct ComandoCadastroTests {
    @Test func interpretaTodasAsOpcoes() throws {
        let (c, json) = try ComandoHeadless.interpretar([
            "cadastro", "--perfil", "profissional", "--nome", "Ana", "--email=ana@frila.dev",
            "--funcoes", "garcom,bartender", "--base", "Asa Sul", "--json"])
        #expect(json)
        #expect(c == .cadastro(PedidoDeCadastro(perfil: "profissional", nome: "Ana", email: "ana@frila.dev",
                                                funcoes: ["garcom", "bartender"], base: "Asa Sul")))
    }

    @Test func perfilUmaVezSoESenhaNuncaPorArgumento() {
        #expect(uso(["cadastro", "--nome", "Ana"])?.contains("--perfil") == true)
        #expect(uso(["cadastro", "--perfil", "admin"])?.contains("profissional ou contratante") == true)
        #expect(uso(["cadastro", "--perfil", "profissional", "--perfil", "contratante"])?.contains("uma vez") == true)
        #expect(uso(["cadastro", "--perfil", "profissional", "--senha", "x"])?.contains("nunca") == true)
        #expect(uso(["cadastro", "--perfil", "profissional", "--cor", "azul"])?.contains("opção desconhecida") == true)
        #expect(uso(["cadastro", "--perfil", "profissional", "--nome"])?.contains("precisa de um valor") == true)
    }

    @Test func ajudaUmaSo() throws {
        #expect(try ComandoHeadless.interpretar(["cadastro", "--help"]).0 == .ajuda(nome: "cadastro"))
        #expect(ComandoHeadless.ajuda("cadastro").contains("Uso: frila cadastro"))
    }

    /// O cadastro sai pelo mesmo `DesfechoHeadless` dos outros comandos: código pelo caso.
    @Test func codigoDeSaidaPeloCaso() {
        let c = ContaAutenticada(id: UUID(), perfil: .contratante, nome: "B", referenciaCredencial: "r")
        func d(_ r: RespostaDoCadastro?, _ res: Desfecho.Resultado) -> Desfecho { Desfecho(.cadastrar(perfil: .contratante, resposta: r), res) }
        #expect(DesfechoHeadless.codigo(d(.entrou(c), .enviada(nil))) == .ok)
        #expect(DesfechoHeadless.codigo(d(.confirmarEmail, .enviada(nil))) == .ok)
        #expect(DesfechoHeadless.codigo(d(.camposInvalidos([.nomeFaltando]), .invalida(["x"]))) == .uso)
        #expect(DesfechoHeadless.codigo(d(.emailJaCadastrado, .recusada(RecusaDoCadastro.emailJaCadastrado.falha, item: nil))) == .falhou)
        #expect(DesfechoHeadless.codigo(d(nil, .falhaPassageira(.semConexao))) == .semConexao)
        #expect(DesfechoHeadless.codigo(d(nil, .semConexao)) == .semConexao)
        let entrou = DesfechoHeadless.json(d(.entrou(c), .enviada(nil)))
        #expect(entrou["acao"] as? String == "cadastrar" && entrou["sessao"] as? Bool == true && entrou["cadastrado"] as? Bool == true)
        #expect(entrou["perfil"] as? String == "contratante" && entrou["conta_id"] as? String == c.id.uuidString.lowercased())
        let sem = DesfechoHeadless.json(d(.confirmarEmail, .enviada(nil)))
        #expect(sem["cadastrado"] as? Bool == true && sem["sessao"] as? Bool == false)
        let fraca = DesfechoHeadless.json(d(.senhaFraca([.curta]), .recusada(RecusaDoCadastro.senhaFraca([.curta]).falha, item: nil)))
        #expect(fraca["chave"] as? String == "weak_password" && (fraca["motivos"] as? [String])?.count == 1)
        #expect(fraca["cadastrado"] as? Bool == false)
        let inval = DesfechoHeadless.json(d(.camposInvalidos([.nomeFaltando, .baseFaltando]), .invalida(["a", "b"])))
        #expect((inval["problemas"] as? [[String: String]])?.map { $0["campo"] } == ["nome", "base"])
        #expect(inval["chave"] as? String == "campo_invalido")
        #expect(DesfechoHeadless.texto(d(.confirmarEmail, .enviada(nil))).hasSuffix("frila login."))
    }
}
