"""Na TUI, a aba Conta: editar o perfil pelo formulário; `frila perfil` lê o que mudou."""
from apoio.fluxos import entrar, ir_para_a_conta


def test_tui_edita_o_perfil_e_o_sem_tela_ve(backend, contas, frila, tela, tmp_path):
    """Nome, funções, ponto base por nome de região e disponível; uma função desconhecida antes dá a frase do `perfil editar`."""
    c = contas.profissional(nome="Nome Antigo", funcoes=("garcom",))
    t = tela("--api", backend.api_url, "--dados", tmp_path / "p", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, c.email)
    t.wait_for(r"1 Feed", 15)
    ir_para_a_conta(t)
    t.wait_for(r"Nome Antigo")
    t.comando("contaProfissional", "editarPerfil")
    t.wait_for(r"Editar o perfil")
    for _ in range(len("Nome Antigo")):
        t.comando("formularioDaConta", "apagar")
    t.literal("Nome Novo")
    t.comando("formularioDaConta", "campoSeguinte")  # WhatsApp
    t.comando("formularioDaConta", "campoSeguinte")  # Funções: entrar por Tab seleciona "garcom"
    t.literal("garcom, astronauta")  # digitar troca a seleção
    t.comando("formularioDaConta", "confirmar")
    t.wait_for(r"função desconhecida: astronauta")
    for _ in range(len(", astronauta")):
        t.comando("formularioDaConta", "apagar")
    t.literal(", bartender")
    t.comando("formularioDaConta", "campoSeguinte")  # Ponto base
    for _ in range(40):
        t.comando("formularioDaConta", "apagar")
    t.literal("Taguatinga")
    t.comando("formularioDaConta", "campoSeguinte")  # Disponível
    for _ in range(5):
        t.comando("formularioDaConta", "apagar")
    t.literal("não")
    t.comando("formularioDaConta", "confirmar")
    t.wait_for(r"Perfil atualizado: Nome Novo")
    t.wait_gone(r"Editar o perfil")
    t.wait_for(r"Taguatinga")

    frila.login("cli", c.email)
    p = frila("perfil", conta="cli", json=True).json
    assert p["nome"] == "Nome Novo" and p["disponivel"] is False, p
    assert sorted(p["funcoes"]) == ["bartender", "garcom"], p
    assert abs(p["base"]["lat"] - (-15.83)) < 0.05, p
    t.comando("contaProfissional", "sair")
    t.esperar_saida(0)
