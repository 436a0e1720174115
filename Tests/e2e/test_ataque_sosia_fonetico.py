"""Ataque: "Bar do Cerrado" no endereço dele, escrito com letras do IPA e do latino estendido.

Antes: o esqueleto era uma tabela (translate) de letras sósias, e cada letra que ela não
conhecia passava: "Baɾ do Ceɾɾado" (ɾ), "Bɐr do Cerrɐdo" (ɐ), "Bar do Cɘrrado" (ɘ),
"Bar dɵ Cerradɵ" (ɵ) e "Bar ᶑo Cerraᶑo" (ᶑ) entravam como outro estabelecimento no mesmo
endereço e ponto. Agora nome e endereço de estabelecimento não têm letra dos blocos latinos
além de a–z depois de tirar o acento (NFD sem as marcas combinantes; ç entra), nem de alfabeto
que imita o latino: a régua é por bloco (IPA, extensões fonéticas, latino estendido), sem
tabela a completar, com a frase do alfabeto latino; o que passa (ȯ, ȓ: o e r com acento) o
esqueleto lê como a letra de baixo e recusa como o mesmo nome. Han, árabe e afins seguem
entrando (não imitam o latino)."""
import uuid

from apoio.documento import cadastro_de_sosia

LAT, LNG = -15.8143, -47.8966
ENDERECO = "CLS 405 Bloco B Loja 12, Asa Sul"

# As cinco do ataque e as outras que ele listou como prováveis.
LETRAS = ["\u027e", "\u0250", "\u0258", "\u0275", "\u1d91", "\u0279", "\u027a", "\u027b", "\u027c", "\u027d",
          "\u1d72", "\ua75b", "\u0213", "\u02b3", "\u1d8f", "\u1e9a", "\u2c65", "\u0259", "\u025b", "\u0247",
          "\u022f", "\u1d11", "\u0254"]
ATAQUE = ["Ba\u027e do Ce\u027e\u027eado", "B\u0250r do Cerr\u0250do", "Bar do C\u0258rrado",
          "Bar d\u0275 Cerrad\u0275", "Bar \u1d91o Cerra\u1d91o"]


def _no_lugar_de(letra):
    """Troca pela letra a primeira letra latina a que ela se parece no nome."""
    alvo = {"\u027e": "r", "\u0279": "r", "\u027a": "r", "\u027b": "r", "\u027c": "r", "\u027d": "r", "\u1d72": "r",
            "\ua75b": "r", "\u0213": "r", "\u02b3": "r", "\u1d8f": "a", "\u1e9a": "a", "\u2c65": "a", "\u0250": "a",
            "\u0259": "e", "\u025b": "e", "\u0247": "e", "\u0258": "e", "\u022f": "o", "\u1d11": "o", "\u0254": "o",
            "\u0275": "o", "\u1d91": "d"}[letra]
    return "Bar do Cerrado".replace(alvo, letra)


def test_nome_com_letras_foneticas_no_endereco_do_bar_e_recusado(backend, api):
    antes = backend.psql("select count(*) from public.estabelecimentos")
    nomes = ATAQUE + [_no_lugar_de(l) for l in LETRAS]
    aceitos, pela_regua, pelo_esqueleto = [], 0, 0
    for nome in nomes:
        email, r = cadastro_de_sosia(api, nome, ENDERECO, LAT, LNG, prefixo="sosia.ipa")
        if r.status == 200:
            aceitos.append(nome)
            continue
        assert r.status == 400 and r.json["code"] == "validation_failed", (nome, r)
        if "alfabeto latino" in r.json["message"]:
            pela_regua += 1
        else:
            assert "convite" in r.json["message"], (nome, r.json)
            pelo_esqueleto += 1
        assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0", nome
    assert aceitos == []
    # O endereço com letra fonética também não entra (outro nome, outra quadra).
    _, r = cadastro_de_sosia(api, f"Empório {uuid.uuid4().hex[:4]}", "CLN 210 Bl\u0254co C", -15.76, -47.88, prefixo="sosia.ipa")
    assert r.status == 400 and "endereço com letras do alfabeto latino" in r.json["message"], r
    assert backend.psql("select count(*) from public.estabelecimentos") == antes
    # Nomes de verdade, com acento e ç, seguem entrando.
    for nome in (f"Açaí da Praça {uuid.uuid4().hex[:4]}", f"Café São João {uuid.uuid4().hex[:4]}"):
        _, r = cadastro_de_sosia(api, nome, "SHIS QI 9 Bloco A, Lago Sul", -15.83, -47.86, prefixo="sosia.ipa")
        assert r.status == 200, (nome, r)
    print(f"sósia fonética: {len(nomes) + 1} tentativas, 0 aceitas ({pela_regua} pela régua do alfabeto latino, "
          f"{pelo_esqueleto} pelo esqueleto, 1 endereço); 2 legítimos entram")
