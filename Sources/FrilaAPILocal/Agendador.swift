import Foundation

/// Laço que roda `privado.executar_agendador()` a cada intervalo, numa conexão própria
/// (não disputa o pool das requisições). Falha não derruba o laço: loga e tenta de novo.
public final class Agendador: @unchecked Sendable {  // seguro: estado só com `trava`; conexão só na thread do laço
    // @unchecked: `parar` e `ultimoErro` só são tocados com `trava` tomada; a conexão só
    // pela thread do laço.
    let url: String
    let intervalo: Double
    let log: Log
    private let trava = NSCondition()
    private var parar = false
    private var terminou = false
    private var ultimoErro: String?
    private var rodadas = 0
    /// Rodadas feitas (com ou sem erro).
    public var execucoes: Int { trava.lock(); defer { trava.unlock() }; return rodadas }

    /// Teto de uma rodada no banco: uma rodada presa (trava) não segura o desligamento.
    static let timeoutRodadaMs = 60_000

    public init(url: String, intervalo: Double, log: Log) {
        self.url = url; self.intervalo = intervalo; self.log = log
    }

    public func iniciar() {
        let t = Thread { [self] in laco() }
        t.name = "frila-agendador"
        t.start()
    }

    /// Pede para parar e espera a rodada em curso terminar.
    public func encerrar() {
        trava.lock()
        parar = true
        trava.broadcast()
        while !terminou { trava.wait() }
        trava.unlock()
    }

    func laco() {
        var conexao: Conexao?
        while true {
            trava.lock()
            if parar { terminou = true; trava.broadcast(); trava.unlock(); return }
            trava.unlock()

            var erro: String?
            do {
                if conexao == nil {
                    let c = try Conexao(url: url)
                    _ = try c.executar("select set_config('statement_timeout', $1, false)", [String(Self.timeoutRodadaMs)])
                    conexao = c
                }
                // RNF03: as vagas novas saem numa transação própria antes da passada inteira
                // (próximas levas, teto, ...), sem esperar o commit dela (make bench: pior caso
                // de publicar → 1ª leva de 1,1 s para ~0,6 s com 1.000 levas acumuladas). Com a
                // mesma trava da passada: nunca junto de uma passada do pg_cron.
                _ = try conexao!.executar("select privado.despachar_novas_com_trava(now())")
                _ = try conexao!.executar("select privado.executar_agendador()")
            } catch {
                if conexao?.quebrada == true { conexao = nil }
                erro = Self.descrever(error)
            }
            // Loga a mudança de estado, não cada rodada igual (o banco fora por 1 h não enche o log).
            trava.lock()
            rodadas += 1
            if erro != ultimoErro {
                if let erro { log.linha("agendador: falhou: \(erro)") } else { log.linha("agendador: voltou a funcionar") }
                ultimoErro = erro
            }
            if !parar { _ = trava.wait(until: Date().addingTimeInterval(intervalo)) }
            trava.unlock()
        }
    }

    static func descrever(_ e: ErroBanco) -> String {
        switch e {
        case .sql(let s): return "\(s.codigo) \(s.mensagem)"
        case .semConexao: return "banco indisponível"
        case .conexaoPerdida: return "conexão perdida"
        case .esperaEsgotada: return "espera esgotada"
        }
    }
}
