"""Minhas candidaturas de seleção pendentes, com a vaga, e a retirada — recusada depois de escolhido."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn10]


def test_lista_retira_e_recusa_depois_de_escolhido(backend, api):
    """O profissional vê as pendentes com a vaga, retira uma (o contratante não a vê mais) e não retira a escolhida."""
    e = elenco(api)
    p = e.profs[0]
    s1 = e.publicar(horas=50, modo="selecao")
    s2 = e.publicar(horas=30, modo="selecao")
    c1 = e.rpc(p, "candidatar", {"vaga_id": s1}).json["candidatura_id"]
    c2 = e.rpc(p, "candidatar", {"vaga_id": s2}).json["candidatura_id"]

    lista = e.rpc(p, "minhas_candidaturas").json
    assert [c["candidatura_id"] for c in lista] == [c2, c1], "a que começa antes primeiro"
    assert lista[0]["vaga"]["vaga_id"] == s2 and lista[0]["vaga"]["modo"] == "selecao"
    assert "contato" not in str(lista), "sem contato antes da confirmação (RN10)"

    r = e.rpc(p, "retirar_candidatura", {"candidatura_id": c1})
    assert r.json["estado"] == "retirada"
    assert [c["candidatura_id"] for c in e.rpc(p, "minhas_candidaturas").json] == [c2]
    vaga = e.rpc(e.dono, "detalhe_vaga", {"vaga_id": s1}).json
    assert [c["estado"] for c in vaga["candidaturas"]] == ["retirada"]

    e.rpc(e.dono, "escolher_candidato", {"candidatura_id": c2})
    r = api.rpc("retirar_candidatura", {"candidatura_id": c2}, token=p.token)
    assert r.status == 409 and r.json["message"] == "candidatura_escolhida", r
    assert r.json["details"], "a recusa diz em pt-BR o que fazer"
