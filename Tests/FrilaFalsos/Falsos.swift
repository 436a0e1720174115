import Foundation
import FrilaDominio

// As portas de mentira de todos os alvos de teste (um conjunto só): cada teste as configura
// com `definir(...)` e lê o que foi pedido (`chamadas`, `itens`...). Sem rede, sem disco.

public struct ErroFalso: ErroApresentavel, Equatable {
    public let falha: Falha
    public init(falha: Falha) { self.falha = falha }
    public static let semRede = ErroFalso(falha: .semConexao)
    /// Servidor alcançado, mas com problema (500, 429, resposta ilegível).
    public static let servidorComProblema = ErroFalso(falha: .erroDoServidor(status: 500))
    public static func recusa(_ m: String, chave: String = "recusa") -> ErroFalso { ErroFalso(falha: .recusa(chave: chave, frase: m)) }
}

public actor ConexaoFalsa: ConexaoPort {
    public private(set) var atual: EstadoConexao
    public private(set) var forcado = false
    /// Estado que a próxima sonda encontra (nil = o mesmo de agora).
    public private(set) var aposSondar: EstadoConexao?
    public private(set) var sondas = 0
    public init(_ e: EstadoConexao = .online) { atual = e }
    public func estado() -> EstadoConexao { forcado ? .offline : atual }
    public func offlineForcado() -> Bool { forcado }
    public func forcarOffline(_ f: Bool) { forcado = f }
    public func mudar(_ e: EstadoConexao) { atual = e }
    public func definir(aposSondar: EstadoConexao) { self.aposSondar = aposSondar }
    public func verificar() -> EstadoConexao {
        sondas += 1
        if let a = aposSondar, !forcado { atual = a }
        return estado()
    }
}

public actor VagasFalsas: VagaRepositorio {
    public private(set) var feedResultado: Result<[VagaDoFeed], ErroFalso> = .success([])
    public private(set) var candidaturaResultado: Result<ResultadoDaCandidatura, ErroFalso> = .success(.vagaEncerrada)
    public private(set) var publicarResultado: Result<Vaga, ErroFalso>?
    public private(set) var alerta: Result<PainelDeAlerta, ErroFalso> = .success(PainelDeAlerta(vagas: [], atrasados: []))
    public private(set) var notificacoesResultado: [Notificacao] = []
    public private(set) var minhas: [Vaga] = []
    public private(set) var escolha: ResultadoConfirmacao = .jaPreenchida(em: nil)
    public private(set) var chamadas: [String] = []
    public private(set) var publicadas: [NovaVaga] = []
    public private(set) var candidaturas: [UUID] = []
    /// A ficha dos termos mandada em cada candidatura (nil = sem ficha).
    public private(set) var fichasDosTermos: [String?] = []
    public private(set) var desdes: [Date?] = []
    public init(feed: [VagaDoFeed] = [], candidatura: ResultadoDaCandidatura = .vagaEncerrada, minhas: [Vaga] = [],
                alerta: PainelDeAlerta = PainelDeAlerta(vagas: [], atrasados: []), publicar: Vaga? = nil) {
        feedResultado = .success(feed)
        candidaturaResultado = .success(candidatura)
        self.minhas = minhas
        self.alerta = .success(alerta)
        publicarResultado = publicar.map { .success($0) }
    }

    public func definir(feed: Result<[VagaDoFeed], ErroFalso>) { feedResultado = feed }
    public func definir(feed: [VagaDoFeed]) { feedResultado = .success(feed) }
    public func definir(candidatura: Result<ResultadoDaCandidatura, ErroFalso>) { candidaturaResultado = candidatura }
    public func definir(resultado r: ResultadoDaCandidatura) { candidaturaResultado = .success(r) }
    public func definir(publicar: Result<Vaga, ErroFalso>) { publicarResultado = publicar }
    public func definir(alerta: Result<PainelDeAlerta, ErroFalso>) { self.alerta = alerta }
    public func definir(notificacoes: [Notificacao]) { notificacoesResultado = notificacoes }
    public func definir(minhas: [Vaga]) { self.minhas = minhas }

    public func feed() async throws -> [VagaDoFeed] { chamadas.append("feed"); return try feedResultado.get() }
    public func candidatar(vagaId: UUID, termosVersao: String?) async throws -> ResultadoDaCandidatura {
        chamadas.append("candidatar")
        candidaturas.append(vagaId)
        fichasDosTermos.append(termosVersao)
        return try candidaturaResultado.get()
    }
    public func publicar(_ vaga: NovaVaga) async throws -> Vaga {
        chamadas.append("publicar")
        publicadas.append(vaga)
        guard let r = publicarResultado else { throw ErroFalso.servidorComProblema }
        return try r.get()
    }
    public func minhasVagas() async throws -> [Vaga] { chamadas.append("minhasVagas"); return minhas }
    public func vagasEmAlerta() async throws -> PainelDeAlerta { chamadas.append("alerta"); return try alerta.get() }
    public func escolherCandidato(candidaturaId: UUID) async throws -> ResultadoConfirmacao { chamadas.append("escolher"); return escolha }
    public func notificacoes(desde: Date?) async throws -> [Notificacao] {
        desdes.append(desde)
        return notificacoesResultado.filter { n in desde.map { n.enviadaEm > $0 } ?? true }
    }
}

public actor TurnosFalsos: TurnoRepositorio {
    public private(set) var meus: Result<[Turno], ErroFalso> = .success([])
    public private(set) var pendentes: [Turno] = []
    public private(set) var contaComoFalta = false
    public private(set) var jaComecou = false
    public private(set) var chamadas: [String] = []
    public init(meus: [Turno] = [], pendentes: [Turno] = []) {
        self.meus = .success(meus)
        self.pendentes = pendentes
    }

    public func definir(meus: Result<[Turno], ErroFalso>) { self.meus = meus }
    public func definir(lista: [Turno]) { meus = .success(lista) }
    public func definir(pendentes: [Turno]) { self.pendentes = pendentes }
    public func definir(falta: Bool, jaComecou: Bool = false) { contaComoFalta = falta; self.jaComecou = jaComecou }
    public var leiturasDePendentes: Int { chamadas.filter { $0 == "checkinsPendentes" }.count }

    public func meusTurnos() async throws -> [Turno] { chamadas.append("meusTurnos"); return try meus.get() }
    public func checkinsPendentes() async throws -> [Turno] { chamadas.append("checkinsPendentes"); return pendentes }
    public func turnoPorId(_ id: UUID) async throws -> Turno? {
        chamadas.append("turnoPorId")
        return try (meus.get() + pendentes).first { $0.id == id }
    }
    // Check-in, check-out, avaliação e confirmação vão pela fila: chegar aqui é erro do teste.
    public func fazerCheckin(turnoId: UUID, distanciaMetros: Double?, em: Date, chaveIdempotencia: String) async throws -> Turno { fatalError("vai pela fila") }
    public func fazerCheckout(turnoId: UUID, distanciaMetros: Double?, em: Date, chaveIdempotencia: String) async throws -> Turno { fatalError("vai pela fila") }
    public func avaliar(turnoId: UUID, chamariaDeNovo: Bool, em: Date, chaveIdempotencia: String) async throws -> Avaliacao { fatalError("vai pela fila") }
    public func confirmarCheckinManual(turnoId: UUID, em: Date, chaveIdempotencia: String) async throws -> Turno { fatalError("vai pela fila") }
    public func cancelar(turnoId: UUID, motivo: String) async throws -> FaltaNoCancelamento {
        chamadas.append("cancelar:\(motivo)")
        return contaComoFalta ? (jaComecou ? .depoisDoInicio : .menosDe24h) : .naoConta
    }
}

public actor CacheFalso: CacheLocal {
    public private(set) var porConta: [UUID: [Turno]] = [:]
    public private(set) var quando: Date?
    /// O instante que `guardar` anota.
    let agora: Date
    public init(agora: Date) { self.agora = agora }
    public func turnosConfirmados(conta: UUID) async throws -> [Turno] { porConta[conta] ?? [] }
    public func guardadoEm(conta: UUID) async throws -> Date? { porConta[conta] == nil ? nil : quando }
    public func guardar(_ turnos: [Turno], conta: UUID) async throws { porConta[conta] = turnos; quando = agora }
    public func expirar(antes: Date) async throws {}
}

/// Fila em memória com a mesma interface da FilaDeAcoes.
public actor FilaFalsa: FilaDeAcoesPort {
    public private(set) var itens: [ItemDaFila] = []
    public private(set) var drenos = 0
    public private(set) var enviarAoDrenar = false
    /// O servidor recusa tudo o que sai no dreno, com este motivo.
    public private(set) var recusarAoDrenar: String?
    private var seq: Int64 = 0
    /// O instante de enfileirar (e do toque, fora do check-in, que traz o seu).
    let agora: Date
    public init(agora: Date) { self.agora = agora }

    public func definir(enviarAoDrenar: Bool) { self.enviarAoDrenar = enviarAoDrenar }
    public func definir(recusarAoDrenar motivo: String?) { recusarAoDrenar = motivo }

    public func enfileirar(_ acao: AcaoOffline, conta: UUID) async throws -> ItemDaFila {
        seq += 1
        var em = agora
        if case .registrarCheckin(_, _, let e) = acao { em = e }
        let item = ItemDaFila(sequencia: seq, conta: conta, acao: acao, chaveIdempotencia: "k\(seq)", tocadoEm: em,
                              enfileiradoEm: agora, tentativas: 0, ultimoErro: nil, estado: .pendente)
        itens.append(item)
        return item
    }
    public func rejeitar(_ seq: Int64, motivo: String) {
        itens = itens.map { i in
            i.sequencia == seq ? ItemDaFila(sequencia: i.sequencia, conta: i.conta, acao: i.acao, chaveIdempotencia: i.chaveIdempotencia,
                                            tocadoEm: i.tocadoEm, enfileiradoEm: i.enfileiradoEm, tentativas: i.tentativas + 1,
                                            ultimoErro: motivo, estado: .rejeitada, ultimaTentativaEm: agora) : i
        }
    }
    public func status(conta: UUID) async -> StatusDaFila {
        let meus = itens.filter { $0.conta == conta }
        let p = meus.filter { $0.estado == .pendente }
        return StatusDaFila(pendentes: p.count, rejeitadas: meus.count - p.count, idadeDaMaisAntiga: p.isEmpty ? nil : 60,
                            ultimoDrenoOk: nil, ultimoErro: nil, drenando: false, proximaTentativaEm: nil, itens: meus)
    }
    public func drenarAgora() async {
        drenos += 1
        if let motivo = recusarAoDrenar {
            for i in itens where i.estado == .pendente { rejeitar(i.sequencia, motivo: motivo) }
        }
        if enviarAoDrenar { itens.removeAll { $0.estado == .pendente } }
    }
    public func descartarRejeitada(chaveIdempotencia: String) async throws {
        itens.removeAll { $0.chaveIdempotencia == chaveIdempotencia && $0.estado == .rejeitada }
    }
    public func retentarRejeitada(chaveIdempotencia: String) async throws -> ItemDaFila? {
        guard let n = itens.firstIndex(where: { $0.chaveIdempotencia == chaveIdempotencia }) else { return nil }
        let i = itens[n]
        itens[n] = ItemDaFila(sequencia: i.sequencia, conta: i.conta, acao: i.acao, chaveIdempotencia: i.chaveIdempotencia,
                              tocadoEm: i.tocadoEm, enfileiradoEm: i.enfileiradoEm, tentativas: i.tentativas,
                              motivo: i.motivo, estado: .pendente, ultimaTentativaEm: i.ultimaTentativaEm)
        return itens[n]
    }
}

public actor ContasFalsas: ContaRepositorio {
    public private(set) var salva: ContaAutenticada?
    public private(set) var perfil: Result<Perfil, ErroFalso> = .failure(.semRede)
    /// Perfil por conta (tem precedência sobre `perfil` quando a conta salva está aqui).
    public private(set) var perfis: [UUID: Perfil] = [:]
    public private(set) var entrarResultado: Result<ContaAutenticada, ErroFalso> = .failure(.recusa("E-mail ou senha incorretos."))
    /// Login por e-mail: prefixo do e-mail → conta, com esta senha; senão, `entrarResultado`.
    public private(set) var porEmail: [(prefixo: String, conta: ContaAutenticada)] = []
    public private(set) var senha: String?
    public private(set) var chamadas: [String] = []
    public private(set) var bloqueadas: [UUID] = []
    public private(set) var saiu = false
    public init(salva: ContaAutenticada? = nil, senha: String? = nil, porEmail: [(prefixo: String, conta: ContaAutenticada)] = [],
                perfis: [UUID: Perfil] = [:]) {
        self.salva = salva
        self.senha = senha
        self.porEmail = porEmail
        self.perfis = perfis
    }

    public func definir(perfil: Result<Perfil, ErroFalso>) { self.perfil = perfil }
    public func definir(perfis: [UUID: Perfil]) { self.perfis = perfis }
    public func definir(entrar: Result<ContaAutenticada, ErroFalso>) { entrarResultado = entrar }
    public func definir(salva: ContaAutenticada?) { self.salva = salva }
    public func definir(senha: String, contas: [(prefixo: String, conta: ContaAutenticada)]) { self.senha = senha; porEmail = contas }

    public func sessaoSalva() async -> ContaAutenticada? { salva }
    public func entrar(email: String, senha s: String) async throws -> ContaAutenticada {
        chamadas.append("entrar")
        if let senha {
            guard s == senha else { throw ErroFalso(falha: .credenciaisInvalidas) }
            if let c = porEmail.first(where: { email.hasPrefix($0.prefixo) })?.conta { salva = c; return c }
        }
        let c = try entrarResultado.get()
        salva = c
        return c
    }
    /// O que o cadastro responde (nil: a conta de `entrarResultado`, com sessão); o que chegou.
    public private(set) var cadastroResultado: (@Sendable (Cadastro) throws -> ResultadoDoCadastro)?
    public private(set) var cadastrados: [Cadastro] = []
    public func definir(cadastro: @escaping @Sendable (Cadastro) throws -> ResultadoDoCadastro) { cadastroResultado = cadastro }
    public func cadastrarConta(_ cadastro: Cadastro) async throws -> ResultadoDoCadastro {
        chamadas.append("cadastrar")
        cadastrados.append(cadastro)
        if let r = cadastroResultado {
            let res = try r(cadastro)
            if case .entrou(let c) = res { salva = c }
            return res
        }
        let c = try entrarResultado.get()
        salva = c
        return .entrou(c)
    }
    public func sair(todos: Bool) async throws { chamadas.append(todos ? "sairDeTodos" : "sair"); saiu = true; salva = nil }
    public func meuPerfil() async throws -> Perfil {
        chamadas.append("meuPerfil")
        if let id = salva?.id, let p = perfis[id] { return p }
        return try perfil.get()
    }
    public func perfilPublico(contaId: UUID) async throws -> PerfilPublico { throw ErroFalso.semRede }
    public func definirDisponibilidade(_ disponivel: Bool) async throws -> Perfil {
        chamadas.append("disponivel:\(disponivel)")
        let p = try await meuPerfil()
        let novo = Perfil(contaId: p.contaId, perfil: p.perfil, nome: p.nome, reputacao: p.reputacao, funcoes: p.funcoes,
                          disponivel: disponivel, estabelecimento: p.estabelecimento, base: p.base)
        if let id = salva?.id, perfis[id] != nil { perfis[id] = novo } else { perfil = .success(novo) }
        return novo
    }
    public func bloquear(contaId: UUID) async throws { chamadas.append("bloquear"); bloqueadas.append(contaId) }
    public func incluirNaEquipe(profissionalId: UUID) async throws { chamadas.append("equipe") }
}

/// Uma posição fixa (ou nenhuma: check-in manual).
public struct PosicaoFalsa: LocalizacaoPort {
    let c: Coordenada?
    public init(_ c: Coordenada?) { self.c = c }
    public func posicaoAtual() async -> Coordenada? { c }
}
