import Foundation
import FrilaDominio

let argumentos = Array(CommandLine.arguments.dropFirst())
if argumentos.contains("--version") {
    print("frila \(Versao.atual)")
} else {
    print("""
    frila \(Versao.atual) — cliente de terminal do Frila

    Uso: frila [--api URL] [--dados DIR] [--offline] [comando]
      --version   mostra a versão
      --help      mostra esta ajuda
    """)
}
