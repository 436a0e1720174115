import Foundation
import FrilaDominio

/// A política de sincronização com o tempo real, pura: o canal é só campainha, as RPCs são a
/// verdade. A cada entrada no canal e a cada campainha, busca de novo; sem canal (caiu,
/// recusado, desligado pelo testador), busca a cada `intervaloSemTempoReal` e diz isso.
/// A TUI e o `frila avisos --seguir` alimentam com os eventos e o relógio e fazem o que ela pede.
public struct SincronizacaoAoVivo: Sendable {
    /// Sem tempo real, a cada quanto as listas e os avisos se atualizam sozinhos.
    public static let intervaloSemTempoReal: TimeInterval = 60

    public enum Modo: Hashable, Sendable {
        /// Ainda tentando a primeira entrada no canal (já conta o prazo da sondagem).
        case conectando
        case aoVivo
        case semTempoReal(PorQueSemTempoReal)
    }

    public enum PorQueSemTempoReal: Hashable, Sendable {
        case caiu(MotivoDaQueda)
        case recusado(MotivoDaRecusa)
        /// `--sem-tempo-real` / `FRILA_SEM_TEMPO_REAL=1`: o testador cortou só o canal.
        case desligado
    }

    /// Por que buscar agora (o registro e os testes dizem).
    public enum MotivoDaBusca: Hashable, Sendable {
        case entrada
        case campainha(Campainha)
        case sondagem
    }

    public private(set) var modo: Modo
    /// Quando a próxima sondagem vence; nil ao vivo (o laço não precisa acordar por ela).
    public private(set) var proximaSondagem: Date?

    /// `desligado`: o canal nem é aberto; começa sondando.
    public init(agora: Date, desligado: Bool = false) {
        modo = desligado ? .semTempoReal(.desligado) : .conectando
        proximaSondagem = agora.addingTimeInterval(Self.intervaloSemTempoReal)
    }

    public var aoVivo: Bool { modo == .aoVivo }

    /// Um evento do canal; devolve as buscas a fazer.
    public mutating func receber(_ evento: EventoDoTempoReal, agora: Date) -> [MotivoDaBusca] {
        if modo == .semTempoReal(.desligado) { return [] }
        switch evento {
        case .aoVivo, .reconectado:
            modo = .aoVivo
            proximaSondagem = nil
            // A entrega é no máximo uma vez: o que tocou antes de entrar se perdeu.
            return [.entrada]
        case .campainha(let c):
            return [.campainha(c)]
        case .caiu(let m):
            cairPara(.caiu(m), agora: agora)
        case .recusado(let m):
            cairPara(.recusado(m), agora: agora)
        }
        return []
    }

    private mutating func cairPara(_ p: PorQueSemTempoReal, agora: Date) {
        modo = .semTempoReal(p)
        // Sem canal, a sondagem volta, contada a partir de agora (ou a que já estava marcada).
        if proximaSondagem == nil { proximaSondagem = agora.addingTimeInterval(Self.intervaloSemTempoReal) }
    }

    /// O relógio andou: sem canal, a sondagem que venceu.
    public mutating func tique(agora: Date) -> [MotivoDaBusca] {
        guard modo != .aoVivo, let p = proximaSondagem, p <= agora else { return [] }
        proximaSondagem = agora.addingTimeInterval(Self.intervaloSemTempoReal)
        return [.sondagem]
    }

    /// O que a linha de status diz do tempo real.
    public var texto: String {
        switch modo {
        case .conectando: Textos.TempoReal.conectando
        case .aoVivo: Textos.TempoReal.aoVivo
        case .semTempoReal: Textos.TempoReal.semTempoReal(Int(Self.intervaloSemTempoReal))
        }
    }

    /// Estável, para `--json` e o registro.
    public var nomeDoModo: String {
        switch modo {
        case .conectando: "conectando"
        case .aoVivo: "ao_vivo"
        case .semTempoReal(.desligado): "desligado"
        case .semTempoReal(.caiu(let m)): "caiu:" + m.rawValue
        case .semTempoReal(.recusado(let m)): "recusado:" + m.chave
        }
    }
}

extension Textos {
    /// O tempo real, dito na linha de status e pelo `frila avisos --seguir`.
    public enum TempoReal {
        public static let aoVivo = "ao vivo"
        public static let conectando = "conectando ao tempo real…"
        public static func semTempoReal(_ segundos: Int) -> String { "sem tempo real: atualizando a cada \(segundos) s" }
        /// Na linha de status, que divide a largura com a mensagem.
        public static let conectandoCurto = "conectando…"
        public static func semTempoRealCurto(_ segundos: Int) -> String { "sem tempo real (\(segundos) s)" }
    }
}
