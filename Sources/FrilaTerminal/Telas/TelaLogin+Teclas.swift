import Foundation
import FrilaApresentacao
import FrilaDominio

// As teclas do login: o que não está na tabela é texto no campo em foco.
extension AppFrila {
    mutating func teclaNoLogin(_ t: Tecla) -> [Efeito<Evento>] {
        guard let c = Teclas.login.acao(para: t) else {
            // Fora da tabela, só texto: vai para o campo em foco.
            if case .caractere(let ch) = t {
                if m.login.campo == .email { if m.login.email.count < 254 { m.login.email.append(ch) } }
                else if m.login.senha.count < 256 { m.login.senha.append(ch) }
            }
            return []
        }
        switch c {
        case .trocarCampo:
            m.login.campo = m.login.campo == .email ? .senha : .email
        case .apagar:
            if m.login.campo == .email { _ = m.login.email.popLast() } else { _ = m.login.senha.popLast() }
        case .limparCampo:
            if m.login.campo == .email { m.login.email = "" } else { m.login.senha = "" }
        case .limparErro:
            m.login.problema = nil
            m.login.aviso = nil
            m.linhaDeStatus.dispensarErro()
            _ = sessao(.dispensarErro)
        case .abrirCadastro:
            abrirCadastro()
        case .ajuda:
            m.ajudaAberta = true; m.rolagem = 0
        case .alternarOffline:
            // O modo offline do testador continua depois de sair da conta; aqui não dá para
            // usar o "o" (é texto), então o Ctrl-O o desliga para entrar.
            m.login.problema = nil
            _ = sessao(.dispensarErro)
            return alternarOfflineSemConta()
        case .entrar:
            // Dá para digitar enquanto a sessão guardada é verificada; enviar, não.
            guard !m.login.enviando else { dizer(.porQueNao(Textos.Sessao.verificandoSessao)); return [] }
            if m.offlineForcado {
                m.login.problema = .offlineForcado
                dizer(.recusa(ProblemaDoLogin.offlineForcado.frase))
                return []
            }
            if m.login.campo == .email && m.login.senha.isEmpty { m.login.campo = .senha; return [] }
            let email = m.login.email, senha = m.login.senha
            m.login.senha = ""  // a senha não fica no modelo depois do envio
            m.login.enviando = true
            m.login.problema = nil
            return sessao(.entrar(email: email, senha: senha))
        default:
            break
        }
        return []
    }
}
