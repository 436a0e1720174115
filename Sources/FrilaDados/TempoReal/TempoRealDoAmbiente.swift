import Foundation
import FrilaDominio

extension AmbienteFrila {
    /// O canal de tempo real desta configuração; nil com `--sem-tempo-real` ou `--offline`
    /// (nada sai da máquina). `mesmoOffline`: a TUI, onde `o` volta à rede, o abre assim mesmo
    /// (criar não conecta; só `ouvir` conecta, e offline ninguém manda ouvir). O JWT vem do
    /// cofre a cada entrada e heartbeat.
    public func abrirCanalDeTempoReal(parametros: ParametrosDoCanal = .init(), mesmoOffline: Bool = false) -> CanalPhoenix? {
        guard !configuracao.semTempoReal, mesmoOffline || !configuracao.offline else { return nil }
        let cofre = self.cofre
        return CanalPhoenix(urlDaApi: configuracao.apiURL, chaveAnonima: configuracao.anonKey, parametros: parametros) {
            await cofre.atual?.tokenDeAcesso
        }
    }

    /// O socket também é conectividade: entrar (de novo) no canal é rede de volta — o monitor
    /// fica online e a fila drena já, sem esperar a sonda com backoff; uma queda de rede pede
    /// uma sonda (a API pode estar no ar sem o canal). O modo offline do testador desliga o
    /// canal e o religa ao voltar.
    public func ligarConectividade(ao canal: any CanalDeTempoReal,
                                   contaAtual: @escaping @Sendable () async -> UUID?) -> Task<Void, Never> {
        let (monitor, fila) = (monitor, fila)
        let eventos = canal.eventos()
        let transicoes = Task {
            for await e in await monitor.transicoes() {
                let forcado = await monitor.offlineForcado()
                await canal.ouvir(conta: forcado ? nil : await contaAtual())
                _ = e
            }
        }
        return Task {
            await withTaskCancellationHandler {
                for await e in eventos {
                    switch e {
                    case .aoVivo, .reconectado:
                        await monitor.requisicaoConcluida(alcancou: true)
                        await fila.drenarAgora()
                    case .caiu(.semRede):
                        await monitor.verificar()
                    default:
                        break
                    }
                }
            } onCancel: {
                transicoes.cancel()
            }
        }
    }

    /// Os avisos já vistos por conta, no SQLite do cache.
    public func abrirAvisosVistos() throws -> AvisosVistosSQLite {
        try AvisosVistosSQLite(arquivo: configuracao.arquivoDoBanco, relogio: relogio)
    }

    /// As fichas dos termos das vagas mostradas por conta, no SQLite do cache.
    public func abrirTermosVistos() throws -> TermosVistosSQLite {
        try TermosVistosSQLite(arquivo: configuracao.arquivoDoBanco, relogio: relogio)
    }
}
