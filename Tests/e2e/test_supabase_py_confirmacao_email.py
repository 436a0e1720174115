"""Projeto com confirmação de e-mail ligada (frila-api com FRILA_CONFIRMAR_EMAIL=1): o
cadastro devolve o usuário sem sessão, o login espera a confirmação, e depois dela entra."""
import subprocess
import uuid

import pytest

from apoio_supabase import RAIZ, outro_backend
from apoio_supabase_py import cliente

from supabase_auth.errors import AuthApiError  # noqa: E402

DADOS = {"perfil": "profissional", "nome": "Confirma", "funcoes": ["garcom"], "lat": -15.79, "lng": -47.88}


@pytest.fixture(scope="module")
def backend(bin_dir):
    with outro_backend(bin_dir, {"FRILA_CONFIRMAR_EMAIL": "1"}) as b:
        yield b


def confirmar(backend, email):
    return subprocess.run(["make", "-s", "--no-print-directory", "confirmar-email", f"PG_PORT={backend.pg_port}",
                           f"EMAIL={email}"], cwd=RAIZ, capture_output=True, text=True)


def test_cadastro_sem_sessao_e_login_depois_de_confirmar(backend):
    """Cadastro: usuário sem sessão; login: email_not_confirmed; confirmado, o login abre sessão."""
    email = f"confirma.{uuid.uuid4().hex[:8]}@teste.dev"
    r = cliente(backend).auth.sign_up({"email": email, "password": "segredo123", "options": {"data": DADOS}})
    assert r.session is None and r.user is not None and r.user.email == email
    assert r.user.email_confirmed_at is None and r.user.confirmation_sent_at is not None
    with pytest.raises(AuthApiError) as e:
        cliente(backend).auth.sign_in_with_password({"email": email, "password": "segredo123"})
    assert (e.value.status, e.value.code) == (400, "email_not_confirmed")
    assert str(e.value) == "Confira seu e-mail para confirmar a conta."
    feito = confirmar(backend, email)
    assert feito.returncode == 0 and "e-mail confirmado" in feito.stdout
    s = cliente(backend).auth.sign_in_with_password({"email": email, "password": "segredo123"})
    assert s.session.access_token and s.user.email_confirmed_at is not None


def test_senha_errada_continua_invalid_credentials(backend):
    """Com a confirmação pendente, senha errada ainda é invalid_credentials (não revela a conta)."""
    email = f"confirma.{uuid.uuid4().hex[:8]}@teste.dev"
    cliente(backend).auth.sign_up({"email": email, "password": "segredo123", "options": {"data": DADOS}})
    with pytest.raises(AuthApiError) as e:
        cliente(backend).auth.sign_in_with_password({"email": email, "password": "errada123"})
    assert e.value.code == "invalid_credentials"


def test_confirmar_quem_nao_existe_avisa(backend):
    """make confirmar-email de e-mail sem cadastro pendente sai com erro e diz por quê."""
    r = confirmar(backend, "ninguem@teste.dev")
    assert r.returncode != 0 and "nada a confirmar" in r.stderr


def test_cadastro_sem_sessao_nao_deixa_sessao_nem_token(backend):
    """O cadastro a confirmar não deixa sessão nem refresh token gravados."""
    email = f"confirma.{uuid.uuid4().hex[:8]}@teste.dev"
    cliente(backend).auth.sign_up({"email": email, "password": "segredo123", "options": {"data": DADOS}})
    n = backend.psql(f"select count(*) from auth.refresh_tokens t join auth.users u on u.id = t.user_id "
                    f"where u.email = '{email}'")
    assert n == "0"
    s = backend.psql(f"select count(*) from auth.sessions s join auth.users u on u.id = s.user_id "
                     f"where u.email = '{email}'")
    assert s == "0"
