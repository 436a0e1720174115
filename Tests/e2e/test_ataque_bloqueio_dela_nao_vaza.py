"""Ataque: o estabelecimento descobre que uma profissional o bloqueou.

Antes: ela se candidatava, bloqueava o estabelecimento, e a candidatura pendente dela aparecia
ao estabelecimento com `impedimento: "bloqueio"` (no detalhe, na lista e na recusa da
escolha: "Há um bloqueio entre este profissional e o seu estabelecimento."). Agora, ao
bloquear, a candidatura pendente dela acaba como `retirada` — o estabelecimento vê o mesmo que
veria se ela desistisse (some das pendentes, conta em retiradas, a escolha responde
candidatura_indisponivel) — e a palavra "bloqueio" não aparece em nada que ele lê dela."""
import json

from apoio.gestao import elenco


def test_bloqueio_da_profissional_parece_desistencia(backend, api, frila):
    e = elenco(api, n_profs=2, prefixo="bloqueiodela")
    v = e.publicar(horas=30, modo="selecao")
    ids = {}
    for p in e.profs:
        e.no_feed(p, v)
        ids[p.id] = e.rpc(p, "candidatar", {"vaga_id": v}).json["candidatura_id"]
    ela, outra = e.profs
    e.rpc(ela, "bloquear", {"conta_id": e.dono.id})

    vazamentos = 0
    detalhe = e.rpc(e.dono, "detalhe_vaga", {"vaga_id": v}).json
    lista = next(x for x in e.rpc(e.dono, "minhas_vagas").json if x["vaga_id"] == v)
    despacho = e.rpc(e.dono, "despacho_da_vaga", {"vaga_id": v}).json
    for onde, doc in (("detalhe", detalhe), ("lista", lista), ("despacho", despacho)):
        if "bloqueio" in json.dumps(doc, ensure_ascii=False):
            vazamentos += 1
    dela = next(c for c in detalhe["candidaturas"] if c["profissional"]["id"] == ela.id)
    assert dela["estado"] == "retirada" and dela["impedimento"] is None, dela
    assert despacho["candidaturas"]["pendentes"] == 1 and despacho["candidaturas"]["retiradas"] == 1, despacho
    r = api.rpc("escolher_candidato", {"candidatura_id": ids[ela.id]}, token=e.dono.token)
    assert r.status == 409 and r.json["message"] == "candidatura_indisponivel", r
    if "bloqueio" in json.dumps(r.json, ensure_ascii=False):
        vazamentos += 1
    # O que o contratante lê no cliente do projeto também.
    frila.login("dono", e.dono.email)
    saida = frila("vaga", v, conta="dono")
    assert saida.rc == 0, saida
    if "bloqueio" in saida.out.lower():
        vazamentos += 1
    assert vazamentos == 0
    # A outra segue escolhível; ela não se candidata de novo (o bloqueio vale para ela).
    assert e.rpc(e.dono, "escolher_candidato", {"candidatura_id": ids[outra.id]}).json["estado"] == "confirmada"
    assert api.rpc("candidatar", {"vaga_id": v}, token=ela.token).status in (403, 409, 410)
    print("bloqueio dela: 5 lugares lidos pelo estabelecimento (detalhe, lista, despacho, escolha, frila vaga), 0 com bloqueio")
