"""Equipe de confiança e bloqueio: cada um só mexe no que é seu."""
import uuid
import pytest

pytestmark = [pytest.mark.rf26]


def test_equipe_de_confianca_so_do_proprio_estabelecimento(backend, api, contas):
    """Profissional não inclui ninguém (403); o contratante inclui no dele (204) sem tocar a equipe de outro; contratante não entra como profissional (404)."""
    prof, outra = contas.profissional(prefixo="eq"), contas.profissional(prefixo="eq")
    dono, outro_dono = contas.contratante(), contas.contratante()
    na_equipe = lambda d, p: backend.psql(f"""select count(*) from public.equipe_confianca e
        join public.membros m on m.estabelecimento_id = e.estabelecimento_id
        where m.conta_id = '{d.id}' and e.profissional_id = '{p.id}'""")
    total = lambda: backend.psql("select count(*) from public.equipe_confianca")
    antes = total()
    r = api.rpc("incluir_na_equipe", {"profissional_id": outra.id}, token=prof.token)
    assert r.status == 403 and total() == antes, r
    backend.conhecida(dono.id, outra.id)
    r = api.rpc("incluir_na_equipe", {"profissional_id": outra.id}, token=dono.token)
    assert r.status == 204 and na_equipe(dono, outra) == "1", r
    assert na_equipe(outro_dono, outra) == "0"
    r = api.rpc("incluir_na_equipe", {"profissional_id": outro_dono.id}, token=dono.token)
    assert r.status == 404 and na_equipe(dono, outro_dono) == "0", r


def test_bloqueio_so_de_autoria_propria(backend, api, contas):
    """Bloquear cria um bloqueio de autoria de quem pediu (204); a si mesmo 422; conta inexistente 404; nada a mais."""
    prof, dono = contas.profissional(prefixo="bl"), contas.contratante()
    antes = int(backend.psql("select count(*) from public.bloqueios"))
    r = api.rpc("bloquear", {"conta_id": dono.id}, token=prof.token)
    assert r.status == 204, r
    assert backend.psql(f"select count(*) || ':' || bool_and(lado = 'profissional' and estabelecimento_id = "
                        f"(select m.estabelecimento_id from public.membros m where m.conta_id = '{dono.id}')) "
                        f"from public.bloqueios where autor_id = '{prof.id}'") == "1:true"
    assert api.rpc("bloquear", {"conta_id": prof.id}, token=prof.token).status == 422
    assert api.rpc("bloquear", {"conta_id": str(uuid.uuid4())}, token=prof.token).status == 404
    assert int(backend.psql("select count(*) from public.bloqueios")) == antes + 1
