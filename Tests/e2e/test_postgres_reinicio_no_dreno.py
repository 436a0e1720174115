"""O PostgreSQL reinicia (immediate, como um crash) no meio do dreno: nada se perde nem duplica.

Roda num backend durável próprio (portas +10): com commit assíncrono o banco perderia
commits que já confirmou ao cliente, e o teste não diria nada do frila."""
import subprocess

import pytest

from apoio.cliente import Frila, enfileirar_lote
from apoio.contas import Contas
from apoio.espera import esperar
from apoio.http import Api
from apoio.proxy import ProxyDeFalhas
from conftest import POSICAO_BAR


@pytest.fixture
def frila_duravel(bin_dir, tmp_path, backend_duravel):
    return Frila(bin_dir / "frila", backend_duravel.api_url, tmp_path / "dados")


def test_postgres_reiniciado_no_meio_do_dreno(backend_duravel, frila_duravel):
    """pg_ctl restart -m immediate com o dreno em curso: o dreno termina com 0, as 40 ações saem uma vez e o cliente volta a funcionar."""
    b, frila = backend_duravel, frila_duravel
    c = Contas(Api(b.api_url, b.anon_key)).profissional(prefixo="postgres")
    # Nas últimas 24 h (toque mais antigo é recusado); já terminados e fechados: check-in manual.
    lote = b.turnos_recentes(c.email, 20)
    b.fechar_turnos_terminados()
    frila.login("p", c.email)
    frila("turnos", conta="p")
    assert enfileirar_lote(frila, "p", lote, POSICAO_BAR)
    proxy = ProxyDeFalhas(b.api_port).modo("atraso", atraso_ms=15)
    try:
        dreno = frila.popen("sincronizar", "--ate-esvaziar", "--timeout", "60", conta="p", api=proxy.url,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        esperar(lambda: b.com_checkin_do_lote(c.email) >= 3, 20, "o dreno começar")
        meio = b.com_checkin_do_lote(c.email)
        b.reiniciar_pg_imediato()
        saida, _ = dreno.communicate(timeout=90)
    finally:
        proxy.encerrar()
    assert dreno.returncode == 0, saida
    assert meio < 20
    assert b.aplicados_do_lote(c.email, "manual") == 20

    # Conexões velhas do gateway podem dar 503 logo depois: frase clara, e o pedido seguinte funciona.
    def perfil_ok():
        r = frila("perfil", conta="p")
        assert r.rc == 0 or "Tente de novo" in r.err, r
        return r.rc == 0
    esperar(perfil_ok, 10, "o cliente voltar a funcionar depois do reinício", intervalo=0.2)
