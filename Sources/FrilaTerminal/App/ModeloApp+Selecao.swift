import Foundation
import FrilaApresentacao
import FrilaDominio

// O que está selecionado e se uma tecla pode agir nisso, só pelo modelo: a tecla pergunta
// antes de agir (e diz por quê na linha de status), e o rodapé mostra só as que podem.
extension ModeloApp {
    /// Por que o comando não pode agir agora (nil = pode). Vai para a linha de status: uma
    /// tecla nunca some calada.
    func porQueNao(_ c: ComandoDaTela, em p: Pagina, carregou: Bool) -> String? {
        // O papel antes de tudo, em qualquer página: o que só o administrador faz (núcleo do domínio).
        if let a = c.acaoDoAdministrador, let i = PapelDoMembro.impedimento(papel, a) { return Textos.impedimento(i) }
        // A página diz primeiro (a tela nova, sem caso aqui); depois as regras comuns.
        if let r = registro.todas.first(where: { $0.pagina == p })?.porQueNao(self, c) { return r }
        switch c {
        case .irPara(let i) where i >= paginas.count:
            return Textos.PorQueNao.naoHaTela(i + 1, paginas.count)
        case .atualizar:
            // Forçado, nada sai da máquina: o `r` diria "sem conexão" sem tentar; o `o` é que volta.
            return self.offlineForcado ? Textos.PorQueNao.atualizarNoOfflineForcado : nil
        case .alternarOffline:
            return carregou ? nil : Textos.PorQueNao.carregandoConta
        default:
            return nil
        }
    }

    /// A tecla pode agir na seleção, mas o que ela faz precisa de rede e nunca entra na fila:
    /// sem conexão, diz antes de perguntar (erro, como a recusa que viria) e sai do rodapé. A
    /// página diz quais são as suas.
    func semRedeAgora(_ c: ComandoDaTela, em p: Pagina) -> PrecisaDeRede? {
        guard !conectado else { return nil }
        return registro.todas.first { $0.pagina == p }?.semRede(self, c)
    }
}
