import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio
import FrilaTerminal

/// Códigos de saída dos comandos sem tela (documentados no --help de cada um).
enum CodigoDeSaida: Int32, CaseIterable {
    case ok = 0
    case falhou = 1
    case uso = 2
    case semConexao = 3
    case semSessao = 4
    case dadosLocais = 5
    /// Ctrl-C (SIGINT), na TUI e nos comandos sem tela: 128 + 2, como o shell conta.
    case interrompido = 130

    /// O código de uma falha (valor, nunca a frase): sessão vencida ou recusada pelo
    /// servidor pede `frila login` (4), como quem nunca entrou; disco local, 5; passageira, 3.
    static func de(_ f: Falha) -> CodigoDeSaida {
        switch f {
        case .sessaoExpirada, .sessaoInexistente, .naoAutorizado: .semSessao
        case .dadosLocais: .dadosLocais
        // Configuração, como um config.json ilegível: login não resolve.
        case .chaveAnonRecusada: .uso
        default: f.passageira ? .semConexao : .falhou
        }
    }
}

/// Para onde vai cada coisa: dados em stdout (texto ou JSON), mensagens e erros em stderr.
/// Tudo que sai passa pelo filtro de controles da TUI (`Texto.limpo`): texto vindo do
/// servidor (um endereço com ESC ]0; … BEL) nunca chega ao terminal como sequência de escape,
/// nem em texto nem em JSON.
struct SaidaHeadless {
    enum Destino { case saida, erro }
    let json: Bool
    /// Só para testes: recebe cada escrita no lugar de stdout/stderr.
    var destino: (@Sendable (Destino, String) -> Void)?

    init(json: Bool, destino: (@Sendable (Destino, String) -> Void)? = nil) {
        self.json = json
        self.destino = destino
    }

    private func escrever(_ d: Destino, _ linha: String) {
        if let destino { destino(d, linha); return }
        switch d {
        case .saida: print(linha)
        case .erro: FileHandle.standardError.write(Data((linha + "\n").utf8))
        }
    }

    /// Texto para a pessoa em stderr (prefixo "frila: "), numa linha só: a frase de uma recusa
    /// vem do servidor e uma quebra nela não forja outra linha.
    func aviso(_ texto: String) {
        escrever(.erro, "frila: \(Texto.limpo(texto))")
    }

    /// Resultado: em modo texto, `texto` em stdout; em JSON, `valor` serializado.
    func dado(_ texto: @autoclosure () -> String, json valor: @autoclosure () -> Any) {
        if json {
            escrever(.saida, Self.serializar(valor()))
        } else {
            let t = texto()
            if !t.isEmpty { escrever(.saida, Self.semControles(t)) }
        }
    }

    /// Falha: frase em stderr; em JSON também um objeto `{"erro","saida"}` em stdout.
    @discardableResult
    func falha(_ mensagem: String, _ codigo: CodigoDeSaida, extra: [String: Any] = [:]) -> CodigoDeSaida {
        // Sem sessão (nunca entrou, venceu, foi encerrada): toda saída 4 diz o que fazer.
        let mensagem = Self.maiuscula(mensagem) + (codigo == .semSessao ? " \(Self.comoEntrar)" : "")
        aviso(mensagem)
        if json {
            var o = extra
            o["erro"] = mensagem
            o["saida"] = Int(codigo.rawValue)
            escrever(.saida, Self.serializar(o))
        }
        return codigo
    }

    static let comoEntrar = Textos.SemTela.comoEntrar

    /// Frase de erro começa com maiúscula, venha de onde vier.
    static func maiuscula(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }

    /// Cada linha pelo filtro da TUI; só as quebras de linha da própria saída ficam.
    static func semControles(_ s: String) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { Texto.limpo(String($0)) }.joined(separator: "\n")
    }

    /// Toda string de um valor JSON pelo filtro inteiro (quebra de linha incluída, como na tela):
    /// quem lê com `jq -r` também não recebe escape.
    static func semControles(json v: Any) -> Any {
        switch v {
        case let s as String: Texto.limpo(s)
        case let o as [String: Any]: o.mapValues { semControles(json: $0) }
        case let a as [Any]: a.map { semControles(json: $0) }
        default: v
        }
    }

    static func serializar(_ valor: Any) -> String {
        let opcoes: JSONSerialization.WritingOptions = [.sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed]
        guard let d = try? JSONSerialization.data(withJSONObject: semControles(json: valor), options: opcoes),
              let s = String(data: d, encoding: .utf8) else { return "null" }
        return s
    }
}

/// Domínio → JSON da saída (snake_case, instantes ISO 8601, dinheiro em centavos). Sem
/// coordenadas: o endereço basta para quem testa (RN15 vale também para o que um script guarda).
enum JSONHeadless {
    static func instante(_ d: Date?) -> Any { d.map(FormatoDeInstante.texto) ?? NSNull() }
    static func opcional(_ v: Any?) -> Any { v ?? NSNull() }

    static func registro(_ r: RegistroDePresenca?) -> Any {
        guard let r else { return NSNull() }
        return ["em": instante(r.em), "tipo": r.tipo.rawValue, "distancia_m": opcional(r.distanciaMetros),
                "confirmado_em": instante(r.confirmadoEm)]
    }

    static func contato(_ c: Contato?) -> Any {
        guard let c else { return NSNull() }
        return ["whatsapp": opcional(c.whatsapp), "email": opcional(c.email)]
    }

    static func parte(_ p: ParteDoTurno?) -> Any {
        guard let p else { return NSNull() }
        return ["id": p.id.uuidString.lowercased(), "nome": p.nome, "contato": contato(p.contato)]
    }

    static func turno(_ t: Turno) -> [String: Any] {
        ["turno_id": t.id.uuidString.lowercased(), "vaga_id": t.vagaId.uuidString.lowercased(),
         "estado": t.estado.rawValue, "funcao": t.vaga.funcao.rawValue,
         "inicio": instante(t.vaga.periodo.inicio), "fim": instante(t.vaga.periodo.fim),
         "endereco": t.vaga.local.endereco, "modo": t.vaga.modo.rawValue,
         "valor_acordado_centavos": t.valorAcordado.centavos,
         "estabelecimento": parte(t.estabelecimento), "profissional": parte(t.profissional),
         "checkin": registro(t.checkin), "checkout": registro(t.checkout),
         "verificacao": t.verificacao.rawValue, "pode_avaliar": t.podeAvaliar,
         "minha_avaliacao": opcional(t.minhaAvaliacao),
         "cancelamento": opcional(t.cancelamento.map { c -> [String: Any] in
            ["em": instante(c.em), "por": c.por.rawValue, "conta_como_falta": c.contouComoFalta,
             "motivo": opcional(c.motivo)]
         })]
    }

    static func item(_ i: ItemDaFila) -> [String: Any] {
        ["tipo": i.acao.tipo, "turno_id": i.acao.turnoId.uuidString.lowercased(),
         "tocado_em": instante(i.tocadoEm), "enfileirado_em": instante(i.enfileiradoEm),
         "estado": Textos.estadoNaFila(i.estado), "tentativas": i.tentativas, "ultimo_erro": opcional(i.ultimoErro),
         "chave_do_erro": opcional(i.chaveDoErro), "ultima_tentativa_em": instante(i.ultimaTentativaEm),
         "chave_idempotencia": i.chaveIdempotencia, "sequencia": Int(i.sequencia),
         "descricao": Formatacao.itemDaFila(i)]
    }

    static func turnoNaTela(_ t: TurnoNaTela) -> [String: Any] {
        var o = turno(t.turno)
        o["acoes"] = t.acoes.map(item)
        return o
    }

    /// Uma vaga do contratante para scripts: `situacao` é a da tela (em_andamento, encerrada...)
    /// e `estado` o do servidor.
    static func vagaDoContratante(_ v: Vaga, agora: Date) -> [String: Any] {
        let situacao: String = v.estado == .cancelada ? "cancelada"
            : (agora >= v.periodo.fim ? "encerrada" : (v.periodo.inicio <= agora ? "em_andamento" : v.estado.rawValue))
        return ["vaga_id": v.id.uuidString.lowercased(), "estado": v.estado.rawValue, "situacao": situacao,
                "ativa": ColunasDasListas.ativa(v, agora: agora), "funcao": v.funcao.rawValue,
                "inicio": instante(v.periodo.inicio), "fim": instante(v.periodo.fim), "valor_centavos": v.valor.centavos,
                "modo": v.modo.rawValue, "endereco": v.local.endereco, "posicoes_total": v.posicoesTotal,
                "posicoes_abertas": v.posicoesAbertas, "posicoes_preenchidas": v.posicoesPreenchidas,
                "candidatos_pendentes": v.candidaturas.filter { $0.estado == .pendente }.count,
                "cancelados": v.cancelados.count]
    }

    static func vagaDoFeed(_ v: VagaDoFeed) -> [String: Any] {
        ["vaga_id": v.id.uuidString.lowercased(), "funcao": v.funcao.rawValue,
         "inicio": instante(v.periodo.inicio), "fim": instante(v.periodo.fim),
         "valor_centavos": v.valor.centavos, "modo": v.modo.rawValue,
         "inclusos": ["refeicao": v.inclusos.refeicao, "transporte": v.inclusos.transporte,
                      "exige_material_proprio": v.inclusos.exigeMaterialProprio],
         "estabelecimento": ["id": v.estabelecimento.id.uuidString.lowercased(), "nome": v.estabelecimento.nome],
         "bairro": v.bairro, "distancia_m": opcional(v.distanciaMetros), "posicoes_abertas": v.posicoesAbertas,
         "minha_candidatura": opcional(v.minhaCandidatura?.rawValue), "turno_cancelado_por_mim": v.turnoCanceladoPorMim,
         "turno_cancelado_pelo_estabelecimento": v.turnoCanceladoPeloEstabelecimento,
         "termos_versao": opcional(v.termosVersao)]
    }

    static func reputacao(_ r: Reputacao) -> [String: Any] {
        ["positivas": r.positivas, "total": r.total, "taxa_comparecimento": opcional(r.taxaComparecimento),
         "turnos_considerados": r.turnosConsiderados, "descricao": Formatacao.reputacao(r)]
    }

    static func perfil(_ p: Perfil) -> [String: Any] {
        ["conta_id": p.contaId.uuidString.lowercased(), "perfil": p.perfil.rawValue, "nome": p.nome,
         "reputacao": reputacao(p.reputacao), "funcoes": opcional(p.funcoes?.map(\.rawValue)),
         "disponivel": opcional(p.disponivel),
         "base": opcional(p.base.map { ["lat": $0.latitude, "lng": $0.longitude, "nome": Formatacao.pontoBase($0)] as [String: Any] }),
         "estabelecimento": opcional(p.estabelecimento.map { ["id": $0.id.uuidString.lowercased(), "nome": $0.nome,
                                                             "papel": opcional(p.papel?.rawValue)] as [String: Any] })]
    }

    static func alerta(_ p: PainelDeAlerta, agora: Date) -> [String: Any] {
        ["vagas": p.vagas.map { v -> [String: Any] in
            ["vaga_id": v.id.uuidString.lowercased(), "funcao": v.funcao.rawValue,
             "inicio": instante(v.periodo.inicio), "fim": instante(v.periodo.fim),
             "posicoes_abertas": v.posicoesAbertas, "alerta_desde": instante(v.alertaDesde)]
         },
         "atrasados": p.atrasados.map { a -> [String: Any] in
            var o = turno(a.turno)
            o["minutos_atraso"] = a.minutos(agora: agora)
            return o
         }]
    }

    static func status(_ s: StatusDaFila) -> [String: Any] {
        ["pendentes": s.pendentes, "recusadas": s.rejeitadas, "ultimo_dreno_ok": instante(s.ultimoDrenoOk),
         "ultimo_erro": opcional(s.ultimoErro), "proxima_tentativa_em": instante(s.proximaTentativaEm),
         "itens": s.itens.map(item)]
    }
}

/// Texto de uma linha por coisa, para quem lê no terminal. `hoje` é o relógio do cliente (o
/// ano aparece nas datas de outro ano). Texto do servidor passa pelo filtro da TUI já aqui:
/// uma quebra de linha num nome não forja outra linha da lista.
enum TextoHeadless {
    private static func l(_ s: String) -> String { Texto.limpo(s) }

    static func turno(_ t: TurnoNaTela, hoje: Date, quemLe: PerfilConta = .profissional) -> String {
        let x = t.turno
        var linhas = ["\(x.id.uuidString.lowercased())  \(l(Formatacao.funcao(x.vaga.funcao)))  \(Formatacao.periodo(x.vaga.periodo, hoje: hoje))  "
                      + "\(l(x.estabelecimento.nome))  \(Formatacao.dinheiro(x.valorAcordado))  \(x.estado.rawValue)"
                      // Turno cancelado não tem presença a verificar: "pendente" ali enganaria.
                      + (x.estado == .cancelada ? "" : "  " + Formatacao.verificacao(x.verificacao))]
        // O check-in que só existe na fila não é estado do servidor: diz o mesmo que a TUI.
        let naFila = t.pendentes.map(\.acao)
        let checkinNaFila = naFila.contains { if case .registrarCheckin = $0 { true } else { false } }
        let checkoutNaFila = naFila.contains { if case .registrarCheckout = $0 { true } else { false } }
        if let c = x.checkin {
            let aguarda = x.impedimentoDaConfirmacao == nil
            let situacao = checkinNaFila ? Textos.SemTela.naFilaAindaNaoEnviado : (aguarda ? Textos.SemTela.aguardandoConfirmacao : "")
            linhas.append(Textos.SemTela.linhaDoCheckin(Formatacao.hora(c.em), c.tipo.rawValue, situacao))
        }
        if x.estado == .cancelada {
            linhas.append("    " + l(Formatacao.cancelado(x.cancelamento, quemLe: quemLe, hoje: hoje)))
        }
        if let c = x.checkout {
            linhas.append(Textos.SemTela.linhaDoCheckout(Formatacao.hora(c.em), c.tipo.rawValue) + (checkoutNaFila ? Textos.SemTela.naFilaAindaNaoEnviado : ""))
        }
        // Quem lê quer o outro lado: o contratante, o profissional (nome e contato).
        let outro = quemLe == .contratante ? x.profissional : x.estabelecimento
        if quemLe == .contratante { linhas.append("    profissional: \(l(x.profissional?.nome ?? "—"))"
                                                         + (x.profissional.map { Textos.SemTela.comConta(($0.contaId ?? $0.id).uuidString.lowercased()) } ?? "")) }
        if let c = outro?.contato {
            linhas.append(Textos.Rotulos.contatoRecuado([c.whatsapp.map { Textos.Comum.whatsapp(l($0)) }, c.email.map(l)].compactMap { $0 }.joined(separator: " · ")))
        }
        linhas += t.descricaoDasAcoes.map { "    fila: \(l($0))" }
        return linhas.joined(separator: "\n")
    }

    /// "id  estado  quando  função  2/3 preenchidas  1 candidato": uma vaga do contratante por linha.
    static func vagaDoContratante(_ v: Vaga, hoje: Date) -> String {
        // Cancelada, "0/0 preenchidas" leria como vaga viva e vazia: a linha diz que foi cancelada.
        return "\(v.id.uuidString.lowercased())  \(Formatacao.situacaoDaVaga(v.estado, v.periodo, agora: hoje))  "
            + "\(Formatacao.periodo(v.periodo, hoje: hoje))  \(l(Formatacao.funcao(v.funcao)))  \(Formatacao.dinheiro(v.valor))  "
            + (v.estado == .cancelada ? Textos.SemTela.contagensDaVagaCancelada
                : Textos.SemTela.contagensDaVaga(preenchidas: v.posicoesPreenchidas, total: v.posicoesTotal, candidatos: v.candidatosEscolhiveis.count))
    }

    static func vaga(_ v: VagaDoFeed, hoje: Date) -> String {
        "\(v.id.uuidString.lowercased())  \(l(Formatacao.funcao(v.funcao)))  \(Formatacao.periodo(v.periodo, hoje: hoje))  "
            + "\(Formatacao.dinheiro(v.valor))  \(l(v.estabelecimento.nome)) (\(l(v.bairro))"
            + (v.distanciaMetros.map { ", \(Formatacao.distancia($0))" } ?? "") + ")  "
            + Textos.SemTela.modoEAbertas(Formatacao.modo(v.modo), abertas: v.posicoesAbertas)
            + (v.turnoCanceladoPeloEstabelecimento ? "  " + Textos.Feed.turnoCanceladoPeloContratante
               : v.turnoCanceladoPorMim ? Textos.SemTela.turnoCanceladoPorVoce
               : v.minhaCandidatura.map { "  candidatura: \(Textos.estadoDaCandidatura($0))" } ?? "")
    }

    static func item(_ i: ItemDaFila) -> String {
        Textos.SemTela.linhaDoItem(i.sequencia, Formatacao.tipoDeAcao(i.acao), i.acao.turnoId.uuidString.lowercased(), Formatacao.dataHora(i.tocadoEm, hoje: i.tocadoEm))
            + Textos.SemTela.comTentativas(Textos.estadoNaFila(i.estado), i.tentativas)
            + (i.ultimaTentativaEm.map { Textos.SemTela.ultimaTentativa(Formatacao.dataHora($0, hoje: $0)) } ?? "") + (i.ultimoErro.map { Textos.SemTela.ultimoErro(l($0)) } ?? "")
    }
}
