"""Depois que o PostgreSQL reinicia, nenhum pedido falha: o gateway nota as conexões
mortas do pool antes de usá-las e abre outras (antes: o 1º pedido depois da volta era 503)."""
from concurrent.futures import ThreadPoolExecutor

import pytest

from apoio.contas import Contas
from apoio.http import Api

SEQUENCIAIS, SIMULTANEOS = 20, 30


def _rajada(api, token, n):
    with ThreadPoolExecutor(min(n, 16)) as ex:
        return list(ex.map(lambda _: api.rpc("meu_perfil", token=token).status, range(n)))


@pytest.mark.parametrize("modo", ["rapido", "imediato"])
def test_nenhum_pedido_falha_depois_do_reinicio(backend_duravel, modo):
    """Pool aquecido (16 conexões), PostgreSQL reiniciado (fast ou immediate): 20 pedidos em sequência e 30 simultâneos, todos 200."""
    # Banco durável: num descartável o reinício immediate perderia a própria sessão da conta.
    backend = backend_duravel
    api = Api(backend.api_url, backend.anon_key)
    c = Contas(api).profissional(prefixo=f"reinicio-{modo}")
    assert set(_rajada(api, c.token, 32)) == {200}
    if modo == "rapido":
        backend.parar_pg()
        backend.subir_pg()
    else:
        backend.reiniciar_pg_imediato()
    seq = [api.rpc("meu_perfil", token=c.token).status for _ in range(SEQUENCIAIS)]
    assert seq == [200] * SEQUENCIAIS, seq
    juntos = _rajada(api, c.token, SIMULTANEOS)
    assert juntos == [200] * SIMULTANEOS, juntos
    r = api.post("/auth/v1/token?grant_type=password", {"email": c.email, "password": c.senha})
    assert r.status == 200
