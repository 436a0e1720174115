import Foundation
import FrilaApresentacao
import FrilaDominio

// X na lista de vagas: pede o custo ao servidor, mostra-o na pergunta (com o motivo) e só
// então cancela a vaga inteira (RN12: os confirmados são avisados). Tudo pela
// FuncionalidadeDaGestaoDaVaga, cujo estado vive no ModeloApp.
extension AppFrila {
    /// Uma ação da gestão da vaga (a reação da página está em `TelaVagas.reagirAGestao`).
    mutating func gestaoDaVaga(_ a: FuncionalidadeDaGestaoDaVaga.Acao) -> [Efeito<Evento>] {
        enviar(FuncionalidadeDaGestaoDaVaga.self, a)
    }

    mutating func pedirPreviaDoCancelamento() -> [Efeito<Evento>] {
        guard let v = vagaSelecionada() else { dizer(.porQueNao(Textos.Comum.selecioneUmaVaga)); return [] }
        if let i = v.impedimentoDoCancelamento(agora: m.agora) { dizer(.porQueNao(Textos.impedimento(i))); return [] }
        return pedirPreviaDoCancelamento(vagaId: v.id)
    }

    static let calculandoCusto = "custoDoCancelamento"

    mutating func pedirPreviaDoCancelamento(vagaId id: UUID) -> [Efeito<Evento>] {
        guard funcionalidade(FuncionalidadeDaGestaoDaVaga.self) != nil else { dizer(.porQueNao(Textos.GestaoDaVaga.cancelarIndisponivel)); return [] }
        // Aviso de passagem: fora do histórico (m) e some quando a resposta chega.
        dizer(.andamento(Textos.GestaoDaVaga.calculandoCusto, nome: Self.calculandoCusto))
        return gestaoDaVaga(.carregarPrevia(id))
    }

    mutating func pedirDuplicata() -> [Efeito<Evento>] {
        guard let v = vagaSelecionada() else { dizer(.porQueNao(Textos.Comum.selecioneUmaVaga)); return [] }
        guard funcionalidade(FuncionalidadeDaGestaoDaVaga.self) != nil else { dizer(.porQueNao(Textos.GestaoDaVaga.duplicarIndisponivel)); return [] }
        return gestaoDaVaga(.duplicar(v.id))
    }

    /// Ao abrir a vaga: os números do despacho, numa linha do detalhe.
    mutating func carregarDespacho() -> [Efeito<Evento>] {
        guard let v = vagaSelecionada() else { return [] }
        return carregarDespacho(daVaga: v.id)
    }

    mutating func carregarDespacho(daVaga id: UUID) -> [Efeito<Evento>] {
        gestaoDaVaga(.carregarDespacho(id))
    }

    /// `resposta`: o custo ou a falha de lê-lo (sem estado vazio: o que não veio é sempre recusa).
    mutating func perguntarCancelamentoDaVaga(_ id: UUID, _ resposta: Result<CustoDoCancelamento, ErroDaTela>) -> [Efeito<Evento>] {
        m.linhaDeStatus.encerrar(.andamento(Self.calculandoCusto))
        let custo: CustoDoCancelamento
        switch resposta {
        case .success(let c): custo = c
        case .failure(let e): dizer(.recusa(e.frase)); return []
        }
        m.dialogo = .campo(titulo: Textos.GestaoDaVaga.tituloCancelar, linhas: Textos.custo(custo) + [Textos.GestaoDaVaga.informeOMotivo],
                           rotulo: Textos.Rotulos.motivo, .motivo("cancelarVaga", id) { $0.cancelarVagaInteira(id, motivo: $1) })
        return []
    }

    mutating func cancelarVagaInteira(_ id: UUID, motivo: String) -> [Efeito<Evento>] {
        gestaoDaVaga(.cancelar(id, motivo: motivo, vaga: m.vagasDaConta.vagas.valor?.first { $0.id == id }))
    }
}
