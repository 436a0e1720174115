import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// 2026-12-18 21:00 UTC = sex 18/12 18:00 em Brasília.
let t0 = Date(timeIntervalSince1970: 1_797_627_600)
func h(_ horas: Double) -> TimeInterval { horas * 3600 }

struct FormatacaoTests {
    /// O ponto base volta como foi escrito: o nome da região do DF; outro ponto leva o nome do
    /// lugar mais perto e o lat,lng exato (as contas do seed); longe do DF, só lat,lng.
    @Test func pontoBaseComONomeDaRegiaoOuLatLng() {
        #expect(Formatacao.pontoBase(LugaresDoDF.localizar("Taguatinga")!.ponto) == "Taguatinga")
        #expect(Formatacao.pontoBase(LugaresDoDF.localizar("asa sul")!.ponto) == "Asa Sul")
        let ana = Coordenada(latitude: -15.8260, longitude: -47.9090)   // a base da Ana no seed
        let texto = Formatacao.pontoBase(ana)
        #expect(texto.hasPrefix(PontoDoFormulario.bairro(de: .coordenada(ana))!) && texto.hasSuffix("(-15.82600,-47.90900)"), "\(texto)")
        #expect(!texto.hasPrefix("-"), "o nome vem antes dos números: \(texto)")
        #expect(PontoDigitado.interpretar(texto)?.ponto == ana, "o texto volta a ser o mesmo ponto")
        let longe = Coordenada(latitude: -23.55052, longitude: -46.63331)
        #expect(Formatacao.pontoBase(longe) == "-23.55052,-46.63331")
        #expect(PontoDigitado.interpretar(Formatacao.pontoBase(longe))?.ponto == longe)
    }

    @Test func dataHoraEmSaoPaulo() {
        #expect(Formatacao.dataHora(t0, hoje: t0) == "sex 18/12 18:00")
        #expect(Formatacao.hora(t0 + 180) == "18:03")
        #expect(Formatacao.dataHora(t0 + h(6), hoje: t0) == "sáb 19/12 00:00")
        #expect(Formatacao.dia(t0) == "18/12")
    }

    @Test func periodoQueCruzaAMeiaNoite() {
        #expect(Formatacao.periodo(Periodo(inicio: t0, fim: t0 + h(8)), hoje: t0) == "sex 18/12 18:00–02:00 (+1)")
        #expect(Formatacao.periodo(Periodo(inicio: t0, fim: t0 + h(4)), hoje: t0) == "sex 18/12 18:00–22:00")
        #expect(Formatacao.periodo(Periodo(inicio: t0, fim: t0 + h(30)), hoje: t0) == "sex 18/12 18:00 – dom 20/12 00:00")
    }

    /// 3000-01-01 13:00 UTC = qua 01/01/3000 10:00 em Brasília.
    static let ano3000 = Date(timeIntervalSince1970: 32_503_680_000 + 13 * 3600)

    @Test func dataDeOutroAnoMostraOAno() {
        #expect(Formatacao.dataHora(Self.ano3000, hoje: t0) == "qua 01/01/3000 10:00")
        #expect(Formatacao.periodo(Periodo(inicio: Self.ano3000, fim: Self.ano3000 + h(8)), hoje: t0) == "qua 01/01/3000 10:00–18:00")
        #expect(Formatacao.periodo(Periodo(inicio: Self.ano3000, fim: Self.ano3000 + h(48)), hoje: t0)
                == "qua 01/01/3000 10:00 – sex 03/01/3000 10:00")
        // O ano de antes também: uma data de 2025 vista em 2026 não parece desta semana.
        #expect(Formatacao.dataHora(t0 - h(24 * 365), hoje: t0) == "qui 18/12/2025 18:00")
        // O ano é o de Brasília: 31/12 22:00 local já é 1º de janeiro em UTC, e segue sem ano.
        let reveillon = Date(timeIntervalSince1970: 1_798_765_200)  // 2027-01-01 01:00 UTC
        #expect(Formatacao.dataHora(reveillon, hoje: t0) == "qui 31/12 22:00")
        #expect(Formatacao.dataHora(t0, hoje: Self.ano3000) == "sex 18/12/2026 18:00", "o ano corrente é o de hoje, não o do sistema")
        #expect(Formatacao.dataHoraComAno(t0) == "sex 18/12/2026 18:00")
    }

    @Test(arguments: [(0.0, "0 m"), (850.0, "850 m"), (999.4, "999 m"), (999.6, "1 km"), (1000.0, "1 km"),
                      (1234.0, "1,2 km"), (1250.0, "1,3 km"), (15_000.0, "15 km"), (99_960.0, "100 km")])
    func distancia(metros: Double, texto: String) {
        #expect(Formatacao.distancia(metros) == texto)
    }

    @Test func dinheiroFuncaoEModo() {
        #expect(Formatacao.dinheiro(Dinheiro(centavos: 123456)) == "R$ 1.234,56")
        #expect(Formatacao.dinheiro(.zero) == "R$ 0,00")
        #expect(Funcao.conhecidas.map(Formatacao.funcao) == ["Garçom", "Bartender", "Equipe de evento", "Recepção", "Cozinha"])
        #expect(Formatacao.funcao(.outra("sommelier")) == "sommelier")
        #expect(Formatacao.modo(.selecao) == "Seleção")
        #expect(Formatacao.inclusos(Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: true))
                == "refeição · sem transporte · leva material")
    }

    @Test func resultadoDaCandidaturaNasPalavrasDaIssue() {
        #expect(Formatacao.resultado(ResultadoDaCandidatura.confirmada(turno())) == "Confirmada! Garçom sex 18/12 18:00–00:00 (+1) · Bar do Cerrado.", "diz qual vaga")
        #expect(Formatacao.resultado(.vagaPreenchida(em: t0 + 180)) == "Que pena, alguém chegou antes (às 18:03)")
        #expect(Formatacao.resultado(.vagaPreenchida(em: nil)) == "Que pena, alguém chegou antes")
        #expect(Formatacao.resultado(.vagaEncerrada) == "Vaga encerrada")
        #expect(Formatacao.resultado(ResultadoDaCandidatura.inelegivel(motivo: "turno sobreposto")) == "Você não pode pegar esta vaga: turno sobreposto")
        #expect(Formatacao.resultado(.contaSuspensa) == "Conta suspensa")
        #expect(Formatacao.resultado(.pendente(candidaturaId: UUID())).contains("Aguarde"))
    }

    @Test func reputacaoEComparecimento() {
        let com = Reputacao(positivas: 6, total: 7, taxaComparecimento: 0.857, turnosConsiderados: 7)
        #expect(Formatacao.reputacao(com) == "6 de 7 chamariam de novo")
        #expect(Formatacao.comparecimento(com) == "Comparecimento: 86% de 7 turnos")
        #expect(Formatacao.reputacao(.semHistorico) == "Sem histórico")
        #expect(Formatacao.comparecimento(.semHistorico) == "Comparecimento: sem histórico")
        #expect(!Formatacao.comparecimento(.semHistorico).contains("0%"))
    }

    @Test func itemDaFilaPendenteERejeitado() {
        let base = ItemDaFila(sequencia: 1, conta: contaAna, acao: .registrarCheckin(turno: UUID(), distanciaMetros: nil, em: t0 + 120),
                              chaveIdempotencia: "k", tocadoEm: t0 + 120, enfileiradoEm: t0 + 120, tentativas: 0,
                              ultimoErro: nil, estado: .pendente)
        #expect(Formatacao.itemDaFila(base) == "check-in 18:02 · aguardando envio")
        let rej = ItemDaFila(sequencia: 1, conta: contaAna, acao: .avaliar(turno: UUID(), chamariaDeNovo: true),
                             chaveIdempotencia: "k", tocadoEm: t0, enfileiradoEm: t0, tentativas: 1,
                             ultimoErro: "Só dá para avaliar depois do fim.", estado: .rejeitada)
        #expect(Formatacao.itemDaFila(rej) == "avaliação (sim) · recusada: Só dá para avaliar depois do fim.")
        #expect(Formatacao.idade(59) == "agora há pouco" && Formatacao.idade(600) == "há 10 min" && Formatacao.idade(h(2)) == "há 2 h")
    }

    @Test func mensagensDeValidacaoCobremTodoProblema() {
        let todos: [ProblemaDaVaga] = ProblemaDaVaga.Campo.allCases.map { .campoObrigatorio($0) }
            + [.valorInvalido, .periodoInvalido, .selecaoComMenosDe24h, .posicoesInvalidas, .antecedenciaInvalida,
               .inicioAlemDoHorizonte, .turnoLongoDemais, .valorAcimaDoMaximo, .antecedenciaAcimaDoMaximo,
               .textoLongoDemais(.endereco, maximo: Limites.tamanhoMaximoEndereco), .textoComControle(.endereco)]
        let msgs = todos.map(Formatacao.problema)
        #expect(Set(msgs).count == msgs.count, "cada problema tem sua frase")
        #expect(Formatacao.problema(.campoObrigatorio(.refeicao)).contains("sim ou não"))
    }
}

struct EstadoTelaTests {
    @Test func casosExclusivos() {
        let c: EstadoTela<Int> = .conteudo(3)
        #expect(c.valor == 3 && c.mensagem == nil && !c.estaCarregando && !c.ehErro)
        let e: EstadoTela<Int> = .erro(ErroDaTela(.semConexao, frase: "x"))
        #expect(e.valor == nil && e.mensagem == "x" && e.ehErro)
        #expect(EstadoTela<Int>.vazio("nada").mensagem == "nada")
        #expect(EstadoTela<Int>.carregando.estaCarregando)
        #expect(EstadoTela<Int>.carregando != .erro(ErroDaTela(.desconhecida)))
    }
}
