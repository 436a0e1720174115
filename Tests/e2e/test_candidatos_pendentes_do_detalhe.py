"""O detalhe da vaga conta os candidatos pendentes das mesmas linhas que mostra: aberto com
nenhum, dois se candidatam, `r` atualiza e a linha do despacho diz "2 candidatos pendentes"
(não "0" acima de duas linhas de candidato, até reabrir)."""
import re

from apoio.gestao import elenco


def test_contagem_de_candidatos_acompanha_as_linhas(backend, api, frila, tela):
    """TUI com o detalhe aberto durante as candidaturas, e `frila vaga` depois: o número é o das linhas."""
    e = elenco(api, n_profs=2, prefixo="pendentes")
    v = e.publicar(horas=30, modo="selecao")
    frila.login("dono", e.dono.email)
    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"))
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.selecionar(r"Garçom", tela="vagas")
    t.comando("vagas", "abrir")
    t.wait_for(r"0 candidatos pendentes", 15)

    for p in e.profs:
        e.no_feed(p, v)
        e.rpc(p, "candidatar", {"vaga_id": v})
    t.comando("vagas", "atualizar")
    t.wait_for(r"Profissional 1 · .*Enter escolhe", 15)
    t.wait_for(r"2 candidatos pendentes", 15)
    linhas = [l for l in t.linhas() if re.search(r"\? Profissional \d", l)]
    assert len(linhas) == 2, t.text()
    assert "0 candidatos pendentes" not in t.text()

    r = frila("vaga", v, conta="dono")
    assert r.rc == 0 and "2 candidatos pendentes" in r.out and r.out.count("candidatura ") == 2, r.out
    t.comando("vagas", "sair")
    t.esperar_saida(0)
