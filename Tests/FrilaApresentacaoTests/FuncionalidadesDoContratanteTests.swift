import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

struct AcompanhamentoTests {
    func acompanhamento(_ vagas: VagasFalsas = VagasFalsas(), _ turnos: TurnosFalsos = TurnosFalsos(), _ fila: FilaFalsa = FilaFalsa(agora: t0),
                        _ conexao: ConexaoFalsa = ConexaoFalsa()) -> Executor<FuncionalidadeDoAcompanhamento> {
        Executor(FuncionalidadeDoAcompanhamento(PortasDoContratante(conta: contaAna, vagas: vagas, turnos: turnos, fila: fila,
                                                                    conexao: conexao, relogio: RelogioFixo(t0))), estado: .init())
    }

    @Test func alertasEPendentes() async {
        let vagas = VagasFalsas(), turnos = TurnosFalsos()
        var a = acompanhamento(vagas, turnos)
        #expect(a.estado.alertas.estaCarregando && a.estado.pendentes.estaCarregando)
        await a.enviar(.carregar)
        #expect(a.estado.alertas == .vazio(Mensagens.semAlertas))
        #expect(a.estado.pendentes == .vazio(Mensagens.semCheckinsPendentes))

        let atrasado = turno()
        let painel = PainelDeAlerta(vagas: [.init(id: UUID(), funcao: .garcom, periodo: Periodo(inicio: t0, fim: t0 + h(2)),
                                                  posicoesAbertas: 1, alertaDesde: t0 - h(3))],
                                    atrasados: [.init(turno: atrasado)])
        await vagas.definir(alerta: .success(painel))
        let manual = turno(checkin: RegistroDePresenca(em: t0, tipo: .manual, distanciaMetros: nil))
        await turnos.definir(pendentes: [manual])
        await a.enviar(.carregar)
        #expect(a.estado.alertas == .conteudo(painel))
        #expect(a.estado.pendentes.valor?.map(\.turno) == [manual])
    }

    @Test func confirmarCheckinVaiPelaFilaEMostraPendente() async throws {
        let turnos = TurnosFalsos(), fila = FilaFalsa(agora: t0), conexao = ConexaoFalsa()
        var a = acompanhamento(VagasFalsas(), turnos, fila, conexao)
        let manual = turno(checkin: RegistroDePresenca(em: t0, tipo: .manual, distanciaMetros: 300))
        await turnos.definir(pendentes: [manual])
        await a.enviar(.carregar)
        await conexao.mudar(.offline)
        let d = try #require(await a.enviar(.confirmarCheckin(manual.id, profissional: manual.profissional?.nome)))
        let itens = await fila.itens
        #expect(itens.map(\.acao) == [.confirmarCheckinManual(turno: manual.id)])
        #expect(d.resultado == .naFila(itens[0]) && d.severidade == .sucesso)
        let naTela = a.estado.pendentes.valor?.first
        #expect(naTela?.turno.temPresencaVerificada() == true, "mostra o efeito esperado")
        #expect(naTela?.pendentes.count == 1)
    }

    /// Confirmar de novo um check-in cuja confirmação já espera na fila diz isso e não enfileira outra.
    @Test func confirmarDeNovoNaoEnfileiraSegunda() async throws {
        let turnos = TurnosFalsos(), fila = FilaFalsa(agora: t0), conexao = ConexaoFalsa()
        var a = acompanhamento(VagasFalsas(), turnos, fila, conexao)
        let manual = turno(checkin: RegistroDePresenca(em: t0, tipo: .manual, distanciaMetros: 300))
        await turnos.definir(pendentes: [manual])
        await a.enviar(.carregar)
        await conexao.mudar(.offline)
        _ = await a.enviar(.confirmarCheckin(manual.id, profissional: nil))
        let d = try #require(await a.enviar(.confirmarCheckin(manual.id, profissional: nil)))
        #expect(await fila.itens.count == 1)
        #expect(d.falha == .presenca(.confirmacaoJaNaFila))
        #expect(d.frase.contains("já está na fila"))
    }

    @Test func confirmarOnlineDrenaERelePainel() async throws {
        let turnos = TurnosFalsos(), fila = FilaFalsa(agora: t0)
        var a = acompanhamento(VagasFalsas(), turnos, fila)
        let manual = turno(checkin: RegistroDePresenca(em: t0, tipo: .manual, distanciaMetros: 300))
        await turnos.definir(pendentes: [manual])
        await a.enviar(.carregar)
        await fila.definir(enviarAoDrenar: true)
        await turnos.definir(pendentes: [])
        let d = try #require(await a.enviar(.confirmarCheckin(manual.id, profissional: nil)))
        guard case .enviada = d.resultado else { Issue.record("devia ter saído: \(d)"); return }
        #expect(await fila.drenos == 1)
        #expect(a.estado.pendentes == .vazio(Mensagens.semCheckinsPendentes), "relido depois do envio")
    }

    @Test func offlineSemNadaCarregado() async {
        var a = acompanhamento(VagasFalsas(), TurnosFalsos(), FilaFalsa(agora: t0), ConexaoFalsa(.offline))
        await a.enviar(.carregar)
        #expect(a.estado.alertas.falha == .semConexao && a.estado.alertas.mensagem == Mensagens.semConexao)
        #expect(a.estado.pendentes.falha == .semConexao && a.estado.pendentes.mensagem == Mensagens.semConexao)
    }
}

/// O formulário valida sem rede (RN02/RN18/RN24); a gestão da vaga publica por ele.
struct PublicarVagaTests {
    func formulario() -> FormularioVaga {
        .preenchido(endereco: "SCLN 408 Bloco A", local: "\(pontoDoBar.latitude),\(pontoDoBar.longitude)", fim: "02:00")
    }

    /// Os problemas da validação (o formulário guarda os mesmos).
    func problemas(_ f: inout FormularioVaga) -> [String] {
        f.validar(agora: t0)
        return f.problemas
    }

    func gestao(_ vagas: VagasFalsas = VagasFalsas(), conexao: ConexaoFalsa = ConexaoFalsa()) -> Executor<FuncionalidadeDaGestaoDaVaga> {
        Executor(FuncionalidadeDaGestaoDaVaga(vagas: vagas, gestao: GestaoFalsa(), conexao: conexao, relogio: RelogioFixo(t0)),
                 estado: .init())
    }

    @Test func completoNaoTemProblemas() throws {
        var f = formulario()
        let validada = f.validar(agora: t0)
        let nova = try #require(validada)
        #expect(f.problemas.isEmpty && f.camposComProblema.isEmpty)
        let (r, formato) = f.rascunho(agora: t0)
        #expect(formato.isEmpty)
        #expect(r.inicio.map { Formatacao.dataHora($0, hoje: t0) } == "dom 20/12 18:00")
        #expect(r.fim.map { Formatacao.dataHora($0, hoje: t0) } == "seg 21/12 02:00", "fim antes do início = dia seguinte")
        #expect(r.valor == Dinheiro(centavos: 12000) && nova.valor == Dinheiro(centavos: 12000))
    }

    @Test func inclusosSemRespostaRN02() {
        var f = formulario()
        f.valores[.refeicao] = nil
        f.valores[.transporte] = nil
        #expect(problemas(&f) == [Formatacao.problema(.campoObrigatorio(.refeicao)), Formatacao.problema(.campoObrigatorio(.transporte))])
        #expect(f.camposComProblema == [.refeicao, .transporte])
    }

    @Test func selecaoComMenosDe24hRN24() {
        var f = formulario()
        f.valores[.data] = "19/12/2026"
        f.valores[.inicio] = "17:59"
        f.valores[.modo] = "seleção"
        #expect(problemas(&f) == [Formatacao.problema(.selecaoComMenosDe24h)])
    }

    @Test func valorInvalidoRN18ETextoMalFormado() {
        var f = formulario()
        f.valores[.valor] = "120.5"
        f.valores[.inicio] = "25:00"
        let p = problemas(&f)
        #expect(p.contains("Valor inválido: use reais e centavos, ex.: 120,00."))
        #expect(p.contains("Hora de início inválida: use hh:mm."))
        #expect(!p.contains { $0.hasPrefix("Data inválida") })
        f.valores[.valor] = "0"
        f.valores[.inicio] = "18:00"
        #expect(problemas(&f) == [Formatacao.problema(.valorInvalido)])
    }

    @Test func limitesDoDominioChegamAoFormulario() {
        var f = formulario()
        f.valores[.valor] = "21.000.000,00"
        f.valores[.endereco] = "Rua A\u{1B}[2J"
        f.valores[.antecedencia] = "2147483647"
        let p = problemas(&f)
        #expect(p == [Formatacao.problema(.valorAcimaDoMaximo), Formatacao.problema(.textoComControle(.endereco)),
                      Formatacao.problema(.antecedenciaAcimaDoMaximo)])
        #expect(p.first == "O valor pode ser no máximo R$ 10.000,00 por turno.")
    }

    @Test func cadaProblemaApontaOSeuCampo() {
        var f = formulario()
        #expect(problemas(&f).isEmpty && f.camposComProblema.isEmpty)
        f.valores[.data] = "31/02/2026"
        f.valores[.inicio] = "25:00"
        f.valores[.valor] = "muito"
        f.valores[.material] = nil
        #expect(!problemas(&f).isEmpty)
        #expect(f.camposComProblema == [.data, .inicio, .valor, .material], "\(f.camposComProblema)")
        f.valores[.data] = "20/12/2026"
        f.valores[.valor] = "120,00"
        f.valores[.material] = "não"
        f.validar(agora: t0)
        #expect(f.camposComProblema == [.inicio], "só a hora ruim: a data boa não leva a marca")
    }

    @Test func formularioVazioListaOsObrigatorios() {
        var f = FormularioVaga()
        let p = problemas(&f)
        #expect(p.first == "Escolha a função.")
        #expect(p.contains(Formatacao.problema(.campoObrigatorio(.exigeMaterialProprio))))
        #expect(p.contains(Formatacao.problema(.campoObrigatorio(.endereco))))
        #expect(p.contains(Formatacao.problema(.campoObrigatorio(.ponto))))
    }

    @Test func invalidoNaoChegaNaRedeEOFormularioFicaComOQueFoiDigitado() async throws {
        let vagas = VagasFalsas()
        var g = gestao(vagas)
        var valores = formulario().valores
        valores[.material] = nil
        await g.enviar(.preencher(valores))
        let d = try #require(await g.enviar(.enviar))
        #expect(d.resultado == .invalida([Formatacao.problema(.campoObrigatorio(.exigeMaterialProprio))]) && d.severidade == .erro)
        let f = try #require(g.estado.formulario, "o formulário continua aberto")
        #expect(f.valores == valores && f.camposComProblema == [.material] && !f.enviando)
        #expect(await vagas.chamadas.isEmpty)
    }

    @Test func publicaEFechaOFormulario() async throws {
        let publicada = GestaoDaVagaTests.detalhe(inicio: t0 + h(48)).vaga
        let vagas = VagasFalsas(publicar: publicada)
        var g = gestao(vagas)
        await g.enviar(.preencher(formulario().valores))
        let d = try #require(await g.enviar(.enviar))
        guard case .publicarVaga(let v?) = d.acao, case .enviada = d.resultado else { Issue.record("devia publicar: \(d)"); return }
        #expect(v == publicada, "o desfecho traz a vaga que o servidor devolveu")
        #expect(g.estado.formulario == nil, "publicada, o formulário fecha")
        let nova = try #require(await vagas.publicadas.first)
        #expect(nova.valor.centavos == 12000 && nova.local.endereco == "SCLN 408 Bloco A")
        #expect(g.desfechos == [d], "um envio, um desfecho")
    }

    @Test func publicaEMostraRecusaDoServidor() async throws {
        let vagas = VagasFalsas()
        var g = gestao(vagas)
        await vagas.definir(publicar: .failure(.recusa("Seleção exige 24 h.")))
        await g.enviar(.preencher(formulario().valores))
        let d = try #require(await g.enviar(.enviar))
        #expect(d.frase == "Seleção exige 24 h." && d.falha?.passageira == false)
        #expect(g.estado.formulario?.erroDoServidor == "Seleção exige 24 h." && g.estado.formulario?.enviando == false)
        let nova = try #require(await vagas.publicadas.first)
        #expect(nova.valor.centavos == 12000 && nova.local.endereco == "SCLN 408 Bloco A" && nova.antecedenciaAlerta == h(3))
        #expect(nova.periodo.duracao == h(8))
    }

    @Test func offlineNaoPublica() async throws {
        let vagas = VagasFalsas()
        var g = gestao(vagas, conexao: ConexaoFalsa(.offline))
        await g.enviar(.preencher(formulario().valores))
        let d = try #require(await g.enviar(.enviar))
        #expect(d.resultado == .semConexao && g.estado.formulario?.erroDoServidor == d.frase)
        #expect(await vagas.chamadas.isEmpty)
    }
}

@MainActor
struct PerfilESessaoTests {
    func perfil(_ r: Reputacao, perfil: PerfilConta = .profissional, disponivel: Bool? = true) -> Perfil {
        Perfil(contaId: contaAna, perfil: perfil, nome: "Ana", reputacao: r, funcoes: [.garcom], disponivel: disponivel)
    }

    func perfilDaConta(_ contas: ContasFalsas, _ conexao: ConexaoFalsa = ConexaoFalsa()) -> Executor<FuncionalidadeDoPerfil> {
        Executor(FuncionalidadeDoPerfil(contas: contas, conexao: conexao), estado: .init())
    }

    @Test func semHistoricoNuncaZero() async {
        let contas = ContasFalsas()
        await contas.definir(perfil: .success(perfil(.semHistorico)))
        var p = perfilDaConta(contas)
        #expect(p.estado.perfil.estaCarregando)
        await p.enviar(.carregar)
        #expect(p.estado.reputacaoTexto == "Sem histórico")
        #expect(p.estado.comparecimentoTexto == "Comparecimento: sem histórico")
    }

    @Test func comDenominadorEDisponibilidade() async {
        let contas = ContasFalsas()
        await contas.definir(perfil: .success(perfil(Reputacao(positivas: 6, total: 7, taxaComparecimento: 1, turnosConsiderados: 7))))
        var p = perfilDaConta(contas)
        await p.enviar(.carregar)
        #expect(p.estado.reputacaoTexto == "6 de 7 chamariam de novo")
        let d = await p.enviar(.alternarDisponibilidade)
        #expect(p.estado.perfil.valor?.disponivel == false)
        #expect(await contas.chamadas.contains("disponivel:false"))
        #expect(d == Desfecho(.disponibilidade(disponivel: false), .enviada(nil)))
    }

    @Test func disponibilidadeDeContratanteERecusadaSemIrAoServidor() async {
        let contas = ContasFalsas()
        await contas.definir(perfil: .success(perfil(.semHistorico, perfil: .contratante, disponivel: nil)))
        var p = perfilDaConta(contas)
        await p.enviar(.carregar)
        let d = await p.enviar(.alternarDisponibilidade)
        #expect(d?.resultado == .recusada(.naoEncontrado, item: nil))
        #expect(await !contas.chamadas.contains { $0.hasPrefix("disponivel") })
    }

    @Test func perfilOfflineEErro() async {
        let contas = ContasFalsas()
        var off = perfilDaConta(contas, ConexaoFalsa(.offline))
        await off.enviar(.carregar)
        #expect(off.estado.perfil.falha == .semConexao && off.estado.perfil.mensagem == Mensagens.semConexao)
        var p = perfilDaConta(contas)
        await contas.definir(perfil: .failure(.recusa("Falhou.")))
        await p.enviar(.carregar)
        #expect(p.estado.perfil.mensagem == "Falhou.")
    }

    @Test func semRedeOPerfilQueJaEstaNaTelaFica() async {
        let contas = ContasFalsas(), conexao = ConexaoFalsa()
        await contas.definir(perfil: .success(perfil(.semHistorico)))
        var p = perfilDaConta(contas, conexao)
        await p.enviar(.carregar)
        await conexao.forcarOffline(true)
        await p.enviar(.carregar)
        #expect(p.estado.perfil.valor?.nome == "Ana")
        let d = await p.enviar(.definirDisponibilidade(false))
        #expect(d?.resultado == .semConexao)
        #expect(p.estado.perfil.valor?.disponivel == true, "sem rede, nada muda")
    }

    func sessao(_ contas: ContasFalsas) -> Executor<FuncionalidadeDaSessao> {
        Executor(FuncionalidadeDaSessao(contas: contas), estado: .init())
    }

    @Test func sessaoGuardaSoIdPerfilEReferencia() async {
        let contas = ContasFalsas()
        var s = sessao(contas)
        await s.enviar(.restaurar)
        #expect(s.estado.sessao == .vazio(TextosDaSessao.convite) && s.estado.conta == nil)
        await s.enviar(.entrar(email: " ", senha: "x"))
        #expect(s.estado.sessao.falha == .faltaPreencher && s.estado.sessao.mensagem == "Informe e-mail e senha.")
        #expect(await !contas.chamadas.contains("entrar"), "vazio não vai à rede")
        await s.enviar(.entrar(email: "ana@exemplo.com", senha: "errada"))
        #expect(s.estado.sessao.mensagem == "E-mail ou senha incorretos.")
        let conta = ContaAutenticada(id: contaAna, perfil: .profissional, nome: "Ana", referenciaCredencial: "arquivo:/x")
        await contas.definir(entrar: .success(conta))
        await s.enviar(.entrar(email: "ana@exemplo.com", senha: "certa"))
        #expect(s.estado.conta?.id == contaAna && s.estado.perfil == .profissional && s.estado.conta?.referenciaCredencial == "arquivo:/x")
        let campos = Mirror(reflecting: conta).children.compactMap(\.label)
        #expect(campos == ["id", "perfil", "nome", "referenciaCredencial"], "sem token (RNF07)")
        var outra = sessao(contas)
        await outra.enviar(.restaurar)
        #expect(outra.estado.conta?.id == contaAna, "a sessão guardada volta noutro processo")
        await outra.enviar(.sair())
        #expect(outra.estado.conta == nil && outra.estado.sessao == .vazio(TextosDaSessao.convite))
        #expect(await contas.chamadas.contains("sair"))
    }

    /// A conta criada com sessão na resposta (o cadastro) passa a ser a sessão, sem outro login.
    @Test func cadastroQueJaEntraViraASessao() async throws {
        let contas = ContasFalsas()
        let conta = ContaAutenticada(id: contaAna, perfil: .contratante, nome: "Ana", referenciaCredencial: "arquivo:/x")
        await contas.definir(entrar: .success(conta))
        var s = sessao(contas)
        let f = FuncionalidadeDaSessao(contas: contas)
        guard case .entrou(let c) = try await f.cadastro.cadastrarConta(
            Cadastro(email: "ana@exemplo.com", senha: "senha-boa-123", nome: "Ana",
                     dados: .contratante(estabelecimento: "Bar", endereco: "SCLN 408", ponto: pontoDoBar,
                                         documento: try Documento.interpretar("12345678000195").get()))) else {
            Issue.record("o falso entra no cadastro"); return
        }
        await s.enviar(.assumir(c))
        #expect(s.estado.conta == conta && s.estado.perfil == .contratante)
        #expect(await contas.chamadas == ["cadastrar"], "sem outro login")
    }

    func sincronizacao(_ fila: FilaFalsa, _ conexao: ConexaoFalsa) -> Executor<FuncionalidadeDaSincronizacao> {
        Executor(FuncionalidadeDaSincronizacao(conta: contaAna, fila: fila, conexao: conexao), estado: .init())
    }

    @Test func sincronizacaoMostraFilaEConectividade() async throws {
        let fila = FilaFalsa(agora: t0), conexao = ConexaoFalsa()
        var s = sincronizacao(fila, conexao)
        _ = try await fila.enfileirar(.avaliar(turno: UUID(), chamariaDeNovo: true), conta: contaAna)
        await s.enviar(.atualizar)
        #expect(s.estado.pendentes == 1 && s.estado.conectividadeTexto == "online")
        await s.enviar(.alternarOffline)
        #expect(s.estado.offlineForcado && s.estado.conectividadeTexto == "offline (forçado)")
        await fila.definir(enviarAoDrenar: true)
        await s.enviar(.sincronizarAgora)
        #expect(s.estado.pendentes == 0)
    }

    @Test func retomarDrenaSoComRedeESoSeHaPendentes() async throws {
        let fila = FilaFalsa(agora: t0), conexao = ConexaoFalsa()
        var s = sincronizacao(fila, conexao)
        await s.enviar(.retomar)
        #expect(await fila.drenos == 0, "fila vazia: nada a drenar")
        _ = try await fila.enfileirar(.avaliar(turno: UUID(), chamariaDeNovo: true), conta: contaAna)
        await conexao.forcarOffline(true)
        await s.enviar(.retomar)
        #expect(await fila.drenos == 0, "offline forçado: nada sai")
        #expect(s.estado.pendentes == 1)
        await conexao.forcarOffline(false)
        await fila.definir(enviarAoDrenar: true)
        await s.enviar(.retomar)
        #expect(await fila.drenos == 1)
        #expect(s.estado.pendentes == 0)
    }

    @Test func dispensarERetentarUmaRecusaDizemODesfecho() async throws {
        let fila = FilaFalsa(agora: t0), conexao = ConexaoFalsa()
        var s = sincronizacao(fila, conexao)
        let turno = UUID()
        _ = try await fila.enfileirar(.avaliar(turno: turno, chamariaDeNovo: true), conta: contaAna)
        await fila.rejeitar(1, motivo: "Turno cancelado.")
        await s.enviar(.atualizar)
        let recusada = try #require(s.estado.fila.itens.first)
        #expect(recusada.estado == .rejeitada)
        await conexao.forcarOffline(true)
        let d = await s.enviar(.retentar(recusada))
        guard case .naFila? = d?.resultado else { Issue.record("offline, a nova tentativa fica na fila: \(String(describing: d))"); return }
        #expect(d?.acao == .retentar(turno: turno))
        #expect(s.estado.fila.pendentes == 1 && s.estado.fila.rejeitadas == 0)
        #expect(d?.item?.sequencia == recusada.sequencia, "o mesmo item volta à fila, não um novo")
        await fila.rejeitar(recusada.sequencia, motivo: "Turno cancelado.")
        await s.enviar(.atualizar)
        let outra = try #require(s.estado.fila.itens.first { $0.estado == .rejeitada })
        let dispensa = await s.enviar(.dispensar(outra))
        #expect(dispensa == Desfecho(.dispensarRecusada(turno: turno), .enviada(nil)))
        #expect(s.estado.fila.itens.isEmpty)
        #expect(s.desfechos.count == 2, "cada ação da pessoa, um desfecho")
    }

    @Test func tentarDeNovoContaATentativaNoMesmoItem() async throws {
        let fila = FilaFalsa(agora: t0), conexao = ConexaoFalsa()
        var s = sincronizacao(fila, conexao)
        _ = try await fila.enfileirar(.avaliar(turno: UUID(), chamariaDeNovo: true), conta: contaAna)
        await fila.rejeitar(1, motivo: "Turno cancelado.")
        await s.enviar(.atualizar)
        let recusada = try #require(s.estado.fila.itens.first)
        #expect(recusada.tentativas == 1)
        await fila.definir(recusarAoDrenar: "Turno cancelado.")
        let d = await s.enviar(.retentar(recusada))
        guard case .recusada? = d?.resultado else { Issue.record("o servidor recusa de novo: \(String(describing: d))"); return }
        let depois = try #require(s.estado.fila.itens.first)
        #expect(s.estado.fila.itens.count == 1)
        #expect(depois.sequencia == recusada.sequencia && depois.chaveIdempotencia == recusada.chaveIdempotencia)
        #expect(depois.tentativas == 2 && depois.estado == .rejeitada && depois.ultimaTentativaEm == t0)
    }
}

struct MinhasVagasTests {
    @Test func escolherCandidatoEAvaliar() async throws {
        let vagas = VagasFalsas(), fila = FilaFalsa(agora: t0), contas = ContasFalsas()
        var v = Executor(FuncionalidadeDasVagas(PortasDoContratante(conta: contaAna, vagas: vagas, turnos: TurnosFalsos(), fila: fila,
                                                                    conexao: ConexaoFalsa(), relogio: RelogioFixo(t0 + h(7)))), estado: .init())
        await v.enviar(.carregar)
        #expect(v.estado.vagas == .vazio(Mensagens.semMinhasVagas))
        let escolha = try #require(await v.enviar(.escolherCandidato(UUID())))
        #expect(escolha.severidade == .erro && !escolha.deuCerto)
        guard case .escolherCandidato(_, .jaPreenchida?) = escolha.acao else { Issue.record("resultado errado: \(escolha)"); return }
        let semPresenca = turno()
        let recusa = await v.enviar(.avaliar(semPresenca, chamariaDeNovo: true))
        #expect(recusa?.resultado == .recusada(.avaliacao(.presencaNaoVerificada), item: nil))
        #expect(await fila.itens.isEmpty, "recusada aqui, nem vai para a fila")
        let ok = turno(checkin: RegistroDePresenca(em: t0, tipo: .geolocalizado, distanciaMetros: 1), verificacao: .verificado)
        await v.enviar(.avaliar(ok, chamariaDeNovo: true))
        #expect(await fila.itens.map(\.acao) == [.avaliar(turno: ok.id, chamariaDeNovo: true)])
        // Incluir na equipe é da lista da equipe (uma ação só para a TUI e o comando sem tela).
        var l = Executor(FuncionalidadeDasListas(gestao: GestaoFalsa(), contas: contas, conexao: ConexaoFalsa()), estado: .init())
        let equipe = try #require(await l.enviar(.incluirNaEquipe(UUID())))
        #expect(await contas.chamadas.contains("equipe"))
        #expect(equipe.resultado == .enviada(nil) && equipe.severidade == .sucesso)
    }

    @Test func cancelarSemMotivoOuJaCanceladoNaoVaiAoServidor() async throws {
        let turnos = TurnosFalsos()
        var v = Executor(FuncionalidadeDasVagas(PortasDoContratante(conta: contaAna, vagas: VagasFalsas(), turnos: turnos,
                                                                    fila: FilaFalsa(agora: t0), conexao: ConexaoFalsa(),
                                                                    relogio: RelogioFixo(t0 - h(2)))), estado: .init())
        let t = turno()
        #expect(await v.enviar(.cancelarTurno(t, motivo: "  "))?.resultado == .recusada(.motivoVazio, item: nil))
        await turnos.definir(falta: true)
        let d = try #require(await v.enviar(.cancelarTurno(t, motivo: "chuva")))
        #expect(d == Desfecho(.cancelarTurno(turno: t.id, porContratante: true, falta: .menosDe24h), .enviada(nil)))
        #expect(await turnos.chamadas.contains("cancelar:chuva"))
    }
}

/// A lista de campos da vaga é uma só: todo campo do domínio que a validação pode apontar
/// tem um campo no formulário, e o formulário não tem campo que o rascunho ignore.
struct CampoDaVagaTests {
    @Test func cobreTodoCampoDoDominio() {
        let cobertos = Set(CampoDaVaga.allCases.compactMap(\.doDominio))
        #expect(cobertos == Set(ProblemaDaVaga.Campo.allCases))
    }

    @Test func cadaCampoMudaORascunho() {
        var base = FormularioVaga()
        base.valores = [.data: "20/12/2026", .inicio: "18:00", .fim: "23:00"]
        let vazio = base.rascunho(agora: t0).0
        let exemplo: [CampoDaVaga: String] = [.funcao: "Garçom", .valor: "120,00", .posicoes: "2", .modo: "seleção",
                                              .refeicao: "sim", .transporte: "sim", .material: "sim", .endereco: "SCLS 405",
                                              .local: "-15.8,-47.9", .antecedencia: "5"]
        for campo in CampoDaVaga.allCases where ![.data, .inicio, .fim].contains(campo) {
            var f = base
            f.valores[campo] = exemplo[campo]
            #expect(f.rascunho(agora: t0).0 != vazio, "\(campo) não chega ao rascunho")
        }
    }
}
