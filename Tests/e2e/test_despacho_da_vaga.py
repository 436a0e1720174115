"""Visibilidade do despacho por vaga: levas, quantos entraram, quantos foram avisados e leram, candidatos."""
from apoio.espera import esperar
from apoio.gestao import elenco


def test_numeros_da_primeira_leva(backend, api):
    """Depois da primeira leva, o contratante vê 2 incluídos e avisados, 1 que leu e a candidatura."""
    e = elenco(api, n_profs=2)
    p, q = e.profs
    v = e.publicar(horas=50, modo="selecao")
    e.no_feed(p, v)
    e.rpc(p, "minhas_notificacoes")
    e.rpc(q, "candidatar", {"vaga_id": v})
    d = esperar(lambda: (lambda x: x if x["totais"]["incluidos"] == 2 else None)(
        e.rpc(e.dono, "despacho_da_vaga", {"vaga_id": v}).json), 30, "as duas linhas da primeira leva")
    assert d["leva_atual"] >= 1 and d["levas"][0]["leva"] == 1
    assert d["totais"] == {"incluidos": 2, "retidos": 0, "avisados": 2, "entregues": 1, "falhas": 0}
    assert d["candidaturas"]["pendentes"] == 1 and d["posicoes_abertas"] == 1
    alheio = api.rpc("despacho_da_vaga", {"vaga_id": v}, token=e.profs[0].token)
    assert alheio.status == 403 and alheio.json["message"] == "perfil_incorreto"
