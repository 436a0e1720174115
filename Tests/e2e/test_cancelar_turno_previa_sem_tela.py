"""`frila cancelar TURNO` sem --sim mostra o custo (RN12: falta ou não) e não cancela; com --motivo e --sim cancela."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn12]


def _turno(e, frila, horas):
    v = e.publicar(horas=horas)
    e.no_feed(e.profs[0], v)
    assert frila("vagas", conta="p").rc == 0  # candidatar vale pelos termos vistos
    r = frila("candidatar", v, conta="p", json=True)
    assert r.rc == 0, r
    return r.json["turno"]["turno_id"]


def test_previa_diz_se_conta_falta_e_nada_muda_ate_o_sim(backend, api, frila):
    """Com 30 h de antecedência a prévia diz "não conta como falta"; com 3 h, "conta como falta"; só --sim cancela."""
    e = elenco(api, prefixo="cancprev")
    frila.login("p", e.profs[0].email)
    longe, perto = _turno(e, frila, 30), _turno(e, frila, 3)

    r = frila("cancelar", longe, conta="p", json=True)
    assert r.rc == 0 and r.json["cancelado"] is False, r
    assert (r.json["previa"]["conta_como_falta"], r.json["previa"]["falta"]) == (False, "nao_conta"), r
    r = frila("cancelar", perto, conta="p")
    assert r.rc == 0 and "conta como falta" in r.out and "--sim" in r.out, r
    r = frila("cancelar", perto, "--motivo", "Fiquei doente", conta="p", json=True)
    assert r.rc == 0 and r.json["cancelado"] is False and r.json["previa"]["falta"] == "menos_de_24h", r
    assert backend.psql(f"select string_agg(estado::text, ',') from public.turnos where id in ('{longe}', '{perto}')") \
        == "confirmada,confirmada", "a prévia não cancela nada"

    r = frila("cancelar", perto, "--sim", conta="p")
    assert r.rc == 2 and "--motivo" in r.err, "--sim sem motivo é uso inválido, como cancelar-vaga"
    r = frila("cancelar", perto, "--motivo", "Fiquei doente", "--sim", conta="p", json=True)
    assert r.rc == 0 and r.json["conta_como_falta"] is True, r
    assert backend.psql(f"select estado || ',' || conta_como_falta from public.turnos where id = '{perto}'") == "cancelada,true"


def test_contratante_tambem_ve_a_previa(backend, api, frila):
    """O contratante cancelando o turno de um profissional vê a mesma prévia antes."""
    e = elenco(api, prefixo="cancprevc")
    frila.login("p", e.profs[0].email)
    frila.login("c", e.dono.email)
    t = _turno(e, frila, 30)
    r = frila("cancelar", t, conta="c", json=True)
    assert r.rc == 0 and r.json["cancelado"] is False and r.json["previa"]["falta"] == "nao_conta", r
    r = frila("cancelar", t, "--motivo", "Evento remarcado", "--sim", conta="c", json=True)
    assert r.rc == 0 and r.json["conta_como_falta"] is False, r
