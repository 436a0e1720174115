import Foundation

/// Uma mensagem do protocolo de canais do Phoenix, como o Supabase Realtime fala.
/// vsn 1.0.0: objeto `{topic, event, payload, ref, join_ref}`; vsn 2.0.0: array
/// `[join_ref, ref, topic, event, payload]`. O payload fica em JSON cru (texto).
public struct MensagemPhoenix: Equatable, Sendable {
    public var joinRef: String?
    public var ref: String?
    public var topico: String
    public var evento: String
    /// JSON do payload, exatamente como vai no fio.
    public var payload: String

    public init(joinRef: String?, ref: String?, topico: String, evento: String, payload: String) {
        self.joinRef = joinRef; self.ref = ref; self.topico = topico; self.evento = evento; self.payload = payload
    }

    public enum Versao: Sendable, Equatable { case v1, v2 }

    /// Lê uma mensagem de texto do cliente; nil se não tem a forma da versão.
    public static func ler(_ bytes: [UInt8], versao: Versao) -> (MensagemPhoenix, [String: Any])? {
        guard let valor = try? JSONSerialization.jsonObject(with: Data(bytes), options: []) else { return nil }
        let joinRef: Any?, ref: Any?, topico: Any?, evento: Any?, payload: Any?
        switch versao {
        case .v1:
            guard let o = valor as? [String: Any] else { return nil }
            (joinRef, ref, topico, evento, payload) = (o["join_ref"], o["ref"], o["topic"], o["event"], o["payload"])
        case .v2:
            guard let a = valor as? [Any], a.count == 5 else { return nil }
            (joinRef, ref, topico, evento, payload) = (a[0], a[1], a[2], a[3], a[4])
        }
        guard let t = topico as? String, let e = evento as? String else { return nil }
        let p = payload as? [String: Any] ?? [:]
        return (MensagemPhoenix(joinRef: texto(joinRef), ref: texto(ref), topico: t, evento: e, payload: ""), p)
    }

    static func texto(_ v: Any?) -> String? {
        switch v {
        case let s as String: return s
        case let n as NSNumber: return n.stringValue
        default: return nil
        }
    }

    static func opcional(_ s: String?) -> String { s.map(JSON.texto) ?? "null" }

    public func codificar(_ versao: Versao) -> [UInt8] {
        switch versao {
        case .v1:
            return Array(("{\"topic\":\(JSON.texto(topico)),\"event\":\(JSON.texto(evento)),\"payload\":\(payload),"
                + "\"ref\":\(Self.opcional(ref)),\"join_ref\":\(Self.opcional(joinRef))}").utf8)
        case .v2:
            return Array(("[\(Self.opcional(joinRef)),\(Self.opcional(ref)),\(JSON.texto(topico)),\(JSON.texto(evento)),\(payload)]").utf8)
        }
    }

    /// `phx_reply` ok/erro a uma mensagem do cliente (mesmo tópico, ref e join_ref).
    public static func resposta(a m: MensagemPhoenix, ok: Bool, resposta: String) -> MensagemPhoenix {
        MensagemPhoenix(joinRef: m.joinRef, ref: m.ref, topico: m.topico, evento: "phx_reply",
                        payload: "{\"status\":\(ok ? "\"ok\"" : "\"error\""),\"response\":\(resposta)}")
    }

    public static func erro(a m: MensagemPhoenix, motivo: String) -> MensagemPhoenix {
        resposta(a: m, ok: false, resposta: "{\"reason\":\(JSON.texto(motivo))}")
    }

    /// Mensagem `system` do Realtime num canal (`channel` é o tópico sem o prefixo `realtime:`).
    public static func sistema(topico: String, joinRef: String?, ok: Bool, mensagem: String) -> MensagemPhoenix {
        let canal = topico.hasPrefix("realtime:") ? String(topico.dropFirst(9)) : topico
        return MensagemPhoenix(joinRef: joinRef, ref: nil, topico: topico, evento: "system",
                               payload: "{\"extension\":\"system\",\"status\":\(ok ? "\"ok\"" : "\"error\""),"
                                   + "\"message\":\(JSON.texto(mensagem)),\"channel\":\(JSON.texto(canal))}")
    }

    public static func fechamento(topico: String, joinRef: String?) -> MensagemPhoenix {
        MensagemPhoenix(joinRef: joinRef, ref: joinRef, topico: topico, evento: "phx_close", payload: "{}")
    }

    /// Broadcast do banco: `{type:"broadcast", event, payload, meta:{id}}` no evento `broadcast`.
    public static func broadcast(topico: String, evento: String, payload: String, id: String) -> MensagemPhoenix {
        MensagemPhoenix(joinRef: nil, ref: nil, topico: "realtime:" + topico, evento: "broadcast",
                        payload: "{\"type\":\"broadcast\",\"event\":\(JSON.texto(evento)),\"payload\":\(payload),"
                            + "\"meta\":{\"id\":\(JSON.texto(id))}}")
    }
}

/// Uma linha de realtime.messages como o gatilho local a notifica (`{id, topic, event,
/// private, payload}`), ou só `{id}` quando passou de 7.900 bytes.
public struct NotificacaoRealtime: Equatable, Sendable {
    public var id: String
    public var topico: String?
    public var evento: String?
    public var privado: Bool
    /// JSON cru do payload (nunca reinterpretado).
    public var payload: String

    public static func ler(_ texto: String) -> NotificacaoRealtime? {
        guard let pares = try? JSON.objeto(Array(texto.utf8)) else { return nil }
        var n = NotificacaoRealtime(id: "", topico: nil, evento: nil, privado: true, payload: "null")
        var temId = false
        for (k, v) in pares {
            switch (k, v) {
            case ("id", .texto(let s)): n.id = s; temId = true
            case ("topic", .texto(let s)): n.topico = s
            case ("event", .texto(let s)): n.evento = s
            case ("private", .bruto(let b)): n.privado = b != "false"
            case ("private", .nulo): n.privado = false
            case ("payload", .texto(let s)): n.payload = JSON.texto(s)
            case ("payload", .bruto(let b)): n.payload = b
            default: break
            }
        }
        return temId ? n : nil
    }

    /// Só o id (a linha passou do tamanho de um NOTIFY): buscar a linha pelo id.
    public var incompleta: Bool { topico == nil }
}
