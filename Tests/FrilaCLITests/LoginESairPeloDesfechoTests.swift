import Foundation
import Testing
@testable import frila
import FrilaApresentacao
import FrilaDominio

/// `frila login` e `frila sair` saem pelo mesmo mapa desfecho → texto, JSON e código de
/// saída de toda ação; as chaves de JSON que scripts já liam continuam lá.
struct LoginESairPeloDesfechoTests {
    let conta = ContaAutenticada(id: UUID(uuidString: "11111111-1111-1111-1111-111111111111")!, perfil: .contratante,
                                 nome: "Bruno Lima", referenciaCredencial: "arquivo:/x")

    @Test func entrouSaiComZeroEOsDadosDaConta() {
        let d = Desfecho(.entrar(conta: conta), .enviada(nil))
        #expect(DesfechoHeadless.codigo(d) == .ok)
        #expect(DesfechoHeadless.texto(d) == "Entrou como Bruno Lima (Contratante).")
        let j = DesfechoHeadless.json(d)
        #expect(j["conta_id"] as? String == "11111111-1111-1111-1111-111111111111")
        #expect(j["nome"] as? String == "Bruno Lima" && j["perfil"] as? String == "contratante")
        #expect(j["acao"] as? String == "login" && j["estado"] as? String == "enviada")
    }

    @Test func recusaSemRedeESessaoTemOsCodigosDeSempre() {
        let acao = AcaoDaPessoa.entrar(conta: nil)
        #expect(DesfechoHeadless.codigo(Desfecho(acao, .recusada(.credenciaisInvalidas, item: nil))) == .falhou)
        #expect(DesfechoHeadless.codigo(Desfecho(acao, .invalida(["Informe e-mail e senha."]))) == .falhou)
        #expect(DesfechoHeadless.codigo(Desfecho(acao, .semConexao)) == .semConexao)
        #expect(DesfechoHeadless.codigo(.falhou(acao, Falha.tempoEsgotado)) == .semConexao)
        #expect(DesfechoHeadless.codigo(Desfecho(acao, .falhaLocal)) == .dadosLocais)
    }

    @Test func sairDizSeSaiuEQuantasFicamGuardadas() {
        let saiu = Desfecho(.sair(tinhaSessao: true, pendentes: 2), .enviada(nil))
        #expect(DesfechoHeadless.codigo(saiu) == .ok && DesfechoHeadless.texto(saiu) == "Você saiu da conta.")
        #expect(DesfechoHeadless.json(saiu)["saiu"] as? Bool == true)
        #expect(DesfechoHeadless.json(saiu)["pendentes_guardadas"] as? Int == 2)
        let nenhuma = Desfecho(.sair(tinhaSessao: false, pendentes: 0), .enviada(nil))
        #expect(DesfechoHeadless.codigo(nenhuma) == .ok && DesfechoHeadless.texto(nenhuma) == "Nenhuma sessão neste diretório.")
        #expect(DesfechoHeadless.json(nenhuma)["saiu"] as? Bool == false)
        #expect(DesfechoHeadless.json(nenhuma)["pendentes_guardadas"] == nil)
    }
}

/// O nome vem do servidor: uma quebra de linha nele não vira outra linha da saída de `frila login`.
struct LoginComNomeForjadoTests {
    @Test func entrouSaiNumaLinhaSo() {
        let c = Capturado()
        let forjada = ContaAutenticada(id: UUID(), perfil: .profissional, nome: "Ana\nfrila: linha forjada\u{1B}[2J", referenciaCredencial: "x")
        #expect(c.saida(false).relatar(Desfecho(.entrar(conta: forjada), .enviada(nil))) == .ok)
        #expect(!c.tudo.contains("\n") && controles(c.tudo).isEmpty, "\(c.tudo)")
        #expect(c.tudo.hasPrefix("Entrou como Ana"))
    }
}
