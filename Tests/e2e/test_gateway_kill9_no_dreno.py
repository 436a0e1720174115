"""O gateway morre (kill -9) e volta no meio do dreno: a fila termina, tudo aplicado uma vez."""
import subprocess
import time

from apoio.cliente import enfileirar_lote
from apoio.espera import esperar
from conftest import POSICAO_BAR


def test_gateway_morto_e_reerguido_no_meio_do_dreno(backend, contas, frila, proxy):
    """kill -9 no frila-api com o dreno em curso, de pé de novo 1,5 s depois: o dreno termina com 0 e as 40 ações saem uma vez."""
    c = contas.profissional(prefixo="gateway")
    # Nas últimas 24 h (toque mais antigo é recusado); já terminados e fechados: check-in manual.
    lote = backend.turnos_recentes(c.email, 20)
    backend.fechar_turnos_terminados()
    frila.login("g", c.email)
    frila("turnos", conta="g")
    assert enfileirar_lote(frila, "g", lote, POSICAO_BAR)
    proxy.modo("atraso", atraso_ms=15)
    dreno = frila.popen("sincronizar", "--ate-esvaziar", "--timeout", "60", conta="g", api=proxy.url,
                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    esperar(lambda: backend.com_checkin_do_lote(c.email) >= 3, 20, "o dreno começar")
    backend.matar_api()
    meio = backend.com_checkin_do_lote(c.email)
    time.sleep(1.5)
    backend.subir_api()
    saida, _ = dreno.communicate(timeout=90)
    assert dreno.returncode == 0, saida
    assert meio < 20, "o gateway devia morrer no meio do dreno"
    assert backend.aplicados_do_lote(c.email, "manual") == 20
