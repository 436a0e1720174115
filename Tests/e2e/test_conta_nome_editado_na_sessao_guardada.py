"""Editar o nome (aba Conta ou `frila perfil editar --nome`) muda também a sessão guardada no
aparelho: a TUI aberta depois mostra o nome novo na barra das abas sem entrar de novo, e a
credencial em disco diz o novo (antes ficava o antigo até o próximo login)."""
from apoio.fluxos import entrar, ir_para_a_conta


def test_sem_tela_renomeia_e_a_tui_abre_com_o_novo(backend, contas, frila, tela):
    c = contas.profissional(nome="Rita Antiga", prefixo="sessao-nome")
    frila.login("p", c.email)
    assert frila.credencial("p")["nome"] == "Rita Antiga"
    r = frila("perfil", "editar", "--nome", "Rita Renomeada", conta="p", json=True)
    assert r.rc == 0, r
    assert frila.credencial("p")["nome"] == "Rita Renomeada"

    t = tela("--api", backend.api_url, "--dados", frila.dados("p"))
    t.wait_for(r"1 Feed", 15)
    linha_das_abas = t.linhas()[0]
    assert "Rita Renomeada" in linha_das_abas and "Rita Antiga" not in t.text(), t.text()


def test_tui_renomeia_e_reaberta_mostra_o_novo(backend, contas, frila, tela, tmp_path):
    c = contas.profissional(nome="Otto Antigo", prefixo="sessao-nome-tui")
    dados = tmp_path / "tui"
    t = tela("--api", backend.api_url, "--dados", dados, env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, c.email)
    t.wait_for(r"1 Feed", 15)
    ir_para_a_conta(t)
    t.wait_for(r"Otto Antigo")
    t.comando("contaProfissional", "editarPerfil")
    t.wait_for(r"Editar o perfil")
    for _ in range(len("Otto Antigo")):
        t.comando("formularioDaConta", "apagar")
    t.literal("Otto Novo")
    t.comando("formularioDaConta", "confirmar")
    t.wait_for(r"Perfil atualizado: Otto Novo")
    t.comando("contaProfissional", "sair")
    t.esperar_saida(0)

    # Reaberto no mesmo diretório, sem login: a sessão guardada já diz o nome novo.
    t2 = tela("--api", backend.api_url, "--dados", dados, nome="reaberta")
    t2.wait_for(r"1 Feed", 15)
    assert "Otto Novo" in t2.linhas()[0] and "Otto Antigo" not in t2.text(), t2.text()
