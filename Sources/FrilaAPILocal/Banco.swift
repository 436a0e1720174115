import CLibPQ
import Foundation

/// Erro vindo do PostgreSQL (campos do ErrorResponse).
public struct ErroSQL: Error, Equatable, Sendable {
    public var codigo: String
    public var mensagem: String
    public var detalhe: String?
    public var dica: String?
    public init(codigo: String, mensagem: String, detalhe: String? = nil, dica: String? = nil) {
        self.codigo = codigo; self.mensagem = mensagem; self.detalhe = detalhe; self.dica = dica
    }
}

public enum ErroBanco: Error, Equatable, Sendable {
    /// O PostgreSQL recusou o comando (tem SQLSTATE).
    case sql(ErroSQL)
    /// Não foi possível conectar (banco fora do ar, URL errada).
    case semConexao
    /// A conexão caiu no meio da conversa.
    case conexaoPerdida
    /// Nenhuma conexão do pool ficou livre a tempo.
    case esperaEsgotada
}

/// Um comando de um pipeline: SQL e parâmetros em texto (nil = NULL).
public struct Comando: Sendable {
    public var sql: String
    public var parametros: [String?]
    public init(_ sql: String, _ parametros: [String?] = []) { self.sql = sql; self.parametros = parametros }
}

/// Resultado de um comando: linhas de valores em texto.
public struct Linhas: Sendable, Equatable {
    public var linhas: [[String?]]
    public var primeiro: String? { linhas.first?.first ?? nil }
}

/// Uma conexão libpq. Não é thread-safe: pertence a quem a tirou do pool até devolvê-la.
public final class Conexao {
    let pg: OpaquePointer
    let geracao: Int
    /// Quebrada = não volta para o pool.
    public private(set) var quebrada = false

    public init(url: String, geracao: Int = 0) throws(ErroBanco) {
        // connect_timeout curto: banco fora do ar tem de virar 503 rápido, não travar a thread.
        // client_min_messages: NOTICE de função não vai parar no stderr/log do gateway.
        let chaves = ["dbname", "connect_timeout", "application_name", "options"]
        let valores = [url, "3", "frila-api", "-c client_min_messages=warning"]
        let pg: OpaquePointer? = Conexao.comCStrings(chaves) { k in
            Conexao.comCStrings(valores) { v in PQconnectdbParams(k, v, 1) }
        }
        guard let pg else { throw .semConexao }
        guard PQstatus(pg) == CONNECTION_OK, !Conexao.conectouEmSiMesma(PQsocket(pg)) else { PQfinish(pg); throw .semConexao }
        self.pg = pg
        self.geracao = geracao
    }

    deinit { PQfinish(pg) }

    var saudavel: Bool { !quebrada && PQstatus(pg) == CONNECTION_OK && PQtransactionStatus(pg) == PQTRANS_IDLE }

    /// Conexão ociosa do pool ainda falando com um servidor vivo? Ociosa, nada deveria
    /// chegar pelo socket: legível = o servidor fechou (reinício, crash: FIN/RST, às vezes
    /// com um FATAL antes). Custa um poll sem espera, e evita que a primeira requisição
    /// depois de um reinício do PostgreSQL vire 503.
    var viva: Bool {
        guard saudavel else { return false }
        let fd = PQsocket(pg)
        guard fd >= 0 else { return false }
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let n = poll(&p, 1, 0)
        if n == 0 { return true }
        if n < 0 { return errno == EINTR }
        // Algo chegou numa conexão ociosa: quase sempre o FATAL do desligamento seguido do
        // EOF (que o libpq só nota na leitura seguinte). Descarta; reconectar custa pouco.
        quebrada = true
        return false
    }

    /// Um comando isolado (autocommit).
    public func executar(_ sql: String, _ parametros: [String?] = []) throws(ErroBanco) -> Linhas {
        let r = try pipeline([Comando(sql, parametros)])
        switch r[0] {
        case .success(let l): return l
        case .failure(let e): throw e
        }
    }

    /// Envia os comandos num pipeline (uma ida e volta) e lê um resultado por comando.
    /// Comandos depois de um erro vêm como o mesmo erro (não rodaram). Se a transação
    /// ficou abortada, faz ROLLBACK para a conexão voltar limpa ao pool.
    public func pipeline(_ comandos: [Comando]) throws(ErroBanco) -> [Result<Linhas, ErroBanco>] {
        guard PQenterPipelineMode(pg) == 1 else { quebrada = true; throw .conexaoPerdida }
        for c in comandos {
            let ok = Conexao.comParametros(c.parametros) { n, vals in
                PQsendQueryParams(pg, c.sql, n, nil, vals, nil, nil, 0)
            }
            if ok != 1 { quebrada = true; throw .conexaoPerdida }
        }
        if PQpipelineSync(pg) != 1 { quebrada = true; throw .conexaoPerdida }

        var saida: [Result<Linhas, ErroBanco>?] = Array(repeating: nil, count: comandos.count)
        var i = 0
        var primeiroErro: ErroBanco?
        var nulosSeguidos = 0
        leitura: while true {
            guard let r = PQgetResult(pg) else {
                if PQstatus(pg) != CONNECTION_OK { quebrada = true; break leitura }
                nulosSeguidos += 1
                if nulosSeguidos > 2 { quebrada = true; break leitura }  // protocolo fora do esperado
                i += 1
                continue
            }
            nulosSeguidos = 0
            defer { PQclear(r) }
            switch PQresultStatus(r) {
            case PGRES_PIPELINE_SYNC:
                break leitura
            case PGRES_TUPLES_OK, PGRES_COMMAND_OK:
                if i < saida.count { saida[i] = .success(Conexao.linhas(r)) }
            case PGRES_PIPELINE_ABORTED:
                if i < saida.count { saida[i] = .failure(primeiroErro ?? .conexaoPerdida) }
            default:
                let e = Conexao.erro(r)
                if case .sql = e {} else { quebrada = true }
                if primeiroErro == nil { primeiroErro = e }
                if i < saida.count { saida[i] = .failure(e) }
            }
        }
        if quebrada || PQstatus(pg) != CONNECTION_OK {
            quebrada = true
            throw .conexaoPerdida
        }
        _ = PQexitPipelineMode(pg)
        if PQtransactionStatus(pg) != PQTRANS_IDLE {
            if let r = PQexec(pg, "ROLLBACK") { PQclear(r) }
            if PQtransactionStatus(pg) != PQTRANS_IDLE { quebrada = true }
        }
        // Laço explícito: um `map` com `??` aqui derruba o otimizador do Swift 6.3 (-O).
        let faltando: Result<Linhas, ErroBanco> = .failure(primeiroErro ?? .conexaoPerdida)
        var final: [Result<Linhas, ErroBanco>] = []
        final.reserveCapacity(saida.count)
        for r in saida {
            if let r { final.append(r) } else { final.append(faltando) }
        }
        return final
    }

    /// Com o banco fora do ar e a porta dele na faixa efêmera do Linux, um connect pode
    /// "conectar" o socket nele mesmo (porta de origem = destino). Não é o PostgreSQL.
    static func conectouEmSiMesma(_ fd: Int32) -> Bool {
        guard fd >= 0 else { return false }
        var local = sockaddr_storage(), par = sockaddr_storage()
        var nl = socklen_t(MemoryLayout<sockaddr_storage>.size), np = nl
        let a = withUnsafeMutablePointer(to: &local) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &nl) } }
        let b = withUnsafeMutablePointer(to: &par) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getpeername(fd, $0, &np) } }
        guard a == 0, b == 0, nl == np else { return false }
        return withUnsafeBytes(of: &local) { l in withUnsafeBytes(of: &par) { p in memcmp(l.baseAddress!, p.baseAddress!, Int(nl)) == 0 } }
    }

    static func linhas(_ r: OpaquePointer) -> Linhas {
        let nl = PQntuples(r), nc = PQnfields(r)
        var ls: [[String?]] = []
        ls.reserveCapacity(Int(nl))
        for l in 0..<nl {
            var linha: [String?] = []
            linha.reserveCapacity(Int(nc))
            for c in 0..<nc {
                if PQgetisnull(r, l, c) == 1 { linha.append(nil); continue }
                let p = PQgetvalue(r, l, c)!
                let n = Int(PQgetlength(r, l, c))
                linha.append(p.withMemoryRebound(to: UInt8.self, capacity: n) {
                    String(decoding: UnsafeBufferPointer(start: $0, count: n), as: UTF8.self)
                })
            }
            ls.append(linha)
        }
        return Linhas(linhas: ls)
    }

    static func erro(_ r: OpaquePointer) -> ErroBanco {
        func campo(_ c: Character) -> String? {
            guard let p = PQresultErrorField(r, Int32(c.asciiValue!)) else { return nil }
            return String(cString: p)
        }
        guard let codigo = campo("C") else { return .conexaoPerdida }
        // Classe 08 = exceção de conexão; 57P01..03 = servidor derrubando a sessão.
        if codigo.hasPrefix("08") || codigo == "57P01" || codigo == "57P02" || codigo == "57P03" {
            return .conexaoPerdida
        }
        return .sql(ErroSQL(codigo: codigo, mensagem: campo("M") ?? "", detalhe: campo("D"), dica: campo("H")))
    }

    static func comCStrings<R>(_ ss: [String], _ corpo: (UnsafePointer<UnsafePointer<CChar>?>) -> R) -> R {
        var ptrs: [UnsafeMutablePointer<CChar>?] = ss.map { strdup($0) }
        ptrs.append(nil)
        defer { for p in ptrs { free(p) } }
        return ptrs.withUnsafeBufferPointer { b in
            b.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: b.count) { corpo($0) }
        }
    }

    static func comParametros<R>(_ ps: [String?], _ corpo: (Int32, UnsafePointer<UnsafePointer<CChar>?>?) -> R) -> R {
        if ps.isEmpty { return corpo(0, nil) }
        let ptrs: [UnsafeMutablePointer<CChar>?] = ps.map { $0.map { strdup($0) } ?? nil }
        defer { for p in ptrs { free(p) } }
        return ptrs.withUnsafeBufferPointer { b in
            b.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: b.count) {
                corpo(Int32(ps.count), $0)
            }
        }
    }
}

/// Pool limitado de conexões, com espera e timeout. Conexões mortas são descartadas e
/// recriadas sob demanda; quando uma cai, todas as ociosas da mesma geração são trocadas
/// (o banco provavelmente reiniciou e todas morreram juntas).
public final class Pool: @unchecked Sendable {  // seguro: estado só com `trava`
    // @unchecked: todo estado mutável é lido/escrito só com `trava` tomada.
    public let url: String
    public let tamanho: Int
    public let espera: Double
    /// Conexões que só escritas usam: leituras (o feed de 200 telas abertas) ocupam no
    /// máximo `tamanho - reservaEscrita`, e uma candidatura nunca espera atrás delas.
    public let reservaEscrita: Int
    private let trava = NSCondition()
    private var livres: [Conexao] = []
    private var emUso = 0
    private var leiturasEmUso = 0
    private var esperando = 0
    private var geracao = 0
    /// A última tentativa de conexão falhou: daí em diante uma só tentativa por vez (a
    /// sonda); quem chega durante ela espera o resultado em vez de abrir outro connect
    /// (banco inalcançável custa até o connect_timeout). Sem pausa fixa depois da falha:
    /// o primeiro pedido depois da volta do banco conecta, não leva 503.
    private var falhou = false
    private var sondando = false
    /// Sondas já terminadas (quem esperou uma que falhou responde 503 sem sondar de novo).
    private var sondasFeitas = 0

    public init(url: String, tamanho: Int, espera: Double, reservaEscrita: Int = 0) {
        self.url = url; self.tamanho = tamanho; self.espera = espera
        self.reservaEscrita = min(max(0, reservaEscrita), tamanho - 1)
    }

    var limiteLeituras: Int { tamanho - reservaEscrita }

    /// Pega uma conexão, roda `corpo` e devolve-a (descartando-a se quebrou). `leitura`:
    /// conta no teto das leituras (fora da reserva das escritas).
    public func com<R>(leitura: Bool = false, _ corpo: (Conexao) throws(ErroBanco) -> R) throws(ErroBanco) -> R {
        let c = try obter(leitura: leitura)
        do {
            let r = try corpo(c)
            devolver(c, leitura: leitura)
            return r
        } catch {
            devolver(c, leitura: leitura)
            throw error
        }
    }

    /// Quantas leituras estão com uma conexão agora (testes).
    public var leiturasAgora: Int { trava.lock(); defer { trava.unlock() }; return leiturasEmUso }

    func obter(leitura: Bool = false) throws(ErroBanco) -> Conexao {
        let limite = Date().addingTimeInterval(espera)
        trava.lock()
        while true {
            let cabe = !leitura || leiturasEmUso < limiteLeituras
            if cabe, let c = livres.popLast() {
                if c.geracao == geracao && c.viva {
                    emUso += 1
                    if leitura { leiturasEmUso += 1 }
                    trava.unlock()
                    return c
                }
                if c.geracao == geracao {
                    // Morreu ociosa: o banco provavelmente reiniciou e levou todas juntas.
                    geracao += 1
                    livres.removeAll()
                }
                continue  // velha ou morta: solta (deinit fecha) e tenta de novo
            }
            if cabe && emUso < tamanho { break }
            esperando += 1
            let acordou = trava.wait(until: limite)
            esperando -= 1
            if !acordou {
                let aindaCabe = !leitura || leiturasEmUso < limiteLeituras
                if !aindaCabe || (livres.isEmpty && emUso >= tamanho) {
                    trava.unlock()
                    throw .esperaEsgotada
                }
            }
        }
        if falhou && sondando {
            let vista = sondasFeitas
            esperando += 1
            while sondando, trava.wait(until: limite) {}
            esperando -= 1
            let falhouDeNovo = falhou && sondasFeitas > vista
            trava.unlock()
            if falhouDeNovo || sondando { throw .semConexao }
            return try obter(leitura: leitura)  // a sonda conectou: tenta de novo (pode haver conexão livre)
        }
        let sonda = falhou
        if sonda { sondando = true }
        emUso += 1
        if leitura { leiturasEmUso += 1 }
        let g = geracao
        trava.unlock()
        do {
            let c = try Conexao(url: url, geracao: g)
            trava.lock()
            falhou = false
            if sonda { sondando = false; sondasFeitas += 1; trava.broadcast() }
            trava.unlock()
            return c
        } catch {
            trava.lock()
            emUso -= 1
            if leitura { leiturasEmUso -= 1 }
            falhou = true
            if sonda { sondando = false; sondasFeitas += 1 }
            trava.broadcast()
            trava.unlock()
            throw error
        }
    }

    func devolver(_ c: Conexao, leitura: Bool = false) {
        trava.lock()
        emUso -= 1
        if leitura { leiturasEmUso -= 1 }
        if c.quebrada {
            if c.geracao == geracao { geracao += 1 }
            livres.removeAll()
        } else if c.geracao == geracao && c.saudavel {
            livres.append(c)
        }
        // Com leituras no teto, quem espera pode ser uma leitura que não cabe e uma escrita
        // que cabe: acorda todos (o pool é pequeno); sem ninguém esperando, ninguém.
        if esperando > 0 { trava.broadcast() }
        trava.unlock()
    }

    /// Fecha as conexões ociosas (desligamento).
    public func fechar() {
        trava.lock(); livres.removeAll(); geracao += 1; trava.unlock()
    }
}
