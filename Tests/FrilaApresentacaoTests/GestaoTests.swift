import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

private let estab = ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Zé")
private let dono = ResumoDaConta(id: UUID(), nome: "Bruno")

private func candidatura(_ estado: EstadoCandidatura = .pendente) -> MinhaCandidatura {
    MinhaCandidatura(id: UUID(), estado: estado, em: t0 - h(1), vaga: vagaDoFeed())
}

private func historico(_ situacao: SituacaoNoHistorico, dias: Double) -> TurnoNoHistorico {
    TurnoNoHistorico(id: UUID(), vagaId: UUID(), situacao: situacao, funcao: .garcom,
                     periodo: Periodo(inicio: t0 - h(24 * dias), fim: t0 - h(24 * dias) + h(6)), bairro: "Asa Sul",
                     valorAcordado: Dinheiro(centavos: 15000), estabelecimento: estab, profissional: ResumoDaConta(id: contaAna, nome: "Ana"),
                     cancelamento: nil, avaliacaoDoProfissional: true, avaliacaoDoContratante: nil)
}

@MainActor
struct CandidaturasTests {
    @Test func listaVaziaDizQueNaoHaNada() async {
        let g = GestaoFalsa()
        let vm = CandidaturasViewModel(candidaturas: g, conexao: ConexaoFalsa())
        await vm.carregar()
        #expect(vm.estado == .vazio(Textos.semCandidaturas))
    }

    @Test func retirarTiraDaListaEEscolhidaNaoSeRetira() async {
        let g = GestaoFalsa(), a = candidatura(), b = candidatura()
        await g.definir(candidaturas: [a, b])
        let vm = CandidaturasViewModel(candidaturas: g, conexao: ConexaoFalsa())
        await vm.carregar()
        let d = await vm.retirar(a.id)
        #expect(d.deuCerto)
        #expect(vm.estado.valor?.map(\.id) == [b.id])

        await g.definir(retirada: .success(.jaEscolhida(turnoId: UUID())))
        let e = await vm.retirar(b.id)
        #expect(!e.deuCerto && e.falha?.chave == "candidatura_escolhida")
        #expect(e.frase.contains("cancele o turno"))
        #expect(vm.estado.valor?.map(\.id) == [b.id])
    }

    @Test func semRedeNemPede() async {
        let g = GestaoFalsa(), c = ConexaoFalsa()
        await c.mudar(.offline)
        let vm = CandidaturasViewModel(candidaturas: g, conexao: c)
        let d = await vm.retirar(UUID())
        #expect(d.resultado == .semConexao)
        #expect(await g.chamadas.isEmpty)
    }
}

@MainActor
struct HistoricoTests {
    @Test func paginasSeSomamEAcabamSemCursor() async {
        let g = GestaoFalsa()
        let p1 = [historico(.cumprido, dias: 2), historico(.cancelado, dias: 40)]
        let p2 = [historico(.naoVerificado, dias: 90)]
        await g.definir(pagina: PaginaDoHistorico(itens: p1, proximoCursor: "c1"), cursor: nil)
        await g.definir(pagina: PaginaDoHistorico(itens: p2, proximoCursor: nil), cursor: "c1")
        let vm = HistoricoViewModel(historico: g, conexao: ConexaoFalsa(), limite: 2)
        await vm.carregar()
        #expect(vm.estado.valor?.count == 2 && vm.temMais)
        await vm.carregarMais()
        #expect(vm.estado.valor?.map(\.id) == (p1 + p2).map(\.id))
        #expect(!vm.temMais)
        await vm.carregarMais()
        #expect(await g.chamadas == ["historico:-:2", "historico:c1:2"])
    }

    @Test func limiteForaDaFaixaViraOTetoDoServidor() async {
        let g = GestaoFalsa()
        let vm = HistoricoViewModel(historico: g, conexao: ConexaoFalsa(), limite: 500)
        await vm.carregar()
        #expect(vm.estado == .vazio(Textos.semHistorico))
        #expect(await g.chamadas == ["historico:-:\(Regras.paginaDoHistoricoMaxima)"])
    }
}

@MainActor
struct RelacoesTests {
    @Test func desbloquearSomeDaListaNaHora() async {
        let g = GestaoFalsa(), alvo = UUID()
        await g.definir(bloqueios: [Bloqueio(contaId: alvo, nome: "Bar Ruim", perfil: .contratante, estabelecimento: estab,
                                             em: t0, autor: ResumoDaConta(id: contaAna, nome: "Ana"))])
        let vm = RelacoesViewModel(relacoes: g, contas: ContasFalsas(), conexao: ConexaoFalsa())
        await vm.carregarBloqueios()
        #expect(vm.bloqueios.valor?.count == 1)
        let d = await vm.desbloquear(alvo)
        #expect(d.deuCerto && d.acao == .desbloquear(conta: alvo))
        #expect(vm.bloqueios == .vazio(Textos.semBloqueios))
    }

    @Test func removerDaEquipeEOfflineNaoPede() async {
        let g = GestaoFalsa(), c = ConexaoFalsa(), p = UUID()
        await g.definir(equipe: [MembroDaEquipe(profissional: Profissional(id: p, nome: "Ana", reputacao:
                                     Reputacao(positivas: 6, total: 7, taxaComparecimento: 1, turnosConsiderados: 7)),
                                 funcoes: [.garcom], estabelecimento: estab, incluidoPor: dono, em: t0)])
        let vm = RelacoesViewModel(relacoes: g, contas: ContasFalsas(), conexao: c)
        await vm.carregarEquipe()
        await c.mudar(.offline)
        #expect(await vm.removerDaEquipe(p).resultado == .semConexao)
        #expect(await g.chamadas == ["equipe"])
        await c.mudar(.online)
        #expect(await vm.removerDaEquipe(p).deuCerto)
        #expect(vm.equipe == .vazio(Textos.semEquipe))
    }
}

@MainActor
struct GestaoDaVagaTests {
    let custo = CustoDoCancelamento(vagaId: UUID(), inicio: t0 + h(5), menosDe24h: true, contaComoFalta: true,
                                    turnosConfirmados: 1, profissionais: [ResumoDaConta(id: contaAna, nome: "Ana")],
                                    candidaturasPendentes: 0, posicoesAbertas: 1)

    @Test func previaDizOCustoAntesECancelarPedeMotivo() async {
        let g = GestaoFalsa()
        await g.definir(custo: .success(custo))
        let vm = GestaoDaVagaViewModel(vagaId: custo.vagaId, gestao: g, conexao: ConexaoFalsa(), relogio: RelogioFixo(t0))
        await vm.carregarPrevia()
        let linhas = Textos.custo(vm.previa.valor!)
        #expect(linhas.contains { $0.contains("Ana") } && linhas.contains { $0.contains("conta como falta") })
        let semMotivo = await vm.cancelar(motivo: "  ")
        #expect(semMotivo.falha == .motivoVazio)
        #expect(await g.chamadas == ["previa"])
        let d = await vm.cancelar(motivo: "chuva")
        #expect(d.deuCerto && d.frase.contains("Contou como falta"))
        #expect(await g.chamadas == ["previa", "cancelar:chuva"])
    }

    @Test func editarValidaComoPublicarAntesDaRede() async {
        let g = GestaoFalsa()
        let inicio = t0 + h(48)
        await g.definir(rascunho: RascunhoDeVaga(funcao: .garcom, inicio: inicio, fim: inicio + h(6), valor: Dinheiro(centavos: 15050),
                                                 refeicao: true, transporte: false, exigeMaterialProprio: false, modo: .urgencia,
                                                 posicoes: 2, endereco: "SCLS 405, Asa Sul",
                                                 ponto: Coordenada(latitude: -15.81, longitude: -47.89)))
        let vm = GestaoDaVagaViewModel(vagaId: UUID(), gestao: g, conexao: ConexaoFalsa(), relogio: RelogioFixo(t0))
        guard case .conteudo(let f) = await vm.formularioDeEdicao() else { Issue.record("sem formulário"); return }
        #expect(f.valores[.funcao] == "Garçom" && f.valores[.valor] == "150,50" && f.valores[.posicoes] == "2")
        #expect(f.valores[.inicio] == Formatacao.hora(inicio))
        f.valores[.valor] = "abc"
        let invalida = await vm.editar(f)
        guard case .invalida(let ps) = invalida.resultado else { Issue.record("devia ser inválida"); return }
        #expect(ps.contains { $0.contains("Valor inválido") })
        #expect(await g.chamadas == ["rascunho"])
        f.valores[.valor] = "160,00"
        let recusada = await vm.editar(f)
        #expect(recusada.falha?.chave == "vaga_com_confirmados")
        #expect(await g.editadas.first?.valor == Dinheiro(centavos: 16000))
    }
}

@MainActor
struct EnderecoPorNomeTests {
    func formulario() -> PublicarVagaViewModel {
        let f = PublicarVagaViewModel(vagas: VagasFalsas(), conexao: ConexaoFalsa(), relogio: RelogioFixo(t0))
        f.valores.merge([.funcao: "Garçom", .data: "25/12/2026", .inicio: "19:00", .fim: "01:00", .valor: "150,00",
                         .refeicao: "sim", .transporte: "não", .material: "não"]) { _, n in n }
        return f
    }

    @Test func nomeDaRegiaoNoEnderecoDaOPonto() {
        let f = formulario()
        f.valores[.endereco] = "SCLS 405, Asa Sul"
        #expect(f.validar().isEmpty)
        #expect(f.rascunho().0.ponto == LugaresDoDF.localizar("Asa Sul")?.ponto)
        f.valores[.local] = "Taguatinga"
        #expect(f.rascunho().0.ponto == LugaresDoDF.localizar("Taguatinga")?.ponto)
        f.valores[.local] = "-15.79,-47.88"
        #expect(f.rascunho().0.ponto == Coordenada(latitude: -15.79, longitude: -47.88))
    }

    @Test func nomeDesconhecidoDizOsParecidos() {
        let f = formulario()
        f.valores[.endereco] = "Rua X"
        f.valores[.local] = "Asa Sl"
        let ps = f.validar()
        #expect(ps.count == 1)
        #expect(ps[0].contains("Asa Sul") && ps[0].contains("lat,lng"))
        f.valores[.local] = ""
        #expect(f.validar() == [Formatacao.problema(.campoObrigatorio(.ponto))])
    }
}
