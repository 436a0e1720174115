import Foundation
import Testing
@testable import FrilaAPILocal

/// Quadro como um cliente manda: mascarado (máscara fixa, para o teste ser determinístico).
func quadroDoCliente(_ opcode: UInt8, _ dados: [UInt8], fin: Bool = true, mascarar: Bool = true, rsv: UInt8 = 0,
                     tamanhoDeclarado: UInt64? = nil) -> [UInt8] {
    var q: [UInt8] = [(fin ? 0x80 : 0) | rsv | opcode]
    let n = tamanhoDeclarado ?? UInt64(dados.count)
    let m: UInt8 = mascarar ? 0x80 : 0
    if n < 126 { q.append(m | UInt8(n)) }
    else if n <= 0xFFFF { q += [m | 126, UInt8(n >> 8), UInt8(n & 0xFF)] }
    else { q.append(m | 127); for i in (0..<8).reversed() { q.append(UInt8((n >> (UInt64(i) * 8)) & 0xFF)) } }
    guard mascarar else { return q + dados }
    let chave: [UInt8] = [0x37, 0xFA, 0x21, 0x3D]
    q += chave
    for (i, b) in dados.enumerated() { q.append(b ^ chave[i % 4]) }
    return q
}

struct LeitorWSTests {
    @Test func aceiteDoExemploDaRFC() {
        #expect(QuadroWS.aceite("dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
        #expect(QuadroWS.chaveValida("dGhlIHNhbXBsZSBub25jZQ=="))
        #expect(!QuadroWS.chaveValida("curta=="))
        #expect(!QuadroWS.chaveValida("dGhlIHNhbXBsZSBub25jZQ!="))
    }

    @Test func textoMascaradoEmPedacosDeUmByte() throws {
        var l = LeitorWS(limite: 1024)
        let q = quadroDoCliente(0x1, Array("olá".utf8))
        for b in q.dropLast() {
            l.alimentar([b])
            #expect(try l.proximo() == nil)
        }
        l.alimentar([q.last!])
        #expect(try l.proximo() == .texto(Array("olá".utf8)))
        #expect(l.pendentes == 0)
    }

    @Test func tresFormasDeTamanho() throws {
        for n in [125, 126, 65_535, 65_536, 70_000] {
            var l = LeitorWS(limite: 100_000)
            let dados = [UInt8](repeating: 0x61, count: n)
            l.alimentar(quadroDoCliente(0x1, dados))
            #expect(try l.proximo() == .texto(dados))
        }
    }

    @Test func fragmentosComPingNoMeio() throws {
        var l = LeitorWS(limite: 1024)
        l.alimentar(quadroDoCliente(0x1, Array("ab".utf8), fin: false))
        l.alimentar(quadroDoCliente(0x9, [1, 2]))
        l.alimentar(quadroDoCliente(0x0, Array("cd".utf8), fin: false))
        l.alimentar(quadroDoCliente(0x0, Array("e".utf8)))
        #expect(try l.proximo() == .ping([1, 2]))
        #expect(try l.proximo() == .texto(Array("abcde".utf8)))
        #expect(try l.proximo() == nil)
    }

    @Test func semMascaraERecusado() {
        var l = LeitorWS(limite: 1024)
        l.alimentar(quadroDoCliente(0x1, Array("x".utf8), mascarar: false))
        #expect(throws: ErroWS.protocolo) { try l.proximo() }
    }

    @Test func grandeDemaisPeloCabecalhoSemLerOCorpo() {
        var l = LeitorWS(limite: 64 << 10)
        // Declara 10 MiB e manda só o cabeçalho: recusado já (1009).
        l.alimentar(Array(quadroDoCliente(0x1, [], tamanhoDeclarado: 10 << 20).prefix(10)))
        #expect(throws: ErroWS.grandeDemais) { try l.proximo() }
        var f = LeitorWS(limite: 10)
        f.alimentar(quadroDoCliente(0x1, Array("123456".utf8), fin: false))
        f.alimentar(quadroDoCliente(0x0, Array("789012".utf8)))
        #expect(throws: ErroWS.grandeDemais) { try f.proximo() }
    }

    @Test(arguments: [
        quadroDoCliente(0x1, [0x61], rsv: 0x40),                 // RSV1 sem extensão
        quadroDoCliente(0x3, [0x61]),                            // opcode reservado
        quadroDoCliente(0x0, [0x61]),                            // continuação sem começo
        quadroDoCliente(0x9, [UInt8](repeating: 0, count: 126)), // controle > 125
        quadroDoCliente(0x9, [1], fin: false),                   // controle fragmentado
        quadroDoCliente(0x8, [0x03]),                            // close com 1 byte
        quadroDoCliente(0x8, [0x03, 0xED]),                      // close 1005 (proibido no fio)
        quadroDoCliente(0x1, [0x61], fin: false) + quadroDoCliente(0x1, [0x62]), // texto novo no meio
    ])
    func violacaoDeProtocolo(_ q: [UInt8]) {
        var l = LeitorWS(limite: 1024)
        l.alimentar(q)
        #expect(throws: ErroWS.protocolo) { while try l.proximo() != nil {} }
    }

    @Test func textoQueNaoEUTF8() {
        var l = LeitorWS(limite: 1024)
        l.alimentar(quadroDoCliente(0x1, [0xC3, 0x28]))
        #expect(throws: ErroWS.utf8Invalido) { try l.proximo() }
    }

    @Test func closeComCodigoEPong() throws {
        var l = LeitorWS(limite: 1024)
        l.alimentar(quadroDoCliente(0xA, []))
        l.alimentar(quadroDoCliente(0x8, [0x03, 0xE8] + Array("tchau".utf8)))
        l.alimentar(quadroDoCliente(0x8, []))
        #expect(try l.proximo() == .pong)
        #expect(try l.proximo() == .fechar(1000))
        #expect(try l.proximo() == .fechar(1005))
    }

    @Test func quadroDoServidorNumBufferSoSemMascara() {
        #expect(QuadroWS.texto(Array("oi".utf8)) == [0x81, 2, 0x6F, 0x69])
        let medio = QuadroWS.texto([UInt8](repeating: 1, count: 300))
        #expect(Array(medio.prefix(4)) == [0x81, 126, 0x01, 0x2C])
        #expect(medio.count == 304)
        let grande = QuadroWS.texto([UInt8](repeating: 1, count: 70_000))
        #expect(Array(grande.prefix(10)) == [0x81, 127, 0, 0, 0, 0, 0, 0x01, 0x11, 0x70])
        #expect(QuadroWS.fechar(1009, "x") == [0x88, 3, 0x03, 0xF1, 0x78])
    }
}

struct PhoenixTests {
    @Test func leAsDuasVersoes() throws {
        let v1 = #"{"topic":"realtime:conta:1","event":"phx_join","payload":{"config":{"private":true},"access_token":"t"},"ref":"1","join_ref":"1"}"#
        let (m1, p1) = try #require(MensagemPhoenix.ler(Array(v1.utf8), versao: .v1))
        #expect((m1.topico, m1.evento, m1.ref, m1.joinRef) == ("realtime:conta:1", "phx_join", "1", "1"))
        #expect(p1["access_token"] as? String == "t")
        let v2 = #"["3","4","phoenix","heartbeat",{}]"#
        let (m2, _) = try #require(MensagemPhoenix.ler(Array(v2.utf8), versao: .v2))
        #expect((m2.topico, m2.evento, m2.ref, m2.joinRef) == ("phoenix", "heartbeat", "4", "3"))
        // Cada versão só na sua forma; lixo não passa.
        #expect(MensagemPhoenix.ler(Array(v2.utf8), versao: .v1) == nil)
        #expect(MensagemPhoenix.ler(Array(v1.utf8), versao: .v2) == nil)
        #expect(MensagemPhoenix.ler(Array("{lixo".utf8), versao: .v1) == nil)
        #expect(MensagemPhoenix.ler(Array(#"["1","2","t"]"#.utf8), versao: .v2) == nil)
    }

    @Test func respostaEBroadcastNasDuasFormas() throws {
        let join = MensagemPhoenix(joinRef: "1", ref: "2", topico: "realtime:x", evento: "phx_join", payload: "{}")
        let ok = MensagemPhoenix.resposta(a: join, ok: true, resposta: #"{"postgres_changes":[]}"#)
        #expect(String(decoding: ok.codificar(.v1), as: UTF8.self)
            == #"{"topic":"realtime:x","event":"phx_reply","payload":{"status":"ok","response":{"postgres_changes":[]}},"ref":"2","join_ref":"1"}"#)
        #expect(String(decoding: ok.codificar(.v2), as: UTF8.self)
            == #"["1","2","realtime:x","phx_reply",{"status":"ok","response":{"postgres_changes":[]}}]"#)
        let b = MensagemPhoenix.broadcast(topico: "conta:9", evento: "aviso", payload: #"{"id":"7"}"#, id: "u-1")
        #expect(String(decoding: b.codificar(.v2), as: UTF8.self)
            == #"[null,null,"realtime:conta:9","broadcast",{"type":"broadcast","event":"aviso","payload":{"id":"7"},"meta":{"id":"u-1"}}]"#)
        let s = MensagemPhoenix.sistema(topico: "realtime:conta:9", joinRef: "1", ok: false, mensagem: "Token has expired")
        #expect(s.payload == #"{"extension":"system","status":"error","message":"Token has expired","channel":"conta:9"}"#)
    }

    @Test func notificacaoDoGatilhoLocal() throws {
        let n = try #require(NotificacaoRealtime.ler(#"{"id" : "a-1", "topic" : "conta:1", "event" : "aviso", "private" : true, "payload" : {"n":1.50}}"#))
        #expect((n.id, n.topico, n.evento, n.privado, n.payload) == ("a-1", "conta:1", "aviso", true, #"{"n":1.50}"#))
        #expect(!n.incompleta)
        let so = try #require(NotificacaoRealtime.ler(#"{"id" : "a-2"}"#))
        #expect(so.incompleta)
        #expect(NotificacaoRealtime.ler("lixo") == nil)
        #expect(LacoRealtime.chave("realtime:conta:1", privado: true) == "p:conta:1")
        #expect(LacoRealtime.chave("realtime:conta:1", privado: false) == "u:conta:1")
    }

    @Test func admissaoPorEnderecoENoTotal() {
        let a = AdmissaoRealtime(total: 3, porEndereco: 2)
        #expect(a.reservar("1") == nil)
        #expect(a.reservar("1") == nil)
        #expect(a.reservar("1") == .endereco)
        #expect(a.reservar("2") == nil)
        #expect(a.reservar("3") == .total)
        a.soltar("1")
        #expect(a.reservar("1") == nil)
        #expect(a.total == 3)
    }
}
