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
        public static let semFuncoes = "Escolha ao menos uma função."
        public static let semConfirmacao = "Confirme a exclusão com o e-mail da conta."

        public static func frase(_ d: DesfechoDaConta) -> String {
            switch d {
            case .senhaTrocada: "Senha trocada. As outras sessões desta conta foram encerradas; esta continua."
            case .perfilEditado(let nome): "Perfil atualizado: \(semControle(nome))."
            case .dadosExportados(let bytes): "Seus dados foram exportados (\(tamanho(bytes)))."
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

        // Erros de uso dos comandos sem tela.
        public static let usoPerfilEditar = "uso: frila perfil editar [--nome N] [--whatsapp W] [--funcoes garcom,bartender] [--base LUGAR|lat,lng] [--disponivel sim|nao]"
        public static func usoBase(_ v: String) -> String { "ponto base inválido: \(v). Use uma região do DF (ex.: Taguatinga) ou lat,lng." }
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
      excluir-conta [--sim]
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
            Uso: frila excluir-conta [--sim]
            Sem --sim, só mostra o que sairia e o que ficaria. Com --sim, exclui: seus dados
            pessoais e o login saem; turnos, avaliações e vagas de que outras pessoas dependem
            ficam, sem seu nome. Turnos ou vagas por acontecer impedem (cancele antes).
            Encerra todas as sessões e apaga a deste computador. Não tem volta.
            """
        default: nil
        }
    }
}
