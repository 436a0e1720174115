import Foundation
import FrilaDominio

/// Criar a conta como uma funcionalidade: estado (o que está no formulário), ações (o que a
/// pessoa faz ou a resposta que chegou) e a atualização, cujo único efeito é o pedido à
/// porta de cadastro. A TUI traduz teclas em ações e o desfecho em navegação (entrou, ou
/// volta ao login para confirmar o e-mail); a validação e as frases são as do `frila cadastro`.
public struct FuncionalidadeDoCadastro: Funcionalidade {
    public enum Campo: String, CaseIterable, Hashable, Sendable {
        // Os nomes são os de `FormularioDeCadastro.Problema.campo`: o problema acha o campo.
        case perfil, nome, email, senha, funcoes, base, estabelecimento, endereco, documento, convite

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
            case .documento: "CNPJ ou CPF"
            case .convite: "Convite"
            }
        }

        /// Só o perfil é de opções; o resto é texto.
        public var opcoes: [PerfilConta]? { self == .perfil ? [.profissional, .contratante] : nil }

        public var tamanhoMaximo: Int {
            switch self {
            case .email: Limites.tamanhoMaximoEmail
            case .senha: 256
            case .endereco: Limites.tamanhoMaximoEndereco
            case .documento: 24
            case .convite: 40
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
            case .documento: "O CNPJ do estabelecimento (ou o CPF, se for pessoa física); pontos e traços à vontade."
            case .convite:
                "Só se um estabelecimento convidou você: o código do convite. Aí deixe estabelecimento, CNPJ e endereço em branco."
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
        /// O campo que a recusa do servidor aponta (e-mail já cadastrado, senha fraca): marcado
        /// como um problema até a pessoa mexer nele.
        public var campoDaRecusa: Campo?
        public var enviando = false
        /// Esc num formulário preenchido: pergunta antes de jogar fora.
        public var perguntandoDescarte = false
        /// Fechou sem criar a conta (Esc intocado, ou descartou): quem mostra tira da tela.
        public var fechado = false
        var iniciais: [Campo: String] = [:]

        /// `email`: o que já estava digitado no login (não se digita duas vezes).
        public init(email: String = "") {
            let e = email.trimmingCharacters(in: .whitespaces)
            if !e.isEmpty { valores[.email] = e }
            iniciais = valores
        }

        /// Já preenchido (o `frila cadastro` manda as mesmas ações que a tela, com os argumentos).
        public init(_ f: FormularioDeCadastro) {
            perfil = f.perfil
            valores = [.nome: f.nome, .email: f.email, .senha: f.senha, .funcoes: f.funcoes.joined(separator: ",")]
            valores[.base] = f.base
            valores[.estabelecimento] = f.estabelecimento
            valores[.endereco] = f.endereco
            valores[.documento] = f.documento
            valores[.convite] = f.convite
            iniciais = valores
        }

        /// Os campos do perfil escolhido, na ordem da tela.
        public var campos: [Campo] {
            switch perfil {
            case nil: [.perfil, .nome, .email, .senha]
            case .profissional?: [.perfil, .nome, .email, .senha, .funcoes, .base]
            case .contratante?: [.perfil, .nome, .email, .senha, .estabelecimento, .documento, .endereco, .base, .convite]
            }
        }

        public func valor(_ c: Campo) -> String { valores[c] ?? "" }

        public var alterado: Bool {
            perfil != nil || valores.filter { !$0.value.isEmpty } != iniciais.filter { !$0.value.isEmpty }
        }

        public func problemas(de c: Campo) -> [FormularioDeCadastro.Problema] {
            problemas.filter { $0.campo == c.rawValue }
        }

        /// Leva a marca `!`: um problema da validação ou o campo da recusa do servidor.
        public func marcado(_ c: Campo) -> Bool { campoDaRecusa == c || !problemas(de: c).isEmpty }

        /// O formulário como o `frila cadastro` o recebe (a mesma validação).
        public var formulario: FormularioDeCadastro {
            let funcoes = valor(.funcoes).split(separator: ",").map(String.init)
            return FormularioDeCadastro(perfil: perfil, nome: valor(.nome), email: valor(.email), senha: valor(.senha),
                                        funcoes: funcoes, base: valores[.base],
                                        estabelecimento: valores[.estabelecimento], endereco: valores[.endereco],
                                        documento: valores[.documento],
                                        // A tela do profissional não mostra o convite: o que sobrou do contratante não conta.
                                        convite: perfil == .profissional ? nil : valores[.convite])
        }
    }

    public enum Acao: Equatable, Sendable {
        /// Uma tecla de texto, no campo em foco.
        case digitar(Character)
        case apagar
        /// Ctrl-U: esvazia o campo em foco.
        case limparCampo
        case campoSeguinte, campoAnterior
        case trocarOpcao(Int)
        /// `conectado`: sem rede, nem tenta (a conta precisa do servidor).
        case enviar(conectado: Bool)
        case cancelar
        /// Resposta à pergunta de descartar: true joga fora, false volta a editar.
        case descartar(Bool)
        case respondido(Desfecho)
    }

    let porta: any CadastroDeContaPort

    /// A sessão da TUI é a porta (ela guarda a conta quando a resposta traz sessão).
    public init(porta: any CadastroDeContaPort) { self.porta = porta }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        if case .respondido(let d) = acao { return d }
        return nil
    }

    public func atualizar(_ e: inout Estado, _ a: Acao) -> [Efeito<Acao>] {
        // Enquanto o pedido está no ar, nada muda debaixo dele.
        if e.enviando {
            if case .respondido(let d) = a { Self.responder(&e, d) }
            return []
        }
        if e.perguntandoDescarte {
            switch a {
            case .descartar(true): e.perguntandoDescarte = false; e.fechado = true
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
                if c == "p" || c == "P" { Self.mudarPerfil(&e, .profissional) }
                if c == "c" || c == "C" { Self.mudarPerfil(&e, .contratante) }
                return []
            }
            var v = e.valor(e.foco)
            guard Limites.tamanho(v) < e.foco.tamanhoMaximo else { return [] }
            v.append(c)
            e.valores[e.foco] = v
            Self.corrigindo(&e)
        case .limparCampo:
            if e.foco == .perfil { Self.mudarPerfil(&e, nil); return [] }
            e.valores[e.foco] = ""
            Self.corrigindo(&e)
        case .apagar:
            if e.foco == .perfil { Self.mudarPerfil(&e, nil); return [] }
            var v = e.valor(e.foco)
            _ = v.popLast()
            e.valores[e.foco] = v
            Self.corrigindo(&e)
        case .campoSeguinte: e.foco = campos[(i + 1) % campos.count]
        case .campoAnterior: e.foco = campos[(i + campos.count - 1) % campos.count]
        case .trocarOpcao(let passo):
            guard let ops = e.foco.opcoes else { return [] }
            let atual = e.perfil.flatMap { ops.firstIndex(of: $0) }
            let novo = atual.map { ($0 + passo + ops.count) % ops.count } ?? (passo > 0 ? 0 : ops.count - 1)
            Self.mudarPerfil(&e, ops[novo])
        case .enviar(let conectado):
            e.recusa = nil
            let f = e.formulario
            // Inválido não vai à rede; o desfecho (por campo) volta como os outros.
            if let d = CasoDeUsoCadastro.invalido(f) { return [.enviar(.respondido(d))] }
            e.problemas = []
            // Sem rede nem tenta: o desfecho volta pelo mesmo caminho dos que vão ao servidor.
            guard conectado else { return [.enviar(.respondido(Desfecho(.cadastrar(perfil: e.perfil, resposta: nil), .semConexao)))] }
            e.enviando = true
            let porta = porta
            return [.tarefa { .respondido(await CasoDeUsoCadastro(porta: porta).cadastrar(f)) }]
        case .cancelar:
            if e.alterado { e.perguntandoDescarte = true } else { e.fechado = true }
        case .descartar: break
        case .respondido(let d): Self.responder(&e, d)
        }
        return []
    }

    /// A resposta do servidor: conta criada sai do formulário; o resto fica nele, com tudo
    /// o que foi digitado e o foco no campo a corrigir.
    static func responder(_ e: inout Estado, _ d: Desfecho) {
        e.enviando = false
        e.campoDaRecusa = nil
        switch d.acao {
        case .cadastrar(_, .entrou?), .cadastrar(_, .confirmarEmail?):
            e.recusa = nil  // criada: quem mostra sai do formulário (pelo desfecho)
        case .cadastrar(_, .camposInvalidos(let ps)?):
            mostrar(&e, ps)
        case .cadastrar(_, .emailJaCadastrado?):
            e.recusa = d
            e.foco = .email
            e.campoDaRecusa = .email
        case .cadastrar(_, .senhaFraca?):
            e.recusa = d
            e.foco = .senha
            e.campoDaRecusa = .senha
        default:
            e.recusa = d
        }
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
        if e.campoDaRecusa == e.foco { e.campoDaRecusa = nil }
    }
}

/// RN15: o estado impresso (falha de teste, depuração) nunca mostra a senha.
extension FuncionalidadeDoCadastro.Estado: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        var vs = valores
        if let s = vs[.senha], !s.isEmpty { vs[.senha] = "•••" }
        let campos = FuncionalidadeDoCadastro.Campo.allCases.compactMap { c in vs[c].map { "\(c.rawValue): \($0)" } }
        return "Estado(perfil: \(perfil?.rawValue ?? "nil"), foco: \(foco.rawValue), \(campos.joined(separator: ", ")), "
            + "problemas: \(problemas.map(\.campo)), enviando: \(enviando))"
    }
    public var debugDescription: String { description }
}
