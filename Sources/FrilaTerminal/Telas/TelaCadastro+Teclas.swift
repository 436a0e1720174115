import Foundation
import FrilaApresentacao
import FrilaDominio

// Criar conta a partir do login: as teclas viram ações da FuncionalidadeDoCadastro, e os
// efeitos dela viram navegação (entrar, voltar ao login) ou a tarefa que vai à rede.
extension AppFrila {
    typealias Cadastro = FuncionalidadeDoCadastro

    mutating func abrirCadastro() {
        guard !m.login.enviando else { dizer(.porQueNao(Textos.Sessao.verificandoSessao)); return }
        m.login.problema = nil
        m.login.aviso = nil
        _ = sessao(.dispensarErro)
        m.cadastro = Cadastro.Estado(email: m.login.email)
    }

    mutating func teclaNoCadastro(_ t: Tecla) -> [Efeito<Evento>] {
        guard let estado = m.cadastro else { return [] }
        // Ctrl-O: o modo offline muda aqui também, sem perder o que foi digitado.
        if !estado.perguntandoDescarte, Teclas.cadastro.acao(para: t) == .alternarOffline { return alternarOfflineSemConta() }
        guard let a = acaoDoCadastro(estado, t) else { return [] }
        if estado.enviando { dizer(.porQueNao(Textos.Cadastro.criandoEspere)); return [] }
        return cadastro(a)
    }

    /// A tecla como ação (nil: nada a fazer, ou a tecla já fez o que tinha de fazer aqui).
    mutating func acaoDoCadastro(_ e: Cadastro.Estado, _ t: Tecla) -> Cadastro.Acao? {
        if e.perguntandoDescarte {
            switch Teclas.dialogoSimNao.acao(para: t) {
            case .sim?: return .descartar(true)
            case .nao?, .desistir?: return .descartar(false)
            default: return nil
            }
        }
        guard let c = Teclas.cadastro.acao(para: t) else {
            if case .caractere(let ch) = t { return .digitar(ch) }  // fora da tabela, só texto
            return nil
        }
        let textoEmFoco = e.foco.opcoes == nil
        switch c {
        case .campoSeguinte: return .campoSeguinte
        case .campoAnterior: return .campoAnterior
        case .trocarOpcao(let passo):
            // Num campo de texto, o Espaço da tabela é espaço.
            if textoEmFoco { if case .caractere(let ch) = t { return .digitar(ch) }; return nil }
            return .trocarOpcao(passo)
        case .daPagina(Teclas.escolherPerfil):
            // A funcionalidade decide: no campo do perfil escolhe, num de texto é a letra.
            if case .caractere(let ch) = t { return .digitar(ch) }
            return nil
        case .apagar: return .apagar
        case .limparCampo: return .limparCampo
        case .criarConta: return .enviar(conectado: m.conectado)
        case .cancelarFormulario: return .cancelar
        case .ajuda:
            if textoEmFoco, case .caractere(let ch) = t { return .digitar(ch) }
            m.ajudaAberta = true
            m.rolagem = 0
            return nil
        default: return nil
        }
    }

    /// Uma ação (da tecla ou a resposta que voltou da tarefa); o desfecho decide a navegação.
    mutating func cadastro(_ a: Cadastro.Acao) -> [Efeito<Evento>] {
        guard var e = m.cadastro else { return [] }
        let f = Cadastro(porta: amb.sessao.cadastro)
        var efs = f.atualizar(&e, a).map { $0.map(Evento.cadastro) }
        m.cadastro = e.fechado ? nil : e
        guard let d = f.desfecho(a) else { return efs }
        switch d.acao {
        case .cadastrar(_, .entrou(let conta)?):
            m.cadastro = nil
            efs += sessao(.assumir(conta))
        case .cadastrar(_, .confirmarEmail?):
            m.cadastro = nil
            var l = ModeloLogin(dica: amb.dica)
            l.email = e.valor(.email).trimmingCharacters(in: .whitespaces)
            l.campo = .senha  // o e-mail já está; falta a senha, depois de confirmar
            l.aviso = d.frase
            m.login = l
        default:
            // Campos a corrigir já estão marcados no formulário; a linha de status não repete.
            if case .invalida = d.resultado { return efs }
            // Recusa ou falha: fica no formulário, e na linha de status e no registro de mensagens.
        }
        relatar(d)
        return efs
    }
}
