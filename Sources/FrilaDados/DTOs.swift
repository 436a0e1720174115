import Foundation
import FrilaDominio

// Formas JSON exatas de docs/CONTRATO.md (chaves em snake_case → camelCase pelo decodificador).

struct SessaoDTO: Decodable {
    struct Usuario: Decodable {
        struct Meta: Decodable {
            let perfil: PerfilConta?
            let nome: String?
        }
        let id: UUID
        let userMetadata: Meta?
    }
    let accessToken: String
    let refreshToken: String?
    let expiresIn: Double?
    let expiresAt: Double?
    let user: Usuario

    func credencial(agora: Date = Date()) throws(ErroDaApi) -> Credencial {
        guard let perfil = user.userMetadata?.perfil else { throw .respostaInvalida(.falta(campo: "user.user_metadata.perfil")) }
        let expira: Date? = expiresAt.map { Date(timeIntervalSince1970: $0) } ?? expiresIn.map { agora.addingTimeInterval($0) }
        return Credencial(contaId: user.id, perfil: perfil, nome: user.userMetadata?.nome ?? "",
                          tokenDeAcesso: accessToken, tokenDeRenovacao: refreshToken, expiraEm: expira)
    }
}

struct InclusosDTO: Decodable {
    let refeicao: Bool
    let transporte: Bool
    let exigeMaterialProprio: Bool
    var dominio: Inclusos { Inclusos(refeicao: refeicao, transporte: transporte, exigeMaterialProprio: exigeMaterialProprio) }
}

struct LocalDTO: Decodable {
    let endereco: String
    let lat: Double
    let lng: Double
    var dominio: Local { Local(endereco: endereco, ponto: Coordenada(latitude: lat, longitude: lng)) }
}

struct ReputacaoDTO: Decodable {
    let positivas: Int
    let total: Int
    let taxaComparecimento: Double?
    let turnosConsiderados: Int?
    var dominio: Reputacao {
        Reputacao(positivas: positivas, total: total, taxaComparecimento: taxaComparecimento,
                  turnosConsiderados: turnosConsiderados ?? 0)
    }
}

struct RegistroDTO: Decodable {
    let em: Date
    let tipo: TipoRegistro
    let distanciaM: Double?
    let confirmadoEm: Date?
    var dominio: RegistroDePresenca {
        RegistroDePresenca(em: em, tipo: tipo, distanciaMetros: distanciaM, confirmadoEm: confirmadoEm)
    }
}

struct ContatoDTO: Decodable {
    let whatsapp: String?
    let email: String?
}

struct ParteDTO: Decodable {
    let id: UUID
    let nome: String
    let contato: ContatoDTO?
    let contaId: UUID?
    var dominio: ParteDoTurno {
        ParteDoTurno(id: id, nome: nome, contato: contato.map { Contato(whatsapp: $0.whatsapp, email: $0.email) }, contaId: contaId)
    }
}

struct TurnoDTO: Decodable {
    struct VagaResumo: Decodable {
        let funcao: Funcao
        let inicio: Date
        let fim: Date
        let local: LocalDTO
        let inclusos: InclusosDTO
        let modo: ModoPreenchimento?
    }
    let turnoId: UUID
    let vagaId: UUID
    let posicaoId: UUID
    let estado: EstadoPosicao?
    let vaga: VagaResumo
    let valorAcordadoCentavos: Int
    let estabelecimento: ParteDTO
    let profissional: ParteDTO?
    let checkin: RegistroDTO?
    let checkout: RegistroDTO?
    let verificacao: Verificacao
    let podeAvaliar: Bool?
    let minhaAvaliacao: Bool?
    struct CancelamentoDTO: Decodable {
        let em: Date
        let por: PerfilConta
        let contaComoFalta: Bool
        let motivo: String?
    }
    let cancelamento: CancelamentoDTO?

    var dominio: Turno {
        Turno(id: turnoId, vagaId: vagaId, posicaoId: posicaoId, estado: estado ?? .confirmada,
              vaga: ResumoDaVaga(funcao: vaga.funcao, periodo: Periodo(inicio: vaga.inicio, fim: vaga.fim),
                                 local: vaga.local.dominio, inclusos: vaga.inclusos.dominio, modo: vaga.modo ?? .urgencia),
              valorAcordado: Dinheiro(centavos: valorAcordadoCentavos), estabelecimento: estabelecimento.dominio,
              profissional: profissional?.dominio, checkin: checkin?.dominio, checkout: checkout?.dominio,
              verificacao: verificacao, podeAvaliar: podeAvaliar ?? false, minhaAvaliacao: minhaAvaliacao,
              cancelamento: cancelamento.map { Cancelamento(em: $0.em, por: $0.por, contouComoFalta: $0.contaComoFalta, motivo: $0.motivo) })
    }
}

struct EstabelecimentoResumoDTO: Decodable {
    let id: UUID
    let nome: String
    /// Só no feed e em minhas_candidaturas.
    let reputacao: ReputacaoDTO?
    var dominio: ResumoDoEstabelecimento { ResumoDoEstabelecimento(id: id, nome: nome) }
}

struct VagaDoFeedDTO: Decodable {
    let vagaId: UUID
    let funcao: Funcao
    let inicio: Date
    let fim: Date
    let valorCentavos: Int
    let inclusos: InclusosDTO
    let modo: ModoPreenchimento
    let estabelecimento: EstabelecimentoResumoDTO
    let bairro: String?
    let distanciaM: Double?
    let posicoesAbertas: Int
    let minhaCandidatura: EstadoCandidatura?
    /// Servidores antigos não mandam: nil = não.
    let meuTurnoCancelado: Bool?
    let meuTurnoCanceladoPeloEstabelecimento: Bool?
    let termosVersao: String?

    var dominio: VagaDoFeed { dominio(minhaCandidatura: minhaCandidatura) }

    func dominio(minhaCandidatura: EstadoCandidatura?) -> VagaDoFeed {
        VagaDoFeed(id: vagaId, funcao: funcao, periodo: Periodo(inicio: inicio, fim: fim),
                   valor: Dinheiro(centavos: valorCentavos), inclusos: inclusos.dominio, modo: modo,
                   estabelecimento: estabelecimento.dominio, bairro: bairro ?? "", distanciaMetros: distanciaM,
                   posicoesAbertas: posicoesAbertas, minhaCandidatura: minhaCandidatura,
                   reputacaoDoEstabelecimento: estabelecimento.reputacao?.dominio,
                   turnoCanceladoPorMim: meuTurnoCancelado ?? false, termosVersao: termosVersao,
                   turnoCanceladoPeloEstabelecimento: meuTurnoCanceladoPeloEstabelecimento ?? false)
    }
}

struct VagaDoContratanteDTO: Decodable {
    struct PosicaoDTO: Decodable {
        let posicaoId: UUID
        let estado: EstadoPosicao
        let turno: TurnoDTO?
    }
    struct CandidaturaDTO: Decodable {
        struct Prof: Decodable {
            let id: UUID
            let nome: String
            let reputacao: ReputacaoDTO
        }
        let candidaturaId: UUID
        let estado: EstadoCandidatura
        let em: Date
        let profissional: Prof
        /// Servidor antigo: nil (a recusa vem só na escolha).
        let impedimento: String?
    }
    struct CanceladoDTO: Decodable {
        let turnoId: UUID
        let profissional: ContaResumoDTO
        let em: Date
        let por: PerfilConta
        let autor: ContaResumoDTO?
        let motivo: String
        let contaComoFalta: Bool
    }
    let vagaId: UUID
    let funcao: Funcao
    let inicio: Date
    let fim: Date
    let valorCentavos: Int
    let inclusos: InclusosDTO
    let modo: ModoPreenchimento
    let estado: EstadoVaga
    let local: LocalDTO
    let antecedenciaAlertaMin: Int?
    let posicoesTotal: Int
    let posicoesAbertas: Int
    /// Servidor antigo: nil, e a Vaga conta pelas posições.
    let posicoesPreenchidas: Int?
    let posicoes: [PosicaoDTO]?
    let candidaturas: [CandidaturaDTO]?
    /// Servidor antigo (sem o rastro): lista vazia.
    let cancelados: [CanceladoDTO]?
    /// A vaga cancelada inteira (nil antes; servidor antigo: nil).
    let cancelamento: CancelamentoDaVagaDTO?
    /// Só de publicar_vaga.
    let ninguemAlcancado: Bool?

    var dominio: Vaga {
        Vaga(id: vagaId, funcao: funcao, periodo: Periodo(inicio: inicio, fim: fim), local: local.dominio,
             valor: Dinheiro(centavos: valorCentavos), inclusos: inclusos.dominio, modo: modo, estado: estado,
             antecedenciaAlerta: antecedenciaAlertaMin.map { TimeInterval($0 * 60) } ?? Regras.antecedenciaDeAlertaPadrao,
             posicoesTotal: posicoesTotal, posicoesAbertas: posicoesAbertas, posicoesPreenchidas: posicoesPreenchidas,
             posicoes: (posicoes ?? []).map { Posicao(id: $0.posicaoId, estado: $0.estado, turno: $0.turno?.dominio) },
             candidaturas: (candidaturas ?? []).map {
                 Candidatura(id: $0.candidaturaId, estado: $0.estado, em: $0.em,
                             profissional: Profissional(id: $0.profissional.id, nome: $0.profissional.nome,
                                                        reputacao: $0.profissional.reputacao.dominio),
                             impedimento: $0.impedimento.map(ImpedimentoDaEscolha.init(codigo:)))
             },
             cancelados: (cancelados ?? []).map {
                 TurnoCanceladoNaVaga(id: $0.turnoId, profissional: $0.profissional.dominio,
                                      cancelamento: CancelamentoRegistrado(em: $0.em, por: $0.por, autor: $0.autor?.dominio,
                                                                           motivo: $0.motivo, contaComoFalta: $0.contaComoFalta))
             },
             cancelamento: cancelamento?.dominio, ninguemAlcancado: ninguemAlcancado)
    }
}

struct CandidatarDTO: Decodable {
    let resultado: String
    let turno: TurnoDTO?
    let candidaturaId: UUID?
}

struct AvaliacaoDTO: Decodable {
    let turnoId: UUID
    let lado: PerfilConta
    let chamariaDeNovo: Bool
    let em: Date
    var dominio: Avaliacao { Avaliacao(turnoId: turnoId, lado: lado, chamariaDeNovo: chamariaDeNovo, em: em) }
}

struct CancelamentoDTO: Decodable {
    let contaComoFalta: Bool
    /// nil de um servidor anterior a `ja_comecou`: lido como não começado.
    let jaComecou: Bool?
}

struct AlertaDTO: Decodable {
    struct VagaDTO: Decodable {
        let vagaId: UUID
        let funcao: Funcao
        let inicio: Date
        let fim: Date
        let posicoesAbertas: Int
        let alertaDesde: Date
    }
    let vagas: [VagaDTO]
    let atrasados: [TurnoDTO]
    var dominio: PainelDeAlerta {
        PainelDeAlerta(
            vagas: vagas.map { .init(id: $0.vagaId, funcao: $0.funcao, periodo: Periodo(inicio: $0.inicio, fim: $0.fim),
                                     posicoesAbertas: $0.posicoesAbertas, alertaDesde: $0.alertaDesde) },
            atrasados: atrasados.map { .init(turno: $0.dominio) })
    }
}

struct PerfilDTO: Decodable {
    struct EstabDTO: Decodable {
        let id: UUID
        let nome: String
        let endereco: String?
        let lat: Double?
        let lng: Double?
        let papel: PapelDoMembro?
    }
    let contaId: UUID
    let perfil: PerfilConta
    let nome: String
    let reputacao: ReputacaoDTO
    let funcoes: [Funcao]?
    let disponivel: Bool?
    let estabelecimento: EstabDTO?
    struct BaseDTO: Decodable { let lat: Double; let lng: Double }
    /// Só no próprio perfil do profissional (meu_perfil); ausente no público.
    let base: BaseDTO?
    var dominio: Perfil {
        Perfil(contaId: contaId, perfil: perfil, nome: nome, reputacao: reputacao.dominio, funcoes: funcoes,
               disponivel: disponivel,
               estabelecimento: estabelecimento.map { e in
                   Estabelecimento(id: e.id, nome: e.nome, endereco: e.endereco,
                                   ponto: e.lat.flatMap { lat in e.lng.map { Coordenada(latitude: lat, longitude: $0) } })
               },
               base: base.map { Coordenada(latitude: $0.lat, longitude: $0.lng) },
               papel: estabelecimento?.papel)
    }
    var publico: PerfilPublico { PerfilPublico(contaId: contaId, perfil: perfil, nome: nome, reputacao: reputacao.dominio) }
}

struct NotificacaoDTO: Decodable {
    let notificacaoId: UUID
    let vagaId: UUID
    let funcao: Funcao
    let inicio: Date
    let valorCentavos: Int
    let modo: ModoPreenchimento
    let estabelecimento: EstabelecimentoResumoDTO
    let enviadaEm: Date
    var dominio: Notificacao {
        Notificacao(id: notificacaoId, vagaId: vagaId, funcao: funcao, inicio: inicio,
                    valor: Dinheiro(centavos: valorCentavos), modo: modo,
                    estabelecimento: estabelecimento.dominio, enviadaEm: enviadaEm)
    }
}

/// Quando, por quem e por quê a vaga inteira foi cancelada (`minhas_vagas`, `detalhe_vaga`).
struct CancelamentoDaVagaDTO: Decodable {
    let em: Date
    let motivo: String
    let autor: ContaResumoDTO?
    var dominio: DetalheDaVaga.Cancelamento { .init(em: em, motivo: motivo, autor: autor?.dominio) }
}
