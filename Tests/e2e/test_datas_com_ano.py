"""Datas de outro ano que o do relógio do cliente aparecem com o ano ("qua 01/01/3000 10:00"),
nos comandos sem tela e na TUI; no ano corrente, sem ano (as linhas cabem como antes)."""
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

BRASILIA = ZoneInfo("America/Sao_Paulo")
DIAS = ["seg", "ter", "qua", "qui", "sex", "sáb", "dom"]


def _local(iso):
    return datetime.fromisoformat(iso.replace("Z", "+00:00")).astimezone(BRASILIA)


def _sem_ano(d):
    return f"{DIAS[d.weekday()]} {d:%d/%m %H:%M}"


def _com_ano(d):
    return f"{DIAS[d.weekday()]} {d:%d/%m/%Y %H:%M}"


def _relogio(d):
    return {"FRILA_AGORA": d.strftime("%Y-%m-%dT%H:%M:%SZ")}


def _vagas(frila, conta):
    r = frila("vagas", conta=conta, json=True)
    assert r.rc == 0 and r.json, f"o seed devia dar vagas à Ana: {r}"
    return r.json


def _saida(frila, relogio):
    return frila("vagas", conta="ana", env=_relogio(relogio)).out + "\n" + \
        frila("turnos", conta="ana", env=_relogio(relogio)).out


def test_vagas_e_turnos_sem_tela_com_o_ano_quando_nao_e_o_corrente(backend, frila):
    """Cada vaga do feed e cada turno, com o relógio do cliente um ano antes: todos com o ano; com o de agora, só os de outro ano."""
    frila.login("ana", "ana@frila.dev")
    turnos = frila("turnos", conta="ana", json=True).json["turnos"]
    inicios = [_local(v["inicio"]) for v in _vagas(frila, "ana")] + [_local(t["inicio"]) for t in turnos]
    assert inicios

    antes = min(inicios).astimezone(timezone.utc) - timedelta(days=366)
    texto = _saida(frila, antes)
    faltando = [_com_ano(d) for d in inicios if _com_ano(d) not in texto]
    assert faltando == [], f"{len(inicios) - len(faltando)} de {len(inicios)} com o ano; saída:\n{texto}"

    agora = datetime.now(timezone.utc).replace(microsecond=0)
    ano = agora.astimezone(BRASILIA).year
    texto = _saida(frila, agora)
    esperados = [_sem_ano(d) if d.year == ano else _com_ano(d) for d in inicios]
    faltando = [e for e in esperados if e not in texto]
    assert faltando == [], f"{len(esperados) - len(faltando)} de {len(esperados)}; saída:\n{texto}"
    assert f"/{ano} " not in texto, f"o ano corrente não aparece:\n{texto}"


def test_tui_mostra_o_ano_a_80_e_a_40_colunas(backend, frila, tela):
    """A TUI com o relógio um ano antes: a lista do feed mostra o ano a 80×24 e a 40×12, sem quebrar as colunas."""
    frila.login("ana", "ana@frila.dev")
    d = min(_local(v["inicio"]) for v in _vagas(frila, "ana"))
    antes = d.astimezone(timezone.utc) - timedelta(days=366)
    t = tela(*frila.argv(conta="ana")[1:], env=_relogio(antes), largura=80, altura=24)
    t.wait_for(r"Função\s+Quando")
    linha = t.wait_for(rf"{DIAS[d.weekday()]} {d:%d/%m/%Y %H:%M}")
    assert linha
    assert all(len(l) <= 80 for l in t.linhas())
    t.resize(40, 12)
    t.wait_for(rf"{d:%d/%m/%Y}")
    assert all(len(l) <= 40 for l in t.linhas()), t.text()
    t.comando("globais", "sair")
    t.esperar_saida(0)
