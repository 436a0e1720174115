"""A conta pelo cliente oficial supabase-py: update_user (senha e data) como o GoTrue
(supabase/auth internal/api/user.go, UserUpdate), identities no sign_up, e as RPCs da conta
(exportar, excluir) pelo mesmo cliente."""
import uuid

import pytest

from apoio_supabase import criar_contas, http
from apoio_supabase_py import cliente

from supabase_auth.errors import AuthApiError, AuthWeakPasswordError  # noqa: E402


@pytest.fixture(scope="module")
def backend(_backend_da_sessao):
    _backend_da_sessao.garantir_no_ar()
    return _backend_da_sessao


def test_update_user_troca_a_senha_e_mantem_a_sessao(backend):
    """update_user({password}): a sessão do cliente continua; a senha antiga não entra; a outra sessão acaba."""
    (_, email), = criar_contas(backend, "pyconta", 1)
    c, outro = cliente(backend, email), cliente(backend, email)
    u = c.auth.update_user({"password": "senha-nova-py1"})
    assert u.user.email == email
    assert c.rpc("meu_perfil").execute().data["perfil"] == "profissional"
    with pytest.raises(AuthApiError) as e:
        cliente(backend, email)  # senha antiga (segredo123)
    assert e.value.code == "invalid_credentials"
    assert cliente(backend, email, senha="senha-nova-py1").auth.get_user().user.email == email
    token = outro.auth.get_session().access_token
    s, _, _ = http(backend, "POST", "/rest/v1/rpc/meu_perfil", corpo={},
                   cabecalhos={"apikey": backend.anon_key, "Authorization": f"Bearer {token}",
                               "Content-Type": "application/json"})
    assert s == 401, "a outra sessão foi encerrada (LogoutAllExceptMe)"


def test_update_user_senha_fraca_e_igual(backend):
    """Senha curta: AuthWeakPasswordError (422 weak_password com reasons); igual à atual: 422 same_password."""
    (_, email), = criar_contas(backend, "pyfraca", 1)
    c = cliente(backend, email)
    with pytest.raises(AuthWeakPasswordError) as e:
        c.auth.update_user({"password": "123"})
    assert e.value.reasons
    with pytest.raises(AuthApiError) as e:
        c.auth.update_user({"password": "segredo123"})
    assert (e.value.status, e.value.code) == (422, "same_password")


def test_update_user_data(backend):
    """update_user({data}): mescla no user_metadata (internal/models/user.go, UpdateUserMetaData)."""
    (_, email), = criar_contas(backend, "pydata", 1)
    u = cliente(backend, email).auth.update_user({"data": {"tema": "escuro"}}).user
    assert u.user_metadata["tema"] == "escuro" and u.user_metadata["perfil"] == "profissional"


def test_sign_up_traz_a_identidade(backend):
    """sign_up: identities com a identidade de e-mail (lista vazia o cliente lê como "já existia")."""
    email = f"pyid.{uuid.uuid4().hex[:10]}@teste.dev"
    r = cliente(backend).auth.sign_up({"email": email, "password": "segredo123", "options": {"data": {
        "perfil": "profissional", "nome": "Py Id", "funcoes": ["garcom"], "lat": -15.79, "lng": -47.88}}})
    assert [(i.provider, i.identity_data["email"]) for i in r.user.identities] == [("email", email)]


def test_exportar_e_excluir_pelo_cliente_oficial(backend):
    """rpc('exportar_meus_dados') e rpc('excluir_minha_conta', {confirmacao}): o login some."""
    (_, email), = criar_contas(backend, "pyexcl", 1)
    c = cliente(backend, email)
    assert c.rpc("exportar_meus_dados").execute().data["conta"]["email"] == email
    r = c.rpc("excluir_minha_conta", {"confirmacao": email}).execute().data
    assert r["excluida"] is True and r["modo"] == "apagada"
    with pytest.raises(AuthApiError):
        cliente(backend, email)
