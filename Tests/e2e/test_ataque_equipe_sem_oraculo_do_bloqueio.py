"""Ataque: o estabelecimento usa `incluir_na_equipe` para descobrir quem o bloqueou.

Antes: incluir uma profissional que bloqueou o estabelecimento respondia 409 `bloqueado` ("Há
um bloqueio entre o estabelecimento e este profissional"), e o bloqueio dela a tirava da
equipe (a lista `minha_equipe` encolhia): duas maneiras de ele saber que foi bloqueado. Agora
a resposta de incluir e a lista são as mesmas para quem bloqueou e para quem não bloqueou, e o
bloqueio dela vence a equipe em tudo que a alcançaria: a vaga de longe chega às outras, nunca
a ela (nem feed, nem despacho)."""
import json

from apoio.gestao import elenco, iso

N = 6


def _vaga(e, horas, modo, lat):
    return e.rpc(e.dono, "publicar_vaga", {
        "funcao": "garcom", "inicio": iso(horas), "fim": iso(horas + 4), "valor_centavos": 13000,
        "refeicao": True, "transporte": False, "exige_material_proprio": False, "modo": modo,
        "posicoes": 1, "endereco": "Rua do Teste, Centro", "lat": lat, "lng": e.lng}).json["vaga_id"]


def test_incluir_na_equipe_nao_diz_quem_bloqueou(backend, api, contas):
    e = elenco(api, n_profs=0, prefixo="eqoraculo")
    longe = e.lat + 0.3   # ~33 km: só a equipe de confiança alcança
    profs = [contas.profissional(nome=f"Longe {i}", lat=longe, lng=e.lng, prefixo="eqoraculo") for i in range(N)]
    # Todas se candidatam a um evento perto delas (o estabelecimento as conhece pelo trabalho).
    ev = _vaga(e, 30, "selecao", longe)
    cands = {}
    for p in profs:
        e.no_feed(p, ev)
        cands[p.id] = e.rpc(p, "candidatar", {"vaga_id": ev}).json["candidatura_id"]
    # Metade bloqueia o estabelecimento (a candidatura acaba retirada); a outra metade desiste.
    bloquearam, desistiram = profs[: N // 2], profs[N // 2:]
    for p in bloquearam:
        e.rpc(p, "bloquear", {"conta_id": e.dono.id})
    for p in desistiram:
        e.rpc(p, "retirar_candidatura", {"candidatura_id": cands[p.id]})

    respostas = {}
    for p in profs:
        r = api.rpc("incluir_na_equipe", {"profissional_id": p.id}, token=e.dono.token)
        respostas[p.id] = (r.status, r.texto)
    formas = {respostas[p.id] for p in profs}
    equipe = {m["profissional"]["id"]: m for m in e.rpc(e.dono, "minha_equipe").json}
    vazamentos = (len(formas) - 1) + sum(p.id not in equipe for p in profs)
    vazamentos += sum("bloque" in json.dumps(m, ensure_ascii=False) for m in equipe.values())
    assert formas == {(204, "")}, respostas
    assert vazamentos == 0

    # O bloqueio vence a equipe: a vaga no estabelecimento (a 33 km) chega só às que não bloquearam.
    v = _vaga(e, 30, "urgencia", e.lat)
    for p in desistiram:
        e.no_feed(p, v)
    # Só as contas deste cenário (outra conta da suíte pode morar perto do estabelecimento).
    minhas = lambda ps: ",".join(f"'{p.id}'" for p in ps)
    assert backend.psql(f"select count(*) from public.despachos where vaga_id = '{v}' and profissional_id in ({minhas(desistiram)})") \
        == str(len(desistiram))
    alcancadas = sum(any(x["vaga_id"] == v for x in e.rpc(p, "feed_vagas").json) for p in bloquearam)
    despachadas = int(backend.psql(f"select count(*) from public.despachos where vaga_id = '{v}' "
                                   f"and profissional_id in ({minhas(bloquearam)})"))
    assert alcancadas == 0 and despachadas == 0
    for p in bloquearam:
        assert api.rpc("candidatar", {"vaga_id": v}, token=p.token).status in (403, 404, 409, 410)
    print(f"equipe: {N} incluídas ({len(bloquearam)} tinham bloqueado), {len(formas)} forma de resposta, "
          f"{vazamentos} vazamentos; vaga de longe: {len(desistiram)} alcançadas pela equipe, "
          f"{alcancadas} das que bloquearam no feed, {despachadas} despachos para elas")
