"""Ataque: isca na seleção. Publicar R$ 200 por 4 h com refeição; a profissional se candidata;
editar para R$ 10 por 12 h, sem refeição e com material próprio; escolhê-la: o turno ficava a
R$ 10 e ela nunca sabia. Agora mudar os termos encerra as candidaturas pendentes
(`encerrada_por_edicao`), avisa cada candidato (`vaga_alterada`) e ela pode se candidatar de
novo; a escolha da candidatura antiga é recusada."""
from datetime import datetime, timedelta, timezone

LAT, LNG = -15.8143, -47.8966


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def test_trocar_os_termos_encerra_a_candidatura_e_avisa(backend, api, contas, frila):
    """Isca: 0 turnos a R$ 10 de quem se candidatou a R$ 200; 1 aviso; a candidatura aparece encerrada no cliente."""
    dono = contas.contratante(nome="Dono Isca")
    pro = contas.profissional(nome="Pro Isca", lat=LAT, lng=LNG, prefixo="isca")
    inicio = datetime.now(timezone.utc).replace(second=0, microsecond=0) + timedelta(days=3)
    r = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": _iso(inicio), "fim": _iso(inicio + timedelta(hours=4)),
                                  "valor_centavos": 20000, "refeicao": True, "transporte": False,
                                  "exige_material_proprio": False, "modo": "selecao", "posicoes": 1,
                                  "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG}, token=dono.token)
    assert r.status == 200, r
    vaga = r.json["vaga_id"]
    r = api.rpc("candidatar", {"vaga_id": vaga}, token=pro.token)
    assert r.status == 200 and r.json["resultado"] == "pendente", r
    cand = r.json["candidatura_id"]

    r = api.rpc("editar_vaga", {"vaga_id": vaga, "valor_centavos": 1000, "fim": _iso(inicio + timedelta(hours=12)),
                                "refeicao": False, "exige_material_proprio": True}, token=dono.token)
    assert r.status == 200, r
    r = api.rpc("escolher_candidato", {"candidatura_id": cand}, token=dono.token)
    assert (r.status, r.json["message"]) == (409, "candidatura_indisponivel"), r
    turnos_a_10 = int(backend.psql(f"select count(*) from public.turnos where vaga_id = '{vaga}' and valor_acordado_centavos = 1000"))

    # Ela fica sabendo: o aviso e a candidatura encerrada, pela API e pelo cliente.
    r = api.rpc("minhas_notificacoes", {}, token=pro.token)
    avisos = [n for n in r.json if n.get("tipo") == "vaga_alterada" and n["vaga_id"] == vaga]
    assert [a["candidatura_id"] for a in avisos] == [cand], r
    r = api.rpc("minhas_candidaturas", {}, token=pro.token)
    assert [(c["candidatura_id"], c["estado"]) for c in r.json] == [(cand, "encerrada_por_edicao")], r

    frila.login("pro", pro.email)
    r = frila("candidaturas", conta="pro", json=True)
    assert r.rc == 0, r
    itens = r.json if isinstance(r.json, list) else r.json.get("itens", r.json.get("candidaturas"))
    assert [c["estado"] for c in itens] == ["encerrada_por_edicao"], r
    r = frila("candidaturas", conta="pro")
    assert "o contratante mudou os termos da vaga" in r.out, r
    r = frila("notificacoes", conta="pro")
    assert r.rc == 0 and "mudou os termos de" in r.out and "sua candidatura foi encerrada" in r.out, r

    # Nos termos novos, de olhos abertos: pode se candidatar de novo e ser escolhida.
    r = api.rpc("candidatar", {"vaga_id": vaga}, token=pro.token)
    assert r.status == 200 and r.json["resultado"] == "pendente", r
    r = api.rpc("escolher_candidato", {"candidatura_id": cand}, token=dono.token)
    assert r.status == 200 and r.json["valor_acordado_centavos"] == 1000, r
    # Com turno confirmado, a edição segue recusada.
    r = api.rpc("editar_vaga", {"vaga_id": vaga, "valor_centavos": 5000}, token=dono.token)
    assert (r.status, r.json["message"]) == (409, "vaga_com_confirmados"), r
    print(f"isca na seleção: {turnos_a_10} turno(s) a R$ 10 da candidatura a R$ 200 (antes: 1), "
          f"{len(avisos)} aviso(s) à candidata (antes: 0)")
    assert turnos_a_10 == 0 and len(avisos) == 1
