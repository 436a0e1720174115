import Foundation
import FrilaApresentacao
import FrilaDominio

/// O que só existe com uma conta dentro: as funcionalidades montadas dela, a da fila e a
/// política do tempo real. Sair da conta joga fora tudo de uma vez.
struct ContaNoApp: Sendable {
    var montadas: FuncionalidadesMontadas
    let sincro: FuncionalidadeDaSincronizacao
    /// Tempo real: nil sem canal no ambiente (AppFrila+TempoReal.swift).
    var sincronia: SincronizacaoAoVivo?
    /// Esta entrada na conta: o que volta de um pedido de uma entrada que já saiu (conta
    /// excluída, sessão encerrada, outra conta) não chega ao modelo desta.
    let entrada = UUID()
}

/// Quando cada coisa foi pedida: a leitura da fila, a sondagem, a carga de cada página
/// (em andamento não pede outra por cima; com o servidor falhando, não tenta a cada tique).
struct AgendaDoApp: Sendable {
    var ultimaSondagem = Date.distantPast
    var ultimoStatus = Date.distantPast
    var consultandoStatus = false
    /// A última conferência dos lidos no aparelho (TelaAvisos.swift).
    var lidosConferidosEm = Date.distantPast
    var carregando: Set<Pagina> = []
    var pedidoEm: [Pagina: Date] = [:]
    /// A campainha tocou com a carga já em andamento: ela pode ter lido antes do COMMIT que
    /// tocou, então a página lê de novo quando essa carga chegar (AppFrila+TempoReal.swift).
    var recarregarAoChegar: Set<Pagina> = []
}

// Os nomes curtos que as extensões de cada tela usam.
extension AppFrila {
    /// Conexão e fila da conta (nil antes de entrar); o estado está em `m.sincronizacao`.
    var sincro: FuncionalidadeDaSincronizacao? { conta?.sincro }
    /// Entrou: as funcionalidades da conta estão montadas.
    var pronto: Bool { conta != nil }
    var montadas: FuncionalidadesMontadas { conta?.montadas ?? FuncionalidadesMontadas() }
    var sincronia: SincronizacaoAoVivo? {
        get { conta?.sincronia }
        set { conta?.sincronia = newValue }
    }
    var ultimaSondagem: Date { get { agenda.ultimaSondagem } set { agenda.ultimaSondagem = newValue } }
    var ultimoStatus: Date { get { agenda.ultimoStatus } set { agenda.ultimoStatus = newValue } }
    var consultandoStatus: Bool { get { agenda.consultandoStatus } set { agenda.consultandoStatus = newValue } }
    var carregando: Set<Pagina> { get { agenda.carregando } set { agenda.carregando = newValue } }
    var pedidoEm: [Pagina: Date] { get { agenda.pedidoEm } set { agenda.pedidoEm = newValue } }
}
