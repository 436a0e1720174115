import Foundation
import Testing
@testable import frila
import FrilaApresentacao
import FrilaDados
import FrilaDominio

/// A tabela de códigos de saída do README é a do código: os mesmos códigos, e o `estado` de
/// cada desfecho na linha do código que `DesfechoHeadless.codigo` lhe dá.
struct CodigosDeSaidaNoREADMETests {
    /// As linhas `| N | quando | estado |` da tabela do README: código → (quando, estados).
    static func tabelaDoREADME() throws -> [Int32: (quando: String, estados: [String])] {
        let raiz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let texto = try String(contentsOf: raiz.appendingPathComponent("README.md"), encoding: .utf8)
        let linha = try Regex(#"^\| (\d{1,3}) \| (.+) \| (.+) \|$"#)
        let estado = try Regex(#"`([a-z_]+)`"#)
        var r: [Int32: (quando: String, estados: [String])] = [:]
        for l in texto.split(separator: "\n") {
            guard let m = try linha.wholeMatch(in: String(l)), let n = Int32(String(m.output[1].substring ?? "")) else { continue }
            let colunaDoEstado = String(m.output[3].substring ?? "")
            r[n] = (String(m.output[2].substring ?? ""), colunaDoEstado.matches(of: estado).compactMap { $0.output[1].substring.map(String.init) })
        }
        return r
    }

    @Test func osCodigosDaTabelaSaoOsDoCodigo() throws {
        let tabela = try Self.tabelaDoREADME()
        #expect(Set(tabela.keys) == Set(CodigoDeSaida.allCases.map(\.rawValue)))
    }

    @Test func cadaDesfechoEstaNaLinhaDoSeuCodigo() throws {
        let tabela = try Self.tabelaDoREADME()
        let turno = UUID()
        let item = ItemDaFila(sequencia: 1, conta: UUID(), acao: .avaliar(turno: turno, chamariaDeNovo: true), chaveIdempotencia: "k",
                              tocadoEm: Date(), enfileiradoEm: Date(), tentativas: 0, ultimoErro: nil, estado: .pendente)
        let acao = AcaoDaPessoa.avaliar(turno: turno, chamariaDeNovo: true)
        let desfechos: [Desfecho] = [
            Desfecho(acao, .enviada(nil)), Desfecho(acao, .naFila(item)),
            Desfecho(acao, .recusada(.recusa(chave: "fora_da_janela", frase: "Fora."), item: nil)),
            Desfecho(acao, .recusada(.sessaoExpirada, item: nil)),
            Desfecho(acao, .recusada(.chaveAnonRecusada(faltando: true), item: nil)),
            Desfecho(acao, .semConexao), Desfecho(acao, .falhaPassageira(.erroDoServidor(status: 503))),
            Desfecho(acao, .invalida(["Falta o motivo."])), Desfecho(acao, .falhaLocal),
            Desfecho(.cadastrar(perfil: .profissional, resposta: nil), .invalida(["Falta o nome."])),
        ]
        var vistos = Set<Int32>()
        for d in desfechos {
            let codigo = DesfechoHeadless.codigo(d).rawValue
            vistos.insert(codigo)
            let linha = try #require(tabela[codigo], "saída \(codigo) fora da tabela do README")
            #expect(linha.estados.contains(DesfechoHeadless.estado(d)), "README: a saída \(codigo) não lista \(DesfechoHeadless.estado(d))")
        }
        // O 130 não é desfecho de ação: é o Ctrl-C (Interrupcao, e a TUI ao sair).
        #expect(vistos == Set(CodigoDeSaida.allCases.filter { $0 != .interrompido }.map(\.rawValue)), "todo código da tabela sai de algum desfecho")
    }

    /// Senha vazia no login é preenchimento (a mesma recusa da TUI), na linha que o README diz.
    @Test func senhaVaziaNoLoginSaiNaLinhaDoPreenchimento() throws {
        let tabela = try Self.tabelaDoREADME()
        let d = Desfecho(.entrar(conta: nil), .invalida([TextosDaSessao.faltaEmailOuSenha]))
        let codigo = DesfechoHeadless.codigo(d)
        #expect(codigo == .falhou)
        let linha = try #require(tabela[codigo.rawValue])
        #expect(linha.quando.contains("senha vazia no `frila login`"))
        #expect(linha.estados.contains(DesfechoHeadless.estado(d)))
    }

    /// Os erros de uso que o README dá como exemplo da saída 2 são mesmo erros de uso.
    @Test func osExemplosDaSaida2SaoErrosDeUso() throws {
        let tabela = try Self.tabelaDoREADME()
        let quando = try #require(tabela[CodigoDeSaida.uso.rawValue]).quando
        let vaga = UUID().uuidString.lowercased()
        for (exemplo, args) in [("--motivo \"\"", ["cancelar-vaga", vaga, "--motivo", "", "--sim"]),
                                ("disponibilidade talvez", ["disponibilidade", "talvez"])] {
            #expect(quando.contains(exemplo))
            #expect(throws: ErroDeLinhaDeComando.self, "\(args)") { _ = try ComandoHeadless.interpretar(args) }
        }
        #expect(quando.contains("--posicao abc"))
        #expect(throws: (any Error).self) { _ = try ConfiguracaoDoCliente.carregar(argumentos: ["--posicao", "abc", "vagas"]) }
    }
}
