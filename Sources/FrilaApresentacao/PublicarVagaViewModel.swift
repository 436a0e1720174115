import Foundation
import FrilaDominio

/// Formulário de nova vaga. `validar()` é RN02/RN18/RN24 no ponto mais barato: antes da rede.
@MainActor
public final class PublicarVagaViewModel: ViewModelObservavel {
    public let observaveis = Observaveis()
    private let vagas: any VagaRepositorio
    private let conexao: any ConexaoPort
    private let relogio: any Relogio

    /// O texto de cada campo, como a pessoa digita (a lista de campos é `CampoDaVaga`).
    public var valores: [CampoDaVaga: String] = CampoDaVaga.padrao { didSet { observaveis.notificar() } }

    func texto(_ c: CampoDaVaga) -> String { (valores[c] ?? "").trimmingCharacters(in: .whitespaces) }

    /// Mensagens da última validação, na ordem do formulário.
    public private(set) var problemas: [String] = [] { didSet { observaveis.notificar() } }
    /// Os campos de que a última validação reclamou (o formulário os marca com `!`).
    public private(set) var camposComProblema: Set<CampoDaVaga> = [] { didSet { observaveis.notificar() } }
    public private(set) var estado: EstadoTela<Vaga> = .vazio("Preencha a vaga e publique.") {
        didSet { observaveis.notificar() }
    }

    public init(vagas: any VagaRepositorio, conexao: any ConexaoPort, relogio: any Relogio = RelogioDoSistema(),
                endereco: String = "", localizacao: Coordenada? = nil) {
        self.vagas = vagas
        self.conexao = conexao
        self.relogio = relogio
        if !endereco.isEmpty { valores[.endereco] = endereco }
        if let l = localizacao { valores[.local] = "\(l.latitude),\(l.longitude)" }
    }

    /// Converte o texto no rascunho do domínio; erros de formato vão para `formato`.
    func rascunho() -> (RascunhoDeVaga, formato: [ProblemaDaVaga.Campo: String]) {
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
        if !d.isEmpty || !hi.isEmpty {
            if let dia = Self.interpretarData(d, agora: relogio.agora), let h = Self.interpretarHora(hi) {
                r.inicio = Self.combinar(dia: dia, hora: h)
            } else {
                formato[.inicio] = "Data ou hora de início inválida: use dd/mm/aaaa e hh:mm."
            }
        }
        if !hf.isEmpty {
            if let h = Self.interpretarHora(hf), let dia = Self.interpretarData(d, agora: relogio.agora) {
                var fim = Self.combinar(dia: dia, hora: h)
                if let i = r.inicio, let f = fim, f <= i { fim = Formatacao.calendario.date(byAdding: .day, value: 1, to: f) }
                r.fim = fim
            } else if Self.interpretarHora(hf) == nil {
                // Hora boa com data ruim: o erro é da data (já dito no início), não do fim.
                formato[.fim] = "Hora de fim inválida: use hh:mm."
            }
        }
        let v = texto(.valor)
        if !v.isEmpty {
            if let dinheiro = Dinheiro.interpretar(v) { r.valor = dinheiro } else { formato[.valor] = "Valor inválido: use reais e centavos, ex.: 120,00." }
        }
        let p = texto(.posicoes)
        if !p.isEmpty {
            if let n = Int(p) { r.posicoes = n } else { formato[.posicoes] = "Número de posições inválido." }
        }
        switch PontoDoFormulario.resolver(local: texto(.local), endereco: endereco) {
        case .ponto(let c): r.ponto = c
        case .problema(let m): formato[.ponto] = m
        case .nenhum: break
        }
        let a = texto(.antecedencia).replacingOccurrences(of: ",", with: ".")
        if let horas = Double(a), horas.isFinite { r.antecedenciaAlerta = horas * 3600 } else if !a.isEmpty { r.antecedenciaAlerta = 0 }
        return (r, formato)
    }

    /// "Termina no dia seguinte: turno de 5 h." quando o fim cai depois da meia-noite (e
    /// cabe no limite): o formulário diz, em vez de publicar um turno noturno calado.
    public var avisoDoPeriodo: String? { Self.avisoDoPeriodo(valores, agora: relogio.agora) }

    nonisolated public static func avisoDoPeriodo(_ valores: [CampoDaVaga: String], agora: Date) -> String? {
        func t(_ c: CampoDaVaga) -> String { (valores[c] ?? "").trimmingCharacters(in: .whitespaces) }
        guard let dia = interpretarData(t(.data), agora: agora), let hi = interpretarHora(t(.inicio)), let hf = interpretarHora(t(.fim)),
              let i = combinar(dia: dia, hora: hi), var f = combinar(dia: dia, hora: hf) else { return nil }
        if f <= i { f = Formatacao.calendario.date(byAdding: .day, value: 1, to: f) ?? f }
        guard !Formatacao.calendario.isDate(i, inSameDayAs: f), f.timeIntervalSince(i) <= Limites.duracaoMaximaDoTurno else { return nil }
        let min = Int(f.timeIntervalSince(i) / 60)
        let duracao = min % 60 == 0 ? "\(min / 60) h" : "\(min / 60) h \(min % 60) min"
        return "Termina no dia seguinte: turno de \(duracao)."
    }

    /// Valida sem rede. Devolve (e guarda em `problemas`) as mensagens; vazio = pode publicar.
    @discardableResult
    public func validar() -> [String] {
        let (r, formato) = rascunho()
        var msgs: [String] = []
        var jaDito = Set<ProblemaDaVaga.Campo>()
        for campo in ProblemaDaVaga.Campo.allCases {
            if let m = formato[campo] { msgs.append(m); jaDito.insert(campo) }
        }
        for p in r.problemas(agora: relogio.agora) {
            if case .campoObrigatorio(let c) = p, jaDito.contains(c) { continue }
            if case .periodoInvalido = p, jaDito.contains(.inicio) || jaDito.contains(.fim) { continue }
            if case .turnoLongoDemais = p, jaDito.contains(.inicio) || jaDito.contains(.fim) { continue }
            if case .inicioNoPassado = p, jaDito.contains(.inicio) { continue }
            msgs.append(Formatacao.problema(p))
        }
        problemas = msgs
        camposComProblema = marcar(formato: Set(formato.keys), r.problemas(agora: relogio.agora))
        return msgs
    }

    /// De que campos do formulário cada problema fala: data e hora separadas, o que estiver
    /// vazio ou ilegível, e os dois lados de um período.
    func marcar(formato: Set<ProblemaDaVaga.Campo>, _ dominio: [ProblemaDaVaga]) -> Set<CampoDaVaga> {
        var s = Set<CampoDaVaga>()
        func doDominio(_ c: ProblemaDaVaga.Campo) -> [CampoDaVaga] { CampoDaVaga.allCases.filter { $0.doDominio == c } }
        let agora = relogio.agora
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
            case .valorInvalido, .valorAcimaDoMaximo: s.insert(.valor)
            case .periodoInvalido, .turnoLongoDemais: if !periodoJaDito { s.formUnion([.inicio, .fim]) }
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

    @discardableResult
    public func publicar() async -> Desfecho {
        let acao = AcaoDaPessoa.publicarVaga(vaga: nil)
        guard validar().isEmpty, case .success(let nova) = rascunho().0.validar(agora: relogio.agora) else {
            let d = Desfecho(acao, .invalida(problemas.isEmpty ? ["Revise o formulário."] : problemas))
            estado = .erro(ErroDaTela(.faltaPreencher, frase: d.frase))
            return d
        }
        guard await conexao.confirmarOnline() else {
            estado = .erro(ErroDaTela(.semConexao, frase: Mensagens.semConexao))
            return Desfecho(acao, .semConexao)
        }
        estado = .carregando
        do {
            let v = try await vagas.publicar(nova)
            estado = .conteudo(v)
            return Desfecho(.publicarVaga(vaga: v), .enviada(nil))
        } catch {
            let d = Desfecho.falhou(acao, error)
            estado = .erro(ErroDaTela(d.falha ?? .desconhecida, frase: d.frase))
            return d
        }
    }

    // MARK: - interpretação de data/hora em America/Sao_Paulo

    nonisolated static func interpretarHora(_ t: String) -> (Int, Int)? {
        let p = t.split(separator: ":")
        guard (1...2).contains(p.count), let h = Int(p[0]), (0...23).contains(h) else { return nil }
        let m = p.count == 2 ? Int(p[1]) : 0
        guard let m, (0...59).contains(m) else { return nil }
        return (h, m)
    }

    nonisolated static func interpretarData(_ t: String, agora: Date) -> DateComponents? {
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

    nonisolated static func combinar(dia: DateComponents, hora: (Int, Int)) -> Date? {
        var c = dia
        c.hour = hora.0
        c.minute = hora.1
        return Formatacao.calendario.date(from: c)
    }
}
