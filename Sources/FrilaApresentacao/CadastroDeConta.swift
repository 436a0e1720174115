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
    /// CNPJ ou CPF do estabelecimento novo (pontuação à vontade).
    public var documento: String?
    /// O código do convite (o id do estabelecimento que convidou o e-mail): entra como membro
    /// dele, sem criar outro; aí estabelecimento, endereço e documento não se preenchem.
    public var convite: String?

    public init(perfil: PerfilConta?, nome: String, email: String, senha: String, funcoes: [String] = [],
                base: String? = nil, estabelecimento: String? = nil, endereco: String? = nil,
                documento: String? = nil, convite: String? = nil) {
        self.documento = documento
        self.convite = convite
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
        case nomeFaltando, nomeLongo, nomeComControle, nomeEhEmail
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
        case documentoFaltando
        case documentoInvalido(Documento.Problema)
        case conviteInvalido(String)
        /// Convite e estabelecimento novo ao mesmo tempo: ou um, ou outro.
        case conviteComEstabelecimento
        /// Convite numa conta de profissional: ele faz um membro contratante (o perfil não muda).
        case conviteDoProfissional

        /// Campo (nome da opção sem os traços) a que o problema se refere.
        public var campo: String {
            switch self {
            case .perfilFaltando: "perfil"
            case .nomeFaltando, .nomeLongo, .nomeComControle, .nomeEhEmail: "nome"
            case .emailFaltando, .emailInvalido, .emailLongo: "email"
            case .senhaFaltando, .senhaCurta: "senha"
            case .funcoesFaltando, .funcaoDesconhecida: "funcoes"
            case .baseFaltando, .baseNaoEncontrada, .localDoEstabelecimentoFaltando: "base"
            case .estabelecimentoFaltando, .estabelecimentoLongo: "estabelecimento"
            case .enderecoFaltando, .enderecoLongo: "endereco"
            case .documentoFaltando, .documentoInvalido: "documento"
            case .conviteInvalido, .conviteComEstabelecimento, .conviteDoProfissional: "convite"
            }
        }

        public var frase: String {
            switch self {
            case .perfilFaltando: "Escolha o perfil: profissional ou contratante (não muda depois)."
            case .nomeFaltando: "Informe o nome."
            case .nomeLongo: "O nome pode ter até \(Limites.tamanhoMaximoNome) caracteres."
            case .nomeComControle: "O nome não pode ter caracteres de controle (quebra de linha, tabulação, ESC)."
            case .nomeEhEmail: Textos.fraseNomeEhEmail
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
                "Ponto base não reconhecido: \(semControle(String(t.prefix(40))))."
                    + PontoDoFormulario.parecidos(t) + " Use lat,lng ou uma região do DF (ex.: Asa Sul)."
            case .estabelecimentoFaltando: "Informe o nome do estabelecimento."
            case .estabelecimentoLongo: "O nome do estabelecimento pode ter até \(Limites.tamanhoMaximoNome) caracteres."
            case .enderecoFaltando: "Informe o endereço do estabelecimento."
            case .enderecoLongo: "O endereço pode ter até \(Limites.tamanhoMaximoEndereco) caracteres."
            case .localDoEstabelecimentoFaltando:
                "Não achei a região do endereço: informe o local com lat,lng ou uma região do DF (ex.: Asa Sul)."
            case .documentoFaltando: Textos.Membros.documentoFaltando
            case .documentoInvalido(let p): Textos.Membros.documentoInvalido(p)
            case .conviteInvalido(let t): Textos.Membros.conviteInvalido(semControle(String(t.prefix(40))))
            case .conviteComEstabelecimento: Textos.Membros.conviteComEstabelecimento
            case .conviteDoProfissional: Textos.Membros.conviteDoProfissional
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
        else if Self.emailValido(nome) { p.append(.nomeEhEmail) }
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
            if !(convite ?? "").trimmingCharacters(in: .whitespaces).isEmpty { p.append(.conviteDoProfissional) }
            if let ponto { dados = .profissional(funcoes: fs, base: ponto) }
        case .contratante? where !(convite ?? "").trimmingCharacters(in: .whitespaces).isEmpty:
            let c = (convite ?? "").trimmingCharacters(in: .whitespaces)
            let preenchidos = [estabelecimento, endereco, documento].compactMap { $0?.trimmingCharacters(in: .whitespaces) }
            if preenchidos.contains(where: { !$0.isEmpty }) { p.append(.conviteComEstabelecimento) }
            if let id = UUID(uuidString: c) { dados = .membro(convite: id) } else { p.append(.conviteInvalido(c)) }
        case .contratante?:
            let est = estabelecimento?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            let end = endereco?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if est.isEmpty { p.append(.estabelecimentoFaltando) }
            else if Limites.tamanho(est) > Limites.tamanhoMaximoNome || Limites.temControle(est) { p.append(.estabelecimentoLongo) }
            // Na ordem da tela: estabelecimento, documento, endereço.
            var doc: Documento?
            switch Documento.interpretar(documento ?? "") {
            case .success(let d): doc = d
            case .failure(.vazio): p.append(.documentoFaltando)
            case .failure(let e): p.append(.documentoInvalido(e))
            }
            if end.isEmpty { p.append(.enderecoFaltando) }
            else if Limites.tamanho(end) > Limites.tamanhoMaximoEndereco || Limites.temControle(end) { p.append(.enderecoLongo) }
            // Sem --base, o local sai do endereço ("SCLS 405, Asa Sul" → Asa Sul).
            if baseTexto == nil, !end.isEmpty {
                ponto = LugaresDoDF.localizar(end)?.ponto
                if ponto == nil { p.append(.localDoEstabelecimentoFaltando) }
            }
            if let ponto, let doc { dados = .contratante(estabelecimento: est, endereco: end, ponto: ponto, documento: doc) }
        case nil: break
        }
        guard p.isEmpty, let dados else { return .invalido(p) }
        return .valido(Cadastro(email: email, senha: senha, nome: nome, dados: dados))
    }
}

/// O que se soube do cadastro, para a frase e o JSON: a resposta do servidor ou, antes da
/// rede, os campos a corrigir. O desfecho é um `Desfecho` (ação `.cadastrar`); isto é o detalhe.
public enum RespostaDoCadastro: Hashable, Sendable {
    /// Conta criada e sessão guardada (como no `login`).
    case entrou(ContaAutenticada)
    /// Conta criada, sem sessão: o projeto exige confirmar o e-mail antes de entrar.
    case confirmarEmail
    case camposInvalidos([FormularioDeCadastro.Problema])
    case emailJaCadastrado
    case senhaFraca([MotivoDeSenhaFraca], frase: String? = nil)
    /// `validation_failed`: o servidor diz o campo na frase.
    case dadosRecusados(frase: String?)

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

    /// Sem rede nenhuma: o desfecho dos problemas de preenchimento, por campo (nil = válido).
    public static func invalido(_ f: FormularioDeCadastro) -> Desfecho? {
        guard case .invalido(let ps) = f.validar() else { return nil }
        return .invalidoNoCadastro(f.perfil, ps)
    }

    public func cadastrar(_ f: FormularioDeCadastro) async -> Desfecho {
        switch f.validar() {
        case .invalido(let ps): .invalidoNoCadastro(f.perfil, ps)
        case .valido(let c): await enviar(c)
        }
    }

    public func enviar(_ cadastro: Cadastro) async -> Desfecho {
        let perfil = cadastro.perfil
        func acao(_ r: RespostaDoCadastro?) -> AcaoDaPessoa { .cadastrar(perfil: perfil, resposta: r) }
        do {
            switch try await porta.cadastrarConta(cadastro) {
            case .entrou(let c): return Desfecho(acao(.entrou(c)), .enviada(nil))
            case .confirmarEmail: return Desfecho(acao(.confirmarEmail), .enviada(nil))
            }
        } catch let r as RecusaDoCadastro {
            let resposta: RespostaDoCadastro = switch r {
            case .emailJaCadastrado: .emailJaCadastrado
            case .senhaFraca(let ms, let f): .senhaFraca(ms, frase: f)
            case .dadosInvalidos(let frase): .dadosRecusados(frase: frase)
            }
            return Desfecho(acao(resposta), .recusada(r.falha, item: nil))
        } catch {
            return .falhou(acao(nil), error)
        }
    }
}

extension Desfecho {
    static func invalidoNoCadastro(_ perfil: PerfilConta?, _ ps: [FormularioDeCadastro.Problema]) -> Desfecho {
        Desfecho(.cadastrar(perfil: perfil, resposta: .camposInvalidos(ps)), .invalida(ps.map(\.frase)))
    }
}

/// RN15: um formulário impresso (falha de teste, depuração) nunca mostra a senha.
extension FormularioDeCadastro: CustomStringConvertible, CustomDebugStringConvertible {
    public var description: String {
        "FormularioDeCadastro(perfil: \(perfil?.rawValue ?? "nil"), nome: \(nome), email: \(email), senha: "
            + "\(senha.isEmpty ? "vazia" : "•••"), funcoes: \(funcoes), base: \(base ?? "nil"), "
            + "estabelecimento: \(estabelecimento ?? "nil"), endereco: \(endereco ?? "nil"), documento: \(documento ?? "nil"), "
            + "convite: \(convite ?? "nil"))"
    }
    public var debugDescription: String { description }
}

private extension String {
    var nilSeVazio: String? { isEmpty ? nil : self }
}

/// Texto de outra origem (argumento, servidor) ecoado numa frase: sem C0/DEL/C1.
func semControle(_ s: String) -> String {
    String(String.UnicodeScalarView(s.unicodeScalars.filter { !Limites.temControle(String($0)) }))
}

/// Um nome (ou lista de nomes) no fim da frase, com o ponto final, sem dobrar o de um nome que já
/// termina nele ("Ana S."): olha o dado ecoado, não uma frase do catálogo.
func nomeNoFim(_ nome: String) -> String { nome.last == "." ? nome : nome + "." }
