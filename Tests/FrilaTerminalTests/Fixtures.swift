import Foundation
import FrilaApresentacao
import FrilaDominio
@testable import FrilaTerminal

/// Dados fixos para os snapshots: relógio parado, ids determinísticos.
enum Fx {
    /// sex 04/12/2026 15:00 em Brasília (18:00Z).
    static let agora = Date(timeIntervalSince1970: 1_796_407_200)
    static func id(_ n: Int) -> UUID { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))! }
    static func h(_ horas: Double) -> Date { agora.addingTimeInterval(horas * 3600) }

    static let ana = ContaAutenticada(id: id(1), perfil: .profissional, nome: "Ana Souza", referenciaCredencial: "ref-ana")
    static let bruno = ContaAutenticada(id: id(2), perfil: .contratante, nome: "Bruno Lima", referenciaCredencial: "ref-bruno")

    static let cerrado = ResumoDoEstabelecimento(id: id(10), nome: "Bar do Cerrado")
    static let gerente = MembroDoEstabelecimento(contaId: id(3), nome: "Gabi Gerente", email: "gabi@frila.dev", papel: .operador)
    static let sushi = ResumoDoEstabelecimento(id: id(11), nome: "Sushi 日本 Asa Norte 🍣")

    static let vagas: [VagaDoFeed] = [
        VagaDoFeed(id: id(100), funcao: .garcom, periodo: Periodo(inicio: h(3), fim: h(8)), valor: Dinheiro(centavos: 15000),
                   inclusos: Inclusos(refeicao: true, transporte: true, exigeMaterialProprio: false), modo: .urgencia,
                   estabelecimento: cerrado, bairro: "Asa Sul", distanciaMetros: 2300, posicoesAbertas: 2, minhaCandidatura: nil),
        VagaDoFeed(id: id(101), funcao: .bartender, periodo: Periodo(inicio: h(27), fim: h(33)), valor: Dinheiro(centavos: 22050),
                   inclusos: Inclusos(refeicao: false, transporte: false, exigeMaterialProprio: true), modo: .selecao,
                   estabelecimento: sushi, bairro: "Asa Norte", distanciaMetros: 850, posicoesAbertas: 1, minhaCandidatura: .pendente),
        VagaDoFeed(id: id(102), funcao: .recepcao, periodo: Periodo(inicio: h(50), fim: h(56)), valor: Dinheiro(centavos: 123456),
                   inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false), modo: .urgencia,
                   estabelecimento: ResumoDoEstabelecimento(id: id(12), nome: "Centro de Convenções Ulysses Guimarães"),
                   bairro: "Eixo Monumental", distanciaMetros: 12400, posicoesAbertas: 5, minhaCandidatura: nil),
        VagaDoFeed(id: id(103), funcao: .equipeEvento, periodo: Periodo(inicio: h(75), fim: h(81)), valor: Dinheiro(centavos: 9000),
                   inclusos: Inclusos(refeicao: false, transporte: true, exigeMaterialProprio: false), modo: .urgencia,
                   estabelecimento: cerrado, bairro: "Lago Sul", distanciaMetros: 14999, posicoesAbertas: 3, minhaCandidatura: nil),
    ]

    /// qua 01/01/3000 10:00 em Brasília: longe o bastante para a data precisar do ano.
    static let ano3000 = Date(timeIntervalSince1970: 32_503_726_800)
    static let vagaAno3000 = VagaDoFeed(id: id(104), funcao: .cozinha, periodo: Periodo(inicio: ano3000, fim: ano3000 + 8 * 3600),
                                        valor: Dinheiro(centavos: 18000),
                                        inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false),
                                        modo: .selecao, estabelecimento: cerrado, bairro: "Asa Sul", distanciaMetros: 2300,
                                        posicoesAbertas: 1, minhaCandidatura: nil)

    static func local(_ e: String) -> Local { Local(endereco: e, ponto: Coordenada(latitude: -15.8, longitude: -47.9)) }
    static let contatoBar = Contato(whatsapp: "+55 61 99999-0001", email: "contato@cerrado.bar")

    static func turno(_ n: Int, inicio: Double, checkin: RegistroDePresenca? = nil, verificacao: Verificacao = .pendente,
                      podeAvaliar: Bool = false, funcao: Funcao = .garcom, profissional: String = "Ana Souza") -> Turno {
        Turno(id: id(n), vagaId: id(n + 1000), posicaoId: id(n + 2000), estado: .confirmada,
              vaga: ResumoDaVaga(funcao: funcao, periodo: Periodo(inicio: h(inicio), fim: h(inicio + 5)),
                                 local: local("SCLS 405 Bloco C, Asa Sul"), inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false), modo: .urgencia),
              valorAcordado: Dinheiro(centavos: 15000),
              estabelecimento: ParteDoTurno(id: id(10), nome: "Bar do Cerrado", contato: contatoBar, contaId: bruno.id),
              profissional: ParteDoTurno(id: id(1), nome: profissional, contato: Contato(whatsapp: "+55 61 99101-2233", email: nil)),
              checkin: checkin, verificacao: verificacao, podeAvaliar: podeAvaliar)
    }

    static func item(_ n: Int64, _ acao: AcaoOffline, estado: EstadoDaAcao = .pendente, tentativas: Int = 0, erro: String? = nil, em: Date = h(-0.5)) -> ItemDaFila {
        ItemDaFila(sequencia: n, conta: ana.id, acao: acao, chaveIdempotencia: "k\(n)", tocadoEm: em, enfileiradoEm: em,
                   tentativas: tentativas, ultimoErro: erro, estado: estado)
    }

    static let checkinPendente = item(1, .registrarCheckin(turno: id(200), distanciaMetros: 35, em: h(-0.5)), tentativas: 2, erro: "sem conexão")
    static let avaliacaoRejeitada = item(2, .avaliar(turno: id(201), chamariaDeNovo: true), estado: .rejeitada, tentativas: 1,
                                         erro: "A avaliação só é liberada depois do fim do turno.", em: h(-26))

    static let listaTurnos: ListaDeTurnos = {
        let t1 = turno(200, inicio: -0.6)
        let t2 = turno(201, inicio: -30, checkin: RegistroDePresenca(em: h(-30), tipo: .geolocalizado, distanciaMetros: 40),
                       verificacao: .verificado, podeAvaliar: true, funcao: .bartender)
        let t3 = turno(202, inicio: 30, funcao: .recepcao)
        let t4 = turno(203, inicio: 2, checkin: RegistroDePresenca(em: h(1.9), tipo: .manual, distanciaMetros: nil), funcao: .cozinha)
        return ListaDeTurnos(turnos: [
            TurnoNaTela(turno: t2, acoes: [avaliacaoRejeitada]),
            TurnoNaTela(turno: t1, acoes: [checkinPendente]),
            TurnoNaTela(turno: t4, acoes: []),
            TurnoNaTela(turno: t3, acoes: []),
        ], doCache: false, guardadoEm: nil)
    }()

    /// Cancelado pelo contratante com um check-in recusado na fila: o cancelamento vence.
    static let turnoCancelado: TurnoNaTela = {
        let t = turno(205, inicio: 26)
        let cancelado = Turno(id: t.id, vagaId: t.vagaId, posicaoId: t.posicaoId, estado: .cancelada, vaga: t.vaga,
                              valorAcordado: t.valorAcordado, estabelecimento: t.estabelecimento, profissional: t.profissional,
                              cancelamento: Cancelamento(em: h(-0.2), por: .contratante, contouComoFalta: false, motivo: "Evento adiado"))
        let recusado = item(5, .registrarCheckin(turno: t.id, distanciaMetros: 20, em: h(-0.3)), estado: .rejeitada, tentativas: 1,
                            erro: "Check-in só a partir de 1 h antes do início.")
        return TurnoNaTela(turno: cancelado, acoes: [recusado])
    }()

    static let fila = StatusDaFila(pendentes: 1, rejeitadas: 1, idadeDaMaisAntiga: 1800, ultimoDrenoOk: h(-0.1),
                                   ultimoErro: "sem conexão", drenando: false, proximaTentativaEm: h(0.01),
                                   itens: [checkinPendente, avaliacaoRejeitada])

    static let perfilAna = Perfil(contaId: ana.id, perfil: .profissional, nome: "Ana Souza",
                                  reputacao: Reputacao(positivas: 6, total: 7, taxaComparecimento: 0.917, turnosConsiderados: 12),
                                  funcoes: [.garcom, .bartender], disponivel: true,
                                  base: LugaresDoDF.localizar("Taguatinga")!.ponto)
    static let perfilNovo = Perfil(contaId: ana.id, perfil: .profissional, nome: "Carla Dias", reputacao: .semHistorico,
                                   funcoes: [.recepcao], disponivel: false, base: Coordenada(latitude: -15.79012, longitude: -47.88876))
    /// A operadora do Bar do Cerrado: o mesmo estabelecimento, papel operador.
    static let perfilGabi = Perfil(contaId: gerente.contaId, perfil: .contratante, nome: "Gabi Gerente",
                                   reputacao: Reputacao(positivas: 0, total: 0, taxaComparecimento: nil, turnosConsiderados: 0),
                                   estabelecimento: perfilBruno.estabelecimento, papel: .operador)

    static let perfilBruno = Perfil(contaId: bruno.id, perfil: .contratante, nome: "Bruno Lima",
                                    reputacao: Reputacao(positivas: 3, total: 3, taxaComparecimento: nil, turnosConsiderados: 0),
                                    estabelecimento: Estabelecimento(id: id(10), nome: "Bar do Cerrado", endereco: "SCLS 405 Bloco C, Asa Sul",
                                                                    ponto: Coordenada(latitude: -15.8267, longitude: -47.9218)))

    static let pendentesBruno: [TurnoNaTela] = [
        TurnoNaTela(turno: turno(203, inicio: -0.3, checkin: RegistroDePresenca(em: h(-0.2), tipo: .manual, distanciaMetros: 350)), acoes: []),
        TurnoNaTela(turno: turno(204, inicio: -0.5, checkin: RegistroDePresenca(em: h(-0.4), tipo: .manual, distanciaMetros: nil), funcao: .bartender, profissional: "Diego Rocha"),
                    acoes: [item(3, .confirmarCheckinManual(turno: id(204)))]),
    ]

    static let painel = PainelDeAlerta(
        vagas: [.init(id: id(300), funcao: .garcom, periodo: Periodo(inicio: h(2), fim: h(7)), posicoesAbertas: 2, alertaDesde: h(-1))],
        atrasados: [.init(turno: turno(205, inicio: -0.5, funcao: .cozinha, profissional: "Eva Martins"))])

    /// O mesmo painel, com o e-mail da profissional atrasada (RN10: os dois contatos).
    static let painelComEmail = PainelDeAlerta(
        vagas: painel.vagas,
        atrasados: [.init(turno: Turno(id: id(205), vagaId: id(300), posicaoId: id(2205), vaga: painel.atrasados[0].turno.vaga,
                                       valorAcordado: Dinheiro(centavos: 15000), estabelecimento: painel.atrasados[0].turno.estabelecimento,
                                       profissional: ParteDoTurno(id: id(5), nome: "Eva Martins",
                                                                  contato: Contato(whatsapp: "+55 61 99555-0101", email: "eva@frila.dev"))))])

    /// A vaga em alerta do painel, como a tela Vagas a tem: um confirmado, uma posição reaberta
    /// e o rastro de quem cancelou (RN12).
    static let vagaEmAlerta = Vaga(
        id: id(300), funcao: .garcom, periodo: Periodo(inicio: h(2), fim: h(7)), local: local("SCLS 405 Bloco C, Asa Sul"),
        valor: Dinheiro(centavos: 15000), inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false),
        modo: .urgencia, posicoesTotal: 3, posicoesAbertas: 2,
        posicoes: [Posicao(id: id(610), estado: .confirmada, turno: turno(208, inicio: 2, profissional: "Gil Souto")),
                   Posicao(id: id(611), estado: .aberta, turno: nil), Posicao(id: id(612), estado: .aberta, turno: nil)],
        cancelados: [TurnoCanceladoNaVaga(id: id(209), profissional: ResumoDaConta(id: id(6), nome: "Rita Lopes"),
                                          cancelamento: CancelamentoRegistrado(em: h(-1.5), por: .profissional, autor: ResumoDaConta(id: id(6), nome: "Rita Lopes"),
                                                                               motivo: "Fiquei doente", contaComoFalta: true))])

    /// Uma vaga cancelada inteira pelo contratante: posições fechadas (o "0/1" viraria "1/1").
    static let vagaCancelada = Vaga(
        id: id(310), funcao: .garcom, periodo: Periodo(inicio: h(20), fim: h(25)), local: local("SCLS 405 Bloco C, Asa Sul"),
        valor: Dinheiro(centavos: 15000), inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false),
        modo: .urgencia, estado: .cancelada, posicoesTotal: 1, posicoesAbertas: 0,
        posicoes: [Posicao(id: id(620), estado: .cancelada, turno: nil)],
        cancelamento: DetalheDaVaga.Cancelamento(em: h(-0.5), motivo: "Evento adiado", autor: ResumoDaConta(id: bruno.id, nome: "Bruno Lima")))

    static let candidatos = [
        Candidatura(id: id(400), estado: .pendente, em: h(-2), profissional: Profissional(id: id(1), nome: "Ana Souza", reputacao: Reputacao(positivas: 6, total: 7, taxaComparecimento: 0.9, turnosConsiderados: 10))),
        Candidatura(id: id(401), estado: .pendente, em: h(-1), profissional: Profissional(id: id(3), nome: "Carla Dias", reputacao: .semHistorico)),
    ]

    static let vagasBruno: [Vaga] = [
        Vaga(id: id(500), funcao: .bartender, periodo: Periodo(inicio: h(48), fim: h(54)), local: local("SCLS 405 Bloco C, Asa Sul"),
             valor: Dinheiro(centavos: 20000), inclusos: Inclusos(refeicao: true, transporte: true, exigeMaterialProprio: false),
             modo: .selecao, posicoesTotal: 1, posicoesAbertas: 1,
             posicoes: [Posicao(id: id(600), estado: .aberta, turno: nil)], candidaturas: candidatos),
        Vaga(id: id(501), funcao: .garcom, periodo: Periodo(inicio: h(-0.3), fim: h(4.7)), local: local("SCLS 405 Bloco C, Asa Sul"),
             valor: Dinheiro(centavos: 15000), inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false),
             modo: .urgencia, estado: .preenchida, posicoesTotal: 2, posicoesAbertas: 0,
             posicoes: [Posicao(id: id(601), estado: .confirmada, turno: pendentesBruno[0].turno),
                        Posicao(id: id(602), estado: .confirmada, turno: turno(206, inicio: -0.3, profissional: "Fábio Nunes"))]),
    ]

    /// Modelo de uma conta já logada numa página.
    static func modelo(_ conta: ContaAutenticada, _ p: Pagina) -> ModeloApp {
        var m = ModeloApp(agora: agora)
        m.conta = conta
        m.tela = .pagina(p)
        m.login = ModeloLogin()
        return m
    }
}

/// O que o sim (ou o Enter) de um diálogo faz, pelo nome e pelo alvo.
extension PerguntaSimNao {
    func eh(_ nome: String, _ alvo: UUID? = nil) -> Bool { sim.nome == nome && (alvo == nil || sim.alvo == alvo) }
}

extension CampoDoDialogo {
    func eh(_ nome: String, _ alvo: UUID? = nil) -> Bool { self.nome == nome && (alvo == nil || self.alvo == alvo) }
}
