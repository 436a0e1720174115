import Foundation
import FrilaApresentacao
import FrilaDominio

/// Comandos do executável. Sem subcomando abre a TUI. Os comandos headless (`frila login`,
/// `frila vagas`, ...) entram aqui como casos novos, com o seu `interpretar` e a sua ajuda.
enum ComandoFrila: Equatable {
    case tui
    case versao
    case ajuda
    /// Benchmarks do cliente (make bench): não aparecem na ajuda.
    case benchRender(vagas: Int, repeticoes: Int)
    case benchPreparar
    /// Tabelas de teclas em JSON (suíte ponta a ponta): não aparece na ajuda.
    case teclas
    /// Comando sem tela: Headless/ComandoHeadless.swift.
    case headless(ComandoHeadless, json: Bool)

    /// `restantes` são os argumentos que sobraram depois das opções globais
    /// (`ConfiguracaoDoCliente.carregar` já consumiu --api, --dados, --offline, --posicao, --config).
    static func interpretar(_ restantes: [String]) throws(ErroDeLinhaDeComando) -> ComandoFrila {
        // `frila --json turnos`: o --json antes do comando vale como depois dele.
        if restantes.first == "--json", restantes.count > 1 { return try interpretar(Array(restantes.dropFirst()) + ["--json"]) }
        if let nome = restantes.first, ComandoHeadless.todosOsNomes.contains(nome) {
            let (c, json) = try ComandoHeadless.interpretar(restantes)
            return .headless(c, json: json)
        }
        if restantes.contains("--version") || restantes.first == "versao" { return .versao }
        if restantes.contains("--help") || restantes.contains("-h") || restantes.first == "ajuda" { return .ajuda }
        guard let primeiro = restantes.first else { return .tui }
        switch primeiro {
        case "__bench-render":
            let n = restantes.dropFirst().first.flatMap(Int.init) ?? 1000
            let r = restantes.dropFirst(2).first.flatMap(Int.init) ?? 2000
            return .benchRender(vagas: n, repeticoes: r)
        case "__bench-preparar":
            return .benchPreparar
        case "teclas":
            return .teclas
        default:
            if primeiro.hasPrefix("-") { throw .opcaoDesconhecida(primeiro) }
            throw .comandoDesconhecido(primeiro)
        }
    }

    static var ajudaTexto: String { Textos.Ajuda.geral }
}

enum ErroDeLinhaDeComando: Error, CustomStringConvertible {
    case opcaoDesconhecida(String)
    case comandoDesconhecido(String)
    /// Uso errado de um comando (frase pronta, pt-BR).
    case uso(String)
    var description: String {
        switch self {
        case .opcaoDesconhecida(let o): Textos.SemTela.opcaoDesconhecida(o)
        case .comandoDesconhecido(let c): Textos.SemTela.comandoDesconhecido(c)
        case .uso(let m): m
        }
    }
}
