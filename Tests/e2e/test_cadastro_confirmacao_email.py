"""Projeto com confirmação de e-mail ligada: frila cadastro cria a conta sem sessão e diz para
confirmar; frila login espera a confirmação; confirmado, entra."""
import subprocess
import uuid

import pytest

from apoio.cliente import Frila
from apoio.documento import cnpj_novo
from apoio_supabase import RAIZ, outro_backend

SENHA_NOVA = "confirmar-depois-4412"


@pytest.fixture(scope="module")
def backend(bin_dir):
    with outro_backend(bin_dir, {"FRILA_CONFIRMAR_EMAIL": "1"}) as b:
        yield b


@pytest.fixture
def frila(bin_dir, tmp_path, backend):
    return Frila(bin_dir / "frila", backend.api_url, tmp_path / "dados")


def test_cadastro_sem_sessao_login_depois_da_confirmacao(backend, frila):
    """Sem sessão no cadastro: a frase de confirmar o e-mail; login recusado até confirmar; depois entra."""
    email = f"confirma.{uuid.uuid4().hex[:10]}@teste.dev"
    r = frila("cadastro", "--perfil", "profissional", "--nome", "Confirma", "--email", email,
              "--funcoes", "garcom", "--base", "Taguatinga", conta="c", entrada=SENHA_NOVA + "\n")
    assert r.rc == 0, r
    assert r.out.strip() == ("Conta criada. Confirme pelo link enviado ao seu e-mail e depois entre com e-mail e senha. "
                             "Para entrar: frila login."), r
    assert not (frila.dados("c") / "credencial.json").exists()

    r = frila("login", "--email", email, conta="c", entrada=SENHA_NOVA + "\n")
    assert r.rc == 1 and "Confira seu e-mail para confirmar a conta." in r.err, r
    assert frila("turnos", conta="c").rc == 4

    feito = subprocess.run(["make", "-s", "--no-print-directory", "confirmar-email", f"PG_PORT={backend.pg_port}",
                            f"EMAIL={email}"], cwd=RAIZ, capture_output=True, text=True, timeout=60)
    assert feito.returncode == 0, feito.stderr
    r = frila("login", "--email", email, conta="c", entrada=SENHA_NOVA + "\n")
    assert r.rc == 0, r
    assert frila("turnos", conta="c").rc == 0


def test_cadastro_sem_sessao_em_json(backend, frila):
    """O JSON do cadastro sem sessão: cadastrado, sem sessão, saída 0."""
    email = f"confirma.{uuid.uuid4().hex[:10]}@teste.dev"
    r = frila("cadastro", "--perfil", "contratante", "--nome", "Confirma", "--email", email,
              "--estabelecimento", "Bar Confirmado", "--endereco", "QNM 1, Ceilândia", "--documento", cnpj_novo(),
              conta="j", json=True, entrada=SENHA_NOVA + "\n")
    assert r.rc == 0, r
    assert r.json["cadastrado"] is True and r.json["sessao"] is False, r
