import Foundation

/// O estabelecimento e as pessoas dele: o documento (CNPJ ou CPF) que o identifica no
/// cadastro, e os membros convidados pelo administrador.

/// CNPJ (14 dígitos) ou CPF (11) com os dígitos verificadores conferidos, como
/// `privado.documento_valido` no servidor: pontuação e espaços são ignorados, todos os
/// dígitos iguais não valem.
public struct Documento: Hashable, Sendable {
    /// Só os dígitos: "12.345.678/0001-95" e "12345678000195" são o mesmo documento.
    public let digitos: String

    public enum Tipo: Hashable, Sendable { case cnpj, cpf }

    public enum Problema: Error, Hashable, Sendable {
        case vazio
        /// Nem 11 nem 14 dígitos (ou uma letra no meio).
        case tamanho(digitos: Int)
        case digitosVerificadores(Tipo)
    }

    public var tipo: Tipo { digitos.count == 14 ? .cnpj : .cpf }

    public static func interpretar(_ texto: String) -> Result<Documento, Problema> {
        let t = texto.trimmingCharacters(in: .whitespacesAndNewlines)
        if t.isEmpty { return .failure(.vazio) }
        // Só pontuação de documento entre os dígitos; outra coisa (letra, emoji) não é documento.
        let aceitos = Set("0123456789./- ")
        let ds = t.filter(\.isASCII).filter(\.isNumber)
        guard t.allSatisfy({ aceitos.contains($0) }), ds.count == 11 || ds.count == 14 else {
            return .failure(.tamanho(digitos: ds.count))
        }
        let nums = ds.compactMap { $0.wholeNumberValue }
        let tipo: Tipo = nums.count == 14 ? .cnpj : .cpf
        guard Set(nums).count > 1, Self.confere(nums) else { return .failure(.digitosVerificadores(tipo)) }
        return .success(Documento(digitos: String(ds)))
    }

    /// Os dois últimos dígitos são os verificadores dos anteriores (módulo 11).
    static func confere(_ n: [Int]) -> Bool {
        func dv(_ parte: ArraySlice<Int>) -> Int {
            let pesos: [Int] = n.count == 14
                ? Array((2...9).reversed().suffix(parte.count - 8)) + Array((2...9).reversed())
                : Array((2...(parte.count + 1)).reversed())
            let s = zip(parte, pesos).reduce(0) { $0 + $1.0 * $1.1 }
            return s % 11 < 2 ? 0 : 11 - s % 11
        }
        let base = n.count - 2
        return dv(n[0..<base]) == n[base] && dv(n[0...base]) == n[base + 1]
    }
}

public enum PapelDoMembro: String, Hashable, Codable, Sendable, CaseIterable {
    /// Publica, edita e cancela vagas e gere os membros.
    case administrador
    /// Acompanha, confirma check-ins, escolhe e avalia; não publica nem cancela.
    case operador
}

public struct MembroDoEstabelecimento: Hashable, Sendable {
    public let contaId: UUID
    public let nome: String
    public let email: String
    public let papel: PapelDoMembro
    public init(contaId: UUID, nome: String, email: String, papel: PapelDoMembro) {
        self.contaId = contaId; self.nome = nome; self.email = email; self.papel = papel
    }
}

/// Um convite que ainda não foi aceito (o e-mail como o servidor o guardou).
public struct ConvitePendente: Hashable, Sendable {
    public let email: String
    public let papel: PapelDoMembro
    public let em: Date?
    /// Até quando vale (o servidor diz; convidar de novo renova) e se já venceu.
    public let venceEm: Date?
    public let vencido: Bool
    public init(email: String, papel: PapelDoMembro, em: Date?, venceEm: Date? = nil, vencido: Bool = false) {
        self.email = email; self.papel = papel; self.em = em; self.venceEm = venceEm; self.vencido = vencido
    }
}

/// `membros_do_estabelecimento`: quem é membro e quem foi convidado.
public struct MembrosDoEstabelecimento: Hashable, Sendable {
    public let estabelecimentoId: UUID
    public let membros: [MembroDoEstabelecimento]
    public let convites: [ConvitePendente]
    public init(estabelecimentoId: UUID, membros: [MembroDoEstabelecimento], convites: [ConvitePendente]) {
        self.estabelecimentoId = estabelecimentoId; self.membros = membros; self.convites = convites
    }

    /// O papel de uma conta aqui (nil: não é membro).
    public func papel(de conta: UUID) -> PapelDoMembro? { membros.first { $0.contaId == conta }?.papel }
}

/// Um convite feito: o código é um segredo que só esta resposta traz (quem convidou o passa à
/// pessoa); vale junto do e-mail convidado, e convidar de novo troca o código.
public struct ConviteFeito: Hashable, Sendable {
    public let estabelecimentoId: UUID
    public let codigo: UUID
    public let email: String
    public let papel: PapelDoMembro
    public init(estabelecimentoId: UUID, codigo: UUID, email: String, papel: PapelDoMembro) {
        self.estabelecimentoId = estabelecimentoId; self.codigo = codigo; self.email = email; self.papel = papel
    }
}

/// Um convite aceito: o papel e o estabelecimento em que a conta entrou.
public struct ConviteAceito: Hashable, Sendable {
    public let papel: PapelDoMembro
    public let estabelecimento: ResumoDoEstabelecimento?
    public init(papel: PapelDoMembro, estabelecimento: ResumoDoEstabelecimento?) {
        self.papel = papel; self.estabelecimento = estabelecimento
    }
}

/// Um convite para o e-mail desta conta (`meus_convites`).
public struct ConviteRecebido: Hashable, Sendable {
    public let estabelecimento: ResumoDoEstabelecimento
    public let papel: PapelDoMembro
    public let convidadoPor: String?
    public let em: Date?
    public let venceEm: Date?
    public init(estabelecimento: ResumoDoEstabelecimento, papel: PapelDoMembro, convidadoPor: String?, em: Date?, venceEm: Date? = nil) {
        self.estabelecimento = estabelecimento; self.papel = papel; self.convidadoPor = convidadoPor; self.em = em
        self.venceEm = venceEm
    }
}

/// Quem é membro do estabelecimento (`convidar_membro`, `aceitar_convite`, `remover_membro`,
/// `membros_do_estabelecimento`, `meus_convites`).
public protocol MembrosRepositorio: Sendable {
    func membros() async throws -> MembrosDoEstabelecimento
    func convidar(email: String, papel: PapelDoMembro) async throws -> ConviteFeito
    /// Entra como membro pelo código do convite feito para o e-mail desta conta.
    func aceitarConvite(codigo: UUID) async throws -> ConviteAceito
    func remover(contaId: UUID) async throws
    func desfazerConvite(email: String) async throws
    func meusConvites() async throws -> [ConviteRecebido]
}

/// O que só o administrador do estabelecimento faz (o servidor recusa o resto com `so_administrador`).
public enum AcaoDoAdministrador: Hashable, Sendable, CaseIterable {
    case publicar, editar, duplicar, cancelarVaga
    /// Convidar, remover outro membro, desfazer um convite (sair sozinho, qualquer membro pode).
    case gerirMembros
}

/// Por que o papel não deixa fazer uma ação: dito antes do formulário, na TUI e no comando sem
/// tela; os núcleos (gestão da vaga, membros) recusam com ele antes do servidor.
public enum ImpedimentoDoPapel: Hashable, Sendable {
    case soAdministrador(AcaoDoAdministrador)

    /// A mesma chave que o servidor usa.
    public var chave: String { "so_administrador" }
}

extension PapelDoMembro {
    /// nil: pode. Papel desconhecido (nil) não impede: o servidor decide.
    public static func impedimento(_ papel: PapelDoMembro?, _ acao: AcaoDoAdministrador) -> ImpedimentoDoPapel? {
        papel == .operador ? .soAdministrador(acao) : nil
    }
}
