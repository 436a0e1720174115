"""`frila avisos [--seguir] --offline` diz que é o modo offline (nada sai da máquina), não
"sem conexão": a rede pode estar boa, quem cortou foi a opção."""
import pytest


@pytest.mark.parametrize("seguir", [True, False])
def test_avisos_offline_nomeia_o_modo(backend, frila, seguir):
    frila.login("ana", "ana@frila.dev")
    args = ["avisos"] + (["--seguir", "--timeout", "5"] if seguir else [])
    r = frila(*args, conta="ana", offline=True)
    assert r.rc == 3, r
    assert "--offline" in r.err and "nada sai da máquina" in r.err, r
    assert "Sem conexão" not in r.err + r.out, r
    j = frila(*args, conta="ana", offline=True, json=True)
    assert j.rc == 3 and "--offline" in j.json["erro"], j
