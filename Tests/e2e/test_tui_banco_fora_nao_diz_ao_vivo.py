"""PostgreSQL fora do ar e o gateway de pé (o canal continua aberto): a linha de status não
diz "ao vivo" quando a busca falha, e o `r` diz por que não atualizou. O banco volta: "ao vivo"
volta sozinho (o gateway avisa o canal e a TUI busca de novo)."""
from apoio.fluxos import entrar
from apoio.gestao import elenco


def test_banco_fora_a_linha_de_status_nao_mente(backend, api, tela, tmp_path):
    e = elenco(api, prefixo="tui-banco-fora")
    t = tela("--api", backend.api_url, "--dados", tmp_path / "p", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, e.profs[0].email)
    t.wait_for(r"ao vivo", 20)
    backend.parar_pg()
    try:
        t.comando("feed", "atualizar")
        t.wait_for(r"Não atualizou: ", 20)
        assert "ao vivo" not in t.text(), t.text()
        t.comando("globais", "mensagens")
        t.wait_for(r"Não atualizou: ", 5)
        t.keys("Escape")
        t.keys("Escape")  # o erro sai da linha; o canto do tempo real aparece
        t.wait_for(r"servidor falhando", 5)
        assert "ao vivo" not in t.text(), t.text()
    finally:
        backend.subir_pg()
    t.wait_for(r"ao vivo", 60)
    t.comando("feed", "sair")
    t.esperar_saida(0)
