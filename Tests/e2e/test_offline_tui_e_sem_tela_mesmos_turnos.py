"""Sem rede, a TUI e `frila turnos --offline` mostram os mesmos turnos do cache: a janela da lista online (30 dias para trás)."""
import datetime
import re
from zoneinfo import ZoneInfo

import pytest

pytestmark = [pytest.mark.rnf06]

BRASILIA = ZoneInfo("America/Sao_Paulo")


def test_tui_e_sem_tela_offline_listam_o_mesmo(backend, contas, frila, tela):
    """RNF06: 80 turnos de até 10 dias atrás no cache; offline, o sem tela lista os 80 e a TUI mostra o mais antigo (antes, só a última semana)."""
    p = contas.profissional(prefixo="janela")
    lote = backend.turnos_passados(p.email, 80)
    frila.login("janela", p.email)
    assert frila("turnos", conta="janela").rc == 0  # online: guarda o cache

    off = frila("turnos", conta="janela", json=True, offline=True)
    assert off.rc == 0 and off.json["do_cache"] is True, off
    ids = {t["turno_id"] for t in off.json["turnos"]}
    assert {t for t, _, _ in lote} <= ids, "o sem tela offline lista todo o lote"
    inicios = sorted(datetime.datetime.fromisoformat(t["inicio"].replace("Z", "+00:00")) for t in off.json["turnos"])
    mais_antigo = inicios[0].astimezone(BRASILIA)
    assert datetime.datetime.now(datetime.timezone.utc) - inicios[0] > datetime.timedelta(days=7), "o lote passa da semana"

    s = tela("--api", frila.api_url, "--dados", frila.dados("janela"), "--offline")
    s.wait_for(r"offline \(forçado\)")
    s.ir_para(2)
    s.wait_for(r"turnos do cache")
    s.comando("turnos", "primeiro")  # a lista vai do mais antigo ao mais novo
    s.wait_for(re.escape(mais_antigo.strftime("%d/%m %H:%M")), 10)
    s.comando("globais", "sairJa")
    s.esperar_saida(130)
