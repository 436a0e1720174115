"""Editar a vaga enquanto ninguém está confirmado (validação de publicar) e o rascunho para duplicar."""
from apoio.gestao import elenco, iso


def test_editar_valida_como_publicar_e_para_no_primeiro_confirmado(backend, api):
    """Edição parcial vale; valor inválido recebe a mesma recusa de publicar; com confirmado, 409."""
    e = elenco(api)
    v = e.publicar(horas=30)
    r = e.rpc(e.dono, "editar_vaga", {"vaga_id": v, "valor_centavos": 17500, "posicoes": 2}).json
    assert r["valor_centavos"] == 17500 and r["posicoes_abertas"] == 2 and r["funcao"] == "garcom"

    ruim = api.rpc("editar_vaga", {"vaga_id": v, "valor_centavos": 0}, token=e.dono.token)
    pub = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": iso(30), "fim": iso(34), "valor_centavos": 0,
                                    "refeicao": True, "transporte": False, "exige_material_proprio": False,
                                    "modo": "urgencia", "posicoes": 1, "endereco": "x", "lat": e.lat, "lng": e.lng},
                  token=e.dono.token)
    assert (ruim.status, ruim.json["message"], ruim.json["details"]) == (pub.status, pub.json["message"], pub.json["details"])

    e.rpc(e.profs[0], "candidatar", {"vaga_id": v})
    travada = api.rpc("editar_vaga", {"vaga_id": v, "valor_centavos": 9000}, token=e.dono.token)
    assert travada.status == 409 and travada.json["message"] == "vaga_com_confirmados"


def test_rascunho_de_vaga_publica_sem_ajuste(backend, api):
    """Duplicar: o rascunho traz os argumentos de publicar_vaga e publica como veio."""
    e = elenco(api)
    v = e.publicar(horas=30, valor=15500)
    rasc = e.rpc(e.dono, "rascunho_de_vaga", {"vaga_id": v}).json
    assert rasc["origem_vaga_id"] == v and rasc["valor_centavos"] == 15500
    args = {k: rasc[k] for k in ("funcao", "inicio", "fim", "valor_centavos", "refeicao", "transporte",
                                 "exige_material_proprio", "modo", "posicoes", "endereco", "lat", "lng",
                                 "antecedencia_alerta_min", "bairro")}
    nova = e.rpc(e.dono, "publicar_vaga", args).json
    assert nova["vaga_id"] != v and nova["valor_centavos"] == 15500
