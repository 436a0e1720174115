import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import FrilaAPILocal

/// /rest/v1/rpc contra o backend de teste, com funções de fixture (BancoDeTeste.fixtures).
@Suite(.enabled(if: Ambiente.disponivel, "precisa de FRILA_TEST_API_URL/ANON_KEY/BANCO_URL (make test-swift)"))
struct RPCHTTPTests {
    init() async throws { try await BancoDeTeste.garantirFixtures() }

    @Test func argumentosNomeadosChegamTipadosEIntactos() async throws {
        let perigoso = #"x'); drop table public.teste_gateway_alvo; --"#
        let r = try await HTTP.rpc("teste_gateway_eco", #"""
            {"a":"\#(perigoso.replacingOccurrences(of: "\"", with: "\\\""))","b":7,"c":{"k":[1,"dois",null]},
             "d":"2026-11-30T18:02:00-03:00","e":true,"f":["a","b c"],"g":12.5}
            """#)
        #expect(r.status == 200, "\(r.texto)")
        let o = r.objeto
        #expect(o["a"] as? String == perigoso)
        #expect(o["b"] as? Int == 7)
        #expect((o["c"] as? [String: Any])?["k"] as? [Any] != nil)
        #expect(o["d"] as? String == "2026-11-30T21:02:00+00:00")
        #expect(o["e"] as? Bool == true)
        #expect(o["f"] as? [String] == ["a", "b c"])
        #expect(o["g"] as? Double == 12.5)
        #expect(o["papel"] as? String == "anon")
        #expect(o["role_claim"] as? String == "anon")
        // A tabela-alvo da injeção continua lá.
        #expect(try await BancoDeTeste.executar("select count(*) from public.teste_gateway_alvo").primeiro == "1")
    }

    @Test func tokenViraPapelEClaimsNaTransacao() async throws {
        let c = try await Conta.profissional("claims")
        let r = try await HTTP.rpc("teste_gateway_eco", #"{"a":"x"}"#, token: c.accessToken)
        #expect(r.status == 200)
        #expect(r.objeto["papel"] as? String == "authenticated")
        #expect(r.objeto["sub"] as? String == c.id)
        #expect(r.objeto["role_claim"] as? String == "authenticated")
        // A anon key como Bearer (como o supabase-js faz sem sessão) é o papel anon.
        let a = try await HTTP.rpc("teste_gateway_eco", #"{"a":"x"}"#, token: Ambiente.anonKey)
        #expect(a.objeto["papel"] as? String == "anon")
    }

    @Test func getParaFuncaoDeLeituraComArgumentosNaQuery() async throws {
        let r = try await HTTP.pedir("GET", "/rest/v1/rpc/teste_gateway_eco?a=ol%C3%A1&b=3")
        #expect(r.status == 200)
        #expect(r.objeto["a"] as? String == "olá")
        #expect(r.objeto["b"] as? Int == 3)
        // GET roda em transação só-leitura: função que escreve → 405 (25006), como no PostgREST.
        let w = try await HTTP.pedir("GET", "/rest/v1/rpc/teste_gateway_escrever")
        #expect(w.status == 405)
        #expect(w.campo("code") == "25006")
        #expect(try await HTTP.rpc("teste_gateway_escrever").status == 204)
    }

    @Test func valorComCaraDeFiltroNuncaViraArgumentoNemComONomeDeUm() async throws {
        // `b=eq.3` filtra o resultado (como no PostgREST), não passa 3 nem "eq.3" como b.
        let r = try await HTTP.pedir("GET", "/rest/v1/rpc/teste_gateway_eco?a=x&b=eq.3")
        #expect(r.status == 200)
        #expect(r.objeto["b"] as? Int == 0)
        // Argumento obrigatório só com cara de filtro: a função sem ele não existe.
        let f = try await HTTP.pedir("GET", "/rest/v1/rpc/teste_gateway_eco?a=not.in.(x,y)")
        #expect(f.status == 404)
        #expect(f.campo("code") == "PGRST202")
    }

    @Test func formasDoResultado() async throws {
        let v = try await HTTP.rpc("teste_gateway_vazio")
        #expect(v.status == 204)
        #expect(v.corpo.isEmpty)
        let l = try await HTTP.rpc("teste_gateway_lista", #"{"n":3}"#)
        #expect(l.status == 200)
        #expect(l.lista as? [Int] == [1, 2, 3])
        let vazia = try await HTTP.rpc("teste_gateway_lista", #"{"n":0}"#)
        #expect(vazia.texto == "[]")
        let n = try await HTTP.rpc("teste_gateway_numero")
        #expect(n.texto == "42")
        // Corpo vazio vale como {}.
        let semCorpo = try await HTTP.pedir("POST", "/rest/v1/rpc/teste_gateway_numero")
        #expect(semCorpo.texto == "42")
    }

    @Test func funcaoOuArgumentoDesconhecidoE404PGRST202() async throws {
        for (nome, corpo) in [("nao_existe", "{}"), ("teste_gateway_eco", #"{"a":"x","zzz":1}"#),
                              ("teste_gateway_eco", #"{"b":1}"#)] {
            let r = try await HTTP.rpc(nome, corpo)
            #expect(r.status == 404, "\(nome) \(corpo)")
            #expect(r.campo("code") == "PGRST202")
            #expect(Set(r.objeto.keys) == ["code", "message", "details", "hint"])
        }
    }

    @Test func injecaoNoNomeDaFuncaoENasChavesEInofensiva() async throws {
        let nomes = ["teste_gateway_numero();drop%20table%20public.teste_gateway_alvo;--",
                     "teste_gateway_numero%22()%3Bdrop%20table%20public.teste_gateway_alvo%3B--",
                     "pg_sleep", "..%2F..%2Fauth%2Fv1%2Fuser", "public.teste_gateway_numero"]
        for n in nomes {
            let r = try await HTTP.pedir("POST", "/rest/v1/rpc/\(n)", json: "{}")
            #expect(r.status == 404, "\(n): \(r.status) \(r.texto)")
        }
        let chave = #"{"a\") from pg_sleep(3); drop table public.teste_gateway_alvo; --":"x","a":"y"}"#
        let r = try await HTTP.rpc("teste_gateway_eco", chave)
        #expect(r.status == 404)
        let tipo = try await HTTP.rpc("teste_gateway_lista", #"{"n":"1); drop table public.teste_gateway_alvo; --"}"#)
        #expect(tipo.status == 400)
        #expect(tipo.campo("code") == "22P02")
        #expect(tipo.campo("message") == "formato_invalido" && tipo.campo("details")?.hasSuffix("Nada foi alterado.") == true,
                "a frase pt-BR, não o texto do PostgreSQL: \(tipo.texto)")
        #expect(!tipo.texto.contains("invalid input") && !tipo.texto.contains("drop table"), "nem o valor recebido volta: \(tipo.texto)")
        #expect(try await BancoDeTeste.executar("select count(*) from public.teste_gateway_alvo").primeiro == "1")
    }

    @Test func jsonMalformadoOuNaoObjetoE400PGRST102() async throws {
        for corpo in [#"{"a":"#, "[1,2]", "\"x\"", "{'a':1}"] {
            let r = try await HTTP.rpc("teste_gateway_eco", corpo)
            #expect(r.status == 400, "\(corpo)")
            #expect(r.campo("code") == "PGRST102")
        }
    }

    @Test(arguments: ["PUT", "DELETE", "PATCH"])
    func metodoErradoE405(_ m: String) async throws {
        let r = try await HTTP.pedir(m, "/rest/v1/rpc/teste_gateway_numero", json: "{}")
        #expect(r.status == 405)
        #expect(r.campo("code") == "PGRST101")
    }

    @Test func recusaDeNegocioPTxyzComOsQuatroCampos() async throws {
        let r = try await HTTP.rpc("teste_gateway_erro", #"{"codigo":"PT409","mensagem":"vaga_preenchida","detalhe":"Que pena: outra pessoa confirmou antes.","dica":"{\"preenchida_em\":\"2026-11-30T18:00:00+00:00\"}"}"#)
        #expect(r.status == 409)
        #expect(r.campo("code") == "PT409")
        #expect(r.campo("message") == "vaga_preenchida")
        #expect(r.campo("details") == "Que pena: outra pessoa confirmou antes.")
        #expect(r.campo("hint") == #"{"preenchida_em":"2026-11-30T18:00:00+00:00"}"#)
        let semDetalhe = try await HTTP.rpc("teste_gateway_erro", #"{"codigo":"PT410","mensagem":"vaga_encerrada"}"#)
        #expect(semDetalhe.status == 410)
        #expect(semDetalhe.objeto["details"] is NSNull)
        #expect(semDetalhe.objeto["hint"] is NSNull)
    }

    @Test(arguments: [("P0001", 400), ("PT422", 422), ("PT403", 403), ("23505", 409), ("23503", 409),
                      ("42501", 403), ("22023", 400), ("40001", 500), ("53300", 503)])
    func sqlstateViraOStatusDoPostgREST(_ caso: (String, Int)) async throws {
        let c = try await Conta.profissional("sqlstate")
        let r = try await HTTP.rpc("teste_gateway_erro", #"{"codigo":"\#(caso.0)","mensagem":"m"}"#, token: c.accessToken)
        #expect(r.status == caso.1, "\(caso.0): \(r.texto)")
        #expect(r.campo("code") == caso.0)
        // A classe 22 é entrada que o PostgreSQL não converteu: sai com a chave estável, não o texto dele.
        #expect(r.campo("message") == (caso.0.hasPrefix("22") ? "entrada_invalida" : "m"))
    }

    @Test func violacoesReaisDoBanco() async throws {
        let d = try await HTTP.rpc("teste_gateway_duplicar")
        #expect(d.status == 409)
        #expect(d.campo("code") == "23505")
        // 42501: sem permissão de EXECUTE → 401 anônimo, 403 autenticado.
        let anon = try await HTTP.rpc("teste_gateway_proibido")
        #expect(anon.status == 401)
        #expect(anon.campo("code") == "42501")
        let c = try await Conta.profissional("proibido")
        let aut = try await HTTP.rpc("teste_gateway_proibido", token: c.accessToken)
        #expect(aut.status == 403)
    }

    @Test func timeoutDaRequisicaoE504() async throws {
        // O backend de teste roda com FRILA_TIMEOUT_REQUISICAO_S=3.
        let inicio = Date()
        // Dorme 20 s; o statement_timeout corta em 3 s (folga larga para máquina carregada).
        let r = try await HTTP.rpc("teste_gateway_dormir", #"{"s":20}"#)
        #expect(r.status == 504)
        #expect(r.campo("code") == "57014")
        #expect(Date().timeIntervalSince(inicio) < 15)
        // E a conexão volta limpa ao pool: a próxima funciona.
        #expect(try await HTTP.rpc("teste_gateway_numero").texto == "42")
    }

    @Test func bearerInvalidoOuExpiradoE401ComWWWAuthenticate() async throws {
        let c = try await Conta.profissional("bearer")
        let ruim = try await HTTP.rpc("teste_gateway_numero", token: c.accessToken.dropLast(2) + "xx")
        #expect(ruim.status == 401)
        #expect(ruim.campo("code") == "PGRST301")
        #expect(ruim.cabecalho("WWW-Authenticate")?.hasPrefix("Bearer") == true)
        let lixo = try await HTTP.rpc("teste_gateway_numero", token: "nem-jwt")
        #expect(lixo.status == 401)
        #expect(lixo.campo("code") == "PGRST301")
        let exp = Int(Date().timeIntervalSince1970) - 120
        let expirado = try #require(try await BancoDeTeste.executar(
            "select auth.jwt_assinar(jsonb_build_object('sub', $1::text, 'role', 'authenticated', 'aud', 'authenticated', 'exp', $2::bigint), $3)",
            [c.id, String(exp), Ambiente.segredo]).primeiro)
        let r = try await HTTP.rpc("teste_gateway_numero", token: expirado)
        #expect(r.status == 401)
        #expect(r.campo("code") == "PGRST303")
        #expect(r.cabecalho("WWW-Authenticate")?.contains("invalid_token") == true)
        // Assinado com outro segredo: inválido.
        let forjado = try #require(try await BancoDeTeste.executar(
            "select auth.jwt_assinar(jsonb_build_object('sub', $1::text, 'role', 'authenticated', 'exp', $2::bigint), $3)",
            [c.id, String(exp + 7200), String(repeating: "z", count: 40)]).primeiro)
        #expect(try await HTTP.rpc("teste_gateway_numero", token: forjado).status == 401)
    }

    @Test func corpoDe2MiBE413() async throws {
        let grande = Data(repeating: UInt8(ascii: "a"), count: 2 << 20)
        let r = try await HTTP.pedir("POST", "/rest/v1/rpc/teste_gateway_eco", corpo: grande)
        #expect(r.status == 413)
        #expect(r.campo("code") == "PGRST413")
        // O 413 sai antes do gateway ler o corpo, mas com o CORS de toda resposta.
        #expect(r.cabecalho("Access-Control-Allow-Origin") != nil)
        let auth = try await HTTP.pedir("POST", "/auth/v1/signup", corpo: grande)
        #expect(auth.status == 413)
        #expect(auth.campo("code") == "request_too_large")
        #expect(auth.cabecalho("X-Supabase-Api-Version") == "2024-01-01")
        #expect(auth.cabecalho("Access-Control-Allow-Origin") != nil)
        // Logo abaixo do limite passa do filtro de tamanho (e cai no JSON inválido).
        let quase = Data(repeating: UInt8(ascii: "a"), count: (1 << 20) - 10)
        #expect(try await HTTP.pedir("POST", "/rest/v1/rpc/teste_gateway_eco", corpo: quase).status == 400)
    }

    @Test func corpoChunkedAcimaDe1MiBE413() async throws {
        // Sem Content-Length (chunked): o gateway para de acumular ao passar de 1 MiB.
        let pedaco = String(repeating: "a", count: 64 * 1024)
        var req = "POST /rest/v1/rpc/teste_gateway_eco HTTP/1.1\r\nHost: x\r\napikey: \(Ambiente.anonKey)\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        for _ in 0..<20 { req += String(pedaco.utf8.count, radix: 16) + "\r\n" + pedaco + "\r\n" }
        req += "0\r\n\r\n"
        let bytes = Array(req.utf8)
        let resposta = try await foraDoPool { try SocketCru.trocar(bytes) }
        #expect(resposta.hasPrefix("HTTP/1.1 413"), "\(resposta.prefix(80))")
    }

    @Test func clienteQueCaiNoMeioNaoDerrubaNemTravaOGateway() async throws {
        for _ in 0..<20 {
            // Promete 1000 bytes, manda 10 e some.
            let req = "POST /rest/v1/rpc/teste_gateway_eco HTTP/1.1\r\nHost: x\r\napikey: \(Ambiente.anonKey)\r\nContent-Length: 1000\r\n\r\n{\"a\":\"xxx"
            let bytes = Array(req.utf8)
            try await foraDoPool { try SocketCru.enviarEFechar(bytes) }
        }
        #expect(try await HTTP.rpc("teste_gateway_numero").texto == "42")
    }

    @Test func logDeAcessoSemTokenSenhaOuEmail() async throws {
        let log = try #require(Ambiente.log)
        let c = try await Conta.profissional("log")
        _ = try await HTTP.pedir("POST", "/auth/v1/token?grant_type=password", json: #"{"email":"\#(c.email)","password":"\#(c.senha)"}"#)
        _ = try await HTTP.pedir("GET", "/rest/v1/rpc/teste_gateway_eco?a=\(c.email)", token: c.accessToken)
        // A linha é escrita quando o libmicrohttpd conclui a requisição (logo depois da resposta).
        var texto = ""
        for _ in 0..<300 {
            texto = try String(contentsOfFile: log, encoding: .utf8)
            if texto.contains(" GET /rest/v1/rpc/teste_gateway_eco 200 ") { break }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(texto.contains(" POST /auth/v1/token 200 "))
        #expect(texto.contains(" GET /rest/v1/rpc/teste_gateway_eco 200 "))
        #expect(!texto.contains(c.accessToken))
        #expect(!texto.contains(c.refreshToken))
        #expect(!texto.contains(c.senha))
        #expect(!texto.contains(c.email))
        #expect(!texto.contains(Ambiente.anonKey))
    }
}

/// HTTP/1.1 cru por socket, para o que o URLSession não deixa fazer.
enum SocketCru {
    static func conectar() throws -> Int32 {
        let u = URL(string: Ambiente.url)!
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var end = sockaddr_in()
        end.sin_family = sa_family_t(AF_INET)
        end.sin_port = in_port_t(UInt16(u.port!)).bigEndian
        inet_pton(AF_INET, u.host!, &end.sin_addr)
        let r = withUnsafePointer(to: &end) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if r != 0 { close(fd); throw POSIXError(.ECONNREFUSED) }
        var tv = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        return fd
    }

    static func enviarEFechar(_ b: [UInt8]) throws {
        let fd = try conectar()
        _ = b.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        close(fd)
    }

    static func trocar(_ b: [UInt8]) throws -> String {
        let fd = try conectar()
        defer { close(fd) }
        var enviado = 0
        while enviado < b.count {
            let n = b.withUnsafeBytes { send(fd, $0.baseAddress! + enviado, $0.count - enviado, Int32(MSG_NOSIGNAL)) }
            if n <= 0 { break }  // o servidor pode responder e fechar antes do fim
            enviado += n
        }
        var saida: [UInt8] = []
        var buf = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = recv(fd, &buf, buf.count, 0)
            if n <= 0 { break }
            saida += buf[0..<n]
        }
        return String(decoding: saida, as: UTF8.self)
    }
}
