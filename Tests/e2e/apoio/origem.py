"""Pedidos HTTP de um endereço de origem escolhido (127.0.0.0/8 é todo loopback): os
limites por endereço do gateway separam o atacante do resto da suíte. E um frila-api a
mais, no mesmo banco, com limites próprios (o da sessão roda sem limite de cadastros)."""
import http.client
import json
import os
import subprocess
import time
from pathlib import Path

from .backend import CONFIG
from .espera import esperar
from .http import Resposta


def pedir(porta, metodo, caminho, corpo=None, origem="127.0.0.1", anon_key="", token=None, timeout=20,
          bruto=None):
    """Um pedido por uma conexão nova saindo de `origem`; `bruto` manda bytes como corpo."""
    c = http.client.HTTPConnection("127.0.0.1", porta, timeout=timeout, source_address=(origem, 0))
    try:
        cab = {"apikey": anon_key, "Content-Type": "application/json", "Connection": "close"}
        if token:
            cab["Authorization"] = f"Bearer {token}"
        dados = bruto if bruto is not None else (None if corpo is None else json.dumps(corpo).encode())
        c.request(metodo, caminho, body=dados, headers=cab)
        r = c.getresponse()
        return Resposta(r.status, dict(r.getheaders()), r.read().decode("utf-8", "replace"))
    finally:
        c.close()


class GatewayExtra:
    """frila-api numa porta própria, no banco do `backend`, com `env` por cima (limites)."""

    def __init__(self, backend, porta, env):
        self.backend, self.porta = backend, int(porta)
        self.anon_key = backend.anon_key
        self.log = Path(f"/tmp/frila-e2e-api-{self.porta}.log")
        amb = {**os.environ, "FRILA_API_ESCUTAR": f"127.0.0.1:{self.porta}", "FRILA_BANCO_URL": backend.banco_url,
               "FRILA_JWT_SEGREDO": backend.jwt_segredo, "FRILA_ANON_KEY": backend.anon_key,
               "FRILA_INTERVALO_AGENDADOR_S": "0", **env}
        self._arq = open(self.log, "w")
        self.proc = subprocess.Popen([str(backend.bin_api), "--config", str(CONFIG)], env=amb,
                                     stdin=subprocess.DEVNULL, stdout=self._arq, stderr=self._arq,
                                     start_new_session=True)

        def pronto():
            assert self.proc.poll() is None, self.log.read_text()
            try:
                return pedir(self.porta, "GET", "/auth/v1/health", timeout=2).status == 200
            except OSError:
                return False
        esperar(pronto, 20, f"o frila-api extra na porta {self.porta}")

    def pedir(self, metodo, caminho, corpo=None, **kw):
        kw.setdefault("anon_key", self.anon_key)
        return pedir(self.porta, metodo, caminho, corpo, **kw)

    def encerrar(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)
        self._arq.close()


def medir(f):
    t = time.perf_counter()
    r = f()
    return r, time.perf_counter() - t
