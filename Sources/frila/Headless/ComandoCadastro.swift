import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio

/// `frila cadastro`: os campos vêm dos argumentos; a senha, do terminal sem eco ou da
/// entrada padrão (nunca de argumento).
struct PedidoDeCadastro: Equatable {
    var perfil: String?
    var nome: String?
    var email: String?
    var funcoes: [String] = []
    var base: String?
    var estabelecimento: String?
    var endereco: String?
    var documento: String?
    var convite: String?

    static let opcoes = ["--perfil", "--nome", "--email", "--funcoes", "--base", "--estabelecimento", "--endereco",
                         "--documento", "--convite"]

    /// Consome as opções de `resto`; o que sobrar o interpretador geral recusa.
    static func interpretar(_ resto: inout [String]) throws(ErroDeLinhaDeComando) -> PedidoDeCadastro {
        var p = PedidoDeCadastro()
        var i = 0
        while i < resto.count {
            let a = resto[i]
            let (opcao, embutido): (String, String?) = {
                if let eq = a.firstIndex(of: "="), a.hasPrefix("--") { return (String(a[..<eq]), String(a[a.index(after: eq)...])) }
                return (a, nil)
            }()
            guard opcoes.contains(opcao) else { i += 1; continue }
            let v: String
            if let embutido { v = embutido; resto.remove(at: i) } else {
                guard i + 1 < resto.count else { throw .uso(Textos.SemTela.usoCadastroSemValor(opcao)) }
                v = resto[i + 1]
                resto.removeSubrange(i...(i + 1))
            }
            switch opcao {
            case "--perfil":
                // RN25: uma escolha só.
                if p.perfil != nil { throw .uso(Textos.SemTela.usoPerfilRepetido) }
                p.perfil = v
            case "--nome": p.nome = v
            case "--email": p.email = v
            case "--funcoes": p.funcoes += v.split(separator: ",").map(String.init)
            case "--base": p.base = v
            case "--estabelecimento": p.estabelecimento = v
            case "--endereco": p.endereco = v
            case "--documento": p.documento = v
            case "--convite": p.convite = v
            default: break
            }
        }
        guard let perfil = p.perfil else {
            throw .uso(Textos.SemTela.usoCadastroSemPerfil)
        }
        guard PerfilConta(rawValue: perfil.lowercased()) != nil else {
            throw .uso(Textos.SemTela.usoPerfil(ComandoHeadless.curto(perfil)))
        }
        return p
    }

    func formulario(senha: String) -> FormularioDeCadastro {
        FormularioDeCadastro(perfil: perfil.flatMap { PerfilConta(rawValue: $0.lowercased()) }, nome: nome ?? "",
                             email: email ?? "", senha: senha, funcoes: funcoes, base: base,
                             estabelecimento: estabelecimento, endereco: endereco, documento: documento, convite: convite)
    }

    static var ajuda: String { Textos.Ajuda.cadastro }
}

extension Contexto {
    func cadastro(_ pedido: PedidoDeCadastro) async -> CodigoDeSaida {
        // Antes de pedir a senha: o que falta nos argumentos já se diz.
        let semSenha = pedido.formulario(senha: String(repeating: "x", count: Limites.senhaMinima))
        if let d = CasoDeUsoCadastro.invalido(semSenha) { return relatarCadastro(d) }
        guard let senha = LeitorDeSenha.ler() else {
            return saida.falha(Textos.SemTela.senhaNaoInformada, .uso)
        }
        // As mesmas ações da tela: o formulário preenchido com os argumentos, e Enter.
        var cadastro = Executor(amb.montarCadastro,
                                estado: FuncionalidadeDoCadastro.Estado(pedido.formulario(senha: senha)))
        guard let d = await cadastro.enviar(.enviar(conectado: !amb.configuracao.offline)) else {
            return saida.falha(Textos.SemTela.cadastroSemDesfecho, .falhou)
        }
        return relatarCadastro(d)
    }

    /// Pelo caminho de todo desfecho (`DesfechoHeadless`); inválido: um problema por linha, com o campo.
    private func relatarCadastro(_ d: Desfecho) -> CodigoDeSaida {
        if case .cadastrar(_, .camposInvalidos(let ps)?) = d.acao {
            for p in ps.dropLast() { saida.aviso("--\(p.campo): \(p.frase)") }
            if let u = ps.last {
                return saida.falha("--\(u.campo): \(u.frase)", DesfechoHeadless.codigo(d), extra: DesfechoHeadless.json(d))
            }
        }
        return saida.relatar(d)
    }
}
