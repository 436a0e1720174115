"""RF26: bloquear (de qualquer lado) tira o profissional da equipe de confiança; incluir quem está bloqueado é recusado."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rf26]


def test_bloqueio_do_contratante_e_da_profissional_tiram_da_equipe(backend, api, frila):
    """Bloqueada pelo contratante, Ana sai da equipe e não volta; quem bloqueia o estabelecimento também sai."""
    e = elenco(api, n_profs=2, prefixo="eqbloq")
    ana, bia = e.profs
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
    assert frila("equipe", conta="c", json=True).json == [], "quem bloqueia o estabelecimento sai da equipe dele"
