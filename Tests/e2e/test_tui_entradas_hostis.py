"""LANG=C, 20×10, caracteres de controle e colagens enormes nos campos do login: a TUI não quebra."""


def test_tui_login_sob_lang_c_com_lixo(backend, tela, tmp_path):
    """20×10 pede terminal maior; 5000 caracteres colados, controle e UTF-8 sob LANG=C: recusa clara, continua aberto, Ctrl-C sai com 0."""
    t = tela("--api", backend.api_url, "--dados", tmp_path / "lixo", env={"LANG": "C", "LC_ALL": "C"},
             largura=20, altura=10)
    t.wait_for(r"pequeno", 10)
    t.resize(80, 24)
    t.wait_for(r"Entrar", 10)
    # O laço aplica o que já está no buffer antes de repintar: a colagem custa poucos quadros.
    t.literal("z" * 5000)
    # Literais de propósito: teclas de controle e um CSI que nenhuma tabela tem (lixo).
    t.keys("C-a", "C-b", "C-e", "C-k", "C-u", "C-w", "Escape", "[", "2", "J", "BSpace")
    t.literal("ação→🙂" + "w" * 60)
    t.comando("login", "trocarCampo")
    t.literal("s" * 5000)
    t.comando("login", "entrar")
    t.wait_for(r"E-mail ou senha incorretos", 20)
    assert not t.saiu(), t.text()
    t.resize(20, 10)
    t.wait_for(r"pequeno", 5)
    t.resize(40, 12)
    t.comando("login", "sairJa")
    t.esperar_saida(130)
    erros = t.stderr.read_text(errors="replace") if t.stderr.exists() else ""
    assert not any(s in erros.lower() for s in ("fatal error", "segmentation", "illegal instruction")), erros
