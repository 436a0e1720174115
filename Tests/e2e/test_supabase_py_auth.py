"""Conformidade do /auth/v1 com o cliente oficial supabase-py: cadastro, login, sessão,
usuário, renovação, reuso do token de renovação e saída com cada escopo."""
import uuid

import pytest

from apoio.documento import cnpj_novo
from apoio_supabase import criar_contas, http
from apoio_supabase_py import cliente

from supabase_auth.errors import AuthApiError, AuthWeakPasswordError  # noqa: E402

@pytest.fixture(scope="module")
def backend(_backend_da_sessao):
    """O backend da sessão (conftest), de pé, para as fixtures deste módulo."""
    _backend_da_sessao.garantir_no_ar()
    return _backend_da_sessao


@pytest.fixture(scope="module")
def contas(backend):
    return [email for _, email in criar_contas(backend, "auth", 4)]


def email_novo():
    return f"novo.{uuid.uuid4().hex[:10]}@teste.dev"


def status_user(backend, access_token):
    s, _, corpo = http(backend, "GET", "/auth/v1/user", cabecalhos={"apikey": backend.anon_key,
                                                                   "Authorization": f"Bearer {access_token}"})
    return s, corpo


def status_rpc(backend, access_token):
    s, _, _ = http(backend, "POST", "/rest/v1/rpc/meu_perfil", corpo={},
                           cabecalhos={"apikey": backend.anon_key, "Authorization": f"Bearer {access_token}",
                                       "Content-Type": "application/json"})
    return s


def test_cadastro_profissional_abre_sessao_com_perfil(backend):
    """sign_up de um profissional devolve usuário e sessão, com perfil e nome em user_metadata."""
    c = cliente(backend)
    r = c.auth.sign_up({"email": email_novo(), "password": "segredo123", "options": {"data": {
        "perfil": "profissional", "nome": "Nova Pro", "funcoes": ["garcom"], "lat": -15.79, "lng": -47.88}}})
    assert r.session is not None and r.session.access_token
    assert r.user.user_metadata == {"perfil": "profissional", "nome": "Nova Pro"}
    assert c.rpc("meu_perfil").execute().data["disponivel"] is True


def test_cadastro_contratante_cria_estabelecimento(backend):
    """sign_up de um contratante cria a conta e o estabelecimento pelo gatilho em auth.users."""
    c = cliente(backend)
    c.auth.sign_up({"email": email_novo(), "password": "segredo123", "options": {"data": {
        "perfil": "contratante", "nome": "Nova Dona",
        "estabelecimento": {"nome": "Bar Novo", "endereco": "SCLS 405, Asa Sul", "lat": -15.79, "lng": -47.88,
                            "documento": cnpj_novo()}}}})
    assert c.rpc("meu_perfil").execute().data["estabelecimento"]["nome"] == "Bar Novo"


def test_cadastro_repetido_da_user_already_exists(backend, contas):
    """Cadastro com e-mail já usado: AuthApiError com code user_already_exists."""
    with pytest.raises(AuthApiError) as e:
        cliente(backend).auth.sign_up({"email": contas[0], "password": "segredo123",
                                       "options": {"data": {"perfil": "profissional", "nome": "X"}}})
    assert e.value.code == "user_already_exists"


def test_senha_fraca_da_weak_password_com_motivos(backend):
    """Senha curta: 422 weak_password, e o cliente expõe os motivos (reasons)."""
    with pytest.raises(AuthWeakPasswordError) as e:
        cliente(backend).auth.sign_up({"email": email_novo(), "password": "123"})
    assert e.value.status == 422 and e.value.code == "weak_password" and e.value.reasons == ["length"]


def test_login_com_senha_certa(backend, contas):
    """sign_in_with_password devolve sessão bearer com expires_at e o usuário."""
    r = cliente(backend).auth.sign_in_with_password({"email": contas[0], "password": "segredo123"})
    assert r.session.token_type == "bearer" and r.session.expires_at and r.session.refresh_token
    assert r.user.email == contas[0]


def test_login_com_senha_errada_da_invalid_credentials(backend, contas):
    """Senha errada: AuthApiError 400 com error.code invalid_credentials."""
    with pytest.raises(AuthApiError) as e:
        cliente(backend).auth.sign_in_with_password({"email": contas[0], "password": "errada123"})
    assert (e.value.status, e.value.code) == (400, "invalid_credentials")


def test_login_de_email_desconhecido_da_invalid_credentials(backend):
    """E-mail que não existe: o mesmo invalid_credentials (não revela quem tem conta)."""
    with pytest.raises(AuthApiError) as e:
        cliente(backend).auth.sign_in_with_password({"email": email_novo(), "password": "segredo123"})
    assert e.value.code == "invalid_credentials"


def test_sessao_e_usuario(backend, contas):
    """get_session devolve a sessão do login; get_user lê /user com ela."""
    c = cliente(backend, contas[1])
    s = c.auth.get_session()
    assert s is not None and s.user.email == contas[1]
    assert c.auth.get_user().user.email == contas[1]


def test_renovacao_troca_o_token(backend, contas):
    """refresh_session devolve outro refresh token e um access token que funciona."""
    c = cliente(backend, contas[1])
    velho = c.auth.get_session().refresh_token
    r = c.auth.refresh_session()
    assert r.session.refresh_token != velho
    assert c.rpc("meu_perfil").execute().data["perfil"] == "profissional"


def test_reuso_antigo_do_token_revoga_a_familia(backend, contas):
    """Token trocado há mais que o intervalo de reuso: refresh_token_already_used e a família cai."""
    c = cliente(backend, contas[2])
    t0 = c.auth.get_session().refresh_token
    t1 = c.auth.refresh_session().session.refresh_token
    t2 = c.auth.refresh_session().session.refresh_token
    assert t1 != t2
    # A troca de t0 "aconteceu" um minuto atrás (fora do intervalo de reuso), sem esperar.
    backend.psql(f"update auth.refresh_tokens set updated_at = now() - interval '1 minute' where token = '{t0}'")
    with pytest.raises(AuthApiError) as e:
        cliente(backend).auth.refresh_session(t0)
    assert e.value.code == "refresh_token_already_used"
    with pytest.raises(AuthApiError):
        cliente(backend).auth.refresh_session(t2)


def test_reuso_imediato_do_pai_devolve_o_filho_ativo(backend, contas):
    """Reusar o token pai logo depois da troca (intervalo de reuso) devolve sessão, como o GoTrue."""
    c = cliente(backend, contas[3])
    pai = c.auth.get_session().refresh_token
    c.auth.refresh_session()
    r = cliente(backend).auth.refresh_session(pai)
    assert r.session is not None


def test_token_de_renovacao_desconhecido(backend):
    """Token de renovação inventado: refresh_token_not_found."""
    with pytest.raises(AuthApiError) as e:
        cliente(backend).auth.refresh_session("nao-existe-" + uuid.uuid4().hex)
    assert e.value.code == "refresh_token_not_found"


def duas_sessoes(backend, email):
    a, b = cliente(backend, email), cliente(backend, email)
    return a, b, a.auth.get_session(), b.auth.get_session()


def test_saida_global_derruba_a_renovacao_de_todas(backend):
    """sign_out(scope=global): nenhuma sessão da conta renova mais."""
    email = criar_contas(backend, "global", 1)[0][1]
    a, b, sa, sb = duas_sessoes(backend, email)
    a.auth.sign_out({"scope": "global"})
    for s in (sa, sb):
        with pytest.raises(AuthApiError):
            cliente(backend).auth.refresh_session(s.refresh_token)


def test_saida_global_recusa_os_access_tokens(backend):
    """sign_out(scope=global): os access tokens dão 403 session_not_found em /user e 401 nas RPCs."""
    email = criar_contas(backend, "globalat", 1)[0][1]
    a, b, sa, sb = duas_sessoes(backend, email)
    a.auth.sign_out({"scope": "global"})
    for s in (sa, sb):
        st, corpo = status_user(backend, s.access_token)
        assert st == 403 and b"session_not_found" in corpo
        assert status_rpc(backend, s.access_token) == 401


def test_saida_local_so_encerra_esta_sessao(backend):
    """sign_out(scope=local): esta sessão cai; a outra continua renovando e chamando RPCs."""
    email = criar_contas(backend, "local", 1)[0][1]
    a, b, sa, sb = duas_sessoes(backend, email)
    a.auth.sign_out({"scope": "local"})
    assert status_user(backend, sa.access_token)[0] == 403
    assert cliente(backend).auth.refresh_session(sb.refresh_token).session is not None


def test_saida_others_mantem_esta_sessao(backend):
    """sign_out(scope=others): esta sessão continua; as outras caem."""
    email = criar_contas(backend, "others", 1)[0][1]
    a, b, sa, sb = duas_sessoes(backend, email)
    a.auth.sign_out({"scope": "others"})
    assert status_user(backend, sa.access_token)[0] == 200
    assert status_user(backend, sb.access_token)[0] == 403
    with pytest.raises(AuthApiError):
        cliente(backend).auth.refresh_session(sb.refresh_token)


def test_sem_sessao_o_cliente_nao_tem_usuario(backend):
    """Depois de sign_out, o cliente não guarda sessão."""
    email = criar_contas(backend, "sair", 1)[0][1]
    c = cliente(backend, email)
    c.auth.sign_out()
    assert c.auth.get_session() is None


def test_respostas_de_auth_trazem_a_versao_da_api(backend):
    """/auth/v1 responde X-Supabase-Api-Version: 2024-01-01 (o cliente lê code por ela)."""
    _, cab, _ = http(backend, "POST", "/auth/v1/token?grant_type=password", corpo={"email": "x@y.dev", "password": "z"},
                             cabecalhos={"apikey": backend.anon_key, "Content-Type": "application/json"})
    assert cab.get("x-supabase-api-version") == "2024-01-01"


def test_senha_acima_de_72_bytes_e_recusada_no_cadastro(backend):
    """Senha com mais de 72 bytes: 400 validation_failed como o GoTrue (o bcrypt cortaria o fim e outra senha entraria)."""
    with pytest.raises(AuthApiError) as e:
        cliente(backend).auth.sign_up({"email": email_novo(), "password": "a" * 73,
                                       "options": {"data": {"perfil": "profissional", "nome": "Longa"}}})
    assert (e.value.status, e.value.code) == (400, "validation_failed")
    email = email_novo()
    cliente(backend).auth.sign_up({"email": email, "password": "a" * 72, "options": {"data": {
        "perfil": "profissional", "nome": "Longa", "funcoes": ["garcom"], "lat": -15.79, "lng": -47.88}}})
    with pytest.raises(AuthApiError) as e:
        cliente(backend).auth.sign_in_with_password({"email": email, "password": "a" * 72 + "outro-fim"})
    assert e.value.code == "invalid_credentials"


def test_token_invalido_no_user_e_403_bad_jwt(backend, contas):
    """get_user com token adulterado: AuthApiError 403 bad_jwt, como o GoTrue."""
    with pytest.raises(AuthApiError) as e:
        cliente(backend).auth.get_user("eyJhbGciOiJIUzI1NiJ9.e30.assinatura-errada")
    assert (e.value.status, e.value.code) == (403, "bad_jwt")


def test_usuario_e_token_com_os_campos_do_gotrue(backend, contas):
    """O usuário traz a identidade de e-mail em identities (supabase/auth internal/models/identity.go) e
    o access token as claims iss, aal, amr e is_anonymous."""
    import base64
    import json
    s = cliente(backend).auth.sign_in_with_password({"email": contas[2], "password": "segredo123"}).session
    assert [i.provider for i in s.user.identities] == ["email"] and s.user.is_anonymous is False
    assert s.user.identities[0].identity_data["email"] == contas[2]
    meio = s.access_token.split(".")[1]
    claims = json.loads(base64.urlsafe_b64decode(meio + "=" * (-len(meio) % 4)))
    assert (claims["aal"], claims["amr"][0]["method"], claims["is_anonymous"]) == ("aal1", "password", False)
    assert claims["iss"] == f"{backend.api_url}/auth/v1"
