"""O que um app supabase-js 2.112 recebe do frila-api, conferido por HTTP (o npm não está ao
alcance aqui): cada resposta como o GoTrue (supabase/auth) e o PostgREST a dão, com o arquivo
da fonte de cada comportamento citado no teste."""
import base64
import json

from apoio.cliente import SENHA

from conftest import API_PORT


def claims(token):
    corpo = token.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(corpo + "=" * (-len(corpo) % 4)))


def test_signup_devolve_a_identidade_de_email(api, contas):
    """signUp: `user.identities` traz a identidade de e-mail nova (supabase/auth internal/api/signup.go,
    createNewIdentity; internal/models/identity.go dá a forma). Lista vazia o supabase-js lê como
    "já cadastrado"."""
    c = contas.profissional()
    ids = c.sessao["user"]["identities"]
    assert len(ids) == 1, ids
    i = ids[0]
    assert i["provider"] == "email" and i["id"] == c.id and i["user_id"] == c.id and i["email"] == c.email
    assert i["identity_data"]["sub"] == c.id and i["identity_data"]["email"] == c.email
    assert i["identity_data"]["email_verified"] is True and i["identity_data"]["phone_verified"] is False
    assert {"identity_id", "last_sign_in_at", "created_at", "updated_at"} <= set(i)
    assert "lat" not in i["identity_data"], "o ponto base do cadastro não sai na identidade"
    # getUser()/getUserIdentities(): GET /auth/v1/user (internal/api/user.go, UserGet).
    u = api.get("/auth/v1/user", token=c.token)
    assert u.status == 200 and u.json["identities"][0]["identity_id"] == i["identity_id"], u


def test_token_tem_iss_do_auth(contas):
    """O access token leva `iss` = `<site>/auth/v1`, o JWT_ISSUER do GoTrue (internal/conf/configuration.go,
    JWTConfiguration.Issuer; o Supabase CLI usa http://127.0.0.1:54321/auth/v1)."""
    c = contas.profissional()
    assert claims(c.token)["iss"] == f"http://127.0.0.1:{API_PORT}/auth/v1"


def test_update_user_troca_a_senha_como_o_gotrue(api, contas):
    """updateUser({password}): PUT /auth/v1/user (internal/api/user.go, UserUpdate). Mesma política do
    cadastro (weak_password 422 com reasons), igual à atual é 422 same_password, e a troca encerra as
    OUTRAS sessões (internal/models/user.go, UpdatePassword → LogoutAllExceptMe)."""
    c = contas.profissional()
    outra = api.login(c.email, SENHA)["access_token"]
    fraca = api.pedir("PUT", "/auth/v1/user", {"password": "123"}, token=c.token)
    assert fraca.status == 422 and fraca.json["code"] == "weak_password" and fraca.json["weak_password"]["reasons"], fraca
    assert fraca.headers.get("X-Supabase-Api-Version") == "2024-01-01"
    igual = api.pedir("PUT", "/auth/v1/user", {"password": SENHA}, token=c.token)
    assert igual.status == 422 and igual.json["code"] == "same_password", igual
    r = api.pedir("PUT", "/auth/v1/user", {"password": "senha-nova-123"}, token=c.token)
    assert r.status == 200 and r.json["id"] == c.id and r.json["email"] == c.email, r
    assert api.post("/auth/v1/token?grant_type=password", {"email": c.email, "password": SENHA}).status == 400
    assert api.post("/auth/v1/token?grant_type=password",
                    {"email": c.email, "password": "senha-nova-123"}).status == 200
    assert api.rpc("meu_perfil", token=c.token).status == 200, "a sessão de quem trocou continua"
    assert api.rpc("meu_perfil", token=outra).status == 401, "a outra sessão foi encerrada"
    assert api.get("/auth/v1/user", token=outra).json["code"] == "session_not_found"


def test_update_user_data_mescla_no_user_metadata(api, contas):
    """updateUser({data}): mescla no user_metadata; chave com null sai (internal/models/user.go,
    UpdateUserMetaData). O perfil é fixo (RN25): mudá-lo pelo metadata é 422."""
    c = contas.profissional(nome="Meta Dados")
    r = api.pedir("PUT", "/auth/v1/user", {"data": {"apelido": "Meta"}}, token=c.token)
    assert r.status == 200 and r.json["user_metadata"]["apelido"] == "Meta", r
    assert r.json["user_metadata"]["perfil"] == "profissional"
    r = api.pedir("PUT", "/auth/v1/user", {"data": {"apelido": None}}, token=c.token)
    assert "apelido" not in r.json["user_metadata"], r
    r = api.pedir("PUT", "/auth/v1/user", {"data": {"perfil": "contratante"}}, token=c.token)
    assert r.status == 422 and r.json["code"] == "validation_failed", r
    assert api.pedir("PUT", "/auth/v1/user", {"password": "x" * 10}).status == 401, "sem Bearer: no_authorization"


def test_csv_como_o_postgrest(api, contas):
    """.csv() (Accept: text/csv): text/csv, cabeçalho `pgrst_scalar` e o valor como o texto de um registro
    do PostgreSQL (PostgREST src/library/PostgREST/Query/SqlFragment.hs, asCsvF; QueryBuilder.hs,
    callPlanToQuery chama a coluna de uma função escalar de pgrst_scalar)."""
    c = contas.profissional(nome="Csv Teste")
    r = api.rpc("meu_perfil", token=c.token, headers={"Accept": "text/csv"})
    assert r.status == 200 and r.headers["Content-Type"] == "text/csv; charset=utf-8", r
    cabecalho, valor = r.texto.split("\n", 1)
    assert cabecalho == "pgrst_scalar"
    assert valor.startswith('"{') and valor.endswith('}"') and '""nome"": ""Csv Teste""' in valor, valor


def test_single_como_o_postgrest(api, contas):
    """.single() (Accept: application/vnd.pgrst.object+json): o mesmo valor, com esse Content-Type (uma
    função escalar é uma linha: src/library/PostgREST/MainTx.hs, failNotSingular só recusa ≠ 1).
    Formato que não existe: 406 PGRST107 (Plan/Negotiate.hs; Error.hs)."""
    c = contas.profissional()
    r = api.rpc("meu_perfil", token=c.token, headers={"Accept": "application/vnd.pgrst.object+json"})
    assert r.status == 200 and r.headers["Content-Type"] == "application/vnd.pgrst.object+json; charset=utf-8", r
    assert r.json["conta_id"] == c.id
    x = api.rpc("meu_perfil", token=c.token, headers={"Accept": "application/xml"})
    assert x.status == 406 and x.json["code"] == "PGRST107", x


def test_count_de_funcao_escalar_e_uma_linha(api, contas):
    """count: 'exact' numa RPC que devolve um jsonb: Content-Range 0-0/1, como o PostgREST (Response.hs,
    rangeStatusHeader sobre as linhas do resultado: uma)."""
    dona = contas.contratante()
    r = api.rpc("minhas_vagas", token=dona.token, headers={"Prefer": "count=exact"})
    assert r.status == 200 and r.headers["Content-Range"] == "0-0/1", r
