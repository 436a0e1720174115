import Foundation
import FrilaDominio

/// Candidaturas, histórico, bloqueios/equipe, caixa de notificações e gestão de vagas em
/// cima do ApiCliente (RPCs de docs/CONTRATO.md, "Listas e gestão").
public struct RepositorioDaGestaoHTTP: CandidaturaRepositorio, HistoricoRepositorio, RelacoesRepositorio,
                                       CaixaDeNotificacoes, GestaoDeVagasRepositorio {
    let api: ApiCliente
    public init(api: ApiCliente) { self.api = api }

    // MARK: Candidaturas

    public func minhasCandidaturas() async throws -> [MinhaCandidatura] {
        try await api.rpc("minhas_candidaturas", como: [MinhaCandidaturaDTO].self).map(\.dominio)
    }

    public func retirar(candidaturaId: UUID) async throws -> ResultadoDaRetirada {
        do {
            let r = try await api.rpc("retirar_candidatura", ["candidatura_id": .uuid(candidaturaId)], como: RetiradaDTO.self)
            return .retirada(em: r.decididaEm)
        } catch {
            if case .recusa(let r) = error, let mapeado = Self.retirada(paraRecusa: r) { return mapeado }
            throw error
        }
    }

    /// Escolhido ou decidido antes: casos do resultado, não erros.
    static func retirada(paraRecusa r: RecusaDoServidor) -> ResultadoDaRetirada? {
        switch r.chave {
        case "candidatura_escolhida": .jaEscolhida(turnoId: r.dica["turno_id"].flatMap(UUID.init(uuidString:)))
        case "candidatura_encerrada": .jaDecidida(r.dica["estado"].flatMap(EstadoCandidatura.init(rawValue:)))
        default: nil
        }
    }

    // MARK: Histórico

    public func historico(cursor: String?, limite: Int?) async throws -> PaginaDoHistorico {
        var args: [String: JSONDoPedido] = ["limite": .inteiro(Regras.tamanhoDePagina(limite))]
        if let cursor { args["cursor"] = .texto(cursor) }
        return try await api.rpc("historico_turnos", args, como: PaginaDoHistoricoDTO.self).dominio
    }

    // MARK: Bloqueios e equipe

    public func meusBloqueios() async throws -> [Bloqueio] {
        try await api.rpc("meus_bloqueios", como: [BloqueioDTO].self).map(\.dominio)
    }

    public func desbloquear(contaId: UUID) async throws {
        try await api.rpcSemResposta("desbloquear", ["conta_id": .uuid(contaId)])
    }

    public func minhaEquipe() async throws -> [MembroDaEquipe] {
        try await api.rpc("minha_equipe", como: [MembroDaEquipeDTO].self).map(\.dominio)
    }

    public func removerDaEquipe(profissionalId: UUID) async throws {
        try await api.rpcSemResposta("remover_da_equipe", ["profissional_id": .uuid(profissionalId)])
    }

    // MARK: Caixa de notificações

    public func caixa(desde: Date?) async throws -> [NotificacaoRecebida] {
        try await api.rpc("minhas_notificacoes", desde.map { ["desde": .instante($0)] } ?? [:],
                          como: [NotificacaoRecebidaDTO].self).compactMap(\.dominio)
    }

    // MARK: Gestão de vagas

    public func detalhe(vagaId: UUID) async throws -> DetalheDaVaga {
        try await api.rpc("detalhe_vaga", ["vaga_id": .uuid(vagaId)], como: DetalheDaVagaDTO.self).dominio
    }

    public func despacho(vagaId: UUID) async throws -> DespachoDaVaga {
        try await api.rpc("despacho_da_vaga", ["vaga_id": .uuid(vagaId)], como: DespachoDaVagaDTO.self).dominio
    }

    public func previaDoCancelamento(vagaId: UUID) async throws -> CustoDoCancelamento {
        try await api.rpc("previa_cancelar_vaga", ["vaga_id": .uuid(vagaId)], como: CustoDoCancelamentoDTO.self).dominio
    }

    public func cancelar(vagaId: UUID, motivo: String) async throws -> VagaCancelada {
        try await api.rpc("cancelar_vaga", ["vaga_id": .uuid(vagaId), "motivo": .texto(motivo)],
                          como: VagaCanceladaDTO.self).dominio
    }

    public func editar(vagaId: UUID, _ v: NovaVaga) async throws -> Vaga {
        try await api.rpc("editar_vaga", [
            "vaga_id": .uuid(vagaId),
            "funcao": .texto(v.funcao.rawValue),
            "inicio": .instante(v.periodo.inicio),
            "fim": .instante(v.periodo.fim),
            "valor_centavos": .inteiro(v.valor.centavos),
            "refeicao": .booleano(v.inclusos.refeicao),
            "transporte": .booleano(v.inclusos.transporte),
            "exige_material_proprio": .booleano(v.inclusos.exigeMaterialProprio),
            "modo": .texto(v.modo.rawValue),
            "posicoes": .inteiro(v.posicoes),
            "endereco": .texto(v.local.endereco),
            "lat": .numero(v.local.ponto.latitude),
            "lng": .numero(v.local.ponto.longitude),
            "antecedencia_alerta_min": .inteiro(Int((v.antecedenciaAlerta / 60).rounded())),
            // Sem bairro (nil), o servidor o tira do endereço.
            "bairro": v.bairro.map { .texto($0) } ?? .nulo,
        ], como: VagaDoContratanteDTO.self).dominio
    }

    public func rascunho(deVaga vagaId: UUID) async throws -> RascunhoDeVaga {
        try await api.rpc("rascunho_de_vaga", ["vaga_id": .uuid(vagaId)], como: RascunhoDeVagaDTO.self).dominio
    }
}
