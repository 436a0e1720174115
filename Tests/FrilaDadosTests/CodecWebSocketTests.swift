import Foundation
import Testing
@testable import FrilaDados

/// O enquadramento do RFC 6455 pelos exemplos do próprio RFC (§5.7) e pelos ataques de um
/// servidor hostil (tamanhos, máscaras, controles, UTF-8).
struct CodecWebSocketTests {
    func decodificar(_ bytes: [UInt8], mascarado: Bool = false, limite: Int = 1 << 20, byteAByte: Bool = false) throws -> [MensagemWS] {
        var d = CodecWebSocket.Decodificador(esperaMascara: mascarado, limiteDoQuadro: limite)
        var m = CodecWebSocket.Montador(limiteDaMensagem: limite)
        var saida: [MensagemWS] = []
        let pedacos = byteAByte ? bytes.map { [$0] } : [bytes]
        for p in pedacos {
            d.alimentar(p)
            while let q = try d.proximo() { if let msg = try m.receber(q) { saida.append(msg) } }
        }
        return saida
    }

    @Test func helloSemMascaraComoNoRFC() throws {
        #expect(try decodificar([0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f]) == [.texto("Hello")])
        #expect(CodecWebSocket.codificar(QuadroDoCanalWS(.texto, Array("Hello".utf8)), mascara: nil) == [0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f])
    }

    @Test func helloMascaradoComoNoRFC() throws {
        let rfc: [UInt8] = [0x81, 0x85, 0x37, 0xfa, 0x21, 0x3d, 0x7f, 0x9f, 0x4d, 0x51, 0x58]
        #expect(CodecWebSocket.codificar(QuadroDoCanalWS(.texto, Array("Hello".utf8)), mascara: [0x37, 0xfa, 0x21, 0x3d]) == rfc)
        #expect(try decodificar(rfc, mascarado: true) == [.texto("Hello")])
    }

    @Test func fragmentosComPingNoMeio() throws {
        let bytes: [UInt8] = [0x01, 0x03, 0x48, 0x65, 0x6c] + [0x89, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f] + [0x80, 0x02, 0x6c, 0x6f]
        #expect(try decodificar(bytes, byteAByte: true) == [.ping(Array("Hello".utf8)), .texto("Hello")])
    }

    @Test(arguments: [0, 125, 126, 256, 65535, 65536, 70000])
    func asTresFormasDoTamanho(_ n: Int) throws {
        let carga = (0..<n).map { UInt8($0 & 0xFF) }
        let b = CodecWebSocket.codificar(QuadroDoCanalWS(.binario, carga), mascara: nil)
        switch n {
        case ..<126: #expect(b[1] == UInt8(n))
        case ...65535: #expect(Array(b[1...3]) == [126, UInt8(n >> 8), UInt8(n & 0xFF)])
        default: #expect(b[1] == 127 && b.count == n + 10)
        }
        if n == 256 { #expect(Array(b[0...3]) == [0x82, 0x7E, 0x01, 0x00]) }
        if n == 65536 { #expect(Array(b[0...9]) == [0x82, 0x7F, 0, 0, 0, 0, 0, 1, 0, 0]) }
        #expect(try decodificar(b) == [.binario(carga)])
        // Mascarado (o que o cliente manda) volta igual do outro lado.
        #expect(try decodificar(CodecWebSocket.codificar(QuadroDoCanalWS(.binario, carga), mascara: [1, 2, 3, 4]), mascarado: true) == [.binario(carga)])
    }

    @Test func quadroAnunciadoEnormeEhRecusadoAntesDeGuardar() {
        // 2^40 bytes anunciados: recusa pelo cabeçalho, sem esperar (nem alocar) a carga.
        let b: [UInt8] = [0x82, 0x7F, 0, 0, 1, 0, 0, 0, 0, 0]
        #expect(throws: ErroDaConexaoWS.grandeDemais(1024)) { try decodificar(b, limite: 1024) }
        #expect(throws: ErroDaConexaoWS.grandeDemais(1024)) { try decodificar([0x82, 0x7E, 0x04, 0x01], limite: 1024) }
    }

    @Test func mensagemFragmentadaAcimaDoLimite() {
        let parte = [UInt8](repeating: 0x61, count: 600)
        let b = CodecWebSocket.codificar(QuadroDoCanalWS(fim: false, .texto, parte), mascara: nil)
            + CodecWebSocket.codificar(QuadroDoCanalWS(fim: true, .continuacao, parte), mascara: nil)
        #expect(throws: ErroDaConexaoWS.grandeDemais(1000)) { try decodificar(b, limite: 1000) }
    }

    @Test func violacoesDoProtocolo() {
        // Servidor não mascara (§5.1).
        #expect(throws: ErroDaConexaoWS.protocolo("mascara")) { try decodificar([0x81, 0x85, 1, 2, 3, 4, 0, 0, 0, 0, 0]) }
        // Controle fragmentado ou com mais de 125 bytes.
        #expect(throws: ErroDaConexaoWS.protocolo("controle")) { try decodificar([0x09, 0x00]) }
        #expect(throws: ErroDaConexaoWS.protocolo("controle")) { try decodificar([0x89, 0x7E, 0x00, 0x7E]) }
        // Tamanho fora da forma mínima.
        #expect(throws: ErroDaConexaoWS.protocolo("tamanho")) { try decodificar([0x82, 0x7E, 0x00, 0x05]) }
        // Extensão não negociada, opcode reservado, continuação sem começo, dois começos.
        #expect(throws: ErroDaConexaoWS.protocolo("rsv")) { try decodificar([0xC1, 0x00]) }
        #expect(throws: ErroDaConexaoWS.protocolo("opcode")) { try decodificar([0x83, 0x00]) }
        #expect(throws: ErroDaConexaoWS.protocolo("continuacao")) { try decodificar([0x80, 0x00]) }
        #expect(throws: ErroDaConexaoWS.protocolo("fragmento")) { try decodificar([0x01, 0x01, 0x61, 0x01, 0x01, 0x61]) }
        // Texto que não é UTF-8.
        #expect(throws: ErroDaConexaoWS.textoInvalido) { try decodificar([0x81, 0x02, 0xC3, 0x28]) }
    }

    @Test func fechamentoComCodigoEMotivo() throws {
        let b = CodecWebSocket.codificar(QuadroDoCanalWS(.fechar, CodecWebSocket.cargaDeFechamento(1001, "tchau")), mascara: nil)
        #expect(try decodificar(b) == [.fechar(codigo: 1001, motivo: "tchau")])
        #expect(try decodificar([0x88, 0x00]) == [.fechar(codigo: nil, motivo: "")])
    }

    @Test func aceiteDoExemploDoRFC() {
        #expect(ConexaoWebSocket.aceite("dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }
}
