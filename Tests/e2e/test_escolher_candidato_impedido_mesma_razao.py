"""Escolher um candidato que o estabelecimento bloqueou: a TUI (Enter no detalhe) e o `frila
escolher` dizem a mesma razão, do núcleo das Vagas, e nada vai ao servidor (nenhum turno). As
outras teclas num candidato ainda não escolhido dizem o que falta (a avaliação, o cancelamento)."""
import re

import pytest

from apoio.gestao import elenco

pytestmark = [pytest.mark.rf26]

RAZAO = "Há um bloqueio entre este profissional e o seu estabelecimento."


def test_candidato_bloqueado_nao_se_escolhe_pela_tui_nem_pelo_frila(backend, api, frila, tela):
    e = elenco(api, n_profs=2, prefixo="escrazao")
    v = e.publicar(horas=30, modo="selecao")
    cand = {}
    for p in e.profs:
        e.no_feed(p, v)
        cand[p.id] = e.rpc(p, "candidatar", {"vaga_id": v}).json["candidatura_id"]
    bloqueado = e.profs[1]
    e.rpc(e.dono, "bloquear", {"conta_id": bloqueado.id})
    frila.login("dono", e.dono.email)

    r = frila("escolher", cand[bloqueado.id], conta="dono", json=True)
    assert r.rc == 1 and r.json["chave"] == "inelegivel" and r.json["estado"] == "recusada", r
    assert RAZAO in r.err, r
    assert backend.psql(f"select count(*) from public.turnos where vaga_id = '{v}'") == "0"

    t = tela("--api", backend.api_url, "--dados", frila.dados("dono"), largura=200, altura=30)
    t.wait_for(r"1 Acomp", 15)
    t.ir_para(2)
    t.wait_for(r"pos\.", 15)
    t.selecionar(r"Garçom", tela="vagas")
    t.comando("vagas", "abrir")
    t.wait_for(r"› \? Profissional 0", 15)
    # No escolhível, o a diz o que falta (do mesmo núcleo), sem pergunta.
    t.comando("vagas", "avaliar")
    t.wait_for(re.escape("A candidatura de Profissional 0 ainda não foi escolhida: Enter escolhe; a avaliação vem depois do turno."), 10)
    t.comando("globais", "baixo")
    t.wait_for(r"› ✗ Profissional 1", 5)
    assert "abrir/escolher" not in t.linhas()[-2], t.linhas()[-2]
    t.comando("vagas", "abrir")
    t.wait_for(re.escape(RAZAO), 10)
    assert "Escolher" not in t.text()
    assert backend.psql(f"select count(*) from public.turnos where vaga_id = '{v}'") == "0"
    t.comando("vagas", "sair")
    t.esperar_saida(0)
