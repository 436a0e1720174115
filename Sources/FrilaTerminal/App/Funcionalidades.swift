import Foundation
import FrilaApresentacao
import FrilaDominio

/// Uma funcionalidade que a TUI guarda: o estado dela vive em `ModeloApp.estados`, criado
/// com `estadoInicial` na primeira leitura. A conformidade fica no arquivo da tela.
public protocol FuncionalidadeDaTela: Funcionalidade where Estado: Equatable {
    static var estadoInicial: Estado { get }
}

/// O estado de cada funcionalidade, um por tipo (`m.estados[FuncionalidadeDoFeed.self]`):
/// uma tela nova não ganha campo no `ModeloApp`. As telas dão nomes tipados a isto nas
/// extensões delas (`m.feedDeVagas`).
public struct EstadosDasFuncionalidades: Equatable, Sendable {
    private var caixas: [ObjectIdentifier: Caixa] = [:]

    public init() {}

    public subscript<F: FuncionalidadeDaTela>(_ tipo: F.Type) -> F.Estado {
        get { caixas[ObjectIdentifier(tipo)].flatMap { $0.valor(F.Estado.self) } ?? F.estadoInicial }
        // Tira a caixa antes de mudar: o estado fica com uma referência só e as listas
        // grandes (10 mil turnos do cache) mudam no lugar, sem cópia.
        _modify {
            let chave = ObjectIdentifier(tipo)
            var v = caixas.removeValue(forKey: chave).flatMap { $0.valor(F.Estado.self) } ?? F.estadoInicial
            defer { caixas[chave] = Caixa(v) }
            yield &v
        }
        set { caixas[ObjectIdentifier(tipo)] = Caixa(newValue) }
    }
}

/// Um valor guardado sem o tipo, comparável. Os `as?` deste arquivo (aqui e em
/// `FuncionalidadesMontadas`) são os únicos do esquema: a chave é o tipo da funcionalidade,
/// então o valor guardado sempre é do tipo pedido.
struct Caixa: Equatable, Sendable {
    private let guardado: any Equatable & Sendable
    init(_ v: some Equatable & Sendable) { guardado = v }
    func valor<T>(_: T.Type) -> T? { guardado as? T }

    static func == (a: Caixa, b: Caixa) -> Bool { Self.igual(a.guardado, b.guardado) }
    private static func igual<T: Equatable>(_ a: T, _ b: any Equatable & Sendable) -> Bool { (b as? T).map { $0 == a } ?? false }
}

/// Uma funcionalidade montada para a conta, com o que a página faz em volta de cada ação
/// dela: lê do modelo o que precisa antes (`lembrar`) e reage depois (seleção, idade dos
/// dados, recarregar outra página).
struct Montada<F: FuncionalidadeDaTela>: Sendable {
    let funcionalidade: F
    let lembrar: @Sendable (ModeloApp, F.Acao) -> @Sendable (inout AppFrila) -> [Efeito<Evento>]
    /// O desfecho que vai à linha de status (o da funcionalidade, salvo quando a página o mostra noutro lugar).
    let naLinhaDeStatus: @Sendable (F, F.Acao) -> Desfecho?

    /// A mesma funcionalidade declarada de novo (a casca monta a caixa, a aba Avisos também):
    /// fica a primeira, e a reação da segunda vem depois da dela.
    func seguidaDe(_ outra: Montada<F>) -> Montada<F> {
        let (primeira, segunda) = (lembrar, outra.lembrar)
        return Montada(funcionalidade: funcionalidade, lembrar: { m, a in
            let (r1, r2) = (primeira(m, a), segunda(m, a))
            return { app in r1(&app) + r2(&app) }
        }, naLinhaDeStatus: naLinhaDeStatus)
    }
}

/// As funcionalidades montadas de uma conta, uma por tipo.
struct FuncionalidadesMontadas: Sendable {
    private var montadas: [ObjectIdentifier: any Sendable] = [:]
    subscript<F: FuncionalidadeDaTela>(_ tipo: F.Type) -> Montada<F>? {
        get { montadas[ObjectIdentifier(tipo)] as? Montada<F> }  // a chave é o tipo: o cast sempre acerta
        set { montadas[ObjectIdentifier(tipo)] = newValue }
    }
}

/// Uma funcionalidade de uma página, como a entrada do registro a declara: como se monta das
/// portas da conta (nil = o perfil não a tem, RN25) e como a página reage às ações dela.
public struct FuncionalidadeDaPagina: Sendable {
    let montar: @Sendable (PortasDaConta, inout FuncionalidadesMontadas) -> Void

    /// `antes` lê do modelo, antes da atualização, o que a reação compara depois (ex.: os
    /// ids da lista, para a seleção seguir o mesmo item): só isso fica guardado, não o modelo.
    public static func de<F: FuncionalidadeDaTela, Antes: Sendable>(
        _ tipo: F.Type, montar: @escaping @Sendable (PortasDaConta) -> F?,
        antes: @escaping @Sendable (ModeloApp) -> Antes,
        reagir: @escaping @Sendable (inout AppFrila, F.Acao, Antes) -> [Efeito<Evento>],
        naLinhaDeStatus: @escaping @Sendable (F, F.Acao) -> Desfecho? = { $0.desfecho($1) }
    ) -> FuncionalidadeDaPagina {
        FuncionalidadeDaPagina { portas, todas in
            guard let f = montar(portas) else { return }
            let nova = Montada(funcionalidade: f, lembrar: { m, a in
                let lido = antes(m)
                return { app in reagir(&app, a, lido) }
            }, naLinhaDeStatus: naLinhaDeStatus)
            todas[tipo] = todas[tipo].map { $0.seguidaDe(nova) } ?? nova
        }
    }

    public static func de<F: FuncionalidadeDaTela>(
        _ tipo: F.Type, montar: @escaping @Sendable (PortasDaConta) -> F?,
        reagir: @escaping @Sendable (inout AppFrila, F.Acao) -> [Efeito<Evento>] = { _, _ in [] },
        naLinhaDeStatus: @escaping @Sendable (F, F.Acao) -> Desfecho? = { $0.desfecho($1) }
    ) -> FuncionalidadeDaPagina {
        de(tipo, montar: montar, antes: { _ in () }, reagir: { app, a, _ in reagir(&app, a) }, naLinhaDeStatus: naLinhaDeStatus)
    }
}

/// "Aplique esta ação da funcionalidade F": o evento genérico que volta dos efeitos de toda
/// funcionalidade de página. Nenhuma tela ganha caso em `Evento`.
public struct AcaoDeFuncionalidade: Sendable {
    let aplicar: @Sendable (inout AppFrila) -> [Efeito<Evento>]
}

extension Evento {
    /// Uma ação de F que não vem de um efeito dela (um teste, a tarefa de outra): aplica-se
    /// como as que voltam dos efeitos de F.
    public static func para<F: FuncionalidadeDaTela>(_ tipo: F.Type, _ a: F.Acao) -> Evento {
        .acao(AcaoDeFuncionalidade { app in app.enviar(tipo, a) })
    }
}

extension AppFrila {
    /// A funcionalidade F desta conta, se o perfil a tem (nil antes de entrar).
    func funcionalidade<F: FuncionalidadeDaTela>(_ tipo: F.Type) -> F? { montadas[tipo]?.funcionalidade }

    /// Manda uma ação a F: atualiza o estado, a página reage, o desfecho vai à linha de
    /// status; os efeitos voltam como `Evento.acao` (sem F na conta, nada acontece).
    mutating func enviar<F: FuncionalidadeDaTela>(_ tipo: F.Type, _ a: F.Acao) -> [Efeito<Evento>] {
        guard let mf = montadas[tipo] else { return [] }
        return aplicar(mf, a)
    }

    mutating func aplicar<F: FuncionalidadeDaTela>(_ mf: Montada<F>, _ a: F.Acao) -> [Efeito<Evento>] {
        let reagir = mf.lembrar(m, a)
        let entrada = conta?.entrada
        var efs = mf.funcionalidade.atualizar(&m.estados[F.self], a).map { e in
            e.map { volta in Evento.acao(AcaoDeFuncionalidade { app in
                // A resposta de um pedido da conta que já saiu (a exclusão, um 401 que chega
                // depois) não é da tela de agora: nem estado, nem linha de status.
                guard app.conta?.entrada == entrada else { return [] }
                return app.aplicar(mf, volta)
            }) }
        }
        efs += reagir(&self)
        relatar(mf.naLinhaDeStatus(mf.funcionalidade, a))
        return efs
    }
}
