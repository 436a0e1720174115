import CLibPQ
import CMicroHTTPD
import Foundation

/// Supabase Realtime em /realtime/v1/websocket (o subconjunto de docs/CONTRATO.md, "Realtime"):
/// o libmicrohttpd faz o handshake e solta o socket; daí em diante ele é de UM laço epoll
/// (`LacoRealtime`), não bloqueante, com buffer de saída por socket. O que precisa do banco
/// (autorizar um join) vai para dois autorizadores, e a entrega vem de UMA conexão que escuta
/// `realtime_mensagens` (`OuvinteRealtime`).
public final class Realtime: @unchecked Sendable {  // seguro: só constantes thread-safe
    // @unchecked: as propriedades são constantes; cada uma é thread-safe por dentro.
    let admissao: AdmissaoRealtime
    let laco: LacoRealtime
    let ouvinte: OuvinteRealtime
    let autorizador: AutorizadorRealtime

    public init(gateway: Gateway, log: Log) {
        let c = gateway.config
        admissao = AdmissaoRealtime(total: c.limiteRealtime, porEndereco: c.limiteRealtimePorEndereco)
        autorizador = AutorizadorRealtime(gateway: gateway)
        laco = LacoRealtime(config: c, admissao: admissao, autorizador: autorizador, log: log)
        autorizador.laco = laco
        ouvinte = OuvinteRealtime(url: c.bancoURL, laco: laco, log: log)
        // Logout: os canais já abertos com os tokens daquelas sessões fecham na hora, em vez
        // de seguir recebendo os eventos da conta até o token vencer.
        gateway.sessoesEncerradas.observar { [laco] fim in laco.entregar(.sessoesEncerradas(fim)) }
    }

    public func iniciar() throws {
        try laco.iniciar()
        autorizador.iniciar()
        ouvinte.iniciar()
    }

    public func encerrar() {
        ouvinte.encerrar()
        autorizador.encerrar()
        laco.encerrar()
    }

    /// Sockets abertos agora (para testes e bench).
    public var abertos: Int { admissao.total }
}

/// Limites de sockets, conferidos antes do 101 (nas threads do MHD) e soltos pelo laço.
final class AdmissaoRealtime: @unchecked Sendable {  // seguro: estado só com `trava`
    // @unchecked: `abertos`/`porEndereco` só com `trava` tomada.
    let limiteTotal: Int, limitePorEndereco: Int
    private let trava = NSLock()
    private var abertos = 0
    private var porEndereco: [String: Int] = [:]

    init(total: Int, porEndereco: Int) { limiteTotal = total; limitePorEndereco = porEndereco }

    enum Recusa: Equatable { case total, endereco }

    func reservar(_ endereco: String) -> Recusa? {
        trava.lock(); defer { trava.unlock() }
        if abertos >= limiteTotal { return .total }
        if porEndereco[endereco, default: 0] >= limitePorEndereco { return .endereco }
        abertos += 1
        porEndereco[endereco, default: 0] += 1
        return nil
    }

    func soltar(_ endereco: String) {
        trava.lock(); defer { trava.unlock() }
        abertos -= 1
        let n = porEndereco[endereco, default: 1] - 1
        porEndereco[endereco] = n > 0 ? n : nil
    }

    var total: Int { trava.lock(); defer { trava.unlock() }; return abertos }
}

/// O que chega ao laço de fora dele (pela caixa + eventfd).
enum EntradaDoLaco: Sendable {
    case socket(fd: Int32, endereco: String, versao: MensagemPhoenix.Versao, extras: [UInt8])
    case autorizado(Autorizacao)
    /// Frames já prontos, um por versão do protocolo (codificados uma vez para todos).
    case mensagem(chave: String, v1: [UInt8], v2: [UInt8])
    case reconectado
    case sessoesEncerradas(FimDeSessoes)
}

/// Resultado de autorizar um join (ou um `access_token` novo) de um canal.
struct Autorizacao: Sendable {
    var pedido: PedidoDeAutorizacao
    /// nil = autorizado; senão o motivo (texto do Realtime).
    var recusa: String?
    var exp: Double?
    /// De quem é o token e de que sessão (o logout fecha os canais dela).
    var sub: String? = nil
    var sessao: String? = nil
}

struct PedidoDeAutorizacao: Sendable {
    var socket: UInt64
    var topico: String  // com o prefixo realtime:
    var joinRef: String?
    var ref: String?
    var privado: Bool
    var token: String?
    /// Troca de token num canal já aberto (evento access_token).
    var renovacao: Bool
}

/// Estado de um canal num socket.
struct CanalWS {
    var joinRef: String?
    var privado: Bool
    var token: String?
    var exp: Double?
    /// Autorizado e na lista de assinantes (o join pendente ainda não recebe nada).
    var ativo: Bool
    var sub: String? = nil
    var sessao: String? = nil
}

/// Um socket promovido. Só o laço o toca.
final class SocketWS {
    let id: UInt64
    let fd: Int32
    let endereco: String
    let versao: MensagemPhoenix.Versao
    var leitor: LeitorWS
    var saida: [UInt8] = []
    var enviados = 0
    var esperandoEscrita = false
    var ultimoQuadro: UInt64
    var canais: [String: CanalWS] = [:]
    /// Mandou o quadro de fechamento: fecha quando a saída esvaziar (ou no prazo).
    var fechandoDesde: UInt64?
    /// Autorizações pedidas e ainda sem resposta (cada uma é uma ida ao banco).
    var autorizando = 0

    init(id: UInt64, fd: Int32, endereco: String, versao: MensagemPhoenix.Versao, limite: Int, agora: UInt64) {
        self.id = id; self.fd = fd; self.endereco = endereco; self.versao = versao
        leitor = LeitorWS(limite: limite); ultimoQuadro = agora
    }

    var pendentesSaida: Int { saida.count - enviados }
}

/// O laço epoll: lê, responde heartbeats, entrega broadcasts, varre prazos (ocioso, token).
final class LacoRealtime: @unchecked Sendable {  // seguro: ver abaixo
    // @unchecked: `caixa` só com `trava`; todo o resto (sockets, assinantes) só na thread
    // do laço; `epoll`/`acordar` são descritores fixos desde iniciar().
    let config: Configuracao
    let admissao: AdmissaoRealtime
    let autorizador: AutorizadorRealtime
    let log: Log
    private let trava = NSLock()
    private var caixa: [EntradaDoLaco] = []
    private var rodando = true
    private var epoll: Int32 = -1
    private var acordar: Int32 = -1
    private var sockets: [UInt64: SocketWS] = [:]
    /// "p:<tópico>" (privado) / "u:<tópico>" (público) → sockets com o canal ativo.
    private var assinantes: [String: Set<UInt64>] = [:]
    private var proximoId: UInt64 = 1
    private var leitura = [UInt8](repeating: 0, count: 65_536)
    private var ultimaVarredura: UInt64 = 0
    private let terminou = DispatchSemaphore(value: 0)
    /// Sessões encerradas por logout há pouco (sessão → quando): uma autorização que conferiu a
    /// sessão antes do logout e chega depois dele não abre o canal.
    private var encerradas: [String: UInt64] = [:]

    /// Maior mensagem aceita de um cliente (as do protocolo são pequenas).
    static let maiorMensagem = 64 << 10
    /// Canais por socket (max_channels_per_client do Realtime).
    static let maximoCanais = 100
    /// Autorizações pendentes por socket: um cliente que repete joins não enfileira sondas sem fim.
    static let maximoAutorizando = 8
    /// Quanto um socket em fechamento espera o cliente responder o close.
    static let prazoFechamentoNs: UInt64 = 2_000_000_000

    init(config: Configuracao, admissao: AdmissaoRealtime, autorizador: AutorizadorRealtime, log: Log) {
        self.config = config; self.admissao = admissao; self.autorizador = autorizador; self.log = log
    }

    static func agora() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    func iniciar() throws {
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        acordar = frila_eventfd()
        guard epoll >= 0, acordar >= 0,
              frila_epoll_ctl(epoll, EPOLL_CTL_ADD, acordar, UInt32(EPOLLIN.rawValue), 0) == 0 else {
            throw ServidorHTTP.Erro.naoEscutou("epoll")
        }
        let t = Thread { [self] in laco(); terminou.signal() }
        t.name = "frila-realtime"
        t.stackSize = 1 << 20
        t.start()
    }

    func encerrar() {
        trava.lock(); rodando = false; trava.unlock()
        var um: UInt64 = 1
        _ = write(acordar, &um, 8)
        terminou.wait()
    }

    /// De qualquer thread.
    func entregar(_ e: EntradaDoLaco) {
        trava.lock()
        let vazia = caixa.isEmpty
        caixa.append(e)
        trava.unlock()
        if vazia {
            var um: UInt64 = 1
            _ = write(acordar, &um, 8)
        }
    }

    private func laco() {
        var dados = [UInt64](repeating: 0, count: 256)
        var eventos = [UInt32](repeating: 0, count: 256)
        while true {
            let n = frila_epoll_esperar(epoll, &dados, &eventos, 256, 500)
            trava.lock()
            let continuar = rodando
            trava.unlock()
            if !continuar { break }
            if n > 0 {
                for i in 0..<Int(n) {
                    if dados[i] == 0 { atenderCaixa() } else { atenderSocket(dados[i], eventos[i]) }
                }
            }
            let agora = Self.agora()
            if agora - ultimaVarredura >= 500_000_000 { varrer(agora); ultimaVarredura = agora }
        }
        // Desligando: um close 1001 (going away) a cada um, sem esperar; o cliente reconecta.
        let adeus = QuadroWS.fechar(1001)
        for s in Array(sockets.values) {
            _ = adeus.withUnsafeBytes { send(s.fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
            fechar(s, motivo: nil)
        }
        close(epoll); close(acordar)
    }

    private func atenderCaixa() {
        var lixo: UInt64 = 0
        _ = read(acordar, &lixo, 8)
        trava.lock()
        let itens = caixa
        caixa.removeAll(keepingCapacity: true)
        trava.unlock()
        for e in itens {
            switch e {
            case .socket(let fd, let endereco, let versao, let extras): adotar(fd, endereco, versao, extras)
            case .autorizado(let a): concluir(a)
            case .mensagem(let chave, let v1, let v2): difundir(chave, v1, v2)
            case .reconectado: avisarReconexao()
            case .sessoesEncerradas(let fim): encerrar(fim)
            }
        }
    }

    private func adotar(_ fd: Int32, _ endereco: String, _ versao: MensagemPhoenix.Versao, _ extras: [UInt8]) {
        let id = proximoId
        proximoId += 1
        let s = SocketWS(id: id, fd: fd, endereco: endereco, versao: versao, limite: Self.maiorMensagem, agora: Self.agora())
        sockets[id] = s
        guard frila_epoll_ctl(epoll, EPOLL_CTL_ADD, fd, frila_epoll_in(), id) == 0 else { fechar(s, motivo: nil); return }
        if !extras.isEmpty { s.leitor.alimentar(extras); processar(s) }
    }

    private func atenderSocket(_ id: UInt64, _ ev: UInt32) {
        guard let s = sockets[id] else { return }
        if ev & frila_epoll_out() != 0 { escrever(s) }
        guard sockets[id] != nil else { return }
        if ev & (UInt32(EPOLLIN.rawValue) | frila_epoll_fim()) != 0 { ler(s) }
    }

    private func ler(_ s: SocketWS) {
        // Algumas leituras por vez: um cliente falante não segura os outros (o epoll volta).
        for _ in 0..<4 {
            let n = leitura.withUnsafeMutableBytes { recv(s.fd, $0.baseAddress, $0.count, 0) }
            if n > 0 {
                if s.fechandoDesde != nil { continue }  // descarta até o close do cliente
                leitura.withUnsafeBufferPointer { s.leitor.alimentar($0[0..<n]) }
                processar(s)
                if sockets[s.id] == nil { return }
                if n < leitura.count { return }
                continue
            }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return }
            if n < 0 && errno == EINTR { continue }
            fechar(s, motivo: nil)  // EOF ou erro
            return
        }
    }

    /// Consome os eventos completos do que já chegou.
    private func processar(_ s: SocketWS) {
        while sockets[s.id] != nil && s.fechandoDesde == nil {
            let evento: EventoWS?
            do { evento = try s.leitor.proximo() } catch {
                encerrarComCodigo(s, error.codigo, "protocolo")
                return
            }
            guard let evento else { return }
            s.ultimoQuadro = Self.agora()
            switch evento {
            case .ping(let d): enviar(s, QuadroWS.pong(d))
            case .pong: break
            case .fechar(let c):
                // Responde o close e fecha assim que a resposta sair.
                enviar(s, QuadroWS.fechar(c == 1005 ? 1000 : c))
                s.fechandoDesde = Self.agora()
                if s.pendentesSaida == 0 { fechar(s, motivo: nil) }
                return
            case .binario: encerrarComCodigo(s, 1003, "binário não suportado")
            case .texto(let b): mensagem(s, b)
            }
        }
    }

    private func encerrarComCodigo(_ s: SocketWS, _ codigo: UInt16, _ motivo: String) {
        enviar(s, QuadroWS.fechar(codigo, motivo))
        s.fechandoDesde = Self.agora()
        if sockets[s.id] != nil && s.pendentesSaida == 0 { fechar(s, motivo: nil) }
    }

    private func responder(_ s: SocketWS, _ m: MensagemPhoenix) {
        enviar(s, QuadroWS.texto(m.codificar(s.versao)))
    }

    private func mensagem(_ s: SocketWS, _ bytes: [UInt8]) {
        guard let (m, payload) = MensagemPhoenix.ler(bytes, versao: s.versao) else {
            encerrarComCodigo(s, 1003, "mensagem inválida")
            return
        }
        switch (m.topico, m.evento) {
        case ("phoenix", "heartbeat"):
            responder(s, .resposta(a: m, ok: true, resposta: "{}"))
        case (_, "phx_join"):
            guard m.topico.hasPrefix("realtime:"), m.topico.count > 9 else {
                responder(s, .erro(a: m, motivo: "Topic must start with realtime:"))
                return
            }
            if s.autorizando >= Self.maximoAutorizando {
                responder(s, .erro(a: m, motivo: "ClientJoinRateLimitReached: Too many joins per second"))
                return
            }
            if s.canais[m.topico] == nil && s.canais.count >= Self.maximoCanais {
                responder(s, .erro(a: m, motivo: "ChannelRateLimitReached: Too many channels"))
                return
            }
            let config = payload["config"] as? [String: Any]
            let privado = (config?["private"] as? Bool) ?? false
            let token = payload["access_token"] as? String
            if let velho = s.canais[m.topico] {
                // Join repetido no mesmo tópico: como o Phoenix, o canal anterior fecha (phx_close
                // com o join_ref dele), pendente ou não; a autorização dele, se vier, é ignorada.
                if velho.ativo { desassinar(s, m.topico, velho) }
                responder(s, .fechamento(topico: m.topico, joinRef: velho.joinRef))
            }
            s.canais[m.topico] = CanalWS(joinRef: m.joinRef, privado: privado, token: token, exp: nil, ativo: false)
            s.autorizando += 1
            autorizador.pedir(PedidoDeAutorizacao(socket: s.id, topico: m.topico, joinRef: m.joinRef, ref: m.ref,
                                                  privado: privado, token: token, renovacao: false))
        case (_, "access_token"):
            guard var canal = s.canais[m.topico] else { return }
            guard let token = payload["access_token"] as? String, !token.hasPrefix("sb_"), token != canal.token,
                  s.autorizando < Self.maximoAutorizando else { return }
            canal.token = token
            s.canais[m.topico] = canal
            s.autorizando += 1
            autorizador.pedir(PedidoDeAutorizacao(socket: s.id, topico: m.topico, joinRef: canal.joinRef, ref: m.ref,
                                                  privado: canal.privado, token: token, renovacao: true))
        case (_, "phx_leave"):
            if let canal = s.canais.removeValue(forKey: m.topico), canal.ativo { desassinar(s, m.topico, canal) }
            responder(s, .resposta(a: m, ok: true, resposta: "{}"))
        case (_, "broadcast"), (_, "presence"):
            // Broadcast e presença vindos do cliente não são servidos (a entrega é do banco).
            if s.canais[m.topico] == nil { responder(s, .erro(a: m, motivo: "unmatched topic")) }
        default:
            responder(s, .erro(a: m, motivo: "unmatched topic"))
        }
    }

    static func chave(_ topico: String, privado: Bool) -> String {
        (privado ? "p:" : "u:") + topico.dropFirst("realtime:".count)
    }

    private func desassinar(_ s: SocketWS, _ topico: String, _ canal: CanalWS) {
        let k = Self.chave(topico, privado: canal.privado)
        assinantes[k]?.remove(s.id)
        if assinantes[k]?.isEmpty == true { assinantes[k] = nil }
    }

    private func concluir(_ a: Autorizacao) {
        var a = a
        let p = a.pedido
        if let s = sockets[p.socket] { s.autorizando -= 1 }
        guard let s = sockets[p.socket], s.fechandoDesde == nil, var canal = s.canais[p.topico],
              canal.joinRef == p.joinRef, canal.token == p.token else { return }  // saiu ou pediu outro depois
        let m = MensagemPhoenix(joinRef: p.joinRef, ref: p.ref, topico: p.topico, evento: "", payload: "")
        if a.recusa == nil, let sessao = a.sessao, encerradas[sessao] != nil { a.recusa = Self.sessaoEncerrada }
        if let recusa = a.recusa {
            if canal.ativo { desassinar(s, p.topico, canal) }
            s.canais[p.topico] = nil
            if p.renovacao {
                fecharCanal(s, p.topico, p.joinRef, recusa)
            } else {
                responder(s, .erro(a: m, motivo: recusa))
            }
            return
        }
        canal.exp = a.exp
        canal.sub = a.sub
        canal.sessao = a.sessao
        if !canal.ativo {
            canal.ativo = true
            assinantes[Self.chave(p.topico, privado: canal.privado), default: []].insert(s.id)
        }
        s.canais[p.topico] = canal
        if !p.renovacao { responder(s, .resposta(a: m, ok: true, resposta: "{\"postgres_changes\":[]}")) }
    }

    static let sessaoEncerrada = "Invalid token: session not found"

    /// Logout: fecha os canais ativos das sessões encerradas (`system` com o erro, `phx_close`),
    /// como quando o token vence; o socket segue aberto para outro login.
    private func encerrar(_ fim: FimDeSessoes) {
        if let s = fim.sessao, fim.escopo != "others" { encerradas[s] = Self.agora() }
        for s in Array(sockets.values) {
            for (topico, canal) in s.canais where canal.ativo && fim.encerra(sub: canal.sub, sessao: canal.sessao) {
                if let sessao = canal.sessao { encerradas[sessao] = Self.agora() }
                desassinar(s, topico, canal)
                s.canais[topico] = nil
                fecharCanal(s, topico, canal.joinRef, Self.sessaoEncerrada)
            }
        }
    }

    /// Como o Realtime ao derrubar um canal: `system` com o erro, depois `phx_close`.
    private func fecharCanal(_ s: SocketWS, _ topico: String, _ joinRef: String?, _ motivo: String) {
        responder(s, .sistema(topico: topico, joinRef: joinRef, ok: false, mensagem: motivo))
        responder(s, .fechamento(topico: topico, joinRef: joinRef))
    }

    private func difundir(_ chave: String, _ v1: [UInt8], _ v2: [UInt8]) {
        guard let ids = assinantes[chave] else { return }
        for id in ids {
            guard let s = sockets[id], s.fechandoDesde == nil else { continue }
            enviar(s, s.versao == .v1 ? v1 : v2)
        }
    }

    private func avisarReconexao() {
        for s in sockets.values where s.fechandoDesde == nil {
            for (topico, canal) in s.canais where canal.ativo {
                responder(s, .sistema(topico: topico, joinRef: canal.joinRef, ok: true, mensagem: "reconnected"))
            }
        }
    }

    /// Enfileira e tenta escrever já (um `send` por chamada: cabeçalho e corpo juntos).
    private func enviar(_ s: SocketWS, _ quadro: [UInt8]) {
        guard sockets[s.id] != nil else { return }
        if s.pendentesSaida + quadro.count > config.tetoSaidaRealtime {
            // Leitor lento: derrubado antes de segurar memória sem fim.
            fechar(s, motivo: "leitor lento")
            return
        }
        if s.enviados > 0 && s.enviados >= s.saida.count / 2 {
            s.saida.removeFirst(s.enviados)
            s.enviados = 0
        }
        s.saida.append(contentsOf: quadro)
        if !s.esperandoEscrita { escrever(s) }
    }

    private func escrever(_ s: SocketWS) {
        while s.pendentesSaida > 0 {
            let n = s.saida.withUnsafeBytes { b in
                send(s.fd, b.baseAddress! + s.enviados, s.pendentesSaida, Int32(MSG_NOSIGNAL))
            }
            if n > 0 { s.enviados += n; continue }
            if n < 0 && errno == EINTR { continue }
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                if !s.esperandoEscrita {
                    s.esperandoEscrita = true
                    _ = frila_epoll_ctl(epoll, EPOLL_CTL_MOD, s.fd, frila_epoll_in() | frila_epoll_out(), s.id)
                }
                return
            }
            fechar(s, motivo: nil)
            return
        }
        s.saida = []
        s.enviados = 0
        if s.esperandoEscrita {
            s.esperandoEscrita = false
            _ = frila_epoll_ctl(epoll, EPOLL_CTL_MOD, s.fd, frila_epoll_in(), s.id)
        }
        if s.fechandoDesde != nil { fechar(s, motivo: nil) }
    }

    private func fechar(_ s: SocketWS, motivo: String?) {
        guard sockets.removeValue(forKey: s.id) != nil else { return }
        for (topico, canal) in s.canais where canal.ativo { desassinar(s, topico, canal) }
        _ = frila_epoll_ctl(epoll, EPOLL_CTL_DEL, s.fd, 0, 0)
        close(s.fd)
        admissao.soltar(s.endereco)
        if let motivo { log.linha("realtime: socket derrubado (\(motivo))") }
    }

    /// Prazos: socket calado há `ocioso` s, fechamento sem resposta, token vencido.
    private func varrer(_ agora: UInt64) {
        let ociosoNs = UInt64(config.ociosoRealtimeS * 1e9)
        let agoraS = Date().timeIntervalSince1970
        // Depois da validade de um token, nenhum token daquela sessão ainda verifica.
        let memoriaNs = UInt64(max(config.validadeTokenS, 60)) * 1_000_000_000
        encerradas = encerradas.filter { agora - $0.value < memoriaNs }
        for s in Array(sockets.values) {
            if let desde = s.fechandoDesde {
                if agora - desde > Self.prazoFechamentoNs { fechar(s, motivo: nil) }
                continue
            }
            if agora - s.ultimoQuadro > ociosoNs {
                encerrarComCodigo(s, 1000, "ocioso")
                continue
            }
            for (topico, canal) in s.canais where canal.ativo {
                if let exp = canal.exp, exp <= agoraS {
                    desassinar(s, topico, canal)
                    s.canais[topico] = nil
                    fecharCanal(s, topico, canal.joinRef, "Token has expired")
                }
            }
        }
    }
}

/// Autoriza joins como o Realtime (lib/realtime/tenants/authorization.ex): numa transação
/// desfeita, insere uma mensagem de sonda como dono, troca para o papel do token com
/// `request.jwt.claims` e `realtime.topic`, e vê se o SELECT das políticas de
/// realtime.messages a enxerga. Antes, o token tem de verificar e a sessão dele existir.
final class AutorizadorRealtime: @unchecked Sendable {  // seguro: ver abaixo
    // @unchecked: `fila`/`rodando`/`laco` só com `trava` (laco é escrito uma vez, antes de iniciar).
    let gateway: Gateway
    var laco: LacoRealtime?
    private let trava = NSCondition()
    private var fila: [PedidoDeAutorizacao] = []
    private var rodando = true
    private var vivos = 0
    static let threads = 2
    static let maximoNaFila = 10_000

    init(gateway: Gateway) { self.gateway = gateway }

    func iniciar() {
        for i in 0..<Self.threads {
            let t = Thread { [self] in trabalhar() }
            t.name = "frila-realtime-autorizador-\(i)"
            t.start()
        }
    }

    func encerrar() {
        trava.lock()
        rodando = false
        trava.broadcast()
        while vivos > 0 { trava.wait() }
        trava.unlock()
    }

    func pedir(_ p: PedidoDeAutorizacao) {
        trava.lock()
        if fila.count >= Self.maximoNaFila {
            trava.unlock()
            laco?.entregar(.autorizado(Autorizacao(pedido: p, recusa: "ClientJoinRateLimitReached: Too many joins per second", exp: nil)))
            return
        }
        fila.append(p)
        trava.signal()
        trava.unlock()
    }

    private func trabalhar() {
        trava.lock(); vivos += 1; trava.unlock()
        while true {
            trava.lock()
            while rodando && fila.isEmpty { trava.wait() }
            if !rodando { vivos -= 1; trava.broadcast(); trava.unlock(); return }
            let p = fila.removeFirst()
            trava.unlock()
            let v = autorizar(p)
            laco?.entregar(.autorizado(Autorizacao(pedido: p, recusa: v.recusa, exp: v.exp, sub: v.sub, sessao: v.sessao)))
        }
    }

    static let semPermissao = "Unauthorized: You do not have permissions to read from this Channel topic: "

    struct Veredito: Equatable {
        var recusa: String?
        var exp: Double?
        var sub: String? = nil
        var sessao: String? = nil
    }

    /// Motivo da recusa (nil = autorizado), exp do token, de quem e de que sessão.
    func autorizar(_ p: PedidoDeAutorizacao) -> Veredito {
        let (recusa, exp, claims) = autorizarComClaims(p)
        return Veredito(recusa: recusa, exp: exp, sub: claims?.sub, sessao: claims?.sessao)
    }

    private func autorizarComClaims(_ p: PedidoDeAutorizacao) -> (String?, Double?, Claims?) {
        let sub = String(p.topico.dropFirst("realtime:".count))
        guard let token = p.token, !token.isEmpty, !token.hasPrefix("sb_") else {
            // Canal público sem token de usuário entra como anon; privado precisa de um.
            return p.privado ? (Self.semPermissao + sub, nil, nil) : (nil, nil, nil)
        }
        let claims: Claims
        switch gateway.verificar(token: token) {
        case .success(let c): claims = c
        case .failure(.expirado): return ("Token has expired", nil, nil)
        case .failure(.banco): return ("Realtime was unable to connect to the project database", nil, nil)
        case .failure: return ("Invalid token", nil, nil)
        }
        var comandos = [Comando("begin")]
        if let sessao = claims.sessao { comandos.append(Comando("select auth.exigir_sessao($1::uuid)", [sessao])) }
        let sonda = UUID().uuidString.lowercased()
        if p.privado {
            comandos.append(Comando("insert into realtime.messages (id, topic, extension) values ($1::uuid, $2, 'broadcast')",
                                    [sonda, sub]))
        }
        comandos.append(Comando(
            "select set_config('role', $1, true), set_config('realtime.topic', $2, true), "
                + "set_config('request.jwt.claims', $3, true), set_config('request.jwt.claim.sub', $4, true), "
                + "set_config('request.jwt.claim.role', $1, true), set_config('statement_timeout', '5000', true)",
            [claims.papel, sub, claims.json, claims.sub ?? ""]))
        let indiceSelect = comandos.count
        if p.privado {
            comandos.append(Comando("select count(*) from realtime.messages where id = $1::uuid and topic = $2", [sonda, sub]))
        }
        comandos.append(Comando("rollback"))
        do {
            let rs = try gateway.pool.com { (c: Conexao) throws(ErroBanco) in try c.pipeline(comandos) }
            for r in rs {
                if case .failure(let e) = r {
                    if case .sql(let s) = e, s.mensagem == "session_not_found" { return ("Invalid token: session not found", nil, nil) }
                    if case .sql = e { return (Self.semPermissao + sub, nil, nil) }
                    return ("Realtime was unable to connect to the project database", nil, nil)
                }
            }
            if p.privado, case .success(let l) = rs[indiceSelect], l.primeiro != "1" { return (Self.semPermissao + sub, nil, nil) }
            return (nil, claims.exp, claims)
        } catch {
            return ("Realtime was unable to connect to the project database", nil, nil)
        }
    }
}

/// UMA conexão dedicada com LISTEN realtime_mensagens. Cai o banco: reconecta com espera
/// crescente (0,5 → 5 s) e, de volta, avisa os canais (`system` ok "reconnected") para os
/// clientes buscarem o estado de novo (o que foi publicado no intervalo se perdeu).
final class OuvinteRealtime: @unchecked Sendable {  // seguro: `parar` só com `trava`; conexão só na thread
    // @unchecked: `parar` só é tocado com `trava` tomada; a conexão só pela thread do laço.
    let url: String
    let laco: LacoRealtime
    let log: Log
    private let trava = NSCondition()
    private var parar = false
    private var terminou = false
    private var conectadas = 0
    /// Conexões feitas (a 2ª em diante é reconexão).
    var conexoes: Int { trava.lock(); defer { trava.unlock() }; return conectadas }

    init(url: String, laco: LacoRealtime, log: Log) { self.url = url; self.laco = laco; self.log = log }

    func iniciar() {
        let t = Thread { [self] in rodar() }
        t.name = "frila-realtime-ouvinte"
        t.start()
    }

    func encerrar() {
        trava.lock()
        parar = true
        trava.broadcast()
        let limite = Date().addingTimeInterval(5)
        while !terminou, trava.wait(until: limite) {}
        trava.unlock()
    }

    private var parando: Bool { trava.lock(); defer { trava.unlock() }; return parar }

    private func dormir(_ s: Double) {
        trava.lock()
        if !parar { _ = trava.wait(until: Date().addingTimeInterval(s)) }
        trava.unlock()
    }

    private func rodar() {
        var espera = 0.5
        var caiu = false
        while !parando {
            guard let c = try? Conexao(url: url), (try? c.executar("listen realtime_mensagens")) != nil else {
                if !caiu { log.linha("realtime: sem conexão para escutar o banco; tentando de novo"); caiu = true }
                dormir(espera)
                espera = min(5, espera * 2)
                continue
            }
            espera = 0.5
            trava.lock(); conectadas += 1; let n = conectadas; trava.unlock()
            if n > 1 {
                log.linha("realtime: escutando o banco de novo")
                laco.entregar(.reconectado)
            }
            caiu = false
            escutar(c)
            if !parando { log.linha("realtime: conexão de escuta caiu; reconectando"); caiu = true }
        }
        trava.lock(); terminou = true; trava.broadcast(); trava.unlock()
    }

    /// Até a conexão cair (ou pedirem para parar).
    private func escutar(_ c: Conexao) {
        let fd = PQsocket(c.pg)
        while !parando {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let n = poll(&p, 1, 500)
            if n < 0 && errno == EINTR { continue }
            if n == 0 { continue }
            if PQconsumeInput(c.pg) != 1 || PQstatus(c.pg) != CONNECTION_OK { return }
            var buscar: [String] = []
            while let nota = PQnotifies(c.pg) {
                let texto = String(cString: nota.pointee.extra)
                PQfreemem(nota)
                guard let n = NotificacaoRealtime.ler(texto) else { continue }
                if n.incompleta { buscar.append(n.id) } else { publicar(n) }
            }
            for id in buscar {
                // Passou de 7.900 bytes: a linha vem da tabela (ainda lá: guardada 3 dias).
                let sql = "select json_build_object('id', id, 'topic', topic, 'event', event, 'private', private, "
                    + "'payload', payload)::text from realtime.messages where id = $1::uuid"
                guard let l = try? c.executar(sql, [id]) else { return }
                if let t = l.primeiro, let n = NotificacaoRealtime.ler(t) { publicar(n) }
            }
        }
    }

    private func publicar(_ n: NotificacaoRealtime) {
        guard let topico = n.topico else { return }
        let m = MensagemPhoenix.broadcast(topico: topico, evento: n.evento ?? "", payload: n.payload, id: n.id)
        laco.entregar(.mensagem(chave: LacoRealtime.chave("realtime:" + topico, privado: n.privado),
                                v1: QuadroWS.texto(m.codificar(.v1)), v2: QuadroWS.texto(m.codificar(.v2))))
    }
}
