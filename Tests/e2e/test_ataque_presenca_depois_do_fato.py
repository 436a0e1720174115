"""Ataque: presença datada antes do que o servidor já fez. Vaga 06:10–08:10; às 06:55 o
contratante já recebeu o aviso de atraso e `vagas_em_alerta` mostra 45 min; o profissional
manda `fazer_checkin {em: 06:05, distancia_m: 3}` e o atraso sumia, verificado. Agora o toque
fica manual, à espera do contratante (que é avisado); a fila do cliente editada para 0 m dá no
mesmo; um check-in de antes da confirmação do turno é recusado; com presença verificada o
contratante não cancela o turno (API e `frila cancelar`); e o turno alheio responde como o
inexistente."""
import json
import sqlite3
import uuid
from datetime import datetime, timedelta, timezone

from apoio.espera import esperar

LAT, LNG = -15.8143, -47.8966
LONGE = "-15.8343,-47.8966"   # ~2,2 km do bar: o cliente calcula uma distância além do raio


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _agora():
    return datetime.now(timezone.utc).replace(microsecond=0)


def _par(contas, nome):
    dono = contas.contratante(nome=f"Dono {nome}")
    pro = contas.profissional(nome=f"Pro {nome}", lat=LAT, lng=LNG, prefixo="depoisdofato")
    return dono, pro


def _turno(api, dono, pro, inicio, horas=2):
    r = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": _iso(inicio), "fim": _iso(inicio + timedelta(hours=horas)),
                                  "valor_centavos": 12000, "refeicao": True, "transporte": False,
                                  "exige_material_proprio": False, "modo": "urgencia", "posicoes": 1,
                                  "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG}, token=dono.token)
    assert r.status == 200, r
    r = api.rpc("candidatar", {"vaga_id": r.json["vaga_id"]}, token=pro.token)
    assert r.status == 200 and r.json["resultado"] == "confirmada", r
    return r.json["turno"]["turno_id"]


def _turno_atrasado(backend, api, dono, pro, atraso_min=45):
    """Um turno de 2 h que começou há `atraso_min` minutos, sem check-in, com o aviso de atraso já
    emitido. O turno nasce no futuro (publicar não aceita o passado) e é levado para trás no
    banco, com a confirmação junto (3 h antes do início)."""
    agora = _agora()
    tid = _turno(api, dono, pro, agora + timedelta(hours=3))
    inicio = agora - timedelta(minutes=atraso_min)
    backend.psql(f"""
        with t as (select vaga_id, posicao_id, interval '{3 * 60 + atraso_min} minutes' as d from public.turnos where id = '{tid}'),
        v as (update public.vagas x set inicio = x.inicio - t.d, fim = x.fim - t.d, publicada_em = x.publicada_em - t.d
                from t where x.id = t.vaga_id returning x.id),
        p as (update public.posicoes x set preenchida_em = x.preenchida_em - t.d from t where x.id = t.posicao_id returning x.id)
        update public.turnos x set periodo = tstzrange(lower(x.periodo) - t.d, upper(x.periodo) - t.d, '[)'),
                                   confirmado_em = x.confirmado_em - t.d
          from t where x.id = '{tid}'""")
    # O agendador do gateway passa a cada poucos segundos; espera o aviso de atraso dele.
    esperar(lambda: backend.psql(f"select count(*) from public.avisos where turno_id = '{tid}' and tipo = 'atraso'") != "0",
            30, "o aviso de atraso do agendador")
    return tid, inicio


def _estado(backend, tid):
    return backend.psql(f"select checkin_tipo || ' ' || verificacao || ' ' || coalesce(checkin_distancia_m::text, '-') "
                        f"from public.turnos where id = '{tid}'")


def test_atraso_reescrito_como_pontual_fica_manual(backend, api, contas):
    """Às 06:55 (45 min de atraso, aviso dado) o check-in datado 06:05 a 3 m: antes verificado e o atraso sumia; agora manual, à espera do contratante, que é avisado."""
    dono, pro = _par(contas, "Atraso")
    tid, inicio = _turno_atrasado(backend, api, dono, pro)
    avisos = [n for n in api.rpc("minhas_notificacoes", {}, token=dono.token).json if n.get("turno_id") == tid]
    assert [n["tipo"] for n in avisos if n["tipo"] != "posicao_tomada"] == ["atraso"], avisos
    alerta = api.rpc("vagas_em_alerta", {}, token=dono.token).json
    (atrasado,) = [t for t in alerta["atrasados"] if t["turno_id"] == tid]
    assert atrasado["minutos_atraso"] >= 45, atrasado

    r = api.rpc("fazer_checkin", {"turno_id": tid, "distancia_m": 3, "em": _iso(inicio - timedelta(minutes=5))}, token=pro.token)
    assert r.status == 200, r
    verificados = int(r.json["verificacao"] == "verificado")
    assert (r.json["checkin"]["tipo"], r.json["verificacao"]) == ("manual", "pendente"), r.json
    assert _estado(backend, tid) == "manual pendente -", "os 3 m informados não ficam como prova"
    esperar(lambda: [n for n in api.rpc("minhas_notificacoes", {}, token=dono.token).json
                     if n.get("turno_id") == tid and n["tipo"] == "checkin_manual"], 10, "o aviso do check-in manual")
    pendentes = api.rpc("checkins_pendentes", {}, token=dono.token).json
    assert [t["turno_id"] for t in pendentes if t["turno_id"] == tid] == [tid], pendentes
    print(f"atraso reescrito como pontual: {verificados} de 1 toque verificado sozinho (antes da correção: 1 de 1)")
    assert verificados == 0

    r = api.rpc("confirmar_checkin_manual", {"turno_id": tid}, token=dono.token)
    assert (r.status, r.json["verificacao"]) == (200, "verificado"), r


def test_fila_editada_para_zero_metros_nao_verifica(backend, api, contas, frila):
    """A fila SQLite do cliente editada (toque longe trocado por 0 m, hora de antes do atraso): o dreno grava manual, não verificado."""
    dono, pro = _par(contas, "Fila Editada")
    tid, inicio = _turno_atrasado(backend, api, dono, pro)
    frila.login("p", pro.email)
    assert frila("turnos", conta="p").rc == 0
    r = frila("checkin", tid, "--posicao", LONGE, "--em", _iso(inicio - timedelta(minutes=5)), conta="p", offline=True)
    assert r.rc == 0, r

    db = sqlite3.connect(frila.dados("p") / "frila.sqlite")
    (seq, acao), = db.execute("select seq, acao from fila_acoes where estado = 'pendente'").fetchall()
    j = json.loads(acao)
    assert j["registrarCheckin"]["distanciaMetros"] > 200, j
    j["registrarCheckin"]["distanciaMetros"] = 0
    db.execute("update fila_acoes set acao = ? where seq = ?", (json.dumps(j).encode(), seq))
    db.commit()
    db.close()

    r = frila("sincronizar", conta="p", json=True)
    assert r.rc == 0, r
    assert _estado(backend, tid) == "manual pendente -", _estado(backend, tid)
    print("fila editada para 0 m: 0 de 1 toque verificado sozinho")


def test_checkin_de_antes_da_confirmacao_e_recusado(backend, api, contas):
    """Turno confirmado agora, que começa em 1 h: check-in datado há 30 min (dentro da janela de 2 h antes do início) → 422 toque_antes_do_turno."""
    dono, pro = _par(contas, "Antes Do Turno")
    agora = _agora()
    tid = _turno(api, dono, pro, agora + timedelta(hours=1))
    r = api.rpc("fazer_checkin", {"turno_id": tid, "distancia_m": 0, "em": _iso(agora - timedelta(minutes=30))}, token=pro.token)
    assert (r.status, r.json["message"]) == (422, "toque_antes_do_turno"), r
    assert "anterior à confirmação deste turno" in r.json["details"], r
    assert backend.psql(f"select checkin_em is null from public.turnos where id = '{tid}'") == "t"
    r = api.rpc("fazer_checkin", {"turno_id": tid, "distancia_m": 0}, token=pro.token)
    assert (r.status, r.json["verificacao"]) == (200, "verificado"), r


def test_contratante_nao_cancela_depois_do_checkin_verificado(backend, api, contas, frila):
    """Check-in verificado 1 h antes do início: `cancelar_turno` do contratante → 409 profissional_presente, pela API e pelo `frila cancelar` (saída ≠ 0, a frase)."""
    dono, pro = _par(contas, "Presente")
    tid = _turno(api, dono, pro, _agora() + timedelta(hours=1))
    r = api.rpc("fazer_checkin", {"turno_id": tid, "distancia_m": 5}, token=pro.token)
    assert (r.status, r.json["verificacao"]) == (200, "verificado"), r

    r = api.rpc("cancelar_turno", {"turno_id": tid, "motivo": "mudei de ideia"}, token=dono.token)
    assert (r.status, r.json["message"]) == (409, "profissional_presente"), r
    frila.login("d", dono.email)
    r = frila("cancelar", tid, "--motivo", "mudei de ideia", "--sim", conta="d")
    assert r.rc != 0, r
    assert "já fez check-in verificado" in r.out + r.err, r
    assert backend.psql(f"select estado from public.turnos where id = '{tid}'") == "confirmada"


def test_turno_alheio_responde_como_inexistente(backend, api, contas):
    """Outro profissional e outro contratante: fazer_checkin e cancelar_turno no turno alheio dizem o mesmo que num id que não existe (404)."""
    dono, pro = _par(contas, "Dono Do Turno")
    outro_dono, outro_pro = _par(contas, "Curioso")
    tid = _turno(api, dono, pro, _agora() + timedelta(hours=5))
    inexistente = str(uuid.uuid4())
    for conta, nome, args in ((outro_pro, "fazer_checkin", {"distancia_m": 0}),
                              (outro_pro, "cancelar_turno", {"motivo": "x"}),
                              (outro_dono, "cancelar_turno", {"motivo": "x"})):
        alheio = api.rpc(nome, {"turno_id": tid, **args}, token=conta.token)
        nada = api.rpc(nome, {"turno_id": inexistente, **args}, token=conta.token)
        assert (alheio.status, alheio.json) == (nada.status, nada.json) == (404, alheio.json), (nome, alheio, nada)
        assert alheio.json["message"] == "turno_nao_encontrado", alheio
