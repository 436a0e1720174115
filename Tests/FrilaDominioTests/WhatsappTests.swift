import Foundation
import Testing
@testable import FrilaDominio

/// O WhatsApp é um telefone do Brasil numa forma só; o resto (link, texto, dígito sósia,
/// espaço exótico) não é número. Os mesmos casos do pgTAP de privado.whatsapp_normalizado.
struct WhatsappTests {
    @Test(arguments: [
        ("+55 61 99101-2233", "+55 61 99101-2233"), ("(61) 99101-2233", "+55 61 99101-2233"),
        ("61991012233", "+55 61 99101-2233"), ("+5561991012233", "+55 61 99101-2233"),
        ("55 61 99101-2233", "+55 61 99101-2233"), ("(61) 3123-4567", "+55 61 3123-4567"),
        ("  +55 (61) 98111-0001 ", "+55 61 98111-0001"), ("+55 61 \u{FF19}9101-2233", "+55 61 99101-2233"),
    ])
    func telefoneNaFormaUnica(_ c: (String, String)) {
        #expect(Whatsapp.normalizado(c.0) == c.1, "\(c.0)")
    }

    @Test(arguments: [
        "https://bit.ly/x", "<script>", "ligue p/ gerente", "+55 61 9\u{0430}1234-5678", "+55\u{1680}61 91234-5678",
        "+1 202 555 0100", "991012233", "+55 61 99101-22334", "+55 01 99101-2233", "61 8101-2233 ramal 2",
        "61 99101-2233\n", "", "+55", "61 1123-4567",
    ])
    func naoETelefone(_ t: String) {
        #expect(Whatsapp.normalizado(t) == nil, "\(t.debugDescription)")
    }
}
