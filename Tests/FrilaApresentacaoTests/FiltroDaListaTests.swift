import Foundation
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

/// O filtro e a ordem de qualquer lista: o texto casa sem acento nem maiúsculas, cada palavra
/// com alguma coluna; a ordem percorre as colunas e volta à do servidor; o sentido inverte; o
/// recorte separa as vagas ativas das encerradas (terminadas ou canceladas).
struct FiltroDaListaTests {
    struct Linha: Equatable {
        let nome: String
        let bairro: String
        let valor: Int?
    }

    static let colunas = ColunasDaLista<Linha>([
        ColunaDaLista("nome", "nome", texto: { $0.nome }),
        ColunaDaLista("bairro", "bairro", ordena: false, texto: { $0.bairro }),
        ColunaDaLista("valor", "valor", sentido: .decrescente, texto: { _ in "" }, chave: { $0.valor.map { .numero(Double($0)) } }),
    ])

    static let linhas = [
        Linha(nome: "Érica", bairro: "Asa Sul", valor: 120),
        Linha(nome: "bruno", bairro: "Águas Claras", valor: nil),
        Linha(nome: "Caio", bairro: "Asa Norte", valor: 300),
        Linha(nome: "ana", bairro: "Taguatinga", valor: 120),
    ]

    func nomes(_ f: FiltroDaLista) -> [String] { Self.colunas.aplicar(f, Self.linhas).map(\.nome) }

    @Test func textoSemAcentoNemMaiusculasECadaPalavraEmAlgumaColuna() {
        #expect(nomes(FiltroDaLista(texto: "ERICA")) == ["Érica"])
        #expect(nomes(FiltroDaLista(texto: "aguas")) == ["bruno"], "o acento do bairro não atrapalha")
        #expect(nomes(FiltroDaLista(texto: "asa")) == ["Érica", "Caio"])
        #expect(nomes(FiltroDaLista(texto: "asa caio")) == ["Caio"], "as duas palavras têm de casar")
        #expect(nomes(FiltroDaLista(texto: "asa bruno")).isEmpty)
        #expect(nomes(FiltroDaLista(texto: "  ")) == Self.linhas.map(\.nome), "só espaço não filtra")
        #expect(!FiltroDaLista(texto: " ").mudaALista && FiltroDaLista(texto: "a").mudaALista)
    }

    @Test func ordemPercorreAsColunasQueOrdenamEVoltaAoServidor() {
        var f = FiltroDaLista()
        f = Self.colunas.ordemSeguinte(f)
        #expect(f.coluna == "nome" && f.sentido == .crescente)
        #expect(nomes(f) == ["ana", "bruno", "Caio", "Érica"], "texto normalizado: Érica fica no e")
        f = Self.colunas.ordemSeguinte(f)
        #expect(f.coluna == "valor" && f.sentido == .decrescente, "o bairro só procura: a ordem o pula; valor começa do maior")
        #expect(nomes(f) == ["Caio", "Érica", "ana", "bruno"], "empate fica na ordem de chegada; sem valor vai para o fim")
        f = Self.colunas.invertida(f)!
        #expect(nomes(f) == ["Érica", "ana", "Caio", "bruno"], "invertida: o sem valor continua no fim")
        f = Self.colunas.ordemSeguinte(f)
        #expect(f.coluna == nil && nomes(f) == Self.linhas.map(\.nome))
        #expect(Self.colunas.invertida(f) == nil, "sem coluna, nada a inverter")
    }

    @Test func primeiraTeclaDaOrdemMudaOQueSeVe() {
        // Chegou já em ordem de nome: "nome ↑" repetiria a lista; a tecla vai ao valor.
        let porNome = Self.linhas.sorted { LugaresDoDF.normalizar($0.nome) < LugaresDoDF.normalizar($1.nome) }
        let f = Self.colunas.ordemSeguinte(FiltroDaLista(), itens: porNome)
        #expect(f.coluna == "valor" && f.sentido == .decrescente)
        #expect(Self.colunas.aplicar(f, porNome).map(\.nome) != porNome.map(\.nome))
        // Fora de ordem, a primeira coluna já muda: nada é pulado.
        #expect(Self.colunas.ordemSeguinte(FiltroDaLista(), itens: Self.linhas).coluna == "nome")
        // Só o outro sentido muda algo (valores iguais, chegou em ordem de nome): nome ↓.
        let iguais = [Linha(nome: "a", bairro: "", valor: 1), Linha(nome: "b", bairro: "", valor: 1), Linha(nome: "c", bairro: "", valor: 1)]
        let g = Self.colunas.ordemSeguinte(FiltroDaLista(), itens: iguais)
        #expect(g.coluna == "nome" && g.sentido == .decrescente && Self.colunas.aplicar(g, iguais).map(\.nome) == ["c", "b", "a"])
        // Um item só: nada muda com coluna nenhuma; a tecla segue para a próxima, como sem itens.
        #expect(Self.colunas.ordemSeguinte(FiltroDaLista(), itens: [iguais[0]]).coluna == "nome")
    }

    @Test func descricaoDizSoOQueMudaALista() {
        let f = FiltroDaLista(texto: "asa", coluna: "valor", sentido: .decrescente)
        #expect(Self.colunas.descricao(f, mostrados: 2, total: 4) == "filtro “asa” · 2 de 4 · ordem: valor ↓")
        var digitando = FiltroDaLista(digitando: true)
        #expect(Self.colunas.descricao(digitando, mostrados: 4, total: 4) == "filtro “▏” · 4 de 4")
        digitando.texto = "é"
        #expect(Self.colunas.descricao(digitando, mostrados: 1, total: 4) == "filtro “é▏” · 1 de 4")
        #expect(Self.colunas.descricaoDaOrdem(FiltroDaLista()) == "Ordem: como chegou do servidor.")
    }

    // MARK: - as vagas do contratante

    static func vaga(_ funcao: Funcao, inicio: Date, estado: EstadoVaga = .publicada, valor: Int = 15000) -> Vaga {
        Vaga(id: UUID(), funcao: funcao, periodo: Periodo(inicio: inicio, fim: inicio + h(5)),
             local: Local(endereco: "SCLS 405", ponto: Coordenada(latitude: -15.8, longitude: -47.9)), valor: Dinheiro(centavos: valor),
             inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false), modo: .urgencia, estado: estado,
             posicoesTotal: 1, posicoesAbertas: 1, posicoes: [Posicao(id: UUID(), estado: .aberta, turno: nil)])
    }

    @Test func vagasAtivasEEncerradasEOEstadoProcuravel() {
        let amanha = Self.vaga(.garcom, inicio: t0 + h(24))
        let agora = Self.vaga(.bartender, inicio: t0 - h(1), estado: .encerrada)  // começou: o banco já a marca encerrada
        let ontem = Self.vaga(.garcom, inicio: t0 - h(24), estado: .encerrada, valor: 30000)
        let cancelada = Self.vaga(.cozinha, inicio: t0 + h(48), estado: .cancelada)
        let todas = [amanha, agora, ontem, cancelada]
        let c = ColunasDasListas.vagasDoContratante(agora: t0)
        var f = FiltroDaLista()
        #expect(c.aplicar(f, todas) == todas)
        f = c.recorteSeguinte(f)!
        #expect(f.recorte == "ativas" && c.aplicar(f, todas) == [amanha, agora], "em andamento ainda é ativa")
        f = c.recorteSeguinte(f)!
        #expect(f.recorte == "encerradas" && c.aplicar(f, todas) == [ontem, cancelada], "a cancelada de depois de amanhã também")
        #expect(Formatacao.situacaoDaVaga(cancelada.estado, cancelada.periodo, agora: t0) == "cancelada", "e a coluna do estado diz por quê")
        #expect(c.recorteSeguinte(f)?.recorte == nil, "e volta a todas")
        #expect(c.aplicar(FiltroDaLista(texto: "andamento"), todas) == [agora], "o estado da tela se procura")
        #expect(c.aplicar(FiltroDaLista(texto: "garcom encerrada"), todas) == [ontem])
        let porValor = FiltroDaLista(coluna: "valor", sentido: .decrescente)
        #expect(c.aplicar(porValor, todas).first == ontem)
        #expect(c.descricao(FiltroDaLista(recorte: "encerradas"), mostrados: 2, total: 4) == "2 de 4 · vendo: encerradas")
    }

    @Test func avisosProntosParaALista() {
        let estab = ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado")
        func aviso(_ tipo: TipoDeAviso, em: Date, quem: String?) -> Aviso {
            Aviso(id: UUID(), tipo: tipo, vagaId: UUID(), funcao: .garcom, inicio: t0 + h(24), estabelecimento: estab, em: em,
                  turnoId: nil, candidaturaId: nil, profissional: quem.map { ResumoDaConta(id: UUID(), nome: $0) },
                  motivo: nil, contaComoFalta: nil)
        }
        let velho = aviso(.candidaturaNova, em: t0 - h(2), quem: "Rita Lopes")
        let novo = aviso(.posicaoTomada, em: t0 - h(1), quem: "Érico Dias")
        let vaga = NotificacaoRecebida.vaga(Notificacao(id: UUID(), vagaId: UUID(), funcao: .bartender, inicio: t0 + h(48),
                                                         valor: Dinheiro(centavos: 15000), modo: .urgencia,
                                                         estabelecimento: ResumoDoEstabelecimento(id: UUID(), nome: "Casa Paranoá"),
                                                         enviadaEm: t0 - h(3)))
        let todos: [NotificacaoRecebida] = [.aviso(velho), vaga, .aviso(novo)]
        let c = ColunasDasListas.avisos(agora: t0)
        #expect(c.aplicar(FiltroDaLista(texto: "erico"), todos) == [.aviso(novo)], "o texto inteiro, sem acento")
        #expect(c.aplicar(FiltroDaLista(texto: "paranoa"), todos) == [vaga])
        let f = c.ordemSeguinte(FiltroDaLista())
        #expect(f.coluna == "em" && c.aplicar(f, todos) == [.aviso(novo), .aviso(velho), vaga], "o mais novo primeiro")
        let porInicio = c.ordemSeguinte(c.ordemSeguinte(f))
        #expect(porInicio.coluna == "inicio" && c.aplicar(porInicio, todos).last == vaga, "a vaga começa depois")
    }
}
