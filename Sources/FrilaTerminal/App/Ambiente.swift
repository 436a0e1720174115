import Foundation
import FrilaApresentacao
import FrilaDominio

/// Os view models de uma conta que ainda não são funcionalidades, criados depois do login
/// das portas dela (o perfil decide quais existem, RN25). Classes @MainActor: só são
/// tocadas dentro das tarefas, nunca na thread do curses.
@MainActor
public final class ViewModelsDaConta {
    public let conta: ContaAutenticada
    public let novaVaga: @MainActor () -> PublicarVagaViewModel
    /// Gestão da vaga e avisos do contratante (nil: a TUI diz que não há).
    public let listas: ListasDaConta?

    public init(_ p: PortasDaConta) {
        conta = p.conta
        let vagas = p.vagas, gestao = p.gestao, conexao = p.conexao, relogio = p.relogio, posicao = p.posicao
        novaVaga = { PublicarVagaViewModel(vagas: vagas, conexao: conexao, relogio: relogio, localizacao: posicao) }
        var gestaoDaVaga: (@MainActor (UUID) -> GestaoDaVagaViewModel)?
        if !p.profissional {
            gestaoDaVaga = { GestaoDaVagaViewModel(vagaId: $0, gestao: gestao, conexao: conexao, relogio: relogio) }
        }
        listas = ListasDaConta(relogio: relogio, gestaoDaVaga: gestaoDaVaga,
                               avisos: p.profissional ? nil : NotificacoesViewModel(caixa: gestao, conexao: conexao))
    }
}

/// O que a raiz de composição (executável `frila`) entrega à TUI.
public struct Ambiente: Sendable {
    public let sessao: SessaoUsuario
    /// As portas de cada conta que entra; as páginas montam delas as funcionalidades.
    public let portas: @Sendable (ContaAutenticada) -> PortasDaConta
    /// `--posicao`, `FRILA_POSICAO` ou a configuração; preenche a pergunta do check-in.
    public let posicaoPadrao: Coordenada?
    /// Tocar a campainha do terminal quando chega vaga nova.
    public let campainha: Bool
    public let relogio: any Relogio
    /// Linha de dica do login (a demo mostra as contas seed).
    public let dica: String?
    /// Aviso de rodapé no início (ex.: o relógio de teste do FRILA_AGORA).
    public let aviso: String?
    /// Avisos que a pessoa precisa ler antes de seguir (ex.: dados locais ilegíveis movidos
    /// de lado: a fila recomeçou vazia). Abrem numa janela que só fecha com Enter ou Esc.
    public let avisosImportantes: [String]
    /// Conectividade antes de haver sessão (a linha de status do login não inventa "online").
    public let conexao: (any ConexaoPort)?

    public init(sessao: SessaoUsuario, portas: @escaping @Sendable (ContaAutenticada) -> PortasDaConta,
                posicaoPadrao: Coordenada?, campainha: Bool, relogio: any Relogio, dica: String?, aviso: String? = nil,
                avisosImportantes: [String] = [], conexao: (any ConexaoPort)? = nil) {
        self.aviso = aviso
        self.avisosImportantes = avisosImportantes
        self.conexao = conexao
        self.sessao = sessao
        self.portas = portas
        self.posicaoPadrao = posicaoPadrao
        self.campainha = campainha
        self.relogio = relogio
        self.dica = dica
    }
}

/// O que volta das tarefas para a thread do curses: cópias (Sendable) do estado dos
/// view models, nunca as referências.
public enum Evento: Sendable {
    case sessao(ContaAutenticada?, erro: String?)
    case pronta(ViewModelsDaConta, PortasDaConta)
    /// Uma ação de uma funcionalidade de página (a que volta de um efeito dela).
    case acao(AcaoDeFuncionalidade)
    case sincronizacao(FuncionalidadeDaSincronizacao.Acao)
    /// Só a conectividade (tela de login, sem fila de conta ainda).
    case conexao(online: Bool, forcado: Bool)
    case publicacao(problemas: [String], campos: Set<CampoDaVaga>, Desfecho)
    case mensagem(String, Mensagem.Tipo)
    /// `q`: o estado da fila lido na hora decide se pergunta antes de sair.
    case pedidoDeSaida(StatusDaFila)
    case pedidoDeSairDaConta(StatusDaFila)
    case saiuDaConta
    /// O custo de cancelar a vaga inteira, para perguntar com ele na tela.
    case previaDoCancelamento(UUID, EstadoTela<CustoDoCancelamento>)
    /// Os números do despacho de uma vaga (o detalhe mostra numa linha).
    case despachoDaVaga(UUID, EstadoTela<DespachoDaVaga>)
    /// Avisos novos para o contratante: banner, campainha e as telas dele recarregadas.
    case avisos([Aviso])
    /// O formulário de nova vaga preenchido com outra (duplicar).
    case duplicata(EstadoTela<[CampoDaVaga: String]>)
    /// A resposta do cadastro, como ação da funcionalidade.
    case cadastro(FuncionalidadeDoCadastro.Acao)
}
