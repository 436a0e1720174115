import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio

// `frila avisos [--json]`: a caixa, com lido/novo pelo que este aparelho já mostrou.
// `frila avisos --seguir [--json] [--timeout S]`: cada aviso que chega, até Ctrl-C ou o tempo:
// campainha do canal → busca pela RPC → imprime os novos. Sem canal (`--sem-tempo-real`,
// recusado, fora do ar), a mesma busca a cada `SincronizacaoAoVivo.intervaloSemTempoReal`.

extension ComandoDaGestao {
    static func interpretarAvisos(_ nome: String, _ resto: inout [String]) throws(ErroDeLinhaDeComando) -> ComandoDaGestao {
        let seguir = ComandoHeadless.tirar("--seguir", de: &resto)
        var timeout: TimeInterval?
        if let t = try ComandoHeadless.valor("--timeout", de: &resto, comando: nome) {
            guard let s = TimeInterval(t.replacingOccurrences(of: ",", with: ".")), s > 0, s.isFinite else {
                throw .uso(Textos.SemTela.usoTimeout)
            }
            timeout = s
        }
        return .avisos(seguir: seguir, timeout: timeout)
    }
}

extension Contexto {
    func avisos(_ conta: ContaAutenticada, seguir: Bool, timeout: TimeInterval?) async -> CodigoDeSaida {
        // O modo offline diz o nome dele, não "sem conexão": a rede pode estar boa.
        if amb.configuracao.offline { return saida.falha(Textos.SemTela.avisosOffline, .semConexao) }
        // As portas da conta com os vistos deste aparelho: a mesma composição da TUI.
        let portas: PortasDaConta
        do { portas = amb.portas(conta, vistos: try amb.abrirAvisosVistos()) } catch {
            return saida.falha(Textos.SemTela.dadosLocaisInacessiveisEm(amb.configuracao.diretorioDados.path), .dadosLocais)
        }
        guard seguir else { return await listarAvisos(portas) }
        return await seguirAvisos(portas, timeout: timeout)
    }

    private func buscarCaixa(_ portas: PortasDaConta, desde: Date?) async -> Leitura<[NotificacaoRecebida]> {
        guard await portas.conexao.confirmarOnline() else { return .semConexao }
        do { return .veio(try await portas.gestao.caixa(desde: desde)) } catch {
            return .falhou(.de(error, semRede: Mensagens.semConexao))
        }
    }

    /// A caixa da aba Avisos, pelo mesmo núcleo: lido ou novo pelo que o aparelho guarda; o que
    /// se mostrou fica lido (a TUI e o --seguir não tocam de novo por estes).
    private func listarAvisos(_ portas: PortasDaConta) async -> CodigoDeSaida {
        var c = Executor(portas.montarCaixa(abertaEm: amb.relogio.agora), estado: .init())
        await c.enviar(.carregar(pedida: true))
        let hoje = amb.relogio.agora
        guard case .conteudo(let itens) = c.estado.itens else {
            // Vazia, a frase de sempre do comando (a da aba fala das teclas dela).
            let estado: EstadoTela<[NotificacaoRecebida]> = if case .vazio = c.estado.itens { .vazio(Textos.semNotificacoes) } else { c.estado.itens }
            return lista(estado, texto: { TextoDaGestao.notificacao($0, hoje: hoje) }, json: JSONDaGestao.notificacao)
        }
        let caixa = c.estado
        saida.dado(itens.map { TextoDosAvisos.linha($0, lido: caixa.lido($0.id), hoje: hoje) }.joined(separator: "\n"),
                   json: itens.map { TextoDosAvisos.json($0, lido: caixa.lido($0.id)) })
        await c.enviar(.marcarTodosLidos)
        return .ok
    }

    /// O que acorda o laço do --seguir.
    private enum Sinal: Sendable {
        case canal(EventoDoTempoReal)
        case relogio
        case fim
    }

    private func seguirAvisos(_ portas: PortasDaConta, timeout: TimeInterval?) async -> CodigoDeSaida {
        let (conta, vistos) = (portas.conta, portas.vistos)
        // O relógio da sondagem é o de parede: com FRILA_AGORA o do ambiente fica parado.
        var sinc = SincronizacaoAoVivo(agora: Date(), desligado: amb.configuracao.semTempoReal)
        var caixa = CaixaAoVivo()
        // A caixa de agora: o que chegou com o programa fechado e ainda não foi visto sai primeiro.
        switch await buscarCaixa(portas, desde: nil) {
        case .semConexao: return saida.falha(Mensagens.semConexao, .semConexao)
        case .falhou(let e): return falhaDeTela(e)
        case .veio(let itens): await imprimirNovos(caixa.chegaram(itens, jaVistos: await vistos.vistos(conta: conta.id, entre: itens.map(\.id))), conta, vistos)
        }
        let (sinais, entrada) = AsyncStream<Sinal>.makeStream()
        let canal = amb.abrirCanalDeTempoReal()
        var tarefas: [Task<Void, Never>] = []
        if let canal {
            let eventos = canal.eventos()
            tarefas.append(Task { for await e in eventos { entrada.yield(.canal(e)) } })
            tarefas.append(amb.ligarConectividade(ao: canal, contaAtual: { conta.id }))
            await canal.ouvir(conta: conta.id)
        }
        if let timeout {
            tarefas.append(Task { try? await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000)); entrada.yield(.fim) })
        }
        let relogio = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 1_000_000_000)
                entrada.yield(.relogio)
            }
        }
        tarefas.append(relogio)
        defer { for t in tarefas { t.cancel() } }
        saida.aviso(sinc.texto)
        log.anotar("avisos --seguir: \(sinc.nomeDoModo)")
        for await s in sinais {
            let antes = sinc.modo
            let buscas: [SincronizacaoAoVivo.MotivoDaBusca]
            switch s {
            case .fim:
                await canal?.encerrar()
                return .ok
            case .canal(let e): buscas = sinc.receber(e, agora: Date())
            case .relogio: buscas = sinc.tique(agora: Date())
            }
            if sinc.modo != antes {
                saida.aviso(sinc.texto)
                log.anotar("avisos --seguir: \(sinc.nomeDoModo)")
            }
            guard !buscas.isEmpty else { continue }
            if case .veio(let itens) = await buscarCaixa(portas, desde: caixa.desde) {
                let novos = caixa.chegaram(itens, jaVistos: await vistos.vistos(conta: conta.id, entre: itens.map(\.id)))
                await imprimirNovos(novos, conta, vistos)
            }
        }
        return .ok
    }

    private func imprimirNovos(_ novos: [NotificacaoRecebida], _ conta: ContaAutenticada, _ vistos: any AvisosVistos) async {
        guard !novos.isEmpty else { return }
        // Marca antes de imprimir: um Ctrl-C logo depois da linha não a repete no próximo
        // --seguir (o aviso continua em `frila avisos`, como lido).
        await vistos.marcarVistos(conta: conta.id, novos.map(\.id))
        let hoje = amb.relogio.agora
        for n in novos {
            // Uma linha (um objeto JSON) por aviso, já no pipe: quem lê age na hora.
            saida.dado(TextoDosAvisos.linha(n, lido: false, hoje: hoje), json: TextoDosAvisos.json(n, lido: false))
        }
        fflush(nil)  // todos os FILE: o stdout do print, sem tocar a global C
    }
}

/// Uma linha de aviso: lido ou novo, a hora e o texto inteiro (o tipo vai no JSON).
enum TextoDosAvisos {
    static func linha(_ n: NotificacaoRecebida, lido: Bool, hoje: Date) -> String {
        (lido ? Textos.Avisos.lido : Textos.Avisos.naoLido) + "  " + TextoDaGestao.notificacao(n, hoje: hoje)
    }

    static func json(_ n: NotificacaoRecebida, lido: Bool) -> [String: Any] {
        var o = JSONDaGestao.notificacao(n)
        o["lido"] = lido
        return o
    }
}
