import Foundation
import FrilaDominio

/// Criar a conta como uma funcionalidade: estado (o que está no formulário), ações (o que a
/// pessoa faz ou a resposta que chegou), `atualizar` (puro: estado + ação → efeitos) e
/// `executar` (o efeito que vai à rede, pela sessão). A TUI só traduz teclas em ações e
/// efeitos em navegação; a validação e as frases são as do `frila cadastro`.
public enum FuncionalidadeDoCadastro {
    public enum Campo: String, CaseIterable, Hashable, Sendable {
        // Os nomes são os de `FormularioDeCadastro.Problema.campo`: o problema acha o campo.
        case perfil, nome, email, senha, funcoes, base, estabelecimento, endereco

        public func rotulo(_ perfil: PerfilConta?) -> String {
            switch self {
            case .perfil: "Perfil"
            case .nome: "Nome"
            case .email: "E-mail"
            case .senha: "Senha"
            case .funcoes: "Funções"
            case .base: perfil == .contratante ? "Local (opcional)" : "Ponto base"
            case .estabelecimento: "Estabelecimento"
            case .endereco: "Endereço"
            }
        }

        /// Só o perfil é de opções; o resto é texto.
        public var opcoes: [PerfilConta]? { self == .perfil ? [.profissional, .contratante] : nil }

        public var tamanhoMaximo: Int {
            switch self {
            case .email: Limites.tamanhoMaximoEmail
            case .senha: 256
            case .endereco: Limites.tamanhoMaximoEndereco
            default: Limites.tamanhoMaximoNome
            }
        }

        /// A linha de ajuda do campo em foco.
        public func dica(_ perfil: PerfilConta?) -> String {
            switch self {
            case .perfil: "← → escolhe: profissional pega turnos, contratante publica vagas. Não muda depois."
            case .nome: "Como os outros veem você no Frila."
            case .email: "Para entrar e, se o Frila pedir, confirmar a conta."
            case .senha: "Pelo menos \(Limites.senhaMinima) caracteres. Não aparece na tela."
            case .funcoes: "Separadas por vírgula: " + Funcao.conhecidas.map(\.rawValue).joined(separator: ", ") + "."
            case .base:
                perfil == .contratante ? "Vazio: a região sai do endereço. Ou uma região do DF (ex.: Asa Sul) ou lat,lng."
                                       : "De onde você sai: uma região do DF (ex.: Taguatinga) ou lat,lng."
            case .estabelecimento: "O nome que os profissionais veem nas vagas."
            case .endereco: "Com a região, ex.: SCLS 405, Asa Sul."
            }
        }
    }

    public struct Estado: Equatable, Sendable {
        /// RN25: escolhido aqui, uma vez; a conta criada não troca de perfil.
        public var perfil: PerfilConta?
        public var valores: [Campo: String] = [:]
        public var foco: Campo = .perfil
        /// Os problemas da última tentativa, por campo (somem do campo que a pessoa corrige).
        public var problemas: [FormularioDeCadastro.Problema] = []
        /// Recusa do servidor ou falha de rede da última tentativa; o formulário fica como estava.
        public var recusa: Desfecho?
        public var enviando = false
        /// Esc num formulário preenchido: pergunta antes de jogar fora.
        public var perguntandoDescarte = false
        var iniciais: [Campo: String] = [:]

        /// `email`: o que já estava digitado no login (não se digita duas vezes).
        public init(email: String = "") {
            let e = email.trimmingCharacters(in: .whitespaces)
            if !e.isEmpty { valores[.email] = e }
            iniciais = valores
        }

        /// Os campos do perfil escolhido, na ordem da tela.
        public var campos: [Campo] {
            switch perfil {
            case nil: [.perfil, .nome, .email, .senha]
            case .profissional?: [.perfil, .nome, .email, .senha, .funcoes, .base]
            case .contratante?: [.perfil, .nome, .email, .senha, .estabelecimento, .endereco, .base]
            }
        }

        public func valor(_ c: Campo) -> String { valores[c] ?? "" }

        public var alterado: Bool {
            perfil != nil || valores.filter { !$0.value.isEmpty } != iniciais.filter { !$0.value.isEmpty }
        }

        public func problemas(de c: Campo) -> [FormularioDeCadastro.Problema] {
            problemas.filter { $0.campo == c.rawValue }
        }

        /// O formulário como o `frila cadastro` o recebe (a mesma validação).
        public var formulario: FormularioDeCadastro {
            let funcoes = valor(.funcoes).split(separator: ",").map(String.init)
            return FormularioDeCadastro(perfil: perfil, nome: valor(.nome), email: valor(.email), senha: valor(.senha),
                                        funcoes: funcoes, base: valores[.base],
                                        estabelecimento: valores[.estabelecimento], endereco: valores[.endereco])
        }
    }

    public enum Acao: Equatable, Sendable {
        case digitar(Character)
        case apagar
        case campoSeguinte, campoAnterior
        case trocarOpcao(Int)
        /// `conectado`: sem rede, nem tenta (a conta precisa do servidor).
        case enviar(conectado: Bool)
        case cancelar
        /// Resposta à pergunta de descartar: true joga fora, false volta a editar.
        case descartar(Bool)
        case respondido(Desfecho)
    }

    public enum Efeito: Equatable, Sendable {
        /// Ir ao servidor (o único efeito assíncrono).
        case cadastrar(FormularioDeCadastro)
        /// Conta criada com sessão: entrar nela.
        case entrou(ContaAutenticada, Desfecho)
        /// Conta criada sem sessão: de volta ao login, com o e-mail e a frase de confirmar.
        case voltarAoLogin(email: String, Desfecho)
        /// Fechou sem criar (Esc, ou descartou).
        case fechar
    }

    public static func atualizar(_ e: inout Estado, _ a: Acao) -> [Efeito] {
        // Enquanto o pedido está no ar, nada muda debaixo dele.
        if e.enviando {
            guard case .respondido(let d) = a else { return [] }
            return responder(&e, d)
        }
        if e.perguntandoDescarte {
            switch a {
            case .descartar(true): e.perguntandoDescarte = false; return [.fechar]
            case .descartar(false), .cancelar: e.perguntandoDescarte = false
            default: break
            }
            return []
        }
        let campos = e.campos
        let i = campos.firstIndex(of: e.foco) ?? 0
        switch a {
        case .digitar(let c):
            if e.foco == .perfil {
                // Atalho: p ou c escolhem o perfil.
                if c == "p" || c == "P" { mudarPerfil(&e, .profissional) }
                if c == "c" || c == "C" { mudarPerfil(&e, .contratante) }
                return []
            }
            var v = e.valor(e.foco)
            guard Limites.tamanho(v) < e.foco.tamanhoMaximo else { return [] }
            v.append(c)
            e.valores[e.foco] = v
            corrigindo(&e)
        case .apagar:
            if e.foco == .perfil { mudarPerfil(&e, nil); return [] }
            var v = e.valor(e.foco)
            _ = v.popLast()
            e.valores[e.foco] = v
            corrigindo(&e)
        case .campoSeguinte: e.foco = campos[(i + 1) % campos.count]
        case .campoAnterior: e.foco = campos[(i + campos.count - 1) % campos.count]
        case .trocarOpcao(let passo):
            guard let ops = e.foco.opcoes else { return [] }
            let atual = e.perfil.flatMap { ops.firstIndex(of: $0) }
            let novo = atual.map { ($0 + passo + ops.count) % ops.count } ?? (passo > 0 ? 0 : ops.count - 1)
            mudarPerfil(&e, ops[novo])
        case .enviar(let conectado):
            e.recusa = nil
            if let d = CasoDeUsoCadastro.invalido(e.formulario) {
                if case .cadastrar(_, .camposInvalidos(let ps)?) = d.acao { mostrar(&e, ps) }
            } else {
                e.problemas = []
                guard conectado else {
                    e.recusa = Desfecho(.cadastrar(perfil: e.perfil, resposta: nil), .semConexao)
                    return []
                }
                e.enviando = true
                return [.cadastrar(e.formulario)]
            }
        case .cancelar:
            if e.alterado { e.perguntandoDescarte = true } else { return [.fechar] }
        case .descartar: break
        case .respondido(let d): return responder(&e, d)
        }
        return []
    }

    /// A resposta do servidor: conta criada sai do formulário; o resto fica nele, com tudo
    /// o que foi digitado e o foco no campo a corrigir.
    static func responder(_ e: inout Estado, _ d: Desfecho) -> [Efeito] {
        e.enviando = false
        switch d.acao {
        case .cadastrar(_, .entrou(let c)?):
            return [.entrou(c, d)]
        case .cadastrar(_, .confirmarEmail?):
            return [.voltarAoLogin(email: e.valor(.email).trimmingCharacters(in: .whitespaces), d)]
        case .cadastrar(_, .camposInvalidos(let ps)?):
            mostrar(&e, ps)
        case .cadastrar(_, .emailJaCadastrado?):
            e.recusa = d
            e.foco = .email
        case .cadastrar(_, .senhaFraca?):
            e.recusa = d
            e.foco = .senha
        default:
            e.recusa = d
        }
        return []
    }

    static func mostrar(_ e: inout Estado, _ ps: [FormularioDeCadastro.Problema]) {
        e.problemas = ps
        // O foco vai para o primeiro campo com problema, na ordem da tela.
        if let c = e.campos.first(where: { !e.problemas(de: $0).isEmpty }) { e.foco = c }
    }

    static func mudarPerfil(_ e: inout Estado, _ p: PerfilConta?) {
        e.perfil = p
        corrigindo(&e)
    }

    /// Quem mexe no campo está corrigindo: o problema dele sai da tela.
    static func corrigindo(_ e: inout Estado) {
        e.problemas.removeAll { $0.campo == e.foco.rawValue }
    }

    /// O efeito assíncrono, pela sessão (que guarda a conta quando a resposta traz sessão).
    @MainActor
    public static func executar(_ ef: Efeito, sessao: SessaoUsuario) async -> Acao? {
        guard case .cadastrar(let f) = ef else { return nil }
        return .respondido(await sessao.cadastrar(f))
    }
}
