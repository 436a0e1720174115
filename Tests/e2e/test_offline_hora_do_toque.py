"""RN11 pelos comandos sem tela: o check-in feito offline grava a hora do toque, não a do envio."""
from datetime import datetime, timezone

import pytest

from apoio.espera import esperar

pytestmark = [pytest.mark.rn11]


def _turno_que_comeca_ja(frila):
    r = frila("turnos", conta="ana", json=True)
    assert r.rc == 0, r
    candidatos = [t for t in r.json["turnos"] if t["estado"] == "confirmada" and t["checkin"] is None
                  and t.get("endereco") is not None]
    assert candidatos, f"o seed devia dar à Ana um turno confirmado sem check-in: {r}"
    return sorted(candidatos, key=lambda t: t["inicio"])[-1]["turno_id"]


# Teto generoso do início do processo à chegada do check-in ao gateway (relógio do gateway):
# a fila drena na partida, não depois de uma espera de backoff.
PRONTO_S = 10


def test_checkin_offline_grava_a_hora_do_toque(banco_novo, frila, agora):
    """RN11: check-in offline às HH:MM, enviado depois, grava HH:MM; a fila sobrevive ao reinício e drena sozinha na partida seguinte."""
    b = banco_novo
    frila.login("ana", "ana@frila.dev")
    x = _turno_que_comeca_ja(frila)
    toque = agora.iso(minutes=-3)

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
    partida = datetime.now(timezone.utc)
    frila("turnos", conta="ana", json=True)
    esperar(lambda: b.psql(f"select count(*) from public.turnos where id = '{x}' and checkin_em is not null") == "1",
            30, "o check-in chegar ao banco", ultimo=lambda: frila.fila("ana"))
    envio = b.primeiro_pedido("fazer_checkin", partida)
    assert envio is not None and (envio - partida).total_seconds() <= PRONTO_S, (partida, envio)
    assert b.psql(f"select checkin_em = '{toque}'::timestamptz and checkin_tipo = 'manual' "
                  f"from public.turnos where id = '{x}'") == "t"
    assert frila.fila("ana")["pendentes"] == 0
