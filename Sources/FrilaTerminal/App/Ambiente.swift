import Foundation
import FrilaApresentacao
import FrilaDominio

/// As funcionalidades de uma conta (o perfil decide quais existem, RN25): valores Sendable
/// com as portas; o estado de cada uma vive no ModeloApp, uma vez só.
public struct FuncionalidadesDaConta: Sendable {
    public let perfil: FuncionalidadeDoPerfil
    public let sincronizacao: FuncionalidadeDaSincronizacao
    /// Só do profissional.
    public let feed: FuncionalidadeDoFeed?
    public let turnos: FuncionalidadeDosTurnos?
    /// As listas do Perfil (candidaturas só do profissional; histórico, bloqueados, equipe).
    public let listas: FuncionalidadeDasListas?
    /// Só do contratante.
    public let acompanhamento: FuncionalidadeDoAcompanhamento?
    public let vagas: FuncionalidadeDasVagas?
    /// Publicar, editar, duplicar, cancelar a vaga inteira, despacho.
    public let gestaoDaVaga: FuncionalidadeDaGestaoDaVaga?
    /// Os avisos do contratante (banner e campainha).
    public let avisos: FuncionalidadeDosAvisos?
    public init(perfil: FuncionalidadeDoPerfil, sincronizacao: FuncionalidadeDaSincronizacao, feed: FuncionalidadeDoFeed? = nil,
                turnos: FuncionalidadeDosTurnos? = nil, listas: FuncionalidadeDasListas? = nil,
                acompanhamento: FuncionalidadeDoAcompanhamento? = nil, vagas: FuncionalidadeDasVagas? = nil,
                gestaoDaVaga: FuncionalidadeDaGestaoDaVaga? = nil, avisos: FuncionalidadeDosAvisos? = nil) {
        self.gestaoDaVaga = gestaoDaVaga
        self.avisos = avisos
        self.vagas = vagas
        self.acompanhamento = acompanhamento
        self.listas = listas
        self.feed = feed
        self.turnos = turnos
        self.perfil = perfil
        self.sincronizacao = sincronizacao
    }
}

/// O que a raiz de composição (executável `frila`) entrega à TUI.
public struct Ambiente: Sendable {
    public let sessao: FuncionalidadeDaSessao
    /// RN25: o perfil da conta decide quais funcionalidades (e telas) existem.
    public let funcionalidades: @Sendable (ContaAutenticada) -> FuncionalidadesDaConta
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

    public init(sessao: FuncionalidadeDaSessao, funcionalidades: @escaping @Sendable (ContaAutenticada) -> FuncionalidadesDaConta,
                posicaoPadrao: Coordenada?, campainha: Bool, relogio: any Relogio, dica: String?, aviso: String? = nil,
                avisosImportantes: [String] = [], conexao: (any ConexaoPort)? = nil) {
        self.aviso = aviso
        self.avisosImportantes = avisosImportantes
        self.conexao = conexao
        self.sessao = sessao
        self.funcionalidades = funcionalidades
        self.posicaoPadrao = posicaoPadrao
        self.campainha = campainha
        self.relogio = relogio
        self.dica = dica
    }
}

/// O que volta das tarefas para a thread do curses: a ação de cada funcionalidade (valores
/// Sendable), que a TUI aplica ao estado dela no ModeloApp.
public enum Evento: Sendable {
    case sessao(FuncionalidadeDaSessao.Acao)
    case pronta(FuncionalidadesDaConta)
    case feed(FuncionalidadeDoFeed.Acao)
    case turnos(FuncionalidadeDosTurnos.Acao)
    case perfil(FuncionalidadeDoPerfil.Acao)
    case sincronizacao(FuncionalidadeDaSincronizacao.Acao)
    /// Só a conectividade (tela de login, sem fila de conta ainda).
    case conexao(online: Bool, forcado: Bool)
    case acompanhamento(FuncionalidadeDoAcompanhamento.Acao)
    case vagas(FuncionalidadeDasVagas.Acao)
    case gestaoDaVaga(FuncionalidadeDaGestaoDaVaga.Acao)
    case mensagem(String, Mensagem.Tipo)
    /// `q`: o estado da fila lido na hora decide se pergunta antes de sair.
    case pedidoDeSaida(StatusDaFila)
    case pedidoDeSairDaConta(StatusDaFila)
    case listas(FuncionalidadeDasListas.Acao)
    /// Avisos novos para o contratante: banner, campainha e as telas dele recarregadas.
    case avisos(FuncionalidadeDosAvisos.Acao)
    /// A resposta do cadastro, como ação da funcionalidade.
    case cadastro(FuncionalidadeDoCadastro.Acao)
}
