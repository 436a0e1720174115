import Foundation
import Testing
@testable import FrilaDados
import FrilaApresentacao
@testable import FrilaDominio

/// O PostgreSQL recusou converter um dado (classe 22: uuid ou JSON ilegível, número fora da
/// faixa, data inválida ou fora do calendário): a pessoa lê a frase pt-BR do catálogo, nunca o
/// texto inglês dele — venha do Supabase de verdade (inglês em `message`) ou do frila-api.
struct EntradaInvalidaEmPortuguesTests {
    static let casos: [(sqlstate: String, ingles: String, chave: String)] = [
        ("22P02", #"invalid input syntax for type uuid: \"abc\""#, "formato_invalido"),
        ("22P02", "invalid input syntax for type json", "formato_invalido"),
        ("22003", #"value \"99999999999\" is out of range for type integer"#, "numero_fora_do_limite"),
        ("22007", #"invalid input syntax for type timestamp with time zone: \"ontem\""#, "data_invalida"),
        ("22008", #"date/time field value out of range: \"2026-02-31\""#, "data_fora_do_calendario"),
        ("22023", "invalid parameter value", "entrada_invalida"),
    ]

    @Test(arguments: casos.indices)
    func doSupabaseVemEmPortugues(_ i: Int) {
        let c = Self.casos[i]
        let corpo = #"{"code":"\#(c.sqlstate)","details":null,"hint":"Perhaps you need a different \"datestyle\" setting.","message":"\#(c.ingles)"}"#
        let f = ApiCliente.classificar(status: 400, dados: Data(corpo.utf8), cabecalhos: nil).falha
        #expect(f.chave == c.chave)
        #expect(f.frase == Falha.recusa(chave: c.chave, frase: nil).frase && f.frase.hasSuffix("Nada foi alterado."), "\(f.frase)")
        for ingles in ["invalid input", "invalid parameter", "out of range", "Perhaps", "abc", "ontem"] { #expect(!f.frase.contains(ingles), "\(f.frase)") }
    }

    /// O frila-api já manda a chave estável e a frase pt-BR: passam como vieram (a mesma do catálogo).
    @Test func doFrilaAPIVemEmPortugues() {
        let frase = "Um dos dados enviados não está no formato esperado (identificador, número ou JSON). Nada foi alterado."
        let corpo = #"{"code":"22P02","details":"\#(frase)","hint":null,"message":"formato_invalido"}"#
        let f = ApiCliente.classificar(status: 400, dados: Data(corpo.utf8), cabecalhos: nil).falha
        #expect(f == .recusa(chave: "formato_invalido", frase: frase))
        #expect(f.frase == Falha.recusa(chave: "formato_invalido", frase: nil).frase, "o catálogo do cliente diz o mesmo")
    }

    /// Uma chamada de verdade pelo cliente (servidor de roteiro): o erro que chega a quem chamou já fala pt-BR.
    @Test func pelaChamadaDoCliente() async {
        let r = Roteiro()
        r.responder("/rest/v1/rpc/candidatar",
                    .http(400, #"{"code":"22P02","details":null,"hint":null,"message":"invalid input syntax for type uuid: \"abc\""}"#))
        let api = await clienteDeTeste(r)
        do {
            _ = try await api.rpc("candidatar", ["vaga_id": .texto("abc")], como: SemConteudo.self)
            Issue.record("devia recusar")
        } catch {
            #expect(mensagemDe(error) == "Um dos dados enviados não está no formato esperado (identificador, número ou JSON). Nada foi alterado.")
        }
    }

    /// Recusa de negócio segue com a frase do servidor (não é classe 22).
    @Test func recusaDeNegocioNaoMuda() {
        let corpo = #"{"code":"PT409","details":"Que pena, alguém chegou antes.","hint":null,"message":"vaga_preenchida"}"#
        let f = ApiCliente.classificar(status: 409, dados: Data(corpo.utf8), cabecalhos: nil).falha
        #expect(f == .recusa(chave: "vaga_preenchida", frase: "Que pena, alguém chegou antes."))
    }

    func mensagemDe(_ e: any Error) -> String { Falha.de(e).frase }
}
