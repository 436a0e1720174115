"""Na TUI, a aba Conta: trocar a senha (atual conferida, nova, confirmação); a nova entra, a antiga não."""
from apoio.fluxos import entrar, ir_para_a_conta


def test_tui_troca_a_senha(backend, api, contas, tela, tmp_path):
    """A atual errada é recusada no formulário (nada muda); com a certa, a nova vale e nunca aparece na tela."""
    c = contas.profissional()
    t = tela("--api", backend.api_url, "--dados", tmp_path / "p", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, c.email, c.senha)
    t.wait_for(r"1 Feed", 15)
    ir_para_a_conta(t)
    t.comando("contaProfissional", "trocarSenha")
    t.wait_for(r"Trocar a senha")
    t.literal("nao-e-essa-1")
    t.comando("formularioDaSenha", "campoSeguinte")
    t.literal("senha-nova-do-e2e")
    t.comando("formularioDaSenha", "campoSeguinte")
    t.literal("senha-nova-do-e2e")
    assert "senha-nova" not in t.text() and "nao-e-essa" not in t.text(), t.text()
    t.comando("formularioDaSenha", "confirmar")
    t.wait_for(r"A senha atual não confere")
    assert api.post("/auth/v1/token?grant_type=password", {"email": c.email, "password": c.senha}).status == 200

    for _ in range(len("nao-e-essa-1")):  # o foco voltou sozinho à senha atual
        t.comando("formularioDaSenha", "apagar")
    t.literal(c.senha)
    t.comando("formularioDaSenha", "confirmar")
    t.wait_for(r"Senha trocada")
    t.wait_gone(r"Trocar a senha")
    assert api.post("/auth/v1/token?grant_type=password", {"email": c.email, "password": "senha-nova-do-e2e"}).status == 200
    assert api.post("/auth/v1/token?grant_type=password", {"email": c.email, "password": c.senha}).status == 400
    # Esta sessão continua: a página ainda lê do servidor.
    t.comando("contaProfissional", "atualizar")
    t.wait_for(r"Excluir a conta")
    t.comando("contaProfissional", "sair")
    t.esperar_saida(0)
    log = tmp_path / "p" / "frila.log"
    assert not log.exists() or "senha-nova-do-e2e" not in log.read_text(errors="replace"), "a senha nunca vai ao registro"
