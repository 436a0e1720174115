"""Vários endereços, cada um no seu limite de conexões, não lotam o gateway: perto do limite
total, cada conexão nova derruba a mais antiga que ainda espera o pedido, e um pedido de
outro endereço é atendido em menos de 1 s enquanto o atacante segue reconectando."""
import select
import socket
import threading
import time

import pytest

from apoio.origem import GatewayExtra, medir
from conftest import API_PORT

LIMITE_TOTAL, POR_ENDERECO = 64, 8
ATACANTES = [f"127.0.0.{i}" for i in range(41, 51)]  # 10 × 8 = 80 > 64
OUTRO = "127.0.0.60"
SONDAS = 10


@pytest.fixture
def gateway(backend):
    g = GatewayExtra(backend, API_PORT + 21, {"FRILA_LIMITE_CONEXOES": str(LIMITE_TOTAL),
                                               "FRILA_LIMITE_POR_ENDERECO": str(POR_ENDERECO),
                                               "FRILA_PRAZO_LEITURA_S": "30"})
    try:
        yield g
    finally:
        g.encerrar()


def _conectar(origem, porta):
    s = socket.socket()
    s.bind((origem, 0))
    s.setblocking(False)
    try:
        s.connect(("127.0.0.1", porta))
    except BlockingIOError:
        pass
    return s


class Atacante:
    """Mantém POR_ENDERECO conexões por endereço gotejando cabeçalhos; reabre as que caem."""

    def __init__(self, porta):
        self.porta, self.parar = porta, threading.Event()
        self.socks = {(o, i): _conectar(o, porta) for o in ATACANTES for i in range(POR_ENDERECO)}
        self.reabertas = 0
        self.t = threading.Thread(target=self._rodar, daemon=True)

    def _rodar(self):
        limite = time.monotonic() + 60  # teto: o teste termina bem antes
        while not self.parar.is_set() and time.monotonic() < limite:
            for k, s in list(self.socks.items()):
                try:
                    s.send(b"X")
                    prontos, _, _ = select.select([s], [], [], 0)
                    if prontos and s.recv(1) == b"":
                        raise ConnectionResetError
                except BlockingIOError:
                    pass
                except OSError:
                    s.close()
                    self.socks[k] = _conectar(k[0], self.porta)
                    self.reabertas += 1
            time.sleep(0.05)

    def encerrar(self):
        self.parar.set()
        self.t.join(5)
        for s in self.socks.values():
            s.close()


def test_dez_enderecos_no_limite_nao_tiram_a_vaga_de_outro(gateway):
    """10 endereços × limite por endereço (acima do total) gotejando e reconectando: um pedido de outro endereço sai em < 1 s em ≥ 9 de 10 sondas."""
    atacante = Atacante(gateway.porta)
    try:
        time.sleep(0.3)  # o accept das 80 (não é relógio de regra)
        for s in atacante.socks.values():
            try:
                s.send(b"POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\n")
            except OSError:
                pass
        atacante.t.start()
        rapidas, tempos = 0, []
        for _ in range(SONDAS):
            try:
                r, t = medir(lambda: gateway.pedir("GET", "/auth/v1/health", origem=OUTRO, timeout=2))
                tempos.append(round(t, 3))
                if r.status == 200 and t < 1.0:
                    rapidas += 1
            except OSError as e:
                tempos.append(repr(e))
            time.sleep(0.2)
        assert rapidas >= 9, tempos
        assert atacante.reabertas > 0, "o atacante nunca precisou reconectar: o limite total não foi tocado"
    finally:
        atacante.encerrar()
