"""Ataques de volume ao Realtime num frila-api com limites pequenos: sockets demais de um
endereço (429 limpo antes do 101; outro endereço entra), leitor lento (derrubado quando o
que espera para ele passa do teto; os outros recebem) e socket calado (fechado com 1000
depois de realtime_ocioso_s; heartbeat o mantém). O REST segue servindo."""
import threading
import time

import pytest

from apoio.origem import GatewayExtra
from apoio.portas import API_PORT
from apoio.realtime import canal, enviar, garantir_politica
from apoio.ws import WS, Fechado, Recusado

PORTA = API_PORT + 20


@pytest.fixture(scope="module")
def extra(_backend_da_sessao):
    g = GatewayExtra(_backend_da_sessao, PORTA, {
        "FRILA_REALTIME_LIMITE_POR_ENDERECO": "3", "FRILA_REALTIME_OCIOSO_S": "4",
        "FRILA_REALTIME_TETO_SAIDA": "65536"})
    try:
        yield g
    finally:
        g.encerrar()


def test_sockets_demais_de_um_endereco(backend, extra):
    abertos = [WS(PORTA, apikey=extra.anon_key, origem="127.0.0.7") for _ in range(3)]
    with pytest.raises(Recusado) as e:
        WS(PORTA, apikey=extra.anon_key, origem="127.0.0.7")
    assert e.value.status == 429
    assert "too_many_connections" in e.value.corpo
    # Outro endereço entra; o REST do mesmo endereço também.
    outro = WS(PORTA, apikey=extra.anon_key, origem="127.0.0.8")
    assert outro.heartbeat()["status"] == "ok"
    assert extra.pedir("GET", "/auth/v1/health", origem="127.0.0.7").status == 200
    # Fechar um devolve a vaga.
    abertos.pop().fechar()
    deadline = time.monotonic() + 5
    while True:
        try:
            abertos.append(WS(PORTA, apikey=extra.anon_key, origem="127.0.0.7"))
            break
        except Recusado:
            assert time.monotonic() < deadline, "a vaga do socket fechado não voltou"
            time.sleep(0.05)
    for w in abertos + [outro]:
        w.fechar()


def test_leitor_lento_derrubado_e_os_outros_recebem(backend, extra, contas):
    garantir_politica(backend)
    ana = contas.profissional()
    lento = WS(PORTA, apikey=extra.anon_key, origem="127.0.0.9", rcvbuf=4096)
    rapido = WS(PORTA, apikey=extra.anon_key, origem="127.0.0.10")
    assert lento.entrar(canal(ana), ana.token)["status"] == "ok"
    assert rapido.entrar(canal(ana), ana.token)["status"] == "ok"
    # ~8 MB para o canal (mais que o buffer do kernel, 4 MB, e o teto de 64 KiB juntos); o lento
    # não lê nada mas manda heartbeat (vivo, só lento); o rápido lê tudo (o ocioso é 4 s).
    envio = threading.Thread(target=backend.psql, args=(
        f"select realtime.send(jsonb_build_object('n', g, 'x', repeat('a', 2000)), 'aviso', "
        f"'{canal(ana)}') from generate_series(1, 4000) g",))
    envio.start()
    recebidos, batida = 0, time.monotonic()
    ultima = batida
    while recebidos < 4000:
        if time.monotonic() - batida > 0.5:
            rapido.enviar("phoenix", "heartbeat", {})
            try:
                lento.enviar("phoenix", "heartbeat", {})
            except OSError:
                pass  # já derrubado
            batida = time.monotonic()
        try:
            m = rapido.ler(0.5)
        except TimeoutError:
            assert time.monotonic() - ultima < 30, "o envio parou de chegar"
            continue
        ultima = time.monotonic()
        if m["event"] == "broadcast":
            recebidos += 1
    envio.join(60)
    # O lento foi derrubado: lendo agora, o que estava no kernel acaba em EOF ou RST, sem close.
    with pytest.raises((Fechado, ConnectionResetError)) as e:
        while True:
            lento.ler(10)
    assert getattr(e.value, "codigo", None) is None
    assert "leitor lento" in extra.log.read_text()
    assert rapido.heartbeat()["status"] == "ok"
    assert extra.pedir("GET", "/auth/v1/health").status == 200
    rapido.fechar()


def test_socket_calado_fechado_e_heartbeat_mantem(backend, extra):
    calado = WS(PORTA, apikey=extra.anon_key, origem="127.0.0.11", timeout=15)
    vivo = WS(PORTA, apikey=extra.anon_key, origem="127.0.0.12", timeout=15)
    inicio = time.monotonic()
    fim = None
    # O vivo manda heartbeat a cada 1 s (o ocioso é 4 s) enquanto o calado espera o close.
    calado.sock.setblocking(False)
    while fim is None:
        assert vivo.heartbeat()["status"] == "ok"
        try:
            calado.sock.settimeout(1)
            calado.ler(1)
        except Fechado as e:
            assert e.codigo == 1000
            fim = time.monotonic()
        except (TimeoutError, BlockingIOError, OSError):
            pass
        assert time.monotonic() - inicio < 15, "o socket calado não foi fechado"
    assert fim - inicio >= 3.5  # não antes do prazo
    assert vivo.heartbeat()["status"] == "ok"
    vivo.fechar()
