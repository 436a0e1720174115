import Foundation
import FrilaApresentacao
import FrilaDominio

// e na lista de vagas: o formulário de nova vaga aberto com a vaga como está; Enter salva
// pela edição (mesma validação de publicar; o servidor valida de novo e recusa se alguém
// confirmou no meio). Com alguém confirmado, nem abre: a linha de status diz por quê.
extension AppFrila {
    mutating func abrirEdicao() -> [Efeito<Evento>] {
        // O impedimento de edição já foi dito antes (porQueNao da página, como no rodapé); o núcleo o confere de novo.
        guard let v = vagaSelecionada() else { dizer(.porQueNao(Textos.Comum.selecioneUmaVaga)); return [] }
        guard funcionalidade(FuncionalidadeDaGestaoDaVaga.self) != nil else { dizer(.porQueNao(Textos.GestaoDaVaga.editarIndisponivel)); return [] }
        let efs = gestaoDaVaga(.editar(v))
        if m.formulario != nil { dizer(.feito(Textos.GestaoDaVaga.editando)) }
        return efs
    }
}
