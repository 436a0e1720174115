import Foundation
import FrilaDominio

/// O que a pessoa preencheu para criar a conta, como texto cru (do formulário ou dos
/// argumentos). `validar` diz o que falta, campo a campo, antes de qualquer rede.
public struct FormularioDeCadastro: Hashable, Sendable {
    /// RN25: escolhido uma vez, aqui; não existe troca depois.
    public var perfil: PerfilConta?
    public var nome: String
    public var email: String
    public var senha: String
    /// Códigos das funções (`garcom`, `bartender`, ...).
    public var funcoes: [String]
    /// "lat,lng" ou o nome de uma região ou bairro do DF.
    public var base: String?
    public var estabelecimento: String?
    public var endereco: String?

    public init(perfil: PerfilConta?, nome: String, email: String, senha: String, funcoes: [String] = [],
                base: String? = nil, estabelecimento: String? = nil, endereco: String? = nil) {
        self.perfil = perfil
        self.nome = nome
        self.email = email
        self.senha = senha
        self.funcoes = funcoes
        self.base = base
        self.estabelecimento = estabelecimento
        self.endereco = endereco
    }

    public enum Problema: Hashable, Sendable {
        case perfilFaltando
        case nomeFaltando, nomeLongo, nomeComControle
        case emailFaltando, emailInvalido, emailLongo
        case senhaFaltando, senhaCurta
        case funcoesFaltando
        case funcaoDesconhecida(String)
        case baseFaltando
        case baseNaoEncontrada(String)
        case estabelecimentoFaltando, estabelecimentoLongo
        case enderecoFaltando, enderecoLongo
        /// Contratante sem --base e com um endereço em que nenhum lugar do DF foi achado.
        case localDoEstabelecimentoFaltando

        /// Campo (nome da opção sem os traços) a que o problema se refere.
        public var campo: String {
            switch self {
            case .perfilFaltando: "perfil"
            case .nomeFaltando, .nomeLongo, .nomeComControle: "nome"
            case .emailFaltando, .emailInvalido, .emailLongo: "email"
            case .senhaFaltando, .senhaCurta: "senha"
            case .funcoesFaltando, .funcaoDesconhecida: "funcoes"
            case .baseFaltando, .baseNaoEncontrada, .localDoEstabelecimentoFaltando: "base"
            case .estabelecimentoFaltando, .estabelecimentoLongo: "estabelecimento"
            case .enderecoFaltando, .enderecoLongo: "endereco"
            }
        }

        public var frase: String {
            switch self {
            case .perfilFaltando: "Escolha o perfil: profissional ou contratante (não muda depois)."
            case .nomeFaltando: "Informe o nome."
            case .nomeLongo: "O nome pode ter até \(Limites.tamanhoMaximoNome) caracteres."
            case .nomeComControle: "O nome não pode ter caracteres de controle (quebra de linha, tabulação, ESC)."
            case .emailFaltando: "Informe o e-mail."
            case .emailInvalido: "O e-mail não parece válido (ex.: nome@exemplo.com)."
            case .emailLongo: "O e-mail pode ter até \(Limites.tamanhoMaximoEmail) caracteres."
            case .senhaFaltando: "Informe a senha."
            case .senhaCurta: "A senha precisa ter pelo menos \(Limites.senhaMinima) caracteres."
            case .funcoesFaltando: "Escolha ao menos uma função (\(Self.funcoesConhecidas))."
            case .funcaoDesconhecida(let f):
                "Função desconhecida: \(semControle(String(f.prefix(40)))). Use \(Self.funcoesConhecidas)."
            case .baseFaltando: "Informe o ponto base: lat,lng ou uma região do DF (ex.: Asa Sul)."
            case .baseNaoEncontrada(let t):
                "Ponto base não reconhecido: \(semControle(String(t.prefix(40)))). Use lat,lng ou uma região do DF (ex.: Asa Sul)."
            case .estabelecimentoFaltando: "Informe o nome do estabelecimento."
            case .estabelecimentoLongo: "O nome do estabelecimento pode ter até \(Limites.tamanhoMaximoNome) caracteres."
            case .enderecoFaltando: "Informe o endereço do estabelecimento."
            case .enderecoLongo: "O endereço pode ter até \(Limites.tamanhoMaximoEndereco) caracteres."
            case .localDoEstabelecimentoFaltando:
                "Não achei a região do endereço: informe o local com lat,lng ou uma região do DF (ex.: Asa Sul)."
            }
        }

        static let funcoesConhecidas = Funcao.conhecidas.map(\.rawValue).joined(separator: ", ")
    }

    public enum Validacao: Sendable {
        case valido(Cadastro)
        case invalido([Problema])
    }

    /// Forma mínima: algo@algo.algo, sem espaço nem controle. O servidor tem a palavra final.
    public static func emailValido(_ e: String) -> Bool {
        e.range(of: #"^[^@\s]+@[^@\s]+\.[^@\s]+$"#, options: .regularExpression) != nil && !Limites.temControle(e)
    }

    public func validar() -> Validacao {
        var p: [Problema] = []
        let nome = nome.trimmingCharacters(in: .whitespacesAndNewlines)
        let email = email.trimmingCharacters(in: .whitespacesAndNewlines)
        if perfil == nil { p.append(.perfilFaltando) }
        if nome.isEmpty { p.append(.nomeFaltando) }
        else if Limites.temControle(nome) { p.append(.nomeComControle) }
        else if Limites.tamanho(nome) > Limites.tamanhoMaximoNome { p.append(.nomeLongo) }
        if email.isEmpty { p.append(.emailFaltando) }
        else if Limites.tamanho(email) > Limites.tamanhoMaximoEmail { p.append(.emailLongo) }
        else if !Self.emailValido(email) { p.append(.emailInvalido) }
        if senha.isEmpty { p.append(.senhaFaltando) }
        else if senha.count < Limites.senhaMinima { p.append(.senhaCurta) }

        let baseTexto = base?.trimmingCharacters(in: .whitespaces).nilSeVazio
        var ponto: Coordenada?
        if let b = baseTexto {
            if let d = PontoDigitado.interpretar(b) { ponto = d.ponto } else { p.append(.baseNaoEncontrada(b)) }
        }
        var dados: Cadastro.Dados?
        switch perfil {
        case .profissional?:
            var fs: [Funcao] = []
            for f in funcoes.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !f.isEmpty {
                let fn = Funcao(rawValue: f)
                if case .outra = fn { p.append(.funcaoDesconhecida(f)) } else if !fs.contains(fn) { fs.append(fn) }
            }
            if fs.isEmpty && !p.contains(where: { if case .funcaoDesconhecida = $0 { true } else { false } }) {
                p.append(.funcoesFaltando)
            }
            if baseTexto == nil { p.append(.baseFaltando) }
            if let ponto { dados = .profissional(funcoes: fs, base: ponto) }
        case .contratante?:
            let est = estabelecimento?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            let end = endereco?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if est.isEmpty { p.append(.estabelecimentoFaltando) }
            else if Limites.tamanho(est) > Limites.tamanhoMaximoNome || Limites.temControle(est) { p.append(.estabelecimentoLongo) }
            if end.isEmpty { p.append(.enderecoFaltando) }
            else if Limites.tamanho(end) > Limites.tamanhoMaximoEndereco || Limites.temControle(end) { p.append(.enderecoLongo) }
            // Sem --base, o local sai do endereço ("SCLS 405, Asa Sul" → Asa Sul).
            if baseTexto == nil, !end.isEmpty {
                ponto = LugaresDoDF.localizar(end)?.ponto
                if ponto == nil { p.append(.localDoEstabelecimentoFaltando) }
            }
            if let ponto { dados = .contratante(estabelecimento: est, endereco: end, ponto: ponto) }
        case nil: break
        }
        guard p.isEmpty, let dados else { return .invalido(p) }
        return .valido(Cadastro(email: email, senha: senha, nome: nome, dados: dados))
    }
}

/// O fim do cadastro, como valor: quem mostra tira a frase e o código daqui.
public enum DesfechoDoCadastro: Hashable, Sendable {
    /// Conta criada e sessão guardada (como no `login`).
    case entrou(ContaAutenticada)
    /// Conta criada, sem sessão: o projeto exige confirmar o e-mail antes de entrar.
    case confirmarEmail
    case invalido([FormularioDeCadastro.Problema])
    case emailJaCadastrado
    case senhaFraca([MotivoDeSenhaFraca], frase: String? = nil)
    /// `validation_failed`: o servidor diz o campo na frase.
    case dadosRecusados(frase: String?)
    /// Rede, servidor fora do ar, disco local...
    case falhou(Falha)

    public static let fraseConfirmarEmail =
        "Conta criada. Confira seu e-mail para confirmar a conta e depois entre com frila login."
    public static let fraseEmailJaCadastrado = "Já existe uma conta com este e-mail. Entre com frila login."

    public var frase: String {
        switch self {
        case .entrou(let c): "Conta criada. Entrou como \(semControle(c.nome)) (\(Formatacao.perfil(c.perfil)))."
        case .confirmarEmail: Self.fraseConfirmarEmail
        case .invalido(let ps): ps.map(\.frase).joined(separator: " ")
        case .emailJaCadastrado: Self.fraseEmailJaCadastrado
        case .senhaFraca(let ms, let f):
            "Senha fraca: " + Self.frases(ms, servidor: f).joined(separator: " ")
        case .dadosRecusados(let f): f.flatMap { $0.isEmpty ? nil : semControle($0) } ?? "Dados de cadastro inválidos."
        case .falhou(let f): f.frase
        }
    }

    /// Um motivo por frase. O tamanho mínimo é o do servidor (a frase dele, quando veio):
    /// ele pode pedir mais que o `Limites.senhaMinima` do cliente.
    public static func frases(_ ms: [MotivoDeSenhaFraca], servidor: String?) -> [String] {
        let doServidor = servidor.map(semControle).flatMap { $0.isEmpty ? nil : $0 }
        if ms.isEmpty { return [doServidor ?? frase(do: .curta)] }
        return ms.map { m in m == .curta ? (doServidor ?? frase(do: m)) : frase(do: m) }
    }

    public static func frase(do m: MotivoDeSenhaFraca) -> String {
        switch m {
        case .curta: "a senha precisa ter pelo menos \(Limites.senhaMinima) caracteres."
        case .poucosTiposDeCaractere: "misture letras maiúsculas, minúsculas, números e símbolos."
        case .vazada: "esta senha apareceu em vazamentos conhecidos; escolha outra."
        case .outro(let c): "o servidor recusou a senha (\(semControle(String(c.prefix(40)))))."
        }
    }

    public var criouConta: Bool {
        switch self {
        case .entrou, .confirmarEmail: true
        default: false
        }
    }
}

/// Valida e cadastra. A decisão vem do tipo do erro, nunca da frase.
public struct CasoDeUsoCadastro: Sendable {
    let porta: any CadastroDeContaPort
    public init(porta: any CadastroDeContaPort) { self.porta = porta }

    public func cadastrar(_ f: FormularioDeCadastro) async -> DesfechoDoCadastro {
        let cadastro: Cadastro
        switch f.validar() {
        case .invalido(let ps): return .invalido(ps)
        case .valido(let c): cadastro = c
        }
        return await enviar(cadastro)
    }

    public func enviar(_ cadastro: Cadastro) async -> DesfechoDoCadastro {
        do {
            switch try await porta.cadastrarConta(cadastro) {
            case .entrou(let c): return .entrou(c)
            case .confirmarEmail: return .confirmarEmail
            }
        } catch let r as RecusaDoCadastro {
            switch r {
            case .emailJaCadastrado: return .emailJaCadastrado
            case .senhaFraca(let ms, let f): return .senhaFraca(ms, frase: f)
            case .dadosInvalidos(let frase): return .dadosRecusados(frase: frase)
            }
        } catch {
            return .falhou(Falha.de(error))
        }
    }
}

private extension String {
    var nilSeVazio: String? { isEmpty ? nil : self }
}

/// Texto de outra origem (argumento, servidor) ecoado numa frase: sem C0/DEL/C1.
func semControle(_ s: String) -> String {
    String(String.UnicodeScalarView(s.unicodeScalars.filter { !Limites.temControle(String($0)) }))
}
