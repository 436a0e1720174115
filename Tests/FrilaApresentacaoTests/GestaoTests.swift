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

private func listas(_ g: GestaoFalsa, _ c: ConexaoFalsa = ConexaoFalsa(), limite: Int? = nil) -> Executor<FuncionalidadeDasListas> {
    Executor(FuncionalidadeDasListas(gestao: g, contas: ContasFalsas(), conexao: c, limiteDoHistorico: limite), estado: .init())
}

struct CandidaturasTests {
    @Test func listaVaziaDizQueNaoHaNada() async {
        var l = listas(GestaoFalsa())
        await l.enviar(.carregar(.candidaturas))
        #expect(l.estado.candidaturas == .vazio(Textos.semCandidaturas))
    }

    @Test func retirarTiraDaListaEEscolhidaNaoSeRetira() async throws {
        let g = GestaoFalsa(), a = candidatura(), b = candidatura()
        await g.definir(candidaturas: [a, b])
        var l = listas(g)
        await l.enviar(.carregar(.candidaturas))
        let d = try #require(await l.enviar(.retirar(a.id)))
        #expect(d.deuCerto)
        #expect(l.estado.candidaturas.valor?.map(\.id) == [b.id])

        await g.definir(retirada: .success(.jaEscolhida(turnoId: UUID())))
        let e = try #require(await l.enviar(.retirar(b.id)))
        #expect(!e.deuCerto && e.falha?.chave == "candidatura_escolhida")
        #expect(e.frase.contains("cancele o turno"))
        #expect(l.estado.candidaturas.valor?.map(\.id) == [b.id])
    }

    @Test func encerradaPelaEdicaoNaoSeRetiraNemVaiAoServidor() async throws {
        let g = GestaoFalsa(), c = candidatura(.encerradaPorEdicao)
        await g.definir(candidaturas: [c])
        var l = listas(g)
        await l.enviar(.carregar(.candidaturas))
        let i = try #require(FuncionalidadeDasListas.impedimentoDaRetirada(c))
        #expect(i == .jaDecidida(.encerradaPorEdicao))
        #expect(FuncionalidadeDasListas.impedimentoDaRetirada(candidatura(.pendente)) == nil)
        #expect(FuncionalidadeDasListas.impedimentoDaRetirada(candidatura(.aceita)) == .jaEscolhida)
        let antes = await g.chamadas
        let d = try #require(await l.enviar(.retirar(c.id)))
        #expect(d.falha?.chave == "candidatura_encerrada" && d.frase == i.frase, "a frase do x da lista")
        #expect(await g.chamadas == antes, "recusada aqui")
    }

    @Test func semRedeNemPede() async {
        let g = GestaoFalsa(), c = ConexaoFalsa()
        await c.mudar(.offline)
        var l = listas(g, c)
        let d = await l.enviar(.retirar(UUID()))
        #expect(d?.resultado == .semConexao)
        #expect(await g.chamadas.isEmpty)
    }

    @Test func abrirDeNovoMostraCarregandoAteAResposta() {
        let f = FuncionalidadeDasListas(gestao: GestaoFalsa(), contas: ContasFalsas(), conexao: ConexaoFalsa())
        var e = FuncionalidadeDasListas.Estado()
        e.candidaturas = .vazio(Textos.semCandidaturas)
        #expect(f.atualizar(&e, .abrir(.candidaturas)).count == 1)
        #expect(e.candidaturas == .carregando)
    }
}

struct HistoricoTests {
    @Test func paginasSeSomamEAcabamSemCursor() async {
        let g = GestaoFalsa()
        let p1 = [historico(.cumprido, dias: 2), historico(.cancelado, dias: 40)]
        let p2 = [historico(.naoVerificado, dias: 90)]
        await g.definir(pagina: PaginaDoHistorico(itens: p1, proximoCursor: "c1"), cursor: nil)
        await g.definir(pagina: PaginaDoHistorico(itens: p2, proximoCursor: nil), cursor: "c1")
        var l = listas(g, limite: 2)
        await l.enviar(.carregar(.historico))
        #expect(l.estado.historico.valor?.count == 2 && l.estado.temMais)
        await l.enviar(.maisAntigos)
        #expect(l.estado.historico.valor?.map(\.id) == (p1 + p2).map(\.id))
        #expect(!l.estado.temMais)
        await l.enviar(.maisAntigos)
        #expect(await g.chamadas == ["historico:-:2", "historico:c1:2"])
    }

    @Test func limiteForaDaFaixaViraOTetoDoServidor() async {
        let g = GestaoFalsa()
        var l = listas(g, limite: 500)
        await l.enviar(.carregar(.historico))
        #expect(l.estado.historico == .vazio(Textos.semHistorico))
        #expect(await g.chamadas == ["historico:-:\(Regras.paginaDoHistoricoMaxima)"])
    }

    @Test func maisAntigosSemRedeNaoApagaOQueJaVeio() async {
        let g = GestaoFalsa(), c = ConexaoFalsa()
        await g.definir(pagina: PaginaDoHistorico(itens: [historico(.cumprido, dias: 2)], proximoCursor: "c1"), cursor: nil)
        var l = listas(g, c)
        await l.enviar(.carregar(.historico))
        await c.mudar(.offline)
        await l.enviar(.maisAntigos)
        #expect(l.estado.historico.valor?.count == 1 && l.estado.temMais)
    }
}

struct RelacoesTests {
    @Test func desbloquearSomeDaListaNaHora() async throws {
        let g = GestaoFalsa(), alvo = UUID()
        await g.definir(bloqueios: [Bloqueio(contaId: alvo, nome: "Bar Ruim", perfil: .contratante, estabelecimento: estab,
                                             em: t0, autor: ResumoDaConta(id: contaAna, nome: "Ana"))])
        var l = listas(g)
        await l.enviar(.carregar(.bloqueios))
        #expect(l.estado.bloqueios.valor?.count == 1)
        let d = try #require(await l.enviar(.desbloquear(alvo)))
        #expect(d.deuCerto && d.acao == .desbloquear(conta: alvo))
        #expect(l.estado.bloqueios == .vazio(Textos.semBloqueios))
    }

    @Test func removerDaEquipeEOfflineNaoPede() async {
        let g = GestaoFalsa(), c = ConexaoFalsa(), p = UUID()
        await g.definir(equipe: [MembroDaEquipe(profissional: Profissional(id: p, nome: "Ana", reputacao:
                                     Reputacao(positivas: 6, total: 7, taxaComparecimento: 1, turnosConsiderados: 7)),
                                 funcoes: [.garcom], estabelecimento: estab, incluidoPor: dono, em: t0)])
        var l = listas(g, c)
        await l.enviar(.carregar(.equipe))
        await c.mudar(.offline)
        #expect(await l.enviar(.removerDaEquipe(p))?.resultado == .semConexao)
        #expect(await g.chamadas == ["equipe"])
        await c.mudar(.online)
        #expect(await l.enviar(.removerDaEquipe(p))?.deuCerto == true)
        #expect(l.estado.equipe == .vazio(Textos.semEquipe))
    }

    @Test func bloquearOfflineDizQueNaoFoiFeitoENaoFicaNaFila() async {
        let g = GestaoFalsa(), c = ConexaoFalsa(.offline), alvo = UUID()
        var l = listas(g, c)
        let d = await l.enviar(.bloquear(alvo))
        #expect(d?.resultado == .semConexao && d?.severidade == .erro)
        #expect(d?.frase == "Sem conexão: o bloqueio não foi feito e não fica na fila. Tente quando a rede voltar.")
        #expect(await g.chamadas.isEmpty, "nem pediu ao servidor")
    }

    @Test func cadaAcaoSoOnlineDizOQueNaoFoiFeito() {
        let id = UUID()
        let casos: [(AcaoDaPessoa, String)] = [
            (.desbloquear(conta: id), "o desbloqueio não foi feito"),
            (.incluirNaEquipe(profissional: id), "a inclusão na equipe não foi feita"),
            (.removerDaEquipe(profissional: id), "a remoção da equipe não foi feita"),
            (.retirarCandidatura(candidatura: id, resultado: nil), "a retirada da candidatura não foi feita"),
            (.escolherCandidato(candidatura: id, resultado: nil), "a escolha não foi feita"),
            (.publicarVaga(vaga: nil), "a vaga não foi publicada"),
            (.editarVaga(vaga: id, editada: nil), "a edição da vaga não foi salva"),
            (.cancelarVaga(vaga: id, resultado: nil), "o cancelamento da vaga não foi feito"),
            (.cancelarTurno(turno: id, porContratante: true, falta: nil), "o cancelamento não foi feito"),
        ]
        for (acao, oQue) in casos {
            #expect(Desfecho(acao, .semConexao).frase == "Sem conexão: \(oQue) e não fica na fila. Tente quando a rede voltar.", "\(acao)")
        }
        #expect(Desfecho(.candidatar(vaga: id, resultado: nil), .semConexao).frase == Mensagens.candidaturaOffline)
    }
}

struct GestaoDaVagaTests {
    let custo = CustoDoCancelamento(vagaId: UUID(), inicio: t0 + h(5), menosDe24h: true, contaComoFalta: true,
                                    turnosConfirmados: 1, profissionais: [ResumoDaConta(id: contaAna, nome: "Ana")],
                                    candidaturasPendentes: 0, posicoesAbertas: 1)

    func gestao(_ g: GestaoFalsa, _ conexao: ConexaoFalsa = ConexaoFalsa(), vagas: VagasFalsas = VagasFalsas())
        -> Executor<FuncionalidadeDaGestaoDaVaga> {
        Executor(FuncionalidadeDaGestaoDaVaga(vagas: vagas, gestao: g, conexao: conexao, relogio: RelogioFixo(t0)), estado: .init())
    }

    @Test func previaDizOCustoAntesECancelarPedeMotivo() async throws {
        let g = GestaoFalsa()
        await g.definir(custo: .success(custo))
        var e = gestao(g)
        #expect(await e.enviar(.carregarPrevia(custo.vagaId)) == nil, "a prévia é leitura: não traz desfecho")
        #expect(e.estado.previaDe == custo.vagaId)
        let linhas = Textos.custo(try #require(e.estado.previa.valor))
        #expect(linhas.contains { $0.contains("Ana") } && linhas.contains { $0.hasPrefix("Conta como falta do estabelecimento") })
        let semMotivo = try #require(await e.enviar(.cancelar(custo.vagaId, motivo: "  ")))
        #expect(semMotivo.falha == .motivoVazio)
        #expect(await g.chamadas == ["previa"])
        let d = try #require(await e.enviar(.cancelar(custo.vagaId, motivo: "chuva")))
        #expect(d.deuCerto && d.frase.contains("Contou como falta"))
        #expect(await g.chamadas == ["previa", "cancelar:chuva"])
    }

    @Test func semRedeNadaSaiEAsLeiturasDizemPorQue() async throws {
        let g = GestaoFalsa()
        var e = gestao(g, ConexaoFalsa(.offline))
        let id = UUID()
        await e.enviar(.carregarPrevia(id))
        #expect(e.estado.previa.falha == .semConexao && e.estado.previa.mensagem == Mensagens.semConexao)
        await e.enviar(.carregarDespacho(id))
        #expect(e.estado.despachos[id] == nil && e.estado.falhaDoDespacho?.falha == .semConexao)
        await e.enviar(.duplicar(id))
        #expect(e.estado.formulario == nil && e.estado.falhaAoAbrir?.falha == .semConexao, "sem a vaga, o formulário não abre")
        #expect(try #require(await e.enviar(.cancelar(id, motivo: "chuva"))).resultado == .semConexao)
        #expect(await g.chamadas.isEmpty)
    }

    @Test func detalheDaVagaInteira() async {
        let g = GestaoFalsa()
        let d = Self.detalhe(inicio: t0 + h(48))
        await g.definir(detalhe: d)
        var e = gestao(g)
        #expect(e.estado.detalhe.estaCarregando)
        await e.enviar(.carregarDetalhe(d.vaga.id))
        #expect(e.estado.detalhe == .conteudo(d))
        await g.definir(erro: .recusa("Vaga não encontrada."))
        await e.enviar(.carregarDetalhe(d.vaga.id))
        #expect(e.estado.detalhe.mensagem == "Vaga não encontrada." && e.estado.detalhe.valor == nil)
    }

    @Test func despachoFicaPorVaga() async {
        let g = GestaoFalsa()
        let d = Self.detalhe(inicio: t0 + h(48)).despacho
        await g.definir(despacho: d)
        var e = gestao(g)
        await e.enviar(.carregarDespacho(d.vagaId))
        #expect(e.estado.despachos[d.vagaId] == d && e.estado.falhaDoDespacho == nil)
    }

    @Test func duplicarAbreOFormularioSemAData() async throws {
        let g = GestaoFalsa()
        let inicio = t0 + h(48)
        await g.definir(rascunho: RascunhoDeVaga(funcao: .garcom, inicio: inicio, fim: inicio + h(6), valor: Dinheiro(centavos: 15050),
                                                 refeicao: true, transporte: false, exigeMaterialProprio: false, modo: .urgencia,
                                                 posicoes: 2, endereco: "SCLS 405, Asa Sul",
                                                 ponto: Coordenada(latitude: -15.81, longitude: -47.89)))
        var e = gestao(g)
        await e.enviar(.duplicar(UUID()))
        let f = try #require(e.estado.formulario)
        #expect(f.valores[.data] == nil && f.foco == .data && f.editando == nil, "a data fica para a pessoa escolher")
        #expect(f.valores[.valor] == "150,50" && f.valores[.inicio] == Formatacao.hora(inicio) && !f.alterado)
    }

    /// A prévia sempre diz se conta falta (RN12) e conta quem é avisado no singular ou no plural, nunca "(is)".
    @Test func previaDizSeContaFaltaEQuantosSaoAvisados() {
        func custo(_ menos: Bool, _ falta: Bool, _ nomes: [String], pendentes: Int, abertas: Int) -> [String] {
            Textos.custo(CustoDoCancelamento(vagaId: UUID(), inicio: t0, menosDe24h: menos, contaComoFalta: falta,
                                             turnosConfirmados: nomes.count, profissionais: nomes.map { ResumoDaConta(id: UUID(), nome: $0) },
                                             candidaturasPendentes: pendentes, posicoesAbertas: abertas))
        }
        #expect(custo(true, true, ["Ana Souza"], pendentes: 0, abertas: 0) == [
            "Conta como falta do estabelecimento: faltam menos de 24 h para o início e há confirmado (RN12).",
            "1 profissional confirmado será avisado: Ana Souza."])
        #expect(custo(false, false, ["Ana", "Bia"], pendentes: 1, abertas: 2) == [
            "Não conta como falta: faltam mais de 24 h para o início (RN12).",
            "2 profissionais confirmados serão avisados: Ana, Bia.",
            "1 candidatura esperando escolha é encerrada (sem aviso; o candidato a vê como expirada).",
            "2 posições abertas deixam de ser oferecidas."])
        #expect(custo(true, false, [], pendentes: 3, abertas: 1) == [
            "Não conta como falta: ninguém confirmado (faltam menos de 24 h para o início).",
            "3 candidaturas esperando escolha são encerradas (sem aviso; os candidatos as veem como expiradas).",
            "1 posição aberta deixa de ser oferecida."])
        #expect(custo(false, false, [], pendentes: 0, abertas: 1) == [
            "Não conta como falta: faltam mais de 24 h para o início (RN12).",
            "Ninguém confirmado nem esperando escolha: ninguém é avisado.",
            "1 posição aberta deixa de ser oferecida."])
    }

    /// A vaga como está: o detalhe dela, nunca o rascunho de duplicar (que empurra a data).
    static func detalhe(inicio: Date) -> DetalheDaVaga {
        let v = Vaga(id: UUID(), funcao: .garcom, periodo: Periodo(inicio: inicio, fim: inicio + h(6)),
                     local: Local(endereco: "SCLS 405, Asa Sul", ponto: Coordenada(latitude: -15.81, longitude: -47.89)),
                     valor: Dinheiro(centavos: 15050), inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false),
                     modo: .urgencia, posicoesTotal: 2, posicoesAbertas: 2)
        let despacho = DespachoDaVaga(vagaId: v.id, estado: v.estado, levaAtual: 1, proximaLevaEm: nil, posicoesTotal: 2,
                                      posicoesAbertas: 2, emAlerta: false, levas: [],
                                      totais: NumerosDoDespacho(incluidos: 0, retidos: 0, avisados: 0, entregues: 0, falhas: 0),
                                      candidaturas: ContagemDeCandidaturas(total: 0, pendentes: 0, aceitas: 0, recusadas: 0, retiradas: 0, expiradas: 0))
        return DetalheDaVaga(vaga: v, bairro: "Asa Sul", cancelamento: nil, despacho: despacho)
    }

    @Test func editarValidaComoPublicarAntesDaRede() async throws {
        let g = GestaoFalsa()
        let inicio = t0 + h(48)
        await g.definir(detalhe: Self.detalhe(inicio: inicio))
        // O rascunho de duplicar viria dois dias depois: editar não pode usá-lo.
        await g.definir(rascunho: RascunhoDeVaga(funcao: .garcom, inicio: inicio + h(48), fim: inicio + h(54), valor: Dinheiro(centavos: 15050),
                                                 refeicao: true, transporte: false, exigeMaterialProprio: false, modo: .urgencia,
                                                 posicoes: 2, endereco: "SCLS 405, Asa Sul",
                                                 ponto: Coordenada(latitude: -15.81, longitude: -47.89)))
        var e = gestao(g)
        let id = UUID()
        await e.enviar(.abrirEdicao(id))
        let f = try #require(e.estado.formulario, "sem formulário")
        #expect(f.editando == id)
        #expect(f.valores[.funcao] == "Garçom" && f.valores[.valor] == "150,50" && f.valores[.posicoes] == "2")
        #expect(f.valores[.inicio] == Formatacao.hora(inicio))
        await e.enviar(.preencher([.valor: "abc"]))
        let invalida = try #require(await e.enviar(.enviar))
        guard case .invalida(let ps) = invalida.resultado else { Issue.record("devia ser inválida"); return }
        #expect(ps.contains { $0.contains("Valor inválido") })
        #expect(invalida.acao == .editarVaga(vaga: id, editada: nil))
        #expect(await g.chamadas == ["detalhe"])
        await e.enviar(.preencher([.valor: "160,00"]))
        let recusada = try #require(await e.enviar(.enviar))
        #expect(recusada.falha?.chave == "vaga_com_confirmados")
        #expect(e.estado.formulario?.erroDoServidor == recusada.frase, "recusada, o formulário fica aberto e diz por quê")
        #expect(await g.editadas.first?.valor == Dinheiro(centavos: 16000))
        #expect(await g.editadas.first?.periodo.inicio == inicio)
    }

    /// Abrir a edição de uma vaga que não se edita recusa com o impedimento da tecla e (a frase
    /// do `frila vaga`), a chave que o servidor daria, sem formulário nem envio.
    @Test(arguments: [(h(30), true), (-h(1), false)])
    func editarVagaImpedidaRecusaComOImpedimento(_ daqui: TimeInterval, _ comConfirmado: Bool) async throws {
        let g = GestaoFalsa()
        let base = Self.detalhe(inicio: t0 + daqui)
        let v = TextosDaVagaTests.vaga(inicio: t0 + daqui, turnos: comConfirmado ? [TextosDaVagaTests.turno("Gil Souto")] : [])
        await g.definir(detalhe: DetalheDaVaga(vaga: v, bairro: base.bairro, cancelamento: nil, despacho: base.despacho))
        let i: ImpedimentoDeEdicao = comConfirmado ? .temConfirmados(["Gil Souto"]) : .jaComecou
        var e = gestao(g)
        let d = try #require(await e.enviar(.abrirEdicao(v.id)), "o núcleo recusa ao abrir")
        #expect(d.acao == .editarVaga(vaga: v.id, editada: nil))
        #expect(d.falha == .recusa(chave: comConfirmado ? "vaga_com_confirmados" : "vaga_encerrada", frase: Textos.impedimento(i, naTela: false)))
        #expect(d.frase == Textos.impedimento(i, naTela: false))
        #expect(e.estado.formulario == nil)
        #expect(await g.chamadas == ["detalhe"], "nada de editar no servidor")
        // A vaga da lista (a tecla e) passa pela mesma guarda.
        var tui = gestao(g)
        #expect(await tui.enviar(.editar(v))?.falha == d.falha && tui.estado.formulario == nil)
        let livre = TextosDaVagaTests.vaga(inicio: t0 + h(30), turnos: [])
        #expect(await tui.enviar(.editar(livre)) == nil && tui.estado.formulario?.editando == livre.id)
    }
}

struct EnderecoPorNomeTests {
    func formulario() -> FormularioVaga {
        var f = FormularioVaga()
        f.valores.merge([.funcao: "Garçom", .data: "25/12/2026", .inicio: "19:00", .fim: "01:00", .valor: "150,00",
                         .refeicao: "sim", .transporte: "não", .material: "não"]) { _, n in n }
        return f
    }

    func problemas(_ f: inout FormularioVaga) -> [String] {
        f.validar(agora: t0)
        return f.problemas
    }

    @Test func nomeDaRegiaoNoEnderecoDaOPonto() {
        var f = formulario()
        f.valores[.endereco] = "SCLS 405, Asa Sul"
        #expect(problemas(&f).isEmpty)
        #expect(f.rascunho(agora: t0).0.ponto == LugaresDoDF.localizar("Asa Sul")?.ponto)
        f.valores[.local] = "Taguatinga"
        #expect(f.rascunho(agora: t0).0.ponto == LugaresDoDF.localizar("Taguatinga")?.ponto)
        f.valores[.local] = "-15.79,-47.88"
        #expect(f.rascunho(agora: t0).0.ponto == Coordenada(latitude: -15.79, longitude: -47.88))
    }

    @Test func nomeDesconhecidoDizOsParecidos() {
        var f = formulario()
        f.valores[.endereco] = "Rua X"
        f.valores[.local] = "Asa Sl"
        let ps = problemas(&f)
        #expect(ps.count == 1)
        #expect(ps[0].contains("Asa Sul") && ps[0].contains("lat,lng"))
        f.valores[.local] = ""
        #expect(problemas(&f) == [Formatacao.problema(.campoObrigatorio(.ponto))])
    }
}
