import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Lê o corpo das respostas com teto: um servidor ou proxy quebrado que manda gigabytes não
/// leva a memória junto. `data(for:)` não tem teto, e `bytes(for:)` não existe no Linux;
/// então um delegate junta os pedaços e cancela a tarefa ao passar do limite. O URLSession
/// do Linux não freia a leitura: o que chega até o cancelamento valer (décimos de segundo)
/// passa pelos callbacks e é descartado; só no loopback sem freio isso vira centenas de MiB.
final class ColetorDeRespostas: NSObject, URLSessionDataDelegate, Sendable {
    struct GrandeDemais: Error { let limite: Int }

    private struct Coleta {
        var dados = Data()
        var resposta: URLResponse?
        var excedeu = false
        let continuacao: CheckedContinuation<(Data, URLResponse), any Error>
    }

    let limite: Int
    private let coletas = Mutex<[Int: Coleta]>([:])

    init(limite: Int) { self.limite = limite }

    func buscar(_ req: URLRequest, em sessao: URLSession) async throws -> (Data, URLResponse) {
        let tarefa = sessao.dataTask(with: req)
        let id = tarefa.taskIdentifier
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { c in
                coletas.withLock { $0[id] = Coleta(continuacao: c) }
                tarefa.resume()
            }
        } onCancel: { tarefa.cancel() }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void) {
        let grande = response.expectedContentLength > Int64(limite)
        coletas.withLock {
            $0[dataTask.taskIdentifier]?.resposta = response
            if grande { $0[dataTask.taskIdentifier]?.excedeu = true }
        }
        completionHandler(grande ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        // Muda no lugar (subscript opcional): copiar a Coleta para fora e devolver copiaria o
        // corpo inteiro a cada pedaço.
        let excedeu = coletas.withLock { c -> Bool in
            guard c[id]?.excedeu == false, let tamanho = c[id]?.dados.count else { return false }
            if tamanho + data.count > limite {
                c[id]?.excedeu = true
                c[id]?.dados = Data()
                return true
            }
            c[id]?.dados.append(data)
            return false
        }
        if excedeu { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let x = coletas.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        if x.excedeu {
            x.continuacao.resume(throwing: GrandeDemais(limite: limite))
        } else if let error {
            x.continuacao.resume(throwing: error)
        } else if let r = x.resposta ?? task.response {
            x.continuacao.resume(returning: (x.dados, r))
        } else {
            x.continuacao.resume(throwing: URLError(.badServerResponse))
        }
    }
}
