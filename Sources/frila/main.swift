import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio

// Raiz de composição: opções globais → comando → execução.
func falhar(_ mensagem: String, codigo: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("frila: \(SaidaHeadless.maiuscula(mensagem))\n".utf8))
    exit(codigo)
}

let argumentos = Array(CommandLine.arguments.dropFirst())

/// Erro de uso antes de o comando existir: com --json, stdout ainda recebe o objeto
/// `{"erro","saida"}` que os scripts esperam (docs/TESTADORES.md).
func falharNoUso(_ mensagem: String) -> Never {
    if argumentos.contains("--json") { exit(SaidaHeadless(json: true).falha(mensagem, .uso).rawValue) }
    falhar(mensagem)
}
let comando: ComandoFrila
let restantesBrutos: [String]
do {
    restantesBrutos = try ConfiguracaoDoCliente.carregar(argumentos: argumentos).restantes
} catch {
    // --version / --help respondem mesmo com configuração quebrada; o resto diz o que há de errado
    // nela (e não "opção desconhecida" para um --config que existe).
    if argumentos.contains("--version") { print(Textos.SemTela.versao(Versao.atual)); exit(0) }
    if argumentos.contains("--help") || argumentos.contains("-h") { print(ComandoFrila.ajudaTexto); exit(0) }
    falharNoUso((error as? LocalizedError)?.errorDescription ?? Textos.SemTela.configuracaoInvalida)
}
do {
    comando = try ComandoFrila.interpretar(restantesBrutos)
} catch {
    falharNoUso(error.description)
}

switch comando {
case .versao:
    print(Textos.SemTela.versao(Versao.atual))
case .ajuda:
    print(ComandoFrila.ajudaTexto)
case .benchRender(let n, let r):
    BenchCliente.render(vagas: n, repeticoes: r)
case .teclas:
    TeclasJSON.imprimir()
case .headless(let c, let json):
    ExecucaoHeadless.rodar(c, json: json, argumentos: argumentos)
case .benchPreparar, .tui:
    let cfg: ConfiguracaoDoCliente
    do { cfg = try ConfiguracaoDoCliente.carregar(argumentos: argumentos).0 } catch {
        falhar((error as? LocalizedError)?.errorDescription ?? Textos.SemTela.configuracaoInvalida)
    }
    if comando == .benchPreparar {
        BenchCliente.preparar(configuracao: cfg)
    } else {
        ExecucaoTUI.rodar(configuracao: cfg)
    }
}
