import Foundation
@testable import FrilaApresentacao
@testable import FrilaDominio

struct ErroFalso: ErroApresentavel, Equatable {
    let mensagemParaPessoa: String
    let indicaSemConexao: Bool
    var passageiro = false
    var ehPassageiro: Bool { passageiro || indicaSemConexao }
    static let semRede = ErroFalso(mensagemParaPessoa: "sem rede", indicaSemConexao: true)
    /// Servidor alcançado, mas com problema (500, 429, resposta ilegível).
    static let servidorComProblema = ErroFalso(mensagemParaPessoa: "O Frila está com problema agora (erro 500).",
                                               indicaSemConexao: false, passageiro: true)
    static func recusa(_ m: String) -> ErroFalso { ErroFalso(mensagemParaPessoa: m, indicaSemConexao: false) }
}

actor ConexaoFalsa: ConexaoPort {
    var atual: EstadoConexao
    var forcado = false
    init(_ e: EstadoConexao = .online) { atual = e }
    func estado() -> EstadoConexao { forcado ? .offline : atual }
    func offlineForcado() -> Bool { forcado }
    func forcarOffline(_ f: Bool) { forcado = f }
    func mudar(_ e: EstadoConexao) { atual = e }
    /// Estado que a próxima sonda encontra (nil = o mesmo de agora).
    var aposSondar: EstadoConexao?
    private(set) var sondas = 0
    func definir(aposSondar: EstadoConexao) { self.aposSondar = aposSondar }
    func verificar() -> EstadoConexao {
        sondas += 1
        if let a = aposSondar, !forcado { atual = a }
        return estado()
    }
}

let pontoDoBar = Coordenada(latitude: -15.7939, longitude: -47.8828)
let contaAna = UUID(uuidString: "11111111-1111-1111-1111-111111111111")!

func turno(_ id: UUID = UUID(), inicio: Date = t0, duracao: TimeInterval = h(6), checkin: RegistroDePresenca? = nil,
           verificacao: Verificacao = .pendente) -> Turno {
    Turno(id: id, vagaId: UUID(), posicaoId: UUID(),
          vaga: ResumoDaVaga(funcao: .garcom, periodo: Periodo(inicio: inicio, fim: inicio + duracao),
                             local: Local(endereco: "SCLN 408", ponto: pontoDoBar),
                             inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false),
                             modo: .urgencia),
          valorAcordado: Dinheiro(centavos: 12000),
          estabelecimento: ParteDoTurno(id: UUID(), nome: "Bar do Cerrado", contato: Contato(whatsapp: "+55", email: nil)),
          profissional: ParteDoTurno(id: UUID(), nome: "Ana Souza", contato: nil),
          checkin: checkin, verificacao: verificacao)
}

func vagaDoFeed(_ funcao: Funcao = .garcom) -> VagaDoFeed {
    VagaDoFeed(id: UUID(), funcao: funcao, periodo: Periodo(inicio: t0, fim: t0 + h(6)), valor: Dinheiro(centavos: 12000),
               inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false), modo: .urgencia,
               estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"), bairro: "Asa Norte",
               distanciaMetros: 1200, posicoesAbertas: 1, minhaCandidatura: nil)
}

actor VagasFalsas: VagaRepositorio {
    var feedResultado: Result<[VagaDoFeed], ErroFalso> = .success([])
    var candidaturaResultado: Result<ResultadoDaCandidatura, ErroFalso> = .success(.vagaEncerrada)
    var publicarResultado: Result<Vaga, ErroFalso>?
    var alerta: Result<PainelDeAlerta, ErroFalso> = .success(PainelDeAlerta(vagas: [], atrasados: []))
    var notificacoesResultado: [Notificacao] = []
    var minhas: [Vaga] = []
    var escolha: ResultadoConfirmacao = .jaPreenchida(em: nil)
    private(set) var chamadas: [String] = []
    private(set) var publicadas: [NovaVaga] = []
    private(set) var desdes: [Date?] = []

    func definir(feed: Result<[VagaDoFeed], ErroFalso>) { feedResultado = feed }
    func definir(candidatura: Result<ResultadoDaCandidatura, ErroFalso>) { candidaturaResultado = candidatura }
    func definir(publicar: Result<Vaga, ErroFalso>) { publicarResultado = publicar }
    func definir(alerta: Result<PainelDeAlerta, ErroFalso>) { self.alerta = alerta }
    func definir(notificacoes: [Notificacao]) { notificacoesResultado = notificacoes }

    func feed() async throws -> [VagaDoFeed] { chamadas.append("feed"); return try feedResultado.get() }
    func candidatar(vagaId: UUID) async throws -> ResultadoDaCandidatura { chamadas.append("candidatar"); return try candidaturaResultado.get() }
    func publicar(_ vaga: NovaVaga) async throws -> Vaga {
        chamadas.append("publicar")
        publicadas.append(vaga)
        return try publicarResultado!.get()
    }
    func minhasVagas() async throws -> [Vaga] { chamadas.append("minhasVagas"); return minhas }
    func vagasEmAlerta() async throws -> PainelDeAlerta { chamadas.append("alerta"); return try alerta.get() }
    func escolherCandidato(candidaturaId: UUID) async throws -> ResultadoConfirmacao { chamadas.append("escolher"); return escolha }
    func notificacoes(desde: Date?) async throws -> [Notificacao] {
        desdes.append(desde)
        return notificacoesResultado.filter { n in desde.map { n.enviadaEm > $0 } ?? true }
    }
}

actor TurnosFalsos: TurnoRepositorio {
    var meus: Result<[Turno], ErroFalso> = .success([])
    var pendentes: [Turno] = []
    var contaComoFalta = false
    private(set) var chamadas: [String] = []

    func definir(meus: Result<[Turno], ErroFalso>) { self.meus = meus }
    func definir(pendentes: [Turno]) { self.pendentes = pendentes }
    func definir(falta: Bool) { contaComoFalta = falta }

    func meusTurnos() async throws -> [Turno] { chamadas.append("meusTurnos"); return try meus.get() }
    func checkinsPendentes() async throws -> [Turno] { chamadas.append("checkinsPendentes"); return pendentes }
    func fazerCheckin(turnoId: UUID, distanciaMetros: Double?, em: Date, chaveIdempotencia: String) async throws -> Turno { fatalError("vai pela fila") }
    func fazerCheckout(turnoId: UUID, distanciaMetros: Double?, em: Date, chaveIdempotencia: String) async throws -> Turno { fatalError("vai pela fila") }
    func avaliar(turnoId: UUID, chamariaDeNovo: Bool, em: Date, chaveIdempotencia: String) async throws -> Avaliacao { fatalError("vai pela fila") }
    func confirmarCheckinManual(turnoId: UUID, em: Date, chaveIdempotencia: String) async throws -> Turno { fatalError("vai pela fila") }
    func cancelar(turnoId: UUID, motivo: String) async throws -> Bool { chamadas.append("cancelar:\(motivo)"); return contaComoFalta }
}

actor CacheFalso: CacheLocal {
    var porConta: [UUID: [Turno]] = [:]
    var quando: Date?
    func turnosConfirmados(conta: UUID) async throws -> [Turno] { porConta[conta] ?? [] }
    func guardadoEm(conta: UUID) async throws -> Date? { porConta[conta] == nil ? nil : quando }
    func guardar(_ turnos: [Turno], conta: UUID) async throws { porConta[conta] = turnos; quando = t0 }
    func expirar(antes: Date) async throws {}
}

/// Fila em memória com a mesma interface da FilaDeAcoes.
actor FilaFalsa: FilaDeAcoesPort {
    private(set) var itens: [ItemDaFila] = []
    private(set) var drenos = 0
    var enviarAoDrenar = false
    private var seq: Int64 = 0

    func definir(enviarAoDrenar: Bool) { self.enviarAoDrenar = enviarAoDrenar }

    func enfileirar(_ acao: AcaoOffline, conta: UUID) async throws -> ItemDaFila {
        seq += 1
        var em = t0
        if case .registrarCheckin(_, _, let e) = acao { em = e }
        let item = ItemDaFila(sequencia: seq, conta: conta, acao: acao, chaveIdempotencia: "k\(seq)", tocadoEm: em,
                              enfileiradoEm: t0, tentativas: 0, ultimoErro: nil, estado: .pendente)
        itens.append(item)
        return item
    }
    func rejeitar(_ seq: Int64, motivo: String) {
        itens = itens.map { i in
            i.sequencia == seq ? ItemDaFila(sequencia: i.sequencia, conta: i.conta, acao: i.acao, chaveIdempotencia: i.chaveIdempotencia,
                                            tocadoEm: i.tocadoEm, enfileiradoEm: i.enfileiradoEm, tentativas: 1,
                                            ultimoErro: motivo, estado: .rejeitada) : i
        }
    }
    func status(conta: UUID) async -> StatusDaFila {
        let meus = itens.filter { $0.conta == conta }
        let p = meus.filter { $0.estado == .pendente }
        return StatusDaFila(pendentes: p.count, rejeitadas: meus.count - p.count, idadeDaMaisAntiga: p.isEmpty ? nil : 60,
                            ultimoDrenoOk: nil, ultimoErro: nil, drenando: false, proximaTentativaEm: nil, itens: meus)
    }
    func drenarAgora() async {
        drenos += 1
        if enviarAoDrenar { itens.removeAll { $0.estado == .pendente } }
    }
    func descartarRejeitada(chaveIdempotencia: String) async throws { itens.removeAll { $0.chaveIdempotencia == chaveIdempotencia } }
}

actor ContasFalsas: ContaRepositorio {
    var salva: ContaAutenticada?
    var perfil: Result<Perfil, ErroFalso> = .failure(.semRede)
    var entrarResultado: Result<ContaAutenticada, ErroFalso> = .failure(.recusa("E-mail ou senha incorretos."))
    private(set) var chamadas: [String] = []

    func definir(perfil: Result<Perfil, ErroFalso>) { self.perfil = perfil }
    func definir(entrar: Result<ContaAutenticada, ErroFalso>) { entrarResultado = entrar }
    func definir(salva: ContaAutenticada?) { self.salva = salva }

    func sessaoSalva() async -> ContaAutenticada? { salva }
    func entrar(email: String, senha: String) async throws -> ContaAutenticada {
        chamadas.append("entrar")
        let c = try entrarResultado.get()
        salva = c
        return c
    }
    func cadastrar(_ cadastro: Cadastro) async throws -> ContaAutenticada { try entrarResultado.get() }
    func sair() async throws { chamadas.append("sair"); salva = nil }
    func meuPerfil() async throws -> Perfil { chamadas.append("meuPerfil"); return try perfil.get() }
    func perfilPublico(contaId: UUID) async throws -> PerfilPublico { throw ErroFalso.semRede }
    func definirDisponibilidade(_ disponivel: Bool) async throws -> Perfil {
        chamadas.append("disponivel:\(disponivel)")
        let p = try perfil.get()
        let novo = Perfil(contaId: p.contaId, perfil: p.perfil, nome: p.nome, reputacao: p.reputacao, funcoes: p.funcoes,
                          disponivel: disponivel, estabelecimento: p.estabelecimento)
        perfil = .success(novo)
        return novo
    }
    func bloquear(contaId: UUID) async throws { chamadas.append("bloquear") }
    func incluirNaEquipe(profissionalId: UUID) async throws { chamadas.append("equipe") }
}
