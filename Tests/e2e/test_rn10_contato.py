"""RN10: o contato só aparece depois da confirmação, em nenhuma resposta da API nem tela antes dela."""
import re
import pytest

pytestmark = [pytest.mark.rn10]

# O telefone não pode casar dentro de um UUID ("...c99472-2893-..."): nada hexadecimal antes.
CONTATOS = re.compile(r"\+55 61|@frila\.dev|(?<![0-9a-f])9[0-9]{4}-[0-9]{4}")


def test_contato_so_depois_da_confirmacao(banco_novo, api, frila):
    """feed_vagas, candidatura pendente, candidatos de minhas_vagas, perfil_publico e frila vagas sem contato; meus_turnos confirmado com ele."""
    b = banco_novo
    ana, bruno = api.login("ana@frila.dev", "frila123"), api.login("bruno@frila.dev", "frila123")
    r = api.rpc("feed_vagas", token=ana["access_token"])
    assert r.status == 200 and r.json and not CONTATOS.search(r.texto), r
    vs = b.psql("""select v.id from public.vagas v join public.despachos d on d.vaga_id = v.id
        join auth.users u on u.id = d.profissional_id where u.email = 'ana@frila.dev' and v.modo = 'selecao'
          and v.estado = 'publicada' and not exists (select 1 from public.candidaturas c
            where c.vaga_id = v.id and c.profissional_id = u.id) limit 1""")
    r = api.rpc("candidatar", {"vaga_id": vs}, token=ana["access_token"])
    assert r.status == 200 and r.json["resultado"] == "pendente" and not CONTATOS.search(r.texto), r
    r = api.rpc("minhas_vagas", token=bruno["access_token"])
    pendentes = [c for v in r.json for c in v.get("candidaturas") or [] if c["estado"] == "pendente"]
    assert r.status == 200 and pendentes and not any(re.search(r"\+55|@frila", str(c)) for c in pendentes), r
    carla = b.psql("select id from auth.users where email = 'carla@frila.dev'")
    r = api.rpc("perfil_publico", {"conta_id": carla}, token=bruno["access_token"])
    assert r.status == 200 and not CONTATOS.search(r.texto), r
    r = api.rpc("meus_turnos", token=ana["access_token"])
    assert r.status == 200 and "+55 61 98111-0001" in r.texto, "controle: o contato confirmado devia aparecer"
    frila.login("ana", "ana@frila.dev")
    r = frila("vagas", conta="ana", json=True)
    assert r.rc == 0 and not CONTATOS.search(r.out), r
