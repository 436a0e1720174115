import Foundation
import Testing
@testable import FrilaDados
@testable import FrilaDominio

/// As RPCs de listas e gestão contra o backend local de verdade, com contas criadas aqui
/// (longe de Brasília, para não cruzar com o seed nem com outros testes).
@Suite(.enabled(if: Backend.disponivel, "sem FRILA_TEST_API_URL: backend local não está no ar"))
struct IntegracaoDaGestaoHTTPTests {
    /// Contratante e profissional novos no mesmo ponto (Belém, deslocado ao acaso).
    func par() async throws -> (contr: AmbienteFrila, prof: AmbienteFrila, profId: UUID, contrId: UUID, ponto: Coordenada) {
        let ponto = Coordenada(latitude: -1.4558 + Double.random(in: -0.5...0.5), longitude: -48.4902 + Double.random(in: -0.5...0.5))
        let sufixo = UUID().uuidString.prefix(8).lowercased()
        let prof = try Backend.ambiente()
        let p = try await prof.contas.cadastrar(Cadastro(email: "gestao-prof-\(sufixo)@frila.dev", senha: "segredo123",
            nome: "Profissional Gestão", dados: .profissional(funcoes: [.garcom], base: ponto)))
        let contr = try Backend.ambiente()
        let c = try await contr.contas.cadastrar(Cadastro(email: "gestao-contr-\(sufixo)@frila.dev", senha: "segredo123",
            nome: "Contratante Gestão", dados: .contratante(estabelecimento: "Bar Gestão \(sufixo)", endereco: "Centro, Belém", ponto: ponto, documento: Backend.cnpj())))
        return (contr, prof, p.id, c.id, ponto)
    }

    func publicar(_ amb: AmbienteFrila, em ponto: Coordenada, daqui horas: Double, modo: ModoPreenchimento) async throws -> Vaga {
        let agora = Date()
        let r = RascunhoDeVaga(funcao: .garcom, inicio: agora + h(horas), fim: agora + h(horas + 4), valor: Dinheiro(centavos: 14000),
                               refeicao: true, transporte: false, exigeMaterialProprio: false, modo: modo, posicoes: 1,
                               endereco: "Centro, Belém", ponto: ponto)
        return try await amb.vagas.publicar(try r.validar(agora: agora).get())
    }

    @Test(.timeLimit(.minutes(1)))
    func candidaturaRetiradaAvisosContatoECancelamento() async throws {
        let (contr, prof, profId, _, ponto) = try await par()
        let gc = RepositorioDaGestaoHTTP(api: contr.api)
        let gp = RepositorioDaGestaoHTTP(api: prof.api)

        // Seleção: candidatura pendente listada com a vaga; retirar; o contratante é avisado das duas.
        let s = try await publicar(contr, em: ponto, daqui: 48, modo: .selecao)
        guard case .pendente(let cid) = try await prof.vagas.candidatar(vagaId: s.id) else { Issue.record("devia ficar pendente"); return }
        let minhas = try await gp.minhasCandidaturas()
        #expect(minhas.map(\.id) == [cid] && minhas.first?.vaga.id == s.id && minhas.first?.vaga.modo == .selecao)
        guard case .retirada = try await gp.retirar(candidaturaId: cid) else { Issue.record("devia retirar"); return }
        guard case .retirada = try await gp.retirar(candidaturaId: cid) else { Issue.record("repetir devia devolver o mesmo"); return }
        #expect(try await gp.minhasCandidaturas().isEmpty)
        let avisos = try await gc.caixa(desde: nil).compactMap { if case .aviso(let a) = $0 { a } else { nil } }
        #expect(avisos.map(\.tipo) == [.candidaturaNova, .candidaturaRetirada] && avisos.allSatisfy { $0.profissional?.id == profId })

        // Urgência: pegou → aviso; detalhe com contato (RN10); prévia e cancelamento da vaga inteira.
        let u = try await publicar(contr, em: ponto, daqui: 3, modo: .urgencia)
        guard case .confirmada(let turno) = try await prof.vagas.candidatar(vagaId: u.id) else { Issue.record("devia confirmar"); return }
        #expect(try await gc.caixa(desde: nil).contains { if case .aviso(let a) = $0 { a.tipo == .posicaoTomada && a.turnoId == turno.id } else { false } })
        let d = try await gc.detalhe(vagaId: u.id)
        #expect(d.contatosDosConfirmados.first?.profissional.contato?.email?.hasPrefix("gestao-prof-") == true)
        #expect(d.bairro == "Belém" && d.despacho.vagaId == u.id && !d.podeEditar(agora: Date()))
        let custo = try await gc.previaDoCancelamento(vagaId: u.id)
        #expect(custo.turnosConfirmados == 1 && custo.menosDe24h && custo.contaComoFalta && custo.profissionais.map(\.id) == [profId])
        let c = try await gc.cancelar(vagaId: u.id, motivo: "Evento suspenso")
        #expect(c.turnosCancelados == 1 && c.contaComoFalta == custo.contaComoFalta)
        let doProf = try await gp.caixa(desde: nil).compactMap { if case .aviso(let a) = $0 { a } else { nil } }
        #expect(doProf.contains { $0.tipo == .turnoCancelado && $0.motivo == "Evento suspenso" && $0.contaComoFalta == true })
        // A caixa antiga (só vagas) continua lendo, com avisos misturados na resposta.
        _ = try await prof.vagas.notificacoes(desde: nil)

        // Histórico: o turno cancelado aparece, com quem cancelou.
        let pagina = try await gp.historico(cursor: nil, limite: 5)
        let item = try #require(pagina.itens.first { $0.id == turno.id })
        #expect(item.situacao == .cancelado && item.cancelamento?.por == .contratante && item.cancelamento?.motivo == "Evento suspenso")
        #expect(!pagina.temMais)
    }

    @Test(.timeLimit(.minutes(1)))
    func bloqueiosEquipeEdicaoRascunhoEDespacho() async throws {
        let (contr, prof, profId, contrId, ponto) = try await par()
        let gc = RepositorioDaGestaoHTTP(api: contr.api)
        let gp = RepositorioDaGestaoHTTP(api: prof.api)

        try await prof.contas.bloquear(contaId: contrId)
        let bl = try await gp.meusBloqueios()
        // Bloqueado pela conta de um membro, fica com o estabelecimento (RF26): a linha traz o id dele.
        #expect(bl.count == 1 && bl.first?.contaId == bl.first?.estabelecimento?.id && bl.first?.contaId != contrId)
        #expect(bl.first?.estabelecimento?.nome.hasPrefix("Bar Gestão ") == true)
        try await gp.desbloquear(contaId: contrId)
        #expect(try await gp.meusBloqueios().isEmpty)

        // A equipe de confiança é de quem o estabelecimento conhece pelo trabalho: ela se candidata antes.
        let conhecida = try await publicar(contr, em: ponto, daqui: 50, modo: .selecao)
        guard case .pendente = try await prof.vagas.candidatar(vagaId: conhecida.id) else { Issue.record("devia ficar pendente"); return }
        try await contr.contas.incluirNaEquipe(profissionalId: profId)
        #expect(try await gc.minhaEquipe().map(\.profissional.id) == [profId])
        try await gc.removerDaEquipe(profissionalId: profId)
        #expect(try await gc.minhaEquipe().isEmpty)

        let v = try await publicar(contr, em: ponto, daqui: 30, modo: .urgencia)
        var r = RascunhoDeVaga(vaga: v)
        r.valor = Dinheiro(centavos: 16500)
        let editada = try await gc.editar(vagaId: v.id, try r.validar(agora: Date()).get())
        #expect(editada.valor == Dinheiro(centavos: 16500) && editada.id == v.id)
        let rasc = try await gc.rascunho(deVaga: v.id)
        #expect(rasc.valor == Dinheiro(centavos: 16500) && rasc.problemas(agora: Date()).isEmpty)
        let desp = try await gc.despacho(vagaId: v.id)
        #expect(desp.vagaId == v.id && desp.posicoesAbertas == 1 && desp.candidaturas.total == 0)
    }
}
