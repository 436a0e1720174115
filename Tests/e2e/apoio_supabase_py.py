"""O cliente oficial `supabase` (supabase-py, do virtualenv do Makefile) contra o backend local."""
import datetime

import pytest

# supabase_auth, não supabase: rodando da raiz, `supabase/` (o SQL) vira um pacote de nome
# igual sem o cliente dentro.
pytest.importorskip("supabase_auth", reason="supabase-py só no virtualenv de make test-supabase")
from supabase import ClientOptions, create_client  # noqa: E402


def cliente(backend, email=None, senha="segredo123"):
    """Um cliente novo (sessão própria, em memória); entra com e-mail e senha se dados."""
    c = create_client(backend.api_url, backend.anon_key,
                      options=ClientOptions(auto_refresh_token=False, persist_session=False))
    if email:
        c.auth.sign_in_with_password({"email": email, "password": senha})
    return c


def agora():
    return datetime.datetime.now(datetime.timezone.utc)


def publicar(c, inicio_min=60, horas=4, posicoes=1, modo="urgencia", valor=15000):
    from apoio_supabase import LAT0, LNG0
    inicio = agora() + datetime.timedelta(minutes=inicio_min)
    return c.rpc("publicar_vaga", {
        "funcao": "garcom", "inicio": inicio.isoformat(), "fim": (inicio + datetime.timedelta(hours=horas)).isoformat(),
        "valor_centavos": valor, "refeicao": True, "transporte": False, "exige_material_proprio": False,
        "modo": modo, "posicoes": posicoes, "endereco": "SCLS 405 Bloco C, Asa Sul", "lat": LAT0, "lng": LNG0,
    }).execute().data


def recusa(chamada):
    """O APIError (PostgREST) de uma chamada que tem de ser recusada."""
    from postgrest.exceptions import APIError
    with pytest.raises(APIError) as e:
        chamada()
    return e.value
