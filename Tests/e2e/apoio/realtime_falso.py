"""Um subconjunto do Supabase Realtime (Phoenix vsn 1.0.0) na frente do frila-api, até o
servidor do gateway chegar: upgrade WebSocket em /realtime/v1/websocket, phx_join e heartbeat
respondidos, broadcasts que o teste manda tocar (`tocar`); todo o resto da conexão vai
intacto ao frila-api (proxy TCP depois do primeiro cabeçalho). Só loopback, porta livre."""
import base64
import hashlib
import json
import socket
import struct
import threading

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


def _ler_cabecalho(s):
    buf = b""
    while b"\r\n\r\n" not in buf:
        parte = s.recv(4096)
        if not parte or len(buf) > 65536:
            return None, b""
        buf += parte
    cab, resto = buf.split(b"\r\n\r\n", 1)
    return cab.decode("latin-1"), resto


def _quadro(texto):
    dados = texto.encode()
    n = len(dados)
    if n < 126:
        cab = struct.pack("!BB", 0x81, n)
    elif n <= 0xFFFF:
        cab = struct.pack("!BBH", 0x81, 126, n)
    else:
        cab = struct.pack("!BBQ", 0x81, 127, n)
    return cab + dados


class RealtimeFalso:
    def __init__(self, api_url):
        host, porta = api_url.split("//", 1)[1].split(":")
        self.upstream = (host, int(porta.rstrip("/")))
        self.escuta = socket.socket()
        self.escuta.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.escuta.bind(("127.0.0.1", 0))
        self.escuta.listen(64)
        self.porta = self.escuta.getsockname()[1]
        self.trava = threading.Lock()
        self.entradas = []  # (topico, payload do phx_join)
        self.alvos = []  # o alvo de cada upgrade (a URL não pode levar o JWT)
        self.conexoes = {}  # socket -> tópico
        self.fechado = False
        threading.Thread(target=self._aceitar, daemon=True).start()

    @property
    def url(self):
        return f"http://127.0.0.1:{self.porta}"

    def encerrar(self):
        self.fechado = True
        self.escuta.close()
        with self.trava:
            for s in list(self.conexoes):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def tocar(self, topico, carga):
        m = {"topic": topico, "event": "broadcast", "ref": None, "join_ref": None,
             "payload": {"type": "broadcast", "event": "campainha", "payload": carga, "meta": {"id": "x"}}}
        with self.trava:
            alvo = [s for s, t in self.conexoes.items() if t == topico]
        for s in alvo:
            s.sendall(_quadro(json.dumps(m)))
        return len(alvo)

    def juntos(self, topico):
        with self.trava:
            return sum(1 for t in self.conexoes.values() if t == topico)

    def _aceitar(self):
        while not self.fechado:
            try:
                c, _ = self.escuta.accept()
            except OSError:
                return
            threading.Thread(target=self._atender, args=(c,), daemon=True).start()

    def _atender(self, c):
        cab, resto = _ler_cabecalho(c)
        if cab is None:
            c.close()
            return
        alvo = cab.split("\r\n", 1)[0].split(" ")[1]
        if alvo.startswith("/realtime/v1/websocket"):
            self._websocket(c, cab, alvo, resto)
        else:
            self._proxy(c, cab.encode("latin-1") + b"\r\n\r\n" + resto)

    def _proxy(self, c, inicio):
        u = socket.create_connection(self.upstream)
        u.sendall(inicio)

        def copiar(de, para):
            try:
                while True:
                    d = de.recv(65536)
                    if not d:
                        break
                    para.sendall(d)
            except OSError:
                pass
            for s in (de, para):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

        threading.Thread(target=copiar, args=(u, c), daemon=True).start()
        copiar(c, u)

    def _websocket(self, c, cab, alvo, resto):
        chave = next(l.split(":", 1)[1].strip() for l in cab.split("\r\n") if l.lower().startswith("sec-websocket-key:"))
        aceite = base64.b64encode(hashlib.sha1((chave + GUID).encode()).digest()).decode()
        c.sendall(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   f"Sec-WebSocket-Accept: {aceite}\r\n\r\n").encode())
        with self.trava:
            self.alvos.append(alvo)
            self.conexoes[c] = ""
        buf = resto
        try:
            while True:
                while len(buf) < 2:
                    d = c.recv(65536)
                    if not d:
                        return
                    buf += d
                op, n = buf[0] & 0x0F, buf[1] & 0x7F
                pos = 2
                if n == 126:
                    n, pos = struct.unpack("!H", buf[2:4])[0], 4
                elif n == 127:
                    n, pos = struct.unpack("!Q", buf[2:10])[0], 10
                while len(buf) < pos + 4 + n:
                    d = c.recv(65536)
                    if not d:
                        return
                    buf += d
                mascara = buf[pos:pos + 4]
                carga = bytes(b ^ mascara[i % 4] for i, b in enumerate(buf[pos + 4:pos + 4 + n]))
                buf = buf[pos + 4 + n:]
                if op == 8:
                    return
                if op == 1:
                    self._mensagem(c, json.loads(carga))
        except OSError:
            return
        finally:
            with self.trava:
                self.conexoes.pop(c, None)
            c.close()

    def _mensagem(self, c, m):
        def responder(payload):
            c.sendall(_quadro(json.dumps({"topic": m["topic"], "event": "phx_reply", "ref": m.get("ref"),
                                          "join_ref": m.get("join_ref"), "payload": payload})))
        if m["event"] == "phx_join":
            with self.trava:
                self.entradas.append((m["topic"], m["payload"]))
                self.conexoes[c] = m["topic"]
            responder({"status": "ok", "response": {"postgres_changes": []}})
        elif m["event"] == "heartbeat":
            responder({"status": "ok", "response": {}})
