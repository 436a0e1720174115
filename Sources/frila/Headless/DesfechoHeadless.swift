import Foundation
import FrilaApresentacao
import FrilaDominio
import FrilaTerminal

/// Desfecho → código de saída + JSON, o mesmo para todo comando que faz uma ação. A frase
/// vem do catálogo; nada aqui lê a frase para decidir.
enum DesfechoHeadless {
    static func codigo(_ d: Desfecho) -> CodigoDeSaida {
        // Campos do cadastro vêm dos argumentos: inválido é erro de uso (2), como o --help diz.
        if case .cadastrar = d.acao, case .invalida = d.resultado { return .uso }
        return switch d.resultado {
        case .enviada, .naFila: .ok
        case .recusada(let f, _):
            switch CodigoDeSaida.de(f) {
            case .semSessao: .semSessao
            case .uso: .uso  // a chave anon: configuração, não recusa do pedido
            default: .falhou
            }
        case .invalida: .falhou
        case .semConexao, .falhaPassageira: .semConexao
        case .falhaLocal: .dadosLocais
        }
    }

    static func estado(_ d: Desfecho) -> String {
        switch d.resultado {
        case .enviada: "enviada"
        case .naFila: "na_fila"
        case .recusada: "recusada"
        case .semConexao: "sem_conexao"
        case .falhaPassageira: "falha_passageira"
        case .invalida: "invalida"
        case .falhaLocal: "falha_local"
        }
    }

    static func json(_ d: Desfecho) -> [String: Any] {
        var o: [String: Any] = d.item.map(JSONHeadless.item) ?? [:]
        o["acao"] = d.acao.nome
        o["estado"] = estado(d)
        // O item foi lido antes do envio: a descrição diz o que aconteceu depois, como `estado`.
        if case .enviada(let i?) = d.resultado { o["descricao"] = "\(Formatacao.nomeDoItem(i)) · enviada" }
        o["mensagem"] = d.frase
        o["chave"] = JSONHeadless.opcional(d.falha?.chave)
        if case .invalida(let problemas) = d.resultado { o["problemas"] = problemas }
        switch d.acao {
        case .checkin(let t, _, _), .checkout(let t, _), .avaliar(let t, _), .confirmarCheckin(let t, _):
            o["turno_id"] = t.uuidString.lowercased()
        case .cancelarTurno(let t, _, let falta):
            o["turno_id"] = t.uuidString.lowercased()
            o["cancelado"] = d.deuCerto
            o["conta_como_falta"] = JSONHeadless.opcional(falta?.contaComoFalta)
            o["falta"] = JSONHeadless.opcional(falta?.rawValue)
        case .candidatar(let v, let r):
            o["vaga_id"] = v.uuidString.lowercased()
            switch r {
            case .confirmada(let t)?: o["resultado"] = "confirmada"; o["turno"] = JSONHeadless.turno(t)
            case .pendente(let c)?: o["resultado"] = "pendente"; o["candidatura_id"] = c.uuidString.lowercased()
            case .vagaPreenchida?: o["resultado"] = "vaga_preenchida"
            case .vagaEncerrada?: o["resultado"] = "vaga_encerrada"
            case .inelegivel?: o["resultado"] = "inelegivel"
            case .contaSuspensa?: o["resultado"] = "conta_suspensa"
            case .termosMudaram(let atual)?:
                o["resultado"] = "vaga_alterada"
                o["termos_versao"] = JSONHeadless.opcional(atual?.termosVersao)
                o["vaga"] = atual.map(JSONHeadless.vagaDoFeed) ?? NSNull()
            case nil: break
            }
        case .escolherCandidato(let c, let r):
            o["candidatura_id"] = c.uuidString.lowercased()
            if case .confirmada(let t)? = r { o["resultado"] = "confirmada"; o["turno"] = JSONHeadless.turno(t) }
        case .incluirNaEquipe(let p): o["profissional_id"] = p.uuidString.lowercased()
        case .bloquear(let c): o["conta_id"] = c.uuidString.lowercased()
        case .disponibilidade(let disp): o["disponivel"] = JSONHeadless.opcional(disp)
        case .publicarVaga(let v):
            o["vaga_id"] = JSONHeadless.opcional(v?.id.uuidString.lowercased())
            o["ninguem_alcancado"] = JSONHeadless.opcional(v?.ninguemAlcancado)
        case .dispensarRecusada(let t), .retentar(let t): o["turno_id"] = t.uuidString.lowercased()
        case .daPagina: break
        case .retirarCandidatura, .desbloquear, .removerDaEquipe, .cancelarVaga, .editarVaga:
            o.merge(JSONDaGestao.desfecho(d.acao)) { _, novo in novo }
        case .cadastrar(let perfil, let r):
            o.merge(cadastro(perfil, r)) { _, novo in novo }
        case .entrar(let c):
            if let c {
                o["conta_id"] = c.id.uuidString.lowercased()
                o["nome"] = c.nome
                o["perfil"] = c.perfil.rawValue
            }
        case .sair(let tinha, let pendentes):
            o["saiu"] = tinha
            if tinha { o["pendentes_guardadas"] = pendentes }
        }
        return o
    }

    static func cadastro(_ perfil: PerfilConta?, _ r: RespostaDoCadastro?) -> [String: Any] {
        var o: [String: Any] = ["cadastrado": r?.criouConta ?? false, "perfil": JSONHeadless.opcional(perfil?.rawValue)]
        switch r {
        case .entrou(let c)?:
            o["sessao"] = true
            o["conta_id"] = c.id.uuidString.lowercased()
            o["nome"] = c.nome
            o["perfil"] = c.perfil.rawValue
        case .confirmarEmail?:
            o["sessao"] = false
        case .camposInvalidos(let ps)?:
            o["chave"] = "campo_invalido"
            o["problemas"] = ps.map { ["campo": $0.campo, "mensagem": $0.frase] }
        case .senhaFraca(let ms, let f)?:
            o["motivos"] = Textos.motivosDaSenha(ms, servidor: f)
        default: break
        }
        return o
    }

    /// Texto para quem lê: a frase; com a última tentativa quando ficou na fila; o turno da
    /// candidatura confirmada.
    static func texto(_ d: Desfecho) -> String {
        if case .candidatar(_, .confirmada(let t)?) = d.acao { return Textos.SemTela.comTurno(d.frase, t.id.uuidString.lowercased()) }
        if case .escolherCandidato(_, .confirmada(let t)?) = d.acao { return Textos.SemTela.comTurno(d.frase, t.id.uuidString.lowercased()) }
        if case .publicarVaga(let v?) = d.acao { return Textos.SemTela.comVaga(d.frase, v.id.uuidString.lowercased()) }
        if case .cadastrar(_, .confirmarEmail?) = d.acao { return Textos.SemTela.comoEntrarDepois(d.frase) }
        return d.frase
    }
}

extension SaidaHeadless {
    /// Imprime o desfecho e devolve o código de saída dele.
    func relatar(_ d: Desfecho) -> CodigoDeSaida {
        let c = DesfechoHeadless.codigo(d)
        if c == .ok {
            // Um desfecho é uma linha: uma quebra num nome vindo do servidor não forja outra.
            dado(Texto.limpo(DesfechoHeadless.texto(d)), json: DesfechoHeadless.json(d))
            return c
        }
        return falha(d.frase, c, extra: DesfechoHeadless.json(d))
    }
}

extension Contexto {
    /// Um comando que faz uma ação: manda a mesma ação que a tecla da TUI manda, roda os
    /// efeitos até o fim e imprime o desfecho (o código de saída sai dele).
    func acionar<F: Funcionalidade>(_ f: F, _ estado: F.Estado, _ acao: F.Acao) async -> CodigoDeSaida {
        var executor = Executor(f, estado: estado)
        return await acionar(&executor, acao)
    }

    /// O mesmo, numa funcionalidade já carregada (ex.: os turnos, para achar o do check-in).
    /// `nome`: quem ou o quê a ação atingiu, quando quem chama sabe (a frase o diz).
    func acionar<F: Funcionalidade>(_ e: inout Executor<F>, _ acao: F.Acao, nome: String? = nil) async -> CodigoDeSaida {
        guard let d = await e.enviar(acao) else { return saida.falha(Textos.SemTela.semDesfecho, .falhou) }
        return saida.relatar(d.nomeando(nome))
    }

    func sincronizacao(_ conta: ContaAutenticada) -> FuncionalidadeDaSincronizacao {
        amb.portas(conta).montarSincronizacao
    }
}
