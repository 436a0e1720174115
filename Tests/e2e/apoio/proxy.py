"""Proxy HTTP em loopback, na frente do gateway de verdade, que injeta falhas por pedido.

Roda num thread da própria suíte (asyncio). Cada conexão atende um pedido só
(`Connection: close`), então cada pedido decide a falha sozinho. `modo(...)` troca a falha
sem reiniciar. Modos (todo corpo injetado leva a marca VAZOU-CORPO, para o cenário ver se
algo dele chegou à pessoa):

    normal         repassa
    atraso         repassa, segurando cada pedido `atraso_ms` antes (o dreno fica lento o
                   bastante para matar processos no meio dele)
    lento          repassa ao gateway na hora (ele aplica), mas segura a resposta `atraso` s
                   — mais que o tempo-limite do cliente (FRILA_TEMPO_LIMITE_S)
    500            500 com corpo JSON de erro do PostgREST
    429            429 com `Retry-After: retry`
    html           502 com a página HTML de erro de um nginx
    truncado       200 com Content-Length maior que o corpo; fecha no meio
    json-invalido  200 com JSON malformado
    enorme         200 com 2 MiB de JSON válido, mas de outra forma
    derruba        fecha a conexão sem responder (RST)

`n=K`: só os próximos K pedidos do alvo falham, depois volta a `normal`. `alvo="rpc"`
(padrão) falha só `/rest/v1/...` (a sonda /auth/v1/health e a renovação passam, como um
gateway de pé com o banco quebrado); `alvo="tudo"` falha todos."""
import asyncio
import json
import threading
import time
from urllib.parse import urlsplit

MARCA = "VAZOU-CORPO"
MODOS = {"normal", "atraso", "lento", "500", "429", "html", "truncado", "json-invalido", "enorme", "derruba"}
HTML = ("<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
        "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n"
        f"<!-- {MARCA} -->\r\n</body>\r\n</html>\r\n")


def _resposta(status, motivo, corpo, tipo="application/json", extra=(), tamanho=None):
    cab = [f"HTTP/1.1 {status} {motivo}", f"Content-Type: {tipo}",
           f"Content-Length: {len(corpo) if tamanho is None else tamanho}", "Connection: close", *extra]
    return ("\r\n".join(cab) + "\r\n\r\n").encode() + corpo


def _enorme():
    item = json.dumps(f"{MARCA} " + "x" * 1000) + ","
    n = (2 * 1024 * 1024) // len(item)
    corpo = ("[" + item * n + json.dumps(MARCA) + "]").encode()
    return corpo + b" " * max(0, 2 * 1024 * 1024 - len(corpo))


class ProxyDeFalhas:
    def __init__(self, porta_destino):
        self.destino = int(porta_destino)
        self.estado = {"modo": "normal", "restantes": None, "retry": 3, "atraso": 8.0, "atraso_ms": 15,
                       "alvo": "rpc"}
        self.injetadas = 0
        self.repassados = 0
        self.ultimas = []  # {t, metodo, caminho, modo} dos 60 últimos pedidos
        self._trava = threading.Lock()
        self._pronto = threading.Event()
        self._loop = None
        self._servidor = None
        self.porta = None
        self._thread = threading.Thread(target=self._rodar, name="proxy-de-falhas", daemon=True)
        self._thread.start()
        if not self._pronto.wait(10):
            raise RuntimeError("o proxy de falhas não subiu")

    @property
    def url(self):
        return f"http://127.0.0.1:{self.porta}"

    def modo(self, nome, n=None, retry=3, atraso=8.0, atraso_ms=15, alvo="rpc"):
        if nome not in MODOS:
            raise ValueError(f"modo desconhecido: {nome} (há {sorted(MODOS)})")
        with self._trava:
            self.estado.update(modo=nome, restantes=n, retry=retry, atraso=atraso, atraso_ms=atraso_ms, alvo=alvo)
            self.injetadas = 0
            self.ultimas = []
        return self

    def _modo_para(self, caminho):
        with self._trava:
            e = self.estado
            m = e["modo"]
            if m in ("normal", "atraso"):
                return m
            if e["alvo"] == "rpc" and not caminho.startswith("/rest/v1/"):
                return "normal"
            if e["restantes"] is not None:
                if e["restantes"] <= 0:
                    e["modo"], e["restantes"] = "normal", None
                    return "normal"
                e["restantes"] -= 1
            return m

    # ---- servidor ----
    def _rodar(self):
        self._loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self._loop)

        async def iniciar():
            self._servidor = await asyncio.start_server(self._atender, "127.0.0.1", 0, limit=1 << 20)
            self.porta = self._servidor.sockets[0].getsockname()[1]
            self._pronto.set()

        self._loop.run_until_complete(iniciar())
        self._loop.run_forever()

    def encerrar(self):
        if self._loop is None:
            return

        async def fechar():
            self._servidor.close()
            await self._servidor.wait_closed()

        try:
            asyncio.run_coroutine_threadsafe(fechar(), self._loop).result(10)
        except Exception:
            pass
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    async def _ler_pedido(self, r):
        cabeca = await r.readuntil(b"\r\n\r\n")
        linhas = cabeca.decode("latin-1").split("\r\n")
        metodo, caminho, _ = linhas[0].split(" ", 2)
        tamanho = 0
        for l in linhas[1:]:
            if l.lower().startswith("content-length:"):
                tamanho = int(l.split(":", 1)[1])
        corpo = await r.readexactly(tamanho) if tamanho else b""
        return metodo, caminho, linhas, corpo

    async def _gateway(self, linhas, corpo):
        """Resposta inteira do gateway, ou None se ele estiver fora do ar."""
        try:
            r, w = await asyncio.open_connection("127.0.0.1", self.destino)
        except OSError:
            return None
        # Gateway fora do ar: o Linux pode "conectar" a porta a ela mesma (self-connect),
        # e aí o gateway não consegue voltar a escutar nela.
        if w.get_extra_info("sockname")[1] == self.destino:
            w.close()
            return None
        try:
            cab = [l for l in linhas[:-2] if not l.lower().startswith("connection:")] + ["Connection: close"]
            w.write(("\r\n".join(cab) + "\r\n\r\n").encode("latin-1") + corpo)
            await w.drain()
            return await r.read()
        except OSError:
            return None
        finally:
            w.close()

    async def _atender(self, cli_r, cli_w):
        try:
            metodo, caminho, linhas, corpo = await self._ler_pedido(cli_r)
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ValueError, ConnectionError):
            cli_w.close()
            return
        try:
            modo = self._modo_para(caminho)
            with self._trava:
                if modo in ("normal", "atraso"):
                    self.repassados += 1
                else:
                    self.injetadas += 1
                self.ultimas = (self.ultimas + [{"t": time.time(), "metodo": metodo,
                                                 "caminho": urlsplit(caminho).path, "modo": modo}])[-60:]
                e = dict(self.estado)
            if modo in ("normal", "atraso", "lento"):
                if modo == "atraso":
                    await asyncio.sleep(e["atraso_ms"] / 1000)
                dados = await self._gateway(linhas, corpo)
                if dados is None:
                    return  # gateway fora do ar: fecha, como rede cortada
                if modo == "lento":
                    await asyncio.sleep(e["atraso"])
                cli_w.write(dados)
            elif modo == "500":
                cli_w.write(_resposta(500, "Internal Server Error", json.dumps(
                    {"code": "XX000", "message": f"{MARCA} erro interno", "details": None, "hint": None}).encode()))
            elif modo == "429":
                cli_w.write(_resposta(429, "Too Many Requests", json.dumps({"message": f"{MARCA} slow down"}).encode(),
                                      extra=[f"Retry-After: {e['retry']}"]))
            elif modo == "html":
                cli_w.write(_resposta(502, "Bad Gateway", HTML.encode(), tipo="text/html"))
            elif modo == "truncado":
                pedaco = ('[{"turno_id":"aaaaaaaa-0000-4000-8000-000000000000","estado":"confirmada","' + MARCA).encode()
                cli_w.write(_resposta(200, "OK", pedaco, tamanho=5000))
            elif modo == "json-invalido":
                cli_w.write(_resposta(200, "OK", ('{"turno_id": "aaaaaaaa-0000-, ' + MARCA + ' ]').encode()))
            elif modo == "enorme":
                cli_w.write(_resposta(200, "OK", _enorme()))
            elif modo == "derruba":
                cli_w.transport.abort()
                return
            await cli_w.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            try:
                cli_w.close()
            except Exception:
                pass
