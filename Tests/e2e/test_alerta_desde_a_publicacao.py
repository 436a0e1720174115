"""Acompanhamento: a vaga publicada já dentro da janela de alerta (começa em 2 h, alerta de 3 h)
está "em alerta desde" a hora da publicação, em Brasília — não desde uma hora antes de existir."""
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

from apoio.gestao import elenco

SP = ZoneInfo("America/Sao_Paulo")


def test_em_alerta_desde_a_publicacao(backend, api, frila, tela):
    """`frila alertas --json` e a TUI dizem a hora da publicação (UTC−3), não início − 3 h."""
    e = elenco(api, n_profs=0, prefixo="alerta-desde")
    v = e.publicar(horas=2)
    publicada = datetime.fromtimestamp(float(backend.psql(
        f"select extract(epoch from publicada_em) from public.vagas where id = '{v}'")), timezone.utc)
    inicio_menos_3h = datetime.fromtimestamp(float(backend.psql(
        f"select extract(epoch from inicio - interval '3 hours') from public.vagas where id = '{v}'")), timezone.utc)
    assert inicio_menos_3h < publicada
    frila.login("dono", e.dono.email)

    r = frila("alertas", conta="dono", json=True)
    a = [x for x in r.json["vagas"] if x["vaga_id"] == v]
    assert r.rc == 0 and len(a) == 1, r
    desde = datetime.fromisoformat(a[0]["alerta_desde"].replace("Z", "+00:00"))
    assert abs((desde - publicada).total_seconds()) < 1, (a, publicada)

    hora = publicada.astimezone(SP).strftime("%H:%M")
    errada = inicio_menos_3h.astimezone(SP).strftime("%H:%M")
    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"))
    t.wait_for(r"1 Acomp", 15)
    t.wait_for(rf"em alerta desde {hora}", 15)
    assert f"em alerta desde {errada}" not in t.text()
    t.comando("acompanhamento", "sair")
    t.esperar_saida(0)
