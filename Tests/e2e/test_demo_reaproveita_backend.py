"""`make demo` com o backend já no ar o reaproveita (sem re-seed, sessões valem); `make demo-novo` recomeça e a sessão velha diz que não vale mais."""
import subprocess

from apoio.backend import RAIZ
from conftest import API_PORT

# Portas próprias (+25/+26 das de teste): o backend de `make backend-up`, não o da suíte.
API, PG = API_PORT + 25, API_PORT + 26


def _make(*alvo, timeout=300):
    r = subprocess.run(["make", "--no-print-directory", "-s", *alvo, f"API_PORT={API}", f"PG_PORT={PG}"],
                       cwd=RAIZ, capture_output=True, text=True, timeout=timeout)
    return r


def _chave():
    r = subprocess.run([str(RAIZ / "scripts" / "api.sh"), "chave", str(API)], capture_output=True, text=True, timeout=10)
    assert r.returncode == 0, r.stderr
    return r.stdout.strip().split("=", 1)[1]


def test_demo_reaproveita_o_backend_no_ar_e_demo_novo_recomeca(frila):
    """Backend no ar: a vaga publicada e a sessão ficam, e a demo diz que reaproveitou; demo-novo recria e a sessão velha é dita inválida neste servidor (saída 4), não "expirou"."""
    try:
        r = _make("backend-up")
        assert r.returncode == 0, r.stderr[-2000:]
        url = f"http://127.0.0.1:{API}"
        env = {"FRILA_ANON_KEY": _chave()}
        frila.login("bruno", "bruno@frila.dev", api=url, env=env)
        psql = [str(RAIZ / "scripts" / "db.sh"), "psql", str(PG), "postgres", "-At", "-c"]
        marca = subprocess.run(psql + ["select id from public.vagas order by publicada_em desc, id limit 1"],
                               capture_output=True, text=True, timeout=30).stdout.strip()
        assert marca

        r = _make("demo-preparar")
        assert r.returncode == 0 and "reaproveitado" in r.stdout and "demo-novo" in r.stdout, r
        ainda = subprocess.run(psql + [f"select count(*) from public.vagas where id = '{marca}'"],
                               capture_output=True, text=True, timeout=30).stdout.strip()
        assert ainda == "1", "sem re-seed: a vaga continua"
        r = frila("perfil", conta="bruno", api=url, env=env, json=True)
        assert r.rc == 0, r

        r = _make("demo-preparar", "RESEED=1")
        assert r.returncode == 0 and "recriado" in r.stdout, r
        # A sessão sumiu com o banco: o gateway recusa o acesso, a renovação não acha o token.
        r = frila("perfil", conta="bruno", api=url, env=env, json=True)
        assert r.rc == 4, r
        assert "não vale mais neste servidor" in r.err and "expirou" not in r.err, r
    finally:
        _make("backend-down", timeout=120)
        subprocess.run([str(RAIZ / "scripts" / "db.sh"), "down", str(PG), "--apagar"], capture_output=True, timeout=120)
        subprocess.run(["rm", "-rf", f"/tmp/frila-api-{API}", f"/tmp/frila-demo-{API}"], timeout=30)
