"""Ataque: um nome que se lê como "Bar do Cerrado" no endereço dele.

Antes: letras com marca ou traço ("Bȧr đo Cerŕado"), dígitos por letras ("B4r d0 C3rrad0"),
o som ("Bar do Serrado"), o nome todo em cirílico ("Бар до Церрадо", ou com as letras que
imitam as latinas) ou todo em itálico antigo entravam como outro estabelecimento: a chave
antiga apagava as letras que não conhecia (o nome em itálico antigo virava vazio) e só
comparava acentos do português. Agora o nome vai ao esqueleto (TR39: sósias, traços,
dígitos, c/s, letra dobrada; cirílico também transliterado) e a recusa diz como entrar como
membro; nome que não se lê em letras latinas é recusado em vez de virar vazio.

Segunda rodada — antes, 13 de 13 entravam: letras do IPA e do latino estendido (ɖ, Ɔ, ꝛ, ə,
"Bał"), o som (Kerrado, Cerradu, du, Cerrahdo) e as palavras (Bar Cerrado, Bar d/de/da Cerrado).
Agora o esqueleto dobra essas letras, lê k/q como c, u final como o, tira o h mudo e os
conectivos, e uma letra só trocada por outra fora do Latin-1 também é o mesmo nome: 0 de 13."""
import uuid

from apoio.documento import cadastro_de_sosia

LAT, LNG = -15.8143, -47.8966
ENDERECO = "CLS 405 Bloco B Loja 12, Asa Sul"

SOSIAS = {
    "marcas e traços": "B\u0227r \u0111o Cer\u0155ado",
    "dígitos por letras": "B4r d0 C3rrad0",
    "d0 só": "Bar d0 Cerrado",
    "som de c/s": "Bar do Serrado",
    "barra no o": "Bar d\u00f8 Cerrado",
    "todo cirílico transliterado": "\u0411\u0430\u0440 \u0434\u043e \u0426\u0435\u0440\u0440\u0430\u0434\u043e",
    "todo cirílico sósia": "\u0412\u0430\u0433 \u0501\u043e \u0421\u0435\u0433\u0433\u0430\u0501\u043e",
    "todo itálico antigo": "\U00010301\U00010300\U00010313 \U00010303\U0001030F "
                           "\U00010302\U00010304\U00010313\U00010313\U00010300\U00010303\U0001030F",
    "letras matemáticas": "\U0001D401\U0001D41A\U0001D42B \U0001D41D\U0001D428 \U0001D402\U0001D41E\U0001D42B\U0001D42B\U0001D41A\U0001D41D\U0001D428",
    # A segunda rodada: IPA e latino estendido, o som e as palavras.
    "d retroflexo": "Bar do Cerra\u0256o",
    "O aberto maiúsculo": "Bar do \u0186errado",
    "r rotunda": "Bar do Ce\ua75brado",
    "schwa": "Bar do \u00c7\u0259rrado",
    "l com traço": "Ba\u0142 do Cerrado",
    "k por c": "Bar do Kerrado",
    "u no fim": "Bar do Cerradu",
    "du": "Bar du Cerrado",
    "h mudo": "Bar do Cerrahdo",
    "sem o do": "Bar Cerrado",
    "d solto": "Bar d Cerrado",
    "de": "Bar de Cerrado",
    "da": "Bar da Cerrado",
}


def _signup(api, nome, endereco=ENDERECO, lat=LAT, lng=LNG):
    return cadastro_de_sosia(api, nome, endereco, lat, lng, prefixo="sosia.esq")


def test_nome_que_se_le_igual_no_mesmo_endereco_e_recusado(backend, api):
    antes = backend.psql("select count(*) from public.estabelecimentos")
    recusas = 0
    for rotulo, nome in SOSIAS.items():
        email, r = _signup(api, nome)
        assert r.status == 400 and r.json["code"] == "validation_failed", (rotulo, r)
        assert "convite" in r.json["message"] or "alfabeto latino" in r.json["message"], (rotulo, r.json)
        assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0", rotulo
        recusas += 1
    # Em lisu (nem latino, nem com sósia na tabela): não se compara, então não entra.
    email, r = _signup(api, "\ua4d0\ua4ee\ua4e3 \ua4d3\ua4f3", "SHIS QI 9, Lago Sul", -15.83, -47.86)
    assert r.status == 400 and "alfabeto latino" in r.json["message"], r
    recusas += 1
    assert backend.psql("select count(*) from public.estabelecimentos") == antes

    # Nomes de verdade no mesmo endereço continuam entrando.
    for nome in (f"Cerrado Sushi {uuid.uuid4().hex[:4]}", f"Empório {uuid.uuid4().hex[:4]}"):
        _, r = _signup(api, nome)
        assert r.status == 200, (nome, r)
    print(f"sósia pelo esqueleto: {len(SOSIAS) + 1} tentativas, {recusas} recusas, 0 estabelecimentos novos; 2 legítimos entram")
