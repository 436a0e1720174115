// swift-tools-version:6.0
import PackageDescription

let tamanhoNoRelease: [SwiftSetting] = [.unsafeFlags(["-Osize", "-Xfrontend", "-function-sections"], .when(configuration: .release))]
// Cada função na sua seção, para o link do release pôr juntas (config/primeiro-quadro.ordem) as
// que o primeiro quadro executa: o kernel mapeia 64 KiB em volta de cada página de código lida,
// e espalhadas pelos 2 MiB do .text elas puxavam o executável quase inteiro para o RSS.
// `make ordem-do-primeiro-quadro` refaz a lista; função que não está nela só fica depois.
let ordemDoPrimeiroQuadro: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--section-ordering-file=\(Context.packageDirectory)/config/primeiro-quadro.ordem"],
                 .when(configuration: .release)),
]

let package = Package(
    name: "frila",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "frila", targets: ["frila"]),
        .executable(name: "frila-api", targets: ["frila-api"]),
    ],
    targets: [
        // Bibliotecas de sistema (Debian): shim.h + module.modulemap em cada pasta.
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        // Sem pkgConfig: o .pc do Debian traz -D_XOPEN_SOURCE=600, que o SwiftPM recusa com aviso;
        // o shim.h define o que a API larga precisa e o link vem do module.modulemap.
        .systemLibrary(name: "CNcursesw", providers: [.apt(["libncurses-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CLibPQ", providers: [.apt(["libpq-dev"])]),
        // TLS do tempo real (wss://): o URLSessionWebSocketTask não existe aqui (libcurl sem ws).
        .systemLibrary(name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"])]),

        // Cliente
        .target(name: "FrilaDominio", swiftSettings: tamanhoNoRelease),
        .target(name: "FrilaDados", dependencies: ["FrilaDominio", "CSQLite", "COpenSSL"], swiftSettings: tamanhoNoRelease),
        // Domínio, telas e funcionalidades otimizados para tamanho no release (tamanhoNoRelease):
        // o primeiro quadro toca quase todo o código do executável (páginas no RSS), e o render
        // de um quadro fica longe da meta mesmo assim (make bench). O caminho quente da fila
        // (FrilaDados) continua em -O.
        .target(name: "FrilaApresentacao", dependencies: ["FrilaDominio"], swiftSettings: tamanhoNoRelease),
        .target(name: "FrilaTerminal", dependencies: ["FrilaApresentacao", "FrilaDominio", "CNcursesw"],
                swiftSettings: tamanhoNoRelease),
        .executableTarget(name: "frila", dependencies: ["FrilaTerminal", "FrilaApresentacao", "FrilaDados", "FrilaDominio"],
                          swiftSettings: tamanhoNoRelease, linkerSettings: ordemDoPrimeiroQuadro),

        // Backend local
        .target(name: "FrilaAPILocal", dependencies: ["CMicroHTTPD", "CLibPQ"]),
        .executableTarget(name: "frila-api", dependencies: ["FrilaAPILocal"]),

        // Testes
        .testTarget(name: "ArquiteturaTests"),
        .testTarget(name: "FrilaDominioTests", dependencies: ["FrilaDominio"]),
        // A apresentação também: os testes dos dados conferem a frase que a pessoa lê (o catálogo).
        .testTarget(name: "FrilaDadosTests", dependencies: ["FrilaDados", "FrilaDominio", "FrilaApresentacao"]),
        // As portas de mentira de todos os testes, num conjunto só.
        .target(name: "FrilaFalsos", dependencies: ["FrilaDominio"], path: "Tests/FrilaFalsos"),
        .testTarget(name: "FrilaApresentacaoTests", dependencies: ["FrilaApresentacao", "FrilaDominio", "FrilaFalsos"]),
        .testTarget(name: "FrilaTerminalTests", dependencies: ["FrilaTerminal", "FrilaApresentacao", "FrilaDominio", "FrilaFalsos"],
                    exclude: ["__Snapshots__"]),  // snapshots de texto: lidos pelo caminho do fonte
        .testTarget(name: "FrilaAPILocalTests", dependencies: ["FrilaAPILocal", "FrilaDominio"]),
        // Linha de comando dos comandos sem tela (issue 6): testa o alvo executável.
        .testTarget(name: "FrilaCLITests", dependencies: ["frila", "FrilaDados", "FrilaDominio", "FrilaApresentacao"]),
    ],
    swiftLanguageModes: [.v6]
)
