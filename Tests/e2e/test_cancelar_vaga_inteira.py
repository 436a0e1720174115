"""Cancelar a vaga inteira: a prévia diz o custo (RN12), o cancelamento bate com ela e avisa os confirmados."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn12]


def test_previa_cancelamento_e_aviso(backend, api):
    """Com dois confirmados e < 24 h, a prévia diz 'conta como falta' e quem será avisado; cancelar cumpre e avisa os dois."""
    e = elenco(api, n_profs=3)
    p, q, r_ = e.profs
    v = e.publicar(horas=5, posicoes=3)
    for x in (p, q):
        e.rpc(x, "candidatar", {"vaga_id": v})
    previa = e.rpc(e.dono, "previa_cancelar_vaga", {"vaga_id": v}).json
    assert previa["turnos_confirmados"] == 2 and previa["menos_de_24_horas"] and previa["conta_como_falta"]
    assert sorted(x["id"] for x in previa["profissionais"]) == sorted([p.id, q.id])
    assert previa["posicoes_abertas"] == 1

    sem_motivo = api.rpc("cancelar_vaga", {"vaga_id": v}, token=e.dono.token)
    assert sem_motivo.status == 422 and sem_motivo.json["message"] == "campo_obrigatorio"
    feito = e.rpc(e.dono, "cancelar_vaga", {"vaga_id": v, "motivo": "Evento cancelado"}).json
    assert feito["estado"] == "cancelada" and feito["turnos_cancelados"] == 2
    assert feito["conta_como_falta"] == previa["conta_como_falta"]
    for x in (p, q):
        avisos = e.avisos(x)
        assert [(a["tipo"], a["motivo"]) for a in avisos] == [("turno_cancelado", "Evento cancelado")]
        turno = [t for t in e.rpc(x, "meus_turnos").json if t["vaga_id"] == v][0]
        assert turno["estado"] == "cancelada"
    assert e.rpc(r_, "feed_vagas").json == [], "a vaga cancelada some do feed"
    de_novo = api.rpc("previa_cancelar_vaga", {"vaga_id": v}, token=e.dono.token)
    assert de_novo.status == 409 and de_novo.json["message"] == "vaga_cancelada"
