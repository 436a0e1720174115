import Foundation
import FrilaDominio

// As frases das telas da TUI, uma seção por tela: o terminal só desenha o que vem daqui.

extension Textos {
    /// O formulário de vaga (contratante, Vagas, `n`; `e` edita; `D` duplica).
    public enum NovaVaga {
        /// Enter recusado: quantos problemas o formulário tem agora, e o primeiro.
        public static func naoEnviada(editando: Bool, problemas: [String]) -> String {
            let oQue = editando ? "Edição não salva" : "Vaga não publicada"
            return "\(oQue): \(Textos.contagem(problemas.count, "problema", "problemas")) no formulário."
                + (problemas.first.map { " \($0)" } ?? "")
        }
        public static func enviando(editando: Bool) -> String { editando ? "Salvando…" : "Publicando…" }
        /// O valor de um campo de opções, entre as setas que dizem que ←/→ o trocam.
        public static func opcao(_ valor: String) -> String { valor.isEmpty ? "‹ escolha ›" : "‹ \(valor) ›" }
    }
}

extension Textos {
    /// Entrar e sair da conta (a TUI e `frila login`/`frila sair` dizem o mesmo).
    public enum Sessao {
        public static func entrou(_ c: ContaAutenticada?) -> String {
            c.map { "Entrou como \($0.nome) (\(Formatacao.perfil($0.perfil)))." } ?? "Entrou."
        }
        public static let saiu = "Você saiu da conta."
        public static let encerradaEmOutroLugar =
            "Sua sessão foi encerrada em outro aparelho (senha trocada ou saída de todos); entre de novo. As ações na fila ficam guardadas."
        public static let saiuDeTodos = "Todas as sessões desta conta foram encerradas, em todo aparelho."
        public static let nenhumaSessao = "Nenhuma sessão neste diretório."
        public static let offlineForcado = "Offline forçado: entrar precisa de rede."
        public static let offlineForcadoNaTUI = "Offline forçado: entrar precisa de rede. Ctrl-O desliga."
        public static let verificandoSessao = "Verificando a sessão guardada…"
        public static let entrando = "Entrando…"
        /// As ações desta conta que esperavam a volta dela e saíram no login.
        public static func pendentesEnviadas(_ enviadas: Int, de total: Int) -> String {
            "\(enviadas) de \(Textos.contagem(total, "ação pendente", "ações pendentes")) desta conta \(enviadas == 1 ? "enviada" : "enviadas")."
        }
        /// Sair com ações na fila: elas ficam, e saem quando esta conta entrar de novo.
        public static func pendentesGuardadas(_ n: Int) -> String {
            "\(Textos.contagem(n, "ação", "ações")) desta conta \(n == 1 ? "continua na fila e sai" : "continuam na fila e saem") quando ela entrar de novo."
        }
    }
}

extension Textos {
    /// Frases que mais de uma tela usa.
    public enum Comum {
        public static func aDistancia(_ distancia: String) -> String { "a \(distancia)" }
        public static func bloquear(_ nome: String) -> String { "Bloquear \(nome)?" }
        public static let bloqueioEsconde = "As vagas e notificações entre vocês deixam de aparecer, dos dois lados."
        public static let confirmadoSemCheckin = "confirmado, sem check-in"
        public static let descartarOuContinuar = "s = descartar · n = continuar editando"
        public static let equipeDeConfianca = "Equipe de confiança"
        public static let preenchidoSePerde = "O que você preencheu se perde."
        public static let selecioneUmaVaga = "Selecione uma vaga."
        public static let semFalta = " (sem falta)"
        public static let semHistorico = "Sem histórico"
        public static let semMotivoInformado = "sem motivo informado"
        public static func whatsapp(_ numero: String) -> String { "WhatsApp \(numero)" }
    }
}

extension Textos {
    /// Acompanhamento (contratante): check-ins a confirmar, vagas em alerta, atrasos, e o cancelamento de um turno dali.
    public enum Acompanhamento {
        public static let oProfissional = "o profissional"
        public static func candidatosEsperando(_ n: Int) -> String { "\(Textos.contagem(n, "candidato esperando", "candidatos esperando")) a sua escolha (tela Vagas)." }
        public static func vagaEmAlertaNaLista(_ funcao: String, _ periodo: String, abertas: Int, desde: String) -> String { "⚠ \(funcao) \(periodo) · \(abertas) aberta\(abertas == 1 ? "" : "s") · em alerta desde \(desde)" }
        public static func asHora(_ hora: String) -> String { "às \(hora)" }
        public static func atrasoNaLista(_ nome: String, _ funcao: String, _ minutos: Int, _ whatsapp: String) -> String { "⏱ \(nome) · \(funcao) · \(minutos) min de atraso\(whatsapp)" }
        public static func atrasoSemCheckin(_ minutos: Int) -> String { "\(minutos) min de atraso, sem check-in." }
        public static func cancelaEReabre(_ quem: String) -> String { "Cancela o turno de \(quem); a posição volta a ser oferecida na próxima leva." }
        public static let carregando = "Carregando check-ins…"
        public static func checkinAs(_ hora: String) -> String { "check-in \(hora) · " }
        public static let confirmacaoNaFila = "confirmação aguardando envio"
        public static func contaComoFalta(_ limite: String) -> String { "Atenção: faltam menos de \(limite) para o início; este cancelamento conta como falta (RN12)." }
        public static func contatoDe(_ nome: String, _ contato: String) -> String { "Contato de \(nome): \(contato)" }
        public static let contatoSoComConfirmado = "Contato: aparece só com o turno confirmado (RN10)."
        public static func posicoesAbertasDesde(_ abertas: Int, desde: String) -> String { "\(Textos.contagem(abertas, "posição aberta", "posições abertas")) · em alerta desde \(desde)" }
        public static func faltaDoCancelamento(_ falta: String) -> String { "O cancelamento \(falta) (RN12)." }
        public static func informeOMotivo(_ quemRecebe: String) -> String { "Informe o motivo (\(quemRecebe) recebe)." }
        public static let jaAberto = "Já está aberto: Esc volta à lista."
        /// O detalhe já estava à vista ao lado da lista: o Enter diz que abriu (a tela quase não muda).
        public static let aberto = "Detalhe aberto: Esc volta à lista."
        public static let nadaEmAlerta = "Nada em alerta."
        public static let semConexao = "Sem conexão: confirmações entram na fila e saem quando a rede voltar."
        public static let semLocalizacao = "sem localização"
        public static func tituloAtrasoDe(_ nome: String) -> String { "Atraso de \(nome)" }
        public static let tituloCancelarEReabrir = "Cancelar e reabrir a posição"
        public static let tituloCancelarTurno = "Cancelar o turno"
        public static func tituloCheckinDe(_ nome: String) -> String { "Check-in de \(nome)" }
        public static let tituloDosAlertas = "Vagas em alerta e atrasos"
        public static let tituloDosCheckins = "Check-ins aguardando sua confirmação"
        public static func tituloVagaEmAlerta(_ funcao: String, _ periodo: String) -> String { "Vaga em alerta · \(funcao) \(periodo)" }
        public static func vagaComecouCancelaTurno(_ quem: String) -> String { "A vaga já começou: cancela o turno de \(quem), mas a posição não volta a ser oferecida." }
        public static func whatsappNaLinha(_ numero: String) -> String { " · WhatsApp \(numero)" }
    }
}

extension Textos {
    /// Turnos (profissional): a lista, o detalhe, e as perguntas de check-in, check-out, avaliação, bloqueio e cancelamento.
    public enum Turnos {
        public static let aguardandoConfirmacao = "aguardando confirmação do contratante"
        public static func aguardandoEnvio(_ tipo: String, _ hora: String) -> String { "\(tipo) \(hora) · aguardando envio" }
        public static func avaliacaoAbreNoFim(_ fim: String) -> String { "A avaliação abre quando o turno termina (\(fim))." }
        public static let turnoJaTerminou = "Este turno já terminou: não há o que cancelar."
        public static let cancelarPrecisaDeRede = "Cancelar precisa de conexão: sem rede agora, o cancelamento não fica na fila."
        public static let carregando = "Carregando turnos…"
        public static let chamariaDeNovo = "você trabalharia de novo"
        public static let checkinAntesDoCheckout = "Faça o check-in (e) antes do check-out."
        public static func checkinAbreAs(_ antes: String, _ quando: String) -> String { "O check-in abre \(antes) antes do início: a partir de \(quando)." }
        public static func checkinFechouNoFim(_ fim: String) -> String { "O turno terminou (\(fim)): o check-in fecha no fim do turno." }
        public static func checkoutSoDepoisDoInicio(_ inicio: String) -> String { "O check-out só vale depois que o turno começa. Início: \(inicio)." }
        public static func checkoutFechou(_ depois: String, _ ate: String) -> String { "O check-out vale até \(depois) depois do fim do turno (até \(ate))." }
        public static func checkinAs(_ hora: String) -> String { "check-in \(hora)" }
        public static func checkinJaRegistrado(_ hora: String) -> String { "Check-in já registrado às \(hora)." }
        public static func checkoutAs(_ hora: String) -> String { "check-out \(hora)" }
        public static func checkoutJaRegistrado(_ hora: String) -> String { "Check-out já registrado às \(hora)." }
        public static func contaComoFalta(_ limite: String) -> String { "Atenção: faltam menos de \(limite) para o início; este cancelamento conta como falta." }
        public static let frilaComProblema = "Frila com problema"
        public static func guardadosHa(_ idade: String) -> String { " (guardados \(idade))" }
        public static let jaAvaliou = "Você já avaliou este turno."
        public static let naoChamariaDeNovo = "você não trabalharia de novo"
        public static func naoContaComoFalta(_ limite: String) -> String { "Faltam mais de \(limite) para o início: não conta como falta." }
        public static let podeAvaliar = "pode avaliar (a)"
        public static let posicaoInvalida = "Posição inválida: use lat,lng (ex.: -15.79,-47.88) ou deixe vazio para sem localização."
        public static let posicaoReaberta = "A posição é reaberta. Informe o motivo."
        public static let respostasDaAvaliacao = "s = sim, trabalharia de novo · n = não"
        public static let semCheckin = "sem check-in"
        /// A situação do turno enquanto o check-in está na fila: a verificação é do servidor.
        public static let checkinNaFilaSemVerificacao = "check-in na fila: a verificação vem quando for enviado"
        public static let semConexao = "Sem conexão: ações entram na fila e saem quando a rede voltar."
        public static let semConexaoCurto = "Sem conexão"
        public static let semLocalizacaoNoCheckin = "Deixe vazio para \"sem localização\": o check-in vira manual e espera o contratante."
        public static let semLocalizacaoNoCheckout = "Deixe vazio para \"sem localização\": o check-out fica registrado sem a distância."
        public static let suaPosicao = "Sua posição agora (lat,lng). Só a distância até o endereço é enviada, com a hora do toque. "
        public static let tituloCancelar = "Cancelar turno"
        public static let tituloCheckin = "Check-in (entrada)"
        public static let tituloCheckout = "Check-out (saída)"
        public static func trabalhariaDeNovo(_ estabelecimento: String) -> String { "Você trabalharia de novo com \(estabelecimento)?" }
        public static func turnoCanceladoNadaAFazer(_ cancelado: String) -> String { "Este turno foi \(cancelado): nada mais a fazer nele." }
        public static func turnosDoCache(_ porque: String, _ validade: String, _ idade: String) -> String { "\(porque): turnos do cache de \(validade)\(idade)." }
    }
}

extension Textos {
    /// Perfil: disponibilidade, reputação e o painel de sincronização (a fila desta conta).
    public enum Perfil {
        public static let carregando = "Carregando perfil…"
        public static let dicaDoPainel = "j/k escolhe · x dispensa a recusada · t tenta de novo"
        public static let disponivel = "sim (recebe vagas) · d muda"
        public static let indisponivel = "não (não recebe vagas) · d muda"
        public static func itemDaFila(_ tipo: String, _ hora: String, _ deQual: String, _ estado: String, tentativas: Int) -> String { "\(tipo) \(hora)\(deQual) · \(estado) · \(tentativas) tentativa\(tentativas == 1 ? "" : "s")" }
        /// O estabelecimento por que a conta age, com o papel dela nele (se o servidor o disse).
        public static func estabelecimento(_ nome: String, papel: PapelDoMembro?) -> String {
            nome + (papel.map { " · você é \(Textos.Membros.papel($0))" } ?? "")
        }
        public static let nenhumaSincronizacao = "nenhuma sincronização ainda"
        public static let offlineForcado = "offline (forçado pelo modo de teste; o muda)"
        public static let offlineSemResposta = "offline (sem resposta do servidor)"
        public static func ultimaTentativa(_ hora: String) -> String { " (última \(hora))" }
        public static func ultimoErro(_ erro: String) -> String { " · último erro: \(erro)" }
    }
}

extension Textos {
    /// Feed de vagas (profissional).
    public enum Feed {
        public static let dicaCandidata = "c candidata"
        /// `candidatar` recusado porque os termos mudaram depois que a pessoa viu a vaga.
        public static func termosMudaram(_ atual: VagaDoFeed?) -> String {
            let novos = atual.map { v in
                " Agora: \(Formatacao.funcao(v.funcao)) \(Formatacao.periodo(v.periodo, hoje: v.periodo.inicio)) · "
                    + "\(Formatacao.dinheiro(v.valor)) · \(Formatacao.inclusos(v.inclusos))."
            } ?? ""
            return "Os termos desta vaga mudaram desde que você a viu; nada foi feito." + novos
                + " Confira e, se ainda quiser, candidate-se de novo."
        }
        /// O feed vazio diz o que, das regras, tira vagas dele para esta pessoa.
        public static let porQueVazio = "Por que pode estar vazio:"
        public static func motivoDoVazio(_ m: FuncionalidadeDoFeed.MotivoDoVazio) -> String {
            switch m {
            case .indisponivel:
                return "Você está como indisponível: vagas novas não chegam. d no Perfil volta a disponível."
            case .funcoes(let f):
                return "Só chegam vagas das suas funções (\(f.map { Formatacao.funcao($0).lowercased() }.joined(separator: ", "))); mude em Conta › e."
            case .raio(let metros, let base):
                let onde = base.map { " (\(Formatacao.pontoBase($0)))" } ?? ""
                return "Só chegam vagas a até \(Formatacao.distancia(metros)) do seu ponto base\(onde), fora as da sua equipe de confiança."
            case .sobreposicao(let n):
                return "Vagas no horário \(n == 1 ? "do seu turno confirmado" : "dos seus \(n) turnos confirmados") não aparecem: não daria para pegar."
            }
        }
        /// A marca "•" na lista do feed, na legenda embaixo dela.
        public static let legendaDaMarca = "• você se candidatou"
        public static let legendaDaMarcaCurta = "• candidatou-se"
        /// A marca "×": o contratante cancelou o meu turno nesta vaga (não é oferecida de novo).
        public static let legendaDoCancelado = "× turno cancelado pelo contratante"
        public static let legendaDoCanceladoCurta = "× cancelado p/ contratante"
        /// No detalhe e no `frila vagas`, ao lado das posições abertas.
        public static let turnoCanceladoPeloContratante = "turno cancelado pelo contratante"
        /// As marcas da lista do Feed na ajuda (?), depois das teclas: (a marca, o que quer dizer).
        public static let ajudaDasMarcas: [(String, String)] = [
            ("", ""), ("", "Marcas na lista do Feed:"),
            ("•", "você já se candidatou a esta vaga (ou retirou a candidatura; o detalhe diz em que pé está)"),
            ("×", "o contratante cancelou o seu turno nesta vaga"),
        ]
        /// `c` numa vaga em que o contratante cancelou o meu turno (a mesma frase do servidor).
        public static let naoOferecidaDeNovo = "O contratante cancelou o seu turno nesta vaga; ela não é oferecida de novo a você."
        public static let desbloqueieNoPerfil = "Para desfazer: Perfil › b bloqueados › x."
        public static func ondeFica(_ bairro: String, _ distancia: String) -> String { "\(bairro) · a \(distancia)" }
        public static let candidatarPrecisaDeRede = "sem conexão: candidatar precisa de rede"
        public static let carregando = "Carregando vagas…"
        public static func dicaEnterAbre(_ acao: String) -> String { "Enter abre · \(acao)" }
        public static func dicaEscFecha(_ acao: String) -> String { "\(acao) · Esc fecha" }
        public static func inclusos(_ refeicao: String, _ transporte: String, _ material: String) -> String { "refeição \(refeicao) · transporte \(transporte) · leva material \(material)" }
        public static func nadaCasaComOFiltro(_ filtro: String) -> String { "Nenhuma vaga casa com “\(filtro)”. Esc limpa o filtro." }
        public static func posicoesAbertas(_ n: Int) -> String { "\(n) aberta\(n == 1 ? "" : "s")" }
        public static let retireEmCandidaturas = "retire em Perfil › Candidaturas"
        public static let semConexao = "Sem conexão: a lista pode estar desatualizada e candidatar precisa de rede."
    }
}

extension Textos {
    /// Vagas (contratante): a lista, o detalhe com candidatos e confirmados, e as perguntas de escolher, avaliar, bloquear e incluir na equipe.
    public enum Vagas {
        public static let cConfirma = " (c confirma)"
        public static func bloqueadoNaoEntraNaEquipe(_ nome: String) -> String { "Você bloqueou \(nome): quem está bloqueado não entra na equipe. Desbloqueie em Perfil › bloqueados antes." }
        public static func bloquearTiraDaEquipe(_ nome: String) -> String { "Bloquear também tira \(nome) da sua equipe de confiança, se estiver nela." }
        public static func candidatoNaLista(_ nome: String, _ reputacao: String) -> String { "? \(nome) · \(reputacao) · Enter escolhe" }
        /// O candidato que o servidor recusaria: não se escolhe, e a linha diz por quê.
        public static func candidatoImpedido(_ nome: String, _ reputacao: String, _ motivo: String) -> String {
            "✗ \(nome) · \(reputacao) · não dá para escolher: \(motivo)"
        }
        public static func candidatosCurto(_ n: Int) -> String { " · \(n) cand." }
        public static func soCandidatos(_ n: Int) -> String { "\(n) cand." }
        public static let carregando = "Carregando suas vagas…"
        public static let chamariaDeNovo = " · chamaria de novo"
        public static func contatoDe(_ nome: String) -> String { "Contato de \(nome): " }
        public static func equipeRecebeAlemDe(_ distancia: String) -> String { "A equipe recebe suas vagas mesmo além de \(distancia)." }
        public static let escolhaConfirma = "A vaga fica confirmada para essa pessoa e os outros candidatos são liberados."
        public static func escolher(_ nome: String, _ reputacao: String) -> String { "Escolher \(nome) (\(reputacao))?" }
        public static let esteProfissional = "este profissional"
        public static func incluirNaEquipe(_ nome: String) -> String { "Incluir \(nome) na equipe de confiança?" }
        public static let naoChamaria = " · não chamaria"
        public static let nenhumCandidato = "Nenhum candidato ainda."
        public static let nenhumConfirmado = "Nenhum profissional confirmado ainda."
        public static let podeAvaliar = " · pode avaliar (a)"
        public static func posicoesCurto(_ preenchidas: Int, _ total: Int) -> String { "\(preenchidas)/\(total) pos." }
        public static func preenchidas(_ preenchidas: Int, _ total: Int) -> String { "\(preenchidas)/\(total) preenchidas" }
        public static let tituloEscolher = "Escolher candidato"
        public static let vagaCopiada = "Vaga copiada: escolha a data e publique."
        public static func voceChamaria(_ nome: String) -> String { "Você chamaria \(nome) de novo?" }
    }
}

extension Textos.NovaVaga {
    public static func dica(editando: Bool, aviso: String = "") -> String { "\(aviso)Enter \(editando ? "salva" : "publica") · Esc cancela" }
    public static let ficaComoEstava = "A vaga fica como estava."
    /// A última linha da lista de problemas que não cabe: quais estão à vista e para onde rola.
    public static func problemasQueRolam(_ de: Int, _ ate: Int, _ total: Int, acima: Bool, abaixo: Bool) -> String {
        let quais = de == ate ? "problema \(de) de \(total)" : "problemas \(de)–\(ate) de \(total)"
        return quais + (abaixo && acima ? " · PgDn/PgUp" : abaixo ? " · PgDn mais" : " · PgUp volta")
    }
    public static let publicandoEspere = "Publicando… espere a resposta."
    public static let tituloDescartar = "Descartar a vaga?"
    public static let tituloDescartarAlteracoes = "Descartar as alterações?"
    public static let tituloEditar = "Editar vaga"
    public static let tituloNova = "Nova vaga"
}

extension Textos {
    /// Cancelar, duplicar e editar a vaga inteira (contratante, Vagas).
    public enum GestaoDaVaga {
        public static let calculandoCusto = "Calculando o que cancelar custa…"
        public static let cancelarIndisponivel = "Cancelar a vaga não está disponível."
        public static let duplicarIndisponivel = "Duplicar não está disponível."
        public static let editando = "Editando a vaga: mude o que precisar e Enter salva."
        public static let editarIndisponivel = "Editar a vaga não está disponível."
        public static let informeOMotivo = "Informe o motivo (os profissionais recebem)."
        public static let tituloCancelar = "Cancelar a vaga inteira"
    }
}

extension Textos {
    /// As listas do perfil: candidaturas, histórico, bloqueados, equipe.
    public enum Listas {
        public static func dicaDaAcao(_ titulo: String) -> String { "x \(titulo.lowercased())" }
        public static func bloqueadoPor(_ quem: String, _ quando: String) -> String { "Bloqueado por \(quem) em \(quando)." }
        public static func canceladoPelo(_ lado: String) -> String { "Cancelado pelo \(lado)" }
        public static let dicaEscVolta = "Esc volta"
        public static let dicaMaisAntigos = "n mais antigos"
        public static func esperandoEscolhaDesde(_ quando: String) -> String { "Esperando a escolha do contratante desde \(quando)." }
        public static let historicoSoLeitura = "O histórico é só leitura."
        public static func incluidoPor(_ quem: String, _ quando: String) -> String { "Incluído por \(quem) em \(quando)." }
        public static let indisponivel = "Esta lista não está disponível."
        public static let nadaSelecionado = "Nada selecionado."
        public static let retirarACandidaturaA = "Retirar a candidatura a"
        public static let semMaisAntigos = "Não há turnos mais antigos."
        public static let soOHistoricoTemMais = "Só o histórico tem mais antigos."
        public static func detalheJaEmbaixo(_ secao: String) -> String {
            "Enter não abre nada em \(secao): o detalhe da linha selecionada já está embaixo; ? mostra as teclas."
        }
        public static func teclaNaoFazNada(_ secao: String) -> String { "Esta tecla não faz nada em \(secao); ? mostra as teclas, Esc volta ao perfil." }
        public static let tirarDaEquipe = "Tirar da sua equipe de confiança"
        public static let tituloCandidaturas = "Minhas candidaturas"
        public static let tituloHistorico = "Histórico de turnos"
        public static let tituloRemover = "Remover da equipe"
        public static let tituloRetirar = "Retirar candidatura"
    }
}

extension Textos {
    /// Criar conta (Ctrl-N no login).
    public enum Cadastro {
        public static let escolhaDoPerfilCurta = "‹ ← → escolhe ›"
        public static let escolhaDoPerfil = "‹ escolha: p profissional · c contratante ›"
        public static let criando = "Criando a conta…"
        public static let criandoEspere = "Criando a conta… espere a resposta."
        public static func linhasQueNaoCabem(_ n: Int) -> String { "+\(Textos.contagem(n, "linha", "linhas")): aumente o terminal ou corrija os de cima" }
        public static let maisProblemas = "+ mais problemas: corrija os de cima e tente de novo"
        public static let perfilNaoMuda = " (não muda depois)"
        public static let titulo = "Criar conta no Frila"
        public static let tituloDescartar = "Descartar o cadastro?"
    }
}

extension Textos.Sessao {
    public static let dicaDoLogin = "Tab troca de campo · Enter entra · Ctrl-N cria conta"
    public static let offlineForcadoNoLogin = "Offline forçado (teste) · Ctrl-O desliga"
    public static let titulo = "Entrar no Frila"
}

extension Textos {
    /// O que toda tela tem: linha de status, ajuda, registro de mensagens, terminal pequeno.
    public enum Telas {
        public static func enterNaoAbre(tela: String) -> String { "Enter não abre nada em \(tela); ? mostra as teclas." }
        /// Enter com o detalhe já à vista: abrir o deixa inteiro e rolável; a frase diz que abriu.
        public static let detalheAberto = "Detalhe aberto: J/K rolam, Esc volta à lista."
        public static func marcaDeRolagem(_ primeira: Int, _ ultima: Int, _ total: Int) -> String { " \(primeira)–\(ultima)/\(total) J/K " }
        public static func fila(_ pendentes: Int) -> String { " · fila \(pendentes)" }
        public static func filaCompacta(_ pendentes: Int) -> String { " fila \(pendentes)" }
        public static func idadeDosDados(_ idade: String) -> String { "dados \(idade)" }
        public static let irParaATela = "ir para a tela (ordem das abas)"
        /// O mouse na ajuda (?) de toda página, depois das teclas: (o gesto, o que faz).
        public static let ajudaDoMouse: [(String, String)] = [
            ("", ""), ("", "Mouse, como no lazygit e no k9s:"),
            ("clique", "numa aba troca de tela; numa linha a seleciona, e na já selecionada abre (o mesmo que Enter)"),
            ("roda", "move a seleção, ou rola o detalhe, a ajuda ou as mensagens que estão debaixo dela"),
            ("texto", "Shift+arrastar seleciona para copiar; --sem-mouse (ou FRILA_SEM_MOUSE=1) deixa o mouse com o terminal"),
        ]
        public static let nadaARolar = "Tudo já está à vista: nada a rolar."
        public static let nenhumaMensagem = "Nenhuma mensagem ainda."
        public static let offlineForcado = "○ offline (forçado)"
        public static let qualquerTeclaFecha = "qualquer tecla fecha"
        /// Uma tecla que a tela não tem: diz, e aponta a parecida (a outra caixa) quando ela existe.
        public static func teclaNaoFazNada(_ tecla: String, tela: String, parecida: (tecla: String, faz: String)?) -> String {
            parecida.map { "\(tecla) não faz nada em \(tela); \($0.tecla) é \($0.faz). ? mostra as teclas." }
                ?? "\(tecla) não faz nada em \(tela). ? mostra as teclas."
        }
        public static let rTentaDeNovo = "r tenta de novo"
        public static let oVoltaParaARede = "o volta à rede (offline forçado)"
        public static func rodapeDoPainel(_ primeira: Int, _ ultima: Int, _ total: Int) -> String { "\(primeira)–\(ultima)/\(total) · j/k rola · Esc fecha" }
        public static let semSessao = "sem sessão"
        public static func terminalPequeno(_ largura: Int, _ altura: Int, _ minimaLargura: Int, _ minimaAltura: Int) -> String { "Terminal pequeno demais (\(largura)×\(altura)). Aumente para pelo menos \(minimaLargura)×\(minimaAltura). q sai." }
        public static func tituloDasMensagens(_ n: Int, _ maximo: Int) -> String { "Mensagens (\(n) de até \(maximo))" }
    }
}

extension Textos {
    /// Por que uma tecla não pode agir agora (vai para a linha de status: tecla nenhuma some calada).
    public enum PorQueNao {
        public static let abraAVagaParaConfirmar = "Abra uma vaga (Enter) e escolha o profissional com check-in manual."
        public static let abraAVagaParaOProfissional = "Abra uma vaga (Enter) e escolha um profissional."
        public static let acaoNaoRecusada = "Esta ação não foi recusada: ela sai sozinha quando houver conexão."
        public static let alertaSemCheckin = "Vaga em alerta não tem check-in a confirmar. Enter abre a vaga; X cancela a vaga inteira."
        public static let atrasoSemCheckin = "Sem check-in ainda: nada a confirmar. Enter mostra o contato; x cancela o profissional."
        public static let detalheJaAberto = "O detalhe já está aberto: J/K rolam, Esc volta à lista."
        public static let bloqueioSemRede = "Sem conexão: o bloqueio precisa de rede e não fica na fila. Tente quando a rede voltar."
        public static func candidaturaNaoEscolhida(_ nome: String) -> String { "A candidatura de \(nome) ainda não foi escolhida" }
        public static let carregandoConta = "Carregando a conta…"
        public static let checkinJaConfirmado = "Este check-in já foi confirmado."
        public static let checkinNoLocal = "Check-in feito no local: não precisa de confirmação."
        public static let equipeSemRede = "Sem conexão: incluir na equipe precisa de rede e não fica na fila. Tente quando a rede voltar."
        public static let modoOffline = "Modo offline: nada sai até desligar (o)."
        public static let atualizarNoOfflineForcado = "o volta à rede: no modo offline forçado o r não alcança o servidor."
        public static let nadaADispensar = "Nenhuma ação na fila: nada a dispensar."
        public static let nadaATentarDeNovo = "Nenhuma ação na fila: nada a tentar de novo."
        public static let nadaSelecionado = "Nada selecionado: escolha uma linha (j/k)."
        public static func naoEscolhida(_ falta: String) -> String { "\(falta): Enter escolhe." }
        public static func naoEscolhidaAvaliar(_ falta: String) -> String { "\(falta): Enter escolhe; a avaliação vem depois do turno." }
        public static func naoEscolhidaBloqueio(_ falta: String) -> String { "\(falta): Enter escolhe; o bloqueio aqui vale para quem tem turno nesta vaga." }
        public static func naoEscolhidaCancelar(_ falta: String) -> String { "\(falta): nada a cancelar. Enter escolhe." }
        public static func naoEscolhidaEquipe(_ falta: String) -> String { "\(falta): Enter escolhe; a equipe recebe quem já tem turno aqui." }
        public static func naoHaTela(_ numero: Int, _ total: Int) -> String { "Não há tela \(numero): as abas vão de 1 a \(total)." }
        public static let nenhumCheckinManual = "Nenhum check-in manual selecionado."
        public static let perfilNaoCarregou = "O perfil ainda não carregou: atualize (r)."
        public static let posicaoJaAberta = "A posição desta vaga já está aberta: nada a reabrir. X cancela a vaga inteira."
        public static let selecioneUmTurno = "Selecione um turno."
        public static let semCandidatoSelecionado = "Sem candidato selecionado."
        public static let semCheckinParaConfirmar = "Sem check-in ainda: nada a confirmar."
        public static let semProfissionalNoTurno = "Sem profissional neste turno."
        public static let semProfissionalSelecionado = "Sem profissional selecionado: escolha um na lista (j/k)."
        public static let teclasDoProfissional = "Enter escolhe candidatos; neste profissional use a avaliar, t equipe, x cancelar, b bloquear."
        public static let turnoCanceladoNadaAConfirmar = "Turno cancelado: nada a confirmar."
        public static let vagaComecouNaoCancelaInteira = "A vaga já começou: não dá para cancelar a vaga inteira; cancele o turno de cada profissional com x."
        public static let vagaComecouNaoCancelaInteiraSemTela = "A vaga já começou: não dá para cancelar a vaga inteira; cancele o turno de cada profissional com frila cancelar TURNO."
        public static func vagaJaEsta(_ estado: String) -> String { "Esta vaga já está \(estado)." }
    }
}

extension Textos {
    /// O modo offline e a fila, ditos na linha de status.
    public enum Sincronizacao {
        public static func aindaNaFila(_ n: Int) -> String { "\(Textos.contagem(n, "ação", "ações")) ainda na fila: \(n == 1 ? "sai" : "saem") quando o Frila responder." }
        public static func deHora(_ hora: String) -> String { "de \(hora)" }
        public static func enviadasDaFila(_ n: Int) -> String { "\(Textos.contagem(n, "ação da fila enviada", "ações da fila enviadas"))." }
        public static let filaEmDia = "Fila em dia: nada esperando envio."
        public static let offlineDesligado = "Modo offline desligado."
        public static let offlineForcado = "Modo offline forçado: nada sai da máquina; ações vão para a fila."
        public static func recusadasNoPainel(_ n: Int) -> String { "Nada esperando envio; \(Textos.contagem(n, "ação recusada", "ações recusadas")) no painel (x dispensa, t tenta de novo)." }
    }
}

extension Textos {
    /// Sair da conta ou do frila com ações esperando envio.
    public enum Sair {
        public static func acoesEsperando(_ n: Int) -> String { n == 1 ? "Há 1 ação esperando envio." : "Há \(n) ações esperando envio." }
        public static func pendentesDaConta(_ n: Int) -> String {
            "\(Textos.contagem(n, "ação", "ações")) desta conta esperando envio \(n == 1 ? "fica guardada: sai" : "ficam guardadas: saem") quando ela "
                + "entrar de novo. Outra conta que entrar aqui não as envia."
        }
        public static func pendentesFicamGuardadas(_ n: Int) -> String {
            (n == 1 ? "Ela fica guardada e sai" : "Elas ficam guardadas e saem") + " na próxima vez que o frila tiver conexão. Sair mesmo assim?"
        }
        public static let perguntaSairDaConta = "Sair da conta neste computador? A credencial guardada é apagada."
        public static let tituloSairDaConta = "Sair da conta"
    }
}

extension Textos {
    /// Abrir o terminal (antes de qualquer tela).
    public enum Terminal {
        public static func localeSemUTF8(_ locale: String) -> String { "O locale atual (\(locale)) não mostra UTF-8 e C.UTF-8 não está disponível. Use LANG=C.UTF-8 ou pt_BR.UTF-8." }
        public static func semTerminal(_ term: String) -> String { "Não foi possível abrir o terminal (TERM=\(term)). Rode o frila num terminal interativo." }
    }
}

extension Textos {
    /// As palavras soltas que a pessoa lê nas telas: rótulos dos detalhes, cabeçalhos de
    /// coluna, títulos de páginas, caixas e diálogos, estados de espera.
    public enum Rotulos {
        // Rótulos dos campos de um detalhe (coluna da esquerda).
        public static let quando = "Quando"
        public static let onde = "Onde"
        public static let valor = "Valor"
        public static let contato = "Contato"
        public static let presenca = "Presença"
        public static let situacao = "Situação"
        public static let avaliacao = "Avaliação"
        public static let fila = "Fila"
        public static let nome = "Nome"
        public static let perfil = "Perfil"
        public static let reputacao = "Reputação"
        public static let funcoes = "Funções"
        public static let base = "Base"
        public static let disponivel = "Disponível"
        public static let local = "Local"
        public static let conexao = "Conexão"
        public static let ultima = "Última"
        public static let inclusos = "Inclusos"
        public static let posicoes = "Posições"
        public static let voce = "Você"
        public static let rede = "Rede"
        /// Antes do estado do despacho de uma vaga, numa linha do detalhe.
        public static func despacho(_ estado: String) -> String { "Despacho: " + estado }
        // Cabeçalhos de coluna do Feed (os outros repetem os rótulos acima).
        public static let funcao = "Função"
        public static let distancia = "Dist."
        public static let modo = "Modo"
        // Colunas que só as telas largas mostram (lista e detalhe lado a lado).
        public static let estabelecimento = "Estabelecimento"
        public static let bairro = "Bairro"
        public static let candidatos = "Cand."
        // Campos de diálogo e da tela de entrada.
        public static let posicao = "Posição"
        public static let motivo = "Motivo"
        public static let senha = "Senha"
        // Títulos de páginas (aba e cabeçalho) e o curto das telas estreitas.
        public static let feed = "Feed"
        public static let turnos = "Turnos"
        public static let vagas = "Vagas"
        public static let acompanhamento = "Acompanhamento"
        public static let acompanhamentoCurto = "Acomp."
        // Títulos de caixas e diálogos.
        public static let sincronizacao = "Sincronização"
        public static let avaliar = "Avaliar"
        public static let bloquear = "Bloquear"
        public static let desbloquear = "Desbloquear"
        public static let bloqueados = "Bloqueados"
        public static let atencao = "Atenção"
        public static let sair = "Sair"
        // Estados de espera, na linha de estado ou no lugar da lista.
        public static let carregando = "Carregando…"
        public static let sincronizando = "Sincronizando…"
        public static let atualizando = "Atualizando…"
        public static let candidatando = "Candidatando…"
        public static let termosNovos = "Termos novos"
        public static let candidatarNosTermosNovos = "Candidatar-se nestes termos?"
        // Estados curtos, numa linha de lista ou num campo.
        public static let confirmado = "confirmado"
        public static let cancelada = "cancelada"
        public static let online = "online"
        /// O contato da outra parte, numa linha recuada da saída em texto dos comandos.
        public static func contatoRecuado(_ contato: String) -> String { "    contato: " + contato }
        /// Quem ocupa uma posição, quando o nome dela ainda não chegou.
        public static let profissionalSemNome = "profissional"
    }

    /// Os títulos das tabelas de teclas: o cabeçalho de cada uma na ajuda (`?`).
    public enum TitulosDasTeclas {
        public static let sempre = "Sempre"
        public static let geral = "Geral"
        public static let feed = "Feed"
        public static let lista = "Lista"
        public static let turnos = "Turnos"
        public static let perfil = "Perfil"
        public static let acompanhamento = "Acompanhamento"
        public static let vagas = "Vagas"
        public static let painel = "Painel"
        public static let login = "Login"
        public static let pergunta = "Pergunta"
        public static let campo = "Campo"
        public static let aviso = "Aviso"
        public static let filtroDoFeed = "Filtro do feed"
        public static let filtroDaLista = "Filtro da lista"
        public static let enterQueNaoAbre = "Enter onde não abre nada"
        public static let criarConta = "Criar conta"
        public static let novaVaga = "Nova vaga"
        public static let editarVaga = "Editar vaga"
    }
}

extension Textos {
    /// Por que a ação não age neste turno (a tecla, o rodapé, o `frila` e a funcionalidade dizem o mesmo).
    public static func impedimento(_ i: ImpedimentoNoTurno, quemLe: PerfilConta, hoje: Date) -> String {
        switch i {
        case .cancelado(let c): Turnos.turnoCanceladoNadaAFazer(Formatacao.cancelado(c, quemLe: quemLe, hoje: hoje))
        case .checkinJaRegistrado(let em): Turnos.checkinJaRegistrado(Formatacao.hora(em))
        case .checkoutJaRegistrado(let em): Turnos.checkoutJaRegistrado(Formatacao.hora(em))
        case .semCheckin: Turnos.checkinAntesDoCheckout
        case .checkinAindaNaoAbriu(let abre): Turnos.checkinAbreAs(horas(Regras.checkinAntesDoInicio), Formatacao.horaOuDataHora(abre, hoje: hoje))
        case .checkinFechou(let fim): Turnos.checkinFechouNoFim(Formatacao.horaOuDataHora(fim, hoje: hoje))
        case .checkoutAntesDoInicio(let inicio): Turnos.checkoutSoDepoisDoInicio(Formatacao.horaOuDataHora(inicio, hoje: hoje))
        case .checkoutFechou(let ate): Turnos.checkoutFechou(horas(Regras.checkoutDepoisDoFim), Formatacao.horaOuDataHora(ate, hoje: hoje))
        case .jaAvaliou: Turnos.jaAvaliou
        case .avaliacaoAbreNoFim(let fim): Turnos.avaliacaoAbreNoFim(Formatacao.horaOuDataHora(fim, hoje: hoje))
        case .jaTerminou: Turnos.turnoJaTerminou
        case .semRede: Turnos.cancelarPrecisaDeRede
        }
    }
}
