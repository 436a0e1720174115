import Testing
@testable import FrilaDominio

struct FrilaDominioModuloTests {
    @Test func moduloCarrega() { #expect(Bool(true)) }
}
