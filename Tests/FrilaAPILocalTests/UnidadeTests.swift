import Foundation
import Testing
@testable import FrilaAPILocal

struct JSONTests {
    @Test func objetoSeparaArgumentosSemReinterpretarNumeros() throws {
        let pares = try JSON.objeto(Array(#" { "a" : "x\"y\u00e9\ud83d\ude00" , "b": 12.50e1, "c": {"d":[1,true,null]}, "n": null, "t": false } "#.utf8))
        #expect(pares.map(\.0) == ["a", "b", "c", "n", "t"])
        #expect(pares[0].1 == .texto("x\"yé😀"))
        #expect(pares[1].1 == .bruto("12.50e1"))
        #expect(pares[2].1 == .bruto(#"{"d":[1,true,null]}"#))
        #expect(pares[3].1 == .nulo)
        #expect(pares[4].1 == .bruto("false"))
    }

    @Test func chaveRepetidaValeAUltima() throws {
        let pares = try JSON.objeto(Array(#"{"a":1,"b":2,"a":3}"#.utf8))
        #expect(pares.map(\.0) == ["b", "a"])
        #expect(pares[1].1 == .bruto("3"))
    }

    @Test(arguments: [
        "", "{", "{\"a\":}", "{\"a\" 1}", "{\"a\":1,}", "{a:1}", "{\"a\":01}", "{\"a\":1.}", "{\"a\":tru}",
        "{\"a\":\"\\x\"}", "{\"a\":\"\u{01}\"}", "{\"a\":1} x", "{\"a\":\"\\ud800\"}", "{\"a\":\"\\u0000\"}",
        "{\"a\":[1,2}", "{\"a\":-}", "{\"a\":1e}",
    ])
    func malformadoERecusado(_ texto: String) {
        #expect(throws: ErroJSON.invalido) { try JSON.objeto(Array(texto.utf8)) }
    }

    @Test func naoObjetoERecusadoComoTal() {
        #expect(throws: ErroJSON.naoEObjeto) { try JSON.objeto(Array("[1,2]".utf8)) }
        #expect(throws: ErroJSON.naoEObjeto) { try JSON.objeto(Array("\"x\"".utf8)) }
    }

    @Test func aninhamentoProfundoNaoEstouraAPilha() {
        let fundo = String(repeating: "[", count: 100_000)
        #expect(throws: ErroJSON.invalido) { try JSON.objeto(Array("{\"a\":\(fundo)".utf8)) }
    }

    @Test func textoEscapaAspasBarrasEControles() {
        #expect(JSON.texto("a\"b\\c\nd\u{01}é") == #""a\"b\\c\nd\u0001é""#)
        #expect(JSON.valido(Array(JSON.texto("x\u{1F}\"\u{7F}").utf8)))
    }
}

struct ConfiguracaoTests {
    @Test func padraoEODoBackendLocal() throws {
        let c = try Configuracao.carregar(arquivo: nil, ambiente: Self.segredos)
        #expect(c.host == "127.0.0.1" && c.porta == 54321)
        #expect(c.bancoURL == "postgresql://postgres@127.0.0.1:54322/postgres")
    }

    @Test func ambienteSobrepoeArquivo() throws {
        let arq = FileManager.default.temporaryDirectory.appendingPathComponent("frila-api-\(UUID()).json")
        try Data(#"{"escutar":"127.0.0.1:1000","pool":3,"timeout_requisicao_s":7}"#.utf8).write(to: arq)
        defer { try? FileManager.default.removeItem(at: arq) }
        let c = try Configuracao.carregar(arquivo: arq.path, ambiente: Self.segredos.merging(["FRILA_POOL": "5", "FRILA_API_ESCUTAR": "127.0.0.2:2000"]) { $1 })
        #expect(c.pool == 5)
        #expect(c.host == "127.0.0.2" && c.porta == 2000)
        #expect(c.timeoutRequisicaoS == 7)
    }

    @Test func exemploDoRepositorioCarrega() throws {
        let raiz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let c = try Configuracao.carregar(arquivo: raiz.appendingPathComponent("config/frila-api.example.json").path, ambiente: Self.segredos)
        var padrao = Configuracao()
        padrao.jwtSegredo = Self.segredos["FRILA_JWT_SEGREDO"]!
        padrao.anonKey = Self.segredos["FRILA_ANON_KEY"]!
        #expect(c == padrao)
    }

    static let segredos = ["FRILA_JWT_SEGREDO": String(repeating: "s", count: 40), "FRILA_ANON_KEY": "chave-anon"]

    @Test func semSegredoOuComSegredoPublicoNaoSobe() {
        #expect(throws: Configuracao.Erro.self) { try Configuracao.carregar(arquivo: nil, ambiente: ["FRILA_ANON_KEY": "k"]) }
        for publico in ["super-secret-jwt-token-with-at-least-32-characters-long",
                        "your-super-secret-jwt-token-with-at-least-32-characters-long"] {
            #expect(throws: Configuracao.Erro.self) {
                try Configuracao.carregar(arquivo: nil, ambiente: ["FRILA_JWT_SEGREDO": publico, "FRILA_ANON_KEY": "k"])
            }
        }
    }

    @Test func limitesDoAuthTemOsPadroesDoGoTrueESaoConfiguraveis() throws {
        let c = try Configuracao.carregar(arquivo: nil, ambiente: Self.segredos)
        #expect(c.limiteLoginEndereco == 30 && c.limiteCadastroEndereco == 30 && c.janelaLimiteS == 300)
        #expect(c.intervaloReusoS == 10)
        let d = try Configuracao.carregar(arquivo: nil, ambiente: Self.segredos.merging([
            "FRILA_LIMITE_LOGIN_ENDERECO": "5", "FRILA_LIMITE_LOGIN_EMAIL": "0", "FRILA_LIMITE_CADASTRO_ENDERECO": "7",
            "FRILA_JANELA_LIMITE_S": "60", "FRILA_INTERVALO_REUSO_S": "0", "FRILA_LIMITE_POR_ENDERECO": "9",
            "FRILA_PRAZO_LEITURA_S": "2.5"]) { $1 })
        #expect(d.limiteLoginEndereco == 5 && d.limiteLoginEmail == 0 && d.limiteCadastroEndereco == 7)
        #expect(d.janelaLimiteS == 60 && d.intervaloReusoS == 0 && d.limitePorEndereco == 9 && d.prazoLeituraS == 2.5)
        #expect(throws: Configuracao.Erro.self) {
            try Configuracao.carregar(arquivo: nil, ambiente: Self.segredos.merging(["FRILA_LIMITE_POR_ENDERECO": "0"]) { $1 })
        }
    }

    @Test func segredoCurtoERecusado() {
        #expect(throws: Configuracao.Erro.self) {
            try Configuracao.carregar(arquivo: nil, ambiente: ["FRILA_JWT_SEGREDO": String(repeating: "x", count: 31), "FRILA_ANON_KEY": "k"])
        }
        #expect((try? Configuracao.carregar(arquivo: nil, ambiente: ["FRILA_JWT_SEGREDO": String(repeating: "x", count: 32), "FRILA_ANON_KEY": "k"])) != nil)
    }

    @Test(arguments: ["54321", "localhost:1", "127.0.0.1:0", "127.0.0.1:70000", "1.2.3:4"])
    func enderecoInvalidoERecusado(_ e: String) {
        #expect(throws: Configuracao.Erro.self) { try Configuracao.carregar(arquivo: nil, ambiente: Self.segredos.merging(["FRILA_API_ESCUTAR": e]) { $1 }) }
    }

    @Test func numerosForaDaFaixaSaoRecusados() {
        #expect(throws: Configuracao.Erro.self) { try Configuracao.carregar(arquivo: nil, ambiente: Self.segredos.merging(["FRILA_POOL": "0"]) { $1 }) }
        #expect(throws: Configuracao.Erro.self) { try Configuracao.carregar(arquivo: nil, ambiente: Self.segredos.merging(["FRILA_TIMEOUT_REQUISICAO_S": "x"]) { $1 }) }
    }
}

struct MapaDeErrosTests {
    @Test(arguments: [
        ("23505", 409), ("23503", 409), ("42501", 403), ("P0001", 400), ("PT409", 409), ("PT410", 410),
        ("PT422", 422), ("42883", 404), ("42P01", 404), ("57014", 504), ("08006", 503), ("53300", 503),
        ("25006", 405), ("28000", 403), ("40001", 500), ("XX000", 500), ("P0002", 500), ("22P02", 400),
        ("23514", 400), ("PT999", 400), ("PTabc", 400),
    ])
    func tabelaDoPostgREST(_ caso: (String, Int)) {
        #expect(MapaDeErros.status(sqlstate: caso.0, autenticado: true) == caso.1)
    }

    @Test func semPermissaoAnonimoE401() {
        #expect(MapaDeErros.status(sqlstate: "42501", autenticado: false) == 401)
    }

    /// Classe 22 (uuid, JSON, número, data que o PostgreSQL não converteu): o texto inglês dele,
    /// que repete o valor recebido, não sai; vão a chave estável e a frase pt-BR, e o SQLSTATE fica.
    @Test(arguments: [
        ("22P02", "invalid input syntax for type uuid: \"abc\"", "formato_invalido", "formato esperado"),
        ("22P02", "invalid input syntax for type json", "formato_invalido", "formato esperado"),
        ("22003", "value \"99999999999999999999\" is out of range for type integer", "numero_fora_do_limite", "número"),
        ("22007", "invalid input syntax for type timestamp with time zone: \"ontem\"", "data_invalida", "data ou hora"),
        ("22008", "date/time field value out of range: \"2026-02-31\"", "data_fora_do_calendario", "calendário"),
        ("22023", "invalid parameter value", "entrada_invalida", "inválido"),
    ])
    func entradaInvalidaSaiEmPortugues(_ caso: (String, String, String, String)) throws {
        let r = MapaDeErros.resposta(.sql(ErroSQL(codigo: caso.0, mensagem: caso.1, detalhe: nil,
                                                  dica: "Perhaps you need a different \"datestyle\" setting.")), autenticado: true)
        #expect(r.status == 400)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(r.corpo)) as? [String: Any])
        #expect(obj["code"] as? String == caso.0)
        #expect(obj["message"] as? String == caso.2)
        let frase = try #require(obj["details"] as? String)
        #expect(frase.contains(caso.3) && frase.hasSuffix("Nada foi alterado."), "\(frase)")
        let corpo = String(decoding: r.corpo, as: UTF8.self)
        for ingles in ["invalid input", "invalid parameter", "out of range", "Perhaps", "abc", "ontem", "9999"] {
            #expect(!corpo.contains(ingles), "o texto do PostgreSQL não sai: \(corpo)")
        }
    }

    @Test func corpoTemOsQuatroCampos() throws {
        let r = MapaDeErros.resposta(.sql(ErroSQL(codigo: "PT409", mensagem: "vaga_preenchida", detalhe: "Que pena.", dica: "{\"a\":1}")), autenticado: true)
        #expect(r.status == 409)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(r.corpo)) as? [String: Any])
        #expect(obj["code"] as? String == "PT409")
        #expect(obj["message"] as? String == "vaga_preenchida")
        #expect(obj["details"] as? String == "Que pena.")
        #expect(obj["hint"] as? String == "{\"a\":1}")
    }

    @Test func bancoForaE503EFilaEsgotadaE504() {
        #expect(MapaDeErros.resposta(.semConexao, autenticado: true).status == 503)
        #expect(MapaDeErros.resposta(.conexaoPerdida, autenticado: true).status == 503)
        #expect(MapaDeErros.resposta(.esperaEsgotada, autenticado: true).status == 504)
    }
}

struct EsquemaTests {
    let eco = FuncaoExposta(nome: "eco", argumentos: [(nome: "a", tipo: "text"), (nome: "b", tipo: "integer"), (nome: "c", tipo: "jsonb")],
                            comPadrao: 2, retornaConjunto: false, tipoRetorno: "jsonb", volatilidade: "s")

    @Test func aceitaSoChavesConhecidasComObrigatorias() {
        #expect(eco.aceita(["a"]))
        #expect(eco.aceita(["a", "c"]))
        #expect(!eco.aceita(["b"]))
        #expect(!eco.aceita(["a", "x"]))
    }

    @Test func sqlUsaSoParametroEIdentificadoresDoCatalogo() {
        let sql = eco.sql(chaves: ["c", "a"])
        #expect(sql == #"select (public."eco"("a" => _a."a", "c" => _a."c"))::text from json_to_record($1::json) as _a("a" text, "c" jsonb)"#)
    }

    @Test func formasDeRetorno() {
        var f = eco
        f.tipoRetorno = "void"
        #expect(f.sql(chaves: []) == #"select public."eco"()"#)
        f.retornaConjunto = true
        f.tipoRetorno = "integer"
        #expect(f.sql(chaves: []) == #"select coalesce(json_agg(_r), '[]')::text from public."eco"() _r"#)
        f.retornaConjunto = false
        #expect(f.sql(chaves: []) == #"select to_json(public."eco"())::text"#)
    }

    @Test func identificadorDobraAspas() {
        #expect(FuncaoExposta.ident(#"a"b"#) == #""a""b""#)
    }

    @Test func buscaEscolheASobrecargaCerta() {
        let e = Esquema()
        let f2 = FuncaoExposta(nome: "eco", argumentos: [(nome: "x", tipo: "uuid")], comPadrao: 0,
                               retornaConjunto: false, tipoRetorno: "jsonb", volatilidade: "v")
        e.definir([eco, f2])
        #expect(e.buscar("eco", chaves: ["x"]) == .achou(f2))
        #expect(e.buscar("eco", chaves: ["a"]) == .achou(eco))
        #expect(e.buscar("eco", chaves: ["a", "x"]) == .semAssinatura)
        #expect(e.buscar("outra", chaves: []) == .semNome)
    }
}

/// O gateway sem banco: o que ele decide sozinho, e banco fora do ar → 503.
struct GatewaySemBancoTests {
    let gw: Gateway = {
        var c = Configuracao.deTeste
        c.bancoURL = "postgresql://postgres@127.0.0.1:1/postgres"  // ninguém escuta na porta 1
        return Gateway(config: c)
    }()
    var chave: [String: String] { ["apikey": gw.config.anonKey] }

    func corpo(_ r: Resposta) -> [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(r.corpo))) as? [String: Any] ?? [:]
    }

    @Test func semApikeyE401() {
        let r = gw.atender(Requisicao(metodo: "POST", caminho: "/rest/v1/rpc/meu_perfil"))
        #expect(r.status == 401)
        #expect(corpo(r)["message"] as? String == "No API key found in request")
        let r2 = gw.atender(Requisicao(metodo: "POST", caminho: "/rest/v1/rpc/meu_perfil", cabecalhos: ["apikey": "x"]))
        #expect(r2.status == 401)
        #expect(corpo(r2)["message"] as? String == "Invalid API key")
    }

    @Test func apikeyPelaQueryStringVale() {
        let r = gw.atender(Requisicao(metodo: "PUT", caminho: "/rest/v1/rpc/x", consulta: [("apikey", gw.config.anonKey)]))
        #expect(r.status == 405)
    }

    @Test(arguments: ["PUT", "DELETE", "PATCH"])
    func metodoErradoE405(_ m: String) {
        let r = gw.atender(Requisicao(metodo: m, caminho: "/rest/v1/rpc/meu_perfil", cabecalhos: chave))
        #expect(r.status == 405)
        #expect(corpo(r)["code"] as? String == "PGRST101")
        let a = gw.atender(Requisicao(metodo: m, caminho: "/auth/v1/user", cabecalhos: chave))
        // PUT /auth/v1/user é o updateUser do GoTrue (corpo ausente: 400 bad_json, antes do banco).
        #expect(a.status == (m == "PUT" ? 400 : 405))
    }

    @Test func jsonRuimE400AntesDeTocarNoBanco() {
        let r = gw.atender(Requisicao(metodo: "POST", caminho: "/rest/v1/rpc/x", cabecalhos: chave, corpo: Array("{\"a\":".utf8)))
        #expect(r.status == 400)
        #expect(corpo(r)["code"] as? String == "PGRST102")
        let a = gw.atender(Requisicao(metodo: "POST", caminho: "/auth/v1/signup", cabecalhos: chave, corpo: Array("nada".utf8)))
        #expect(a.status == 400)
        #expect(corpo(a)["code"] as? String == "bad_json")
    }

    @Test func bancoForaDoArE503ComCorpoPostgrestEGoTrue() {
        let r = gw.atender(Requisicao(metodo: "POST", caminho: "/rest/v1/rpc/meu_perfil", cabecalhos: chave))
        #expect(r.status == 503)
        #expect(corpo(r)["code"] as? String == "PGRST000")
        let a = gw.atender(Requisicao(metodo: "POST", caminho: "/auth/v1/token", cabecalhos: chave,
                                      consulta: [("grant_type", "password")], corpo: Array(#"{"email":"a@b.c","password":"x"}"#.utf8)))
        #expect(a.status == 503)
        #expect(Set(corpo(a).keys) == ["code", "message"])
    }

    @Test func healthNaoDependeDoBanco() {
        #expect(gw.atender(Requisicao(metodo: "GET", caminho: "/auth/v1/health")).status == 200)
    }

    @Test func rotasDesconhecidasSao404() {
        #expect(gw.atender(Requisicao(metodo: "GET", caminho: "/rest/v1/contas", cabecalhos: chave)).status == 404)
        #expect(gw.atender(Requisicao(metodo: "GET", caminho: "/outra", cabecalhos: chave)).status == 404)
        #expect(gw.atender(Requisicao(metodo: "POST", caminho: "/auth/v1/magia", cabecalhos: chave)).status == 404)
    }

    @Test func authSemBearerE401NoAuthorization() {
        let r = gw.atender(Requisicao(metodo: "GET", caminho: "/auth/v1/user", cabecalhos: chave))
        #expect(r.status == 401)
        #expect(corpo(r)["code"] as? String == "no_authorization")
        let t = gw.atender(Requisicao(metodo: "POST", caminho: "/auth/v1/token", cabecalhos: chave,
                                      consulta: [("grant_type", "magia")], corpo: Array("{}".utf8)))
        #expect(t.status == 400)
        #expect(corpo(t)["code"] as? String == "unsupported_grant_type")
    }

    @Test func bearerQueNaoEBearerE401() {
        var h = chave
        h["Authorization"] = "Basic dTpw"
        let r = gw.atender(Requisicao(metodo: "POST", caminho: "/rest/v1/rpc/x", cabecalhos: h))
        #expect(r.status == 401)
        #expect(corpo(r)["code"] as? String == "PGRST301")
        #expect(r.cabecalhos.contains { $0.0 == "WWW-Authenticate" })
    }
}

struct CacheDeTokensTests {
    @Test func guardaAteOExp() {
        let c = CacheDeTokens()
        c.guardar("t", Claims(json: "{}", papel: "authenticated", sub: "u", exp: 100), agora: 50)
        #expect(c.buscar("t", agora: 99)?.sub == "u")
        #expect(c.buscar("t", agora: 100) == nil)
        c.guardar("s", Claims(json: "{}", papel: "anon", sub: nil, exp: nil), agora: 50)
        #expect(c.buscar("s", agora: 50) == nil)
    }
}

struct LogTests {
    @Test func linhaSemControlesEComStatusEDuracao() throws {
        let arq = FileManager.default.temporaryDirectory.appendingPathComponent("frila-log-\(UUID()).log")
        defer { try? FileManager.default.removeItem(at: arq) }
        let log = Log(caminho: arq.path)
        log.acesso(metodo: "POST", caminho: "/rest/v1/rpc/x\nFORJADO", status: 200, duracaoMs: 1.25)
        let texto = try String(contentsOf: arq, encoding: .utf8)
        #expect(texto.hasSuffix(" POST /rest/v1/rpc/x?FORJADO 200 1.2ms\n") || texto.hasSuffix(" POST /rest/v1/rpc/x?FORJADO 200 1.3ms\n"))
        #expect(texto.split(separator: "\n").count == 1)
    }
}

struct ConexaoEmSiMesmaTests {
    /// Um socket ligado a 127.0.0.1:P que faz connect em 127.0.0.1:P conecta nele mesmo
    /// (o que acontece com o banco fora do ar e a porta dele na faixa efêmera).
    @Test func detectaSocketConectadoNeleMesmo() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var end = sockaddr_in()
        end.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, "127.0.0.1", &end.sin_addr)
        let tam = socklen_t(MemoryLayout<sockaddr_in>.size)
        try #require(withUnsafePointer(to: &end) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, tam) } } == 0)
        var len = tam
        _ = withUnsafeMutablePointer(to: &end) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
        try #require(withUnsafePointer(to: &end) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, tam) } } == 0)
        #expect(Conexao.conectouEmSiMesma(fd))

        // Conexão normal (cliente ≠ servidor): não.
        let servidor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(servidor) }
        var s = sockaddr_in()
        s.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, "127.0.0.1", &s.sin_addr)
        _ = withUnsafePointer(to: &s) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(servidor, $0, tam) } }
        listen(servidor, 1)
        var ls = tam
        _ = withUnsafeMutablePointer(to: &s) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(servidor, $0, &ls) } }
        let cliente = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(cliente) }
        try #require(withUnsafePointer(to: &s) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(cliente, $0, tam) } } == 0)
        #expect(!Conexao.conectouEmSiMesma(cliente))
    }

    @Test func bancoInalcancavelNaoViraUmConnectPorRequisicaoSimultanea() throws {
        // Um "banco" que aceita o TCP e nunca responde: cada connect custa o connect_timeout.
        // Depois da 1ª falha, 8 pedidos simultâneos dividem uma sonda só.
        let servidor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(servidor) }
        var s = sockaddr_in()
        s.sin_family = sa_family_t(AF_INET); s.sin_addr.s_addr = inet_addr("127.0.0.1"); s.sin_port = 0
        let tam = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafePointer(to: &s) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(servidor, $0, tam) } }
        listen(servidor, 64)
        var ls = tam
        _ = withUnsafeMutablePointer(to: &s) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(servidor, $0, &ls) } }
        let pool = Pool(url: "postgresql://postgres@127.0.0.1:\(UInt16(bigEndian: s.sin_port))/postgres", tamanho: 8, espera: 10)
        #expect(throws: ErroBanco.semConexao) { try pool.com { (c: Conexao) throws(ErroBanco) in c } }
        func aceitas() -> Int {
            var n = 0
            var p = pollfd(fd: servidor, events: Int16(POLLIN), revents: 0)
            while poll(&p, 1, 0) > 0 { let c = accept(servidor, nil, nil); if c < 0 { break }; close(c); n += 1 }
            return n
        }
        #expect(aceitas() == 1)
        // Threads de verdade (o pool bloqueia): as 8 ao mesmo tempo.
        let grupo = DispatchGroup()
        let contagem = NSLock()
        nonisolated(unsafe) var erros = 0  // só com `contagem` tomada
        for _ in 0..<8 {
            grupo.enter()
            Thread {
                let falhou = (try? pool.com { (c: Conexao) throws(ErroBanco) in c }) == nil
                contagem.lock(); if falhou { erros += 1 }; contagem.unlock()
                grupo.leave()
            }.start()
        }
        grupo.wait()
        #expect(erros == 8)
        #expect(aceitas() < 8, "cada pedido abriu o seu connect")
    }
}

struct JSONLinearTests {
    /// Chave repetida colapsa no último valor, sem comparar com as anteriores (era quadrático:
    /// 15 mil chaves = 42 s). Sem prazo de relógio: dez vezes mais chaves custam ~10× (linear),
    /// não ~100× (o limite de 50× deixa folga para a máquina carregada); o menor de 3 tempos de
    /// cada lado, medidos na mesma execução.
    @Test(.timeLimit(.minutes(1))) func muitasChavesRepetidasLeemEmTempoLinear() throws {
        func corpo(_ n: Int) -> [UInt8] { Array(("{" + String(repeating: "\"a\":1,", count: n) + "\"a\":2}").utf8) }
        func menorTempo(_ bytes: [UInt8]) throws -> Double {
            var menor = Double.infinity
            for _ in 0..<3 {
                let inicio = DispatchTime.now().uptimeNanoseconds
                let pares = try JSON.objeto(bytes)
                menor = min(menor, Double(DispatchTime.now().uptimeNanoseconds - inicio))
                #expect(pares.count == 1)
                #expect(pares[0].1 == .bruto("2"))
            }
            return menor
        }
        let pequeno = try menorTempo(corpo(20_000)), grande = try menorTempo(corpo(200_000))
        #expect(grande / pequeno < 50, "10× as chaves custaram \(grande / pequeno)×")
    }

    @Test func chavesDistintasAlemDoTetoSaoRecusadasCedo() {
        let n = JSON.maximoChaves + 1
        let corpo = "{" + (0..<n).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
        #expect(throws: ErroJSON.chavesDemais) { try JSON.objeto(Array(corpo.utf8)) }
        let noTeto = "{" + (0..<JSON.maximoChaves).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
        #expect((try? JSON.objeto(Array(noTeto.utf8)))?.count == JSON.maximoChaves)
    }

    @Test func chavesAninhadasNaoContamNoTeto() throws {
        let dentro = (0..<5_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        let pares = try JSON.objeto(Array("{\"a\":{\(dentro)}}".utf8))
        #expect(pares.count == 1)
    }
}

struct LimitadorTests {
    @Test func esvaziaDepoisDaCapacidadeERecuperaComOTempo() {
        let l = Limitador(capacidade: 3, janela: 300)  // 1 ficha a cada 100 s
        for _ in 0..<3 {
            #expect(l.espera("a", agora: 1000) == nil)
            l.tirar("a", agora: 1000)
        }
        #expect(l.espera("a", agora: 1000) == 100)
        #expect(l.espera("b", agora: 1000) == nil)  // outra chave, outro balde
        #expect(l.espera("a", agora: 1060) == 40)
        #expect(l.espera("a", agora: 1100) == nil)
    }

    @Test func fichaDevolvidaNaoContaComoFalha() {
        let l = Limitador(capacidade: 2, janela: 60)
        for _ in 0..<10 {
            l.tirar("a", agora: 5)
            l.devolver("a", agora: 5)
        }
        #expect(l.espera("a", agora: 5) == nil)
    }

    @Test func capacidadeZeroNaoLimita() {
        let l = Limitador(capacidade: 0, janela: 60)
        for _ in 0..<100 { l.tirar("a", agora: 0) }
        #expect(l.espera("a", agora: 0) == nil)
    }
}

struct VigiaTests {
    /// Conexão que não completa o pedido no prazo leva shutdown (o outro lado lê EOF);
    /// a que ainda está no prazo segue aberta.
    @Test func derrubaSoAsConexoesVencidas() throws {
        var par: [Int32] = [0, 0], outro: [Int32] = [0, 0]
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &par) == 0)
        try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &outro) == 0)
        defer { for fd in par + outro { close(fd) } }
        let v = Vigia(leituraNs: 1_000, respostaNs: 1_000_000_000_000, ociosoNs: 0)
        let vencida = OpaquePointer(bitPattern: 0x1000)!, atendida = OpaquePointer(bitPattern: 0x2000)!
        v.abriu(vencida, socket: par[0])
        v.abriu(atendida, socket: outro[0])
        v.respondendo(atendida)
        v.varrer(agora: Vigia.agora() + 10_000)
        var b: UInt8 = 0
        #expect(recv(par[1], &b, 1, Int32(MSG_DONTWAIT)) == 0)  // EOF: derrubada
        #expect(recv(outro[1], &b, 1, Int32(MSG_DONTWAIT)) == -1)  // nada, ainda aberta
        #expect(v.derrubadas == 1)
        v.fechou(vencida); v.fechou(atendida)
        #expect(v.abertas == 0)
    }

    /// Perto do limite total, a conexão nova derruba, do endereço com mais conexões esperando
    /// pedido, a mais antiga; nunca uma sendo atendida (limite 8: teto de 7 vivas).
    @Test func pertoDoLimiteDerrubaAMaisAntigaQueEsperaPedido() throws {
        var pares: [[Int32]] = []
        for _ in 0..<8 {
            var p: [Int32] = [0, 0]
            try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &p) == 0)
            pares.append(p)
        }
        defer { for p in pares { close(p[0]); close(p[1]) } }
        let v = Vigia(leituraNs: 1_000_000_000_000, respostaNs: 1_000_000_000_000, ociosoNs: 0, limiteConexoes: 8)
        let c = (0..<8).map { OpaquePointer(bitPattern: 0x1000 * ($0 + 1))! }
        v.abriu(c[0], socket: pares[0][0], endereco: "10.0.0.1")
        v.respondendo(c[0])  // a mais antiga, mas sendo atendida
        v.abriu(c[1], socket: pares[1][0], endereco: "10.0.0.2")  // a mais antiga lendo, mas de um endereço leve
        for i in 2..<7 { v.abriu(c[i], socket: pares[i][0], endereco: "10.0.0.1") }
        #expect(v.derrubadas == 0)
        v.abriu(c[7], socket: pares[7][0], endereco: "10.0.0.1")  // a 8ª passa do teto
        var b: UInt8 = 0
        #expect(v.derrubadas == 1)
        #expect(recv(pares[2][1], &b, 1, Int32(MSG_DONTWAIT)) == 0)  // a mais antiga lendo do endereço pesado: EOF
        for i in [0, 1, 3, 7] { #expect(recv(pares[i][1], &b, 1, Int32(MSG_DONTWAIT)) == -1) }
    }
}

struct LimiteDeLoginSemBancoTests {
    /// Banco fora do ar não é senha errada: as tentativas não gastam o limite.
    @Test func falhaDoBancoNaoContaComoTentativa() {
        var c = Configuracao.deTeste
        c.bancoURL = "postgresql://postgres@127.0.0.1:1/postgres"
        c.limiteLoginEmail = 2
        let gw = Gateway(config: c)
        let corpo = Array(#"{"email":"a@b.co","password":"x"}"#.utf8)
        for _ in 0..<5 {
            let r = gw.atender(Requisicao(metodo: "POST", caminho: "/auth/v1/token", cabecalhos: ["apikey": c.anonKey],
                                          consulta: [("grant_type", "password")], corpo: corpo, endereco: "127.0.0.9"))
            #expect(r.status == 503)
        }
    }

    @Test func cadastrosAlemDoLimiteLevam429ComRetryAfter() {
        var c = Configuracao.deTeste
        c.bancoURL = "postgresql://postgres@127.0.0.1:1/postgres"
        c.limiteCadastroEndereco = 2
        let gw = Gateway(config: c)
        let corpo = Array(#"{"email":"a@b.co","password":"segredo1"}"#.utf8)
        let rs = (0..<3).map { _ in
            gw.atender(Requisicao(metodo: "POST", caminho: "/auth/v1/signup", cabecalhos: ["apikey": c.anonKey],
                                  corpo: corpo, endereco: "127.0.0.9"))
        }
        #expect(rs.map(\.status) == [503, 503, 429])
        #expect(rs[2].cabecalhos.contains { $0.0 == "Retry-After" && Int($0.1).map { $0 >= 1 } == true })
        #expect(rs[2].texto.contains("over_request_rate_limit"))
        let outro = gw.atender(Requisicao(metodo: "POST", caminho: "/auth/v1/signup", cabecalhos: ["apikey": c.anonKey],
                                          corpo: corpo, endereco: "127.0.0.10"))
        #expect(outro.status == 503)
    }
}

struct ChaveDoEmailNoLimiteTests {
    /// Grafias que o banco leva à mesma conta (NFKC, espaços nas pontas, caixa) dão a mesma chave.
    @Test func grafiasDaMesmaContaDaoAMesmaChave() {
        let grafias = ["vitima@frila.test", "VITIMA@FRILA.TEST", " Vitima@Frila.Test ",
                       "\u{FF56}\u{FF49}\u{FF54}\u{FF49}\u{FF4D}\u{FF41}@frila.test",   // largura cheia
                       "\u{FF36}itima@frila.test", "vitima\u{FF20}frila.test"]
        #expect(Set(grafias.map(Gateway.chaveDoEmail)) == ["vitima@frila.test"])
        #expect(Gateway.chaveDoEmail("\u{212A}ate@frila.test") == "kate@frila.test")   // sinal de Kelvin
    }

    @Test func emailsDiferentesSeguemDiferentes() {
        #expect(Gateway.chaveDoEmail("vitima@frila.test") != Gateway.chaveDoEmail("vitima2@frila.test"))
        #expect(Gateway.chaveDoEmail("vitima@frila.test") != Gateway.chaveDoEmail("v\u{0456}tima@frila.test"))  // cirílico: outra conta
    }
}

struct RecuoDoLimitadorTests {
    /// 10 fichas em 300 s (uma a cada 30 s), com recuo.
    func limitador() -> Limitador { Limitador(capacidade: 10, janela: 300, recuo: true, teto: 3600, memoria: 86_400) }

    func falhar(_ l: Limitador, _ chave: String, agora: Double) {
        l.tirar(chave, agora: agora)
        l.falhou(chave, agora: agora)
    }

    @Test func esvaziarBloqueiaEInsistirDobraAEsperaAteOTeto() {
        let l = limitador()
        for _ in 0..<10 {
            #expect(l.espera("a", agora: 1000) == nil)
            falhar(l, "a", agora: 1000)
        }
        #expect(l.espera("a", agora: 1000) == 30)
        var esperas: [Int] = []
        for _ in 0..<10 {
            l.recusou("a", agora: 1000)
            esperas.append(l.espera("a", agora: 1000) ?? 0)
        }
        #expect(esperas == [60, 120, 240, 480, 960, 1920, 3600, 3600, 3600, 3600])
        #expect(l.espera("b", agora: 1000) == nil)  // outra chave, livre
    }

    @Test func depoisDoBloqueioUmaFalhaSoJaBloqueiaDeNovoMaisTempo() {
        let l = limitador()
        for _ in 0..<10 { falhar(l, "a", agora: 0) }
        l.recusou("a", agora: 0)  // espera 60 s
        // Passado o bloqueio e recuperadas as fichas, uma falha basta: o degrau seguinte.
        #expect(l.espera("a", agora: 400) == nil)
        falhar(l, "a", agora: 400)
        #expect(l.espera("a", agora: 400) == 120)
    }

    @Test func acertoEsqueceEADiaSemFalhaZeraODegrau() {
        let l = limitador()
        for _ in 0..<10 { falhar(l, "a", agora: 0) }
        #expect(l.marcada("a", agora: 0))
        l.esquecer("a")
        #expect(!l.marcada("a", agora: 0))
        #expect(l.espera("a", agora: 0) == nil)

        for _ in 0..<10 { falhar(l, "b", agora: 0) }
        #expect(l.marcada("b", agora: 50_000))  // balde cheio, mas o degrau fica por 24 h
        #expect(!l.marcada("b", agora: 100_000))
        falhar(l, "b", agora: 100_000)           // passado o dia: recomeça sem recuo (9 fichas)
        #expect(l.espera("b", agora: 100_000) == nil)
    }

    @Test func semRecuoFalhaNaoBloqueiaAlemDoBalde() {
        let l = Limitador(capacidade: 2, janela: 60)
        for _ in 0..<2 { falhar(l, "a", agora: 0) }
        l.recusou("a", agora: 0)
        #expect(l.espera("a", agora: 0) == 30)
    }
}

struct EnderecosConhecidosTests {
    @Test func soQuemEntrouDaliEPorUmMes() {
        let c = EnderecosConhecidos(memoria: 100)
        #expect(!c.conhece("ana", "10.0.0.1", agora: 0))
        c.entrou("ana", de: "10.0.0.1", agora: 0)
        #expect(c.conhece("ana", "10.0.0.1", agora: 50))
        #expect(!c.conhece("ana", "10.0.0.2", agora: 50), "outro endereço não herda")
        #expect(!c.conhece("bia", "10.0.0.1", agora: 50), "outro e-mail não herda")
        #expect(!c.conhece("ana", "10.0.0.1", agora: 101), "passada a memória, esquece")
    }

    @Test func tetoPorEmailTiraOMaisAntigo() {
        let c = EnderecosConhecidos(memoria: 1_000)
        for i in 0...EnderecosConhecidos.maximoPorEmail { c.entrou("ana", de: "e\(i)", agora: Double(i)) }
        #expect(!c.conhece("ana", "e0", agora: 20))
        #expect(c.conhece("ana", "e\(EnderecosConhecidos.maximoPorEmail)", agora: 20))
    }
}
