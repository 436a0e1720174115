import Foundation
import FrilaApresentacao
import FrilaDominio
@testable import FrilaTerminal

/// Portas de mentira para exercitar o AppFrila com os view models reais, sem rede.
struct ErroFake: ErroApresentavel {
    let mensagemParaPessoa: String
    let indicaSemConexao: Bool
}

actor ConexaoFake: ConexaoPort {
    var real: EstadoConexao = .online
    var forcado = false
    func estado() -> EstadoConexao { forcado ? .offline : real }
    func offlineForcado() -> Bool { forcado }
    func forcarOffline(_ f: Bool) { forcado = f }
    func cair() { real = .offline }
}

actor VagasFake: VagaRepositorio {
    var lista: [VagaDoFeed] = Fx.vagas
    var resultado: ResultadoDaCandidatura = .vagaPreenchida(em: Fx.h(0.05))
    var candidaturas: [UUID] = []
    func definir(resultado r: ResultadoDaCandidatura) { resultado = r }
    func feed() async throws -> [VagaDoFeed] { lista }
    func candidatar(vagaId: UUID) async throws -> ResultadoDaCandidatura { candidaturas.append(vagaId); return resultado }
    func publicar(_ vaga: NovaVaga) async throws -> Vaga { Fx.vagasBruno[0] }
    func minhasVagas() async throws -> [Vaga] { Fx.vagasBruno }
    func vagasEmAlerta() async throws -> PainelDeAlerta { Fx.painel }
    func escolherCandidato(candidaturaId: UUID) async throws -> ResultadoConfirmacao { .jaPreenchida(em: nil) }
    var notificacoesNovas: [Notificacao] = []
    func definir(notificacoes n: [Notificacao]) { notificacoesNovas = n }
    func notificacoes(desde: Date?) async throws -> [Notificacao] { notificacoesNovas }
}

actor TurnosFake: TurnoRepositorio {
    var lista: [Turno] = Fx.listaTurnos.turnos.map(\.turno)
    func meusTurnos() async throws -> [Turno] { lista }
    func checkinsPendentes() async throws -> [Turno] { Fx.pendentesBruno.map(\.turno) }
    func fazerCheckin(turnoId: UUID, distanciaMetros: Double?, em: Date, chaveIdempotencia: String) async throws -> Turno { lista[0] }
    func fazerCheckout(turnoId: UUID, distanciaMetros: Double?, em: Date, chaveIdempotencia: String) async throws -> Turno { lista[0] }
    func avaliar(turnoId: UUID, chamariaDeNovo: Bool, em: Date, chaveIdempotencia: String) async throws -> Avaliacao {
        Avaliacao(turnoId: turnoId, lado: .profissional, chamariaDeNovo: chamariaDeNovo, em: Fx.agora)
    }
    func confirmarCheckinManual(turnoId: UUID, em: Date, chaveIdempotencia: String) async throws -> Turno { lista[0] }
    func cancelar(turnoId: UUID, motivo: String) async throws -> Bool { true }
}

actor ContasFake: ContaRepositorio {
    var salva: ContaAutenticada?
    var saiu = false
    init(salva: ContaAutenticada? = nil) { self.salva = salva }
    func sessaoSalva() async -> ContaAutenticada? { salva }
    func entrar(email: String, senha: String) async throws -> ContaAutenticada {
        guard senha == "frila123" else { throw ErroFake(mensagemParaPessoa: "E-mail ou senha incorretos.", indicaSemConexao: false) }
        let c = email.hasPrefix("bruno") ? Fx.bruno : Fx.ana
        salva = c
        return c
    }
    func cadastrar(_ cadastro: Cadastro) async throws -> ContaAutenticada { Fx.ana }
    func sair() async throws { saiu = true; salva = nil }
    func meuPerfil() async throws -> Perfil { salva?.perfil == .contratante ? Fx.perfilBruno : Fx.perfilAna }
    func perfilPublico(contaId: UUID) async throws -> PerfilPublico {
        PerfilPublico(contaId: contaId, perfil: .profissional, nome: "Ana Souza", reputacao: .semHistorico)
    }
    func definirDisponibilidade(_ disponivel: Bool) async throws -> Perfil { Fx.perfilAna }
    func bloquear(contaId: UUID) async throws {}
    func incluirNaEquipe(profissionalId: UUID) async throws {}
}

actor CacheFake: CacheLocal {
    var turnos: [Turno] = []
    func turnosConfirmados(conta: UUID) async throws -> [Turno] { turnos }
    func guardadoEm(conta: UUID) async throws -> Date? { turnos.isEmpty ? nil : Fx.h(-1) }
    func guardar(_ t: [Turno], conta: UUID) async throws { turnos = t }
    func expirar(antes: Date) async throws {}
}

actor FilaFake: FilaDeAcoesPort {
    var itens: [ItemDaFila] = []
    func enfileirar(_ acao: AcaoOffline, conta: UUID) async throws -> ItemDaFila {
        let i = ItemDaFila(sequencia: Int64(itens.count + 1), conta: conta, acao: acao, chaveIdempotencia: "k\(itens.count)",
                           tocadoEm: Fx.agora, enfileiradoEm: Fx.agora, tentativas: 0, ultimoErro: nil, estado: .pendente)
        itens.append(i)
        return i
    }
    func status(conta: UUID) async -> StatusDaFila {
        let p = itens.filter { $0.estado == .pendente }.count
        return StatusDaFila(pendentes: p, rejeitadas: 0, idadeDaMaisAntiga: nil, ultimoDrenoOk: nil, ultimoErro: nil,
                            drenando: false, proximaTentativaEm: nil, itens: itens)
    }
    func drenarAgora() async {}
    func descartarRejeitada(chaveIdempotencia: String) async throws {}
}

/// Um mundo de mentira completo e o Ambiente da TUI em cima dele.
struct Mundo {
    let conexao = ConexaoFake()
    let vagas = VagasFake()
    let turnos = TurnosFake()
    let contas: ContasFake
    let cache = CacheFake()
    let fila = FilaFake()
    let ambiente: Ambiente

    @MainActor
    init(salva: ContaAutenticada? = nil, posicao: Coordenada? = nil, avisos: [String] = []) {
        let contas = ContasFake(salva: salva)
        self.contas = contas
        let (conexao, vagas, turnos, cache, fila) = (self.conexao, self.vagas, self.turnos, self.cache, self.fila)
        let relogio = RelogioFixo(agora: Fx.agora)
        ambiente = Ambiente(
            sessao: SessaoUsuario(contas: contas),
            viewModels: { conta in
                let pro = conta.perfil == .profissional
                return ViewModelsDaConta(
                    conta: conta,
                    feed: pro ? FeedVagasViewModel(vagas: vagas, conexao: conexao) : nil,
                    turnos: pro ? TurnoViewModel(conta: conta.id, turnos: turnos, cache: cache, fila: fila, conexao: conexao, relogio: relogio) : nil,
                    perfil: PerfilViewModel(contas: contas, conexao: conexao),
                    sincronizacao: SincronizacaoViewModel(conta: conta.id, fila: fila, conexao: conexao),
                    acompanhamento: pro ? nil : AcompanhamentoViewModel(conta: conta.id, vagas: vagas, turnos: turnos, fila: fila, conexao: conexao, relogio: relogio),
                    minhasVagas: pro ? nil : MinhasVagasViewModel(conta: conta.id, vagas: vagas, turnos: turnos, contas: contas, fila: fila, conexao: conexao, relogio: relogio),
                    novaVaga: { PublicarVagaViewModel(vagas: vagas, conexao: conexao, relogio: relogio) })
            },
            posicaoPadrao: posicao, campainha: true, relogio: relogio, dica: "dica", avisosImportantes: avisos,
            conexao: conexao)
    }
}

/// Roda os efeitos como o laço faria (até esvaziar), devolvendo quantas campainhas tocaram.
@MainActor @discardableResult
func rodar(_ app: inout AppFrila, _ efeitos: [Efeito<Evento>]) async -> Int {
    var fila = efeitos
    var campainhas = 0
    var passos = 0
    while !fila.isEmpty, passos < 200 {
        passos += 1
        switch fila.removeFirst() {
        case .campainha: campainhas += 1
        case .tarefa(let f): if let e = await f() { fila += app.atualizar(e) }
        }
    }
    return campainhas
}

/// Digita um texto tecla a tecla.
func digitar(_ app: inout AppFrila, _ s: String) -> [Efeito<Evento>] {
    s.flatMap { app.tecla(.caractere($0)) }
}
