import Foundation
import FrilaApresentacao
import FrilaDominio

// As listas do Perfil: abrir, mover, x (com pergunta), mais antigos, Esc volta.
extension AppFrila {
    mutating func abrirLista(_ s: SecaoDoPerfil) -> [Efeito<Evento>] {
        guard let l = vms?.listas else { mensagem("Esta lista não está disponível.", .info); return [] }
        m.secaoDoPerfil = s
        m.listaDoPerfil = .carregando
        m.listaTemMais = false
        m.selecaoNaLista = 0
        return [.tarefa { @MainActor in await l.carregar(s) }]
    }

    func linhaSelecionada() -> LinhaDaLista? {
        guard let l = m.listaDoPerfil.valor, l.indices.contains(m.selecaoNaLista) else { return nil }
        return l[m.selecaoNaLista]
    }

    mutating func teclaNaListaDoPerfil(_ t: Tecla) -> [Efeito<Evento>] {
        guard let s = m.secaoDoPerfil, let c = Teclas.listaDoPerfil.acao(para: t) else { return [] }
        let total = m.listaDoPerfil.valor?.count ?? 0
        func ir(_ i: Int) { m.selecaoNaLista = min(max(0, i), max(0, total - 1)) }
        switch c {
        case .baixo: ir(m.selecaoNaLista + 1)
        case .cima: ir(m.selecaoNaLista - 1)
        case .primeiro: ir(0)
        case .ultimo: ir(total - 1)
        case .voltar: m.secaoDoPerfil = nil
        case .atualizar:
            guard let l = vms?.listas else { return [] }
            return [.tarefa { @MainActor in await l.carregar(s) }]
        case .maisAntigos:
            guard s == .historico else { mensagem("Só o histórico tem mais antigos.", .info); return [] }
            guard m.listaTemMais, let l = vms?.listas else { mensagem("Não há turnos mais antigos.", .info); return [] }
            return [.tarefa { @MainActor in await l.carregar(s, maisAntigos: true) }]
        case .acionarNaLista:
            guard let a = s.acao else { mensagem("O histórico é só leitura.", .info); return [] }
            guard let linha = linhaSelecionada() else { mensagem("Nada selecionado.", .info); return [] }
            m.dialogo = .simNao(titulo: a.titulo, linhas: ["\(a.pergunta) \(linha.texto)?"], pedido: .acaoNaLista(s, linha.id))
        case .sair: return comando(.sair, em: .perfil)
        case .sairJa: m.encerrado = true
        default: break
        }
        return []
    }

    mutating func acionarNaLista(_ s: SecaoDoPerfil, _ id: UUID) -> [Efeito<Evento>] {
        guard let l = vms?.listas else { return [] }
        return [.tarefa { @MainActor in await l.acionar(s, id) }]
    }
}
