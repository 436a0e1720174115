"""Na TUI: criar conta com um e-mail que já existe é recusado (user_already_exists) com frase clara
em pt-BR, no próprio formulário, sem perder nada do que foi digitado."""
from apoio.cadastro import SENHA_NOVA, abrir_no_login, preencher


def test_tui_email_ja_cadastrado_fica_no_formulario(backend, tela, tmp_path):
    """E-mail do seed (ana@frila.dev): a recusa aparece no formulário, que continua preenchido; nenhuma conta nova."""
    antes = backend.psql("select count(*) from auth.users")
    t = abrir_no_login(tela, backend, tmp_path / "repete")
    preencher(t, "profissional", "Outra Ana", "ana@frila.dev", SENHA_NOVA, "garcom", "Asa Sul")
    t.comando("cadastro", "criarConta")
    t.wait_for(r"Já existe uma conta com este e-mail", 15)
    texto = t.text()
    assert "Criar conta no Frila" in texto and "Outra Ana" in texto and "Asa Sul" in texto, texto
    assert SENHA_NOVA not in texto
    assert backend.psql("select count(*) from auth.users") == antes
    # Esc com o formulário preenchido pergunta antes de jogar fora; "n" volta a editar.
    t.comando("cadastro", "cancelarFormulario")
    t.wait_for(r"Descartar o cadastro\?")
    t.comando("dialogoSimNao", "nao")
    t.wait_gone(r"Descartar o cadastro\?")
    assert "Outra Ana" in t.text()
    t.comando("cadastro", "cancelarFormulario")
    t.comando("dialogoSimNao", "sim")
    t.wait_for(r"Entrar no Frila")
    t.comando("login", "sairJa")
    t.esperar_saida(130)
