"""Sem sessão, com token adulterado ou fora das RPCs públicas: nada passa e nada muda."""
import pytest


def test_sem_sessao_ou_token_adulterado_da_401(backend, api, contas):
    """Só a apikey, ou um JWT com a assinatura trocada: 401 em bloquear, incluir_na_equipe, meus_turnos e fazer_checkin; o banco não muda."""
    prof, outra = contas.profissional(prefixo="ss"), contas.profissional(prefixo="ss")
    adulterado = prof.token.rsplit(".", 1)[0] + ".assinaturafalsa"
    turno = backend.psql("select id from public.turnos limit 1")
    foto = lambda: backend.psql("select (select count(*) from public.bloqueios) || ':' || "
                                "(select count(*) from public.equipe_confianca) || ':' || "
                                "(select md5(string_agg(row(t.*)::text, ',' order by id)) from public.turnos t)")
    antes = foto()
    for nome, args in [("bloquear", {"conta_id": outra.id}), ("incluir_na_equipe", {"profissional_id": outra.id}),
                       ("meus_turnos", {}), ("fazer_checkin", {"turno_id": turno, "distancia_m": 5})]:
        assert api.rpc(nome, args).status == 401, nome
        assert api.rpc(nome, args, token=adulterado).status == 401, nome
    assert foto() == antes


@pytest.mark.parametrize("metodo,caminho", [("GET", "/rest/v1/turnos"), ("GET", "/rest/v1/contas?select=*"),
                                            ("POST", "/rest/v1/rpc/executar_agendador"),
                                            ("POST", "/rest/v1/rpc/elegiveis")])
def test_tabelas_e_funcoes_internas_nao_alcancaveis(backend, api, metodo, caminho):
    """Com uma sessão válida, tabelas e funções internas (privado.*) respondem 4xx e não vazam turnos."""
    s = api.login("ana@frila.dev", "frila123")
    turno = backend.psql("""select t.id from public.turnos t join auth.users u on u.id = t.profissional_id
                             where u.email = 'ana@frila.dev' limit 1""")
    r = api.pedir(metodo, caminho, {} if metodo == "POST" else None, token=s["access_token"])
    assert 400 <= r.status < 500 and turno not in r.texto, r
