import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio

/// Comandos sem tela dos membros do estabelecimento: `membros [remover ALVO]`, `convidar`,
/// `convites`, `aceitar-convite`. Passam por `FuncionalidadeDosMembros` (a mesma da página
/// Membros da TUI) e pelo mesmo mapa desfecho → saída (`DesfechoHeadless`).
enum ComandoDosMembros: Equatable {
    case membros
    /// Uma conta (id da lista) ou um e-mail (convite pendente).
    case remover(String)
    case convidar(email: String, papel: PapelDoMembro)
    case convites
    case aceitar(codigo: String)

    static let nomes = ["membros", "convidar", "convites", "aceitar-convite"]

    var nome: String {
        switch self {
        case .membros, .remover: "membros"
        case .convidar: "convidar"
        case .convites: "convites"
        case .aceitar: "aceitar-convite"
        }
    }

    static func interpretar(_ nome: String, _ resto: inout [String]) throws(ErroDeLinhaDeComando) -> ComandoDosMembros {
        typealias C = ComandoHeadless
        typealias T = Textos.Membros
        func posicional() -> String? {
            guard let i = resto.firstIndex(where: { !$0.hasPrefix("-") }) else { return nil }
            return resto.remove(at: i)
        }
        let comando: ComandoDosMembros
        switch nome {
        case "membros":
            if let sub = posicional() {
                guard sub == "remover" else { throw .uso(T.usoSubcomando(C.curto(sub))) }
                guard let alvo = posicional() else { throw .uso(T.usoRemover) }
                comando = .remover(alvo)
            } else {
                comando = .membros
            }
        case "convidar":
            var papel = PapelDoMembro.operador
            if let p = try C.valor("--papel", de: &resto, comando: nome) {
                guard let v = PapelDoMembro(rawValue: p.trimmingCharacters(in: .whitespaces).lowercased()) else {
                    throw .uso(T.usoPapel(C.curto(p)))
                }
                papel = v
            }
            guard let email = posicional() else { throw .uso(T.usoConvidar) }
            comando = .convidar(email: email, papel: papel)
        case "convites": comando = .convites
        case "aceitar-convite":
            guard let codigo = posicional() else { throw .uso(T.usoAceitar) }
            comando = .aceitar(codigo: codigo)
        default: throw .comandoDesconhecido(nome)
        }
        try C.recusarSobra(resto, de: nome)
        return comando
    }
}

// MARK: - execução

extension Contexto {
    func membros(_ c: ComandoDosMembros, _ conta: ContaAutenticada) async -> CodigoDeSaida {
        guard let f = amb.portas(conta).montarMembros else { return saida.falha(Textos.SemTela.semDesfecho, .falhou) }
        switch c {
        case .membros:
            var x = Executor(f, estado: .init())
            await x.enviar(.carregar)
            switch x.estado.lista {
            case .conteudo(let l):
                saida.dado(TextoDosMembros.lista(l, eu: conta.id), json: JSONDosMembros.lista(l, eu: conta.id))
                return .ok
            case .vazio(let m):
                saida.dado(m, json: ["estabelecimento_id": NSNull(), "membros": [Any](), "convites": [Any]()] as [String: Any])
                return .ok
            case .erro(let e): return falhaDeTela(e)
            case .carregando: return .falhou
            }
        case .remover(let alvo):
            var x = Executor(f, estado: .init())
            await x.enviar(.carregar)
            if case .erro(let e) = x.estado.lista { return falhaDeTela(e) }
            let l = x.estado.lista.valor
            if let id = UUID(uuidString: alvo) {
                guard let m = l?.membros.first(where: { $0.contaId == id }) else {
                    return saida.falha(Textos.Membros.naoEhMembro, .falhou, extra: ["chave": "nao_encontrado"])
                }
                return await acionar(&x, .remover(m))
            }
            return await acionar(&x, .desfazerConvite(email: alvo))
        case .convidar(let email, let papel):
            var x = Executor(f, estado: .init())
            await x.enviar(.carregar)  // o papel lido: o operador, o núcleo recusa como a tecla i
            guard let d = await x.enviar(.convidar(email: email, papel: papel)) else {
                return saida.falha(Textos.SemTela.semDesfecho, .falhou)
            }
            if d.deuCerto, let cv = x.estado.ultimoConvite {
                // O código vai também no JSON: é o que o script passa adiante.
                var o = DesfechoHeadless.json(d)
                o["estabelecimento_id"] = cv.estabelecimentoId.uuidString.lowercased()
                o["codigo"] = cv.codigo.uuidString.lowercased()
                o["email"] = cv.email
                o["papel"] = cv.papel.rawValue
                saida.dado(DesfechoHeadless.texto(d), json: o)
                return .ok
            }
            return saida.relatar(d)
        case .convites:
            var x = Executor(f, estado: .init())
            await x.enviar(.carregar)
            return lista(x.estado.convites, texto: { Textos.Membros.linha($0) }, json: JSONDosMembros.convite)
        case .aceitar(let codigo):
            var x = Executor(f, estado: .init())
            await x.enviar(.carregar)
            return await acionar(&x, .aceitar(codigo: codigo))
        }
    }
}

enum TextoDosMembros {
    static func lista(_ l: MembrosDoEstabelecimento, eu: UUID) -> String {
        var linhas = l.membros.map { "\($0.contaId.uuidString.lowercased())  \(Textos.Membros.linha($0, eu: $0.contaId == eu))" }
        linhas += l.convites.map { "convite  \(Textos.Membros.linha($0))" }
        return linhas.joined(separator: "\n")
    }
}

enum JSONDosMembros {
    static func lista(_ l: MembrosDoEstabelecimento, eu: UUID) -> [String: Any] {
        ["estabelecimento_id": l.estabelecimentoId.uuidString.lowercased(),
         "meu_papel": JSONHeadless.opcional(l.papel(de: eu)?.rawValue),
         "membros": l.membros.map { m in
             ["conta_id": m.contaId.uuidString.lowercased(), "nome": m.nome, "email": m.email, "papel": m.papel.rawValue] as [String: Any]
         },
         "convites": l.convites.map { c in
             ["email": c.email, "papel": c.papel.rawValue, "em": JSONHeadless.instante(c.em),
              "vence_em": JSONHeadless.instante(c.venceEm), "estado": c.vencido ? "vencido" : "pendente"] as [String: Any]
         }]
    }

    static func convite(_ c: ConviteRecebido) -> [String: Any] {
        ["estabelecimento": ["id": c.estabelecimento.id.uuidString.lowercased(), "nome": c.estabelecimento.nome],
         "papel": c.papel.rawValue,
         "convidado_por": JSONHeadless.opcional(c.convidadoPor), "em": JSONHeadless.instante(c.em),
         "vence_em": JSONHeadless.instante(c.venceEm)]
    }
}
