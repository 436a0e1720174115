"""Avaliação e confirmação de check-in manual feitas sem rede saem da fila depois, mas o
banco grava o momento do toque (como no check-in e no check-out), não o do envio."""
from datetime import datetime, timedelta

import pytest

from apoio.cliente import enfileirar_lote
from conftest import POSICAO_BAR

pytestmark = [pytest.mark.rn11, pytest.mark.rn22]

AVALIACOES = 12
CONFIRMACOES = 6   # a confirmação manual vale até 24 h depois do fim: 6 turnos do lote cabem


def _iso(d):
    return d.strftime("%Y-%m-%dT%H:%M:%SZ")


def _mais(iso, **delta):
    return _iso(datetime.strptime(iso, "%Y-%m-%dT%H:%M:%SZ") + timedelta(**delta))


def _fim(backend, turno):
    return backend.psql(f"select to_char(upper(periodo) at time zone 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') "
                        f"from public.turnos where id = '{turno}'")


def test_avaliacao_offline_grava_a_hora_do_toque(backend, contas, frila):
    """12 avaliações offline, cada uma tocada 10 min depois do fim do turno e enviadas horas depois: 12 de 12 com em = toque."""
    p = contas.profissional(prefixo="avaltoque")
    # Turnos das últimas 24 h (toque de mais de 24 h é toque_antigo), já fechados pelo agendador.
    lote = backend.turnos_recentes(p.email, AVALIACOES)
    backend.fechar_turnos_terminados()
    frila.login("p", p.email)
    assert frila("turnos", conta="p").rc == 0   # o check-in offline parte do cache
    assert enfileirar_lote(frila, "p", lote, POSICAO_BAR)
    r = frila("sincronizar", "--ate-esvaziar", "--timeout", "60", conta="p")
    # Check-in que chega ao turno fechado fica manual: só a confirmação do contratante verifica.
    assert r.rc == 0 and backend.aplicados_do_lote(p.email, checkin_tipo="manual") == AVALIACOES, r
    frila.login("bruno", "bruno@frila.dev")   # dono do Bar do Cerrado, onde o lote acontece
    for tid, _, _ in lote:
        assert frila("confirmar", tid, conta="bruno").rc == 0
    assert backend.psql(f"select count(*) from public.turnos where id in ({','.join(repr(t[0]) for t in lote)}) "
                        f"and verificacao = 'verificado'") == str(AVALIACOES)
    assert frila("turnos", conta="p").rc == 0   # cache com a presença verificada

    toques = {}
    for i, (tid, _, _) in enumerate(lote):
        toque = _mais(_fim(backend, tid), minutes=10 + i)
        r = frila("avaliar", tid, "sim" if i % 2 == 0 else "nao", conta="p", offline=True, json=True,
                  env={"FRILA_AGORA": toque})
        assert r.rc == 0 and r.json["estado"] == "na_fila", r
        assert r.json["tocado_em"].startswith(toque[:19]), r
        toques[tid] = toque
    assert backend.psql(f"select count(*) from public.avaliacoes a join public.turnos t on t.id = a.turno_id "
                        f"where t.profissional_id = '{p.id}'") == "0", "nada sai no offline forçado"

    r = frila("sincronizar", "--ate-esvaziar", "--timeout", "60", conta="p")
    assert r.rc == 0, r
    certos = [tid for tid, toque in toques.items()
              if backend.psql(f"select a.em = '{toque}'::timestamptz from public.avaliacoes a "
                              f"where a.turno_id = '{tid}' and a.lado = 'profissional'") == "t"]
    assert len(certos) == AVALIACOES, f"{len(certos)} de {AVALIACOES} com a hora do toque"


def test_confirmacao_manual_offline_grava_a_hora_do_toque(backend, contas, frila):
    """6 confirmações de check-in manual feitas offline pelo contratante, enviadas depois: 6 de 6 com a hora do toque."""
    p = contas.profissional(prefixo="conftoque")
    lote = backend.turnos_passados(p.email, CONFIRMACOES)
    frila.login("p", p.email)
    frila("turnos", conta="p")
    for tid, ci, _ in lote:   # check-in sem localização: manual, espera o contratante
        assert frila("checkin", tid, "--sem-localizacao", "--em", ci, conta="p", offline=True).rc == 0
    assert frila("sincronizar", "--ate-esvaziar", "--timeout", "60", conta="p").rc == 0
    assert backend.psql(f"select count(*) from public.turnos where id in ({','.join(repr(t[0]) for t in lote)}) "
                        f"and checkin_tipo = 'manual' and checkin_confirmado_em is null") == str(CONFIRMACOES)

    frila.login("bruno", "bruno@frila.dev")   # dono do Bar do Cerrado, onde o lote acontece
    toques = {}
    for i, (tid, ci, _) in enumerate(lote):
        toque = _mais(ci, minutes=20 + i)
        r = frila("confirmar", tid, conta="bruno", offline=True, json=True, env={"FRILA_AGORA": toque})
        assert r.rc == 0 and r.json["estado"] == "na_fila", r
        toques[tid] = toque
    r = frila("sincronizar", "--ate-esvaziar", "--timeout", "60", conta="bruno")
    assert r.rc == 0, r
    certos = [tid for tid, toque in toques.items()
              if backend.psql(f"select checkin_confirmado_em = '{toque}'::timestamptz and verificacao = 'verificado' "
                              f"from public.turnos where id = '{tid}'") == "t"]
    assert len(certos) == CONFIRMACOES, f"{len(certos)} de {CONFIRMACOES} com a hora do toque"
