"""Seção `realtime` do make bench (BENCH_SO=realtime roda só ela).

1. publicar → broadcast recebido por cada um de 1.000 sockets no loopback (todos no mesmo
   canal privado, join autorizado pela sonda RLS), p50/p99, ao lado do piso: uma ida e volta
   LISTEN/NOTIFY no mesmo banco e na mesma execução (o mesmo cliente do protocolo do
   PostgreSQL manda o NOTIFY e o realtime.send, então o piso tem o mesmo custo de envio).
2. 5.000 sockets ociosos: RSS do gateway por socket (linha de base: o RSS sem sockets) e CPU
   do gateway por heartbeat (linha de base: CPU por GET /auth/v1/health numa conexão
   keep-alive, na mesma execução).
Tudo limitado em quantidade e tempo. Só a biblioteca padrão do Python.
"""
import base64
import hashlib
import http.client
import json
import os
import resource
import selectors
import socket
import struct
import threading
import time

CLIENTES = 1000
PUBLICACOES = 20
PISO_AMOSTRAS = 40
OCIOSOS = 5000
PRAZO_S = 60  # nenhuma espera desta seção passa disto

META_P50_MS = 300.0
META_P99_MS = 1000.0


# ---------- PostgreSQL: o mínimo do protocolo (trust no loopback, consulta simples) ----------
class PG:
    def __init__(self, porta, banco="postgres"):
        self.s = socket.create_connection(("127.0.0.1", porta), timeout=PRAZO_S)
        self.s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        corpo = struct.pack("!I", 196608) + b"user\0postgres\0database\0" + banco.encode() + b"\0\0"
        self.s.sendall(struct.pack("!I", len(corpo) + 4) + corpo)
        self.buf = b""
        self.notificacoes = []
        self.ate_pronto()

    def _msg(self):
        while len(self.buf) < 5 or len(self.buf) < 1 + struct.unpack("!I", self.buf[1:5])[0]:
            d = self.s.recv(65536)
            if not d:
                raise RuntimeError("PostgreSQL fechou a conexão")
            self.buf += d
        n = struct.unpack("!I", self.buf[1:5])[0]
        t, corpo, self.buf = self.buf[:1], self.buf[5:1 + n], self.buf[1 + n:]
        return t, corpo

    def ate_pronto(self):
        while True:
            t, corpo = self._msg()
            if t == b"E":
                raise RuntimeError(f"PostgreSQL: {corpo!r}")
            if t == b"A":
                self.notificacoes.append(time.perf_counter())
            if t == b"Z":
                return

    def consultar(self, sql):
        q = sql.encode() + b"\0"
        self.s.sendall(b"Q" + struct.pack("!I", len(q) + 4) + q)
        self.ate_pronto()

    def esperar_notificacao(self):
        while not self.notificacoes:
            t, corpo = self._msg()
            if t == b"A":
                self.notificacoes.append(time.perf_counter())
        return self.notificacoes.pop(0)


# ---------- WebSocket: cliente mínimo, muitos sockets num selector ----------
def mascarar(opcode, dados):
    chave = os.urandom(4)
    n = len(dados)
    cab = struct.pack("!BB", 0x80 | opcode, 0x80 | n) if n < 126 else struct.pack("!BBH", 0x80 | opcode, 0xFE, n)
    return cab + chave + bytes(b ^ chave[i % 4] for i, b in enumerate(dados))


class Socket:
    __slots__ = ("s", "buf", "recebidos")

    def __init__(self, porta, apikey):
        self.s = socket.create_connection(("127.0.0.1", porta), timeout=PRAZO_S)
        self.s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        chave = base64.b64encode(os.urandom(16)).decode()
        self.s.sendall((f"GET /realtime/v1/websocket?apikey={apikey}&vsn=1.0.0 HTTP/1.1\r\nHost: x\r\n"
                        f"Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: {chave}\r\n"
                        f"Sec-WebSocket-Version: 13\r\n\r\n").encode())
        self.buf = b""
        while b"\r\n\r\n" not in self.buf:
            d = self.s.recv(4096)
            if not d:
                raise RuntimeError("o gateway fechou no handshake")
            self.buf += d
        cab, self.buf = self.buf.split(b"\r\n\r\n", 1)
        if not cab.startswith(b"HTTP/1.1 101"):
            raise RuntimeError(f"handshake recusado: {cab[:60]!r}")
        self.recebidos = []

    def enviar(self, msg):
        self.s.sendall(mascarar(0x1, json.dumps(msg).encode()))

    def ler_disponivel(self):
        """Lê o que houver (não bloqueia) e devolve as mensagens completas."""
        try:
            d = self.s.recv(65536)
        except BlockingIOError:
            d = None
        if d == b"":
            raise RuntimeError("o gateway fechou um socket")
        if d:
            self.buf += d
        msgs = []
        while len(self.buf) >= 2:
            n = self.buf[1] & 0x7F
            cab = 2
            if n == 126:
                if len(self.buf) < 4:
                    break
                n, cab = struct.unpack("!H", self.buf[2:4])[0], 4
            elif n == 127:
                if len(self.buf) < 10:
                    break
                n, cab = struct.unpack("!Q", self.buf[2:10])[0], 10
            if len(self.buf) < cab + n:
                break
            msgs.append(self.buf[cab:cab + n])
            self.buf = self.buf[cab + n:]
        return msgs


class Grupo:
    """Sockets não bloqueantes num selector montado uma vez (montar 1.000 registros a cada
    rodada entraria na medida)."""

    def __init__(self, sockets):
        self.sockets = sockets
        self.sel = selectors.DefaultSelector()
        for s in sockets:
            s.s.setblocking(False)
            self.sel.register(s.s, selectors.EVENT_READ, s)

    def enviar_a_todos(self, msg):
        dados = json.dumps(msg).encode()
        for s in self.sockets:
            s.s.setblocking(True)
            s.s.sendall(mascarar(0x1, dados))
            s.s.setblocking(False)

    def ler_ate(self, cond, prazo_s=PRAZO_S):
        """Lê de todos até cond(socket, mensagem, instante) dizer que aquele terminou."""
        faltam = set(id(s) for s in self.sockets)
        fim = time.monotonic() + prazo_s
        while faltam:
            if time.monotonic() > fim:
                raise RuntimeError(f"{len(faltam)} sockets sem a mensagem em {prazo_s} s")
            for k, _ in self.sel.select(1):
                s = k.data
                agora = time.perf_counter()
                for m in s.ler_disponivel():
                    if id(s) in faltam and cond(s, json.loads(m), agora):
                        faltam.discard(id(s))

    def fechar(self):
        self.sel.close()
        for s in self.sockets:
            s.s.close()


def rss_kb(pid):
    for l in open(f"/proc/{pid}/status"):
        if l.startswith("VmRSS:"):
            return int(l.split()[1])
    return 0


def cpu_s(pid):
    campos = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(campos[11]) + int(campos[12])) / os.sysconf("SC_CLK_TCK")


def pct(valores, p):
    s = sorted(valores)
    return s[min(len(s) - 1, max(0, -(-p * len(s) // 100) - 1))]


def rodar(b, registrar, titulo):
    """b: o Bench de bench.py (portas, sh, make, compilar o frila-api de release)."""
    suave, duro = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(duro, OCIOSOS + CLIENTES + 512), duro))
    titulo("realtime: 1.000 sockets recebendo um broadcast; 5.000 sockets ociosos")
    b.compilar_api()
    b.make("db-up")
    b.psql("""do $$ begin
      if not exists (select 1 from pg_policies where schemaname = 'realtime' and tablename = 'messages') then
        create policy conta_le_o_proprio_canal on realtime.messages for select to authenticated
          using (realtime.topic() = 'conta:' || (select auth.uid())::text and extension = 'broadcast');
      end if; end $$;""", db="postgres")
    b.sh(["scripts/api.sh", "down", str(b.api)], ecoar=False)
    b.sh(["scripts/api.sh", "up", str(b.api), str(b.pg), b.bin_api], ecoar=False, env={
        "FRILA_BANCO_URL": f"postgresql://postgres@127.0.0.1:{b.pg}/postgres",
        "FRILA_API_LOG": os.path.join(b.dir, "gateway-realtime.log"),
        "FRILA_INTERVALO_AGENDADOR_S": "0",
        "FRILA_REALTIME_LIMITE_CONEXOES": str(OCIOSOS + CLIENTES + 100),
        "FRILA_REALTIME_LIMITE_POR_ENDERECO": str(OCIOSOS + CLIENTES + 100)})
    b.gateway_no_ar = True
    pid = int(open(f"/tmp/frila-api-{b.api}/frila-api.pid").read().strip())
    with open(f"/tmp/frila-api-{b.api}/segredos.env") as f:
        anon = dict(l.strip().split("=", 1) for l in f if "=" in l)["FRILA_ANON_KEY"]
    c = http.client.HTTPConnection("127.0.0.1", b.api, timeout=PRAZO_S)
    c.request("POST", "/auth/v1/token?grant_type=password", body=json.dumps(
        {"email": "ana@frila.dev", "password": "frila123"}), headers={"apikey": anon, "Content-Type": "application/json"})
    sessao = json.loads(c.getresponse().read())
    token, uid = sessao["access_token"], sessao["user"]["id"]
    topico = f"conta:{uid}"

    # --- 5.000 ociosos primeiro (gateway recém-subido: o RSS sem sockets é a linha de base) ---
    time.sleep(1)
    rss0 = rss_kb(pid)
    t0 = time.monotonic()
    ociosos = [Socket(b.api, anon) for _ in range(OCIOSOS)]
    abrir_s = time.monotonic() - t0
    # Um heartbeat em cada um (toca os buffers do caminho de leitura), depois o RSS.
    g = Grupo(ociosos)
    g.enviar_a_todos({"topic": "phoenix", "event": "heartbeat", "payload": {}, "ref": "h0", "join_ref": None})
    g.ler_ate(lambda s, m, t: m.get("ref") == "h0")
    time.sleep(1)
    rss1 = rss_kb(pid)
    por_socket_kb = (rss1 - rss0) / OCIOSOS
    print(f"5.000 sockets abertos em {abrir_s:.1f} s; RSS do gateway {rss0} → {rss1} KiB")
    # CPU por heartbeat: 5 rodadas de 5.000; linha de base, GET /auth/v1/health keep-alive.
    cpu0 = cpu_s(pid)
    for r in range(5):
        g.enviar_a_todos({"topic": "phoenix", "event": "heartbeat", "payload": {}, "ref": f"h{r + 1}", "join_ref": None})
        g.ler_ate(lambda s, m, t, r=r: m.get("ref") == f"h{r + 1}")
    cpu_hb_us = (cpu_s(pid) - cpu0) / (5 * OCIOSOS) * 1e6
    k = http.client.HTTPConnection("127.0.0.1", b.api, timeout=PRAZO_S)
    cpu0 = cpu_s(pid)
    for _ in range(2000):
        k.request("GET", "/auth/v1/health")
        k.getresponse().read()
    cpu_http_us = (cpu_s(pid) - cpu0) / 2000 * 1e6
    k.close()
    registrar("realtime: RSS do gateway por socket ocioso (5.000)", por_socket_kb, "KiB", "lower", None, rss0)
    registrar("realtime: CPU do gateway por heartbeat (5.000 sockets)", cpu_hb_us, "µs", "lower", None, cpu_http_us)
    g.fechar()
    del ociosos, g

    # --- 1.000 sockets no mesmo canal privado ---
    clientes = [Socket(b.api, anon) for _ in range(CLIENTES)]
    g = Grupo(clientes)
    t0 = time.monotonic()
    g.enviar_a_todos({"topic": f"realtime:{topico}", "event": "phx_join", "ref": "1", "join_ref": "1",
                      "payload": {"config": {"private": True, "broadcast": {"self": False}}, "access_token": token}})
    ok = [0]

    def juntou(s, m, t):
        if m.get("event") == "phx_reply" and m.get("ref") == "1":
            assert m["payload"]["status"] == "ok", m
            ok[0] += 1
            return True
        return False
    g.ler_ate(juntou)
    print(f"{ok[0]} joins autorizados em {time.monotonic() - t0:.1f} s")
    registrar("realtime: joins privados autorizados (sonda RLS) por segundo", ok[0] / (time.monotonic() - t0),
              "joins/s", "higher")

    # Piso: LISTEN/NOTIFY ida e volta (mesmo cliente PG para mandar).
    ouvinte, envio = PG(b.pg), PG(b.pg)
    ouvinte.consultar("listen bench_piso")
    piso = []
    for i in range(PISO_AMOSTRAS):
        t = time.perf_counter()
        envio.consultar(f"notify bench_piso, '{i}'")
        piso.append((ouvinte.esperar_notificacao() - t) * 1000)
    # O mesmo NOTIFY que o gateway escuta, lido por um ouvinte à parte numa thread: a diferença
    # até o 1º socket é o custo do gateway (escuta → laço → send), sem o do banco.
    ouvinte_rt = PG(b.pg)
    ouvinte_rt.consultar("listen realtime_mensagens")
    ouvinte_rt.s.settimeout(None)
    chegadas_notify = []

    def escutar():
        try:
            while True:
                chegadas_notify.append(ouvinte_rt.esperar_notificacao())
        except (OSError, RuntimeError):
            pass
    leitor_notify = threading.Thread(target=escutar, daemon=True)
    leitor_notify.start()
    lat, primeiros, gateway_ms = [], [], []
    for i in range(PUBLICACOES):
        t = time.perf_counter()
        envio.consultar(f"select realtime.send('{{\"n\":{i}}}'::jsonb, 'bench', '{topico}')")
        rodada = []

        def chegou(s, m, agora, i=i, rodada=rodada):
            if m.get("event") == "broadcast" and m["payload"]["payload"].get("n") == i:
                rodada.append((agora - t) * 1000)
                return True
            return False
        g.ler_ate(chegou)
        lat += rodada
        primeiros.append(min(rodada))
        fim_espera = time.monotonic() + 5
        while len(chegadas_notify) <= i and time.monotonic() < fim_espera:
            time.sleep(0.001)
        if len(chegadas_notify) > i:
            gateway_ms.append(t + min(rodada) / 1000 - chegadas_notify[i])
        # Heartbeat entre as rodadas: nenhum socket fica calado 60 s.
        g.enviar_a_todos({"topic": "phoenix", "event": "heartbeat", "payload": {}, "ref": f"p{i}", "join_ref": None})
        g.ler_ate(lambda s, m, t, i=i: m.get("ref") == f"p{i}")
    g.fechar()
    p50, p99 = pct(lat, 50), pct(lat, 99)
    print(f"publicar → recebido em {CLIENTES} sockets: p50 {p50:.1f} ms, p99 {p99:.1f} ms, 1º socket {pct(primeiros, 50):.1f} ms "
          f"(piso LISTEN/NOTIFY p50 {pct(piso, 50):.2f} ms, p99 {pct(piso, 99):.2f} ms)")
    registrar(f"realtime: publicar → recebido por cada um de {CLIENTES} sockets, p50", p50, "ms", "lower",
              META_P50_MS, pct(piso, 50))
    registrar(f"realtime: publicar → recebido por cada um de {CLIENTES} sockets, p99", p99, "ms", "lower",
              META_P99_MS, pct(piso, 99))
    # Informação: o 1º dos 1.000 a receber (o que sobra até o último é a cópia para os outros e a
    # leitura do próprio cliente do bench, um processo Python só).
    registrar(f"realtime: publicar → 1º dos {CLIENTES} sockets a receber, mediana", pct(primeiros, 50), "ms", "lower",
              None, pct(piso, 50))
    if gateway_ms:
        registrar("realtime: NOTIFY no ouvinte à parte → 1º socket (custo do gateway), mediana",
                  pct([x * 1000 for x in gateway_ms], 50), "ms", "lower", None, pct(piso, 50))
    ouvinte_rt.s.close()
    b.sh(["scripts/api.sh", "down", str(b.api)], ecoar=False, checar=False)
    b.gateway_no_ar = False
    resource.setrlimit(resource.RLIMIT_NOFILE, (suave, duro))
