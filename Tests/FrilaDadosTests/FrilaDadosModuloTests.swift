import Testing
@testable import FrilaDados

struct FrilaDadosModuloTests {
    @Test func moduloCarrega() { #expect(Bool(true)) }
}
