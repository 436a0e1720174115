import Foundation

// Erros da partida e do arquivo local, como valores: quem os lança (FrilaDados) não escolhe
// palavras; a frase de cada um sai do catálogo (`Textos`, na apresentação).

/// A configuração (flags, ambiente, arquivo) não vale. Os textos são o que a pessoa passou.
public enum ErroDeConfiguracao: Error, Hashable, Sendable {
    case arquivoIlegivel(String)
    case urlInvalida(String)
    case opcaoSemValor(String)
    case posicaoInvalida(String)
    case tempoLimiteInvalido(String)
}

/// A credencial não pôde ser gravada no diretório de estado.
public enum ErroDeArmazenamento: Error, Hashable, Sendable {
    case naoFoiPossivelGravar(String)
}

/// Por que o arquivo local (cache e fila) não abriu ou teve de recomeçar.
public enum DefeitoDoArquivoLocal: Hashable, Sendable {
    case diretorioNaoCriado
    case naoEhSQLite
    case danificado
    case criadoPorVersaoMaisNova(esquema: Int)
    case ilegivelENaoMovido
    /// O texto do próprio SQLite (em inglês): dado da biblioteca, não frase do cliente.
    case doSQLite(String)
}

/// Erros do arquivo local, nunca com conteúdo dos dados.
public enum ErroDeBanco: Error, Hashable, Sendable {
    case naoAbriu(caminho: String, defeito: DefeitoDoArquivoLocal)
    /// `operacao` é o passo (`exec`, `step`, `WAL`...); `motivo`, o texto do SQLite.
    case falhou(operacao: String, motivo: String)
}

extension ErroDeBanco: ErroApresentavel {
    public var falha: Falha { .dadosLocais }
}

/// O arquivo local estava ilegível e foi movido de lado: cache e fila recomeçam vazios.
public struct DadosLocaisRecomecados: Hashable, Sendable {
    public let caminho: String
    public let defeito: DefeitoDoArquivoLocal
    /// O nome com que o arquivo velho ficou, ao lado do novo.
    public let movidoPara: String

    public init(caminho: String, defeito: DefeitoDoArquivoLocal, movidoPara: String) {
        self.caminho = caminho
        self.defeito = defeito
        self.movidoPara = movidoPara
    }
}
