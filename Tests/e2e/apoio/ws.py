"""Cliente WebSocket mínimo (RFC 6455) e o protocolo do Supabase Realtime por cima dele.

A biblioteca padrão do Python não tem cliente de WebSocket; este basta para os cenários:
handshake com a conferência do Sec-WebSocket-Accept, máscara, as três formas de tamanho,
ping/pong e close. `bruto()` manda bytes quaisquer (os ataques)."""
import base64
import hashlib
import json
import os
import socket
import struct
import time

GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"


class Recusado(Exception):
    """O servidor respondeu outra coisa que não 101."""

    def __init__(self, status, corpo):
        super().__init__(f"{status}: {corpo}")
        self.status, self.corpo = status, corpo


class Fechado(Exception):
    """O servidor fechou (código do close, ou None se a conexão só caiu)."""

    def __init__(self, codigo=None, motivo=""):
        super().__init__(f"fechado: {codigo} {motivo}")
        self.codigo, self.motivo = codigo, motivo


def quadro(opcode, dados, mascarar=True, fin=True, rsv=0):
    b0 = (0x80 if fin else 0) | rsv | opcode
    n = len(dados)
    m = 0x80 if mascarar else 0
    if n < 126:
        cab = struct.pack("!BB", b0, m | n)
    elif n < 65536:
        cab = struct.pack("!BBH", b0, m | 126, n)
    else:
        cab = struct.pack("!BBQ", b0, m | 127, n)
    if not mascarar:
        return cab + dados
    chave = os.urandom(4)
    return cab + chave + bytes(b ^ chave[i % 4] for i, b in enumerate(dados))


class WS:
    def __init__(self, porta, caminho="/realtime/v1/websocket", apikey=None, vsn="1.0.0", origem="127.0.0.1",
                 timeout=10, rcvbuf=None, extra_query=""):
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if rcvbuf:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.sock.settimeout(timeout)
        self.sock.bind((origem, 0))
        self.sock.connect(("127.0.0.1", porta))
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buf = b""
        q = []
        if apikey is not None:
            q.append(f"apikey={apikey}")
        if vsn:
            q.append(f"vsn={vsn}")
        if extra_query:
            q.append(extra_query)
        chave = base64.b64encode(os.urandom(16)).decode()
        pedido = (f"GET {caminho}?{'&'.join(q)} HTTP/1.1\r\nHost: 127.0.0.1:{porta}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {chave}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(pedido.encode())
        while b"\r\n\r\n" not in self.buf:
            d = self.sock.recv(65536)
            if not d:
                raise Recusado(0, self.buf.decode("latin-1"))
            self.buf += d
        cab, self.buf = self.buf.split(b"\r\n\r\n", 1)
        linhas = cab.decode("latin-1").split("\r\n")
        status = int(linhas[0].split()[1])
        self.cabecalhos = {l.split(":", 1)[0].strip().lower(): l.split(":", 1)[1].strip() for l in linhas[1:] if ":" in l}
        if status != 101:
            tam = int(self.cabecalhos.get("content-length", "0"))
            while len(self.buf) < tam:
                d = self.sock.recv(65536)
                if not d:
                    break
                self.buf += d
            self.sock.close()
            raise Recusado(status, self.buf[:tam].decode("utf-8", "replace"))
        esperado = base64.b64encode(hashlib.sha1((chave + GUID).encode()).digest()).decode()
        assert self.cabecalhos.get("sec-websocket-accept") == esperado, self.cabecalhos
        self.vsn = vsn or "1.0.0"
        self.ref = 0

    # --- quadros ---
    def bruto(self, b):
        self.sock.sendall(b)

    def enviar_texto(self, s):
        self.sock.sendall(quadro(0x1, s.encode() if isinstance(s, str) else s))

    def _garantir(self, n):
        while len(self.buf) < n:
            d = self.sock.recv(65536)
            if not d:
                raise Fechado(None, "EOF")
            self.buf += d

    def quadro(self):
        """(opcode, dados) do próximo quadro do servidor (nunca mascarado). Só consome o
        quadro inteiro: um timeout no meio não perde o cabeçalho."""
        self._garantir(2)
        b0, b1 = self.buf[0], self.buf[1]
        assert b1 & 0x80 == 0, "servidor mascarou"
        n, cab = b1 & 0x7F, 2
        if n == 126:
            self._garantir(4)
            n, cab = struct.unpack("!H", self.buf[2:4])[0], 4
        elif n == 127:
            self._garantir(10)
            n, cab = struct.unpack("!Q", self.buf[2:10])[0], 10
        self._garantir(cab + n)
        dados, self.buf = self.buf[cab:cab + n], self.buf[cab + n:]
        return b0 & 0x0F, dados

    def mensagem(self, timeout=None):
        """A próxima mensagem de texto (JSON decodificado); responde pings; close vira Fechado."""
        if timeout is not None:
            self.sock.settimeout(timeout)
        while True:
            op, d = self.quadro()
            if op == 0x1:
                return json.loads(d)
            if op == 0x9:
                self.sock.sendall(quadro(0xA, d))
            elif op == 0x8:
                codigo = struct.unpack("!H", d[:2])[0] if len(d) >= 2 else None
                raise Fechado(codigo, d[2:].decode("utf-8", "replace"))

    def fechar(self):
        try:
            self.sock.sendall(quadro(0x8, struct.pack("!H", 1000)))
        except OSError:
            pass
        self.sock.close()

    # --- Phoenix / Realtime ---
    def enviar(self, topico, evento, payload, join_ref=None, ref=None):
        if ref is None:
            self.ref += 1
            ref = str(self.ref)
        if self.vsn == "2.0.0":
            self.enviar_texto(json.dumps([join_ref, ref, topico, evento, payload]))
        else:
            self.enviar_texto(json.dumps({"topic": topico, "event": evento, "payload": payload, "ref": ref,
                                          "join_ref": join_ref}))
        return ref

    def ler(self, timeout=10):
        """Mensagem Phoenix normalizada: dict com topic, event, payload, ref, join_ref."""
        m = self.mensagem(timeout)
        if self.vsn == "2.0.0":
            assert isinstance(m, list) and len(m) == 5, m
            return {"join_ref": m[0], "ref": m[1], "topic": m[2], "event": m[3], "payload": m[4]}
        return m

    def esperar(self, cond, timeout=10):
        """Lê até uma mensagem satisfazer `cond`; devolve ela (as outras, em self.vistas)."""
        fim = time.monotonic() + timeout
        self.vistas = getattr(self, "vistas", [])
        while True:
            resta = fim - time.monotonic()
            if resta <= 0:
                raise TimeoutError(f"nenhuma mensagem esperada em {timeout} s; vistas: {self.vistas[-5:]}")
            m = self.ler(resta)
            if cond(m):
                return m
            self.vistas.append(m)

    def entrar(self, topico, token=None, privado=True, timeout=10):
        """phx_join em realtime:<topico>; devolve o payload do phx_reply."""
        self.ref += 1
        ref = str(self.ref)
        payload = {"config": {"broadcast": {"self": False, "ack": False}, "presence": {"enabled": False, "key": ""},
                              "postgres_changes": [], "private": privado}}
        if token is not None:
            payload["access_token"] = token
        self.enviar(f"realtime:{topico}", "phx_join", payload, join_ref=ref, ref=ref)
        r = self.esperar(lambda m: m["event"] == "phx_reply" and m["ref"] == ref, timeout)
        return r["payload"]

    def heartbeat(self, timeout=10):
        ref = self.enviar("phoenix", "heartbeat", {})
        return self.esperar(lambda m: m["event"] == "phx_reply" and m["ref"] == ref, timeout)["payload"]
