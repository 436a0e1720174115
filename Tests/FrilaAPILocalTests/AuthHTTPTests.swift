import Foundation
import Testing
@testable import FrilaAPILocal

/// /auth/v1 contra o backend de teste (GoTrue local em SQL atrás do gateway).
@Suite(.enabled(if: Ambiente.disponivel, "precisa de FRILA_TEST_API_URL/ANON_KEY/BANCO_URL (make test-swift)"))
struct AuthHTTPTests {
    @Test func healthResponde() async throws {
        let r = try await HTTP.pedir("GET", "/auth/v1/health")
        #expect(r.status == 200)
    }

    @Test func signupDevolveSessaoCompleta() async throws {
        let email = Conta.email("signup")
        let r = try await HTTP.pedir("POST", "/auth/v1/signup", json: #"""
            {"email":"\#(email)","password":"segredo-1","data":{"perfil":"profissional","nome":"Ana Souza","funcoes":["garcom"],"lat":-15.8,"lng":-47.9}}
            """#)
        #expect(r.status == 200)
        let o = r.objeto
        #expect((o["access_token"] as? String)?.split(separator: ".").count == 3)
        #expect(o["token_type"] as? String == "bearer")
        #expect((o["expires_in"] as? Int ?? 0) > 0)
        #expect((o["expires_at"] as? Int ?? 0) > Int(Date().timeIntervalSince1970))
        #expect((o["refresh_token"] as? String ?? "").isEmpty == false)
        let u = try #require(o["user"] as? [String: Any])
        #expect(u["email"] as? String == email)
        let meta = try #require(u["user_metadata"] as? [String: Any])
        #expect(meta["perfil"] as? String == "profissional")
        #expect(meta["nome"] as? String == "Ana Souza")
        #expect(r.cabecalho("Content-Type")?.hasPrefix("application/json") == true)
    }

    @Test func recusasDoSignupNoFormatoGoTrue() async throws {
        let c = try await Conta.profissional("dup")
        let dup = try await HTTP.pedir("POST", "/auth/v1/signup", json: #"{"email":"\#(c.email)","password":"outra-senha","data":{"perfil":"profissional","nome":"X","funcoes":["garcom"],"lat":0,"lng":0}}"#)
        #expect(dup.status == 422)
        #expect(dup.campo("code") == "user_already_exists")
        #expect(Set(dup.objeto.keys) == ["code", "message"])
        let fraca = try await HTTP.pedir("POST", "/auth/v1/signup", json: #"{"email":"\#(Conta.email("fraca"))","password":"123","data":{"perfil":"profissional","nome":"X","funcoes":["garcom"],"lat":0,"lng":0}}"#)
        #expect(fraca.status == 422)
        #expect(fraca.campo("code") == "weak_password")
        let semPerfil = try await HTTP.pedir("POST", "/auth/v1/signup", json: #"{"email":"\#(Conta.email("sp"))","password":"segredo-1","data":{"nome":"X"}}"#)
        #expect(semPerfil.status == 400)
        #expect(semPerfil.campo("code") == "validation_failed")
        #expect((semPerfil.campo("message") ?? "").isEmpty == false)
    }

    @Test func loginCertoEErrado() async throws {
        let c = try await Conta.profissional("login")
        let ok = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=password", json: #"{"email":"\#(c.email)","password":"\#(c.senha)"}"#)
        #expect(ok.status == 200)
        #expect(ok.campo("access_token") != nil)
        let ruim = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=password", json: #"{"email":"\#(c.email)","password":"errada!"}"#)
        #expect(ruim.status == 400)
        #expect(ruim.campo("code") == "invalid_credentials")
        #expect(Set(ruim.objeto.keys) == ["code", "message"])
        let ninguem = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=password", json: #"{"email":"ninguem@teste.frila","password":"x"}"#)
        #expect(ninguem.status == 400)
        #expect(ninguem.campo("code") == "invalid_credentials")
    }

    @Test func refreshGiraOTokenEReusoRevogaAFamilia() async throws {
        let c = try await Conta.profissional("refresh")
        let r1 = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(c.refreshToken)"}"#)
        #expect(r1.status == 200)
        let novo = try #require(r1.campo("refresh_token"))
        #expect(novo != c.refreshToken)
        #expect(r1.campo("access_token") != nil)
        // Reuso do pai do ativo (dois processos renovando juntos): o mesmo filho, sem revogar.
        let gemeo = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(c.refreshToken)"}"#)
        #expect(gemeo.status == 200)
        #expect(gemeo.campo("refresh_token") == novo)
        let r2 = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(novo)"}"#)
        let neto = try #require(r2.campo("refresh_token"))
        // Reuso do avô fora do intervalo (o backend de teste roda com intervalo 0): recusado
        // e a família inteira cai (o neto também).
        let reuso = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(c.refreshToken)"}"#)
        #expect(reuso.status == 400)
        #expect(reuso.campo("code") == "refresh_token_already_used")
        let depois = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(neto)"}"#)
        #expect(depois.status == 400)
        #expect(depois.campo("code") == "refresh_token_already_used")
        let inventado = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"nao-existe"}"#)
        #expect(inventado.status == 400)
        #expect(inventado.campo("code") == "refresh_token_not_found")
    }

    @Test func grantTypeDesconhecido() async throws {
        let r = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=magia", json: "{}")
        #expect(r.status == 400)
        #expect(r.campo("code") == "unsupported_grant_type")
    }

    @Test func userComESemToken() async throws {
        let c = try await Conta.contratante("user")
        let r = try await HTTP.pedir("GET", "/auth/v1/user", token: c.accessToken)
        #expect(r.status == 200)
        #expect(r.campo("id") == c.id)
        #expect(r.campo("email") == c.email)
        let sem = try await HTTP.pedir("GET", "/auth/v1/user")
        #expect(sem.status == 401)
        #expect(sem.campo("code") == "no_authorization")
        // Token que não verifica: 403 bad_jwt, como o GoTrue (sem token é que é 401).
        let ruim = try await HTTP.pedir("GET", "/auth/v1/user", token: c.accessToken + "x")
        #expect(ruim.status == 403)
        #expect(ruim.campo("code") == "bad_jwt")
        let anon = try await HTTP.pedir("GET", "/auth/v1/user", token: Ambiente.anonKey)
        #expect(anon.status == 403)
        #expect(anon.campo("code") == "bad_jwt")
        let sair = try await HTTP.pedir("POST", "/auth/v1/logout", token: "nem-jwt")
        #expect(sair.status == 403)
        #expect(sair.campo("code") == "bad_jwt")
    }

    @Test func logoutRevogaOsRefreshTokens() async throws {
        let c = try await Conta.profissional("logout")
        let r = try await HTTP.pedir("POST", "/auth/v1/logout", token: c.accessToken)
        #expect(r.status == 204)
        #expect(r.corpo.isEmpty)
        let depois = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=refresh_token", json: #"{"refresh_token":"\#(c.refreshToken)"}"#)
        #expect(depois.status == 400)
        let sem = try await HTTP.pedir("POST", "/auth/v1/logout")
        #expect(sem.status == 401)
        #expect(sem.campo("code") == "no_authorization")
        // O access token morre junto com a sessão, antes do exp.
        let user = try await HTTP.pedir("GET", "/auth/v1/user", token: c.accessToken)
        #expect(user.status == 403)
        #expect(user.campo("code") == "session_not_found")
        let rpc = try await HTTP.rpc("meu_perfil", token: c.accessToken)
        #expect(rpc.status == 401)
        #expect(rpc.campo("details") == "session_not_found")
    }

    @Test func logoutLocalEOthersRespeitamOEscopo() async throws {
        let c = try await Conta.profissional("escopo")
        func entrar() async throws -> String {
            let r = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=password",
                                         json: #"{"email":"\#(c.email)","password":"\#(c.senha)"}"#)
            return try #require(r.campo("access_token"))
        }
        let a = c.accessToken, b = try await entrar(), d = try await entrar()
        #expect(try await HTTP.pedir("POST", "/auth/v1/logout?scope=todas", token: a).status == 400)
        #expect(try await HTTP.pedir("POST", "/auth/v1/logout?scope=local", token: a).status == 204)
        #expect(try await HTTP.rpc("meu_perfil", token: a).status == 401)
        #expect(try await HTTP.rpc("meu_perfil", token: b).status == 200)
        #expect(try await HTTP.pedir("POST", "/auth/v1/logout?scope=others", token: b).status == 204)
        #expect(try await HTTP.rpc("meu_perfil", token: b).status == 200)
        #expect(try await HTTP.rpc("meu_perfil", token: d).status == 401)
        #expect(try await HTTP.pedir("POST", "/auth/v1/logout?scope=local", token: a).status == 403)
    }

    @Test func tokenSemExpERecusado() async throws {
        let c = try await Conta.profissional("semexp")
        let forjado = try await BancoDeTeste.executar(
            "select auth.jwt_assinar(jsonb_build_object('sub', $1::text, 'role', 'authenticated', 'aud', 'authenticated'), $2)",
            [c.id, Ambiente.segredo]).primeiro
        let t = try #require(forjado)
        #expect(try await HTTP.rpc("meu_perfil", token: t).status == 401)
        // No /auth/v1 o GoTrue responde 403 bad_jwt a token que não verifica.
        #expect(try await HTTP.pedir("GET", "/auth/v1/user", token: t).status == 403)
    }

    @Test func apikeyObrigatoriaEmTodasAsRotas() async throws {
        for (m, c) in [("POST", "/auth/v1/signup"), ("POST", "/auth/v1/token?grant_type=password"), ("GET", "/auth/v1/user"),
                       ("POST", "/rest/v1/rpc/meu_perfil")] {
            let sem = try await HTTP.pedir(m, c, json: m == "POST" ? "{}" : nil, apikey: nil)
            #expect(sem.status == 401, "\(m) \(c)")
            let errada = try await HTTP.pedir(m, c, json: m == "POST" ? "{}" : nil, apikey: "chave-errada")
            #expect(errada.status == 401, "\(m) \(c)")
        }
    }

    @Test func metodoErradoNoAuthE405() async throws {
        #expect(try await HTTP.pedir("GET", "/auth/v1/signup").status == 405)
        #expect(try await HTTP.pedir("DELETE", "/auth/v1/user").status == 405)
    }
}
