"""Ataque: os invisíveis que a lista de faixas não tinha, e as marcas empilhadas.

Antes: formatação (Cf) fora das faixas conferidas (U+0600, U+070F, U+110BD, U+08E2, U+0890),
a nota musical nula U+1D159, o marcador de objeto U+FFFC, pilhas de 3 marcas combinantes
(tailandês U+0E48 ×12, hebraico, devanágari, siríaco) e itálico antigo, gótico ou cário no
meio de letras latinas entravam em nomes, endereços, bairros, motivos e WhatsApp. Agora a
régua é a categoria geral do Unicode (Cf, Co, Cn, Zl, Zp, Cc recusados; até 2 marcas por
letra; latino misturado com alfabeto sósia; no nome, com qualquer outro alfabeto), uma no
gateway e a mesma no banco: cada amostra é recusada com a chave em cada campo, pelo gateway
(HTTP) e pelo banco (SQL direto), e nada é gravado."""
import uuid

from apoio.documento import cnpj_novo
from apoio.vaga_crua import LAT, LNG, vaga_crua as _vaga


INVISIVEIS = {
    "U+0600": "\u0600", "U+070F": "\u070f", "U+110BD": "\U000110bd", "U+08E2": "\u08e2", "U+0890": "\u0890",
    "U+1D159": "\U0001d159", "U+FFFC": "\ufffc", "uso privado U+E000": "\ue000", "não atribuído U+0378": "\u0378",
    "tailandês ×12": "\u0e48" * 12, "hebraico ×3": "\u05b0\u05b1\u05b2", "devanágari ×3": "\u0941\u0942\u0943",
    "siríaco ×3": "\u0730\u0731\u0732",
}
MISTURADOS = {"itálico antigo": "\U00010302", "gótico": "\U00010332", "cário": "\U000102a2"}



def _sql_texto(s):
    return "'" + s.replace("'", "''") + "'"


def test_cada_invisivel_em_cada_campo_e_recusado_no_gateway_e_no_banco(backend, api, contas):
    dono = contas.contratante(nome="Dono Categoria")
    pro = contas.profissional(nome="Pro Categoria", lat=LAT, lng=LNG, prefixo="categoria")
    vaga = api.rpc("publicar_vaga", _vaga(), token=dono.token).json["vaga_id"]
    turno = api.rpc("candidatar", {"vaga_id": vaga}, token=pro.token).json["turno"]["turno_id"]
    amostras = [(r, c, "caractere_invisivel") for r, c in INVISIVEIS.items()] + \
               [(r, c, "caractere_parecido") for r, c in MISTURADOS.items()]
    http, banco = 0, 0
    for rotulo, c, chave in amostras:
        sujo = f"Asa Sul{c}a" if chave == "caractere_invisivel" else f"Asa Sul {c}a"
        pedidos = [
            ("publicar_vaga", _vaga(endereco=sujo), dono),
            ("publicar_vaga", _vaga(bairro=sujo), dono),
            ("editar_perfil", {"nome": f"Ana{c}a"}, pro),
            ("editar_perfil", {"whatsapp": f"+55 61 99999-0000 ramal{c}a"}, pro),
            ("cancelar_turno", {"turno_id": turno, "motivo": f"doente{c}a"}, pro),
        ]
        for nome, args, quem in pedidos:
            r = api.rpc(nome, args, token=quem.token)
            assert r.status == 422 and r.json["message"] == chave, (rotulo, nome, args, r)
            http += 1
        for dados in ({"perfil": "profissional", "nome": f"Ana{c}a", "funcoes": ["garcom"], "lat": LAT, "lng": LNG},
                      {"perfil": "contratante", "nome": "Bar", "estabelecimento": {
                          "nome": f"Bar Novo{c}a", "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG,
                          "documento": cnpj_novo()}}):
            email = f"categoria.{uuid.uuid4().hex[:10]}@frila.test"
            r = api.post("/auth/v1/signup", {"email": email, "password": "frila123", "data": dados})
            assert r.status == 400 and r.json["code"] == "validation_failed", (rotulo, r)
            assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0"
            http += 1
        # O banco sozinho (um cliente que fale SQL, ou um gateway sem a régua) recusa igual.
        assert backend.psql(f"select privado.problema_do_texto({_sql_texto(sujo)})") == chave, rotulo
        assert backend.psql(f"select privado.texto_no_limite({_sql_texto(sujo)}, 200)") == "f", rotulo
        banco += 2
    assert backend.psql(f"select count(*) from public.vagas where publicada_por = '{dono.id}'") == "1"
    assert backend.psql(f"select nome || '|' || coalesce(whatsapp, '') from public.contas where id = '{pro.id}'") \
        .startswith("Pro Categoria|")
    assert backend.psql(f"select estado from public.turnos where id = '{turno}'") != "cancelada"
    # No nome, latino com um alfabeto que o imita (cirílico) não; com árabe, sim (abaixo).
    r = api.rpc("editar_perfil", {"nome": "Ana Cerr\u0430do"}, token=pro.token)
    assert r.status == 422 and r.json["message"] == "caractere_parecido", r
    assert backend.psql("select privado.escrita_misturada('Ana ' || chr(1593))") == "f"
    # O legítimo passa: duas marcas (tailandês, vietnamita decomposto), acento, emoji.
    for texto in ("\u0e01\u0e48\u0e35 Asa Sul", "Pho\u031b\u0300 Asa Sul", "Café São João 🍺"):
        r = api.rpc("publicar_vaga", _vaga(bairro=texto), token=dono.token)
        assert r.status == 200, (texto, r)
    total = len(amostras) * 7
    print(f"invisíveis por categoria: {len(amostras)} amostras × 7 campos = {total} pedidos HTTP, {http} recusas; "
          f"{banco} conferências no banco, {banco} recusas; 0 gravados; 3 legítimos entram")
    assert http == total


MARCAS_EMPILHADAS = {
    "ệ + 2": "An\u1ec7\u0301\u0303", "ǘ + 2": "An\u01d8\u0301\u0303", "ế + 2": "An\u1ebf\u0301\u0303",
    "ṏ + 2": "An\u1e4f\u0301\u0303", "Ǻ + 2": "An\u01fa\u0301\u0303",
    "sobre dígito": "Ana 1\u0301\u0302", "sobre ponto": "Ana .\u0301\u0302",
}
NOMES_DE_OUTRAS_ESCRITAS = ["Sushi \u5bff\u53f8", "Restaurante \u00c1rabe \u0627\u0644\u0634\u0627\u0645",
                            "Hana \u82b1\u5b50 Tanaka", "Raj Kumar \u0930\u093e\u091c",
                            "Muhammad \u0627\u0644\u0635\u0627\u0644\u062d"]


def test_marcas_contadas_depois_de_compor_e_escritas_que_nao_imitam(backend, api, contas):
    """Antes: ệ/ǘ/ế/ṏ/Ǻ + 2 marcas (4 na NFD) e marcas sobre dígito ou ponto entravam (7 de 7), e
    nomes com han, árabe ou devanágari ao lado do latino eram recusados (10 de 10, pessoa e
    estabelecimento). Agora: 0 de 7 entram; 10 de 10 entram."""
    pro = contas.profissional(nome="Pro Marcas", prefixo="marcas")
    recusas = 0
    for rotulo, nome in MARCAS_EMPILHADAS.items():
        r = api.rpc("editar_perfil", {"nome": nome}, token=pro.token)
        assert r.status == 422 and r.json["message"] == "caractere_invisivel", (rotulo, r)
        assert backend.psql(f"select privado.problema_do_texto({_sql_texto(nome)})") == "caractere_invisivel", rotulo
        recusas += 1
    assert backend.psql(f"select nome from public.contas where id = '{pro.id}'") == "Pro Marcas"
    aceitos = 0
    for nome in NOMES_DE_OUTRAS_ESCRITAS:
        conta = contas.profissional(nome=nome, prefixo="escrita")
        assert backend.psql(f"select nome from public.contas where id = '{conta.id}'") == nome
        contas.contratante(nome=nome, prefixo="escrita", estabelecimento={
            "nome": f"{nome} {uuid.uuid4().hex[:4]}", "endereco": f"QNM {uuid.uuid4().hex[:4]}, Ceilândia",
            "lat": -15.8192, "lng": -48.1083, "documento": cnpj_novo()})
        aceitos += 2
    print(f"marcas e escritas: {recusas} de {len(MARCAS_EMPILHADAS)} recusadas; {aceitos} nomes de outras escritas entram")
