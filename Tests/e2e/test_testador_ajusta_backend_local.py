"""O testador mexe no backend de `make backend-up`: o relógio (make backend-relogio) e a senha mínima (make senha-minima), e nada além dele."""
import os
import subprocess
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from apoio.backend import RAIZ
from conftest import API_PORT, PG_PORT

pytestmark = [pytest.mark.rn07]

# A faixa +20 do conftest é livre para cenários com outro servidor: +23 é deste.
API, PG = API_PORT + 23, PG_PORT + 23
URL = f"http://127.0.0.1:{API}"


def make(*args, portas=(API, PG)):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith("FRILA_") and k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    return subprocess.run(["make", "-s", "--no-print-directory", *args, f"API_PORT={portas[0]}", f"PG_PORT={portas[1]}"],
                          cwd=RAIZ, env=env, capture_output=True, text=True, timeout=600)


def psql(sql):
    return subprocess.run([str(RAIZ / "scripts" / "db.sh"), "psql", str(PG), "postgres", "-At", "-c", sql],
                          capture_output=True, text=True, timeout=60, check=True).stdout.strip()


def chave():
    r = subprocess.run([str(RAIZ / "scripts" / "api.sh"), "chave", str(API)], capture_output=True, text=True, timeout=30, check=True)
    return {"FRILA_ANON_KEY": r.stdout.strip().split("=", 1)[1]}


def pid_do_gateway():
    return open(f"/tmp/frila-api-{API}/frila-api.pid").read().strip()


@pytest.fixture(scope="module")
def backend_do_make():
    r = make("backend-up")
    try:
        assert r.returncode == 0, r.stderr[-2000:]
        assert f"FRILA_API_URL={URL}" in r.stdout, r.stdout
        yield
    finally:
        make("backend-down")
        subprocess.run([str(RAIZ / "scripts" / "db.sh"), "down", str(PG), "--apagar"], capture_output=True, timeout=120)


def test_relogio_recusa_o_que_nao_e_backend_local(backend_do_make):
    """Sem banco local na porta, sem gateway local ou com instante inválido: recusa com o motivo e não mexe em nada."""
    r = make("backend-relogio", "AGORA=2026-12-25T02:00-03:00", portas=(API, PG + 1))
    assert r.returncode != 0 and "não há banco local" in r.stderr, r
    r = make("backend-relogio", "AGORA=2026-12-25T02:00-03:00", portas=(API + 1, PG))
    assert r.returncode != 0 and "não há frila-api local" in r.stderr, r
    antes = pid_do_gateway()
    r = make("backend-relogio", "AGORA=amanhã")
    assert r.returncode != 0 and "instante inválido" in r.stderr, r
    assert pid_do_gateway() == antes and psql("select coalesce(current_setting('frila.agora', true), '')") == ""


def test_relogio_move_o_banco_e_o_gateway_e_volta(backend_do_make, frila):
    """AGORA= depois de todas as vagas do seed: o feed pelo gateway (reiniciado, mesma chave) fica vazio; AGORA= vazio volta ao relógio real."""
    frila.login("ana", "ana@frila.dev", api=URL, env=chave())
    assert frila("vagas", conta="ana", json=True, api=URL, env=chave()).json, "o seed tem vagas abertas para a Ana"
    antes = pid_do_gateway()
    longe = (datetime.now(ZoneInfo("America/Sao_Paulo")) + timedelta(days=60)).replace(second=0, microsecond=0)
    r = make("backend-relogio", f"AGORA={longe.isoformat()}")
    assert r.returncode == 0 and "relógio do backend local" in r.stdout, r
    assert "FRILA_ANON_KEY" not in r.stdout + r.stderr
    assert pid_do_gateway() != antes
    assert psql("select privado.agora() = '" + longe.isoformat() + "'::timestamptz") == "t"
    # A sessão de antes continua valendo: mesmo segredo JWT.
    r = frila("vagas", conta="ana", json=True, api=URL, env=chave())
    assert r.rc == 0 and r.json == [], r

    r = make("backend-relogio", "AGORA=")
    assert r.returncode == 0 and "o de verdade" in r.stdout, r
    assert psql("select abs(extract(epoch from privado.agora() - now())) < 5") == "t"
    # O agendador já viveu os 60 dias (vagas vencidas continuam vencidas); o gateway responde.
    assert frila("perfil", conta="ana", json=True, api=URL, env=chave()).rc == 0


def test_senha_minima_liga_a_recusa_do_servidor(backend_do_make, frila):
    """Padrão de um projeto Supabase novo (6): 123456 passa; com make senha-minima N=12 o servidor recusa com weak_password e o motivo."""
    r = frila("cadastro", "--perfil", "profissional", "--nome", "Seis", "--email", "seis@exemplo.com",
              "--funcoes", "garcom", "--base", "Asa Sul", conta="seis", entrada="123456\n", api=URL, env=chave())
    assert r.rc == 0, r
    r = make("senha-minima", "N=12")
    assert r.returncode == 0, r
    try:
        r = frila("cadastro", "--perfil", "profissional", "--nome", "Dez", "--email", "dez@exemplo.com",
                  "--funcoes", "garcom", "--base", "Asa Sul", conta="dez", entrada="curta-10ch\n", api=URL, env=chave())
        assert r.rc != 0 and "A senha precisa ter pelo menos 12 caracteres." in r.out + r.err, r
    finally:
        assert make("senha-minima", "N=").returncode == 0
    assert psql("select auth.senha_minima()") == "6"
    assert psql("select count(*) from auth.users where email = 'dez@exemplo.com'") == "0"
