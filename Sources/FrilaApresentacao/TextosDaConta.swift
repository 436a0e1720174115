import Foundation
import FrilaDominio

// As frases da conta que a pessoa administra (senha, perfil, exportar, excluir): desfechos,
// a prévia da exclusão e os erros de uso dos comandos sem tela.

extension Textos {
    public enum Conta {
        public static let senhaVazia = "Informe a senha nova."
        public static let senhaLonga = "A senha pode ter no máximo \(Limites.senhaMaximaBytes) bytes (menos caracteres com acentos ou emoji)."
        public static let nadaAEditar = "Nada a mudar: diga ao menos um campo (--nome, --whatsapp, --funcoes, --base, --disponivel)."
        public static let nomeVazio = "O nome não pode ficar em branco."
        /// A mesma frase da recusa do banco (privado.whatsapp_conferido).
        public static let whatsappInvalido = "O WhatsApp precisa ser um telefone do Brasil com DDD, como +55 61 91234-5678 ou (61) 3123-4567: só dígitos, espaços, traços, parênteses e o +55."
        public static let semFuncoes = "Escolha ao menos uma função."
        public static let semConfirmacao = "Confirme a exclusão com o e-mail da conta."
        public static let senhaAtualVazia = "Informe a senha atual."
        public static let senhaAtualNaoConfere = "A senha atual não confere."
        public static let senhaIgual = "A senha nova é igual à atual."
        public static let confirmacaoDiferente = "A confirmação não é igual à senha nova."
        public static let nadaMudou = "Nada mudou: altere ao menos um campo (Esc fecha sem mudar)."
        public static func simOuNao(_ v: String) -> String { "Disponível: responda sim ou não, não “\(semControle(v))”." }
        public static func filaPendente(_ n: Int) -> String {
            "Há \(Textos.contagem(n, "ação", "ações")) desta conta na fila deste computador que ainda não "
                + (n == 1 ? "saiu" : "saíram") + ": depois da exclusão não sairiam mais. Sincronize antes, ou confirme que descarta."
        }
        public static func filaPendenteSemTela(_ n: Int) -> String {
            filaPendente(n) + " (frila sincronizar; ou frila excluir-conta --sim --descartar-fila)"
        }

        public static func rotulo(_ c: CampoDaConta) -> String {
            switch c {
            case .nome: "Nome"
            case .whatsapp: "WhatsApp"
            case .funcoes: "Funções"
            case .base: "Ponto base"
            case .disponivel: "Disponível"
            case .senhaAtual: "Senha atual"
            case .senhaNova: "Senha nova"
            case .confirmacao: "Confirme"
            }
        }

        public static func frase(_ d: DesfechoDaConta) -> String {
            switch d {
            case .senhaTrocada: "Senha trocada. As outras sessões desta conta foram encerradas; esta continua."
            case .perfilEditado(let nome): "Perfil atualizado: \(nomeNoFim(semControle(nome)))"
            case .dadosExportados(let bytes): "Seus dados foram exportados (\(tamanho(bytes)))."
            case .dadosExportadosEm(let caminho, let bytes):
                "Seus dados foram exportados (\(tamanho(bytes))) para \(semControle(caminho)) (só você pode ler)."
            case .naoGravou(let caminho): "Não deu para gravar \(semControle(caminho)); nada foi exportado para o disco."
            case .contaExcluidaComRestos:
                "Conta excluída no servidor, mas não deu para apagar tudo o que era dela neste computador (o diretório de dados está acessível?)."
            case .filaPendente(let n): filaPendente(n)
            case .contaExcluida(.apagada): "Conta excluída: tudo o que era seu foi apagado e as sessões, encerradas."
            case .contaExcluida(.anonimizada):
                "Conta excluída: seus dados pessoais foram apagados; turnos e avaliações de que outras pessoas dependem ficam, sem seu nome. Sessões encerradas."
            case .invalida(_, let ps): ps.joined(separator: " ")
            case .falhou(let op, let f): "\(tentativa(op)) \(f.frase)"
            }
        }

        static func tentativa(_ op: OperacaoDaConta) -> String {
            switch op {
            case .trocarSenha: "A senha não foi trocada:"
            case .editarPerfil: "O perfil não foi alterado:"
            case .exportar: "Não deu para exportar seus dados:"
            case .excluirConta: "A conta não foi excluída:"
            }
        }

        static func tamanho(_ bytes: Int) -> String {
            bytes < 1024 ? "\(bytes) bytes" : String(format: "%.1f KiB", Double(bytes) / 1024).replacingOccurrences(of: ".", with: ",")
        }

        /// O que cada tipo da prévia quer dizer (as chaves do servidor, com ou sem `_`): singular e plural.
        static func rotulo(_ chave: String) -> (String, String) {
            switch chave.replacingOccurrences(of: "_", with: "").lowercased() {
            case "turnos": ("turno", "turnos")
            case "avaliacoes": ("avaliação", "avaliações")
            case "vagas": ("vaga publicada", "vagas publicadas")
            case "cancelamentos": ("registro de cancelamento", "registros de cancelamento")
            case "candidaturas": ("candidatura", "candidaturas")
            case "avisos": ("aviso", "avisos")
            case "vagasrecebidas": ("vaga recebida", "vagas recebidas")
            case "bloqueios": ("bloqueio feito por você", "bloqueios feitos por você")
            case "equipesdeconfianca": ("equipe de confiança", "equipes de confiança")
            case "sessoes": ("sessão", "sessões")
            default: (semControle(chave), semControle(chave))
            }
        }

        static func lista(_ contagem: [String: Int]) -> String {
            let itens = contagem.filter { $0.value > 0 }.sorted { $0.key < $1.key }.map { k, n in
                let (um, varios) = rotulo(k)
                return Textos.contagem(n, um, varios)
            }
            return itens.isEmpty ? "nada" : itens.joined(separator: ", ")
        }

        /// A prévia da exclusão, em linhas (sem `--sim`).
        public static func previa(_ p: PreviaDaExclusao) -> [String] {
            var l: [String] = []
            if !p.podeExcluir {
                l.append("Ainda não dá para excluir: há \(Textos.contagem(p.turnosPorAcontecer.count, "turno", "turnos")) e "
                         + "\(Textos.contagem(p.vagasPorAcontecer.count, "vaga", "vagas")) por acontecer. Cancele-os antes "
                         + "(frila cancelar TURNO, frila cancelar-vaga VAGA): quem depende deles é avisado.")
                l += p.turnosPorAcontecer.map { "  turno \($0.uuidString.lowercased())" }
                l += p.vagasPorAcontecer.map { "  vaga \($0.uuidString.lowercased())" }
                return l
            }
            switch p.modo {
            case .apagada: l.append("Excluir apaga a conta inteira: nada dela é usado por outra pessoa.")
            case .anonimizada:
                l.append("Excluir apaga seus dados pessoais (nome, e-mail, WhatsApp, ponto base) e o login.")
                l.append("Fica, sem seu nome, o que outras pessoas usam: \(lista(p.balanco.mantidos)).")
            }
            l.append("Sai: \(lista(p.balanco.apagados)).")
            l.append("Não tem volta. Para excluir: frila excluir-conta --sim (baixe antes seus dados com frila exportar).")
            return l
        }

        /// A prévia na TUI: o mesmo que sem tela, sem os comandos; e a fila deste computador.
        public static func previaNaTela(_ p: PreviaDaExclusao, pendentes: Int) -> [String] {
            if !p.podeExcluir {
                return ["Há \(Textos.contagem(p.turnosPorAcontecer.count, "turno", "turnos")) e "
                        + "\(Textos.contagem(p.vagasPorAcontecer.count, "vaga", "vagas")) por acontecer. Cancele-os antes "
                        + "(nas abas de turnos e vagas): quem depende deles é avisado."]
            }
            var l: [String] = []
            switch p.modo {
            case .apagada: l.append("Excluir apaga a conta inteira: nada dela é usado por outra pessoa.")
            case .anonimizada:
                l.append("Excluir apaga seus dados pessoais (nome, e-mail, WhatsApp, ponto base) e o login.")
                l.append("Fica, sem seu nome, o que outras pessoas usam: \(lista(p.balanco.mantidos)).")
            }
            l.append("Sai: \(lista(p.balanco.apagados)).")
            if let f = previaDaFila(pendentes) { l.append(f) }
            l.append("Não tem volta; este computador esquece a conta (fila, cache, sessão). Exporte antes seus dados, se quiser.")
            return l
        }

        /// A fila deste computador, na prévia (sem tela e na TUI).
        public static func previaDaFila(_ n: Int) -> String? {
            n > 0 ? "Neste computador, \(Textos.contagem(n, "ação desta conta ainda não saiu", "ações desta conta ainda não saíram")) da fila: excluir as descarta." : nil
        }

        /// A página Conta da TUI.
        public enum Tela {
            public static let titulo = "Conta"
            public static let carregando = "Carregando a conta…"
            public static let email = "E-mail"
            public static let whatsappOculto = "(não mostrado; edite para trocar)"
            public static let tituloEditar = "Editar o perfil"
            public static let tituloSenha = "Trocar a senha"
            public static let tituloExcluir = "Excluir a conta"
            public static let tituloNaoDaParaExcluir = "Ainda não dá para excluir"
            public static let dicaWhatsapp = "WhatsApp: vazio mantém o atual; um traço (-) apaga."
            public static let dicaFuncoes = "Funções: garcom, bartender, equipe_evento, recepcao, cozinha (separe por vírgula)."
            public static let dicaBase = "Ponto base: uma região do DF (ex.: Taguatinga) ou lat,lng."
            public static let dicaSenha = "A senha atual é conferida antes; as outras sessões da conta são encerradas."
            public static let enviando = "Enviando…"
            public static let precisaDeRede = "Sem conexão: a conta (editar, senha, exportar, excluir) só muda com o servidor; nada fica na fila."
            public static let previaCarregando = "Ainda lendo o que a exclusão faria; tente de novo em instantes (r atualiza)."
            public static let previaComErro = "Não deu para ler o que a exclusão faria; r tenta de novo."
            public static let perfilCarregando = "O perfil ainda está carregando; tente de novo em instantes (r atualiza)."
            public static let rotuloConfirmacao = "E-mail"
            public static let emailNaoConfere = "Não é o e-mail desta conta: digite-o para confirmar."
            public static func digiteOEmail(_ email: String) -> String { "Para excluir, digite o e-mail da conta (\(semControle(email)))." }
            public static let exportadoEm = "Exportado"
            public static let excluirResumo = "Excluir a conta"
            public static let disponivel = "sim (recebe vagas)"
            public static let indisponivel = "não (não recebe vagas)"
            public static let excluir = "Excluir"
        }

        // Erros de uso dos comandos sem tela.
        public static let usoPerfilEditar = "uso: frila perfil editar [--nome N] [--whatsapp W] [--funcoes garcom,bartender] [--base LUGAR|lat,lng] [--disponivel sim|nao]"
        public static func usoBase(_ v: String) -> String { "Ponto base inválido: \(v). Use uma região do DF (ex.: Taguatinga) ou lat,lng." }
        public static func usoFuncoes(_ v: String) -> String { "função desconhecida: \(v). Use garcom, bartender, equipe_evento, recepcao ou cozinha." }
        public static func usoSimNao(_ o: String, _ v: String) -> String { "\(o) espera sim ou nao, não \(v)." }
        public static func exportadoEm(_ caminho: String) -> String { "Arquivo: \(caminho) (só você pode ler)." }
        public static func naoGravou(_ caminho: String) -> String { "não deu para gravar \(caminho); nada foi exportado para o disco." }
        public static let senhaNova = "Senha nova"
    }
}

extension Textos.Ajuda {
    static let resumoDaConta = """
      senha (lê a nova da entrada)  perfil editar [--nome N ...]  exportar [--saida ARQ]
      excluir-conta [--sim [--descartar-fila]]
    """

    public static func conta(_ nome: String) -> String? {
        switch nome {
        case "senha": """
            Uso: frila senha
            Troca a senha da conta. A nova é pedida no terminal (sem eco) ou lida da primeira
            linha da entrada padrão — nunca de argumento. A política é a do cadastro (mínimo
            \(Limites.senhaMinima) caracteres; o servidor pode exigir mais: a recusa diz por quê). As outras
            sessões da conta são encerradas; esta continua. Precisa de rede.
            """
        case "perfil-editar": """
            Uso: frila perfil editar [--nome N] [--whatsapp W] [--funcoes F1,F2] [--base LUGAR|lat,lng] [--disponivel sim|nao]
            Muda só o que for dito. --whatsapp "" apaga o número. Funções, ponto base e
            disponibilidade são do profissional. Precisa de rede.
            """
        case "exportar": """
            Uso: frila exportar [--saida ARQ]
            Tudo o que o Frila guarda de você, em JSON (LGPD): conta, perfil, turnos,
            candidaturas, avaliações dadas e recebidas, bloqueios, avisos, sessões. Sem --saida,
            o JSON sai na saída padrão; com --saida, vai para ARQ (permissão 0600).
            """
        case "excluir-conta": """
            Uso: frila excluir-conta [--sim [--descartar-fila]]
            Sem --sim, só mostra o que sairia e o que ficaria. Com --sim, exclui: seus dados
            pessoais e o login saem; turnos, avaliações e vagas de que outras pessoas dependem
            ficam, sem seu nome. Turnos ou vagas por acontecer impedem (cancele antes).
            Encerra todas as sessões; este computador esquece a conta (sessão, fila offline,
            cache, avisos vistos; as de outra conta no mesmo --dados ficam). Ações da conta
            ainda na fila impedem, salvo --descartar-fila. Não tem volta.
            """
        default: nil
        }
    }
}
