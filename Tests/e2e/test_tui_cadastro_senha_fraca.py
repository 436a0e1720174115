"""Na TUI: senha curta é recusada antes da rede, no campo; um servidor mais exigente recusa com
weak_password e os motivos dele em pt-BR, no formulário, que continua preenchido."""
from apoio.cadastro import abrir_no_login, email_novo, preencher

MINIMA = ("create or replace function auth.senha_minima() returns int language sql immutable "
          "set search_path = '' as $$ select {} $$")


def test_tui_senha_fraca_pelo_cliente_e_pelo_servidor(banco_novo, tela, tmp_path):
    """"abc" marca o campo Senha sem ir à rede; com mínimo de 12 no servidor, "curta-10ch" volta com o motivo dele."""
    b = banco_novo
    email = email_novo("fraca.tui")
    t = abrir_no_login(tela, b, tmp_path / "fraca")
    preencher(t, "profissional", "Senha Fraca", email, "abc", "garcom", "Asa Sul")
    t.comando("cadastro", "criarConta")
    t.wait_for(r"! Senha")
    t.wait_for(r"A senha precisa ter pelo menos 6 caracteres\.")
    assert b.psql(f"select count(*) from auth.users where email = '{email}'") == "0"

    b.psql(MINIMA.format(12))
    try:
        # O foco já foi para o campo com problema: só apagar e digitar a senha nova.
        for _ in range(3):
            t.comando("cadastro", "apagar")
        t.literal("curta-10ch")
        t.comando("cadastro", "criarConta")
        t.wait_for(r"Senha fraca: A senha precisa ter pelo menos 12 caracteres\.", 15)
    finally:
        b.psql(MINIMA.format(6))
    texto = t.text()
    assert "curta-10ch" not in texto and "Senha Fraca" in texto and "Criar conta no Frila" in texto, texto
    assert b.psql(f"select count(*) from auth.users where email = '{email}'") == "0"
