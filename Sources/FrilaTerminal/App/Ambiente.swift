import Foundation
import FrilaApresentacao
import FrilaDominio

/// O que a raiz de composição (executável `frila`) entrega à TUI.
public struct Ambiente: Sendable {
    public let sessao: FuncionalidadeDaSessao
    /// As portas de cada conta que entra; as páginas montam delas as funcionalidades (o perfil
    /// decide quais existem, RN25).
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
    /// O canal de tempo real (nil: sem canal; com `semTempoReal`, o testador o cortou).
    public let canal: (any CanalDeTempoReal)?
    public let semTempoReal: Bool

    public init(sessao: FuncionalidadeDaSessao, portas: @escaping @Sendable (ContaAutenticada) -> PortasDaConta,
                posicaoPadrao: Coordenada?, campainha: Bool, relogio: any Relogio, dica: String?, aviso: String? = nil,
                avisosImportantes: [String] = [], conexao: (any ConexaoPort)? = nil,
                canal: (any CanalDeTempoReal)? = nil, semTempoReal: Bool = false) {
        self.canal = canal
        self.semTempoReal = semTempoReal
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

/// O que volta das tarefas para a thread do curses: a ação de cada funcionalidade (valores
/// Sendable), que a TUI aplica ao estado dela no ModeloApp. As das páginas voltam todas por
/// `acao`; aqui só as do app inteiro (sessão, conexão e fila, avisos, cadastro).
public enum Evento: Sendable {
    case sessao(FuncionalidadeDaSessao.Acao)
    /// Uma ação de uma funcionalidade de página (a que volta de um efeito dela).
    case acao(AcaoDeFuncionalidade)
    case sincronizacao(FuncionalidadeDaSincronizacao.Acao)
    /// Só a conectividade (tela de login, sem fila de conta ainda).
    case conexao(online: Bool, forcado: Bool)
    /// `q`: o estado da fila lido na hora decide se pergunta antes de sair.
    case pedidoDeSaida(StatusDaFila)
    case pedidoDeSairDaConta(StatusDaFila)
    /// A resposta do cadastro, como ação da funcionalidade.
    case cadastro(FuncionalidadeDoCadastro.Acao)
    /// Um evento do canal de tempo real (a composição os põe na caixa do laço).
    case tempoReal(EventoDoTempoReal)
}
