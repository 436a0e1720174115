import Foundation

extension Textos {
    /// O filtro e a ordem de uma lista (`/`, `S`, `I`, `v`), o id para scripts (`y`) e os nomes
    /// das colunas por que se ordena.
    public enum Filtro {
        /// A tecla `v` das Vagas do contratante: o recorte que ela percorre.
        public static let recorteDasVagas = "ver: todas → ativas → encerradas (terminadas ou canceladas)"
        /// No rodapé.
        public static let recorteCurto = "ativas/encerradas"
        public static func seta(_ s: SentidoDaOrdem) -> String { s == .crescente ? "↑" : "↓" }

        /// "filtro “garç▏” · 2 de 5 · ordem: valor ↓ · vendo: encerradas"
        public static func cabecalho(texto: String?, digitando: Bool, mostrados: Int, total: Int,
                                     ordem: (rotulo: String, sentido: SentidoDaOrdem)?, recorte: String?) -> String {
            var partes: [String] = []
            if let texto { partes.append("filtro “\(texto)\(digitando ? "▏" : "")”") }
            if texto != nil || recorte != nil { partes.append("\(mostrados) de \(total)") }
            if let o = ordem { partes.append("ordem: \(o.rotulo) \(seta(o.sentido))") }
            if let recorte { partes.append("vendo: \(recorte)") }
            return partes.joined(separator: " · ")
        }

        /// A ajuda da tecla da ordem: "ordem: início → função → valor → a do servidor".
        public static func ordemPelasColunas(_ rotulos: [String]) -> String {
            "ordem: " + (rotulos + ["a do servidor"]).joined(separator: " → ")
        }
        public static let ordemProximaColuna = "ordem: a próxima coluna (depois, a do servidor)"
        public static func ordem(_ o: (rotulo: String, sentido: SentidoDaOrdem)?) -> String {
            o.map { "Ordem: \($0.rotulo) \(seta($0.sentido))." } ?? "Ordem: como chegou do servidor."
        }
        public static func vendo(_ recorte: String?) -> String { "Vendo: \(recorte ?? "todas")." }
        public static func nadaCasa(_ texto: String) -> String { "Nada casa com “\(texto)”. / e Esc limpam o filtro." }
        public static func nadaNoRecorte(_ recorte: String) -> String { "Nada em “\(recorte)”. v mostra as outras." }
        public static let semColunaParaInverter = "A lista está na ordem do servidor: S escolhe a coluna antes de inverter."

        // O id para scripts (y): o que copiar e os comandos que o usam.
        public static let tituloDoId = "Id para scripts"
        public static func idDe(_ oQue: String, _ id: String) -> String { "\(oQue): \(id)" }
        public static func idNoHistorico(_ oQue: String, _ id: String) -> String { "Id \(oQue.lowercased()): \(id) (também em m)." }
        public static let vaga = "Vaga"
        public static let turno = "Turno"
        public static let conta = "Conta"
        public static let candidatura = "Candidatura"
        public static let profissional = "Profissional"
        public static func comandosDaVaga(_ id: String) -> [String] { ["frila vaga \(id) --json", "frila despacho \(id)", "frila cancelar-vaga \(id)"] }
        public static func comandosDaVagaDoFeed(_ id: String) -> [String] { ["frila candidatar \(id)"] }
        public static func comandosDoTurno(_ id: String) -> [String] { ["frila checkin \(id)", "frila checkout \(id)", "frila cancelar \(id)"] }
        public static func comandosDaConta(_ id: String) -> [String] { ["frila desbloquear \(id)"] }
        public static func comandosDoMembro(_ id: String) -> [String] { ["frila equipe remover \(id)"] }
        public static func comandosDaCandidatura(_ id: String) -> [String] { ["frila retirar \(id)"] }
        public static func comandosDoHistorico(_ id: String) -> [String] { ["frila historico --json"] }
        public static let semIdSelecionado = "Nada selecionado: escolha uma linha antes de pedir o id."

        // Colunas (rótulos curtos, minúsculos: aparecem no meio de uma frase).
        public static let funcao = "função"
        public static let quando = "início"
        public static let valor = "valor"
        public static let estado = "estado"
        public static let posicoes = "posições"
        public static let candidatos = "candidatos"
        public static let modo = "modo"
        public static let estabelecimento = "estabelecimento"
        public static let bairro = "bairro"
        public static let endereco = "endereço"
        public static let situacao = "situação"
        public static let nome = "nome"
        public static let perfil = "perfil"
        public static let desde = "desde"
        public static let recebido = "recebido"
        public static let tipo = "tipo"
        public static let quem = "quem"
        public static let reputacao = "reputação"
        // Recortes das vagas do contratante.
        public static let ativas = "ativas"
        public static let encerradas = "encerradas"
        /// O cabeçalho da coluna do estado, na lista larga das vagas.
        public static let colunaEstado = "Estado"
    }
}
