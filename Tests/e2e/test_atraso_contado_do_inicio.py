"""O atraso de um turno é um número só: minutos inteiros desde o início, no relógio de quem
mostra. O painel lido às B-30 dizia "47 min de atraso" e a tela aberta às B continuava com
ele (ao vivo, nada o relê) quando o atraso de verdade era 77. Com o relógio do banco e o do
cliente fixos: a tela (tmux), o `frila alertas` (texto e --json) e o `vagas_em_alerta` dizem o
mesmo."""
import time
from datetime import timedelta

from apoio.fluxos import entrar

LAT, LNG = -15.8143, -47.8966
# A TUI abre com o relógio em B+30 s; o minuto dela vira 30 s depois, e chega à tela em até 6 s.
VIRA_EM_S = 30
FOLGA_DA_VIRADA_S = 6


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def _turno_que_comecou_em(b, api, dono, pro, inicio, futuro):
    """Publica no futuro (publicar não aceita o passado), confirma, e leva o turno para `inicio` no banco."""
    r = api.rpc("publicar_vaga", {"funcao": "garcom", "inicio": _iso(futuro), "fim": _iso(futuro + timedelta(hours=4)),
                                  "valor_centavos": 12000, "refeicao": True, "transporte": False,
                                  "exige_material_proprio": False, "modo": "urgencia", "posicoes": 1,
                                  "endereco": "SCLS 405, Asa Sul", "lat": LAT, "lng": LNG}, token=dono.token)
    assert r.status == 200, r
    r = api.rpc("candidatar", {"vaga_id": r.json["vaga_id"]}, token=pro.token)
    assert r.status == 200 and r.json["resultado"] == "confirmada", r
    tid = r.json["turno"]["turno_id"]
    d = int((futuro - inicio).total_seconds() // 60)
    b.psql(f"""
        with t as (select vaga_id, posicao_id, interval '{d} minutes' as d from public.turnos where id = '{tid}'),
        v as (update public.vagas x set inicio = x.inicio - t.d, fim = x.fim - t.d, publicada_em = x.publicada_em - t.d
                from t where x.id = t.vaga_id returning x.id),
        p as (update public.posicoes x set preenchida_em = x.preenchida_em - t.d from t where x.id = t.posicao_id returning x.id)
        update public.turnos x set periodo = tstzrange(lower(x.periodo) - t.d, upper(x.periodo) - t.d, '[)'),
                                   confirmado_em = x.confirmado_em - t.d
          from t where x.id = '{tid}'""")
    return tid


def _relogio_do_banco(b, instante):
    if instante is None:
        b.psql("alter database postgres reset frila.agora")
    else:
        b.psql(f"alter database postgres set frila.agora = '{_iso(instante)}'")
    b.reiniciar_api()


def _minutos_no_sql(api, dono, tid):
    al = api.rpc("vagas_em_alerta", {}, token=dono.token)
    assert al.status == 200, al
    return {t["turno_id"]: t["minutos_atraso"] for t in al.json["atrasados"]}.get(tid)


def test_tela_e_sem_tela_contam_do_inicio_com_o_relogio_delas(banco_novo, api, contas, frila, tela, agora, tmp_path):
    """Painel lido às B-30 (47 min) e mostrado às B: 77 na TUI e no `frila alertas`; com o banco às B, o SQL diz 77 também."""
    b = banco_novo
    dono = contas.contratante(nome="Dono Atraso", prefixo="atraso-dono")
    pro = contas.profissional(nome="Paula Atrasada", lat=LAT, lng=LNG, prefixo="atraso-pro")
    B = agora.em()
    tid = _turno_que_comecou_em(b, api, dono, pro, B - timedelta(minutes=77), B + timedelta(hours=3))
    frila.login("dono", dono.email)
    try:
        # O servidor às B-30: o número dele é 47 — o que a tela mostrava, parado.
        _relogio_do_banco(b, B - timedelta(minutes=30))
        assert _minutos_no_sql(api, dono, tid) == 47
        r = frila("alertas", conta="dono", json=True, env=agora.env())
        assert r.rc == 0, r
        [a] = [x for x in r.json["atrasados"] if x["turno_id"] == tid]
        assert a["minutos_atraso"] == 77, a
        texto = frila("alertas", conta="dono", env=agora.env())
        assert "Paula Atrasada  77 min" in texto.out, texto

        # A tela abre com o relógio dela em B+30 s (ele anda dali): 77 até B+1 min, que ela
        # alcança 30 s depois de abrir, sem a suíte esperar um minuto inteiro.
        aberta = time.monotonic()
        t = tela("--api", b.api_url, "--dados", tmp_path / "tui",
                 env={**agora.env(seconds=VIRA_EM_S), "FRILA_DICA_LOGIN": "e2e"})
        t.wait_for(r"Tab troca de campo")
        entrar(t, dono.email)
        t.wait_for(r"⏱ Paula Atrasada · Garçom · 77 min de atraso", 15)
        assert "47 min de atraso" not in t.text()
        # A tela aberta, sem nada que releia o painel: o minuto vira no minuto cheio do relógio
        # dela (B+1 min, 30 s depois de abrir), com a mesma folga de antes (segundos), não até
        # 30 s depois.
        falta = 60 - VIRA_EM_S - (time.monotonic() - aberta)
        t.wait_for(r"⏱ Paula Atrasada · Garçom · 78 min de atraso", max(falta, 0) + FOLGA_DA_VIRADA_S)

        # O banco às B: o SQL diz o mesmo que a tela e o frila.
        _relogio_do_banco(b, B)
        assert _minutos_no_sql(api, dono, tid) == 77
        r = frila("alertas", conta="dono", json=True, env=agora.env())
        assert [x["minutos_atraso"] for x in r.json["atrasados"] if x["turno_id"] == tid] == [77], r
        t.comando("globais", "atualizar")
        t.wait_for(r"⏱ Paula Atrasada · Garçom · 7[78] min de atraso", 10)
    finally:
        _relogio_do_banco(b, None)


def test_seed_tem_turnos_no_periodo_da_vaga_e_o_atraso_da_elisa_bate(banco_novo, frila, agora):
    """A Elisa atrasada do seed: o turno dela começava 30 min depois da vaga (que é o início que a
    tela mostra), e o SQL dizia 30 min a menos que a conta de quem olhava a tela. Todo turno do seed
    tem o período da vaga, e o número do `frila alertas` é o do `vagas_em_alerta` no mesmo instante."""
    b = banco_novo
    fora = b.psql("select count(*) from public.turnos t join public.vagas v on v.id = t.vaga_id "
                  "where t.periodo <> tstzrange(v.inicio, v.fim, '[)')")
    assert fora == "0", "turno do seed fora do período da vaga"
    B = agora.em()
    frila.login("bruno", "bruno@frila.dev")
    try:
        _relogio_do_banco(b, B)
        sql = b.psql("select floor(extract(epoch from timestamptz '" + _iso(B) + "' - lower(t.periodo)) / 60)::int "
                     "from public.turnos t join public.contas c on c.id = t.profissional_id "
                     "where c.nome = 'Elisa Rocha' and t.estado = 'confirmada' and t.checkin_em is null "
                     "and lower(t.periodo) < now() order by lower(t.periodo) desc limit 1")
        r = frila("alertas", conta="bruno", json=True, env=agora.env())
        assert r.rc == 0, r
        [elisa] = [a for a in r.json["atrasados"] if a["profissional"]["nome"] == "Elisa Rocha"]
        assert str(elisa["minutos_atraso"]) == sql, (elisa["minutos_atraso"], sql)
    finally:
        _relogio_do_banco(b, None)
