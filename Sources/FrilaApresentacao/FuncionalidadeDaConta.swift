import Foundation
import FrilaDominio

/// A conta que a pessoa administra (LGPD): trocar a senha, editar o perfil, exportar os dados
/// e excluir a conta. Cada ação pede rede e termina num `Desfecho` próprio desta página
/// (`DesfechoDaConta`), com a falha tipada por baixo para o código de saída. O formulário da
/// TUI (perfil, senha) vive no estado daqui; os comandos sem tela mandam as mesmas ações.
public struct FuncionalidadeDaConta: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        public var perfil: Perfil?
        public var previa: EstadoTela<PreviaDaExclusao>?
        public var exportacao: Data?
        public var excluida: ContaExcluida?
        /// A exclusão saiu e não respondeu: o servidor que já não conhece a sessão é ela.
        public var excluindo = false
        /// Ações da conta na fila deste computador que ainda não saíram (nil: não lido).
        public var pendentes: Int?
        /// O formulário aberto (TUI): editar o perfil ou trocar a senha.
        public var formulario: FormularioDaConta?
        /// Onde a última exportação foi gravada.
        public var exportadoEm: String?
        public init() {}
    }

    public enum Acao: Sendable {
        case trocarSenha(String)
        /// A troca da TUI: confere a atual antes (numa sessão à parte) e a confirmação.
        case trocarSenhaConferindo(atual: String, nova: String, confirmacao: String)
        case editar(EdicaoDoPerfil)
        case exportar
        /// Exporta e grava em `pasta` um arquivo novo (0600) com a data no nome.
        case exportarPara(pasta: URL, agora: Date)
        case carregarPrevia
        /// `descartarFila`: a pessoa soube das ações na fila deste computador e aceita perdê-las.
        case excluir(confirmacao: String, descartarFila: Bool = false)
        case previaLida(Leitura<PreviaDaExclusao>)
        case pendentesLidos(Int)
        case respondido(Desfecho, Mudanca?)
        // O formulário da TUI.
        case abrirEdicao(Perfil)
        case abrirSenha
        case digitar(Character)
        case apagarLetra
        /// Ctrl-U: esvazia o campo em foco.
        case limparCampo
        /// ←/→/Espaço no Disponível: troca sim por não.
        case trocarOpcao
        case focar(Int)
        case fecharFormulario
        case enviarFormulario
    }

    /// O que uma resposta muda no estado.
    public enum Mudanca: Sendable {
        case perfil(Perfil)
        case exportacao(Data)
        case exportadoEm(String, Data)
        case excluida(ContaExcluida)
        case problemaNoCampo(CampoDaConta, String)
    }

    /// A fila e o disco desta conta neste computador: a exclusão diz o que está na fila e,
    /// depois de excluir, apaga o que era da conta.
    public struct Local: Sendable {
        let conta: UUID
        let fila: any FilaDeAcoesPort
        let dados: any DadosLocaisDaContaPort
        public init(conta: UUID, fila: any FilaDeAcoesPort, dados: any DadosLocaisDaContaPort) {
            self.conta = conta; self.fila = fila; self.dados = dados
        }
    }

    let conta: any GestaoDaContaPort
    let conexao: any ConexaoPort
    let local: Local?
    /// Onde a TUI grava a exportação (a pasta em que a pessoa abriu o frila).
    public let pastaDeExportacao: URL?

    public init(conta: any GestaoDaContaPort, conexao: any ConexaoPort, local: Local? = nil, pastaDeExportacao: URL? = nil) {
        self.conta = conta
        self.conexao = conexao
        self.local = local
        self.pastaDeExportacao = pastaDeExportacao
    }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        if case .respondido(let d, _) = acao { return d }
        return nil
    }

    /// Problemas de preenchimento da senha nova, antes da rede: a política do cadastro.
    public static func problemasDaSenha(_ s: String) -> [String] {
        if s.isEmpty { return [Textos.Conta.senhaVazia] }
        if s.count < Limites.senhaMinima { return [Textos.motivo(.curta)] }
        if s.utf8.count > Limites.senhaMaximaBytes { return [Textos.Conta.senhaLonga] }
        return []
    }

    public static func problemasDaEdicao(_ e: EdicaoDoPerfil) -> [String] {
        var ps: [String] = []
        if e.vazia { ps.append(Textos.Conta.nadaAEditar) }
        if let n = e.nome, n.trimmingCharacters(in: .whitespaces).isEmpty { ps.append(Textos.Conta.nomeVazio) }
        if let n = e.nome, FormularioDeCadastro.emailValido(n.trimmingCharacters(in: .whitespaces)) { ps.append(Textos.fraseNomeEhEmail) }
        if let w = e.whatsapp, !w.trimmingCharacters(in: .whitespaces).isEmpty, Whatsapp.normalizado(w) == nil {
            ps.append(Textos.Conta.whatsappInvalido)
        }
        if let fs = e.funcoes, fs.isEmpty { ps.append(Textos.Conta.semFuncoes) }
        return ps
    }

    /// A confirmação da exclusão é o e-mail da conta (sem as pontas, sem caixa); nil = confere.
    /// O servidor confere de novo.
    public enum ProblemaDaConfirmacao: Equatable, Sendable {
        case emailNaoConfere
        public var frase: String { Textos.Conta.Tela.emailNaoConfere }
    }

    public static func problemaDaConfirmacao(_ texto: String, esperado: String) -> ProblemaDaConfirmacao? {
        func normal(_ s: String) -> String { s.trimmingCharacters(in: .whitespaces).lowercased() }
        return normal(texto) == normal(esperado) ? nil : .emailNaoConfere
    }

    /// A troca da TUI: atual, nova (a política) e a confirmação, por campo, antes da rede.
    public static func problemasDaTroca(atual: String, nova: String, confirmacao: String) -> [CampoDaConta: String] {
        var ps: [CampoDaConta: String] = [:]
        if atual.isEmpty { ps[.senhaAtual] = Textos.Conta.senhaAtualVazia }
        if let p = problemasDaSenha(nova).first { ps[.senhaNova] = p }
        else if nova == atual { ps[.senhaNova] = Textos.Conta.senhaIgual }
        if ps[.senhaNova] == nil, confirmacao != nova { ps[.confirmacao] = Textos.Conta.confirmacaoDiferente }
        return ps
    }

    /// "garcom, Bartender": as funções pelo nome do enum ou o da tela; a primeira desconhecida é o erro.
    public static func funcoes(de texto: String) -> Result<[Funcao], ProblemaDoCampo> {
        var fs: [Funcao] = []
        for p in texto.split(separator: ",") {
            let v = p.trimmingCharacters(in: .whitespaces)
            guard !v.isEmpty else { continue }
            guard let f = Funcao.conhecidas.first(where: {
                $0.rawValue == v || LugaresDoDF.normalizar(Formatacao.funcao($0)) == LugaresDoDF.normalizar(v)
            }) else { return .failure(ProblemaDoCampo(Textos.Conta.usoFuncoes(String(v.prefix(40))))) }
            if !fs.contains(f) { fs.append(f) }
        }
        return .success(fs)
    }

    /// Uma região do DF pelo nome ("Taguatinga") ou "lat,lng".
    public static func base(de texto: String) -> Result<Coordenada, ProblemaDoCampo> {
        guard let p = PontoDigitado.interpretar(texto) else {
            return .failure(ProblemaDoCampo(Textos.Conta.usoBase(String(texto.prefix(40)))))
        }
        return .success(p.ponto)
    }

    public static func simNao(_ texto: String) -> Bool? {
        switch LugaresDoDF.normalizar(texto.trimmingCharacters(in: .whitespaces)) {
        case "sim", "s", "yes", "y", "true", "1": true
        case "nao", "n", "no", "false", "0": false
        default: nil
        }
    }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (conta, conexao, local) = (conta, conexao, self.local)
        switch acao {
        case .abrirEdicao(let p):
            estado.perfil = estado.perfil ?? p
            estado.formulario = FormularioDaConta(edicaoDe: p)
        case .abrirSenha:
            estado.formulario = FormularioDaConta(senha: ())
        case .digitar(let c):
            guard var f = estado.formulario, !f.enviando else { return [] }
            f.digitar(c)
            estado.formulario = f
        case .apagarLetra:
            guard var f = estado.formulario, !f.enviando else { return [] }
            f.apagarLetra()
            estado.formulario = f
        case .limparCampo:
            guard var f = estado.formulario, !f.enviando else { return [] }
            f.limparCampo()
            estado.formulario = f
        case .trocarOpcao:
            guard var f = estado.formulario, !f.enviando else { return [] }
            f.digitar(" ")
            estado.formulario = f
        case .focar(let d):
            guard var f = estado.formulario else { return [] }
            f.focar(((f.foco + d) % f.campos.count + f.campos.count) % f.campos.count)
            estado.formulario = f
        case .fecharFormulario:
            estado.formulario = nil
        case .enviarFormulario:
            guard var f = estado.formulario, !f.enviando else { return [] }
            switch f.leitura() {
            case .failure(let erro):
                let ps = erro.porCampo
                f.problemas = ps
                if let primeiro = f.campos.firstIndex(where: { ps[$0] != nil }) { f.foco = primeiro }
                estado.formulario = f
                let op: OperacaoDaConta = f.tipo == .senha ? .trocarSenha : .editarPerfil
                let frases = f.campos.compactMap { ps[$0] }
                return [.enviar(.respondido(Self.invalida(op, frases), nil))]
            case .success(let a):
                f.problemas = [:]
                f.enviando = true
                estado.formulario = f
                return atualizar(&estado, a)
            }
        case .trocarSenhaConferindo(let atual, let nova, let confirmacao):
            let ps = Self.problemasDaTroca(atual: atual, nova: nova, confirmacao: confirmacao)
            if !ps.isEmpty {
                let frases = CampoDaConta.daSenha.compactMap { ps[$0] }
                return [.enviar(.respondido(Self.invalida(.trocarSenha, frases), nil))]
            }
            return [Self.tarefa(.trocarSenha, conexao) {
                guard try await conta.senhaConfere(atual) else {
                    return (.invalida(.trocarSenha, [Textos.Conta.senhaAtualNaoConfere]),
                            .problemaNoCampo(.senhaAtual, Textos.Conta.senhaAtualNaoConfere))
                }
                try await conta.trocarSenha(nova)
                return (.senhaTrocada, nil)
            }]
        case .exportarPara(let pasta, let agora):
            return [Self.tarefa(.exportar, conexao) {
                let d = try await conta.exportarDados()
                let url = ArquivoDaExportacao.novo(em: pasta, agora: agora)
                guard ArquivoDaExportacao.gravar(d, em: url) else { return (.naoGravou(url.path), nil) }
                return (.dadosExportadosEm(url.path, bytes: d.count), .exportadoEm(url.path, d))
            }]
        case .trocarSenha(let nova):
            let ps = Self.problemasDaSenha(nova)
            if !ps.isEmpty { return [.enviar(.respondido(Self.invalida(.trocarSenha, ps), nil))] }
            return [Self.tarefa(.trocarSenha, conexao) {
                try await conta.trocarSenha(nova)
                return (.senhaTrocada, nil)
            }]
        case .editar(let e):
            let ps = Self.problemasDaEdicao(e)
            if !ps.isEmpty { return [.enviar(.respondido(Self.invalida(.editarPerfil, ps), nil))] }
            return [Self.tarefa(.editarPerfil, conexao) {
                let p = try await conta.editarPerfil(e)
                return (.perfilEditado(nome: p.nome), .perfil(p))
            }]
        case .exportar:
            return [Self.tarefa(.exportar, conexao) {
                let d = try await conta.exportarDados()
                return (.dadosExportados(bytes: d.count), .exportacao(d))
            }]
        case .carregarPrevia:
            // Relendo, a prévia já na tela fica (e o X segue agindo): trocá-la por "carregando"
            // fazia o X dizer "ainda lendo" com a prévia à vista. O servidor reconfere ao excluir.
            if case .conteudo = estado.previa {} else { estado.previa = .carregando }
            var efs: [Efeito<Acao>] = [.tarefa {
                guard await conexao.confirmarOnline() else { return .previaLida(.semConexao) }
                do { return .previaLida(.veio(try await conta.previaDaExclusao())) } catch {
                    return .previaLida(.falhou(.de(error, semRede: Mensagens.semConexao)))
                }
            }]
            if let local { efs.append(.tarefa { .pendentesLidos(await local.fila.status(conta: local.conta).pendentes) }) }
            return efs
        case .pendentesLidos(let n):
            estado.pendentes = n
        case .previaLida(.semConexao):
            estado.previa = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
        case .previaLida(.veio(let p)):
            estado.previa = .conteudo(p)
        case .previaLida(.falhou(let e)):
            estado.previa = .erro(e)
        case .excluir(let confirmacao, let descartarFila):
            let c = confirmacao.trimmingCharacters(in: .whitespaces)
            if c.isEmpty { return [.enviar(.respondido(Self.invalida(.excluirConta, [Textos.Conta.semConfirmacao]), nil))] }
            estado.excluindo = true
            return [.tarefa {
                // Ação na fila desta conta não sai depois da exclusão: a pessoa sabe antes e decide.
                if let local, !descartarFila {
                    let n = await local.fila.status(conta: local.conta).pendentes
                    if n > 0 {
                        return .respondido(Desfecho(.daPagina(AcaoDaPagina(DesfechoDaConta.filaPendente(n))),
                                                    .invalida([Textos.Conta.filaPendente(n)])), nil)
                    }
                }
                return await Self.executar(.excluirConta, conexao) {
                    let r = try await conta.excluirConta(confirmacao: c)
                    guard let local else { return (.contaExcluida(r.modo), .excluida(r)) }
                    do { try await local.dados.apagar(conta: local.conta) } catch {
                        return (.contaExcluidaComRestos(r.modo), .excluida(r))
                    }
                    return (.contaExcluida(r.modo), .excluida(r))
                }
            }]
        case .respondido(let d, let m):
            estado.excluindo = false
            switch m {
            case .perfil(let p)?: estado.perfil = p
            case .exportacao(let d)?: estado.exportacao = d
            case .exportadoEm(let caminho, let d)?: estado.exportadoEm = caminho; estado.exportacao = d
            case .excluida(let r)?: estado.excluida = r
            case .problemaNoCampo(let campo, let frase)?:
                estado.formulario?.problemas[campo] = frase
                if let i = estado.formulario?.campos.firstIndex(of: campo) { estado.formulario?.foco = i }
            case nil: break
            }
            estado.formulario?.enviando = false
            // Deu certo: o formulário fecha (a linha de status diz o desfecho).
            if d.deuCerto, let f = estado.formulario, d.acao.nome == f.operacao.rawValue { estado.formulario = nil }
        }
        return []
    }

    static func invalida(_ op: OperacaoDaConta, _ ps: [String]) -> Desfecho {
        Desfecho(.daPagina(AcaoDaPagina(DesfechoDaConta.invalida(op, ps))), .invalida(ps))
    }

    /// Uma chamada que pede rede: sem conexão nem sai; a falha vira o caso certo.
    static func tarefa(_ op: OperacaoDaConta, _ conexao: any ConexaoPort,
                       _ corpo: @escaping @Sendable () async throws -> (DesfechoDaConta, Mudanca?)) -> Efeito<Acao> {
        .tarefa { await executar(op, conexao, corpo) }
    }

    static func executar(_ op: OperacaoDaConta, _ conexao: any ConexaoPort,
                         _ corpo: @Sendable () async throws -> (DesfechoDaConta, Mudanca?)) async -> Acao {
        guard await conexao.confirmarOnline() else {
            return .respondido(Desfecho(.daPagina(AcaoDaPagina(DesfechoDaConta.falhou(op, .semConexao))), .semConexao), nil)
        }
        do {
            let (valor, m) = try await corpo()
            return .respondido(Desfecho(.daPagina(AcaoDaPagina(valor)), valor.resultado), m)
        } catch {
            let f = Falha.de(error)
            let r: Desfecho.Resultado = f == .dadosLocais ? .falhaLocal
                : f.passageira ? .falhaPassageira(f) : .recusada(f, item: nil)
            return .respondido(Desfecho(.daPagina(AcaoDaPagina(DesfechoDaConta.falhou(op, f))), r), nil)
        }
    }
}

public enum OperacaoDaConta: String, Hashable, Sendable {
    case trocarSenha = "trocar_senha"
    case editarPerfil = "editar_perfil"
    case exportar = "exportar_dados"
    case excluirConta = "excluir_conta"
}

/// O desfecho de cada ação da conta: nome estável, severidade e frase (do catálogo).
public enum DesfechoDaConta: DesfechoDaPagina {
    case senhaTrocada
    case perfilEditado(nome: String)
    case dadosExportados(bytes: Int)
    /// Exportado para um arquivo (a TUI): o caminho que a pessoa abre.
    case dadosExportadosEm(String, bytes: Int)
    /// Veio do servidor, mas o arquivo não foi gravado.
    case naoGravou(String)
    case contaExcluida(ModoDaExclusao)
    /// Excluída no servidor; o que era dela neste computador não saiu inteiro.
    case contaExcluidaComRestos(ModoDaExclusao)
    /// Há ações desta conta na fila deste computador: excluir as perderia (a pessoa decide).
    case filaPendente(Int)
    case invalida(OperacaoDaConta, [String])
    case falhou(OperacaoDaConta, Falha)

    public var operacao: OperacaoDaConta {
        switch self {
        case .senhaTrocada: .trocarSenha
        case .perfilEditado: .editarPerfil
        case .dadosExportados, .dadosExportadosEm, .naoGravou: .exportar
        case .contaExcluida, .contaExcluidaComRestos, .filaPendente: .excluirConta
        case .invalida(let o, _), .falhou(let o, _): o
        }
    }
    public var nome: String { operacao.rawValue }
    public var severidade: Severidade {
        switch self {
        case .invalida, .falhou, .naoGravou, .contaExcluidaComRestos, .filaPendente: .erro
        default: .sucesso
        }
    }
    /// O resultado por baixo (o código de saída sem tela sai dele).
    var resultado: Desfecho.Resultado {
        switch self {
        case .invalida(_, let ps): .invalida(ps)
        case .filaPendente(let n): .invalida([Textos.Conta.filaPendente(n)])
        case .naoGravou, .contaExcluidaComRestos: .falhaLocal
        default: .enviada(nil)
        }
    }
    public var frase: String { Textos.Conta.frase(self) }
}

/// Um campo dos formulários da conta na TUI.
public enum CampoDaConta: Hashable, Sendable {
    case nome, whatsapp, funcoes, base, disponivel
    case senhaAtual, senhaNova, confirmacao

    public static let daSenha: [CampoDaConta] = [.senhaAtual, .senhaNova, .confirmacao]
    /// A senha nunca aparece na tela: cada letra vira um ponto.
    public var mascarado: Bool { CampoDaConta.daSenha.contains(self) }
    public var rotulo: String { Textos.Conta.rotulo(self) }
}

/// Editar o perfil ou trocar a senha, campo a campo (a TUI). Só o que mudou do valor inicial
/// vai na edição; a leitura usa a mesma validação dos comandos sem tela, com as mesmas frases.
public struct FormularioDaConta: Equatable, Sendable {
    public enum Tipo: Equatable, Sendable { case perfil, senha }
    public let tipo: Tipo
    public let campos: [CampoDaConta]
    public var valores: [String]
    public let iniciais: [String]
    public var foco = 0
    /// O texto do campo em foco está selecionado (entrou-se nele por Tab): digitar o troca;
    /// ⌫ edita o que está lá.
    public var selecionado = false
    public var problemas: [CampoDaConta: String] = [:]
    public var enviando = false

    static let limiteDoCampo = 200

    public init(edicaoDe p: Perfil) {
        tipo = .perfil
        if p.perfil == .profissional {
            campos = [.nome, .whatsapp, .funcoes, .base, .disponivel]
            iniciais = [p.nome, "", (p.funcoes ?? []).map(\.rawValue).joined(separator: ", "),
                        p.base.map(Formatacao.pontoBase) ?? "", p.disponivel.map { $0 ? "sim" : "não" } ?? ""]
        } else {
            campos = [.nome, .whatsapp]
            iniciais = [p.nome, ""]
        }
        valores = iniciais
    }

    public init(senha: Void) {
        tipo = .senha
        campos = CampoDaConta.daSenha
        iniciais = ["", "", ""]
        valores = iniciais
    }

    public var operacao: OperacaoDaConta { tipo == .senha ? .trocarSenha : .editarPerfil }

    /// Disponível é uma escolha (sim/não), não texto.
    public static let opcoesDoDisponivel = ["sim", "não"]
    public var campoEmFoco: CampoDaConta { campos[foco] }

    /// Entrar num campo de texto preenchido seleciona o conteúdo, como em todo formulário.
    mutating func focar(_ i: Int) {
        foco = i
        selecionado = campos[i] != .disponivel && !valores[i].isEmpty
    }

    /// Uma letra no campo em foco: troca a seleção ou vai ao fim; no Disponível, s/n escolhem
    /// e Espaço troca.
    mutating func digitar(_ c: Character) {
        problemas[campoEmFoco] = nil
        if campoEmFoco == .disponivel {
            let ops = Self.opcoesDoDisponivel
            switch c {
            case "s", "S": valores[foco] = ops[0]
            case "n", "N": valores[foco] = ops[1]
            case " ": valores[foco] = valores[foco] == ops[0] ? ops[1] : ops[0]
            default: break
            }
            return
        }
        if selecionado { valores[foco] = "" }
        selecionado = false
        if valores[foco].count < Self.limiteDoCampo { valores[foco].append(c) }
    }

    mutating func apagarLetra() {
        guard campoEmFoco != .disponivel else { return }
        problemas[campoEmFoco] = nil
        selecionado = false
        _ = valores[foco].popLast()
    }

    mutating func limparCampo() {
        guard campoEmFoco != .disponivel else { return }
        problemas[campoEmFoco] = nil
        selecionado = false
        valores[foco] = ""
    }

    public func valor(_ c: CampoDaConta) -> String { campos.firstIndex(of: c).map { valores[$0] } ?? "" }
    func mudou(_ c: CampoDaConta) -> Bool {
        guard let i = campos.firstIndex(of: c) else { return false }
        return valores[i].trimmingCharacters(in: .whitespaces) != iniciais[i].trimmingCharacters(in: .whitespaces)
    }

    /// A ação que o formulário pede, ou os problemas por campo.
    public func leitura() -> Result<FuncionalidadeDaConta.Acao, ProblemasDoFormulario> {
        switch tipo {
        case .senha:
            let (a, n, c) = (valor(.senhaAtual), valor(.senhaNova), valor(.confirmacao))
            let ps = FuncionalidadeDaConta.problemasDaTroca(atual: a, nova: n, confirmacao: c)
            return ps.isEmpty ? .success(.trocarSenhaConferindo(atual: a, nova: n, confirmacao: c)) : .failure(ProblemasDoFormulario(ps))
        case .perfil:
            var e = EdicaoDoPerfil()
            var ps: [CampoDaConta: String] = [:]
            let limpo = { (c: CampoDaConta) in valor(c).trimmingCharacters(in: .whitespaces) }
            if mudou(.nome) {
                if limpo(.nome).isEmpty { ps[.nome] = Textos.Conta.nomeVazio } else { e.nome = limpo(.nome) }
            }
            // WhatsApp: o atual não vem do servidor; vazio mantém, um traço apaga.
            if limpo(.whatsapp) == "-" { e.whatsapp = "" }
            else if !limpo(.whatsapp).isEmpty {
                if Whatsapp.normalizado(limpo(.whatsapp)) == nil { ps[.whatsapp] = Textos.Conta.whatsappInvalido }
                else { e.whatsapp = limpo(.whatsapp) }
            }
            if mudou(.funcoes) {
                switch FuncionalidadeDaConta.funcoes(de: valor(.funcoes)) {
                case .success(let fs) where fs.isEmpty: ps[.funcoes] = Textos.Conta.semFuncoes
                case .success(let fs): e.funcoes = fs
                case .failure(let p): ps[.funcoes] = p.frase
                }
            }
            if mudou(.base) {
                switch FuncionalidadeDaConta.base(de: limpo(.base)) {
                case .success(let b): e.base = b
                case .failure(let p): ps[.base] = p.frase
                }
            }
            if mudou(.disponivel) {
                if let d = FuncionalidadeDaConta.simNao(valor(.disponivel)) { e.disponivel = d }
                else { ps[.disponivel] = Textos.Conta.simOuNao(String(limpo(.disponivel).prefix(20))) }
            }
            if ps.isEmpty, e.vazia { ps[campos[foco]] = Textos.Conta.nadaMudou }
            return ps.isEmpty ? .success(.editar(e)) : .failure(ProblemasDoFormulario(ps))
        }
    }
}

/// O problema de um campo, em frase do catálogo.
public struct ProblemaDoCampo: Error, Equatable, Sendable {
    public let frase: String
    public init(_ frase: String) { self.frase = frase }
}

public struct ProblemasDoFormulario: Error, Equatable, Sendable {
    public let porCampo: [CampoDaConta: String]
    public init(_ p: [CampoDaConta: String]) { porCampo = p }
}

/// O arquivo da exportação (TUI): nome novo com a data, nunca por cima de outro, só o dono lê.
public enum ArquivoDaExportacao {
    public static func novo(em pasta: URL, agora: Date) -> URL {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = Formatacao.fusoHorario
        f.dateFormat = "yyyyMMdd-HHmmss"
        let base = "frila-meus-dados-\(f.string(from: agora))"
        var url = pasta.appendingPathComponent(base + ".json")
        var n = 2
        while FileManager.default.fileExists(atPath: url.path), n < 1000 {
            url = pasta.appendingPathComponent("\(base)-\(n).json")
            n += 1
        }
        return url
    }

    /// 0600 desde a criação: o arquivo tem dados pessoais.
    public static func gravar(_ dados: Data, em url: URL) -> Bool {
        guard !FileManager.default.fileExists(atPath: url.path) else { return false }
        return FileManager.default.createFile(atPath: url.path, contents: dados, attributes: [.posixPermissions: 0o600])
    }
}

// Como a página Conta e os comandos da conta sem tela a montam: das portas da conta.
extension PortasDaConta {
    /// A conta que a pessoa administra, com a fila e o disco desta conta (nil: a composição não a tem).
    public var montarConta: FuncionalidadeDaConta? {
        daPessoa.map { d in
            FuncionalidadeDaConta(conta: d.gestao, conexao: conexao,
                                  local: FuncionalidadeDaConta.Local(conta: conta.id, fila: fila, dados: d.dadosLocais),
                                  pastaDeExportacao: d.pastaDeExportacao)
        }
    }
}

extension PrecisaDeRede {
    /// Editar, a senha, exportar, excluir: só com o servidor, nada fica na fila.
    public static let conta = PrecisaDeRede("conta", frase: Textos.Conta.Tela.precisaDeRede)
}
