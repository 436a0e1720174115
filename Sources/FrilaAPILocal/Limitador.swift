import Foundation

/// Balde de fichas por chave (endereço, e-mail ou o par dos dois), como o limite do GoTrue:
/// cheio tem `capacidade` fichas e recupera `capacidade` a cada `janela` segundos. Com
/// `recuo`, a chave que esvaziou fica bloqueada por um tempo que dobra a cada nova falha ou
/// insistência durante o bloqueio (até `teto`), e o nível só volta a zero depois de
/// `memoria` segundos sem falha (ou com `esquecer`, num acerto). Em memória: um reinício do
/// gateway esvazia os limites (é um freio, não um registro).
public final class Limitador: @unchecked Sendable {  // seguro: `baldes` só com `trava`
    // @unchecked: todo estado mutável é lido/escrito só com `trava` tomada.
    public let capacidade: Double
    public let janela: Double
    public let recuo: Bool
    public let teto: Double
    public let memoria: Double
    private let trava = NSLock()
    private struct Balde { var fichas: Double; var em: Double; var nivel = 0; var ate = 0.0 }
    private var baldes: [String: Balde] = [:]
    /// Chaves guardadas no máximo; passando, as já recuperadas (cheias) são esquecidas.
    static let maximoChaves = 100_000

    /// capacidade 0 = sem limite.
    public init(capacidade: Int, janela: Double, recuo: Bool = false, teto: Double = 3600, memoria: Double = 86_400) {
        self.capacidade = Double(capacidade); self.janela = janela
        self.recuo = recuo; self.teto = teto; self.memoria = memoria
    }

    var taxa: Double { capacidade / janela }
    /// O primeiro degrau do recuo: o tempo de uma ficha.
    var base: Double { janela / capacidade }

    private func balde(_ chave: String, _ agora: Double) -> Balde? {
        guard var b = baldes[chave] else { return nil }
        b.fichas = min(capacidade, b.fichas + (agora - b.em) * taxa)
        b.em = agora
        if b.nivel > 0 && agora - b.ate > memoria { b.nivel = 0 }
        return b
    }

    private func fichas(_ chave: String, _ agora: Double) -> Double { balde(chave, agora)?.fichas ?? capacidade }

    /// Segundos até a chave poder tentar (nil = já pode).
    public func espera(_ chave: String, agora: Double) -> Int? {
        guard capacidade > 0 else { return nil }
        trava.lock(); defer { trava.unlock() }
        guard let b = balde(chave, agora) else { return nil }
        let porFicha = b.fichas >= 1 ? 0 : (1 - b.fichas) / taxa
        let s = max(porFicha, b.ate - agora)
        return s > 0 ? max(1, Int(s.rounded(.up))) : nil
    }

    /// A chave falhou ou insistiu? (o balde não está cheio, ou há recuo em vigor)
    public func marcada(_ chave: String, agora: Double) -> Bool {
        guard capacidade > 0 else { return false }
        trava.lock(); defer { trava.unlock() }
        guard let b = balde(chave, agora) else { return false }
        return b.fichas < capacidade || b.nivel > 0
    }

    /// Tira uma ficha (pode ficar negativo até -capacidade: insistir durante o bloqueio
    /// não adianta, mas também não prende para sempre).
    public func tirar(_ chave: String, agora: Double) {
        guard capacidade > 0 else { return }
        trava.lock(); defer { trava.unlock() }
        if baldes.count >= Self.maximoChaves { esquecerCheios(agora) }
        var b = balde(chave, agora) ?? Balde(fichas: capacidade, em: agora)
        b.fichas = max(-capacidade, b.fichas - 1)
        baldes[chave] = b
    }

    /// Devolve uma ficha tirada (o pedido deu certo, não conta como falha).
    public func devolver(_ chave: String, agora: Double) {
        guard capacidade > 0 else { return }
        trava.lock(); defer { trava.unlock() }
        guard var b = balde(chave, agora) else { return }
        b.fichas = min(capacidade, b.fichas + 1)
        if b.fichas >= capacidade && b.nivel == 0 { baldes[chave] = nil } else { baldes[chave] = b }
    }

    /// Uma falha conferida (a ficha já saiu): com o balde vazio, ou já em recuo, bloqueia
    /// pelo próximo degrau.
    public func falhou(_ chave: String, agora: Double) {
        guard capacidade > 0, recuo else { return }
        trava.lock(); defer { trava.unlock() }
        guard var b = balde(chave, agora), b.fichas < 1 || b.nivel > 0 else { return }
        subir(&b, agora)
        baldes[chave] = b
    }

    /// Insistiu durante o bloqueio: o recuo sobe um degrau.
    public func recusou(_ chave: String, agora: Double) {
        guard capacidade > 0, recuo else { return }
        trava.lock(); defer { trava.unlock() }
        var b = balde(chave, agora) ?? Balde(fichas: capacidade, em: agora)
        subir(&b, agora)
        baldes[chave] = b
    }

    /// Acerto: a chave volta ao zero (balde cheio, sem recuo).
    public func esquecer(_ chave: String) {
        trava.lock(); baldes[chave] = nil; trava.unlock()
    }

    private func subir(_ b: inout Balde, _ agora: Double) {
        b.nivel += 1
        b.ate = agora + min(teto, base * pow(2, Double(min(b.nivel - 1, 30))))
    }

    private func esquecerCheios(_ agora: Double) {
        baldes = baldes.filter { k, _ in balde(k, agora).map { $0.fichas < capacidade || $0.nivel > 0 } ?? false }
        if baldes.count >= Self.maximoChaves { baldes.removeAll() }
    }
}
