import Foundation
import Testing
@testable import FrilaDados
import FrilaApresentacao
@testable import FrilaDominio

struct ConfiguracaoTests {
    func ambiente(_ extra: [String: String] = [:]) -> ([String: String], URL) {
        let home = diretorioTemporario()
        var a = ["HOME": home.path]
        a.merge(extra) { $1 }
        return (a, home)
    }

    @Test func padroesXDG() throws {
        let (amb, home) = ambiente()
        let (c, resto) = try ConfiguracaoDoCliente.carregar(argumentos: ["feed"], ambiente: amb)
        #expect(resto == ["feed"])
        #expect(c.apiURL == ConfiguracaoDoCliente.apiPadrao)
        #expect(c.anonKey == ConfiguracaoDoCliente.anonKeyPadrao)
        #expect(c.diretorioDados.path == home.appendingPathComponent(".local/share/frila").path)
        #expect(c.diretorioEstado.path == home.appendingPathComponent(".local/state/frila").path)
        #expect(!c.offline && c.posicao == nil && c.arquivoLido == nil)
    }

    /// O mouse da TUI vem ligado; a flag, o ambiente ou o arquivo o desligam (a seleção de texto do terminal volta).
    @Test func mouseLigadoPorPadraoEDesligavel() throws {
        let (amb, home) = ambiente()
        #expect(try ConfiguracaoDoCliente.carregar(argumentos: [], ambiente: amb).0.mouse)
        let (c, resto) = try ConfiguracaoDoCliente.carregar(argumentos: ["--sem-mouse"], ambiente: amb)
        #expect(!c.mouse && resto.isEmpty, "a flag é consumida, não vira comando desconhecido")
        #expect(try !ConfiguracaoDoCliente.carregar(argumentos: [], ambiente: amb.merging(["FRILA_SEM_MOUSE": "1"]) { $1 }).0.mouse)
        let arq = home.appendingPathComponent("c.json")
        try Data(#"{"mouse":false}"#.utf8).write(to: arq)
        #expect(try !ConfiguracaoDoCliente.carregar(argumentos: ["--config", arq.path], ambiente: amb).0.mouse)
    }

    @Test func arquivoAmbienteEFlagsNaOrdemDePrecedencia() throws {
        let (amb0, home) = ambiente()
        let cfgDir = home.appendingPathComponent("cfg/frila")
        try FileManager.default.createDirectory(at: cfgDir, withIntermediateDirectories: true)
        try Data(#"{"api_url":"http://arquivo:1","anon_key":"chave-arquivo","posicao":"-15.8,-47.9","campainha":false}"#.utf8)
            .write(to: cfgDir.appendingPathComponent("config.json"))
        var amb = amb0
        amb["XDG_CONFIG_HOME"] = home.appendingPathComponent("cfg").path
        var (c, _) = try ConfiguracaoDoCliente.carregar(argumentos: [], ambiente: amb)
        #expect(c.apiURL.absoluteString == "http://arquivo:1" && c.anonKey == "chave-arquivo" && !c.campainha)
        #expect(c.posicao == Coordenada(latitude: -15.8, longitude: -47.9))
        #expect(c.arquivoLido != nil)

        amb["FRILA_API_URL"] = "http://ambiente:2"
        amb["FRILA_ANON_KEY"] = "chave-ambiente"
        amb["FRILA_DADOS"] = "/tmp/frila-dados-amb"
        (c, _) = try ConfiguracaoDoCliente.carregar(argumentos: [], ambiente: amb)
        #expect(c.apiURL.absoluteString == "http://ambiente:2" && c.anonKey == "chave-ambiente")
        #expect(c.diretorioDados.path == "/tmp/frila-dados-amb" && c.diretorioEstado.path == "/tmp/frila-dados-amb")

        (c, _) = try ConfiguracaoDoCliente.carregar(argumentos: ["--api", "http://flag:3", "--dados=/tmp/flag", "--offline",
                                                        "--posicao", "-15.7,-47.8", "turnos"], ambiente: amb)
        #expect(c.apiURL.absoluteString == "http://flag:3")
        #expect(c.diretorioDados.path == "/tmp/flag" && c.offline)
        #expect(c.posicao == Coordenada(latitude: -15.7, longitude: -47.8))
        #expect(c.arquivoDoBanco.lastPathComponent == "frila.sqlite")
    }

    @Test func tempoLimitePeloAmbiente() throws {
        var (amb, _) = ambiente()
        #expect(try ConfiguracaoDoCliente.carregar(argumentos: [], ambiente: amb).0.tempoLimite == ApiCliente.tempoLimitePadrao)
        amb["FRILA_TEMPO_LIMITE_S"] = "1.5"
        #expect(try ConfiguracaoDoCliente.carregar(argumentos: [], ambiente: amb).0.tempoLimite == 1.5)
        for ruim in ["0", "abc", "-3", "1000"] {
            amb["FRILA_TEMPO_LIMITE_S"] = ruim
            #expect(throws: ErroDeConfiguracao.tempoLimiteInvalido(ruim)) { try ConfiguracaoDoCliente.carregar(argumentos: [], ambiente: amb) }
        }
    }

    @Test func errosClaros() throws {
        let (amb, home) = ambiente()
        #expect(throws: ErroDeConfiguracao.opcaoSemValor("--api")) { try ConfiguracaoDoCliente.carregar(argumentos: ["--api"], ambiente: amb) }
        #expect(throws: ErroDeConfiguracao.urlInvalida("ftp://x")) { try ConfiguracaoDoCliente.carregar(argumentos: ["--api", "ftp://x"], ambiente: amb) }
        #expect(throws: ErroDeConfiguracao.posicaoInvalida("aqui")) { try ConfiguracaoDoCliente.carregar(argumentos: ["--posicao", "aqui"], ambiente: amb) }
        let ruim = home.appendingPathComponent("ruim.json")
        try Data("{não é json".utf8).write(to: ruim)
        #expect(throws: ErroDeConfiguracao.arquivoIlegivel(ruim.path)) {
            try ConfiguracaoDoCliente.carregar(argumentos: ["--config", ruim.path], ambiente: amb)
        }
        #expect(ErroDeConfiguracao.arquivoIlegivel("x").errorDescription?.contains("JSON") == true)
    }

    @Test func exemploDoRepositorioEValido() throws {
        var raiz = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { raiz.deleteLastPathComponent() }
        let (amb, _) = ambiente()
        let (c, _) = try ConfiguracaoDoCliente.carregar(
            argumentos: ["--config", raiz.appendingPathComponent("config/frila.example.json").path], ambiente: amb)
        #expect(c.apiURL.absoluteString == "http://127.0.0.1:54321")
    }

    @Test func ambienteMontaSemRedeECompartilhaOArquivo() async throws {
        let dir = diretorioTemporario()
        let cfg = ConfiguracaoDoCliente(apiURL: URL(string: "http://127.0.0.1:9")!, diretorioDados: dir, offline: true)
        let amb = try AmbienteFrila.montar(configuracao: cfg, relogio: RelogioFixo(t0))
        #expect(amb.avisos.isEmpty)
        #expect(await amb.monitor.estado() == .offline)
        #expect(await amb.monitor.offlineForcado())
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("frila.sqlite").path))
        await amb.iniciar(sondar: false)
        #expect(await amb.contas.sessaoSalva() == nil)
    }
}
