"""Logout encerra a sessão na hora: o access token (que vale até 1 h) passa a ser
recusado pelo /auth/v1/user (403 session_not_found) e por toda RPC, e o `scope` do
logout (global, local, others) diz quais sessões da pessoa acabam."""
from apoio.cliente import SENHA

RPCS = ("meu_perfil", "meus_turnos", "feed_vagas")


def _sessoes(api, email, n):
    return [api.login(email, SENHA) for _ in range(n)]


def test_logout_recusa_o_access_token_em_toda_rota(api, contas):
    """Depois do logout: /auth/v1/user 403 session_not_found, 3 RPCs 401, o refresh não vale e um 2º logout é 403."""
    c = contas.profissional(prefixo="logout")
    t = c.token
    assert api.get("/auth/v1/user", token=t).status == 200
    assert api.rpc("meu_perfil", token=t).status == 200
    assert api.post("/auth/v1/logout", token=t).status == 204
    u = api.get("/auth/v1/user", token=t)
    assert u.status == 403 and u.json["code"] == "session_not_found", u
    for nome in RPCS:
        r = api.rpc(nome, token=t)
        assert r.status == 401 and r.json["details"] == "session_not_found", (nome, r)
    r = api.post("/auth/v1/token?grant_type=refresh_token", {"refresh_token": c.sessao["refresh_token"]})
    assert r.status == 400
    assert api.post("/auth/v1/logout", token=t).status == 403


def test_escopos_do_logout(api, contas):
    """Quatro sessões: local encerra só a do token, others todas menos a do token, global (o padrão) todas; scope desconhecido é 400."""
    c = contas.profissional(prefixo="escopo")
    a, b, d, e = [s["access_token"] for s in _sessoes(api, c.email, 4)]
    vivas = lambda: [api.rpc("meu_perfil", token=x).status == 200 for x in (a, b, d, e)]  # noqa: E731
    assert api.post("/auth/v1/logout?scope=tudo", token=a).status == 400
    assert vivas() == [True] * 4
    assert api.post("/auth/v1/logout?scope=local", token=a).status == 204
    assert vivas() == [False, True, True, True]
    assert api.post("/auth/v1/logout?scope=others", token=b).status == 204
    assert vivas() == [False, True, False, False]
    f = api.login(c.email, SENHA)["access_token"]
    assert api.post("/auth/v1/logout", token=f).status == 204  # global
    assert vivas() == [False] * 4
    assert api.rpc("meu_perfil", token=f).status == 401


def test_frila_sair_encerra_a_sessao_no_servidor(api, contas, frila):
    """`frila sair`: o token que estava na credencial deixa de valer no servidor."""
    c = contas.profissional(prefixo="sair")
    frila.login("s", c.email)
    token = frila.credencial("s")["tokenDeAcesso"]
    assert api.rpc("meu_perfil", token=token).status == 200
    r = frila("sair", conta="s")
    assert r.rc == 0, r
    assert api.rpc("meu_perfil", token=token).status == 401
