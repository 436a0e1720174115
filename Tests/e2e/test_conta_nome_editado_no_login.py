"""Editar o nome no perfil muda também o nome do login (`user_metadata.nome`, o que o GoTrue
devolve em /auth/v1/user e nas sessões), não só o do perfil."""
from apoio.gestao import elenco


def test_nome_editado_chega_ao_user_metadata(backend, api, frila):
    """`frila perfil editar --nome` e depois GET /auth/v1/user: o nome novo, e o resto do metadata fica."""
    e = elenco(api, n_profs=1, prefixo="nome-login")
    p = e.profs[0]
    frila.login("p", p.email)
    r = frila("perfil", "editar", "--nome", "Paula Renomeada", conta="p", json=True)
    assert r.rc == 0, r
    u = api.get("/auth/v1/user", token=p.token)
    assert u.status == 200, u
    assert u.json["user_metadata"]["nome"] == "Paula Renomeada", u.json
    assert u.json["user_metadata"]["perfil"] == "profissional", u.json
    assert e.rpc(p, "meu_perfil").json["nome"] == "Paula Renomeada"
