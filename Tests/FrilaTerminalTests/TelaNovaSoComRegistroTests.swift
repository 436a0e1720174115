import Foundation
import FrilaApresentacao
import FrilaDominio
import Testing
@testable import FrilaTerminal

// Uma página inteira definida só aqui: a funcionalidade, a tela (desenho, tabela de teclas,
// o que a tecla própria faz, um diálogo com campo de texto, um modo em que se digita, como a
// funcionalidade se monta das portas) e a entrada do registro. Nada de Pagina, ModeloApp,
// Evento, dos diálogos ou da composição muda para ela existir.

/// Recados: carrega uma lista e marca o selecionado (o desfecho vai à linha de status).
/// O estado é o que o núcleo usa (a lista, quantos marcou); o filtro que se digita só a tela
/// usa (desenho e teclas), então é estado da página (`FiltroDosRecados`, lá embaixo).
struct FuncionalidadeDosRecados: FuncionalidadeDaTela {
    struct Estado: Equatable, Sendable {
        var recados: [String] = []
        var marcados = 0
        /// Quantas vezes a lista chegou (a carga e o que a página recarrega quando chega aviso).
        var leituras = 0
    }
    enum Acao: Sendable {
        case carregar, chegaram([String]), marcar, marcou(DesfechoDosRecados)
        case escrever(String)
    }
    static var estadoInicial: Estado { Estado() }

    /// Por que marcar não age agora: a tecla (e o rodapé) e a guarda de `.marcar` perguntam isto.
    enum Impedimento: Equatable, Sendable {
        case todosMarcados
        var frase: String { Textos.Recados.todosMarcados }
    }

    static func impedimento(_ e: Estado) -> Impedimento? { e.marcados >= e.recados.count ? .todosMarcados : nil }

    /// O que um recado novo não pode ser: o campo do diálogo e a guarda de `.escrever` perguntam isto.
    enum Problema: Equatable, Sendable {
        case vazio
        var frase: String { Textos.Recados.escrevaORecado }
    }

    static func problema(doRecado texto: String) -> Problema? { texto.isEmpty ? .vazio : nil }

    let autor: String

    func atualizar(_ e: inout Estado, _ a: Acao) -> [Efeito<Acao>] {
        switch a {
        case .carregar:
            let autor = autor
            return [.tarefa { .chegaram(["Recado de \(autor)", "Segundo recado"]) }]
        case .chegaram(let r):
            e.recados = r
            e.leituras += 1
        case .marcar:
            guard Self.impedimento(e) == nil else { return [] }
            e.marcados += 1
            let n = e.marcados
            return [.tarefa { .marcou(.marcado(n)) }]
        case .marcou:
            break
        case .escrever(let texto):
            guard Self.problema(doRecado: texto) == nil else { return [] }
            e.recados.append(texto)
        }
        return []
    }

    func desfecho(_ a: Acao) -> Desfecho? {
        if case .marcou(let d) = a { return Desfecho(daPagina: d) }
        return nil
    }
}

/// O que a página relata, tipado: o nome, a severidade e a frase saem daqui, num lugar só.
enum DesfechoDosRecados: DesfechoDaPagina {
    case marcado(Int)
    var nome: String { "marcar_recado" }
    var severidade: Severidade { .sucesso }
    var frase: String {
        switch self {
        case .marcado(let n): Textos.Recados.marcado(n)
        }
    }
}

/// As frases da página, no catálogo.
extension Textos {
    enum Recados {
        static let titulo = "Recados"
        static let tituloDoFiltro = "Filtro dos recados"
        static func cabecalho(marcados n: Int) -> String { "Recados (\(n) marcados)" }
        static func marcado(_ n: Int) -> String { "Recado marcado (\(Textos.contagem(n, "marcado", "marcados")))." }
        static let todosMarcados = "Todos os recados já foram marcados."
        static let tituloNovo = "Novo recado"
        static let escrevaORecado = "Escreva o recado."
    }
}

extension Pagina {
    static let recados = Pagina("recados")
}

extension ComandoProprio {
    static let marcarRecado = ComandoProprio("marcarRecado")
    static let novoRecado = ComandoProprio("novoRecado")
    static let filtrarRecados = ComandoProprio("filtrarRecados")
}

/// O filtro que se digita: só o desenho e as teclas da página o usam (o núcleo não), então é
/// estado da página, não da funcionalidade.
struct FiltroDosRecados: EstadoDaPagina {
    var filtrando = false
    var texto = ""
}

extension ModeloApp {
    var recados: FuncionalidadeDosRecados.Estado { estados[FuncionalidadeDosRecados.self] }
    var filtroDosRecados: FiltroDosRecados {
        get { daPagina[FiltroDosRecados.self] }
        set { daPagina[FiltroDosRecados.self] = newValue }
    }
    /// Os recados à vista: os que casam com o filtro.
    var recadosVisiveis: [String] {
        let f = filtroDosRecados.texto
        return f.isEmpty ? recados.recados : recados.recados.filter { $0.localizedCaseInsensitiveContains(f) }
    }
}

enum TelaRecados {
    static func teclas(_ tecla: Character) -> TabelaDeTeclas<ComandoDaTela> {
        TabelaDeTeclas(Textos.Recados.titulo, [
            Atalho([.caractere(tecla)], "marcar o recado selecionado", .daPagina(.marcarRecado), rodape: .quandoAge, curta: "marcar"),
            Atalho([.caractere("w")], "escrever um recado", .daPagina(.novoRecado)),
            Atalho([.caractere("/")], "filtrar os recados", .daPagina(.filtrarRecados)),
        ]).seguidaDe(Teclas.globais)
    }

    /// Filtrando: Enter para e mantém o filtro, Esc desiste dele, Backspace apaga; o resto é texto.
    static let filtro = TabelaDeTeclas<ComandoDaTela>(Textos.Recados.tituloDoFiltro, [
        Atalho([.enter], "para de filtrar", .confirmar, rodape: true),
        Atalho([.esc], "desiste do filtro", .desistir, rodape: true),
        Atalho([.backspace], "apaga a última letra", .apagar),
    ])

    /// O modo de filtrar toma as teclas: a tabela dele e o que cada tecla faz (no estado da página).
    static func modo(_ m: ModeloApp) -> ModoDaPagina? {
        guard m.filtroDosRecados.filtrando else { return nil }
        return ModoDaPagina(tabela: filtro, tecla: { app, t in
            switch filtro.acao(para: t) {
            case .confirmar?: app.m.filtroDosRecados.filtrando = false
            case .desistir?: app.m.filtroDosRecados = FiltroDosRecados()
            case .apagar?: _ = app.m.filtroDosRecados.texto.popLast()
            default:
                // Fora da tabela, só texto.
                if case .caractere(let c) = t { app.m.filtroDosRecados.texto.append(c) }
            }
            return []
        })
    }

    /// O diálogo é da página: o campo leva o texto digitado à ação da funcionalidade, e o
    /// problema dele é o do núcleo (a frase sai do catálogo pelo valor).
    static let novo = CampoDoDialogo("novoRecado", problema: { FuncionalidadeDosRecados.problema(doRecado: $0)?.frase }) { texto in
        RespostaDoDialogo("novoRecado") { $0.enviar(FuncionalidadeDosRecados.self, .escrever(texto)) }
    }

    static func agir(_ app: inout AppFrila, _ c: ComandoDaTela) -> [Efeito<Evento>]? {
        switch c {
        case .daPagina(.marcarRecado): return app.enviar(FuncionalidadeDosRecados.self, .marcar)
        case .daPagina(.novoRecado):
            app.m.dialogo = .campo(titulo: Textos.Recados.tituloNovo, linhas: [], rotulo: Textos.Rotulos.motivo, novo)
            return []
        case .daPagina(.filtrarRecados):
            app.m.filtroDosRecados.filtrando = true
            return []
        default: return nil
        }
    }

    /// A tecla que não age diz por quê: o impedimento é do núcleo; a página só o mapeia.
    static func porQueNao(_ m: ModeloApp, _ c: ComandoDaTela) -> String? {
        guard c == .daPagina(.marcarRecado) else { return nil }
        return FuncionalidadeDosRecados.impedimento(m.recados)?.frase
    }

    static func desenhar(_ m: ModeloApp, _ q: inout Quadro, _ area: Retangulo) {
        q.escrever(Textos.Recados.cabecalho(marcados: m.recados.marcados), em: area.linha(0), estilo: .titulo)
        let (_, resto) = area.cortarTopo(1)
        let visiveis = m.recadosVisiveis
        Telas.lista(visiveis.count, selecionado: m.selecionado(.recados), &q, resto) { i, r, s, q in
            q.escrever((s ? "› " : "  ") + visiveis[i], em: r, estilo: s ? .selecionado : .normal)
        }
    }

    /// `tecla`: a da tabela; a tecla só age por ela.
    static func reler(_ app: inout AppFrila, _ soVagasNovas: Bool) -> [Efeito<Evento>] {
        app.enviar(FuncionalidadeDosRecados.self, .carregar)
    }

    /// `releComVagaNova`: a página pede ser relida também quando só chegam vagas novas.
    static func registro(tecla: Character = "x", releComVagaNova: Bool = false, mostraTurnos: Bool = true) -> RegistroDaPagina {
        RegistroDaPagina(
            pagina: .recados, titulo: Textos.Recados.titulo,
            teclas: [.profissional: ("recados", teclas(tecla))],
            desenhar: { desenhar($0, &$1, $2) },
            itens: { $0.recadosVisiveis.count },
            funcionalidades: [.de(FuncionalidadeDosRecados.self, montar: { FuncionalidadeDosRecados(autor: $0.conta.nome) },
                                  reagir: { app, a in
                                      if case .chegaram = a { app.chegou(.recados, true) }
                                      return []
                                  })],
            porQueNao: porQueNao,
            agir: agir,
            carregar: { $0.enviar(FuncionalidadeDosRecados.self, .carregar) },
            modo: modo,
            tabelasDosModos: [("filtroDosRecados", filtro)],
            mostraTurnos: mostraTurnos,
            aoChegarAviso: releComVagaNova ? reler : nil)
    }
}

@MainActor
struct TelaNovaSoComRegistroTests {
    func entrar(_ paginas: [RegistroDaPagina]) async -> AppFrila {
        var app = AppFrila(ambiente: Mundo(salva: Fx.ana).ambiente, paginas: paginas)
        await rodar(&app, app.iniciar())
        return app
    }

    @Test func umaPaginaNovaEntraPeloRegistroComAbaTeclasAjudaEstadoEDesfecho() async throws {
        var app = await entrar(Paginas.todas + [TelaRecados.registro()])
        let tamanho = Tamanho(largura: 100, altura: 24)
        #expect(app.m.paginas == Paginas.de(.profissional) + [.recados])
        // A aba é a última do perfil: o número dela vem do registro, não de uma lista fixa.
        let aba = app.m.paginas.count
        #expect(app.desenhar(tamanho).linha(0).contains("\(aba) Recados"), "a aba aparece")

        await rodar(&app, app.tecla(.caractere(Character(String(aba)))))
        #expect(app.m.tela == .pagina(.recados))
        #expect(app.m.recados.recados == ["Recado de \(Fx.ana.nome)", "Segundo recado"], "carregou das portas da conta")
        #expect(app.desenhar(tamanho).texto.contains("Recado de \(Fx.ana.nome)"))
        #expect(app.m.carregadoEm[.recados] != nil, "a reação da página marcou a idade dos dados")
        #expect(app.desenhar(tamanho).linha(22).contains("x marcar"), "o rodapé sai da tabela")

        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.recados.marcados == 1, "a tecla chegou à ação pela tabela")
        let d = Desfecho(daPagina: DesfechoDosRecados.marcado(1))
        #expect(d.frase == "Recado marcado (1 marcado)." && d.severidade == .sucesso && d.acao.nome == "marcar_recado")
        #expect(app.m.mensagem?.texto == d.frase && app.m.mensagem?.tipo == .sucesso)
        #expect(app.desenhar(tamanho).linha(23).contains(d.frase), "o desfecho chega à linha de status")
        #expect(app.desenhar(tamanho).texto.contains("Recados (1 marcados)"))

        // A página diz por que a tecla não age agora; o rodapé deixa de oferecê-la.
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.recados.marcados == 2)
        #expect(app.m.mensagem?.texto == "Recado marcado (2 marcados).", "a frase vem do valor")
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.recados.marcados == 2, "com todos marcados, a ação não roda")
        #expect(app.m.mensagem?.texto == FuncionalidadeDosRecados.Impedimento.todosMarcados.frase)
        #expect(!app.desenhar(tamanho).linha(22).contains("x marcar"))
        // O núcleo pergunta o mesmo impedimento como guarda: a ação que chega por outro caminho não marca.
        #expect(FuncionalidadeDosRecados.impedimento(app.m.recados) == .todosMarcados)
        await rodar(&app, app.enviar(FuncionalidadeDosRecados.self, .marcar))
        #expect(app.m.recados.marcados == 2)

        _ = app.tecla(.caractere("?"))
        #expect(app.m.ajudaAberta)
        let ajuda = app.desenhar(tamanho).texto
        #expect(ajuda.contains("marcar o recado selecionado"), "a ajuda lista a tecla da página")
        #expect(ajuda.contains("1–\(aba)"), "e as teclas de todas as abas")
    }

    /// Um desfecho de erro da página pinta a linha de status de erro, sem caso no catálogo comum.
    @Test func oDesfechoDaPaginaDizASeveridadeEAFrase() {
        struct Falhou: DesfechoDaPagina {
            var nome: String { "falhou" }
            var severidade: Severidade { .erro }
            var frase: String { "Não deu." }
        }
        let d = Desfecho(daPagina: Falhou())
        #expect(d.severidade == .erro && d.frase == "Não deu." && !d.deuCerto && d.acao.nome == "falhou")
        #expect(Desfecho(daPagina: DesfechoDosRecados.marcado(1)) == Desfecho(daPagina: DesfechoDosRecados.marcado(1)))
        #expect(Desfecho(daPagina: DesfechoDosRecados.marcado(1)) != Desfecho(daPagina: DesfechoDosRecados.marcado(2)))
    }

    @Test func aTeclaDaPaginaSoAgePelaTabelaDela() async {
        var app = await entrar(Paginas.todas + [TelaRecados.registro(tecla: "y")])
        let aba = app.m.paginas.firstIndex(of: .recados)! + 1
        await rodar(&app, app.tecla(.caractere(Character(String(aba)))))
        #expect(app.m.tela == .pagina(.recados))
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.recados.marcados == 0, "x não está na tabela desta vez")
        await rodar(&app, app.tecla(.caractere("y")))
        #expect(app.m.recados.marcados == 1)
        // Noutra página, a tecla é da tabela de lá.
        await rodar(&app, app.tecla(.caractere("1")))
        await rodar(&app, app.tecla(.caractere("y")))
        #expect(app.m.recados.marcados == 1)
    }

    /// Um diálogo com campo de texto e um modo em que se digita, sem caso novo fora desta página.
    @Test func dialogoDeTextoEModoDeDigitarSoComOArquivoDaPagina() async {
        var app = await entrar(Paginas.todas + [TelaRecados.registro()])
        let aba = app.m.paginas.count
        await rodar(&app, app.tecla(.caractere(Character(String(aba)))))
        await rodar(&app, app.tecla(.caractere("w")))
        guard case .texto(let titulo, _, _, _, let campo)? = app.m.dialogo else { Issue.record("w devia abrir o campo"); return }
        #expect(titulo == Textos.Recados.tituloNovo && campo.nome == "novoRecado")
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.erroNoDialogo == FuncionalidadeDosRecados.Problema.vazio.frase, "vazio não serve: o problema é do núcleo")
        for c in "oi" { await rodar(&app, app.tecla(.caractere(c))) }
        await rodar(&app, app.tecla(.enter))
        #expect(app.m.dialogo == nil)
        #expect(app.m.recados.recados.last == "oi", "o texto digitado chegou à ação da funcionalidade")
        let antes = app.m.recados.recados
        await rodar(&app, app.enviar(FuncionalidadeDosRecados.self, .escrever("")))
        #expect(app.m.recados.recados == antes, "o núcleo repete a validação como guarda")

        await rodar(&app, app.tecla(.caractere("/")))
        #expect(app.m.filtroDosRecados.filtrando)
        #expect(Telas.tabelaAtual(app.m).nome == Textos.Recados.tituloDoFiltro, "o rodapé e a ajuda são os do modo")
        for c in "seg" { await rodar(&app, app.tecla(.caractere(c))) }
        #expect(app.m.filtroDosRecados.texto == "seg" && app.m.recados.marcados == 0, "no modo, as letras são texto")
        #expect(app.m.recados == FuncionalidadeDosRecados.Estado(recados: antes, marcados: 0, leituras: 1), "o filtro não é do núcleo")
        #expect(app.m.recadosVisiveis == ["Segundo recado"])
        let filtrada = app.desenhar(Tamanho(largura: 100, altura: 24)).texto
        #expect(filtrada.contains("Segundo recado") && !filtrada.contains("Recado de"), "o desenho mostra só os que casam")
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.filtroDosRecados.texto == "segx" && app.m.recados.marcados == 0, "no modo, x é texto, não marcar")
        await rodar(&app, app.tecla(.backspace))
        #expect(app.m.filtroDosRecados.texto == "seg", "Backspace apaga a última letra")
        await rodar(&app, app.tecla(.enter))
        #expect(!app.m.filtroDosRecados.filtrando && app.m.filtroDosRecados.texto == "seg", "Enter para e mantém o filtro")
        await rodar(&app, app.tecla(.caractere("/")))
        await rodar(&app, app.tecla(.esc))
        #expect(app.m.filtroDosRecados == FiltroDosRecados(), "Esc desiste: o filtro sai")
        #expect(app.m.recadosVisiveis == antes)
        await rodar(&app, app.tecla(.caractere("/")))
        for c in "seg" { await rodar(&app, app.tecla(.caractere(c))) }
        await rodar(&app, app.tecla(.enter))
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.recados.marcados == 1, "fora do modo, a tabela da página volta")
        // A tabela do modo sai do registro da página no `frila teclas --json`, sem lista à parte.
        let nomes = ListaDePaginas(Paginas.todas + [TelaRecados.registro()]).tabelasComNome.map(\.nome)
        #expect(nomes.contains("filtroDosRecados") && nomes.contains("recados"))
        #expect(Set(nomes).count == nomes.count, "um nome por tabela, no app inteiro")
    }

    /// Quando chegam avisos, o mecanismo pergunta a cada página o que reler, sem nomear nenhuma:
    /// o padrão relê a carga dela se há mais que vagas novas; a página pode pedir mais.
    @Test(arguments: [false, true])
    func aPaginaDizOQueRelerQuandoChegaAviso(_ releComVagaNova: Bool) async {
        let mundo = Mundo(salva: Fx.ana)
        var app = AppFrila(ambiente: mundo.ambiente, paginas: Paginas.todas + [TelaRecados.registro(releComVagaNova: releComVagaNova)])
        await rodar(&app, app.iniciar())
        await rodar(&app, app.tecla(.caractere(Character(String(app.m.paginas.count)))))
        let lidas = app.m.recados.leituras
        #expect(lidas == 1, "a carga ao entrar")
        // Noutra aba: a sondagem relê a página à vista; a de Recados só relê pelo aviso.
        await rodar(&app, app.tecla(.caractere("1")))
        let vaga = NotificacaoRecebida.vaga(TelaAvisosTests.vaga(em: Fx.h(0.01)))
        await mundo.gestao.definir(notificacoes: [vaga])
        await TelaAvisosTests().sondar(&app, 1)
        #expect(app.m.recados.leituras == lidas + (releComVagaNova ? 1 : 0), "só vaga nova: relê se a página pediu")
        let aviso = NotificacaoRecebida.aviso(TelaAvisosTests.aviso(.turnoCancelado, em: Fx.h(0.02)))
        await mundo.gestao.definir(notificacoes: [vaga, aviso])
        await TelaAvisosTests().sondar(&app, 2)
        #expect(app.m.recados.leituras == lidas + (releComVagaNova ? 2 : 1), "um aviso: toda página relê a carga dela")
    }

    /// `mostraTurnos: false` (como o Perfil): nem a fila nem um aviso fazem a página reler.
    @Test func semTurnosOAvisoNaoReleAPagina() async {
        let mundo = Mundo(salva: Fx.ana)
        var app = AppFrila(ambiente: mundo.ambiente, paginas: Paginas.todas + [TelaRecados.registro(mostraTurnos: false)])
        await rodar(&app, app.iniciar())
        await rodar(&app, app.tecla(.caractere(Character(String(app.m.paginas.count)))))
        await rodar(&app, app.tecla(.caractere("1")))
        let lidas = app.m.recados.leituras
        await mundo.gestao.definir(notificacoes: [.aviso(TelaAvisosTests.aviso(.turnoCancelado, em: Fx.h(0.01)))])
        await TelaAvisosTests().sondar(&app, 1)
        #expect(app.m.faixa?.aviso != nil, "o aviso chegou")
        #expect(app.m.recados.leituras == lidas)
    }

    @Test func semAPaginaNoRegistroNadaDelaExiste() async {
        let app = await entrar(Paginas.todas)
        #expect(app.m.paginas == Paginas.de(.profissional) && !app.m.paginas.contains(.recados))
        #expect(app.funcionalidade(FuncionalidadeDosRecados.self) == nil)
        #expect(app.m.recados == FuncionalidadeDosRecados.estadoInicial)
    }
}

// Uma tecla só com rede, com o "precisa de rede" da própria página: nenhum caso central.
extension PrecisaDeRede {
    static let recados = PrecisaDeRede("recados", frase: "Sem conexão: marcar recado precisa de rede.")
}

extension TelaRecados {
    /// O registro de sempre, com o `semRede` da página para a tecla de marcar.
    static func registroQuePedeRede() -> RegistroDaPagina {
        let r = registro()
        return RegistroDaPagina(pagina: r.pagina, titulo: r.titulo, teclas: r.teclas, desenhar: r.desenhar, itens: r.itens,
                                funcionalidades: r.funcionalidades, porQueNao: r.porQueNao,
                                semRede: { _, c in c == .daPagina(.marcarRecado) ? .recados : nil },
                                agir: r.agir, carregar: r.carregar, modo: r.modo, tabelasDosModos: r.tabelasDosModos)
    }
}

@MainActor
struct PrecisaDeRedeDaPaginaTests {
    @Test func semRedeATeclaDizAFraseDaPaginaEORodapeATira() async {
        var app = AppFrila(ambiente: Mundo(salva: Fx.ana).ambiente, paginas: Paginas.todas + [TelaRecados.registroQuePedeRede()])
        await rodar(&app, app.iniciar())
        let tamanho = Tamanho(largura: 100, altura: 24)
        await rodar(&app, app.tecla(.caractere(Character(String(app.m.paginas.count)))))
        await rodar(&app, app.tecla(.caractere("o")))  // modo offline do testador
        #expect(app.m.semRedeAgora(.daPagina(.marcarRecado), em: .recados) == .recados)
        #expect(!app.desenhar(tamanho).linha(22).contains("x marcar"), "offline, o rodapé não oferece a tecla")
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.recados.marcados == 0, "sem rede a ação não roda")
        #expect(app.m.mensagem?.texto == PrecisaDeRede.recados.frase && app.m.mensagem?.tipo == .erro)
        await rodar(&app, app.tecla(.caractere("o")))
        await rodar(&app, app.tecla(.caractere("x")))
        #expect(app.m.recados.marcados == 1, "com rede, a tecla volta a agir")
    }
}
