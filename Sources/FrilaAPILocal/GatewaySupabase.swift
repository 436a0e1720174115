import Foundation

/// O que um cliente oficial (supabase-js, supabase-py) nota do GoTrue e do PostgREST além das
/// rotas básicas: `updateUser` (PUT /auth/v1/user), o `iss` dos tokens, e o formato da
/// resposta de uma RPC pelo `Accept` (`.csv()`, `.single()`) e a contagem de uma função escalar.
extension Gateway {
    /// O JWT_ISSUER do GoTrue (`<site>/auth/v1`; no Supabase CLI, `http://127.0.0.1:54321/auth/v1`).
    var emissorJWT: String { "http://\(config.host):\(config.porta)/auth/v1" }

    // MARK: PUT /auth/v1/user

    /// `updateUser`: senha nova (política do cadastro; encerra as outras sessões) e `data`
    /// (mescla no user_metadata), como o UserUpdate do GoTrue (internal/api/user.go).
    func atualizarUsuario(_ r: Requisicao) -> Resposta {
        guard let campos = try? JSON.objeto(r.corpo) else { return Self.jsonRuim }
        var senha: String?
        if let (_, v) = campos.last(where: { $0.0 == "password" }) {
            switch v {
            case .texto(let s): senha = s
            case .nulo: senha = nil
            case .bruto: return .gotrue(400, codigo: "bad_json", mensagem: "password precisa ser texto.")
            }
        }
        var dados: String?
        if let (_, v) = campos.last(where: { $0.0 == "data" }) {
            switch v {
            case .bruto(let b) where b.hasPrefix("{"): dados = b
            case .nulo: dados = nil
            default: return .gotrue(400, codigo: "bad_json", mensagem: "data precisa ser um objeto JSON.")
            }
        }
        // user_metadata com texto invisível ou de controle (chaves e valores, em qualquer
        // profundidade) não chega ao banco, como no cadastro.
        if let (campo, problema) = RegraDoTexto.primeiroProblema(em: campos) {
            return .gotrue(400, codigo: "validation_failed", mensagem: RegraDoTexto.frase(problema, campo: campo))
        }
        // Trocar e-mail ou telefone pede um e-mail/SMS de confirmação, que o backend local não manda.
        for chave in ["email", "phone"] {
            if let s = Self.texto(campos, chave), !s.isEmpty {
                return .gotrue(422, codigo: "validation_failed",
                               mensagem: "O backend local não troca e-mail nem telefone (pediria confirmação por e-mail/SMS).")
            }
        }
        switch usuarioDoBearer(r) {
        case .failure(let resp): return resp
        case .success(let (sub, sid)):
            return sessao("select auth.gotrue_atualizar_usuario($1::uuid, $2::uuid, $3, $4::jsonb)::text",
                          [sub, sid, senha, dados])
        }
    }

    // MARK: formato da resposta de uma RPC

    /// O que o PostgREST sabe devolver de uma função (Plan/Negotiate.hs, MediaType.hs).
    enum MidiaRPC: Equatable { case json, objeto, csv }

    /// `Accept` → formato, o primeiro aceito pela ordem de preferência (q); nenhum: 406
    /// `PGRST107`, antes de chamar a função, como o PostgREST.
    static func negociarMidia(_ accept: String?) -> Result<MidiaRPC, Resposta> {
        guard let accept, !accept.trimmingCharacters(in: .whitespaces).isEmpty else { return .success(.json) }
        var pedidos: [(tipo: String, q: Double, ordem: Int)] = []
        for (i, item) in accept.split(separator: ",").enumerated() {
            let partes = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let tipo = partes.first?.lowercased(), !tipo.isEmpty else { continue }
            var q = 1.0
            for p in partes.dropFirst() where p.lowercased().hasPrefix("q=") { q = Double(p.dropFirst(2)) ?? 1 }
            if q > 0 { pedidos.append((tipo, q, i)) }
        }
        pedidos.sort { $0.q != $1.q ? $0.q > $1.q : $0.ordem < $1.ordem }
        for p in pedidos {
            switch p.tipo {
            case "application/json", "*/*", "application/*": return .success(.json)
            case "application/vnd.pgrst.object+json", "application/vnd.pgrst.object": return .success(.objeto)
            case "text/csv", "text/*": return .success(.csv)
            default: continue
            }
        }
        return .failure(.postgrest(406, codigo: "PGRST107",
                                   mensagem: "Nenhum destes formatos está disponível: \(pedidos.map(\.tipo).joined(separator: ", "))"))
    }

    /// A resposta de uma RPC que devolveu algo, no formato pedido. Uma função escalar (todas as
    /// RPCs do Frila devolvem um `jsonb`) é UMA linha para o PostgREST: `count` dá 1
    /// (`Content-Range: 0-0/1`), `.single()` devolve o valor como está, e o CSV tem a coluna
    /// `pgrst_scalar` (Query/QueryBuilder.hs, callPlanToQuery; Query/SqlFragment.hs, asCsvF).
    /// Uma função `setof` conta os elementos e `.single()` exige exatamente um (MainTx.hs,
    /// failNotSingular → 406 PGRST116).
    static func respostaRPC(_ r: Requisicao, funcao: FuncaoExposta, corpo: String?, midia: MidiaRPC) -> Resposta {
        let texto = corpo ?? "null"
        var elementos: [Any]?
        if funcao.retornaConjunto {
            elementos = (try? JSONSerialization.jsonObject(with: Data(texto.utf8), options: [.fragmentsAllowed]) as? [Any]) ?? []
        }
        let linhas = elementos?.count ?? 1
        let intervalo = contagemDeLinhas(r, linhas: linhas)
        switch midia {
        case .json:
            return .json(200, texto, cabecalhos: intervalo)
        case .objeto:
            guard linhas == 1 else {
                return .postgrest(406, codigo: "PGRST116", mensagem: "O resultado não vira um único objeto JSON.",
                                  detalhe: "O resultado tem \(linhas) linhas.")
            }
            var unico = texto
            if let e = elementos?.first,
               let d = try? JSONSerialization.data(withJSONObject: e, options: [.fragmentsAllowed, .withoutEscapingSlashes]) {
                unico = String(decoding: d, as: UTF8.self)
            }
            return Resposta(status: 200, corpo: Array(unico.utf8),
                            cabecalhos: [("Content-Type", "application/vnd.pgrst.object+json; charset=utf-8")] + intervalo)
        case .csv:
            var valores: [String?] = []
            if let elementos {
                for e in elementos {
                    let d = try? JSONSerialization.data(withJSONObject: e, options: [.fragmentsAllowed, .withoutEscapingSlashes])
                    valores.append(d.map { String(decoding: $0, as: UTF8.self) })
                }
            } else {
                valores = [corpo.map { campoEscalar($0, tipo: funcao.tipoRetorno) }]
            }
            let csv = "pgrst_scalar\n" + valores.map { $0.map(campoDeRegistro) ?? "" }.joined(separator: "\n")
            return Resposta(status: 200, corpo: Array(csv.utf8),
                            cabecalhos: [("Content-Type", "text/csv; charset=utf-8")] + intervalo)
        }
    }

    /// `Prefer: count=...` → Content-Range sobre as linhas do resultado (`*/0` sem nenhuma).
    static func contagemDeLinhas(_ r: Requisicao, linhas n: Int) -> [(String, String)] {
        guard let prefer = r.cabecalho("prefer"),
              prefer.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("count=") })
        else { return [] }
        return [("Content-Range", n == 0 ? "*/0" : "0-\(n - 1)/\(n)")]
    }

    /// O texto que o PostgreSQL daria à coluna: json/jsonb como veio; outro escalar chegou
    /// por `to_json` (texto entre aspas, booleano `true`).
    static func campoEscalar(_ json: String, tipo: String) -> String {
        if tipo == "json" || tipo == "jsonb" { return json }
        if json == "true" { return "t" }
        if json == "false" { return "f" }
        if json.hasPrefix("\""), let s = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) as? String {
            return s
        }
        return json
    }

    /// Um campo no texto de um registro do PostgreSQL (record_out), que o CSV do PostgREST usa:
    /// entre aspas se vazio ou com aspas, barra invertida, parênteses, vírgula ou espaço;
    /// aspas e barras dobradas.
    static func campoDeRegistro(_ s: String) -> String {
        let especiais: Set<Character> = ["\"", "\\", "(", ")", ","]
        let precisa = s.isEmpty || s.contains { especiais.contains($0) || $0.isWhitespace }
        guard precisa else { return s }
        var saida = "\""
        for ch in s {
            if ch == "\"" || ch == "\\" { saida.append(ch) }
            saida.append(ch)
        }
        return saida + "\""
    }
}
