import Foundation

/// Piso do benchmark: a mesma SQL que o gateway roda por requisição (pipeline begin →
/// set_config → função → commit), chamada direto por libpq, sem HTTP.
enum BenchPiso {
    static func rodar(config: Configuracao, argumentos: [String]) -> Int32 {
        print("piso: ainda não implementado")
        return 1
    }
}
