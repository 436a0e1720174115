import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import FrilaAPILocal

/// Backend de teste: `make test-swift` define estas variáveis (backend novo nas portas de
/// teste). Sem elas (iterando localmente) os testes HTTP ficam desligados.
enum Ambiente {
    static let env = ProcessInfo.processInfo.environment
    static let url = env["FRILA_TEST_API_URL"] ?? ""
    static let anonKey = env["FRILA_TEST_ANON_KEY"] ?? ""
    static let banco = env["FRILA_TEST_BANCO_URL"] ?? ""
    static let log = env["FRILA_TEST_API_LOG"]
    static var disponivel: Bool { !url.isEmpty && !anonKey.isEmpty && !banco.isEmpty }
    /// Segredo do backend de teste (gerado por scripts/api.sh), para forjar tokens.
    static let segredo = env["FRILA_TEST_JWT_SEGREDO"] ?? ""
}

struct RespostaHTTP: Sendable {
    let status: Int
    let corpo: Data
    let cabecalhos: [String: String]
    var texto: String { String(decoding: corpo, as: UTF8.self) }
    var objeto: [String: Any] { ((try? JSONSerialization.jsonObject(with: corpo)) as? [String: Any]) ?? [:] }
    var lista: [Any]? { (try? JSONSerialization.jsonObject(with: corpo, options: .fragmentsAllowed)) as? [Any] }
    func campo(_ k: String) -> String? { objeto[k] as? String }
    func cabecalho(_ k: String) -> String? { cabecalhos.first { $0.key.lowercased() == k.lowercased() }?.value }
}

enum HTTP {
    static let sessao: URLSession = {
        let c = URLSessionConfiguration.ephemeral
        c.httpMaximumConnectionsPerHost = 128
        c.timeoutIntervalForRequest = 30
        return URLSession(configuration: c)
    }()

    static func pedir(_ metodo: String, _ caminho: String, json: String? = nil, corpo: Data? = nil,
                      token: String? = nil, apikey: String? = Ambiente.anonKey,
                      cabecalhos: [String: String] = [:]) async throws -> RespostaHTTP {
        var r = URLRequest(url: URL(string: Ambiente.url + caminho)!)
        r.httpMethod = metodo
        if let apikey { r.setValue(apikey, forHTTPHeaderField: "apikey") }
        if let token { r.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let json {
            r.httpBody = Data(json.utf8)
            r.setValue("application/json", forHTTPHeaderField: "Content-Type")
        } else if let corpo {
            r.httpBody = corpo
        }
        for (k, v) in cabecalhos { r.setValue(v, forHTTPHeaderField: k) }
        let (dados, resp) = try await sessao.data(for: r)
        let h = resp as! HTTPURLResponse
        var cab: [String: String] = [:]
        for (k, v) in h.allHeaderFields { cab["\(k)"] = "\(v)" }
        return RespostaHTTP(status: h.statusCode, corpo: dados, cabecalhos: cab)
    }

    static func rpc(_ nome: String, _ json: String = "{}", token: String? = nil) async throws -> RespostaHTTP {
        try await pedir("POST", "/rest/v1/rpc/\(nome)", json: json, token: token)
    }
}

/// Conta criada por /auth/v1/signup.
struct Conta: Sendable {
    let email: String
    let senha: String
    let id: String
    let accessToken: String
    let refreshToken: String

    static func email(_ prefixo: String) -> String { "\(prefixo)-\(UUID().uuidString.lowercased().prefix(12))@teste.frila" }

    /// Ponto de referência dos testes (Asa Sul, Brasília).
    static let lat = -15.8131, lng = -47.8923

    static func profissional(_ prefixo: String = "prof", funcoes: [String] = ["garcom"]) async throws -> Conta {
        let f = funcoes.map { "\"\($0)\"" }.joined(separator: ",")
        return try await criar(prefixo, dados: #"{"perfil":"profissional","nome":"Pro Teste","funcoes":[\#(f)],"lat":\#(lat),"lng":\#(lng)}"#)
    }

    static func contratante(_ prefixo: String = "contr") async throws -> Conta {
        // Nome próprio por conta: o mesmo nome no mesmo endereço é recusado (o nome de outro).
        let bar = "Bar do Teste \(UUID().uuidString.prefix(8).lowercased())"
        return try await criar(prefixo, dados: #"{"perfil":"contratante","nome":"Contratante Teste","estabelecimento":{"nome":"\#(bar)","endereco":"SCLS 405, Asa Sul","lat":\#(lat),"lng":\#(lng),"documento":"\#(cnpj())"}}"#)
    }

    /// Um CNPJ válido (dígitos verificadores do módulo 11) e novo a cada chamada: todo
    /// estabelecimento novo precisa de um, único.
    static func cnpj() -> String {
        var d = (0..<8).map { _ in Int.random(in: 0...9) } + [0, 0, 0, 1]
        for pesos in [[5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]] {
            let resto = zip(d, pesos).map { $0 * $1 }.reduce(0, +) % 11
            d.append(resto < 2 ? 0 : 11 - resto)
        }
        return d.map(String.init).joined()
    }

    static func criar(_ prefixo: String, dados: String) async throws -> Conta {
        let email = email(prefixo), senha = "senha-\(UUID().uuidString.prefix(8))"
        let r = try await HTTP.pedir("POST", "/auth/v1/signup",
                                     json: #"{"email":"\#(email)","password":"\#(senha)","data":\#(dados)}"#)
        try #require(r.status == 200, "signup: \(r.status) \(r.texto)")
        let o = r.objeto
        let user = try #require(o["user"] as? [String: Any])
        return Conta(email: email, senha: senha, id: try #require(user["id"] as? String),
                     accessToken: try #require(o["access_token"] as? String),
                     refreshToken: try #require(o["refresh_token"] as? String))
    }
}

/// Roda trabalho bloqueante (libpq, socket cru) numa thread própria: o pool cooperativo
/// do Swift tem uma thread por núcleo (2 aqui) e é dividido com os testes dos outros módulos.
func foraDoPool<T: Sendable>(_ f: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { k in
        Thread { k.resume(with: Result { try f() }) }.start()
    }
}

/// Um advisory lock de sessão segurado pelo teste: a função `teste_gateway_esperar_trava`
/// fica presa nele até `soltar()`. Dá ao teste controle exato de "requisição em curso".
final class TravaNoBanco: @unchecked Sendable {
    // @unchecked: a conexão é usada só em `init` e `soltar`, em sequência, nunca ao mesmo tempo.
    let conexao: Conexao
    let chave: Int

    init(_ chave: Int) async throws {
        self.chave = chave
        final class Caixa: @unchecked Sendable { var c: Conexao?; init(_ c: Conexao) { self.c = c } }  // só passa a conexão de uma thread para a outra
        let caixa = try await foraDoPool {
            let c = try Conexao(url: Ambiente.banco)
            _ = try c.executar("select pg_advisory_lock($1::bigint)", [String(chave)])
            return Caixa(c)
        }
        conexao = caixa.c!
    }

    func soltar() async throws {
        try await foraDoPool { [self] in
            _ = try conexao.executar("select pg_advisory_unlock($1::bigint)", [String(chave)])
        }
    }
}

/// Acesso direto ao banco de teste (fixtures e conferências), pelo mesmo libpq do gateway.
enum BancoDeTeste {
    static func executar(_ sql: String, _ parametros: [String?] = []) async throws -> Linhas {
        try await foraDoPool {
            let c = try Conexao(url: Ambiente.banco)
            return try c.executar(sql, parametros)
        }
    }

    /// Instala as fixtures uma vez por processo, numa thread própria (não segura o pool
    /// cooperativo enquanto o DDL roda).
    static func garantirFixtures() async throws {
        try await Fixtures.unica.garantir()
    }

    actor Fixtures {
        static let unica = Fixtures()
        private var tarefa: Task<Bool, any Error>?
        func garantir() async throws {
            if tarefa == nil { tarefa = Task { try await foraDoPool { BancoDeTeste.fixtures } } }
            try #require(try await tarefa!.value, "fixtures do gateway não instaladas")
        }
    }

    /// Quantas sessões esperam o advisory lock `chave` (uma chamada presa nele).
    static func esperandoTrava(_ chave: Int) async throws -> Int {
        let l = try await executar("select count(*) from pg_locks where locktype = 'advisory' and not granted and objid = $1::oid",
                                   [String(chave)])
        return Int(l.primeiro ?? "0") ?? 0
    }

    /// Espera (sem prazo curto: o pool cooperativo pode ficar segundos ocupado por outros
    /// testes) até uma chamada ficar presa na trava — a requisição chegou ao banco.
    static func esperarPresoNa(_ chave: Int) async throws {
        for _ in 0..<600 {
            if try await esperandoTrava(chave) > 0 { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("a chamada não chegou ao banco")
    }

    /// Funções só de teste em `public` do banco de teste (descartável), para exercitar o
    /// mapeamento do gateway sem depender das regras de negócio. Idempotente.
    static let fixtures: Bool = {
        let sql = """
            do $$ declare f regprocedure;
            begin
              for f in select p.oid::regprocedure from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                        where n.nspname = 'public' and p.proname like 'teste\\_gateway\\_%' loop
                execute 'drop function ' || f;
              end loop;
            end $$;
            create table if not exists public.teste_gateway_alvo(id int primary key, em timestamptz default now());
            insert into public.teste_gateway_alvo(id) values (1) on conflict do nothing;
            grant select, insert, update on public.teste_gateway_alvo to anon, authenticated;
            create or replace function public.teste_gateway_eco(a text, b int default 0, c jsonb default null,
                d timestamptz default null, e boolean default null, f text[] default null, g double precision default null)
              returns jsonb language sql stable as $$
              select jsonb_build_object('a', a, 'b', b, 'c', c, 'd', d, 'e', e, 'f', f, 'g', g,
                'papel', current_user, 'sub', auth.uid(), 'role_claim', auth.jwt() ->> 'role') $$;
            create or replace function public.teste_gateway_vazio() returns void language plpgsql as $$ begin end $$;
            create or replace function public.teste_gateway_lista(n int) returns setof int language sql stable as $$
              select generate_series(1, n) $$;
            create or replace function public.teste_gateway_numero() returns int language sql stable as $$ select 42 $$;
            create or replace function public.teste_gateway_erro(codigo text, mensagem text default 'erro',
                detalhe text default null, dica text default null) returns void language plpgsql as $$
            begin
              if detalhe is null then raise exception using errcode = codigo, message = mensagem;
              else raise exception using errcode = codigo, message = mensagem, detail = detalhe, hint = dica;
              end if;
            end $$;
            create or replace function public.teste_gateway_dormir(s double precision) returns void language sql as $$
              select pg_sleep(s) $$;
            create or replace function public.teste_gateway_esperar_trava(chave bigint) returns void language sql as $$
              select pg_advisory_xact_lock(chave) $$;
            create or replace function public.teste_gateway_escrever() returns void language sql volatile as $$
              update public.teste_gateway_alvo set em = now() where id = 1 $$;
            create or replace function public.teste_gateway_duplicar() returns void language sql as $$
              insert into public.teste_gateway_alvo(id) values (1) $$;
            create or replace function public.teste_gateway_proibido() returns int language sql as $$ select 1 $$;
            grant execute on function public.teste_gateway_eco, public.teste_gateway_vazio, public.teste_gateway_lista,
              public.teste_gateway_numero, public.teste_gateway_erro, public.teste_gateway_dormir,
              public.teste_gateway_esperar_trava,
              public.teste_gateway_escrever, public.teste_gateway_duplicar to anon, authenticated;
            revoke execute on function public.teste_gateway_proibido from public, anon, authenticated;
            """
        do {
            let c = try Conexao(url: Ambiente.banco)
            // Várias instruções: protocolo simples via executar sem parâmetros não aceita; uma a uma.
            for instrucao in dividir(sql) { _ = try c.executar(instrucao) }
            return true
        } catch {
            Issue.record("fixtures do gateway: \(error)")
            return false
        }
    }()

    /// Divide em instruções no `;` de fim de linha fora de corpos $$.
    static func dividir(_ sql: String) -> [String] {
        var saida: [String] = [], atual = "", dentro = false
        for linha in sql.split(separator: "\n", omittingEmptySubsequences: false) {
            atual += linha + "\n"
            dentro = linha.components(separatedBy: "$$").count % 2 == 0 ? !dentro : dentro
            if !dentro, linha.trimmingCharacters(in: .whitespaces).hasSuffix(";") {
                saida.append(atual); atual = ""
            }
        }
        if !atual.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { saida.append(atual) }
        return saida
    }
}

extension Configuracao {
    /// Configuração para gateways montados dentro do teste (segredo e chave só deles).
    static var deTeste: Configuracao {
        var c = Configuracao()
        c.jwtSegredo = "segredo-dos-testes-em-processo-com-mais-de-32-caracteres"
        c.anonKey = "chave-anon-dos-testes-em-processo"
        return c
    }
}
