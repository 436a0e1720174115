"""Com `--offline`, o Feed sem dados não manda apertar `r` (que não alcança o servidor nesse
modo): aponta o `o`, que volta à rede; o `r` diz isso, e o rodapé mostra o `o` no lugar dele."""
from apoio.cliente import Frila
from apoio.gestao import elenco


def test_feed_no_offline_forcado_aponta_o(backend, api, tela, bin_dir, tmp_path):
    e = elenco(api, prefixo="tui-offline-o")
    p = e.profs[0]
    Frila(bin_dir / "frila", backend.api_url, tmp_path).login("p", p.email)
    vaga = e.publicar(horas=30)
    e.no_feed(p, vaga)
    t = tela("--api", backend.api_url, "--dados", tmp_path / "p", "--offline")
    t.wait_for(r"offline \(forçado\)", 15)
    t.wait_for(r"o volta à rede", 10)
    tela_ = t.text()
    assert "r tenta de novo" not in tela_, tela_
    assert "o voltar à rede" in tela_ and "r atualizar" not in tela_, "o rodapé troca o r pelo o"

    t.comando("feed", "atualizar")
    t.wait_for(r"│ o volta à rede: no modo", 5)

    t.comando("feed", "alternarOffline")
    t.wait_for(r"Garçom", 15)  # de volta à rede, o Feed se busca sozinho
    tela_ = t.text()
    assert "o volta à rede" not in tela_ and "r atualizar" in tela_, tela_
    t.comando("feed", "sair")
    t.esperar_saida(0)
