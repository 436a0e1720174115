import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio
import FrilaTerminal

/// Comandos sem tela das listas e da gestão. Cada um passa por um núcleo de
/// FrilaApresentacao (ação → `Desfecho`) e pelo mesmo mapeamento desfecho → saída
/// (`DesfechoHeadless`); listas saem em texto e, com --json, num objeto estável.
enum ComandoDaGestao: Equatable {
    case publicar(campos: [CampoDaVaga: String])
    case editarVaga(vaga: UUID, campos: [CampoDaVaga: String])
    /// O `D` da TUI: a vaga como rascunho, com as opções por cima, publicada como `publicar`.
    case duplicarVaga(vaga: UUID, campos: [CampoDaVaga: String])
    case cancelarVaga(vaga: UUID, motivo: String?, sim: Bool)
    case escolher(candidatura: UUID)
    case bloquear(conta: UUID)
    case desbloquear(conta: UUID)
    case bloqueios
    case equipe
    case equipeIncluir(profissional: UUID)
    case equipeRemover(profissional: UUID)
    case disponibilidade(Bool)
    case candidaturas
    case retirar(candidatura: UUID)
    case historico(cursor: String?, limite: Int?)
    /// A caixa de avisos (`notificacoes` é o nome antigo); `seguir`: cada aviso que chega, até
    /// Ctrl-C ou o `timeout` (ComandoAvisos.swift).
    case avisos(seguir: Bool, timeout: TimeInterval?)
    case despacho(vaga: UUID)
    case vaga(vaga: UUID)

    static let nomes = ["vaga", "despacho", "publicar", "editar-vaga", "duplicar-vaga", "cancelar-vaga", "escolher", "bloquear", "desbloquear", "bloqueios",
                        "equipe", "disponibilidade", "candidaturas", "retirar", "historico", "avisos", "notificacoes"]

    var nome: String {
        switch self {
        case .publicar: "publicar"
        case .editarVaga: "editar-vaga"
        case .duplicarVaga: "duplicar-vaga"
        case .cancelarVaga: "cancelar-vaga"
        case .escolher: "escolher"
        case .bloquear: "bloquear"
        case .desbloquear: "desbloquear"
        case .bloqueios: "bloqueios"
        case .equipe, .equipeIncluir, .equipeRemover: "equipe"
        case .disponibilidade: "disponibilidade"
        case .candidaturas: "candidaturas"
        case .retirar: "retirar"
        case .historico: "historico"
        case .avisos: "avisos"
        case .despacho: "despacho"
        case .vaga: "vaga"
        }
    }

    /// RN25: de quem é cada comando (nil = dos dois perfis).
    var perfilExigido: PerfilConta? {
        switch self {
        case .publicar, .editarVaga, .duplicarVaga, .cancelarVaga, .escolher, .equipe, .equipeIncluir, .equipeRemover, .despacho, .vaga: .contratante
        case .disponibilidade, .candidaturas, .retirar: .profissional
        case .bloquear, .desbloquear, .bloqueios, .historico, .avisos: nil
        }
    }

    // MARK: - interpretação

    /// As opções do formulário de vaga, uma por campo de `CampoDaVaga`.
    static let opcoesDaVaga: [(opcao: String, campo: CampoDaVaga)] = [
        ("--funcao", .funcao), ("--data", .data), ("--inicio", .inicio), ("--fim", .fim), ("--valor", .valor),
        ("--posicoes", .posicoes), ("--modo", .modo), ("--refeicao", .refeicao), ("--transporte", .transporte),
        ("--material", .material), ("--endereco", .endereco), ("--local", .local), ("--alerta", .antecedencia),
    ]

    static func interpretar(_ nome: String, _ resto: inout [String]) throws(ErroDeLinhaDeComando) -> ComandoDaGestao {
        typealias C = ComandoHeadless
        let comando: ComandoDaGestao
        switch nome {
        case "publicar":
            comando = .publicar(campos: try camposDaVaga(&resto, comando: nome))
        case "editar-vaga":
            let campos = try camposDaVaga(&resto, comando: nome)
            comando = .editarVaga(vaga: try C.identificador("VAGA", de: &resto, comando: nome), campos: campos)
        case "duplicar-vaga":
            let campos = try camposDaVaga(&resto, comando: nome)
            comando = .duplicarVaga(vaga: try C.identificador("VAGA", de: &resto, comando: nome), campos: campos)
        case "cancelar-vaga":
            let sim = C.tirar("--sim", de: &resto)
            let motivo = (try C.valor("--motivo", de: &resto, comando: nome))?.trimmingCharacters(in: .whitespacesAndNewlines)
            if sim, (motivo ?? "").isEmpty { throw .uso(Textos.SemTela.usoCancelarVagaSemMotivo) }
            comando = .cancelarVaga(vaga: try C.identificador("VAGA", de: &resto, comando: nome), motivo: motivo, sim: sim)
        case "escolher": comando = .escolher(candidatura: try C.identificador("CANDIDATURA", de: &resto, comando: nome))
        case "bloquear": comando = .bloquear(conta: try C.identificador("CONTA", de: &resto, comando: nome))
        case "desbloquear": comando = .desbloquear(conta: try C.identificador("CONTA", de: &resto, comando: nome))
        case "bloqueios": comando = .bloqueios
        case "equipe":
            guard let i = resto.firstIndex(where: { !$0.hasPrefix("-") }) else { comando = .equipe; break }
            let sub = resto.remove(at: i)
            switch sub {
            case "incluir": comando = .equipeIncluir(profissional: try C.identificador("PROFISSIONAL", de: &resto, comando: nome))
            case "remover": comando = .equipeRemover(profissional: try C.identificador("PROFISSIONAL", de: &resto, comando: nome))
            default: throw .uso(Textos.SemTela.usoEquipe(C.curto(sub)))
            }
        case "disponibilidade":
            guard let i = resto.firstIndex(where: { !$0.hasPrefix("-") }) else {
                throw .uso(Textos.SemTela.usoDisponibilidade)
            }
            let r = resto.remove(at: i)
            guard let b = simNao(r) else { throw .uso(Textos.SemTela.usoDisponibilidadeValor(C.curto(r))) }
            comando = .disponibilidade(b)
        case "candidaturas": comando = .candidaturas
        case "retirar": comando = .retirar(candidatura: try C.identificador("CANDIDATURA", de: &resto, comando: nome))
        case "historico":
            let cursor = try C.valor("--cursor", de: &resto, comando: nome)
            var limite: Int?
            if let l = try C.valor("--limite", de: &resto, comando: nome) {
                guard let n = Int(l), (1...Regras.paginaDoHistoricoMaxima).contains(n) else {
                    throw .uso(Textos.SemTela.usoLimite(Regras.paginaDoHistoricoMaxima))
                }
                limite = n
            }
            comando = .historico(cursor: cursor, limite: limite)
        case "avisos", "notificacoes": comando = try ComandoDaGestao.interpretarAvisos(nome, &resto)
        case "despacho": comando = .despacho(vaga: try C.identificador("VAGA", de: &resto, comando: nome))
        case "vaga": comando = .vaga(vaga: try C.identificador("VAGA", de: &resto, comando: nome))
        default: throw .comandoDesconhecido(nome)
        }
        try C.recusarSobra(resto, de: nome)
        return comando
    }

    /// 'texto' para sh: aspas simples, e cada ' de dentro como '\''.
    static func aspasDoShell(_ s: String) -> String {
        "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func simNao(_ s: String) -> Bool? {
        switch s.lowercased() {
        case "sim", "s": true
        case "nao", "não", "n": false
        default: nil
        }
    }

    /// Os valores chegam como a pessoa digitaria no formulário; sem acento também vale.
    static func camposDaVaga(_ resto: inout [String], comando: String) throws(ErroDeLinhaDeComando) -> [CampoDaVaga: String] {
        var campos: [CampoDaVaga: String] = [:]
        for (opcao, campo) in opcoesDaVaga {
            guard let v = try ComandoHeadless.valor(opcao, de: &resto, comando: comando) else { continue }
            switch campo {
            case .funcao:
                guard let f = Funcao.conhecidas.first(where: {
                    LugaresDoDF.normalizar(Formatacao.funcao($0)) == LugaresDoDF.normalizar(v) || $0.rawValue == v
                }) else {
                    throw .uso(Textos.SemTela.usoFuncao(Funcao.conhecidas.map { $0.rawValue }.joined(separator: ", "), ComandoHeadless.curto(v)))
                }
                campos[campo] = Formatacao.funcao(f)
            case .modo:
                switch LugaresDoDF.normalizar(v) {
                case "urgencia": campos[campo] = "urgência"
                case "selecao": campos[campo] = "seleção"
                default: throw .uso(Textos.SemTela.usoModo(ComandoHeadless.curto(v)))
                }
            case .refeicao, .transporte, .material:
                guard let b = simNao(v) else { throw .uso(Textos.SemTela.usoSimOuNao(opcao, ComandoHeadless.curto(v))) }
                campos[campo] = b ? "sim" : "não"
            default:
                campos[campo] = v
            }
        }
        return campos
    }

    // MARK: - ajuda

    static func ajuda(_ nome: String) -> String? { Textos.Ajuda.gestao(nome) }
}

// MARK: - execução

extension Contexto {
    func gestao(_ g: ComandoDaGestao, _ conta: ContaAutenticada) async -> CodigoDeSaida {
        switch g {
        case .publicar(let campos): return await enviarFormulario(conta, abrindo: nil, campos)
        case .editarVaga(let vaga, let campos): return await enviarFormulario(conta, abrindo: .abrirEdicao(vaga), campos)
        case .duplicarVaga(let vaga, let campos): return await enviarFormulario(conta, abrindo: .duplicar(vaga), campos)
        case .cancelarVaga(let vaga, let motivo, let sim):
            return await cancelarVaga(conta, vaga, motivo: motivo, sim: sim)
        case .escolher(let c):
            // As vagas antes, como a TUI as tem: o candidato que não se escolhe, o núcleo recusa com o motivo da tecla.
            var v = await vagasCarregadas(conta)
            return await acionar(&v, .escolherCandidato(c))
        case .bloquear(let c): return await acionar(listasDaConta(conta), .init(), .bloquear(c))
        case .desbloquear(let c):
            // A lista antes: o desfecho diz quem saiu dela ("Bar do Cerrado desbloqueado").
            var l = await listaCarregada(conta, .bloqueios)
            return await acionar(&l, .desbloquear(c))
        case .equipeIncluir(let p):
            // Os bloqueados antes, como a TUI os tem: quem este estabelecimento bloqueou, o núcleo recusa.
            var l = await listaCarregada(conta, .bloqueios)
            return await acionar(&l, .incluirNaEquipe(p))
        case .equipeRemover(let p):
            var l = await listaCarregada(conta, .equipe)
            return await acionar(&l, .removerDaEquipe(p))
        case .bloqueios:
            return lista(await listaLida(conta, .bloqueios).bloqueios, texto: TextoDaGestao.bloqueio, json: JSONDaGestao.bloqueio)
        case .equipe:
            return lista(await listaLida(conta, .equipe).equipe, texto: TextoDaGestao.membro, json: JSONDaGestao.membro)
        case .disponibilidade(let d):
            return await acionar(amb.portas(conta).montarPerfil, .init(), .definirDisponibilidade(d))
        case .candidaturas:
            let hoje = amb.relogio.agora
            return lista(await listaLida(conta, .candidaturas).candidaturas, texto: { TextoDaGestao.candidatura($0, hoje: hoje) },
                         json: JSONDaGestao.candidatura)
        case .retirar(let c):
            var l = await listaCarregada(conta, .candidaturas)  // a lista antes: o desfecho diz de qual vaga
            return await acionar(&l, .retirar(c))
        case .historico(let cursor, let limite):
            return await historico(conta, cursor: cursor, limite: limite)
        case .despacho(let vaga):
            var g = Executor(gestaoDaVaga(conta), estado: .init())
            await g.enviar(.carregarDespacho(vaga))
            guard let d = g.estado.despachos[vaga] else { return g.estado.falhaDoDespacho.map(falhaDeTela) ?? .falhou }
            let levas = d.levas.map { Textos.SemTela.linhaDaLeva($0.numero, $0.numeros.incluidos, $0.numeros.avisados, $0.numeros.entregues) }
            saida.dado(([Textos.despacho(d)] + levas).joined(separator: "\n"), json: JSONDaGestao.despacho(d))
            return .ok
        case .vaga(let vaga):
            var g = Executor(gestaoDaVaga(conta), estado: .init())
            await g.enviar(.carregarDetalhe(vaga))
            switch g.estado.detalhe {
            case .conteudo(let d):
                let agora = amb.relogio.agora
                saida.dado(TextoDaGestao.detalhe(d, hoje: agora), json: JSONDaGestao.detalhe(d, agora: agora))
                return .ok
            case .erro(let e): return falhaDeTela(e)
            default: return .falhou
            }
        case .avisos(let seguir, let timeout):
            return await avisos(conta, seguir: seguir, timeout: timeout)
        }
    }

    /// O formulário da vaga como a TUI o usa: aberto de uma vaga (editar, duplicar) ou vazio
    /// (publicar), os campos dos argumentos e Enter.
    func enviarFormulario(_ conta: ContaAutenticada, abrindo: FuncionalidadeDaGestaoDaVaga.Acao?,
                          _ campos: [CampoDaVaga: String]) async -> CodigoDeSaida {
        // Com o papel lido: o operador, o núcleo da TUI recusa antes do formulário e do servidor.
        var g = Executor(gestaoDaVaga(conta), estado: .init(papel: await papelLido(conta)))
        if let abrindo {
            // Um desfecho ao abrir é a recusa do núcleo (a vaga não se edita): sai como a do servidor.
            if let d = await g.enviar(abrindo) { return relatarComProblemas(d) }
            if let e = g.estado.falhaAoAbrir { return falhaDeTela(e) }
        }
        await g.enviar(.preencher(campos))
        return relatarComProblemas(await g.enviar(.enviar))
    }

    /// Da mesma composição da TUI (`PortasDaConta`).
    func gestaoDaVaga(_ conta: ContaAutenticada) -> FuncionalidadeDaGestaoDaVaga { amb.portas(conta).montarGestaoDaVaga }

    func listasDaConta(_ conta: ContaAutenticada, limiteDoHistorico: Int? = nil) -> FuncionalidadeDasListas {
        amb.portas(conta).montarListas(limiteDoHistorico: limiteDoHistorico)
    }

    /// Uma lista lida como a TUI a abre.
    func listaLida(_ conta: ContaAutenticada, _ s: SecaoDoPerfil, cursor: String? = nil, limite: Int? = nil) async -> FuncionalidadeDasListas.Estado {
        await listaCarregada(conta, s, cursor: cursor, limite: limite).estado
    }

    func listaCarregada(_ conta: ContaAutenticada, _ s: SecaoDoPerfil, cursor: String? = nil, limite: Int? = nil) async -> Executor<FuncionalidadeDasListas> {
        var e = Executor(listasDaConta(conta, limiteDoHistorico: limite), estado: .init())
        await e.enviar(.carregar(s, cursor: cursor))
        return e
    }

    /// Inválida: cada problema numa linha (stderr), além do primeiro na mensagem.
    func relatarComProblemas(_ desfecho: Desfecho?) -> CodigoDeSaida {
        guard let d = desfecho else { return saida.falha(Textos.SemTela.semDesfecho, .falhou) }
        let rc = saida.relatar(d)
        if case .invalida(let ps) = d.resultado { for p in ps.dropFirst() { saida.aviso(p) } }
        return rc
    }

    /// Lista: vazia sai com a frase e `[]`; erro, pela falha.
    func lista<T>(_ e: EstadoTela<[T]>, texto: (T) -> String, json: (T) -> [String: Any]) -> CodigoDeSaida {
        switch e {
        case .conteudo(let l):
            saida.dado(l.map(texto).joined(separator: "\n"), json: l.map(json))
            return .ok
        case .vazio(let m):
            saida.dado(m, json: [Any]())
            return .ok
        case .erro(let m): return falhaDeTela(m)
        case .carregando: return .falhou
        }
    }

    func historico(_ conta: ContaAutenticada, cursor: String?, limite: Int?) async -> CodigoDeSaida {
        let vm = await listaLida(conta, .historico, cursor: cursor, limite: limite)
        let prox = JSONHeadless.opcional(vm.proximoCursor)
        let hoje = amb.relogio.agora
        switch vm.historico {
        case .conteudo(let l):
            saida.dado(l.map { TextoDaGestao.historico($0, perfil: conta.perfil, hoje: hoje) }.joined(separator: "\n"),
                       json: ["itens": l.map(JSONDaGestao.historico), "proximo_cursor": prox])
            // Entre aspas: o cursor tem `|` e `+`, e a linha se cola num shell como saiu.
            if let c = vm.proximoCursor {
                // Com --dados (ou FRILA_DADOS) o diretório vai junto: colada noutro shell, a linha acha a mesma sessão.
                let cfg = amb.configuracao
                let dados = cfg.diretorioDados == cfg.diretorioEstado ? Textos.SemTela.opcaoDados(ComandoDaGestao.aspasDoShell(cfg.diretorioDados.path)) : ""
                saida.aviso(Texto.limpo(Textos.SemTela.maisAntigos(ComandoDaGestao.aspasDoShell(c)) + (limite.map { Textos.SemTela.opcaoLimite($0) } ?? "") + dados))
            }
            return .ok
        case .vazio(let m):
            saida.dado(m, json: ["itens": [Any](), "proximo_cursor": prox])
            return .ok
        case .erro(let e): return falhaDeTela(e)
        case .carregando: return .falhou
        }
    }

    func cancelarVaga(_ conta: ContaAutenticada, _ vaga: UUID, motivo: String?, sim: Bool) async -> CodigoDeSaida {
        var g = Executor(gestaoDaVaga(conta), estado: .init(papel: await papelLido(conta)))
        // A vaga como a lista do contratante a mostra: começada ou encerrada, o impedimento da
        // tecla X recusa antes da prévia (a gestão o pergunta ao receber a vaga).
        let v = await vagasCarregadas(conta).estado.vagas.valor?.first { $0.id == vaga }
        if let v, v.impedimentoDoCancelamento(agora: amb.relogio.agora) != nil {
            return await acionar(&g, .cancelar(vaga, motivo: motivo ?? "", vaga: v))
        }
        await g.enviar(.carregarPrevia(vaga))
        guard case .conteudo(let custo) = g.estado.previa else {
            if case .erro(let e) = g.estado.previa { return falhaDeTela(e) }
            return .falhou
        }
        var confirmado = sim
        if !sim {
            // A prévia vai para stderr quando ainda pode virar uma pergunta; senão é o dado.
            let interativo = isatty(STDIN_FILENO) == 1 && motivo != nil
            if interativo {
                for l in Textos.custo(custo) { saida.aviso(l) }
                FileHandle.standardError.write(Data(Textos.SemTela.perguntaCancelarVaga.utf8))
                confirmado = ComandoDaGestao.simNao(readLine() ?? "") == true
            }
            if !confirmado {
                let dica = motivo == nil ? Textos.SemTela.comoCancelarVaga(vaga.uuidString.lowercased())
                                         : Textos.SemTela.nadaCancelado
                saida.dado((interativo ? [] : Textos.custo(custo)).joined(separator: "\n") + (interativo ? "" : "\n") + dica,
                           json: ["vaga_id": vaga.uuidString.lowercased(), "cancelado": false, "previa": JSONDaGestao.custo(custo)])
                return .ok
            }
        } else {
            for l in Textos.custo(custo) { saida.aviso(l) }
        }
        return await acionar(&g, .cancelar(vaga, motivo: motivo ?? "", vaga: v))
    }
}

// MARK: - formas de saída

enum TextoDaGestao {
    private static func l(_ s: String) -> String { Texto.limpo(s) }
    private static func id(_ u: UUID) -> String { u.uuidString.lowercased() }

    static func candidatura(_ c: MinhaCandidatura, hoje: Date) -> String {
        Textos.SemTela.linhaDaCandidatura(id(c.id), TextoHeadless.vaga(c.vaga, hoje: hoje))
            + (Textos.situacaoDaCandidatura(c.estado).map { "\n  \($0)" } ?? "")
    }

    static func bloqueio(_ b: Bloqueio) -> String {
        "\(id(b.contaId))  \(l(b.nome))" + (b.estabelecimentoAlemDoNome.map { " (\(l($0.nome)))" } ?? "")
            + Textos.SemTela.linhaDoBloqueio(Formatacao.perfil(b.perfil), l(b.autor.nome), Formatacao.dataHoraComAno(b.em))
    }

    static func membro(_ m: MembroDaEquipe) -> String {
        "\(id(m.profissional.id))  \(l(m.profissional.nome))  \(m.funcoes.map(Formatacao.funcao).joined(separator: ", "))  "
            + Formatacao.reputacao(m.profissional.reputacao)
    }

    static func historico(_ t: TurnoNoHistorico, perfil: PerfilConta, hoje: Date) -> String {
        let (dei, recebi) = t.avaliacoes(doPontoDeVista: perfil)
        var s = "\(id(t.id))  \(Formatacao.dataHoraComAno(t.periodo.inicio))  \(Formatacao.funcao(t.funcao))  "
            + "\(l(perfil == .profissional ? t.estabelecimento.nome : t.profissional.nome))  \(l(t.bairro))  "
            + "\(Formatacao.dinheiro(t.valorAcordado))  \(Textos.situacao(t.situacao))"
        if let c = t.cancelamento {
            s += Textos.SemTela.peloLado(Formatacao.ladoDaConta(c.por)) + (c.contaComoFalta ? " (\(Formatacao.faltaDe(c.por)))" : Textos.Comum.semFalta)
        }
        return s + "  você: \(Textos.avaliacao(dei)); recebeu: \(Textos.avaliacao(recebi))"
    }

    /// `frila vaga`: a vaga, uma linha por turno (com o contato do confirmado), candidato e cancelado.
    static func detalhe(_ d: DetalheDaVaga, hoje: Date) -> String {
        let v = d.vaga
        var linhas = [Textos.SemTela.linhaDaVaga(id(v.id), Formatacao.funcao(v.funcao), Formatacao.periodo(v.periodo, hoje: hoje))
                      + "\(Formatacao.dinheiro(v.valor))  \(Formatacao.modo(v.modo))  \(Formatacao.estadoVaga(v.estado))"
                      // Cancelada, a contagem de preenchidas pareceria uma vaga viva.
                      + (v.estado == .cancelada ? "" : Textos.SemTela.preenchidasDaVaga(v.posicoesPreenchidas, v.posicoesTotal)),
                      "  \(l(v.local.endereco))" + (d.bairro.isEmpty ? "" : " (\(l(d.bairro)))")]
        if let c = d.cancelamento {
            linhas.append(Textos.SemTela.linhaDaVagaCancelada(Formatacao.dataHora(c.em, hoje: hoje)) + (c.autor.map { Textos.SemTela.porQuem(l($0.nome)) } ?? "") + ": \(l(c.motivo))")
        }
        for t in v.confirmados {
            var s = Textos.SemTela.linhaDoTurnoNaVaga(id(t.id), l(t.profissional?.nome ?? "profissional"))
                + (t.checkin.map { Textos.SemTela.checkinComTipo(Formatacao.hora($0.em), $0.tipo.rawValue) } ?? Textos.Comum.confirmadoSemCheckin)
            if t.checkin != nil {
                s += t.checkout.map { Textos.SemTela.checkoutComTipo(Formatacao.hora($0.em), $0.tipo.rawValue) } ?? Textos.SemTela.semCheckout
            }
            if let c = Textos.contato(t.profissional?.contato) { s += "  contato: \(l(c))" }
            linhas.append(s)
        }
        for c in v.candidaturasPendentes {
            linhas.append(Textos.SemTela.linhaDaCandidaturaNaVaga(id(c.id), l(c.profissional.nome), Formatacao.reputacao(c.profissional.reputacao))
                          + (c.impedimento.map { Textos.SemTela.naoEscolhivel(Textos.impedimentoDaEscolha($0)) } ?? ""))
        }
        for c in v.cancelados { linhas.append(Textos.SemTela.linhaDoCancelado(id(c.id), l(Textos.cancelado(c, hoje: hoje)))) }
        let impedidos = v.candidaturasPendentes.count - v.candidatosEscolhiveis.count
        linhas.append("  despacho: \(Textos.despacho(d.despacho, pendentes: v.candidatosEscolhiveis.count, impedidos: impedidos))")
        // O mesmo impedimento da tecla e e do `frila editar-vaga` (a frase aponta os comandos).
        linhas.append(v.impedimentoDeEdicao(agora: hoje).map { "  " + Textos.impedimento($0, naTela: false) } ?? Textos.SemTela.editavelCom(id(v.id)))
        return linhas.joined(separator: "\n")
    }

    static func notificacao(_ n: NotificacaoRecebida, hoje: Date) -> String {
        switch n {
        case .vaga(let v):
            Textos.SemTela.linhaDaVaga(id(v.vagaId), Formatacao.funcao(v.funcao), Formatacao.dataHora(v.inicio, hoje: hoje))
                + "\(Formatacao.dinheiro(v.valor))  \(l(v.estabelecimento.nome))"
        case .aviso(let a):
            Textos.SemTela.linhaDoAviso(Formatacao.dataHora(a.em, hoje: hoje), l(Textos.aviso(a, hoje: hoje)))
        }
    }
}

enum JSONDaGestao {
    private static func id(_ u: UUID?) -> Any { u.map { $0.uuidString.lowercased() } ?? NSNull() }
    private static func conta(_ c: ResumoDaConta?) -> Any { c.map { ["id": id($0.id), "nome": $0.nome] as [String: Any] } ?? NSNull() }
    private static func estab(_ e: ResumoDoEstabelecimento?) -> Any {
        e.map { ["id": id($0.id), "nome": $0.nome] as [String: Any] } ?? NSNull()
    }

    /// O pedaço do JSON de um desfecho que é das ações da gestão.
    static func desfecho(_ a: AcaoDaPessoa) -> [String: Any] {
        switch a {
        case .retirarCandidatura(let c, let r):
            var o: [String: Any] = ["candidatura_id": id(c)]
            switch r {
            case .retirada?: o["resultado"] = "retirada"
            case .jaEscolhida(let t)?: o["resultado"] = "ja_escolhida"; o["turno_id"] = id(t)
            case .jaDecidida(let e)?: o["resultado"] = "ja_decidida"; o["estado_candidatura"] = JSONHeadless.opcional(e?.rawValue)
            case nil: break
            }
            return o
        case .desbloquear(let c): return ["conta_id": id(c)]
        case .removerDaEquipe(let p): return ["profissional_id": id(p)]
        case .cancelarVaga(let v, let r):
            var o: [String: Any] = ["vaga_id": id(v), "cancelado": r != nil]
            if let r {
                o["turnos_cancelados"] = r.turnosCancelados
                o["conta_como_falta"] = r.contaComoFalta
                o["cancelada_em"] = JSONHeadless.instante(r.canceladaEm)
            }
            return o
        case .editarVaga(let v, _): return ["vaga_id": id(v)]
        default: return [:]
        }
    }

    static func candidatura(_ c: MinhaCandidatura) -> [String: Any] {
        ["id": id(c.id), "estado": c.estado.rawValue, "em": JSONHeadless.instante(c.em), "vaga": JSONHeadless.vagaDoFeed(c.vaga)]
    }

    static func bloqueio(_ b: Bloqueio) -> [String: Any] {
        ["conta_id": id(b.contaId), "nome": b.nome, "perfil": b.perfil.rawValue, "estabelecimento": estab(b.estabelecimento),
         "em": JSONHeadless.instante(b.em), "autor": conta(b.autor)]
    }

    static func membro(_ m: MembroDaEquipe) -> [String: Any] {
        ["profissional_id": id(m.profissional.id), "nome": m.profissional.nome, "funcoes": m.funcoes.map(\.rawValue),
         "reputacao": JSONHeadless.reputacao(m.profissional.reputacao), "estabelecimento": estab(m.estabelecimento),
         "incluido_por": conta(m.incluidoPor), "em": JSONHeadless.instante(m.em)]
    }

    static func historico(_ t: TurnoNoHistorico) -> [String: Any] {
        ["id": id(t.id), "vaga_id": id(t.vagaId), "situacao": t.situacao.rawValue, "funcao": t.funcao.rawValue,
         "inicio": JSONHeadless.instante(t.periodo.inicio), "fim": JSONHeadless.instante(t.periodo.fim), "bairro": t.bairro,
         "valor_acordado_centavos": t.valorAcordado.centavos, "estabelecimento": estab(t.estabelecimento),
         "profissional": conta(t.profissional),
         "cancelamento": t.cancelamento.map { c in
             ["em": JSONHeadless.instante(c.em), "por": c.por.rawValue, "autor": conta(c.autor), "motivo": c.motivo,
              "conta_como_falta": c.contaComoFalta] as [String: Any]
         } ?? NSNull(),
         "avaliacao_do_profissional": JSONHeadless.opcional(t.avaliacaoDoProfissional),
         "avaliacao_do_contratante": JSONHeadless.opcional(t.avaliacaoDoContratante)]
    }

    static func notificacao(_ n: NotificacaoRecebida) -> [String: Any] {
        switch n {
        case .vaga(let v):
            return ["tipo": "vaga", "id": id(v.id), "vaga_id": id(v.vagaId), "funcao": v.funcao.rawValue,
                    "inicio": JSONHeadless.instante(v.inicio), "valor_centavos": v.valor.centavos, "modo": v.modo.rawValue,
                    "estabelecimento": estab(v.estabelecimento), "em": JSONHeadless.instante(v.enviadaEm)]
        case .aviso(let a):
            return ["tipo": a.tipo.rawValue, "id": id(a.id), "vaga_id": id(a.vagaId), "funcao": a.funcao.rawValue,
                    "inicio": JSONHeadless.instante(a.inicio), "estabelecimento": estab(a.estabelecimento),
                    "em": JSONHeadless.instante(a.em), "turno_id": id(a.turnoId), "candidatura_id": id(a.candidaturaId),
                    "profissional": conta(a.profissional), "motivo": JSONHeadless.opcional(a.motivo),
                    "conta_como_falta": JSONHeadless.opcional(a.contaComoFalta), "mensagem": Textos.aviso(a)]
        }
    }

    static func cancelado(_ c: TurnoCanceladoNaVaga, hoje: Date) -> [String: Any] {
        let k = c.cancelamento
        return ["turno_id": id(c.id), "profissional": conta(c.profissional), "em": JSONHeadless.instante(k.em), "por": k.por.rawValue,
                "autor": conta(k.autor), "motivo": k.motivo, "conta_como_falta": k.contaComoFalta,
                "mensagem": Textos.cancelado(c, hoje: hoje)]
    }

    static func detalhe(_ d: DetalheDaVaga, agora: Date) -> [String: Any] {
        let v = d.vaga
        return ["vaga_id": id(v.id), "funcao": v.funcao.rawValue, "inicio": JSONHeadless.instante(v.periodo.inicio),
                "fim": JSONHeadless.instante(v.periodo.fim), "valor_centavos": v.valor.centavos, "modo": v.modo.rawValue,
                "estado": v.estado.rawValue, "endereco": v.local.endereco, "bairro": d.bairro,
                "posicoes_total": v.posicoesTotal, "posicoes_abertas": v.posicoesAbertas,
                "posicoes_preenchidas": v.posicoesPreenchidas,
                "posicoes": v.posicoes.map { p -> [String: Any] in
                    ["posicao_id": id(p.id), "estado": p.estado.rawValue, "turno": p.turno.map { JSONHeadless.turno($0) } ?? NSNull()]
                },
                "candidaturas": v.candidaturas.map { c -> [String: Any] in
                    ["candidatura_id": id(c.id), "estado": c.estado.rawValue, "em": JSONHeadless.instante(c.em),
                     "profissional": ["id": id(c.profissional.id), "nome": c.profissional.nome,
                                      "reputacao": JSONHeadless.reputacao(c.profissional.reputacao)] as [String: Any],
                     "escolhivel": c.escolhivel, "impedimento": JSONHeadless.opcional(c.impedimento?.codigo),
                     "motivo": JSONHeadless.opcional(c.impedimento.map(Textos.impedimentoDaEscolha))]
                },
                "cancelados": v.cancelados.map { cancelado($0, hoje: agora) },
                "cancelamento": d.cancelamento.map { c -> [String: Any] in
                    ["em": JSONHeadless.instante(c.em), "motivo": c.motivo, "autor": conta(c.autor)]
                } ?? NSNull(),
                "pode_editar": d.podeEditar(agora: agora),
                "impedimento_de_edicao": JSONHeadless.opcional(v.impedimentoDeEdicao(agora: agora)?.codigo),
                "motivo_de_edicao": JSONHeadless.opcional(v.impedimentoDeEdicao(agora: agora).map { Textos.impedimento($0, naTela: false) }),
                "despacho": despacho(d.despacho)]
    }

    static func numeros(_ n: NumerosDoDespacho) -> [String: Any] {
        ["incluidos": n.incluidos, "retidos": n.retidos, "avisados": n.avisados, "entregues": n.entregues, "falhas": n.falhas]
    }

    static func despacho(_ d: DespachoDaVaga) -> [String: Any] {
        ["vaga_id": id(d.vagaId), "estado": d.estado.rawValue, "leva_atual": d.levaAtual,
         "proxima_leva_em": JSONHeadless.instante(d.proximaLevaEm), "posicoes_total": d.posicoesTotal,
         "posicoes_abertas": d.posicoesAbertas, "em_alerta": d.emAlerta, "ninguem_alcancado": d.ninguemAlcancado,
         "totais": numeros(d.totais),
         "levas": d.levas.map { ["numero": $0.numero, "numeros": numeros($0.numeros), "criada_em": JSONHeadless.instante($0.criadaEm)] as [String: Any] },
         "candidaturas": ["total": d.candidaturas.total, "pendentes": d.candidaturas.pendentes, "aceitas": d.candidaturas.aceitas,
                          "recusadas": d.candidaturas.recusadas, "retiradas": d.candidaturas.retiradas, "expiradas": d.candidaturas.expiradas],
         "mensagem": Textos.despacho(d)]
    }

    static func custo(_ c: CustoDoCancelamento) -> [String: Any] {
        ["inicio": JSONHeadless.instante(c.inicio), "menos_de_24h": c.menosDe24h, "conta_como_falta": c.contaComoFalta,
         "turnos_confirmados": c.turnosConfirmados, "profissionais": c.profissionais.map { conta($0) },
         "candidaturas_pendentes": c.candidaturasPendentes, "posicoes_abertas": c.posicoesAbertas,
         "linhas": Textos.custo(c)]
    }
}

extension Contexto {
    /// O papel do perfil lido agora, como a TUI o tem; sem leitura (offline, erro), nil: o servidor decide.
    func papelLido(_ conta: ContaAutenticada) async -> PapelDoMembro? {
        var p = Executor(amb.portas(conta).montarPerfil, estado: .init())
        await p.enviar(.carregar)
        return p.estado.perfil.valor?.papel
    }
}
