import Foundation
import FrilaDominio

/// Feed do profissional e a candidatura de um toque (RF08). Offline, o feed diz que não há
/// conexão (não existe feed em cache) e a candidatura é recusada aqui mesmo: nunca vai
/// para a fila.
public struct FuncionalidadeDoFeed: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        public var vagas: EstadoTela<[VagaDoFeed]> = .carregando
        /// As notificações novas da última busca (a TUI mostra o banner e toca a campainha).
        public var novasNotificacoes: [Notificacao] = []
        /// A mais recente já vista: a próxima busca pede só as de depois.
        public var ultimaNotificacaoEm: Date?
        /// Vagas com candidatura em andamento: um segundo toque não manda outra.
        public var candidatando: Set<UUID> = []
        /// Leituras pedidas e a mais nova aplicada: duas leituras no ar (campainha, aviso, tecla)
        /// podem chegar fora de ordem, e a que saiu antes não apaga a que leu depois.
        var pedidas = 0
        var aplicada = 0
        public init() {}
    }

    public enum Acao: Sendable {
        case carregar
        case lido(Leitura<[VagaDoFeed]>)
        /// A resposta da leitura `pedido` (a mais velha que uma já aplicada é descartada).
        case lidoNaVez(Leitura<[VagaDoFeed]>, pedido: Int)
        /// Só online; as novas desde a última vista.
        case buscarNotificacoes
        case notificacoesChegaram([Notificacao])
        case candidatar(UUID)
        /// Com a ficha dos termos que a pessoa viu fora desta lista (`frila candidatar --termos`).
        case candidatarNosTermos(UUID, termos: String)
        case candidatou(Desfecho)
    }

    let vagas: any VagaRepositorio
    let conexao: any ConexaoPort

    public init(vagas: any VagaRepositorio, conexao: any ConexaoPort) {
        self.vagas = vagas
        self.conexao = conexao
    }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        if case .candidatou(let d) = acao { return d }
        return nil
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (vagas, conexao) = (vagas, conexao)
        switch acao {
        case .carregar:
            if estado.vagas.valor == nil { estado.vagas = .carregando }
            estado.pedidas += 1
            let n = estado.pedidas
            return [.tarefa {
                guard await conexao.confirmarOnline() else { return .lidoNaVez(.semConexao, pedido: n) }
                do { return .lidoNaVez(.veio(try await vagas.feed()), pedido: n) } catch {
                    return .lidoNaVez(.falhou(.de(error, semRede: Mensagens.feedOffline)), pedido: n)
                }
            }]
        case .lidoNaVez(let l, let n):
            guard n >= estado.aplicada else { return [] }
            estado.aplicada = n
            return atualizar(&estado, .lido(l))
        case .lido(.semConexao):
            // Sem rede, a lista que já estava fica (a tela avisa que pode estar desatualizada).
            if estado.vagas.valor == nil { estado.vagas = .erro(ErroDaTela(.semConexao, frase: Mensagens.feedOffline)) }
        case .lido(.veio(let l)):
            estado.vagas = l.isEmpty ? .vazio(Mensagens.semVagas) : .conteudo(l)
        case .lido(.falhou(let e)):
            estado.vagas = .erro(e)
        case .buscarNotificacoes:
            let desde = estado.ultimaNotificacaoEm
            return [.tarefa {
                guard await conexao.confirmarOnline(), let l = try? await vagas.notificacoes(desde: desde) else { return nil }
                return .notificacoesChegaram(l)
            }]
        case .notificacoesChegaram(let l):
            let ultima = estado.ultimaNotificacaoEm
            let novas = l.filter { n in ultima.map { n.enviadaEm > $0 } ?? true }
            if let u = novas.map(\.enviadaEm).max() { estado.ultimaNotificacaoEm = u }
            estado.novasNotificacoes = novas
        case .candidatar(let vaga), .candidatarNosTermos(let vaga, _):
            var vistos: String?
            if case .candidatarNosTermos(_, let t) = acao { vistos = t }
            let pessoa = AcaoDaPessoa.candidatar(vaga: vaga, resultado: nil)
            guard !estado.candidatando.contains(vaga) else { return [.enviar(.candidatou(Desfecho(pessoa, .recusada(.naoEncontrado, item: nil))))] }
            let vista = estado.vagas.valor?.first { $0.id == vaga }
            if let i = Self.impedimento(vista) {
                return [.enviar(.candidatou(Desfecho(pessoa, .recusada(.recusa(chave: i.chave, frase: i.frase), item: nil))))]
            }
            estado.candidatando.insert(vaga)
            // A ficha dos termos que a tela mostrou: se mudaram, o servidor recusa em vez de confirmar os novos.
            let termos = vistos ?? estado.vagas.valor?.first { $0.id == vaga }?.termosVersao
            return [.tarefa { .candidatou(await Self.candidatar(vaga, termos: termos, vagas: vagas, conexao: conexao)) }]
        case .candidatou(let d):
            if case .candidatar(let vaga, let r) = d.acao {
                estado.candidatando.remove(vaga)
                // Termos novos: a lista passa a mostrá-los, e o próximo toque manda a ficha nova.
                if case .termosMudaram(let atual?)? = r, case .conteudo(var l) = estado.vagas,
                   let i = l.firstIndex(where: { $0.id == vaga }) {
                    l[i] = atual
                    estado.vagas = .conteudo(l)
                }
            }
        }
        return []
    }

    /// Por que candidatar não age numa vaga: a tecla (a frase), o comando sem tela e o núcleo
    /// (guarda, a chave) perguntam este valor.
    public enum ImpedimentoDoFeed: Hashable, Sendable, CaseIterable {
        /// O servidor responde "pendente" de novo a quem repete: sem isto, "Candidatura enviada"
        /// mentiria uma segunda vez.
        case jaCandidatado
        /// O contratante cancelou o meu turno nesta vaga: não é oferecida de novo (RN12).
        case naoOferecidaDeNovo

        /// Chave estável (JSON da saída headless).
        public var chave: String {
            switch self {
            case .jaCandidatado: "ja_candidatado"
            case .naoOferecidaDeNovo: "nao_oferecida_de_novo"
            }
        }

        public var frase: String {
            switch self {
            case .jaCandidatado: Mensagens.jaCandidatado
            case .naoOferecidaDeNovo: Textos.Feed.naoOferecidaDeNovo
            }
        }

        /// Sem tela, quem já se candidatou retira pelo comando, não pelo Perfil da TUI.
        public var fraseSemTela: String {
            switch self {
            case .jaCandidatado: Textos.SemTela.jaCandidatado
            case .naoOferecidaDeNovo: frase
            }
        }
    }

    /// nil = candidatar age.
    public static func impedimento(_ minha: EstadoCandidatura?) -> ImpedimentoDoFeed? {
        minha == .pendente ? .jaCandidatado : nil
    }

    public static func impedimento(_ v: VagaDoFeed?) -> ImpedimentoDoFeed? {
        if v?.turnoCanceladoPeloEstabelecimento == true { return .naoOferecidaDeNovo }
        return impedimento(v?.minhaCandidatura)
    }

    /// A marca da linha no feed: "•" já se candidatou, "×" o contratante cancelou o meu turno.
    public enum Marca: Hashable, Sendable {
        case nenhuma, candidatou, turnoCancelado
        public var texto: String {
            switch self {
            case .nenhuma: "  "
            case .candidatou: "• "
            case .turnoCancelado: "× "
            }
        }
    }

    public static func marca(_ v: VagaDoFeed) -> Marca {
        v.turnoCanceladoPeloEstabelecimento ? .turnoCancelado : v.minhaCandidatura != nil ? .candidatou : .nenhuma
    }

    /// O que tira vagas do feed desta pessoa (as regras do despacho e do feed), para o feed vazio
    /// dizer por quê. Só os que se aplicam a ela; o raio vale sempre.
    public enum MotivoDoVazio: Hashable, Sendable {
        /// Marcada indisponível: o despacho não manda vaga nova.
        case indisponivel
        /// Só chegam vagas destas funções.
        case funcoes([Funcao])
        /// Só chegam vagas a até `metros` do ponto base (fora a equipe de confiança).
        case raio(metros: Double, base: Coordenada?)
        /// Vagas no horário destes turnos confirmados não aparecem (RN21: não daria para pegar).
        case sobreposicao(turnos: Int)
    }

    /// Os motivos, do mais decisivo ao mais geral, pelo perfil e pelos turnos já lidos (nil: não
    /// lido ainda; o motivo que depende dele fica de fora).
    public static func motivosDoVazio(perfil: Perfil?, turnos: [Turno]?, agora: Date) -> [MotivoDoVazio] {
        var m: [MotivoDoVazio] = []
        if perfil?.disponivel == false { m.append(.indisponivel) }
        if let f = perfil?.funcoes, !f.isEmpty { m.append(.funcoes(f)) }
        m.append(.raio(metros: Regras.raioDeDespachoMetros, base: perfil?.base))
        let vindouros = (turnos ?? []).filter { $0.estado != .cancelada && $0.vaga.periodo.fim > agora }.count
        if vindouros > 0 { m.append(.sobreposicao(turnos: vindouros)) }
        return m
    }

    static func candidatar(_ vaga: UUID, termos: String?, vagas: any VagaRepositorio, conexao: any ConexaoPort) async -> Desfecho {
        let acao = AcaoDaPessoa.candidatar(vaga: vaga, resultado: nil)
        guard await conexao.confirmarOnline() else { return Desfecho(acao, .semConexao) }
        do {
            let r = try await vagas.candidatar(vagaId: vaga, termosVersao: termos)
            let feito = AcaoDaPessoa.candidatar(vaga: vaga, resultado: r)
            switch r {
            case .confirmada, .pendente: return Desfecho(feito, .enviada(nil))
            case .vagaPreenchida: return Desfecho(feito, .recusada(.recusa(chave: "vaga_preenchida", frase: nil), item: nil))
            case .vagaEncerrada: return Desfecho(feito, .recusada(.recusa(chave: "vaga_encerrada", frase: nil), item: nil))
            case .inelegivel: return Desfecho(feito, .recusada(.recusa(chave: "inelegivel", frase: nil), item: nil))
            case .contaSuspensa: return Desfecho(feito, .recusada(.recusa(chave: "conta_suspensa", frase: nil), item: nil))
            case .termosMudaram(let atual):
                return Desfecho(feito, .recusada(.recusa(chave: "vaga_alterada", frase: Textos.Feed.termosMudaram(atual)), item: nil))
            }
        } catch {
            return .falhou(acao, error)
        }
    }
}
