"""Check-in feito sem rede, pelos comandos sem tela: a fila, os turnos e o sincronizar dizem o que
aconteceu com as palavras da TUI, sem afirmar o que o servidor ainda não sabe."""
import re

import pytest

pytestmark = [pytest.mark.rn11]


def test_checkin_na_fila_dito_como_na_tui_e_o_envio_contado(backend, contas, frila):
    """Check-in manual na fila: `frila fila` diz "check-in", `frila turnos` diz "na fila, ainda não enviado" (não "aguardando confirmação"), e `sincronizar` conta "1 ação enviada"."""
    c = contas.profissional(prefixo="filafala")
    (t1, ci, _co), = backend.turnos_passados(c.email, 1)
    frila.login("c", c.email)
    assert frila("turnos", conta="c").rc == 0
    r = frila("checkin", t1, "--sem-localizacao", "--em", ci, conta="c", offline=True, json=True)
    assert r.rc == 0 and r.json["estado"] == "na_fila", r

    fila = frila("fila", conta="c")
    assert fila.rc == 0 and re.search(r"^\d+  check-in  turno ", fila.out, re.M), fila
    assert "registrarCheckin" not in fila.out, fila

    turnos = frila("turnos", conta="c", offline=True)
    linha = [l for l in turnos.out.splitlines() if l.strip().startswith("check-in ")]
    assert linha and "manual (na fila, ainda não enviado)" in linha[0], turnos
    assert "aguardando confirmação do contratante" not in linha[0], turnos

    s = frila("sincronizar", "--ate-esvaziar", "--timeout", "20", conta="c")
    assert s.rc == 0 and s.out.strip() == "1 ação enviada; fila em dia.", s
    assert backend.psql(f"select checkin_em is not null from public.turnos where id = '{t1}'") == "t"

    # Já no servidor, o check-in manual espera mesmo o contratante; nada mais a enviar.
    turnos = frila("turnos", conta="c")
    linha = [l for l in turnos.out.splitlines() if l.strip().startswith("check-in ")]
    assert linha and "aguardando confirmação do contratante" in linha[0], turnos
    j = frila("sincronizar", "--ate-esvaziar", "--timeout", "20", conta="c", json=True)
    assert j.rc == 0 and j.json["enviadas"] == 0 and j.json["pendentes"] == 0, j
    assert frila("sincronizar", conta="c").out.strip() == "Fila em dia: nada esperando envio."
