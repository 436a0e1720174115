"""Ataque: o nome exato de outro estabelecimento com o endereço escrito à moda de Brasília.

Antes: "Bar do Cerrado" com "SCLS 405…" no lugar de "CLS 405…", um "Térreo" no fim, o CEP
70239-020 acrescentado, o bairro omitido ou "CLS 405 B 12" no lugar de "CLS 405 Bloco B Loja
12" entrava como estabelecimento NOVO ao lado do verdadeiro (5 de 5); depois, "Comércio Local
Sul 405…", "Quadra 405 Sul…", "C.L.S. 405 Bl. B Lj. 12", "SCLS405 BlB Lj12", "Lojas 12/13", "Loja
012", "CLS 0405", "SHCS CLS 405…" e a loja vizinha "Loja 11" com o mesmo nome (9 de 9; o ponto
que a CLI tira do endereço fica a 269 m, longe demais para o mapa pegar). Agora a chave do
endereço é a forma canônica de Brasília (sem CEP, complemento, palavras de tipo, bairro,
cidade, UF, pontuação e zeros à esquerda; SCLS = CLS = Comércio Local Sul = Quadra … Sul; sem
SHCS; a mesma quadra e bloco com o mesmo nome é o mesmo lugar) e a recusa diz que ele já existe e como entrar como membro: 0 de 14
— também com as coordenadas de outro ponto (o endereço basta) e sem endereço igual, no mesmo
ponto (o mapa basta)."""
import random
import uuid

from apoio.documento import cadastro_de_sosia

LAT, LNG = -15.8143, -47.8966          # o Bar do Cerrado do seed
LONGE_LAT, LONGE_LNG = -15.7000, -47.9500

VARIANTES = [
    "SCLS 405 Bloco B Loja 12, Asa Sul",
    "CLS 405 Bloco B Loja 12, Asa Sul, Térreo",
    "CLS 405 Bloco B Loja 12, Asa Sul, Brasília - DF, CEP 70239-020",
    "CLS 405 Bloco B Loja 12",
    "CLS 405 B 12",
    # A segunda rodada: nome do setor por extenso, a quadra à moda "405 Sul", pontos, letras e
    # dígitos colados, zeros à esquerda, o prefixo do setor, duas lojas, a loja vizinha.
    "Comércio Local Sul 405 Bloco B Loja 12",
    "Quadra 405 Sul Bloco B Loja 12",
    "C.L.S. 405 Bl. B Lj. 12",
    "SCLS405 BlB Lj12",
    "CLS 405 Bloco B Lojas 12/13",
    "CLS 405 Bloco B Loja 012",
    "CLS 0405 Bloco B Loja 12",
    "SHCS CLS 405 Bloco B Loja 12",
    "CLS 405 Bloco B Loja 11",
]


def _signup(api, nome, endereco, lat, lng):
    return cadastro_de_sosia(api, nome, endereco, lat, lng, prefixo="sosia.end")


def test_endereco_de_brasilia_escrito_de_outro_jeito_nao_faz_outro_estabelecimento(backend, api):
    antes = backend.psql("select count(*) from public.estabelecimentos")
    recusas = 0
    for endereco in VARIANTES:
        # Longe no mapa: só o endereço canônico pode pegar.
        email, r = _signup(api, "Bar do Cerrado", endereco, LONGE_LAT, LONGE_LNG)
        assert r.status == 400 and r.json["code"] == "validation_failed", (endereco, r)
        frase = r.json["message"]
        assert "Já existe Bar do Cerrado" in frase and "convite" in frase and "membro" in frase, frase
        assert backend.psql(f"select count(*) from auth.users where email = '{email}'") == "0"
        recusas += 1
    # No mesmo ponto, com um endereço que não se parece: o mapa pega.
    email, r = _signup(api, "Bar do Cerrado", "Galeria dos Estados, sem número", LAT + 0.0003, LNG)
    assert r.status == 400 and "Já existe Bar do Cerrado" in r.json["message"], r
    recusas += 1
    assert backend.psql("select count(*) from public.estabelecimentos") == antes, "nenhum estabelecimento novo"

    # O legítimo continua: outro nome no mesmo endereço, e o mesmo nome noutro lugar.
    _, r = _signup(api, f"Sushi {uuid.uuid4().hex[:5]}", "CLS 405 B 12", LAT, LNG)
    assert r.status == 200, r
    # Filial num ponto sorteado da Asa Norte (outra rodada do cenário não fica a menos de 100 m).
    _, r = _signup(api, "Bar do Cerrado", f"CLN {random.randint(100, 999)} Bloco {uuid.uuid4().hex[:4]}, Asa Norte",
                   -15.7765 + random.uniform(-0.02, 0.02), -47.8832 + random.uniform(-0.02, 0.02))
    assert r.status == 200, r
    print(f"endereço canônico: {len(VARIANTES) + 1} tentativas, {recusas} recusas, 0 estabelecimentos novos; 2 legítimos entram")
