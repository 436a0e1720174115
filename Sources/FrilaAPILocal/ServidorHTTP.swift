import CMicroHTTPD
import Foundation

/// Estado de uma requisição entre as chamadas do libmicrohttpd (cabeçalhos, pedaços do
/// corpo, fim). Vive em `*con_cls` e é solto no callback de conclusão (também quando o
/// cliente desconecta no meio: nada vaza).
final class ContextoRequisicao {
    let inicio = DispatchTime.now().uptimeNanoseconds
    let metodo: String
    let caminho: String
    var corpo: [UInt8] = []
    /// Passou de 1 MiB: o resto é descartado sem guardar.
    var grande = false
    var descartados = 0
    var status = 0
    /// Pedido de WebSocket aceito (101 enfileirado): a vaga reservada no realtime é dele até
    /// o MHD entregar o socket; se o cliente cair antes, a conclusão a devolve.
    var upgrade: PedidoDeUpgrade?
    init(metodo: String, caminho: String) { self.metodo = metodo; self.caminho = caminho }
}

/// Um 101 a caminho: o que o laço do realtime precisa quando o MHD soltar o socket.
final class PedidoDeUpgrade {
    let servidor: ServidorHTTP
    let endereco: String
    let versao: MensagemPhoenix.Versao
    var entregue = false
    init(servidor: ServidorHTTP, endereco: String, versao: MensagemPhoenix.Versao) {
        self.servidor = servidor; self.endereco = endereco; self.versao = versao
    }
}

/// Servidor HTTP (libmicrohttpd, uma thread por conexão) na frente do Gateway.
public final class ServidorHTTP: @unchecked Sendable {  // seguro: ver abaixo
    // @unchecked: `daemon` só muda em iniciar/encerrar (thread principal); `ativos` só com
    // `trava`; `gateway` e `log` são Sendable.
    public let gateway: Gateway
    public let log: Log
    /// /realtime/v1/websocket (nil: a rota responde 404, como sem o serviço).
    public let realtime: Realtime?
    private var daemon: OpaquePointer?
    private let trava = NSCondition()
    private var ativos = 0
    /// Conexões ociosas (keep-alive) são fechadas depois disto (sem atividade; o vigia
    /// cuida de quem manda um byte de vez em quando).
    static let timeoutOciosoS: UInt32 = 30
    let vigia: Vigia
    /// Corpo chunked acima do limite é descartado até este teto; depois a conexão cai.
    static let tetoDescarte = 16 << 20

    public init(gateway: Gateway, log: Log, realtime: Realtime? = nil) {
        self.gateway = gateway; self.log = log; self.realtime = realtime
        let c = gateway.config
        vigia = Vigia(leituraNs: UInt64(c.prazoLeituraS * 1e9),
                      respostaNs: UInt64((c.timeoutRequisicaoS + c.esperaPoolS + 30) * 1e9),
                      ociosoNs: UInt64(Double(Self.timeoutOciosoS) * 1e9),
                      limiteConexoes: Int(c.limiteConexoes))
    }

    public enum Erro: Error { case naoEscutou(String) }

    public func iniciar() throws {
        let eu = Unmanaged.passUnretained(self).toOpaque()
        let c = gateway.config
        daemon = frila_mhd_iniciar(c.host, c.porta, frilaAtender, eu, frilaConcluir, eu,
                                   frilaNotificarConexao, eu,
                                   c.limiteConexoes, c.limitePorEndereco, Self.timeoutOciosoS)
        if daemon == nil { throw Erro.naoEscutou("\(c.host):\(c.porta)") }
        vigia.iniciar()
    }

    /// A porta escutada (com porta 0 na configuração, a que o kernel escolheu).
    public var porta: UInt16 { daemon.map { frila_mhd_porta($0) } ?? 0 }

    /// Para de aceitar conexões, espera as requisições em curso (até `espera` s) e fecha.
    public func encerrar(espera: Double) {
        guard let d = daemon else { return }
        // O socket de escuta devolvido passa a ser nosso: fechá-lo faz conexões novas serem
        // recusadas já (aberto, elas ficariam penduradas no backlog até o fim).
        let escuta = MHD_quiesce_daemon(d)
        if escuta >= 0 { close(escuta) }
        let limite = Date().addingTimeInterval(espera)
        trava.lock()
        while ativos > 0, trava.wait(until: limite) {}
        trava.unlock()
        MHD_stop_daemon(d)
        daemon = nil
        vigia.encerrar()
    }

    /// Requisições começadas e ainda não concluídas (contexto ainda vivo).
    public var emCurso: Int { trava.lock(); defer { trava.unlock() }; return ativos }

    func comecou() { trava.lock(); ativos += 1; trava.unlock() }
    func terminou() { trava.lock(); ativos -= 1; trava.broadcast(); trava.unlock() }

    static func responder(_ conexao: OpaquePointer, _ r: Resposta) -> MHD_Result {
        var textos: [String] = []
        for (k, v) in r.cabecalhos { textos.append(k); textos.append(v) }
        return Conexao.comCStrings(textos) { cab in
            r.corpo.withUnsafeBytes { b in
                frila_mhd_responder(conexao, UInt32(r.status), b.baseAddress, b.count, cab, r.cabecalhos.count)
            }
        }
    }
}

/// Coleta os argumentos da query string (callback do MHD_get_connection_values).
final class ColetorDeArgumentos { var pares: [(String, String)] = [] }

func frilaColetarArgumento(_ cls: UnsafeMutableRawPointer?, _ tipo: MHD_ValueKind,
                           _ chave: UnsafePointer<CChar>?, _ valor: UnsafePointer<CChar>?) -> MHD_Result {
    guard let cls, let chave else { return frila_mhd_sim() }
    let coletor = Unmanaged<ColetorDeArgumentos>.fromOpaque(cls).takeUnretainedValue()
    coletor.pares.append((String(cString: chave), valor.map { String(cString: $0) } ?? ""))
    return frila_mhd_sim()
}

/// Callback de acesso do libmicrohttpd. Função global (não closure em main.swift): é
/// chamada das threads do MHD.
func frilaAtender(_ cls: UnsafeMutableRawPointer?, _ conexao: OpaquePointer?,
                  _ url: UnsafePointer<CChar>?, _ metodo: UnsafePointer<CChar>?,
                  _ versao: UnsafePointer<CChar>?, _ dados: UnsafePointer<CChar>?,
                  _ tamanho: UnsafeMutablePointer<Int>?,
                  _ ctxp: UnsafeMutablePointer<UnsafeMutableRawPointer?>?) -> MHD_Result {
    guard let cls, let conexao, let ctxp, let tamanho else { return frila_mhd_nao() }
    let servidor = Unmanaged<ServidorHTTP>.fromOpaque(cls).takeUnretainedValue()
    let limite = Gateway.limiteCorpo

    guard let bruto = ctxp.pointee else {
        // 1ª chamada: só cabeçalhos.
        let ctx = ContextoRequisicao(metodo: metodo.map { String(cString: $0) } ?? "",
                                     caminho: url.map { String(cString: $0) } ?? "/")
        ctxp.pointee = Unmanaged.passRetained(ctx).toOpaque()
        servidor.comecou()
        if frila_mhd_enquadramento_ambiguo(conexao) != 0 {
            // Tamanho do corpo ambíguo: ler qualquer um dos dois deixaria bytes do atacante
            // virarem um segundo pedido na mesma conexão. 400 e a conexão fecha.
            ctx.grande = true  // o que vier de corpo é descartado (até o teto)
            ctx.status = 400
            servidor.vigia.respondendo(conexao)
            return ServidorHTTP.responder(conexao, servidor.respostaAmbigua(conexao, ctx))
        }
        if ctx.caminho == "/realtime/v1/websocket" || ctx.caminho == "/realtime/v1/websocket/" {
            servidor.vigia.respondendo(conexao)
            return servidor.promover(conexao, ctx)
        }
        if let cl = frila_mhd_cabecalho(conexao, "Content-Length"),
           let n = Int(String(cString: cl)), n > limite {
            // Declarou mais que o limite: 413 já, sem ler o corpo.
            ctx.grande = true
            ctx.status = 413
            servidor.vigia.respondendo(conexao)
            return ServidorHTTP.responder(conexao, servidor.respostaGrande(conexao, ctx))
        }
        return frila_mhd_sim()
    }
    let ctx = Unmanaged<ContextoRequisicao>.fromOpaque(bruto).takeUnretainedValue()

    if tamanho.pointee > 0 {
        let n = tamanho.pointee
        tamanho.pointee = 0
        if ctx.status != 0 { return frila_mhd_sim() }  // já respondido: descarta
        if ctx.grande {
            // Chunked acima do limite: descarta sem guardar; além do teto, derruba a conexão.
            ctx.descartados += n
            return ctx.descartados > ServidorHTTP.tetoDescarte ? frila_mhd_nao() : frila_mhd_sim()
        }
        if ctx.corpo.count + n > limite {
            // Corpo sem Content-Length (chunked) que passou do limite: para de acumular; o
            // libmicrohttpd não aceita resposta no meio de um upload chunked, então o 413
            // sai no fim, com o resto descartado.
            ctx.grande = true
            ctx.descartados = ctx.corpo.count + n
            ctx.corpo = []
            return frila_mhd_sim()
        }
        dados!.withMemoryRebound(to: UInt8.self, capacity: n) {
            ctx.corpo.append(contentsOf: UnsafeBufferPointer(start: $0, count: n))
        }
        return frila_mhd_sim()
    }
    servidor.vigia.respondendo(conexao)
    if ctx.grande && ctx.status == 0 {
        ctx.status = 413
        return ServidorHTTP.responder(conexao, servidor.respostaGrande(conexao, ctx))
    }
    if ctx.status != 0 { return frila_mhd_sim() }

    // Fim do corpo: monta a requisição e atende.
    var cabecalhos: [String: String] = [:]
    for nome in Gateway.cabecalhosLidos {
        if let v = frila_mhd_cabecalho(conexao, nome) { cabecalhos[nome] = String(cString: v) }
    }
    let coletor = ColetorDeArgumentos()
    _ = withExtendedLifetime(coletor) {
        frila_mhd_argumentos(conexao, frilaColetarArgumento,
                                  Unmanaged.passUnretained(coletor).toOpaque())
    }
    var endereco = [CChar](repeating: 0, count: 64)
    frila_mhd_endereco(conexao, &endereco, endereco.count)
    let ip = String(decoding: endereco.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let req = Requisicao(metodo: ctx.metodo, caminho: ctx.caminho, cabecalhos: cabecalhos,
                         consulta: coletor.pares, corpo: ctx.corpo, endereco: ip)
    ctx.corpo = []
    let resp = servidor.gateway.atender(req)
    ctx.status = resp.status
    return ServidorHTTP.responder(conexao, resp)
}

/// Fim de uma requisição (respondida, abortada ou cliente que caiu): loga e solta o contexto.
func frilaConcluir(_ cls: UnsafeMutableRawPointer?, _ conexao: OpaquePointer?,
                   _ ctxp: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
                   _ motivo: MHD_RequestTerminationCode) {
    guard let cls else { return }
    let servidor = Unmanaged<ServidorHTTP>.fromOpaque(cls).takeUnretainedValue()
    if let conexao { servidor.vigia.ocioso(conexao) }
    guard let ctxp, let bruto = ctxp.pointee else { return }
    let ctx = Unmanaged<ContextoRequisicao>.fromOpaque(bruto).takeRetainedValue()
    ctxp.pointee = nil
    if let u = ctx.upgrade, !u.entregue { servidor.realtime?.admissao.soltar(u.endereco) }
    let ms = Double(DispatchTime.now().uptimeNanoseconds - ctx.inicio) / 1_000_000
    // Status 0 = cliente desconectou antes da resposta (499, como o nginx).
    servidor.log.acesso(metodo: ctx.metodo, caminho: ctx.caminho, status: ctx.status == 0 ? 499 : ctx.status, duracaoMs: ms)
    servidor.terminou()
}

extension ServidorHTTP {
    /// 413 com CORS (e versão da API em /auth/v1), como toda resposta do gateway.
    func respostaGrande(_ conexao: OpaquePointer, _ ctx: ContextoRequisicao) -> Resposta {
        gateway.respostaGrande(metodo: ctx.metodo, caminho: ctx.caminho,
                               origem: frila_mhd_cabecalho(conexao, "origin").map { String(cString: $0) })
    }
}

extension ServidorHTTP {
    /// 400 para enquadramento ambíguo, com `Connection: close` (o MHD fecha a conexão
    /// depois dela: o resto dos bytes nunca vira outro pedido).
    func respostaAmbigua(_ conexao: OpaquePointer, _ ctx: ContextoRequisicao) -> Resposta {
        var r = gateway.respostaAmbigua(metodo: ctx.metodo, caminho: ctx.caminho,
                                        origem: frila_mhd_cabecalho(conexao, "origin").map { String(cString: $0) })
        r.cabecalhos.append(("Connection", "close"))
        return r
    }
}

/// Conexão aberta ou fechada (thread do MHD): o vigia passa a contar o prazo dela.
func frilaNotificarConexao(_ cls: UnsafeMutableRawPointer?, _ conexao: OpaquePointer?,
                           _ contexto: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
                           _ codigo: MHD_ConnectionNotificationCode) {
    guard let cls, let conexao else { return }
    let servidor = Unmanaged<ServidorHTTP>.fromOpaque(cls).takeUnretainedValue()
    if frila_mhd_abriu(codigo) != 0 {
        var endereco = [CChar](repeating: 0, count: 64)
        frila_mhd_endereco(conexao, &endereco, endereco.count)
        let ip = String(decoding: endereco.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        servidor.vigia.abriu(conexao, socket: frila_mhd_socket(conexao), endereco: ip)
    } else {
        servidor.vigia.fechou(conexao)
    }
}

/// Prazo de cada conexão, que nenhum byte estende (o timeout do libmicrohttpd recomeça a
/// cada byte: um cliente que goteja cabeçalhos prenderia a conexão para sempre). Aberta
/// ou ociosa depois de uma resposta: o pedido seguinte inteiro (cabeçalhos e corpo) tem de
/// chegar no prazo; sendo atendida, vale o prazo da resposta. Vencido, a conexão leva
/// `shutdown` e o libmicrohttpd a fecha como abortada pelo cliente.
///
/// Perto do limite total de conexões (vários endereços, cada um no seu limite, o lotariam e
/// quem chegasse depois esperaria no backlog), cada conexão nova derruba, do endereço com
/// mais conexões esperando pedido, a mais antiga delas (nunca uma sendo atendida): sobra vaga
/// para quem chega, e quem reconecta sem parar derruba as próprias, não a de outro endereço.
final class Vigia: @unchecked Sendable {  // seguro: `prazos` e `rodando` só com `trava`
    // @unchecked: todo estado mutável é lido/escrito só com `trava` tomada.
    struct Entrada { var socket: Int32; var prazo: UInt64; var lendoDesde: UInt64?; var endereco = "" }
    let leituraNs: UInt64, respostaNs: UInt64, ociosoNs: UInt64
    /// Acima disto (7/8 do limite total), abrir uma conexão derruba a que espera há mais tempo.
    let tetoAbertas: Int
    private var vivas = 0
    private let trava = NSCondition()
    private var prazos: [UInt: Entrada] = [:]
    private var rodando = false
    private(set) var derrubadas = 0
    static let passoNs: UInt64 = 200_000_000

    init(leituraNs: UInt64, respostaNs: UInt64, ociosoNs: UInt64, limiteConexoes: Int = Int.max) {
        self.leituraNs = leituraNs; self.respostaNs = respostaNs; self.ociosoNs = ociosoNs
        tetoAbertas = limiteConexoes == Int.max ? Int.max : max(1, limiteConexoes - max(1, limiteConexoes / 8))
    }

    static func agora() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func chave(_ c: OpaquePointer) -> UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(c))) }

    func abriu(_ c: OpaquePointer, socket: Int32, endereco: String = "") {
        guard socket >= 0 else { return }
        let agora = Self.agora()
        trava.lock()
        prazos[Self.chave(c)] = Entrada(socket: socket, prazo: agora + leituraNs, lendoDesde: agora, endereco: endereco)
        vivas += 1
        while vivas > tetoAbertas, derrubarMaisAntigaLendo() {}
        trava.unlock()
    }
    func respondendo(_ c: OpaquePointer) { ajustar(c, respostaNs, lendo: false) }
    func ocioso(_ c: OpaquePointer) { ajustar(c, ociosoNs + leituraNs, lendo: true) }
    func fechou(_ c: OpaquePointer) {
        trava.lock()
        if let e = prazos.removeValue(forKey: Self.chave(c)), e.prazo != UInt64.max { vivas -= 1 }
        trava.unlock()
    }

    private func ajustar(_ c: OpaquePointer, _ ns: UInt64, lendo: Bool) {
        trava.lock()
        let k = Self.chave(c)
        if let e = prazos[k], e.prazo != UInt64.max {
            let agora = Self.agora()
            prazos[k]!.prazo = agora + ns
            prazos[k]!.lendoDesde = lendo ? agora : nil
        }
        trava.unlock()
    }

    /// Com a trava tomada. Falso se nenhuma conexão viva está esperando pedido.
    private func derrubarMaisAntigaLendo() -> Bool {
        var porEndereco: [String: Int] = [:]
        for e in prazos.values where e.prazo != UInt64.max && e.lendoDesde != nil { porEndereco[e.endereco, default: 0] += 1 }
        guard let maior = porEndereco.max(by: { $0.value < $1.value })?.key else { return false }
        var alvo: (UInt, UInt64)?
        for (k, e) in prazos where e.prazo != UInt64.max && e.endereco == maior {
            if let desde = e.lendoDesde, desde < (alvo?.1 ?? UInt64.max) { alvo = (k, desde) }
        }
        guard let (k, _) = alvo else { return false }
        derrubar(k)
        return true
    }

    /// Com a trava tomada: `shutdown` e marca (não repete; deixa de contar como viva).
    private func derrubar(_ k: UInt) {
        shutdown(prazos[k]!.socket, Int32(SHUT_RDWR))
        prazos[k]!.prazo = UInt64.max
        vivas -= 1
        derrubadas += 1
    }

    var abertas: Int { trava.lock(); defer { trava.unlock() }; return prazos.count }

    /// Derruba as vencidas. O `shutdown` sai com a trava tomada: o MHD avisa o fechamento
    /// (e tira a entrada) antes de fechar o socket, então o número não foi reusado ainda.
    func varrer(agora: UInt64) {
        trava.lock()
        for (k, e) in prazos where e.prazo <= agora && e.prazo != UInt64.max { derrubar(k) }
        trava.unlock()
    }

    func iniciar() {
        trava.lock(); rodando = true; trava.unlock()
        let t = Thread { [self] in
            trava.lock()
            while rodando {
                trava.unlock()
                varrer(agora: Self.agora())
                trava.lock()
                _ = trava.wait(until: Date().addingTimeInterval(Double(Self.passoNs) / 1e9))
            }
            trava.unlock()
        }
        t.name = "frila-api vigia"
        t.start()
    }

    func encerrar() { trava.lock(); rodando = false; trava.broadcast(); trava.unlock() }
}

extension ServidorHTTP {
    /// GET /realtime/v1/websocket: confere o pedido de WebSocket, a apikey (como as rotas
    /// REST) e os limites de sockets; aceito, responde 101 e o MHD chama `frilaPromovido`.
    func promover(_ conexao: OpaquePointer, _ ctx: ContextoRequisicao) -> MHD_Result {
        func recusar(_ r: Resposta) -> MHD_Result {
            var r = r
            r.cabecalhos.append(("Connection", "close"))
            ctx.status = r.status
            return ServidorHTTP.responder(conexao, gateway.acabamento(r, Requisicao(metodo: ctx.metodo, caminho: ctx.caminho, cabecalhos: [:])))
        }
        guard let realtime else { return recusar(.json(404, "{\"message\":\"no Route matched with those values\"}")) }
        func cab(_ n: String) -> String? { frila_mhd_cabecalho(conexao, n).map { String(cString: $0) } }
        let coletor = ColetorDeArgumentos()
        _ = withExtendedLifetime(coletor) {
            frila_mhd_argumentos(conexao, frilaColetarArgumento, Unmanaged.passUnretained(coletor).toOpaque())
        }
        var cabecalhos: [String: String] = [:]
        if let k = cab("apikey") { cabecalhos["apikey"] = k }
        let req = Requisicao(metodo: ctx.metodo, caminho: ctx.caminho, cabecalhos: cabecalhos, consulta: coletor.pares)
        if let recusa = gateway.conferirApikey(req) { return recusar(recusa) }
        let ehWebSocket = ctx.metodo == "GET"
            && cab("upgrade")?.lowercased().contains("websocket") == true
            && cab("connection")?.lowercased().contains("upgrade") == true
        guard ehWebSocket, let chave = cab("sec-websocket-key"), QuadroWS.chaveValida(chave) else {
            return recusar(.json(400, "{\"message\":\"Pedido de WebSocket inválido (Upgrade, Connection e Sec-WebSocket-Key).\"}"))
        }
        guard cab("sec-websocket-version") == "13" else {
            var r = Resposta.json(426, "{\"message\":\"Só a versão 13 do WebSocket.\"}")
            r.cabecalhos.append(("Sec-WebSocket-Version", "13"))
            return recusar(r)
        }
        let versao: MensagemPhoenix.Versao
        switch req.argumento("vsn") ?? "1.0.0" {
        case "1.0.0": versao = .v1
        case "2.0.0": versao = .v2
        default: return recusar(.json(400, "{\"message\":\"vsn precisa ser 1.0.0 ou 2.0.0.\"}"))
        }
        var endereco = [CChar](repeating: 0, count: 64)
        frila_mhd_endereco(conexao, &endereco, endereco.count)
        let ip = String(decoding: endereco.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if let recusa = realtime.admissao.reservar(ip) {
            let motivo = recusa == .total ? "too_many_connections" : "too_many_connections_from_address"
            var r = Resposta.json(429, "{\"code\":\"\(motivo)\",\"message\":\"Too many connected users\"}")
            r.cabecalhos.append(("Retry-After", "10"))
            return recusar(r)
        }
        let pedido = PedidoDeUpgrade(servidor: self, endereco: ip, versao: versao)
        ctx.upgrade = pedido
        ctx.status = 101
        return frila_mhd_responder_upgrade(conexao, QuadroWS.aceite(chave), frilaPromovido,
                                           Unmanaged.passUnretained(pedido).toOpaque())
    }
}

/// O MHD mandou o 101: o socket passa ao laço do realtime (o MHD esquece a conexão).
func frilaPromovido(_ cls: UnsafeMutableRawPointer?, _ conexao: OpaquePointer?, _ conCls: UnsafeMutableRawPointer?,
                    _ extra: UnsafePointer<CChar>?, _ nExtra: Int, _ sock: Int32, _ urh: OpaquePointer?) {
    guard let cls else { return }
    let pedido = Unmanaged<PedidoDeUpgrade>.fromOpaque(cls).takeUnretainedValue()
    let servidor = pedido.servidor
    // O vigia esquece a conexão antes: um shutdown dele derrubaria o socket já promovido.
    if let conexao { servidor.vigia.fechou(conexao) }
    var extras: [UInt8] = []
    if let extra, nExtra > 0 {
        extra.withMemoryRebound(to: UInt8.self, capacity: nExtra) { extras = Array(UnsafeBufferPointer(start: $0, count: nExtra)) }
    }
    let fd = frila_mhd_soltar_upgrade(sock, urh)
    pedido.entregue = true
    guard let realtime = servidor.realtime else { if fd >= 0 { close(fd) }; return }
    guard fd >= 0 else { realtime.admissao.soltar(pedido.endereco); return }
    realtime.laco.entregar(.socket(fd: fd, endereco: pedido.endereco, versao: pedido.versao, extras: extras))
}
