import Foundation
import FrilaApresentacao
import FrilaDominio

// O tempo real na TUI. O canal (se o ambiente tem um) é campainha: a cada entrada e a cada
// toque, a página visível e os avisos se buscam de novo pelas RPCs. Sem canal (caiu, recusado,
// `--sem-tempo-real`), a mesma busca a cada `SincronizacaoAoVivo.intervaloSemTempoReal`, e a
// linha de status diz. Um ambiente sem canal nem `semTempoReal` (os testes das telas) fica na
// sondagem de antes (`intervaloAtualizacao`).

extension AppFrila {
    /// A conta entrou: o canal ouve o tópico dela; a política começa a contar.
    mutating func ligarTempoReal(_ conta: UUID) -> [Efeito<Evento>] {
        guard amb.canal != nil || amb.semTempoReal else { return [] }
        let p = SincronizacaoAoVivo(agora: m.agora, desligado: amb.semTempoReal || amb.canal == nil)
        sincronia = p
        atualizarTextoDoTempoReal()
        guard let canal = amb.canal else { return [] }
        let conexao = amb.conexao
        // No modo offline nada sai da máquina: quem manda ouvir é a volta à rede (`o`), pela
        // conectividade da composição (`ligarConectividade`).
        return [.tarefa {
            if await conexao?.offlineForcado() == true { return nil }
            await canal.ouvir(conta: conta)
            return nil
        }]
    }

    /// A conta saiu: o canal para de ouvir (outro que entrar abre o dele).
    mutating func desligarTempoReal() -> [Efeito<Evento>] {
        sincronia = nil
        m.tempoReal = nil
        guard let canal = amb.canal else { return [] }
        return [.tarefa { await canal.ouvir(conta: nil); return nil }]
    }

    /// Um evento do canal: a política decide se busca; a mudança de modo vai ao registro `m`.
    mutating func tempoReal(_ e: EventoDoTempoReal) -> [Efeito<Evento>] {
        guard var p = sincronia else { return [] }
        let antes = p.modo
        let buscas = p.receber(e, agora: m.agora)
        sincronia = p
        atualizarTextoDoTempoReal()
        if p.modo != antes { m.linhaDeStatus.anotar(.deFundo(p.texto), agora: m.agora) }
        return buscas.isEmpty ? [] : buscarTudo()
    }

    /// A linha de status diz "ao vivo" só se a última busca veio: com o canal de pé e o
    /// servidor falhando (banco fora, 5xx), ela diz que o servidor falha.
    mutating func atualizarTextoDoTempoReal() {
        guard let p = sincronia else { m.tempoReal = nil; return }
        m.tempoReal = m.caixa.falha != nil ? .servidorFalhando : EstadoDoTempoReal(p.modo)
    }

    /// A página visível e os avisos (faixa e campainha dos dois perfis), pelas RPCs.
    mutating func buscarTudo() -> [Efeito<Evento>] {
        guard pronto, m.conectado else { return [] }
        var efs: [Efeito<Evento>] = []
        if let p = m.pagina, !m.registro.visivelLeACaixa(m) {
            if carregando.contains(p) { m.cargas.recarregarAoChegar.insert(p) } else { efs += carregar(p) }
        }
        ultimaSondagem = m.agora
        // A caixa sempre: uma leitura em andamento pode ter saído antes da campainha.
        efs += enviar(FuncionalidadeDaCaixa.self, .carregar())
        return efs
    }

    /// As páginas que a campainha achou carregando e cuja carga já chegou: leem de novo.
    mutating func recargasDaCampainha() -> [Efeito<Evento>] {
        let prontas = m.cargas.recarregarAoChegar.subtracting(carregando)
        guard !prontas.isEmpty else { return [] }
        m.cargas.recarregarAoChegar.subtract(prontas)
        return prontas.flatMap { carregar($0) }
    }

    /// O tique com tempo real: a política diz quando sondar (ao vivo, nunca). nil: sem
    /// tempo real no ambiente, o tique de antes decide.
    mutating func tiqueDoTempoReal(_ agora: Date) -> [Efeito<Evento>]? {
        guard var p = sincronia else { return nil }
        let buscas = p.tique(agora: agora)
        sincronia = p
        // Canal de pé e servidor falhando: ninguém vai tocar a campainha quando ele voltar
        // (a entrega é no máximo uma vez); tenta de novo a cada tanto até a leitura vir.
        let tentarDeNovo = m.caixa.falha != nil && agora.timeIntervalSince(ultimaSondagem) >= Self.intervaloNotificacoes
        return buscas.isEmpty && !tentarDeNovo ? [] : buscarTudo()
    }

    /// Quando o laço precisa acordar sem nada chegar: a mensagem que se apaga, a leitura da
    /// fila (a cada segundo só com fila ou sem rede), a sondagem sem canal, a idade dos dados.
    public func proximoPrazo(_ agora: Date) -> Date? {
        var prazos: [Date] = []
        if let e = m.linhaDeStatus.prazo { prazos.append(e) }
        guard pronto else { return prazos.min() }
        let filaParada = m.fila.pendentes == 0 && m.conectado
        prazos.append(ultimoStatus.addingTimeInterval(filaParada ? Self.intervaloDoStatusParado : Self.intervaloStatus))
        if let l = prazoDosLidos { prazos.append(l) }
        if let p = sincronia {
            if let s = p.proximaSondagem { prazos.append(s) }
            if m.caixa.falha != nil { prazos.append(ultimaSondagem.addingTimeInterval(Self.intervaloNotificacoes)) }
        } else {
            prazos.append(agora.addingTimeInterval(0.5))  // sem tempo real no ambiente: o tique de antes
        }
        // "dados há 2 min" muda com o relógio; os minutos de atraso viram no minuto cheio (acordar
        // até 30 s depois deixava a tela um minuto atrás do `frila alertas`).
        prazos.append(agora.addingTimeInterval(Self.intervaloDaIdade))
        prazos.append(Self.proximoMinuto(agora))
        return prazos.min()
    }

    /// Fila vazia e rede no ar: o estado da fila só muda por um gesto (que já relê) ou pelo canal.
    static let intervaloDoStatusParado: TimeInterval = 30
    static let intervaloDaIdade: TimeInterval = 30

    static func proximoMinuto(_ agora: Date) -> Date {
        Date(timeIntervalSinceReferenceDate: (agora.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60 + 60)
    }
}

/// O que a linha de status diz do tempo real. Decide-se por este valor; a frase sai do catálogo
/// só no desenho.
public enum EstadoDoTempoReal: Equatable, Sendable {
    case aoVivo, conectando, semTempoReal, servidorFalhando

    init(_ modo: SincronizacaoAoVivo.Modo) {
        switch modo {
        case .aoVivo: self = .aoVivo
        case .conectando: self = .conectando
        case .semTempoReal: self = .semTempoReal
        }
    }

    public var texto: String {
        switch self {
        case .aoVivo: Textos.TempoReal.aoVivo
        case .conectando: Textos.TempoReal.conectandoCurto
        case .semTempoReal: Textos.TempoReal.semTempoRealCurto(Int(SincronizacaoAoVivo.intervaloSemTempoReal))
        case .servidorFalhando: Textos.Caixa.servidorFalhando
        }
    }
}
