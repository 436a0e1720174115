import Testing
@testable import FrilaTerminal

struct FrilaTerminalModuloTests {
    @Test func moduloCarrega() { #expect(Bool(true)) }
}
