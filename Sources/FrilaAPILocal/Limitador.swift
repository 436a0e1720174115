import Foundation

/// Balde de fichas por chave (endereço ou e-mail), como o limite do GoTrue: cheio tem
/// `capacidade` fichas e recupera `capacidade` a cada `janela` segundos. Em memória: um
/// reinício do gateway esvazia os limites (é um freio, não um registro).
public final class Limitador: @unchecked Sendable {  // seguro: `baldes` só com `trava`
    // @unchecked: todo estado mutável é lido/escrito só com `trava` tomada.
    public let capacidade: Double
    public let janela: Double
    private let trava = NSLock()
    private var baldes: [String: (fichas: Double, em: Double)] = [:]
    /// Chaves guardadas no máximo; passando, as já recuperadas (cheias) são esquecidas.
    static let maximoChaves = 100_000

    /// capacidade 0 = sem limite.
    public init(capacidade: Int, janela: Double) {
        self.capacidade = Double(capacidade); self.janela = janela
    }

    var taxa: Double { capacidade / janela }

    private func fichas(_ chave: String, _ agora: Double) -> Double {
        guard let b = baldes[chave] else { return capacidade }
        return min(capacidade, b.fichas + (agora - b.em) * taxa)
    }

    /// Segundos até haver uma ficha (nil = já há).
    public func espera(_ chave: String, agora: Double) -> Int? {
        guard capacidade > 0 else { return nil }
        trava.lock(); defer { trava.unlock() }
        let f = fichas(chave, agora)
        return f >= 1 ? nil : max(1, Int(((1 - f) / taxa).rounded(.up)))
    }

    /// Tira uma ficha (pode ficar negativo até -capacidade: insistir durante o bloqueio
    /// não adianta, mas também não prende para sempre).
    public func tirar(_ chave: String, agora: Double) {
        guard capacidade > 0 else { return }
        trava.lock(); defer { trava.unlock() }
        if baldes.count >= Self.maximoChaves { esquecerCheios(agora) }
        baldes[chave] = (max(-capacidade, fichas(chave, agora) - 1), agora)
    }

    /// Devolve uma ficha tirada (o pedido deu certo, não conta como falha).
    public func devolver(_ chave: String, agora: Double) {
        guard capacidade > 0 else { return }
        trava.lock(); defer { trava.unlock() }
        guard baldes[chave] != nil else { return }
        let f = min(capacidade, fichas(chave, agora) + 1)
        if f >= capacidade { baldes[chave] = nil } else { baldes[chave] = (f, agora) }
    }

    private func esquecerCheios(_ agora: Double) {
        baldes = baldes.filter { fichas($0.key, agora) < capacidade }
        if baldes.count >= Self.maximoChaves { baldes.removeAll() }
    }
}
