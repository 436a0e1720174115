import Foundation
import FrilaDominio

// Formas JSON de docs/CONTRATO.md ("Listas e gestão"): candidaturas, histórico, bloqueios,
// equipe, avisos, detalhe/despacho/cancelamento/rascunho de vaga.

struct ContaResumoDTO: Decodable {
    let id: UUID
    let nome: String
    var dominio: ResumoDaConta { ResumoDaConta(id: id, nome: nome) }
}

struct MinhaCandidaturaDTO: Decodable {
    let candidaturaId: UUID
    let estado: EstadoCandidatura
    let em: Date
    /// A forma do feed (sem `minha_candidatura`: a candidatura é esta).
    let vaga: VagaDoFeedDTO
    var dominio: MinhaCandidatura {
        MinhaCandidatura(id: candidaturaId, estado: estado, em: em, vaga: vaga.dominio(minhaCandidatura: estado))
    }
}

struct RetiradaDTO: Decodable {
    let candidaturaId: UUID
    let estado: EstadoCandidatura
    let decididaEm: Date?
}

struct TurnoNoHistoricoDTO: Decodable {
    struct CancelamentoDTO: Decodable {
        let em: Date
        let por: PerfilConta
        let autor: ContaResumoDTO?
        let motivo: String
        let contaComoFalta: Bool
    }
    struct AvaliacoesDTO: Decodable {
        let doProfissional: Bool?
        let doContratante: Bool?
    }
    let turnoId: UUID
    let vagaId: UUID
    let situacao: SituacaoNoHistorico
    let funcao: Funcao
    let inicio: Date
    let fim: Date
    let bairro: String?
    let valorAcordadoCentavos: Int
    let estabelecimento: EstabelecimentoResumoDTO
    let profissional: ContaResumoDTO
    let cancelamento: CancelamentoDTO?
    let avaliacoes: AvaliacoesDTO?

    var dominio: TurnoNoHistorico {
        TurnoNoHistorico(
            id: turnoId, vagaId: vagaId, situacao: situacao, funcao: funcao, periodo: Periodo(inicio: inicio, fim: fim),
            bairro: bairro ?? "", valorAcordado: Dinheiro(centavos: valorAcordadoCentavos),
            estabelecimento: estabelecimento.dominio, profissional: profissional.dominio,
            cancelamento: cancelamento.map {
                CancelamentoRegistrado(em: $0.em, por: $0.por, autor: $0.autor?.dominio, motivo: $0.motivo,
                                       contaComoFalta: $0.contaComoFalta)
            },
            avaliacaoDoProfissional: avaliacoes?.doProfissional, avaliacaoDoContratante: avaliacoes?.doContratante)
    }
}

struct PaginaDoHistoricoDTO: Decodable {
    let itens: [TurnoNoHistoricoDTO]
    let proximoCursor: String?
    var dominio: PaginaDoHistorico { PaginaDoHistorico(itens: itens.map(\.dominio), proximoCursor: proximoCursor) }
}

struct BloqueioDTO: Decodable {
    let contaId: UUID
    let nome: String
    let perfil: PerfilConta
    let estabelecimento: EstabelecimentoResumoDTO?
    let em: Date
    let autor: ContaResumoDTO
    var dominio: Bloqueio {
        Bloqueio(contaId: contaId, nome: nome, perfil: perfil, estabelecimento: estabelecimento?.dominio, em: em,
                 autor: autor.dominio)
    }
}

struct MembroDaEquipeDTO: Decodable {
    struct Prof: Decodable {
        let id: UUID
        let nome: String
        let reputacao: ReputacaoDTO
    }
    let profissional: Prof
    let funcoes: [Funcao]
    let estabelecimento: EstabelecimentoResumoDTO
    let incluidoPor: ContaResumoDTO
    let em: Date
    var dominio: MembroDaEquipe {
        MembroDaEquipe(profissional: Profissional(id: profissional.id, nome: profissional.nome,
                                                  reputacao: profissional.reputacao.dominio),
                       funcoes: funcoes, estabelecimento: estabelecimento.dominio, incluidoPor: incluidoPor.dominio, em: em)
    }
}

/// Um item de minhas_notificacoes: `tipo` "vaga" (ou ausente, servidor antigo) é a vaga
/// despachada; os outros são avisos. Tipo desconhecido (servidor mais novo) fica de fora.
struct NotificacaoRecebidaDTO: Decodable {
    let notificacaoId: UUID
    let tipo: String?
    let vagaId: UUID
    let funcao: Funcao
    let inicio: Date
    let valorCentavos: Int
    let modo: ModoPreenchimento
    let estabelecimento: EstabelecimentoResumoDTO
    let enviadaEm: Date
    let turnoId: UUID?
    let candidaturaId: UUID?
    let profissional: ContaResumoDTO?
    let motivo: String?
    let contaComoFalta: Bool?
    let por: PerfilConta?

    var dominio: NotificacaoRecebida? {
        if tipo == nil || tipo == "vaga" {
            return .vaga(Notificacao(id: notificacaoId, vagaId: vagaId, funcao: funcao, inicio: inicio,
                                     valor: Dinheiro(centavos: valorCentavos), modo: modo,
                                     estabelecimento: estabelecimento.dominio, enviadaEm: enviadaEm))
        }
        guard let t = tipo.flatMap(TipoDeAviso.init(rawValue:)) else { return nil }
        return .aviso(Aviso(id: notificacaoId, tipo: t, vagaId: vagaId, funcao: funcao, inicio: inicio,
                            estabelecimento: estabelecimento.dominio, em: enviadaEm, turnoId: turnoId,
                            candidaturaId: candidaturaId, profissional: profissional?.dominio, motivo: motivo,
                            contaComoFalta: contaComoFalta, canceladoPor: por))
    }
}

struct NumerosDoDespachoDTO: Decodable {
    let incluidos: Int
    let retidos: Int
    let avisados: Int
    let entregues: Int
    let falhas: Int
    var dominio: NumerosDoDespacho {
        NumerosDoDespacho(incluidos: incluidos, retidos: retidos, avisados: avisados, entregues: entregues, falhas: falhas)
    }
}

struct DespachoDaVagaDTO: Decodable {
    struct LevaDTO: Decodable {
        let leva: Int
        let incluidos: Int
        let retidos: Int
        let avisados: Int
        let entregues: Int
        let falhas: Int
        let criadaEm: Date?
    }
    struct CandidaturasDTO: Decodable {
        let total: Int
        let pendentes: Int
        let aceitas: Int
        let recusadas: Int
        let retiradas: Int
        let expiradas: Int
    }
    let vagaId: UUID
    let estado: EstadoVaga
    let levaAtual: Int
    let proximaLevaEm: Date?
    let posicoesTotal: Int
    let posicoesAbertas: Int
    let emAlerta: Bool
    let levas: [LevaDTO]
    let totais: NumerosDoDespachoDTO
    let candidaturas: CandidaturasDTO

    var dominio: DespachoDaVaga {
        DespachoDaVaga(
            vagaId: vagaId, estado: estado, levaAtual: levaAtual, proximaLevaEm: proximaLevaEm,
            posicoesTotal: posicoesTotal, posicoesAbertas: posicoesAbertas, emAlerta: emAlerta,
            levas: levas.map {
                LevaDoDespacho(numero: $0.leva, numeros: NumerosDoDespacho(incluidos: $0.incluidos, retidos: $0.retidos,
                                                                          avisados: $0.avisados, entregues: $0.entregues,
                                                                          falhas: $0.falhas),
                               criadaEm: $0.criadaEm)
            },
            totais: totais.dominio,
            candidaturas: ContagemDeCandidaturas(total: candidaturas.total, pendentes: candidaturas.pendentes,
                                                 aceitas: candidaturas.aceitas, recusadas: candidaturas.recusadas,
                                                 retiradas: candidaturas.retiradas, expiradas: candidaturas.expiradas))
    }
}

/// `detalhe_vaga`: VagaDoContratante + bairro, cancelamento e despacho.
struct DetalheDaVagaDTO: Decodable {
    let vaga: VagaDoContratanteDTO
    let bairro: String?
    let cancelamento: CancelamentoDaVagaDTO?
    let despacho: DespachoDaVagaDTO

    private enum Chaves: String, CodingKey { case bairro, cancelamento, despacho }

    init(from decoder: any Decoder) throws {
        vaga = try VagaDoContratanteDTO(from: decoder)
        let c = try decoder.container(keyedBy: Chaves.self)
        bairro = try c.decodeIfPresent(String.self, forKey: .bairro)
        cancelamento = try c.decodeIfPresent(CancelamentoDaVagaDTO.self, forKey: .cancelamento)
        despacho = try c.decode(DespachoDaVagaDTO.self, forKey: .despacho)
    }

    var dominio: DetalheDaVaga {
        DetalheDaVaga(vaga: vaga.dominio, bairro: bairro ?? "",
                      cancelamento: cancelamento?.dominio,
                      despacho: despacho.dominio)
    }
}

struct CustoDoCancelamentoDTO: Decodable {
    let vagaId: UUID
    let inicio: Date
    let menosDe24Horas: Bool
    let contaComoFalta: Bool
    let turnosConfirmados: Int
    let profissionais: [ContaResumoDTO]
    let candidaturasPendentes: Int
    let posicoesAbertas: Int
    var dominio: CustoDoCancelamento {
        CustoDoCancelamento(vagaId: vagaId, inicio: inicio, menosDe24h: menosDe24Horas, contaComoFalta: contaComoFalta,
                            turnosConfirmados: turnosConfirmados, profissionais: profissionais.map(\.dominio),
                            candidaturasPendentes: candidaturasPendentes, posicoesAbertas: posicoesAbertas)
    }
}

struct VagaCanceladaDTO: Decodable {
    let vagaId: UUID
    let canceladaEm: Date
    let turnosCancelados: Int
    let contaComoFalta: Bool
    var dominio: VagaCancelada {
        VagaCancelada(vagaId: vagaId, canceladaEm: canceladaEm, turnosCancelados: turnosCancelados,
                      contaComoFalta: contaComoFalta)
    }
}

/// `rascunho_de_vaga`: os argumentos de publicar_vaga.
struct RascunhoDeVagaDTO: Decodable {
    let funcao: Funcao
    let inicio: Date
    let fim: Date
    let valorCentavos: Int
    let refeicao: Bool
    let transporte: Bool
    let exigeMaterialProprio: Bool
    let modo: ModoPreenchimento
    let posicoes: Int
    let endereco: String
    let lat: Double
    let lng: Double
    let antecedenciaAlertaMin: Int?
    var dominio: RascunhoDeVaga {
        RascunhoDeVaga(funcao: funcao, inicio: inicio, fim: fim, valor: Dinheiro(centavos: valorCentavos),
                       refeicao: refeicao, transporte: transporte, exigeMaterialProprio: exigeMaterialProprio,
                       modo: modo, posicoes: posicoes, endereco: endereco,
                       ponto: Coordenada(latitude: lat, longitude: lng),
                       antecedenciaAlerta: antecedenciaAlertaMin.map { TimeInterval($0 * 60) } ?? Regras.antecedenciaDeAlertaPadrao)
    }
}
