"""Ataque: uma filial legítima com o nome do Bar do Cerrado publica a vaga no endereço do verdadeiro.

Antes: um estranho cadastrava "Bar do Cerrado" em Ceilândia (filial com o mesmo nome noutro
lugar é permitida) e publicava (ou editava) uma vaga com o endereço "CLS 405 Bloco B Loja 12,
Asa Sul" e o ponto do bar verdadeiro: aceita (4 de 4), e a profissional via "Bar do Cerrado (Asa
Sul)" igual ao verdadeiro. Agora a vaga no lugar de OUTRO estabelecimento com nome que se lê
igual é recusada (lugar_de_outro_estabelecimento, com o convite para entrar como membro): 0 de
4 — pelo endereço escrito de outro jeito com o ponto longe, e pelo ponto com outro endereço.
Um evento noutro lugar, com outro nome, continua valendo; e o dono verdadeiro publica lá."""
import random
import uuid
from datetime import datetime, timedelta, timezone

from apoio.documento import cnpj_novo

LAT, LNG = -15.8143, -47.8966            # o Bar do Cerrado do seed
CEILANDIA_LAT, CEILANDIA_LNG = -15.8192, -48.1083


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _vaga(endereco, lat, lng):
    inicio = datetime.now(timezone.utc).replace(microsecond=0) + timedelta(days=3)
    return {"funcao": "garcom", "inicio": _iso(inicio), "fim": _iso(inicio + timedelta(hours=5)),
            "valor_centavos": 15000, "refeicao": True, "transporte": False, "exige_material_proprio": False,
            "modo": "urgencia", "posicoes": 1, "endereco": endereco, "lat": lat, "lng": lng}


def _filial(contas):
    # Um ponto sorteado em Ceilândia: outra rodada do cenário não cai a menos de 100 m.
    return contas.contratante(nome="Dono da Filial", prefixo="filial", estabelecimento={
        "nome": "Bar do Cerrado", "endereco": f"QNM {random.randint(1, 40)} Conjunto {uuid.uuid4().hex[:4]}, Ceilândia",
        "lat": CEILANDIA_LAT + random.uniform(-0.02, 0.02), "lng": CEILANDIA_LNG + random.uniform(-0.02, 0.02),
        "documento": cnpj_novo()})


def test_vaga_no_endereco_de_outro_estabelecimento_com_o_mesmo_nome_e_recusada(backend, api, contas):
    filial = _filial(contas)
    antes = backend.psql("select count(*) from public.vagas")
    recusas = 0
    tentativas = [
        ("CLS 405 Bloco B Loja 12, Asa Sul", LAT, LNG),                 # o endereço e o ponto
        ("SCLS 405 Bl B Lj 12", CEILANDIA_LAT, CEILANDIA_LNG),          # o endereço escrito de outro jeito, ponto longe
        ("Evento especial, Asa Sul", LAT + 0.0003, LNG),                # o ponto, com outro endereço
    ]
    for endereco, lat, lng in tentativas:
        r = api.rpc("publicar_vaga", _vaga(endereco, lat, lng), token=filial.token)
        assert r.status == 422 and r.json["message"] == "lugar_de_outro_estabelecimento", (endereco, r)
        assert "Bar do Cerrado" in str(r.json) and "convite" in str(r.json), r
        recusas += 1
    assert backend.psql("select count(*) from public.vagas") == antes, "nenhuma vaga nova"

    # Editar uma vaga da filial para o lugar do verdadeiro também é recusado, e a vaga fica como estava.
    r = api.rpc("publicar_vaga", _vaga("QNM 10 Conjunto A, Ceilândia", CEILANDIA_LAT, CEILANDIA_LNG), token=filial.token)
    assert r.status == 200, r
    vaga = r.json["vaga_id"]
    r = api.rpc("editar_vaga", {"vaga_id": vaga, "endereco": "CLS 405 Bloco B Loja 12, Asa Sul", "lat": LAT, "lng": LNG},
                token=filial.token)
    assert r.status == 422 and r.json["message"] == "lugar_de_outro_estabelecimento", r
    recusas += 1
    assert backend.psql(f"select endereco from public.vagas where id = '{vaga}'") == "QNM 10 Conjunto A, Ceilândia"

    # O legítimo continua: evento noutro lugar com outro nome; o dono verdadeiro no seu endereço.
    r = api.rpc("publicar_vaga", _vaga("Centro de Convenções Ulysses Guimarães, Eixo Monumental", -15.7838, -47.8997),
                token=filial.token)
    assert r.status == 200, r
    bruno = contas.existente("bruno@frila.dev")
    r = api.rpc("publicar_vaga", _vaga("CLS 405 Bloco B Loja 12, Asa Sul", LAT, LNG), token=bruno.token)
    assert r.status == 200, r
    print(f"vaga no lugar de outro: {recusas} tentativas, {recusas} recusas, 0 vagas no lugar do verdadeiro; 2 legítimas entram")
