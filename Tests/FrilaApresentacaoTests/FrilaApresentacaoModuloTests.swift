import Testing
@testable import FrilaApresentacao

struct FrilaApresentacaoModuloTests {
    @Test func moduloCarrega() { #expect(Bool(true)) }
}
