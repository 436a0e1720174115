"""RN11 pelos comandos sem tela: o check-in feito offline grava a hora do toque, não a do envio."""
import time
from datetime import datetime, timedelta, timezone

from apoio.espera import esperar


def _turno_que_comeca_ja(frila):
    r = frila("turnos", conta="ana", json=True)
    assert r.rc == 0, r
    candidatos = [t for t in r.json["turnos"] if t["estado"] == "confirmada" and t["checkin"] is None
                  and t.get("endereco") is not None]
    assert candidatos, f"o seed devia dar à Ana um turno confirmado sem check-in: {r}"
    return sorted(candidatos, key=lambda t: t["inicio"])[-1]["turno_id"]


def test_checkin_offline_grava_a_hora_do_toque(banco_novo, frila):
    """RN11: check-in offline às HH:MM, enviado depois, grava HH:MM; a fila sobrevive ao reinício e drena sozinha em ≤ 5 s."""
    b = banco_novo
    frila.login("ana", "ana@frila.dev")
    x = _turno_que_comeca_ja(frila)
    toque = (datetime.now(timezone.utc) - timedelta(minutes=3)).strftime("%Y-%m-%dT%H:%M:00Z")

    r = frila("checkin", x, "--sem-localizacao", "--em", toque, conta="ana", offline=True, json=True)
    assert r.rc == 0 and r.json["estado"] == "na_fila", r
    assert b.psql(f"select count(*) from public.turnos where id = '{x}' and checkin_em is not null") == "0", \
        "nada pode sair da máquina no offline forçado"

    # Processo novo, ainda offline: cache e fila continuam lá.
    r = frila("turnos", conta="ana", offline=True, json=True)
    assert r.json["do_cache"] is True, r
    assert [t["acoes"][0]["estado"] for t in r.json["turnos"] if t["turno_id"] == x] == ["pendente"], r
    item = frila.fila("ana")["itens"][0]
    assert (item["tipo"], item["turno_id"], item["estado"], item["tentativas"]) == ("registrarCheckin", x, "pendente", 0)
    assert item["tocado_em"].startswith(toque[:19]), item

    # Sem --offline, a fila drena sozinha na partida.
    t0 = time.monotonic()
    frila("turnos", conta="ana", json=True)
    esperar(lambda: b.psql(f"select count(*) from public.turnos where id = '{x}' and checkin_em is not null") == "1",
            5, "o check-in chegar ao banco", ultimo=lambda: frila.fila("ana"))
    assert time.monotonic() - t0 <= 5
    assert b.psql(f"select checkin_em = '{toque}'::timestamptz and checkin_tipo = 'manual' "
                  f"from public.turnos where id = '{x}'") == "t"
    assert frila.fila("ana")["pendentes"] == 0
