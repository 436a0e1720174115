import Foundation
import FrilaDominio

/// O contratante e uma vaga dele: publicar e editar pelo formulário (mesma validação; o
/// servidor valida de novo e recusa a edição se alguém já confirmou), duplicar, o custo de
/// cancelar dito antes e cancelar a vaga inteira (RN12), o despacho e o detalhe inteiro.
public struct FuncionalidadeDaGestaoDaVaga: Funcionalidade {
    public struct Estado: Equatable, Sendable {
        /// O formulário aberto (nil: fechado). A TUI edita os valores; Enter manda `.enviar`.
        public var formulario: FormularioVaga?
        /// O custo de cancelar a vaga `previaDe`, pedido antes de perguntar.
        public var previaDe: UUID?
        public var previa: EstadoTela<CustoDoCancelamento> = .carregando
        /// Os números do despacho de cada vaga aberta.
        public var despachos: [UUID: DespachoDaVaga] = [:]
        /// A última leitura de despacho que falhou (o comando sem tela a diz).
        public var falhaDoDespacho: ErroDaTela?
        public var detalhe: EstadoTela<DetalheDaVaga> = .carregando
        /// Duplicar ou abrir a edição pelo servidor que falhou (o formulário não abriu).
        public var falhaAoAbrir: ErroDaTela?
        /// O papel de quem usa, como o perfil o leu (nil: não se sabe, o servidor decide): o
        /// operador não publica, edita, duplica nem cancela a vaga (`impedimento(_:)`).
        public var papel: PapelDoMembro?
        public init(papel: PapelDoMembro? = nil) { self.papel = papel }

        /// Por que o papel não deixa esta ação da gestão (nil = pode, ou não é do administrador).
        public func impedimento(_ a: Acao) -> ImpedimentoDoPapel? {
            let acao: AcaoDoAdministrador? = switch a {
            case .enviar: formulario?.editando == nil ? .publicar : .editar
            case .abrirEdicao, .editar: .editar
            case .duplicar: .duplicar
            case .carregarPrevia, .cancelar: .cancelarVaga
            default: nil
            }
            return acao.flatMap { PapelDoMembro.impedimento(papel, $0) }
        }
    }

    public enum Acao: Sendable {
        /// Os valores que chegam de fora (o comando sem tela): abre um formulário novo, se não há.
        case preencher([CampoDaVaga: String])
        /// Valida e publica (ou salva a edição, com `formulario.editando`).
        case enviar
        case respondido(Desfecho)
        /// A vaga como está no servidor, no formulário de edição.
        case abrirEdicao(UUID)
        case edicaoLida(UUID, Leitura<Vaga>)
        /// A vaga que a pessoa vê (a lista da TUI) no formulário de edição, se ela se edita.
        case editar(Vaga)
        /// Os dados da vaga como começo de uma nova; a data fica para a pessoa escolher.
        case duplicar(UUID)
        case duplicataLida(Leitura<RascunhoDeVaga>)
        case carregarPrevia(UUID)
        case previaLida(UUID, Leitura<CustoDoCancelamento>)
        /// `vaga`: a que a pessoa vê (a lista, o `frila`); com ela, o impedimento recusa aqui.
        case cancelar(UUID, motivo: String, vaga: Vaga? = nil)
        case cancelada(Desfecho)
        case carregarDespacho(UUID)
        case despachoLido(UUID, Leitura<DespachoDaVaga>)
        case carregarDetalhe(UUID)
        case detalheLido(Leitura<DetalheDaVaga>)
        /// O perfil leu o papel de quem usa (a TUI relê o perfil; o comando sem tela o lê antes).
        case papelLido(PapelDoMembro?)
    }

    let vagas: any VagaRepositorio
    let gestao: any GestaoDeVagasRepositorio
    let conexao: any ConexaoPort
    let relogio: any Relogio

    public init(vagas: any VagaRepositorio, gestao: any GestaoDeVagasRepositorio, conexao: any ConexaoPort,
                relogio: any Relogio = RelogioDoSistema()) {
        self.vagas = vagas
        self.gestao = gestao
        self.conexao = conexao
        self.relogio = relogio
    }

    public func desfecho(_ acao: Acao) -> Desfecho? {
        switch acao {
        case .respondido(let d), .cancelada(let d): d
        default: nil
        }
    }

    /// Uma leitura que só faz sentido com rede; a falha vem com a frase desta tela.
    static func ler<T: Sendable>(_ conexao: any ConexaoPort, _ f: @Sendable () async throws -> T) async -> Leitura<T> {
        guard await conexao.confirmarOnline() else { return .semConexao }
        do { return .veio(try await f()) } catch { return .falhou(.de(error, semRede: Mensagens.semConexao)) }
    }

    static let semRede = ErroDaTela(.semConexao, frase: Mensagens.semConexao)
    /// A recusa que o servidor daria (`vaga_encerrada`), com a frase do impedimento.
    static func recusa(_ i: ImpedimentoDoCancelamentoDaVaga) -> Falha { .recusa(chave: "vaga_encerrada", frase: Textos.impedimento(i, naTela: false)) }

    /// A recusa que o servidor daria à edição (`vaga_com_confirmados`, `vaga_encerrada`), com a frase do impedimento.
    static func recusa(_ i: ImpedimentoDeEdicao) -> Falha { .recusa(chave: i.chave, frase: Textos.impedimento(i, naTela: false)) }

    /// A recusa do papel, como o servidor a daria (`so_administrador`), com a frase da tecla.
    static func recusa(_ i: ImpedimentoDoPapel) -> Falha { .recusa(chave: i.chave, frase: Textos.impedimento(i)) }

    public func atualizar(_ estado: inout Estado, _ acao: Acao) -> [Efeito<Acao>] {
        let (vagas, gestao, conexao) = (vagas, gestao, conexao)
        // O papel primeiro: o operador não chega ao formulário, à prévia nem ao servidor.
        if let i = estado.impedimento(acao) {
            let f = Self.recusa(i)
            switch acao {
            case .enviar:
                let id = estado.formulario?.editando
                let a: AcaoDaPessoa = id.map { .editarVaga(vaga: $0, editada: nil) } ?? .publicarVaga(vaga: nil)
                return [.enviar(.respondido(Desfecho(a, .recusada(f, item: nil))))]
            case .abrirEdicao, .editar, .duplicar:
                estado.falhaAoAbrir = ErroDaTela(f, frase: Textos.impedimento(i))
            case .carregarPrevia(let id):
                estado.previaDe = id
                estado.previa = .erro(ErroDaTela(f, frase: Textos.impedimento(i)))
            case .cancelar(let id, _, _):
                return [.enviar(.cancelada(Desfecho(.cancelarVaga(vaga: id, resultado: nil), .recusada(f, item: nil))))]
            default: break
            }
            return []
        }
        switch acao {
        case .preencher(let campos):
            var f = estado.formulario ?? FormularioVaga()
            f.valores.merge(campos) { _, novo in novo }
            estado.formulario = f
        case .enviar:
            guard var f = estado.formulario, !f.enviando else { return [] }
            f.recusa = nil
            let id = f.editando
            let acaoDaPessoa: AcaoDaPessoa = id.map { .editarVaga(vaga: $0, editada: nil) } ?? .publicarVaga(vaga: nil)
            guard let nova = f.validar(agora: relogio.agora) else {
                estado.formulario = f
                return [.enviar(.respondido(Desfecho(acaoDaPessoa, .invalida(f.problemas))))]
            }
            f.enviando = true
            estado.formulario = f
            return [.tarefa {
                guard await conexao.confirmarOnline() else { return .respondido(Desfecho(acaoDaPessoa, .semConexao)) }
                do {
                    if let id {
                        let v = try await gestao.editar(vagaId: id, nova)
                        return .respondido(Desfecho(.editarVaga(vaga: id, editada: v), .enviada(nil)))
                    }
                    let v = try await vagas.publicar(nova)
                    return .respondido(Desfecho(.publicarVaga(vaga: v), .enviada(nil)))
                } catch {
                    return .respondido(.falhou(acaoDaPessoa, error))
                }
            }]
        case .respondido(let d):
            guard var f = estado.formulario else { return [] }
            f.enviando = false
            switch d.resultado {
            case .enviada: estado.formulario = nil; return []
            case .invalida: break
            default: f.recusa = d
            }
            estado.formulario = f
        case .abrirEdicao(let id):
            return [.tarefa { .edicaoLida(id, await Self.ler(conexao) { try await gestao.detalhe(vagaId: id).vaga }) }]
        case .edicaoLida(let id, let l):
            // Da vaga mesma, não do rascunho de duplicar: esse empurra a data para a frente, e
            // editar só o valor moveria a vaga de dia sem ninguém pedir.
            switch l {
            case .veio(let v): return Self.editar(&estado, v, id: id, agora: relogio.agora)
            case .semConexao: estado.falhaAoAbrir = Self.semRede
            case .falhou(let e): estado.falhaAoAbrir = e
            }
        case .editar(let v):
            return Self.editar(&estado, v, id: v.id, agora: relogio.agora)
        case .duplicar(let id):
            return [.tarefa { .duplicataLida(await Self.ler(conexao) { try await gestao.rascunho(deVaga: id) }) }]
        case .duplicataLida(let l):
            switch l {
            case .veio(let r):
                var v = CampoDaVaga.valores(de: r)
                v[.data] = nil
                estado.falhaAoAbrir = nil
                estado.formulario = FormularioVaga(valores: v, foco: .data)
            case .semConexao: estado.falhaAoAbrir = Self.semRede
            case .falhou(let e): estado.falhaAoAbrir = e
            }
        case .carregarPrevia(let id):
            estado.previaDe = id
            estado.previa = .carregando
            return [.tarefa { .previaLida(id, await Self.ler(conexao) { try await gestao.previaDoCancelamento(vagaId: id) }) }]
        case .previaLida(let id, let l):
            estado.previaDe = id
            estado.previa = Self.tela(l)
        case .cancelar(let id, let motivo, let vaga):
            let acaoDaPessoa = AcaoDaPessoa.cancelarVaga(vaga: id, resultado: nil)
            if let i = vaga?.impedimentoDoCancelamento(agora: relogio.agora) {
                return [.enviar(.cancelada(Desfecho(acaoDaPessoa, .recusada(Self.recusa(i), item: nil))))]
            }
            let m = motivo.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !m.isEmpty else { return [.enviar(.cancelada(Desfecho(acaoDaPessoa, .recusada(.motivoVazio, item: nil))))] }
            return [.tarefa {
                guard await conexao.confirmarOnline() else { return .cancelada(Desfecho(acaoDaPessoa, .semConexao)) }
                do {
                    let r = try await gestao.cancelar(vagaId: id, motivo: m)
                    return .cancelada(Desfecho(.cancelarVaga(vaga: id, resultado: r), .enviada(nil)))
                } catch {
                    return .cancelada(.falhou(acaoDaPessoa, error))
                }
            }]
        case .cancelada:
            break
        case .carregarDespacho(let id):
            return [.tarefa { .despachoLido(id, await Self.ler(conexao) { try await gestao.despacho(vagaId: id) }) }]
        case .despachoLido(let id, let l):
            switch l {
            case .veio(let d): estado.despachos[id] = d; estado.falhaDoDespacho = nil
            case .semConexao: estado.falhaDoDespacho = Self.semRede
            case .falhou(let e): estado.falhaDoDespacho = e
            }
        case .carregarDetalhe(let id):
            estado.detalhe = .carregando
            return [.tarefa { .detalheLido(await Self.ler(conexao) { try await gestao.detalhe(vagaId: id) }) }]
        case .detalheLido(let l):
            estado.detalhe = Self.tela(l)
        case .papelLido(let p):
            estado.papel = p
        }
        return []
    }

    /// O formulário de edição com a vaga `id` como está, se ela se edita; senão, o mesmo
    /// impedimento da tecla e (e de `frila vaga`): a recusa que o servidor daria, sem formulário.
    static func editar(_ estado: inout Estado, _ v: Vaga, id: UUID, agora: Date) -> [Efeito<Acao>] {
        if let i = v.impedimentoDeEdicao(agora: agora) {
            let f = recusa(i)
            estado.falhaAoAbrir = ErroDaTela(f)
            return [.enviar(.respondido(Desfecho(.editarVaga(vaga: id, editada: nil), .recusada(f, item: nil))))]
        }
        estado.falhaAoAbrir = nil
        estado.formulario = FormularioVaga(valores: CampoDaVaga.valores(de: RascunhoDeVaga(vaga: v)), editando: id)
        return []
    }

    static func tela<T>(_ l: Leitura<T>) -> EstadoTela<T> {
        switch resposta(l) {
        case .success(let v): .conteudo(v)
        case .failure(let e): .erro(e)
        }
    }

    /// Uma leitura respondida: o valor ou por que não veio (com a frase desta tela). Uma
    /// resposta não tem estado vazio: quem pergunta com ela (o custo de cancelar) não tem o que confundir.
    public static func resposta<T>(_ l: Leitura<T>) -> Result<T, ErroDaTela> {
        switch l {
        case .veio(let v): .success(v)
        case .semConexao: .failure(semRede)
        case .falhou(let e): .failure(e)
        }
    }
}
