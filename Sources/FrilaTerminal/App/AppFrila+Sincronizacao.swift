import Foundation
import FrilaApresentacao
import FrilaDominio

// A conexão e a fila da conta, e os avisos do contratante: cada leitura vira desfecho
// (a conferência da fila, em FrilaApresentacao, casa com as anteriores) e recarga.
extension AppFrila {
    mutating func sincronizacao(_ a: FuncionalidadeDaSincronizacao.Acao) -> [Efeito<Evento>] {
        // Só a tela de login (sem conta) alterna o modo sem funcionalidade: só a conexão muda.
        guard let f = sincro else {
            if case .offlineAlternado(let r) = a {
                (m.online, m.offlineForcado) = (r.online, r.forcado)
                dizer(.feito(r.forcado ? Textos.Sincronizacao.offlineForcado : Textos.Sincronizacao.offlineDesligado))
            }
            return []
        }
        switch a {
        case .lido(let r):
            return leuSincronizacao(f, a, r)
        case .filaMexida(let r, let d):
            let efs = leuSincronizacao(f, a, r)
            ajustarSelecaoDasOutras()
            relatar(d)
            return efs + recarregarTurnos()
        case .offlineAlternado(let r):
            // Trocar o modo é gesto da pessoa: a frase dele toma o lugar de um erro antigo. Vem
            // antes da leitura: uma recusa que esta mesma leitura trouxe é mais nova e fica por cima.
            dizer(.feito(r.forcado ? Textos.Sincronizacao.offlineForcado : Textos.Sincronizacao.offlineDesligado))
            return leuSincronizacao(f, a, r)
        case .sincronizado(let r):
            let (efs, novidades) = leuSincronizacaoContando(f, a, r)
            // Uma recusa ou um envio que acabou de chegar já é o desfecho (a recusa fica na linha de status).
            if novidades.recusas.isEmpty, novidades.enviadas == 0 { dizer(.estadoDaFila(r.fila)) }
            return efs
        default:
            return f.atualizar(&m.sincronizacao, a).map { $0.map(Evento.sincronizacao) }
        }
    }

    /// Uma leitura da conexão e da fila chegou: aplica na funcionalidade e reage (recusas
    /// que viram desfecho, telas recarregadas quando a conexão volta ou a fila esvazia).
    mutating func leuSincronizacao(_ f: FuncionalidadeDaSincronizacao, _ a: FuncionalidadeDaSincronizacao.Acao,
                                   _ r: FuncionalidadeDaSincronizacao.Retrato) -> [Efeito<Evento>] {
        leuSincronizacaoContando(f, a, r).efeitos
    }

    /// Como `leuSincronizacao`, dizendo também o que esta leitura trouxe de novo da fila.
    mutating func leuSincronizacaoContando(_ f: FuncionalidadeDaSincronizacao, _ a: FuncionalidadeDaSincronizacao.Acao,
                                           _ r: FuncionalidadeDaSincronizacao.Retrato) -> (efeitos: [Efeito<Evento>], novidades: ConferenciaDaFila.Novidades) {
        consultandoStatus = false
        let estavaConectado = m.conectado
        let pendentesAntes = m.fila.pendentes
        // Recusa que chega no dreno (ou já estava na fila ao abrir): ninguém esperava na tela
        // por ela, então vira desfecho aqui, uma vez por item (a conferência casa as leituras).
        let novidades = m.sincronizacao.conferencia.ler(r.fila)
        for item in novidades.recusas {
            relatar(.recusadaNoDreno(item, referente: Self.referente(item, turno: Telas.nomeDoTurno(m, item.acao.turnoId))))
        }
        // Envio de fundo: não esconde uma recusa de pé (nem a que esta leitura trouxe).
        if novidades.enviadas > 0 { relatar(Desfecho(daPagina: EnvioDaFila.enviadas(novidades.enviadas)), daPessoa: false) }
        var efs = f.atualizar(&m.sincronizacao, a).map { $0.map(Evento.sincronizacao) }
        // Voltou a conexão, ou a fila esvaziou: o que está na tela pode ter mudado.
        if (!estavaConectado && m.conectado) || (pendentesAntes > 0 && r.fila.pendentes == 0) {
            efs += m.paginas.flatMap { carregar($0) }
        }
        return (efs, novidades)
    }

    /// "de 07:20 (Garçom sex 04/12 · Bar do Cerrado)": a hora do toque e o turno.
    static func referente(_ item: ItemDaFila, turno: String?) -> String {
        Textos.Sincronizacao.deHora(Formatacao.hora(item.tocadoEm)) + (turno.map { " (\($0))" } ?? "")
    }

    mutating func statusEfeito(retomarFila: Bool = false) -> [Efeito<Evento>] {
        guard sincro != nil else { return [] }
        consultandoStatus = true
        return sincronizacao(retomarFila ? .retomar : .atualizar)
    }
}
