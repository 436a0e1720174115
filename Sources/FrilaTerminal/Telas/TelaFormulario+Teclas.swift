import Foundation
import FrilaApresentacao
import FrilaDominio

// As teclas do formulário de vaga (o modo da página Vagas): campos, opções, publicar, descartar.
extension AppFrila {
    static let descartarFormulario = RespostaDoDialogo("descartarFormulario") { $0.fecharFormulario(); return [] }

    /// Fechado o formulário, a contagem dos problemas dele sai da linha de status (o `m` a guarda).
    mutating func fecharFormulario() {
        m.formulario = nil
        seguirProblemasDoFormulario()
    }

    mutating func teclaNoFormulario(_ t: Tecla) -> [Efeito<Evento>] {
        guard var f = m.formulario else { return [] }
        guard !f.enviando else { dizer(.porQueNao(Textos.NovaVaga.publicandoEspere)); return [] }
        let campos = FormularioVaga.Campo.allCases
        let i = f.foco.rawValue
        func digitar(_ c: Character) {
            if f.foco.opcoes != nil {
                if let o = f.foco.opcao(pelaInicial: c) { f.valores[f.foco] = o }  // s/n nos campos sim/não
                return
            }
            f.digitar(c)
        }
        guard let c = Teclas.formulario.acao(para: t) else {
            if case .caractere(let ch) = t { digitar(ch) }  // fora da tabela, só texto
            m.formulario = f
            seguirProblemasDoFormulario()
            return []
        }
        switch c {
        case .cancelarFormulario:
            // Preenchido, pergunta antes de jogar fora; intocado, fecha.
            if f.alterado {
                m.dialogo = .perguntar(titulo: f.editando == nil ? Textos.NovaVaga.tituloDescartar : Textos.NovaVaga.tituloDescartarAlteracoes,
                                       linhas: [f.editando == nil ? Textos.Comum.preenchidoSePerde : Textos.NovaVaga.ficaComoEstava, Textos.Comum.descartarOuContinuar],
                                       sim: Self.descartarFormulario)
            } else {
                fecharFormulario()
            }
            return []
        case .campoSeguinte: f.foco = campos[(i + 1) % campos.count]
        case .campoAnterior: f.foco = campos[(i + campos.count - 1) % campos.count]
        case .trocarOpcao(let passo):
            if let ops = f.foco.opcoes {
                let atual = ops.firstIndex(of: f.valores[f.foco] ?? "")
                let novo = atual.map { ($0 + passo + ops.count) % ops.count } ?? (passo > 0 ? 0 : ops.count - 1)
                f.valores[f.foco] = ops[novo]
            } else if case .caractere(let ch) = t {
                digitar(ch)  // num campo de texto, o Espaço da tabela é espaço
            } else {
                f.selecionado = false  // num campo de texto, as setas desfazem a seleção para editar
            }
        case .apagar:
            if f.foco.opcoes != nil { f.valores[f.foco] = "" } else { f.apagarLetra() }
        case .limparCampo:
            f.limparCampo()
        case .publicar:
            f.rolagemDosProblemas = 0
            m.formulario = f
            return gestaoDaVaga(.enviar)
        case .paginaAbaixo, .paginaAcima:
            paginar(&f, desce: c == .paginaAbaixo)
        case .ajuda:
            // F1 sempre; ? só num campo de opções, onde não se digita (no de texto é texto).
            if f.foco.opcoes == nil, case .caractere(let ch) = t { digitar(ch) } else { m.ajudaAberta = true; m.rolagem = 0 }
        default: break
        }
        m.formulario = f
        seguirProblemasDoFormulario()
        return []
    }

    /// PgDn/PgUp: a próxima (ou a anterior) página dos problemas que não cabem; sem mais deles
    /// para esse lado, uma página de campos.
    func paginar(_ f: inout FormularioVaga, desce: Bool) {
        let area = Retangulo(x: 0, y: 1, largura: tamanho.largura, altura: max(0, tamanho.altura - 3))
        let d = TelaFormulario.disposicao(f, area)
        if let j = d.janela, desce ? j.ate < d.linhasAviso.count : j.de > 0 {
            f.rolagemDosProblemas = desce ? j.ate : max(0, j.de - (j.ate - j.de))
            return
        }
        let campos = FormularioVaga.Campo.allCases
        let i = min(max(0, f.foco.rawValue + (desce ? d.visiveis : -d.visiveis)), campos.count - 1)
        f.foco = campos[i]
    }

    /// Mexer no formulário muda os problemas dele: a linha que os conta diz quantos sobram,
    /// e some quando nenhum sobra (o registro `m` guarda a recusa como foi).
    mutating func seguirProblemasDoFormulario() {
        let f = m.formulario
        let ps = f?.problemas ?? []
        m.linhaDeStatus.seguir(.modo(TelaVagas.modoFormulario),
                               texto: ps.isEmpty ? nil : Textos.NovaVaga.naoEnviada(editando: f?.editando != nil, problemas: ps))
    }
}
