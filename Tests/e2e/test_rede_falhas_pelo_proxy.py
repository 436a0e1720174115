"""Falhas de rede injetadas por um proxy na frente do gateway: frase clara, nada do corpo vaza, nada se perde.

Só /rest/v1 falha (a sonda de saúde passa), como um gateway de pé com o banco ou a função
quebrada. Tempo-limite do cliente em 2 s (FRILA_TEMPO_LIMITE_S); no 'lento', 1 s: cada pedido
dele espera o tempo-limite inteiro (são uns oito), e a resposta segurada (3 s) passa dele do mesmo jeito."""
import re
import sqlite3

import pytest

from conftest import POSICAO_BAR

pytestmark = [pytest.mark.rn11]

LIMITE = {"FRILA_TEMPO_LIMITE_S": "2"}
LIMITE_DO_LENTO = {"FRILA_TEMPO_LIMITE_S": "1"}
# Frase esperada no perfil (o view model resume "sem rede") e no último erro da fila.
NA_TELA = {"lento": "Sem conexão", "500": "erro 500", "html": "erro 502", "truncado": "Sem conexão",
           "json-invalido": "respondeu algo inesperado", "enorme": "respondeu algo inesperado",
           "derruba": "Sem conexão", "429": "Tente de novo em 4 s"}
NA_FILA = {**NA_TELA, "lento": "demorou demais", "429": "Tente de novo em"}
VAZOU = re.compile(r"VAZOU-CORPO|<|\{|nginx|Fatal error|Illegal instruction|Segmentation")


def _limpo(texto, token):
    return not VAZOU.search(texto) and token not in texto


@pytest.mark.parametrize("modo", ["lento", "500", "html", "truncado", "json-invalido", "enorme", "derruba", "429"])
def test_falha_de_rede_frase_clara_e_fila_intacta(backend, contas, frila, proxy, modo):
    """Com o proxy em MODO: perfil/vagas saem com 3 e frase clara, turnos vem do cache, o check-in vai para a fila e sai uma vez depois."""
    c = contas.profissional(prefixo="rede")
    (tid, ci, co), = backend.turnos_passados(c.email, 1)
    frila.login("r", c.email)
    assert frila("turnos", conta="r").rc == 0  # guarda o cache de 24 h
    token = frila.credencial("r")["tokenDeAcesso"]
    limite = LIMITE_DO_LENTO if modo == "lento" else LIMITE
    frx = lambda *a, **kw: frila(*a, conta="r", api=proxy.url, env=limite, **kw)
    proxy.modo(modo, retry=4, atraso=3)  # o "lento" segura a resposta 3 s, mais que o 1 s do cliente

    p, v = frx("perfil"), frx("vagas")
    assert (p.rc, v.rc) == (3, 3), (p, v)
    assert NA_TELA[modo] in p.err and _limpo(p.err, token), p
    assert v.err.startswith("frila: ") and _limpo(v.err, token), v
    t = frx("turnos", json=True)
    assert t.rc == 0 and t.json["do_cache"] and t.json["turnos"], t
    assert "turnos do cache de 24 h" in t.err and _limpo(t.err, token), t

    ch = frx("checkin", tid, "--posicao", POSICAO_BAR, "--em", ci, json=True)
    assert ch.rc == 0 and ch.json["estado"] == "na_fila" and _limpo(ch.err, token), ch
    if modo == "lento":  # o servidor aplicou o check-in, mas a resposta não chegou: o check-out entra atrás
        co_r = frx("checkout", tid, "--posicao", POSICAO_BAR, "--em", co, json=True)
        assert co_r.rc == 0 and co_r.json["estado"] == "na_fila", co_r
    s = frx("sincronizar", json=True)
    assert s.rc == 3 and "pendente" in s.err and _limpo(s.err, token), s
    fila = frila.fila("r")
    erro = fila.get("ultimo_erro") or fila["itens"][0]["ultimo_erro"] or ""
    assert fila["pendentes"] == (2 if modo == "lento" else 1) and fila["recusadas"] == 0, fila
    assert sum(i["tentativas"] for i in fila["itens"]) > 0, fila
    assert NA_FILA[modo] in erro and _limpo(erro, token), fila
    assert proxy.injetadas >= 3
    db = sqlite3.connect(frila.dados("r") / "frila.sqlite")
    assert db.execute("pragma integrity_check").fetchone()[0] == "ok"
    db.close()

    # Rede boa de novo: a fila esvazia e o banco tem o toque, uma vez (mesmo o que o 'lento' já tinha aplicado).
    proxy.modo("normal")
    r = frila("sincronizar", "--ate-esvaziar", "--timeout", "20", conta="r", api=proxy.url)
    assert r.rc == 0, r
    # O turno do lote já terminou e o agendador o fechou: o toque chega com a hora dele, mas
    # fica manual, à espera do contratante (turno fechado não vira presença sozinho).
    assert backend.psql(f"select checkin_em = '{ci}'::timestamptz and checkin_tipo = 'manual' "
                        f"from public.turnos where id = '{tid}'") == "t"
    if modo == "lento":
        assert backend.psql(f"select checkout_em = '{co}'::timestamptz from public.turnos where id = '{tid}'") == "t"


def test_429_retry_after_e_respeitado(backend, contas, frila, proxy):
    """429 com Retry-After: 3 no próximo pedido: a fila espera ≥ 3 s (< 15 s) antes de tentar de novo e esvazia uma vez."""
    c = contas.profissional(prefixo="r429")
    (tid, ci, _), = backend.turnos_passados(c.email, 1)
    frila.login("r", c.email)
    frila("turnos", conta="r")
    assert frila("checkin", tid, "--posicao", POSICAO_BAR, "--em", ci, conta="r", offline=True).rc == 0
    proxy.modo("429", n=1, retry=3)
    r = frila("sincronizar", "--ate-esvaziar", "--timeout", "20", conta="r", api=proxy.url, env=LIMITE, json=True)
    assert r.rc == 0, r
    rpcs = [u for u in proxy.ultimas if u["caminho"].startswith("/rest/v1/rpc/")]
    i = [u["modo"] for u in rpcs].index("429")
    espera = rpcs[i + 1]["t"] - rpcs[i]["t"]
    assert 3 <= espera < 15, rpcs
    assert frila.fila("r")["pendentes"] == 0
    assert backend.psql(f"select checkin_em = '{ci}'::timestamptz from public.turnos where id = '{tid}'") == "t"
