import Foundation
import FrilaDominio

/// As listas que o Perfil abre. Cada uma tem uma ação (x): retirar a candidatura,
/// desbloquear, remover da equipe; o histórico é só leitura e tem "mais antigos".
public enum SecaoDoPerfil: String, CaseIterable, Sendable {
    case candidaturas, historico, bloqueios, equipe
}

/// As listas da conta: minhas candidaturas de seleção (retirar; escolhida não se retira),
/// o histórico paginado (cada página soma à lista), bloqueios (RF26) e equipe de confiança
/// (RN05) com bloquear/desbloquear e incluir/remover. Toda ação aqui precisa de rede (não
/// passa pela fila) e recarrega a lista dela.
public struct FuncionalidadeDasListas: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        public var candidaturas: EstadoTela<[MinhaCandidatura]> = .carregando
        public var historico: EstadoTela<[TurnoNoHistorico]> = .carregando
        /// nil = não há mais páginas.
        public var proximoCursor: String?
        public var bloqueios: EstadoTela<[Bloqueio]> = .carregando
        public var equipe: EstadoTela<[MembroDaEquipe]> = .carregando
        public init() {}
        public var temMais: Bool { proximoCursor != nil }
    }

    public enum Acao: Sendable {
        /// Recomeça a lista (o histórico, do cursor dado; nil = do mais recente).
        case carregar(SecaoDoPerfil, cursor: String? = nil)
        /// Abrir a lista: mostra "carregando" até a resposta, e carrega.
        case abrir(SecaoDoPerfil)
        /// A próxima página do histórico, somada ao fim. Sem mais páginas, não faz nada.
        case maisAntigos
        case candidaturasLidas(Leitura<[MinhaCandidatura]>)
        case historicoLido(Leitura<PaginaDoHistorico>, somar: Bool)
        case bloqueiosLidos(Leitura<[Bloqueio]>)
        case equipeLida(Leitura<[MembroDaEquipe]>)
        case retirar(UUID)
        case bloquear(UUID)
        case desbloquear(UUID)
        case incluirNaEquipe(UUID)
        case removerDaEquipe(UUID)
        /// O desfecho de uma ação e a lista que ela mudou (nil: nenhuma a recarregar).
        case respondido(Desfecho, recarregar: SecaoDoPerfil?)
    }

    let gestao: any CandidaturaRepositorio & HistoricoRepositorio & RelacoesRepositorio
    let contas: any ContaRepositorio
    let conexao: any ConexaoPort
    public let limiteDoHistorico: Int

    public init(gestao: any CandidaturaRepositorio & HistoricoRepositorio & RelacoesRepositorio, contas: any ContaRepositorio,
                conexao: any ConexaoPort, limiteDoHistorico: Int? = nil) {
        self.gestao = gestao
        self.contas = contas
        self.conexao = conexao
        self.limiteDoHistorico = Regras.tamanhoDePagina(limiteDoHistorico)
    }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        if case .respondido(let d, _) = acao { return d }
        return nil
    }

    static let semRede = ErroDaTela(.semConexao, frase: Mensagens.semConexao)

    /// Sem rede, a lista que já está na tela fica; sem nenhuma, diz que falta a rede.
    static func aplicar<T>(_ l: Leitura<[T]>, _ e: inout EstadoTela<[T]>, vazio: String) {
        switch l {
        case .semConexao: if e.valor == nil { e = .erro(semRede) }
        case .veio(let v): e = v.isEmpty ? .vazio(vazio) : .conteudo(v)
        case .falhou(let x): e = .erro(x)
        }
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (gestao, contas, conexao, limite) = (gestao, contas, conexao, limiteDoHistorico)
        /// Lê com a rede confirmada; a falha vira a frase desta tela.
        @Sendable func ler<T: Sendable>(_ f: @escaping @Sendable () async throws -> T) async -> Leitura<T> {
            guard await conexao.confirmarOnline() else { return .semConexao }
            do { return .veio(try await f()) } catch { return .falhou(.de(error, semRede: Mensagens.semConexao)) }
        }
        switch acao {
        case .abrir(let s):
            switch s {
            case .candidaturas: estado.candidaturas = .carregando
            case .historico: estado.historico = .carregando; estado.proximoCursor = nil
            case .bloqueios: estado.bloqueios = .carregando
            case .equipe: estado.equipe = .carregando
            }
            return atualizar(&estado, .carregar(s))
        case .carregar(.candidaturas, _):
            return [.tarefa { .candidaturasLidas(await ler { try await gestao.minhasCandidaturas() }) }]
        case .carregar(.historico, let cursor):
            return [.tarefa { .historicoLido(await ler { try await gestao.historico(cursor: cursor, limite: limite) }, somar: false) }]
        case .carregar(.bloqueios, _):
            return [.tarefa { .bloqueiosLidos(await ler { try await gestao.meusBloqueios() }) }]
        case .carregar(.equipe, _):
            return [.tarefa { .equipeLida(await ler { try await gestao.minhaEquipe() }) }]
        case .maisAntigos:
            guard let c = estado.proximoCursor else { return [] }
            return [.tarefa { .historicoLido(await ler { try await gestao.historico(cursor: c, limite: limite) }, somar: true) }]
        case .candidaturasLidas(let l):
            Self.aplicar(l, &estado.candidaturas, vazio: Textos.semCandidaturas)
        case .historicoLido(.veio(let p), let somar):
            estado.proximoCursor = p.proximoCursor
            if somar {
                estado.historico = .conteudo((estado.historico.valor ?? []) + p.itens)
            } else {
                estado.historico = p.itens.isEmpty ? .vazio(Textos.semHistorico) : .conteudo(p.itens)
            }
        case .historicoLido(let l, let somar):
            // Mais antigos que falharam: a lista que já veio continua; a falha fica para a próxima.
            if somar, estado.historico.valor != nil { break }
            if case .falhou(let e) = l { estado.historico = .erro(e) } else if estado.historico.valor == nil { estado.historico = .erro(Self.semRede) }
        case .bloqueiosLidos(let l):
            Self.aplicar(l, &estado.bloqueios, vazio: Textos.semBloqueios)
        case .equipeLida(let l):
            Self.aplicar(l, &estado.equipe, vazio: Textos.semEquipe)
        case .retirar(let id):
            // De qual vaga, pela lista de antes (depois ela já não está): "Candidatura a Garçom sex 04/12 · Bar do Cerrado retirada."
            let nome = estado.candidaturas.valor?.first { $0.id == id }.map {
                "\(Formatacao.funcao($0.vaga.funcao)) \(Formatacao.diaComSemana($0.vaga.periodo.inicio)) · \($0.vaga.estabelecimento.nome)"
            }
            // A lista já diz que não se retira (escolhida, decidida): a recusa que o servidor daria, sem ir a ele.
            if let i = estado.candidaturas.valor?.first(where: { $0.id == id }).flatMap(Self.impedimentoDaRetirada) {
                let d = Desfecho(.retirarCandidatura(candidatura: id, resultado: i.resultado), .recusada(.recusa(chave: i.chave, frase: nil), item: nil))
                return [.enviar(.respondido(d, recarregar: nil))]
            }
            return [.tarefa {
                let acao = AcaoDaPessoa.retirarCandidatura(candidatura: id, resultado: nil)
                guard await conexao.confirmarOnline() else { return .respondido(Desfecho(acao, .semConexao), recarregar: nil) }
                do {
                    let r = try await gestao.retirar(candidaturaId: id)
                    let feito = AcaoDaPessoa.retirarCandidatura(candidatura: id, resultado: r)
                    let d: Desfecho = switch r {
                    case .retirada: Desfecho(feito, .enviada(nil), nome: nome)
                    case .jaEscolhida: Desfecho(feito, .recusada(.recusa(chave: "candidatura_escolhida", frase: nil), item: nil))
                    case .jaDecidida: Desfecho(feito, .recusada(.recusa(chave: "candidatura_encerrada", frase: nil), item: nil))
                    }
                    return .respondido(d, recarregar: .candidaturas)
                } catch {
                    return .respondido(.falhou(acao, error), recarregar: nil)
                }
            }]
        // O desfecho diz quem a ação atingiu: pela lista de antes (quem sai dela) ou, sem ela, pela
        // de depois (quem entra).
        case .bloquear(let c):
            return agir(.bloquear(conta: c), depois: .bloqueios, nome: Self.nomeBloqueado(c, estado.bloqueios.valor),
                        nomeDepois: { Self.nomeBloqueado(c, try? await gestao.meusBloqueios()) }) { try await contas.bloquear(contaId: c) }
        case .desbloquear(let c):
            return agir(.desbloquear(conta: c), depois: .bloqueios, nome: Self.nomeBloqueado(c, estado.bloqueios.valor),
                        nomeDepois: nil) { try await gestao.desbloquear(contaId: c) }
        case .incluirNaEquipe(let p):
            // Quem o próprio estabelecimento bloqueou não vai ao servidor: a mesma recusa da tecla t.
            if let i = Self.impedimentoDaInclusao(p, bloqueios: estado.bloqueios.valor) {
                // Na TUI a tecla já disse; aqui chega o comando sem tela (ou a lista relida no meio).
                let d = Desfecho(.incluirNaEquipe(profissional: p), .recusada(.recusa(chave: i.chave, frase: i.frase(naTela: false)), item: nil))
                return [.enviar(.respondido(d, recarregar: nil))]
            }
            return agir(.incluirNaEquipe(profissional: p), depois: .equipe, nome: Self.nomeNaEquipe(p, estado.equipe.valor),
                        nomeDepois: { Self.nomeNaEquipe(p, try? await gestao.minhaEquipe()) }) { try await contas.incluirNaEquipe(profissionalId: p) }
        case .removerDaEquipe(let p):
            return agir(.removerDaEquipe(profissional: p), depois: .equipe, nome: Self.nomeNaEquipe(p, estado.equipe.valor),
                        nomeDepois: nil) { try await gestao.removerDaEquipe(profissionalId: p) }
        case .respondido(_, let s?):
            return atualizar(&estado, .carregar(s))
        case .respondido(_, nil):
            break
        }
        return []
    }

    /// Por que incluir na equipe de confiança não age: a tecla t (o rodapé a tira), o
    /// `frila equipe incluir` e o núcleo (guarda) perguntam este valor. Só pela lista de
    /// bloqueados do próprio estabelecimento: o bloqueio que o profissional fez não chega aqui.
    public enum ImpedimentoDaEquipe: Hashable, Sendable {
        /// O estabelecimento bloqueou este profissional (o nome, como a lista de bloqueados o diz).
        case bloqueadoPorVoce(UUID, nome: String)

        /// A mesma chave que o servidor usa (`incluir_na_equipe` recusa o bloqueio deste lado com ela).
        public var chave: String { "bloqueado" }

        /// `naTela`: o caminho para desbloquear é o Perfil da TUI; sem tela, o comando.
        public func frase(naTela: Bool = true) -> String {
            switch self {
            case .bloqueadoPorVoce(let id, let nome):
                naTela ? Textos.Vagas.bloqueadoNaoEntraNaEquipe(nome) : Textos.SemTela.bloqueadoNaoEntraNaEquipe(nome, id.uuidString.lowercased())
            }
        }
    }

    /// Por que retirar uma candidatura da lista não age: o x da lista (antes da pergunta), o
    /// `frila retirar` e a guarda de `.retirar` perguntam este valor; a frase é a da recusa do servidor.
    public enum ImpedimentoDaRetirada: Hashable, Sendable {
        /// Já fui escolhido: para sair, cancelar o turno (RN12).
        case jaEscolhida
        /// Não está mais pendente (a vaga foi editada, recusada, expirou).
        case jaDecidida(EstadoCandidatura)

        var resultado: ResultadoDaRetirada {
            switch self {
            case .jaEscolhida: .jaEscolhida(turnoId: nil)
            case .jaDecidida(let e): .jaDecidida(e)
            }
        }
        /// A mesma chave que o servidor usa.
        public var chave: String {
            switch self {
            case .jaEscolhida: "candidatura_escolhida"
            case .jaDecidida: "candidatura_encerrada"
            }
        }
        public var frase: String { Textos.retirada(resultado) }
    }

    /// nil = a candidatura está pendente: retirar age.
    public static func impedimentoDaRetirada(_ c: MinhaCandidatura) -> ImpedimentoDaRetirada? {
        switch c.estado {
        case .pendente: nil
        case .aceita: .jaEscolhida
        default: .jaDecidida(c.estado)
        }
    }

    /// nil = incluir age (ou a lista de bloqueados ainda não foi lida: o servidor decide).
    public static func impedimentoDaInclusao(_ profissional: UUID, bloqueios: [Bloqueio]?) -> ImpedimentoDaEquipe? {
        bloqueios?.first { $0.contaId == profissional }.map { .bloqueadoPorVoce(profissional, nome: $0.nome) }
    }

    /// "Bar do Cerrado" (o estabelecimento, quando é um contratante) ou o nome da pessoa.
    static func nomeBloqueado(_ conta: UUID, _ l: [Bloqueio]?) -> String? {
        // O profissional também bloqueia pelo id do estabelecimento (o do feed).
        // Na lista do contratante, o estabelecimento é o dele (quem bloqueou): o nome é o da profissional.
        l?.first { $0.contaId == conta || $0.estabelecimento?.id == conta }.map { $0.perfil == .contratante ? ($0.estabelecimento?.nome ?? $0.nome) : $0.nome }
    }

    static func nomeNaEquipe(_ p: UUID, _ l: [MembroDaEquipe]?) -> String? {
        l?.first { $0.profissional.id == p }?.profissional.nome
    }

    func agir(_ acao: AcaoDaPessoa, depois: SecaoDoPerfil, nome: String?, nomeDepois: (@Sendable () async -> String?)?,
              _ pedido: @escaping @Sendable () async throws -> Void) -> [Efeito<Acao>] {
        let conexao = conexao
        return [.tarefa {
            guard await conexao.confirmarOnline() else { return .respondido(Desfecho(acao, .semConexao), recarregar: nil) }
            do {
                try await pedido()
                var n = nome
                if n == nil, let nomeDepois { n = await nomeDepois() }
                return .respondido(Desfecho(acao, .enviada(nil), nome: n), recarregar: depois)
            } catch {
                return .respondido(.falhou(acao, error), recarregar: nil)
            }
        }]
    }
}
