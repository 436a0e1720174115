import Foundation

/// Uma função do schema exposto (`public`), como está em pg_proc.
public struct FuncaoExposta: Sendable, Equatable {
    public var nome: String
    /// Argumentos de entrada em ordem: nome e tipo (format_type).
    public var argumentos: [(nome: String, tipo: String)]
    /// Quantos dos últimos argumentos têm valor padrão.
    public var comPadrao: Int
    public var retornaConjunto: Bool
    public var tipoRetorno: String
    /// 'i' imutável, 's' estável, 'v' volátil.
    public var volatilidade: Character

    public static func == (a: FuncaoExposta, b: FuncaoExposta) -> Bool {
        a.nome == b.nome && a.argumentos.map(\.nome) == b.argumentos.map(\.nome)
            && a.argumentos.map(\.tipo) == b.argumentos.map(\.tipo) && a.comPadrao == b.comPadrao
            && a.retornaConjunto == b.retornaConjunto && a.tipoRetorno == b.tipoRetorno
            && a.volatilidade == b.volatilidade
    }

    public var obrigatorios: ArraySlice<(nome: String, tipo: String)> {
        argumentos.prefix(argumentos.count - comPadrao)
    }

    /// Aceita exatamente este conjunto de chaves? (todas conhecidas, obrigatórias presentes)
    public func aceita(_ chaves: Set<String>) -> Bool {
        let nomes = Set(argumentos.map(\.nome))
        return chaves.isSubset(of: nomes) && obrigatorios.allSatisfy { chaves.contains($0.nome) }
    }

    public var soLeitura: Bool { volatilidade != "v" }

    /// SQL da chamada. Os valores chegam num único parâmetro JSON ($1) e o próprio
    /// PostgreSQL converte cada um para o tipo declarado (json_to_record), como o PostgREST:
    /// nada do corpo entra no texto do SQL. Nomes e tipos vêm do catálogo.
    public func sql(chaves: [String]) -> String {
        let usados = argumentos.filter { chaves.contains($0.nome) }
        let chamada: String
        let de: String
        if usados.isEmpty {
            chamada = "public.\(Self.ident(nome))()"
            de = ""
        } else {
            let args = usados.map { "\(Self.ident($0.nome)) => _a.\(Self.ident($0.nome))" }.joined(separator: ", ")
            chamada = "public.\(Self.ident(nome))(\(args))"
            let colunas = usados.map { "\(Self.ident($0.nome)) \($0.tipo)" }.joined(separator: ", ")
            de = " from json_to_record($1::json) as _a(\(colunas))"
        }
        if retornaConjunto {
            let fonte = de.isEmpty ? " from \(chamada) _r" : "\(de), lateral \(chamada) _r"
            return "select coalesce(json_agg(_r), '[]')::text\(fonte)"
        }
        switch tipoRetorno {
        case "void": return "select \(chamada)\(de)"
        case "json", "jsonb": return "select (\(chamada))::text\(de)"
        default: return "select to_json(\(chamada))::text\(de)"
        }
    }

    /// Identificador entre aspas duplas (aspas internas dobradas).
    public static func ident(_ s: String) -> String {
        guard s.contains("\"") else { return "\"" + s + "\"" }
        return "\"" + s.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

/// Cache das funções de `public`, lido de pg_proc ao iniciar e recarregado quando
/// um nome não é achado ou o banco diz 42883 (alguém aplicou uma migration).
public final class Esquema: @unchecked Sendable {  // seguro: estado só com `trava`
    // @unchecked: `funcoes`/`inicioDaCarga` só com `trava` tomada; `recarga` serializa as
    // recargas (uma de cada vez).
    private let trava = NSLock()
    private let recarga = NSLock()
    private var funcoes: [String: [FuncaoExposta]] = [:]
    /// Instante (monotônico, ns) em que começou a consulta da carga em vigor; nil = inválido.
    private var inicioDaCarga: UInt64?

    public init() {}

    static func agora() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    static let consulta = """
        select p.proname, p.pronargdefaults, p.proretset, format_type(p.prorettype, null), p.provolatile::text,
          coalesce((select json_agg(json_build_array(coalesce(p.proargnames[i], ''),
                       format_type(coalesce(p.proallargtypes[i], p.proargtypes[i - 1]), null)) order by i)
                    from generate_series(1, coalesce(array_length(p.proallargtypes, 1), p.pronargs)) i
                    where coalesce(p.proargmodes[i], 'i') in ('i', 'b', 'v')), '[]')::text
        from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prokind = 'f'
        """

    /// Recarrega do catálogo.
    public func recarregar(_ c: Conexao) throws(ErroBanco) {
        recarga.lock()
        defer { recarga.unlock() }
        try carregar(c)
    }

    /// Recarrega só se nenhuma carga começou depois de `desde` (o instante do cache miss):
    /// uma rajada de nomes desconhecidos vira no máximo uma recarga por vez, e uma função
    /// criada antes do miss é sempre vista.
    public func recarregar(seAnteriorA desde: UInt64, _ c: Conexao) throws(ErroBanco) {
        recarga.lock()
        defer { recarga.unlock() }
        trava.lock()
        let fresca = inicioDaCarga.map { $0 > desde } ?? false
        trava.unlock()
        if !fresca { try carregar(c) }
    }

    private func carregar(_ c: Conexao) throws(ErroBanco) {
        let inicio = Self.agora()
        let ls = try c.executar(Self.consulta)
        var novo: [String: [FuncaoExposta]] = [:]
        for l in ls.linhas {
            guard let nome = l[0], let pares = l[5].flatMap({ $0.data(using: .utf8) }),
                  let args = (try? JSONSerialization.jsonObject(with: pares)) as? [[String]] else { continue }
            let f = FuncaoExposta(
                nome: nome,
                argumentos: args.map { (nome: $0[0], tipo: $0[1]) },
                comPadrao: Int(l[1] ?? "0") ?? 0,
                retornaConjunto: l[2] == "t",
                tipoRetorno: l[3] ?? "void",
                volatilidade: l[4]?.first ?? "v")
            novo[nome, default: []].append(f)
        }
        trava.lock()
        funcoes = novo
        inicioDaCarga = inicio
        trava.unlock()
    }

    public var carregado: Bool { trava.lock(); defer { trava.unlock() }; return inicioDaCarga != nil }

    public func invalidar() { trava.lock(); inicioDaCarga = nil; trava.unlock() }

    public enum Busca: Equatable { case achou(FuncaoExposta), semNome, semAssinatura }

    /// A sobrecarga que aceita as chaves dadas (a de menos argumentos, se houver várias).
    public func buscar(_ nome: String, chaves: Set<String>) -> Busca {
        trava.lock(); defer { trava.unlock() }
        guard let fs = funcoes[nome] else { return .semNome }
        let aceitas = fs.filter { $0.aceita(chaves) }.sorted { $0.argumentos.count < $1.argumentos.count }
        return aceitas.first.map(Busca.achou) ?? .semAssinatura
    }

    /// Nomes de argumentos de todas as sobrecargas da função.
    public func argumentos(de nome: String) -> Set<String> {
        trava.lock(); defer { trava.unlock() }
        return Set((funcoes[nome] ?? []).flatMap { $0.argumentos.map(\.nome) })
    }

    /// Para testes e mensagens: os nomes conhecidos.
    public func nomes() -> [String] { trava.lock(); defer { trava.unlock() }; return funcoes.keys.sorted() }

    /// Para testes: põe funções no cache sem banco.
    public func definir(_ fs: [FuncaoExposta]) {
        trava.lock()
        funcoes = Dictionary(grouping: fs, by: \.nome)
        inicioDaCarga = Self.agora()
        trava.unlock()
    }
}
