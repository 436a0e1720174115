import Foundation

/// Piso do benchmark: por "requisição", a mesma conversa com o PostgreSQL que o gateway
/// tem (`Gateway.conversaDaRPC`: begin → sessão → set_config → função → commit, uma ida e
/// volta), direto por libpq, sem HTTP. `FRILA_PISO_TOKEN=... frila-api --piso FUNCAO CONEXOES SEGUNDOS`: o token
/// vem do ambiente, não da linha de comando (que qualquer um lê em `ps`; RN15).
enum BenchPiso {
    static func rodar(config: Configuracao, argumentos: [String]) -> Int32 {
        guard argumentos.count == 3, let conexoes = Int(argumentos[1]), conexoes > 0,
              let segundos = Double(argumentos[2]), segundos > 0,
              let token = ProcessInfo.processInfo.environment["FRILA_PISO_TOKEN"], !token.isEmpty else {
            print("uso: FRILA_PISO_TOKEN=<access token> frila-api --piso FUNCAO CONEXOES SEGUNDOS")
            return 2
        }
        let funcao = argumentos[0]
        let gateway = Gateway(config: config)
        // Mesmo SQL que o gateway geraria para um POST sem argumentos.
        let sqlFuncao: String
        let claims: String, papel: String, sessao: String?
        do {
            let c = try Conexao(url: config.bancoURL)
            try gateway.esquema.recarregar(c)
            guard case .achou(let f) = gateway.esquema.buscar(funcao, chaves: []) else {
                print("piso: função \(funcao) não existe em public"); return 1
            }
            sqlFuncao = f.sql(chaves: [])
            let l = try c.executar("select c::text, c->>'role', c->>'session_id' from auth.jwt_verificar($1, $2) c",
                                   [token, config.jwtSegredo])
            claims = l.linhas[0][0] ?? "{}"
            papel = l.linhas[0][1] ?? "anon"
            sessao = l.linhas[0][2]
        } catch {
            print("piso: \(error)"); return 1
        }
        let (comandos, indiceFuncao) = gateway.conversaDaRPC(escrita: true, sessao: sessao, papel: papel, claims: claims,
                                                             sqlFuncao: sqlFuncao, argumentos: nil)
        let coletor = Coletor()
        let fim = DispatchTime.now().uptimeNanoseconds + UInt64(segundos * 1e9)
        let grupo = DispatchGroup()
        for _ in 0..<conexoes {
            grupo.enter()
            Thread {
                var lat: [UInt64] = []
                var erros = 0
                lat.reserveCapacity(200_000)
                if let c = try? Conexao(url: config.bancoURL) {
                    while true {
                        let t0 = DispatchTime.now().uptimeNanoseconds
                        if t0 >= fim { break }
                        do {
                            let r = try c.pipeline(comandos)
                            if r.contains(where: { if case .failure = $0 { true } else { false } }) || r.count <= indiceFuncao { erros += 1 }
                        } catch { erros += 1 }
                        lat.append(DispatchTime.now().uptimeNanoseconds - t0)
                    }
                } else {
                    erros += 1
                }
                coletor.juntar(lat, erros)
                grupo.leave()
            }.start()
        }
        grupo.wait()
        let (lat, erros) = coletor.resultado()
        let ordenado = lat.sorted()
        func pct(_ p: Double) -> Double {
            ordenado.isEmpty ? 0 : Double(ordenado[min(ordenado.count - 1, Int(Double(ordenado.count) * p))]) / 1e6
        }
        // Uma linha, fácil de ler por script: rps p50_ms p99_ms erros
        print(String(format: "piso %@ c=%d rps=%.0f p50_ms=%.3f p99_ms=%.3f erros=%d",
                     funcao, conexoes, Double(lat.count) / segundos, pct(0.5), pct(0.99), erros))
        return erros == 0 ? 0 : 1
    }

    final class Coletor: @unchecked Sendable {  // seguro: estado só com `trava`
        // @unchecked: só tocado com `trava` tomada.
        private let trava = NSLock()
        private var lat: [UInt64] = []
        private var erros = 0
        func juntar(_ l: [UInt64], _ e: Int) { trava.lock(); lat += l; erros += e; trava.unlock() }
        func resultado() -> ([UInt64], Int) { trava.lock(); defer { trava.unlock() }; return (lat, erros) }
    }
}
