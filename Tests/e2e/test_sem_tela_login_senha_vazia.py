"""`frila login` com a senha vazia: a mesma recusa da TUI ("Informe e-mail e senha."), saída 1
de preenchimento inválido; as dicas de login dizem o que pôr no lugar do e-mail."""


def test_senha_vazia_e_preenchimento_invalido_como_na_tui(frila):
    """Senha vazia na entrada padrão: "Informe e-mail e senha.", saída 1 (JSON `invalida`), nada guardado."""
    r = frila("login", "--email", "ana@frila.dev", conta="v", entrada="\n")
    assert r.rc == 1 and "Informe e-mail e senha." in r.err, r
    j = frila("login", "--email", "ana@frila.dev", conta="v", entrada="\n", json=True)
    assert j.rc == 1 and j.json["estado"] == "invalida", j
    assert not (frila.dados("v") / "credencial.json").exists()


def test_dica_de_login_tem_o_que_por_no_email(frila):
    """Sem sessão, a dica de `frila login` diz `--email SEU_EMAIL`, não uma letra solta."""
    r = frila("turnos", conta="ninguem")
    assert r.rc == 4 and "frila login --email SEU_EMAIL" in r.err, r
    assert "--email E " not in r.err, r
