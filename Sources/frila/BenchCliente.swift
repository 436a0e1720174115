import Foundation
import FrilaApresentacao
import FrilaDados
import FrilaDominio
import FrilaTerminal

/// Benchmarks do cliente, chamados por `make bench` (subcomandos ocultos).
enum BenchCliente {
    /// Tempo de `Telas.desenhar` de um quadro 80×24 do feed com `n` vagas (mediana e p99).
    static func render(vagas n: Int, repeticoes: Int) {
        let agora = Date()
        let estab = ResumoDoEstabelecimento(id: UUID(), nome: "Bar do Cerrado")
        let funcoes = Funcao.conhecidas
        let vagas = (0..<n).map { i in
            VagaDoFeed(id: UUID(), funcao: funcoes[i % funcoes.count],
                       periodo: Periodo(inicio: agora.addingTimeInterval(Double(3600 * (i + 2))), fim: agora.addingTimeInterval(Double(3600 * (i + 7)))),
                       valor: Dinheiro(centavos: 9000 + i * 50),
                       inclusos: Inclusos(refeicao: i % 2 == 0, transporte: i % 3 == 0, exigeMaterialProprio: i % 5 == 0),
                       modo: i % 4 == 0 ? .selecao : .urgencia, estabelecimento: estab, bairro: "Asa Sul",
                       distanciaMetros: Double(100 + i * 13), posicoesAbertas: 1 + i % 3, minhaCandidatura: nil)
        }
        var m = ModeloApp(agora: agora)
        m.conta = ContaAutenticada(id: UUID(), perfil: .profissional, nome: "Ana Souza", referenciaCredencial: "bench")
        m.tela = .pagina(.feed)
        m.feed = .conteudo(vagas)
        let tamanho = Tamanho(largura: 80, altura: 24)
        var tempos: [Double] = []
        tempos.reserveCapacity(repeticoes)
        var soma = 0
        for i in 0..<repeticoes {
            m.selecao[.feed] = (i * 37) % n  // a seleção muda: a janela visível e o detalhe mudam
            let t0 = DispatchTime.now().uptimeNanoseconds
            let q = Telas.desenhar(m, tamanho)
            let t1 = DispatchTime.now().uptimeNanoseconds
            soma &+= q.celulas.count
            tempos.append(Double(t1 - t0) / 1_000_000)
        }
        tempos.sort()
        let mediana = tempos[tempos.count / 2]
        let p99 = tempos[min(tempos.count - 1, tempos.count * 99 / 100)]
        print(String(format: "render_feed_%d_vagas_80x24 mediana=%.3f ms p99=%.3f ms (n=%d, %d células)", n, mediana, p99, repeticoes, soma / max(1, repeticoes)))
    }

    /// Prepara um diretório de dados com sessão e turnos no cache, para medir o primeiro
    /// quadro "a partir do cache" (frila --offline com FRILA_BENCH_SAIR_COM_DADOS=1).
    static func preparar(configuracao cfg: ConfiguracaoDoCliente) -> Never {
        let conta = UUID()
        let armazem = ArmazemDeCredencial(diretorio: cfg.diretorioEstado)
        do {
            try armazem.gravar(Credencial(contaId: conta, perfil: .profissional, nome: "Bench", tokenDeAcesso: "bench",
                                          tokenDeRenovacao: nil, expiraEm: Date().addingTimeInterval(3600)))
        } catch { falhar("não foi possível gravar a credencial de bench: \(error)") }
        let agora = Date()
        // FRILA_BENCH_TURNOS: quantos turnos no cache (o pico de RSS do make bench usa 10.000).
        let quantos = ProcessInfo.processInfo.environment["FRILA_BENCH_TURNOS"].flatMap(Int.init) ?? 20
        let turnos = (0..<max(1, quantos)).map { i in
            Turno(id: UUID(), vagaId: UUID(), posicaoId: UUID(),
                  vaga: ResumoDaVaga(funcao: .garcom, periodo: Periodo(inicio: agora.addingTimeInterval(Double(i) * 7200), fim: agora.addingTimeInterval(Double(i) * 7200 + 3600)),
                                     local: Local(endereco: "SCLS 405", ponto: Coordenada(latitude: -15.8, longitude: -47.9)),
                                     inclusos: Inclusos(refeicao: true, transporte: false, exigeMaterialProprio: false), modo: .urgencia),
                  valorAcordado: Dinheiro(centavos: 15000),
                  estabelecimento: ParteDoTurno(id: UUID(), nome: "Bar do Cerrado", contato: nil), profissional: nil)
        }
        Task {
            do {
                let cache = try CacheLocalSQLite(arquivo: cfg.arquivoDoBanco)
                try await cache.guardar(turnos, conta: conta)
                print("preparado: \(cfg.diretorioDados.path) (1 sessão, \(turnos.count) turnos no cache)")
                exit(0)
            } catch { falhar("não foi possível preparar o cache: \(error)") }
        }
        dispatchMain()
    }
}
