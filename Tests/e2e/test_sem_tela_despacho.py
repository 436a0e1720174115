"""O contratante vê o despacho da vaga sem tela: levas, quantos entraram, foram avisados e leram, e candidatos."""
import re

import pytest

from apoio.espera import esperar
from apoio.gestao import elenco

pytestmark = [pytest.mark.rn23]


def test_despacho_da_vaga_pelo_comando(backend, api, frila):
    """Depois da primeira leva, `frila despacho VAGA --json` conta o profissional alcançado; o profissional não tem o comando."""
    e = elenco(api, n_profs=2, prefixo="semtela-desp")
    frila.login("dono", e.dono.email)
    frila.login("p", e.profs[0].email)
    v = e.publicar(horas=6)
    e.no_feed(e.profs[0], v)
    d = esperar(lambda: (lambda r: r.json if r.rc == 0 and r.json["totais"]["incluidos"] >= 2 else None)(
        frila("despacho", v, conta="dono", json=True)), 20, "os dois profissionais na leva")
    assert d["leva_atual"] >= 1 and d["vaga_id"] == v and d["ninguem_alcancado"] is False, d
    assert d["posicoes_abertas"] == 1 and d["candidaturas"]["pendentes"] == 0, d
    r = frila("despacho", v, conta="dono")
    assert r.rc == 0 and r.out.startswith("leva ") and re.search(r"\d+ avisados?", r.out), r
    assert "(s)" not in r.out, r
    r = frila("despacho", v, conta="p")
    assert r.rc == 1 and "contratante" in r.err, r
