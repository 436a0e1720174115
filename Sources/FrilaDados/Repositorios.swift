import Foundation
import FrilaDominio

/// Repositórios HTTP: implementam as portas do domínio em cima do ApiCliente.
public struct VagaRepositorioHTTP: VagaRepositorio {
    let api: ApiCliente
    public init(api: ApiCliente) { self.api = api }

    public func feed() async throws -> [VagaDoFeed] {
        try await api.rpc("feed_vagas", como: [VagaDoFeedDTO].self).map(\.dominio)
    }

    public func candidatar(vagaId: UUID, termosVersao: String?) async throws -> ResultadoDaCandidatura {
        do {
            var args: [String: JSONDoPedido] = ["vaga_id": .uuid(vagaId)]
            if let termosVersao { args["termos_versao"] = .texto(termosVersao) }
            let r = try await api.rpc("candidatar", args, como: CandidatarDTO.self)
            switch r.resultado {
            case "confirmada":
                guard let t = r.turno else { throw ErroDaApi.respostaInvalida(.falta(campo: "turno")) }
                return .confirmada(t.dominio)
            case "pendente":
                guard let c = r.candidaturaId else { throw ErroDaApi.respostaInvalida(.falta(campo: "candidatura_id")) }
                return .pendente(candidaturaId: c)
            default:
                throw ErroDaApi.respostaInvalida(.resultadoDesconhecido)
            }
        } catch let e as ErroDaApi {
            if case .recusa(let r) = e, let mapeado = Self.resultado(paraRecusa: r) { return mapeado }
            throw e
        }
    }

    /// Recusas de `candidatar` → casos de ResultadoDaCandidatura (perder não é erro: RN19).
    static func resultado(paraRecusa r: RecusaDoServidor) -> ResultadoDaCandidatura? {
        switch r.chave {
        case "vaga_preenchida": .vagaPreenchida(em: r.dica["preenchida_em"].flatMap(FormatoDeInstante.interpretar))
        case "vaga_encerrada": .vagaEncerrada
        case "inelegivel": .inelegivel(motivo: r.dica["motivo"] ?? r.detalhes)
        case "conta_suspensa": .contaSuspensa
        case "vaga_alterada": .termosMudaram(atual: Self.vagaDaDica(r.dicaTexto))
        default: nil
        }
    }

    /// Os termos atuais que a recusa `vaga_alterada` traz (hint `{"vaga": {...}}`).
    static func vagaDaDica(_ dica: String?) -> VagaDoFeed? {
        struct Dica: Decodable { let vaga: VagaDoFeedDTO }
        guard let dica else { return nil }
        return (try? CodificacaoJSON.decodificador().decode(Dica.self, from: Data(dica.utf8)))?.vaga.dominio
    }

    public func publicar(_ v: NovaVaga) async throws -> Vaga {
        try await api.rpc("publicar_vaga", [
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

    public func minhasVagas() async throws -> [Vaga] {
        try await api.rpc("minhas_vagas", como: [VagaDoContratanteDTO].self).map(\.dominio)
    }

    public func vagasEmAlerta() async throws -> PainelDeAlerta {
        try await api.rpc("vagas_em_alerta", como: AlertaDTO.self).dominio
    }

    public func escolherCandidato(candidaturaId: UUID) async throws -> ResultadoConfirmacao {
        do {
            return .confirmada(try await api.rpc("escolher_candidato", ["candidatura_id": .uuid(candidaturaId)],
                                                 como: TurnoDTO.self).dominio)
        } catch {
            if case .recusa(let r) = error, let mapeado = Self.confirmacao(paraRecusa: r) { return mapeado }
            throw error
        }
    }

    static func confirmacao(paraRecusa r: RecusaDoServidor) -> ResultadoConfirmacao? {
        switch r.chave {
        case "vaga_preenchida": .jaPreenchida(em: r.dica["preenchida_em"].flatMap(FormatoDeInstante.interpretar))
        case "inelegivel": .inelegivel(motivo: r.dica["motivo"] ?? r.detalhes)
        default: nil
        }
    }

    /// Só as vagas despachadas; os avisos (cancelamentos, candidaturas...) vêm por `caixa`.
    public func notificacoes(desde: Date?) async throws -> [Notificacao] {
        try await api.rpc("minhas_notificacoes", desde.map { ["desde": .instante($0)] } ?? [:],
                          como: [NotificacaoRecebidaDTO].self).compactMap {
            if case .vaga(let n)? = $0.dominio { n } else { nil }
        }
    }
}

public struct TurnoRepositorioHTTP: TurnoRepositorio {
    let api: ApiCliente
    public init(api: ApiCliente) { self.api = api }

    public func meusTurnos() async throws -> [Turno] {
        try await api.rpc("meus_turnos", como: [TurnoDTO].self).map(\.dominio)
    }

    public func turnoPorId(_ id: UUID) async throws -> Turno? {
        do {
            return try await api.rpc("turno_por_id", ["turno_id": .uuid(id)], como: TurnoDTO.self).dominio
        } catch let e as ErroDaApi {
            if case .recusa(let r) = e, r.chave == "turno_nao_encontrado" { return nil }
            throw e
        }
    }

    public func checkinsPendentes() async throws -> [Turno] {
        try await api.rpc("checkins_pendentes", como: [TurnoDTO].self).map(\.dominio)
    }

    /// RN22: só a distância e o momento do toque; a coordenada nunca sai do aparelho.
    public func fazerCheckin(turnoId: UUID, distanciaMetros: Double?, em: Date, chaveIdempotencia: String) async throws -> Turno {
        try await api.rpc("fazer_checkin", ["turno_id": .uuid(turnoId), "distancia_m": .opcional(distanciaMetros),
                                            "em": .instante(em)],
                          chaveIdempotencia: chaveIdempotencia, como: TurnoDTO.self).dominio
    }

    public func fazerCheckout(turnoId: UUID, distanciaMetros: Double?, em: Date, chaveIdempotencia: String) async throws -> Turno {
        try await api.rpc("fazer_checkout", ["turno_id": .uuid(turnoId), "distancia_m": .opcional(distanciaMetros),
                                             "em": .instante(em)],
                          chaveIdempotencia: chaveIdempotencia, como: TurnoDTO.self).dominio
    }

    public func avaliar(turnoId: UUID, chamariaDeNovo: Bool, em: Date, chaveIdempotencia: String) async throws -> Avaliacao {
        try await api.rpc("avaliar", ["turno_id": .uuid(turnoId), "chamaria_de_novo": .booleano(chamariaDeNovo),
                                      "em": .instante(em)],
                          chaveIdempotencia: chaveIdempotencia, como: AvaliacaoDTO.self).dominio
    }

    public func confirmarCheckinManual(turnoId: UUID, em: Date, chaveIdempotencia: String) async throws -> Turno {
        try await api.rpc("confirmar_checkin_manual", ["turno_id": .uuid(turnoId), "em": .instante(em)],
                          chaveIdempotencia: chaveIdempotencia, como: TurnoDTO.self).dominio
    }

    /// A ação da fila, pela mesma RPC da tela, conferindo só que a resposta é um turno (ou
    /// avaliação) com `turno_id`: um 200 que não é isso (portal cativo, proxy) continua sendo
    /// falha passageira, mas o turno inteiro não é decodificado (era ~20 % da CPU do dreno,
    /// e a fila não o lê).
    public func enviarDaFila(_ item: ItemDaFila) async throws {
        let k = item.chaveIdempotencia
        switch item.acao {
        case .registrarCheckin(let t, let d, let em):
            _ = try await api.rpc("fazer_checkin", ["turno_id": .uuid(t), "distancia_m": .opcional(d), "em": .instante(em)],
                                  chaveIdempotencia: k, como: ReciboDaFila.self)
        case .registrarCheckout(let t, let d, let em):
            _ = try await api.rpc("fazer_checkout", ["turno_id": .uuid(t), "distancia_m": .opcional(d), "em": .instante(em)],
                                  chaveIdempotencia: k, como: ReciboDaFila.self)
        case .avaliar(let t, let sim):
            _ = try await api.rpc("avaliar", ["turno_id": .uuid(t), "chamaria_de_novo": .booleano(sim), "em": .instante(item.tocadoEm)],
                                  chaveIdempotencia: k, como: ReciboDaFila.self)
        case .confirmarCheckinManual(let t):
            _ = try await api.rpc("confirmar_checkin_manual", ["turno_id": .uuid(t), "em": .instante(item.tocadoEm)],
                                  chaveIdempotencia: k, como: ReciboDaFila.self)
        }
    }

    public func cancelar(turnoId: UUID, motivo: String) async throws -> FaltaNoCancelamento {
        let r = try await api.rpc("cancelar_turno", ["turno_id": .uuid(turnoId), "motivo": .texto(motivo)], como: CancelamentoDTO.self)
        return FaltaNoCancelamento(contaComoFalta: r.contaComoFalta, jaComecou: r.jaComecou ?? false)
    }
}

public struct ContaRepositorioHTTP: ContaRepositorio {
    let api: ApiCliente
    public init(api: ApiCliente) { self.api = api }

    private func conta(_ c: Credencial) async -> ContaAutenticada {
        ContaAutenticada(id: c.contaId, perfil: c.perfil, nome: c.nome, referenciaCredencial: await api.cofre.referencia)
    }

    public func sessaoSalva() async -> ContaAutenticada? {
        guard let c = await api.cofre.atual else { return nil }
        return await conta(c)
    }

    public func entrar(email: String, senha: String) async throws -> ContaAutenticada {
        let s = try await api.auth("token?grant_type=password",
                                   corpo: ["email": .texto(email), "password": .texto(senha)], como: SessaoDTO.self)
        var c = try s.credencial()
        try await api.cofre.guardar(c)
        // O nome do perfil, não o do user_metadata: esse a própria conta reescreve por
        // PUT /auth/v1/user. Sem o perfil (servidor sem a RPC), fica o da sessão.
        if let p = try? await meuPerfil(), p.nome != c.nome {
            c = Credencial(contaId: c.contaId, perfil: c.perfil, nome: p.nome, tokenDeAcesso: c.tokenDeAcesso,
                           tokenDeRenovacao: c.tokenDeRenovacao, expiraEm: c.expiraEm)
            try await api.cofre.guardar(c)
        }
        return await conta(c)
    }

    /// Atalho dos testes de integração (projeto sem confirmação de e-mail): sem sessão, erro.
    public func cadastrar(_ cad: Cadastro) async throws -> ContaAutenticada {
        switch try await cadastrarConta(cad) {
        case .entrou(let c): return c
        case .confirmarEmail: throw ErroDaApi.respostaInvalida(.cadastroSemSessao)
        }
    }

    func contaDe(_ c: Credencial) async -> ContaAutenticada { await conta(c) }

    /// Apaga a credencial local mesmo se o servidor não responder. Só esta sessão acaba
    /// (`scope=local`); as outras da conta (outro diretório, outro aparelho) seguem, salvo `todos`.
    public func sair(todos: Bool) async throws {
        if await api.cofre.atual != nil {
            try? await api.authSemResposta(todos ? "logout?scope=global" : "logout?scope=local", autenticado: true)
        }
        await api.cofre.apagar()
    }

    /// O nome lido aqui também vai para a sessão guardada (editado noutro aparelho, a
    /// próxima abertura já o mostra).
    public func meuPerfil() async throws -> Perfil {
        let p = try await api.rpc("meu_perfil", como: PerfilDTO.self).dominio
        await api.cofre.renomear(p.nome, conta: p.contaId)
        return p
    }

    public func perfilPublico(contaId: UUID) async throws -> PerfilPublico {
        try await api.rpc("perfil_publico", ["conta_id": .uuid(contaId)], como: PerfilDTO.self).publico
    }

    public func definirDisponibilidade(_ disponivel: Bool) async throws -> Perfil {
        try await api.rpc("definir_disponibilidade", ["disponivel": .booleano(disponivel)], como: PerfilDTO.self).dominio
    }

    public func bloquear(contaId: UUID) async throws {
        try await api.rpcSemResposta("bloquear", ["conta_id": .uuid(contaId)])
    }

    public func incluirNaEquipe(profissionalId: UUID) async throws {
        try await api.rpcSemResposta("incluir_na_equipe", ["profissional_id": .uuid(profissionalId)])
    }
}

/// O que a fila confere na resposta de uma ação: o turno de que ela fala.
struct ReciboDaFila: Decodable {
    let turnoId: UUID
}
