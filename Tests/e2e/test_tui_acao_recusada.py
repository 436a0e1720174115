"""Ação que não pode valer, na TUI: recusada com o motivo (já no aparelho, offline também) e nada fica pendente."""
from apoio.cliente import Frila
from apoio.espera import esperar
from apoio.fluxos import periodo_local


def test_tui_checkin_fora_do_horario_aparece_recusado(backend, api, contas, tela, bin_dir, tmp_path, agora):
    """Check-in offline num turno que só começa amanhã: recusado já no aparelho, com a hora em que abre; nada entra na fila."""
    c = contas.profissional(prefixo="recusada")
    dono = contas.contratante()
    r = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": agora.iso(hours=26), "fim": agora.iso(hours=30),
                                  "valor_centavos": 15000, "refeicao": False, "transporte": False,
                                  "exige_material_proprio": False, "modo": "urgencia", "posicoes": 1,
                                  "endereco": "SCLS 405, Asa Sul", "lat": -15.8143, "lng": -47.8966}, token=dono.token)
    assert r.status == 200, r
    vaga = r.json["vaga_id"]
    frila = Frila(bin_dir / "frila", backend.api_url, tmp_path / "dados")
    frila.login("c", c.email)
    # candidatar vale pelos termos vistos: a vaga no `frila vagas` dela primeiro (o despacho é do agendador).
    esperar(lambda: vaga in [v["vaga_id"] for v in frila("vagas", conta="c", json=True).json], 30, "a vaga no feed")
    r = frila("candidatar", vaga, conta="c", json=True)
    assert r.rc == 0 and r.json["turno"], r
    turno = r.json["turno"]["turno_id"]

    t = tela("--api", backend.api_url, "--dados", frila.dados("c"))
    t.wait_for(r"1 Feed", 15)
    t.ir_para(2)
    per = periodo_local(backend, turno)
    t.wait_for(per, 15)
    t.selecionar(per, tela="turnos")
    t.comando("turnos", "alternarOffline")
    t.wait_for(r"Modo offline forçado")
    t.comando("turnos", "checkin")
    t.wait_for(r"O check-in abre 2 h antes", 5)
    assert "aguardando envio" not in t.text() and "Check-in (entrada)" not in t.text(), t.text()
    t.comando("turnos", "alternarOffline")
    t.wait_for(r"fila 0", 10)
    assert "recusada" not in t.text(), t.text()
    t.comando("turnos", "sairJa")
    t.esperar_saida(130)
