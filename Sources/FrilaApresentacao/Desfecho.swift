import Foundation
import FrilaDominio

/// O que a pessoa tentou fazer, com o que a frase precisa saber.
public enum AcaoDaPessoa: Hashable, Sendable {
    case checkin(turno: UUID, em: Date, aguardaConfirmacao: Bool)
    case checkout(turno: UUID, em: Date)
    case avaliar(turno: UUID, chamariaDeNovo: Bool)
    case confirmarCheckin(turno: UUID, profissional: String?)
    /// `falta` só se sabe depois que o servidor responde (RN12: se contou, e por quê).
    case cancelarTurno(turno: UUID, porContratante: Bool, falta: FaltaNoCancelamento?)
    case candidatar(vaga: UUID, resultado: ResultadoDaCandidatura?)
    case escolherCandidato(candidatura: UUID, resultado: ResultadoConfirmacao?)
    case incluirNaEquipe(profissional: UUID)
    case bloquear(conta: UUID)
    case disponibilidade(disponivel: Bool?)
    case publicarVaga(vaga: Vaga?)
    case retirarCandidatura(candidatura: UUID, resultado: ResultadoDaRetirada?)
    case desbloquear(conta: UUID)
    case removerDaEquipe(profissional: UUID)
    case cancelarVaga(vaga: UUID, resultado: VagaCancelada?)
    case editarVaga(vaga: UUID, editada: Vaga?)
    /// Painel de sincronização: dispensar ou tentar de novo uma ação recusada.
    case dispensarRecusada(turno: UUID)
    case retentar(turno: UUID)
    /// Criar a conta (RN25: o perfil escolhido ali não muda); `resposta`, quando se soube.
    case cadastrar(perfil: PerfilConta?, resposta: RespostaDoCadastro?)
    /// O que só uma página tem (uma tela nova): o valor dela diz nome, severidade e frase.
    case daPagina(AcaoDaPagina)
    /// Entrar com e-mail e senha; `conta`, quando entrou.
    case entrar(conta: ContaAutenticada?)
    /// Sair da conta neste computador. `tinhaSessao`: havia uma para sair; `pendentes`: as
    /// ações desta conta que ficam guardadas na fila (saem quando ela entrar de novo).
    case sair(tinhaSessao: Bool, pendentes: Int)

    /// Nome estável para scripts (JSON da saída headless).
    public var nome: String {
        switch self {
        case .checkin: "checkin"
        case .checkout: "checkout"
        case .avaliar: "avaliar"
        case .confirmarCheckin: "confirmar"
        case .cancelarTurno: "cancelar"
        case .candidatar: "candidatar"
        case .escolherCandidato: "escolher_candidato"
        case .incluirNaEquipe: "incluir_na_equipe"
        case .bloquear: "bloquear"
        case .disponibilidade: "disponibilidade"
        case .publicarVaga: "publicar_vaga"
        case .retirarCandidatura: "retirar_candidatura"
        case .desbloquear: "desbloquear"
        case .removerDaEquipe: "remover_da_equipe"
        case .cancelarVaga: "cancelar_vaga"
        case .editarVaga: "editar_vaga"
        case .dispensarRecusada: "dispensar"
        case .retentar: "retentar"
        case .cadastrar: "cadastrar"
        case .daPagina(let p): p.valor.nome
        case .entrar: "login"
        case .sair: "sair"
        }
    }
}

/// O desfecho de uma ação que só uma página tem, sem caso novo em `AcaoDaPessoa` nem em
/// `Textos.frase`: um valor da funcionalidade (um enum) que diz, num lugar só, o nome estável
/// (JSON), a severidade e a frase, tirada do catálogo (`extension Textos { enum <Nome> }`).
/// Vira `Desfecho(daPagina:)`; a linha de status o mostra como os outros.
public protocol DesfechoDaPagina: Hashable, Sendable {
    var nome: String { get }
    var severidade: Severidade { get }
    var frase: String { get }
}

/// Um `DesfechoDaPagina` qualquer dentro de `AcaoDaPessoa` (comparado pelo valor).
public struct AcaoDaPagina: Hashable, Sendable {
    public let valor: any DesfechoDaPagina
    public init(_ valor: some DesfechoDaPagina) { self.valor = valor }
    public static func == (a: AcaoDaPagina, b: AcaoDaPagina) -> Bool { AnyHashable(a.valor) == AnyHashable(b.valor) }
    public func hash(into h: inout Hasher) { h.combine(AnyHashable(valor)) }
}

/// O fim de toda ação: o que aconteceu, como valor. A severidade e a frase vêm daqui
/// (`Textos`), a saída headless também (código de saída e JSON); ninguém lê a frase.
public struct Desfecho: Hashable, Sendable {
    public enum Resultado: Hashable, Sendable {
        /// O servidor aceitou (o item é o da fila, quando a ação passou por ela).
        case enviada(ItemDaFila?)
        /// Guardada na fila, esperando rede (ou o servidor voltar).
        case naFila(ItemDaFila)
        /// Recusada: pelo servidor (chave e frase) ou pela regra, antes da rede.
        case recusada(Falha, item: ItemDaFila?)
        /// Precisa de rede e não há: nem saiu (nada foi guardado). Pedido que saiu e ficou
        /// sem resposta é `falhaPassageira`.
        case semConexao
        /// Falha passageira do servidor (5xx, 429, resposta ilegível): tentar de novo.
        case falhaPassageira(Falha)
        /// Problemas de preenchimento, por campo, antes da rede.
        case invalida([String])
        /// O arquivo local falhou (disco cheio, danificado).
        case falhaLocal
    }

    public let acao: AcaoDaPessoa
    public let resultado: Resultado
    /// De que se trata ("Garçom sáb 12/12 · Bar do Cerrado"), quando quem relata sabe:
    /// uma recusa que chega no dreno, longe do toque, não se explica sem isso.
    public let referente: String?
    /// Quem ou o quê a ação atingiu, pelo nome ("Bar do Cerrado", "Ana Souza", "Garçom sex
    /// 04/12 · Bar do Cerrado"): a frase diz de quem se trata em vez de um "Bloqueado." solto.
    public let nome: String?

    public init(_ acao: AcaoDaPessoa, _ resultado: Resultado, referente: String? = nil, nome: String? = nil) {
        self.acao = acao
        self.resultado = resultado
        self.referente = referente
        self.nome = nome
    }

    /// O desfecho próprio de uma página: severidade e frase vêm do valor; erro é recusa
    /// (com o nome como chave), o resto deu certo.
    public init(daPagina valor: some DesfechoDaPagina) {
        let r: Resultado = valor.severidade == .erro ? .recusada(.recusa(chave: valor.nome, frase: valor.frase), item: nil) : .enviada(nil)
        self.init(.daPagina(AcaoDaPagina(valor)), r)
    }

    /// O mesmo desfecho com o nome do alvo (o que já tinha nome fica com o dele).
    public func nomeando(_ n: String?) -> Desfecho {
        guard nome == nil, let n, !n.isEmpty else { return self }
        return Desfecho(acao, resultado, referente: referente, nome: n)
    }

    /// Uma falha qualquer vira o caso certo (sem rede, passageira, local ou recusa).
    public static func falhou(_ acao: AcaoDaPessoa, _ erro: any Error) -> Desfecho {
        falhou(acao, Falha.de(erro))
    }

    public static func falhou(_ acao: AcaoDaPessoa, _ f: Falha) -> Desfecho {
        if f == .dadosLocais { return Desfecho(acao, .falhaLocal) }
        if f.passageira { return Desfecho(acao, .falhaPassageira(f)) }
        return Desfecho(acao, .recusada(f, item: nil))
    }

    public var severidade: Severidade { Textos.severidade(self) }
    public var frase: String { Textos.frase(self) }

    /// O item da fila envolvido, se houver.
    public var item: ItemDaFila? {
        switch resultado {
        case .enviada(let i): i
        case .naFila(let i): i
        case .recusada(_, let i): i
        default: nil
        }
    }

    /// A falha, se não deu certo.
    public var falha: Falha? {
        switch resultado {
        case .recusada(let f, _), .falhaPassageira(let f): f
        case .semConexao: .semConexao
        case .falhaLocal: .dadosLocais
        default: nil
        }
    }

    public var deuCerto: Bool {
        switch resultado {
        case .enviada, .naFila: true
        default: false
        }
    }
}

public enum Severidade: String, Hashable, Sendable {
    case info, sucesso, erro
}

extension AcaoDaPessoa {
    /// A ação da pessoa que um item da fila guarda.
    public init(_ a: AcaoOffline) {
        switch a {
        case .registrarCheckin(let t, let d, let em): self = .checkin(turno: t, em: em, aguardaConfirmacao: d == nil)
        case .registrarCheckout(let t, _, let em): self = .checkout(turno: t, em: em)
        case .avaliar(let t, let sim): self = .avaliar(turno: t, chamariaDeNovo: sim)
        case .confirmarCheckinManual(let t): self = .confirmarCheckin(turno: t, profissional: nil)
        }
    }
}

extension Desfecho {
    /// Um item que o servidor recusou durante o dreno (ninguém esperava na tela por ele).
    public static func recusadaNoDreno(_ item: ItemDaFila, referente: String?) -> Desfecho {
        Desfecho(AcaoDaPessoa(item.acao), .recusada(recusa(de: item), item: item), referente: referente)
    }

    /// A falha com que a fila recusou o item, como valor (a recusa do servidor, com a frase dele).
    static func recusa(de item: ItemDaFila) -> Falha {
        item.motivo?.falha ?? .recusa(chave: item.chaveDoErro, frase: nil)
    }

    /// Depois de pôr `item` na fila e pedir o dreno: o que o servidor disse, lido do estado
    /// do item (enviado some da fila; recusado fica marcado; o resto espera).
    static func daFila(_ acao: AcaoDaPessoa, item: ItemDaFila, fila: any FilaDeAcoesPort, conta: UUID) async -> Desfecho {
        let agora = await fila.status(conta: conta).itens.first { $0.chaveIdempotencia == item.chaveIdempotencia }
        guard let agora else { return Desfecho(acao, .enviada(item)) }
        switch agora.estado {
        case .rejeitada: return Desfecho(acao, .recusada(recusa(de: agora), item: agora))
        case .pendente: return Desfecho(acao, .naFila(agora))
        }
    }
}
