import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio

/// Comandos sem tela da conta que a pessoa administra (LGPD): `senha`, `perfil editar`,
/// `exportar`, `excluir-conta`. Passam por `FuncionalidadeDaConta` e pelo mesmo mapa
/// desfecho → saída (`DesfechoHeadless`).
enum ComandoDaConta: Equatable {
    case senha
    case editarPerfil(EdicaoDoPerfil)
    case exportar(saida: String?)
    case excluir(sim: Bool, descartarFila: Bool = false)

    static let nomes = ["senha", "exportar", "excluir-conta"]

    /// `perfil editar` é desta família; `perfil` sozinho continua o de sempre.
    static func ehDaConta(_ argumentos: [String]) -> Bool {
        guard let nome = argumentos.first else { return false }
        if nomes.contains(nome) { return true }
        return nome == "perfil" && argumentos.dropFirst().first == "editar"
    }

    var nome: String {
        switch self {
        case .senha: "senha"
        case .editarPerfil: "perfil"
        case .exportar: "exportar"
        case .excluir: "excluir-conta"
        }
    }

    static func interpretar(_ nome: String, _ resto: inout [String]) throws(ErroDeLinhaDeComando) -> ComandoDaConta {
        typealias C = ComandoHeadless
        let comando: ComandoDaConta
        switch nome {
        case "senha": comando = .senha
        case "exportar": comando = .exportar(saida: try C.valor("--saida", de: &resto, comando: nome))
        case "excluir-conta": comando = .excluir(sim: C.tirar("--sim", de: &resto), descartarFila: C.tirar("--descartar-fila", de: &resto))
        case "perfil":
            _ = C.tirar("editar", de: &resto)
            var e = EdicaoDoPerfil()
            e.nome = try C.valor("--nome", de: &resto, comando: nome)
            e.whatsapp = try C.valor("--whatsapp", de: &resto, comando: nome)
            // A mesma leitura (e as mesmas frases) do formulário da TUI.
            if let fs = try C.valor("--funcoes", de: &resto, comando: nome) {
                switch FuncionalidadeDaConta.funcoes(de: fs) {
                case .success(let lidas): e.funcoes = lidas
                case .failure(let p): throw .uso(p.frase)
                }
            }
            if let b = try C.valor("--base", de: &resto, comando: nome) {
                switch FuncionalidadeDaConta.base(de: b) {
                case .success(let ponto): e.base = ponto
                case .failure(let p): throw .uso(p.frase)
                }
            }
            if let d = try C.valor("--disponivel", de: &resto, comando: nome) {
                guard let b = ComandoDaGestao.simNao(d) else { throw .uso(Textos.Conta.usoSimNao("--disponivel", C.curto(d))) }
                e.disponivel = b
            }
            if e.vazia { throw .uso(Textos.Conta.usoPerfilEditar) }
            comando = .editarPerfil(e)
        default: throw .comandoDesconhecido(nome)
        }
        try C.recusarSobra(resto, de: nome)
        return comando
    }
}

// MARK: - execução

extension Contexto {
    func conta(_ conta: ContaAutenticada, _ c: ComandoDaConta) async -> CodigoDeSaida {
        // Da mesma composição da TUI: a fila e o disco desta conta vão junto (a prévia diz o
        // que está na fila; depois de excluir, saem).
        guard let contaDaPessoa = amb.portas(conta).montarConta else { return saida.falha(Textos.SemTela.semDesfecho, .falhou) }
        switch c {
        case .senha:
            // Da entrada padrão ou do terminal sem eco; nunca de argumento (histórico, ps).
            let nova = LeitorDeSenha.ler() ?? ""
            return await acionar(contaDaPessoa, .init(), .trocarSenha(nova))
        case .editarPerfil(let e):
            var x = Executor(contaDaPessoa, estado: .init())
            return relatarComProblemas(await x.enviar(.editar(e)))
        case .exportar(let arquivo):
            var x = Executor(contaDaPessoa, estado: .init())
            guard let d = await x.enviar(.exportar) else { return saida.falha(Textos.SemTela.semDesfecho, .falhou) }
            guard d.deuCerto, let dados = x.estado.exportacao else { return saida.relatar(d) }
            guard let arquivo else {
                // Sem --saida, o próprio JSON é o dado (em texto e em --json).
                print(String(decoding: dados, as: UTF8.self))
                return .ok
            }
            let url = URL(fileURLWithPath: arquivo)
            // 0600 desde a criação: o arquivo tem dados pessoais.
            guard FileManager.default.createFile(atPath: url.path, contents: dados, attributes: [.posixPermissions: 0o600]) else {
                return saida.falha(Textos.Conta.naoGravou(arquivo), .dadosLocais)
            }
            let rc = saida.relatar(d)
            if !saida.json { saida.aviso(Textos.Conta.exportadoEm(url.path)) }
            return rc
        case .excluir(let sim, let descartarFila):
            var x = Executor(contaDaPessoa, estado: .init())
            await x.enviar(.carregarPrevia)
            guard case .conteudo(let p)? = x.estado.previa else {
                if case .erro(let e)? = x.estado.previa { return falhaDeTela(e) }
                return .falhou
            }
            let pendentes = x.estado.pendentes ?? 0
            guard sim else {
                var linhas = Textos.Conta.previa(p)
                if p.podeExcluir, pendentes > 0 { linhas.insert(Textos.Conta.filaPendenteSemTela(pendentes), at: linhas.count - 1) }
                var json = JSONDaConta.previa(p)
                json["pendentes_na_fila"] = pendentes
                saida.dado(linhas.joined(separator: "\n"), json: json)
                return .ok
            }
            if !p.podeExcluir {
                return saida.falha(Textos.Conta.previa(p)[0], .falhou,
                                   extra: ["chave": "conta_com_compromissos", "previa": JSONDaConta.previa(p)])
            }
            if pendentes > 0, !descartarFila {
                return saida.falha(Textos.Conta.filaPendenteSemTela(pendentes), .falhou,
                                   extra: ["chave": "fila_pendente", "pendentes_na_fila": pendentes])
            }
            guard let d = await x.enviar(.excluir(confirmacao: p.confirmacao, descartarFila: descartarFila)) else {
                return saida.falha(Textos.SemTela.semDesfecho, .falhou)
            }
            if d.deuCerto, let r = x.estado.excluida {
                saida.dado(DesfechoHeadless.texto(d), json: JSONDaConta.excluida(r))
                return .ok
            }
            return saida.relatar(d)
        }
    }
}

enum JSONDaConta {
    static func previa(_ p: PreviaDaExclusao) -> [String: Any] {
        ["pode_excluir": p.podeExcluir, "modo": p.modo.rawValue,
         "impedimentos": ["turnos": p.turnosPorAcontecer.map { $0.uuidString.lowercased() },
                          "vagas": p.vagasPorAcontecer.map { $0.uuidString.lowercased() }],
         "mantidos": snake(p.balanco.mantidos), "apagados": snake(p.balanco.apagados)]
    }

    /// As chaves como o servidor as manda (o decodificador as deixou em camelCase).
    static func snake(_ d: [String: Int]) -> [String: Int] {
        Dictionary(d.map { k, v in
            (k.reduce(into: "") { s, ch in if ch.isUppercase { s += "_" + ch.lowercased() } else { s.append(ch) } }, v)
        }, uniquingKeysWith: { a, _ in a })
    }

    static func excluida(_ r: ContaExcluida) -> [String: Any] {
        ["acao": OperacaoDaConta.excluirConta.rawValue, "estado": "enviada", "excluida": true, "modo": r.modo.rawValue,
         "mantidos": snake(r.balanco.mantidos), "apagados": snake(r.balanco.apagados), "mensagem": DesfechoDaConta.contaExcluida(r.modo).frase]
    }
}
