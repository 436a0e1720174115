import Foundation
import Testing
@testable import FrilaApresentacao
import FrilaDominio
import FrilaFalsos

/// Membros pelo `Executor`: o que não sai sem rede nem com entrada ruim, e o desfecho tipado
/// (nome da RPC, severidade, código de saída pelo resultado) de cada ação.
struct FuncionalidadeDosMembrosTests {
    let eu = UUID()
    let estab = UUID()

    func executor(papel: PapelDoMembro? = .administrador, recebidos: [ConviteRecebido] = [],
                  conexao: ConexaoFalsa = ConexaoFalsa()) -> (Executor<FuncionalidadeDosMembros>, MembrosFalsos) {
        let m = MembrosFalsos(eu: eu, nome: "Bruno", email: "bruno@frila.dev", papel: papel, recebidos: recebidos, estabelecimento: estab)
        return (Executor(FuncionalidadeDosMembros(membros: m, conta: eu, conexao: conexao), estado: .init()), m)
    }

    @Test func carregaAListaEOPapel() async {
        var (x, _) = executor()
        await x.enviar(.carregar)
        #expect(x.estado.lista.valor?.papel(de: eu) == .administrador)
        #expect(x.estado.convites == .vazio(Textos.Membros.nenhumConviteRecebido))
    }

    @Test func semEstabelecimentoNaoEhErro() async {
        var (x, _) = executor(papel: nil)
        await x.enviar(.carregar)
        #expect(x.estado.lista == .vazio(Textos.Membros.semEstabelecimento))
    }

    @Test func convidarComEmailRuimNemSai() async {
        var (x, m) = executor()
        let d = await x.enviar(.convidar(email: "sem-arroba", papel: .operador))
        #expect(d?.resultado == .invalida([Textos.Membros.emailInvalido]) && d?.acao.nome == "convidar_membro")
        #expect(await m.chamadas.isEmpty)
    }

    @Test func convidarGuardaOCodigoERecarrega() async throws {
        var (x, m) = executor()
        let d = await x.enviar(.convidar(email: " Nova@Frila.dev ", papel: .administrador))
        #expect(d?.deuCerto == true && d?.severidade == .sucesso)
        let feito = try #require(x.estado.ultimoConvite)
        #expect(feito.estabelecimentoId == estab && feito.email == "nova@frila.dev" && feito.papel == .administrador)
        #expect(x.estado.lista.valor?.convites.map(\.email) == ["nova@frila.dev"], "a lista recarregou")
        #expect(d?.frase.contains(feito.codigo.uuidString.lowercased()) == true, "a frase diz o código")
        #expect(d?.frase.contains(estab.uuidString.lowercased()) == false, "o código não é o id (público) do estabelecimento")
        #expect(await m.chamadas.first == "convidar Nova@Frila.dev administrador")
    }

    @Test func oCodigoSaiQuandoOConvidadoViraMembro() async {
        var (x, _) = executor()
        _ = await x.enviar(.convidar(email: "nova@frila.dev", papel: .operador))
        #expect(x.estado.ultimoConvite != nil)
        let eu = MembroDoEstabelecimento(contaId: eu, nome: "Bruno", email: "bruno@frila.dev", papel: .administrador)
        _ = await x.enviar(.lida(.veio(MembrosDoEstabelecimento(estabelecimentoId: estab, membros: [eu], convites: []))))
        #expect(x.estado.ultimoConvite != nil, "ainda não aceitou: o código fica")
        let nova = MembroDoEstabelecimento(contaId: UUID(), nome: "Nova", email: "Nova@Frila.dev", papel: .operador)
        _ = await x.enviar(.lida(.veio(MembrosDoEstabelecimento(estabelecimentoId: estab, membros: [eu, nova], convites: []))))
        #expect(x.estado.ultimoConvite == nil, "aceitou: o código sai")
    }

    @Test func operadorRecusadoPeloServidorComAChave() async {
        var (x, _) = executor(papel: .operador)
        let d = await x.enviar(.convidar(email: "a@b.dev", papel: .operador))
        #expect(d?.falha?.chave == "so_administrador")
        if case .recusada? = d?.resultado {} else { Issue.record("recusa: \(String(describing: d?.resultado))") }
        #expect(d?.frase.hasPrefix("O convite não foi feito:") == true)
    }

    @Test func semRedeNaoSai() async {
        var (x, m) = executor(conexao: ConexaoFalsa(.offline))
        let d = await x.enviar(.convidar(email: "a@b.dev", papel: .operador))
        #expect(d?.resultado == .semConexao)
        #expect(await m.chamadas.isEmpty)
    }

    @Test func aceitarPeloCodigo() async throws {
        let c = ConviteRecebido(estabelecimento: ResumoDoEstabelecimento(id: estab, nome: "Bar do Cerrado"), papel: .operador,
                                convidadoPor: "Bruno", em: nil)
        var (x, m) = executor(papel: nil, recebidos: [c])
        await x.enviar(.carregar)
        let ruim = await x.enviar(.aceitar(codigo: "nao-e-codigo"))
        #expect(ruim?.resultado == .invalida([Textos.Membros.codigoInvalido]))
        let outro = await x.enviar(.aceitar(codigo: UUID().uuidString))
        #expect(outro?.falha?.chave == "sem_convite")
        // O id do estabelecimento (público) não é o código.
        let peloId = await x.enviar(.aceitar(codigo: estab.uuidString))
        #expect(peloId?.falha?.chave == "sem_convite")
        let codigo = try #require(await m.codigo(de: estab))
        let d = await x.enviar(.aceitar(codigo: "  \(codigo.uuidString.uppercased()) "))
        #expect(d?.frase == "Você agora é operador de Bar do Cerrado.")
        #expect(x.estado.lista.valor?.papel(de: eu) == .operador)
        #expect(await m.chamadas.contains("aceitar \(codigo.uuidString.lowercased())"))
    }

    @Test func oUnicoAdministradorNaoSeRemove() async {
        var (x, m) = executor()
        await x.enviar(.carregar)
        let me = x.estado.lista.valor!.membros[0]
        let d = await x.enviar(.remover(me))
        #expect(d?.falha == .recusa(chave: "ultimo_administrador", frase: ImpedimentoDaRemocao.ultimoAdministrador.frase))
        #expect(await !m.chamadas.contains { $0.hasPrefix("remover") })
    }

    @Test func documentoConfereComOServidor() {
        // Os mesmos casos do pgTAP (privado.documento_valido).
        for (d, ok) in [("11222333000181", true), ("52998224725", true), ("11222333000182", false), ("52998224724", false),
                        ("11111111111111", false), ("1122233300018", false), ("11.222.333/0001-81", true), ("529.982.247-25", true)] {
            if case .success = Documento.interpretar(d) { #expect(ok, "\(d)") } else { #expect(!ok, "\(d)") }
        }
    }
}
