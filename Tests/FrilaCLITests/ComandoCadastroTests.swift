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

    @Test func codigoDeSaidaPeloCaso() {
        let c = ContaAutenticada(id: UUID(), perfil: .contratante, nome: "B", referenciaCredencial: "r")
        #expect(DesfechoDoCadastroHeadless.codigo(.entrou(c)) == .ok)
        #expect(DesfechoDoCadastroHeadless.codigo(.confirmarEmail) == .ok)
        #expect(DesfechoDoCadastroHeadless.codigo(.invalido([.nomeFaltando])) == .uso)
        #expect(DesfechoDoCadastroHeadless.codigo(.emailJaCadastrado) == .falhou)
        #expect(DesfechoDoCadastroHeadless.codigo(.senhaFraca([.curta])) == .falhou)
        #expect(DesfechoDoCadastroHeadless.codigo(.dadosRecusados(frase: nil)) == .falhou)
        #expect(DesfechoDoCadastroHeadless.codigo(.falhou(.semConexao)) == .semConexao)
        let sem = DesfechoDoCadastroHeadless.json(.confirmarEmail)
        #expect(sem["cadastrado"] as? Bool == true && sem["sessao"] as? Bool == false)
        let fraca = DesfechoDoCadastroHeadless.json(.senhaFraca([.curta]))
        #expect(fraca["chave"] as? String == "weak_password" && (fraca["motivos"] as? [String])?.count == 1)
    }
}
