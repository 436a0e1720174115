import Foundation
import Testing
@testable import FrilaApresentacao
import FrilaDominio

private struct PortaFalsa: CadastroDeContaPort {
    let resposta: @Sendable () throws -> ResultadoDoCadastro
    func cadastrarConta(_ cadastro: Cadastro) async throws -> ResultadoDoCadastro { try resposta() }
}

private struct ErroQualquer: Error {}

private func profissional(senha: String = "segredo123", funcoes: [String] = ["garcom"], base: String? = "Asa Sul",
                          email: String = "ana@frila.dev") -> FormularioDeCadastro {
    FormularioDeCadastro(perfil: .profissional, nome: "Ana", email: email, senha: senha, funcoes: funcoes, base: base)
}

private let conta = ContaAutenticada(id: UUID(), perfil: .profissional, nome: "Ana", referenciaCredencial: "ref")

@Suite struct ValidacaoDoCadastroTests {
    private func problemas(_ f: FormularioDeCadastro) -> [FormularioDeCadastro.Problema] {
        if case .invalido(let p) = f.validar() { return p }
        return []
    }

    @Test func profissionalCompletoViraCadastroComOPontoDaRegiao() throws {
        guard case .valido(let c) = profissional(funcoes: ["garcom", " Bartender ", "garcom"]).validar() else {
            Issue.record("devia ser válido"); return
        }
        guard case .profissional(let fs, let base) = c.dados else { Issue.record("perfil errado"); return }
        #expect(fs == [.garcom, .bartender])
        #expect(base == LugaresDoDF.localizar("Asa Sul")?.ponto)
        #expect(c.perfil == .profissional)
    }

    @Test func senhaNoMinimoDoServidor() {
        let curta = String(repeating: "a", count: Limites.senhaMinima - 1)
        #expect(problemas(profissional(senha: curta)) == [.senhaCurta])
        #expect(problemas(profissional(senha: curta + "a")).isEmpty)
        #expect(problemas(profissional(senha: "")) == [.senhaFaltando])
    }

    @Test func emailPrecisaDeForma() {
        #expect(problemas(profissional(email: "ana")) == [.emailInvalido])
        #expect(problemas(profissional(email: "ana@frila")) == [.emailInvalido])
        #expect(problemas(profissional(email: "a na@frila.dev")) == [.emailInvalido])
        #expect(problemas(profissional(email: " ")) == [.emailFaltando])
    }

    @Test func camposDoProfissional() {
        #expect(problemas(profissional(funcoes: [], base: nil)) == [.funcoesFaltando, .baseFaltando])
        #expect(problemas(profissional(funcoes: ["astronauta"])) == [.funcaoDesconhecida("astronauta")])
        #expect(problemas(profissional(base: "Lugar Nenhum")) == [.baseNaoEncontrada("Lugar Nenhum")])
        #expect(problemas(profissional(base: "-15.8,-47.9")).isEmpty)
    }

    /// Ponto base quase certo ganha a mesma sugestão do formulário de vaga.
    @Test func pontoBaseParecidoSugereONome() {
        let p = problemas(profissional(base: "Taguatinha"))
        #expect(p == [.baseNaoEncontrada("Taguatinha")])
        #expect(p.first?.frase.contains("Você quis dizer: Taguatinga") == true, "\(p.first?.frase ?? "")")
    }

    @Test func camposDoContratanteEOLocalPeloEndereco() {
        var f = FormularioDeCadastro(perfil: .contratante, nome: "Bruno", email: "b@frila.dev", senha: "segredo123")
        #expect(problemas(f) == [.estabelecimentoFaltando, .documentoFaltando, .enderecoFaltando])
        f.estabelecimento = "Bar"
        f.documento = "12.345.678/0001-95"
        f.endereco = "Rua sem região conhecida"
        #expect(problemas(f) == [.localDoEstabelecimentoFaltando])
        f.endereco = "SCLS 405, Asa Sul"
        guard case .valido(let c) = f.validar(), case .contratante(_, _, let ponto, let doc) = c.dados else {
            Issue.record("devia ser válido"); return
        }
        #expect(ponto == LugaresDoDF.localizar("Asa Sul")?.ponto)
        #expect(doc.digitos == "12345678000195", "o documento vai só com os dígitos")
    }

    /// O documento é conferido antes da rede, com a razão: tamanho ou dígito verificador.
    @Test func documentoDoContratanteComDigitosVerificadores() {
        var f = FormularioDeCadastro(perfil: .contratante, nome: "Bruno", email: "b@frila.dev", senha: "segredo123",
                                     estabelecimento: "Bar", endereco: "SCLS 405, Asa Sul")
        for (doc, esperado) in [("12.345.678/0001-96", FormularioDeCadastro.Problema.documentoInvalido(.digitosVerificadores(.cnpj))),
                                ("529.982.247-24", .documentoInvalido(.digitosVerificadores(.cpf))),
                                ("1234567800019", .documentoInvalido(.tamanho(digitos: 13))),
                                ("11111111111111", .documentoInvalido(.digitosVerificadores(.cnpj))),
                                ("12a45678000195", .documentoInvalido(.tamanho(digitos: 13))),
                                ("   ", .documentoFaltando)] {
            f.documento = doc
            #expect(problemas(f) == [esperado], "\(doc)")
            #expect(problemas(f).first?.campo == "documento")
        }
        #expect(FormularioDeCadastro.Problema.documentoInvalido(.digitosVerificadores(.cnpj)).frase.contains("CNPJ inválido"))
        #expect(FormularioDeCadastro.Problema.documentoInvalido(.tamanho(digitos: 13)).frase.contains("13 dígitos"))
        f.documento = "529.982.247-25"
        guard case .valido(let c) = f.validar(), case .contratante(_, _, _, let doc) = c.dados else {
            Issue.record("CPF válido devia passar"); return
        }
        #expect(doc.digitos == "52998224725" && doc.tipo == .cpf)
    }

    /// Com o código do convite, entra como membro: nada de estabelecimento novo.
    @Test func contratanteConvidadoEntraPeloCodigo() {
        let id = UUID()
        var f = FormularioDeCadastro(perfil: .contratante, nome: "Gerente", email: "g@frila.dev", senha: "segredo123",
                                     convite: " \(id.uuidString.lowercased()) ")
        guard case .valido(let c) = f.validar(), case .membro(let convite) = c.dados else { Issue.record("devia ser válido"); return }
        #expect(convite == id && c.perfil == .contratante)
        f.estabelecimento = "Bar Novo"
        #expect(problemas(f) == [.conviteComEstabelecimento])
        f.estabelecimento = nil
        f.convite = "abc"
        #expect(problemas(f) == [.conviteInvalido("abc")] && problemas(f).first?.campo == "convite")
    }

    @Test func semPerfilENomeComControle() {
        let f = FormularioDeCadastro(perfil: nil, nome: "A\u{1B}[2J", email: "a@b.co", senha: "segredo123")
        #expect(problemas(f) == [.perfilFaltando, .nomeComControle])
    }

    @Test func cadaProblemaTemCampoEFrase() {
        let todos: [FormularioDeCadastro.Problema] = [.perfilFaltando, .nomeFaltando, .emailInvalido, .senhaCurta,
                                                      .funcoesFaltando, .baseFaltando, .estabelecimentoFaltando, .enderecoFaltando,
                                                      .documentoFaltando, .conviteComEstabelecimento]
        #expect(Set(todos.map(\.campo)) == ["perfil", "nome", "email", "senha", "funcoes", "base", "estabelecimento", "endereco",
                                            "documento", "convite"])
        // Cada problema acha o seu campo no formulário da TUI.
        #expect(Set(todos.map(\.campo)).isSubset(of: Set(FuncionalidadeDoCadastro.Campo.allCases.map(\.rawValue))))
        #expect(FormularioDeCadastro.Problema.senhaCurta.frase.contains("\(Limites.senhaMinima) caracteres"))
    }
}

/// O cadastro termina no `Desfecho` de todo o cliente: o resultado decide severidade e código,
/// a ação traz o detalhe (com ou sem sessão, qual recusa) para a frase.
@Suite struct DesfechoDoCadastroTests {
    private func desfecho(_ r: @escaping @Sendable () throws -> ResultadoDoCadastro,
                          _ f: FormularioDeCadastro = profissional()) async -> Desfecho {
        await CasoDeUsoCadastro(porta: PortaFalsa(resposta: r)).cadastrar(f)
    }

    private func resposta(_ d: Desfecho) -> RespostaDoCadastro? {
        if case .cadastrar(_, let r) = d.acao { return r }
        return nil
    }

    @Test func invalidoNemChegaNaPorta() async {
        let d = await desfecho({ Issue.record("não devia enviar"); return .confirmarEmail(contaId: nil) },
                               profissional(senha: "abc"))
        #expect(resposta(d) == .camposInvalidos([.senhaCurta]))
        #expect(d.resultado == .invalida([FormularioDeCadastro.Problema.senhaCurta.frase]))
        #expect(d.severidade == .erro && !d.deuCerto)
        #expect(CasoDeUsoCadastro.invalido(profissional(senha: "abc")) == d)
        #expect(CasoDeUsoCadastro.invalido(profissional()) == nil)
    }

    @Test func comESemSessao() async {
        let c = conta
        let com = await desfecho({ .entrou(c) })
        #expect(com.resultado == .enviada(nil) && resposta(com) == .entrou(c) && com.severidade == .sucesso)
        #expect(com.frase == "Conta criada. Entrou como Ana (Profissional).")
        // Sem sessão a conta foi criada (deu certo), mas falta a pessoa confirmar: informação, não sucesso.
        let sem = await desfecho({ .confirmarEmail(contaId: nil) })
        #expect(sem.deuCerto && resposta(sem) == .confirmarEmail && sem.severidade == .info)
        #expect(sem.frase == Textos.fraseConfirmarEmail)
    }

    @Test func recusasPeloTipo() async {
        let ja = await desfecho({ throw RecusaDoCadastro.emailJaCadastrado })
        #expect(resposta(ja) == .emailJaCadastrado && ja.falha?.chave == "user_already_exists")
        #expect(ja.frase == Textos.fraseEmailJaCadastrado && ja.severidade == .erro)
        let fraca = await desfecho({ throw RecusaDoCadastro.senhaFraca([.curta, .vazada]) })
        #expect(resposta(fraca) == .senhaFraca([.curta, .vazada]) && fraca.falha?.chave == "weak_password")
        #expect(fraca.frase.contains("pelo menos \(Limites.senhaMinima) caracteres") && fraca.frase.contains("vazamentos"))
        // O servidor pode exigir mais que o cliente: o mínimo dele vale.
        let doServidor = await desfecho({ throw RecusaDoCadastro.senhaFraca([.curta], frase: "A senha precisa ter pelo menos 12 caracteres.") })
        #expect(doServidor.frase == "Senha fraca: A senha precisa ter pelo menos 12 caracteres.")
        let inval = await desfecho({ throw RecusaDoCadastro.dadosInvalidos(frase: "Escolha ao menos uma função.") })
        #expect(inval.frase == "Escolha ao menos uma função.")
    }

    @Test func recusaDoCadastroTambemEhFalhaComChave() {
        #expect(Falha.de(RecusaDoCadastro.emailJaCadastrado).chave == "user_already_exists")
        #expect(Falha.de(RecusaDoCadastro.senhaFraca([])).chave == "weak_password")
        #expect(Falha.de(RecusaDoCadastro.dadosInvalidos(frase: "Informe o nome.")).frase == "Informe o nome.")
    }

    @Test func limiteESemRedeSaoPassageiros() async {
        let limite = await desfecho({ throw ErroDeTeste(falha: .limiteDeRequisicoes(tenteEmSegundos: 30)) })
        #expect(limite.resultado == .falhaPassageira(.limiteDeRequisicoes(tenteEmSegundos: 30)))
        #expect(limite.frase == "Muitas tentativas seguidas. Tente de novo em 30 s." && resposta(limite) == nil)
        let rede = await desfecho({ throw ErroDeTeste(falha: .semConexao) })
        #expect(rede.falha == .semConexao && !rede.deuCerto)
        let offline = Desfecho(.cadastrar(perfil: .profissional, resposta: nil), .semConexao)
        #expect(offline.frase == Mensagens.cadastroOffline)
    }

    @Test func outraFalhaViraFalhaTipada() async {
        let d = await desfecho({ throw ErroQualquer() })
        #expect(d.falha == .desconhecida && !d.deuCerto)
    }
}

private struct ErroDeTeste: ErroApresentavel { let falha: Falha }
