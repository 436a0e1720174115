"""Achar vaga na TUI: / filtra enquanto digita, s troca a ordem, G/g vão ao fim e ao início, e o detalhe diz a reputação do estabelecimento."""
import re
import unicodedata

from apoio.fluxos import entrar


def _norm(s):
    return "".join(c for c in unicodedata.normalize("NFD", s.lower()) if unicodedata.category(c) != "Mn")


def _reais(centavos):
    inteiro = f"{centavos // 100:,}".replace(",", ".")
    return f"R$ {inteiro},{centavos % 100:02d}"


def test_tui_feed_filtra_ordena_e_mostra_reputacao(banco_novo, frila, tela, tmp_path):
    """Com o feed do seed da Ana: o filtro pelo bairro mostra só as que casam (N de M no topo), a ordem por valor põe a mais cara primeiro."""
    b = banco_novo
    frila.login("ana", "ana@frila.dev")
    feed = frila("vagas", conta="ana", json=True).json
    assert feed and len(feed) >= 2, "o seed devia dar à Ana mais de uma vaga"
    bairro = feed[0]["bairro"]
    palavra = bairro.split()[0]
    casam = [v for v in feed if _norm(palavra) in _norm(v["bairro"]) or _norm(palavra) in _norm(v["estabelecimento"]["nome"])]

    t = tela("--api", b.api_url, "--dados", tmp_path / "ana", env={"FRILA_DICA_LOGIN": "e2e"})
    t.wait_for(r"Tab troca de campo")
    entrar(t, "ana@frila.dev")
    t.wait_for(r" km ", 15)

    t.comando("feed", "filtrar")
    t.literal(palavra)
    t.wait_for(rf"filtro “{palavra}▏” · {len(casam)} de {len(feed)} · ordem: início")
    t.comando("filtroDoFeed", "confirmar")
    t.wait_for(rf"filtro “{palavra}” · {len(casam)} de {len(feed)}")
    t.comando("feed", "filtrar")
    t.literal("zzzz")
    t.wait_for(r"Nenhuma vaga casa com")
    t.comando("filtroDoFeed", "desistir")
    t.wait_gone(r"filtro “")

    t.comando("feed", "trocarOrdem")
    t.wait_for(r"ordem: valor")
    mais_cara = max(feed, key=lambda v: v["valor_centavos"])
    t.comando("feed", "ultimo")
    mais_barata = min(feed, key=lambda v: v["valor_centavos"])
    t.wait_for(rf"› .*{re.escape(_reais(mais_barata['valor_centavos']))}")
    t.comando("feed", "primeiro")
    t.wait_for(rf"› .*{re.escape(_reais(mais_cara['valor_centavos']))}")

    t.comando("feed", "abrir")
    t.wait_for(r"Reputação +(\d+ de \d+ chamariam de novo|Sem histórico)")
    t.comando("feed", "sair")
    t.esperar_saida(0)
