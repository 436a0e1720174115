"""Cada um só age e lê o que é seu: nenhuma conta mexe no turno, nas vagas ou nos check-ins de outra."""
import pytest


def _turno_da_ana(backend):
    return backend.psql("""select t.id from public.turnos t join auth.users u on u.id = t.profissional_id
        where u.email = 'ana@frila.dev' and t.estado = 'confirmada' and upper(t.periodo) > now()
        order by lower(t.periodo) limit 1""")


def _foto(backend, turno):
    return backend.psql(f"select md5(row(t.*)::text) from public.turnos t where id = '{turno}'")


@pytest.fixture
def elenco(banco_novo, contas):
    return {e.split("@")[0]: contas.existente(e) for e in
            ("ana@frila.dev", "carla@frila.dev", "bruno@frila.dev", "marina@frila.dev")}


def test_ninguem_age_no_turno_alheio(banco_novo, api, elenco):
    """Outra profissional, outro estabelecimento e a própria profissional (no que é do contratante) recebem 4xx, e o turno não muda."""
    b, e = banco_novo, elenco
    xa = _turno_da_ana(b)
    antes = _foto(b, xa)
    for nome, args in [("fazer_checkin", {"turno_id": xa, "distancia_m": 5}),
                       ("fazer_checkout", {"turno_id": xa, "distancia_m": 5}),
                       ("avaliar", {"turno_id": xa, "chamaria_de_novo": False}),
                       ("cancelar_turno", {"turno_id": xa, "motivo": "x"})]:
        r = api.rpc(nome, args, token=e["carla"].token)
        assert 400 <= r.status < 500 and r.status != 401, (nome, r)
    r = api.rpc("confirmar_checkin_manual", {"turno_id": xa}, token=e["marina"].token)
    assert 400 <= r.status < 500, r
    r = api.rpc("cancelar_turno", {"turno_id": xa, "motivo": "x"}, token=e["marina"].token)
    assert 400 <= r.status < 500 and r.status != 401, r
    r = api.rpc("confirmar_checkin_manual", {"turno_id": xa}, token=e["ana"].token)
    assert 400 <= r.status < 500 and r.status != 401, r
    assert _foto(b, xa) == antes

    cand = b.psql("""select c.id from public.candidaturas c join public.vagas v on v.id = c.vaga_id
        join auth.users u on u.id = v.publicada_por where u.email = 'bruno@frila.dev' and c.estado = 'pendente' limit 1""")
    r = api.rpc("escolher_candidato", {"candidatura_id": cand}, token=e["marina"].token)
    assert 400 <= r.status < 500 and r.status != 401, r
    assert b.psql(f"select estado from public.candidaturas where id = '{cand}'") == "pendente"


def test_ninguem_le_o_alheio(banco_novo, api, elenco):
    """minhas_vagas, meus_turnos e checkins_pendentes de outra conta não trazem nada do Bruno nem da Ana."""
    b, e = banco_novo, elenco
    xa = _turno_da_ana(b)
    cand = b.psql("""select c.id from public.candidaturas c join public.vagas v on v.id = c.vaga_id
        join auth.users u on u.id = v.publicada_por where u.email = 'bruno@frila.dev' and c.estado = 'pendente' limit 1""")
    r = api.rpc("minhas_vagas", token=e["marina"].token)
    assert r.status == 200 and "Bar do Cerrado" not in r.texto and cand not in r.texto, r
    r = api.rpc("meus_turnos", token=e["carla"].token)
    assert r.status == 200 and xa not in r.texto, r
    r = api.rpc("checkins_pendentes", token=e["marina"].token)
    assert r.status == 200 and not [p for p in r.json if p["estabelecimento"]["nome"] == "Bar do Cerrado"], r
