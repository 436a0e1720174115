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

/// Quando o app pediu a fila, a sondagem e a conferência dos lidos: relógios de quem pede,
/// que o desenho não lê (as cargas das páginas ficam no modelo, `ModeloApp.cargas`).
struct AgendaDoApp: Sendable {
    var ultimaSondagem = Date.distantPast
    var ultimoStatus = Date.distantPast
    var consultandoStatus = false
    /// A última conferência dos lidos no aparelho (AppFrila+Caixa.swift).
    var lidosConferidosEm = Date.distantPast
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
    var carregando: Set<Pagina> { get { m.cargas.carregando } set { m.cargas.carregando = newValue } }
    var pedidoEm: [Pagina: Date] { get { m.cargas.pedidoEm } set { m.cargas.pedidoEm = newValue } }
}
