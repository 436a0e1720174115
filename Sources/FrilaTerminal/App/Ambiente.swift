import Foundation
import FrilaApresentacao
import FrilaDominio

/// Os view models de uma conta, criados depois do login (o perfil decide quais existem,
/// RN25). Classes @MainActor: só são tocadas dentro das tarefas, nunca na thread do curses.
@MainActor
public final class ViewModelsDaConta {
    public let conta: ContaAutenticada
    public let feed: FeedVagasViewModel?
    public let turnos: TurnoViewModel?
    public let perfil: PerfilViewModel
    public let sincronizacao: SincronizacaoViewModel
    public let acompanhamento: AcompanhamentoViewModel?
    public let minhasVagas: MinhasVagasViewModel?
    public let novaVaga: @MainActor () -> PublicarVagaViewModel
    /// Candidaturas, histórico, bloqueados e equipe (nil: a TUI diz que não há).
    public let listas: ListasDaConta?

    public init(conta: ContaAutenticada, feed: FeedVagasViewModel?, turnos: TurnoViewModel?, perfil: PerfilViewModel,
                sincronizacao: SincronizacaoViewModel, acompanhamento: AcompanhamentoViewModel?,
                minhasVagas: MinhasVagasViewModel?, novaVaga: @escaping @MainActor () -> PublicarVagaViewModel,
                listas: ListasDaConta? = nil) {
        self.listas = listas
        self.conta = conta
        self.feed = feed
        self.turnos = turnos
        self.perfil = perfil
        self.sincronizacao = sincronizacao
        self.acompanhamento = acompanhamento
        self.minhasVagas = minhasVagas
        self.novaVaga = novaVaga
    }
}

/// O que a raiz de composição (executável `frila`) entrega à TUI.
public struct Ambiente: Sendable {
    public let sessao: SessaoUsuario
    public let viewModels: @MainActor @Sendable (ContaAutenticada) -> ViewModelsDaConta
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

    public init(sessao: SessaoUsuario, viewModels: @escaping @MainActor @Sendable (ContaAutenticada) -> ViewModelsDaConta,
                posicaoPadrao: Coordenada?, campainha: Bool, relogio: any Relogio, dica: String?, aviso: String? = nil,
                avisosImportantes: [String] = [], conexao: (any ConexaoPort)? = nil) {
        self.aviso = aviso
        self.avisosImportantes = avisosImportantes
        self.conexao = conexao
        self.sessao = sessao
        self.viewModels = viewModels
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
    case pronta(ViewModelsDaConta)
    case feed(EstadoTela<[VagaDoFeed]>)
    case candidatura(Desfecho)
    case notificacoes([Notificacao])
    case turnos(EstadoTela<ListaDeTurnos>, desfecho: Desfecho?)
    case perfil(EstadoTela<Perfil>, desfecho: Desfecho?)
    case sincronizacao(online: Bool, forcado: Bool, StatusDaFila)
    /// Fim do `s` (sincronizar agora): o estado da fila e o desfecho dele em palavras.
    case sincronizado(online: Bool, forcado: Bool, StatusDaFila)
    /// Resposta à tecla `o`: como `sincronizacao`, mais a mensagem do novo modo.
    case offlineAlternado(online: Bool, forcado: Bool, StatusDaFila)
    /// Depois de dispensar ou tentar de novo uma ação recusada no painel.
    case filaMexida(online: Bool, forcado: Bool, StatusDaFila, Desfecho)
    /// Só a conectividade (tela de login, sem fila de conta ainda).
    case conexao(online: Bool, forcado: Bool)
    case acompanhamento(EstadoTela<PainelDeAlerta>, EstadoTela<[TurnoNaTela]>, desfecho: Desfecho?)
    case vagas(EstadoTela<[Vaga]>, desfecho: Desfecho?)
    case publicacao(problemas: [String], Desfecho)
    case mensagem(String, Mensagem.Tipo)
    /// `q`: o estado da fila lido na hora decide se pergunta antes de sair.
    case pedidoDeSaida(StatusDaFila)
    case pedidoDeSairDaConta(StatusDaFila)
    case saiuDaConta
    case listaDoPerfil(SecaoDoPerfil, EstadoTela<[LinhaDaLista]>, temMais: Bool, desfecho: Desfecho?)
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
