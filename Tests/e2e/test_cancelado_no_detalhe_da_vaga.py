"""RN12 pelo lado do contratante: quem cancelou um turno fica no detalhe da vaga (quem, quando, se contou falta), na TUI e sem tela."""
import json

import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rn12, pytest.mark.rn10]


def test_cancelado_fica_no_detalhe_da_vaga(backend, api, frila, tela):
    """A profissional pega e cancela com menos de 24 h: `frila vaga` e o detalhe na TUI dizem quem, quando e que contou falta, sem o contato dela."""
    e = elenco(api, prefixo="rastro")
    p = e.profs[0]
    v = e.publicar(horas=6)
    e.no_feed(p, v)
    turno = e.rpc(p, "candidatar", {"vaga_id": v}).json["turno"]["turno_id"]
    e.rpc(p, "cancelar_turno", {"turno_id": turno, "motivo": "Fiquei doente"})

    frila.login("dono", e.dono.email)
    r = frila("vaga", v, conta="dono", json=True)
    assert r.rc == 0, r
    assert [(c["turno_id"], c["profissional"]["nome"], c["por"], c["conta_como_falta"], c["motivo"])
            for c in r.json["cancelados"]] == [(turno, "Profissional 0", "profissional", True, "Fiquei doente")]
    assert all(x["turno"] is None for x in r.json["posicoes"]), "a posição reabriu"
    rastro = json.dumps(r.json["cancelados"])
    assert "whatsapp" not in rastro and p.email not in rastro, "cancelado não libera contato (RN10)"
    texto = frila("vaga", v, conta="dono")
    assert texto.rc == 0 and "Profissional 0 cancelou" in texto.out and "contou como falta" in texto.out, texto

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"))
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.selecionar(r"Garçom", tela="vagas")
    t.comando("vagas", "abrir")
    t.wait_for(r"✗ Profissional 0 cancelou .*contou como falta", 10)
    t.comando("vagas", "sair")
    t.esperar_saida(0)
