"""Posições contadas como a vaga é agora: publicada com 2 e editada para 1, a lista diz "0/1"
(não "1/2"); escolhido um candidato, "1/1" (não "2/2"). Na TUI e no `frila vaga`."""
from apoio.gestao import elenco


def test_editada_para_uma_posicao_conta_uma(backend, api, frila, tela):
    """A posição cancelada na edição não conta nem como posição nem como preenchida; a escolha preenche 1 de 1."""
    e = elenco(api, n_profs=2, prefixo="contagem")
    v = e.publicar(horas=30, modo="selecao", posicoes=2)
    for p in e.profs:
        e.no_feed(p, v)
        e.rpc(p, "candidatar", {"vaga_id": v})
    frila.login("dono", e.dono.email)
    # Pela RPC: a vaga do apoio tem segundos no início, e o formulário (minutos) mudaria os termos.
    assert e.rpc(e.dono, "editar_vaga", {"vaga_id": v, "posicoes": 1}).json["posicoes_total"] == 1

    r = frila("vaga", v, conta="dono", json=True)
    assert r.rc == 0 and (r.json["posicoes_total"], r.json["posicoes_preenchidas"]) == (1, 0), r
    r = frila("vaga", v, conta="dono")
    assert "0/1 preenchidas" in r.out and "1/2" not in r.out, r.out

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"))
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"0/1 pos\.", 15)
    assert "1/2 pos." not in t.text()

    cand = next(c for c in r_json_candidaturas(frila, v) if c["estado"] == "pendente")
    r = frila("escolher", cand["candidatura_id"], conta="dono", json=True)
    assert r.rc == 0 and r.json["resultado"] == "confirmada", r
    r = frila("vaga", v, conta="dono")
    assert "1/1 preenchidas" in r.out and "2/2" not in r.out, r.out
    t.comando("vagas", "atualizar")
    t.wait_for(r"1/1 pos\.", 15)
    assert "2/2 pos." not in t.text()
    t.comando("vagas", "sair")
    t.esperar_saida(0)


def r_json_candidaturas(frila, v):
    return frila("vaga", v, conta="dono", json=True).json["candidaturas"]
