import Foundation
import FrilaDominio

/// Tokens da sessão. Só vivem aqui e no arquivo 0600 (RNF07); `description` nunca os mostra (RN15).
public struct Credencial: Codable, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public let contaId: UUID
    public let perfil: PerfilConta
    public let nome: String
    public var tokenDeAcesso: String
    /// nil depois de usado numa renovação que falhou: nunca é reenviado.
    public var tokenDeRenovacao: String?
    public var expiraEm: Date?

    public init(contaId: UUID, perfil: PerfilConta, nome: String, tokenDeAcesso: String,
                tokenDeRenovacao: String?, expiraEm: Date?) {
        self.contaId = contaId
        self.perfil = perfil
        self.nome = nome
        self.tokenDeAcesso = tokenDeAcesso
        self.tokenDeRenovacao = tokenDeRenovacao
        self.expiraEm = expiraEm
    }

    public var description: String { "Credencial(conta: \(contaId), perfil: \(perfil.rawValue), tokens: ***)" }
    public var debugDescription: String { description }
}

/// Arquivo da credencial: legível só pelo dono (0600), escrito de forma atômica
/// (arquivo temporário 0600 + rename), num diretório 0700.
public struct ArmazemDeCredencial: Sendable {
    public let arquivo: URL

    public init(diretorio: URL) {
        self.arquivo = diretorio.appendingPathComponent("credencial.json")
    }

    /// Referência opaca que a sessão carrega no lugar do token.
    public var referencia: String { "arquivo:" + arquivo.path }

    public func ler() -> Credencial? {
        guard let dados = try? Data(contentsOf: arquivo) else { return nil }
        return try? JSONDecoder().decode(Credencial.self, from: dados)
    }

    public func gravar(_ c: Credencial) throws {
        let fm = FileManager.default
        let dir = arquivo.deletingLastPathComponent()
        try fm.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let dados = try JSONEncoder().encode(c)
        let tmp = dir.appendingPathComponent(".credencial.\(UUID().uuidString).tmp")
        // Cria já com 0600: o token nunca existe em disco com outra permissão.
        let fd = open(tmp.path, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { throw ErroDeArmazenamento.naoFoiPossivelGravar(dir.path) }
        let ok = dados.withUnsafeBytes { buf -> Bool in
            var escrito = 0
            while escrito < buf.count {
                let n = write(fd, buf.baseAddress! + escrito, buf.count - escrito)
                if n <= 0 { return false }
                escrito += n
            }
            return fsync(fd) == 0
        }
        close(fd)
        guard ok, rename(tmp.path, arquivo.path) == 0 else {
            unlink(tmp.path)
            throw ErroDeArmazenamento.naoFoiPossivelGravar(dir.path)
        }
    }

    public func apagar() {
        try? FileManager.default.removeItem(at: arquivo)
    }

    /// Arquivo da trava entre processos (fica ao lado da credencial, nunca é apagado).
    public var arquivoDaTrava: URL { arquivo.deletingLastPathComponent().appendingPathComponent("credencial.trava") }

    /// Trava exclusiva (flock) para renovar: a TUI e um comando sem tela no mesmo diretório
    /// renovam um de cada vez. O sistema solta a trava se o processo morrer. Sem como criar o
    /// arquivo (diretório só de leitura): nil, e a renovação segue sem trava.
    func travar() async -> TravaDaCredencial? {
        let dir = arquivo.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let fd = open(arquivoDaTrava.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return nil }
        // flock bloqueia a thread: espera fora do pool do Swift concurrency.
        let ok = await withCheckedContinuation { (c: CheckedContinuation<Bool, Never>) in
            DispatchQueue.global().async {
                var r: Int32
                repeat { r = flock(fd, LOCK_EX) } while r != 0 && errno == EINTR
                c.resume(returning: r == 0)
            }
        }
        guard ok else { close(fd); return nil }
        return TravaDaCredencial(fd: fd)
    }
}

/// Trava da renovação em posse deste processo; `soltar()` uma vez.
struct TravaDaCredencial: Sendable {
    let fd: Int32
    func soltar() {
        _ = flock(fd, LOCK_UN)
        close(fd)
    }
}

/// Dono da credencial em memória + arquivo. Serializa a renovação: várias 401 ao mesmo
/// tempo geram uma rotação só, e o token de renovação nunca vai duas vezes.
public actor CofreDeSessao {
    /// Volta quando o prazo (em segundos) passa. O padrão é o relógio do sistema; os testes
    /// passam um prazo que eles mesmos vencem.
    public typealias Prazo = @Sendable (TimeInterval) async -> Void
    public static let prazoDoSistema: Prazo = { s in try? await Task.sleep(nanoseconds: UInt64(max(0, s) * 1_000_000_000)) }

    private let armazem: ArmazemDeCredencial?
    private var credencial: Credencial?
    private var renovacao: Task<Credencial, any Error>?
    private let esperaDaRenovacao: TimeInterval
    private let prazo: Prazo

    public init(armazem: ArmazemDeCredencial?, esperaDaRenovacao: TimeInterval = Regras.esperaMaximaDaRenovacao,
                prazo: @escaping Prazo = CofreDeSessao.prazoDoSistema) {
        self.armazem = armazem
        self.credencial = armazem?.ler()
        self.esperaDaRenovacao = esperaDaRenovacao
        self.prazo = prazo
    }

    public var atual: Credencial? { credencial }
    public var contaAtual: UUID? { credencial?.contaId }
    public var referencia: String { armazem?.referencia ?? "memoria" }

    public func guardar(_ c: Credencial) throws {
        credencial = c
        try armazem?.gravar(c)
    }

    /// O nome da conta mudou (perfil editado aqui ou noutro lugar): a sessão guardada passa a
    /// dizê-lo — a TUI que abrir depois mostra o novo sem entrar de novo. Os tokens são os do
    /// disco (outro processo pode ter renovado); outra conta no arquivo, nada muda.
    public func renomear(_ nome: String, conta: UUID) {
        guard let base = armazem?.ler() ?? credencial, base.contaId == conta, base.nome != nome else { return }
        let c = Credencial(contaId: base.contaId, perfil: base.perfil, nome: nome, tokenDeAcesso: base.tokenDeAcesso,
                           tokenDeRenovacao: base.tokenDeRenovacao, expiraEm: base.expiraEm)
        credencial = c
        try? armazem?.gravar(c)
    }

    public func apagar() {
        credencial = nil
        renovacao = nil
        armazem?.apagar()
    }

    /// Renova depois que `tokenRecusado` levou 401. Se outro já renovou (neste processo ou,
    /// pelo arquivo, em outro com o mesmo diretório), devolve a atual sem gastar o token.
    func renovar(apos tokenRecusado: String,
                 com renovar: @escaping @Sendable (String) async throws -> Credencial) async throws -> Credencial {
        if let t = renovacao { return try await noPrazo(t) }
        guard let c = credencial else { throw ErroDaApi.sessaoExpirada }
        if c.tokenDeAcesso != tokenRecusado { return c }
        let t = Task { try await self.renovarSobTrava(apos: tokenRecusado, com: renovar) }
        renovacao = t
        defer { if renovacao == t { renovacao = nil } }
        return try await noPrazo(t)
    }

    /// Espera a renovação `t` até `esperaDaRenovacao`. Passou: cancela a renovação presa (o
    /// pedido dela solta a trava se o transporte ouvir o cancelamento), esquece-a para a
    /// próxima 401 não esperar por ela, e desiste com a frase que diz o que houve.
    private func noPrazo(_ t: Task<Credencial, any Error>) async throws -> Credencial {
        let corrida = Corrida<Credencial>()
        let (prazo, espera) = (self.prazo, esperaDaRenovacao)
        let relogio = Task { await prazo(espera); await corrida.entregar(.failure(ErroDaApi.renovacaoSemResposta)) }
        Task { do { await corrida.entregar(.success(try await t.value)) } catch { await corrida.entregar(.failure(error)) } }
        defer { relogio.cancel() }
        do {
            return try await corrida.valor()
        } catch ErroDaApi.renovacaoSemResposta {
            t.cancel()
            if renovacao == t { renovacao = nil }
            throw ErroDaApi.renovacaoSemResposta
        }
    }

    private func renovarSobTrava(apos tokenRecusado: String,
                                 com renovar: @escaping @Sendable (String) async throws -> Credencial) async throws -> Credencial {
        let trava = await armazem?.travar()
        defer { trava?.soltar() }
        // Desistiram desta renovação enquanto ela esperava a trava: não gasta o token de renovação.
        try Task.checkCancellation()
        if let armazem {
            // O que vale é o arquivo: outro processo pode ter renovado (ou saído) enquanto
            // este esperava a trava. Reenviar o token de renovação dele revogaria a sessão.
            guard let doDisco = armazem.ler() else {
                credencial = nil
                throw ErroDaApi.sessaoExpirada
            }
            // Outra conta entrou neste diretório: não usa a sessão dela nem grava por cima.
            guard doDisco.contaId == credencial?.contaId else { throw ErroDaApi.sessaoExpirada }
            credencial = doDisco
        }
        guard var c = credencial else { throw ErroDaApi.sessaoExpirada }
        if c.tokenDeAcesso != tokenRecusado { return c }
        guard let rt = c.tokenDeRenovacao else { throw ErroDaApi.sessaoExpirada }
        // Consome o token de renovação antes de enviar: falhe como falhar, não reenvia.
        c.tokenDeRenovacao = nil
        credencial = c
        try? armazem?.gravar(c)
        do {
            let nova = try await renovar(rt)
            try? guardar(nova)
            return nova
        } catch let e as RenovacaoNaoSaiu {
            // O pedido nem saiu da máquina: o token não foi usado e volta para a credencial
            // (senão a sessão se perderia por uma conexão recusada).
            if var atual = credencial, atual.tokenDeAcesso == c.tokenDeAcesso, atual.tokenDeRenovacao == nil {
                atual.tokenDeRenovacao = rt
                credencial = atual
                try? armazem?.gravar(atual)
            }
            throw e.erro
        } catch let e as ErroDaApi where !e.ehTransitorio {
            switch e {
            case .recusa(let r) where ErroDaApi.chavesDeSessaoInexistente.contains(r.chave):
                throw ErroDaApi.sessaoInexistente
            case .naoAutorizado(let c?) where ErroDaApi.chavesDeSessaoInexistente.contains(c):
                throw ErroDaApi.sessaoInexistente
            default:
                throw ErroDaApi.sessaoExpirada
            }
        }
    }
}

/// O primeiro resultado que chegar (a renovação ou o prazo); os seguintes não mudam nada.
actor Corrida<Valor: Sendable> {
    private var resultado: Result<Valor, any Error>?
    private var esperando: CheckedContinuation<Valor, any Error>?

    func entregar(_ r: Result<Valor, any Error>) {
        guard resultado == nil else { return }
        resultado = r
        esperando?.resume(with: r)
        esperando = nil
    }

    func valor() async throws -> Valor {
        if let r = resultado { return try r.get() }
        return try await withCheckedThrowingContinuation { esperando = $0 }
    }
}

/// A renovação falhou antes de o pedido sair da máquina (offline forçado, conexão recusada).
struct RenovacaoNaoSaiu: Error {
    let erro: ErroDaApi
}
