import Foundation
import FrilaApresentacao
import FrilaDominio

// X na lista de vagas: pede o custo ao servidor, mostra-o na pergunta (com o motivo) e só
// então cancela a vaga inteira (RN12: os confirmados são avisados). Tudo pela
// FuncionalidadeDaGestaoDaVaga, cujo estado vive no ModeloApp.
extension AppFrila {
    /// Uma ação da gestão da vaga; o que voltou vira navegação (pergunta, formulário, recarga).
    mutating func gestaoDaVaga(_ a: FuncionalidadeDaGestaoDaVaga.Acao) -> [Efeito<Evento>] {
        guard let f = fs?.gestaoDaVaga else { return [] }
        var efs = f.atualizar(&m.gestaoDaVaga, a).map { $0.map(Evento.gestaoDaVaga) }
        switch a {
        case .respondido(let d):
            // Inválida ou recusada: o formulário fica aberto e diz por quê, dentro dele.
            if case .enviada = d.resultado {
                relatar(d)
                efs += carregar(.vagas) + carregar(.acompanhamento)
            }
        case .cancelada(let d):
            // As vagas recarregam, e com elas os alertas do Acompanhamento.
            efs += vagas(.respondido(d, recarregar: true))
        case .previaLida(let id, _):
            efs += perguntarCancelamentoDaVaga(id, m.gestaoDaVaga.previa)
        case .duplicataLida:
            if let e = m.gestaoDaVaga.falhaAoAbrir { mensagem(e.frase, .erro) } else {
                mensagem("Vaga copiada: escolha a data e publique.", .info)
            }
        default: break
        }
        return efs
    }

    mutating func pedirPreviaDoCancelamento() -> [Efeito<Evento>] {
        guard let v = vagaSelecionada() else { mensagem("Selecione uma vaga.", .info); return [] }
        guard v.estado == .publicada || v.estado == .preenchida else {
            mensagem("Esta vaga já está \(Formatacao.estadoVaga(v.estado)).", .info)
            return []
        }
        return pedirPreviaDoCancelamento(vagaId: v.id)
    }

    mutating func pedirPreviaDoCancelamento(vagaId id: UUID) -> [Efeito<Evento>] {
        guard fs?.gestaoDaVaga != nil else { mensagem("Cancelar a vaga não está disponível.", .info); return [] }
        mensagem("Calculando o que cancelar custa…", .info, daPessoa: false)
        return gestaoDaVaga(.carregarPrevia(id))
    }

    mutating func pedirDuplicata() -> [Efeito<Evento>] {
        guard let v = vagaSelecionada() else { mensagem("Selecione uma vaga.", .info); return [] }
        guard fs?.gestaoDaVaga != nil else { mensagem("Duplicar não está disponível.", .info); return [] }
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

    mutating func perguntarCancelamentoDaVaga(_ id: UUID, _ e: EstadoTela<CustoDoCancelamento>) -> [Efeito<Evento>] {
        guard case .conteudo(let custo) = e else {
            mensagem(e.mensagem ?? "Não foi possível calcular o custo de cancelar.", .erro)
            return []
        }
        m.dialogo = .texto(titulo: "Cancelar a vaga inteira", linhas: Textos.custo(custo) + ["Informe o motivo (os profissionais recebem)."],
                           rotulo: "Motivo", valor: "", pedido: .cancelarVaga(id))
        return []
    }

    mutating func cancelarVagaInteira(_ id: UUID, motivo: String) -> [Efeito<Evento>] {
        gestaoDaVaga(.cancelar(id, motivo: motivo))
    }
}
