"""Bloqueios e equipe de confiança como listas: desbloquear e remover valem na hora no feed (RF26)."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rf26, pytest.mark.rn05]


def test_profissional_lista_e_desbloqueia_o_estabelecimento(backend, api):
    """Bloqueado some do feed; na lista aparece o estabelecimento; desbloquear traz a vaga de volta na hora."""
    e = elenco(api)
    p = e.profs[0]
    v = e.publicar(horas=30)
    e.no_feed(p, v)
    e.rpc(p, "bloquear", {"conta_id": e.dono.id})
    assert e.rpc(p, "feed_vagas").json == []
    lista = e.rpc(p, "meus_bloqueios").json
    estab = e.rpc(e.dono, "membros_do_estabelecimento").json["estabelecimento_id"]
    assert [(b["conta_id"], b["perfil"]) for b in lista] == [(estab, "contratante")], "o bloqueio é do estabelecimento"
    assert lista[0]["estabelecimento"]["nome"].startswith("Bar ")

    r = e.rpc(p, "desbloquear", {"conta_id": e.dono.id})
    assert r.status == 204
    assert e.rpc(p, "meus_bloqueios").json == []
    assert [x["vaga_id"] for x in e.rpc(p, "feed_vagas").json] == [v], "de volta sem esperar o agendador"
    assert [n["vaga_id"] for n in e.rpc(p, "minhas_notificacoes").json] == [v]


def test_bloqueio_do_outro_lado_continua(backend, api):
    """RF26 nos dois sentidos: desfazer o meu bloqueio não desfaz o que o contratante fez."""
    e = elenco(api)
    p = e.profs[0]
    v = e.publicar(horas=30)
    e.no_feed(p, v)
    e.rpc(p, "bloquear", {"conta_id": e.dono.id})
    e.rpc(e.dono, "bloquear", {"conta_id": p.id})
    assert [b["conta_id"] for b in e.rpc(e.dono, "meus_bloqueios").json] == [p.id]
    e.rpc(p, "desbloquear", {"conta_id": e.dono.id})
    assert e.rpc(p, "feed_vagas").json == []
    e.rpc(e.dono, "desbloquear", {"conta_id": p.id})
    assert [x["vaga_id"] for x in e.rpc(p, "feed_vagas").json] == [v]


def test_contratante_lista_e_remove_da_equipe(backend, api, contas):
    """Quem está na equipe recebe além dos 15 km; removido, some da lista e a vaga de longe some do feed na hora."""
    e = elenco(api)
    longe = contas.profissional(nome="Longe da Equipe", lat=e.lat + 0.3, lng=e.lng, prefixo="equipe")
    backend.conhecida(e.dono.id, longe.id)
    e.rpc(e.dono, "incluir_na_equipe", {"profissional_id": longe.id})
    assert [m["profissional"]["id"] for m in e.rpc(e.dono, "minha_equipe").json] == [longe.id]
    v = e.publicar(horas=30)
    e.no_feed(longe, v)
    r = e.rpc(e.dono, "remover_da_equipe", {"profissional_id": longe.id})
    assert r.status == 204
    assert e.rpc(e.dono, "minha_equipe").json == []
    assert e.rpc(longe, "feed_vagas").json == [], "a ~33 km, fora da equipe, não alcança mais"
