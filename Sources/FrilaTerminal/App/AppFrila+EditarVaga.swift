import Foundation
import FrilaApresentacao
import FrilaDominio

// e na lista de vagas: o formulário de nova vaga aberto com a vaga como está; Enter salva
// pela edição (mesma validação de publicar; o servidor valida de novo e recusa se alguém
// confirmou no meio). Com alguém confirmado, nem abre: a linha de status diz por quê.
extension AppFrila {
    mutating func abrirEdicao() {
        guard let v = vagaSelecionada() else { mensagem("Selecione uma vaga.", .info); return }
        if let i = v.impedimentoDeEdicao(agora: m.agora) { mensagem(Textos.impedimento(i), .info); return }
        guard vms?.listas?.gestaoDaVaga != nil else { mensagem("Editar a vaga não está disponível.", .info); return }
        var f = FormularioVaga()
        f.valores = CampoDaVaga.valores(de: RascunhoDeVaga(vaga: v))
        f.iniciais = f.valores
        f.editando = v.id
        m.formulario = f
        mensagem("Editando a vaga: mude o que precisar e Enter salva.", .info)
    }

    mutating func salvarEdicao(_ id: UUID, _ formulario: FormularioVaga) -> [Efeito<Evento>] {
        guard let v = vms, let gestao = v.listas?.gestaoDaVaga else { return [] }
        var f = formulario
        f.enviando = true
        m.formulario = f
        let valores = f.valores
        let fabrica = v.novaVaga
        return [.tarefa { @MainActor in
            let form = fabrica()
            form.valores = valores
            let d = await gestao(id).editar(form)
            return .publicacao(problemas: form.problemas, campos: form.camposComProblema, d)
        }]
    }
}
