import Foundation
import FrilaApresentacao
import FrilaDominio

// X na lista de vagas: pede o custo ao servidor, mostra-o na pergunta (com o motivo) e só
// então cancela a vaga inteira (RN12: os confirmados são avisados).
extension AppFrila {
    mutating func pedirPreviaDoCancelamento() -> [Efeito<Evento>] {
        guard let v = vagaSelecionada() else { mensagem("Selecione uma vaga.", .info); return [] }
        guard v.estado == .publicada || v.estado == .preenchida else {
            mensagem("Esta vaga já está \(Formatacao.estadoVaga(v.estado)).", .info)
            return []
        }
        return pedirPreviaDoCancelamento(vagaId: v.id)
    }

    mutating func pedirPreviaDoCancelamento(vagaId id: UUID) -> [Efeito<Evento>] {
        guard let fabrica = vms?.listas?.gestaoDaVaga else { mensagem("Cancelar a vaga não está disponível.", .info); return [] }
        mensagem("Calculando o que cancelar custa…", .info, daPessoa: false)
        return [.tarefa { @MainActor in
            let g = fabrica(id)
            await g.carregarPrevia()
            return .previaDoCancelamento(id, g.previa)
        }]
    }

    mutating func pedirDuplicata() -> [Efeito<Evento>] {
        guard let v = vagaSelecionada() else { mensagem("Selecione uma vaga.", .info); return [] }
        guard let fabrica = vms?.listas?.gestaoDaVaga else { mensagem("Duplicar não está disponível.", .info); return [] }
        let id = v.id
        return [.tarefa { @MainActor in .duplicata(await fabrica(id).rascunhoParaDuplicar()) }]
    }

    /// O formulário abre com a vaga copiada, foco na data (a única que fica em branco).
    mutating func abrirDuplicata(_ e: EstadoTela<[CampoDaVaga: String]>) {
        guard case .conteudo(let valores) = e else {
            mensagem(e.mensagem ?? "Não foi possível duplicar a vaga.", .erro)
            return
        }
        var f = FormularioVaga()
        f.valores = valores
        f.foco = .data
        f.iniciais = f.valores
        m.formulario = f
        mensagem("Vaga copiada: escolha a data e publique.", .info)
    }

    /// Ao abrir a vaga: os números do despacho, numa linha do detalhe.
    func carregarDespacho() -> [Efeito<Evento>] {
        guard let v = vagaSelecionada(), let fabrica = vms?.listas?.gestaoDaVaga else { return [] }
        let id = v.id
        return [.tarefa { @MainActor in
            let g = fabrica(id)
            await g.carregarDespacho()
            return .despachoDaVaga(id, g.despacho)
        }]
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
        guard let fabrica = vms?.listas?.gestaoDaVaga else { return [] }
        return [.tarefa { @MainActor in
            let d = await fabrica(id).cancelar(motivo: motivo)
            // As vagas recarregam, e com elas os alertas do Acompanhamento.
            return .para(FuncionalidadeDasVagas.self, .respondido(d, recarregar: true))
        }]
    }
}
