import Foundation
import FrilaDominio

/// Os campos de uma vaga nova, numa lista só: a TUI desenha o formulário dela, o `FormularioVaga`
/// guarda o texto por campo e monta o rascunho do domínio a partir dela, e cada problema
/// de validação aponta para um destes campos. (`NovaVaga` → argumentos de `publicar_vaga`
/// é o único outro mapeamento, no repositório.)
public enum CampoDaVaga: Int, CaseIterable, Hashable, Sendable {
    case funcao, data, inicio, fim, valor, posicoes, modo, refeicao, transporte, material, endereco, local, antecedencia

    public var rotulo: String {
        switch self {
        case .funcao: "Função"
        case .data: "Data (dd/mm/aaaa)"
        case .inicio: "Início (hh:mm)"
        case .fim: "Fim (hh:mm)"
        case .valor: "Valor (R$)"
        case .posicoes: "Posições"
        case .modo: "Modo"
        case .refeicao: "Refeição"
        case .transporte: "Transporte"
        case .material: "Leva material próprio"
        case .endereco: "Endereço"
        case .local: "Bairro ou lat,lng"
        case .antecedencia: "Alerta (horas antes)"
        }
    }

    /// Até 10 colunas, para o formulário estreito (40 colunas) não cortar o rótulo; o formato
    /// vem no valor já preenchido e na ajuda do problema.
    public var rotuloCurto: String {
        switch self {
        case .data: "Data"
        case .inicio: "Início"
        case .fim: "Fim"
        case .material: "Material"
        case .local: "Bairro/lat"
        case .antecedencia: "Alerta (h)"
        default: rotulo
        }
    }

    /// Campos de escolha (←/→ ou Espaço) e as opções de cada um.
    public var opcoes: [String]? {
        switch self {
        case .funcao: Funcao.conhecidas.map(Formatacao.funcao)
        case .modo: ["urgência", "seleção"]
        case .refeicao, .transporte, .material: ["sim", "não"]
        default: nil
        }
    }

    /// Num campo sim/não, a inicial digitada escolhe a opção (s → sim, n → não); nos
    /// outros campos de escolha a letra não faz nada (nil).
    public func opcao(pelaInicial c: Character) -> String? {
        switch self {
        case .refeicao, .transporte, .material: opcoes?.first { $0.first == c }
        default: nil
        }
    }

    /// O campo do domínio que a validação aponta (data e início juntos viram o início).
    public var doDominio: ProblemaDaVaga.Campo? {
        switch self {
        case .funcao: .funcao
        case .data, .inicio: .inicio
        case .fim: .fim
        case .valor: .valor
        case .posicoes: .posicoes
        case .modo: .modo
        case .refeicao: .refeicao
        case .transporte: .transporte
        case .material: .exigeMaterialProprio
        case .endereco: .endereco
        case .local: .ponto
        case .antecedencia: nil
        }
    }

    /// Com que o formulário abre (inclusos sem resposta: RN02 exige sim/não).
    public static let padrao: [CampoDaVaga: String] = [.posicoes: "1", .antecedencia: "3", .modo: "urgência"]

    static func simNao(_ s: String?) -> Bool? { s == "sim" ? true : (s == "não" ? false : nil) }
}
