import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio
@testable import FrilaTerminal

/// Nova vaga: Tab/Shift-Tab deixam à vista qual campo tem o foco, em todo tipo de campo e sem
/// cor (a marca "›" é texto; o valor das opções vai em vídeo inverso, que o NO_COLOR mantém).
@MainActor
struct FocoNoFormularioDaVagaTests {
    static let tamanho = Tamanho(largura: 80, altura: 24)

    func linhaDoCampo(_ q: Quadro, _ rotulo: String) -> Int? {
        (0..<q.tamanho.altura).first { q.linha($0).contains(rotulo) }
    }

    @Test func cadaCampoComFocoTemAMarcaEAsOpcoesVideoInverso() async {
        var app = await AppFrilaTests().entrar(Mundo(), email: "bruno@frila.dev")
        _ = app.tecla(.caractere("2"))
        _ = app.tecla(.caractere("n"))
        let campos = FormularioVaga.Campo.allCases
        for (i, campo) in (campos + [campos[0]]).enumerated() {
            if i > 0 { _ = app.tecla(.tab) }
            #expect(app.m.formulario?.foco == campo)
            let q = app.desenhar(Self.tamanho)
            guard let y = linhaDoCampo(q, campo.rotulo) else { Issue.record("\(campo.rotulo) fora da tela"); continue }
            let marcadas = (0..<q.tamanho.altura).filter { l in campos.contains { q.linha(l).contains("›" + $0.rotulo) } }
            #expect(marcadas == [y], "só o campo em foco leva a marca: \(campo.rotulo)\n\(q.texto)")
            let x = q.linha(y).distance(from: q.linha(y).startIndex, to: q.linha(y).range(of: campo.rotulo)!.lowerBound)
            let xValor = (x..<q.tamanho.largura).first { q[$0, y].grafema == "‹" }
            if campo.opcoes != nil {
                guard let xv = xValor else { Issue.record("opções sem ‹ ›: \(campo.rotulo)"); continue }
                #expect(q[xv, y].estilo.atributos.contains(.inverso), "\(campo.rotulo): valor em vídeo inverso")
            } else if app.m.formulario?.selecionado == true {
                // Preenchido, entrou por Tab: o texto selecionado em vídeo inverso, sem cursor.
                let xv = (x + Largura.de(campo.rotulo)..<q.tamanho.largura).first { q[$0, y].grafema != " " }!
                #expect(q[xv, y].estilo.atributos.contains(.inverso), "\(campo.rotulo): selecionado em vídeo inverso")
                #expect(!q.linha(y).contains("▏"))
            } else {
                #expect(q.linha(y).contains("▏"), "\(campo.rotulo): o cursor de texto")
            }
        }
        // Shift-Tab volta um, e a marca vai junto.
        _ = app.tecla(.shiftTab)
        let q = app.desenhar(Self.tamanho)
        #expect(q.linha(linhaDoCampo(q, campos.last!.rotulo)!).contains("›" + campos.last!.rotulo))
    }
}
