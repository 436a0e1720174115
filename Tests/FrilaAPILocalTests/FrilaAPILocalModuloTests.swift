import Testing
@testable import FrilaAPILocal

struct FrilaAPILocalModuloTests {
    @Test func moduloCarrega() { #expect(Bool(true)) }
}
