import Foundation

/// Vaga pronta para publicar: só existe se passou pela validação (RN02, RN18, RN24).
public struct NovaVaga: Hashable, Sendable {
    public let funcao: Funcao
    public let periodo: Periodo
    public let valor: Dinheiro
    public let inclusos: Inclusos
    public let modo: ModoPreenchimento
    public let posicoes: Int
    public let local: Local
    public let antecedenciaAlerta: TimeInterval
    /// O bairro que a vaga mostra (a região do DF digitada ou a mais perto do ponto); nil,
    /// o servidor tira do endereço.
    public var bairro: String? = nil
}

/// Regra quebrada. `codigo` é a mesma chave que `publicar_vaga` devolve em 422.
public enum ProblemaDaVaga: Hashable, Sendable {
    case campoObrigatorio(Campo)
    case valorInvalido
    case periodoInvalido
    case inicioNoPassado
    case selecaoComMenosDe24h
    case posicoesInvalidas
    case antecedenciaInvalida
    /// Limites (`Limites`): mesmas chaves de `publicar_vaga` (`fora_do_limite`, `texto_invalido`).
    case inicioAlemDoHorizonte
    case turnoLongoDemais
    case turnoCurtoDemais
    case valorAbaixoDoMinimo
    case valorAcimaDoMaximo
    case antecedenciaAcimaDoMaximo
    case textoLongoDemais(Campo, maximo: Int)
    case textoComControle(Campo)

    public enum Campo: String, Hashable, Sendable, CaseIterable {
        case funcao, inicio, fim, valor, refeicao, transporte, exigeMaterialProprio, modo, posicoes, endereco, ponto
    }

    public var codigo: String {
        switch self {
        case .campoObrigatorio: "campo_obrigatorio"
        case .valorInvalido: "valor_invalido"
        case .periodoInvalido, .inicioNoPassado: "periodo_invalido"
        case .selecaoComMenosDe24h: "selecao_com_menos_de_24h"
        case .posicoesInvalidas, .antecedenciaInvalida: "valor_invalido"
        case .inicioAlemDoHorizonte, .turnoLongoDemais, .turnoCurtoDemais, .valorAbaixoDoMinimo, .valorAcimaDoMaximo, .antecedenciaAcimaDoMaximo, .textoLongoDemais:
            "fora_do_limite"
        case .textoComControle: "texto_invalido"
        }
    }
}

/// Formulário como a pessoa preenche: tudo opcional até validar. RN02: incluso não
/// respondido (nil) é campo faltando, nunca "não informado".
public struct RascunhoDeVaga: Hashable, Sendable {
    public var funcao: Funcao?
    public var inicio: Date?
    public var fim: Date?
    public var valor: Dinheiro?
    public var refeicao: Bool?
    public var transporte: Bool?
    public var exigeMaterialProprio: Bool?
    public var modo: ModoPreenchimento?
    public var posicoes: Int?
    public var endereco: String?
    public var ponto: Coordenada?
    public var antecedenciaAlerta: TimeInterval
    public var bairro: String?

    public init(funcao: Funcao? = nil, inicio: Date? = nil, fim: Date? = nil, valor: Dinheiro? = nil,
                refeicao: Bool? = nil, transporte: Bool? = nil, exigeMaterialProprio: Bool? = nil,
                modo: ModoPreenchimento? = nil, posicoes: Int? = 1, endereco: String? = nil,
                ponto: Coordenada? = nil, antecedenciaAlerta: TimeInterval = Regras.antecedenciaDeAlertaPadrao,
                bairro: String? = nil) {
        self.funcao = funcao
        self.inicio = inicio
        self.fim = fim
        self.valor = valor
        self.refeicao = refeicao
        self.transporte = transporte
        self.exigeMaterialProprio = exigeMaterialProprio
        self.modo = modo
        self.posicoes = posicoes
        self.endereco = endereco
        self.ponto = ponto
        self.antecedenciaAlerta = antecedenciaAlerta
        self.bairro = bairro
    }

    /// Todos os problemas, na ordem do formulário (vazio = pode publicar).
    public func problemas(agora: Date) -> [ProblemaDaVaga] {
        var p: [ProblemaDaVaga] = []
        if funcao == nil { p.append(.campoObrigatorio(.funcao)) }
        if inicio == nil { p.append(.campoObrigatorio(.inicio)) }
        if fim == nil { p.append(.campoObrigatorio(.fim)) }
        if let i = inicio, let f = fim {
            if !(f > i) {
                p.append(.periodoInvalido)
            } else {
                if i.timeIntervalSince(agora) > Limites.horizonteDoInicio { p.append(.inicioAlemDoHorizonte) }
                if f.timeIntervalSince(i) > Limites.duracaoMaximaDoTurno { p.append(.turnoLongoDemais) }
                if f.timeIntervalSince(i) < Limites.duracaoMinimaDoTurno { p.append(.turnoCurtoDemais) }
            }
        }
        if let i = inicio, i <= agora { p.append(.inicioNoPassado) }
        if let v = valor {
            if v.centavos <= 0 { p.append(.valorInvalido) }
            else if v.centavos < Limites.valorMinimoCentavos { p.append(.valorAbaixoDoMinimo) }
            else if v.centavos > Limites.valorMaximoCentavos { p.append(.valorAcimaDoMaximo) }
        } else { p.append(.campoObrigatorio(.valor)) }
        if refeicao == nil { p.append(.campoObrigatorio(.refeicao)) }
        if transporte == nil { p.append(.campoObrigatorio(.transporte)) }
        if exigeMaterialProprio == nil { p.append(.campoObrigatorio(.exigeMaterialProprio)) }
        if let m = modo {
            if m == .selecao, let i = inicio, !Vaga.aceitaModoSelecao(inicio: i, agora: agora) {
                p.append(.selecaoComMenosDe24h)
            }
        } else { p.append(.campoObrigatorio(.modo)) }
        if let n = posicoes {
            if n < 1 || n > Limites.posicoesMaximas { p.append(.posicoesInvalidas) }
        } else { p.append(.campoObrigatorio(.posicoes)) }
        let end = (endereco ?? "").trimmingCharacters(in: .whitespaces)
        if end.isEmpty {
            p.append(.campoObrigatorio(.endereco))
        } else if Limites.tamanho(end) > Limites.tamanhoMaximoEndereco {
            p.append(.textoLongoDemais(.endereco, maximo: Limites.tamanhoMaximoEndereco))
        } else if Limites.temControle(end) {
            p.append(.textoComControle(.endereco))
        }
        if ponto == nil { p.append(.campoObrigatorio(.ponto)) }
        if !(antecedenciaAlerta > 0) { p.append(.antecedenciaInvalida) }
        else if antecedenciaAlerta > Limites.antecedenciaDeAlertaMaxima { p.append(.antecedenciaAcimaDoMaximo) }
        return p
    }

    /// A vaga só nasce completa; senão, a lista de problemas.
    public func validar(agora: Date) -> Result<NovaVaga, ErroDeValidacao> {
        let p = problemas(agora: agora)
        guard p.isEmpty, let funcao, let inicio, let fim, let valor, let refeicao, let transporte,
              let exigeMaterialProprio, let modo, let posicoes, let endereco, let ponto else {
            return .failure(ErroDeValidacao(problemas: p))
        }
        return .success(NovaVaga(
            funcao: funcao, periodo: Periodo(inicio: inicio, fim: fim), valor: valor,
            inclusos: Inclusos(refeicao: refeicao, transporte: transporte, exigeMaterialProprio: exigeMaterialProprio),
            modo: modo, posicoes: posicoes,
            local: Local(endereco: endereco.trimmingCharacters(in: .whitespaces), ponto: ponto),
            antecedenciaAlerta: antecedenciaAlerta,
            bairro: bairro.map { $0.trimmingCharacters(in: .whitespaces) }.flatMap { $0.isEmpty ? nil : $0 }))
    }
}

public struct ErroDeValidacao: Error, Hashable, Sendable {
    public let problemas: [ProblemaDaVaga]
}
