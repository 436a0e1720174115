import Foundation
import FrilaDominio

// Frases das telas da TUI e dos comandos sem tela, uma seção por tela (o terminal só as desenha).

extension Textos {
    public enum Acompanhamento {
        public static let contatoApareceSoCom = "Contato: aparece só com o turno confirmado (RN10)."
        public static let confirmadoSemCheckIn = "confirmado, sem check-in"
        public static let candidatosEsperando = "candidatos esperando"
        public static let candidatoEsperando = "candidato esperando"
        public static let posicoesAbertas = "posições abertas"
        public static let posicaoAberta = "posição aberta"
        public static let nadaEmAlerta = "Nada em alerta."
        public static let vagasEmAlertaE = "Vagas em alerta e atrasos"
        public static let semLocalizacao = "sem localização"
        public static let confirmacaoAguardandoEnvio = "confirmação aguardando envio"
        public static let semMotivoInformado = "sem motivo informado"
        public static let carregandoCheckIns = "Carregando check-ins…"
        public static let checkInsAguardandoSua = "Check-ins aguardando sua confirmação"
        public static let semConexaoConfirmacoesEntram = "Sem conexão: confirmações entram na fila e saem quando a rede voltar."
        public static func aSuaEscolhaTela(_ a: String) -> String { "\(a) a sua escolha (tela Vagas)." }
        public static func emAlertaDesde(_ a: String, _ b: String) -> String { "\(a) · em alerta desde \(b)" }
        public static func vagaEmAlerta(_ a: String, _ b: String) -> String { "Vaga em alerta · \(a) \(b)" }
        public static func minDeAtrasoSem(_ a: Int) -> String { "\(a) min de atraso, sem check-in." }
        public static func atrasoDe(_ a: String) -> String { "Atraso de \(a)" }
        public static func checkInDe(_ a: String) -> String { "Check-in de \(a)" }
        public static func minDeAtraso(_ a: String, _ b: String, _ c: Int, _ d: String) -> String { "⏱ \(a) · \(b) · \(c) min de atraso\(d)" }
        public static func whatsapp(_ a: String) -> String { " · WhatsApp \(a)" }
        public static func abertaEmAlertaDesde(_ a: String, _ b: String, _ c: Int, _ d: String, _ e: String) -> String { "⚠ \(a) \(b) · \(c) aberta\(d) · em alerta desde \(e)" }
        public static func contatoDe(_ a: String, _ b: String) -> String { "Contato de \(a): \(b)" }
        public static func asTexto(_ a: String) -> String { "às \(a)" }
        public static func checkIn(_ a: String) -> String { "check-in \(a) · " }
        public static let cancelarEReabrirA = "Cancelar e reabrir a posição"
        public static let cancelarOTurno = "Cancelar o turno"
        public static let jaEstaAbertoEsc = "Já está aberto: Esc volta à lista."
        public static func faltamMaisDePara(_ a: String) -> String { "Faltam mais de \(a) para o início: não conta como falta." }
        public static func atencaoFaltamMenosDe(_ a: String) -> String { "Atenção: faltam menos de \(a) para o início; este cancelamento conta como falta (RN12)." }
        public static func cancelaOTurnoDe(_ a: String) -> String { "Cancela o turno de \(a); a posição volta a ser oferecida na próxima leva." }
        public static func oCancelamentoRn12(_ a: String) -> String { "O cancelamento \(a) (RN12)." }
        public static func aVagaJaComecou(_ a: String) -> String { "A vaga já começou: cancela o turno de \(a), mas a posição não volta a ser oferecida." }
        public static func informeOMotivoRecebe(_ a: String) -> String { "Informe o motivo (\(a) recebe)." }
    }
}

extension Textos {
    public enum Turnos {
        public static let asVagasENotificacoes = "As vagas e notificações entre vocês deixam de aparecer, dos dois lados."
        public static let naoDaParaBloquear = "Não dá para bloquear daqui: atualize (r) e tente de novo."
        public static let sSimTrabalhariaDe = "s = sim, trabalharia de novo · n = não"
        public static let deixeVazioParaSem = "Deixe vazio para \"sem localização\": o check-out fica registrado sem a distância."
        public static let deixeVazioParaSemLocalizacao = "Deixe vazio para \"sem localização\": o check-in vira manual e espera o contratante."
        public static let suaPosicaoAgoraLat = "Sua posição agora (lat,lng). Só a distância até o endereço é enviada, com a hora do toque. "
        public static let checkOutSaida = "Check-out (saída)"
        public static let checkInEntrada = "Check-in (entrada)"
        public static let semMotivoInformado = "sem motivo informado"
        public static let jKEscolheX = "j/k escolhe · x dispensa a recusada · t tenta de novo"
        public static let nenhumaSincronizacaoAinda = "nenhuma sincronização ainda"
        public static let offlineSemRespostaDo = "offline (sem resposta do servidor)"
        public static let offlineForcadoPeloModo = "offline (forçado pelo modo de teste; o muda)"
        public static let naoNaoRecebeVagas = "não (não recebe vagas) · d muda"
        public static let simRecebeVagasD = "sim (recebe vagas) · d muda"
        public static let semHistorico = "Sem histórico"
        public static let carregandoPerfil = "Carregando perfil…"
        public static let podeAvaliarA = "pode avaliar (a)"
        public static let voceNaoChamariaDe = "você não chamaria de novo"
        public static let voceChamariaDeNovo = "você chamaria de novo"
        public static let semCheckIn = "sem check-in"
        public static let carregandoTurnos = "Carregando turnos…"
        public static let semConexaoAcoesEntram = "Sem conexão: ações entram na fila e saem quando a rede voltar."
        public static let frilaComProblema = "Frila com problema"
        public static let semConexao = "Sem conexão"
        public static let aguardandoConfirmacaoDoContratante = "aguardando confirmação do contratante"
        public static func bloquear(_ a: String) -> String { "Bloquear \(a)?" }
        public static func voceTrabalhariaDeNovo(_ a: String) -> String { "Você trabalharia de novo com \(a)?" }
        public static func ultima(_ a: String) -> String { " (última \(a))" }
        public static func tentativa(_ a: String, _ b: String, _ c: String, _ d: String, _ e: Int, _ f: String) -> String { "\(a) \(b)\(c) · \(d) · \(e) tentativa\(f)" }
        public static func ultimoErro(_ a: String) -> String { " · último erro: \(a)" }
        public static func aguardandoEnvio(_ a: String, _ b: String) -> String { "\(a) \(b) · aguardando envio" }
        public static func whatsapp(_ a: String) -> String { "WhatsApp \(a)" }
        public static func turnosDoCacheDe(_ a: String, _ b: String, _ c: String) -> String { "\(a): turnos do cache de \(b)\(c)." }
        public static func guardados(_ a: String) -> String { " (guardados \(a))" }
        public static func checkIn(_ a: String) -> String { "check-in \(a)" }
        public static func checkOut(_ a: String) -> String { "check-out \(a)" }
    }
}

extension Textos {
    public enum Cadastro {
        public static let maisProblemasCorrijaOs = "+ mais problemas: corrija os de cima e tente de novo"
        public static let criandoAConta = "Criando a conta…"
        public static let naoMudaDepois = " (não muda depois)"
        public static let sDescartarNContinuar = "s = descartar · n = continuar editando"
        public static let oQueVocePreencheu = "O que você preencheu se perde."
        public static let descartarOCadastro = "Descartar o cadastro?"
        public static let criarContaNoFrila = "Criar conta no Frila"
        public static func aumenteOTerminalOu(_ a: Int, _ b: String) -> String { "+\(a) \(b): aumente o terminal ou corrija os de cima" }
        public static let criandoAContaEspere = "Criando a conta… espere a resposta."
        public static let verificandoASessaoGuardada = "Verificando a sessão guardada…"
    }
}

extension Textos {
    public enum Feed {
        public static let retireEmPerfilCandidaturas = "retire em Perfil › Candidaturas"
        public static let semConexaoCandidatarPrecisa = "sem conexão: candidatar precisa de rede"
        public static let semHistorico = "Sem histórico"
        public static let carregandoVagas = "Carregando vagas…"
        public static let semConexaoALista = "Sem conexão: a lista pode estar desatualizada e candidatar precisa de rede."
        public static func enterAbre(_ a: String) -> String { "Enter abre · \(a)" }
        public static func escFecha(_ a: String) -> String { "\(a) · Esc fecha" }
        public static func aberta(_ a: Int, _ b: String) -> String { "\(a) aberta\(b)" }
        public static func refeicaoTransporteLevaMaterial(_ a: String, _ b: String, _ c: String) -> String { "refeição \(a) · transporte \(b) · leva material \(c)" }
        public static func nenhumaVagaCasaCom(_ a: String) -> String { "Nenhuma vaga casa com “\(a)”. Esc limpa o filtro." }
    }
}

extension Textos {
    public enum Listas {
        public static let escVolta = "Esc volta"
        public static let nMaisAntigos = "n mais antigos"
        public static let nadaSelecionado = "Nada selecionado."
        public static let oHistoricoESo = "O histórico é só leitura."
        public static let naoHaTurnosMais = "Não há turnos mais antigos."
        public static let soOHistoricoTem = "Só o histórico tem mais antigos."
        public static let estaListaNaoEsta = "Esta lista não está disponível."
        public static func estaTeclaNaoFaz(_ a: String) -> String { "Esta tecla não faz nada em \(a); ? mostra as teclas, Esc volta ao perfil." }
        public static let semFalta = " (sem falta)"
        public static let tirarDaSuaEquipe = "Tirar da sua equipe de confiança"
        public static let removerDaEquipe = "Remover da equipe"
        public static let retirarACandidaturaA = "Retirar a candidatura a"
        public static let retirarCandidatura = "Retirar candidatura"
        public static let equipeDeConfianca = "Equipe de confiança"
        public static let historicoDeTurnos = "Histórico de turnos"
        public static let minhasCandidaturas = "Minhas candidaturas"
        public static func incluidoPorEm(_ a: String, _ b: String) -> String { "Incluído por \(a) em \(b)." }
        public static func bloqueadoPorEm(_ a: String, _ b: String) -> String { "Bloqueado por \(a) em \(b)." }
        public static func canceladoPelo(_ a: String) -> String { "Cancelado pelo \(a)" }
        public static func esperandoAEscolhaDo(_ a: String) -> String { "Esperando a escolha do contratante desde \(a)." }
    }
}

extension Textos.Sessao {
    public static let tabTrocaDeCampo = "Tab troca de campo · Enter entra · Ctrl-N cria conta"
    public static let offlineForcadoTesteCtrl = "Offline forçado (teste) · Ctrl-O desliga"
    public static let verificandoASessaoGuardada = "Verificando a sessão guardada…"
    public static let entrarNoFrila = "Entrar no Frila"
}

extension Textos {
    public enum Telas {
        public static let nenhumaMensagemAinda = "Nenhuma mensagem ainda."
        public static let qualquerTeclaFecha = "qualquer tecla fecha"
        public static let irParaATela = "ir para a tela (ordem das abas)"
        public static let rTentaDeNovo = "r tenta de novo"
        public static let offlineForcado = "○ offline (forçado)"
        public static let semSessao = "sem sessão"
        public static func mensagensDeAte(_ a: Int, _ b: Int) -> String { "Mensagens (\(a) de até \(b))" }
        public static func jKRolaEsc(_ a: Int, _ b: Int, _ c: Int) -> String { "\(a)–\(b)/\(c) · j/k rola · Esc fecha" }
        public static func fila(_ a: Int) -> String { " fila \(a)" }
        public static func fila2(_ a: Int) -> String { " · fila \(a)" }
        public static func dados(_ a: String) -> String { "dados \(a)" }
        public static func terminalPequenoDemaisAumente(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> String { "Terminal pequeno demais (\(a)×\(b)). Aumente para pelo menos \(c)×\(d). q sai." }
    }
}

extension Textos {
    public enum Vagas {
        public static let equipeDeConfianca = "Equipe de confiança"
        public static let asVagasENotificacoes = "As vagas e notificações entre vocês deixam de aparecer, dos dois lados."
        public static let esteProfissional = "este profissional"
        public static let semCandidatoSelecionado = "Sem candidato selecionado."
        public static let enterEscolheCandidatosNeste = "Enter escolhe candidatos; neste profissional use a avaliar, t equipe, x cancelar, b bloquear."
        public static let aVagaFicaConfirmada = "A vaga fica confirmada para essa pessoa e os outros candidatos são liberados."
        public static let escolherCandidato = "Escolher candidato"
        public static let vagaCopiadaEscolhaA = "Vaga copiada: escolha a data e publique."
        public static let editarVaga = "Editar vaga"
        public static let novaVaga = "Nova vaga"
        public static let podeAvaliarA = " · pode avaliar (a)"
        public static let naoChamaria = " · não chamaria"
        public static let chamariaDeNovo = " · chamaria de novo"
        public static let confirmadoSemCheckIn = "confirmado, sem check-in"
        public static let nenhumProfissionalConfirmadoAinda = "Nenhum profissional confirmado ainda."
        public static let nenhumCandidatoAinda = "Nenhum candidato ainda."
        public static let carregandoSuasVagas = "Carregando suas vagas…"
        public static func aEquipeRecebeSuas(_ a: String) -> String { "A equipe recebe suas vagas mesmo além de \(a)." }
        public static func incluirNaEquipeDe(_ a: String) -> String { "Incluir \(a) na equipe de confiança?" }
        public static func bloquearTambemTiraDa(_ a: String) -> String { "Bloquear também tira \(a) da sua equipe de confiança, se estiver nela." }
        public static func bloquear(_ a: String) -> String { "Bloquear \(a)?" }
        public static func voceChamariaDeNovo(_ a: String) -> String { "Você chamaria \(a) de novo?" }
        public static func escolher(_ a: String, _ b: String) -> String { "Escolher \(a) (\(b))?" }
        public static func corrijaOsDeCima(_ a: Int, _ b: String) -> String { "+\(a) \(b): corrija os de cima" }
        public static func enterEscCancela(_ a: String, _ b: String) -> String { "\(a)Enter \(b) · Esc cancela" }
        public static func enterEscCancela2(_ a: String) -> String { "Enter \(a) · Esc cancela" }
        public static func contatoDe(_ a: String) -> String { "Contato de \(a): " }
        public static func whatsapp(_ a: String) -> String { "WhatsApp \(a)" }
        public static func eMais(_ a: String) -> String { "✗ … e mais \(a)" }
        public static func enterEscolhe(_ a: String, _ b: String) -> String { "? \(a) · \(b) · Enter escolhe" }
        public static func cand(_ a: Int) -> String { " · \(a) cand." }
        public static func pos(_ a: Int, _ b: Int) -> String { "\(a)/\(b) pos." }
        public static func preenchidas(_ a: Int, _ b: Int) -> String { "\(a)/\(b) preenchidas" }
        public static func estaBloqueadoPorVoce(_ a: String) -> String { "\(a) está bloqueado por você: quem está bloqueado não entra na equipe. Desbloqueie em Perfil › bloqueados antes." }
    }
}

extension Textos {
    public enum Terminal {
        public static func oLocaleAtualNao(_ a: String) -> String { "O locale atual (\(a)) não mostra UTF-8 e C.UTF-8 não está disponível. Use LANG=C.UTF-8 ou pt_BR.UTF-8." }
        public static func naoFoiPossivelAbrir(_ a: String) -> String { "Não foi possível abrir o terminal (TERM=\(a)). Rode o frila num terminal interativo." }
    }
}

extension Textos {
    public enum GestaoDaVaga {
        public static let informeOMotivoOs = "Informe o motivo (os profissionais recebem)."
        public static let cancelarAVagaInteira = "Cancelar a vaga inteira"
        public static let naoFoiPossivelCalcular = "Não foi possível calcular o custo de cancelar."
        public static let duplicarNaoEstaDisponivel = "Duplicar não está disponível."
        public static let selecioneUmaVaga = "Selecione uma vaga."
        public static let cancelarAVagaNao = "Cancelar a vaga não está disponível."
        public static let calculandoOQueCancelar = "Calculando o que cancelar custa…"
        public static let editandoAVagaMude = "Editando a vaga: mude o que precisar e Enter salva."
        public static let editarAVagaNao = "Editar a vaga não está disponível."
    }
}

extension Textos {
    public enum PorQueNao {
        public static let aVagaJaComecou = "A vaga já começou: não dá para cancelar a vaga inteira; cancele o turno de cada profissional com x."
        public static let aPosicaoDestaVaga = "A posição desta vaga já está aberta: nada a reabrir. X cancela a vaga inteira."
        public static let nadaSelecionadoEscolhaUma = "Nada selecionado: escolha uma linha (j/k)."
        public static let nenhumCheckInManual = "Nenhum check-in manual selecionado."
        public static let vagaEmAlertaNao = "Vaga em alerta não tem check-in a confirmar. Enter abre a vaga; X cancela a vaga inteira."
        public static let semCheckInAinda = "Sem check-in ainda: nada a confirmar. Enter mostra o contato; x cancela o profissional."
        public static let esteCheckInJa = "Este check-in já foi confirmado."
        public static let checkInFeitoNo = "Check-in feito no local: não precisa de confirmação."
        public static let semCheckInAindaNada = "Sem check-in ainda: nada a confirmar."
        public static let turnoCanceladoNadaA = "Turno cancelado: nada a confirmar."
        public static let semConexaoIncluirNa = "Sem conexão: incluir na equipe precisa de rede e não fica na fila. Tente quando a rede voltar."
        public static let semConexaoOBloqueio = "Sem conexão: o bloqueio precisa de rede e não fica na fila. Tente quando a rede voltar."
        public static let selecioneUmaVaga = "Selecione uma vaga."
        public static let semCandidatoSelecionado = "Sem candidato selecionado."
        public static let enterEscolheCandidatosNeste = "Enter escolhe candidatos; neste profissional use a avaliar, t equipe, x cancelar, b bloquear."
        public static let carregandoAConta = "Carregando a conta…"
        public static let modoOfflineNadaSai = "Modo offline: nada sai até desligar (o)."
        public static let estaAcaoNaoFoi = "Esta ação não foi recusada: ela sai sozinha quando houver conexão."
        public static let nenhumaAcaoNaFila = "Nenhuma ação na fila: nada a tentar de novo."
        public static let nenhumaAcaoNaFilaNada = "Nenhuma ação na fila: nada a dispensar."
        public static let oPerfilAindaNao = "O perfil ainda não carregou: atualize (r)."
        public static let semProfissionalSelecionadoEscolha = "Sem profissional selecionado: escolha um na lista (j/k)."
        public static let abraUmaVagaEnter = "Abra uma vaga (Enter) e escolha o profissional com check-in manual."
        public static let semProfissionalNesteTurno = "Sem profissional neste turno."
        public static let abraUmaVagaEnterE = "Abra uma vaga (Enter) e escolha um profissional."
        public static let selecioneUmTurno = "Selecione um turno."
        public static func estaVagaJaEsta(_ a: String) -> String { "Esta vaga já está \(a)." }
        public static func enterEscolhe(_ a: String) -> String { "\(a): Enter escolhe." }
        public static func enterEscolheOBloqueio(_ a: String) -> String { "\(a): Enter escolhe; o bloqueio aqui vale para quem tem turno nesta vaga." }
        public static func enterEscolheAEquipe(_ a: String) -> String { "\(a): Enter escolhe; a equipe recebe quem já tem turno aqui." }
        public static func nadaACancelarEnter(_ a: String) -> String { "\(a): nada a cancelar. Enter escolhe." }
        public static func enterEscolheAAvaliacao(_ a: String) -> String { "\(a): Enter escolhe; a avaliação vem depois do turno." }
        public static func aCandidaturaDeAinda(_ a: String) -> String { "A candidatura de \(a) ainda não foi escolhida" }
        public static func naoHaTelaAs(_ a: Int, _ b: Int) -> String { "Não há tela \(a): as abas vão de 1 a \(b)." }
    }
}

extension Textos {
    public enum App {
        public static let sDescartarNContinuar = "s = descartar · n = continuar editando"
        public static let aVagaFicaComo = "A vaga fica como estava."
        public static let oQueVocePreencheu = "O que você preencheu se perde."
        public static let descartarAsAlteracoes = "Descartar as alterações?"
        public static let descartarAVaga = "Descartar a vaga?"
        public static let publicandoEspereAResposta = "Publicando… espere a resposta."
        public static let posicaoInvalidaUseLat = "Posição inválida: use lat,lng (ex.: -15.79,-47.88) ou deixe vazio para sem localização."
        public static let aPosicaoEReaberta = "A posição é reaberta. Informe o motivo."
        public static let cancelarTurno = "Cancelar turno"
        public static let tudoJaEstaA = "Tudo já está à vista: nada a rolar."
        public static let cancelarPrecisaDeConexao = "Cancelar precisa de conexão: sem rede agora, o cancelamento não fica na fila."
        public static let voceJaAvaliouEste = "Você já avaliou este turno."
        public static let facaOCheckIn = "Faça o check-in (e) antes do check-out."
        public static let verificandoASessaoGuardada = "Verificando a sessão guardada…"
        public static let filaEmDiaNada = "Fila em dia: nada esperando envio."
        public static let acoesRecusadas = "ações recusadas"
        public static let acaoRecusada = "ação recusada"
        public static let modoOfflineDesligado = "Modo offline desligado."
        public static let modoOfflineForcadoNada = "Modo offline forçado: nada sai da máquina; ações vão para a fila."
        public static let elasFicamGuardadasE = "Elas ficam guardadas e saem na próxima vez que o frila tiver conexão. Sair mesmo assim?"
        public static let ha1AcaoEsperando = "Há 1 ação esperando envio."
        public static let sairDaConta = "Sair da conta"
        public static let entrarDeNovoOutra = "entrar de novo. Outra conta que entrar aqui não as envia."
        public static let ficamGuardadasSaem = "ficam guardadas: saem"
        public static let ficaGuardadaSai = "fica guardada: sai"
        public static let sairDaContaNeste = "Sair da conta neste computador? A credencial guardada é apagada."
        public static func faltamMaisDePara(_ a: String) -> String { "Faltam mais de \(a) para o início: não conta como falta." }
        public static func atencaoFaltamMenosDe(_ a: String) -> String { "Atenção: faltam menos de \(a) para o início; este cancelamento conta como falta." }
        public static func aAvaliacaoAbreQuando(_ a: String) -> String { "A avaliação abre quando o turno termina (\(a))." }
        public static func checkOutJaRegistrado(_ a: String) -> String { "Check-out já registrado às \(a)." }
        public static func checkInJaRegistrado(_ a: String) -> String { "Check-in já registrado às \(a)." }
        public static func esteTurnoFoiNada(_ a: String) -> String { "Este turno foi \(a): nada mais a fazer nele." }
        public static func deTexto(_ a: String) -> String { "de \(a)" }
        public static func nadaEsperandoEnvioNo(_ a: String) -> String { "Nada esperando envio; \(a) no painel (x dispensa, t tenta de novo)." }
        public static func aindaNaFilaQuando(_ a: String, _ b: String) -> String { "\(a) ainda na fila: \(b) quando o Frila responder." }
        public static func haAcoesEsperandoEnvio(_ a: Int) -> String { "Há \(a) ações esperando envio." }
        public static func destaContaEsperandoEnvio(_ a: String, _ b: String) -> String { "\(a) desta conta esperando envio \(b) quando ela " }
    }
}

extension Textos.SemTela {
    public static let configuracaoInvalida = "configuração inválida"
    public static func frila(_ a: String) -> String { "frila \(a)" }
    public static func naoFoiPossivelAbrir(_ a: String, _ b: any Error) -> String { "não foi possível abrir os dados locais em \(a): \(b)" }
    public static func relogioDeTeste(_ a: String) -> String { "Relógio de teste: \(a)" }
    public static func naoEUmInstante(_ a: String, _ b: String) -> String { "\(a)=\(b) não é um instante ISO 8601 (ex.: 2026-11-30T18:02:00-03:00)." }
    public static let naoEditavelHaConfirmado = "  não editável (há confirmado, ou já começou)"
    public static let confirmadoSemCheckIn = "confirmado, sem check-in"
    public static let naoEditavel = ": não editável"
    public static let semFalta = " (sem falta)"
    public static let nadaCancelado = "Nada cancelado."
    public static let cancelarAVagaInteira = "Cancelar a vaga inteira? [s/N] "
    public static let aAcaoTerminouSem = "a ação terminou sem desfecho."
    public static let disponibilidadePrecisaDeSim = "disponibilidade precisa de sim ou nao. Veja frila disponibilidade --help."
    public static let cancelarVagaSimPrecisa = "cancelar-vaga --sim precisa de --motivo \"...\" (os profissionais recebem o motivo)."
    public static func aviso(_ a: String, _ b: String) -> String { "aviso \(a)  \(b)" }
    public static func vaga(_ a: String, _ b: String, _ c: String) -> String { "vaga \(a)  \(b)  \(c)  " }
    public static func editavelFrilaEditarVaga(_ a: String) -> String { "  editável: frila editar-vaga \(a) --help" }
    public static func cancelado(_ a: String, _ b: String) -> String { "  cancelado \(a)  \(b)" }
    public static func candidatura(_ a: String, _ b: String, _ c: String) -> String { "  candidatura \(a)  \(b)  \(c)" }
    public static func checkIn(_ a: String, _ b: String) -> String { "check-in \(a) \(b)" }
    public static func turno(_ a: String, _ b: String) -> String { "  turno \(a)  \(b)  " }
    public static func por(_ a: String) -> String { " por \(a)" }
    public static func vagaCancelada(_ a: String) -> String { "  vaga cancelada \(a)" }
    public static func preenchidas(_ a: Int, _ b: Int) -> String { "  \(a)/\(b) preenchidas" }
    public static func pelo(_ a: String) -> String { " pelo \(a)" }
    public static func porEm(_ a: String, _ b: String, _ c: String) -> String { "  \(a)  por \(b) em \(c)" }
    public static func candidatura2(_ a: String, _ b: String) -> String { "candidatura \(a)  \(b)" }
    public static func paraCancelarFrilaCancelar(_ a: String) -> String { "Para cancelar: frila cancelar-vaga \(a) --motivo \"...\" --sim" }
    public static func limite(_ a: Int) -> String { " --limite \(a)" }
    public static func maisAntigosFrilaHistorico(_ a: String) -> String { "Mais antigos: frila historico --cursor \(a)" }
    public static func dados(_ a: String) -> String { " --dados \(a)" }
    public static func levaNaLevaAvisados(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> String { "  leva \(a): \(b) na leva, \(c) avisados, \(d) leram" }
    public static func eSimOuNao(_ a: String, _ b: String) -> String { "\(a) é sim ou nao, não \(b)." }
    public static func modoEUrgenciaOu(_ a: String) -> String { "--modo é urgencia ou selecao, não \(a)." }
    public static func funcaoEUmaDe(_ a: String, _ b: String) -> String { "--funcao é uma de: \(a); não \(b)." }
    public static func argumentoAMaisPara(_ a: String, _ b: String, _ c: String) -> String { "argumento a mais para \(a): \(b). Veja frila \(c) --help." }
    public static func opcaoDesconhecidaParaVeja(_ a: String, _ b: String, _ c: String) -> String { "opção desconhecida para \(a): \(b). Veja frila \(c) --help." }
    public static func limiteEUmNumero(_ a: Int) -> String { "--limite é um número de 1 a \(a)." }
    public static func disponibilidadeESimOu(_ a: String) -> String { "disponibilidade é sim ou nao, não \(a)." }
    public static func equipeAceitaIncluirProfissional(_ a: String) -> String { "equipe aceita incluir PROFISSIONAL ou remover PROFISSIONAL (sem nada, lista), não \(a)." }
    public static func paraEntrarFrilaLogin(_ a: String) -> String { "\(a) Para entrar: frila login." }
    public static func vaga2(_ a: String, _ b: String) -> String { "\(a) Vaga \(b)." }
    public static func turno2(_ a: String, _ b: String) -> String { "\(a) Turno \(b)." }
    public static let oCadastroTerminouSem = "o cadastro terminou sem desfecho."
    public static let senhaNaoInformadaDigite = "senha não informada (digite no prompt ou mande na entrada padrão)."
    public static let cadastroPrecisaDePerfil = "cadastro precisa de --perfil profissional|contratante. Veja frila cadastro --help."
    public static let oPerfilEEscolhido = "o perfil é escolhido uma vez só: use --perfil uma vez."
    public static func perfilEProfissionalOu(_ a: String) -> String { "--perfil é profissional ou contratante, não \(a)." }
    public static func aOpcaoPrecisaDe(_ a: String) -> String { "a opção \(a) precisa de um valor. Veja frila cadastro --help." }
    public static let comoMostraFrilaTurnos = "como mostra frila turnos"
    public static let comoMostramFrilaPendentes = "como mostram frila pendentes, frila equipe e frila bloqueios"
    public static let comoMostraFrilaBloqueios = "como mostra frila bloqueios"
    public static let comoMostramFrilaEquipe = "como mostram frila equipe e frila pendentes"
    public static let comoMostramFrilaVaga = "como mostram frila vaga VAGA e frila notificacoes"
    public static let comoMostraFrilaCandidaturas = "como mostra frila candidaturas"
    public static let comoMostramFrilaAlertas = "como mostram frila alertas e frila notificacoes"
    public static let comoMostraFrilaVagas = "como mostra frila vagas"
    public static let timeoutPrecisaDeUm = "--timeout precisa de um número de segundos maior que zero."
    public static let cancelarSimPrecisaDe = "cancelar --sim precisa de --motivo \"...\" (RN12 guarda o motivo)."
    public static let cancelarOMotivoEsta = "cancelar: o --motivo está vazio (RN12 guarda o motivo)."
    public static let avaliarPrecisaDeTurno = "avaliar precisa de TURNO sim|nao. Veja frila avaliar --help."
    public static let emPrecisaDeUm = "--em precisa de um instante ISO 8601 com fuso, ex.: 2026-11-30T18:02:00-03:00."
    public static let loginPrecisaDeEmail = "login precisa de --email E. Veja frila login --help."
    public static let aSenhaNuncaVai = "a senha nunca vai na linha de comando: digite no prompt ou mande pela entrada padrão."
    public static func precisaSerUmIdentificador(_ a: String, _ b: String, _ c: String) -> String { "\(a) precisa ser um identificador (UUID, \(b)), não \(c)." }
    public static func precisaDeVejaFrila(_ a: String, _ b: String, _ c: String) -> String { "\(a) precisa de \(b). Veja frila \(c) --help." }
    public static func aOpcaoPrecisaDeUm(_ a: String, _ b: String) -> String { "a opção \(a) precisa de um valor. Veja frila \(b) --help." }
    public static func aRespostaDaAvaliacao(_ a: String) -> String { "a resposta da avaliação é sim ou nao (chamaria de novo?), não \(a)." }
    public static let filaEmDia = "Fila em dia."
    public static let acoesRecusadas = "ações recusadas"
    public static let acaoRecusada = "ação recusada"
    public static let acoesAindaPendentes = "ações ainda pendentes"
    public static let acaoAindaPendente = "ação ainda pendente"
    public static let offlineForcadoNadaSai = "offline forçado: nada sai da máquina. Rode sem --offline para sincronizar."
    public static let filaVazia = "Fila vazia."
    public static let perfilSemResposta = "perfil sem resposta."
    public static let disponivelParaReceberVagas = "Disponível para receber vagas."
    public static let cancelarOTurnoS = "Cancelar o turno? [s/N] "
    public static let guardadosSemConexaoO = " guardados (sem conexão; o cache vale 24 h)."
    public static let offlineForcadoOfflineNada = "Offline forçado (--offline): nada foi pedido ao Frila."
    public static let voceNaoEntrou = "você não entrou."
    public static func peloServidorVejaFrila(_ a: Int, _ b: String) -> String { "\(a) \(b) pelo servidor (veja frila fila)." }
    public static func min(_ a: String, _ b: Int) -> String { "\(a)  \(b) min" }
    public static func atrasadoVaga(_ a: String, _ b: String) -> String { "atrasado \(a)  vaga \(b)  " }
    public static func vaga3(_ a: String, _ b: String, _ c: String, _ d: String) -> String { "vaga \(a)  \(b)  \(c)  \(d)" }
    public static func oTurnoNaoTem(_ a: String) -> String { "o turno \(a) não tem check-in manual esperando a sua confirmação." }
    public static func pontoBase(_ a: String) -> String { "Ponto base: \(a)" }
    public static func nadaCanceladoParaCancelar(_ a: String, _ b: String) -> String { "Nada cancelado. Para cancelar: frila cancelar \(a) --motivo \(b) --sim" }
    public static func paraCancelarFrilaCancelarMotivo(_ a: String) -> String { "Para cancelar: frila cancelar \(a) --motivo \"...\" --sim" }
    public static func oTurnoNaoEsta(_ a: String) -> String { "o turno \(a) não está entre os seus turnos" }
    public static func guardado(_ a: String) -> String { ", guardado \(a)" }
    public static func mostrandoTurnosDoCache(_ a: String) -> String { "\(a) Mostrando turnos do cache de 24 h" }
    public static func esteComandoEDo(_ a: String, _ b: String) -> String { "este comando é do \(a); esta conta é \(b)." }
    public static func headless(_ a: String, _ b: String) -> String { "\(a) headless \(b)\n" }
    public static func naoFoiPossivelAbrirOs(_ a: String) -> String { "não foi possível abrir os dados locais em \(a): " }
    public static func frilaNaoTerminouEm(_ a: String, _ b: Int) -> String { "frila: \(a) não terminou em \(b) s; nada foi perdido, a fila continua no disco.\n" }
    public static let turnoCanceladoPorVoce = "  turno cancelado por você"
    public static let aguardandoConfirmacaoDoContratante = " (aguardando confirmação do contratante)"
    public static let useFrilaLoginEmail = "Use frila login --email E (com o mesmo --dados)."
    public static func ultimoErro(_ a: String) -> String { "  último erro: \(a)" }
    public static func ultima(_ a: String) -> String { " (última \(a))" }
    public static func tentativas(_ a: String, _ b: Int) -> String { "\(a)  tentativas \(b)" }
    public static func turnoToque(_ a: Int64, _ b: String, _ c: String, _ d: String) -> String { "\(a)  \(b)  turno \(c)  toque \(d)  " }
    public static func aberta(_ a: String, _ b: Int, _ c: String) -> String { "\(a)  \(b) aberta\(c)" }
    public static func whatsapp(_ a: String) -> String { "WhatsApp \(a)" }
    public static func conta(_ a: String) -> String { "  (conta \(a))" }
    public static func checkOut(_ a: String, _ b: String) -> String { "    check-out \(a) \(b)" }
    public static func checkIn2(_ a: String, _ b: String, _ c: String) -> String { "    check-in \(a) \(b)\(c)" }
}
