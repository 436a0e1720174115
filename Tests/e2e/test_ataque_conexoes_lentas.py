"""Um cliente lento não derruba o gateway: 2.000 conexões abertas de um endereço, paradas
ou gotejando cabeçalhos, e um pedido normal de outro endereço é atendido em menos de 1 s.

O limite por endereço recusa o excedente na hora; as aceitas têm um prazo para o pedido
chegar inteiro que nenhum byte estende (FRILA_PRAZO_LEITURA_S, 2 s neste gateway)."""
import resource
import socket
import time

import pytest

from apoio.origem import GatewayExtra, medir, pedir
from conftest import API_PORT

CONEXOES = 2000
ATACANTE, OUTRO = "127.0.0.31", "127.0.0.32"


@pytest.fixture
def gateway(backend):
    g = GatewayExtra(backend, API_PORT + 20, {"FRILA_PRAZO_LEITURA_S": "2"})
    try:
        yield g
    finally:
        g.encerrar()


def _abrir(porta, n):
    mole, duro = resource.getrlimit(resource.RLIMIT_NOFILE)
    if mole < n + 200:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(duro, n + 500), duro))
    socks = []
    for _ in range(n):
        s = socket.socket()
        s.bind((ATACANTE, 0))
        s.setblocking(False)
        try:
            s.connect(("127.0.0.1", porta))
        except BlockingIOError:
            pass
        socks.append(s)
    return socks


def _gotejar(socks, dados):
    vivas = 0
    for s in socks:
        try:
            s.send(dados)
            vivas += 1
        except OSError:
            pass
    return vivas


def _normal(g):
    r, t = medir(lambda: g.pedir("GET", "/auth/v1/health", origem=OUTRO, timeout=5))
    assert r.status == 200, r
    return t


def test_duas_mil_conexoes_de_um_endereco_nao_param_os_outros(gateway):
    """2.000 conexões paradas/gotejando de um endereço: o pedido de outro endereço sai em < 1 s, antes e depois do prazo de leitura."""
    socks = _abrir(gateway.porta, CONEXOES)
    try:
        time.sleep(0.3)  # o accept das 2.000 (não é relógio de regra: só deixa o kernel entregar)
        _gotejar(socks, b"POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\n")
        tempos = [_normal(gateway)]
        # Gotejando um byte a cada 0,5 s por 3 s: o timeout ocioso recomeçaria a cada byte.
        limite = time.monotonic() + 3
        vivas = CONEXOES
        while time.monotonic() < limite:
            vivas = _gotejar(socks, b"X")
            tempos.append(_normal(gateway))
            time.sleep(0.5)
        assert max(tempos) < 1.0, tempos
        # Além do prazo de leitura (2 s), nenhuma gotejante sobrou aberta.
        assert vivas == 0 or _gotejar(socks, b"X") == 0, f"{vivas} conexões gotejantes seguem abertas"
        # E o mesmo endereço volta a ser atendido quando larga as conexões.
        for s in socks:
            s.close()
        socks = []
        r = gateway.pedir("GET", "/auth/v1/health", origem=ATACANTE, timeout=5)
        assert r.status == 200
    finally:
        for s in socks:
            s.close()


def test_corpo_gotejado_nao_prende_a_conexao(gateway):
    """Cabeçalhos completos e o corpo um byte por vez: a conexão cai no prazo de leitura (2 s), sem resposta 200."""
    s = socket.create_connection(("127.0.0.1", gateway.porta), source_address=(ATACANTE, 0), timeout=10)
    try:
        s.sendall(b"POST /rest/v1/rpc/meu_perfil HTTP/1.1\r\nHost: x\r\napikey: " + gateway.anon_key.encode()
                  + b"\r\nContent-Length: 1000\r\n\r\n{")
        inicio = time.monotonic()
        caiu = False
        while time.monotonic() - inicio < 6:
            try:
                s.send(b" ")
                s.settimeout(0.3)
                if s.recv(4096) == b"":
                    caiu = True
                    break
            except (socket.timeout, TimeoutError):
                continue
            except OSError:
                caiu = True
                break
        assert caiu, "a conexão gotejando o corpo seguiu aberta por 6 s"
        assert time.monotonic() - inicio < 4.5
    finally:
        s.close()
