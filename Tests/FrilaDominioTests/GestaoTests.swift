import Foundation
import Testing
@testable import FrilaDominio

/// Regras de leitura das listas e da gestão de vagas (quem decide é o servidor).
struct GestaoTests {
    @Test func paginaDoHistoricoFicaNoIntervaloQueOServidorAceita() {
        #expect(Regras.tamanhoDePagina(nil) == Regras.paginaDoHistoricoPadrao)
        #expect(Regras.tamanhoDePagina(0) == 1)
        #expect(Regras.tamanhoDePagina(-5) == 1)
        #expect(Regras.tamanhoDePagina(500) == Regras.paginaDoHistoricoMaxima)
        #expect(Regras.tamanhoDePagina(7) == 7)
    }

    @Test func bloqueioNaoRepeteONomeDoEstabelecimento() {
        let autor = ResumoDaConta(id: UUID(), nome: "Carla")
        let peloEstabelecimento = Bloqueio(contaId: UUID(), nome: "Bar do Cerrado", perfil: .contratante,
                                           estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"),
                                           em: t0, autor: autor)
        #expect(peloEstabelecimento.estabelecimentoAlemDoNome == nil)
        let pessoa = Bloqueio(contaId: UUID(), nome: "Bruno Carvalho", perfil: .contratante,
                              estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado"), em: t0, autor: autor)
        #expect(pessoa.estabelecimentoAlemDoNome?.nome == "Bar do Cerrado")
    }

    @Test func avaliacoesDoPontoDeVistaDeCadaLado() {
        let t = TurnoNoHistorico(id: UUID(), vagaId: UUID(), situacao: .cumprido, funcao: .garcom,
                                 periodo: Periodo(inicio: t0, fim: t0 + h(6)), bairro: "Asa Sul",
                                 valorAcordado: Dinheiro(centavos: 12000),
                                 estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar"),
                                 profissional: ResumoDaConta(id: UUID(), nome: "Ana"), cancelamento: nil,
                                 avaliacaoDoProfissional: true, avaliacaoDoContratante: false)
        #expect(t.avaliacoes(doPontoDeVista: .profissional) == (dei: true, recebi: false))
        #expect(t.avaliacoes(doPontoDeVista: .contratante) == (dei: false, recebi: true))
    }

    private func vaga(estado: EstadoVaga = .publicada, turno: Turno? = nil) -> Vaga {
        Vaga(id: UUID(), funcao: .garcom, periodo: Periodo(inicio: t0, fim: t0 + h(5)),
             local: Local(endereco: "SCLS 405, Asa Sul", ponto: pontoDoBar), valor: Dinheiro(centavos: 15000),
             inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: true), modo: .urgencia,
             estado: estado, antecedenciaAlerta: h(2), posicoesTotal: 3, posicoesAbertas: turno == nil ? 2 : 1,
             posicoes: [Posicao(id: UUID(), estado: turno == nil ? .aberta : .confirmada, turno: turno),
                        Posicao(id: UUID(), estado: .aberta, turno: nil),
                        Posicao(id: UUID(), estado: .cancelada, turno: nil)])
    }

    private func despacho(_ v: Vaga, incluidos: Int = 0, leva: Int = 1) -> DespachoDaVaga {
        DespachoDaVaga(vagaId: v.id, estado: v.estado, levaAtual: leva, proximaLevaEm: nil, posicoesTotal: v.posicoesTotal,
                       posicoesAbertas: v.posicoesAbertas, emAlerta: false, levas: [],
                       totais: NumerosDoDespacho(incluidos: incluidos, retidos: 0, avisados: incluidos, entregues: 0, falhas: 0),
                       candidaturas: ContagemDeCandidaturas(total: 0, pendentes: 0, aceitas: 0, recusadas: 0, retiradas: 0, expiradas: 0))
    }

    @Test func editarSoSemConfirmadoEAntesDoInicio() {
        let livre = vaga()
        #expect(DetalheDaVaga(vaga: livre, bairro: "Asa Sul", cancelamento: nil, despacho: despacho(livre)).podeEditar(agora: t0 - h(3)))
        #expect(!DetalheDaVaga(vaga: livre, bairro: "", cancelamento: nil, despacho: despacho(livre)).podeEditar(agora: t0))
        let comTurno = vaga(turno: turnoDeTeste())
        #expect(!DetalheDaVaga(vaga: comTurno, bairro: "", cancelamento: nil, despacho: despacho(comTurno)).podeEditar(agora: t0 - h(3)))
        let cancelada = vaga(estado: .cancelada)
        #expect(!DetalheDaVaga(vaga: cancelada, bairro: "", cancelamento: nil, despacho: despacho(cancelada)).podeEditar(agora: t0 - h(3)))
    }

    @Test func contatoSoDosConfirmados() {
        let semContato = vaga(turno: turnoDeTeste())
        #expect(DetalheDaVaga(vaga: semContato, bairro: "", cancelamento: nil, despacho: despacho(semContato)).contatosDosConfirmados.isEmpty)
        var t = turnoDeTeste()
        t = Turno(id: t.id, vagaId: t.vagaId, posicaoId: t.posicaoId, estado: .confirmada, vaga: t.vaga,
                  valorAcordado: t.valorAcordado, estabelecimento: t.estabelecimento,
                  profissional: ParteDoTurno(id: UUID(), nome: "Ana", contato: Contato(whatsapp: "+55 61 9", email: "a@x")))
        let comContato = vaga(turno: t)
        let contatos = DetalheDaVaga(vaga: comContato, bairro: "", cancelamento: nil, despacho: despacho(comContato)).contatosDosConfirmados
        #expect(contatos.count == 1 && contatos.first?.turnoId == t.id && contatos.first?.profissional.contato?.whatsapp == "+55 61 9")
    }

    @Test func despachoSemNinguemAlcancadoEhOSinalDeFalha() {
        let v = vaga()
        #expect(despacho(v, incluidos: 0, leva: 1).ninguemAlcancado)
        #expect(!despacho(v, incluidos: 3, leva: 1).ninguemAlcancado)
        #expect(!despacho(v, incluidos: 0, leva: 0).ninguemAlcancado, "antes da primeira leva ainda não dá para dizer")
    }

    @Test func cancelarSemImpacto() {
        let base = CustoDoCancelamento(vagaId: UUID(), inicio: t0, menosDe24h: true, contaComoFalta: false,
                                       turnosConfirmados: 0, profissionais: [], candidaturasPendentes: 0, posicoesAbertas: 2)
        #expect(base.semImpacto)
        let comGente = CustoDoCancelamento(vagaId: UUID(), inicio: t0, menosDe24h: true, contaComoFalta: true,
                                           turnosConfirmados: 1, profissionais: [ResumoDaConta(id: UUID(), nome: "Ana")],
                                           candidaturasPendentes: 0, posicoesAbertas: 1)
        #expect(!comGente.semImpacto)
    }

    /// Editar parte do formulário preenchido com a vaga; as posições canceladas não contam.
    @Test func formularioPreenchidoComAVagaValidaIgualAoDePublicar() throws {
        let v = vaga()
        var r = RascunhoDeVaga(vaga: v)
        #expect(r.posicoes == 2 && r.valor == Dinheiro(centavos: 15000) && r.ponto == pontoDoBar && r.antecedenciaAlerta == h(2))
        #expect(r.exigeMaterialProprio == true && r.modo == .urgencia && r.endereco == "SCLS 405, Asa Sul")
        let nova = try r.validar(agora: t0 - h(3)).get()
        #expect(nova.periodo == v.periodo && nova.posicoes == 2)
        r.valor = Dinheiro(centavos: 0)
        guard case .failure(let e) = r.validar(agora: t0 - h(3)) else { Issue.record("devia recusar valor zero"); return }
        #expect(e.problemas == [.valorInvalido])
    }

    @Test func notificacaoRecebidaOrdenaPeloEnvio() {
        let n = Notificacao(id: UUID(), vagaId: UUID(), funcao: .garcom, inicio: t0, valor: Dinheiro(centavos: 1), modo: .urgencia,
                            estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar"), enviadaEm: t0 - 60)
        let a = Aviso(id: UUID(), tipo: .checkinManual, vagaId: UUID(), funcao: .garcom, inicio: t0,
                      estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Bar"), em: t0 - 30, turnoId: UUID(),
                      candidaturaId: nil, profissional: ResumoDaConta(id: UUID(), nome: "Ana"), motivo: nil, contaComoFalta: nil)
        #expect(NotificacaoRecebida.vaga(n).enviadaEm < NotificacaoRecebida.aviso(a).enviadaEm)
        #expect(NotificacaoRecebida.aviso(a).id == a.id && a.pedeAcao)
    }
}
