import Foundation
import FrilaApresentacao
import FrilaDominio
import FrilaFalsos
@testable import FrilaTerminal

/// Um mundo de mentira completo e o Ambiente da TUI em cima dele.
struct Mundo {
    let conexao = ConexaoFalsa()
    let vagas = VagasFalsas(feed: Fx.vagas, candidatura: .vagaPreenchida(em: Fx.h(0.05)), minhas: Fx.vagasBruno,
                            alerta: Fx.painel, publicar: Fx.vagasBruno[0])
    let turnos = TurnosFalsos(meus: Fx.listaTurnos.turnos.map(\.turno), pendentes: Fx.pendentesBruno.map(\.turno))
    let contas: ContasFalsas
    let cache = CacheFalso(agora: Fx.agora)
    let fila = FilaFalsa(agora: Fx.agora)
    let gestao = GestaoFalsa()
    /// Os membros do Bar do Cerrado do Bruno (administrador) e uma operadora.
    let membros: MembrosFalsos
    /// Lidos e anunciados do "aparelho": dois AppFrila no mesmo Mundo são o frila reaberto.
    let vistos = AvisosVistosNaMemoria()
    let contaDaPessoa = ContaDaPessoaFalsa(perfil: Fx.perfilAna)
    let dadosLocais = DadosLocaisFalsos()
    let pastaDeExportacao = FileManager.default.temporaryDirectory.appendingPathComponent("frila-testes-\(UUID().uuidString)")
    let ambiente: Ambiente

    @MainActor
    init(salva: ContaAutenticada? = nil, posicao: Coordenada? = nil, avisos: [String] = [], membros: MembrosFalsos? = nil) {
        let membros = membros ?? MembrosFalsos(eu: Fx.bruno.id, nome: Fx.bruno.nome, email: "bruno@frila.dev", outros: [Fx.gerente],
                                               estabelecimento: Fx.cerrado.id)
        self.membros = membros
        let contas = ContasFalsas(salva: salva, senha: "frila123", porEmail: [("bruno", Fx.bruno), ("", Fx.ana)],
                                  perfis: [Fx.ana.id: Fx.perfilAna, Fx.bruno.id: Fx.perfilBruno, Fx.gerente.contaId: Fx.perfilGabi])
        self.contas = contas
        let (conexao, vagas, turnos, cache, fila, gestao, vistos) = (self.conexao, self.vagas, self.turnos, self.cache, self.fila, self.gestao,
                                                                     self.vistos)
        let daPessoa = PortasDaContaDaPessoa(gestao: contaDaPessoa, dadosLocais: dadosLocais, pastaDeExportacao: pastaDeExportacao)
        let relogio = RelogioFixo(agora: Fx.agora)
        ambiente = Ambiente(
            sessao: FuncionalidadeDaSessao(contas: contas),
            portas: { conta in
                var p = PortasDaConta(conta: conta, contas: contas, vagas: vagas, turnos: turnos, cache: cache, fila: fila, gestao: gestao,
                                      conexao: conexao, relogio: relogio, membros: membros, vistos: vistos)
                p.daPessoa = daPessoa
                return p
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

extension GestaoFalsa {
    /// As chamadas depois das `marca` primeiras (`let marca = await mundo.gestao.chamadas.count`
    /// logo depois de entrar): toda página carrega ao entrar, e uma que lê a gestão soma chamadas
    /// ao registro; o teste de outra página afirma só o que veio depois. Uma chamada a mais do
    /// mesmo método, depois da marca, ainda o faz falhar.
    func chamadas(desde marca: Int) -> [String] { Array(chamadas.dropFirst(marca)) }
}
