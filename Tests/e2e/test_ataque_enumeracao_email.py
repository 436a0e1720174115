"""O tempo do login não diz se o e-mail tem conta: e-mail desconhecido custa o mesmo
bcrypt que uma senha errada (antes: 19,8 ms contra 1,0 ms)."""
import statistics

import pytest

from apoio.origem import GatewayExtra, medir
from conftest import API_PORT

RODADAS = 30


@pytest.fixture
def gateway_sem_limite(backend):
    # Sem limites: 60 falhas seguidas de um endereço, para medir só o tempo.
    g = GatewayExtra(backend, API_PORT + 20, {"FRILA_LIMITE_LOGIN_ENDERECO": "0", "FRILA_LIMITE_LOGIN_EMAIL": "0"})
    try:
        yield g
    finally:
        g.encerrar()


def test_email_conhecido_e_desconhecido_levam_o_mesmo_tempo(gateway_sem_limite, contas):
    """30 rodadas alternadas (senha errada numa conta que existe × e-mail sem conta): mesma resposta, medianas a menos de 25% uma da outra."""
    g = gateway_sem_limite
    c = contas.profissional(prefixo="enum")
    conhecido, desconhecido = [], []

    def tentar(email):
        r, t = medir(lambda: g.pedir("POST", "/auth/v1/token?grant_type=password",
                                     {"email": email, "password": "errada-1"}, origem="127.0.0.51"))
        assert r.status == 400 and r.json["code"] == "invalid_credentials", r
        return r.texto, t

    for i in range(RODADAS):
        a, ta = tentar(c.email)
        b, tb = tentar(f"ninguem-{i}@frila.test")
        assert a == b  # corpo idêntico
        conhecido.append(ta)
        desconhecido.append(tb)
    mc, md = statistics.median(conhecido), statistics.median(desconhecido)
    assert md > 0.5 * mc, f"desconhecido {md * 1000:.1f} ms × conhecido {mc * 1000:.1f} ms"
    assert abs(mc - md) < 0.25 * mc, f"desconhecido {md * 1000:.1f} ms × conhecido {mc * 1000:.1f} ms"
