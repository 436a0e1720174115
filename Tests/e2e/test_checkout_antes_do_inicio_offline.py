"""Offline, check-out num turno que ainda não começou: recusado na hora, com o motivo (o
impedimento do domínio, o mesmo da janela de `fazer_checkout`), na TUI (`s`) e no `frila
checkout`; nada vai para a fila para o dreno recusar depois."""
from datetime import datetime, timedelta, timezone

LAT, LNG = -15.8143, -47.8966
MOTIVO = "O check-out só vale depois que o turno começa."


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _turno_com_checkin(api, contas):
    """Turno que começa daqui a 100 min, com check-in geolocalizado já feito (vale até 2 h antes)."""
    dono = contas.contratante(nome="Dono Saída Cedo")
    pro = contas.profissional(nome="Pro Saída Cedo", lat=LAT, lng=LNG, prefixo="saidacedo")
    agora = datetime.now(timezone.utc).replace(microsecond=0)
    inicio = agora + timedelta(minutes=100)
    r = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": _iso(inicio), "fim": _iso(inicio + timedelta(hours=5)),
                                  "valor_centavos": 12000, "refeicao": True, "transporte": False,
                                  "exige_material_proprio": False, "modo": "urgencia", "posicoes": 1,
                                  "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG}, token=dono.token)
    assert r.status == 200, r
    r = api.rpc("candidatar", {"vaga_id": r.json["vaga_id"]}, token=pro.token)
    assert r.status == 200 and r.json["resultado"] == "confirmada", r
    turno = r.json["turno"]["turno_id"]
    r = api.rpc("fazer_checkin", {"turno_id": turno, "distancia_m": 0, "em": _iso(agora)}, token=pro.token)
    assert r.status == 200, r
    return pro, turno


def test_sem_tela_checkout_offline_antes_do_inicio_recusado_sem_fila(backend, api, contas, frila):
    """`frila checkout --offline` 100 min antes do início: saída 1, chave horario_invalido e o motivo; a fila fica vazia."""
    pro, turno = _turno_com_checkin(api, contas)
    frila.login("p", pro.email)
    assert frila("turnos", conta="p").rc == 0  # o cache que o offline lê
    r = frila("checkout", turno, "--posicao", f"{LAT},{LNG}", conta="p", offline=True, json=True)
    assert r.rc == 1, r
    assert (r.json["estado"], r.json["chave"]) == ("recusada", "horario_invalido"), r
    assert MOTIVO in r.json["mensagem"], r
    assert frila.fila("p")["itens"] == [], "nada na fila para o dreno recusar"
    assert backend.psql(f"select checkout_em is null from public.turnos where id = '{turno}'") == "t"


def test_tui_s_offline_antes_do_inicio_diz_por_que_e_nao_enfileira(backend, api, contas, frila, tela):
    """TUI offline: `s` no turno que começa em 100 min não abre a pergunta da posição; a linha de status diz o motivo e a fila continua 0."""
    pro, turno = _turno_com_checkin(api, contas)
    frila.login("p", pro.email)
    assert frila("turnos", conta="p").rc == 0
    t = tela("--api", frila.api_url, "--dados", frila.dados("p"), "--offline")
    t.wait_for(r"offline \(forçado\)")
    t.ir_para(2)
    t.wait_for(r"Garçom")
    t.comando("turnos", "checkout")
    t.wait_for(r"O check-out só vale depois")   # a linha de status corta o resto; m tem a frase inteira
    t.comando("globais", "mensagens")
    t.wait_for(r"O check-out só vale depois que o turno começa\. Início:")
    t.comando("painel", "fecharPainel")
    assert "Posição" not in t.text(), t.text()
    t.wait_for(r"fila 0")
    t.comando("globais", "sair")
    t.esperar_saida(0)
    assert frila.fila("p")["itens"] == []
