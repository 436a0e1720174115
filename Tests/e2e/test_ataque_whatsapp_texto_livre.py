"""Ataque: o WhatsApp como texto livre, que o outro lado lê como o contato.

Antes: "https://bit.ly/x", "<script>", "ligue p/ gerente", "+55 61 9а1234-5678" (a cirílico) e
um número com o espaço do ogham eram gravados, no cadastro e no editar_perfil, e apareciam ao
outro lado como o WhatsApp. Agora o WhatsApp é um telefone do Brasil com DDD (10 ou 11
dígitos, +55 opcional; só dígitos, espaço, traço e parênteses), gravado numa forma só
("+55 61 91234-5678"), no cadastro (metadata do GoTrue), no editar_perfil, na tabela e no
cliente (frila perfil editar), com a mesma frase."""
import uuid

import pytest

LAT, LNG = -15.8143, -47.8966
FRASE = "telefone do Brasil com DDD"
VENENOS = ["https://bit.ly/x", "<script>", "ligue p/ gerente", "+55 61 9\u04301234-5678", "+55\u168061 91234-5678"]


def _cadastro(api, whatsapp):
    email = f"zap.{uuid.uuid4().hex[:10]}@frila.test"
    return email, api.post("/auth/v1/signup", {"email": email, "password": "frila123", "data": {
        "perfil": "profissional", "nome": "Zé Zap", "funcoes": ["garcom"], "lat": LAT, "lng": LNG, "whatsapp": whatsapp}})


def test_whatsapp_so_telefone(backend, api, contas, frila):
    gravados = 0
    for w in VENENOS:
        email, r = _cadastro(api, w)
        assert r.status == 400 and FRASE in r.json["message"], (w, r)
        gravados += int(backend.psql(f"select count(*) from auth.users where email = '{email}'"))
    email, r = _cadastro(api, "(61) 99101-2233")
    assert r.status == 200, r
    assert backend.psql(f"select whatsapp from public.contas where email = '{email}'") == "+55 61 99101-2233"

    p = contas.profissional(nome="Zap Edita", lat=LAT, lng=LNG, prefixo="zap")
    for w in VENENOS:
        r = api.rpc("editar_perfil", {"whatsapp": w}, token=p.token)
        assert r.status == 422 and r.json["message"] == "whatsapp_invalido" and FRASE in r.json["details"], (w, r)
    gravados += int(backend.psql(f"select count(*) from public.contas where id = '{p.id}' and whatsapp !~ '^\\+55 [1-9]{{2}} 9?[0-9]{{4}}-[0-9]{{4}}$'"))
    # Na tabela também (o que não passa pela RPC).
    with pytest.raises(AssertionError, match="contas_whatsapp_telefone"):
        backend.psql(f"update public.contas set whatsapp = 'https://bit.ly/x' where id = '{p.id}'")
    # O cliente recusa antes da rede, com a mesma frase.
    frila.login("p", p.email)
    recusas_cliente = 0
    for w in VENENOS:
        s = frila("perfil", "editar", "--whatsapp", w, conta="p")
        assert s.rc != 0 and FRASE in (s.out + s.err), (w, s)
        recusas_cliente += 1
    s = frila("perfil", "editar", "--whatsapp", "61 3123 4567", conta="p")
    assert s.rc == 0, s
    assert backend.psql(f"select whatsapp from public.contas where id = '{p.id}'") == "+55 61 3123-4567"
    # As contas do seed seguem válidas.
    assert backend.psql("select count(*) from public.contas where whatsapp is not null "
                        "and whatsapp is distinct from privado.whatsapp_normalizado(whatsapp)") == "0"
    assert gravados == 0
    print(f"whatsapp: {len(VENENOS)} no cadastro, {len(VENENOS)} no editar_perfil, {recusas_cliente} no frila perfil editar: "
          f"0 gravados; (61) 99101-2233 e 61 3123 4567 gravados na forma única")
