"""A TUI aberta com `--offline` e posta online com `o` entra no canal da conta: a linha de
status passa a dizer "ao vivo" e a vaga nova chega pela campainha, não pela sondagem."""
import time

from apoio.cliente import Frila
from apoio.gestao import elenco


def test_offline_e_depois_online_entra_no_canal(backend, api, tela, bin_dir, tmp_path):
    e = elenco(api, prefixo="tui-offline-online")
    p = e.profs[0]
    Frila(bin_dir / "frila", backend.api_url, tmp_path).login("p", p.email)
    t = tela("--api", backend.api_url, "--dados", tmp_path / "p", "--offline")
    t.wait_for(r"offline", 15)
    t.wait_for(r"Feed", 10)
    assert "ao vivo" not in t.text()

    t.comando("feed", "alternarOffline")
    t.wait_for(r"ao vivo", 15)

    antes = time.monotonic()
    e.publicar(horas=1.5)  # urgente: o alerta sai na hora (RN23)
    t.wait_for(r"★ Vaga nova: Garçom", 10)
    assert time.monotonic() - antes < 10, "veio pela campainha do canal, não pela sondagem de 60 s"
    t.comando("feed", "sair")
    t.esperar_saida(0)
