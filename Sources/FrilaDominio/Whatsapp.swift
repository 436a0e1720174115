import Foundation

/// O WhatsApp de uma conta: um telefone do Brasil com DDD, 10 (fixo) ou 11 (celular, 9 na
/// frente) dígitos nacionais, com +55 opcional; só dígitos, espaço, traço, parênteses e o + do
/// 55. É o contato que o outro lado lê (RN10): nada de link, texto ou dígito sósia. A mesma
/// régua de privado.whatsapp_normalizado no banco, que tem a palavra final.
public enum Whatsapp {
    /// A forma única gravada ("+55 61 91234-5678", "+55 61 3123-4567"), ou nil se não é telefone.
    public static func normalizado(_ texto: String) -> String? {
        let t = texto.precomposedStringWithCompatibilityMapping
        guard t.unicodeScalars.count <= 40 else { return nil }
        var resto = Substring(t.trimmingCharacters(in: CharacterSet(charactersIn: " ")))
        let todo = resto
        var comMais = false
        if resto.hasPrefix("+") {
            resto = resto.dropFirst()
            if resto.hasPrefix(" ") { resto = resto.dropFirst() }
            guard resto.hasPrefix("55") else { return nil }
            resto = resto.dropFirst(2)
            comMais = true
        }
        let permitidos = Set("0123456789 ()-".unicodeScalars)
        guard !resto.isEmpty, resto.unicodeScalars.allSatisfy({ permitidos.contains($0) }) else { return nil }
        var n = resto.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init)
        if !comMais, n.count == 12 || n.count == 13, todo.drop(while: { $0 == "(" || $0 == " " }).hasPrefix("55") {
            n.removeFirst(2)
        }
        guard n.count == 10 || n.count == 11, n[0] != "0", n[1] != "0" else { return nil }
        let ddd = String(n[0...1])
        if n.count == 11 {
            guard n[2] == "9" else { return nil }
            return "+55 \(ddd) \(String(n[2...6]))-\(String(n[7...10]))"
        }
        guard ("2"..."8").contains(n[2]) else { return nil }
        return "+55 \(ddd) \(String(n[2...5]))-\(String(n[6...9]))"
    }
}
