"""O `frila avisos` noutro terminal (mesmo --dados) marca tudo como lido: a contagem de não
lidos da TUI aberta acompanha em segundos, sem `r` e sem esperar a sondagem (15 s) nem a
campainha do tempo real (marcar lido não toca o servidor)."""
import time

from apoio.gestao import elenco


def test_contagem_de_nao_lidos_segue_o_frila_avisos(backend, api, frila, tela):
    e = elenco(api, prefixo="lidos-fora")
    p = e.profs[0]
    e.no_feed(p, e.publicar(horas=30))  # um aviso: uma segunda vaga em 30 min sairia agrupada (RN23)
    frila.login("p", p.email)
    t = tela("--api", backend.api_url, "--dados", frila.dados("p"), largura=100)
    t.wait_for(r"1 Feed", 15)
    t.ir_para(4)
    t.wait_for(r"\b1 não lido\b", 15)

    antes = time.monotonic()
    r = frila("avisos", conta="p")
    assert r.rc == 0 and r.out.count("novo") == 1, r
    # A TUI confere o arquivo a cada segundo (e só lê os lidos se outro processo gravou).
    t.wait_for(r"Todos lidos\.", 5)
    assert time.monotonic() - antes < 5
    assert "●" not in t.selecionada(), t.text()  # a marca de não lido saiu da linha
    t.comando("avisosProfissional", "sair")
    t.esperar_saida(0)
