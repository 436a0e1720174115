"""O contratante é avisado pelo mesmo minhas_notificacoes: posição tomada, candidatura, check-in manual, cancelamento."""
from apoio.gestao import elenco


def test_quatro_acontecimentos_viram_avisos(backend, api):
    """Urgência pega, candidatura de seleção, check-in manual e cancelamento chegam ao contratante, com quem fez."""
    e = elenco(api, n_profs=2)
    p, q = e.profs
    u = e.publicar(horas=1.5)
    turno = e.rpc(p, "candidatar", {"vaga_id": u}).json["turno"]["turno_id"]
    s = e.publicar(horas=48, modo="selecao")
    e.rpc(q, "candidatar", {"vaga_id": s})
    e.rpc(p, "fazer_checkin", {"turno_id": turno, "distancia_m": 900})
    e.rpc(p, "cancelar_turno", {"turno_id": turno, "motivo": "Imprevisto"})

    # A urgência a 1,5 h com a posição aberta está na antecedência de alerta: se uma passada do
    # agendador cair antes da pega (máquina carregada), sai também um `vaga_em_alerta`, que é do
    # relógio e tem cenário próprio; aqui contam os quatro gestos.
    avisos = [a for a in e.avisos(e.dono) if a["tipo"] != "vaga_em_alerta"]
    assert [a["tipo"] for a in avisos] == ["posicao_tomada", "candidatura_nova", "checkin_manual", "turno_cancelado"]
    assert [a["profissional"]["id"] for a in avisos] == [p.id, q.id, p.id, p.id]
    assert avisos[3]["motivo"] == "Imprevisto" and avisos[3]["conta_como_falta"] is True
    assert all(a["enviada_em"] and a["estabelecimento"]["id"] for a in avisos)
    assert [a for a in e.avisos(e.dono, desde=avisos[-1]["enviada_em"]) if a["tipo"] != "vaga_em_alerta"] == [], \
        "desde: só o que é novo"
    assert e.avisos(p) == [], "quem fez não é avisado do próprio gesto"
