"""Com a API fora do ar de verdade, check-in e check-out vão para a fila e saem sozinhos quando ela volta."""
import time

import pytest

from conftest import POSICAO_BAR

pytestmark = [pytest.mark.rn11]


# A sonda de conexão nunca espera mais que isto entre tentativas (Regras.tetoDaSondaDeConexao).
TETO_DA_SONDA_S = 4
# Folga sobre o teto, medida no relógio do gateway.
FOLGA_S = 2


def test_api_fora_do_ar_fila_drena_em_ordem_quando_volta(backend, contas, frila):
    """API caída: as ações entram na fila, a candidatura é recusada (3); a API volta e a fila esvazia logo (≤ teto da sonda), em ordem, uma vez."""
    c = contas.profissional(prefixo="volta")
    (t1, ci, co), = backend.turnos_passados(c.email, 1)
    frila.login("c", c.email)
    assert frila("turnos", conta="c").rc == 0
    vaga = backend.psql("select id from public.vagas where modo = 'urgencia' and estado = 'publicada' "
                        "and inicio > now() + interval '1 day' limit 1")
    backend.parar_api()
    try:
        r = frila("checkin", t1, "--posicao", POSICAO_BAR, "--em", ci, conta="c", json=True)
        assert r.rc == 0 and r.json["estado"] == "na_fila", r
        r = frila("checkout", t1, "--posicao", POSICAO_BAR, "--em", co, conta="c", json=True)
        assert r.rc == 0 and r.json["estado"] == "na_fila", r
        r = frila("candidatar", vaga, conta="c")
        assert r.rc == 3 and "candidatura não fica na fila" in r.err, r

        dreno = frila.popen("sincronizar", "--ate-esvaziar", "--timeout", "30", conta="c")
        time.sleep(2)  # o dreno começa com a API fora do ar, tentando
    finally:
        backend.subir_api()
    rc = dreno.wait(timeout=40)
    assert rc == 0
    # Quão logo, no relógio do gateway (voltou a escutar → recebeu o check-in), não no da suíte.
    volta = backend.subiu_em()
    envio = backend.primeiro_pedido("fazer_checkin", volta)
    assert envio is not None, backend.fim_do_log()
    assert (envio - volta).total_seconds() <= TETO_DA_SONDA_S + FOLGA_S, (volta, envio)
    checkout = backend.primeiro_pedido("fazer_checkout", volta)
    assert checkout is not None and checkout >= envio, (envio, checkout)
    assert backend.psql(f"select checkin_em = '{ci}'::timestamptz and checkout_em = '{co}'::timestamptz "
                        f"from public.turnos where id = '{t1}'") == "t"
    assert frila.fila("c")["recusadas"] == 0
