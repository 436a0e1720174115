"""Ataque: caracteres invisíveis e e-mails que se leem iguais ("Trojan Source" de nomes e endereços).

Antes: inversão da direção do texto (U+202E…), largura zero (U+200B…), separadores de linha
(U+2028/2029) e letras cirílicas no meio das latinas passavam pelas conferências de texto e
chegavam crus ao terminal; oito e-mails que se leem como um só criavam oito contas. Agora: cada
campo que uma pessoa manda recusa com chave e frase pt-BR (nada gravado), e o e-mail é
normalizado (NFKC, minúsculas) e recusado fora do ASCII: uma conta só."""
import re
import uuid

from apoio.documento import cnpj_novo
from apoio.vaga_crua import LAT, LNG, vaga_crua as _vaga

INVISIVEIS = {
    "bidi U+202E": "\u202e",
    "bidi U+2066": "\u2066",
    "largura zero U+200B": "\u200b",
    "marca RTL U+200F": "\u200f",
    "word joiner U+2060": "\u2060",
    "BOM U+FEFF": "\ufeff",
    "separador de linha U+2028": "\u2028",
    "separador de parágrafo U+2029": "\u2029",
}



def _sem_invisivel(frase):
    assert frase and not re.search("[\x00-\x1f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]", frase), repr(frase)


def test_texto_com_invisiveis_ou_parecidos_e_recusado(backend, api, contas):
    """Nome, estabelecimento, endereço, bairro e motivo com invisíveis ou "а" cirílico: recusa com chave e frase, nada gravado."""
    dono = contas.contratante(nome="Dono Invisivel")
    tentativas, recusas = 0, 0
    sujos = list(INVISIVEIS.items()) + [("cirílico а", "\u0430"), ("cirílico о", "\u043e")]
    for rotulo, c in sujos:
        esperado = "caractere_parecido" if "cirílico" in rotulo else "caractere_invisivel"
        for campo in ("endereco", "bairro"):
            r = api.rpc("publicar_vaga", _vaga(**{campo: f"Asa Sul{c}a"}), token=dono.token)
            tentativas += 1
            assert r.status == 422 and r.json["message"] == esperado, (rotulo, campo, r)
            _sem_invisivel(r.json["details"])
            recusas += 1
        for dados in ({"perfil": "profissional", "nome": f"Ana{c}a", "funcoes": ["garcom"], "lat": LAT, "lng": LNG},
                      {"perfil": "contratante", "nome": "Bar", "estabelecimento": {
                          "nome": f"Bar do Cerr{c}ado", "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG,
                          "documento": cnpj_novo()}},
                      {"perfil": "contratante", "nome": "Bar", "estabelecimento": {
                          "nome": "Bar Novo", "endereco": f"SCLS 405{c}a, Asa Sul", "lat": LAT, "lng": LNG,
                          "documento": cnpj_novo()}}):
            email = f"invisivel.{uuid.uuid4().hex[:10]}@frila.test"
            r = api.post("/auth/v1/signup", {"email": email, "password": "frila123", "data": dados})
            tentativas += 1
            assert r.status == 400 and r.json["code"] == "validation_failed", (rotulo, r)
            _sem_invisivel(r.json["msg"] if "msg" in r.json else r.json["message"])
            assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0"
            recusas += 1
    assert backend.psql(f"select count(*) from public.vagas where publicada_por = '{dono.id}'") == "0"
    # O motivo de cancelamento passa pela mesma régua.
    pro = contas.profissional(nome="Pro Invisivel", lat=LAT, lng=LNG, prefixo="invisivel")
    vaga = api.rpc("publicar_vaga", _vaga(), token=dono.token).json["vaga_id"]
    turno = api.rpc("candidatar", {"vaga_id": vaga}, token=pro.token).json["turno"]["turno_id"]
    r = api.rpc("cancelar_turno", {"turno_id": turno, "motivo": "doente\u202e"}, token=pro.token)
    tentativas += 1
    assert r.status == 422 and r.json["message"] == "caractere_invisivel", r
    recusas += 1
    # O que parece igual e não esconde nada entra, na forma NFKC: largura total e acento combinante.
    r = api.rpc("publicar_vaga", _vaga(endereco="ＳＣＬＳ 405, Asa Sul", bairro="Sudoe\u0301ste"), token=dono.token)
    assert r.status == 200, r
    assert backend.psql(f"select endereco || '|' || bairro from public.vagas where id = '{r.json['vaga_id']}'") \
        == "SCLS 405, Asa Sul|Sudoéste"
    print(f"invisíveis: {tentativas} tentativas, {recusas} recusas com chave e frase, 0 gravadas")
    assert tentativas == recusas == len(sujos) * 5 + 1


def test_oito_emails_parecidos_nao_viram_oito_contas(backend, api):
    """NBSP, largura zero, "а" cirílico, largura total, acento combinante, ponto no fim, aspas e sinal Kelvin: uma conta só."""
    base = f"kaio.{uuid.uuid4().hex[:8]}"
    email = f"{base}@frila.test"
    dados = {"perfil": "profissional", "nome": "Kaio", "funcoes": ["garcom"], "lat": LAT, "lng": LNG}
    assert api.post("/auth/v1/signup", {"email": email, "password": "frila123", "data": dados}).status == 200
    largura_total = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in base)
    parecidos = {
        "NBSP": f"{base}\u00a0@frila.test",
        "largura zero": f"ka\u200bio{base[4:]}@frila.test",
        "cirílico а": f"k\u0430io{base[4:]}@frila.test",
        "largura total": f"{largura_total}@frila.test",
        "acento combinante": f"ka\u0301io{base[4:]}@frila.test",
        "ponto no fim": f"{email}.",
        "parte local entre aspas": f'"{base}"@frila.test',
        "sinal Kelvin": f"\u212a{base[1:]}@frila.test",
    }
    antes = backend.psql("select count(*) from auth.users")
    desfechos = {}
    for rotulo, e in parecidos.items():
        r = api.post("/auth/v1/signup", {"email": e, "password": "frila123", "data": dados})
        desfechos[rotulo] = (r.status, r.json.get("code") or r.json.get("error_code"))
        assert desfechos[rotulo] in ((400, "validation_failed"), (422, "user_already_exists")), (rotulo, r)
    assert backend.psql("select count(*) from auth.users") == antes
    assert backend.psql(f"select count(*) from auth.users where email like '%{base[5:]}%'") == "1"
    # Largura total e Kelvin viram o mesmo e-mail: o login por eles cai na mesma conta.
    for e in (parecidos["largura total"], parecidos["sinal Kelvin"]):
        assert api.login(e, "frila123")["user"]["email"] == email
    print(f"e-mails parecidos: {len(parecidos)} tentativas, 0 contas novas; desfechos {desfechos}")
