"""kill -9 no frila no meio do dreno, em pontos aleatórios: cada ação sai exatamente uma vez."""
import random
import time

import pytest

from apoio.cliente import enfileirar_lote
from conftest import POSICAO_BAR

pytestmark = [pytest.mark.rn11]

# O servidor recusa toque de mais de 24 h (toque_antigo) e um profissional não tem dois turnos
# ao mesmo tempo (RN21): 20 turnos de 1 h por profissional cabem nas últimas 24 h, então as
# 200 ações (100 turnos) vêm das filas de 5 profissionais, cada uma drenada pelo seu frila.
PROFISSIONAIS = 5
TURNOS_POR_PROFISSIONAL = 20


def test_kill9_durante_o_dreno_nao_perde_nem_duplica(backend, contas, frila, proxy):
    """200 ações nas filas (5 profissionais × 20 turnos × check-in e check-out); os drenos levam
    kill -9 várias vezes; no fim as filas estão vazias e cada ação foi aplicada uma vez, com o toque."""
    profs = {f"kill{k}": contas.profissional(prefixo=f"kill{k}") for k in range(PROFISSIONAIS)}
    lotes = {nome: backend.turnos_recentes(c.email, TURNOS_POR_PROFISSIONAL) for nome, c in profs.items()}
    # Os turnos já terminaram: fechados pelo agendador antes de o primeiro toque chegar, todo
    # check-in do lote é o tardio (manual), sem corrida com o laço do gateway.
    backend.fechar_turnos_terminados()
    for nome, c in profs.items():
        frila.login(nome, c.email)
        frila("turnos", conta=nome)
        assert enfileirar_lote(frila, nome, lotes[nome], POSICAO_BAR)
    assert sum(frila.fila(nome)["pendentes"] for nome in profs) == 200

    def tudo_aplicado():
        return (sum(backend.com_checkin_do_lote(c.email) for c in profs.values()) == 100
                and all(frila.fila(nome)["pendentes"] == 0 for nome in profs))

    proxy.modo("atraso", atraso_ms=15)  # cada pedido leva 15 ms a mais: o dreno dura segundos
    aleatorio = random.Random(20261201)
    mortes = 0
    for _ in range(60):
        if tudo_aplicado():
            break
        drenos = [frila.popen("sincronizar", "--ate-esvaziar", "--timeout", "30", conta=nome, api=proxy.url)
                  for nome in profs]
        time.sleep(aleatorio.uniform(0.1, 0.6))
        for p in drenos:
            if p.poll() is None:
                p.kill()
                mortes += 1
        for p in drenos:
            p.wait(timeout=30)
    for nome, c in profs.items():
        r = frila("sincronizar", "--ate-esvaziar", "--timeout", "30", conta=nome)
        fila = frila.fila(nome)
        assert r.rc == 0 and (fila["pendentes"], fila["recusadas"]) == (0, 0), (nome, r, fila)
        # Turno fechado: o check-in tardio fica manual, com a hora do toque (docs/CONTRATO.md, "Presença").
        assert backend.aplicados_do_lote(c.email, checkin_tipo="manual") == TURNOS_POR_PROFISSIONAL, nome
    assert mortes >= 3, f"só {mortes} mortes no meio do dreno"
