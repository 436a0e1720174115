import Foundation
import Testing
@testable import FrilaAPILocal

/// O formato da resposta de uma RPC como o PostgREST: Accept (.csv(), .single()) e contagem
/// de uma função escalar (uma linha) ou `setof` (os elementos). Sem banco.
struct FormatoDaRPCTests {
    static func funcao(conjunto: Bool, tipo: String = "jsonb") -> FuncaoExposta {
        FuncaoExposta(nome: "f", argumentos: [], comPadrao: 0, retornaConjunto: conjunto, tipoRetorno: tipo, volatilidade: "v")
    }
    static let contando = Requisicao(metodo: "POST", caminho: "/rest/v1/rpc/f",
                                     cabecalhos: ["Prefer": "return=representation, count=exact"])

    @Test func escalarContaUmaLinha() {
        let r = Gateway.respostaRPC(Self.contando, funcao: Self.funcao(conjunto: false), corpo: "[1, 2, 3]", midia: .json)
        #expect(r.cabecalhos.first { $0.0 == "Content-Range" }?.1 == "0-0/1")
        #expect(r.texto == "[1, 2, 3]")
    }

    @Test func conjuntoContaOsElementos() {
        let f = Self.funcao(conjunto: true)
        #expect(Gateway.respostaRPC(Self.contando, funcao: f, corpo: "[1,2,3]", midia: .json)
            .cabecalhos.first { $0.0 == "Content-Range" }?.1 == "0-2/3")
        #expect(Gateway.respostaRPC(Self.contando, funcao: f, corpo: "[]", midia: .json)
            .cabecalhos.first { $0.0 == "Content-Range" }?.1 == "*/0")
        #expect(!Gateway.respostaRPC(Requisicao(metodo: "POST", caminho: "/x"), funcao: f, corpo: "[1]", midia: .json)
            .cabecalhos.contains { $0.0 == "Content-Range" })
    }

    @Test func negociaPeloAccept() throws {
        #expect(try Gateway.negociarMidia(nil).get() == .json)
        #expect(try Gateway.negociarMidia("application/json, text/plain, */*").get() == .json)
        #expect(try Gateway.negociarMidia("text/csv").get() == .csv)
        #expect(try Gateway.negociarMidia("application/vnd.pgrst.object+json").get() == .objeto)
        #expect(try Gateway.negociarMidia("application/json;q=0.5, text/csv").get() == .csv)
        guard case .failure(let r) = Gateway.negociarMidia("application/xml") else { Issue.record("aceitou xml"); return }
        #expect(r.status == 406 && r.texto.contains("PGRST107"))
    }

    @Test func objetoUnico() {
        let r = Gateway.respostaRPC(Requisicao(metodo: "POST", caminho: "/x"), funcao: Self.funcao(conjunto: false),
                                    corpo: "[{\"a\": 1}]", midia: .objeto)
        #expect(r.status == 200 && r.texto == "[{\"a\": 1}]")
        #expect(r.cabecalhos.first { $0.0 == "Content-Type" }?.1 == "application/vnd.pgrst.object+json; charset=utf-8")
        let varios = Gateway.respostaRPC(Requisicao(metodo: "POST", caminho: "/x"), funcao: Self.funcao(conjunto: true),
                                         corpo: "[1,2]", midia: .objeto)
        #expect(varios.status == 406 && varios.texto.contains("PGRST116"))
        let um = Gateway.respostaRPC(Requisicao(metodo: "POST", caminho: "/x"), funcao: Self.funcao(conjunto: true),
                                     corpo: "[{\"a\":1}]", midia: .objeto)
        #expect(um.status == 200 && um.texto == "{\"a\":1}")
    }

    @Test func csvComoORegistroDoPostgreSQL() {
        let r = Gateway.respostaRPC(Requisicao(metodo: "POST", caminho: "/x"), funcao: Self.funcao(conjunto: false),
                                    corpo: "{\"a\": \"x,y\"}", midia: .csv)
        #expect(r.texto == "pgrst_scalar\n\"{\"\"a\"\": \"\"x,y\"\"}\"")
        #expect(r.cabecalhos.first { $0.0 == "Content-Type" }?.1 == "text/csv; charset=utf-8")
        #expect(Gateway.campoDeRegistro("abc") == "abc")
        #expect(Gateway.campoDeRegistro("") == "\"\"")
        #expect(Gateway.campoDeRegistro("a\\b") == "\"a\\\\b\"")
        #expect(Gateway.respostaRPC(Requisicao(metodo: "POST", caminho: "/x"), funcao: Self.funcao(conjunto: false),
                                    corpo: nil, midia: .csv).texto == "pgrst_scalar\n")
        #expect(Gateway.respostaRPC(Requisicao(metodo: "POST", caminho: "/x"), funcao: Self.funcao(conjunto: false, tipo: "text"),
                                    corpo: "\"oi\"", midia: .csv).texto == "pgrst_scalar\noi")
    }
}
