"""Na TUI, com confirmação de e-mail ligada no projeto: o cadastro cria a conta sem sessão, a TUI
volta ao login com o e-mail preenchido e diz para confirmar; confirmado, a senha basta para entrar."""
import subprocess

import pytest

from apoio.cadastro import SENHA_NOVA, abrir_no_login, email_novo, preencher
from apoio_supabase import RAIZ, outro_backend


@pytest.fixture(scope="module")
def backend_confirmando(bin_dir):
    with outro_backend(bin_dir, {"FRILA_CONFIRMAR_EMAIL": "1"}) as b:
        yield b


def test_tui_cadastro_sem_sessao_volta_ao_login_para_confirmar(backend_confirmando, tela, tmp_path):
    """Sem sessão na resposta: login com o e-mail preenchido e a frase de confirmar; depois da confirmação, entra."""
    b = backend_confirmando
    email = email_novo("confirma.tui")
    t = abrir_no_login(tela, b, tmp_path / "confirma")
    preencher(t, "profissional", "Confirma Tela", email, SENHA_NOVA, "garcom", "Ceilândia")
    t.comando("cadastro", "criarConta")
    t.wait_for(r"Entrar no Frila", 15)
    t.wait_for(r"Confirme pelo link enviado ao seu")
    assert email in t.text(), t.text()
    assert not (tmp_path / "confirma" / "credencial.json").exists()

    feito = subprocess.run(["make", "-s", "--no-print-directory", "confirmar-email", f"PG_PORT={b.pg_port}",
                            f"EMAIL={email}"], cwd=RAIZ, capture_output=True, text=True, timeout=60)
    assert feito.returncode == 0, feito.stderr
    # O foco já está na senha: só ela falta.
    t.literal(SENHA_NOVA)
    t.comando("login", "entrar")
    t.wait_for(r"1 Feed", 15)
    t.comando("feed", "sair")
    t.esperar_saida(0)
