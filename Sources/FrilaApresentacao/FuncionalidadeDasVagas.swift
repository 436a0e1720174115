import Foundation
import FrilaDominio

/// Contratante: minhas vagas com posições e candidatos; escolher candidato (seleção),
/// avaliar o profissional depois do fim (RN07, pela fila), cancelar o profissional (RN12).
/// Bloquear e a equipe de confiança são da `FuncionalidadeDasListas`.
public struct FuncionalidadeDasVagas: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        public var vagas: EstadoTela<[Vaga]> = .carregando
        public init() {}
        /// Um turno de uma das minhas vagas (o detalhe, o comando sem tela).
        public func turno(_ id: UUID) -> Turno? { vagas.valor?.lazy.flatMap(\.posicoes).compactMap(\.turno).first { $0.id == id } }
        /// Uma candidatura de uma das minhas vagas, como a última leitura a trouxe.
        public func candidatura(_ id: UUID) -> Candidatura? {
            vagas.valor?.lazy.flatMap(\.candidaturas).first { $0.id == id }
        }
    }

    public enum Acao: Sendable {
        case carregar
        case lido(Leitura<[Vaga]>)
        case escolherCandidato(UUID)
        case avaliar(Turno, chamariaDeNovo: Bool)
        case cancelarTurno(Turno, motivo: String)
        /// O desfecho de uma ação; `recarregar`: as vagas mudaram no servidor.
        case respondido(Desfecho, recarregar: Bool)
    }

    let portas: PortasDoContratante
    public var conta: UUID { portas.conta }
    var vagas: any VagaRepositorio { portas.vagas }
    var turnos: any TurnoRepositorio { portas.turnos }
    var fila: any FilaDeAcoesPort { portas.fila }
    var conexao: any ConexaoPort { portas.conexao }
    var relogio: any Relogio { portas.relogio }

    public init(_ portas: PortasDoContratante) { self.portas = portas }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        if case .respondido(let d, _) = acao { return d }
        return nil
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (vagas, turnos, fila, conexao, conta) = (vagas, turnos, fila, conexao, conta)
        switch acao {
        case .carregar:
            if estado.vagas.valor == nil { estado.vagas = .carregando }
            return [.tarefa {
                guard await conexao.confirmarOnline() else { return .lido(.semConexao) }
                do { return .lido(.veio(try await vagas.minhasVagas())) } catch {
                    return .lido(.falhou(.de(error, semRede: Mensagens.semConexao)))
                }
            }]
        case .lido(.semConexao):
            estado.vagas = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
        case .lido(.veio(let l)):
            estado.vagas = l.isEmpty ? .vazio(Mensagens.semMinhasVagas) : .conteudo(l)
        case .lido(.falhou(let e)):
            estado.vagas = .erro(e)
        case .escolherCandidato(let c):
            // Quem a leitura já diz que não dá para escolher não vai ao servidor (a recusa seria a mesma).
            if let cand = estado.candidatura(c), case .inelegivel(let i)? = Self.impedimento(.escolher, cand) {
                let d = Desfecho(.escolherCandidato(candidatura: c, resultado: nil), .recusada(.escolhaImpedida(i), item: nil))
                return [.enviar(.respondido(d, recarregar: false))]
            }
            return [.tarefa {
                let acao = AcaoDaPessoa.escolherCandidato(candidatura: c, resultado: nil)
                guard await conexao.confirmarOnline() else { return .respondido(Desfecho(acao, .semConexao), recarregar: false) }
                do {
                    let r = try await vagas.escolherCandidato(candidaturaId: c)
                    let feito = AcaoDaPessoa.escolherCandidato(candidatura: c, resultado: r)
                    let d: Desfecho = switch r {
                    case .confirmada: Desfecho(feito, .enviada(nil))
                    case .jaPreenchida: Desfecho(feito, .recusada(.recusa(chave: "ja_preenchida", frase: nil), item: nil))
                    case .inelegivel: Desfecho(feito, .recusada(.recusa(chave: "inelegivel", frase: nil), item: nil))
                    }
                    return .respondido(d, recarregar: true)
                } catch {
                    return .respondido(.falhou(acao, error), recarregar: false)
                }
            }]
        case .avaliar(let t, let sim):
            let acao = AcaoDaPessoa.avaliar(turno: t.id, chamariaDeNovo: sim)
            do { try Avaliacao.verificarPermissao(turno: t, agora: relogio.agora) } catch {
                return [.enviar(.respondido(Desfecho(acao, .recusada(.avaliacao(error), item: nil)), recarregar: false))]
            }
            return [.tarefa {
                let item: ItemDaFila
                do { item = try await fila.enfileirar(.avaliar(turno: t.id, chamariaDeNovo: sim), conta: conta) } catch {
                    return .respondido(.falhou(acao, error), recarregar: false)
                }
                guard await conexao.confirmarOnline() else { return .respondido(Desfecho(acao, .naFila(item)), recarregar: false) }
                await fila.drenarAgora()
                return .respondido(await Desfecho.daFila(acao, item: item, fila: fila, conta: conta), recarregar: true)
            }]
        case .cancelarTurno(let t, let motivo):
            let acao = AcaoDaPessoa.cancelarTurno(turno: t.id, porContratante: true, falta: nil)
            let m = motivo.trimmingCharacters(in: .whitespaces)
            if let f = Falha.jaCancelado(t, quemLe: .contratante) {
                return [.enviar(.respondido(Desfecho(acao, .recusada(f, item: nil)), recarregar: false))]
            }
            // Terminado não se cancela: o impedimento da tecla x e do `frila cancelar` (o servidor diria `turno_encerrado`).
            if let i = t.impedimento(.cancelar, agora: relogio.agora, conectado: true) {
                let f = Falha.recusa(chave: "turno_encerrado", frase: Textos.impedimento(i, quemLe: .contratante, hoje: relogio.agora))
                return [.enviar(.respondido(Desfecho(acao, .recusada(f, item: nil)), recarregar: false))]
            }
            guard !m.isEmpty else { return [.enviar(.respondido(Desfecho(acao, .recusada(.motivoVazio, item: nil)), recarregar: false))] }
            return [.tarefa {
                guard await conexao.confirmarOnline() else { return .respondido(Desfecho(acao, .semConexao), recarregar: false) }
                do {
                    let falta = try await turnos.cancelar(turnoId: t.id, motivo: m)
                    return .respondido(Desfecho(.cancelarTurno(turno: t.id, porContratante: true, falta: falta), .enviada(nil)),
                                       recarregar: true)
                } catch {
                    return .respondido(.falhou(acao, error), recarregar: false)
                }
            }]
        case .respondido(_, true):
            return atualizar(&estado, .carregar)
        case .respondido(_, false):
            break
        }
        return []
    }
}

extension FuncionalidadeDasVagas {
    /// O que a pessoa tenta num candidato da vaga (a linha do detalhe, o `frila escolher`).
    public enum AcaoNoCandidato: Hashable, Sendable, CaseIterable {
        case escolher, avaliar, cancelar, incluirNaEquipe, bloquear
    }

    /// Por que uma ação não age num candidato: a tecla (a frase), o rodapé (a tira), o núcleo
    /// (guarda da escolha) e o `frila escolher` perguntam este valor.
    public enum ImpedimentoNoCandidato: Hashable, Sendable {
        /// A regra que o servidor aplicaria na escolha (`escolher_candidato`), lida com a candidatura.
        case inelegivel(ImpedimentoDaEscolha)
        /// Ainda não escolhida: sem turno, nada a avaliar, cancelar, pôr na equipe nem bloquear aqui.
        case naoEscolhida(AcaoNoCandidato, nome: String)

        public var frase: String {
            switch self {
            case .inelegivel(let i): return Textos.impedimentoDaEscolha(i)
            case .naoEscolhida(let a, let nome):
                let falta = Textos.PorQueNao.candidaturaNaoEscolhida(nome)
                switch a {
                case .avaliar: return Textos.PorQueNao.naoEscolhidaAvaliar(falta)
                case .cancelar: return Textos.PorQueNao.naoEscolhidaCancelar(falta)
                case .incluirNaEquipe: return Textos.PorQueNao.naoEscolhidaEquipe(falta)
                case .bloquear: return Textos.PorQueNao.naoEscolhidaBloqueio(falta)
                case .escolher: return Textos.PorQueNao.naoEscolhida(falta)
                }
            }
        }
    }

    /// nil = a ação age no candidato (escolher o pendente sem impedimento).
    public static func impedimento(_ a: AcaoNoCandidato, _ c: Candidatura) -> ImpedimentoNoCandidato? {
        switch a {
        case .escolher: c.impedimento.map(ImpedimentoNoCandidato.inelegivel)
        case .avaliar, .cancelar, .incluirNaEquipe, .bloquear: .naoEscolhida(a, nome: c.profissional.nome)
        }
    }
}

/// O que as funcionalidades do contratante (Vagas, Acompanhamento) falam: a conta, os
/// repositórios, a fila, a conexão e o relógio. Um valor só, montado uma vez na composição.
public struct PortasDoContratante: Sendable {
    public let conta: UUID
    public let vagas: any VagaRepositorio
    public let turnos: any TurnoRepositorio
    public let fila: any FilaDeAcoesPort
    public let conexao: any ConexaoPort
    public let relogio: any Relogio

    public init(conta: UUID, vagas: any VagaRepositorio, turnos: any TurnoRepositorio, fila: any FilaDeAcoesPort,
                conexao: any ConexaoPort, relogio: any Relogio = RelogioDoSistema()) {
        self.conta = conta
        self.vagas = vagas
        self.turnos = turnos
        self.fila = fila
        self.conexao = conexao
        self.relogio = relogio
    }
}
