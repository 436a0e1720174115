import Foundation

/// Teto de tudo que uma pessoa manda (RULES.md, "Bounds on what people send"). Os mesmos
/// números moram no SQL (`privado.*()`, `supabase/schemas/01_relogio_e_limites.sql`); o teste
/// `LimitesIguaisAoBanco` lê os de lá e falha se divergirem. Mude nos dois.
public enum Limites {
    /// Uma vaga começa no máximo isto depois de publicada.
    public static let horizonteDoInicio: TimeInterval = 365 * 86_400
    public static let duracaoMaximaDoTurno: TimeInterval = 24 * 3600
    /// Um turno de menos que isto é engano de digitação (início = fim), não trabalho.
    public static let duracaoMinimaDoTurno: TimeInterval = 3600
    /// Piso por turno: R$ 10,00 (R$ 0,01 é engano de digitação, não uma diária).
    public static let valorMinimoCentavos = 1_000
    /// RN18: centavos; R$ 10.000,00 por turno.
    public static let valorMaximoCentavos = 1_000_000
    /// RF20: 7 dias.
    public static let antecedenciaDeAlertaMaxima: TimeInterval = 10_080 * 60
    public static let posicoesMaximas = 100
    public static let distanciaMaximaMetros: Double = 20_000_000
    /// Tamanhos em caracteres (pontos de código, como o `char_length` do PostgreSQL).
    public static let tamanhoMaximoNome = 120
    public static let tamanhoMaximoEndereco = 200
    public static let tamanhoMaximoBairro = 80
    public static let tamanhoMaximoMotivo = 500
    public static let tamanhoMaximoWhatsapp = 30
    public static let tamanhoMaximoEmail = 254
    /// Senha mínima do cadastro, a mesma do `auth.senha_minima()` (e do `minimum_password_length`
    /// do supabase/config.toml).
    public static let senhaMinima = 6
    /// Itens por resposta de lista do servidor (feed, turnos, notificações, pendências).
    public static let itensMaximosPorLista = 200
    /// Quantos dias para trás `public.meus_turnos` lista os turnos que já acabaram
    /// (`privado.dias_turnos_passados_na_lista()`); o cache offline lê a mesma janela.
    public static let diasDeTurnosPassadosNaLista = 30
    /// As vagas do contratante levam posições e candidatos dentro: teto de vagas, de posições
    /// somadas na lista e de candidatos por vaga.
    public static let vagasMaximasPorLista = 200
    public static let posicoesMaximasPorLista = 2000
    public static let candidaturasMaximasPorVaga = 50

    /// C0, DEL e C1 (ESC entre eles): o mesmo conjunto do `privado.tem_controle`.
    public static func temControle(_ s: String) -> Bool {
        s.unicodeScalars.contains { (0x01...0x1F).contains($0.value) || (0x7F...0x9F).contains($0.value) }
    }

    public static func tamanho(_ s: String) -> Int { s.unicodeScalars.count }
}
