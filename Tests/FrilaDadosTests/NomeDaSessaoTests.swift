import Foundation
import Testing
@testable import FrilaDados
@testable import FrilaDominio

/// O nome que a sessão guardada diz acompanha o perfil: editar o nome (ou lê-lo mudado noutro
/// aparelho) regrava a credencial com o nome novo e os mesmos tokens.
struct NomeDaSessaoTests {
    static func perfilJSON(_ conta: UUID, _ nome: String) -> String {
        """
        {"conta_id":"\(conta.uuidString.lowercased())","perfil":"profissional","nome":"\(nome)",
         "reputacao":{"positivas":0,"total":0,"taxa_comparecimento":null,"turnos_considerados":0},
         "funcoes":["garcom"],"disponivel":true,"base":{"lat":-15.8333,"lng":-48.0564},"estabelecimento":null}
        """
    }

    @Test func editarONomeRegravaASessaoComOsMesmosTokens() async throws {
        let dir = diretorioTemporario()
        let r = Roteiro()
        r.responder("/rest/v1/rpc/editar_perfil", .json(Self.perfilJSON(contaAna, "Ana Renomeada")))
        let cofre = CofreDeSessao(armazem: ArmazemDeCredencial(diretorio: dir))
        try await cofre.guardar(credencialDeTeste())
        let api = ApiCliente(urlBase: r.urlBase, chaveAnonima: "a", cofre: cofre, configuracao: configuracaoStub())
        _ = try await GestaoDaContaHTTP(api: api).editarPerfil(EdicaoDoPerfil(nome: "Ana Renomeada"))
        let doDisco = try #require(ArmazemDeCredencial(diretorio: dir).ler())
        #expect(doDisco.nome == "Ana Renomeada")
        #expect(doDisco.tokenDeAcesso == "acesso-1" && doDisco.tokenDeRenovacao == "renova-1")
        // Outro processo abrindo o mesmo diretório: a sessão salva já tem o nome novo.
        let outra = ContaRepositorioHTTP(api: ApiCliente(urlBase: r.urlBase, chaveAnonima: "a",
                                                         cofre: CofreDeSessao(armazem: ArmazemDeCredencial(diretorio: dir))))
        #expect(await outra.sessaoSalva()?.nome == "Ana Renomeada")
    }

    @Test func perfilDeOutraContaNaoRenomeiaASessao() async throws {
        let dir = diretorioTemporario()
        let cofre = CofreDeSessao(armazem: ArmazemDeCredencial(diretorio: dir))
        try await cofre.guardar(credencialDeTeste())
        await cofre.renomear("Outra Pessoa", conta: UUID())
        #expect(ArmazemDeCredencial(diretorio: dir).ler()?.nome == "Ana")
        await cofre.renomear("Ana Lida", conta: contaAna)
        let naMemoria = await cofre.atual?.nome
        #expect(ArmazemDeCredencial(diretorio: dir).ler()?.nome == "Ana Lida" && naMemoria == "Ana Lida")
    }
}
