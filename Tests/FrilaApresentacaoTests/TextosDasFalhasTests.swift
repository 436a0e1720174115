import Foundation
import Testing
import FrilaApresentacao
import FrilaDominio

/// As frases das falhas e dos erros de baixo saem do catálogo, a partir do valor.
struct TextosDasFalhasTests {
    /// RN08 / RF16: reputação com denominador; sem avaliação, "Sem histórico", nunca "0 de 0".
    @Test func reputacaoComDenominadorOuSemHistorico() {
        #expect(Reputacao(positivas: 6, total: 7, taxaComparecimento: 0.9, turnosConsiderados: 10).descricao()
                == "6 de 7 chamariam de novo")
        #expect(Reputacao(positivas: 0, total: 3, taxaComparecimento: 0.5, turnosConsiderados: 4).descricao()
                == "0 de 3 chamariam de novo")
        #expect(Reputacao.semHistorico.descricao() == "Sem histórico")
        #expect(Formatacao.reputacao(.semHistorico) == "Sem histórico")
    }

    /// A frase do servidor vale; sem ela, a da chave; sem chave conhecida, a genérica com a chave.
    @Test func recusaUsaAFraseDoServidorDepoisADaChave() {
        #expect(Falha.recusa(chave: "vaga_preenchida", frase: "Frase do servidor.").frase == "Frase do servidor.")
        #expect(Falha.recusa(chave: "vaga_preenchida", frase: nil).frase == "Esta vaga já foi preenchida.")
        #expect(Falha.recusa(chave: "chave_nova", frase: "").frase == "O Frila recusou o pedido (chave_nova).")
        #expect(Falha.recusa(chave: nil, frase: nil).frase == "O Frila recusou o pedido.")
    }

    /// O motivo da fila: a sessão perdida diz o que fazer para a fila andar.
    @Test func motivoDaFilaTemFrasePropria() {
        #expect(MotivoDaFila.semSessao.frase == "Sessão expirada: entre de novo para enviar as ações pendentes.")
        #expect(MotivoDaFila.falha(.dadosLocais).frase == Falha.dadosLocais.frase)
        #expect(MotivoDaFila.envioFalhou.frase == "Falha ao enviar.")
        let item = ItemDaFila(sequencia: 1, conta: UUID(), acao: .confirmarCheckinManual(turno: UUID()), chaveIdempotencia: "k",
                              tocadoEm: Date(), enfileiradoEm: Date(), tentativas: 1, motivo: .falha(.erroDoServidor(status: 502)),
                              estado: .pendente)
        #expect(item.ultimoErro == "O Frila está com problema agora (erro 502). Tente de novo em instantes.")
    }

    /// Erros da partida (configuração, arquivo local) com a frase pt-BR, também por LocalizedError.
    @Test func errosDaPartidaEmPortugues() {
        #expect(Textos.frase(doErro: ErroDeConfiguracao.urlInvalida("ftp://x")) == "Endereço da API inválido: ftp://x")
        let e: any Error = ErroDeConfiguracao.posicaoInvalida("aqui")
        #expect((e as? LocalizedError)?.errorDescription == "Posição inválida: aqui (use LAT,LNG, ex.: -15.79,-47.88)")
        #expect(Textos.frase(doErro: ErroDeBanco.naoAbriu(caminho: "/d/frila.db", defeito: .naoEhSQLite))
                == "Não foi possível abrir os dados locais em /d/frila.db: não é um arquivo SQLite")
        #expect(Textos.frase(doErro: ErroDeArmazenamento.naoFoiPossivelGravar("/e")) == "Não foi possível gravar a credencial em /e.")
        let banco: any Error = ErroDeBanco.naoAbriu(caminho: "/d/frila.db", defeito: .diretorioNaoCriado)
        #expect("\(banco)" == "Não foi possível abrir os dados locais em /d/frila.db: diretório não pode ser criado",
                "interpolado, o erro dá a frase, não o nome do caso")
        let r = DadosLocaisRecomecados(caminho: "/d/frila.db", defeito: .criadoPorVersaoMaisNova(esquema: 9),
                                       movidoPara: "frila.db.corrompido-1")
        #expect(Textos.frase(de: r) == "Os dados locais em /d/frila.db estavam ilegíveis (criado por uma versão mais nova do frila "
                + "(esquema 9)) e foram movidos para frila.db.corrompido-1. O cache de turnos e a fila offline recomeçam vazios.")
    }

    /// Recusa sem motivo do servidor: o catálogo completa a frase.
    @Test func inelegivelSemMotivo() {
        #expect(Formatacao.resultado(ResultadoDaCandidatura.inelegivel(motivo: nil)) == "Você não pode pegar esta vaga: sem motivo informado")
    }
}
