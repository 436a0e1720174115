"""kill -9 no frila no meio do dreno, em pontos aleatórios: cada ação sai exatamente uma vez."""
import random
import time

import pytest

from apoio.cliente import enfileirar_lote
from conftest import POSICAO_BAR

pytestmark = [pytest.mark.rn11]


def test_kill9_durante_o_dreno_nao_perde_nem_duplica(backend, contas, frila, proxy):
    """200 ações na fila; o dreno leva kill -9 várias vezes; no fim a fila está vazia e cada ação foi aplicada uma vez, com o toque."""
    c = contas.profissional(prefixo="kill")
    lote = backend.turnos_passados(c.email, 100)
    frila.login("kill", c.email)
    frila("turnos", conta="kill")
    assert enfileirar_lote(frila, "kill", lote, POSICAO_BAR)
    assert frila.fila("kill")["pendentes"] == 200

    proxy.modo("atraso", atraso_ms=15)  # cada pedido leva 15 ms a mais: o dreno dura segundos
    aleatorio = random.Random(20261201)
    mortes = 0
    for _ in range(60):
        if backend.com_checkin_do_lote(c.email) == 100 and frila.fila("kill")["pendentes"] == 0:
            break
        p = frila.popen("sincronizar", "--ate-esvaziar", "--timeout", "30", conta="kill", api=proxy.url)
        time.sleep(aleatorio.uniform(0.1, 0.6))
        if p.poll() is None:
            p.kill()
            mortes += 1
        p.wait(timeout=30)
    r = frila("sincronizar", "--ate-esvaziar", "--timeout", "30", conta="kill")
    fila = frila.fila("kill")
    assert r.rc == 0 and (fila["pendentes"], fila["recusadas"]) == (0, 0), (r, fila)
    assert mortes >= 3, f"só {mortes} mortes no meio do dreno"
    assert backend.aplicados_do_lote(c.email) == 100
