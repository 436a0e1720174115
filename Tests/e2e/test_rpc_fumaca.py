"""Fumaça HTTP: cada RPC pública responde pelo gateway de verdade com a forma que o cliente espera.

As regras de cada uma estão nos testes pgTAP; aqui só o caminho HTTP → SQL → JSON."""

VAGA = {"funcao": "garcom", "valor_centavos": 15000, "refeicao": True, "transporte": False,
        "exige_material_proprio": False, "posicoes": 1, "endereco": "SCLS 405, Asa Sul",
        "lat": -15.8143, "lng": -47.8966}


def _ok(r, *chaves):
    assert 200 <= r.status < 300, r
    for c in chaves:
        assert c in r.json, (c, r)
    return r.json


def test_cada_rpc_publica_responde(backend, api, contas, agora):
    """As 19 RPCs públicas respondem 2xx com os campos principais, numa história só de contas novas."""
    prof, dono, outro = contas.profissional(prefixo="rpc"), contas.contratante(), contas.contratante()
    bruno = contas.existente("bruno@frila.dev")
    p, d = prof.token, dono.token

    _ok(api.rpc("meu_perfil", token=p), "conta_id", "reputacao")
    _ok(api.rpc("definir_disponibilidade", {"disponivel": True}, token=p))
    vaga = _ok(api.rpc("publicar_vaga", {**VAGA, "modo": "urgencia", "inicio": agora.iso(hours=26),
                                         "fim": agora.iso(hours=30)}, token=d), "vaga_id")["vaga_id"]
    assert isinstance(_ok(api.rpc("feed_vagas", token=p)), list)
    turno = _ok(api.rpc("candidatar", {"vaga_id": vaga}, token=p), "resultado", "turno")["turno"]["turno_id"]
    assert [t for t in _ok(api.rpc("meus_turnos", token=p)) if t["turno_id"] == turno]
    _ok(api.rpc("cancelar_turno", {"turno_id": turno, "motivo": "fumaça"}, token=p), "conta_como_falta")

    sel = _ok(api.rpc("publicar_vaga", {**VAGA, "modo": "selecao", "inicio": agora.iso(hours=50),
                                        "fim": agora.iso(hours=54)}, token=d), "vaga_id")["vaga_id"]
    cand = _ok(api.rpc("candidatar", {"vaga_id": sel}, token=p), "candidatura_id")["candidatura_id"]
    assert [v for v in _ok(api.rpc("minhas_vagas", token=d)) if v["vaga_id"] == sel]
    _ok(api.rpc("escolher_candidato", {"candidatura_id": cand}, token=d))
    assert isinstance(_ok(api.rpc("vagas_em_alerta", token=d)), (list, dict))

    # Turno que já começou, no Bar do Cerrado do Bruno (SQL: a API não publica no passado).
    (t1, ci, co), = backend.turnos_passados(prof.email, 1)
    _ok(api.rpc("fazer_checkin", {"turno_id": t1, "distancia_m": None, "em": ci}, token=p))
    assert [x for x in _ok(api.rpc("checkins_pendentes", token=bruno.token)) if x["turno_id"] == t1]
    _ok(api.rpc("confirmar_checkin_manual", {"turno_id": t1, "em": ci}, token=bruno.token))
    _ok(api.rpc("fazer_checkout", {"turno_id": t1, "distancia_m": 0, "em": co}, token=p))
    _ok(api.rpc("avaliar", {"turno_id": t1, "chamaria_de_novo": True, "em": agora.iso()}, token=p))

    assert api.rpc("incluir_na_equipe", {"profissional_id": prof.id}, token=d).status == 204
    assert api.rpc("bloquear", {"conta_id": outro.id}, token=p).status == 204
    _ok(api.rpc("perfil_publico", {"conta_id": prof.id}, token=d), "reputacao")
    assert isinstance(_ok(api.rpc("minhas_notificacoes", token=p)), list)
