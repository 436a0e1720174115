"""A 40×12 o Perfil não cabe: J/K (da tabela de teclas) rolam até a sincronização inteira, e `?` lista as teclas."""
from apoio.fluxos import entrar


def test_tui_perfil_a_40x12_rola_ate_a_fila(backend, contas, tela, tmp_path):
    """Perfil a 40×12: a linha 'Fila' da sincronização começa abaixo do corte (▼); J até o fim a mostra (▲); K volta; ? lista J."""
    p = contas.profissional(prefixo="baixa")
    t = tela("--api", backend.api_url, "--dados", tmp_path / "p", env={"FRILA_DICA_LOGIN": "e2e"}, largura=40, altura=12)
    t.wait_for(r"Tab troca de campo|E-mail")
    entrar(t, p.email)
    t.wait_for(r"1 Feed", 15)
    t.ir_para(3)
    t.wait_for(r"Reputação")
    t.wait_for(r"Sincronização")
    assert "pendentes" not in t.text() and "▼" in t.text(), t.text()
    for _ in range(12):
        t.comando("perfilProfissional", "rolar(1)")
    t.wait_for(r"Fila +0 pendentes")
    assert "▲" in t.text(), t.text()
    for _ in range(12):
        t.comando("perfilProfissional", "rolar(-1)")
    t.wait_for(r"Nome")
    t.comando("globais", "ajuda")
    t.wait_for(r"Ajuda")
    for _ in range(8):  # as teclas do Perfil vêm primeiro; J/K logo depois de L
        t.comando("painel", "rolar(1)")
    t.wait_for(r"J +rolar a página")
    t.keys("C-c")
    t.esperar_saida(130)
