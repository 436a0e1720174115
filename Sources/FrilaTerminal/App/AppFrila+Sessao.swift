import Foundation
import FrilaApresentacao
import FrilaDominio

// Entrar e sair da conta: a sessão decide, a TUI navega e monta (ou joga fora) a conta.
extension AppFrila {
    /// Uma ação da sessão; quando ela decide (retomada, entrou, falhou, saiu), a TUI navega.
    mutating func sessao(_ a: FuncionalidadeDaSessao.Acao) -> [Efeito<Evento>] {
        let efs = amb.sessao.atualizar(&m.sessao, a).map { $0.map(Evento.sessao) }
        let desfecho = amb.sessao.desfecho(a)
        switch a {
        case .restaurada(let c): return efs + sessaoDecidida(c)
        case .assumir(let c): return efs + sessaoDecidida(c)
        case .entrou(let l):
            // Entrou: a primeira página da conta, e o desfecho ("Entrou como …") na linha de
            // status e no registro (m), como informação que se apaga sozinha.
            if case .veio(let c) = l {
                let r = efs + sessaoDecidida(c)
                relatar(desfecho)
                return r
            }
            let r = efs + sessaoDecidida(nil)
            // A recusa do login fica na caixa e também na linha de status e no registro (m).
            relatar(desfecho)
            return r
        case .entrar:
            // Validação local (e-mail ou senha vazios): sem efeito, o erro já está no estado.
            if efs.isEmpty {
                let r = sessaoDecidida(nil)
                relatar(desfecho)
                return r
            }
            return efs
        case .saiu: return efs + saiuDaConta(desfecho)
        case .restaurar, .sair, .dispensarErro: return efs
        }
    }

    /// A sessão decidiu: sem conta, o login (o erro, se houve, está no estado da sessão); com
    /// conta, a primeira página dela e as funcionalidades do perfil.
    mutating func sessaoDecidida(_ conta: ContaAutenticada?) -> [Efeito<Evento>] {
        m.login.enviando = false
        guard let conta else {
            m.tela = .login
            m.login.problema = nil
            guard let c = amb.conexao else { return [] }
            return [.tarefa {
                let e = await c.verificar()
                return .conexao(online: e == .online, forcado: await c.offlineForcado())
            }]
        }
        m.login = ModeloLogin(dica: amb.dica)
        m.linhaDeStatus.dispensarErro()  // a recusa de antes já não vale
        m.tela = m.paginas.first.map(ModeloApp.Tela.pagina) ?? .login
        return montarConta(amb.portas(conta))
    }

    /// As funcionalidades da conta, montadas já, junto com a primeira página: uma tecla
    /// logo depois de entrar não encontra a conta pela metade.
    mutating func montarConta(_ portas: PortasDaConta) -> [Efeito<Evento>] {
        var montadas = FuncionalidadesMontadas()
        for f in FuncionalidadesDaCasca.todas { f.montar(portas, &montadas) }
        for r in m.registro.todas where r.perfis.contains(portas.conta.perfil) {
            for f in r.funcionalidades { f.montar(portas, &montadas) }
        }
        conta = ContaNoApp(montadas: montadas, sincro: portas.montarSincronizacao)
        // Sessão nova ou restaurada: a fila desta conta retoma (ex.: parada numa sessão expirada).
        var efs = statusEfeito(retomarFila: true)
        for p in m.paginas { efs += carregar(p) }
        return efs + ligarTempoReal(portas.conta.id)
    }

    /// O servidor disse que a sessão acabou: o login, com a razão em frase simples, em vez de
    /// "ao vivo" e de um `r` que não adianta. A fila da conta fica no disco e sai quando ela entrar.
    mutating func sessaoEncerradaNoServidor() -> [Efeito<Evento>] {
        // A pessoa pediu a exclusão da conta: a sessão sumiu por isso, e a resposta da
        // exclusão (que apaga o disco e diz o que ficou) é quem tira da conta.
        if m.registro.todas.contains(where: { $0.encerrandoAConta(m) }) { return [] }
        let efs = saiuDaConta(nil)
        m.tela = .login
        m.login.aviso = Textos.Sessao.encerradaEmOutroLugar
        dizer(.recusa(Textos.Sessao.encerradaEmOutroLugar))
        return efs
    }

    /// Saiu da conta: o modelo recomeça (a conexão não muda com a conta).
    mutating func saiuDaConta(_ desfecho: Desfecho?) -> [Efeito<Evento>] {
        conta = nil
        let (agora, online, forcado, tamanho, recarregar) = (m.agora, m.online, m.offlineForcado, m.tamanho, m.cargas.recarregarAoChegar)
        // O registro (m) vai junto com a conta: quem entrar depois neste terminal não lê os
        // turnos, nomes e recusas de quem saiu.
        m = ModeloApp(agora: agora, dica: amb.dica, registro: m.registro)
        (m.online, m.offlineForcado) = (online, forcado)  // a conexão não muda com a conta
        (m.tamanho, m.cargas.recarregarAoChegar) = (tamanho, recarregar)  // o terminal e as recargas que a campainha pediu continuam
        relatar(desfecho)
        return desligarTempoReal()
    }
}
