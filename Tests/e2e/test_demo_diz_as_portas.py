"""`make demo` em outras portas imprime os comandos seguintes com as mesmas portas: seguidos
como saíram, agem neste backend, não no de outra pessoa nas portas padrão."""
import re
import subprocess

from apoio.backend import RAIZ


def _seco(*args):
    """O que `make -n` imprime (os echos já com as variáveis expandidas), sem subir nada."""
    r = subprocess.run(["make", "--no-print-directory", "-n", *args], cwd=RAIZ, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    return r.stdout


def test_demo_em_outras_portas_imprime_os_comandos_com_elas():
    """Com API_PORT/PG_PORT: demo-abrir, backend-down e demo-novo saem com as portas; nas padrão, sem nada a mais."""
    api, pg = 26461, 26462
    demo = _seco("demo", f"API_PORT={api}", f"PG_PORT={pg}")
    portas = f"API_PORT={api} PG_PORT={pg}"
    assert f"make demo-abrir {portas})" in demo and f"make backend-down {portas}\"" in demo, demo[-3000:]
    preparar = _seco("demo-preparar", f"API_PORT={api}", f"PG_PORT={pg}")
    assert f"make demo-novo {portas}\"" in preparar, preparar
    # Todo "make <alvo>" que a demo manda a pessoa rodar leva as portas.
    for m in re.finditer(r"(?:terminal|parar|seed): make ([a-z-]+)([^\";)]*)", demo + preparar):
        assert portas in m.group(2), m.group(0)
    padrao = _seco("demo-preparar", "API_PORT=54321", "PG_PORT=54322")
    assert "make demo-novo\"" in padrao and "API_PORT=54321 PG_PORT" not in padrao.split("demo-novo")[1][:40], padrao
