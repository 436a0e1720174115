"""Ataque com dados que o PostgreSQL não converte (uuid, número, datas): 400 com o SQLSTATE, a chave estável e a frase pt-BR; nunca o texto inglês nem o valor mandado de volta."""
import pytest

VAGA = {"funcao": "garcom", "valor_centavos": 15000, "refeicao": True, "transporte": False,
        "exige_material_proprio": False, "posicoes": 1, "endereco": "SCLS 405, Asa Sul",
        "lat": -15.8143, "lng": -47.8966, "modo": "urgencia"}

CASOS = [
    ("uuid ilegível", "profissional", "candidatar", {"vaga_id": "abc'; drop table x; --"}, "22P02", "formato_invalido"),
    ("número fora da faixa", "contratante", "publicar_vaga",
     {**VAGA, "valor_centavos": 99999999999999, "inicio": "2030-01-10T18:00:00Z", "fim": "2030-01-10T22:00:00Z"},
     "22003", "numero_fora_do_limite"),
    ("data ilegível", "contratante", "publicar_vaga", {**VAGA, "inicio": "ontem à noite", "fim": "2030-01-10T22:00:00Z"},
     "22007", "data_invalida"),
    ("data fora do calendário", "contratante", "publicar_vaga",
     {**VAGA, "inicio": "2030-02-31T18:00:00Z", "fim": "2030-02-31T22:00:00Z"}, "22008", "data_fora_do_calendario"),
]


@pytest.mark.parametrize("nome,perfil,rpc,args,sqlstate,chave", CASOS, ids=[c[0] for c in CASOS])
def test_entrada_invalida_responde_em_portugues(backend, api, contas, nome, perfil, rpc, args, sqlstate, chave):
    """Dado que não converte: 400, `code` = SQLSTATE, `message` = chave estável, `details` = frase pt-BR; o corpo não tem inglês nem o valor recebido."""
    conta = contas.profissional(prefixo="entrada") if perfil == "profissional" else contas.contratante()
    r = api.rpc(rpc, args, token=conta.token)
    assert r.status == 400, r
    assert (r.json["code"], r.json["message"]) == (sqlstate, chave), r
    assert r.json["details"].endswith("Nada foi alterado."), r
    corpo = r.texto
    for proibido in ("invalid input", "out of range", "Perhaps", "drop table", "ontem", "99999999999999"):
        assert proibido not in corpo, (proibido, corpo)
