import Foundation
import FrilaApresentacao
import FrilaDominio

// e na lista de vagas: o formulário de nova vaga aberto com a vaga como está; Enter salva
// pela edição (mesma validação de publicar; o servidor valida de novo e recusa se alguém
// confirmou no meio). Com alguém confirmado, nem abre: a linha de status diz por quê.
extension AppFrila {
    mutating func abrirEdicao() {
        // O impedimento de edição já foi dito antes (porQueNao da página), como no rodapé.
        guard let v = vagaSelecionada() else { dizer(.porQueNao(Textos.Comum.selecioneUmaVaga)); return }
        guard funcionalidade(FuncionalidadeDaGestaoDaVaga.self) != nil else { dizer(.porQueNao(Textos.GestaoDaVaga.editarIndisponivel)); return }
        m.formulario = FormularioVaga(valores: CampoDaVaga.valores(de: RascunhoDeVaga(vaga: v)), editando: v.id)
        dizer(.feito(Textos.GestaoDaVaga.editando))
    }
}
