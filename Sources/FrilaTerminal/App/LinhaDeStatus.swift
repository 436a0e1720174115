import Foundation
import FrilaApresentacao
import FrilaDominio

/// O que aconteceu, como valor: a `LinhaDeStatus` tira dele a cor, se toma o lugar de um erro
/// de pé, se vai ao registro `m` e quando sai. Quem relata diz o quê, nunca a severidade.
public enum Relato: Sendable {
    /// O desfecho de uma ação (a severidade vem do catálogo). `daPessoa: false`: o dreno agiu sozinho.
    case desfecho(Desfecho, daPessoa: Bool = true)
    /// Por que a tecla não age agora: informação.
    case porQueNao(String)
    /// Recusado antes de sair (sem rede, texto inválido, falta um dado): erro, fica até Esc.
    case recusa(String)
    /// O que a tecla fez e não é o desfecho de uma ação ("Editando a vaga", o modo offline).
    case feito(String)
    /// De passagem ("Atualizando…"): fora do registro, não esconde um erro; com `nome`, quem a
    /// pôs a tira quando a resposta chega (`encerrar(.andamento(nome))`).
    case andamento(String, nome: String? = nil)
    /// Lido sozinho, sem gesto da pessoa (aviso do ambiente, "Candidatando…"): vai ao
    /// registro, não esconde um erro.
    case deFundo(String)
    /// O estado da fila depois de sincronizar, lido sozinho.
    case estadoDaFila(StatusDaFila)
}

/// De quem é a mensagem à vista: sai quando o dono fecha (o diálogo, o modo da página), sem
/// ninguém guardar uma cópia dela para comparar.
public enum DonoDaMensagem: Hashable, Sendable {
    case dialogo
    /// Um modo de página (o nome da tabela de teclas dele, como "Formulário").
    case modo(String)
    case andamento(String)
}

/// A política da linha de status, num lugar só. Um erro fica até Esc, até a mensagem de outro
/// gesto da pessoa, ou até o dono dele fechar; o resto se apaga em `duracao`; o que vem de
/// fundo só vai ao registro enquanto há erro de pé.
public struct LinhaDeStatus: Equatable, Sendable {
    public static let duracao: TimeInterval = 6
    public static let tamanhoDoRegistro = 100

    public var atual: Mensagem?
    /// As últimas mensagens, inteiras (a linha corta na largura); `m` mostra.
    public var registro: [Mensagem] = []

    public init() {}

    struct Regra { let tipo: Severidade; let texto: String; let registra: Bool; let daPessoa: Bool; let dono: DonoDaMensagem? }

    static func regra(_ r: Relato) -> Regra {
        switch r {
        case .desfecho(let d, let daPessoa): Regra(tipo: d.severidade, texto: d.frase, registra: true, daPessoa: daPessoa, dono: nil)
        case .porQueNao(let t), .feito(let t): Regra(tipo: .info, texto: t, registra: true, daPessoa: true, dono: nil)
        case .recusa(let t): Regra(tipo: .erro, texto: t, registra: true, daPessoa: true, dono: nil)
        case .andamento(let t, let nome): Regra(tipo: .info, texto: t, registra: false, daPessoa: false, dono: nome.map(DonoDaMensagem.andamento))
        case .deFundo(let t): Regra(tipo: .info, texto: t, registra: true, daPessoa: false, dono: nil)
        case .estadoDaFila(let f):
            if f.pendentes > 0 {
                Regra(tipo: .info, texto: Textos.Sincronizacao.aindaNaFila(f.pendentes), registra: true, daPessoa: false, dono: nil)
            } else if f.rejeitadas > 0 {
                Regra(tipo: .info, texto: Textos.Sincronizacao.recusadasNoPainel(f.rejeitadas), registra: true, daPessoa: false, dono: nil)
            } else {
                Regra(tipo: .sucesso, texto: Textos.Sincronizacao.filaEmDia, registra: true, daPessoa: false, dono: nil)
            }
        }
    }

    /// `dono`: a mensagem sai quando ele fecha (ver `conferir`).
    public mutating func dizer(_ r: Relato, agora: Date, dono: DonoDaMensagem? = nil) {
        let g = Self.regra(r)
        var msg = Mensagem(g.texto, tipo: g.tipo, expiraEm: g.tipo == .erro ? nil : agora.addingTimeInterval(Self.duracao), em: agora)
        msg.dono = dono ?? g.dono
        let erroDePe = atual?.tipo == .erro && g.tipo != .erro
        if g.daPessoa || !erroDePe { atual = msg }
        if g.registra { guardar(msg) }
    }

    /// Só no registro, sem tocar a linha (a troca do modo do tempo real).
    public mutating func anotar(_ r: Relato, agora: Date) {
        let g = Self.regra(r)
        guardar(Mensagem(g.texto, tipo: g.tipo, em: agora))
    }

    private mutating func guardar(_ msg: Mensagem) {
        registro.append(msg)
        if registro.count > Self.tamanhoDoRegistro { registro.removeFirst(registro.count - Self.tamanhoDoRegistro) }
    }

    /// Esc, ou uma sessão nova: o erro à vista sai (o registro o guarda).
    public mutating func dispensarErro() {
        if atual?.tipo == .erro { atual = nil }
    }

    /// O dono fechou (ou a resposta do andamento chegou): a mensagem dele sai, se ainda é a à vista.
    public mutating func encerrar(_ dono: DonoDaMensagem) {
        if atual?.dono == dono { atual = nil }
    }

    /// O dono segue mostrando o que mudou nele (a contagem dos problemas do formulário); nil: sai.
    public mutating func seguir(_ dono: DonoDaMensagem, texto: String?) {
        guard atual?.dono == dono else { return }
        if let texto { atual?.texto = texto } else { atual = nil }
    }

    /// Depois de cada tecla e evento: a mensagem de um dono que já fechou sai junto.
    public mutating func conferir(dialogoAberto: Bool, modo: String?) {
        switch atual?.dono {
        case .dialogo? where !dialogoAberto: atual = nil
        case .modo(let nome)? where nome != modo: atual = nil
        default: break
        }
    }

    public mutating func tique(_ agora: Date) {
        if let e = atual?.expiraEm, e <= agora { atual = nil }
    }

    /// Quando o laço tem de acordar para apagar a mensagem.
    public var prazo: Date? { atual?.expiraEm }
}
