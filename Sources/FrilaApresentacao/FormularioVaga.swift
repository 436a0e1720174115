import Foundation
import FrilaDominio

/// Formulário de vaga (publicar, editar, duplicar): o texto de cada campo como a pessoa
/// digita e o que a última validação disse. A validação é RN02/RN18/RN24 no ponto mais
/// barato: antes da rede. A TUI edita os valores tecla a tecla; a gestão da vaga valida e envia.
public struct FormularioVaga: Equatable, Sendable {
    /// A lista de campos é uma só para formulário, rascunho e problemas.
    public typealias Campo = CampoDaVaga

    /// Mexer num campo tira o `!` dele: a marca fala do valor que foi validado, não do novo.
    /// E o problema que falava desse campo sai da lista junto (o aviso não fica falando do valor velho).
    public var valores: [Campo: String] = CampoDaVaga.padrao {
        didSet {
            let mexidos = Set(Campo.allCases.filter { valores[$0] ?? "" != oldValue[$0] ?? "" })
            guard !mexidos.isEmpty else { return }
            camposComProblema.subtract(mexidos)
            let ficam = problemas.indices.filter { i in
                !camposDoProblema.indices.contains(i) || camposDoProblema[i].isDisjoint(with: mexidos)
            }
            if ficam.count < problemas.count {
                problemas = ficam.map { problemas[$0] }
                camposDoProblema = ficam.compactMap { camposDoProblema.indices.contains($0) ? camposDoProblema[$0] : nil }
            }
        }
    }
    public var foco: Campo = .funcao
    /// Mensagens da última validação, na ordem do formulário.
    public var problemas: [String] = []
    /// Os campos desses problemas: o rótulo ganha `!`, como no cadastro.
    public var camposComProblema: Set<Campo> = []
    /// De que campos fala cada um de `problemas` (mesma ordem).
    var camposDoProblema: [Set<Campo>] = []
    public var enviando = false
    /// O primeiro problema à vista quando a lista não cabe (PgDn/PgUp rolam).
    public var rolagemDosProblemas = 0
    /// O desfecho que o servidor recusou (o formulário fica aberto com ele), como a `recusa` do cadastro.
    public var recusa: Desfecho?
    /// A frase dele, que o formulário mostra.
    public var erroDoServidor: String? { recusa?.frase }
    /// Os valores com que o formulário abriu: Esc só pergunta se algo mudou.
    public var iniciais: [Campo: String] = [:]
    /// Editando uma vaga existente (Enter salva pela edição, não publica outra).
    public var editando: UUID?
    public init() {}

    /// Um formulário com estes valores, já tomados como os iniciais.
    public init(valores: [Campo: String], editando: UUID? = nil, foco: Campo = .funcao) {
        self.valores = valores
        self.iniciais = valores
        self.editando = editando
        self.foco = foco
    }

    public var alterado: Bool { valores.filter { !$0.value.isEmpty } != iniciais.filter { !$0.value.isEmpty } }

    func texto(_ c: Campo) -> String { (valores[c] ?? "").trimmingCharacters(in: .whitespaces) }

    /// Converte o texto no rascunho do domínio; erros de formato vão para `formato`.
    func rascunho(agora: Date) -> (RascunhoDeVaga, formato: [ProblemaDaVaga.Campo: String]) {
        let funcao = Funcao.conhecidas.first { Formatacao.funcao($0) == texto(.funcao) }
        let modo: ModoPreenchimento? = texto(.modo) == "seleção" ? .selecao : (texto(.modo) == "urgência" ? .urgencia : nil)
        let endereco = texto(.endereco)
        var r = RascunhoDeVaga(funcao: funcao, refeicao: CampoDaVaga.simNao(texto(.refeicao)),
                               transporte: CampoDaVaga.simNao(texto(.transporte)),
                               exigeMaterialProprio: CampoDaVaga.simNao(texto(.material)), modo: modo, posicoes: nil,
                               endereco: endereco)
        var formato: [ProblemaDaVaga.Campo: String] = [:]
        let d = texto(.data)
        let hi = texto(.inicio)
        let hf = texto(.fim)
        // Um problema por campo, só os verdadeiros: data ruim é da data (não do fim que foi
        // dado); hora ruim é da hora.
        let dia = Self.interpretarData(d, agora: agora)
        let horaInicio = Self.interpretarHora(hi)
        if !d.isEmpty || !hi.isEmpty {
            var erros: [String] = []
            if d.isEmpty { erros.append(TextosDoFormulario.faltaData) }
            else if dia == nil { erros.append(TextosDoFormulario.dataInvalida(d)) }
            if !hi.isEmpty, horaInicio == nil { erros.append(TextosDoFormulario.horaDeInicioInvalida) }
            if let dia, let h = horaInicio { r.inicio = Self.combinar(dia: dia, hora: h) }
            if !erros.isEmpty { formato[.inicio] = erros.joined(separator: " ") }
        }
        if !hf.isEmpty {
            if let h = Self.interpretarHora(hf) {
                if let dia {
                    var fim = Self.combinar(dia: dia, hora: h)
                    // Fim antes do início: dia seguinte. Igual ao início não vira 24 h caladas.
                    if let i = r.inicio, let f = fim, f < i { fim = Formatacao.calendario.date(byAdding: .day, value: 1, to: f) }
                    r.fim = fim
                }
            } else {
                formato[.fim] = TextosDoFormulario.fimInvalido
            }
        }
        let v = texto(.valor)
        if !v.isEmpty {
            if let dinheiro = Dinheiro.interpretar(v) { r.valor = dinheiro } else { formato[.valor] = TextosDoFormulario.valorInvalido }
        }
        let p = texto(.posicoes)
        if !p.isEmpty {
            if let n = Int(p) { r.posicoes = n } else { formato[.posicoes] = TextosDoFormulario.posicoesInvalidas }
        }
        switch PontoDoFormulario.resolver(local: texto(.local), endereco: endereco) {
        case .ponto(let c, let bairro): r.ponto = c; r.bairro = bairro
        case .problema(let m): formato[.ponto] = m
        case .nenhum: break
        }
        let a = texto(.antecedencia).replacingOccurrences(of: ",", with: ".")
        if let horas = Double(a), horas.isFinite { r.antecedenciaAlerta = horas * 3600 } else if !a.isEmpty { r.antecedenciaAlerta = 0 }
        return (r, formato)
    }

    /// "Termina no dia seguinte: turno de 5 h." quando o fim cai depois da meia-noite (e
    /// cabe no limite): o formulário diz, em vez de publicar um turno noturno calado.
    public func avisoDoPeriodo(agora: Date) -> String? {
        guard let dia = Self.interpretarData(texto(.data), agora: agora), let hi = Self.interpretarHora(texto(.inicio)),
              let hf = Self.interpretarHora(texto(.fim)),
              let i = Self.combinar(dia: dia, hora: hi), var f = Self.combinar(dia: dia, hora: hf) else { return nil }
        if f < i { f = Formatacao.calendario.date(byAdding: .day, value: 1, to: f) ?? f }
        guard !Formatacao.calendario.isDate(i, inSameDayAs: f), f.timeIntervalSince(i) <= Limites.duracaoMaximaDoTurno else { return nil }
        return TextosDoFormulario.terminaNoDiaSeguinte(minutos: Int(f.timeIntervalSince(i) / 60))
    }

    /// Valida sem rede: guarda em `problemas` e `camposComProblema` o que achou e devolve a
    /// vaga pronta para enviar (nil = há problema).
    @discardableResult
    public mutating func validar(agora: Date) -> NovaVaga? {
        let (r, formato) = rascunho(agora: agora)
        var msgs: [String] = []
        var campos: [Set<Campo>] = []
        var jaDito = Set<ProblemaDaVaga.Campo>()
        for campo in ProblemaDaVaga.Campo.allCases {
            if let m = formato[campo] {
                msgs.append(m); jaDito.insert(campo)
                campos.append(marcar(formato: [campo], [], agora: agora))
            }
        }
        let doDominio = r.problemas(agora: agora)
        for p in doDominio {
            if case .campoObrigatorio(let c) = p, jaDito.contains(c) { continue }
            // Fim (ou início) digitado e legível que não virou instante: a culpa é da data, já dita.
            if case .campoObrigatorio(let c) = p, c == .fim || c == .inicio, !texto(c == .fim ? .fim : .inicio).isEmpty,
               jaDito.contains(.inicio) { continue }
            if case .periodoInvalido = p, jaDito.contains(.inicio) || jaDito.contains(.fim) { continue }
            if case .turnoLongoDemais = p, jaDito.contains(.inicio) || jaDito.contains(.fim) { continue }
            if case .turnoCurtoDemais = p, jaDito.contains(.inicio) || jaDito.contains(.fim) { continue }
            if case .inicioNoPassado = p, jaDito.contains(.inicio) { continue }
            // Início em branco com a data em branco: a data marcada tem a sua frase (um ! por frase).
            if case .campoObrigatorio(.inicio) = p, texto(.data).isEmpty, texto(.inicio).isEmpty {
                msgs.append(TextosDoFormulario.faltaData); campos.append([.data])
                msgs.append(Formatacao.problema(p)); campos.append([.inicio])
                continue
            }
            msgs.append(Formatacao.problema(p))
            campos.append(marcar(formato: [], [p], agora: agora))
        }
        problemas = msgs
        camposDoProblema = campos
        camposComProblema = marcar(formato: Set(formato.keys), doDominio, agora: agora)
        guard msgs.isEmpty, case .success(let nova) = r.validar(agora: agora) else {
            if problemas.isEmpty { problemas = [TextosDoFormulario.revise]; camposDoProblema = [[]] }
            return nil
        }
        return nova
    }

    /// De que campos do formulário cada problema fala: data e hora separadas, o que estiver
    /// vazio ou ilegível, e os dois lados de um período.
    func marcar(formato: Set<ProblemaDaVaga.Campo>, _ dominio: [ProblemaDaVaga], agora: Date) -> Set<Campo> {
        var s = Set<Campo>()
        func doDominio(_ c: ProblemaDaVaga.Campo) -> [Campo] { Campo.allCases.filter { $0.doDominio == c } }
        for c in formato {
            guard c == .inicio || c == .fim else { s.formUnion(doDominio(c)); continue }
            if !texto(.data).isEmpty, Self.interpretarData(texto(.data), agora: agora) == nil { s.insert(.data) }
            if c == .inicio, Self.interpretarHora(texto(.inicio)) == nil { s.insert(.inicio) }
            if c == .fim { s.insert(.fim) }
            if c == .inicio, texto(.data).isEmpty { s.insert(.data) }
        }
        let periodoJaDito = formato.contains(.inicio) || formato.contains(.fim)
        for p in dominio {
            switch p {
            case .campoObrigatorio(let c):
                // Preenchido mas sem valor (o fim de uma data ilegível): a marca já está na causa.
                s.formUnion(doDominio(c).filter { texto($0).isEmpty })
            case .valorInvalido, .valorAbaixoDoMinimo, .valorAcimaDoMaximo: s.insert(.valor)
            case .periodoInvalido, .turnoLongoDemais, .turnoCurtoDemais: if !periodoJaDito { s.formUnion([.inicio, .fim]) }
            case .inicioNoPassado: if !periodoJaDito { s.formUnion([.data, .inicio]) }
            case .inicioAlemDoHorizonte: s.formUnion([.data, .inicio])
            case .selecaoComMenosDe24h: s.formUnion([.modo, .data])
            case .posicoesInvalidas: s.insert(.posicoes)
            case .antecedenciaInvalida, .antecedenciaAcimaDoMaximo: s.insert(.antecedencia)
            case .textoLongoDemais(let c, _), .textoComControle(let c): s.formUnion(doDominio(c))
            }
        }
        return s
    }

    // MARK: - interpretação de data/hora em America/Sao_Paulo

    static func interpretarHora(_ t: String) -> (Int, Int)? {
        let p = t.split(separator: ":")
        guard (1...2).contains(p.count), let h = Int(p[0]), (0...23).contains(h) else { return nil }
        let m = p.count == 2 ? Int(p[1]) : 0
        guard let m, (0...59).contains(m) else { return nil }
        return (h, m)
    }

    static func interpretarData(_ t: String, agora: Date) -> DateComponents? {
        let p = t.split(separator: "/")
        guard (2...3).contains(p.count), let d = Int(p[0]), let m = Int(p[1]), (1...31).contains(d), (1...12).contains(m) else { return nil }
        let cal = Formatacao.calendario
        var ano = cal.component(.year, from: agora)
        if p.count == 3 {
            guard let a = Int(p[2]) else { return nil }
            ano = a < 100 ? 2000 + a : a
        } else if let candidato = cal.date(from: DateComponents(year: ano, month: m, day: d, hour: 23, minute: 59)),
                  candidato < agora {
            ano += 1
        }
        let comp = DateComponents(year: ano, month: m, day: d)
        guard let dt = cal.date(from: comp), cal.component(.day, from: dt) == d else { return nil }
        return comp
    }

    static func combinar(dia: DateComponents, hora: (Int, Int)) -> Date? {
        var c = dia
        c.hour = hora.0
        c.minute = hora.1
        return Formatacao.calendario.date(from: c)
    }
}

extension CampoDaVaga {
    /// Um rascunho como o formulário o mostra (o mesmo texto que a pessoa digitaria).
    public static func valores(de r: RascunhoDeVaga) -> [CampoDaVaga: String] {
        var v = CampoDaVaga.padrao
        func simNao(_ b: Bool?) -> String? { b.map { $0 ? "sim" : "não" } }
        v[.funcao] = r.funcao.map(Formatacao.funcao)
        if let i = r.inicio {
            let c = Formatacao.calendario.dateComponents([.day, .month, .year], from: i)
            v[.data] = String(format: "%02d/%02d/%04d", c.day ?? 0, c.month ?? 0, c.year ?? 0)
            v[.inicio] = Formatacao.hora(i)
        }
        v[.fim] = r.fim.map(Formatacao.hora)
        v[.valor] = r.valor.map { String(format: "%d,%02d", $0.centavos / 100, $0.centavos % 100) }
        v[.posicoes] = r.posicoes.map(String.init) ?? v[.posicoes]
        v[.modo] = r.modo.map { $0 == .selecao ? "seleção" : "urgência" } ?? v[.modo]
        v[.refeicao] = simNao(r.refeicao)
        v[.transporte] = simNao(r.transporte)
        v[.material] = simNao(r.exigeMaterialProprio)
        v[.endereco] = r.endereco
        v[.local] = r.ponto.map { "\($0.latitude),\($0.longitude)" }
        let h = r.antecedenciaAlerta / 3600
        v[.antecedencia] = h == h.rounded() ? String(Int(h)) : String(h).replacingOccurrences(of: ".", with: ",")
        return v
    }
}
