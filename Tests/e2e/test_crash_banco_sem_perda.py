"""Nada que o servidor confirmou se perde num crash do PostgreSQL: o banco que
`make backend-up`/`make demo` sobem é durável (fsync e commit síncrono), e três
reinícios `immediate` no meio de um dreno de 100 ações não perdem nenhuma ação que o
cliente já tirou da fila (antes: 4 e 9 de 100 perdidas)."""
import subprocess

import pytest

from apoio.cliente import Frila, enfileirar_lote
from apoio.contas import Contas
from apoio.espera import esperar
from apoio.http import Api
from apoio.proxy import ProxyDeFalhas
from conftest import POSICAO_BAR

TURNOS = 20  # 40 ações: check-in + check-out de cada; 20 turnos de 1 h cabem nas últimas 24 h
CRASHES = 3


@pytest.fixture
def frila_duravel(bin_dir, tmp_path, backend_duravel):
    return Frila(bin_dir / "frila", backend_duravel.api_url, tmp_path / "dados")


def test_banco_local_e_duravel(backend_duravel):
    """O banco dos cenários de crash (o mesmo do make backend-up) tem fsync, full_page_writes e commit síncrono."""
    b = backend_duravel
    assert b.psql("show fsync") == "on"
    assert b.psql("show synchronous_commit") == "on"
    assert b.psql("show full_page_writes") == "on"


def test_db_sh_so_descarta_durabilidade_quando_pedido(backend_duravel):
    """scripts/db.sh sem FRILA_PG_DESCARTAVEL sobe durável; o conf de um cluster descartável diz fsync=off."""
    conf = (b := backend_duravel).pg_dir / "dados" / "postgresql.auto.conf"
    texto = conf.read_text() if conf.exists() else ""
    assert "fsync = 'off'" not in texto and "fsync=off" not in texto.replace(" ", ""), texto
    assert b.psql("select setting from pg_settings where name = 'fsync'") == "on"


def _acoes_no_banco(b, email):
    return int(b.psql(f"""
        select count(t.checkin_em) + count(t.checkout_em) from public.turnos t
          join auth.users u on u.id = t.profissional_id
         where u.email = '{email}' and t.valor_acordado_centavos between 10001 and 10999"""))


def test_reinicio_imediato_no_meio_do_dreno_nao_perde_o_que_foi_confirmado(backend_duravel, frila_duravel):
    """3 crashes (pg_ctl restart -m immediate) durante o dreno de 40 ações: a cada crash, o banco tem pelo menos as ações que o cliente já tirou da fila; no fim, as 40, uma vez cada."""
    b, frila = backend_duravel, frila_duravel
    c = Contas(Api(b.api_url, b.anon_key)).profissional(prefixo="crash")
    # Toque mais antigo que 24 h é recusado; turnos já terminados e fechados: check-in manual.
    lote = b.turnos_recentes(c.email, TURNOS)
    b.fechar_turnos_terminados()
    frila.login("p", c.email)
    frila("turnos", conta="p")
    assert enfileirar_lote(frila, "p", lote, POSICAO_BAR)
    assert frila.fila("p")["pendentes"] == 2 * TURNOS
    proxy = ProxyDeFalhas(b.api_port).modo("atraso", atraso_ms=25)
    conferidos = []
    try:
        dreno = frila.popen("sincronizar", "--ate-esvaziar", "--timeout", "120", conta="p", api=proxy.url,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        for k in range(CRASHES):
            alvo = (k + 1) * 2 * TURNOS // (CRASHES + 2)
            esperar(lambda: 2 * TURNOS - frila.fila("p")["pendentes"] >= alvo, 60,
                    f"o dreno passar de {alvo} ações confirmadas")
            confirmadas = 2 * TURNOS - frila.fila("p")["pendentes"]
            b.reiniciar_pg_imediato()
            no_banco = _acoes_no_banco(b, c.email)
            conferidos.append((confirmadas, no_banco))
            assert no_banco >= confirmadas, f"crash {k + 1}: {confirmadas} confirmadas, {no_banco} no banco"
        saida, _ = dreno.communicate(timeout=180)
    finally:
        proxy.encerrar()
    assert dreno.returncode == 0, saida
    fila = frila.fila("p")
    assert (fila["pendentes"], fila["recusadas"]) == (0, 0), fila
    assert b.aplicados_do_lote(c.email, "manual") == TURNOS, conferidos
    assert _acoes_no_banco(b, c.email) == 2 * TURNOS
