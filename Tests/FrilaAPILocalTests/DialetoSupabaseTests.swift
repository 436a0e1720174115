import Foundation
import Testing
@testable import FrilaAPILocal

/// O que um cliente do Supabase (navegador, supabase-js/py) nota no gateway, sem banco.
struct DialetoSupabaseTests {
    static func gateway(origens: [String] = ["*"]) -> Gateway {
        var c = Configuracao()
        c.bancoURL = "postgresql://postgres@127.0.0.1:1/postgres"  // ninguém escuta na porta 1
        c.corsOrigens = origens
        c.jwtSegredo = String(repeating: "s", count: 40)
        c.anonKey = "chave-anon"
        return Gateway(config: c)
    }
    let gw = Self.gateway()

    func cabecalho(_ r: Resposta, _ nome: String) -> String? {
        r.cabecalhos.last { $0.0.lowercased() == nome.lowercased() }?.1
    }

    @Test func preflightSemApikeyE200ComOsCabecalhosDoCORS() {
        let r = gw.atender(Requisicao(metodo: "OPTIONS", caminho: "/rest/v1/rpc/meu_perfil",
                                      cabecalhos: ["Origin": "http://localhost:3000",
                                                   "Access-Control-Request-Headers": "apikey, x-client-info"]))
        #expect(r.status == 200)
        #expect(r.corpo.isEmpty)
        #expect(cabecalho(r, "Access-Control-Allow-Origin") == "*")
        #expect(cabecalho(r, "Access-Control-Allow-Methods")?.contains("POST") == true)
        #expect(cabecalho(r, "Access-Control-Allow-Headers") == "apikey, x-client-info")
    }

    @Test func recusaSemApikeyTambemLevaAllowOrigin() {
        let r = gw.atender(Requisicao(metodo: "POST", caminho: "/rest/v1/rpc/meu_perfil"))
        #expect(r.status == 401)
        #expect(cabecalho(r, "Access-Control-Allow-Origin") == "*")
    }

    @Test func origensConfiguradasDevolvemSoAPermitida() {
        let g = Self.gateway(origens: ["https://app.frila.dev", "http://localhost:3000"])
        let ok = g.atender(Requisicao(metodo: "OPTIONS", caminho: "/auth/v1/token", cabecalhos: ["Origin": "http://localhost:3000"]))
        #expect(cabecalho(ok, "Access-Control-Allow-Origin") == "http://localhost:3000")
        #expect(cabecalho(ok, "Vary") == "Origin")
        let outra = g.atender(Requisicao(metodo: "GET", caminho: "/auth/v1/health", cabecalhos: ["Origin": "https://mal.example"]))
        #expect(cabecalho(outra, "Access-Control-Allow-Origin") == "https://app.frila.dev")
    }

    @Test func configuracaoDeOrigensPeloAmbiente() throws {
        func carregar(_ extra: [String: String]) throws -> Configuracao {
            try Configuracao.carregar(arquivo: nil, ambiente: extra.merging(
                ["FRILA_JWT_SEGREDO": String(repeating: "s", count: 40), "FRILA_ANON_KEY": "chave-anon"]) { a, _ in a })
        }
        #expect(try carregar(["FRILA_CORS_ORIGENS": " https://a.dev , https://b.dev "]).corsOrigens == ["https://a.dev", "https://b.dev"])
        #expect(try carregar([:]).corsOrigens == ["*"])
        #expect(throws: Configuracao.Erro.self) { try carregar(["FRILA_CORS_ORIGENS": " , "]) }
        #expect(try carregar(["FRILA_CONFIRMAR_EMAIL": "1"]).confirmarEmail)
        #expect(try !carregar([:]).confirmarEmail)
        #expect(throws: Configuracao.Erro.self) { try carregar(["FRILA_CONFIRMAR_EMAIL": "talvez"]) }
    }

    @Test func authRespondeComAVersaoDaApi() {
        let r = gw.atender(Requisicao(metodo: "GET", caminho: "/auth/v1/user", cabecalhos: ["apikey": gw.config.anonKey]))
        #expect(r.status == 401)
        #expect(cabecalho(r, "X-Supabase-Api-Version") == "2024-01-01")
        let rest = gw.atender(Requisicao(metodo: "POST", caminho: "/rest/v1/rpc/x"))
        #expect(cabecalho(rest, "X-Supabase-Api-Version") == nil)
    }

    @Test(arguments: [("GET", "accept-profile"), ("HEAD", "accept-profile"), ("POST", "content-profile")])
    func schemaNaoExpostoE406(_ metodo: String, _ perfil: String) {
        let r = gw.atender(Requisicao(metodo: metodo, caminho: "/rest/v1/rpc/meu_perfil",
                                      cabecalhos: ["apikey": gw.config.anonKey, perfil: "privado"]))
        #expect(r.status == 406)
        if metodo == "HEAD" { #expect(r.corpo.isEmpty) } else { #expect(r.texto.contains("PGRST106")) }
    }

    @Test func corpoGrandeLevaCORSEEmAuthOFormatoDoGoTrue() {
        let a = gw.respostaGrande(metodo: "POST", caminho: "/auth/v1/signup", origem: "http://localhost:3000")
        #expect(a.status == 413)
        #expect(a.texto.contains("\"code\":\"request_too_large\""))
        #expect(cabecalho(a, "X-Supabase-Api-Version") == "2024-01-01")
        #expect(cabecalho(a, "Access-Control-Allow-Origin") == "*")
        let r = Self.gateway(origens: ["http://localhost:3000"])
            .respostaGrande(metodo: "POST", caminho: "/rest/v1/rpc/x", origem: "http://localhost:3000")
        #expect(r.texto.contains("PGRST413"))
        #expect(cabecalho(r, "Access-Control-Allow-Origin") == "http://localhost:3000")
        #expect(cabecalho(r, "X-Supabase-Api-Version") == nil)
    }

    @Test func quatrocentosEUmDoBancoPedemOBearer() {
        let anon = MapaDeErros.resposta(.sql(ErroSQL(codigo: "42501", mensagem: "permission denied")), autenticado: false)
        #expect(anon.status == 401)
        #expect(cabecalho(anon, "WWW-Authenticate") == "Bearer")
        let pt = MapaDeErros.resposta(.sql(ErroSQL(codigo: "PT401", mensagem: "nao_autenticado")), autenticado: false)
        #expect(cabecalho(pt, "WWW-Authenticate") == "Bearer")
        let proibido = MapaDeErros.resposta(.sql(ErroSQL(codigo: "42501", mensagem: "permission denied")), autenticado: true)
        #expect(proibido.status == 403)
        #expect(cabecalho(proibido, "WWW-Authenticate") == nil)
    }

    @Test func settingsDoGoTrueDizemOQueEstaLigado() throws {
        let r = gw.atender(Requisicao(metodo: "GET", caminho: "/auth/v1/settings", cabecalhos: ["apikey": gw.config.anonKey]))
        #expect(r.status == 200)
        let o = try #require(try JSONSerialization.jsonObject(with: Data(r.corpo)) as? [String: Any])
        let externos = try #require(o["external"] as? [String: Bool])
        #expect(externos["email"] == true && externos["google"] == false && externos["anonymous_users"] == false)
        #expect(o["disable_signup"] as? Bool == false)
        #expect(o["mailer_autoconfirm"] as? Bool == true)
        var c = gw.config
        c.confirmarEmail = true
        let confirmando = Gateway(config: c).atender(Requisicao(metodo: "GET", caminho: "/auth/v1/settings",
                                                                cabecalhos: ["apikey": c.anonKey]))
        #expect(confirmando.texto.contains("\"mailer_autoconfirm\":false"))
    }

    @Test func valoresComCaraDeFiltro() {
        for v in ["eq.1", "not.in.(a,b)", "like(any).{a*}", "fts(portuguese).gato", "is.null", "gte.2030-01-01"] {
            #expect(Gateway.ehFiltro(v), "\(v)")
        }
        for v in ["2030-03-01T12:00:00Z", "abc", "eq", "qualquer.coisa", "12.5"] {
            #expect(!Gateway.ehFiltro(v), "\(v)")
        }
    }
}
