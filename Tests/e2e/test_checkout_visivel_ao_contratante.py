"""O contratante vê o check-out do profissional, não só o check-in: no detalhe da vaga (TUI) e
no `frila vaga`, com a hora de Brasília."""
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

from apoio.gestao import elenco

SP = ZoneInfo("America/Sao_Paulo")


def _iso(t):
    return t.strftime("%Y-%m-%dT%H:%M:%SZ")


def test_checkin_e_checkout_no_detalhe_da_vaga(backend, api, frila, tela):
    """Check-in pela API na janela; check-out no banco com o relógio depois do início (como o gateway faria)."""
    e = elenco(api, n_profs=1, prefixo="checkout-visivel")
    p = e.profs[0]
    v = e.publicar(horas=1)
    e.no_feed(p, v)
    turno = e.rpc(p, "candidatar", {"vaga_id": v}).json["turno"]["turno_id"]
    agora = datetime.now(timezone.utc).replace(microsecond=0)
    e.rpc(p, "fazer_checkin", {"turno_id": turno, "distancia_m": 0, "em": _iso(agora)})
    inicio = datetime.fromtimestamp(float(backend.psql(
        f"select extract(epoch from lower(periodo)) from public.turnos where id = '{turno}'")), timezone.utc)
    saida = inicio + timedelta(minutes=10)
    r = backend.psql(f"""begin;
        select set_config('frila.agora', '{_iso(saida + timedelta(minutes=1))}', true),
               set_config('request.jwt.claims', '{{"sub":"{p.id}","role":"authenticated"}}', true),
               set_config('role', 'authenticated', true) \\g /dev/null
        select (public.fazer_checkout('{turno}', 0, '{_iso(saida)}')) is not null;
        commit;""")
    assert r.strip().endswith("t"), r
    entrou, saiu = agora.astimezone(SP).strftime("%H:%M"), saida.astimezone(SP).strftime("%H:%M")
    frila.login("dono", e.dono.email)

    r = frila("vaga", v, conta="dono")
    linha = next(l for l in r.out.splitlines() if l.strip().startswith("turno "))
    assert f"check-in {entrou}" in linha and f"check-out {saiu}" in linha, r.out

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"), largura=120)
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.selecionar(r"Garçom", tela="vagas")
    t.comando("vagas", "abrir")
    t.wait_for(rf"✓ Profissional 0 · check-in {entrou}.* · check-out {saiu}", 15)
    t.comando("vagas", "sair")
    t.esperar_saida(0)
