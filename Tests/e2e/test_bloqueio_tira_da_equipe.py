"""RF26: o bloqueio do estabelecimento tira o profissional da equipe de confiança e impede incluí-lo;
o bloqueio que a profissional faz não muda a lista do estabelecimento (não conta a ele que foi
bloqueado) — o alcance dela está em test_ataque_equipe_sem_oraculo_do_bloqueio.py."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rf26]


def test_bloqueio_do_contratante_tira_da_equipe_o_dela_nao_aparece(backend, api, frila):
    """Bloqueada pelo contratante, Ana sai da equipe e não volta; Bia, que bloqueia o estabelecimento, segue na lista dele."""
    e = elenco(api, n_profs=2, prefixo="eqbloq")
    ana, bia = e.profs
    for p in (ana, bia):
        backend.conhecida(e.dono.id, p.id)
    frila.login("c", e.dono.email)
    frila.login("bia", bia.email)
    for p in (ana, bia):
        assert frila("equipe", "incluir", p.id, conta="c").rc == 0
    assert {m["profissional_id"] for m in frila("equipe", conta="c", json=True).json} == {ana.id, bia.id}

    assert frila("bloquear", ana.id, conta="c").rc == 0
    assert [b["conta_id"] for b in frila("bloqueios", conta="c", json=True).json] == [ana.id]
    assert {m["profissional_id"] for m in frila("equipe", conta="c", json=True).json} == {bia.id}, "bloqueada sai da equipe"
    r = frila("equipe", "incluir", ana.id, conta="c")
    assert r.rc == 1 and "Você bloqueou Profissional 0" in r.err, r

    assert frila("bloquear", e.dono.id, conta="bia").rc == 0
    assert [m["profissional_id"] for m in frila("equipe", conta="c", json=True).json] == [bia.id], \
        "o bloqueio dela não muda a lista do estabelecimento"
