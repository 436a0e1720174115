"""JSON que custaria CPU quadrática não prende o gateway: 15 mil chaves (~150 KB) num
corpo que só precisa da anon key, repetidas ou distintas, respondem na hora (400) e o
gateway segue atendendo."""
import time

from apoio.origem import medir

CHAVES = 15_000


def _corpo_repetido():
    return ("{" + ",".join(f'"email":"x{i}@frila.test"' for i in range(CHAVES)) + "}").encode()


def _corpo_distinto():
    return ("{" + ",".join(f'"k{i:05d}":{i}' for i in range(CHAVES)) + "}").encode()


def test_chaves_repetidas_no_login_respondem_na_hora(api, contas):
    """15 mil chaves "email" repetidas no /auth/v1/token: vale a última, e a resposta sai em < 1 s (3 tentativas)."""
    c = contas.profissional(prefixo="jsonq")
    corpo = _corpo_repetido()[:-1] + f',"email":"{c.email}","password":"{c.senha}"}}'.encode()
    assert len(corpo) > 150_000
    for _ in range(3):
        r, t = medir(lambda: api.pedir("POST", "/auth/v1/token?grant_type=password", corpo))
        assert r.status == 200, r
        assert t < 1.0, t


def test_chaves_distintas_demais_sao_recusadas_na_hora(api):
    """15 mil chaves distintas numa RPC e no /auth/v1/signup: 400 em < 1 s, e o gateway segue atendendo (3 tentativas cada)."""
    corpo = _corpo_distinto()
    for caminho in ("/rest/v1/rpc/feed_vagas", "/auth/v1/signup", "/auth/v1/token?grant_type=password"):
        for _ in range(3):
            r, t = medir(lambda: api.pedir("POST", caminho, corpo))
            assert r.status == 400, (caminho, r)
            assert t < 1.0, (caminho, t)
    inicio = time.monotonic()
    assert api.get("/auth/v1/health").status == 200
    assert time.monotonic() - inicio < 1.0
