"""A TUI atrás de um proxy que devolve a página HTML de erro: a tela diz o que houve em pt-BR, sem HTML."""
import re


def test_tui_pagina_html_de_erro_vira_frase(backend, contas, frila, tela, proxy):
    """Proxy em 'html': o feed diz 'erro 502', Turnos vem do cache com 'Frila com problema', nada de HTML na tela, q sai com 0."""
    c = contas.profissional(prefixo="html")
    backend.turnos_passados(c.email, 1)
    frila.login("h", c.email)
    assert frila("turnos", conta="h").rc == 0
    proxy.modo("html")
    t = tela("--api", proxy.url, "--dados", frila.dados("h"), env={"FRILA_TEMPO_LIMITE_S": "2"})
    t.wait_for(r"erro 502", 10)
    t.ir_para(2)
    t.wait_for(r"Frila com problema: turnos do cache", 10)
    assert not re.search(r"<|nginx|VAZOU-CORPO|html", t.text()), t.text()
    t.comando("turnos", "sair")
    t.esperar_saida(0)
