import Foundation
import FrilaApresentacao
import FrilaDominio

// As listas do Perfil: abrir, mover, x (com pergunta), mais antigos, Esc volta.
extension AppFrila {
    mutating func abrirLista(_ s: SecaoDoPerfil) -> [Efeito<Evento>] {
        guard funcionalidade(FuncionalidadeDasListas.self) != nil else { dizer(.porQueNao(Textos.Listas.indisponivel)); return [] }
        m.secaoDoPerfil = s
        m.selecaoNaLista = 0
        return listas(.abrir(s))
    }

    /// Uma ação das listas (a reação da página está em `TelaListaDoPerfil.reagir`).
    mutating func listas(_ a: FuncionalidadeDasListas.Acao) -> [Efeito<Evento>] { enviar(FuncionalidadeDasListas.self, a) }

    func linhaSelecionada() -> LinhaDaLista? {
        guard let l = m.listaDoPerfil.valor, l.indices.contains(m.selecaoNaLista) else { return nil }
        return l[m.selecaoNaLista]
    }

    mutating func teclaNaListaDoPerfil(_ t: Tecla) -> [Efeito<Evento>] {
        guard let s = m.secaoDoPerfil else { return [] }
        guard let c = Teclas.listaDoPerfil.acao(para: t) else {
            // O detalhe da linha já está embaixo: o Enter diz isso (ou que nada está selecionado).
            let enter = linhaSelecionada() == nil ? Textos.Listas.nadaSelecionado : Textos.Listas.detalheJaEmbaixo(s.titulo)
            if !enterNaoAbre(t, enter) { dizer(.andamento(Textos.Listas.teclaNaoFazNada(s.titulo))) }
            return []
        }
        if let r = LinhasDaLista.filtro(s).agir(&self, c) { return r }
        let total = m.listaDoPerfil.valor?.count ?? 0
        func ir(_ i: Int) { m.selecaoNaLista = min(max(0, i), max(0, total - 1)) }
        switch c {
        case .mostrarId:
            return mostrarId(s.oQueTemId, linhaSelecionada()?.id, comandos: s.comandosComId)
        case .baixo: ir(m.selecaoNaLista + 1)
        case .cima: ir(m.selecaoNaLista - 1)
        case .primeiro: ir(0)
        case .ultimo: ir(total - 1)
        case .voltar: m.secaoDoPerfil = nil
        case .atualizar:
            if m.offlineForcado { dizer(.porQueNao(Textos.PorQueNao.atualizarNoOfflineForcado)); return [] }
            return listas(.carregar(s))
        case .maisAntigos:
            guard s == .historico else { dizer(.porQueNao(Textos.Listas.soOHistoricoTemMais)); return [] }
            guard m.listaTemMais else { dizer(.porQueNao(Textos.Listas.semMaisAntigos)); return [] }
            return listas(.maisAntigos)
        case .acionarNaLista:
            guard let a = s.acao else { dizer(.porQueNao(Textos.Listas.historicoSoLeitura)); return [] }
            guard let linha = linhaSelecionada() else { dizer(.porQueNao(Textos.Listas.nadaSelecionado)); return [] }
            let id = linha.id
            if let motivo = m.porQueNaoNaLista(s, id) { dizer(.porQueNao(motivo)); return [] }
            m.dialogo = .perguntar(titulo: a.titulo, linhas: ["\(a.pergunta) \(linha.texto)?"],
                                   sim: RespostaDoDialogo("\(s)", id) { $0.acionarNaLista(s, id) })
        case .sair: return comando(.sair, em: .perfil)
        // Trocar de tela, ajuda, mensagens, offline: como em qualquer página (a lista continua aberta na volta).
        case .proximaPagina, .paginaAnterior, .irPara, .ajuda, .mensagens, .alternarOffline: return comando(c, em: .perfil)
        default: break
        }
        return []
    }

    mutating func acionarNaLista(_ s: SecaoDoPerfil, _ id: UUID) -> [Efeito<Evento>] {
        switch s {
        case .candidaturas: return listas(.retirar(id))
        case .bloqueios: return listas(.desbloquear(id))
        case .equipe: return listas(.removerDaEquipe(id))
        case .historico: return []
        }
    }
}

extension SecaoDoPerfil {
    /// De que é o id de uma linha desta lista, e os comandos que o usam (`y`).
    var oQueTemId: String {
        switch self {
        case .candidaturas: Textos.Filtro.candidatura
        case .historico: Textos.Filtro.turno
        case .bloqueios: Textos.Filtro.conta
        case .equipe: Textos.Filtro.profissional
        }
    }

    var comandosComId: @Sendable (String) -> [String] {
        switch self {
        case .candidaturas: Textos.Filtro.comandosDaCandidatura
        case .historico: Textos.Filtro.comandosDoHistorico
        case .bloqueios: Textos.Filtro.comandosDaConta
        case .equipe: Textos.Filtro.comandosDoMembro
        }
    }
}
