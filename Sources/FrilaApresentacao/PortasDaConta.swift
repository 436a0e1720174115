import Foundation
import FrilaDominio

/// As portas de uma conta (rede, disco, relógio, conexão): a raiz de composição (o
/// executável, o `Mundo` dos testes) monta isto uma vez por conta; a TUI (cada entrada de
/// `Paginas.todas`) e os comandos sem tela montam dali as funcionalidades. Uma tela nova que usa portas
/// que já existem não muda a composição; uma porta nova (um armazenamento local, um repositório) entra
/// aqui, em `Sources/frila/Composicao.swift` e no `Mundo` dos testes.
public struct PortasDaConta: Sendable {
    public typealias Gestao = CandidaturaRepositorio & HistoricoRepositorio & RelacoesRepositorio & CaixaDeNotificacoes
        & GestaoDeVagasRepositorio

    public let conta: ContaAutenticada
    public let contas: any ContaRepositorio
    public let vagas: any VagaRepositorio
    public let turnos: any TurnoRepositorio
    public let cache: any CacheLocal
    public let fila: any FilaDeAcoesPort
    public let gestao: any Gestao
    public let conexao: any ConexaoPort
    public let relogio: any Relogio
    /// A posição do aparelho (check-in/out).
    public let localizacao: (any LocalizacaoPort)?
    /// Os membros do estabelecimento (só o contratante usa; nil: a página Membros não se monta).
    public let membros: (any MembrosRepositorio)?
    /// Avisos lidos e já anunciados, guardados no aparelho (os do `frila avisos`).
    public let vistos: any AvisosVistos
    /// A conta que a pessoa administra (página Conta); nil: a composição não a tem.
    public var daPessoa: PortasDaContaDaPessoa?

    public init(conta: ContaAutenticada, contas: any ContaRepositorio, vagas: any VagaRepositorio, turnos: any TurnoRepositorio,
                cache: any CacheLocal, fila: any FilaDeAcoesPort, gestao: any Gestao, conexao: any ConexaoPort,
                relogio: any Relogio, localizacao: (any LocalizacaoPort)? = nil, membros: (any MembrosRepositorio)? = nil,
                vistos: (any AvisosVistos)? = nil) {
        self.membros = membros
        self.vistos = vistos ?? AvisosVistosNaMemoria()
        self.conta = conta
        self.contas = contas
        self.vagas = vagas
        self.turnos = turnos
        self.cache = cache
        self.fila = fila
        self.gestao = gestao
        self.conexao = conexao
        self.relogio = relogio
        self.localizacao = localizacao
    }

    public var profissional: Bool { conta.perfil == .profissional }

    /// As portas das funcionalidades do contratante (nil no profissional, RN25).
    public var contratante: PortasDoContratante? { profissional ? nil : doContratante }

    /// As mesmas, sem olhar o perfil (o comando sem tela deixa o servidor recusar).
    public var doContratante: PortasDoContratante {
        PortasDoContratante(conta: conta.id, vagas: vagas, turnos: turnos, fila: fila, conexao: conexao, relogio: relogio)
    }
}

// Cada funcionalidade montada das portas da conta, num lugar só: a TUI (as entradas do
// registro das páginas) e os comandos sem tela montam daqui.
extension PortasDaConta {
    public var montarFeed: FuncionalidadeDoFeed { FuncionalidadeDoFeed(vagas: vagas, conexao: conexao) }

    /// `relogio`: outro que o da conta (o `--em` sem tela); `semLocalizacao`: sem a posição do aparelho.
    public func montarTurnos(relogio outro: (any Relogio)? = nil, semLocalizacao: Bool = false) -> FuncionalidadeDosTurnos {
        FuncionalidadeDosTurnos(conta: conta.id, turnos: turnos, cache: cache, fila: fila, conexao: conexao, relogio: outro ?? relogio,
                                localizacao: semLocalizacao ? nil : localizacao, janelaDoCache: .daTela)
    }

    public var montarPerfil: FuncionalidadeDoPerfil { FuncionalidadeDoPerfil(contas: contas, conexao: conexao) }

    public func montarListas(limiteDoHistorico: Int? = nil) -> FuncionalidadeDasListas {
        FuncionalidadeDasListas(gestao: gestao, contas: contas, conexao: conexao, limiteDoHistorico: limiteDoHistorico)
    }

    public var montarSincronizacao: FuncionalidadeDaSincronizacao { FuncionalidadeDaSincronizacao(conta: conta.id, fila: fila, conexao: conexao) }

    public var montarGestaoDaVaga: FuncionalidadeDaGestaoDaVaga {
        FuncionalidadeDaGestaoDaVaga(vagas: vagas, gestao: gestao, conexao: conexao, relogio: relogio)
    }


    public var montarVagas: FuncionalidadeDasVagas { FuncionalidadeDasVagas(doContratante) }
    public var montarAcompanhamento: FuncionalidadeDoAcompanhamento { FuncionalidadeDoAcompanhamento(doContratante) }
}

/// O que a página da conta precisa além das portas de sempre: a gestão da conta no servidor,
/// o que este computador guarda dela e onde a exportação é gravada.
public struct PortasDaContaDaPessoa: Sendable {
    public let gestao: any GestaoDaContaPort
    public let dadosLocais: any DadosLocaisDaContaPort
    public let pastaDeExportacao: URL

    public init(gestao: any GestaoDaContaPort, dadosLocais: any DadosLocaisDaContaPort, pastaDeExportacao: URL) {
        self.gestao = gestao
        self.dadosLocais = dadosLocais
        self.pastaDeExportacao = pastaDeExportacao
    }
}
