import Foundation
import FrilaApresentacao
import FrilaDominio

/// A resposta de um diálogo: a ação da página ou da funcionalidade que o abriu, embrulhada.
/// Compara pelo nome e pelo alvo (o modelo continua Equatable, os testes leem); o que ela faz
/// fica na função, escrita ao lado de quem abre o diálogo — nenhum caso novo num enum central.
public struct RespostaDoDialogo: Equatable, Sendable {
    public let nome: String
    public let alvo: UUID?
    /// Age mesmo sem conta montada (sair do programa); as outras precisam da conta.
    let valeSemConta: Bool
    let agir: @Sendable (inout AppFrila) -> [Efeito<Evento>]

    public init(_ nome: String, _ alvo: UUID? = nil, valeSemConta: Bool = false,
                agir: @escaping @Sendable (inout AppFrila) -> [Efeito<Evento>]) {
        self.nome = nome
        self.alvo = alvo
        self.valeSemConta = valeSemConta
        self.agir = agir
    }

    public static func == (a: RespostaDoDialogo, b: RespostaDoDialogo) -> Bool { a.nome == b.nome && a.alvo == b.alvo }

    /// Só fecha o diálogo (ex.: descartar o que foi digitado).
    public static func fechar(_ nome: String) -> RespostaDoDialogo { RespostaDoDialogo(nome) { _ in [] } }
}

/// s/n: o sim, o não quando ele também é resposta (avaliar) e, no "descartar o que digitou?",
/// o diálogo a que não ou Esc voltam intacto.
public struct PerguntaSimNao: Equatable, Sendable {
    public let sim: RespostaDoDialogo
    public let nao: RespostaDoDialogo?
    private let volta: [Dialogo]  // zero ou um: um array guarda o diálogo recursivo sem `indirect`
    public var voltarA: Dialogo? { volta.first }

    public init(sim: RespostaDoDialogo, nao: RespostaDoDialogo? = nil, voltarA: Dialogo? = nil) {
        self.sim = sim
        self.nao = nao
        volta = voltarA.map { [$0] } ?? []
    }
}

/// O campo de texto de um diálogo: com o que abre, o que há de errado no texto (nil = serve)
/// e a função do texto digitado para a ação.
public struct CampoDoDialogo: Equatable, Sendable {
    public let nome: String
    public let alvo: UUID?
    /// Com o que o campo abre: apagar isto não perde nada.
    public let inicial: String
    let problema: @Sendable (String) -> String?
    let acao: @Sendable (String) -> RespostaDoDialogo

    public init(_ nome: String, _ alvo: UUID? = nil, inicial: String = "", problema: @escaping @Sendable (String) -> String? = { _ in nil },
                acao: @escaping @Sendable (String) -> RespostaDoDialogo) {
        self.nome = nome
        self.alvo = alvo
        self.inicial = inicial
        self.problema = problema
        self.acao = acao
    }

    public static func == (a: CampoDoDialogo, b: CampoDoDialogo) -> Bool { a.nome == b.nome && a.alvo == b.alvo && a.inicial == b.inicial }

    /// Um motivo (cancelamentos): vazio não serve; a ação recebe o texto sem as pontas em branco.
    public static func motivo(_ nome: String, _ alvo: UUID?, agir: @escaping @Sendable (inout AppFrila, String) -> [Efeito<Evento>]) -> CampoDoDialogo {
        CampoDoDialogo(nome, alvo, problema: { limpo($0).isEmpty ? Falha.motivoVazio.frase : nil }) { texto in
            RespostaDoDialogo(nome, alvo) { app in agir(&app, limpo(texto)) }
        }
    }

    /// Uma posição "lat,lng" (check-in/out): vazio vale (sem localização); fora disso, só coordenadas.
    public static func posicao(_ nome: String, _ alvo: UUID?, inicial: String,
                               agir: @escaping @Sendable (inout AppFrila, Coordenada?) -> [Efeito<Evento>]) -> CampoDoDialogo {
        CampoDoDialogo(nome, alvo, inicial: inicial, problema: { ProblemaDaPosicao.de($0)?.frase }) { texto in
            RespostaDoDialogo(nome, alvo) { app in agir(&app, Coordenada.interpretar(limpo(texto))) }
        }
    }

    static func limpo(_ s: String) -> String { s.trimmingCharacters(in: .whitespaces) }
}

extension Dialogo {
    /// Uma pergunta s/n cujo sim é `sim` (o não só fecha, salvo `nao`).
    public static func perguntar(titulo: String, linhas: [String], sim: RespostaDoDialogo, nao: RespostaDoDialogo? = nil) -> Dialogo {
        .simNao(titulo: titulo, linhas: linhas, pergunta: PerguntaSimNao(sim: sim, nao: nao))
    }

    /// Um campo de texto vazio (ou com o inicial do campo).
    public static func campo(titulo: String, linhas: [String], rotulo: String, _ c: CampoDoDialogo) -> Dialogo {
        .texto(titulo: titulo, linhas: linhas, rotulo: rotulo, valor: c.inicial, campo: c)
    }

    /// O nome e o alvo do que o sim (ou o Enter) faz: os testes perguntam por isto.
    public var resposta: (nome: String, alvo: UUID?)? {
        switch self {
        case .simNao(_, _, let p): (p.sim.nome, p.sim.alvo)
        case .texto(_, _, _, _, let c): (c.nome, c.alvo)
        case .aviso: nil
        }
    }
}

// As teclas num diálogo: o diálogo carrega a resposta, então aqui nada sabe de página.
extension AppFrila {
    mutating func teclaNoDialogo(_ d: Dialogo, _ t: Tecla) -> [Efeito<Evento>] {
        if case .rolar(let n)? = Telas.tabelaDoDialogo(d).acao(para: t) {
            // Até o fim no tamanho mínimo, onde mais rola (maior, o desenho já limita).
            let minimo = Retangulo(x: 0, y: 1, largura: Telas.minimo.largura, altura: Telas.minimo.altura - 3)
            let t = Telas.textoDoDialogo(d, erro: m.erroNoDialogo, area: minimo)
            m.rolagemDoDialogo = min(max(0, m.rolagemDoDialogo + n), max(0, t.linhas.count - t.cabem))
            return []
        }
        switch d {
        case .simNao(_, _, let p): return teclaNaPergunta(p, t)
        case .texto(let titulo, let linhas, let rotulo, let valor, let campo):
            return teclaNoCampo(d, titulo: titulo, linhas: linhas, rotulo: rotulo, valor: valor, campo, t)
        case .aviso:
            if Teclas.dialogoAviso.acao(para: t) == .desistir { fecharDialogo() }
            return []
        }
    }

    mutating func teclaNaPergunta(_ p: PerguntaSimNao, _ t: Tecla) -> [Efeito<Evento>] {
        let acao = Teclas.dialogoSimNao.acao(para: t)
        // "Descartar o que digitou?": não ou Esc volta ao campo com o texto intacto.
        if let campo = p.voltarA, acao == .nao || acao == .desistir { m.dialogo = campo; return [] }
        switch acao {
        case .sim?:
            fecharDialogo()
            return agirPelaResposta(p.sim)
        case .nao?:
            fecharDialogo()
            // Avaliar é a única pergunta cujo "não" também é uma resposta.
            if let nao = p.nao { return agirPelaResposta(nao) }
        case .desistir?: fecharDialogo()
        default: break
        }
        return []
    }

    mutating func teclaNoCampo(_ d: Dialogo, titulo: String, linhas: [String], rotulo: String, valor: String,
                               _ campo: CampoDoDialogo, _ t: Tecla) -> [Efeito<Evento>] {
        var valor = valor
        switch Teclas.dialogoTexto.acao(para: t) {
        case .desistir?:
            // Texto digitado não some calado: pergunta antes, como o formulário da vaga.
            guard Self.digitado(valor, inicial: campo.inicial) else { fecharDialogo(); return [] }
            m.dialogo = .simNao(titulo: Textos.descartarDigitadoTitulo, linhas: Textos.descartarDigitado(rotulo: rotulo, valor: valor),
                                pergunta: PerguntaSimNao(sim: .fechar("descartarTexto"), voltarA: d))
        case .confirmar?:
            // Inválido: o diálogo fica aberto com o que foi digitado e diz por quê dentro
            // dele, inteiro; como no formulário da vaga, a recusa vai também à linha de
            // status (como erro) e ao registro (m).
            if let problema = campo.problema(valor) {
                m.erroNoDialogo = problema
                dizer(.recusa(problema), dono: .dialogo)
                return []
            }
            fecharDialogo()
            return agirPelaResposta(campo.acao(valor))
        case .apagar?, .limparCampo?:
            if Teclas.dialogoTexto.acao(para: t) == .limparCampo { valor = "" } else { _ = valor.popLast() }
            m.dialogo = .texto(titulo: titulo, linhas: linhas, rotulo: rotulo, valor: valor, campo: campo)
        case nil:
            // Fora da tabela, só texto.
            if case .caractere(let c) = t, valor.count < 200 {
                valor.append(c)
                m.dialogo = .texto(titulo: titulo, linhas: linhas, rotulo: rotulo, valor: valor, campo: campo)
            }
        default: break
        }
        return []
    }

    /// A resposta age com a conta montada (sair do programa age sempre).
    mutating func agirPelaResposta(_ r: RespostaDoDialogo) -> [Efeito<Evento>] {
        guard pronto || r.valeSemConta else { return [] }
        return r.agir(&self)
    }

    /// Fecha o diálogo e, com ele, o erro de validação que era dele, também na linha de
    /// status (o registro `m` o guarda; o da ação vem depois).
    mutating func fecharDialogo() {
        m.linhaDeStatus.encerrar(.dialogo)
        m.dialogo = nil
        m.erroNoDialogo = nil
    }

    /// Há algo que se perderia: texto que não é o inicial (apagar o inicial não perde nada).
    static func digitado(_ valor: String, inicial: String) -> Bool {
        let v = valor.trimmingCharacters(in: .whitespaces)
        return !v.isEmpty && v != inicial.trimmingCharacters(in: .whitespaces)
    }
}
