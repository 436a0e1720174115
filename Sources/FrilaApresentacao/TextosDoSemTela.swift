import Foundation
import FrilaDominio

// As frases dos comandos sem tela (`frila login`, `frila turnos`, ...): avisos, erros de uso
// e ajuda. O que é desfecho de uma ação sai de `Textos.frase`, como na TUI.

extension Textos {
    public enum SemTela {
        public static let semDesfecho = "a ação terminou sem desfecho."
        public static let senhaNaoInformada = "senha não informada (digite no prompt ou mande na entrada padrão)."
    }
}

extension Textos.SemTela {
    public static func opcaoDesconhecida(_ o: String) -> String { "Opção desconhecida: \(o). Veja frila --help." }
    public static func comandoDesconhecido(_ c: String) -> String { "Comando desconhecido: \(c). Veja frila --help." }
}

extension Textos.SemTela {
    public static func aindaPendentes(_ n: Int) -> String { Textos.contagem(n, "ação ainda pendente", "ações ainda pendentes") }
    public static let aguardandoConfirmacao = " (aguardando confirmação do contratante)"
    public static let naFilaAindaNaoEnviado = " (na fila, ainda não enviado)"
    public static func atrasoDe(_ nome: String, _ minutos: Int) -> String { "\(nome)  \(minutos) min" }
    public static let cadastroSemDesfecho = "o cadastro terminou sem desfecho."
    public static func checkinComTipo(_ hora: String, _ tipo: String) -> String { "check-in \(hora) \(tipo)" }
    public static func checkoutComTipo(_ hora: String, _ tipo: String) -> String { "  check-out \(hora) \(tipo)" }
    public static let semCheckout = "  sem check-out"
    public static func naoEscolhivel(_ motivo: String) -> String { "  não dá para escolher: \(motivo)" }
    public static func comConta(_ id: String) -> String { "  (conta \(id))" }
    public static func comTentativas(_ linha: String, _ tentativas: Int) -> String { "\(linha)  tentativas \(tentativas)" }
    public static func comTurno(_ frase: String, _ id: String) -> String { "\(frase) Turno \(id)." }
    public static func comVaga(_ frase: String, _ id: String) -> String { "\(frase) Vaga \(id)." }
    public static func comandoDeOutroPerfil(_ perfilDoComando: String, _ perfilDaConta: String) -> String { "este comando é do \(perfilDoComando); esta conta é \(perfilDaConta)." }
    public static func vagaNaoVista(_ vaga: String) -> String {
        "nada foi feito: a vaga \(vaga) não está entre as que você viu. Veja os termos dela com frila vagas antes de se candidatar."
    }
    public static func termosNaoVistos(_ vaga: String, _ ficha: String) -> String {
        "nada foi feito: você ainda não tinha visto os termos desta vaga (acima). Para se candidatar nestes termos: "
            + "frila candidatar \(vaga) --termos \(ficha) (ou de novo sem --termos)"
    }
    public static func comoAceitarTermosNovos(_ vaga: String, _ ficha: String) -> String {
        "Para se candidatar nos termos novos: frila candidatar \(vaga) --termos \(ficha)"
    }
    public static func comoCancelarTurno(_ turno: String) -> String { "Para cancelar: frila cancelar \(turno) --motivo \"...\" --sim" }
    public static func comoCancelarTurnoComMotivo(_ turno: String, _ motivo: String) -> String { "Nada cancelado. Para cancelar: frila cancelar \(turno) --motivo \(motivo) --sim" }
    public static func comoCancelarVaga(_ vaga: String) -> String { "Para cancelar: frila cancelar-vaga \(vaga) --motivo \"...\" --sim" }
    public static let comoEntrar = "Use frila login --email SEU_EMAIL (com o mesmo --dados)."
    public static func comoEntrarDepois(_ frase: String) -> String { "\(frase) Para entrar: frila login." }
    public static let configuracaoInvalida = "configuração inválida"
    public static func dadosLocaisInacessiveis(_ caminho: String, _ erro: any Error) -> String { "não foi possível abrir os dados locais em \(caminho): \(erro)" }
    public static func dadosLocaisInacessiveisEm(_ caminho: String) -> String { "não foi possível abrir os dados locais em \(caminho): " }
    public static let disponivel = "Disponível para receber vagas."
    public static let indisponivel = "Indisponível."
    public static func editavelCom(_ id: String) -> String { "  editável: frila editar-vaga \(id) --help" }
    /// Depois do `frila sincronizar`: quantas saíram agora, nunca só "em dia".
    public static func filaEmDia(enviadas: Int) -> String {
        enviadas == 0 ? "Fila em dia: nada esperando envio." : enviadasAgora(enviadas) + "fila em dia."
    }
    public static let filaVazia = "Fila vazia."
    public static let foraDoCache = " guardados (sem conexão; o cache vale 24 h)."
    public static func guardadoHa(_ idade: String) -> String { ", guardado \(idade)" }
    public static func instanteInvalido(_ variavel: String, _ valor: String) -> String { "\(variavel)=\(valor) não é um instante ISO 8601 (ex.: 2026-11-30T18:02:00-03:00)." }
    public static func linhaDaCandidatura(_ id: String, _ estado: String) -> String { "candidatura \(id)  \(estado)" }
    public static func linhaDaCandidaturaNaVaga(_ id: String, _ nome: String, _ estado: String) -> String { "  candidatura \(id)  \(nome)  \(estado)" }
    public static func linhaDaLeva(_ numero: Int, _ incluidos: Int, _ avisados: Int, _ leram: Int) -> String { "  leva \(numero): \(incluidos) na leva, \(Textos.avisadosELeram(avisados, leram))" }
    public static let contagensDaVagaCancelada = "cancelada: nenhuma posição a preencher"
    public static func contagensDaVaga(preenchidas: Int, total: Int, candidatos: Int) -> String {
        "\(preenchidas)/\(total) preenchidas  \(Textos.contagem(candidatos, "candidato", "candidatos"))"
    }
    public static let usoInverterSemOrdem = "frila vagas: --inverter precisa de --ordem COLUNA."
    public static func usoOrdemDesconhecida(_ nome: String, _ validas: [String]) -> String {
        "frila vagas: não há a coluna “\(nome)” para --ordem; use uma destas: \(validas.joined(separator: ", "))."
    }
    public static let usoAtivasEEncerradas = "frila vagas: escolha --ativas ou --encerradas, não as duas."
    public static let usoRecorteSoDoContratante = "frila vagas: --ativas, --encerradas e --ordem são das vagas do contratante; o feed do profissional só tem as que ainda aceitam, na ordem do início."
    public static func linhaDaVaga(_ id: String, _ funcao: String, _ periodo: String) -> String { "vaga \(id)  \(funcao)  \(periodo)  " }
    public static func linhaDaVagaCancelada(_ quando: String) -> String { "  vaga cancelada \(quando)" }
    public static func linhaDaVagaEmAlerta(_ id: String, _ funcao: String, _ periodo: String, abertas: Int) -> String { "vaga \(id)  \(funcao)  \(periodo)  \(Textos.contagem(abertas, "aberta", "abertas"))" }
    public static func linhaDoAtrasado(_ turno: String, _ vaga: String) -> String { "atrasado \(turno)  vaga \(vaga)  " }
    public static func linhaDoAviso(_ tipo: String, _ texto: String) -> String { "aviso \(tipo)  \(texto)" }
    public static func linhaDoBloqueio(_ perfil: String, _ autor: String, _ quando: String) -> String { "  \(perfil)  por \(autor) em \(quando)" }
    public static func linhaDoCancelado(_ quando: String, _ quem: String) -> String { "  cancelado \(quando)  \(quem)" }
    public static func linhaDoCheckin(_ hora: String, _ tipo: String, _ aguarda: String) -> String { "    check-in \(hora) \(tipo)\(aguarda)" }
    public static func linhaDoCheckout(_ hora: String, _ tipo: String) -> String { "    check-out \(hora) \(tipo)" }
    public static func linhaDoItem(_ sequencia: Int64, _ tipo: String, _ turno: String, _ toque: String) -> String { "\(sequencia)  \(tipo)  turno \(turno)  toque \(toque)  " }
    public static func linhaDoTurnoNaVaga(_ id: String, _ nome: String) -> String { "  turno \(id)  \(nome)  " }
    public static func maisAntigos(_ cursor: String) -> String { "Mais antigos: frila historico --cursor \(cursor)" }
    public static func modoEAbertas(_ modo: String, abertas: Int) -> String { "\(modo)  \(abertas) aberta\(abertas == 1 ? "" : "s")" }
    public static let nadaCancelado = "Nada cancelado."
    public static let offlineNadaPedido = "Offline forçado (--offline): nada foi pedido ao Frila."
    /// `frila avisos [--seguir] --offline`: os avisos só existem no servidor.
    public static let avisosOffline = "Offline forçado (--offline): nada sai da máquina, então não há avisos para mostrar nem seguir. Rode sem --offline."
    public static let ondeVerBloqueios = "como mostra frila bloqueios"
    public static let ondeVerCandidaturas = "como mostra frila candidaturas"
    public static let ondeVerCandidaturasDaVaga = "como mostram frila vaga VAGA e frila notificacoes"
    public static let ondeVerContas = "como mostram frila pendentes, frila equipe e frila bloqueios"
    public static let ondeVerProfissionais = "como mostram frila equipe e frila pendentes"
    public static let ondeVerTurnos = "como mostra frila turnos"
    public static let ondeVerVagas = "como mostra frila vagas"
    public static let ondeVerVagasDoContratante = "como mostram frila vagas, frila alertas e frila notificacoes"
    public static func opcaoDados(_ diretorio: String) -> String { " --dados \(diretorio)" }
    public static func opcaoLimite(_ limite: Int) -> String { " --limite \(limite)" }
    public static func passouDoTempo(_ comando: String, _ segundos: Int) -> String { "frila: \(comando) não terminou em \(segundos) s; nada foi perdido, a fila continua no disco.\n" }
    public static func peloLado(_ lado: String) -> String { " pelo \(lado)" }
    public static let perfilSemResposta = "perfil sem resposta."
    public static let perguntaCancelarTurno = "Cancelar o turno? [s/N] "
    public static let perguntaCancelarVaga = "Cancelar a vaga inteira? [s/N] "
    public static func pontoBase(_ ponto: String) -> String { "Ponto base: \(ponto)" }
    /// A conta age por este estabelecimento (uma pessoa é membro de um só por vez).
    public static func estabelecimento(_ nome: String, papel: PapelDoMembro?) -> String {
        "Estabelecimento: " + Textos.Perfil.estabelecimento(nome, papel: papel)
    }
    public static func porQuem(_ nome: String) -> String { " por \(nome)" }
    public static func preenchidasDaVaga(_ preenchidas: Int, _ total: Int) -> String { "  \(preenchidas)/\(total) preenchidas" }
    public static func enviadasAgora(_ n: Int) -> String { "\(Textos.contagem(n, "ação enviada", "ações enviadas")); " }
    public static func recusadasPeloServidor(_ n: Int, enviadas: Int = 0) -> String {
        (enviadas > 0 ? enviadasAgora(enviadas) : "")
            + "\(Textos.contagem(n, "ação recusada", "ações recusadas")) pelo servidor (veja frila fila)."
    }
    public static func relogioDeTeste(_ agora: String) -> String { "Relógio de teste: \(agora)" }
    public static func semCheckinParaConfirmar(_ turno: String) -> String { "o turno \(turno) não tem check-in manual esperando a sua confirmação." }
    public static let sincronizarOffline = "offline forçado: nada sai da máquina. Rode sem --offline para sincronizar."
    public static let turnoCanceladoPorVoce = "  turno cancelado por você"
    public static func turnoNaoEncontrado(_ turno: String) -> String { "o turno \(turno) não está entre os seus turnos" }
    public static func turnosDoCache(_ motivo: String) -> String { "\(motivo) Mostrando turnos do cache de 24 h" }
    public static func ultimaTentativa(_ quando: String) -> String { " (última \(quando))" }
    public static func ultimoErro(_ erro: String) -> String { "  último erro: \(erro)" }
    public static func usoArgumentoAMais(_ comando: String, _ sobra: String, _ ajuda: String) -> String { "argumento a mais para frila \(comando): \(sobra). Veja frila \(ajuda) --help." }
    public static let usoAvaliar = "falta TURNO sim|nao: frila avaliar TURNO sim|nao. Veja frila avaliar --help."
    public static let usoCadastroSemPerfil = "falta --perfil: frila cadastro --perfil profissional|contratante. Veja frila cadastro --help."
    public static func usoCadastroSemValor(_ opcao: String) -> String { "a opção \(opcao) precisa de um valor. Veja frila cadastro --help." }
    public static let usoCancelarSemMotivo = "--sim precisa de --motivo \"...\" em frila cancelar (RN12 guarda o motivo)."
    public static let usoCancelarVagaSemMotivo = "--sim precisa de --motivo \"...\" em frila cancelar-vaga (os profissionais recebem o motivo)."
    public static let usoDisponibilidade = "falta sim ou nao: frila disponibilidade sim|nao. Veja frila disponibilidade --help."
    public static func usoDisponibilidadeValor(_ valor: String) -> String { "disponibilidade é sim ou nao, não \(valor)." }
    public static func usoEquipe(_ valor: String) -> String { "equipe aceita incluir PROFISSIONAL ou remover PROFISSIONAL (sem nada, lista), não \(valor)." }
    public static func usoFaltaArgumento(_ comando: String, _ nome: String, _ ajuda: String) -> String { "falta \(nome): frila \(comando) \(nome). Veja frila \(ajuda) --help." }
    public static func usoFuncao(_ conhecidas: String, _ valor: String) -> String { "--funcao é uma de: \(conhecidas); não \(valor)." }
    public static func usoIdentificador(_ nome: String, _ ondeVer: String, _ valor: String) -> String { "\(nome) precisa ser um identificador (UUID, \(ondeVer)), não \(valor)." }
    /// A mesma razão da tecla t (`Textos.Vagas.bloqueadoNaoEntraNaEquipe`); o caminho é o comando.
    public static func bloqueadoNaoEntraNaEquipe(_ nome: String, _ id: String) -> String {
        "Você bloqueou \(nome): quem está bloqueado não entra na equipe. Desbloqueie antes: frila desbloquear \(id)."
    }
    public static let jaCandidatado = "Você já se candidatou a esta vaga; para retirar: frila retirar CANDIDATURA (o id em frila candidaturas)."
    public static let usoInstante = "--em precisa de um instante ISO 8601 com fuso, ex.: 2026-11-30T18:02:00-03:00."
    public static func usoLimite(_ maximo: Int) -> String { "--limite é um número de 1 a \(maximo)." }
    public static let usoLogin = "falta --email: frila login --email SEU_EMAIL. Veja frila login --help."
    public static func usoModo(_ valor: String) -> String { "--modo é urgencia ou selecao, não \(valor)." }
    public static let usoMotivoVazio = "cancelar: o --motivo está vazio (RN12 guarda o motivo)."
    public static func usoOpcaoDesconhecida(_ comando: String, _ opcao: String, _ ajuda: String) -> String { "opção desconhecida para \(comando): \(opcao). Veja frila \(ajuda) --help." }
    public static func usoPerfil(_ valor: String) -> String { "--perfil é profissional ou contratante, não \(valor)." }
    public static let usoPerfilRepetido = "o perfil é escolhido uma vez só: use --perfil uma vez."
    public static func usoRespostaDaAvaliacao(_ valor: String) -> String { "a resposta da avaliação é sim ou nao (trabalharia ou chamaria de novo?), não \(valor)." }
    public static func usoSemValor(_ opcao: String, _ comando: String) -> String { "a opção \(opcao) precisa de um valor. Veja frila \(comando) --help." }
    public static let usoSenhaNaLinha = "a senha nunca vai na linha de comando: digite no prompt ou mande pela entrada padrão."
    public static func usoSimOuNao(_ opcao: String, _ valor: String) -> String { "\(opcao) é sim ou nao, não \(valor)." }
    public static let usoTimeout = "--timeout precisa de um número de segundos maior que zero."
    public static func versao(_ versao: String) -> String { "frila \(versao)" }
    public static let voceNaoEntrou = "você não entrou."
}
