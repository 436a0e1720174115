"""Sem rede, o turno cancelado continua na lista do cache (quem cancelou e quando), como online, na TUI e sem tela."""
import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rnf06, pytest.mark.rn12]


def test_cancelado_pelo_estabelecimento_aparece_offline(backend, api, frila, tela):
    """RNF06 + RN12: o estabelecimento cancela o turno; depois de uma leitura online, `frila turnos --offline` e a TUI offline mostram o cancelado, com quem cancelou e quando."""
    e = elenco(api, prefixo="cancoff")
    p = e.profs[0]
    v = e.publicar(horas=30)
    e.no_feed(p, v)
    turno = e.rpc(p, "candidatar", {"vaga_id": v}).json["turno"]["turno_id"]
    outra = e.publicar(horas=60)
    e.no_feed(p, outra)
    confirmado = e.rpc(p, "candidatar", {"vaga_id": outra}).json["turno"]["turno_id"]
    e.rpc(e.dono, "cancelar_turno", {"turno_id": turno, "motivo": "Evento adiado"})

    frila.login("prof", p.email)
    on = frila("turnos", conta="prof", json=True)  # online: guarda o cache
    assert on.rc == 0 and on.json["do_cache"] is False, on
    online = {t["turno_id"]: t for t in on.json["turnos"]}
    assert online[turno]["estado"] == "cancelada", on.json

    off = frila("turnos", conta="prof", json=True, offline=True)
    assert off.rc == 0 and off.json["do_cache"] is True, off
    offline = {t["turno_id"]: t for t in off.json["turnos"]}
    assert set(offline) == set(online) and confirmado in offline, "offline lista o mesmo que online, o cancelado também"
    c = offline[turno]["cancelamento"]
    assert offline[turno]["estado"] == "cancelada" and c is not None, off.json
    assert c == online[turno]["cancelamento"], "quem cancelou, quando e o motivo vêm do cache como vieram do servidor"
    assert c["por"] == "contratante" and c["motivo"] == "Evento adiado" and c["conta_como_falta"] is False
    texto = frila("turnos", conta="prof", offline=True)
    assert texto.rc == 0 and "cancelado pelo estabelecimento" in texto.out, texto

    t = tela("--api", frila.api_url, "--dados", frila.dados("prof"), "--offline")
    t.wait_for(r"offline \(forçado\)")
    t.ir_para(2)
    t.wait_for(r"turnos do cache")
    t.wait_for(r"cancelado pelo estabelecimento", 10)
    t.comando("globais", "sairJa")
    t.esperar_saida(130)
