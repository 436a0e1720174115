import Foundation
import FrilaFalsos
import Testing
@testable import FrilaApresentacao
@testable import FrilaDominio

struct AcompanhamentoTests {
    func acompanhamento(_ vagas: VagasFalsas = VagasFalsas(), _ turnos: TurnosFalsos = TurnosFalsos(), _ fila: FilaFalsa = FilaFalsa(agora: t0),
                        _ conexao: ConexaoFalsa = ConexaoFalsa()) -> Executor<FuncionalidadeDoAcompanhamento> {
        Executor(FuncionalidadeDoAcompanhamento(conta: contaAna, vagas: vagas, turnos: turnos, fila: fila, conexao: conexao,
                                                relogio: RelogioFixo(t0)), estado: .init())
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
                                    atrasados: [.init(turno: atrasado, minutosAtraso: 20)])
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

@MainActor
struct PublicarVagaTests {
    func formulario(_ vagas: VagasFalsas = VagasFalsas(), conexao: ConexaoFalsa = ConexaoFalsa()) -> PublicarVagaViewModel {
        let vm = PublicarVagaViewModel(vagas: vagas, conexao: conexao, relogio: RelogioFixo(t0),
                                       endereco: "SCLN 408 Bloco A", localizacao: pontoDoBar)
        vm.valores[.funcao] = Formatacao.funcao(Funcao.garcom)
        vm.valores[.data] = "20/12/2026"
        vm.valores[.inicio] = "18:00"
        vm.valores[.fim] = "02:00"
        vm.valores[.valor] = "120,00"
        vm.valores[.refeicao] = "sim"
        vm.valores[.transporte] = "não"
        vm.valores[.material] = "não"
        vm.valores[.modo] = "urgência"
        return vm
    }

    @Test func completoNaoTemProblemas() {
        let vm = formulario()
        #expect(vm.validar() == [])
        let (r, formato) = vm.rascunho()
        #expect(formato.isEmpty)
        #expect(r.inicio.map { Formatacao.dataHora($0, hoje: t0) } == "dom 20/12 18:00")
        #expect(r.fim.map { Formatacao.dataHora($0, hoje: t0) } == "seg 21/12 02:00", "fim antes do início = dia seguinte")
        #expect(r.valor == Dinheiro(centavos: 12000))
    }

    @Test func inclusosSemRespostaRN02() {
        let vm = formulario()
        vm.valores[.refeicao] = nil
        vm.valores[.transporte] = nil
        #expect(vm.validar() == [Formatacao.problema(.campoObrigatorio(.refeicao)), Formatacao.problema(.campoObrigatorio(.transporte))])
        #expect(vm.problemas.count == 2)
    }

    @Test func selecaoComMenosDe24hRN24() {
        let vm = formulario()
        vm.valores[.data] = "19/12/2026"
        vm.valores[.inicio] = "17:59"
        vm.valores[.modo] = "seleção"
        #expect(vm.validar() == [Formatacao.problema(.selecaoComMenosDe24h)])
    }

    @Test func valorInvalidoRN18ETextoMalFormado() {
        let vm = formulario()
        vm.valores[.valor] = "120.5"
        vm.valores[.inicio] = "25:00"
        let p = vm.validar()
        #expect(p.contains("Valor inválido: use reais e centavos, ex.: 120,00."))
        #expect(p.contains("Data ou hora de início inválida: use dd/mm/aaaa e hh:mm."))
        vm.valores[.valor] = "0"
        vm.valores[.inicio] = "18:00"
        #expect(vm.validar() == [Formatacao.problema(.valorInvalido)])
    }

    @Test func limitesDoDominioChegamAoFormulario() {
        let vm = formulario()
        vm.valores[.valor] = "21.000.000,00"
        vm.valores[.endereco] = "Rua A\u{1B}[2J"
        vm.valores[.antecedencia] = "2147483647"
        let p = vm.validar()
        #expect(p == [Formatacao.problema(.valorAcimaDoMaximo), Formatacao.problema(.textoComControle(.endereco)),
                      Formatacao.problema(.antecedenciaAcimaDoMaximo)])
        #expect(p.first == "O valor pode ser no máximo R$ 10.000,00 por turno.")
    }

    @Test func cadaProblemaApontaOSeuCampo() {
        let vm = formulario()
        #expect(vm.validar().isEmpty && vm.camposComProblema.isEmpty)
        vm.valores[.data] = "31/02/2026"
        vm.valores[.inicio] = "25:00"
        vm.valores[.valor] = "muito"
        vm.valores[.material] = nil
        #expect(!vm.validar().isEmpty)
        #expect(vm.camposComProblema == [.data, .inicio, .valor, .material], "\(vm.camposComProblema)")
        vm.valores[.data] = "20/12/2026"
        vm.valores[.valor] = "120,00"
        vm.valores[.material] = "não"
        vm.validar()
        #expect(vm.camposComProblema == [.inicio], "só a hora ruim: a data boa não leva a marca")
    }

    @Test func formularioVazioListaOsObrigatorios() {
        let vm = PublicarVagaViewModel(vagas: VagasFalsas(), conexao: ConexaoFalsa(), relogio: RelogioFixo(t0))
        let p = vm.validar()
        #expect(p.first == "Escolha a função.")
        #expect(p.contains(Formatacao.problema(.campoObrigatorio(.exigeMaterialProprio))))
        #expect(p.contains(Formatacao.problema(.campoObrigatorio(.endereco))))
        #expect(p.contains(Formatacao.problema(.campoObrigatorio(.ponto))))
    }

    @Test func invalidoNaoChegaNaRede() async {
        let vagas = VagasFalsas()
        let vm = formulario(vagas)
        vm.valores[.material] = nil
        await vm.publicar()
        #expect(vm.estado.falha == .faltaPreencher && vm.estado.mensagem == Formatacao.problema(.campoObrigatorio(.exigeMaterialProprio)))
        #expect(await vagas.chamadas.isEmpty)
    }

    @Test func publicaEMostraRecusaDoServidor() async throws {
        let vagas = VagasFalsas()
        let vm = formulario(vagas)
        await vagas.definir(publicar: .failure(.recusa("Seleção exige 24 h.")))
        await vm.publicar()
        #expect(vm.estado.mensagem == "Seleção exige 24 h." && vm.estado.falha?.passageira == false)
        let nova = try #require(await vagas.publicadas.first)
        #expect(nova.valor.centavos == 12000 && nova.local.endereco == "SCLN 408 Bloco A" && nova.antecedenciaAlerta == h(3))
        #expect(nova.periodo.duracao == h(8))
    }

    @Test func offlineNaoPublica() async {
        let vagas = VagasFalsas()
        let vm = formulario(vagas, conexao: ConexaoFalsa(.offline))
        await vm.publicar()
        #expect(vm.estado.falha == .semConexao && vm.estado.mensagem == Mensagens.semConexao)
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

    @Test func sessaoGuardaSoIdPerfilEReferencia() async {
        let contas = ContasFalsas()
        let s = SessaoUsuario(contas: contas)
        #expect(await s.restaurar() == false)
        #expect(s.estado == .vazio(SessaoUsuario.convite) && !s.autenticada)
        await s.entrar(email: "", senha: "x")
        #expect(s.estado.falha == .faltaPreencher && s.estado.mensagem == "Informe e-mail e senha.")
        await s.entrar(email: "ana@exemplo.com", senha: "errada")
        #expect(s.estado.mensagem == "E-mail ou senha incorretos.")
        let conta = ContaAutenticada(id: contaAna, perfil: .profissional, nome: "Ana", referenciaCredencial: "arquivo:/x")
        await contas.definir(entrar: .success(conta))
        await s.entrar(email: "ana@exemplo.com", senha: "certa")
        #expect(s.contaId == contaAna && s.perfil == .profissional && s.referenciaCredencial == "arquivo:/x")
        let campos = Mirror(reflecting: conta).children.compactMap(\.label)
        #expect(campos == ["id", "perfil", "nome", "referenciaCredencial"], "sem token (RNF07)")
        let outra = SessaoUsuario(contas: contas)
        #expect(await outra.restaurar())
        #expect(outra.contaId == contaAna)
        await outra.sair()
        #expect(!outra.autenticada)
        let chamadas = await contas.chamadas
        #expect(chamadas.contains("sair"))
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
        var v = Executor(FuncionalidadeDasVagas(conta: contaAna, vagas: vagas, turnos: TurnosFalsos(), fila: fila,
                                                conexao: ConexaoFalsa(), relogio: RelogioFixo(t0 + h(7))), estado: .init())
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
        var v = Executor(FuncionalidadeDasVagas(conta: contaAna, vagas: VagasFalsas(), turnos: turnos, fila: FilaFalsa(agora: t0),
                                                conexao: ConexaoFalsa(), relogio: RelogioFixo(t0 - h(2))), estado: .init())
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

    @MainActor @Test func cadaCampoMudaORascunho() {
        let base = PublicarVagaViewModel(vagas: VagasFalsas(), conexao: ConexaoFalsa(), relogio: RelogioFixo(t0))
        base.valores = [.data: "20/12/2026", .inicio: "18:00", .fim: "23:00"]
        let vazio = base.rascunho().0
        let exemplo: [CampoDaVaga: String] = [.funcao: "Garçom", .valor: "120,00", .posicoes: "2", .modo: "seleção",
                                              .refeicao: "sim", .transporte: "sim", .material: "sim", .endereco: "SCLS 405",
                                              .local: "-15.8,-47.9", .antecedencia: "5"]
        for campo in CampoDaVaga.allCases where ![.data, .inicio, .fim].contains(campo) {
            let vm = PublicarVagaViewModel(vagas: VagasFalsas(), conexao: ConexaoFalsa(), relogio: RelogioFixo(t0))
            vm.valores = base.valores
            vm.valores[campo] = exemplo[campo]
            #expect(vm.rascunho().0 != vazio, "\(campo) não chega ao rascunho")
        }
    }
}
