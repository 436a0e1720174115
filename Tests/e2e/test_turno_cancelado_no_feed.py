"""Depois de cancelar o turno confirmado, o feed diz "turno cancelado por você", não "candidatura: retirada"."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn12]


def test_feed_conta_o_cancelamento_do_turno(backend, api, frila):
    """A profissional que cancelou o turno vê a vaga reaberta com o que fez: turno cancelado por ela."""
    e = elenco(api, prefixo="feedcanc")
    v = e.publicar(horas=30, posicoes=2)
    e.no_feed(e.profs[0], v)
    frila.login("p", e.profs[0].email)
    assert frila("vagas", conta="p").rc == 0  # candidatar vale pelos termos vistos
    r = frila("candidatar", v, conta="p", json=True)
    assert r.rc == 0, r
    t = r.json["turno"]["turno_id"]
    assert frila("cancelar", t, "--motivo", "Imprevisto", "--sim", conta="p").rc == 0

    r = frila("vagas", conta="p")
    linha = [l for l in r.out.splitlines() if v in l]
    assert r.rc == 0 and linha, r
    assert "turno cancelado por você" in linha[0] and "retirada" not in linha[0], linha
    r = frila("vagas", conta="p", json=True)
    item = [x for x in r.json["vagas"] if x["vaga_id"] == v][0] if isinstance(r.json, dict) else [x for x in r.json if x["vaga_id"] == v][0]
    assert item["turno_cancelado_por_mim"] is True, item
